/**
 * The demo register generator (`swiss-register generate`): a realistic, deterministic Swiss commercial register for
 * a seed, written to a SQLite file. It builds into a temporary file beside the target and renames it over the target
 * only when complete, so a reader never sees a half-written register.
 *
 * Content depends only on the seed and the number of companies (never on the clock: "today" is REFERENCE_DATE);
 * only `dataset.built_at` records when it was built.
 */
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { openForBuild, type SqliteDatabase } from "../store/sqlite/database.js";
import { writeReferenceTables } from "../store/sqlite/reference-tables.js";
import { buildSearchIndexes } from "../store/sqlite/search-indexes.js";
import type { Notice } from "./notice.js";
import { RegisterSimulation } from "./simulation.js";
import { SqliteSink } from "./writer.js";

export { REFERENCE_DATE } from "./calendar.js";
export { renderNotice, renderEntry, NoticeSchema, NoticeEntrySchema, type Notice, type NoticeEntry } from "./notice.js";

export interface GenerateOptions {
  companies: number;
  seed: number;
  path: string;
  onProgress?: (progress: GenerateProgress) => void;
}

export interface GenerateProgress {
  phase: string;
  done: number;
  total: number;
}

export interface GenerateSummary {
  companies: number;
  persons: number;
  mandates: number;
  publications: number;
  seconds: number;
  bytes: number;
}

/**
 * The notices of a generated register with their texts, without writing a database: for tests that parse the texts
 * and compare with the structured notices they were rendered from. Same seed and count as generateRegister give the
 * same notices.
 */
export function generateNotices(options: { companies: number; seed: number }): Array<{ notice: Notice; text: string }> {
  const out: Array<{ notice: Notice; text: string }> = [];
  const ignore = () => {};
  const simulation = new RegisterSimulation(options.seed, options.companies, {
    person: ignore,
    company: ignore,
    companyName: ignore,
    mandate: ignore,
    publication: ignore,
  });
  simulation.onNotice = (notice, text) => out.push({ notice, text });
  simulation.runRange(1, options.companies);
  return out;
}

/** Largest register the generator builds (the configuration's DEMO_COMPANIES allows up to 2 million). */
export const MAX_COMPANIES = 2_000_000;

const CHUNK = 5_000;

/**
 * Secondary indexes of the register tables: dropped during the bulk load and created once at the end, sorting once
 * instead of inserting millions of keys in random order.
 */
function dropSecondaryIndexes(db: SqliteDatabase): string[] {
  const indexes = db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN ('companies', 'persons', 'mandates', 'publications') ORDER BY name",
    )
    .all() as Array<{ name: string; sql: string }>;
  for (const index of indexes) db.exec(`DROP INDEX "${index.name}"`);
  return indexes.map((index) => index.sql);
}

function removeFile(path: string): void {
  for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(path + suffix, { force: true });
}

export async function generateRegister(options: GenerateOptions): Promise<GenerateSummary> {
  const { companies, seed } = options;
  if (!Number.isInteger(companies) || companies < 1 || companies > MAX_COMPANIES) {
    throw new RangeError(`companies must be an integer 1..${MAX_COMPANIES}, got ${companies}`);
  }
  if (!Number.isSafeInteger(seed) || seed < 0) throw new RangeError(`seed must be a non-negative integer, got ${seed}`);
  const started = performance.now();
  const report = options.onProgress ?? (() => {});
  const target = resolve(options.path);
  mkdirSync(dirname(target), { recursive: true });
  const temporary = `${target}.tmp-${process.pid}`;
  removeFile(temporary);

  const db = openForBuild(temporary);
  let simulation: RegisterSimulation;
  try {
    report({ phase: "reference data", done: 0, total: 1 });
    writeReferenceTables(db);
    report({ phase: "reference data", done: 1, total: 1 });

    const indexes = dropSecondaryIndexes(db);
    simulation = new RegisterSimulation(seed, companies, new SqliteSink(db));
    db.exec("BEGIN");
    let pending = 0;
    report({ phase: "companies", done: 0, total: companies });
    for (let from = 1; from <= companies; from += CHUNK) {
      const to = Math.min(companies, from + CHUNK - 1);
      simulation.runRange(from, to);
      pending += to - from + 1;
      if (pending >= 50_000 || to === companies) {
        db.exec("COMMIT");
        db.exec("BEGIN");
        pending = 0;
      }
      report({ phase: "companies", done: to, total: companies });
      // Let the event loop breathe (a server generating its first register can still log and answer health checks).
      await new Promise((resolveTick) => setImmediate(resolveTick));
    }
    db.exec("COMMIT");

    report({ phase: "indexes", done: 0, total: indexes.length });
    indexes.forEach((sql, i) => {
      db.exec(sql);
      report({ phase: "indexes", done: i + 1, total: indexes.length });
    });
    report({ phase: "search indexes", done: 0, total: 1 });
    // buildSearchIndexes writes while it iterates, which better-sqlite3 allows only in unsafe mode.
    db.unsafeMode(true);
    buildSearchIndexes(db);
    db.unsafeMode(false);
    report({ phase: "search indexes", done: 1, total: 1 });

    const counts = simulation.counts;
    const dataset = db.prepare("INSERT OR REPLACE INTO dataset (key, value) VALUES (?, ?)");
    db.transaction(() => {
      dataset.run("source", "demo");
      dataset.run("seed", String(seed));
      dataset.run("built_at", new Date().toISOString());
      dataset.run("companies", String(counts.companies));
      dataset.run("persons", String(counts.persons));
      dataset.run("mandates", String(counts.mandates));
      dataset.run("publications", String(counts.publications));
    })();
    db.close();
  } catch (error) {
    if (db.open) db.close();
    removeFile(temporary);
    throw error;
  }
  renameSync(temporary, target);
  for (const suffix of ["-journal", "-wal", "-shm"]) if (existsSync(target + suffix)) rmSync(target + suffix, { force: true });
  const counts = simulation.counts;
  return {
    companies: counts.companies,
    persons: counts.persons,
    mandates: counts.mandates,
    publications: counts.publications,
    seconds: (performance.now() - started) / 1000,
    bytes: statSync(target).size,
  };
}
