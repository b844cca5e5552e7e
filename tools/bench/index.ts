/**
 * The benchmark: builds or reuses a register, starts the server as a separate process (the built `dist/cli.js`),
 * and drives it over loopback with autocannon from this process. Every scenario runs in the same run as an empty
 * JSON route of the same server (`/health/live`), the floor that ratios are measured against.
 *
 *   npm run bench -- [--companies 20000] [--duration 10] [--connections 32,50] [--out docs/benchmarks.md]
 *                    [--only scenario,scenario] [--profile DIR] [--new-questions 150000] [--rebuild]
 *                    [--open-rate 300] [--workers 1] [--questions new|repeated] [--node-flags "--max-semi-space-size=4"]
 *
 * --rebuild builds the register anew (its build time is then reported); --only keeps the named scenarios (and the
 * empty route); --profile writes the server's V8 CPU profile to DIR; --open-rate sets the offered rate of the
 * open-loop rows (new questions at a fixed rate, `0` skips them); --questions keeps the rows of one kind of question
 * (with --profile: a profile of cold questions alone). The register file is read once before the server
 * starts, so that every run begins with it in the page cache.
 *
 * The targets (DESIGN.md section 6, issue 19) are judged on new questions, the ones users ask; the answer cache's
 * repeated questions are reported beside them.
 *
 * The query list is drawn from the register with a fixed seed, so runs compare. The keyed rows (AI search, company
 * report, journals) use keys created for the run in a fresh accounts file (through the accounts store), so they pay
 * the whole keyed path: key lookup, plan, per-key limit, debit with its ledger row, the work.
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../../src/config.js";
import { generateRegister } from "../../src/generate/index.js";
import { SCOPES } from "../../src/keyed/plans.js";
import { openAccountsStore } from "../../src/store/open-accounts.js";
import { openForReading } from "../../src/store/sqlite/database.js";
import { runOpenLoop, type OpenLoopResult } from "./open-loop.js";
import { peakRssMb, serverCpuSeconds } from "./server-process.js";
import { startCommand } from "./start-command.js";
import { buildQueries, type BenchRequest, type Questions, type Scenario } from "./scenarios.js";

const ROOT = join(dirname(new URL(import.meta.url).pathname), "../..");

const { values: options } = parseArgs({
  options: {
    companies: { type: "string", default: "20000" },
    // Server processes (WORKERS): 1 by default, so that rows compare across runs and machines.
    workers: { type: "string", default: "1" },
    seed: { type: "string", default: "1" },
    database: { type: "string" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "32,50" },
    port: { type: "string", default: "18080" },
    out: { type: "string", default: "docs/benchmarks.md" },
    only: { type: "string" },
    profile: { type: "string" },
    "new-questions": { type: "string", default: "150000" },
    rebuild: { type: "boolean", default: false },
    "open-rate": { type: "string", default: "300" },
    questions: { type: "string" },
    "node-flags": { type: "string" },
  },
});

const companies = Number(options.companies);
const duration = Number(options.duration);
const connectionCounts = options.connections!.split(",").map(Number);
const port = Number(options.port);
const openRate = Number(options["open-rate"]);
const baseUrl = `http://127.0.0.1:${port}`;
const databasePath = options.database ?? join(ROOT, `var/bench/register-${companies}-seed${options.seed}.sqlite`);

interface Row {
  scenario: string;
  questions: Questions;
  connections: number;
  requestsPerSecond: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  floorRatio: number;
  /** CPU time the server's processes spent per request answered (robust where the load generator shares the cores). */
  serverCpuUs: number;
  /** The server's peak RSS so far, read right after the row: the row that raises it is the one to look at. */
  serverPeakRssMb: number;
}

async function ensureRegister(): Promise<{ buildSeconds: number | null }> {
  if (existsSync(databasePath) && !options.rebuild) return { buildSeconds: null };
  mkdirSync(dirname(databasePath), { recursive: true });
  console.error(`building the register: ${companies} companies, seed ${options.seed} → ${databasePath}`);
  const summary = await generateRegister({ companies, seed: Number(options.seed), path: databasePath });
  // The build leaves gigabytes of written pages for the kernel to flush; flushed now, not during the first rows.
  const fd = openSync(databasePath, "r");
  fsyncSync(fd);
  closeSync(fd);
  return { buildSeconds: summary.seconds };
}

/**
 * Reads the register file once, so that the run starts with it in the page cache, as it is on a server that has been
 * answering for a while. Without this the "new" rows measure whatever earlier runs left cached: the same run read
 * 101 ms or 24 ms as getCompany's p99, depending on it (docs/performance.md). Returns the seconds the read took.
 */
