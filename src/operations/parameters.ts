/**
 * Parameter schemas shared by the operations. Each carries its `hint`: the accepted range or values that a 400
 * invalid_parameter answer, the OpenAPI document and the MCP tool schema all show.
 */
import { z } from "zod";
import { CANTON_CODES, COMPANY_STATUSES, LEGAL_FORM_CATEGORIES } from "../domain/codes.js";
import { MAX_OFFSET, MAX_PAGE_SIZE, MAX_REACHABLE_ROWS, QUERY_LENGTH } from "../domain/limits.js";

/** Hints live in their own registry so that they stay out of the JSON Schemas agents see. */
const hints = z.registry<{ hint: string }>();

/** Registers a parameter's hint: the accepted range or values a validation error shows. */
export function withHint<Schema extends z.ZodType>(schema: Schema, hint: string): Schema {
  hints.add(schema, { hint });
  return schema;
}

/** The hint registered for a parameter schema. */
export function hintOf(schema: z.ZodType): string | undefined {
  return hints.get(schema)?.hint;
}

export const q = (what: string, example: string) =>
  withHint(
    z.string().trim().min(QUERY_LENGTH.min).max(QUERY_LENGTH.max).describe(what).meta({ examples: [example] }),
    `${QUERY_LENGTH.min} to ${QUERY_LENGTH.max} characters`,
  );

export const limit = (defaultValue: number) =>
  withHint(
    z.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultValue).describe(`Page size, 1 to ${MAX_PAGE_SIZE} (default ${defaultValue})`),
    `an integer from 1 to ${MAX_PAGE_SIZE} (default ${defaultValue})`,
  );

export const offset = withHint(
  z
    .number()
    .int()
    .min(0)
    .max(MAX_OFFSET)
    .default(0)
    .describe(
      `Rows to skip, 0 to ${MAX_OFFSET}; pass next_offset of the previous page. At most ${MAX_REACHABLE_ROWS} rows are reachable: narrow the query instead of paging deeper`,
    ),
  `an integer from 0 to ${MAX_OFFSET}; pass next_offset of the previous page, or narrow the query`,
);

export const id = (what: string) =>
  withHint(
    z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe(what),
    "a positive integer id, as found in search results and profile addresses",
  );

function enumList<Values extends readonly [string, ...string[]]>(values: Values, what: string) {
  return withHint(
    z.array(z.enum(values)).max(values.length).default([]).describe(`${what}; any of ${values.join(", ")}`),
    `a comma-separated list of at most ${values.length} of: ${values.join(", ")}`,
  );
}

export const cantons = enumList(CANTON_CODES, "Cantons of the seat (two-letter codes)");
export const mandateCantons = enumList(CANTON_CODES, "Cantons of the seat of a company where the person holds a mandate (two-letter codes)");
export const companyFilter = withHint(
  z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional().describe("Only persons with a mandate at this company (its id)"),
  "a positive integer company id, as found in company search results",
);
export const statuses = enumList(COMPANY_STATUSES, "Register status");
export const legalForms = enumList(LEGAL_FORM_CATEGORIES, "Legal forms");
