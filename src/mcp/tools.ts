/**
 * The MCP tools, one per operation with an MCP binding: name, title, description, input and output schema and
 * annotations all come from the operation's definition (src/operations), in the order of its toolsets. Definitions
 * are built once at start; a call validates its arguments with the same rules as REST, draws from the rate-limit
 * bucket of the operation, and answers through the operation's presenter.
 */
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { InvalidParameterError, type ServiceError } from "../domain/errors.js";
import type { RateLimitBucket } from "../domain/limits.js";
import { TOOLSETS, type Toolset } from "../operations/index.js";
import { validateInput } from "../operations/input.js";
import type { OperationContext, PublicOperation } from "../operations/operation.js";
import { toolError, type ErrorSource } from "./errors.js";
import { inputJsonSchema, outputJsonSchema } from "./json-schema.js";
import { PRESENTERS, presentAsJson, type PresentContext, type Presenter } from "./results.js";

/** A tool as listed, with the operation it runs and how its result is presented. */
export interface McpTool {
  definition: Tool;
  operation: PublicOperation;
  present: Presenter;
}

/** What a call needs from the surface it came through (HTTP or stdio). */
export interface CallContext extends PresentContext, ErrorSource, OperationContext {
  /** Counts the call against a rate-limit bucket; throws RateLimitedError when the client has none left. */
  consume(bucket: RateLimitBucket): Promise<void>;
  /** Maps an unexpected error to the ServiceError a client should see (and logs it). */
  toServiceError(error: unknown): ServiceError;
}

function isList(schema: z.ZodType): boolean {
  let inner = schema;
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
  return inner instanceof z.ZodArray;
}

/** Builds the tools of the given toolsets (all by default) from the operation definitions, once, at start. */
export function buildTools(toolsets: readonly Toolset[] = TOOLSETS): McpTool[] {
  return toolsets.flatMap(({ operations }) =>
    operations.map((operation) => ({
      operation,
      present: PRESENTERS.get(operation.operationId) ?? presentAsJson,
      definition: {
        name: operation.mcp.toolName,
        title: operation.title,
        description: operation.description,
        inputSchema: inputJsonSchema(operation.input) as Tool["inputSchema"],
        outputSchema: outputJsonSchema(operation.output) as Tool["outputSchema"],
        annotations: { ...operation.mcp.annotations },
      },
    })),
  );
}

/**
 * Reads a call's arguments. List parameters also accept the REST form, one comma-separated string ("ZH,BE"), since
 * that is what their hint describes.
 */
function argumentsOf(operation: PublicOperation, raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== "object" || Array.isArray(raw)) {
    throw new InvalidParameterError("Tool arguments must be an object.", `Accepted parameters: ${Object.keys(operation.input.shape).join(", ")}.`);
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

/** Runs one tool call; every failure a client can act on comes back as a result with `isError: true`. */
export async function callTool(tool: McpTool, rawArguments: unknown, context: CallContext): Promise<CallToolResult> {
  try {
    await context.consume(tool.operation.rest.bucket);
    const args = argumentsOf(tool.operation, rawArguments);
    const input = validateInput(tool.operation, args);
    const output = await tool.operation.handle(input, context);
    return tool.present(output, input, context);
  } catch (error) {
    return toolError(context.toServiceError(error), context);
  }
}
