/**
 * The operator's redaction list: persons whose names the service must never show (spec part 1; the backend enforces
 * it through persons.redacted). A CSV file with a header row; each row names one person by
 *
 * - `last_name`, `first_name`, `origin`: the register's identity (origin is the place of citizenship, or the
 *   nationality as written for foreign nationals); an empty origin matches the name with any origin, or
 * - `person_id`: the id in this service's addresses (`/people/<slug>/<id>`).
 *
 * Lines starting with `#` are comments. The list is stored in the register (import_redactions) and applied on every
 * import, so a scheduled sync keeps redacting; importing a new list replaces the stored one. An empty list is refused,
 * and an import that would lift a redaction needs the operator's explicit consent (runImport's liftRedactions): an
 * empty or cut-off file must never make hidden persons visible.
 */
import Database from "better-sqlite3";
import { existsSync, readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import type { SqliteDatabase } from "../../store/sqlite/database.js";
import { nameKeyOf, naturalPersonKey } from "../replay/person-identity.js";

export interface Redaction {
  kind: "identity" | "name" | "person";
  value: string;
}

/** Reads the list; throws an Error naming the line of the first bad row. */
export function readRedactionList(path: string): Redaction[] {
  const rows = parse(readFileSync(path, "utf8"), {
    columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
    skip_empty_lines: true,
    comment: "#",
    trim: true,
    bom: true,
    relax_column_count: true,
  }) as Record<string, string | undefined>[];
  const redactions: Redaction[] = [];
  for (const [index, row] of rows.entries()) {
    const line = index + 2;
    const personId = row.person_id?.trim();
    if (personId) {
      if (!/^\d+$/.test(personId)) throw new Error(`${path}:${line}: person_id must be a number`);
      redactions.push({ kind: "person", value: String(Number(personId)) });
      continue;
    }
    const last = row.last_name?.trim();
    if (!last) throw new Error(`${path}:${line}: a row needs last_name (with first_name and origin) or person_id`);
    const first = row.first_name?.trim() || null;
    const origin = row.origin?.trim() || null;
    redactions.push(origin ? { kind: "identity", value: naturalPersonKey(last, first, origin) } : { kind: "name", value: nameKeyOf(last, first) });
  }
  if (redactions.length === 0) {
    throw new Error(
      `${path}: the redaction list is empty (no rows below the header); an empty or cut-off list would lift every redaction. ` +
        "Give the complete list.",
    );
  }
  return redactions;
}

/** Replaces the stored list. */
export function storeRedactionList(db: SqliteDatabase, redactions: Redaction[]): void {
  db.prepare("DELETE FROM import_redactions").run();
  const insert = db.prepare("INSERT OR IGNORE INTO import_redactions (kind, value) VALUES (?, ?)");
  for (const r of redactions) insert.run(r.kind, r.value);
}

/** A person the register has redacted, as a later build can find them again: by id, or by identity when ids are new. */
export interface RedactedIdentity {
  id: number;
  identity_key: string;
}

/** The redacted persons of an existing register (none when there is no register or it has no persons table). */
export function readRedactedIdentities(databasePath: string): RedactedIdentity[] {
  if (!existsSync(databasePath)) return [];
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'persons'").get()) return [];
    return db.prepare("SELECT id, identity_key FROM persons WHERE redacted = 1 ORDER BY id").all() as RedactedIdentity[];
  } finally {
    db.close();
  }
}

/** The ids, in a new build, of the persons that were redacted before and are now visible. */
export function liftedRedactions(db: SqliteDatabase, before: readonly RedactedIdentity[]): number[] {
  const visible = db.prepare<[number, string], { id: number }>("SELECT id FROM persons WHERE redacted = 0 AND (id = ? OR identity_key = ?)");
  const lifted = new Set<number>();
  for (const person of before) for (const row of visible.all(person.id, person.identity_key)) lifted.add(row.id);
  return [...lifted].sort((a, b) => a - b);
}

/**
 * Sets persons.redacted from the stored list (1 for every listed person, 0 for everyone else); writes only rows
 * whose flag changes. Returns how many persons are redacted.
 */
export function applyRedactions(db: SqliteDatabase): { redacted: number; changed: number } {
  const list = db.prepare("SELECT kind, value FROM import_redactions").all() as Redaction[];
  const ids = new Set<number>();
  const byKey = db.prepare<[string], { id: number }>("SELECT id FROM persons WHERE identity_key = ?");
  // A person without origin is stored as `last|first|#<company>`: the name entry matches every origin and those.
  const byPrefix = db.prepare<[string, string], { id: number }>("SELECT id FROM persons WHERE identity_key >= ? AND identity_key < ?");
  for (const entry of list) {
    if (entry.kind === "person") ids.add(Number(entry.value));
    else if (entry.kind === "identity") for (const row of byKey.all(entry.value)) ids.add(row.id);
    else for (const row of byPrefix.all(`${entry.value}|`, `${entry.value}|\u{10FFFF}`)) ids.add(row.id);
  }
  let changed = 0;
  const set = db.prepare("UPDATE persons SET redacted = ? WHERE id = ? AND redacted <> ?");
  for (const row of db.prepare("SELECT id FROM persons WHERE redacted = 1").all() as { id: number }[]) {
    if (!ids.has(row.id)) changed += set.run(0, row.id, 0).changes;
  }
  for (const id of ids) changed += set.run(1, id, 1).changes;
  const redacted = (db.prepare("SELECT count(*) AS n FROM persons WHERE redacted = 1").get() as { n: number }).n;
  return { redacted, changed };
}
