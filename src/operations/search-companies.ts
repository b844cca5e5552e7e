import { z } from "zod";
import { CompanySearchPage } from "../domain/resources.js";
import { EXAMPLE_QUERIES } from "../domain/example-names.js";
import { defineOperation } from "./operation.js";
import { cantons, legalForms, limit, offset, q, statuses } from "./parameters.js";

export const searchCompanies = defineOperation({
  operationId: "searchCompanies",
  toolName: "search_companies",
  title: "Search Swiss companies",
  description:
    "Find companies in the Swiss commercial register by name (current, previous or translated; any word prefix, " +
    "case and accents ignored) or by UID (CHE-123.456.789, CHE123456789, 123.456.789 or the 9 digits). Filter by canton, status and " +
    "legal form. Returns a ranked page (exact name first, then names starting with the query, then other matches) with " +
    "id, UID, legal form, seat, canton, status, profile links and `matched` (which name matched: all words within one " +
    "name; current names rank before former ones), plus `total`, `suggestions` (close names when nothing matches) and `next_offset` (pass it as `offset` " +
    "for the next page; at most 45 rows are reachable, so narrow the query instead of paging deep). Use " +
    "autocomplete_companies for type-ahead, get_company for one company's officers, purpose and gazette notices.",
  path: "/api/v1/companies/search",
  bucket: "search",
  input: z.strictObject({
    q: q("Company name, part of it, or UID", EXAMPLE_QUERIES.companySearch),
    canton: cantons,
    status: statuses,
    legal_form: legalForms,
    limit: limit(10),
    offset,
  }),
  output: CompanySearchPage,
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
