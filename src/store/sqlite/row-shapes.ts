/** Column lists and row conversions the SQLite store's reads share (public and keyed). */
import type { PersonRow } from "../port.js";

/** The columns of a CompanyRow, over alias `c`. */
export const COMPANY_COLUMNS = "c.id, c.name, c.uid, c.status, c.legal_form, c.register_date, c.address, c.zip, c.town, c.canton";

/** The columns of a PersonRow, over alias `p`. */
export const PERSON_COLUMNS = `p.id, p.entity_type, p.name, p.first_name, p.last_name, p.origin, p.residence, p.nationality, p.redacted,
  EXISTS (SELECT 1 FROM mandates m JOIN companies c ON c.id = m.company_id
          WHERE m.person_id = p.id AND m.ended_on IS NULL AND c.status = 'active') AS active`;

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

/** One `?` per value, comma-separated. */
export const placeholders = (values: readonly unknown[]) => values.map(() => "?").join(", ");
