/**
 * The benchmark's request mixes, drawn from the register with a fixed seed so that runs compare.
 *
 * Every operation is measured twice over:
 * - "repeated": 400 questions asked again and again, as popular lookups are. After one warm-up pass their answers
 *   come from the answer cache: this is the service as it runs.
 * - "new": every request asks something not asked before in the server's life (a list long enough for the whole
 *   run), so every answer is computed: queries, counts, rendering. This is the cost of the long tail.
 */
import { loadListingReferences } from "../../src/market/listings.js";
import { readFileSync } from "node:fs";
import { profilePath } from "../../src/domain/links.js";
import { searchWords } from "../../src/domain/text.js";
import { formatUid } from "../../src/domain/uid.js";
import type { SqliteDatabase } from "../../src/store/sqlite/database.js";

export interface BenchRequest {
  path: string;
  body?: string;
  /** Headers of this request beyond the scenario's (the keyed rows' API key). */
  headers?: Record<string, string>;
}

export type Questions = "none" | "repeated" | "new";

export interface Scenario {
  name: string;
  questions: Questions;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  requests: BenchRequest[];
}

/** mulberry32: a small seeded PRNG, enough to pick sample rows reproducibly. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REPEATED = 400;
const COMMON_WORDS = ["ag", "gmbh", "sa", "holding", "immobilien", "bau", "consulting", "services", "sagl", "suisse", "zürich", "genève"];
const FILTERS = ["&canton=ZH", "&status=active", "&legal_form=limited_liability_company", "&canton=VD,GE&status=active", "&canton=TI"];
const CANTONS = ["ZH", "BE", "VD", "GE", "AG", "SG", "LU", "TI", "VS", "FR", "BS", "ZG"];

const q = (text: string) => encodeURIComponent(text);

const MCP_HEADERS = {
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
  "mcp-protocol-version": "2025-11-25",
};

function toolCall(id: number, name: string, args: Record<string, unknown>): string {
  return JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } });
}

interface CompanySample {
  id: number;
  name: string;
  uid: string | null;
}
interface PersonSample {
  id: number;
  name: string;
  last_name: string;
  first_name: string;
}

/** The repeated mix of company searches: full names, 4-letter prefixes, common words, UIDs, words with filters. */
function repeatedSearch(company: CompanySample, i: number): string {
  const words = searchWords(company.name);
  const kind = i % 20;
  if (kind < 6) return q(company.name);
  if (kind < 10) return q((words[0] ?? company.name).slice(0, 4));
  if (kind < 14) return q(COMMON_WORDS[i % COMMON_WORDS.length]);
  if (kind < 17 && company.uid) return q(formatUid(company.uid));
  return q(words[0] ?? company.name) + FILTERS[i % FILTERS.length];
}

/** A company search nobody asked before: the same kinds, made distinct by the company's own words, filters and page size. */
function newSearch(company: CompanySample, i: number, next: () => number): { q: string; canton?: string; limit: number } {
  const words = searchWords(company.name);
  const limit = 5 + (i % 21);
  const kind = i % 20;
  if (kind < 7) return { q: company.name, limit };
  if (kind < 11 && words.length > 1) return { q: `${words[0]} ${words[1].slice(0, 3)}`, limit };
  if (kind < 14 && company.uid) return { q: formatUid(company.uid), limit };
  const canton = CANTONS[Math.floor(next() * CANTONS.length)];
  const word = words.find((w) => w.length >= 3) ?? company.name;
  return { q: word.slice(0, 3 + (i % 4)), canton, limit };
}

function searchPath(search: { q: string; canton?: string; limit: number }): string {
  return `/api/v1/companies/search?q=${q(search.q)}${search.canton ? `&canton=${search.canton}` : ""}&limit=${search.limit}`;
}

/** The list started at `start`, wrapping round. */
function rotate<T>(list: T[], start: number): T[] {
  return [...list.slice(start), ...list.slice(0, start)];
}

