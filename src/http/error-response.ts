/**
 * The public API's error renderer: the contract's Error object (spec part 2.1) with its status, for every surface
 * that answers over HTTP in the public API's terms (API, fact sheets, discovery, health). The OpenAPI document's
 * error responses are built by the same functions. Hints that a domain error leaves to the surface name REST paths
 * and headers, from the operations' REST bindings.
 */
import type { Context } from "hono";
import { INTERNAL_ERROR_MESSAGE, publicCodeOf, type PublicErrorCode, type ServiceError } from "../domain/errors.js";
import type { ErrorBody } from "../domain/resources.js";
import { PUBLIC_OPERATIONS } from "../operations/index.js";

/** HTTP status of each public error code (spec part 7; DESIGN.md section 5 for the two the contract leaves open). */
export const STATUS_BY_CODE: Record<PublicErrorCode, 400 | 404 | 405 | 429 | 500 | 503> = {
  invalid_parameter: 400,
  not_found: 404,
  method_not_allowed: 405,
  rate_limited: 429,
  upstream_unavailable: 503,
  internal_error: 500,
};

/** `GET a or b` for the REST paths of a group's operations that find ids: those that never answer not_found. */
function findersOf(group: string): string {
  const paths = PUBLIC_OPERATIONS.filter((operation) => operation.group === group && !operation.errors.includes("not_found")).map(
    (operation) => operation.rest.path,
  );
  return `GET ${paths.join(" or ")}`;
}

/** Hint of every not_found: where to find valid ids, from the search operations' paths. */
export const REST_NOT_FOUND_HINT = `Find companies with ${findersOf("companies")}, people with ${findersOf("people")}, and use the id of a result.`;

/** The hint a public answer gives when the error brings none. */
function restHint(code: PublicErrorCode, retryAfter: number | undefined): string | undefined {
  switch (code) {
    case "not_found":
      return REST_NOT_FOUND_HINT;
    case "rate_limited":
      return `Wait ${retryAfter} seconds (Retry-After), then retry; X-RateLimit-Reset tells when the window resets.`;
    case "upstream_unavailable":
      return "Retry after the number of seconds in Retry-After.";
    case "internal_error":
      return "Retry later; if it persists, report the request.";
    default:
      return undefined;
  }
}

/** The contract's Error object of an error; a 500 also names the request, so that a report finds its log lines. */
export function publicErrorBody(error: ServiceError, docs: string, requestId?: string): ErrorBody {
  const code = publicCodeOf(error.code);
  const message = code === error.code ? error.message : INTERNAL_ERROR_MESSAGE;
  const hint = (code === error.code ? error.hint : undefined) ?? restHint(code, error.retryAfter);
  const body: ErrorBody = { error: { code, message, docs } };
  if (hint) body.error.hint = hint;
  if (code === "internal_error" && requestId !== undefined) body.error.request_id = requestId;
  return body;
}

/** Renders an error as JSON with its status; rate_limited and upstream_unavailable carry Retry-After. */
export function errorResponse(c: Context, error: ServiceError, docs: string): Response {
  const body = publicErrorBody(error, docs, c.get("requestId"));
  if (error.retryAfter !== undefined) c.header("Retry-After", String(error.retryAfter));
  c.header("Cache-Control", "no-store");
  return c.json(body, STATUS_BY_CODE[body.error.code]);
}
