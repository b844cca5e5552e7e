import { z } from "zod";
import { PersonSearchPage } from "../domain/resources.js";
import { EXAMPLE_QUERIES } from "../domain/example-names.js";
import { defineOperation } from "./operation.js";
import { companyFilter, limit, mandateCantons, offset, q } from "./parameters.js";

export const searchPeople = defineOperation({
  operationId: "searchPeople",
  toolName: "search_people",
  title: "Search people in the Swiss register",
  description:
    "Find natural persons and legal entities (such as auditors) that hold or held mandates in Swiss companies, by name " +
    "(first and last name in any order, word prefixes, case and accents ignored). Narrow homonyms with `canton` (seat of " +
    "a company where the person holds a mandate) or `company` (a company id). Returns a page with id, name, place of " +
    "origin, residence, nationality and status (active while the person holds a mandate in an active company); people " +
    "with the same name are different persons when origin or residence differs. Persons the register suppressed " +
    "are never found. `suggestions` holds close existing names when nothing matches. Page with `next_offset` as for search_companies. Use get_person with " +
    "an id for the person's mandates.",
  path: "/api/v1/people/search",
  bucket: "search",
  input: z.strictObject({
    q: q("Person name", EXAMPLE_QUERIES.personSearch),
    canton: mandateCantons,
    company: companyFilter,
    limit: limit(10),
    offset,
  }),
  output: PersonSearchPage,
  handle: (input, { backend }) =>
    backend.searchPeople({
      q: input.q,
      cantons: input.canton,
      companyId: input.company ?? null,
      limit: input.limit,
      offset: input.offset,
    }),
});
