/**
 * The benchmark: builds or reuses a register, starts the server as a separate process (the built `dist/cli.js`),
 * and drives it over loopback with autocannon from this process. Every scenario runs in the same run as an empty
 * JSON route of the same server (`/health/live`), the floor that ratios are measured against.
 *
 *   npm run bench -- [--companies 20000] [--duration 10] [--connections 32,50] [--out docs/benchmarks.md]
 *                    [--only scenario,scenario] [--profile DIR] [--new-questions 150000] [--rebuild]
 *
 * --rebuild builds the register anew (its build time is then reported); --only keeps the named scenarios (and the
 * empty route); --profile writes the server's V8 CPU profile to DIR. The register file is read once before the server
 * starts, so that every run begins with it in the page cache.
 *
 * The query list is drawn from the register with a fixed seed, so runs compare.
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, readSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../../src/config.js";
import { generateRegister } from "../../src/generate/index.js";
import { openForReading } from "../../src/store/sqlite/database.js";
import { buildQueries, type Questions, type Scenario } from "./scenarios.js";

const ROOT = join(dirname(new URL(import.meta.url).pathname), "../..");

const { values: options } = parseArgs({
  options: {
    companies: { type: "string", default: "20000" },
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
  },
});

const companies = Number(options.companies);
const duration = Number(options.duration);
const connectionCounts = options.connections!.split(",").map(Number);
const port = Number(options.port);
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

/** The Node flags `npm start` runs the server with (package.json), so that the bench measures the same process. */
function startFlags(): string[] {
  const start = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start;
  return start.split(/\s+/).filter((word) => word.startsWith("--"));
}

function startServer(): { child: ChildProcess; firstResponseMs: Promise<number> } {
  const started = performance.now();
  // --profile DIR: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profiling = options.profile ? ["--cpu-prof", `--cpu-prof-dir=${resolve(options.profile)}`] : [];
  const child = spawn(process.execPath, [...startFlags(), ...profiling, join(ROOT, "dist/cli.js"), "serve"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: databasePath,
      RATE_LIMIT_SEARCH: "0",
      RATE_LIMIT_DETAIL: "0",
      LOG_LEVEL: "warn",
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

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : NaN;
}

/** Where each "new" scenario's list goes on: every request of a run asks a question not asked before. */
const cursors = new Map<Scenario, number>();
/** Scenarios whose questions ran out (and started over): their rows are not "new" any more. */
const exhausted = new Set<Scenario>();

async function run(scenario: Scenario, connections: number): Promise<autocannon.Result> {
  let next = cursors.get(scenario) ?? 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    requests: [
      {
        method: scenario.method ?? "GET",
        headers: scenario.headers,
        setupRequest: (request) => {
          if (scenario.questions === "new" && next >= scenario.requests.length) exhausted.add(scenario);
          const item = scenario.requests[next++ % scenario.requests.length];
          return { ...request, path: item.path, body: item.body };
        },
      },
    ],
  });
  if (scenario.questions === "new") cursors.set(scenario, next);
  return result;
}

/** Asks each of a repeated scenario's questions once, 16 at a time, so that its rows measure the service warm. */
async function warmUp(scenario: Scenario): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < scenario.requests.length) {
      const item = scenario.requests[next++];
      const response = await fetch(baseUrl + item.path, { method: scenario.method ?? "GET", headers: scenario.headers, body: item.body });
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

function toRow(scenario: Scenario, connections: number, result: autocannon.Result, floor: number): Row {
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
  };
}

interface Target {
  what: string;
  /** The figure measured, as shown. */
  measured: string;
  met: boolean;
}

