/**
 * Worker thread of the detail-answers build (src/runtime/detail-answers.ts): assembles and encodes the runs of
 * details it is sent over its own read-only connection to the register, and answers each with its answers.
 */
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";
import { attachDetailReads } from "../store/sqlite/detail-reads.js";
import { detailRunBuilder, type AnswerDictionaries, type DetailRun } from "./detail-answers.js";

if (parentPort) {
  const port = parentPort;
  const { path, scratchPath, dictionaries } = workerData as { path: string; scratchPath: string; dictionaries: Record<string, Uint8Array | null> };
  const db = new Database(path, { readonly: true, fileMustExist: true });
  db.pragma("cache_size = -65536");
  attachDetailReads(db, scratchPath);
  // Structured cloning gives the dictionaries back as plain byte arrays.
  const asBuffer = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null);
  const build = detailRunBuilder(db, { company: asBuffer(dictionaries.company), person: asBuffer(dictionaries.person) } satisfies AnswerDictionaries);
  // One run at a time, in the order sent: the writer matches replies to runs by their order.
  let queue = Promise.resolve();
  port.on("message", (run: DetailRun) => {
    queue = queue.then(async () => port.postMessage(await build(run)));
  });
}
