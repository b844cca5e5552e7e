/**
 * JSON Schemas of the MCP tools, converted once from the operations' zod schemas. MCP wants an object schema at the
 * root of `inputSchema` and `outputSchema`, so the named resource schemas (`.meta({ id })`, shared with OpenAPI) are
 * inlined instead of referenced, and the dialect is left implicit (MCP 2025-11-25: JSON Schema 2020-12 by default).
 */
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

/** Replaces every `{"$ref": "#/$defs/Name"}` by its definition; the contract's schemas are not recursive. */
function inlineRefs(node: unknown, defs: Record<string, unknown>): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineRefs(item, defs));
  if (node === null || typeof node !== "object") return node;
  const { $ref, ...rest } = node as JsonSchema;
  const resolved: JsonSchema = {};
  if (typeof $ref === "string") {
    const name = $ref.replace(/^#\/\$defs\//, "");
    if (!(name in defs)) throw new Error(`Unresolvable $ref ${$ref}`);
    Object.assign(resolved, inlineRefs(defs[name], defs) as JsonSchema);
  }
  for (const [key, value] of Object.entries(rest)) resolved[key] = inlineRefs(value, defs);
  return resolved;
}

/** Drops the ±2^53 bounds zod gives every `int()`: they say nothing a JSON number does not, and cost tokens. */
function dropSafeIntegerBounds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(dropSafeIntegerBounds);
  if (node === null || typeof node !== "object") return node;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) {
    if (key === "minimum" && value === Number.MIN_SAFE_INTEGER) continue;
    if (key === "maximum" && value === Number.MAX_SAFE_INTEGER) continue;
    result[key] = dropSafeIntegerBounds(value);
  }
  return result;
}

function convert(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, $defs, ...root } = z.toJSONSchema(schema, { io, unrepresentable: "throw" }) as JsonSchema;
  const inlined = inlineRefs(root, ($defs ?? {}) as Record<string, unknown>) as JsonSchema;
  if (inlined.type !== "object") throw new Error("An MCP tool schema must be an object schema");
  return inlined;
}

/** The tool's `inputSchema`: the same rules as the REST parameters (enums, ranges, defaults, descriptions). */
export function inputJsonSchema(schema: z.ZodObject): JsonSchema {
  return convert(schema, "input");
}

/** The tool's `outputSchema`: the JSON the REST API returns; a list (the key executives) as `{items: [...]}`. */
export function outputJsonSchema(schema: z.ZodType): JsonSchema {
  return dropSafeIntegerBounds(convert(schema instanceof z.ZodArray ? z.object({ items: schema }) : schema, "output")) as JsonSchema;
}

/** MCP structured content is an object: a list answer is given as `{items: [...]}`, as outputJsonSchema says. */
export function structuredContentOf(output: unknown): Record<string, unknown> {
  return Array.isArray(output) ? { items: output } : (output as Record<string, unknown>);
}
