/**
 * One definition per operation (DESIGN.md section 2): a core that says what the operation is (schemas, handler,
 * the errors it can answer, its group) and a binding per surface that says how that surface offers it (the public
 * REST path and rate-limit bucket, the MCP tool, later the keyed API's route). REST routes, MCP tools, the OpenAPI
 * document, llms.txt and the docs are all derived from these; nothing about an operation is written twice.
 */
import type { z } from "zod";
import type { RegisterBackend } from "../backend/port.js";
import type { ErrorCode, InvalidParameterError } from "../domain/errors.js";
import type { RateLimitBucket } from "../domain/limits.js";
import type { Feature, Scope } from "../keyed/plans.js";
import type { MarketAccess } from "../market/access.js";

/** What a handler reads through: the register's backend, and the market data (stocks, and a company's listings). */
export interface OperationContext {
  backend: RegisterBackend;
  market: MarketAccess;
}

/** The parts of the register operations are about, each with what it holds: OpenAPI tags and MCP toolsets. */
export const OPERATION_GROUPS = {
  companies: "Companies: search, type-ahead and register records.",
  people: "People holding mandates and their companies.",
  stocks: "SIX-listed equities: quotes, price history, profiles, financial statements and key executives.",
} as const;

/** The part of the register an operation is about. */
export type OperationGroup = keyof typeof OPERATION_GROUPS;

/** The public API's binding: a GET at a path under `/api/v1` drawing from a rate-limit bucket. */
export interface RestBinding {
  /** Path in OpenAPI form, e.g. `/api/v1/companies/{id}`; `{name}` segments are path parameters. */
  path: string;
  /** The rate-limit bucket the call draws from; fact sheets and pages serving the operation draw from it too. */
  bucket: RateLimitBucket;
}

/** MCP tool annotations (MCP 2025-11-25, ToolAnnotations). */
export interface ToolAnnotations {
  readOnlyHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

/** The MCP binding: the tool, and the toolset it is listed in. */
export interface McpBinding {
  /** Tool name, e.g. `search_companies`. */
  toolName: string;
  toolset: OperationGroup;
  annotations: ToolAnnotations;
}

/** A response header an operation's answers carry, derived from the answer's data (and listed in /v1/openapi.json). */
export interface ResponseHeader<Data = unknown> {
  description: string;
  value(data: Data): string;
}

/** The keyed API's binding (DESIGN.md section 8): its route, the scope it needs and the credits a call costs. */
export interface KeyedBinding<Data = unknown> {
  /** GET reads its input from the path and query; POST from the path and a JSON body. */
  method: "GET" | "POST";
  /** Path under `/v1` in OpenAPI form. */
  path: string;
  scope: Scope;
  /** A feature of the plan the call needs beyond its scope (src/keyed/plans.ts). */
  feature?: Feature;
  /** Credits a call costs, debited before the work and refunded when the service fails it. */
  credits: number;
  /**
   * At most this many calls in progress at once per server process; another is refused (503 SERVICE_UNAVAILABLE,
   * Retry-After 1 s, not charged) instead of held (src/keyed/calls-in-progress.ts). For calls that wait on something
   * slow, such as AI search on its optional model.
   */
  concurrency?: number;
  /** Other paths (OpenAPI form) the contract's samples show for it; each answers 308 to `path`, free of charge. */
  aliases?: readonly string[];
  /** Headers of a successful answer beyond the metering ones, by name. */
  headers?: Record<string, ResponseHeader<Data>>;
}

/** What an operation is, whatever surface offers it. */
export interface OperationCore<Input extends z.ZodObject = z.ZodObject, Output extends z.ZodType = z.ZodType> {
  /** The operation's name (OpenAPI operationId), e.g. `searchCompanies`. */
  operationId: string;
  title: string;
  /** Written for a model and a developer alike: when to use it rather than the others, what comes back, how to page. */
  description: string;
  group: OperationGroup;
  /** Parameters as a strict object: a parameter it does not name is refused, not ignored (src/operations/input.ts). */
  input: Input;
  output: Output;
  /** The error codes the operation can answer, whatever the surface. */
  errors: readonly ErrorCode[];
  /**
   * A clearer error for a known misuse of an input that failed validation (a UID given as `id`), with the exact next
   * call in its hint; undefined to keep the generic message.
   */
  explainInvalid?(raw: Record<string, unknown>): InvalidParameterError | undefined;
  handle(input: z.output<Input>, context: OperationContext): Promise<z.output<Output>>;
  /**
   * `handle`'s answer as UTF-8 JSON, when the backend keeps it finished (a detail's stored answer): the REST route
   * sends it as it is instead of parsing it into the output and serializing that again (about 75 µs of a cold
   * detail's 200); null to answer through `handle`.
   */
  handleJson?(input: z.output<Input>, context: OperationContext): Promise<Uint8Array | null>;
}

/** An operation with the surfaces that offer it; a surface serves only the operations with its binding. */
export interface Operation<Input extends z.ZodObject = z.ZodObject, Output extends z.ZodType = z.ZodType>
  extends OperationCore<Input, Output> {
  rest?: RestBinding;
  mcp?: McpBinding;
  keyed?: KeyedBinding<z.output<Output>>;
}

/** An operation of the keyed API. */
export type KeyedOperation<Input extends z.ZodObject = z.ZodObject, Output extends z.ZodType = z.ZodType> = Operation<Input, Output> & {
  keyed: KeyedBinding<z.output<Output>>;
};

/** An operation of the public API, which is also an MCP tool. */
export type PublicOperation<Input extends z.ZodObject = z.ZodObject, Output extends z.ZodType = z.ZodType> = Operation<Input, Output> & {
  rest: RestBinding;
  mcp: McpBinding;
};

/** The errors every read of the register can answer: a bad parameter, too many calls, the backend away, a fault. */
export const READ_ERRORS = ["invalid_parameter", "rate_limited", "upstream_unavailable", "internal_error"] as const satisfies readonly ErrorCode[];

/** Every public tool only reads the register, answers the same to the same call, and touches nothing outside it. */
export const READ_ONLY_TOOL: ToolAnnotations = { readOnlyHint: true, idempotentHint: true, openWorldHint: false };

/** Identity function that keeps a public operation's input and output types tied to its schemas. */
export function definePublicOperation<Input extends z.ZodObject, Output extends z.ZodType>(
  operation: PublicOperation<Input, Output>,
): PublicOperation<Input, Output> {
  return operation;
}

/** Names of the path parameters of a path in OpenAPI form (`/api/v1/companies/{id}` → `["id"]`). */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
}
