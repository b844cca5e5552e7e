/**
 * Parameter schemas of the keyed API's register operations: keyed pages (limit 1 to 100, offset up to 10,000), ids,
 * and the hints a VALIDATION_ERROR shows. Shared enum lists come from the public parameters.
 */
import { z } from "zod";
import { KEYED_MAX_OFFSET, KEYED_MAX_PAGE_SIZE } from "../../domain/limits.js";
import { NotFoundError } from "../../domain/errors.js";
import { withHint } from "../parameters.js";

/** Page size of a keyed list. */
export const keyedLimit = (defaultValue: number) =>
  withHint(
    z.number().int().min(1).max(KEYED_MAX_PAGE_SIZE).default(defaultValue).describe(`Page size, 1 to ${KEYED_MAX_PAGE_SIZE} (default ${defaultValue})`),
    `an integer from 1 to ${KEYED_MAX_PAGE_SIZE} (default ${defaultValue})`,
  );

/** Rows to skip in a keyed list. */
export const keyedOffset = withHint(
  z
    .number()
    .int()
    .min(0)
    .max(KEYED_MAX_OFFSET)
    .default(0)
    .describe(`Rows to skip, 0 to ${KEYED_MAX_OFFSET}; pass next_offset of the previous page`),
  `an integer from 0 to ${KEYED_MAX_OFFSET}; pass next_offset of the previous page, or narrow the query`,
);

/** Optional free text of bounded length. */
export const text = (what: string, max: number, min = 1) =>
  withHint(z.string().trim().min(min).max(max).optional().describe(what), `${min} to ${max} characters`);

/** Where to find the ids the keyed reads take. */
export const KEYED_ID_HINT =
  "Find company ids with POST /v1/companies/search (exact match) and person ids with POST /v1/persons/search.";

/** The NotFoundError of a keyed read by id. */
export function keyedNotFound(what: "company" | "person" | "NOGA node", id: number): NotFoundError {
  return new NotFoundError(`No ${what} with id ${id}.`, what === "NOGA node" ? "List NOGA nodes and their ids with GET /v1/noga." : KEYED_ID_HINT);
}
