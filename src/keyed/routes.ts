/**
 * The keyed API under `/v1` (DESIGN.md section 8, docs/keyed-api.md), derived from the operations' keyed bindings.
 * Every request goes through the same steps, in the contract's order, so that a refused request costs nothing:
 * key → plan and scope → per-key rate limit → body (JSON, at most 1 MB) → validation → debit → the work. A call the
 * service fails (5xx) is refunded. Every answer carries X-Request-Id, X-Credit-Cost, X-Credits-Remaining and the
 * key's X-RateLimit-* headers, and the `{success, data}` envelope.
 */
import type { Context, Hono } from "hono";
import type { Logger } from "pino";
import type { RegisterBackend } from "../backend/port.js";
import type { MarketAccess } from "../market/access.js";
import type { ServiceError } from "../domain/errors.js";
import { requestLogger } from "../http/middleware/request-id/index.js";
import { inputFromUrl, validateInput } from "../operations/input.js";
import type { KeyedOperation } from "../operations/operation.js";
import { authenticate, keyOfRequest } from "./authenticate.js";
import { KeyedError, keyedFailure } from "./envelope.js";
import { runMeteredCall, type Metering, type MeteringDependencies, type PlanBucket } from "./metered-call.js";
import { PLAN_NAMES, PLANS } from "./plans.js";

/** Largest JSON body a keyed POST accepts. */
export const MAX_KEYED_BODY_BYTES = 1024 * 1024;

/** The per-plan limits for the keyed limiter (src/http/middleware/rate-limit/limiter.ts). */
export function planRateLimits(): Record<PlanBucket, number> {
  return Object.fromEntries(PLAN_NAMES.map((name) => [`plan:${name}`, PLANS[name].rateLimitPerMinute])) as Record<PlanBucket, number>;
}

export interface KeyedRouteDependencies extends MeteringDependencies {
  backend: RegisterBackend;
  market: MarketAccess;
  logger: Logger;
}

/** Answers a keyed refusal or a domain error in the envelope, with its status and Retry-After. */
export function keyedErrorResponse(c: Context, error: KeyedError | ServiceError): Response {
  const failure = keyedFailure(error, c.get("requestId") ?? "");
  if (failure.retryAfter !== undefined) c.header("Retry-After", String(failure.retryAfter));
  c.header("Cache-Control", "no-store");
  return c.json(failure.body, failure.status);
}

/** Hono path of a path in OpenAPI form: `{id}` → `:id`. */
function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}

/** Reads a POST's JSON body: JSON only, at most MAX_KEYED_BODY_BYTES. */
async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new KeyedError("UNSUPPORTED_MEDIA_TYPE", "The request body must be JSON.", { hint: "Send Content-Type: application/json." });
  }
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > MAX_KEYED_BODY_BYTES) throw tooLarge();
  const bytes = await c.req.arrayBuffer();
  if (bytes.byteLength > MAX_KEYED_BODY_BYTES) throw tooLarge();
  let body: unknown;
  try {
    body = bytes.byteLength === 0 ? {} : JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new KeyedError("VALIDATION_ERROR", "The request body is not valid JSON.", { issues: [{ path: "body", message: "not valid JSON" }] });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new KeyedError("VALIDATION_ERROR", "The request body must be a JSON object.", { issues: [{ path: "body", message: "expected an object" }] });
  }
  return body as Record<string, unknown>;
}

function tooLarge(): KeyedError {
  return new KeyedError("PAYLOAD_TOO_LARGE", `The request body must not exceed ${MAX_KEYED_BODY_BYTES} bytes.`);
}

/** An operation's input from the request: a GET's path and query, a POST's path and JSON body. */
async function inputOf(c: Context, operation: KeyedOperation, pathParams: Record<string, string>): Promise<Record<string, unknown>> {
  if (operation.keyed.method === "GET") {
    const values = c.req.queries();
    return inputFromUrl(operation, { getAll: (name) => values[name] ?? [], keys: () => Object.keys(values) }, pathParams);
  }
  const body = await jsonBody(c);
  // Path parameters are read as the URL gives them: integers from digits, as a GET reads them.
  const fromPath = Object.fromEntries(Object.entries(pathParams).map(([name, value]) => [name, /^\d{1,15}$/.test(value) ? Number(value) : value]));
  return validateInput(operation, { ...body, ...fromPath });
}

