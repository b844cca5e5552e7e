/** Writes the simulation's rows into the SQLite store with prepared statements, each table in primary-key order. */
import type { SqliteDatabase } from "../store/sqlite/database.js";
import type { PersonRow } from "./people.js";
import type { CompanyNameRow, CompanyRow, MandateRow, PublicationRow, RegisterSink } from "./simulation.js";

export class SqliteSink implements RegisterSink {
  private readonly insertPerson;
  private readonly insertCompany;
  private readonly insertName;
  private readonly insertMandate;
  private readonly insertPublication;

  constructor(db: SqliteDatabase) {
    this.insertPerson = db.prepare(
      "INSERT INTO persons (id, entity_type, name, last_name, first_name, origin, residence, nationality, uid, redacted, identity_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    this.insertCompany = db.prepare(
      "INSERT INTO companies (id, uid, chid, name, legal_form, status, register_date, deletion_date, address, zip, town, municipality, canton, language, purpose, capital, noga_code, search_rank, updated_at) VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)",
    );
    this.insertName = db.prepare("INSERT INTO company_names (company_id, kind, position, name) VALUES (?, ?, ?, ?)");
    this.insertMandate = db.prepare(
      "INSERT INTO mandates (id, company_id, person_id, role, signing_authority, started_on, ended_on, opened_by, closed_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    this.insertPublication = db.prepare(
      "INSERT INTO publications (id, company_id, sogc_id, sogc_date, journal_no, journal_date, mutation_types, language, text) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
  }

  person(p: PersonRow): void {
    this.insertPerson.run(p.id, p.entityType, p.name, p.lastName, p.firstName, p.origin, p.residence, p.nationality, p.uid, p.redacted, p.identityKey);
  }

  company(c: CompanyRow): void {
    this.insertCompany.run(
      c.id, c.uid, c.name, c.legalForm, c.status, c.registerDate, c.deletionDate, c.address, c.zip, c.town, c.municipality,
      c.canton, c.language, c.purpose, c.capital, c.nogaCode, c.updatedAt,
    );
  }

  companyName(n: CompanyNameRow): void {
    this.insertName.run(n.companyId, n.kind, n.position, n.name);
  }

  mandate(m: MandateRow): void {
    this.insertMandate.run(m.id, m.companyId, m.personId, m.role, m.signingAuthority, m.startedOn, m.endedOn, m.openedBy, m.closedBy);
  }

  publication(p: PublicationRow): void {
    this.insertPublication.run(p.id, p.companyId, p.sogcId, p.sogcDate, p.journalNo, p.journalDate, p.mutationTypes, p.language, p.text);
  }
}
