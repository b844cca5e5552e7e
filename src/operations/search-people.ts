import { z } from "zod";
import { PersonSearchPage } from "../domain/resources.js";
import { EXAMPLE_QUERIES } from "../domain/example-names.js";
import { DEFAULT_PAGE_SIZE } from "../domain/limits.js";
import { definePublicOperation, READ_ERRORS, READ_ONLY_TOOL } from "./operation.js";
import { companyFilter, limit, mandateCantons, offset, q } from "./parameters.js";

/** searchPeople: persons holding or having held mandates, by name, with filters and paging. */
export const searchPeople = definePublicOperation({
  operationId: "searchPeople",
  title: "Search people in the Swiss register",
  description:
    "Find natural persons and legal entities (such as auditors) that hold or held mandates in Swiss companies, by name " +
    "(first and last name in any order, word prefixes, case and accents ignored). Narrow homonyms with `canton` (seat of " +
    "a company where the person holds a mandate) or `company` (a company id). Returns a page with id, name, place of " +
    "origin, residence, nationality and status (active while the person holds a mandate in an active company); people " +
    "with the same name are different persons when origin or residence differs. Persons the register suppressed " +
    "are never found. `suggestions` holds close existing names when nothing matches. Page with `next_offset` as for search_companies. Use get_person with " +
    "an id for the person's mandates.",
  group: "people",
  errors: READ_ERRORS,
  input: z.strictObject({
    q: q("Person name", EXAMPLE_QUERIES.personSearch),
    canton: mandateCantons,
    company: companyFilter,
    limit: limit(DEFAULT_PAGE_SIZE.search),
    offset,
  }),
  output: PersonSearchPage,
  rest: { path: "/api/v1/people/search", bucket: "search" },
  mcp: { toolName: "search_people", toolset: "people", annotations: READ_ONLY_TOOL },
  handle: (input, { backend }) =>
    backend.searchPeople({
      q: input.q,
      cantons: input.canton,
      companyId: input.company ?? null,
      limit: input.limit,
      offset: input.offset,
    }),
});
