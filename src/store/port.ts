/**
 * The store port (DESIGN.md section 2): the row-level reads the local backend needs, said without any database's
 * words. A store finds and reads rows; the backend decides what a client sees (tier order, paging, mapping to
 * resources, links, redaction, suggestions). Async so that PostgreSQL fits as well as the embedded SQLite store.
 *
 * A store translates its driver's failures that mean "cannot answer now" into BackendUnavailableError
 * (src/domain/errors.ts); nothing above it sees a driver error code.
 */
import type { CantonCode, CompanyStatus, EntityType, LegalFormCategory } from "../domain/codes.js";

/** Which name of a company matched, best first: its current name, a translation, a former name. */
export type CompanyNameField = "name" | "translation" | "former_name";

/** The filters of a company search; values of one filter are alternatives, the filters all apply. */
export interface CompanyFilter {
  cantons: readonly CantonCode[];
  statuses: readonly CompanyStatus[];
  legalForms: readonly LegalFormCategory[];
}

/** A company found by a name search, and by which name: its field, and for a word match the name's position in it. */
export interface CompanyCandidate {
  id: number;
  /** The build-time prominence of the company (lower first): active before ended, shorter names, then id. */
  rank: number;
  field: CompanyNameField;
  position: number;
}

/** What a company search asks for: one UID (9 digits), or the folded words of a name. */
export type CompanyQueryTerms = { uid: string; words?: undefined } | { uid?: undefined; words: readonly string[] };

/** A company as search results show it. `legal_form` is the register's code (see legalForms()). */
export interface CompanyRow {
  id: number;
  name: string;
  /** The 9 digits, unformatted. */
  uid: string | null;
  status: CompanyStatus;
  legal_form: string | null;
  register_date: string | null;
  address: string | null;
  zip: string | null;
  town: string | null;
  canton: string | null;
}

/** A company with what its detail adds. */
export interface CompanyDetailRow extends CompanyRow {
  purpose: string | null;
  capital: string | null;
  noga_code: string | null;
  deletion_date: string | null;
}

/** A previous name or a translation of a company, in the register's order within its kind. */
export interface CompanyOtherName {
  kind: "previous" | "translation";
  name: string;
}

/**
 * A mandate of a company with its holder, present or ended, redacted holders included: the backend masks them in
 * the officer list and in the company's gazette texts.
 */
export interface CompanyMandateRow {
  role: string | null;
  signing_authority: string | null;
  /** True while the mandate has no end. */
  open: boolean;
  person: {
    id: number;
    name: string;
    first_name: string | null;
    last_name: string | null;
    entity_type: EntityType;
    redacted: boolean;
    /** A legal entity's UID (9 digits), when the register gives it. */
    uid: string | null;
    residence: string | null;
  };
}

/** A person's present mandates in other active companies: how many, and the first few in company rank order. */
export interface OtherMandatesRow {
  total: number;
  items: { company_id: number; company_name: string; role: string | null }[];
}

/** A legal entity holding a mandate, as the register names it: to find its own company record. */
export interface LegalEntityName {
  uid: string | null;
  name: string;
  residence: string | null;
}

/** A gazette publication of a company. */
export interface PublicationRow {
  id: number;
  journal_no: string | null;
  journal_date: string | null;
  sogc_date: string | null;
  text: string | null;
}

/** A person as search results and the profile show them. */
export interface PersonRow {
  id: number;
  entity_type: EntityType;
  name: string;
  first_name: string | null;
  last_name: string | null;
  origin: string | null;
  residence: string | null;
  nationality: string | null;
  redacted: boolean;
  /** True when the person holds a present mandate at an active company. */
  active: boolean;
}

/**
 * The filters of a people search: persons with a public mandate (present, or held when the company ended) at a
 * company seated in one of `cantons`, and at company `companyId`.
 */
export interface PersonFilter {
  cantons: readonly CantonCode[];
  companyId: number | null;
}

/** A public mandate of a person (present, or held when the company ended), with its company. */
export interface PersonMandateRow {
  role: string | null;
  signing_authority: string | null;
  started_on: string | null;
  ended_on: string | null;
  company: CompanyRow;
}

/** One NOGA 2008 node with its labels. */
export interface NogaRow {
  id: number;
  code: string;
  level: number;
  labels: { en: string | null; de: string | null; fr: string | null; it: string | null };
}

/** A legal form code of the register and its category. */
export interface LegalFormRow {
  code: string;
  category: LegalFormCategory;
}

/** What the store holds and how it was built. */
export interface StoreDataset {
  /** `demo` for a generated register, else the import's source; null when the store does not say. */
  source: string | null;
  /** The generator's seed of a demo register. */
  seed: string | null;
  builtAt: string | null;
  companies: number;
  persons: number;
  mandates: number;
  publications: number;
}

/** Whose names a did-you-mean lookup reads. */
export type NameScope = "company" | "person";

/** A word of the register's names, and how many names hold it. */
export interface VocabularyWord {
  word: string;
  names: number;
}

/** One word of a name query: a complete word, or (`prefix`) a word kept as typed and matched as a word prefix. */
export interface QueryWord {
  word: string;
  prefix: boolean;
}

/** Which public detail a finished answer is (src/backend/detail-answers.ts). */
export type DetailAnswerKind = "company" | "person";