function readIntoPageCache(path: string): number {
  const started = performance.now();
  const fd = openSync(path, "r");
  const buffer = Buffer.allocUnsafe(8 * 2 ** 20);
  try {
    while (readSync(fd, buffer) > 0);
  } finally {
    closeSync(fd);
  }
  return (performance.now() - started) / 1000;
}

/**
 * The Node flags `npm start` runs the server with (package.json), so that the bench measures the same process;
 * `--node-flags "..."` runs it with others instead (to measure a change of them).
 */
function startFlags(): string[] {
  if (options["node-flags"] !== undefined) return options["node-flags"].split(/\s+/).filter(Boolean);
  return startCommand(ROOT).flags;
}

/** The environment `npm start` sets that this run kept, as the words before `node` in the report. */
function serverEnvWords(): string {
  return Object.entries(startCommand(ROOT).env)
    .map(([name, value]) => `${name}=${process.env[name] ?? value} `)
    .join("");
}

/** Keys (and accounts) for the keyed rows: each account has its own per-minute limit, so that many keep it out of the way. */
const BENCH_KEYS = 200;

/**
 * A fresh accounts store for this run, through the project's accounts store: BENCH_KEYS enterprise keys, each with
 * credits for more calls than a run makes. Returns the file and the keys.
 */
async function createBenchAccounts(): Promise<{ path: string; keys: string[] }> {
  const path = join(ROOT, `var/bench/accounts-${process.pid}-${Date.now()}.sqlite`);
  mkdirSync(dirname(path), { recursive: true });
  const accounts = await openAccountsStore(path);
  try {
    const keys: string[] = [];
    for (let i = 0; i < BENCH_KEYS; i++) {
      const created = await accounts.createKey({ name: `bench ${i}`, plan: "enterprise", scopes: [...SCOPES], expiresAt: null, credits: 100_000_000 });
      keys.push(created.key);
    }
    return { path, keys };
  } finally {
    await accounts.close();
  }
}

