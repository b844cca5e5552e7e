/**
 * The benchmark: builds or reuses a register, starts the server as a separate process (the built `dist/cli.js`),
 * and drives it over loopback with autocannon from this process. Every scenario runs in the same run as an empty
 * JSON route of the same server (`/health/live`), the floor that ratios are measured against.
 *
 *   npm run bench -- [--companies 20000] [--duration 10] [--connections 32,50] [--out docs/benchmarks.md]
 *                    [--only scenario,scenario] [--profile DIR]
 *
 * The query list is drawn from the register with a fixed seed, so runs compare.
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { generateRegister } from "../../src/generate/index.js";
import { openForReading } from "../../src/store/sqlite/database.js";
import { buildQueries, type Scenario } from "./scenarios.js";

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
  connections: number;
  requestsPerSecond: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  floorRatio: number;
}

async function ensureRegister(): Promise<{ buildSeconds: number | null }> {
  if (existsSync(databasePath)) return { buildSeconds: null };
  mkdirSync(dirname(databasePath), { recursive: true });
  console.error(`building the register: ${companies} companies, seed ${options.seed} → ${databasePath}`);
  const summary = await generateRegister({ companies, seed: Number(options.seed), path: databasePath });
  return { buildSeconds: summary.seconds };
}

function startServer(): { child: ChildProcess; firstResponseMs: Promise<number> } {
  const started = performance.now();
  // --profile DIR: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profiling = options.profile ? ["--cpu-prof", `--cpu-prof-dir=${resolve(options.profile)}`] : [];
  const child = spawn(process.execPath, [...profiling, join(ROOT, "dist/cli.js"), "serve"], {
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

async function run(scenario: Scenario, connections: number): Promise<autocannon.Result> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    requests: [
      {
        method: scenario.method ?? "GET",
        headers: scenario.headers,
        setupRequest: (request) => {
          const item = scenario.requests[next++ % scenario.requests.length];
          return { ...request, path: item.path, body: item.body };
        },
      },
    ],
  });
  return result;
}

function toRow(scenario: Scenario, connections: number, result: autocannon.Result, floor: number): Row {
  return {
    scenario: scenario.name,
    connections,
    requestsPerSecond: result.requests.average,
    meanMs: result.latency.mean,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    floorRatio: floor > 0 ? result.requests.average / floor : NaN,
  };
}

function table(rows: Row[]): string {
  const header = "| scenario | conns | req/s | mean ms | p50 ms | p99 ms | errors | vs empty route |";
  const lines = rows.map(
    (r) =>
      `| ${r.scenario} | ${r.connections} | ${Math.round(r.requestsPerSecond)} | ${r.meanMs.toFixed(2)} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${(r.floorRatio * 100).toFixed(0)} % |`,
  );
  return [header, "|---|---:|---:|---:|---:|---:|---:|---:|", ...lines].join("\n");
}

async function main(): Promise<void> {
  const { buildSeconds } = await ensureRegister();
  const db = openForReading(databasePath);
  const dataset = Object.fromEntries(
    (db.prepare("SELECT key, value FROM dataset").all() as { key: string; value: string }[]).map((r) => [r.key, r.value]),
  );
  const scenarios = buildQueries(db, Number(options.seed)).filter((s) => !options.only || s.name === "empty route" || options.only.split(",").includes(s.name));
  db.close();

  const server = startServer();
  const firstResponseMs = await server.firstResponseMs;
  const rows: Row[] = [];
  try {
    for (const connections of connectionCounts) {
      let floor = 0;
      for (const scenario of scenarios) {
        const result = await run(scenario, connections);
        if (scenario.name === "empty route") floor = result.requests.average;
        const row = toRow(scenario, connections, result, floor);
        rows.push(row);
        console.error(
          `${scenario.name} @${connections}: ${Math.round(row.requestsPerSecond)} req/s, mean ${row.meanMs.toFixed(2)} ms, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, errors ${row.errors}`,
        );
      }
    }
  } finally {
    const rssMb = peakRssMb(server.child.pid!);
    server.child.kill("SIGTERM");
    const report = [
      "# Benchmarks",
      "",
      `Run on ${new Date().toISOString().slice(0, 10)} by \`npm run bench -- --companies ${companies} --duration ${duration} --connections ${connectionCounts.join(",")}\`.`,
      "",
      `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}.`,
      `- Dataset: ${dataset.source} register, seed ${dataset.seed ?? "–"}: ${Number(dataset.companies).toLocaleString("en-US")} companies, ${Number(dataset.persons).toLocaleString("en-US")} persons, ${Number(dataset.mandates).toLocaleString("en-US")} mandates, ${Number(dataset.publications).toLocaleString("en-US")} publications; file ${(statSync(databasePath).size / 2 ** 20).toFixed(0)} MiB${buildSeconds === null ? " (reused)" : `, built in ${buildSeconds.toFixed(1)} s`}.`,
      `- Server: a separate process (\`node dist/cli.js serve\`, rate limits off), driven over loopback by autocannon from the bench process, ${duration} s per row; the two share the machine's cores.`,
      `- Time to first response after start: ${firstResponseMs.toFixed(0)} ms. Peak server RSS: ${rssMb.toFixed(0)} MB.`,
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
