/**
 * Single tool calls answered without a protocol round through the MCP SDK: from the answer cache when the call was
 * answered before, otherwise by running the tool directly.
 *
 * Only the plainest request qualifies: one valid JSON-RPC `tools/call` request (no batch, no task) of a public tool,
 * with the headers the SDK's transport accepts. For such a request the SDK would do nothing but route it to the tool
 * handler and wrap the handler's result in a JSON-RPC response; here the same handler (`McpServerFactory.callTool`:
 * the client's own context, rate limit, validation and presenter) runs, and its result goes out in the envelope the
 * SDK writes, byte for byte. Everything else (batches, notifications, other methods, keyed and unknown tools, headers
 * the transport refuses, initialize) goes through the SDK.
 */
import { isJsonContentType } from "@modelcontextprotocol/sdk/shared/mediaType.js";
import { JSONRPCRequestSchema, SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import type { Context } from "hono";
import type { ServiceError } from "../../domain/errors.js";
import type { RateLimitBucket } from "../../domain/limits.js";
import { toolError, type ErrorSource } from "../../mcp/errors.js";
import type { McpTool } from "../../mcp/tools.js";

/** A tools/call request answered directly: its id, the tool and arguments, and its answer-cache key. */
export interface DirectToolCall {
  id: string | number;
  tool: McpTool;
  arguments: unknown;
  key: string;
  bucket: RateLimitBucket;
}

const REQUEST_KEYS = new Set(["jsonrpc", "id", "method", "params"]);
const PARAMS_KEYS = new Set(["name", "arguments", "_meta"]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Headers the SDK's Streamable HTTP transport requires of a POST it answers with 200 (see its handlePostRequest). */
function headersAccepted(c: Context): boolean {
  const accept = c.req.header("accept") ?? "";
  const version = c.req.header("mcp-protocol-version");
  return (
    accept.includes("application/json") &&
    accept.includes("text/event-stream") &&
    // The transport's own test of the media type (a joined duplicate header, for one, is refused).
    isJsonContentType(c.req.header("content-type")) &&
    (version === undefined || SUPPORTED_PROTOCOL_VERSIONS.includes(version))
  );
}

/** The call a request makes, when it is one that may be answered without the SDK; otherwise null. */
export function directToolCall(c: Context, body: unknown, tools: ReadonlyMap<string, McpTool>): DirectToolCall | null {
  if (!isObject(body) || body.jsonrpc !== "2.0" || body.method !== "tools/call") return null;
  if (!(typeof body.id === "string" || Number.isSafeInteger(body.id))) return null;
  if (!Object.keys(body).every((key) => REQUEST_KEYS.has(key))) return null;
  const params = body.params;
  if (!isObject(params) || typeof params.name !== "string" || !Object.keys(params).every((key) => PARAMS_KEYS.has(key))) return null;
  // `_meta` has a shape of its own (progress token, related task) that the SDK refuses a request for breaking: a
  // request carrying one is held to the SDK's own schema. Without it, the checks above are that schema.
  if (params._meta !== undefined && !(isObject(params._meta) && JSONRPCRequestSchema.safeParse(body).success)) return null;
  const tool = tools.get(params.name);
  if (!tool || !headersAccepted(c)) return null;
  // The arguments as sent are the key: an answer is only ever kept for arguments that were valid, so a hit needs no
  // validation, and a question spelled differently is simply answered (and kept) once more.
  const key = `tool ${params.name} ${JSON.stringify(params.arguments ?? {})}`;
  return { id: body.id as string | number, tool, arguments: params.arguments, key, bucket: tool.operation.rest.bucket };
}

/** A tool result's JSON, as the SDK's transport would write it (src/mcp/results.ts). */
export { serializedResult } from "../../mcp/results.js";

const RESULT_OPENING = new TextEncoder().encode('{"result":');

/** The JSON-RPC response carrying a result (UTF-8 JSON), byte for byte as the SDK's transport writes it. */
export function jsonRpcResult(id: string | number, result: Uint8Array): Uint8Array<ArrayBuffer> {
  return Buffer.concat([RESULT_OPENING, result, Buffer.from(`,"jsonrpc":"2.0","id":${JSON.stringify(id)}}`)]);
}

/** The result of a call refused before it ran (rate limited), as the tool itself would have answered it. */
export function refusedResult(error: ServiceError, source: ErrorSource): Uint8Array {
  return Buffer.from(JSON.stringify(toolError(error, source)));
}
