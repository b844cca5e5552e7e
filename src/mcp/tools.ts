/**
 * The MCP tools, one per operation with an MCP binding: name, title, description, input and output schema and
 * annotations all come from the operation's definition (src/operations), in the order of its toolsets. Definitions
 * are built once at start; a call validates its arguments with the same rules as REST and answers through the
 * operation's presenter. A public tool draws from the rate-limit bucket of its operation; a keyed tool is metered
 * exactly as its `/v1` route (src/keyed/metered-call.ts: key, plan and scope, per-key limit, credits, refund).
 */
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import type { Logger } from "pino";
import { InvalidParameterError, type ServiceError } from "../domain/errors.js";
import type { RateLimitBucket } from "../domain/limits.js";
import { TOOLSETS, type Toolset } from "../operations/index.js";
import { validateInput } from "../operations/input.js";
import type { KeyedFailure } from "../keyed/envelope.js";
import { runMeteredCall, type Metering, type MeteringDependencies } from "../keyed/metered-call.js";
import type { KeyedOperation, McpBinding, Operation, OperationContext, PublicOperation } from "../operations/operation.js";
import { toolError, type ErrorSource } from "./errors.js";
import { inputJsonSchema, outputJsonSchema } from "./json-schema.js";
import { KEYED_PRESENTERS } from "./keyed-results.js";
import { STOCK_PRESENTERS } from "./stock-results.js";
import { META_PREFIX, PRESENTERS, presentAsJson, type PresentContext, type Presenter } from "./results.js";

/** A tool as listed, with the operation it runs and how its result is presented. */
export interface McpTool<Op extends Operation & { mcp: McpBinding } = PublicOperation> {
  definition: Tool;
  operation: Op;
  present: Presenter;
}

/** A tool of the keyed API, listed to clients whose key covers it. */
export type KeyedMcpTool = McpTool<KeyedOperation & { mcp: McpBinding }>;

/** What a call needs from the surface it came through (HTTP or stdio). */
export interface CallContext extends PresentContext, ErrorSource, OperationContext {
  /** Counts the call against a rate-limit bucket; throws RateLimitedError when the client has none left. */
  consume(bucket: RateLimitBucket): Promise<void>;
  /** Maps an unexpected error to the ServiceError a client should see (and logs it). */
  toServiceError(error: unknown): ServiceError;
}

const PRESENTER_OF: ReadonlyMap<string, Presenter> = new Map([...PRESENTERS, ...KEYED_PRESENTERS, ...STOCK_PRESENTERS]);

function toolOf<Op extends Operation & { mcp: McpBinding }>(operation: Op): McpTool<Op> {
  return {
    operation,
    present: PRESENTER_OF.get(operation.operationId) ?? presentAsJson,
    definition: {
      name: operation.mcp.toolName,
      title: operation.title,
      description: operation.description,
      inputSchema: inputJsonSchema(operation.input) as Tool["inputSchema"],
      outputSchema: outputJsonSchema(operation.output) as Tool["outputSchema"],
      annotations: { ...operation.mcp.annotations },
    },
  };
}

/** Builds the tools of the given toolsets (all by default) from the operation definitions, once, at start. */
export function buildTools(toolsets: readonly Toolset[] = TOOLSETS): McpTool[] {
  return toolsets.flatMap(({ operations }) => operations.map(toolOf));
}

/** Builds the tools of the keyed operations that have an MCP binding, once, at start. */
export function buildKeyedTools(operations: readonly KeyedOperation[]): KeyedMcpTool[] {
  return operations.filter((operation): operation is KeyedOperation & { mcp: McpBinding } => operation.mcp !== undefined).map(toolOf);
}

/** Reads a call's arguments: an object (list parameters may also be one comma-separated string, src/operations/input.ts). */
function argumentsOf(operation: Operation, raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== "object" || Array.isArray(raw)) {
    throw new InvalidParameterError("Tool arguments must be an object.", `Accepted parameters: ${Object.keys(operation.input.shape).join(", ")}.`);
  }
  return raw as Record<string, unknown>;
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

/** What a keyed call needs beyond a public one: the metering, and the key the client sent (if any). */
export interface KeyedCallContext extends CallContext {
  metering: MeteringDependencies;
  apiKey: string | undefined;
  logger: Logger;
}

/** `_meta` of a keyed result: what the call cost and left, as the `/v1` headers say it. */
function meteringMeta(metering: Metering): Record<string, unknown> {
  return {
    [`${META_PREFIX}credits`]: {
      cost: metering.creditCost,
      ...(metering.creditsRemaining !== undefined ? { remaining: metering.creditsRemaining } : {}),
    },
  };
}

/** A refused or failed keyed call as a tool result: the keyed API's code, message and hint, its body in `_meta`. */
function keyedToolError(failure: KeyedFailure, metering: Metering): CallToolResult {
  const { body } = failure;
  const lines = [`Error ${body.code}: ${body.error}`];
  if (body.hint) lines.push(`Hint: ${body.hint}`);
  for (const issue of body.issues ?? []) lines.push(`- ${issue.path}: ${issue.message}`);
  if (failure.retryAfter !== undefined) lines.push(`Retry after ${failure.retryAfter} seconds.`);
  return {
    isError: true,
    content: [{ type: "text", text: lines.join("\n") }],
    _meta: { [`${META_PREFIX}error`]: { ...body, ...(failure.retryAfter !== undefined ? { retry_after: failure.retryAfter } : {}) }, ...meteringMeta(metering) },
  };
}

/** Runs one keyed tool call, metered as its `/v1` route; a refusal (no key, no credits …) comes back as a tool error. */
export async function callKeyedTool(tool: KeyedMcpTool, rawArguments: unknown, context: KeyedCallContext): Promise<CallToolResult> {
  const outcome = await runMeteredCall(context.metering, {
    key: context.apiKey,
    operation: tool.operation,
    requestId: context.requestId ?? "",
    readInput: async () => validateInput(tool.operation, argumentsOf(tool.operation, rawArguments)),
    where: () => "arguments",
    context: { backend: context.backend, market: context.market },
    logger: context.logger,
  });
  if (!outcome.ok) return keyedToolError(outcome.failure, outcome.metering);
  const result = tool.present(outcome.data, outcome.input, context);
  return { ...result, _meta: { ...result._meta, ...meteringMeta(outcome.metering) } };
}
