/**
 * Rows of the simulation in flat arrays (one value after the other), so that a worker thread can hand them to the
 * thread that writes SQLite in one message per batch of companies, in the order they were made.
 */
import type { PersonRow } from "./people.js";
import type { CompanyNameRow, CompanyRow, MandateRow, PublicationRow, RegisterSink } from "./register-sink.js";

type Value = string | number | null;

/** Columns of each table, in the order of SqliteWriter's statements (`s` text, `n` number; either may be null). */
export const LAYOUTS = {
  persons: "nssssssssns",
  companies: "nsssssssssnssssss",
  names: "nsns",
  mandates: "nnnssssnn",
  publications: "nnsssssss",
} as const;
export type Table = keyof typeof LAYOUTS;
export const TABLES = Object.keys(LAYOUTS) as Table[];

/** Rows per table as flat arrays, one value after the other. */
export type RowBatch = Record<Table, Value[]>;

/** Collects rows as flat arrays (one value after the other, in the column order of SqliteWriter's statements). */
export class BatchSink implements RegisterSink {
  private batch: RowBatch = BatchSink.empty();

  private static empty(): RowBatch {
    return { persons: [], companies: [], names: [], mandates: [], publications: [] };
  }

  /** The rows collected since the last call. */
  take(): RowBatch {
    const batch = this.batch;
    this.batch = BatchSink.empty();
    return batch;
  }

  person(p: PersonRow): void {
    this.batch.persons.push(p.id, p.entityType, p.name, p.lastName, p.firstName, p.origin, p.residence, p.nationality, p.uid, p.redacted, p.identityKey);
  }

  company(c: CompanyRow): void {
    this.batch.companies.push(
      c.id, c.uid, c.name, c.legalForm, c.status, c.registerDate, c.deletionDate, c.address, c.zip, c.town, c.municipality,
      c.canton, c.language, c.purpose, c.capital, c.nogaCode, c.updatedAt,
    );
  }

  companyName(n: CompanyNameRow): void {
    this.batch.names.push(n.companyId, n.kind, n.position, n.name);
  }

  mandate(m: MandateRow): void {
    this.batch.mandates.push(m.id, m.companyId, m.personId, m.role, m.signingAuthority, m.startedOn, m.endedOn, m.openedBy, m.closedBy);
  }

  publication(p: PublicationRow): void {
    this.batch.publications.push(p.id, p.companyId, p.sogcId, p.sogcDate, p.journalNo, p.journalDate, p.mutationTypes, p.language, p.text);
  }
}
