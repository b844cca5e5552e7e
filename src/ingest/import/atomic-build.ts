/**
 * Never a half-written register: an import works on a copy of the database (`<db>.import-<pid>.tmp`, beside it, on
 * the same file system), verifies the copy, and renames it over the database in one atomic step. A server that has
 * the old file open keeps reading it (its open handle) until it restarts; a new server opens the new file. A lock
 * file (`<db>.import.lock`) keeps two imports from racing; the copies of killed imports are removed by the next one.
 */
import Database from "better-sqlite3";
import { constants, copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { openForReading, type SqliteDatabase } from "../../store/sqlite/database.js";
import { SCHEMA_VERSION } from "../../store/sqlite/migrations.js";
import { acquireFileLock, fsyncPath } from "../../store/file-lock.js";

/** A problem that stops an import before anything is replaced; its message is the one line to print. */
export class ImportError extends Error {}


export function lockPath(databasePath: string): string {
  return `${databasePath}.import.lock`;
}

export function tempPathFor(databasePath: string, pid = process.pid): string {
  return `${databasePath}.import-${pid}.tmp`;
}

/** Takes the import lock; returns its release. Throws ImportError while another live import holds it. */
export function acquireImportLock(databasePath: string): () => void {
  const path = lockPath(databasePath);
  mkdirSync(dirname(databasePath), { recursive: true });
  return acquireFileLock(path, {
    busy: (holder) => new ImportError(`another import (process ${holder}) is working on ${databasePath}; wait for it to finish`),
    stuck: () => new ImportError(`cannot take the import lock ${path}`),
  });
}

/** Removes the working copies left by killed imports. Call with the lock held. Returns the removed paths. */
export function removeStaleCopies(databasePath: string): string[] {
  const directory = dirname(databasePath);
  const prefix = `${basename(databasePath)}.import-`;
  const removed: string[] = [];
  if (!existsSync(directory)) return removed;
  for (const name of readdirSync(directory)) {
    const match = name.startsWith(prefix) ? /^(\d+)\.tmp(?:-journal|-wal|-shm)?$/.exec(name.slice(prefix.length)) : null;
    if (!match || Number(match[1]) === process.pid) continue;
    rmSync(join(directory, name), { force: true });
    removed.push(join(directory, name));
  }
  return removed;
}

/** What the database says it holds (dataset.source), or null when there is no database. */
export function datasetSource(databasePath: string): string | null {
  if (!existsSync(databasePath)) return null;
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'dataset'").get();
    if (!hasTable) return "";
    const row = db.prepare("SELECT value FROM dataset WHERE key = 'source'").get() as { value: string } | undefined;
    return row?.value ?? "";
  } finally {
    db.close();
  }
}

/**
 * Makes the working copy: a copy of the database (a consistent online backup when a write-ahead log is present),
 * or nothing when starting fresh (the build creates it).
 */
export async function makeWorkingCopy(databasePath: string, tempPath: string, fresh: boolean): Promise<void> {
  rmSync(tempPath, { force: true });
  if (fresh || !existsSync(databasePath)) return;
  const wal = `${databasePath}-wal`;
  if (existsSync(wal) && statSync(wal).size > 0) {
    const source = new Database(databasePath, { readonly: true, fileMustExist: true });
    try {
      await source.backup(tempPath);
    } finally {
      source.close();
    }
    return;
  }
  copyFileSync(databasePath, tempPath, constants.COPYFILE_FICLONE);
}

export interface TableCounts {
  companies: number;
  persons: number;
  mandates: number;
  publications: number;
}

export function tableCounts(db: SqliteDatabase): TableCounts {
  const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  return { companies: count("companies"), persons: count("persons"), mandates: count("mandates"), publications: count("publications") };
}

/** Checks the finished copy before it may replace the database; returns the problems found (none: swap). */
export function verifyBuild(db: SqliteDatabase, before: TableCounts | null): string[] {
  const problems: string[] = [];
  const integrity = db.pragma("integrity_check") as { integrity_check: string }[];
  if (integrity.length !== 1 || integrity[0].integrity_check !== "ok") {
    problems.push(`integrity_check: ${integrity.slice(0, 5).map((r) => r.integrity_check).join("; ")}`);
  }
  const version = db.pragma("user_version", { simple: true }) as number;
  if (version !== SCHEMA_VERSION) problems.push(`schema version ${version}, expected ${SCHEMA_VERSION}`);
  const dangling: [string, string][] = [
    ["mandates without their company", "SELECT count(*) AS n FROM mandates m WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.id = m.company_id)"],
    ["mandates without their person", "SELECT count(*) AS n FROM mandates m WHERE NOT EXISTS (SELECT 1 FROM persons p WHERE p.id = m.person_id)"],
    ["publications without their company", "SELECT count(*) AS n FROM publications p WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.id = p.company_id)"],
    ["names without their company", "SELECT count(*) AS n FROM company_names n WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.id = n.company_id)"],
    ["companies missing from the search order", "SELECT count(*) AS n FROM companies WHERE search_rank IS NULL"],
  ];
  for (const [what, sql] of dangling) {
    const n = (db.prepare(sql).get() as { n: number }).n;
    if (n > 0) problems.push(`${n} ${what}`);
  }
  const after = tableCounts(db);
  if (before) {
    // An import adds to the register and replays it; it never loses companies or notices.
    if (after.companies < before.companies) problems.push(`companies would drop from ${before.companies} to ${after.companies}`);
    if (after.publications < before.publications) problems.push(`publications would drop from ${before.publications} to ${after.publications}`);
  }
  return problems;
}

/** Opens the closed copy the way the server will, to be sure it can serve. */
export function checkServable(tempPath: string): void {
  const db = openForReading(tempPath);
  try {
    db.prepare("SELECT count(*) FROM companies").get();
  } finally {
    db.close();
  }
}


/** Puts the verified copy in place of the database: flushed to disk, then one rename. */
export function swapIntoPlace(tempPath: string, databasePath: string): void {
  fsyncPath(tempPath);
  renameSync(tempPath, databasePath);
  try {
    fsyncPath(dirname(databasePath));
  } catch {
    // Some file systems cannot fsync a directory; the rename itself is atomic.
  }
}