/**
 * `GET /v1/health`: free of charge. Without a key, liveness; with one, also whether it is valid, and its plan,
 * scopes and credits (an invalid key is reported, not refused, so that a client can check its configuration).
 */
export function registerKeyedHealth(app: Hono, deps: Pick<KeyedRouteDependencies, "accounts">, version: string): void {
  app.get("/v1/health", async (c) => {
    c.header("Cache-Control", "no-store");
    const sent = keyOfRequest(c.req.raw.headers);
    const data: Record<string, unknown> = { status: "ok", version };
    if (sent !== undefined) {
      try {
        const key = await authenticate(sent, deps.accounts);
        data.key = { valid: true, status: key.status, plan: key.plan, scopes: key.scopes, credits: key.balance, expires_at: key.expiresAt };
      } catch (error) {
        if (!(error instanceof KeyedError)) throw error;
        data.key = { valid: false, code: error.code, reason: error.message };
      }
    }
    return c.json({ success: true, data });
  });
}

/** The NOT_FOUND answer for a path under `/v1` that no operation serves. */
export function unknownKeyedPath(path: string, operations: readonly KeyedOperation[]): KeyedError {
  return new KeyedError("NOT_FOUND", `No keyed API operation at ${path}.`, {
    hint: `The keyed API offers: ${["GET /v1/health", ...operations.map((o) => `${o.keyed.method} ${o.keyed.path}`)].join(", ")}. See /v1/openapi.json.`,
  });
}

/** Sets the headers every keyed answer carries: the key's rate-limit window and the credits the call cost and left. */
function meteringHeaders(c: Context, metering: Metering): void {
  if (metering.rateLimit) {
    c.header("X-RateLimit-Limit", String(metering.rateLimit.limit));
    c.header("X-RateLimit-Remaining", String(metering.rateLimit.remaining));
    c.header("X-RateLimit-Reset", String(metering.rateLimit.resetAt));
  }
  c.header("X-Credit-Cost", String(metering.creditCost));
  if (metering.creditsRemaining !== undefined) c.header("X-Credits-Remaining", String(metering.creditsRemaining));
}

/**
 * The paths the contract's samples show without `/v1` (spec part 4.2: `/stocks/eod/{symbol}`, and `/api` in its
 * samples) answer 308 to the operation's path with the same query: the method and the X-API-Key header are kept by
 * clients that follow it, and nothing is metered twice (docs/keyed-api.md, Stocks).
 */
export function registerKeyedAliases(app: Hono, operations: readonly KeyedOperation[]): void {
  for (const operation of operations) {
    for (const alias of operation.keyed.aliases ?? []) {
      app.on(operation.keyed.method, honoPath(alias), (c) => {
        const params = c.req.param() as Record<string, string>;
        const target = operation.keyed.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
        const query = new URL(c.req.url).search;
        c.header("Cache-Control", "no-store");
        return c.redirect(`${target}${query}`, 308);
      });
    }
  }
}

/** Registers every keyed operation on the app under its binding. */
export function registerKeyedRoutes(app: Hono, deps: KeyedRouteDependencies, operations: readonly KeyedOperation[]): void {
  const context = { backend: deps.backend, market: deps.market };
  for (const operation of operations) {
    const binding = operation.keyed;
    app.on(binding.method, honoPath(binding.path), async (c) => {
      const pathParams = c.req.param() as Record<string, string>;
      const outcome = await runMeteredCall(deps, {
        key: keyOfRequest(c.req.raw.headers),
        operation,
        requestId: c.get("requestId") ?? "",
        readInput: () => inputOf(c, operation, pathParams),
        where: (name) => (name in pathParams ? "path" : binding.method === "GET" ? "query" : "body"),
        context,
        logger: requestLogger(c, deps.logger),
      });
      meteringHeaders(c, outcome.metering);
      c.header("Cache-Control", "no-store");
      if (outcome.ok) {
        for (const [name, header] of Object.entries(binding.headers ?? {})) c.header(name, header.value(outcome.data));
        return c.json({ success: true, data: outcome.data });
      }
      if (outcome.failure.retryAfter !== undefined) c.header("Retry-After", String(outcome.failure.retryAfter));
      return c.json(outcome.failure.body, outcome.failure.status);
    });
  }
}
