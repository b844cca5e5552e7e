/**
 * Worker thread of the generator: runs the simulation and renders the notices while the main thread writes SQLite.
 * Sends one message per batch of companies; waits (on a shared counter the main thread advances) when the main
 * thread is more than a few batches behind, so memory stays flat at any size.
 */
import { parentPort, workerData } from "node:worker_threads";
import { BatchSink, type RowBatch } from "./batches.js";
import { RegisterSimulation } from "./simulation.js";

export interface WorkerInput {
  seed: number;
  companies: number;
  batch: number;
  /** Int32Array over a SharedArrayBuffer: [0] = batches the main thread has written. */
  written: SharedArrayBuffer;
  /** How many batches the worker may be ahead of the writer. */
  ahead: number;
}

export interface WorkerBatch {
  type: "batch";
  to: number;
  rows: RowBatch;
}

export interface WorkerDone {
  type: "done";
  counts: RegisterSimulation["counts"];
}

if (parentPort) {
  const input = workerData as WorkerInput;
  const written = new Int32Array(input.written);
  const sink = new BatchSink();
  const simulation = new RegisterSimulation(input.seed, input.companies, sink);
  parentPort.postMessage({ type: "ready" });
  let sent = 0;
  for (let from = 1; from <= input.companies; from += input.batch) {
    const to = Math.min(input.companies, from + input.batch - 1);
    simulation.runRange(from, to);
    for (;;) {
      const done = Atomics.load(written, 0);
      if (sent - done < input.ahead) break;
      Atomics.wait(written, 0, done, 1000);
    }
    parentPort.postMessage({ type: "batch", to, rows: sink.take() } satisfies WorkerBatch);
    sent++;
  }
  parentPort.postMessage({ type: "done", counts: simulation.counts } satisfies WorkerDone);
}
