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
import type {
  CompanyReport,
  JournalPage,
  JournalTextPage,
  KeyedCompanyDetail,
  KeyedCompanyPage,
  KeyedPersonDetail,
  KeyedPersonPage,
  NogaEntry,
  NogaListPage,
} from "../domain/keyed-resources.js";
import type { AiSearchPage } from "../domain/ai-search-resources.js";
import type { z } from "zod";
import type { DetailAnswerKind } from "../store/port.js";

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

/** A page of a keyed read: at most `limit` rows after `offset` (src/domain/limits.ts bounds both). */
export interface KeyedPageQuery {
  limit: number;
  offset: number;
}

/** A NOGA listing: every filter given applies. */
export interface NogaListQuery extends KeyedPageQuery {
  onlyRoots: boolean;
  parentId: number | null;
  level: number | null;
  /** Section letter. */
  section: string | null;
  /** A code (dotted or not) or words of a label in any of the four languages. */
  search: string | null;
}

/** An exact-match company search: every filter given applies. */
export interface CompanyExactQuery extends KeyedPageQuery {
  /** A name the company bears or bore (or a translation), equal after folding case, accents and punctuation. */
  name: string | null;
  /** The 9 digits of a UID. */
  uid: string | null;
  cantons: CantonCode[];
  statuses: CompanyStatus[];
  legalForms: LegalFormCategory[];
  registeredFrom: string | null;
  registeredTo: string | null;
}

/** A keyed people search: every filter given applies; canton and role must hold for one mandate. */
export interface PersonExactQuery extends KeyedPageQuery {
  /** Words of the name, each a word prefix, in any order. */
  name: string | null;
  residence: string | null;
  cantons: CantonCode[];
  role: string | null;
}

/** An AI search: a natural-language query in German, French, Italian or English, and the page of its ranking. */
export interface AiSearchQuery extends KeyedPageQuery {
  query: string;
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
  /**
   * The JSON of getCompany's or getPerson's answer as the register stores it finished (src/backend/detail-answers.ts),
   * in UTF-8, byte for byte what serializing that answer gives; null when it has none for this id (then ask getCompany
   * or getPerson). A backend without finished answers leaves this out.
   */
  detailJson?(kind: DetailAnswerKind, id: number): Promise<Uint8Array | null>;
  datasetInfo(): Promise<DatasetInfo>;
  /** NOGA 2008 nodes under the filters, in code order. */
  listNoga(query: NogaListQuery): Promise<NogaListPage>;
  /** null when there is no NOGA node with this id. */
  getNoga(id: number): Promise<NogaEntry | null>;
  /** Companies meeting every filter exactly, in rank order, with the exact total. */
  searchCompaniesExact(query: CompanyExactQuery): Promise<KeyedCompanyPage>;
  /** The public detail with every name and counts of officers and notices; null when there is no such company. */
  getCompanyKeyed(id: number): Promise<KeyedCompanyDetail | null>;
  /** A company's gazette notices as summaries, newest first; null when there is no such company. */
  getCompanyJournals(id: number, page: KeyedPageQuery): Promise<JournalPage | null>;
  /** A company's gazette notices in full, newest first; null when there is no such company. */
  getCompanyJournalTexts(id: number, page: KeyedPageQuery): Promise<JournalTextPage | null>;
  /** Everything the register holds on a company; null when there is no such company. */
  getCompanyReport(id: number): Promise<CompanyReport | null>;
  /** Public persons meeting every filter, in id order, with the exact total; suppressed persons never. */
  searchPersonsExact(query: PersonExactQuery): Promise<KeyedPersonPage>;
  /** Every mandate and the gazette history of a person; null when there is none or the register suppressed it. */
  getPersonKeyed(id: number): Promise<KeyedPersonDetail | null>;
  /**
   * Companies ranked by relevance to a natural-language query, with what it was understood as and why each matched
   * (docs/ai-search.md); reordered by the configured model when there is one. InvalidParameterError for a query with
   * nothing to search for; UpstreamError when a required model fails.
   */
  aiSearchCompanies(query: AiSearchQuery): Promise<z.output<typeof AiSearchPage>>;
  close(): Promise<void>;
}

/** The reads of the backend port, by name: what a remote backend forwards (src/backend/remote.ts). */
export const BACKEND_READS = [
  "searchCompanies",
  "autocompleteCompanies",
  "getCompany",
  "searchPeople",
  "getPerson",
  "datasetInfo",
  "listNoga",
  "getNoga",
  "searchCompaniesExact",
  "getCompanyKeyed",
  "getCompanyJournals",
  "getCompanyJournalTexts",
  "getCompanyReport",
  "searchPersonsExact",
  "getPersonKeyed",
  "aiSearchCompanies",
] as const satisfies readonly Exclude<keyof RegisterBackend, NotForwarded>[];

/** Not reads to forward: closing, and the finished answers' JSON (optional; a backend elsewhere answers without it). */
type NotForwarded = "close" | "detailJson";

/** A read of the backend port. */
export type BackendRead = (typeof BACKEND_READS)[number];

/** Fails to compile when a read of the port is missing from BACKEND_READS (a remote backend would not forward it). */
export type EveryReadListed<Missing extends never = Exclude<Exclude<keyof RegisterBackend, NotForwarded>, BackendRead>> = Missing;
