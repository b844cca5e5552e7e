/**
 * The demo register generator (`swiss-register generate`): a realistic, deterministic Swiss commercial register for
 * a seed, written to a SQLite file. It builds into a temporary file beside the target and renames it over the target
 * only when complete, so a reader never sees a half-written register. Decisions: src/generate/README.md.
 *
 * Content depends only on the seed and the number of companies (never on the clock: "today" is REFERENCE_DATE);
 * only `dataset.built_at` records when it was built. Large registers simulate in a worker thread beside the SQLite
 * writer; the rows and their order are the same either way.
 */
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { on } from "node:events";
import { openForBuild, type SqliteDatabase } from "../store/sqlite/database.js";
import { writeReferenceTables } from "../store/sqlite/reference-tables.js";
import type { BuildProgress } from "../domain/build-progress.js";
import { buildSearchIndexes } from "../store/sqlite/search-indexes.js";
import { buildDetailAnswers } from "../runtime/detail-answers.js";
import { startModuleWorker } from "../runtime/worker-thread.js";
import type { Notice } from "./notice.js";
import { RegisterSimulation, type SimulationCounts } from "./simulation.js";
import type { WorkerBatch, WorkerDone, WorkerInput } from "./worker.js";
import { SqliteSink, SqliteWriter } from "./writer.js";

type WorkerMessage = WorkerBatch | WorkerDone | { type: "ready" };

export { REFERENCE_DATE } from "./calendar.js";
export { renderNotice, renderEntry, NoticeSchema, NoticeEntrySchema, type Notice, type NoticeEntry } from "./notice.js";

export interface GenerateOptions {
  companies: number;
  seed: number;
  path: string;
  onProgress?: (progress: GenerateProgress) => void;
}

export type GenerateProgress = BuildProgress;

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
  let counts: SimulationCounts;
  try {
    report({ phase: "reference data", done: 0, total: 1 });
    writeReferenceTables(db);
    report({ phase: "reference data", done: 1, total: 1 });

    const indexes = dropSecondaryIndexes(db);
    const writer = new SqliteWriter(db);
    report({ phase: "companies", done: 0, total: companies });
    counts = (companies >= PARALLEL_FROM ? await simulateInWorker(db, writer, seed, companies, report) : null) ?? (await simulateInline(db, writer, seed, companies, report));

    // buildSearchIndexes writes while it iterates, which better-sqlite3 allows only in unsafe mode.
    db.unsafeMode(true);
    await buildSearchIndexes(db, { onProgress: report });
    db.unsafeMode(false);
    // After the search build, which sets every company's search_rank: the unique index is then built once.
    report({ phase: "indexes", done: 0, total: indexes.length });
    indexes.forEach((sql, i) => {
      db.exec(sql);
      report({ phase: "indexes", done: i + 1, total: indexes.length });
    });

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
    // Last: an answer says where its data comes from (the dataset) and reads every index.
    await buildDetailAnswers(db, report);
    db.close();
  } catch (error) {
    if (db.open) db.close();
    removeFile(temporary);
    throw error;
  }
  renameSync(temporary, target);
  for (const suffix of ["-journal", "-wal", "-shm"]) if (existsSync(target + suffix)) rmSync(target + suffix, { force: true });
  return {
    companies: counts.companies,
    persons: counts.persons,
    mandates: counts.mandates,
    publications: counts.publications,
    seconds: (performance.now() - started) / 1000,
    bytes: statSync(target).size,
  };
}

/** Companies per batch (a progress step, a yield to the event loop, a message from the worker). */
const BATCH = 2_000;
/** Companies per transaction. */
const COMMIT_EVERY = 50_000;
/** From this size the simulation runs in a worker thread beside the writer. */
const PARALLEL_FROM = 50_000;

type Report = (progress: GenerateProgress) => void;

/** Simulation and writing in this thread. */
async function simulateInline(db: SqliteDatabase, writer: SqliteWriter, seed: number, companies: number, report: Report): Promise<SimulationCounts> {
  const sink = new SqliteSink(writer);
  const simulation = new RegisterSimulation(seed, companies, sink);
  db.exec("BEGIN");
  for (let from = 1; from <= companies; from += BATCH) {
    const to = Math.min(companies, from + BATCH - 1);
    simulation.runRange(from, to);
    sink.flush();
    if (to % COMMIT_EVERY < BATCH) {
      db.exec("COMMIT");
      db.exec("BEGIN");
    }
    report({ phase: "companies", done: to, total: companies });
    // Let the event loop breathe (a server generating its first register can still log and answer health checks).
    await new Promise((resolveTick) => setImmediate(resolveTick));
  }
  db.exec("COMMIT");
  return simulation.counts;
}

/**
 * Simulation in a worker thread, writing here: the two run in parallel. Resolves to null when the worker cannot
 * start (for instance under a test runner that compiles TypeScript itself); the caller then runs inline.
 */
async function simulateInWorker(db: SqliteDatabase, writer: SqliteWriter, seed: number, companies: number, report: Report): Promise<SimulationCounts | null> {
  const written = new SharedArrayBuffer(4);
  const input: WorkerInput = { seed, companies, batch: BATCH, written, ahead: 4 };
  const worker = startModuleWorker(import.meta.url, "./worker", input);
  if (!worker) return null;
  // Messages arrive in order; the worker's exit ends the iteration after the last one (an early exit shows as an
  // iteration that ends without `done`), a worker error is thrown by the iteration.
  const messages = on(worker, "message", { close: ["exit"] })[Symbol.asyncIterator]() as AsyncIterator<[WorkerMessage]>;
  try {
    const first = await messages.next();
    if (first.done || first.value[0].type !== "ready") throw new Error("the generator worker did not start");
  } catch {
    await worker.terminate();
    return null;
  }
  const counter = new Int32Array(written);
  db.exec("BEGIN");
  try {
    for (;;) {
      const next = await messages.next();
      if (next.done) throw new Error("the generator worker stopped early");
      const message = next.value[0];
      if (message.type === "done") {
        db.exec("COMMIT");
        return message.counts;
      }
      if (message.type !== "batch") continue;
      writer.write(message.rows);
      Atomics.add(counter, 0, 1);
      Atomics.notify(counter, 0);
      if (message.to % COMMIT_EVERY < BATCH) {
        db.exec("COMMIT");
        db.exec("BEGIN");
      }
      report({ phase: "companies", done: message.to, total: companies });
    }
  } finally {
    await worker.terminate();
  }
}
