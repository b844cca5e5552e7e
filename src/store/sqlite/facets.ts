/**
 * Search filters as full-text terms. Every company's full-text document carries, beside its names, one term per
 * filterable attribute (`_canton_zh`, `_status_active`, `_form_cooperative`). A filtered search is then one FTS5 query
 * (`words AND (_canton_vd OR _canton_ge)`) whose matches come in the build-time order, instead of a join that reads
 * the companies table for every word match (seconds for a common word at full scale).
 *
 * The terms start with `_`, which the index keeps inside a term (`tokenchars '_'`) and which never occurs in a
 * searched word (src/domain/text.ts splits words on everything but letters and digits).
 */
import type { CantonCode, CompanyStatus, LegalFormCategory } from "../../domain/codes.js";

export interface CompanyFacets {
  canton: string | null;
  status: CompanyStatus;
  legalForm: LegalFormCategory | null;
}

const cantonTerm = (canton: string) => `_canton_${canton.toLowerCase()}`;
const statusTerm = (status: string) => `_status_${status}`;
const legalFormTerm = (category: string) => `_form_${category}`;

/** The filter terms of one company's document. */
export function facetTerms(facets: CompanyFacets): string {
  const terms = [statusTerm(facets.status)];
  if (facets.canton) terms.push(cantonTerm(facets.canton));
  if (facets.legalForm) terms.push(legalFormTerm(facets.legalForm));
  return terms.join(" ");
}

export interface CompanyFilterValues {
  cantons: readonly CantonCode[];
  statuses: readonly CompanyStatus[];
  legalForms: readonly LegalFormCategory[];
}

/**
 * The FTS5 expression that keeps only companies passing the filters (values of one filter are alternatives, the
 * filters all apply), or "" when there is no filter. Values are sorted so that equal filters give equal text.
 */
export function facetExpression(filter: CompanyFilterValues): string {
  return facetGroups(filter)
    .map((terms) => `(${terms.map((term) => `"${term}"`).join(" OR ")})`)
    .join(" AND ");
}

/** The filter as groups of terms: a company passes when its document holds a term of every group. */
export function facetGroups({ cantons, statuses, legalForms }: CompanyFilterValues): string[][] {
  return [
    [...new Set(cantons)].sort().map(cantonTerm),
    [...new Set(statuses)].sort().map(statusTerm),
    [...new Set(legalForms)].sort().map(legalFormTerm),
  ].filter((terms) => terms.length > 0);
}
