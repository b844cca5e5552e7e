/**
 * Writes replay results into the register tables, touching only rows that differ: the company row, its previous
 * names and translations, its mandates (matched to the stored ones, so unchanged mandates keep their ids) and the
 * persons it names (found by identity key; the latest mention anywhere sets residence and nationality).
 */
import type { SqliteDatabase } from "../../store/sqlite/database.js";
import type { ImportStore, StoredPublicationFacts } from "../import/import-store.js";
import type { CompanyFacts } from "../import/records.js";
import { replayCompany, type PersonLineParser, type ReplayedPerson, type ReplayEvent, type ReplayFailure } from "./replay-company.js";

export interface RowCounts {
  added: number;
  changed: number;
  unchanged: number;
  removed: number;
}

const zero = (): RowCounts => ({ added: 0, changed: 0, unchanged: 0, removed: 0 });

interface CompanyRow {
  id: number;
  uid: string | null;
  chid: string | null;
  name: string;
  legal_form: string | null;
  status: string;
  register_date: string | null;
  deletion_date: string | null;
  address: string | null;
  zip: string | null;
  town: string | null;
  municipality: number | null;
  canton: string | null;
  language: string | null;
  purpose: string | null;
  capital: string | null;
  updated_at: string | null;
}

interface MandateRow {
  id: number;
  company_id: number;
  person_id: number;
  role: string | null;
  signing_authority: string | null;
  started_on: string | null;
  ended_on: string | null;
  opened_by: number | null;
  closed_by: number | null;
}

interface PersonRow {
  id: number;
  entity_type: string;
  name: string;
  last_name: string | null;
  first_name: string | null;
  origin: string | null;
  residence: string | null;
  nationality: string | null;
  uid: string | null;
  identity_key: string;
}

const COMPANY_FIELDS = [
  "uid", "chid", "name", "legal_form", "status", "register_date", "deletion_date", "address", "zip", "town",
  "municipality", "canton", "language", "purpose", "capital", "updated_at",
] as const;

/** The name of a company no record names (reported as a failure). */
export const UNKNOWN_COMPANY_NAME = "(name unknown)";

/**
 * How many publications had person sentences the parser could not read, with the first few as examples; and how many
 * had sentences it read only in part (fewer entries than the persons they name), with their first few.
 */
export interface PersonLineCoverage {
  publications_with_unparsed: number;
  unparsed_sentences: number;
  examples: { publicationId: number; sentence: string }[];
  publications_with_partly_parsed: number;
  partly_parsed_sentences: number;
  partly_parsed_examples: { publicationId: number; sentence: string }[];
}

const COVERAGE_EXAMPLES = 20;

export class ReplayWriter {
  readonly counts = { companies: zero(), names: zero(), mandates: zero(), persons: zero() };
  readonly coverage: PersonLineCoverage = {
    publications_with_unparsed: 0,
    unparsed_sentences: 0,
    examples: [],
    publications_with_partly_parsed: 0,
    partly_parsed_sentences: 0,
    partly_parsed_examples: [],
  };
  /** Persons that lost a mandate: deleted at the end if nothing else refers to them. */
  private readonly orphanCandidates = new Set<number>();
  private readonly statements;

