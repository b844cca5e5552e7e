import { z } from "zod";
import { CompanySuggestions } from "../domain/resources.js";
import { EXAMPLE_QUERIES } from "../domain/example-names.js";
import { defineOperation } from "./operation.js";
import { limit, q } from "./parameters.js";

export const autocompleteCompanies = defineOperation({
  operationId: "autocompleteCompanies",
  toolName: "autocomplete_companies",
  title: "Autocomplete Swiss company names",
  description:
    "Suggest companies whose name starts with what the user has typed so far (case and accents ignored). Best match " +
    "first: exact name, then name prefix, then word prefix; active companies before those in liquidation or deleted. " +
    "Returns id, name, UID, canton, seat, profile link and `matched` (the name that matched, e.g. a former name), up to " +
    "`limit` (default 8). Use search_companies for filters, " +
    "totals and paging.",
  path: "/api/v1/companies/autocomplete",
  bucket: "search",
  input: z.strictObject({
    q: q("The beginning of a company name", EXAMPLE_QUERIES.autocomplete),
    limit: limit(8),
  }),
  output: CompanySuggestions,
  handle: (input, { backend }) => backend.autocompleteCompanies({ q: input.q, limit: input.limit }),
});