/** The targets of DESIGN.md section 6 and issue 7, judged on this run's rows. */
function targets(rows: Row[], run: { rssMb: number; firstResponseMs: number; buildSeconds: number | null }): Target[] {
  const find = (scenario: string, questions: Questions, connections: number) =>
    rows.find((r) => r.scenario === scenario && r.questions === questions && r.connections === connections);
  const out: Target[] = [];
  const each = (what: string, scenario: string, connections: number, figure: (r: Row) => number, unit: string, ok: (value: number) => boolean) => {
    for (const questions of ["repeated", "new"] as const) {
      const row = find(scenario, questions, connections);
      if (!row) continue;
      const value = figure(row);
      out.push({ what: `${what} (${questions} questions)`, measured: `${unit === "%" ? (value * 100).toFixed(0) : value.toFixed(unit === "ms" ? 2 : 0)} ${unit}`, met: ok(value) });
    }
  };
  each("searchCompanies p99 at 32 connections under 25 ms", "searchCompanies", 32, (r) => r.p99Ms, "ms", (v) => v < 25);
  each("searchCompanies throughput at 32 connections at least 40 % of the empty route", "searchCompanies", 32, (r) => r.floorRatio, "%", (v) => v >= 0.4);
  for (const connections of connectionCounts) {
    each(`getCompany p99 at ${connections} connections under 10 ms`, "getCompany", connections, (r) => r.p99Ms, "ms", (v) => v < 10);
    each(`getPerson p99 at ${connections} connections under 10 ms`, "getPerson", connections, (r) => r.p99Ms, "ms", (v) => v < 10);
  }
  each("MCP search_companies mean at 50 connections under 5 ms", "MCP search_companies", 50, (r) => r.meanMs, "ms", (v) => v < 5);
  each("MCP get_company mean at 50 connections under 5 ms", "MCP get_company", 50, (r) => r.meanMs, "ms", (v) => v < 5);
  out.push({ what: "peak server RSS under 300 MB", measured: `${run.rssMb.toFixed(0)} MB`, met: run.rssMb < 300 });
  out.push({ what: "first response within 1 s of start", measured: `${run.firstResponseMs.toFixed(0)} ms`, met: run.firstResponseMs < 1000 });
  if (run.buildSeconds !== null) {
    out.push({ what: "register build under 10 minutes", measured: `${run.buildSeconds.toFixed(0)} s`, met: run.buildSeconds < 600 });
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
  const header = "| scenario | questions | conns | req/s | mean ms | p50 ms | p99 ms | errors | vs empty route |";
  const lines = rows.map(
    (r) =>
      `| ${r.scenario} | ${QUESTIONS[r.questions]} | ${r.connections} | ${Math.round(r.requestsPerSecond)} | ${r.meanMs.toFixed(2)} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${(r.floorRatio * 100).toFixed(0)} % |`,
  );
  return [header, "|---|---|---:|---:|---:|---:|---:|---:|---:|", ...lines].join("\n");
}

async function main(): Promise<void> {
  const loadAtStart = loadavg()[0];
  const { buildSeconds } = await ensureRegister();
  const db = openForReading(databasePath);
  const dataset = Object.fromEntries(
    (db.prepare("SELECT key, value FROM dataset").all() as { key: string; value: string }[]).map((r) => [r.key, r.value]),
  );
  const scenarios = buildQueries(db, Number(options.seed), { newQuestions: Number(options["new-questions"]) }).filter(
    (s) => !options.only || s.name === "empty route" || options.only.split(",").includes(s.name),
  );
  db.close();

  const pageCacheSeconds = readIntoPageCache(databasePath);
  const server = startServer();
  const firstResponseMs = await server.firstResponseMs;
  const rows: Row[] = [];
  try {
    for (const connections of connectionCounts) {
      let floor = 0;
      for (const scenario of scenarios) {
        if (scenario.questions === "repeated" && connections === connectionCounts[0]) await warmUp(scenario);
        const result = await run(scenario, connections);
        if (scenario.name === "empty route") floor = result.requests.average;
        const row = toRow(scenario, connections, result, floor);
        rows.push(row);
        console.error(
          `${scenario.name} (${scenario.questions}) @${connections}: ${Math.round(row.requestsPerSecond)} req/s, mean ${row.meanMs.toFixed(2)} ms, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, errors ${row.errors}`,
        );
      }
    }
  } finally {
    const rssMb = peakRssMb(server.child.pid!);
    server.child.kill("SIGTERM");
    const full = companies >= 1_000_000;
    const exhaustedNote = exhausted.size > 0 ? [`> Ran out of new questions in: ${[...exhausted].map((x) => x.name).join(", ")}; pass a larger --new-questions.`, ""] : [];
    const report = [
      "# Benchmarks",
      "",
      `Run on ${new Date().toISOString().slice(0, 10)} by \`npm run bench -- --companies ${companies} --duration ${duration} --connections ${connectionCounts.join(",")} --new-questions ${options["new-questions"]}${options.rebuild ? " --rebuild" : ""}\`.`,
      "What limits these figures, how they were reached and what was tried: [performance.md](performance.md).",
      "",
      `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average ${loadAtStart.toFixed(2)} at the start.`,
      `- Dataset: ${dataset.source} register, seed ${dataset.seed ?? "–"}: ${Number(dataset.companies).toLocaleString("en-US")} companies, ${Number(dataset.persons).toLocaleString("en-US")} persons, ${Number(dataset.mandates).toLocaleString("en-US")} mandates, ${Number(dataset.publications).toLocaleString("en-US")} publications; file ${(statSync(databasePath).size / 2 ** 20).toFixed(0)} MiB${buildSeconds === null ? " (reused; --rebuild measures its build)" : `, built in ${buildSeconds.toFixed(1)} s`}; read once into the page cache before the server starts (${pageCacheSeconds.toFixed(1)} s).`,
      `- Server: a separate process (\`node ${startFlags().join(" ")} dist/cli.js serve\` as \`npm start\` runs it, rate limits off, answer cache ${loadConfig().ANSWER_CACHE_MB} MB), driven over loopback by autocannon from the bench process, ${duration} s per row; the two share the machine's two cores.`,
      `- Questions: "repeated" cycles through 400 questions per operation, asked once each before the first row (warm-up), so their answers come from the answer cache; "new" asks ${Number(options["new-questions"]).toLocaleString("en-US")} distinct questions in turn, none asked before in the server's life, so every answer is computed.`,
      `- Time to first response after start: ${firstResponseMs.toFixed(0)} ms. Peak server RSS: ${rssMb.toFixed(0)} MB.`,
      "",
      ...exhaustedNote,
      ...(full ? ["## Targets", "", targetTable(targets(rows, { rssMb, firstResponseMs, buildSeconds })), ""] : []),
      "## All rows",
      "",
      table(rows),
      "",
      "\"vs empty route\" is the scenario's throughput as a share of `/health/live` (a JSON route that touches no data) at the same connection count in the same run.",
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
