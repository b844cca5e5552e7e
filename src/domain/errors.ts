/**
 * Domain errors: what goes wrong, said without any surface's words. Stores, backends and operations throw these;
 * each surface (public JSON, MCP tool results, the keyed envelope) renders them in its own terms: its status codes,
 * the codes it shows, and the hints that name its own paths or tools. No driver error (an SQLite or PostgreSQL code)
 * travels above the store that met it: the store translates it into one of these.
 */

/** The codes the public API and MCP show (spec part 7). */
export const PUBLIC_ERROR_CODES = [
  "invalid_parameter",
  "not_found",
  "method_not_allowed",
  "rate_limited",
  "upstream_unavailable",
  "internal_error",
] as const;

/** A code the public API and MCP show. */
export type PublicErrorCode = (typeof PUBLIC_ERROR_CODES)[number];

/**
 * Every error code of the service: the public ones and those the keyed API adds (DESIGN.md section 8). Each surface
 * maps a code it does not show to one it does.
 */
export type ErrorCode = PublicErrorCode | "unauthorized" | "forbidden" | "payment_required" | "upstream_error";

/** The public code a code is shown as: the keyed API's own codes never reach the public surfaces but as a fault. */
export function publicCodeOf(code: ErrorCode): PublicErrorCode {
  switch (code) {
    case "upstream_error":
      return "upstream_unavailable";
    case "unauthorized":
    case "forbidden":
    case "payment_required":
      return "internal_error";
    default:
      return code;
  }
}

/** What an error may say beyond its message. */
export interface ServiceErrorDetails {
  /** What to do next; when absent, the surface rendering the error gives its own (e.g. where to find ids). */
  hint?: string;
  /** Seconds a client should wait before asking again. */
  retryAfter?: number;
  cause?: unknown;
}

/** An error a client can act on: a code, a message for people and models, and what to do next. */
export class ServiceError extends Error {
  override readonly name: string = "ServiceError";
  readonly hint?: string;
  readonly retryAfter?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    details: ServiceErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.hint = details.hint;
    this.retryAfter = details.retryAfter;
  }
}

/** No record with the id asked for, or the register suppressed it (the two are never told apart). */
export class NotFoundError extends ServiceError {
  override readonly name = "NotFoundError";

  constructor(message: string, hint?: string) {
    super("not_found", message, { hint });
  }
}

/** A parameter is missing, malformed or out of range; the message names it and the hint says what it accepts. */
export class InvalidParameterError extends ServiceError {
  override readonly name = "InvalidParameterError";

  constructor(
    message: string,
    hint: string,
    /** The parameter's path in the input (`["canton", 1]`); empty when the input as a whole is wrong. */
    readonly parameter: readonly (string | number)[] = [],
  ) {
    super("invalid_parameter", message, { hint });
  }
}

/** The client has used up a rate-limit bucket for this window. */
export class RateLimitedError extends ServiceError {
  override readonly name = "RateLimitedError";

  constructor(
    readonly bucket: string,
    /** Requests allowed per minute in the bucket. */
    readonly limit: number,
    retryAfter: number,
  ) {
    super("rate_limited", `Too many ${bucket} requests from this client: ${limit} per minute.`, { retryAfter });
  }
}

/** Seconds a client is asked to wait while the backend cannot answer. */
export const BACKEND_RETRY_AFTER_SECONDS = 30;

/**
 * Why the store cannot answer: its file or server cannot be reached or read right now (`unreadable`), it is missing,
 * built for another version (`incompatible`), damaged (`corrupt`, `truncated`) or replaced under the running server
 * (`changed`).
 */
export type BackendUnavailableReason = "unreadable" | "missing" | "incompatible" | "corrupt" | "truncated" | "changed";

/**
 * The register's store cannot answer now: missing, locked, damaged, or replaced under the running server. Surfaces
 * answer it as "unavailable, retry later" (never as an internal error), and readiness probes report it.
 */
export class BackendUnavailableError extends ServiceError {
  override readonly name: string = "BackendUnavailableError";
  declare readonly retryAfter: number;
  readonly reason: BackendUnavailableReason;

  constructor(
    message: string,
    /** Seconds a client should wait before asking again. */
    retryAfter = BACKEND_RETRY_AFTER_SECONDS,
    options?: { cause?: unknown; reason?: BackendUnavailableReason },
  ) {
    super("upstream_unavailable", message, { retryAfter, cause: options?.cause });
    this.reason = options?.reason ?? "unreadable";
  }
}

/**
 * A market-data provider the service depends on failed: it timed out, answered an error or something that is not
 * its documented JSON, or its circuit is open after repeated failures. The keyed API answers it as 502
 * (`upstream_error`) and refunds the request's credits; `retryAfter` says when asking again may help.
 */
export class UpstreamError extends ServiceError {
  override readonly name = "UpstreamError";
  declare readonly retryAfter: number;

  constructor(
    message: string,
    /** Seconds a client should wait before asking again. */
    retryAfter = BACKEND_RETRY_AFTER_SECONDS,
    options?: { cause?: unknown },
  ) {
    super("upstream_error", message, { retryAfter, cause: options?.cause });
  }
}

/** What a client is told while the backend cannot answer, unless the backend says more. */
export const BACKEND_UNAVAILABLE_MESSAGE = "The register backend is temporarily unavailable.";

/** What a client is told of a fault: never the error's own words, which may name internals. */
export const INTERNAL_ERROR_MESSAGE = "An internal error occurred; it has been logged.";

/** Whether an error means the backend cannot answer now: the one place every surface asks (stores translate their drivers' errors). */
export function isBackendUnavailable(error: unknown): boolean {
  return error instanceof BackendUnavailableError;
}

/**
 * The error a client is shown for anything thrown below a surface: a ServiceError as it is, an unavailable backend as
 * upstream_unavailable, anything else as an internal_error that says nothing of the cause (the caller logs it).
 */
export function toServiceError(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error;
  if (isBackendUnavailable(error)) return new BackendUnavailableError(BACKEND_UNAVAILABLE_MESSAGE, undefined, { cause: error });
  return new ServiceError("internal_error", INTERNAL_ERROR_MESSAGE, { cause: error });
}