export interface QueryOptions {
  /** How many distinct questions each "new" scenario holds: more than a whole run can ask. */
  newQuestions: number;
  /**
   * API keys for the keyed rows, used in turn (each key's account has its own per-minute limit, so that the rows
   * measure the service, not the limiter); no keyed rows without them.
   */
  apiKeys?: string[];
}

type AiSearchLanguage = "de" | "fr" | "it" | "en";

/** How each language says "in <town>" and "in the canton <code>", and asks for companies. */
const AI_SEARCH_PHRASING: Record<AiSearchLanguage, { in: string; inCanton: string; lead: string[] }> = {
  de: { in: "in", inCanton: "im Kanton", lead: ["", "Firmen:", "aktive"] },
  fr: { in: "à", inCanton: "dans le canton de", lead: ["", "entreprises", "actives"] },
  it: { in: "a", inCanton: "nel cantone", lead: ["", "aziende", "attive"] },
  en: { in: "in", inCanton: "in the canton of", lead: ["", "companies:", "active"] },
};

/** The vocabulary's terms per language of one of AI search's data files (`codes|noga,lang,terms,…`). */
function vocabularyTerms(file: string): Record<AiSearchLanguage, string[]> {
  const terms: Record<AiSearchLanguage, string[]> = { de: [], fr: [], it: [], en: [] };
  const lines = readFileSync(new URL(`../../data/ai-search/${file}`, import.meta.url), "utf8").split("\n").slice(1);
  for (const line of lines) {
    const [, lang, list] = line.split(",");
    if (list && lang in terms) terms[lang as AiSearchLanguage].push(...list.split("|").filter((term) => term.length > 2));
  }
  return terms;
}

/**
 * `count` distinct AI-search questions composed from the register's vocabulary: an industry, often a legal form, and a
 * place (the seat of a company drawn at random, so that towns come as often as the register has companies there, or
 * its canton), in one of four languages; with a page size, so that none repeats.
 */
export function aiSearchQuestions(seats: { town: string; canton: string }[], count: number, next: () => number): string[] {
  const industries = vocabularyTerms("industries.csv");
  const forms = vocabularyTerms("legal-forms.csv");
  const languages = Object.keys(AI_SEARCH_PHRASING) as AiSearchLanguage[];
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const bodies = new Set<string>();
  for (let tries = 0; bodies.size < count && tries < count * 5; tries++) {
    const language = pick(languages);
    const phrasing = AI_SEARCH_PHRASING[language];
    const form = next() < 0.4 ? pick(forms[language]) : "";
    const seat = pick(seats);
    const place = next() < 0.5 ? `${phrasing.in} ${seat.town}` : `${phrasing.inCanton} ${seat.canton}`;
    const query = [pick(phrasing.lead), pick(industries[language]), form, place].filter(Boolean).join(" ");
    bodies.add(JSON.stringify({ query, limit: 10 + Math.floor(next() * 11) }));
  }
  return [...bodies];
}

/**
 * The stock reads (issue 17): quote, one year of daily history, financials, over every listed symbol. Keyed answers
 * are never cached, so each call computes its answer; the questions vary (symbol, the history's last day, the
 * statements' period) so that no two in a row are the same.
 */
function stockScenarios(keyed: (i: number) => Record<string, string>, next: () => number): Scenario[] {
  const symbols = loadListingReferences().map((listing) => listing.symbol);
  const shuffled = (count: number) => Array.from({ length: count }, () => symbols[Math.floor(next() * symbols.length)]);
  const day = (offset: number) => new Date(Date.UTC(2026, 9, 30) - offset * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: "keyed stock quote", questions: "new", requests: shuffled(2_000).map((symbol, i) => ({ path: `/v1/stocks/quote/${symbol}`, headers: keyed(i) })) },
    {
      name: "keyed stock history (1 year daily)",
      questions: "new",
      requests: shuffled(2_000).map((symbol, i) => ({ path: `/v1/stocks/history/${symbol}?interval=1day&outputsize=260&end_date=${day(i % 200)}`, headers: keyed(i) })),
    },
    {
      name: "keyed stock financials",
      questions: "new",
      requests: shuffled(2_000).map((symbol, i) => ({ path: `/v1/stocks/financials/${symbol}?period=${i % 2 === 0 ? "annual" : "quarterly"}`, headers: keyed(i) })),
    },
  ];
}

