/**
 * An open-loop load: requests leave at a fixed offered rate whatever the server's speed, and each one's latency is
 * counted from the moment it was due, not from when a free connection sent it. A closed loop (autocannon) waits for
 * an answer before asking again, so a slow server is asked less and its tail looks better than users see it
 * ("coordinated omission"); this is the figure a user sees on a busy day that is not a saturation test.
 *
 * The load runs in a worker thread of its own, with its requests listed beforehand: a pause of the bench process's
 * main thread (its collector, over the question lists of every scenario) would otherwise hold requests back and be
 * counted as the server's latency.
 */
import { on } from "node:events";
import { parentPort, workerData } from "node:worker_threads";
import { Pool } from "undici";
import { startModuleWorker } from "../../src/runtime/worker-thread.js";
import type { BenchRequest } from "./scenarios.js";

export interface OpenLoopResult {
  offeredRate: number;
  sent: number;
  /** Requests answered with a 2xx. */
  ok: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface OpenLoopOptions {
  baseUrl: string;
  rate: number;
  durationSeconds: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** The questions to ask, in order: `rate` × `durationSeconds` of them. */
  requests: BenchRequest[];
  /** A route asked a few times before the load, so that the client's start (its parser, connections) is not timed. */
  warmUpPath: string;
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** Offers `rate` requests per second for `durationSeconds`, in a worker thread, and reports the latency from each request's due time. */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const worker = startModuleWorker(import.meta.url, "./open-loop", options);
  if (!worker) return offerLoad(options);
  try {
    const reply = await on(worker, "message", { close: ["exit"] })[Symbol.asyncIterator]().next();
    if (reply.done) throw new Error("the open-loop worker stopped without a result");
    return (reply.value as [OpenLoopResult])[0];
  } finally {
    await worker.terminate();
  }
}

async function offerLoad(options: OpenLoopOptions): Promise<OpenLoopResult> {
  // Enough connections that the pool never queues at the offered rate unless the server itself is behind.
  const pool = new Pool(options.baseUrl, { connections: 128, pipelining: 1 });
  const total = Math.round(options.rate * options.durationSeconds);
  await Promise.all(
    Array.from({ length: 16 }, () => pool.request({ path: options.warmUpPath, method: "GET" }).then((response) => response.body.arrayBuffer())),
  );
  const latencies: number[] = [];
  let ok = 0;
  let errors = 0;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  try {
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / options.rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const item = options.requests[i % options.requests.length];
      inFlight.push(
        pool
          .request({ path: item.path, method: options.method ?? "GET", headers: { ...options.headers, ...item.headers }, body: item.body })
          .then(async (response) => {
            await response.body.arrayBuffer();
            if (response.statusCode >= 200 && response.statusCode < 300) ok++;
            else errors++;
          })
          .catch(() => {
            errors++;
          })
          .finally(() => {
            latencies.push(performance.now() - due);
          }),
      );
    }
    await Promise.all(inFlight);
  } finally {
    await pool.close();
  }
  latencies.sort((a, b) => a - b);
  return {
    offeredRate: options.rate,
    sent: total,
    ok,
    errors,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    maxMs: latencies.at(-1) ?? NaN,
  };
}

// In the worker thread: offer the load and answer its result.
if (parentPort) parentPort.postMessage(await offerLoad(workerData as OpenLoopOptions));
