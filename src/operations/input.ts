/**
 * Reads an operation's input from URL parameters (all strings) and validates it against the operation's schema.
 * Lists are comma-separated, integers are plain decimal digits. Every failure becomes a 400 invalid_parameter that
 * names the parameter and gives its accepted range or values.
 */
import { z } from "zod";
import { ApiError } from "./api-error.js";
import type { Operation } from "./operation.js";
import { hintOf } from "./parameters.js";

type ParameterKind = "list" | "integer" | "string";

function kindOf(schema: z.ZodType): ParameterKind {
  let inner = schema as z.ZodType;
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
  if (inner instanceof z.ZodArray) return "list";
  if (inner instanceof z.ZodNumber) return "integer";
  return "string";
}

function fromText(kind: ParameterKind, text: string): unknown {
  switch (kind) {
    case "list":
      return text.split(",").map((item) => item.trim()).filter((item) => item.length > 0);
    case "integer":
      // Only plain digits are numbers: "1e2", "0x10", " 3", "1.0" and "" stay strings and fail as "not an integer".
      return /^-?\d{1,16}$/.test(text) ? Number(text) : text;
    case "string":
      return text;
  }
}

/** Describes why a parameter failed, in words a developer and a model both act on. */
function describeIssue(name: string, issue: z.core.$ZodIssue, given: unknown): string {
  switch (issue.code) {
    case "invalid_type":
      if (given === undefined) return `Missing required parameter ${name}.`;
      return `Parameter ${name} must be ${issue.expected === "number" || issue.expected === "int" ? "an integer" : issue.expected === "array" ? "a list" : `a ${issue.expected}`}.`;
    case "too_small":
    case "too_big": {
      const bound = issue.code === "too_small" ? `at least ${issue.minimum}` : `at most ${issue.maximum}`;
      if (issue.origin === "string") return `Parameter ${name} must be ${bound} characters long.`;
      if (issue.origin === "array") return `Parameter ${name} accepts ${bound} values.`;
      return `Parameter ${name} must be ${bound}.`;
    }
    case "invalid_value": {
      const index = issue.path[1];
      const value = Array.isArray(given) && typeof index === "number" ? given[index] : given;
      return `Parameter ${name} has an unknown value ${JSON.stringify(String(value).slice(0, 40))}.`;
    }
    default:
      return `Parameter ${name} is not valid.`;
  }
}

/** Validates raw parameters (already split into the schema's shapes, e.g. MCP arguments) against an operation's input. */
export function validateInput<Input extends z.ZodObject>(operation: Operation<Input>, raw: Record<string, unknown>): z.output<Input> {
  const result = operation.input.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue.path[0] ?? "input");
  const field = operation.input.shape[name] as z.ZodType | undefined;
  throw new ApiError(
    "invalid_parameter",
    describeIssue(name, issue, raw[name]),
    field ? hintOf(field) : `Accepted parameters: ${Object.keys(operation.input.shape).join(", ")}.`,
  );
}

/** What is read of a query string: every value given for a name (URLSearchParams is one). */
export interface QueryParameters {
  getAll(name: string): string[];
}

/**
 * Reads an operation's input from a URL's query and path parameters. A parameter given twice is refused rather than
 * guessed at. Parameters the operation does not know are ignored.
 */
export function inputFromUrl<Input extends z.ZodObject>(
  operation: Operation<Input>,
  searchParams: QueryParameters,
  pathParams: Record<string, string>,
): z.output<Input> {
  const raw: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(operation.input.shape) as [string, z.ZodType][]) {
    const kind = kindOf(schema);
    const fromPath = pathParams[name];
    if (fromPath !== undefined) {
      raw[name] = fromText(kind, fromPath);
      continue;
    }
    const values = searchParams.getAll(name);
    if (values.length > 1) {
      throw new ApiError(
        "invalid_parameter",
        `Parameter ${name} is given ${values.length} times; give it once.`,
        kind === "list" ? `Give several values as one comma-separated list, e.g. ${name}=a,b.` : hintOf(schema),
      );
    }
    if (values.length === 1) raw[name] = fromText(kind, values[0]);
  }
  return validateInput(operation, raw);
}
