/**
 * One import run: read the input files into records, store them in a working copy of the register, replay the
 * companies whose records changed, rebuild the search indexes, verify, and swap the copy into place. Ends with a
 * report (also written as JSON): records added, changed and unchanged, and every record that could not be used.
 */
import Database from "better-sqlite3";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { openForBuild, readRegisterStamp, type SqliteDatabase } from "../../store/sqlite/database.js";
import { SCHEMA_VERSION } from "../../store/sqlite/migrations.js";
import { writeReferenceTables } from "../../store/sqlite/reference-tables.js";
import type { BuildProgress } from "../../domain/build-progress.js";
import { buildSearchIndexes } from "../../store/sqlite/search-indexes.js";
import { buildDetailAnswers, hasDetailAnswers } from "../../runtime/detail-answers.js";
import { applyRedactions, liftedRedactions, readRedactedIdentities, storeRedactionList, type Redaction } from "../files/redactions.js";
import { listInputFiles, readInputFile } from "../files/read-inputs.js";
import { ReplayWriter, type PersonLineCoverage, type RowCounts } from "../replay/apply-replay.js";
import type { PersonLineParser } from "../replay/replay-company.js";
import {
  acquireImportLock,
  checkServable,
  datasetSource,
  ImportError,
  makeWorkingCopy,
  removeStaleCopies,
  swapIntoPlace,
  tableCounts,
  tempPathFor,
  verifyBuild,
  type TableCounts,
} from "./atomic-build.js";
import { ImportStore, type Outcome } from "./import-store.js";
import { recordFormatProblem, type RecordFailure } from "./records.js";

export type ImportSource = "zefix" | "sogc" | "files";

/** How far a run is, reported phase by phase; the caller decides how to show it (the CLI passes its progress line). */
export type ImportProgress = BuildProgress;

export interface ImportOptions {
  databasePath: string;
  source: ImportSource;
  /** Files and directories to read. */
  inputs: string[];
  /** A parsed redaction list replacing the stored one; undefined keeps the stored list. */
  redactions?: Redaction[];
  /** Allow the import to make persons visible that the register redacts now; without it such an import is refused. */
  liftRedactions?: boolean;
  /** Build a new register instead of adding to the existing one. */
  fresh?: boolean;
  /** Replay every company, not only those whose records changed (after a parser upgrade). */
  replayAll?: boolean;
  /** Where to write the JSON report; default `<db>.import-report.json`. */
  reportPath?: string;
  /** Failures of an earlier stage (fetching) to report with this run's. */
  earlierFailures?: RecordFailure[];
  /** import_state entries to record when the run succeeds (e.g. the last day synced). */
  state?: Record<string, string>;
  parsePersonLines: PersonLineParser;
  onProgress?: (progress: ImportProgress) => void;
  log?: (line: string) => void;
  /** The caller holds the import lock already (it fetched into the cache under it). */
  lockHeld?: boolean;
  /** Test hook: stop and wait before this phase (read, replay, indexes, verify, swap); see SWISS_REGISTER_IMPORT_HOLD. */
  holdBefore?: string;
}

type Tally = Record<Outcome, number>;

export interface ImportReport {
  source: ImportSource;
  database: string;
  started_at: string;
  finished_at: string;
  seconds: number;
  inputs: string[];
  files: number;
  records: { publications: Tally; snapshots: Tally; failed: number };
  store: {
    companies: RowCounts; persons: RowCounts; mandates: RowCounts; company_names: RowCounts; redacted_persons: number;
    /** Persons redacted before this import and visible after it (only with liftRedactions). */
    lifted_redactions: number;
  };
  dataset: TableCounts;
  publications_per_second: number;
  /** Person sentences of the replayed publications that the person-line parser could not read. */
  person_lines: PersonLineCoverage;
  swapped: boolean;
  failures: RecordFailure[];
}

const BATCH = 2000;

async function hold(phase: string, options: ImportOptions): Promise<void> {
  if (options.holdBefore !== phase) return;
  process.stderr.write(`import: holding before ${phase} (SWISS_REGISTER_IMPORT_HOLD)\n`);
  await new Promise<never>(() => setInterval(() => undefined, 1 << 30));
}

