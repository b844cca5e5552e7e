/**
 * The AI-search index written in a worker thread, beside the name indexes (issue 19). The search phase of a build
 * otherwise runs on one core, and the AI-search index (every word stemmed in four languages, 1.5 M documents) was
 * half of it. The main thread sends each company as it writes the name indexes; the worker writes them into
 * company_ai_fts of a scratch file of its own, and at the end that index's tables are copied into the register.
 * The copy is exact: the two tables are created by the same statement, and FTS5 keeps an index in those tables only.
 */
import Database from "better-sqlite3";
import { on } from "node:events";
import { rmSync } from "node:fs";
import { startModuleWorker } from "../../runtime/worker-thread.js";
import { maskedPurpose, redactedHoldersByCompany, type AiIndexedCompany } from "./ai-search-index.js";
import type { AiIndexWorkerInput } from "./ai-search-index-worker.js";
import type { SqliteDatabase } from "./database.js";

/** Companies per message to the worker. */
const BATCH = 1_000;
/** Batches the worker may be behind before the sender waits (memory stays flat at any size). */
const AHEAD = 16;

/** An AI-search index being written in a worker. */
export interface AiIndexBuild {
  /** Sends a company, in search rank order; its purpose is masked here (src/store/sqlite/ai-search-index.ts). */
  add(company: AiIndexedCompany & { id: number }): void;
  /** After the last company: waits for the worker and copies its index into the register. */
  finish(): Promise<void>;
  /** Stops the worker and removes its file (a build that failed). */
  cancel(): Promise<void>;
}

/** Starts the worker; null when it cannot be started (the caller then builds the index in this thread). */
export function startAiIndexInWorker(db: SqliteDatabase): AiIndexBuild | null {
  const path = `${db.name}.ai-index`;
  rmSync(path, { force: true });
  const tableSql = db.prepare("SELECT sql FROM sqlite_master WHERE name = 'company_ai_fts'").pluck().get() as string;
  const written = new SharedArrayBuffer(8);
  const worker = startModuleWorker(import.meta.url, "./ai-search-index-worker", { path, tableSql, written } satisfies AiIndexWorkerInput);
  if (!worker) return null;
  // The worker's only message is its end; its error is thrown by the iteration, an early exit ends it.
  const replies = on(worker, "message", { close: ["exit"] })[Symbol.asyncIterator]();
  const counter = new Int32Array(written);
  const redacted = redactedHoldersByCompany(db);
  let batch: AiIndexedCompany[] = [];
  let sent = 0;
  const send = () => {
    for (let done = Atomics.load(counter, 0); sent - done >= AHEAD; done = Atomics.load(counter, 0)) {
      // This thread waits synchronously, inside the build's transaction: a worker that failed must say so here.
      if (Atomics.load(counter, 1) !== 0) throw new Error("the AI-search index worker failed");
      Atomics.wait(counter, 0, done, 1000);
    }
    worker.postMessage(batch);
    batch = [];
    sent++;
  };
  const stop = async () => {
    await worker.terminate();
    rmSync(path, { force: true });
  };
  return {
    add({ id, ...company }) {
      const holders = redacted.get(id);
      batch.push(holders ? { ...company, purpose: maskedPurpose(company.purpose, company.names, holders) } : company);
      if (batch.length === BATCH) send();
    },
    async finish() {
      try {
        if (batch.length > 0) send();
        worker.postMessage(null);
        const reply = await replies.next();
        if (reply.done) throw new Error("the AI-search index worker stopped early");
        copyIndex(db, path);
      } finally {
        await stop();
      }
    },
    cancel: stop,
  };
}

/**
 * Replaces the register's company_ai_fts with the one in `path`, table by table. Through a connection of its own:
 * FTS5 keeps an index's structure cached per connection and reloads it when another connection has written, so the
 * build's connection reads the copied index, never a stale one. Writing an index's tables directly is what SQLite's
 * defensive mode forbids, hence unsafe mode on that connection only.
 */
function copyIndex(db: SqliteDatabase, path: string): void {
  // An open transaction would keep the file locked against the copying connection.
  if (db.inTransaction) throw new Error("the AI-search index is copied outside a transaction");
  const locking = db.pragma("main.locking_mode", { simple: true }) as string;
  db.pragma("main.locking_mode = NORMAL");
  // A build connection holds its file exclusively; in normal mode it lets go at its next read.
  db.prepare("SELECT count(*) FROM dataset").get();
  const copier = new Database(db.name);
  try {
    copier.pragma("journal_mode = OFF");
    copier.pragma("synchronous = OFF");
    copier.unsafeMode(true);
    copier.prepare("ATTACH ? AS built").run(path);
    const tables = copier.prepare("SELECT name FROM built.sqlite_master WHERE type = 'table' AND name LIKE 'company\\_ai\\_fts\\_%' ESCAPE '\\'").pluck().all() as string[];
    copier.transaction(() => {
      for (const table of tables) {
        copier.exec(`DELETE FROM main."${table}"; INSERT INTO main."${table}" SELECT * FROM built."${table}";`);
      }
    })();
    copier.exec("DETACH built");
  } finally {
    copier.close();
    db.pragma(`main.locking_mode = ${locking}`);
  }
}
