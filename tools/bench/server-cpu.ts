/**
 * The server's CPU time per new question: starts the built server (`dist/cli.js serve` under --root, as `npm start`
 * runs it), asks each operation's new questions (tools/bench/scenarios.ts, same seed) over loopback with a few
 * connections, and reads the server process's utime + stime from /proc before and after. On a machine whose cores
 * are shared with other work, this moves far less between runs than requests per second do (docs/performance.md).
 *
 *   node --import tsx tools/bench/server-cpu.ts [--database var/bench/register-1500000-seed1.sqlite]
 *        [--root .] [--requests 3000] [--connections 16] [--only searchCompanies,autocompleteCompanies] [--passes 2]
 *        [--profile DIR]
 * (--root: the checkout whose dist/ is measured, so that two builds can be compared over one question list;
 * --passes: each operation's list again, from --skip on, so that the last pass is measured with the register's
 * pages warm but no answer cached; --profile: the server's V8 CPU profile written to DIR when it stops, covering its start
 * and the cold questions alone, without the bench's empty route.)
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { buildQueries } from "./scenarios.js";
import { serverCpuSeconds } from "./server-process.js";
import { startCommand } from "./start-command.js";

const { values: options } = parseArgs({
  options: {
    database: { type: "string", default: "var/bench/register-1500000-seed1.sqlite" },
    root: { type: "string", default: "." },
    requests: { type: "string", default: "3000" },
    connections: { type: "string", default: "16" },
    only: { type: "string", default: "searchCompanies,autocompleteCompanies,searchPeople" },
    passes: { type: "string", default: "2" },
    port: { type: "string", default: "18090" },
    seed: { type: "string", default: "1" },
    profile: { type: "string" },
  },
});

const requests = Number(options.requests);
const passes = Number(options.passes);
const wanted = options.only!.split(",");
const database = resolve(options.database!);
// Every pass asks its own questions: pass k asks questions k·requests … (k+1)·requests − 1 of the list. Opened
// directly, not through the store: the register may be of another schema version than this checkout's (--root's).
const scenarios = (() => {
  const db = new Database(database, { readonly: true, fileMustExist: true });
  try {
    return buildQueries(db, Number(options.seed), { newQuestions: requests * passes });
  } finally {
    db.close();
  }
})();

const accounts = mkdtempSync(join(tmpdir(), "server-cpu-"));
const port = Number(options.port);
const base = `http://127.0.0.1:${port}`;
const root = resolve(options.root!);
const start = startCommand(root);
const profileFlags = options.profile ? ["--cpu-prof", `--cpu-prof-dir=${resolve(options.profile)}`] : [];
const child = spawn(process.execPath, [...start.flags, ...profileFlags, join(root, "dist/cli.js"), "serve"], {
  env: {
    // The environment `npm start` sets (the malloc arenas), unless this run's own says otherwise.
    ...start.env,
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_PATH: database,
    ACCOUNTS_DATABASE_PATH: join(accounts, "accounts.sqlite"),
    RATE_LIMIT_SEARCH: "0",
    RATE_LIMIT_DETAIL: "0",
    LOG_LEVEL: "warn",
    WORKERS: "1",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
try {
  for (;;) {
    try {
      if ((await fetch(`${base}/health/live`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error("the server exited before answering");
    await new Promise((done) => setTimeout(done, 20));
  }
  for (const name of wanted) {
    const scenario = scenarios.find((s) => s.name === name && s.questions === "new");
    if (!scenario) throw new Error(`no new-question scenario named ${name}`);
    for (let pass = 0; pass < passes; pass++) {
      const list = scenario.requests.slice(pass * requests, (pass + 1) * requests);
      let next = 0;
      let failed = 0;
      const before = serverCpuSeconds(child.pid!);
      const started = performance.now();
      await Promise.all(
        Array.from({ length: Number(options.connections) }, async () => {
          while (next < list.length) {
            const request = list[next++];
            const response = await fetch(base + request.path, {
              method: scenario.method ?? "GET",
              headers: { ...scenario.headers, ...request.headers },
              body: request.body,
            });
            if (!response.ok) failed++;
            await response.arrayBuffer();
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const cpu = (serverCpuSeconds(child.pid!) - before) * 1e6;
      console.log(
        `${name} pass ${pass + 1}: ${list.length} new questions, server CPU ${Math.round(cpu / list.length)} µs per question, ` +
          `${Math.round(list.length / seconds)} req/s${failed > 0 ? `, ${failed} failed` : ""}`,
      );
    }
  }
} finally {
  const stopped = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  // The profile is written as the server stops.
  if (options.profile) await stopped;
  rmSync(accounts, { recursive: true, force: true });
}
