/** The rows the simulation writes and the sink they go to (SqliteSink writes them here, BatchSink to another thread). */
import type { PersonRow } from "./people.js";
import type { RegisterLanguage } from "./vocabulary.js";

export interface CompanyRow {
  id: number;
  uid: string | null;
  name: string;
  legalForm: string;
  status: "active" | "liquidation" | "deleted";
  registerDate: string;
  deletionDate: string | null;
  address: string;
  zip: string;
  town: string;
  municipality: number;
  canton: string;
  language: RegisterLanguage;
  purpose: string;
  capital: string | null;
  nogaCode: string;
  updatedAt: string;
}

export interface CompanyNameRow {
  companyId: number;
  kind: "previous" | "translation";
  position: number;
  name: string;
}

export interface MandateRow {
  id: number;
  companyId: number;
  personId: number;
  role: string | null;
  signingAuthority: string | null;
  startedOn: string;
  endedOn: string | null;
  openedBy: number;
  closedBy: number | null;
}

export interface PublicationRow {
  id: number;
  companyId: number;
  sogcId: string;
  sogcDate: string;
  journalNo: string;
  journalDate: string;
  mutationTypes: string | null;
  language: RegisterLanguage;
  text: string;
}

/** Where the simulation's rows go; each table receives its rows in primary-key order. */
export interface RegisterSink {
  person(row: PersonRow): void;
  company(row: CompanyRow): void;
  companyName(row: CompanyNameRow): void;
  mandate(row: MandateRow): void;
  publication(row: PublicationRow): void;
}
