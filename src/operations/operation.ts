/**
 * One definition per public operation (DESIGN.md section 2): names, descriptions, input and output schemas and the
 * handler. REST routes, MCP tools, the OpenAPI document, llms.txt and the docs are all derived from these.
 */
import type { z } from "zod";
import type { RegisterBackend } from "../backend/port.js";
import type { ApiError } from "./api-error.js";

export type RateLimitBucket = "search" | "detail";

export interface OperationContext {
  backend: RegisterBackend;
}

export interface Operation<Input extends z.ZodObject = z.ZodObject, Output extends z.ZodType = z.ZodType> {
  /** OpenAPI operationId, e.g. `searchCompanies`. */
  operationId: string;
  /** MCP tool name, e.g. `search_companies`. */
  toolName: string;
  title: string;
  /** Written for a model and a developer alike: when to use it rather than the others, what comes back, how to page. */
  description: string;
  /** Path in OpenAPI form, e.g. `/api/v1/companies/{id}`; `{name}` segments are path parameters. */
  path: string;
  /** The rate-limit bucket the call draws from (DESIGN.md section 5). */
  bucket: RateLimitBucket;
  /** Parameters as a strict object: a parameter it does not name is refused, not ignored (src/operations/input.ts). */
  input: Input;
  output: Output;
  /**
   * A clearer error for a known misuse of an input that failed validation (a UID given as `id`), with the exact next
   * call in its hint; undefined to keep the generic message.
   */
  explainInvalid?(raw: Record<string, unknown>): ApiError | undefined;
  handle(input: z.output<Input>, context: OperationContext): Promise<z.output<Output>>;
}

/** Identity function that keeps the operation's input and output types tied to its schemas. */
export function defineOperation<Input extends z.ZodObject, Output extends z.ZodType>(
  operation: Operation<Input, Output>,
): Operation<Input, Output> {
  return operation;
}

/** Names of the path parameters of an operation (`/api/v1/companies/{id}` → `["id"]`). */
export function pathParameters(operation: Operation): string[] {
  return [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
}
