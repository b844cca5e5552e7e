/**
 * The keyed store port: the deeper row-level reads of the keyed API (`/v1`, DESIGN.md section 8), kept apart from
 * RegisterStore so that a store can serve the public API without them. As there, a store finds and reads rows; the
 * backend pages, maps, links and redacts. Reads that find persons leave the register's suppressed persons out (never
 * found, never counted); reads of a company's mandates keep them, flagged, for the backend to mask.
 */
import type { CantonCode, CompanyStatus, EntityType } from "../domain/codes.js";
import type { CompanyRow, PersonRow } from "./port.js";

/** A page of rows and how many rows the question matches in all. */
export interface RowPage<Row> {
  rows: Row[];
  total: number;
}

/** Where a page starts and how long it is. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** One NOGA 2008 node with its place in the tree. `code` is the register's (undotted digits, or the section letter). */
export interface NogaNodeRow {
  id: number;
  code: string;
  level: number;
  parent_id: number | null;
  section: string;
  labels: { en: string | null; de: string | null; fr: string | null; it: string | null };
}

/** The filters of a NOGA listing; all apply. */
export interface NogaNodeFilter {
  /** Only sections (level 1). */
  onlyRoots: boolean;
  parentId: number | null;
  level: number | null;
  /** Section letter, upper case. */
  section: string | null;
  /** Folded text: a code prefix (dots ignored) or words within any of the four labels. */
  search: string | null;
}

/** An exact-match company search: every filter given applies; empty lists and nulls leave a filter out. */
export interface CompanyExactFilter {
  /** Folded name key (nameKey()): a company any of whose names (current, former, translated) folds to it. */
  nameKey: string | null;
  /** The 9 digits of a UID. */
  uid: string | null;
  cantons: readonly CantonCode[];
  statuses: readonly CompanyStatus[];
  /** The register's legal form codes (the backend maps categories to codes). */
  legalFormCodes: readonly string[];
  registeredFrom: string | null;
  registeredTo: string | null;
}

/** A gazette publication with what the keyed API shows of it; the text is whole. */
export interface NoticeRow {
  id: number;
  company_id: number;
  sogc_id: string | null;
  sogc_date: string | null;
  journal_no: string | null;
  journal_date: string | null;
  /** Keys of data/zefix_sogc_mutation_types.csv, in the register's order. */
  mutation_types: string[];
  language: string | null;
  text: string | null;
}

/** A publication as a reference from a mandate: which notice, and when. */
export interface NoticeRef {
  id: number;
  sogc_id: string | null;
  sogc_date: string | null;
}

/** A name of a company: its current name, a previous one or a translation, with the dates the register gives. */
export interface CompanyNameRow {
  kind: "current" | "previous" | "translation";
  name: string;
  /** For a previous name, 1 is the most recent. */
  position: number;
  valid_from: string | null;
  valid_until: string | null;
}

/** A holder of a mandate, redacted or not. */
export interface MandateHolderRow {
  id: number;
  name: string;
  first_name: string | null;
  last_name: string | null;
  origin: string | null;
  entity_type: EntityType;
  redacted: boolean;
  uid: string | null;
}

/** A mandate of a company, present or former, with its holder and the notices that opened and closed it. */
export interface MandateHistoryRow {
  id: number;
  role: string | null;
  signing_authority: string | null;
  started_on: string | null;
  ended_on: string | null;
  opened_by: NoticeRef | null;
  closed_by: NoticeRef | null;
  person: MandateHolderRow;
}

/** A mandate of a person, present or former, with its company and the notices that opened and closed it. */
export interface PersonMandateHistoryRow extends Omit<MandateHistoryRow, "person"> {
  company: CompanyRow;
}

/** A public person who holds (or held) a mandate both at a company and at another one. */
export interface SharedOfficerRow {
  person: MandateHolderRow;
  /** The person's roles at the company asked about, and at the related company. */
  role_here: string | null;
  role_there: string | null;
}

/** A company related to another through public persons holding mandates at both. */
export interface RelatedCompanyRow {
  company: CompanyRow;
  shared: SharedOfficerRow[];
}

/** The filters of a keyed people search: all given apply; the person must hold one mandate meeting canton and role. */
export interface PersonSearchFilter {
  /** Folded name words, each matched as a word prefix of the name. */
  words: readonly string[];
  /** Place of residence, compared case-insensitively. */
  residence: string | null;
  /** Cantons of the seat of a company where the person holds or held a mandate. */
  cantons: readonly CantonCode[];
  /** Text within the role of such a mandate, compared case-insensitively. */
  role: string | null;
}

/** The register's deeper reads, for the keyed API. */
export interface KeyedRegisterStore {
  /** NOGA nodes under the filter, in code order. */
  nogaNodes(filter: NogaNodeFilter, page: PageWindow): Promise<RowPage<NogaNodeRow>>;
  /** One NOGA node; null when there is none with this id. */
  nogaNode(id: number): Promise<NogaNodeRow | null>;
  /** Companies meeting every filter, in rank order, with the exact total. */
  companiesExact(filter: CompanyExactFilter, page: PageWindow): Promise<RowPage<CompanyRow>>;
  /** A company's gazette notices, newest first, texts whole: a page of them, or (`null`) all. */
  companyNotices(companyId: number, page: PageWindow | null): Promise<RowPage<NoticeRow>>;
  /** Every name of a company: its current name first, then previous names (most recent first), then translations. */
  companyNames(companyId: number): Promise<CompanyNameRow[]>;
  /** Every mandate of a company, present and former, redacted holders included (flagged), in the register's order. */
  companyMandateHistory(companyId: number): Promise<MandateHistoryRow[]>;
  /**
   * Companies sharing a public person (never a suppressed one) with a company through mandates at both, present or
   * former: most shared persons first, then in rank order; at most `limit`, with how many there are.
   */
  relatedCompanies(companyId: number, limit: number): Promise<RowPage<RelatedCompanyRow>>;
  /** Every mandate of a person, present and former: present ones first, then newest start first. */
  personMandateHistory(personId: number): Promise<PersonMandateHistoryRow[]>;
  /** The notices that opened or closed a person's mandates, newest first. */
  personNotices(personId: number): Promise<NoticeRow[]>;
  /** Public persons (never suppressed ones) meeting every filter, in id order, with the exact total. */
  searchPersons(filter: PersonSearchFilter, page: PageWindow): Promise<RowPage<PersonRow>>;
}
