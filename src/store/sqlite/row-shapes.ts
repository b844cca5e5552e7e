/** Column lists and row conversions the SQLite store's reads share (public and keyed). */
import type { CompanyMandateRow, CompanyRow, PersonMandateRow, PersonRow } from "../port.js";

/** The columns of a CompanyRow, over alias `c`. */
export const COMPANY_COLUMNS = "c.id, c.name, c.uid, c.status, c.legal_form, c.register_date, c.address, c.zip, c.town, c.canton";

/**
 * Companies by id as `c`, read through the covering index of COMPANY_COLUMNS (migration 10) rather than the rows:
 * SQLite's planner prefers the rowid, whose rows are ten times larger.
 */
export const COMPANY_CARDS = "companies c INDEXED BY companies_card";

/** The columns of a CompanyDetailRow, over alias `c`. */
export const COMPANY_DETAIL_COLUMNS = `${COMPANY_COLUMNS}, c.purpose, c.capital, c.noga_code, c.deletion_date`;

/** The columns of a PersonRow but `active`, over alias `p`. */
const PERSON_OWN_COLUMNS = "p.id, p.entity_type, p.name, p.first_name, p.last_name, p.origin, p.residence, p.nationality, p.redacted";

/** What makes a person `active`: an open mandate (`m`) at an active company (`c`). */
export const ACTIVE_MANDATE = "m.ended_on IS NULL AND c.status = 'active'";

/** The columns of a PersonRow, over alias `p`, with `active` read from the person's mandates (PostgreSQL). */
export const PERSON_COLUMNS = `${PERSON_OWN_COLUMNS},
  EXISTS (SELECT 1 FROM mandates m JOIN companies c ON c.id = m.company_id WHERE m.person_id = p.id AND ${ACTIVE_MANDATE}) AS active`;

/** The columns of a PersonRow, over alias `p`, with `active` read from the set the SQLite build keeps (migration 9). */
export const PERSON_COLUMNS_KEPT = `${PERSON_OWN_COLUMNS}, EXISTS (SELECT 1 FROM active_persons a WHERE a.person_id = p.id) AS active`;

/** A person as SQLite returns it: flags are 0 or 1. */
export type PersonRecord = Omit<PersonRow, "redacted" | "active"> & { redacted: number; active: number };

/** A person row from its SQLite record. */
export const toPersonRow = (row: PersonRecord): PersonRow => ({
  id: row.id,
  entity_type: row.entity_type,
  name: row.name,
  first_name: row.first_name,
  last_name: row.last_name,
  origin: row.origin,
  residence: row.residence,
  nationality: row.nationality,
  redacted: row.redacted === 1,
  active: row.active === 1,
});

/** The columns of a CompanyMandateRow (a mandate `m` and its holder `p`). */
export const COMPANY_MANDATE_COLUMNS =
  "m.role, m.signing_authority, m.ended_on IS NULL AS open, p.id, p.name, p.first_name, p.last_name, p.entity_type, p.redacted, p.uid, p.residence";

/** A company's mandate as SQLite returns it (COMPANY_MANDATE_COLUMNS): flags are 0 or 1. */
export type CompanyMandateRecord = Pick<CompanyMandateRow, "role" | "signing_authority"> & { open: number } & Omit<CompanyMandateRow["person"], "redacted"> & {
  redacted: number;
};

/** A company's mandate from its SQLite record. */
export const toCompanyMandateRow = (row: CompanyMandateRecord): CompanyMandateRow => ({
  role: row.role,
  signing_authority: row.signing_authority,
  open: row.open === 1,
  person: {
    id: row.id,
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    entity_type: row.entity_type,
    redacted: row.redacted === 1,
    uid: row.uid,
    residence: row.residence,
  },
});

/** The columns of a PersonMandateRow (a mandate `m` and its company `c`). */
export const PERSON_MANDATE_COLUMNS = `m.role, m.signing_authority, m.started_on, m.ended_on, ${COMPANY_COLUMNS}`;

/** The order of a person's mandates: active companies first, then by name, then in the register's order. */
export const PERSON_MANDATE_ORDER = "c.status = 'active' DESC, c.name, m.id";

/** A person's mandate from its SQLite record (PERSON_MANDATE_COLUMNS). */
export const toPersonMandateRow = (row: CompanyRow & Omit<PersonMandateRow, "company">): PersonMandateRow => ({
  role: row.role,
  signing_authority: row.signing_authority,
  started_on: row.started_on,
  ended_on: row.ended_on,
  company: row,
});

/**
 * The columns of a PublicationRow over `p` (the publications table); a text longer than `textLimit` is cut to
 * `textLimit + 1` characters, null reads it whole.
 */
export const publicationColumns = (textLimit: number | null) =>
  `p.id, p.journal_no, p.journal_date, p.sogc_date, ${textLimit === null ? "p.text" : `substr(p.text, 1, ${Math.trunc(textLimit) + 1}) AS text`}`;

/** The order of a company's publications: newest first. */
export const PUBLICATION_ORDER = "p.sogc_date DESC, p.id DESC";

/** One `?` per value, comma-separated. */
export const placeholders = (values: readonly unknown[]) => values.map(() => "?").join(", ");
