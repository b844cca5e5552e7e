/** Writes the simulation's rows into the SQLite store with prepared statements, each table in primary-key order. */
import type { SqliteDatabase } from "../store/sqlite/database.js";
import { BatchSink, LAYOUTS, TABLES, type RowBatch, type Table } from "./batches.js";
import type { PersonRow } from "./people.js";
import type { CompanyNameRow, CompanyRow, MandateRow, PublicationRow, RegisterSink } from "./register-sink.js";

type Statement = ReturnType<SqliteDatabase["prepare"]>;

export class SqliteWriter {
  private readonly statements: Record<Table, Statement>;

  constructor(db: SqliteDatabase) {
    this.statements = {
      persons: db.prepare(
        "INSERT INTO persons (id, entity_type, name, last_name, first_name, origin, residence, nationality, uid, redacted, identity_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      ),
      companies: db.prepare(
        "INSERT INTO companies (id, uid, chid, name, legal_form, status, register_date, deletion_date, address, zip, town, municipality, canton, language, purpose, capital, noga_code, search_rank, updated_at) VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)",
      ),
      names: db.prepare("INSERT INTO company_names (company_id, kind, position, name) VALUES (?, ?, ?, ?)"),
      mandates: db.prepare(
        "INSERT INTO mandates (id, company_id, person_id, role, signing_authority, started_on, ended_on, opened_by, closed_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      ),
      publications: db.prepare(
        "INSERT INTO publications (id, company_id, sogc_id, sogc_date, journal_no, journal_date, mutation_types, language, text) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      ),
    };
  }

  /** Inserts a batch, table by table (each table's rows are in primary-key order). */
  write(batch: RowBatch): void {
    for (const table of TABLES) {
      const statement = this.statements[table];
      const columns = LAYOUTS[table].length;
      const values = batch[table];
      const row: Array<string | number | null> = new Array(columns);
      for (let i = 0; i < values.length; i += columns) {
        for (let c = 0; c < columns; c++) row[c] = values[i + c];
        statement.run(row);
      }
    }
  }

}

/** A sink that writes into SQLite in this thread: rows are collected and written batch by batch (flush). */
export class SqliteSink implements RegisterSink {
  private readonly batches = new BatchSink();

  constructor(private readonly writer: SqliteWriter) {}

  flush(): void {
    this.writer.write(this.batches.take());
  }

  person(row: PersonRow): void {
    this.batches.person(row);
  }

  company(row: CompanyRow): void {
    this.batches.company(row);
  }

  companyName(row: CompanyNameRow): void {
    this.batches.companyName(row);
  }

  mandate(row: MandateRow): void {
    this.batches.mandate(row);
  }

  publication(row: PublicationRow): void {
    this.batches.publication(row);
  }
}
