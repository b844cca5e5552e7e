/**
 * AI search's cold cost in one process, without HTTP: the bench's new questions (tools/bench/scenarios.ts, the same
 * composition and seed as the `keyed aiSearchCompanies` row), each asked once over a register opened read-only, with
 * the validation the endpoint runs first. Prints the time per question (mean, p50, p99, max), the store's share, the
 * peak RSS, and a digest of every answer, so that a speed-up can be checked to answer the same.
 *
 *   node --import tsx tools/bench/ai-search-cold.ts [--database var/bench/register-20000-seed1.sqlite]
 *        [--questions 300] [--seed 1] [--slowest N]
 * (--slowest lists the N slowest questions with their time and total.)
 * Profile it with `node --cpu-prof --cpu-prof-dir DIR --import tsx tools/bench/ai-search-cold.ts ...`.
 */
import Database from "better-sqlite3";
import { createHash } from "node:crypto";
import { parseArgs } from "node:util";
import { aiSearch } from "../../src/ai-search/search.js";
import { loadVocabulary } from "../../src/ai-search/vocabulary.js";
import { aiSearchCompanies } from "../../src/operations/keyed/ai-search-companies.js";
import type { AiSearchStore } from "../../src/store/ai-search-port.js";
import { createSqliteAiSearchStore } from "../../src/store/sqlite/ai-search-store.js";
import { aiSearchQuestions, random } from "./scenarios.js";

const { values: options } = parseArgs({
  options: {
    database: { type: "string", default: "var/bench/register-20000-seed1.sqlite" },
    questions: { type: "string", default: "300" },
    seed: { type: "string", default: "1" },
    slowest: { type: "string", default: "0" },
  },
});

const db = new Database(options.database!, { readonly: true, fileMustExist: true });
const seats = db.prepare("SELECT town, canton FROM companies WHERE town IS NOT NULL AND canton IS NOT NULL ORDER BY id").all() as { town: string; canton: string }[];
const bodies = aiSearchQuestions(seats, Number(options.questions), random(Number(options.seed))).map(
  (body) => JSON.parse(body) as { query: string; limit: number },
);
seats.length = 0;
loadVocabulary();

/** The store, with the time spent in it. */
let storeMs = 0;
const inner = createSqliteAiSearchStore(db);
const store = Object.fromEntries(
  Object.entries(inner).map(([name, read]) => [
    name,
    async (...args: unknown[]) => {
      const started = performance.now();
      try {
        return await (read as (...a: unknown[]) => Promise<unknown>)(...args);
      } finally {
        storeMs += performance.now() - started;
      }
    },
  ]),
) as unknown as AiSearchStore;
await aiSearch(store, { query: "warm-up Zürich", limit: 1 });
storeMs = 0;

const times: number[] = [];
const totals: number[] = [];
const digest = createHash("sha256");
let peakRss = process.memoryUsage().rss;
for (const body of bodies) {
  const started = performance.now();
  // What the endpoint runs: the input's validation, then the search.
  const input = aiSearchCompanies.input.parse(body);
  const answer = await aiSearch(store, { query: input.query, limit: input.limit, offset: input.offset });
  times.push(performance.now() - started);
  totals.push(answer.total);
  digest.update(JSON.stringify(answer));
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}
const sorted = [...times].sort((a, b) => a - b);
const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const total = times.reduce((a, b) => a + b, 0);
const companies = (db.prepare("SELECT count(*) AS n FROM companies").get() as { n: number }).n;
console.log(`${options.database}: ${companies} companies, ${times.length} new questions`);
console.log(
  `per question: mean ${(total / times.length).toFixed(2)} ms, p50 ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(1)} ms; store ${((100 * storeMs) / total).toFixed(0)} %`,
);
console.log(`peak RSS ${(peakRss / 1e6).toFixed(0)} MB; answers digest ${digest.digest("hex").slice(0, 16)}`);
for (const i of times.map((_, i) => i).sort((a, b) => times[b] - times[a]).slice(0, Number(options.slowest))) {
  console.log(`  ${times[i].toFixed(1)} ms, total ${totals[i]}: ${bodies[i].query}`);
}
db.close();
