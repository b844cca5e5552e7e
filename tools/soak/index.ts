/**
 * The soak and drain run (issue 20): the built server as its own process, driven over loopback by many connections
 * with every public operation and MCP tool calls in the mix, all asking questions not asked before.
 *
 *   npm run soak -- [--companies 20000] [--connections 200] [--duration 60] [--drain-after 5] [--timeout 10]
 *
 * 1. Soak: `--connections` clients for `--duration` seconds. Reports answers per status, errors, timeouts (no answer
 *    within `--timeout` seconds) and the server's RSS before and after.
 * 2. Drain: a new server under the same load gets SIGTERM after `--drain-after` seconds. Reports how long it took to
 *    exit, its exit code, and how the requests in flight ended: answered, reset (a failure: the connection was cut
 *    under a request), or refused afterwards (expected: the server no longer accepts).
 *
 * Prints one Markdown table per phase; docs/operations.md keeps the last run.
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { generateRegister } from "../../src/generate/index.js";
import { openForReading } from "../../src/store/sqlite/database.js";
import { buildQueries, type BenchRequest, type Scenario } from "../bench/scenarios.js";
import { memoryMb } from "../bench/server-process.js";
import { startCommand } from "../bench/start-command.js";

const ROOT = join(dirname(new URL(import.meta.url).pathname), "../..");

const { values: options } = parseArgs({
  options: {
    companies: { type: "string", default: "20000" },
    seed: { type: "string", default: "1" },
    connections: { type: "string", default: "200" },
    duration: { type: "string", default: "60" },
    "drain-after": { type: "string", default: "5" },
    timeout: { type: "string", default: "10" },
    port: { type: "string", default: "18090" },
  },
});

const connections = Number(options.connections);
const port = Number(options.port);
const baseUrl = `http://127.0.0.1:${port}`;
const databasePath = join(ROOT, `var/bench/register-${options.companies}-seed${options.seed}.sqlite`);

/** The operations of the mix: each connection asks them in turn, every one a new question. */
const MIX = [
  "searchCompanies",
  "autocompleteCompanies",
  "getCompany",
  "searchPeople",
  "getPerson",
  "company fact sheet",
  "MCP search_companies",
  "MCP get_company",
];

async function startServer(): Promise<{ child: ChildProcess; exited: Promise<{ code: number | null; at: number }> }> {
  const { flags, env } = startCommand(ROOT);
  const child = spawn(process.execPath, [...flags, join(ROOT, "dist/cli.js"), "serve"], {
    env: { ...env, ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_PATH: databasePath, RATE_LIMIT_SEARCH: "0", RATE_LIMIT_DETAIL: "0", LOG_LEVEL: "warn", WORKERS: "1" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.on("exit", (code) => resolve({ code, at: performance.now() })));
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/health/live`)).ok) return { child, exited };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error("the server exited before answering");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Drives the mix; counts how failed requests ended, by their error code. */
function drive(scenarios: Scenario[], seconds: number) {
  const cursors = new Map<Scenario, number>();
  const next = (scenario: Scenario): BenchRequest => {
    const at = cursors.get(scenario) ?? 0;
    cursors.set(scenario, at + 1);
    return scenario.requests[at % scenario.requests.length];
  };
  const failures = new Map<string, number>();
  let finished!: (result: autocannon.Result) => void;
  let failed!: (error: Error) => void;
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const load: autocannon.Options = {
    url: baseUrl,
    connections,
    duration: seconds,
    timeout: Number(options.timeout),
    requests: scenarios.map((scenario) => ({
      method: scenario.method ?? "GET",
      headers: scenario.headers,
      setupRequest: (request: autocannon.Request) => ({ ...request, ...next(scenario) }),
    })),
  };
  const instance = autocannon(load, (error, done) => (error ? failed(error) : finished(done)));
  instance.on("reqError", (error: NodeJS.ErrnoException) => {
    const code = error.code ?? error.message;
    failures.set(code, (failures.get(code) ?? 0) + 1);
  });
  return { instance, result, failures };
}

function statusCounts(result: autocannon.Result): string {
  return `2xx ${result["2xx"]}, 3xx ${result["3xx"]}, 4xx ${result["4xx"]}, 5xx ${result["5xx"]}`;
}

function failureText(failures: Map<string, number>): string {
  return failures.size === 0 ? "none" : [...failures].map(([code, count]) => `${code} ${count}`).join(", ");
}

async function main(): Promise<void> {
  if (!existsSync(databasePath)) {
    mkdirSync(dirname(databasePath), { recursive: true });
    console.error(`building the register: ${options.companies} companies → ${databasePath}`);
    await generateRegister({ companies: Number(options.companies), seed: Number(options.seed), path: databasePath });
  }
  const db = openForReading(databasePath);
  const all = buildQueries(db, 7, { newQuestions: 40_000 });
  db.close();
  const scenarios = MIX.map((name) => all.find((s) => s.name === name && s.questions === "new")!);

  // 1. Soak.
  const soakServer = await startServer();
  const rssBefore = memoryMb(soakServer.child.pid!, "VmRSS");
  const soak = drive(scenarios, Number(options.duration));
  const soakResult = await soak.result;
  const rssAfter = memoryMb(soakServer.child.pid!, "VmRSS");
  const rssPeak = memoryMb(soakServer.child.pid!, "VmHWM");
  soakServer.child.kill("SIGTERM");
  await soakServer.exited;

  // 2. Drain under the same load.
  const drainServer = await startServer();
  const drainLoad = drive(scenarios, Number(options["drain-after"]) + 30);
  await new Promise((resolve) => setTimeout(resolve, Number(options["drain-after"]) * 1000));
  const signalledAt = performance.now();
  drainServer.child.kill("SIGTERM");
  const exit = await drainServer.exited;
  // Stop the load shortly after the exit: what it meets then is refusals only.
  setTimeout(() => drainLoad.instance.stop(), 500);
  const drainResult = await drainLoad.result;

  console.log(`## Soak: ${connections} connections, ${options.duration} s, ${options.companies} companies, every operation and MCP tool calls\n`);
  console.log("| answers | statuses | p50 ms | p99 ms | max ms | timeouts | errors | RSS before → after (peak) MB |");
  console.log("|---|---|---|---|---|---|---|---|");
  console.log(
    `| ${soakResult.requests.total} | ${statusCounts(soakResult)} | ${soakResult.latency.p50} | ${soakResult.latency.p99} | ${soakResult.latency.max} | ` +
      `${soakResult.timeouts} | ${failureText(soak.failures)} | ${Math.round(rssBefore)} → ${Math.round(rssAfter)} (${Math.round(rssPeak)}) |`,
  );
  console.log(`\n## Drain: SIGTERM after ${options["drain-after"]} s under ${connections} connections\n`);
  console.log("| exit code | SIGTERM to exit ms | answers | statuses | failed requests by cause |");
  console.log("|---|---|---|---|---|");
  console.log(
    `| ${exit.code} | ${Math.round(exit.at - signalledAt)} | ${drainResult.requests.total} | ${statusCounts(drainResult)} | ${failureText(drainLoad.failures)} |`,
  );
}

await main();
