/**
 * The site's static files: one stylesheet, one script, the docs initializer and an icon from `assets/` beside this
 * module, and the two Swagger UI files that /docs needs from the swagger-ui-dist package. Each address carries a
 * content hash (or the package version), so every file is served with a one-year immutable cache and gzip when the
 * client accepts it. Files are read once, at start (compressed once, at first use); nothing is fetched from outside.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Hono } from "hono";

/**
 * The `assets/` folder beside this module. `src/http/pages` and `dist/http/pages` sit at the same depth, and the
 * build does not copy non-TypeScript files, so both resolve to the sources in `src/`.
 */
const ASSET_DIR = fileURLToPath(new URL("../../../src/http/pages/assets/", import.meta.url));

const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

const IMMUTABLE = "public, max-age=31536000, immutable";

const CONTENT_TYPES: Record<string, string> = {
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  svg: "image/svg+xml",
};

interface Asset {
  path: string;
  contentType: string;
  body: Buffer;
  /** Compressed on first request: compressing the Swagger UI bundle would hold up the start by ~100 ms. */
  gzip(): Buffer;
}

/** Addresses of the files the pages link to. */
export interface AssetUrls {
  css: string;
  js: string;
  icon: string;
  docsJs: string;
  swaggerCss: string;
  swaggerJs: string;
}

function load(path: string, file: string): Asset {
  const body = readFileSync(file);
  const extension = file.slice(file.lastIndexOf(".") + 1);
  let compressed: Buffer | undefined;
  return { path, contentType: CONTENT_TYPES[extension], body, gzip: () => (compressed ??= gzipSync(body, { level: 9 })) };
}

/** A site file at `/assets/<name>.<hash>.<ext>`. */
function siteAsset(name: string): Asset {
  const file = join(ASSET_DIR, name);
  const hash = createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 10);
  const dot = name.lastIndexOf(".");
  return load(`/assets/${name.slice(0, dot)}.${hash}${name.slice(dot)}`, file);
}

/** Reads the assets and registers their routes; returns the addresses to link to. */
export function registerAssetRoutes(app: Hono): AssetUrls {
  const swaggerVersion = (JSON.parse(readFileSync(join(SWAGGER_UI_DIR, "package.json"), "utf8")) as { version: string }).version;
  const assets = {
    css: siteAsset("site.css"),
    js: siteAsset("site.js"),
    icon: siteAsset("icon.svg"),
    docsJs: siteAsset("docs.js"),
    swaggerCss: load(`/docs/assets/${swaggerVersion}/swagger-ui.css`, join(SWAGGER_UI_DIR, "swagger-ui.css")),
    swaggerJs: load(`/docs/assets/${swaggerVersion}/swagger-ui-bundle.js`, join(SWAGGER_UI_DIR, "swagger-ui-bundle.js")),
  };
  for (const asset of Object.values(assets)) {
    app.get(asset.path, (c) => {
      const gzip = /\bgzip\b/.test(c.req.header("Accept-Encoding") ?? "");
      c.header("Content-Type", asset.contentType);
      c.header("Cache-Control", IMMUTABLE);
      c.header("X-Content-Type-Options", "nosniff");
      c.header("Vary", "Accept-Encoding");
      if (gzip) c.header("Content-Encoding", "gzip");
      return c.body(new Uint8Array(gzip ? asset.gzip() : asset.body));
    });
  }
  return Object.fromEntries(Object.entries(assets).map(([key, asset]) => [key, asset.path])) as unknown as AssetUrls;
}
