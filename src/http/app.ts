/** Builds the HTTP application from its dependencies (the composition root picks them: src/cli/serve.ts). */
import { Hono, type Context } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import type { Logger } from "pino";
import type { RegisterBackend } from "../backend/port.js";
import type { Config } from "../config.js";
import {
  BACKEND_RETRY_AFTER_SECONDS,
  BACKEND_UNAVAILABLE_MESSAGE,
  BackendUnavailableError,
  isBackendUnavailable,
  NotFoundError,
  ServiceError,
  toServiceError,
} from "../domain/errors.js";
import { rateLimitsOf } from "../domain/limits.js";
import { describeDataset } from "../operations/dataset.js";
import { registerApiRoutes, unknownApiPathError } from "./api/routes.js";
import { errorResponse } from "./error-response.js";
import { methodNotAllowedError } from "./method-not-allowed.js";
import { registerFactSheetRoutes } from "./fact-sheets.js";
import { registerInternalBackendRoutes } from "./internal/routes.js";
import { registerMcpRoutes } from "./mcp/routes.js";
import { registerDiscoveryRoutes } from "./discovery/routes.js";
import { registerPageRoutes, renderNotFoundPage, wantsJsonNotFound } from "./pages/routes.js";
import { clientAddressResolver } from "./middleware/client-ip/index.js";
import type { RateLimiter } from "./middleware/rate-limit/limiter.js";
import { fairTurns } from "./middleware/fair-turns/index.js";
import { noSniff } from "./middleware/nosniff/index.js";
import { requestId, requestLogger } from "./middleware/request-id/index.js";
import type { RegisterFileProblemKind, RegisterFileWatch } from "../store/sqlite/register-file.js";
import { createAnswerCache, type AnswerCache } from "./answer-cache/index.js";
import type { KeyedOperation } from "../operations/operation.js";
import type { MeteringDependencies } from "../keyed/metered-call.js";
import { keyedErrorResponse, registerKeyedAliases, registerKeyedHealth, registerKeyedRoutes, unknownKeyedPath } from "../keyed/routes.js";
import type { MarketAccess } from "../market/access.js";
import { buildKeyedOpenApiDocument } from "../keyed/openapi.js";

/** What the app is built from (the composition root picks each). */
export interface AppDependencies {
  /** The rate limits it describes (`RATE_LIMIT_*`) are those the rate limiter was built with. */
  config: Pick<Config, "publicBaseUrl" | "TRUSTED_PROXIES"> &
    Partial<Pick<Config, "PORT" | "MCP_ALLOWED_HOSTS" | "MCP_ALLOWED_ORIGINS" | "RATE_LIMIT_SEARCH" | "RATE_LIMIT_DETAIL">>;
  backend: RegisterBackend;
  market: MarketAccess;
  rateLimiter: RateLimiter;
  /** Finished answers by question; none kept when absent. */
  answers?: AnswerCache;
  logger: Logger;
  /** Package version, shown by /health. */
  version: string;
  /** The watch over the register file (src/store/sqlite/register-file.ts); without it, only SQLite's errors tell. */
  registerFile?: RegisterFileWatch;
  /** A register without a file (PostgreSQL): reads from it now, null when it answers, else why not (readiness, /health). */
  registerProbe?: () => Promise<BackendUnavailableError | null>;
  /** The keyed API (`/v1`): its accounts, per-plan limiter and operations; not served when absent. */
  keyed?: MeteringDependencies & { operations: readonly KeyedOperation[] };
  /** BACKEND_TOKEN: serve the internal read API (src/http/internal) to other instances holding it. */
  internalBackendToken?: string;
}

/** What clients are told while the register file cannot be answered from (the operator's log says more). */
const REGISTER_PROBLEM_MESSAGES: Record<RegisterFileProblemKind, string> = {
  changed: "The register file was changed while in use; this service does not answer from it until the operator restarts it.",
  truncated: "The register file is damaged (truncated); this service cannot answer until the operator restores it.",
  corrupt: "The register file is damaged; this service cannot answer until the operator restores it.",
  unreadable: BACKEND_UNAVAILABLE_MESSAGE,
};

function registerUnavailable(kind: RegisterFileProblemKind): BackendUnavailableError {
  return new BackendUnavailableError(REGISTER_PROBLEM_MESSAGES[kind], BACKEND_RETRY_AFTER_SECONDS);
}

/** Surfaces whose answers come from the register as JSON or Markdown (pages refuse with their own HTML page). */
function answersFromRegister(path: string): boolean {
  return path.startsWith("/api/") || path === "/mcp" || path.endsWith(".md");
}

