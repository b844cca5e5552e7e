/**
 * The counts and bitmaps kept at build time (migration 8: src/store/sqlite/prefix-counts.ts, prefix-rows.ts) answer
 * exactly what counting with FTS5 answers: totals, and the companies a word search finds, for words, prefixes, several
 * words and every kind of filter, over a real register file. The test register is small, so a copy is given low
 * thresholds: most prefixes kept, and every word matching 40 companies or more tested by bitmap. The persons kept as
 * active (migration 9) are those their mandates make active.
 */
import Database from "better-sqlite3";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { CantonCode, CompanyStatus, LegalFormCategory } from "../../src/domain/codes.js";
import { searchWords } from "../../src/domain/text.js";
import type { CompanyFilter, PersonFilter } from "../../src/store/port.js";
import { openForBuild, openForReading } from "../../src/store/sqlite/database.js";
import { quoted } from "../../src/store/sqlite/full-text.js";
import { PREFIX_COUNTS_KEY, prefixCountsOf } from "../../src/store/sqlite/prefix-counts.js";
import { PREFIX_ROWS_KEY, prefixRowsOf } from "../../src/store/sqlite/prefix-rows.js";
import { PERSON_COLUMNS, PERSON_COLUMNS_KEPT } from "../../src/store/sqlite/row-shapes.js";
import { rebuildSearchAids } from "../../src/store/sqlite/search-indexes.js";
import { createSqliteStore } from "../../src/store/sqlite/store.js";

const dir = mkdtempSync(join(tmpdir(), "search-aids-"));
const aided = join(dir, "aided.sqlite");
const older = join(dir, "older.sqlite");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const filter = (cantons: CantonCode[] = [], statuses: CompanyStatus[] = [], legalForms: LegalFormCategory[] = []): CompanyFilter => ({
  cantons,
  statuses,
  legalForms,
});
const FILTERS: CompanyFilter[] = [
  filter(),
  filter(["ZH"]),
  filter([], ["active"]),
  filter([], [], ["limited_liability_company"]),
  filter(["VD", "GE"], ["active"]),
  filter(["TI", "BE"], ["active", "liquidation"], ["limited_or_corporation", "limited_liability_company"]),
  filter([], ["deleted"], ["sole_proprietorship"]),
];
const NO_PERSON_FILTER: PersonFilter = { cantons: [], companyId: null };

/** Word lists to ask: prefixes of every length of name words, and the first words of names, the last one cut short. */
let companyQueries: string[][] = [];
let personQueries: string[][] = [];

beforeAll(() => {
  copyFileSync(inject("registerPath"), aided);
  const db = openForBuild(aided);
  rebuildSearchAids(db, { countedFrom: 3, frequentFrom: 40 });
  const names = db.prepare("SELECT name FROM companies ORDER BY id").pluck().all() as string[];
  const people = db.prepare("SELECT name FROM persons WHERE redacted = 0 ORDER BY id").pluck().all() as string[];
  const words = db.prepare("SELECT word FROM name_words WHERE scope = 'company' ORDER BY names DESC LIMIT 60").pluck().all() as string[];
  db.close();
  const prefixes = new Set<string>();
  for (const word of words) for (let length = 1; length <= word.length; length++) prefixes.add(word.slice(0, length));
  const firstWords = (name: string, i: number) => {
    const all = searchWords(name).slice(0, 2 + (i % 3));
    return all.length > 1 ? [...all.slice(0, -1), all.at(-1)!.slice(0, 1 + (i % 5))] : all;
  };
  companyQueries = [
    ...[...prefixes].map((prefix) => [prefix]),
    ...names.filter((_, i) => i % 9 === 0).map(firstWords),
    // A rare word beside the most frequent ones, which the bitmaps test.
    ...names.filter((_, i) => i % 37 === 0).map((name) => [searchWords(name)[0], words[0]]),
    ...names.filter((_, i) => i % 41 === 0).map((name) => [words[1], searchWords(name)[0], words[0].slice(0, 2)]),
  ].filter((query) => query.length > 0);
  personQueries = people.filter((_, i) => i % 11 === 0).flatMap((name, i) => [searchWords(name).slice(-1), firstWords(name, i)]);

  copyFileSync(aided, older);
  const old = new Database(older);
  old.exec(`DROP TABLE name_prefix_counts; DROP TABLE name_prefix_facets; DROP TABLE name_prefix_rows;
            DELETE FROM dataset WHERE key IN ('${PREFIX_COUNTS_KEY}', '${PREFIX_ROWS_KEY}')`);
  old.close();
});

describe("the active persons kept at build time (migration 9)", () => {
  it("give every person the `active` that their mandates give", () => {
    const db = openForReading(inject("registerPath"));
    try {
      const computed = db.prepare(`SELECT ${PERSON_COLUMNS} FROM persons p ORDER BY p.id`).all() as { id: number; active: number }[];
      const kept = db.prepare(`SELECT ${PERSON_COLUMNS_KEPT} FROM persons p ORDER BY p.id`).all() as { id: number; active: number }[];
      expect(kept).toEqual(computed);
      // Both kinds are there: a person with a mandate open at an active company, and one without.
      expect(new Set(kept.map((person) => person.active))).toEqual(new Set([0, 1]));
    } finally {
      db.close();
    }
  });
});

