/**
 * `npm run eval:search`: nDCG@10, precision@10 and exact understanding per language and overall, for the development
 * queries (dev.json) and the held-out quarter (held-out.json), over a generated register (20,000 companies, seed 42:
 * large enough that narrow questions have answers) built at var/relevance/register.sqlite when missing.
 * `--json` prints the per-query numbers too. Exit code 1 when a bar is missed (nDCG@10 >= 0.9 overall, >= 0.85 per language).
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import Database from "better-sqlite3";
import { generateRegister } from "../../src/generate/index.js";
import { SCHEMA_VERSION } from "../../src/store/sqlite/migrations.js";
import { aiSearch, registerReferenceDate } from "../../src/ai-search/search.js";
import { createSqliteAiSearchStore } from "../../src/store/sqlite/ai-search-store.js";
import { grades, loadCompanies, score, understoodExactly, type RelevanceQuery } from "./judge.js";

export const RELEVANCE_REGISTER = { companies: 20_000, seed: 42 };

export interface LanguageRow {
  language: string;
  queries: number;
  ndcg: number;
  precision: number;
  understood: number;
}

export interface EvalResult {
  rows: LanguageRow[];
  perQuery: Array<{ id: string; query: string; ndcg: number; precision: number; understood: boolean; results: number }>;
}

export async function evaluate(db: Database.Database, queries: RelevanceQuery[]): Promise<EvalResult> {
  const companies = loadCompanies(db);
  const store = createSqliteAiSearchStore(db);
  const referenceDate = await registerReferenceDate(store);
  const perQuery: Array<{ id: string; lang: string; query: string; ndcg: number; precision: number; understood: boolean; results: number }> = [];
  for (const query of queries) {
    const answer = await aiSearch(store, { query: query.query, limit: 10 });
    const judged = grades(query, companies, referenceDate);
    const s = score(query, answer.items.map((item) => item.id), judged);
    perQuery.push({ id: query.id, lang: query.lang, query: query.query, ndcg: s.ndcg, precision: s.precision, understood: understoodExactly(query, answer.understood, referenceDate), results: answer.total });
  }
  const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
  const row = (language: string, items: typeof perQuery): LanguageRow => ({
    language,
    queries: items.length,
    ndcg: mean(items.map((q) => q.ndcg)),
    precision: mean(items.map((q) => q.precision)),
    understood: mean(items.map((q) => (q.understood ? 1 : 0))),
  });
  const rows = ["de", "fr", "it", "en"].map((language) => row(language, perQuery.filter((q) => q.lang === language)));
  rows.push(row("all", perQuery));
  return { rows, perQuery };
}

export function loadQueries(file: "dev" | "held-out"): RelevanceQuery[] {
  return (JSON.parse(readFileSync(resolve("test/relevance", `${file}.json`), "utf8")) as { queries: RelevanceQuery[] }).queries;
}

export async function openRelevanceRegister(path = resolve("var/relevance/register.sqlite")): Promise<Database.Database> {
  let current = false;
  if (existsSync(path)) {
    const db = new Database(path, { readonly: true });
    current = db.pragma("user_version", { simple: true }) === SCHEMA_VERSION;
    db.close();
  }
  if (!current) await generateRegister({ ...RELEVANCE_REGISTER, path });
  return new Database(path, { readonly: true });
}

function table(title: string, rows: LanguageRow[]): string {
  const lines = [title, "language  queries  nDCG@10  P@10   understood exactly"];
  for (const r of rows) lines.push(`${r.language.padEnd(9)} ${String(r.queries).padStart(7)}  ${r.ndcg.toFixed(3)}    ${r.precision.toFixed(3)}  ${(r.understood * 100).toFixed(0).padStart(3)}%`);
  return lines.join("\n");
}

const meetsBar = (rows: LanguageRow[]) => rows.every((r) => r.ndcg >= (r.language === "all" ? 0.9 : 0.85));

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("eval.ts")) {
  const db = await openRelevanceRegister();
  const dev = await evaluate(db, loadQueries("dev"));
  const held = await evaluate(db, loadQueries("held-out"));
  console.log(table("Development queries (test/relevance/dev.json)", dev.rows));
  console.log();
  console.log(table("Held-out queries (test/relevance/held-out.json)", held.rows));
  if (process.argv.includes("--json") || process.argv.includes("--verbose")) {
    for (const q of [...dev.perQuery, ...held.perQuery]) console.log(`${q.id.padEnd(16)} nDCG ${q.ndcg.toFixed(2)} P ${q.precision.toFixed(2)} ${q.understood ? "exact" : "NOT EXACT"} ${String(q.results).padStart(4)}  ${q.query}`);
  }
  db.close();
  process.exitCode = meetsBar(dev.rows) && meetsBar(held.rows) ? 0 : 1;
}
