/**
 * The public API under `/api/v1`, derived from the operations' REST bindings: one GET route per operation, with input
 * validation, per-client rate limits, the contract's headers (rate limits, Link, ETag, Cache-Control) and errors.
 */
import type { Hono } from "hono";
import { NotFoundError } from "../../domain/errors.js";
import { PUBLIC_OPERATIONS } from "../../operations/index.js";
import { inputFromUrl } from "../../operations/input.js";
import { sendAnswer } from "../answer-cache/index.js";
import type { RegisterRouteDependencies } from "../dependencies.js";
import { REST_NOT_FOUND_HINT } from "../error-response.js";
import { corsHeaders } from "../middleware/cors/index.js";
import { enforceRateLimit } from "../middleware/rate-limit/enforce.js";
import { CACHE_CONTROL, EXPOSED_HEADERS, JSON_CONTENT_TYPE, serviceLinks } from "../response-headers.js";

/** Hono path of a path in OpenAPI form: `{id}` → `:id`. */
function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}

/** The not_found error for a path under `/api/` that no operation serves. */
export function unknownApiPathError(path: string): NotFoundError {
  return new NotFoundError(
    `No API operation at ${path}.`,
    `The API offers: ${PUBLIC_OPERATIONS.map((o) => `GET ${o.rest.path}`).join(", ")}. ${REST_NOT_FOUND_HINT}`,
  );
}

/** A request URL's path and query, without scheme and host (the answers do not depend on the Host header). */
function pathAndQuery(url: string): string {
  return url.slice(url.indexOf("/", url.indexOf("://") + 3));
}

/** Registers the public operations on the app. */
export function registerApiRoutes(app: Hono, deps: RegisterRouteDependencies): void {
  const link = serviceLinks(deps.publicBaseUrl);
  const context = { backend: deps.backend, market: deps.market };
  app.use(
    "/api/v1/*",
    corsHeaders({ origin: "*", allowMethods: ["GET", "HEAD", "OPTIONS"], exposeHeaders: EXPOSED_HEADERS, maxAge: 86400 }),
  );
  for (const operation of PUBLIC_OPERATIONS) {
    app.get(honoPath(operation.rest.path), async (c) => {
      await enforceRateLimit(c, deps, operation.rest.bucket);
      // The path and query as sent are the question. An answer is only kept for a request that was valid, so a repeat
      // skips parsing and validation (a cached search went from 35 % to 56 % of the empty route's throughput); a
      // question spelled differently (`limit=10` given or left to its default) is answered once more and kept beside it.
      const answer = await deps.answers.answer(`${operation.operationId} ${pathAndQuery(c.req.url)}`, async () => {
        // Hono's own query parser: a WHATWG URL per request measured 3 % of a cached answer.
        const values = c.req.queries();
        const query = { getAll: (name: string) => values[name] ?? [], keys: () => Object.keys(values) };
        const input = inputFromUrl(operation, query, c.req.param() as Record<string, string>);
        const stored = await operation.handleJson?.(input, context);
        return { body: stored ?? JSON.stringify(await operation.handle(input, context)) };
      });
      c.header("Link", link);
      c.header("Cache-Control", CACHE_CONTROL);
      return sendAnswer(c, answer, JSON_CONTENT_TYPE);
    });
  }
}
