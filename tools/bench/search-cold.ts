/**
 * The cold cost of the public name searches in one process, without HTTP: the bench's new questions
 * (tools/bench/scenarios.ts, same seed) for searchCompanies, autocompleteCompanies and searchPeople, each asked once
 * through the operation (input validation as the REST route reads it, backend, store) over a register opened
 * read-only. Prints per operation the time per question (mean, p50, p99), the time in each store read and per kind of
 * question (the breakdown of docs/performance.md), and a digest of every answer, so that a change can be checked to
 * answer the same.
 *
 *   node --import tsx tools/bench/search-cold.ts [--database var/bench/register-1500000-seed1.sqlite]
 *        [--questions 3000] [--seed 1] [--only searchCompanies,searchPeople] [--compare] [--slowest 10]
 *
 * --compare asks every question twice, of a store reading the register as one built before migration 8 (every total
 * counted, one full-text query per search: "without") and of one using the counts and bitmaps kept at build time
 * ("with"), in turn and in alternating order, so that both meet the same machine load and page cache; the digests
 * must be equal. Without it, the list is asked twice (the second pass, printed in detail, reads warm pages). --slowest N
 * also lists the N slowest questions of the reported pass, with their time (the tail that holds up the requests beside
 * them on one event loop).
 */
import { createHash } from "node:crypto";
import { parseArgs } from "node:util";
import { createLocalBackend } from "../../src/backend/local.js";
import { Links } from "../../src/domain/links.js";
import { searchWords } from "../../src/domain/text.js";
import type { MarketAccess } from "../../src/market/access.js";
import { autocompleteCompanies } from "../../src/operations/autocomplete-companies.js";
import { inputFromUrl } from "../../src/operations/input.js";
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
    compare: { type: "boolean", default: false },
    slowest: { type: "string", default: "0" },
  },
});

const OPERATIONS = { searchCompanies, autocompleteCompanies, searchPeople } as const;
type OperationName = keyof typeof OPERATIONS;
const wanted = (options.only?.split(",") ?? Object.keys(OPERATIONS)) as OperationName[];

const scenarios = (() => {
  const db = openForReading(options.database!);
  try {
    return buildQueries(db, Number(options.seed), { newQuestions: Number(options.questions) });
  } finally {
    db.close();
  }
})();

/** What kind of question: a UID, or how many words, with a canton or not. */
function shapeOf(input: { q: string; canton?: string[] }): string {
  const words = searchWords(input.q).length;
  const kind = /\d{3}/.test(input.q) ? "UID" : `${Math.min(words, 4)}${words >= 4 ? "+" : ""} word${words === 1 ? "" : "s"}`;
  return `${kind}${input.canton && input.canton.length > 0 ? " + canton" : ""}`;
}

/** One store and backend under measurement, with the time spent in each read, per kind of question. */
class Measured {
  readonly reads = new Map<string, number>();
  readonly shapes = new Map<string, { questions: number; ms: number; reads: Map<string, number> }>();
  readonly times: number[] = [];
  readonly asked: { q: string; canton?: string[] }[] = [];
  readonly digest = createHash("sha256");
  cpuMicros = 0;
  private readonly context: { backend: ReturnType<typeof createLocalBackend>; market: MarketAccess };

  constructor(readonly label: string, keptSearchAids: boolean) {
    const inner = createSqliteStore(openForReading(options.database!), { keptSearchAids });
    // The SQLite store does its work before it returns the promise: timed to the return, so that reads started
    // together (Promise.all) are not counted in each other.
    const store = Object.fromEntries(
      Object.entries(inner).map(([name, read]) => [
        name,
        (...args: unknown[]) => {
          const started = performance.now();
          const result = (read as (...a: unknown[]) => Promise<unknown>)(...args);
          this.reads.set(name, (this.reads.get(name) ?? 0) + performance.now() - started);
          return result;
        },
      ]),
    ) as unknown as RegisterStore & KeyedRegisterStore;
    this.context = { backend: createLocalBackend(store, { links: new Links("http://register.test") }), market: undefined as unknown as MarketAccess };
  }

  async ask(handle: (input: unknown, context: unknown) => Promise<unknown>, input: { q: string; canton?: string[] }): Promise<void> {
    const before = new Map(this.reads);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const answer = await handle(input, this.context);
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    this.cpuMicros += used.user + used.system;
    this.times.push(ms);
    this.asked.push(input);
    this.digest.update(JSON.stringify(answer));
    const shape = shapeOf(input);
    const entry = this.shapes.get(shape) ?? { questions: 0, ms: 0, reads: new Map<string, number>() };
    this.shapes.set(shape, entry);
    entry.questions++;
    entry.ms += ms;
    for (const [read, total] of this.reads) entry.reads.set(read, (entry.reads.get(read) ?? 0) + total - (before.get(read) ?? 0));
  }

  report(name: string): void {
    const n = this.times.length;
    const sorted = [...this.times].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(n - 1, Math.floor(p * n))];
    const us = (ms: number, count = n) => `${Math.round((1000 * ms) / count)} µs`;
    console.log(
      `${name} ${this.label}: ${n} questions, mean ${us(sorted.reduce((a, b) => a + b, 0))}, p50 ${us(at(0.5), 1)}, p99 ${at(0.99).toFixed(2)} ms, ` +
        `max ${sorted.at(-1)!.toFixed(1)} ms; CPU ${Math.round(this.cpuMicros / n)} µs; digest ${this.digest.copy().digest("hex").slice(0, 16)}`,
    );
    for (const [read, ms] of [...this.reads].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms > 0)) console.log(`  ${read.padEnd(24)} ${us(ms).padStart(8)} per question`);
    for (const [shape, entry] of [...this.shapes].sort((a, b) => b[1].ms - a[1].ms)) {
      const reads = [...entry.reads].filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]).slice(0, 4);
      console.log(`  ${shape}: ${entry.questions} questions, ${us(entry.ms, entry.questions)} each; ${reads.map(([read, ms]) => `${read} ${us(ms, entry.questions)}`).join(", ")}`);
    }
    const slowest = [...this.times.keys()].sort((a, b) => this.times[b] - this.times[a]).slice(0, Number(options.slowest));
    for (const i of slowest) console.log(`  slow: ${this.times[i].toFixed(2)} ms ${JSON.stringify(this.asked[i])}`);
  }
}

for (const name of wanted) {
  const operation = OPERATIONS[name];
  const handle = operation.handle as (input: unknown, context: unknown) => Promise<unknown>;
  const scenario = scenarios.find((s) => s.name === name && s.questions === "new")!;
  // As the REST route reads them.
  const inputs = scenario.requests.map((request) => {
    const query = new URL(request.path, "http://x").searchParams;
    return inputFromUrl(operation, { getAll: (key) => query.getAll(key), keys: () => [...new Set(query.keys())] }, {}) as { q: string; canton?: string[] };
  });
  if (options.compare) {
    const without = new Measured("without kept counts and bitmaps", false);
    const withAids = new Measured("with kept counts and bitmaps", true);
    for (const [i, input] of inputs.entries()) {
      for (const measured of i % 2 === 0 ? [without, withAids] : [withAids, without]) await measured.ask(handle, input);
    }
    without.report(name);
    withAids.report(name);
  } else {
    // The first pass warms the register's pages; the second, through a fresh store (no count cached), is reported.
    for (const pass of [1, 2]) {
      const measured = new Measured(`pass ${pass}`, true);
      for (const input of inputs) await measured.ask(handle, input);
      if (pass === 2) measured.report(name);
    }
  }
}
