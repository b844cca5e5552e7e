/** `swiss-register serve`: the composition root of the HTTP service. */
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { loadConfig, type Config } from "../config.js";
import { serviceLogger } from "../logger.js";
import { BackendUnavailableError } from "../domain/errors.js";
import type { ServiceRuntime } from "../runtime/service.js";
import { lastClosedTradingDay } from "../market/calendar.js";
import { DEMO_SOURCE } from "../market/demo.js";
import type { MarketDataset } from "../store/market-port.js";
import { readRegisterStamp } from "../store/sqlite/database.js";
import { openSqliteMarketStore } from "../store/sqlite/market.js";
import { SCHEMA_VERSION } from "../store/sqlite/migrations.js";
import { parseArgs } from "node:util";
import { UsageError, type Command } from "./command.js";
import { runPrimary, sinceServiceStartMs, workerCount } from "./cluster.js";
import { applyHeapGrowth } from "./heap-growth.js";
import { progressReporter } from "./progress.js";
import type { HttpServer } from "./http-server.js";

const HELP = `Usage: swiss-register serve [--port N] [--host ADDRESS] [--database PATH]

Serves the public API (/api/v1), fact sheets, pages and the MCP endpoint over HTTP.
When DATABASE_PATH does not exist, it first generates the demo register
(DEMO_COMPANIES companies, seed DEMO_SEED) there, and beside a demo register the
demo market data at MARKET_DATABASE_PATH (generated prices, marked source "demo").
With DATABASE_URL set, it serves the register loaded into PostgreSQL instead
(swiss-register load-postgres --help).

Options (each wins over its environment variable):
  --port N            the port to listen on (PORT)
  --host ADDRESS      the address to listen on (HOST)
  --database PATH     the register (DATABASE_PATH)

Configuration comes from the environment (see README: Configuration):
  PORT, HOST, PUBLIC_BASE_URL, DATABASE_PATH, DATABASE_URL, MARKET_DATABASE_PATH, MARKET_PROVIDER_URL,
  MARKET_PROVIDER_KEY, LOG_LEVEL, DEMO_COMPANIES, DEMO_SEED,
  RATE_LIMIT_SEARCH, RATE_LIMIT_DETAIL, ANSWER_CACHE_MB, HEAP_GROWTH_PERCENT, TRUSTED_PROXIES, REDIS_URL,
  MCP_ALLOWED_HOSTS, MCP_ALLOWED_ORIGINS, SHUTDOWN_TIMEOUT_MS, WORKERS (server processes;
  default: one per core)

Examples:
  swiss-register serve --port 3000
  PORT=3000 swiss-register serve`;

const OPTIONS = { port: { type: "string" }, host: { type: "string" }, database: { type: "string" } } as const;

/**
 * Reads the options into the environment variables they stand for, so that they are checked exactly as those are
 * (a bad --port fails with the same one line as a bad PORT). An unknown option is a usage error, never ignored.
 */
