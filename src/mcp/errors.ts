/**
 * The MCP surface's error renderer. Tool calls answer errors as results with `isError` (a model reads the reason and
 * what to do next); the other requests (resources, prompts, completion) have no such result and answer JSON-RPC
 * errors carrying the same error object in `data`. Hints the domain error leaves to the surface name tools, from the
 * operations' MCP bindings.
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Logger } from "pino";
import { INTERNAL_ERROR_MESSAGE, publicCodeOf, ServiceError, toServiceError, type PublicErrorCode } from "../domain/errors.js";
import { PUBLIC_OPERATIONS } from "../operations/index.js";
import { META_PREFIX } from "./results.js";

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

const RPC_CODE_OF: Record<PublicErrorCode, number> = {
  invalid_parameter: RPC.invalidParams,
  not_found: RPC.resourceNotFound,
  method_not_allowed: RPC.invalidParams,
  rate_limited: RPC.unavailable,
  upstream_unavailable: RPC.unavailable,
  internal_error: RPC.internal,
};

/** `a or b` for the tools of a group that find ids: the operations that never answer not_found. */
function findersOf(group: string): string {
  return PUBLIC_OPERATIONS.filter((operation) => operation.group === group && !operation.errors.includes("not_found"))
    .map((operation) => operation.mcp.toolName)
    .join(" or ");
}

/** Hint of every not_found over MCP: which tools find ids. */
const SEARCH_FIRST_HINT = `Find companies with ${findersOf("companies")} and people with ${findersOf("people")}, then use the id of a result.`;

/** The hint an MCP answer gives when the error brings none. */
function mcpHint(code: PublicErrorCode, retryAfter: number | undefined): string | undefined {
  switch (code) {
    case "not_found":
      return SEARCH_FIRST_HINT;
    case "rate_limited":
      return `Wait ${retryAfter} seconds, then call again.`;
    case "upstream_unavailable":
      return `Retry in ${retryAfter} seconds.`;
    case "internal_error":
      return "Retry later; if it persists, report the call.";
    default:
      return undefined;
  }
}

/** Where the error came from: the contract description it points to, and the request it belongs to (over HTTP). */
export interface ErrorSource {
  docs: string;
  requestId?: string;
}

/** The contract's Error object (spec part 2.1) in MCP terms, with `retry_after` and, for a fault, `request_id`. */
export function errorObject(error: ServiceError, { docs, requestId }: ErrorSource) {
  const code = publicCodeOf(error.code);
  const own = code === error.code;
  const hint = (own ? error.hint : undefined) ?? mcpHint(code, error.retryAfter);
  return {
    code,
    message: own ? error.message : INTERNAL_ERROR_MESSAGE,
    ...(hint ? { hint } : {}),
    docs,
    ...(error.retryAfter !== undefined ? { retry_after: error.retryAfter } : {}),
    ...(code === "internal_error" && requestId !== undefined ? { request_id: requestId } : {}),
  };
}

/** A JSON-RPC error carrying the error object in `data`. */
export function rpcErrorOf(error: ServiceError, source: ErrorSource): RpcError {
  const data = errorObject(error, source);
  return new RpcError(RPC_CODE_OF[data.code], data.message, data);
}

/** A tool result a model can act on: code, message and hint as text, the error object in `_meta`. */
export function toolError(error: ServiceError, source: ErrorSource): CallToolResult {
  const data = errorObject(error, source);
  const lines = [`Error ${data.code}: ${data.message}`];
  if (data.hint) lines.push(`Hint: ${data.hint}`);
  return {
    isError: true,
    content: [{ type: "text", text: lines.join("\n") }],
    _meta: { [`${META_PREFIX}error`]: data },
  };
}

/** The error a client is shown for anything a call threw, logging what was not a ServiceError; internals never leak. */
export function unexpectedError(error: unknown, logger: Logger): ServiceError {
  if (error instanceof ServiceError) return error;
  const shown = toServiceError(error);
  logger.error({ err: error }, shown.code === "upstream_unavailable" ? "register backend unavailable (mcp)" : "unhandled error (mcp)");
  return shown;
}
