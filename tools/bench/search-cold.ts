/**
 * The cold cost of the public name searches in one process, without HTTP: the bench's new questions
 * (tools/bench/scenarios.ts, same seed) for searchCompanies, autocompleteCompanies and searchPeople, each asked once
 * through the operation (input validation, backend, store) over a register opened read-only. Prints per operation the
 * time per question (mean, p99), the time in each store read (the per-operation breakdown of docs/performance.md), and
 * a digest of every answer, so that a change can be checked to answer the same.
 *
 *   node --import tsx tools/bench/search-cold.ts [--database var/bench/register-1500000-seed1.sqlite]
 *        [--questions 3000] [--seed 1] [--only searchCompanies,searchPeople] [--passes 2]
 * (--passes: the whole list again, each time through a fresh store, so that the last pass reads a warm page cache
 * but no count the store has cached.)
 */
import { createHash } from "node:crypto";
import { parseArgs } from "node:util";
import { createLocalBackend } from "../../src/backend/local.js";
import { Links } from "../../src/domain/links.js";
import { searchWords } from "../../src/domain/text.js";
import type { MarketAccess } from "../../src/market/access.js";
import { inputFromUrl } from "../../src/operations/input.js";
import { autocompleteCompanies } from "../../src/operations/autocomplete-companies.js";
import { searchCompanies } from "../../src/operations/search-companies.js";
import { searchPeople } from "../../src/operations/search-people.js";
import type { KeyedRegisterStore } from "../../src/store/keyed-port.js";
import type { RegisterStore } from "../../src/store/port.js";
import { openForReading } from "../../src/store/sqlite/database.js";
import { createSqliteStore } from "../../src/store/sqlite/store.js";
import { buildQueries } from "./scenarios.js";

const { values: options } = parseArgs({
  options: {
    database: { type: "string", default: "var/bench/register-1500000-seed1.sqlite" },
    questions: { type: "string", default: "3000" },
    seed: { type: "string", default: "1" },
    only: { type: "string" },
    passes: { type: "string", default: "2" },
  },
});

const OPERATIONS = { searchCompanies, autocompleteCompanies, searchPeople } as const;
type OperationName = keyof typeof OPERATIONS;
const wanted = (options.only?.split(",") ?? Object.keys(OPERATIONS)) as OperationName[];

const questions = Number(options.questions);
const scenarios = (() => {
  const db = openForReading(options.database!);
  try {
    return buildQueries(db, Number(options.seed), { newQuestions: questions });
  } finally {
    db.close();
  }
})();

/** The store, with the time spent in each of its reads. */
function timedStore(inner: RegisterStore & KeyedRegisterStore, spent: Map<string, number>): RegisterStore & KeyedRegisterStore {
  return Object.fromEntries(
    Object.entries(inner).map(([name, read]) => [
      name,
      // The SQLite store does its work before it returns the promise: timed to the return, so that reads started
      // together (Promise.all) are not counted in each other.
      (...args: unknown[]) => {
        const started = performance.now();
        const result = (read as (...a: unknown[]) => Promise<unknown>)(...args);
        spent.set(name, (spent.get(name) ?? 0) + performance.now() - started);
        return result;
      },
    ]),
  ) as unknown as RegisterStore & KeyedRegisterStore;
}

/** What kind of question: a UID, or how many words, with a canton or not. */
function shapeOf(input: { q: string; canton?: string[] }): string {
  const words = searchWords(input.q).length;
  const kind = /^(CHE)?[-\d.]+$/i.test(input.q.replace(/\s/g, "")) && /\d{3}/.test(input.q) ? "UID" : `${Math.min(words, 4)}${words >= 4 ? "+" : ""} word${words === 1 ? "" : "s"}`;
  return `${kind}${input.canton && input.canton.length > 0 ? " + canton" : ""}`;
}

const passes = Number(options.passes);
for (const name of wanted) {
  const operation = OPERATIONS[name];
  const scenario = scenarios.find((s) => s.name === name && s.questions === "new")!;
  // As the REST route reads them.
  const inputs = scenario.requests.map((request) => {
    const query = new URL(request.path, "http://x").searchParams;
    return inputFromUrl(operation, { getAll: (key) => query.getAll(key), keys: () => [...new Set(query.keys())] }, {});
  });
  for (let pass = 1; pass <= passes; pass++) {
    const spent = new Map<string, number>();
    const shapes = new Map<string, { questions: number; ms: number; reads: Map<string, number> }>();
    const backend = createLocalBackend(timedStore(createSqliteStore(openForReading(options.database!)), spent), {
      links: new Links("http://register.test"),
    });
    const context = { backend, market: undefined as unknown as MarketAccess };
    await backend.datasetInfo();
    spent.clear();
    const times: number[] = [];
    const digest = createHash("sha256");
    const cpuStart = process.cpuUsage();
    for (const input of inputs) {
      const before = new Map(spent);
      const started = performance.now();
      const answer = await (operation.handle as (input: unknown, context: unknown) => Promise<unknown>)(input, context);
      const ms = performance.now() - started;
      times.push(ms);
      digest.update(JSON.stringify(answer));
      const shape = shapeOf(input as { q: string; canton?: string[] });
      const entry = shapes.get(shape) ?? { questions: 0, ms: 0, reads: new Map<string, number>() };
      shapes.set(shape, entry);
      entry.questions++;
      entry.ms += ms;
      for (const [read, total] of spent) entry.reads.set(read, (entry.reads.get(read) ?? 0) + total - (before.get(read) ?? 0));
    }
    const cpu = process.cpuUsage(cpuStart);
    await backend.close();
    const total = times.reduce((a, b) => a + b, 0);
    const sorted = [...times].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
    const us = (ms: number) => `${Math.round((1000 * ms) / inputs.length)} µs`;
    console.log(
      `${name} pass ${pass}: ${inputs.length} questions, mean ${us(total)}, p50 ${(1000 * at(0.5)).toFixed(0)} µs, p99 ${at(0.99).toFixed(2)} ms, ` +
        `max ${sorted.at(-1)!.toFixed(1)} ms; CPU ${Math.round((cpu.user + cpu.system) / inputs.length)} µs; digest ${digest.digest("hex").slice(0, 16)}`,
    );
    if (pass === passes) {
      for (const [read, ms] of [...spent].sort((a, b) => b[1] - a[1])) console.log(`  ${read.padEnd(24)} ${us(ms).padStart(8)} per question`);
      for (const [shape, entry] of [...shapes].sort((a, b) => b[1].ms - a[1].ms)) {
        const per = (ms: number) => `${Math.round((1000 * ms) / entry.questions)} µs`;
        const reads = [...entry.reads].filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]).slice(0, 4);
        console.log(`  ${shape}: ${entry.questions} questions, ${per(entry.ms)} each; ${reads.map(([read, ms]) => `${read} ${per(ms)}`).join(", ")}`);
      }
    }
  }
}