function setDataset(db: SqliteDatabase, source: ImportSource, counts: TableCounts): void {
  const get = db.prepare<[string], { value: string }>("SELECT value FROM dataset WHERE key = ?");
  const previous = get.get("sources")?.value ?? "";
  const sources = [...new Set([...previous.split(",").filter(Boolean), source])].sort().join(",");
  const set = db.prepare("INSERT INTO dataset (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value");
  const entries: [string, string][] = [
    ["source", source],
    ["sources", sources],
    ["built_at", new Date().toISOString()],
    ["companies", String(counts.companies)],
    ["persons", String(counts.persons)],
    ["mandates", String(counts.mandates)],
    ["publications", String(counts.publications)],
  ];
  for (const [key, value] of entries) set.run(key, value);
}

export async function runImport(options: ImportOptions): Promise<ImportReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const progress = options.onProgress ?? (() => undefined);
  const { databasePath } = options;
  mkdirSync(dirname(databasePath), { recursive: true });

  const release = options.lockHeld ? () => undefined : acquireImportLock(databasePath);
  const tempPath = tempPathFor(databasePath);
  let db: SqliteDatabase | undefined;
  try {
    for (const path of removeStaleCopies(databasePath)) log(`removed the working copy of an interrupted import: ${path}`);
    const existing = datasetSource(databasePath);
    if (existing === "demo" && !options.fresh) {
      throw new ImportError(`${databasePath} holds the generated demo register; import with --fresh to replace it with real data`);
    }
    // The demo register's persons are fictitious: replacing it lifts nothing.
    const redactedBefore = existing !== null && existing !== "demo" ? readRedactedIdentities(databasePath) : [];
    await makeWorkingCopy(databasePath, tempPath, options.fresh ?? false);
    // A register of an older schema gets the newer one's tables empty (openForBuild migrates it): what is derived
    // from the rows (search indexes, kept tables, finished answers) is built again even when no record changes.
    const builtVersion = readRegisterStamp(tempPath).version;
    const upgraded = builtVersion !== null && builtVersion < SCHEMA_VERSION;
    db = openForBuild(tempPath);
    // The working copy is thrown away on any failure, so it needs no rollback journal. better-sqlite3's defensive
    // mode ignores journal_mode = OFF (openForBuild's request), and forbids writing while iterating, which
    // buildSearchIndexes does: both need unsafe mode, on this private copy only.
    db.unsafeMode(true);
    db.pragma("journal_mode = OFF");
    const before = existing !== null && !options.fresh ? tableCounts(db) : null;
    writeReferenceTables(db);

    const failures: RecordFailure[] = [...(options.earlierFailures ?? [])];
    const records = {
      publications: { added: 0, changed: 0, unchanged: 0 } as Tally,
      snapshots: { added: 0, changed: 0, unchanged: 0 } as Tally,
      failed: 0,
    };
    const store = new ImportStore(db);

    await hold("read", options);
    const { files, skipped } = listInputFiles(options.inputs);
    failures.push(...skipped);
    let inTransaction = 0;
    const writeDb = db;
    const begin = () => writeDb.exec("BEGIN");
    const commit = () => writeDb.exec("COMMIT");
    begin();
    for (const [index, file] of files.entries()) {
      for await (const item of readInputFile(file, relative(process.cwd(), file) || file)) {
        if (item.kind === "failure") {
          failures.push(item.failure);
          continue;
        }
        const problem = recordFormatProblem(item);
        if (problem) {
          failures.push({ where: item.where, reason: `refused: ${problem}` });
          continue;
        }
        const result = item.kind === "publication" ? store.putPublication(item.record) : store.putSnapshot(item.record);
        if (!result) failures.push({ where: item.where, reason: "names no company (no EHRA-ID, UID or CH-number)" });
        else records[item.kind === "publication" ? "publications" : "snapshots"][result.outcome]++;
        if (++inTransaction >= BATCH) {
          commit();
          begin();
          inTransaction = 0;
        }
      }
      progress({ phase: "read", done: index + 1, total: files.length });
    }
    if (options.redactions) storeRedactionList(db, options.redactions);
    commit();

    await hold("replay", options);
    const companies = options.replayAll
      ? (db.prepare("SELECT company_id FROM publications UNION SELECT company_id FROM import_snapshots ORDER BY 1").all() as { company_id: number }[]).map((r) => r.company_id)
      : [...store.touched].sort((a, b) => a - b);
    const writer = new ReplayWriter(db, store, options.parsePersonLines);
    const keyOf = db.prepare<[number], { key: string }>("SELECT key FROM import_publication_keys WHERE publication_id = ?");
    const replayStarted = Date.now();
    begin();
    for (const [index, companyId] of companies.entries()) {
      for (const failure of writer.replay(companyId)) {
        const key = keyOf.get(failure.publicationId)?.key;
        failures.push({ where: `publication ${failure.publicationId}${key ? ` (${key})` : ""}`, reason: failure.reason });
      }
      if ((index + 1) % 500 === 0) {
        commit();
        begin();
      }
      if ((index + 1) % 1000 === 0 || index + 1 === companies.length) progress({ phase: "replay", done: index + 1, total: companies.length });
    }
    writer.removeOrphans();
    const redaction = applyRedactions(db);
    commit();
    const lifted = liftedRedactions(db, redactedBefore);
    if (lifted.length > 0 && !options.liftRedactions) {
      const shown = lifted.slice(0, 10).join(", ");
      throw new ImportError(
        `this import would lift the redaction of ${lifted.length} ${lifted.length === 1 ? "person" : "persons"} ` +
          `(id ${shown}${lifted.length > 10 ? ", …" : ""}): the ${options.redactions ? "redaction list given" : "stored redaction list"} ` +
          "no longer names them. The register is unchanged. Check the list; if lifting is meant, run again with --lift-redactions.",
      );
    }
    const replaySeconds = (Date.now() - replayStarted) / 1000;

    const { counts } = writer;
    const changed =
      before === null ||
      upgraded ||
      redaction.changed > 0 ||
      Object.values(counts).some((c) => c.added + c.changed + c.removed > 0) ||
      records.publications.added + records.publications.changed > 0;
    await hold("indexes", options);
    if (changed) {
      await buildSearchIndexes(db, { onProgress: progress });
    }
    const dataset = tableCounts(db);
    db.transaction(() => {
      setDataset(db!, options.source, dataset);
      const setState = db!.prepare("INSERT INTO import_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value");
      for (const [key, value] of Object.entries(options.state ?? {})) setState.run(key, value);
    })();
    // Last, from the final rows and dataset: every detail's finished answer (also for a register built before them).
    if (changed || !hasDetailAnswers(db)) await buildDetailAnswers(db, progress);

    await hold("verify", options);
    progress({ phase: "verify", done: 0, total: 1 });
    const problems = verifyBuild(db, before);
    db.close();
    db = undefined;
    if (problems.length > 0) throw new ImportError(`the new register failed verification, the old one stays: ${problems.join("; ")}`);
    checkServable(tempPath);
    progress({ phase: "verify", done: 1, total: 1 });

    await hold("swap", options);
    swapIntoPlace(tempPath, databasePath);

    records.failed = failures.length;
    const finished = Date.now();
    const publicationsSeen = records.publications.added + records.publications.changed + records.publications.unchanged;
    const report: ImportReport = {
      source: options.source,
      database: databasePath,
      started_at: new Date(started).toISOString(),
      finished_at: new Date(finished).toISOString(),
      seconds: (finished - started) / 1000,
      inputs: options.inputs,
      files: files.length,
      records,
      store: {
        companies: counts.companies,
        persons: counts.persons,
        mandates: counts.mandates,
        company_names: counts.names,
        redacted_persons: redaction.redacted,
        lifted_redactions: lifted.length,
      },
      dataset,
      publications_per_second: Math.round(publicationsSeen / Math.max((finished - started) / 1000, 0.001)),
      person_lines: writer.coverage,
      swapped: true,
      failures,
    };
    log(`replayed ${companies.length} companies in ${replaySeconds.toFixed(1)} s`);
    writeReport(report, options.reportPath ?? `${databasePath}.import-report.json`);
    return report;
  } catch (error) {
    db?.close();
    rmSync(tempPath, { force: true });
    throw error;
  } finally {
    release();
  }
}

export function writeReport(report: ImportReport, path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
}

/** A value the last successful import recorded (import_state), or null (no database, older schema, never set). */
export function readImportState(databasePath: string, key: string): string | null {
  if (!existsSync(databasePath)) return null;
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'import_state'").get();
    if (!table) return null;
    return (db.prepare("SELECT value FROM import_state WHERE key = ?").get(key) as { value: string } | undefined)?.value ?? null;
  } finally {
    db.close();
  }
}