function startServer(accountsPath: string): { child: ChildProcess; firstResponseMs: Promise<number> } {
  const started = performance.now();
  // --profile DIR: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profiling = options.profile ? ["--cpu-prof", `--cpu-prof-dir=${resolve(options.profile)}`] : [];
  const child = spawn(process.execPath, [...startFlags(), ...profiling, join(ROOT, "dist/cli.js"), "serve"], {
    env: {
      // The environment `npm start` sets (the malloc arenas), unless this run's own says otherwise.
      ...startCommand(ROOT).env,
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: databasePath,
      ACCOUNTS_DATABASE_PATH: accountsPath,
      RATE_LIMIT_SEARCH: "0",
      RATE_LIMIT_DETAIL: "0",
      LOG_LEVEL: "warn",
      WORKERS: options.workers,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const firstResponseMs = (async () => {
    for (;;) {
      try {
        const response = await fetch(`${baseUrl}/health/live`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error("the server exited before answering");
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return { child, firstResponseMs };
}

/** Where each "new" scenario's list goes on: every request of a run asks a question not asked before. */
const cursors = new Map<Scenario, number>();
/** Scenarios whose questions ran out (and started over): their rows are not "new" any more. */
const exhausted = new Set<Scenario>();

/** The scenario's next question: a "new" scenario goes on where its last row stopped. */
function nextQuestion(scenario: Scenario): BenchRequest {
  const next = cursors.get(scenario) ?? 0;
  if (scenario.questions === "new" && next >= scenario.requests.length) exhausted.add(scenario);
  cursors.set(scenario, next + 1);
  return scenario.requests[next % scenario.requests.length];
}

async function run(scenario: Scenario, connections: number): Promise<autocannon.Result> {
  return autocannon({
    url: baseUrl,
    connections,
    duration,
    requests: [
      {
        method: scenario.method ?? "GET",
        headers: scenario.headers,
        setupRequest: (request) => {
          const item = nextQuestion(scenario);
          return { ...request, path: item.path, body: item.body, headers: { ...request.headers, ...item.headers } };
        },
      },
    ],
  });
}

/**
 * Waits until the server answers the empty route promptly again (three times in a row under 20 ms, at most 60 s):
 * a row must not measure the requests an earlier one left queued (AI search answers fewer cold questions per
 * second than it is offered).
 */
async function untilIdle(): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (let prompt = 0; prompt < 3 && Date.now() < deadline; ) {
    const started = performance.now();
    await (await fetch(`${baseUrl}/health/live`)).arrayBuffer();
    prompt = performance.now() - started < 20 ? prompt + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The open-loop row of a new-question scenario: its next questions offered at `openRate` per second. */
function runOpen(scenario: Scenario): Promise<OpenLoopResult> {
  return runOpenLoop({
    baseUrl,
    rate: openRate,
    durationSeconds: duration,
    method: scenario.method,
    headers: scenario.headers,
    requests: Array.from({ length: Math.round(openRate * duration) }, () => nextQuestion(scenario)),
  });
}

/**
 * Asks each of a repeated scenario's questions twice, 16 at a time, so that its rows measure the service warm (the
 * answer cache keeps an answer the second time it is asked).
 */
async function warmUp(scenario: Scenario): Promise<void> {
  let next = 0;
  const asks = [...scenario.requests, ...scenario.requests];
  const worker = async () => {
    while (next < asks.length) {
      const item = asks[next++];
      const response = await fetch(baseUrl + item.path, { method: scenario.method ?? "GET", headers: { ...scenario.headers, ...item.headers }, body: item.body });
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

function toRow(scenario: Scenario, connections: number, result: autocannon.Result, floor: number, cpuSeconds: number, peakRssMb: number): Row {
  const answered = result.requests.total;
  return {
    scenario: scenario.name,
    questions: scenario.questions,
    connections,
    requestsPerSecond: result.requests.average,
    meanMs: result.latency.mean,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    floorRatio: floor > 0 ? result.requests.average / floor : NaN,
    serverCpuUs: answered > 0 ? (cpuSeconds * 1e6) / answered : NaN,
    serverPeakRssMb: peakRssMb,
  };
}

interface Target {
  what: string;
  /** The figure measured, as shown. */
  measured: string;
  met: boolean;
}

interface OpenRow extends OpenLoopResult {
  scenario: string;
  /** As Row's. */
  serverPeakRssMb: number;
}

/** The MCP tools and the REST operation each mirrors (issue 19: within 1.3× of it). */
const MCP_MIRRORS: Record<string, string> = { "MCP search_companies": "searchCompanies", "MCP get_company": "getCompany" };

/** Closed-loop p99 and throughput targets per operation on new questions (DESIGN.md section 6, issue 19). */
const COLD_TARGETS: Array<{ scenario: string; p99Ms: number; floorShare?: number }> = [
  { scenario: "searchCompanies", p99Ms: 25, floorShare: 0.1 },
  { scenario: "searchPeople", p99Ms: 25, floorShare: 0.1 },
  { scenario: "autocompleteCompanies", p99Ms: 10 },
  { scenario: "getCompany", p99Ms: 10, floorShare: 0.25 },
  { scenario: "getPerson", p99Ms: 10, floorShare: 0.25 },
  { scenario: "company fact sheet", p99Ms: 10, floorShare: 0.25 },
];

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const percent = (value: number) => `${(value * 100).toFixed(0)} %`;

/**
 * The targets, judged on this run's new-question rows at 32 connections (or the first count run) and its open-loop
 * rows. The open-loop p99 is held to the operation's closed-loop p99 target; MCP to 1.3× the REST call it mirrors.
 */
function targets(rows: Row[], open: OpenRow[], run: { rssMb: number; firstResponseMs: number; buildSeconds: number | null; fileMiB: number }): Target[] {
  const connections = connectionCounts.includes(32) ? 32 : connectionCounts[0];
  const cold = (scenario: string) => rows.find((r) => r.scenario === scenario && r.questions === "new" && r.connections === connections);
  const out: Target[] = [];
  for (const target of COLD_TARGETS) {
    const row = cold(target.scenario);
    if (!row) continue;
    out.push({ what: `${target.scenario} p99 ≤ ${target.p99Ms} ms at ${connections} connections`, measured: ms(row.p99Ms), met: row.p99Ms <= target.p99Ms });
    if (target.floorShare !== undefined) {
      out.push({
        what: `${target.scenario} ≥ ${percent(target.floorShare)} of the empty route at ${connections} connections`,
        measured: percent(row.floorRatio),
        met: row.floorRatio >= target.floorShare,
      });
    }
    const openRow = open.find((r) => r.scenario === target.scenario);
    if (openRow) {
      out.push({ what: `${target.scenario} p99 ≤ ${target.p99Ms} ms at ${openRow.offeredRate} req/s offered (open loop)`, measured: ms(openRow.p99Ms), met: openRow.p99Ms <= target.p99Ms });
    }
  }
  for (const [tool, operation] of Object.entries(MCP_MIRRORS)) {
    const mcp = cold(tool);
    const rest = cold(operation);
    if (!mcp || !rest) continue;
    const throughput = rest.requestsPerSecond / mcp.requestsPerSecond;
    const tail = mcp.p99Ms / rest.p99Ms;
    out.push({ what: `${tool} throughput within 1.3× of ${operation}`, measured: `${throughput.toFixed(2)}×`, met: throughput <= 1.3 });
    out.push({ what: `${tool} p99 within 1.3× of ${operation}`, measured: `${tail.toFixed(2)}× (${ms(mcp.p99Ms)})`, met: tail <= 1.3 });
  }
  out.push({ what: "peak server RSS ≤ 300 MB", measured: `${run.rssMb.toFixed(0)} MB`, met: run.rssMb <= 300 });
  out.push({ what: "first response ≤ 1 s after start", measured: `${run.firstResponseMs.toFixed(0)} ms`, met: run.firstResponseMs <= 1000 });
  if (run.buildSeconds !== null) {
    out.push({ what: "register build ≤ 10 minutes", measured: `${run.buildSeconds.toFixed(0)} s (file ${run.fileMiB.toFixed(0)} MiB)`, met: run.buildSeconds <= 600 });
  }
  return out;
}

function targetTable(list: Target[]): string {
  return [
    "| target | measured | met |",
    "|---|---:|---|",
    ...list.map((t) => `| ${t.what} | ${t.measured} | ${t.met ? "yes" : "**no**"} |`),
  ].join("\n");
}

const QUESTIONS: Record<Questions, string> = { none: "–", repeated: "repeated", new: "new" };

function table(rows: Row[]): string {
  const header = "| scenario | questions | conns | req/s | mean ms | p50 ms | p99 ms | errors | vs empty route | server CPU µs/req | server peak RSS MB |";
  const lines = rows.map(
    (r) =>
      `| ${r.scenario} | ${QUESTIONS[r.questions]} | ${r.connections} | ${Math.round(r.requestsPerSecond)} | ${r.meanMs.toFixed(2)} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${(r.floorRatio * 100).toFixed(0)} % | ${Math.round(r.serverCpuUs)} | ${Math.round(r.serverPeakRssMb)} |`,
  );
  return [header, "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|", ...lines].join("\n");
}

function openTable(rows: OpenRow[]): string {
  const header = "| scenario | offered req/s | sent | answered 2xx | errors | p50 ms | p99 ms | max ms | server peak RSS MB |";
  const lines = rows.map(
    (r) =>
      `| ${r.scenario} | ${r.offeredRate} | ${r.sent} | ${r.ok} | ${r.errors} | ${r.p50Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.maxMs.toFixed(1)} | ${Math.round(r.serverPeakRssMb)} |`,
  );
  return [header, "|---|---:|---:|---:|---:|---:|---:|---:|---:|", ...lines].join("\n");
}

async function main(): Promise<void> {
  const loadAtStart = loadavg()[0];
  const { buildSeconds } = await ensureRegister();
  const db = openForReading(databasePath);
  const dataset = Object.fromEntries(
    (db.prepare("SELECT key, value FROM dataset").all() as { key: string; value: string }[]).map((r) => [r.key, r.value]),
  );
  const accounts = await createBenchAccounts();
  const scenarios = buildQueries(db, Number(options.seed), { newQuestions: Number(options["new-questions"]), apiKeys: accounts.keys }).filter(
    (s) =>
      (!options.only || s.name === "empty route" || options.only.split(",").includes(s.name)) &&
      (!options.questions || s.questions === "none" || s.questions === options.questions),
  );
  db.close();

  const pageCacheSeconds = readIntoPageCache(databasePath);
  const server = startServer(accounts.path);
  const firstResponseMs = await server.firstResponseMs;
  const rows: Row[] = [];
  const openRows: OpenRow[] = [];
  try {
    for (const connections of connectionCounts) {
      let floor = 0;
      for (const scenario of scenarios) {
        if (scenario.questions === "repeated" && connections === connectionCounts[0]) await warmUp(scenario);
        const cpuBefore = serverCpuSeconds(server.child.pid!);
        await untilIdle();
        const result = await run(scenario, connections);
        if (scenario.name === "empty route") floor = result.requests.average;
        const row = toRow(scenario, connections, result, floor, serverCpuSeconds(server.child.pid!) - cpuBefore, peakRssMb(server.child.pid!));
        rows.push(row);
        console.error(
          `${scenario.name} (${scenario.questions}) @${connections}: ${Math.round(row.requestsPerSecond)} req/s, mean ${row.meanMs.toFixed(2)} ms, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, errors ${row.errors}, server ${Math.round(row.serverCpuUs)} µs/request`,
        );
      }
    }
    if (openRate > 0) {
      for (const scenario of scenarios.filter((s) => s.questions === "new")) {
        await untilIdle();
        const row = { scenario: scenario.name, ...(await runOpen(scenario)), serverPeakRssMb: peakRssMb(server.child.pid!) };
        openRows.push(row);
        console.error(`${scenario.name} (new, open loop at ${openRate} req/s): p50 ${row.p50Ms.toFixed(1)} ms, p99 ${row.p99Ms.toFixed(1)} ms, errors ${row.errors}`);
      }
    }
  } finally {
    const rssMb = peakRssMb(server.child.pid!);
    server.child.kill("SIGTERM");
    for (const suffix of ["", "-wal", "-shm"]) rmSync(accounts.path + suffix, { force: true });
    const full = companies >= 1_000_000;
    const exhaustedNote = exhausted.size > 0 ? [`> Ran out of new questions in: ${[...exhausted].map((x) => x.name).join(", ")}; pass a larger --new-questions.`, ""] : [];
    const fileMiB = statSync(databasePath).size / 2 ** 20;
    const byQuestions = (questions: Questions) => rows.filter((r) => r.questions === questions || r.questions === "none");
    const report = [
      "# Benchmarks",
      "",
      `Run on ${new Date().toISOString().slice(0, 10)} by \`npm run bench -- --companies ${companies} --duration ${duration} --connections ${connectionCounts.join(",")} --new-questions ${options["new-questions"]} --open-rate ${openRate}${options.rebuild ? " --rebuild" : ""}\`.`,
      "What limits these figures, how they were reached and what was tried: [performance.md](performance.md).",
      "",
      `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average ${loadAtStart.toFixed(2)} at the start.`,
      `- Dataset: ${dataset.source} register, seed ${dataset.seed ?? "–"}: ${Number(dataset.companies).toLocaleString("en-US")} companies, ${Number(dataset.persons).toLocaleString("en-US")} persons, ${Number(dataset.mandates).toLocaleString("en-US")} mandates, ${Number(dataset.publications).toLocaleString("en-US")} publications; file ${fileMiB.toFixed(0)} MiB${buildSeconds === null ? " (reused; --rebuild measures its build)" : `, built in ${buildSeconds.toFixed(1)} s`}; read once into the page cache before the server starts (${pageCacheSeconds.toFixed(1)} s).`,
      `- Server: a separate process (\`${serverEnvWords()}node ${startFlags().join(" ")} dist/cli.js serve\` as \`npm start\` runs it, rate limits off, answer cache ${loadConfig().ANSWER_CACHE_MB} MB, heap growth ${loadConfig().HEAP_GROWTH_PERCENT} %), driven over loopback by autocannon (closed loop) from the bench process and an undici pool (open loop) in a worker thread of its own, ${duration} s per row; the two share the machine's two cores.`,
      `- Questions: "new" asks ${Number(options["new-questions"]).toLocaleString("en-US")} distinct questions per operation in turn, none asked before in the server's life, so every answer is computed: the targets are judged on these. "repeated" cycles through 400 questions per operation, asked twice each before its first row (warm-up; the cache keeps an answer the second time it is asked), so their answers come from the answer cache: reported beside, never instead.`,
      `- Open loop: each operation's next new questions offered at a fixed ${openRate} requests/s, each latency counted from the moment the request was due (no coordinated omission).`,
      `- Time to first response after start: ${firstResponseMs.toFixed(0)} ms. Peak server RSS: ${rssMb.toFixed(0)} MB.`,
      "",
      ...exhaustedNote,
      ...(full ? ["## Targets (new questions)", "", targetTable(targets(rows, openRows, { rssMb, firstResponseMs, buildSeconds, fileMiB })), ""] : []),
      "## New questions (every answer computed)",
      "",
      table(byQuestions("new")),
      "",
      ...(openRows.length > 0 ? ["## New questions at a fixed offered rate (open loop)", "", openTable(openRows), ""] : []),
      "## Repeated questions (from the answer cache)",
      "",
      table(byQuestions("repeated")),
      "",
      "\"vs empty route\" is the scenario's throughput as a share of `/health/live` (a JSON route that touches no data) at the same connection count in the same run. " +
        "\"server CPU µs/req\" is the CPU time (user and system) the server's processes spent during the row, per request answered: it moves far less than throughput when other work shares the machine. \"server peak RSS MB\" is the server's peak resident memory so far (with several workers, the sum of each process's peak), read right after the row: the row that raises it is the one that cost the memory.",
      "",
    ].join("\n");
    const out = resolve(ROOT, options.out!);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, report);
    console.log(report);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
