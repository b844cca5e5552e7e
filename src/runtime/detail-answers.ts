/**
 * Builds the finished detail answers of a register file (issue 19): every company's and every public person's
 * detail, assembled by the local backend exactly as a request would assemble it, stored compressed, one row each
 * (src/backend/detail-answers.ts). Run by `generate` and `import` once the register's tables, indexes and dataset
 * are final; the server then answers a detail with one read. At scale the details are assembled in worker threads,
 * each reading the file through its own connection, while this thread writes their answers.
 */
import { on } from "node:events";
import { rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { createLocalBackend } from "../backend/local.js";
import { answerDictionary, encodeDetailAnswer, PlaceholderLinks } from "../backend/detail-answers.js";
import type { DetailAnswerKind } from "../store/port.js";
import type { SqliteDatabase } from "../store/sqlite/database.js";
import { detachDetailReads, detailRunReads, detailScratchFiles, prepareDetailReads } from "../store/sqlite/detail-reads.js";
import { createSqliteStore } from "../store/sqlite/store.js";
import { startModuleWorker } from "./worker-thread.js";

/** Details per run: what a builder reads in bulk, a transaction, a progress step. */
const RUN = 2_000;
/** From this many details the answers are assembled in worker threads (below, starting them costs more). */
const PARALLEL_FROM = 50_000;
/** Runs handed to a worker ahead of its answers, so that it never waits for the writer. */
const RUNS_AHEAD = 2;

export interface DetailAnswersProgress {
  phase: "detail answers";
  done: number;
  total: number;
}

export interface DetailAnswersSummary {
  companies: number;
  persons: number;
  /** Details whose answer could not be stored as it is (they are assembled per request instead). */
  leftOut: number;
  /** Compressed bytes stored. */
  bytes: number;
  /** Worker threads that assembled them (0: this thread). */
  workers: number;
  /** Time spent laying out the rows details read across the register (src/store/sqlite/detail-reads.ts). */
  preparedSeconds: number;
  seconds: number;
}

/** A run of consecutive details of one kind. */
export interface DetailRun {
  kind: DetailAnswerKind;
  ids: number[];
}

/** A run's answers: one per id that has one (a person the register ordered hidden has none). */
export interface BuiltRun {
  kind: DetailAnswerKind;
  ids: number[];
  answers: Uint8Array[];
  leftOut: number;
}

/** The dictionary each kind of answer is compressed against (src/backend/detail-answers.ts). */
export type AnswerDictionaries = Record<DetailAnswerKind, Buffer | null>;

/** How many details of each kind, spread over the register, make its dictionary. */
const DICTIONARY_SAMPLES = 64;

/**
 * The dictionaries of a register's answers: each from details spread evenly over the ids of its kind (the same
 * register gives the same dictionaries, so a build is reproducible). The answers must not be built yet.
 */
function buildAnswerDictionaries(db: SqliteDatabase): Promise<AnswerDictionaries> {
  const links = new PlaceholderLinks();
  const backend = createLocalBackend(createSqliteStore(db), { links });
  const sampleOf = async (kind: DetailAnswerKind, table: string) => {
    const count = db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
    const step = Math.max(1, Math.floor(count / DICTIONARY_SAMPLES));
    const ids = db.prepare(`SELECT id FROM ${table} WHERE rowid % ? = 0 ORDER BY id LIMIT ?`).pluck().all(step, DICTIONARY_SAMPLES) as number[];
    const samples: string[] = [];
    for (const id of ids) {
      const detail = kind === "company" ? await backend.getCompany(id) : await backend.getPerson(id);
      if (detail) samples.push(JSON.stringify(detail));
    }
    return samples.length > 0 ? answerDictionary(samples) : null;
  };
  return Promise.all([sampleOf("company", "companies"), sampleOf("person", "persons")]).then(([company, person]) => ({ company, person }));
}

/** Assembles and encodes runs of details over one connection to the register, with the scratch database attached. */
export function detailRunBuilder(db: SqliteDatabase, dictionaries: AnswerDictionaries): (run: DetailRun) => Promise<BuiltRun> {
  const reads = detailRunReads(db, createSqliteStore(db));
  const links = new PlaceholderLinks();
  const backend = createLocalBackend(reads.store, { links });
  return async ({ kind, ids }) => {
    const first = ids[0];
    const last = ids[ids.length - 1];
    if (kind === "company") reads.loadCompanies(first, last);
    else reads.loadPersons(first, last);
    const built: BuiltRun = { kind, ids: [], answers: [], leftOut: 0 };
    for (const id of ids) {
      links.reset();
      const detail = kind === "company" ? await backend.getCompany(id) : await backend.getPerson(id);
      if (!detail) continue;
      const answer = encodeDetailAnswer(detail, links, dictionaries[kind]);
      if (!answer) {
        built.leftOut++;
        continue;
      }
      built.ids.push(id);
      built.answers.push(answer);
    }
    return built;
  };
}

/** The register's details in runs: companies, then persons, each in id order. */
function* detailRuns(db: SqliteDatabase): Generator<DetailRun> {
  for (const [kind, table] of [["company", "companies"], ["person", "persons"]] as const) {
    const nextIds = db.prepare<[number, number], number>(`SELECT id FROM ${table} WHERE id > ? ORDER BY id LIMIT ?`).pluck();
    for (let ids = nextIds.all(-1, RUN); ids.length > 0; ids = nextIds.all(ids[ids.length - 1], RUN)) yield { kind, ids };
  }
}

/** Whether the register holds finished answers (a register built before them is answered without). */
export function hasDetailAnswers(db: SqliteDatabase): boolean {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'company_answers'").get();
  return table !== undefined && db.prepare("SELECT 1 FROM company_answers LIMIT 1").get() !== undefined;
}

export interface BuildDetailAnswersOptions {
  /** Worker threads to assemble in; default: one per core (at most 4), none for a small register. */
  workers?: number;
}

/**
 * Replaces the register's finished answers with answers built from its present rows. The database must be a file,
 * writable, and not in a transaction.
 */
export async function buildDetailAnswers(
  db: SqliteDatabase,
  onProgress: (progress: DetailAnswersProgress) => void = () => {},
  options: BuildDetailAnswersOptions = {},
): Promise<DetailAnswersSummary> {
  const started = performance.now();
  db.exec("DELETE FROM company_answers; DELETE FROM person_answers; DELETE FROM answer_dictionaries;");
  const total = (db.prepare("SELECT (SELECT count(*) FROM companies) + (SELECT count(*) FROM persons)").pluck().get() as number) ?? 0;
  const summary: DetailAnswersSummary = { companies: 0, persons: 0, leftOut: 0, bytes: 0, workers: 0, preparedSeconds: 0, seconds: 0 };
  const insert = {
    company: db.prepare("INSERT INTO company_answers (company_id, answer) VALUES (?, ?)"),
    person: db.prepare("INSERT INTO person_answers (person_id, answer) VALUES (?, ?)"),
  };
  let done = 0;
  const write = db.transaction((run: BuiltRun, size: number) => {
    run.ids.forEach((id, i) => {
      insert[run.kind].run(id, run.answers[i]);
      summary.bytes += run.answers[i].length;
    });
    if (run.kind === "company") summary.companies += run.ids.length;
    else summary.persons += run.ids.length;
    summary.leftOut += run.leftOut;
    done += size;
    onProgress({ phase: "detail answers", done, total });
  });
  onProgress({ phase: "detail answers", done: 0, total });

  const dictionaries = await buildAnswerDictionaries(db);
  const storeDictionary = db.prepare("INSERT INTO answer_dictionaries (kind, dictionary) VALUES (?, ?)");
  for (const kind of ["company", "person"] as const) if (dictionaries[kind]) storeDictionary.run(kind, dictionaries[kind]);
  const scratchPath = `${db.name}.detail-reads`;
  const removeScratch = () => Object.values(detailScratchFiles(scratchPath)).forEach((path) => rmSync(path, { force: true }));
  removeScratch();
  try {
    const workers = options.workers ?? (total >= PARALLEL_FROM ? Math.min(4, availableParallelism()) : 0);
    const preparing = performance.now();
    await prepareDetailReads(db, scratchPath, { inWorker: workers > 0 });
    summary.preparedSeconds = (performance.now() - preparing) / 1000;
    summary.workers = workers > 0 ? await buildInWorkers(db, workers, scratchPath, dictionaries, write) : 0;
    if (summary.workers === 0) {
      const build = detailRunBuilder(db, dictionaries);
      for (const run of detailRuns(db)) write(await build(run), run.ids.length);
    }
  } finally {
    detachDetailReads(db);
    removeScratch();
  }
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

/**
 * Assembles the answers in worker threads, each over its own read-only connection, and writes them here. The
 * database is switched to write-ahead logging for the while, so that the workers read it while this thread writes
 * (a build connection otherwise holds its file exclusively), and back afterwards. Returns how many workers ran, 0
 * when none could be started (nothing written then).
 */
async function buildInWorkers(
  db: SqliteDatabase,
  count: number,
  scratchPath: string,
  dictionaries: AnswerDictionaries,
  write: (run: BuiltRun, size: number) => void,
): Promise<number> {
  const modes = { journal: db.pragma("main.journal_mode", { simple: true }) as string, locking: db.pragma("main.locking_mode", { simple: true }) as string };
  db.pragma("main.locking_mode = NORMAL");
  db.pragma("main.journal_mode = WAL");
  const workers: Worker[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const worker = startModuleWorker(import.meta.url, "./detail-answers-worker", { path: db.name, scratchPath, dictionaries });
      if (!worker) break;
      workers.push(worker);
    }
    if (workers.length === 0) return 0;
    const runs = detailRuns(db);
    // Answers are written in the order of the runs, whichever worker finishes first: rows inserted out of order
    // would split the answer tables' pages half-empty (the file was 30 % larger).
    const finished = new Map<number, [BuiltRun, number]>();
    let sent = 0;
    let written = 0;
    await Promise.all(
      workers.map(async (worker) => {
        // Replies come in the order of the runs sent; a worker's error is thrown by the iteration.
        const replies = on(worker, "message", { close: ["exit"] })[Symbol.asyncIterator]() as AsyncIterator<[BuiltRun]>;
        const inFlight: [number, number][] = [];
        const send = () => {
          const next = runs.next();
          if (next.done) return;
          inFlight.push([sent++, next.value.ids.length]);
          worker.postMessage(next.value);
        };
        for (let i = 0; i < RUNS_AHEAD; i++) send();
        while (inFlight.length > 0) {
          const reply = await replies.next();
          if (reply.done) throw new Error("a detail-answers worker stopped early");
          const [sequence, size] = inFlight.shift()!;
          finished.set(sequence, [reply.value[0], size]);
          for (let next = finished.get(written); next; next = finished.get(written)) {
            finished.delete(written++);
            write(...next);
          }
          send();
        }
      }),
    );
    return workers.length;
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
    db.pragma("main.wal_checkpoint(TRUNCATE)");
    db.pragma(`main.journal_mode = ${modes.journal}`);
    db.pragma(`main.locking_mode = ${modes.locking}`);
  }
}
