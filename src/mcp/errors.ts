/**
 * Errors over MCP. Tool calls answer the contract's errors as results with `isError` (tools.ts); the other requests
 * (resources, prompts, completion) have no such result and answer JSON-RPC errors carrying the contract's Error object
 * in `data`.
 */
import type { Logger } from "pino";
import { ApiError } from "../operations/api-error.js";
import { autocompleteCompanies, searchCompanies, searchPeople } from "../operations/index.js";

/** JSON-RPC error codes used here (MCP: -32002 resource not found; JSON-RPC: -32602 invalid params, -32603 internal). */
export const RPC = {
  invalidParams: -32602,
  internal: -32603,
  resourceNotFound: -32002,
  /** Server-defined (JSON-RPC reserves -32000..-32099): too many requests, or the register is unavailable. */
  unavailable: -32000,
} as const;

/** An error the SDK sends as is: `code`, `message` and `data` go on the wire without a prefix. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

const RPC_CODE_OF: Record<ApiError["code"], number> = {
  invalid_parameter: RPC.invalidParams,
  not_found: RPC.resourceNotFound,
  method_not_allowed: RPC.invalidParams,
  rate_limited: RPC.unavailable,
  upstream_unavailable: RPC.unavailable,
  internal_error: RPC.internal,
};

/** The contract's Error object (spec part 2.1). */
export function errorObject(error: ApiError, docs: string) {
  return {
    code: error.code,
    message: error.message,
    ...(error.hint ? { hint: error.hint } : {}),
    docs,
    ...(error.retryAfter !== undefined ? { retry_after: error.retryAfter } : {}),
  };
}

export function rpcErrorOf(apiError: ApiError, docs: string): RpcError {
  const error = inMcpTerms(apiError);
  return new RpcError(RPC_CODE_OF[error.code], error.message, errorObject(error, docs));
}

const SEARCH_FIRST_HINT =
  `Find companies with ${searchCompanies.toolName} or ${autocompleteCompanies.toolName} and people with ` +
  `${searchPeople.toolName}, then use the id of a result.`;

/** Hints that name REST paths or headers, said in the words of MCP tools instead. */
export function inMcpTerms(error: ApiError): ApiError {
  switch (error.code) {
    case "not_found":
      return new ApiError(error.code, error.message, SEARCH_FIRST_HINT);
    case "rate_limited":
      return new ApiError(error.code, error.message, `Wait ${error.retryAfter ?? 60} seconds, then call again.`, error.retryAfter);
    default:
      return error;
  }
}

/** Seconds a client should wait when the register backend is unavailable (as over REST). */
const UPSTREAM_RETRY_AFTER = 30;

/** The same rule as the REST app's error handler: a locked, missing or unreadable store is `upstream_unavailable`. */
function isStoreUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    (error as Error | null)?.name === "StoreUnavailableError" ||
    (typeof code === "string" && /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|CORRUPT|NOTADB)/.test(code))
  );
}

/** Maps an error that is not an ApiError to the one a client sees, logging it; internals never leak. */
export function unexpectedError(error: unknown, logger: Logger): ApiError {
  if (error instanceof ApiError) return error;
  if (isStoreUnavailable(error)) {
    logger.error({ err: error }, "register backend unavailable (mcp)");
    return new ApiError("upstream_unavailable", "The register backend is temporarily unavailable.", `Retry in ${UPSTREAM_RETRY_AFTER} seconds.`, UPSTREAM_RETRY_AFTER);
  }
  logger.error({ err: error }, "unhandled error (mcp)");
  return new ApiError("internal_error", "An internal error occurred; it has been logged.", "Retry later; if it persists, report the call.");
}
