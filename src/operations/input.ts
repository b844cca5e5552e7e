/**
 * Reads an operation's input from parameters given as text (a URL's query and path, whatever the method and path of
 * the surface) or as values (MCP arguments) and validates it against the operation's schema. Lists are
 * comma-separated, integers are plain decimal digits. Every failure is an InvalidParameterError that names the
 * parameter and gives its accepted range or values.
 */
import { z } from "zod";
import { InvalidParameterError } from "../domain/errors.js";
import type { OperationCore } from "./operation.js";
import { hintOf } from "./parameters.js";

/** What reading an input needs of an operation: its schema and its explanation of known misuses. */
type InputRules<Input extends z.ZodObject> = Pick<OperationCore<Input>, "input" | "explainInvalid">;

type ParameterKind = "list" | "integer" | "string";

function unwrapped(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
  return inner;
}

function kindOf(schema: z.ZodType): ParameterKind {
  const inner = unwrapped(schema);
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
    case "custom":
      // A schema's own rule (a UID's check digit, "at least one of") says in its message what it wants.
      return issue.message;
    default:
      return `Parameter ${name} is not valid.`;
  }
}

/**
 * A list parameter also takes the text form its hint describes, one comma-separated string (`"ZH,BE"`), from a JSON
 * body or MCP arguments as from a query string. Closed value lists are read case-insensitively (`ge` is `GE`, `Active`
 * is `active`): the meaning is clear, and the list's own spelling is what the handler sees. Values that match nothing
 * are left for validation to name.
 */
function canonicalValue(schema: z.ZodType, raw: unknown): unknown {
  const inner = unwrapped(schema);
  if (!(inner instanceof z.ZodArray)) return raw;
  const value = typeof raw === "string" ? raw.split(",").map((item) => item.trim()).filter((item) => item.length > 0) : raw;
  if (!Array.isArray(value)) return value;
  const element = inner.element as z.ZodType;
  if (!(element instanceof z.ZodEnum)) return value;
  const byFolded = new Map((element.options as string[]).map((option) => [option.toLowerCase(), option]));
  return value.map((item) => (typeof item === "string" ? (byFolded.get(item.trim().toLowerCase()) ?? item) : item));
}

/** The accepted name a misspelled one most likely meant: one starting with the same four letters (`cantons`, `state`). */
function likelyMeant(unknown: string, accepted: string[]): string | undefined {
  const stem = unknown.toLowerCase().slice(0, 4);
  return stem.length >= 3 ? accepted.find((name) => name.startsWith(stem) || unknown.toLowerCase().startsWith(name)) : undefined;
}

/** Validates raw parameters (already split into the schema's shapes, e.g. MCP arguments) against an operation's input. */
export function validateInput<Input extends z.ZodObject>(operation: InputRules<Input>, raw: Record<string, unknown>): z.output<Input> {
  const accepted = Object.keys(operation.input.shape);
  const unknown = Object.keys(raw).filter((name) => !accepted.includes(name));
  if (unknown.length > 0) {
    // Checked before the values: an ignored misspelling would silently widen a search.
    const name = unknown[0];
    const meant = likelyMeant(name, accepted);
    throw new InvalidParameterError(
      `Unknown parameter ${JSON.stringify(name.slice(0, 40))}${meant ? `; did you mean ${meant}?` : "."}`,
      `Accepted parameters: ${accepted.join(", ")}.`,
      [name],
    );
  }
  const canonical: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) canonical[name] = canonicalValue(operation.input.shape[name] as z.ZodType, value);
  const result = operation.input.safeParse(canonical);
  if (result.success) return result.data;
  const misuse = operation.explainInvalid?.(canonical);
  if (misuse) throw misuse;
  const issue = result.error.issues[0];
  const name = String(issue.path[0] ?? "input");
  const field = operation.input.shape[name] as z.ZodType | undefined;
  throw new InvalidParameterError(
    describeIssue(name, issue, canonical[name]),
    (field && hintOf(field)) ?? `Accepted parameters: ${accepted.join(", ")}.`,
    issue.path.filter((segment) => typeof segment !== "symbol"),
  );
}

/** What is read of a query string: every value given for a name, and the names given (URLSearchParams is one). */
export interface QueryParameters {
  getAll(name: string): string[];
  keys(): Iterable<string>;
}

/**
 * Reads an operation's input from query parameters and named path segments (each surface's route names them). A parameter given twice is refused rather than
 * guessed at. A parameter the operation does not know is refused when it looks like a misspelling of one it knows
 * (`cantons`, `state`), which would otherwise silently widen a search; any other is ignored, so that cache-busters
 * and tracking parameters do not break calls (docs/decisions.md).
 */
export function inputFromUrl<Input extends z.ZodObject>(
  operation: InputRules<Input>,
  searchParams: QueryParameters,
  pathParams: Record<string, string>,
): z.output<Input> {
  const accepted = Object.keys(operation.input.shape);
  for (const name of searchParams.keys()) {
    const meant = accepted.includes(name) ? undefined : likelyMeant(name, accepted);
    if (meant) {
      throw new InvalidParameterError(
        `Unknown parameter ${JSON.stringify(name.slice(0, 40))}; did you mean ${meant}?`,
        `Accepted parameters: ${accepted.join(", ")}.`,
        [name],
      );
    }
  }
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
      throw new InvalidParameterError(
        `Parameter ${name} is given ${values.length} times; give it once.`,
        (kind === "list" ? `Give several values as one comma-separated list, e.g. ${name}=a,b.` : hintOf(schema)) ?? `Give ${name} once.`,
        [name],
      );
    }
    if (values.length === 1) raw[name] = fromText(kind, values[0]);
  }
  return validateInput(operation, raw);
}