function applyOptions(args: string[]): void {
  let values: { port?: string; host?: string; database?: string };
  try {
    values = parseArgs({ args, options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.port !== undefined) process.env.PORT = values.port;
  if (values.host !== undefined) process.env.HOST = values.host;
  if (values.database !== undefined && process.env.DATABASE_URL?.trim()) {
    throw new UsageError("--database names a register file, but DATABASE_URL (PostgreSQL) is set and takes precedence: leave out one of them");
  }
  if (values.database !== undefined) process.env.DATABASE_PATH = values.database;
}

/**
 * Generates the demo register when the configured database does not exist yet, or when it is a demo register built
 * by an older version of the service (generated data is simply generated again; imported data is never touched).
 */
export async function ensureDatabase(config: Config): Promise<void> {
  // A PostgreSQL register is loaded by the operator (docs/postgres.md), never generated on start.
  if (config.DATABASE_URL !== undefined) return;
  if (existsSync(config.DATABASE_PATH)) {
    const { version, source } = readRegisterStamp(config.DATABASE_PATH);
    if (source !== "demo" || version === null || version >= SCHEMA_VERSION) return;
    process.stderr.write(
      `The demo register at ${config.DATABASE_PATH} has schema version ${version}; this version reads ${SCHEMA_VERSION}: generating it again (${config.DEMO_COMPANIES} companies, seed ${config.DEMO_SEED}).\n`,
    );
  } else {
    process.stderr.write(
      `No register at ${config.DATABASE_PATH}: generating the demo register (${config.DEMO_COMPANIES} companies, seed ${config.DEMO_SEED}).\n`,
    );
  }
  // Loaded only when needed: a start on an existing register does not pay for the generator.
  const { generateRegister } = await import("../generate/index.js");
  const summary = await generateRegister({
    companies: config.DEMO_COMPANIES,
    seed: config.DEMO_SEED,
    path: config.DATABASE_PATH,
    onProgress: progressReporter(),
  });
  process.stderr.write(
    `Generated ${summary.companies} companies, ${summary.persons} persons, ${summary.mandates} mandates, ` +
      `${summary.publications} publications in ${summary.seconds.toFixed(1)} s.\n`,
  );
}

/**
 * Builds the demo market store beside a demo register when it is missing, or is demo data built before the register
 * (its links would name other companies) or ending before the last closed SIX trading day. Imported market data, and a market
 * store beside a real register, are never touched: `swiss-register generate market` builds one on purpose.
 */
export async function ensureMarketData(config: Config): Promise<void> {
  const register = readRegisterStamp(config.DATABASE_PATH);
  if (register.source !== "demo") return;
  const through = lastClosedTradingDay(new Date());
  const path = config.MARKET_DATABASE_PATH;
  if (existsSync(path)) {
    let dataset: MarketDataset;
    try {
      const store = openSqliteMarketStore(path);
      dataset = await store.dataset();
      await store.close();
    } catch {
      return; // Unreadable: the stock endpoints say so (503) and what to run; a start does not replace it.
    }
    if (dataset.source !== DEMO_SOURCE) return;
    // A copy of the register keeps its built_at: only a register generated again is newer than its market data.
    if (dataset.through === through && (dataset.builtAt ?? "") >= (register.builtAt ?? "")) return;
  }
  process.stderr.write(`Generating the demo market data at ${path} (seed ${config.DEMO_SEED}, through ${through}).\n`);
  // Loaded only when needed, as the register's generator is.
  const { generateDemoMarketStore } = await import("../runtime/demo-market.js");
  const { counts, report } = await generateDemoMarketStore({ path, registerPath: config.DATABASE_PATH, seed: config.DEMO_SEED, through });
  process.stderr.write(`Generated ${counts.symbols} symbols, ${counts.bars.toLocaleString("en-US")} daily bars; linked ${report.linked.length} of ${report.listings} listings to the register.\n`);
}

/** Prints the one line of a start failure; the exit code. */
function startFailure(message: string): number {
  console.error(`swiss-register: ${message}`);
  return 1;
}

export const serveCommand: Command = {
  name: "serve",
  help: HELP,
  async run(args) {
    try {
      return await serve(args);
    } finally {
      // A worker's channel to the primary would keep it alive once it has stopped (or failed to start).
      cluster.worker?.disconnect();
    }
  },
};

/** Runs the service (or, with WORKERS > 1, the primary of its workers) until a signal stops it; the exit code. */
async function serve(args: string[]): Promise<number> {
  applyOptions(args);
  const config = loadConfig();
  const logger = serviceLogger(config);
  if (cluster.isPrimary) {
    try {
      // A front instance answers from another instance's register (BACKEND_URL): it has none of its own to make.
      if (!config.BACKEND_URL) await ensureDatabase(config);
    } catch (error) {
      return startFailure(
        `cannot generate the demo register at ${config.DATABASE_PATH}: ${(error as Error).message}; set DATABASE_PATH to a writable location`,
      );
    }
    try {
      await ensureMarketData(config);
    } catch (error) {
      // The register still answers; the stock endpoints say the market data is missing (503) and what to run.
      logger.warn({ err: error, market: config.MARKET_DATABASE_PATH }, "cannot generate the demo market data");
    }
    const workers = workerCount(config);
    if (workers > 1) return runPrimary(config, logger, workers);
  }
  applyHeapGrowth(config.HEAP_GROWTH_PERCENT);
  // Loaded here, not with this module: a primary of several workers never serves, and the workers load all of it
  // again; loading it in the primary first delayed their first answer by about 0.3 s.
  const [{ createServiceRuntime }, { preloadMcpRuntime }, { warmUp, warmUpBudget }, { registerName }, { ListenError, startHttpServer }] =
    await Promise.all([
      import("../runtime/service.js"),
      import("../http/mcp/routes.js"),
      import("../http/warm-up.js"),
      import("../runtime/register.js"),
      import("./http-server.js"),
    ]);
  let runtime: ServiceRuntime;
  try {
    runtime = await createServiceRuntime(config, logger);
  } catch (failure) {
    if (!(failure instanceof BackendUnavailableError)) throw failure;
    return startFailure(failure.message.replace(" and restart the service", ""));
  }
  await preloadMcpRuntime();
  const warm = await warmUp(runtime.app.fetch, config.publicBaseUrl, warmUpBudget(sinceServiceStartMs()));
  logger.debug(warm, "warmed up");

  let server: HttpServer;
  try {
    server = await startHttpServer({
      fetch: runtime.app.fetch,
      host: config.HOST,
      port: config.PORT,
      errorDocsUrl: `${config.publicBaseUrl}/openapi.json`,
    });
  } catch (error) {
    await runtime.close();
    if (error instanceof ListenError) return startFailure(error.message);
    throw error;
  }
  logger.info({ port: server.port, host: config.HOST, database: registerName(config) }, `listening on ${config.publicBaseUrl}`);

  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once("SIGINT", resolve);
    process.once("SIGTERM", resolve);
  });
  logger.info({ signal, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, "stopping: answering the requests in flight");
  const drained = await server.drain(config.SHUTDOWN_TIMEOUT_MS);
  logger.info(drained, drained.cut || drained.unfinished ? "stopped at the deadline" : "stopped");
  await runtime.close();
  return 0;
}