/** Builds the app: every route, with its middleware and error handling. */
export function createApp(deps: AppDependencies): Hono {
  const { config, backend, logger } = deps;
  const docs = `${config.publicBaseUrl}/openapi.json`;
  const app = new Hono();
  const clientAddress = clientAddressResolver(config.TRUSTED_PROXIES);

  app.onError((error, c: Context) => {
    // A backend that says it is unavailable is answered below, with what the register file's watch knows.
    if (error instanceof ServiceError && !(error instanceof BackendUnavailableError)) return errorResponse(c, error, docs);
    // The client went away (closed the connection mid-request): nothing to answer, nothing wrong here.
    if (c.req.raw.signal.aborted) {
      requestLogger(c, logger).debug({ path: c.req.path, reason: String(error) }, "client closed the connection before the answer");
      return new Response(null, { status: 499 }); // never sent; 499 is the usual log code for "client closed request"
    }
    if (isBackendUnavailable(error)) {
      const problem = deps.registerFile?.problem();
      // A damaged file was logged once, with what to do, by the register-file watch.
      if (problem) return errorResponse(c, registerUnavailable(problem.kind), docs);
      requestLogger(c, logger).error({ err: error, path: c.req.path }, "register backend unavailable");
      const said = error instanceof BackendUnavailableError ? error : registerUnavailable("unreadable");
      return errorResponse(c, said, docs);
    }
    requestLogger(c, logger).error({ err: error, path: c.req.path }, "unhandled error");
    return errorResponse(c, toServiceError(error), docs);
  });
  // A friendly HTML page for people; the API, fact sheets and agent endpoints keep the contract's JSON error.
  app.notFound((c) =>
    c.req.path.startsWith("/v1/") && deps.keyed
      ? keyedErrorResponse(c, unknownKeyedPath(c.req.path, deps.keyed.operations))
      : c.req.path.startsWith("/api/")
      ? errorResponse(c, unknownApiPathError(c.req.path), docs)
      : wantsJsonNotFound(c.req.path)
      ? errorResponse(c, new NotFoundError(`Nothing at ${c.req.path}.`, "See /llms.txt for what this service offers."), docs)
      : renderNotFoundPage(c, config.publicBaseUrl, site.assets),
  );
  app.use(requestId());
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
        "Retry-After": String(BACKEND_RETRY_AFTER_SECONDS),
        "Cache-Control": "no-store",
      }),
    );
  });
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) => {
        c.header("Allow", methods.join(", "));
        const error = methodNotAllowedError(c.req.method, methods);
        return c.req.path.startsWith("/v1/") && deps.keyed ? keyedErrorResponse(c, error) : errorResponse(c, error, docs);
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
    const unanswered = await deps.registerProbe?.();
    if (unanswered) return errorResponse(c, unanswered, docs);
    const dataset = await describeDataset({ backend, market: deps.market });
    const rateLimits = deps.rateLimiter.state();
    return c.json({ status: rateLimits.available ? "ok" : "degraded", version: deps.version, dataset, rate_limits: rateLimits });
  });
  // Readiness: the register answers a query from its file.
  app.get("/health/ready", async (c) => {
    c.header("Cache-Control", "no-store");
    if (deps.registerFile) {
      const problem = deps.registerFile.probe();
      if (problem) return errorResponse(c, registerUnavailable(problem.kind), docs);
    } else if (deps.registerProbe) {
      // A register without a file (PostgreSQL): ready when it answers a read now (the backend caches what it read).
      const unanswered = await deps.registerProbe();
      if (unanswered) return errorResponse(c, unanswered, docs);
    } else {
      // No file of its own (a remote backend): ready when the backend answers.
      await backend.datasetInfo();
    }
    return c.json({ status: "ready" });
  });

  const apiDeps = {
    backend,
    market: deps.market,
    rateLimiter: deps.rateLimiter,
    clientAddress,
    publicBaseUrl: config.publicBaseUrl,
    answers: deps.answers ?? createAnswerCache(0),
  };
  registerApiRoutes(app, apiDeps);
  if (deps.keyed) {
    registerKeyedHealth(app, deps.keyed, deps.version);
    const keyedDocument = JSON.stringify(buildKeyedOpenApiDocument(config.publicBaseUrl, deps.keyed.operations, deps.version), null, 2);
    app.get("/v1/openapi.json", (c) => c.body(keyedDocument, 200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=3600" }));
    registerKeyedRoutes(app, { backend, market: deps.market, logger, ...deps.keyed }, deps.keyed.operations);
    registerKeyedAliases(app, deps.keyed.operations);
  }
  if (deps.internalBackendToken) registerInternalBackendRoutes(app, { backend, token: deps.internalBackendToken, logger });
  registerFactSheetRoutes(app, apiDeps);
  registerMcpRoutes(app, {
    ...apiDeps,
    logger,
    version: deps.version,
    port: config.PORT,
    allowedHosts: config.MCP_ALLOWED_HOSTS,
    allowedOrigins: config.MCP_ALLOWED_ORIGINS,
    keyed: deps.keyed,
  });
  const site = registerPageRoutes(app, {
    ...apiDeps,
    logger,
    isUnavailable: isBackendUnavailable,
    registerProblem: () => deps.registerFile?.problem() ?? null,
    unavailableRetryAfter: BACKEND_RETRY_AFTER_SECONDS,
  });
  registerDiscoveryRoutes(app, { publicBaseUrl: config.publicBaseUrl, rateLimits: rateLimitsOf(config), ...site });
  return app;
}
