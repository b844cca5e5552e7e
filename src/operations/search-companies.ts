import { z } from "zod";
import { CompanySearchPage } from "../domain/resources.js";
import { EXAMPLE_QUERIES } from "../domain/example-names.js";
import { DEFAULT_PAGE_SIZE, MAX_REACHABLE_ROWS } from "../domain/limits.js";
import { definePublicOperation, READ_ERRORS, READ_ONLY_TOOL } from "./operation.js";
import { cantons, legalForms, limit, offset, q, statuses } from "./parameters.js";

/** searchCompanies: companies by name, former name, translation or UID, with filters and paging. */
export const searchCompanies = definePublicOperation({
  operationId: "searchCompanies",
  title: "Search Swiss companies",
  description:
    "Find companies in the Swiss commercial register by name (current, previous or translated; any word prefix, " +
    "case and accents ignored) or by UID (CHE-123.456.789, CHE123456789, 123.456.789 or the 9 digits). Filter by canton, status and " +
    "legal form. Returns a ranked page (exact name first, then names starting with the query, then other matches) with " +
    "id, UID, legal form, seat, canton, status, profile links and `matched` (which name matched: all words within one " +
    "name; current names rank before former ones), plus `total`, `suggestions` (close names when nothing matches) and `next_offset` (pass it as `offset` " +
    `for the next page; at most ${MAX_REACHABLE_ROWS} rows are reachable, so narrow the query instead of paging deep). Use ` +
    "autocomplete_companies for type-ahead, get_company for one company's officers, purpose and gazette notices.",
  group: "companies",
  errors: READ_ERRORS,
  input: z.strictObject({
    q: q("Company name, part of it, or UID", EXAMPLE_QUERIES.companySearch),
    canton: cantons,
    status: statuses,
    legal_form: legalForms,
    limit: limit(DEFAULT_PAGE_SIZE.search),
    offset,
  }),
  output: CompanySearchPage,
  rest: { path: "/api/v1/companies/search", bucket: "search" },
  mcp: { toolName: "search_companies", toolset: "companies", annotations: READ_ONLY_TOOL },
  handle: (input, { backend }) =>
    backend.searchCompanies({
      q: input.q,
      cantons: input.canton,
      statuses: input.status,
      legalForms: input.legal_form,
      limit: input.limit,
      offset: input.offset,
    }),
});
