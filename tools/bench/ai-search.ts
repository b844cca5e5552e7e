/**
 * AI-search costs on a generated register (default: var/relevance/register.sqlite, 20,000 companies):
 * the size of company_ai_fts and the time to rebuild it, and per-query time for the relevance queries, cold (first
 * run of each query in a fresh process after the vocabulary is loaded; the register file in the OS page cache) and warm.
 * Usage: node --import tsx tools/bench/ai-search.ts [PATH]
 */
import Database from "better-sqlite3";
import { copyFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { buildAiSearchIndex } from "../../src/store/sqlite/ai-search-index.js";
import { aiSearch } from "../../src/ai-search/search.js";
import { createSqliteAiSearchStore } from "../../src/store/sqlite/ai-search-store.js";
import { loadVocabulary } from "../../src/ai-search/vocabulary.js";
import { loadQueries, openRelevanceRegister } from "../../test/relevance/eval.js";

const path = process.argv[2] ? resolve(process.argv[2]) : resolve("var/relevance/register.sqlite");
if (!process.argv[2]) (await openRelevanceRegister(path)).close();

const copy = `${path}.bench-copy`;
copyFileSync(path, copy);
const writable = new Database(copy);
const companies = (writable.prepare("SELECT count(*) AS n FROM companies").get() as { n: number }).n;
writable.unsafeMode(true);
const { seconds } = buildAiSearchIndex(writable);
const bytes = (writable.prepare("SELECT sum(pgsize) AS b FROM dbstat WHERE name LIKE 'company_ai_fts%'").get() as { b: number }).b;
const total = (writable.prepare("SELECT page_count * page_size AS b FROM pragma_page_count(), pragma_page_size()").get() as { b: number }).b;
writable.close();
rmSync(copy, { force: true });

const vocabularyStart = performance.now();
loadVocabulary();
const vocabularyMs = performance.now() - vocabularyStart;

const db = new Database(path, { readonly: true });
const queries = [...loadQueries("dev"), ...loadQueries("held-out")].map((q) => q.query);
const store = createSqliteAiSearchStore(db);
const time = async (query: string) => {
  const t = performance.now();
  await aiSearch(store, { query, limit: 20 });
  return performance.now() - t;
};
const cold: number[] = [];
for (const query of queries) cold.push(await time(query));
const warm: number[] = [];
for (const query of queries) warm.push(await time(query));
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const perCompany = bytes / companies;
console.log(`register: ${companies} companies, ${(total / 1e6).toFixed(1)} MB`);
console.log(`company_ai_fts: ${(bytes / 1e6).toFixed(2)} MB (${perCompany.toFixed(0)} B/company), rebuilt in ${seconds.toFixed(2)} s`);
console.log(`extrapolated to 1.5 M companies: ${((perCompany * 1.5e6) / 1e9).toFixed(2)} GB, ~${((seconds / companies) * 1.5e6 / 60).toFixed(1)} min (linear)`);
console.log(`vocabulary load (once per process): ${vocabularyMs.toFixed(0)} ms`);
console.log(`per query over ${queries.length} queries, cold: median ${pct(cold, 50).toFixed(1)} ms, p95 ${pct(cold, 95).toFixed(1)} ms, max ${Math.max(...cold).toFixed(1)} ms`);
console.log(`per query, warm: median ${pct(warm, 50).toFixed(1)} ms, p95 ${pct(warm, 95).toFixed(1)} ms`);
db.close();