export function buildQueries(db: SqliteDatabase, seed: number, { newQuestions, apiKeys = [] }: QueryOptions): Scenario[] {
  const next = random(seed);
  const maxId = (db.prepare("SELECT max(rowid) AS n FROM companies").get() as { n: number }).n;
  const maxPerson = (db.prepare("SELECT max(id) AS n FROM persons").get() as { n: number }).n;
  const companyAt = db.prepare("SELECT id, name, uid FROM companies WHERE rowid >= ? ORDER BY rowid LIMIT 1");
  const personAt = db.prepare(
    "SELECT p.id, p.name, p.last_name, p.first_name FROM persons p WHERE p.id >= ? AND p.redacted = 0 AND p.entity_type = 'natural_person' ORDER BY p.id LIMIT 1",
  );
  /** `count` distinct companies (or persons), in a seeded random order. */
  function sample<Row extends { id: number }>(count: number, at: () => Row | undefined): Row[] {
    const seen = new Set<number>();
    const rows: Row[] = [];
    for (let tries = 0; rows.length < count && tries < count * 3; tries++) {
      const row = at();
      if (row && !seen.has(row.id)) {
        seen.add(row.id);
        rows.push(row);
      }
    }
    return rows;
  }
  const companyDraw = () => companyAt.get(1 + Math.floor(next() * maxId)) as CompanySample | undefined;
  const personDraw = () => personAt.get(1 + Math.floor(next() * maxPerson)) as PersonSample | undefined;

  const companies = sample(REPEATED, companyDraw);
  const persons = sample(REPEATED, personDraw);
  // Drawn after the repeated samples, so that those stay the same whatever newQuestions is.
  const newCompanies = sample(newQuestions, companyDraw);
  const newPersons = sample(newQuestions, personDraw);
  const personQuery = (p: PersonSample, i: number) => (i % 2 === 0 ? p.last_name : `${p.first_name} ${p.last_name}`);

  const newSearches = newCompanies.map((company, i) => newSearch(company, i, next));
  const mcp = { method: "POST" as const, headers: MCP_HEADERS };
  const keyed = (i: number) => ({ "x-api-key": apiKeys[i % apiKeys.length] });
  // The keyed reads after the public ones, AI search last.
  const [keyedSearch, ...keyedReads]: Scenario[] =
    apiKeys.length === 0
      ? []
      : [
          {
            name: "keyed aiSearchCompanies",
            questions: "new",
            method: "POST",
            headers: { "content-type": "application/json" },
            requests: aiSearchQuestions(
              db.prepare("SELECT town, canton FROM companies WHERE town IS NOT NULL AND canton IS NOT NULL ORDER BY id").all() as { town: string; canton: string }[],
              newQuestions,
              next,
            ).map((body, i) => ({ path: "/v1/companies/ai-search", body, headers: keyed(i) })),
          },
          {
            name: "keyed getCompanyReport",
            questions: "new",
            // From a quarter and three quarters into the list: no company another row already read.
            requests: rotate(newCompanies, Math.floor(newCompanies.length / 4)).map((c, i) => ({ path: `/v1/companies/${c.id}/report`, headers: keyed(i) })),
          },
          {
            name: "keyed getCompanyJournals",
            questions: "new",
            requests: rotate(newCompanies, Math.floor((newCompanies.length * 3) / 4)).map((c, i) => ({ path: `/v1/companies/${c.id}/journals`, headers: keyed(i) })),
          },
          ...stockScenarios(keyed, next),
        ];

  return [
    { name: "empty route", questions: "none", requests: [{ path: "/health/live" }] },
    { name: "searchCompanies", questions: "repeated", requests: companies.map((c, i) => ({ path: `/api/v1/companies/search?q=${repeatedSearch(c, i)}` })) },
    {
      name: "autocompleteCompanies",
      questions: "repeated",
      requests: companies.map((c, i) => ({ path: `/api/v1/companies/autocomplete?q=${q(c.name.slice(0, 2 + (i % 6)))}` })),
    },
    { name: "getCompany", questions: "repeated", requests: companies.map((c) => ({ path: `/api/v1/companies/${c.id}` })) },
    { name: "searchPeople", questions: "repeated", requests: persons.map((p, i) => ({ path: `/api/v1/people/search?q=${q(personQuery(p, i))}` })) },
    { name: "getPerson", questions: "repeated", requests: persons.map((p) => ({ path: `/api/v1/people/${p.id}` })) },
    { name: "company fact sheet", questions: "repeated", requests: companies.map((c) => ({ path: `${profilePath("companies", c.id, c.name)}.md` })) },
    {
      name: "MCP search_companies",
      questions: "repeated",
      ...mcp,
      requests: companies.map((c, i) => ({ path: "/mcp", body: toolCall(i + 1, "search_companies", { q: searchWords(c.name)[0] ?? c.name }) })),
    },
    {
      name: "MCP get_company",
      questions: "repeated",
      ...mcp,
      requests: companies.map((c, i) => ({ path: "/mcp", body: toolCall(i + 1, "get_company", { id: c.id }) })),
    },
    // Each MCP row right after the REST row it mirrors, so that the pair meets the same machine (issue 19: within 1.3×).
    { name: "searchCompanies", questions: "new", requests: newSearches.map((search) => ({ path: searchPath(search) })) },
    {
      name: "MCP search_companies",
      questions: "new",
      ...mcp,
      // From the other end of the list than REST's, so that neither meets the other's counts.
      requests: newSearches.map((search, i) => ({ path: "/mcp", body: toolCall(i + 1, "search_companies", search) })).reverse(),
    },
    {
      name: "autocompleteCompanies",
      questions: "new",
      requests: newCompanies.map((c, i) => ({ path: `/api/v1/companies/autocomplete?q=${q(c.name.slice(0, 3 + (i % 8)))}&limit=${3 + (i % 20)}` })),
    },
    { name: "getCompany", questions: "new", requests: newCompanies.map((c) => ({ path: `/api/v1/companies/${c.id}` })) },
    {
      name: "MCP get_company",
      questions: "new",
      ...mcp,
      requests: newCompanies.map((c, i) => ({ path: "/mcp", body: toolCall(i + 1, "get_company", { id: c.id }) })).reverse(),
    },
    {
      name: "searchPeople",
      questions: "new",
      requests: newPersons.map((p, i) => ({ path: `/api/v1/people/search?q=${q(personQuery(p, i))}&limit=${5 + (i % 21)}` })),
    },
    { name: "getPerson", questions: "new", requests: newPersons.map((p) => ({ path: `/api/v1/people/${p.id}` })) },
    {
      name: "company fact sheet",
      questions: "new",
      // From the middle of the list (getCompany starts at its head, MCP get_company at its tail), so that none
      // of the three meets a company another one already read.
      requests: rotate(newCompanies, Math.floor(newCompanies.length / 2)).map((c) => ({ path: `${profilePath("companies", c.id, c.name)}.md` })),
    },
    ...keyedReads,
    // AI search last: at full scale it answers fewer cold questions per second than the open loop offers, and the
    // requests still queued when its row ends were measured by the rows after it (autocomplete's p99 1.6 s).
    ...(keyedSearch ? [keyedSearch] : []),
  ];
}