describe("counts and bitmaps kept at build time", () => {
  it("are built by every build, each count what FTS5 counts", () => {
    const db = openForReading(inject("registerPath"));
    try {
      expect(db.prepare("SELECT value FROM dataset WHERE key = ?").pluck().get(PREFIX_COUNTS_KEY)).toBe("64");
      const kept = db.prepare("SELECT scope, prefix, total FROM name_prefix_counts").all() as { scope: string; prefix: string; total: number }[];
      expect(kept.filter((row) => row.scope === "company").length).toBeGreaterThan(10);
      expect(kept.filter((row) => row.scope === "person").length).toBeGreaterThan(10);
      for (const { scope, prefix, total } of kept) {
        const index = scope === "company" ? "company_fts" : "person_fts";
        expect(db.prepare(`SELECT count(*) FROM ${index} WHERE ${index} MATCH ?`).pluck().get(`${quoted(prefix)}*`), `${scope} ${prefix}`).toBe(total);
      }
      // Filter terms always have bitmaps; no word of 2,000 companies is frequent enough for its own.
      expect(db.prepare("SELECT count(*) FROM name_prefix_rows WHERE prefix = '_status_active'").pluck().get()).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });

  it("give every company total that counting gives, for words, prefixes, several words and filters", async () => {
    const counting = createSqliteStore(openForReading(aided), { keptSearchAids: false });
    const kept = createSqliteStore(openForReading(aided));
    expect(companyQueries.length).toBeGreaterThan(300);
    let nonZero = 0;
    for (const words of companyQueries) {
      for (const f of FILTERS) {
        const expected = await counting.countCompanies({ words }, f);
        expect(await kept.countCompanies({ words }, f), `${words.join(" ")} ${JSON.stringify(f)}`).toBe(expected);
        if (expected > 0) nonZero++;
      }
    }
    expect(nonZero).toBeGreaterThan(companyQueries.length);
  });

  it("find the same companies in the same order, and keep the total a word search has read", async () => {
    const counting = createSqliteStore(openForReading(aided), { keptSearchAids: false });
    // One word under a filter, with its total kept: none (nothing is read), and fewer than asked (all read at once).
    const shortcuts = { none: 0, fewer: 0 };
    for (const words of companyQueries.filter((_, i) => i % 2 === 0)) {
      for (const f of FILTERS.slice(0, 5)) {
        const total = await counting.countCompanies({ words }, f);
        if (words.length === 1 && f !== FILTERS[0] && total === 0) shortcuts.none++;
        if (words.length === 1 && f !== FILTERS[0] && total > 0 && total < 10) shortcuts.fewer++;
        // A fresh store per question: the total comes from the search's own read when it met every match.
        const kept = createSqliteStore(openForReading(aided));
        for (const [limit, skip] of [[10, new Set<number>()], [3, new Set([1, 2, 3, 5, 8, 13])]] as const) {
          expect(await kept.companiesByWords(words, f, limit, skip), words.join(" ")).toEqual(await counting.companiesByWords(words, f, limit, skip));
        }
        expect(await kept.countCompanies({ words }, f), `${words.join(" ")} ${JSON.stringify(f)}`).toBe(total);
      }
    }
    expect(shortcuts.none).toBeGreaterThan(5);
    expect(shortcuts.fewer).toBeGreaterThan(5);
  });

  it("find the same name-prefix matches for one word under a filter, none read when its kept total is zero", async () => {
    const counting = createSqliteStore(openForReading(aided), { keptSearchAids: false });
    const kept = createSqliteStore(openForReading(aided));
    let none = 0;
    for (const [word] of companyQueries.filter((query) => query.length === 1)) {
      for (const f of FILTERS.slice(1)) {
        const expected = await counting.companiesByNamePrefix(word, f, 50);
        expect(await kept.companiesByNamePrefix(word, f, 50), `${word} ${JSON.stringify(f)}`).toEqual(expected);
        if ((await counting.countCompanies({ words: [word] }, f)) === 0) none++;
      }
    }
    expect(none).toBeGreaterThan(5);
  });

  it("give every person total that counting gives, and the same persons", async () => {
    const counting = createSqliteStore(openForReading(aided), { keptSearchAids: false });
    expect(personQueries.length).toBeGreaterThan(100);
    for (const words of personQueries) {
      const kept = createSqliteStore(openForReading(aided));
      expect(await kept.personsByWords(words, NO_PERSON_FILTER, 5, new Set())).toEqual(await counting.personsByWords(words, NO_PERSON_FILTER, 5, new Set()));
      expect(await kept.countPersons(words, NO_PERSON_FILTER), words.join(" ")).toBe(await counting.countPersons(words, NO_PERSON_FILTER));
      expect(await createSqliteStore(openForReading(aided)).countPersons(words, NO_PERSON_FILTER)).toBe(await counting.countPersons(words, NO_PERSON_FILTER));
    }
  });

  it("are left alone for a register built without them, whose totals are counted", async () => {
    const db = openForReading(older);
    expect(prefixCountsOf(db)).toBeNull();
    expect(prefixRowsOf(db)).toBeNull();
    const store = createSqliteStore(db);
    const reference = createSqliteStore(openForReading(aided));
    for (const words of companyQueries.filter((_, i) => i % 5 === 0)) {
      for (const f of FILTERS.slice(0, 3)) {
        expect(await store.countCompanies({ words }, f)).toBe(await reference.countCompanies({ words }, f));
        expect(await store.companiesByWords(words, f, 5, new Set())).toEqual(await reference.companiesByWords(words, f, 5, new Set()));
      }
    }
    for (const words of personQueries.slice(0, 40)) {
      expect(await store.countPersons(words, NO_PERSON_FILTER)).toBe(await reference.countPersons(words, NO_PERSON_FILTER));
    }
  });
});