  constructor(
    db: SqliteDatabase,
    private readonly store: ImportStore,
    private readonly parse: PersonLineParser,
  ) {
    this.statements = {
      events: db.prepare<[number], { id: number; sogc_id: string | null; sogc_date: string; journal_date: string | null; journal_no: string | null; text: string | null; facts: string }>(
        `SELECT p.id, p.sogc_id, p.sogc_date, p.journal_date, p.journal_no, p.text, f.facts
         FROM publications p JOIN import_publication_facts f ON f.publication_id = p.id WHERE p.company_id = ?`,
      ),
      snapshot: db.prepare<[number], { as_of: string | null; facts: string }>("SELECT as_of, facts FROM import_snapshots WHERE company_id = ?"),
      company: db.prepare<[number], CompanyRow>(`SELECT id, ${COMPANY_FIELDS.join(", ")} FROM companies WHERE id = ?`),
      insertCompany: db.prepare(
        `INSERT INTO companies (id, ${COMPANY_FIELDS.join(", ")}) VALUES (@id, ${COMPANY_FIELDS.map((f) => `@${f}`).join(", ")})`,
      ),
      updateCompany: db.prepare(`UPDATE companies SET ${COMPANY_FIELDS.map((f) => `${f} = @${f}`).join(", ")} WHERE id = @id`),
      names: db.prepare<[number], { kind: string; position: number; name: string }>(
        "SELECT kind, position, name FROM company_names WHERE company_id = ? ORDER BY kind, position",
      ),
      deleteNames: db.prepare("DELETE FROM company_names WHERE company_id = ?"),
      insertName: db.prepare("INSERT INTO company_names (company_id, kind, position, name) VALUES (?, ?, ?, ?)"),
      mandates: db.prepare<[number], MandateRow>("SELECT * FROM mandates WHERE company_id = ? ORDER BY id"),
      insertMandate: db.prepare(
        `INSERT INTO mandates (id, company_id, person_id, role, signing_authority, started_on, ended_on, opened_by, closed_by)
         VALUES (@id, @company_id, @person_id, @role, @signing_authority, @started_on, @ended_on, @opened_by, @closed_by)`,
      ),
      updateMandate: db.prepare(
        `UPDATE mandates SET person_id = @person_id, role = @role, signing_authority = @signing_authority, started_on = @started_on,
         ended_on = @ended_on, opened_by = @opened_by, closed_by = @closed_by WHERE id = @id`,
      ),
      deleteMandate: db.prepare("DELETE FROM mandates WHERE id = ?"),
      personByKey: db.prepare<[string], PersonRow>(
        "SELECT id, entity_type, name, last_name, first_name, origin, residence, nationality, uid, identity_key FROM persons WHERE identity_key = ? ORDER BY id LIMIT 1",
      ),
      insertPerson: db.prepare(
        `INSERT INTO persons (id, entity_type, name, last_name, first_name, origin, residence, nationality, uid, redacted, identity_key)
         VALUES (@id, @entity_type, @name, @last_name, @first_name, @origin, @residence, @nationality, @uid, 0, @identity_key)`,
      ),
      updatePerson: db.prepare(
        `UPDATE persons SET name = @name, last_name = @last_name, first_name = @first_name, origin = @origin, residence = @residence,
         nationality = @nationality, uid = @uid WHERE id = @id`,
      ),
      mention: db.prepare<[number], { seen_on: string; publication_id: number }>("SELECT seen_on, publication_id FROM import_person_mentions WHERE person_id = ?"),
      upsertMention: db.prepare(
        `INSERT INTO import_person_mentions (person_id, seen_on, publication_id) VALUES (?, ?, ?)
         ON CONFLICT (person_id) DO UPDATE SET seen_on = excluded.seen_on, publication_id = excluded.publication_id`,
      ),
      personInUse: db.prepare<[number], { n: number }>("SELECT EXISTS (SELECT 1 FROM mandates WHERE person_id = ?) AS n"),
      deletePerson: db.prepare("DELETE FROM persons WHERE id = ?"),
      deleteMention: db.prepare("DELETE FROM import_person_mentions WHERE person_id = ?"),
    };
  }

  /** Replays one company and writes what changed. Returns the replay's failures (unreadable person entries). */
  replay(companyId: number): ReplayFailure[] {
    const events: ReplayEvent[] = this.statements.events.all(companyId).map((row) => ({
      publicationId: row.id,
      sogcId: row.sogc_id,
      sogcDate: row.sogc_date,
      journalDate: row.journal_date,
      journalNo: row.journal_no,
      text: row.text ?? "",
      facts: JSON.parse(row.facts) as StoredPublicationFacts,
    }));
    const snapshotRow = this.statements.snapshot.get(companyId);
    const snapshot = snapshotRow ? { asOf: snapshotRow.as_of, facts: JSON.parse(snapshotRow.facts) as CompanyFacts } : null;
    if (events.length === 0 && !snapshot) return [];
    const result = replayCompany(events, snapshot, this.parse);
    const failures = [...result.failures];
    this.coverage.unparsed_sentences += result.unparsed.length;
    this.coverage.publications_with_unparsed += new Set(result.unparsed.map((u) => u.publicationId)).size;
    this.coverage.examples.push(...result.unparsed.slice(0, COVERAGE_EXAMPLES - this.coverage.examples.length));
    this.coverage.partly_parsed_sentences += result.partlyParsed.length;
    this.coverage.publications_with_partly_parsed += new Set(result.partlyParsed.map((u) => u.publicationId)).size;
    this.coverage.partly_parsed_examples.push(...result.partlyParsed.slice(0, COVERAGE_EXAMPLES - this.coverage.partly_parsed_examples.length));
    const { state } = result;
    if (state.name === undefined) failures.push({ publicationId: events[0]?.publicationId ?? 0, reason: `company ${companyId}: no record gives its name` });

    const row: CompanyRow = {
      id: companyId,
      uid: state.uid ?? null,
      chid: state.chid ?? null,
      name: state.name ?? UNKNOWN_COMPANY_NAME,
      legal_form: state.legalForm ?? null,
      status: state.status ?? "active",
      register_date: state.registerDate ?? null,
      deletion_date: state.deletionDate ?? null,
      address: state.address ?? null,
      zip: state.zip ?? null,
      town: state.town ?? null,
      municipality: state.municipality ?? null,
      canton: state.canton ?? null,
      language: state.language ?? null,
      purpose: state.purpose ?? null,
      capital: state.capital ?? null,
      updated_at: result.updatedAt,
    };
    const existing = this.statements.company.get(companyId);
    if (!existing) {
      this.statements.insertCompany.run(row);
      this.counts.companies.added++;
    } else if (COMPANY_FIELDS.some((field) => existing[field] !== row[field])) {
      this.statements.updateCompany.run(row);
      this.counts.companies.changed++;
    } else {
      this.counts.companies.unchanged++;
    }

    this.writeNames(companyId, state.previousNames, state.translations);
    const personIds = new Map<string, number>();
    for (const [key, person] of result.persons) personIds.set(key, this.person(companyId, person));
    this.writeMandates(
      companyId,
      result.mandates.map((m) => ({
        id: 0,
        company_id: companyId,
        person_id: personIds.get(m.personKey)!,
        role: m.role,
        signing_authority: m.signingAuthority,
        started_on: m.startedOn,
        ended_on: m.endedOn,
        opened_by: m.openedBy,
        closed_by: m.closedBy,
      })),
    );
    return failures;
  }

