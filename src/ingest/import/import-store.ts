/**
 * Stores normalized records in a build database: resolves company ids (EHRA-ID where known, otherwise assigned once
 * and never reused), keeps one row per publication (deduplicated by source key across sources) with the facts the
 * replay reads, and merges company snapshots. Says for every record whether it was added, changed or unchanged,
 * and which companies need a replay.
 */
import type { SqliteDatabase } from "../../store/sqlite/database.js";
import {
  SOURCE_RANK,
  type CompanyFacts,
  type CompanyRef,
  type PublicationRecord,
  type RecordFormat,
  type SnapshotRecord,
  type StatusChange,
} from "./records.js";

/** Company ids assigned without an EHRA-ID start here: ten digits, far above any EHRA-ID (seven digits today). */
export const ASSIGNED_COMPANY_ID_BASE = 1_000_000_000;

export type Outcome = "added" | "changed" | "unchanged";

/** The facts column of a publication: what the replay needs beyond the publications row. */
export interface StoredPublicationFacts {
  statusChange: StatusChange | null;
  before: CompanyFacts;
  after: CompanyFacts;
}

interface PublicationRow {
  id: number;
  company_id: number;
  sogc_id: string | null;
  sogc_date: string | null;
  journal_no: string | null;
  journal_date: string | null;
  mutation_types: string | null;
  language: string | null;
  text: string | null;
}

function sameRow(a: PublicationRow, b: PublicationRow): boolean {
  return (
    a.company_id === b.company_id &&
    a.sogc_id === b.sogc_id &&
    a.sogc_date === b.sogc_date &&
    a.journal_no === b.journal_no &&
    a.journal_date === b.journal_date &&
    a.mutation_types === b.mutation_types &&
    a.language === b.language &&
    a.text === b.text
  );
}

/** Snapshot facts merged: the later snapshot's fields win, fields it does not state are kept. */
export function mergeSnapshots(
  old: { format: RecordFormat; asOf: string | null; facts: CompanyFacts },
  next: { format: RecordFormat; asOf: string | null; facts: CompanyFacts },
): { format: RecordFormat; asOf: string | null; facts: CompanyFacts } {
  // A snapshot without a date describes the present: it sorts after every dated one.
  const oldKey = old.asOf ?? "9999-12-31";
  const nextKey = next.asOf ?? "9999-12-31";
  const nextWins = nextKey > oldKey || (nextKey === oldKey && SOURCE_RANK[next.format] >= SOURCE_RANK[old.format]);
  const [base, top] = nextWins ? [old, next] : [next, old];
  const facts: CompanyFacts = { ...base.facts, ...top.facts };
  // "Not deleted" corrects an older "deleted"; next to a known status it says nothing more.
  if (top.facts.notDeleted && top.facts.status === undefined && base.facts.status !== undefined) {
    facts.status = base.facts.status === "deleted" ? "active" : base.facts.status;
  }
  if (facts.status !== undefined) delete facts.notDeleted;
  const format = SOURCE_RANK[next.format] > SOURCE_RANK[old.format] ? next.format : old.format;
  return { format, asOf: nextKey > oldKey ? next.asOf : old.asOf, facts: canonicalFacts(facts) };
}