/** The register's rows, read for the local backend. */
export interface RegisterStore {
  /**
   * The finished answer of a company's or a person's detail, as the register's build stored it; null when it stored
   * none for this id (the detail is then assembled from the reads below). A store without finished answers leaves
   * this out.
   */
  detailAnswer?(kind: DetailAnswerKind, id: number): Promise<Buffer | null>;
  /** The dictionary the finished answers of a kind were compressed against; null when they were compressed without. */
  answerDictionary?(kind: DetailAnswerKind): Promise<Buffer | null>;
  /** Companies with this UID, under the filter, in rank order; at most `limit`. */
  companiesByUid(uid: string, filter: CompanyFilter, limit: number): Promise<CompanyCandidate[]>;
  /**
   * Companies with a name (current, former or translated) whose folded form is `key`, under the filter, current names
   * first, then translations, then former names, each in rank order; at most `limit` (a company may come once per name).
   */
  companiesByNameKey(key: string, filter: CompanyFilter, limit: number): Promise<CompanyCandidate[]>;
  /**
   * Companies with a name whose folded form starts with `key` (longer than it), under the filter: at most `limit`
   * candidates in name order, unordered by rank. A store may bound how far it reads; those it skips are still found
   * by word.
   */
  companiesByNamePrefix(key: string, filter: CompanyFilter, limit: number): Promise<CompanyCandidate[]>;
  /**
   * Distinct companies with one name holding every word as a word prefix, under the filter, not in `skip`: current
   * names first, then translations, then former names, each in rank order; at most `limit`.
   */
  companiesByWords(words: readonly string[], filter: CompanyFilter, limit: number, skip: ReadonlySet<number>): Promise<CompanyCandidate[]>;
  /** How many distinct companies a search finds under the filter (the UID, or every word within one name). */
  countCompanies(terms: CompanyQueryTerms, filter: CompanyFilter): Promise<number>;
  /**
   * Current names of companies with one name holding all the words of a query, under the filter, in rank order:
   * the queries are tried in order and the names of each added, each name once, until there are `limit`.
   */
  companyNamesFound(queries: readonly (readonly QueryWord[])[], filter: CompanyFilter, limit: number): Promise<string[]>;
  /** The rows of these companies, in the order of `ids` (unknown ids left out). */
  companyRows(ids: readonly number[]): Promise<CompanyRow[]>;
  /** The previous names and translations of these companies, by company. */
  companyOtherNames(ids: readonly number[]): Promise<Map<number, CompanyOtherName[]>>;
  /** One company with its detail columns; null when there is none with this id. */
  companyDetail(id: number): Promise<CompanyDetailRow | null>;
  /** Every mandate of a company, present and ended, in the register's order, with its holder. */
  companyMandates(companyId: number): Promise<CompanyMandateRow[]>;
  /** For each person: their present mandates in active companies other than `companyId`, `shown` of them listed. */
  otherMandates(companyId: number, personIds: readonly number[], shown: number): Promise<Map<number, OtherMandatesRow>>;
  /**
   * For each legal entity: its own company record (the company with its UID, else the one with exactly its name and
   * seat), or null when the register has none or it is not unique.
   */
  companiesOfLegalEntities(entities: readonly LegalEntityName[]): Promise<({ id: number; name: string } | null)[]>;
  /**
   * A company's publications, newest first, and how many it has. A text longer than `textLimit` may be cut to
   * `textLimit + 1` characters (enough to tell that it was longer); null reads texts whole.
   */
  publications(
    companyId: number,
    page: { limit: number; offset: number; textLimit: number | null },
  ): Promise<{ rows: PublicationRow[]; total: number }>;
  /**
   * Public persons (the register's suppressed persons never: they are neither found nor counted) with a name whose
   * folded form is `key`, under the filter, in id order; at most `limit`.
   */
  personsByNameKey(key: string, filter: PersonFilter, limit: number): Promise<PersonRow[]>;
  /** Public persons whose name holds every word as a word prefix, under the filter, not in `skip`, in id order; at most `limit`. */
  personsByWords(words: readonly string[], filter: PersonFilter, limit: number, skip: ReadonlySet<number>): Promise<PersonRow[]>;
  /** How many public persons under the filter have a name holding every word as a word prefix. */
  countPersons(words: readonly string[], filter: PersonFilter): Promise<number>;
  /** Names of public persons whose name holds all the words of a query, in id order; as companyNamesFound(). */
  personNamesFound(queries: readonly (readonly QueryWord[])[], filter: PersonFilter, limit: number): Promise<string[]>;
  /** One person, redacted or not; null when there is none with this id. */
  person(id: number): Promise<PersonRow | null>;
  /** A person's public mandates: active companies first, then by company name. */
  personMandates(personId: number): Promise<PersonMandateRow[]>;
  /**
   * The did-you-mean vocabulary for each word: whether a name word of the scope begins with it, and the name words
   * sharing most of its letter trigrams (letterTrigrams() in src/domain/trigrams.ts), best first: at most `limit`,
   * not the word itself, their length within `maxLengthDifference` of it; none for a word shorter than `minLength`.
   */
  vocabulary(
    scope: NameScope,
    words: readonly string[],
    options: { limit: number; maxLengthDifference: number; minLength: number },
  ): Promise<{ known: boolean; close: VocabularyWord[] }[]>;
  /** Every NOGA node. */
  noga(): Promise<NogaRow[]>;
  /** Every legal form code and its category. */
  legalForms(): Promise<LegalFormRow[]>;
  dataset(): Promise<StoreDataset>;
  close(): Promise<void>;
}
