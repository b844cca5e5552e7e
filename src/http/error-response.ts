/** The one renderer of the contract's Error object (spec part 2.1) for every surface that answers over HTTP. */
import type { Context } from "hono";
import { ApiError, STATUS_BY_CODE } from "../operations/api-error.js";
import type { ErrorBody } from "../domain/resources.js";

/** Renders an ApiError as JSON with its status; rate_limited and upstream_unavailable carry Retry-After. */
export function errorResponse(c: Context, error: ApiError, docs: string): Response {
  const body: ErrorBody = { error: { code: error.code, message: error.message, docs } };
  if (error.hint) body.error.hint = error.hint;
  if (error.retryAfter !== undefined) c.header("Retry-After", String(error.retryAfter));
  c.header("Cache-Control", "no-store");
  return c.json(body, STATUS_BY_CODE[error.code]);
}