/** Facts with their keys in a fixed order, so that equal facts have equal JSON. */
export function canonicalFacts(facts: CompanyFacts): CompanyFacts {
  return Object.fromEntries(Object.entries(facts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) as CompanyFacts;
}

export class ImportStore {
  private readonly statements;
  /** Companies whose records were added or changed in this run: the replay's work list. */
  readonly touched = new Set<number>();

  constructor(db: SqliteDatabase) {
    this.statements = {
      key: db.prepare<[string], { company_id: number }>("SELECT company_id FROM import_company_keys WHERE key = ?"),
      addKey: db.prepare("INSERT OR IGNORE INTO import_company_keys (key, company_id) VALUES (?, ?)"),
      ehraKeysOf: db.prepare<[number], { key: string }>("SELECT key FROM import_company_keys WHERE company_id = ? AND key >= 'ehra:' AND key < 'ehra;'"),
      idTaken: db.prepare<[number, number], { n: number }>(
        "SELECT (EXISTS (SELECT 1 FROM companies WHERE id = ?) OR EXISTS (SELECT 1 FROM import_company_keys WHERE company_id = ?)) AS n",
      ),
      sequence: db.prepare<[string], { next: number }>("SELECT next FROM import_sequences WHERE name = ?"),
      setSequence: db.prepare("INSERT INTO import_sequences (name, next) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET next = excluded.next"),
      publicationKey: db.prepare<[string], { publication_id: number }>("SELECT publication_id FROM import_publication_keys WHERE key = ?"),
      addPublicationKey: db.prepare("INSERT INTO import_publication_keys (key, publication_id) VALUES (?, ?)"),
      publication: db.prepare<[number], PublicationRow>("SELECT * FROM publications WHERE id = ?"),
      insertPublication: db.prepare(
        `INSERT INTO publications (id, company_id, sogc_id, sogc_date, journal_no, journal_date, mutation_types, language, text)
         VALUES (@id, @company_id, @sogc_id, @sogc_date, @journal_no, @journal_date, @mutation_types, @language, @text)`,
      ),
      updatePublication: db.prepare(
        `UPDATE publications SET company_id = @company_id, sogc_id = @sogc_id, sogc_date = @sogc_date, journal_no = @journal_no,
         journal_date = @journal_date, mutation_types = @mutation_types, language = @language, text = @text WHERE id = @id`,
      ),
      facts: db.prepare<[number], { format: RecordFormat; facts: string }>("SELECT format, facts FROM import_publication_facts WHERE publication_id = ?"),
      upsertFacts: db.prepare(
        `INSERT INTO import_publication_facts (publication_id, format, facts) VALUES (?, ?, ?)
         ON CONFLICT (publication_id) DO UPDATE SET format = excluded.format, facts = excluded.facts`,
      ),
      snapshot: db.prepare<[number], { format: RecordFormat; as_of: string | null; facts: string }>(
        "SELECT format, as_of, facts FROM import_snapshots WHERE company_id = ?",
      ),
      upsertSnapshot: db.prepare(
        `INSERT INTO import_snapshots (company_id, format, as_of, facts) VALUES (?, ?, ?, ?)
         ON CONFLICT (company_id) DO UPDATE SET format = excluded.format, as_of = excluded.as_of, facts = excluded.facts`,
      ),
      maxId: {
        person: db.prepare<[], { n: number | null }>("SELECT max(id) AS n FROM persons"),
        mandate: db.prepare<[], { n: number | null }>("SELECT max(id) AS n FROM mandates"),
        publication: db.prepare<[], { n: number | null }>("SELECT max(id) AS n FROM publications"),
        company: db.prepare<[], { n: number | null }>(`SELECT max(id) AS n FROM companies WHERE id >= ${ASSIGNED_COMPANY_ID_BASE}`),
      },
    };
  }

  /** The next id of a sequence; never one used before, even by a row since deleted. */
  nextId(name: "person" | "mandate" | "publication" | "company"): number {
    const stored = this.statements.sequence.get(name)?.next ?? 0;
    const floor = name === "company" ? ASSIGNED_COMPANY_ID_BASE : 1;
    const used = (this.statements.maxId[name].get()?.n ?? floor - 1) + 1;
    const id = Math.max(stored, used, floor);
    this.statements.setSequence.run(name, id + 1);
    return id;
  }

  private keysOf(ref: CompanyRef): { ehra: string | null; uid: string | null; chid: string | null } {
    return {
      ehra: ref.ehraId ? `ehra:${ref.ehraId}` : null,
      uid: ref.uid ? `uid:${ref.uid}` : null,
      chid: ref.chid ? `chid:${ref.chid}` : null,
    };
  }

  /** Binds every identifier of the reference to the company, unless already bound to another one. */
  private bindKeys(ref: CompanyRef, companyId: number): void {
    for (const key of Object.values(this.keysOf(ref))) if (key) this.statements.addKey.run(key, companyId);
  }

  /**
   * The company id for a reference: the company already known under its EHRA-ID, UID or CH-number (in that order;
   * a UID or CH-number bound to a company with another EHRA-ID is a different company, as branches can share a UID),
   * else a new id: the EHRA-ID where known and free, otherwise an assigned one. Null when the reference is empty.
   */
  resolveCompany(ref: CompanyRef): number | null {
    const keys = this.keysOf(ref);
    let id: number | null = null;
    if (keys.ehra) id = this.statements.key.get(keys.ehra)?.company_id ?? null;
    for (const key of [keys.uid, keys.chid]) {
      if (id !== null || !key) continue;
      const candidate = this.statements.key.get(key)?.company_id;
      if (candidate === undefined) continue;
      const otherEhra = keys.ehra && this.statements.ehraKeysOf.all(candidate).some((row) => row.key !== keys.ehra);
      if (!otherEhra) id = candidate;
    }
    if (id === null) {
      if (!keys.ehra && !keys.uid && !keys.chid) return null;
      const ehraFree = ref.ehraId !== null && ref.ehraId < ASSIGNED_COMPANY_ID_BASE && this.statements.idTaken.get(ref.ehraId, ref.ehraId)?.n === 0;
      id = ehraFree ? ref.ehraId! : this.nextId("company");
    }
    this.bindKeys(ref, id);
    return id;
  }

  /** Stores one publication record. Null outcome: the record names no company. */
  putPublication(record: PublicationRecord): { outcome: Outcome; publicationId: number; companyId: number } | null {
    const knownId = this.statements.publicationKey.get(record.key)?.publication_id;
    const existing = knownId === undefined ? undefined : this.statements.publication.get(knownId);
    let companyId: number | null;
    if (existing) {
      // A publication stays with the company it was first filed under; the record's identifiers join that company.
      companyId = existing.company_id;
      this.bindKeys(record.company, companyId);
    } else {
      companyId = this.resolveCompany(record.company);
    }
    if (companyId === null) return null;

    const facts = JSON.stringify({
      statusChange: record.statusChange,
      before: canonicalFacts(record.before),
      after: canonicalFacts(record.after),
    } satisfies StoredPublicationFacts);
    const id = existing?.id ?? knownId ?? this.nextId("publication");
    const row: PublicationRow = {
      id,
      company_id: companyId,
      sogc_id: record.sogcId,
      sogc_date: record.sogcDate,
      journal_no: record.journalNo,
      journal_date: record.journalDate,
      mutation_types: record.mutationTypes.length > 0 ? record.mutationTypes.join(",") : null,
      language: record.language,
      text: record.text,
    };
    if (!existing) {
      if (knownId === undefined) this.statements.addPublicationKey.run(record.key, id);
      this.statements.insertPublication.run(row);
      this.statements.upsertFacts.run(id, record.format, facts);
      this.touched.add(companyId);
      return { outcome: "added", publicationId: id, companyId };
    }
    const stored = this.statements.facts.get(id);
    if (stored && SOURCE_RANK[stored.format] > SOURCE_RANK[record.format]) {
      // The notice came in a richer format before (SOGC XML over Zefix REST over the old summaries): keep that.
      return { outcome: "unchanged", publicationId: id, companyId };
    }
    if (sameRow(existing, row) && stored?.facts === facts && stored.format === record.format) {
      return { outcome: "unchanged", publicationId: id, companyId };
    }
    this.statements.updatePublication.run(row);
    this.statements.upsertFacts.run(id, record.format, facts);
    this.touched.add(companyId);
    return { outcome: "changed", publicationId: id, companyId };
  }

  /** Merges one snapshot into the company's stored snapshot. */
  putSnapshot(record: SnapshotRecord): { outcome: Outcome; companyId: number } | null {
    const companyId = this.resolveCompany(record.company);
    if (companyId === null) return null;
    const stored = this.statements.snapshot.get(companyId);
    const incoming = { format: record.format, asOf: record.asOf, facts: canonicalFacts(record.facts) };
    const merged = stored
      ? mergeSnapshots({ format: stored.format, asOf: stored.as_of, facts: JSON.parse(stored.facts) as CompanyFacts }, incoming)
      : mergeSnapshots(incoming, incoming);
    const json = JSON.stringify(merged.facts);
    if (stored && stored.format === merged.format && stored.as_of === merged.asOf && stored.facts === json) {
      return { outcome: "unchanged", companyId };
    }
    this.statements.upsertSnapshot.run(companyId, merged.format, merged.asOf, json);
    this.touched.add(companyId);
    return { outcome: stored ? "changed" : "added", companyId };
  }
}
