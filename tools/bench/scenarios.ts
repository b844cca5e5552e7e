/** The benchmark's request mixes, drawn from the register with a fixed seed so that runs compare. */
import { profilePath } from "../../src/domain/links.js";
import { searchWords } from "../../src/domain/text.js";
import { formatUid } from "../../src/domain/uid.js";
import type { SqliteDatabase } from "../../src/store/sqlite/database.js";

export interface BenchRequest {
  path: string;
  body?: string;
}

export interface Scenario {
  name: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  requests: BenchRequest[];
}

/** mulberry32: a small seeded PRNG, enough to pick sample rows reproducibly. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SAMPLE = 400;
const COMMON_WORDS = ["ag", "gmbh", "sa", "holding", "immobilien", "bau", "consulting", "services", "sagl", "suisse", "zürich", "genève"];
const FILTERS = ["&canton=ZH", "&status=active", "&legal_form=limited_liability_company", "&canton=VD,GE&status=active", "&canton=TI"];

const q = (text: string) => encodeURIComponent(text);

const MCP_HEADERS = {
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
  "mcp-protocol-version": "2025-11-25",
};

function toolCall(id: number, name: string, args: Record<string, unknown>): string {
  return JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } });
}

export function buildQueries(db: SqliteDatabase, seed: number): Scenario[] {
  const next = random(seed);
  const maxId = (db.prepare("SELECT max(rowid) AS n FROM companies").get() as { n: number }).n;
  const maxPerson = (db.prepare("SELECT max(id) AS n FROM persons").get() as { n: number }).n;
  const companyAt = db.prepare("SELECT id, name, uid FROM companies WHERE rowid >= ? ORDER BY rowid LIMIT 1");
  const personAt = db.prepare(
    "SELECT p.id, p.name, p.last_name, p.first_name FROM persons p WHERE p.id >= ? AND p.redacted = 0 AND p.entity_type = 'natural_person' ORDER BY p.id LIMIT 1",
  );
  const companies = Array.from({ length: SAMPLE }, () => companyAt.get(1 + Math.floor(next() * maxId)) as { id: number; name: string; uid: string | null });
  const persons = Array.from({ length: SAMPLE }, () =>
    personAt.get(1 + Math.floor(next() * maxPerson)) as { id: number; name: string; last_name: string; first_name: string } | undefined,
  ).filter((p): p is { id: number; name: string; last_name: string; first_name: string } => p !== undefined);

  const searches: BenchRequest[] = companies.map((company, i) => {
    const words = searchWords(company.name);
    const kind = i % 20;
    let query: string;
    if (kind < 6) query = q(company.name);
    else if (kind < 10) query = q((words[0] ?? company.name).slice(0, 4));
    else if (kind < 14) query = q(COMMON_WORDS[i % COMMON_WORDS.length]);
    else if (kind < 17 && company.uid) query = q(formatUid(company.uid));
    else query = q(words[0] ?? company.name) + FILTERS[i % FILTERS.length];
    return { path: `/api/v1/companies/search?q=${query}` };
  });

  return [
    { name: "empty route", requests: [{ path: "/health/live" }] },
    { name: "searchCompanies", requests: searches },
    {
      name: "autocompleteCompanies",
      requests: companies.map((c, i) => ({ path: `/api/v1/companies/autocomplete?q=${q(c.name.slice(0, 2 + (i % 6)))}` })),
    },
    { name: "getCompany", requests: companies.map((c) => ({ path: `/api/v1/companies/${c.id}` })) },
    {
      name: "searchPeople",
      requests: persons.map((p, i) => ({ path: `/api/v1/people/search?q=${q(i % 2 === 0 ? p.last_name : `${p.first_name} ${p.last_name}`)}` })),
    },
    { name: "getPerson", requests: persons.map((p) => ({ path: `/api/v1/people/${p.id}` })) },
    { name: "company fact sheet", requests: companies.map((c) => ({ path: `${profilePath("companies", c.id, c.name)}.md` })) },
    {
      name: "MCP search_companies",
      method: "POST",
      headers: MCP_HEADERS,
      requests: companies.map((c, i) => ({ path: "/mcp", body: toolCall(i + 1, "search_companies", { q: searchWords(c.name)[0] ?? c.name }) })),
    },
    {
      name: "MCP get_company",
      method: "POST",
      headers: MCP_HEADERS,
      requests: companies.map((c, i) => ({ path: "/mcp", body: toolCall(i + 1, "get_company", { id: c.id }) })),
    },
  ];
}
