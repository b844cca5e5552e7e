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
import { fairTurns } from "./middleware/fair-turns/index.js";
import { noSniff } from "./middleware/nosniff/index.js";
import { isCorruptionError, type RegisterFileProblemKind, type RegisterFileWatch } from "../store/sqlite/register-file.js";
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
  /** The watch over the register file (src/store/sqlite/register-file.ts); without it, only SQLite's errors tell. */
  registerFile?: RegisterFileWatch;
}

/** Seconds a client should wait when the register backend is unavailable. */
const UPSTREAM_RETRY_AFTER = 30;

/** What clients are told while the register file cannot be answered from (the operator's log says more). */
const REGISTER_PROBLEM_MESSAGES: Record<RegisterFileProblemKind, string> = {
  changed: "The register file was changed while in use; this service does not answer from it until the operator restarts it.",
  truncated: "The register file is damaged (truncated); this service cannot answer until the operator restores it.",
  corrupt: "The register file is damaged; this service cannot answer until the operator restores it.",
  unreadable: "The register backend is temporarily unavailable.",
};

function registerUnavailable(kind: RegisterFileProblemKind): ApiError {
  return new ApiError("upstream_unavailable", REGISTER_PROBLEM_MESSAGES[kind], "Retry after the number of seconds in Retry-After.", UPSTREAM_RETRY_AFTER);
}

/** Surfaces whose answers come from the register as JSON or Markdown (pages refuse with their own HTML page). */
function answersFromRegister(path: string): boolean {
  return path.startsWith("/api/") || path === "/mcp" || path.endsWith(".md");
}

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

  /** Classifies a failed store call, and records a damaged file so that the server stops answering from it. */
  const storeUnavailable = (error: unknown): boolean => {
    if (isCorruptionError(error)) deps.registerFile?.reportCorruption(error);
    return isStoreUnavailable(error);
  };

  app.onError((error, c: Context) => {
    if (error instanceof ApiError) return errorResponse(c, error, docs);
    // The client went away (closed the connection mid-request): nothing to answer, nothing wrong here.
    if (c.req.raw.signal.aborted) {
      logger.debug({ path: c.req.path, reason: String(error) }, "client closed the connection before the answer");
      return new Response(null, { status: 499 }); // never sent; 499 is the usual log code for "client closed request"
    }
    if (storeUnavailable(error)) {
      const kind = deps.registerFile?.problem()?.kind ?? (isCorruptionError(error) ? "corrupt" : "unreadable");
      // A damaged file was logged once, with what to do, by the register-file watch.
      if (!deps.registerFile?.problem()) logger.error({ err: error, path: c.req.path }, "register backend unavailable");
      return errorResponse(c, registerUnavailable(kind), docs);
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
  app.use(fairTurns());
  app.use(noSniff);
  // A register file found changed, truncated or damaged is not answered from, not even from the answer cache.
  app.use((c, next) => {
    const problem = deps.registerFile?.problem();
    if (!problem || !answersFromRegister(c.req.path)) return next();
    const error = registerUnavailable(problem.kind);
    if (c.req.path !== "/mcp") return Promise.resolve(errorResponse(c, error, docs));
    return Promise.resolve(
      c.json({ jsonrpc: "2.0", error: { code: -32000, message: error.message }, id: null }, 503, {
        "Retry-After": String(UPSTREAM_RETRY_AFTER),
        "Cache-Control": "no-store",
      }),
    );
  });
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
  // Health: the register file and the rate-limit store. A register that cannot be answered from is a 503 (the
  // contract's error body); a Redis outage is "degraded" (answers go on, limits are counted per instance).
  app.get("/health", async (c) => {
    c.header("Cache-Control", "no-store");
    const problem = deps.registerFile?.check();
    if (problem) return errorResponse(c, registerUnavailable(problem.kind), docs);
    const dataset = await backend.datasetInfo();
    const rateLimits = deps.rateLimiter.state();
    return c.json({ status: rateLimits.available ? "ok" : "degraded", version: deps.version, dataset, rate_limits: rateLimits });
  });
  // Readiness: the register answers a query from its file.
  app.get("/health/ready", (c) => {
    c.header("Cache-Control", "no-store");
    const problem = deps.registerFile?.probe();
    if (problem) return errorResponse(c, registerUnavailable(problem.kind), docs);
    return c.json({ status: "ready" });
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
  const site = registerPageRoutes(app, {
    ...apiDeps,
    logger,
    isUnavailable: storeUnavailable,
    registerProblem: () => deps.registerFile?.problem() ?? null,
    unavailableRetryAfter: UPSTREAM_RETRY_AFTER,
  });
  registerDiscoveryRoutes(app, { publicBaseUrl: config.publicBaseUrl, ...site });
  return app;
}
