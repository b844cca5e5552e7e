/** Builds the HTTP application from its dependencies (the composition root picks them: src/cli/serve.ts). */
import { Hono, type Context } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import type { Logger } from "pino";
import type { RegisterBackend } from "../backend/port.js";
import type { Config } from "../config.js";
import { ApiError } from "../operations/api-error.js";
import { registerApiRoutes, unknownApiPathError } from "./api/routes.js";
import { errorResponse } from "./error-response.js";
import { registerFactSheetRoutes } from "./fact-sheets.js";
import { registerMcpRoutes } from "./mcp/routes.js";
import { registerDiscoveryRoutes } from "./discovery/routes.js";
import { registerPageRoutes, renderNotFoundPage, wantsJsonNotFound } from "./pages/routes.js";
import { clientAddressResolver } from "./middleware/client-ip/index.js";
import type { RateLimiter } from "./middleware/rate-limit/limiter.js";
import { noSniff } from "./middleware/nosniff/index.js";
import { createAnswerCache, type AnswerCache } from "./answer-cache/index.js";

export interface AppDependencies {
  config: Pick<Config, "publicBaseUrl" | "TRUSTED_PROXIES"> &
    Partial<Pick<Config, "PORT" | "MCP_ALLOWED_HOSTS" | "MCP_ALLOWED_ORIGINS">>;
  backend: RegisterBackend;
  rateLimiter: RateLimiter;
  /** Finished answers by question; none kept when absent. */
  answers?: AnswerCache;
  logger: Logger;
  /** Package version, shown by /health. */
  version: string;
}

/** Seconds a client should wait when the register backend is unavailable. */
const UPSTREAM_RETRY_AFTER = 30;

/** True for errors that mean the store cannot answer right now (locked, missing or unreadable file). */
function isStoreUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    (error as Error).name === "StoreUnavailableError" ||
    (typeof code === "string" && /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|CORRUPT|NOTADB)/.test(code))
  );
}

export function createApp(deps: AppDependencies): Hono {
  const { config, backend, logger } = deps;
  const docs = `${config.publicBaseUrl}/openapi.json`;
  const app = new Hono();
  const clientAddress = clientAddressResolver(config.TRUSTED_PROXIES);

  app.onError((error, c: Context) => {
    if (error instanceof ApiError) return errorResponse(c, error, docs);
    // The client went away (closed the connection mid-request): nothing to answer, nothing wrong here.
    if (c.req.raw.signal.aborted) {
      logger.debug({ path: c.req.path, reason: String(error) }, "client closed the connection before the answer");
      return new Response(null, { status: 499 }); // never sent; 499 is the usual log code for "client closed request"
    }
    if (isStoreUnavailable(error)) {
      logger.error({ err: error, path: c.req.path }, "register backend unavailable");
      return errorResponse(
        c,
        new ApiError("upstream_unavailable", "The register backend is temporarily unavailable.", "Retry after the number of seconds in Retry-After.", UPSTREAM_RETRY_AFTER),
        docs,
      );
    }
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return errorResponse(c, new ApiError("internal_error", "An internal error occurred; it has been logged.", "Retry later; if it persists, report the request."), docs);
  });
  // A friendly HTML page for people; the API, fact sheets and agent endpoints keep the contract's JSON error.
  app.notFound((c) =>
    c.req.path.startsWith("/api/")
      ? errorResponse(c, unknownApiPathError(c.req.path), docs)
      : wantsJsonNotFound(c.req.path)
      ? errorResponse(c, new ApiError("not_found", `Nothing at ${c.req.path}.`, "See /llms.txt for what this service offers."), docs)
      : renderNotFoundPage(c, config.publicBaseUrl, site.assets),
  );
  app.use(noSniff);
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) => {
        c.header("Allow", methods.join(", "));
        return errorResponse(c, new ApiError("method_not_allowed", `Method ${c.req.method} is not allowed here.`, `Use ${methods.join(", ")}.`), docs);
      },
    }),
  );

  // Liveness without touching the store; also the benchmark's floor (tools/bench).
  app.get("/health/live", (c) => c.json({ status: "ok" }));
  app.get("/health", async (c) => {
    const dataset = await backend.datasetInfo();
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok", version: deps.version, dataset });
  });

  const apiDeps = {
    backend,
    rateLimiter: deps.rateLimiter,
    clientAddress,
    publicBaseUrl: config.publicBaseUrl,
    answers: deps.answers ?? createAnswerCache(0),
  };
  registerApiRoutes(app, apiDeps);
  registerFactSheetRoutes(app, apiDeps);
  registerMcpRoutes(app, {
    ...apiDeps,
    logger,
    version: deps.version,
    port: config.PORT,
    allowedHosts: config.MCP_ALLOWED_HOSTS,
    allowedOrigins: config.MCP_ALLOWED_ORIGINS,
  });
  const site = registerPageRoutes(app, { ...apiDeps, logger, isUnavailable: isStoreUnavailable, unavailableRetryAfter: UPSTREAM_RETRY_AFTER });
  registerDiscoveryRoutes(app, { publicBaseUrl: config.publicBaseUrl, ...site });
  return app;
}
