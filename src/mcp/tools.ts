/**
 * The MCP tools, one per public operation: name, title, description, input and output schema all come from the
 * operation's definition (src/operations). Definitions are built once at start; a call validates its arguments with
 * the same rules as REST, draws from the same rate-limit bucket, and answers through the operation's presenter.
 */
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { RegisterBackend } from "../backend/port.js";
import { ApiError } from "../operations/api-error.js";
import { OPERATIONS } from "../operations/index.js";
import { validateInput } from "../operations/input.js";
import type { Operation, RateLimitBucket } from "../operations/operation.js";
import { errorObject, inMcpTerms } from "./errors.js";
import { inputJsonSchema, outputJsonSchema } from "./json-schema.js";
import { META_PREFIX, PRESENTERS, presentAsJson, type PresentContext, type Presenter } from "./results.js";

/** Every tool only reads the register, answers the same to the same call, and touches nothing outside it. */
export const TOOL_ANNOTATIONS = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;

export interface McpTool {
  definition: Tool;
  operation: Operation;
  present: Presenter;
}

/** What a call needs from the surface it came through (HTTP or stdio). */
export interface CallContext extends PresentContext {
  backend: RegisterBackend;
  /** Counts the call against a rate-limit bucket; throws ApiError rate_limited when the client has none left. */
  consume(bucket: RateLimitBucket): Promise<void>;
  /** Maps an unexpected error to the ApiError a client should see (and logs it). */
  toApiError(error: unknown): ApiError;
  docs: string;
}

function isList(schema: z.ZodType): boolean {
  let inner = schema;
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
  return inner instanceof z.ZodArray;
}

/** Builds the tools from the operation definitions (once, at start). */
export function buildTools(operations: readonly Operation[] = OPERATIONS): McpTool[] {
  return operations.map((operation) => ({
    operation,
    present: PRESENTERS.get(operation.operationId) ?? presentAsJson,
    definition: {
      name: operation.toolName,
      title: operation.title,
      description: operation.description,
      inputSchema: inputJsonSchema(operation.input) as Tool["inputSchema"],
      outputSchema: outputJsonSchema(operation.output) as Tool["outputSchema"],
      annotations: { ...TOOL_ANNOTATIONS },
    },
  }));
}

/**
 * Reads a call's arguments. List parameters also accept the REST form, one comma-separated string ("ZH,BE"), since
 * that is what their hint describes.
 */
function argumentsOf(operation: Operation, raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== "object" || Array.isArray(raw)) {
    throw new ApiError("invalid_parameter", "Tool arguments must be an object.", `Accepted parameters: ${Object.keys(operation.input.shape).join(", ")}.`);
  }
  const args: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const [name, schema] of Object.entries(operation.input.shape) as [string, z.ZodType][]) {
    const value = args[name];
    if (typeof value === "string" && isList(schema)) {
      args[name] = value.split(",").map((item) => item.trim()).filter((item) => item.length > 0);
    }
  }
  return args;
}

/** The contract's Error object as a tool result a model can act on: code, message and hint. */
export function toolError(apiError: ApiError, docs: string): CallToolResult {
  const error = inMcpTerms(apiError);
  const lines = [`Error ${error.code}: ${error.message}`];
  if (error.hint) lines.push(`Hint: ${error.hint}`);
  return {
    isError: true,
    content: [{ type: "text", text: lines.join("\n") }],
    _meta: { [`${META_PREFIX}error`]: errorObject(error, docs) },
  };
}

/** Runs one tool call; every failure a client can act on comes back as a result with `isError: true`. */
export async function callTool(tool: McpTool, rawArguments: unknown, context: CallContext): Promise<CallToolResult> {
  try {
    await context.consume(tool.operation.bucket);
    const args = argumentsOf(tool.operation, rawArguments);
    const input = validateInput(tool.operation, args);
    const output = await tool.operation.handle(input, { backend: context.backend });
    return tool.present(output, input, context);
  } catch (error) {
    return toolError(error instanceof ApiError ? error : context.toApiError(error), context.docs);
  }
}
