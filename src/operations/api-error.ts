/** The one error type of the public operations; REST renders it as the contract's Error object, MCP as a tool error. */
import type { ErrorCode } from "../domain/resources.js";

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly hint?: string,
    /** Seconds a client should wait before retrying (rate_limited, upstream_unavailable). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** HTTP status of each error code (spec part 7; DESIGN.md section 5 for the two the contract leaves open). */
export const STATUS_BY_CODE: Record<ErrorCode, 400 | 404 | 405 | 429 | 500 | 503> = {
  invalid_parameter: 400,
  not_found: 404,
  method_not_allowed: 405,
  rate_limited: 429,
  upstream_unavailable: 503,
  internal_error: 500,
};

/** Hint of every not_found: where to find valid ids. */
export const NOT_FOUND_HINT =
  "Find companies with GET /api/v1/companies/search or /api/v1/companies/autocomplete, people with GET /api/v1/people/search, and use the id of a result.";
