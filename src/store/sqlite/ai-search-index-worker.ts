/**
 * Worker thread of the AI-search index build (src/store/sqlite/ai-search-index-parallel.ts): writes the companies it is
 * sent into company_ai_fts of a scratch file of its own, while the main thread writes the name indexes. Each message is
 * a batch of companies (counted on the shared counter once written) or null: the last one, after which the index is
 * optimized, the file closed and `done` posted.
 */
import Database from "better-sqlite3";
import { parentPort, workerData } from "node:worker_threads";
import { aiIndexWriter, type AiIndexedCompany } from "./ai-search-index.js";
import type { SqliteDatabase } from "./database.js";

export interface AiIndexWorkerInput {
  /** The scratch file, created here. */
  path: string;
  /** The register's own CREATE VIRTUAL TABLE statement of company_ai_fts, so that the two indexes are alike. */
  tableSql: string;
  /** Int32Array over a SharedArrayBuffer: [0] = batches written, [1] = 1 once the worker failed. */
  written: SharedArrayBuffer;
}

if (parentPort) {
  const port = parentPort;
  const input = workerData as AiIndexWorkerInput;
  const written = new Int32Array(input.written);
  // The sender may be waiting for room, synchronously: it reads this flag, then the error event tells it why.
  const failed = (error: unknown) => {
    Atomics.store(written, 1, 1);
    Atomics.notify(written, 0);
    throw error;
  };
  try {
    const db = new Database(input.path) as unknown as SqliteDatabase;
    db.pragma("journal_mode = OFF");
    db.pragma("synchronous = OFF");
    db.pragma("cache_size = -131072");
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec(input.tableSql);
    db.exec("BEGIN");
    const write = aiIndexWriter(db);
    port.on("message", (batch: AiIndexedCompany[] | null) => {
      try {
        if (batch) {
          for (const company of batch) write(company);
          Atomics.add(written, 0, 1);
          Atomics.notify(written, 0);
          return;
        }
        db.exec("COMMIT");
        db.exec("INSERT INTO company_ai_fts (company_ai_fts) VALUES ('optimize')");
        db.close();
        port.postMessage("done");
      } catch (error) {
        failed(error);
      }
    });
  } catch (error) {
    failed(error);
  }
}
