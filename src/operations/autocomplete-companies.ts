import { z } from "zod";
import { CompanySuggestions } from "../domain/resources.js";
import { EXAMPLE_QUERIES } from "../domain/example-names.js";
import { DEFAULT_PAGE_SIZE } from "../domain/limits.js";
import { definePublicOperation, READ_ERRORS, READ_ONLY_TOOL } from "./operation.js";
import { limit, q } from "./parameters.js";

/** autocompleteCompanies: companies whose name starts with what was typed, best match first. */
export const autocompleteCompanies = definePublicOperation({
  operationId: "autocompleteCompanies",
  title: "Autocomplete Swiss company names",
  description:
    "Suggest companies whose name starts with what the user has typed so far (case and accents ignored). Best match " +
    "first: exact name, then name prefix, then word prefix; active companies before those in liquidation or deleted. " +
    "Returns id, name, UID, canton, seat, profile link and `matched` (the name that matched, e.g. a former name), up to " +
    `\`limit\` (default ${DEFAULT_PAGE_SIZE.autocomplete}). Use search_companies for filters, ` +
    "totals and paging.",
  group: "companies",
  errors: READ_ERRORS,
  input: z.strictObject({
    q: q("The beginning of a company name", EXAMPLE_QUERIES.autocomplete),
    limit: limit(DEFAULT_PAGE_SIZE.autocomplete),
  }),
  output: CompanySuggestions,
  rest: { path: "/api/v1/companies/autocomplete", bucket: "search" },
  mcp: { toolName: "autocomplete_companies", toolset: "companies", annotations: READ_ONLY_TOOL },
  handle: (input, { backend }) => backend.autocompleteCompanies({ q: input.q, limit: input.limit }),
});
