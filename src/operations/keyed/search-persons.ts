import { z } from "zod";
import { KeyedPersonPage } from "../../domain/keyed-resources.js";
import { KEYED_DEFAULT_PAGE_SIZE, QUERY_LENGTH } from "../../domain/limits.js";
import { READ_ERRORS, READ_ONLY_TOOL } from "../operation.js";
import { mandateCantons } from "../parameters.js";
import { defineKeyedOperation } from "./define-keyed-operation.js";
import { keyedLimit, keyedOffset, text } from "./parameters.js";

/** searchPersons: persons by name, residence, and the canton and role of a mandate. */
export const searchPersons = defineKeyedOperation({
  operationId: "searchPersons",
  title: "Search persons",
  description:
    "Persons holding or having held a mandate, by name (every word a word prefix, any order, case and accents ignored), " +
    "residence (the place, case and accents ignored), canton (of a company where they hold or held a mandate) and role " +
    "(words within the role of such a mandate, e.g. `präsident`, `revision`); at least one is needed, all given apply, " +
    "canton and role to the same mandate. In id order with the exact total; paged. origin tells homonyms apart.",
  group: "people",
  errors: READ_ERRORS,
  input: z
    .strictObject({
      name: text("Words of the person's name", QUERY_LENGTH.max, QUERY_LENGTH.min),
      residence: text("Place of residence", 100),
      canton: mandateCantons,
      role: text("Words within the role of a mandate", 100, 2),
      limit: keyedLimit(KEYED_DEFAULT_PAGE_SIZE.list),
      offset: keyedOffset,
    })
    .refine((input) => input.name !== undefined || input.residence !== undefined || input.canton.length > 0 || input.role !== undefined, {
      message: "Give at least one of name, residence, canton, role.",
    }),
  output: KeyedPersonPage,
  keyed: { method: "POST", path: "/v1/persons/search", scope: "register:read", credits: 2 },
  mcp: { toolName: "search_officers", toolset: "people", annotations: READ_ONLY_TOOL },
  handle: async (input, { backend }) =>
    backend.searchPersonsExact({
      name: input.name ?? null,
      residence: input.residence ?? null,
      cantons: input.canton,
      role: input.role ?? null,
      limit: input.limit,
      offset: input.offset,
    }),
});
