/**
 * Discovery: `/openapi.json` (generated from the operations), `/docs` (Swagger UI from local files, started by a
 * script file so that the CSP needs no inline script) and `/llms.txt` (the top-level template, filled at start).
 */
import type { Hono } from "hono";
import { html } from "hono/html";
import type { RateLimits } from "../../domain/limits.js";
import type { Examples } from "../../operations/examples.js";
import type { AssetUrls } from "../pages/assets.js";
import { setPageHeaders } from "../pages/render.js";
import { serviceLinks } from "../response-headers.js";
import { readLlmsTxtTemplate, renderLlmsTxt } from "./llms-txt.js";
import { buildOpenApiDocument } from "./openapi.js";

/** What the discovery routes describe: the address, the configured rate limits, the site's assets and examples. */
export interface DiscoveryDependencies {
  publicBaseUrl: string;
  rateLimits: RateLimits;
  assets: AssetUrls;
  examples: () => Promise<Examples>;
}

const DISCOVERY_CACHE_CONTROL = "public, max-age=300";

/** The two references /docs shows: the public API and the keyed API, each from its own OpenAPI document. */
const REFERENCES = {
  public: { path: "/docs", specUrl: "/openapi.json", name: "Public API (/api/v1)", description: "Interactive reference of the Swiss commercial register's public API." },
  keyed: {
    path: "/docs/keyed",
    specUrl: "/v1/openapi.json",
    name: "Keyed API (/v1)",
    description: "Interactive reference of the Swiss commercial register's keyed API: reports, notices, persons, NOGA, SIX-listed stocks (API key needed: Authorize).",
  },
} as const;

type Reference = keyof typeof REFERENCES;

function DocsPage({ assets, reference }: { assets: AssetUrls; reference: Reference }) {
  const shown = REFERENCES[reference];
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${shown.name} reference · Swiss commercial register`}</title>
        <meta name="description" content={shown.description} />
        <link rel="icon" href={assets.icon} type="image/svg+xml" />
        <link rel="stylesheet" href={assets.swaggerCss} />
        <link rel="stylesheet" href={assets.css} />
        <link rel="service-desc" type="application/json" href={shown.specUrl} />
        <script src={assets.swaggerJs} defer />
        <script src={assets.docsJs} defer />
      </head>
      <body class="docs">
        <header class="site-header">
          <div class="wrap header-row">
            <a class="brand" href="/">
              <img src={assets.icon} alt="" width="28" height="28" />
              <span>Swiss commercial register</span>
            </a>
            <ul class="footer-links">
              {(Object.keys(REFERENCES) as Reference[]).map((name) => (
                <li>
                  <a href={REFERENCES[name].path} aria-current={name === reference ? "page" : undefined}>
                    {REFERENCES[name].name}
                  </a>
                </li>
              ))}
              <li>
                <a href={shown.specUrl}>OpenAPI</a>
              </li>
              <li>
                <a href="/llms.txt">llms.txt</a>
              </li>
            </ul>
          </div>
        </header>
        <main id="main">
          <h1 class="visually-hidden">API reference: {shown.name}</h1>
          <div id="swagger-ui" data-spec-url={shown.specUrl}>
            <noscript>
              <p class="wrap">
                The interactive reference needs JavaScript. Read the <a href={shown.specUrl}>OpenAPI document</a> or{" "}
                <a href="/llms.txt">llms.txt</a> instead.
              </p>
            </noscript>
          </div>
        </main>
      </body>
    </html>
  );
}

/** Registers `/openapi.json`, `/llms.txt` and `/docs`. */
export function registerDiscoveryRoutes(app: Hono, deps: DiscoveryDependencies): void {
  const openApiDocument = buildOpenApiDocument(deps.publicBaseUrl, deps.rateLimits);
  const template = readLlmsTxtTemplate();
  const link = serviceLinks(deps.publicBaseUrl);

  app.get("/openapi.json", (c) => {
    c.header("Cache-Control", DISCOVERY_CACHE_CONTROL);
    c.header("Access-Control-Allow-Origin", "*");
    c.header("Link", link);
    return c.json(openApiDocument);
  });

  app.get("/llms.txt", async (c) => {
    const examples = await deps.examples().catch(() => null);
    c.header("Cache-Control", DISCOVERY_CACHE_CONTROL);
    c.header("Access-Control-Allow-Origin", "*");
    c.header("Link", link);
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(renderLlmsTxt(template, { baseUrl: deps.publicBaseUrl, rateLimits: deps.rateLimits, examples }), 200, { "Content-Type": "text/plain; charset=utf-8" });
  });

  for (const reference of Object.keys(REFERENCES) as Reference[]) {
    app.get(REFERENCES[reference].path, (c) => {
      setPageHeaders(c);
      c.header("Cache-Control", DISCOVERY_CACHE_CONTROL);
      return c.html(html`<!DOCTYPE html>${<DocsPage assets={deps.assets} reference={reference} />}`);
    });
  }
  app.get("/docs/", (c) => c.redirect("/docs", 301));
}
