/**
 * Every core on one machine (`WORKERS=N`, docs/deploy.md): the primary process forks N workers that each run the
 * whole service (src/cli/serve.ts) and listen on the same port through node:cluster, which hands connections to them
 * in turn. The workers read the same register file (read-only) and the same accounts store; without Redis their rate
 * limits are counted in the primary (rate-limiter-flexible's cluster store), so a client's limit holds across workers.
 * A worker that dies is started again; SIGTERM or SIGINT stops the workers, each draining its requests in flight.
 */
import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import type { Logger } from "pino";
import { RateLimiterClusterMaster } from "rate-limiter-flexible";
import type { Config } from "../config.js";

/** Tells a worker when its service started (the primary's start, epoch ms): its warm-up counts from there. */
const STARTED_AT_ENV = "SWISS_REGISTER_STARTED_AT";

/**
 * glibc's malloc arenas for a worker, unless the environment names them: two instead of eight per core. Freed
 * memory stays in the arena that held it, and each thread that allocates gets an arena of its own (docs/performance.md:
 * Memory). glibc reads it when a process starts, so it can only be given to the processes this one starts.
 */
const WORKER_MALLOC = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" };

/** Milliseconds since this service started: since the primary started, in a worker; else since this process did. */
export function sinceServiceStartMs(): number {
  const startedAt = Number(process.env[STARTED_AT_ENV]);
  return Number.isFinite(startedAt) && startedAt > 0 ? Date.now() - startedAt : performance.now();
}

/** Server processes to run: WORKERS, else one per core. */
export function workerCount(config: Pick<Config, "WORKERS">): number {
  return config.WORKERS ?? availableParallelism();
}

/** Runs the primary: forks the workers, keeps them running, stops them on a signal; resolves with the exit code. */
export async function runPrimary(config: Config, logger: Logger, workers: number): Promise<number> {
  // Created before the first fork: it answers the workers' rate-limit messages.
  new RateLimiterClusterMaster();
  let stopping = false;
  let startFailure = false;
  const running = new Set<Worker>();
  // A worker that dies before it listens failed to start (a bad register, a port in use): it would only fail again.
  const listened = new WeakSet<Worker>();
  let listeningCount = 0;

  // The first worker's start is the service's; every other worker has a start (and a warm-up) of its own.
  const fork = (startedAt = Date.now()) => running.add(cluster.fork({ ...WORKER_MALLOC, [STARTED_AT_ENV]: String(startedAt) }));
  // The others are forked once the first listens: loading the service in every worker at once, on as many cores as
  // workers, delayed the first answer by a third (docs/performance.md: the start with several workers).
  fork(performance.timeOrigin);

  const allListening = new Promise<number>((resolve) => {
    cluster.on("listening", (worker, address) => {
      listened.add(worker);
      listeningCount++;
      if (listeningCount === 1) for (let i = 1; i < workers; i++) fork();
      if (listeningCount === workers) resolve(address.port);
    });
  });
  const allExited = new Promise<void>((resolve) => {
    cluster.on("exit", (worker, code, signal) => {
      running.delete(worker);
      if (!stopping && !startFailure) {
        if (!listened.has(worker)) {
          // A worker that cannot start (a bad register, a port in use) says why on stderr; the others would too.
          startFailure = true;
          logger.error({ pid: worker.process.pid, code, signal }, "a worker failed at start: stopping");
          for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
        } else {
          logger.error({ pid: worker.process.pid, code, signal }, "a worker died: starting another");
          fork();
        }
      }
      if (running.size === 0) resolve();
    });
  });

  const started = await Promise.race([allListening, allExited.then(() => null)]);
  if (started === null) return 1;
  logger.info({ port: started, host: config.HOST, database: config.DATABASE_PATH, workers }, `listening on ${config.publicBaseUrl}`);

  const signal = await Promise.race([
    new Promise<NodeJS.Signals>((resolve) => {
      process.once("SIGINT", resolve);
      process.once("SIGTERM", resolve);
    }),
    allExited.then(() => null),
  ]);
  if (signal === null) return 1;
  stopping = true;
  logger.info({ signal, workers: running.size }, "stopping the workers: each answers its requests in flight");
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  await allExited;
  logger.info("stopped");
  return startFailure ? 1 : 0;
}
