/**
 * The backend port (DESIGN.md section 2): the only way the HTTP, MCP and page layers reach register data.
 * Async from the start so that PostgreSQL and a remote backend fit without change. Redaction is enforced by every
 * implementation: no caller ever receives a redacted person's name or record.
 */
import type { CantonCode, CompanyStatus, LegalFormCategory } from "../domain/codes.js";
import type {
  CompanyDetail,
  CompanySearchPage,
  CompanySuggestions,
  PersonDetail,
  PersonSearchPage,
} from "../domain/resources.js";

export interface CompanySearchQuery {
  q: string;
  cantons: CantonCode[];
  statuses: CompanyStatus[];
  legalForms: LegalFormCategory[];
  limit: number;
  offset: number;
}

export interface AutocompleteQuery {
  q: string;
  limit: number;
}

export interface PersonSearchQuery {
  q: string;
  /** Only persons with a public mandate (present, or held when the company ended) at a company seated in these. */
  cantons: CantonCode[];
  /** Only persons with a public mandate at this company. */
  companyId: number | null;
  limit: number;
  offset: number;
}

/** A person as every surface shows them. */
export type PersonProfile = PersonDetail;

/** What the store holds and when it was built; answered by the health route. */
export interface DatasetInfo {
  source: string;
  builtAt: string;
  companies: number;
  persons: number;
  mandates: number;
  publications: number;
}

export interface RegisterBackend {
  searchCompanies(query: CompanySearchQuery): Promise<CompanySearchPage>;
  autocompleteCompanies(query: AutocompleteQuery): Promise<CompanySuggestions>;
  /** null when there is no company with this id. */
  getCompany(id: number): Promise<CompanyDetail | null>;
  searchPeople(query: PersonSearchQuery): Promise<PersonSearchPage>;
  /** null when there is no person with this id or the register has suppressed the person. */
  getPerson(id: number): Promise<PersonProfile | null>;
  datasetInfo(): Promise<DatasetInfo>;
  close(): Promise<void>;
}
