/**
 * The PostgreSQL store answers as the SQLite store: over the test register and its load into PostgreSQL, the local
 * backend gives the same company searches (filters, pages, totals, what matched), autocompletions and people searches
 * for questions drawn from the register's own names. Did-you-mean may differ: SQLite reads its candidates by FTS5's
 * bm25 over trigrams, PostgreSQL by pg_trgm similarity (docs/postgres.md); both offer only names that are found.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createLocalBackend } from "../../src/backend/local.js";
import type { CompanySearchQuery, RegisterBackend } from "../../src/backend/port.js";
import { Links } from "../../src/domain/links.js";
import { searchWords } from "../../src/domain/text.js";
import { loadPostgresRegister } from "../../src/store/postgres/load-register.js";
import { openPostgresRegisterStore } from "../../src/store/postgres/register-store.js";
import { openForReading, type SqliteDatabase } from "../../src/store/sqlite/database.js";
import { createSqliteStore } from "../../src/store/sqlite/store.js";
import { createTestDatabase } from "../keyed/postgres.js";

let database: { url: string; drop(): Promise<void> };
let db: SqliteDatabase;
let overSqlite: RegisterBackend;
let overPostgres: RegisterBackend;

beforeAll(async () => {
  database = await createTestDatabase("same_answers");
  await loadPostgresRegister(inject("registerPath"), database.url);
  const links = new Links("http://register.test");
  db = openForReading(inject("registerPath"));
  overSqlite = createLocalBackend(createSqliteStore(db), { links });
  overPostgres = createLocalBackend(await openPostgresRegisterStore(database.url), { links });
});
afterAll(async () => {
  await overPostgres?.close();
  await overSqlite?.close();
  await database?.drop();
});

/** Names spread over the register (every 80th by id), and questions made of them as people type them. */
function questions(table: "companies" | "persons"): string[] {
  const names = (db.prepare(`SELECT name FROM ${table} WHERE id % 80 = 0 ORDER BY id`).all() as { name: string }[]).map((row) => row.name);
  return [
    ...new Set(
      names.flatMap((name) => {
        const words = searchWords(name);
        return [name, words[0], words[0].slice(0, 3), words.map((word) => word.slice(0, 4)).join(" "), [...words].reverse().join(" ")];
      }),
    ),
  ];
}

const withoutSuggestions = <Page extends { suggestions: string[] }>(page: Page) => ({ ...page, suggestions: [] });

describe("the PostgreSQL store answers as the SQLite store", () => {
  it("gives the same company searches, under filters and on later pages, and the same autocompletions", async () => {
    const asked = questions("companies");
    expect(asked.length).toBeGreaterThan(60);
    const filters: Partial<CompanySearchQuery>[] = [{}, { cantons: ["ZH", "VD"] }, { statuses: ["deleted"] }, { legalForms: ["limited_liability_company"] }, { offset: 20 }];
    for (const q of asked) {
      for (const filter of filters) {
        const query: CompanySearchQuery = { q, cantons: [], statuses: [], legalForms: [], limit: 25, offset: 0, ...filter };
        const [sqlite, postgres] = await Promise.all([overSqlite.searchCompanies(query), overPostgres.searchCompanies(query)]);
        expect(withoutSuggestions(postgres), `${q} ${JSON.stringify(filter)}`).toEqual(withoutSuggestions(sqlite));
      }
      const [sqlite, postgres] = await Promise.all([overSqlite.autocompleteCompanies({ q, limit: 8 }), overPostgres.autocompleteCompanies({ q, limit: 8 })]);
      expect(postgres, q).toEqual(sqlite);
    }
  }, 120_000);

  it("gives the same people searches, by the name in either order and by its beginnings", async () => {
    for (const q of questions("persons")) {
      const query = { q, cantons: [], companyId: null, limit: 25, offset: 0 };
      const [sqlite, postgres] = await Promise.all([overSqlite.searchPeople(query), overPostgres.searchPeople(query)]);
      expect(withoutSuggestions(postgres), q).toEqual(withoutSuggestions(sqlite));
    }
  }, 120_000);

  it("suggests, for a misspelled name, only names that its own search then finds", async () => {
    let suggested = 0;
    for (const name of questions("companies").slice(0, 60)) {
      const word = searchWords(name).find((w) => w.length >= 6 && /^[a-z]+$/.test(w));
      if (!word) continue;
      const page = await overPostgres.searchCompanies({ q: `${word.slice(0, -1)}q`, cantons: [], statuses: [], legalForms: [], limit: 25, offset: 0 });
      for (const suggestion of page.suggestions) {
        suggested++;
        const found = await overPostgres.searchCompanies({ q: suggestion, cantons: [], statuses: [], legalForms: [], limit: 1, offset: 0 });
        expect(found.total, suggestion).toBeGreaterThan(0);
      }
    }
    expect(suggested).toBeGreaterThan(0);
  }, 120_000);
});