  private writeNames(companyId: number, previous: string[], translations: string[]): void {
    const wanted = [
      ...previous.map((name, i) => ({ kind: "previous", position: i + 1, name })),
      ...translations.map((name, i) => ({ kind: "translation", position: i + 1, name })),
    ];
    const stored = this.statements.names.all(companyId);
    const same =
      stored.length === wanted.length &&
      wanted.every((w) => stored.some((s) => s.kind === w.kind && s.position === w.position && s.name === w.name));
    if (same) {
      this.counts.names.unchanged += wanted.length;
      return;
    }
    this.statements.deleteNames.run(companyId);
    for (const name of wanted) this.statements.insertName.run(companyId, name.kind, name.position, name.name);
    this.counts.names.changed += wanted.length;
  }

  /** The person id for a mention: found by identity key or created; updated when this is their latest mention. */
  private person(companyId: number, person: ReplayedPerson): number {
    // An entry without origin or nationality cannot be told apart from a namesake elsewhere: it stays with its company.
    const identityKey = person.partial && person.entityType === "natural_person" ? `${person.key}#${companyId}` : person.key;
    const wanted = {
      entity_type: person.entityType,
      name: person.name,
      last_name: person.lastName,
      first_name: person.firstName,
      origin: person.origin,
      residence: person.residence,
      nationality: person.nationality,
      uid: person.uid,
      identity_key: identityKey,
    };
    const existing = this.statements.personByKey.get(identityKey);
    if (!existing) {
      const id = this.store.nextId("person");
      this.statements.insertPerson.run({ id, ...wanted });
      this.statements.upsertMention.run(id, person.seenOn, person.publicationId);
      this.counts.persons.added++;
      return id;
    }
    const mention = this.statements.mention.get(existing.id);
    const newer =
      !mention || person.seenOn > mention.seen_on || (person.seenOn === mention.seen_on && person.publicationId >= mention.publication_id);
    if (!newer) return existing.id;
    if (!mention || mention.seen_on !== person.seenOn || mention.publication_id !== person.publicationId) {
      this.statements.upsertMention.run(existing.id, person.seenOn, person.publicationId);
    }
    const next = { ...wanted, origin: wanted.origin ?? existing.origin, uid: wanted.uid ?? existing.uid };
    const differs = (["name", "last_name", "first_name", "origin", "residence", "nationality", "uid"] as const).some((f) => existing[f] !== next[f]);
    if (differs) {
      this.statements.updatePerson.run({ id: existing.id, ...next });
      this.counts.persons.changed++;
    }
    return existing.id;
  }

  private writeMandates(companyId: number, wanted: MandateRow[]): void {
    const stored = this.statements.mandates.all(companyId);
    // Mandates are matched by person and opening notice (or closing notice, for mandates known only by their end).
    const identity = (m: MandateRow) => `${m.person_id}|${m.opened_by ?? `c${m.closed_by}`}`;
    const pool = new Map<string, MandateRow[]>();
    for (const m of stored) pool.set(identity(m), [...(pool.get(identity(m)) ?? []), m]);
    const kept = new Set<number>();
    for (const m of wanted) {
      const match = pool.get(identity(m))?.shift();
      if (!match) {
        m.id = this.store.nextId("mandate");
        this.statements.insertMandate.run(m);
        this.counts.mandates.added++;
        continue;
      }
      kept.add(match.id);
      m.id = match.id;
      const same =
        match.person_id === m.person_id &&
        match.role === m.role &&
        match.signing_authority === m.signing_authority &&
        match.started_on === m.started_on &&
        match.ended_on === m.ended_on &&
        match.opened_by === m.opened_by &&
        match.closed_by === m.closed_by;
      if (same) {
        this.counts.mandates.unchanged++;
      } else {
        this.statements.updateMandate.run(m);
        this.counts.mandates.changed++;
      }
    }
    for (const m of stored) {
      if (kept.has(m.id)) continue;
      this.statements.deleteMandate.run(m.id);
      this.orphanCandidates.add(m.person_id);
      this.counts.mandates.removed++;
    }
  }

  /** Deletes persons left without any mandate by this run's replays. */
  removeOrphans(): void {
    for (const id of [...this.orphanCandidates].sort((a, b) => a - b)) {
      if (this.statements.personInUse.get(id)?.n) continue;
      this.statements.deletePerson.run(id);
      this.statements.deleteMention.run(id);
      this.counts.persons.removed++;
    }
  }
}
