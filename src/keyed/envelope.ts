/**
 * The keyed API's envelope (DESIGN.md section 8, docs/keyed-api.md): success `{"success": true, "data": …}`, failure
 * `{"success": false, "error": "<message>", "code": "<CODE>", …}` with the codes of the keyed API's documentation.
 * Domain errors (src/domain/errors.ts) and the keyed API's own refusals are rendered here and nowhere else.
 */
import type { ServiceError, ErrorCode } from "../domain/errors.js";

/** Every failure code of the keyed API, with its HTTP status. */
export const KEYED_ERROR_STATUS = {
  MISSING_API_KEY: 401,
  INVALID_KEY: 401,
  KEY_REVOKED: 401,
  KEY_EXPIRED: 401,
  SUBSCRIPTION_REQUIRED: 402,
  FEATURE_UNAVAILABLE: 402,
  INSUFFICIENT_CREDITS: 402,
  SCOPE_MISMATCH: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_ERROR: 400,
  RATE_LIMIT_EXCEEDED: 429,
  INTERNAL_ERROR: 500,
  UPSTREAM_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

/** A failure code of the keyed API. */
export type KeyedErrorCode = keyof typeof KEYED_ERROR_STATUS;

/** One reason a request is invalid: where (`body.query`, `query.limit`, `path.id`) and what is wrong. */
export interface ValidationIssue {
  path: string;
  message: string;
}

/** A refusal only the keyed API makes (about keys, plans, credits and request bodies). */
export class KeyedError extends Error {
  override readonly name = "KeyedError";

  constructor(
    readonly code: KeyedErrorCode,
    message: string,
    readonly extra: { hint?: string; issues?: ValidationIssue[]; retryAfter?: number } = {},
  ) {
    super(message);
  }
}

/** The keyed code of each domain error code. */
const KEYED_CODE_OF: Record<ErrorCode, KeyedErrorCode> = {
  invalid_parameter: "VALIDATION_ERROR",
  not_found: "NOT_FOUND",
  method_not_allowed: "METHOD_NOT_ALLOWED",
  rate_limited: "RATE_LIMIT_EXCEEDED",
  // The register's own store cannot answer: the service is unavailable, not a third party (503, as on /api/v1).
  upstream_unavailable: "SERVICE_UNAVAILABLE",
  internal_error: "INTERNAL_ERROR",
  unauthorized: "INVALID_KEY",
  forbidden: "SCOPE_MISMATCH",
  payment_required: "INSUFFICIENT_CREDITS",
  // A provider the service depends on (market data, a configured model) failed.
  upstream_error: "UPSTREAM_ERROR",
};

/** The failure body and status of an error, and the Retry-After it asks for. */
export interface KeyedFailure {
  status: (typeof KEYED_ERROR_STATUS)[KeyedErrorCode];
  body: { success: false; error: string; code: KeyedErrorCode; hint?: string; issues?: ValidationIssue[]; request_id?: string };
  retryAfter?: number;
}

/** Renders a keyed refusal or a domain error; anything else is an internal error whose message says nothing inside. */
export function keyedFailure(error: KeyedError | ServiceError, requestId: string): KeyedFailure {
  if (error instanceof KeyedError) {
    const body: KeyedFailure["body"] = { success: false, error: error.message, code: error.code };
    if (error.extra.hint) body.hint = error.extra.hint;
    if (error.extra.issues) body.issues = error.extra.issues;
    if (error.code === "INTERNAL_ERROR") body.request_id = requestId;
    return { status: KEYED_ERROR_STATUS[error.code], body, retryAfter: error.extra.retryAfter };
  }
  const code = KEYED_CODE_OF[error.code];
  const body: KeyedFailure["body"] = { success: false, error: error.message, code };
  if (error.hint) body.hint = error.hint;
  if (code === "INTERNAL_ERROR") body.request_id = requestId;
  return { status: KEYED_ERROR_STATUS[code], body, retryAfter: error.retryAfter };
}

/** True when a status means the service failed the request (its credits go back). */
export function isServiceFailure(status: number): boolean {
  return status >= 500;
}
