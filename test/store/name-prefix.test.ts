/**
 * The name-prefix lookup under a canton filter (migration 10: the name keys indexed by canton) answers the companies
 * of those cantons whose name key begins with the prefix, in key order, tested against the other filters: compared
 * with reading every name key of the test register, for prefixes of every length and several filter shapes.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { CantonCode, CompanyStatus, LegalFormCategory } from "../../src/domain/codes.js";
import { nameKey } from "../../src/domain/text.js";
import type { CompanyFilter, RegisterStore } from "../../src/store/port.js";
import { openForReading, type SqliteDatabase } from "../../src/store/sqlite/database.js";
import { createSqliteStore } from "../../src/store/sqlite/store.js";

interface Key {
  name_key: string;
  search_rank: number;
  company_id: number;
  canton: string | null;
  status: string;
  legal_form: string | null;
  field: number;
}

let db: SqliteDatabase;
let store: RegisterStore;
let keys: Key[];
let categoryOf: Map<string, string>;

beforeAll(() => {
  db = openForReading(inject("registerPath"));
  store = createSqliteStore(db);
  keys = db.prepare("SELECT * FROM company_name_keys ORDER BY name_key, search_rank, company_id").all() as Key[];
  categoryOf = new Map((db.prepare("SELECT code, category FROM legal_forms").all() as { code: string; category: string }[]).map((f) => [f.code, f.category]));
});
afterAll(() => db.close());

const filter = (cantons: CantonCode[], statuses: CompanyStatus[] = [], legalForms: LegalFormCategory[] = []): CompanyFilter => ({ cantons, statuses, legalForms });

/** What the lookup must answer: every key read, filtered, in key order (the test register is far below the scan bound). */
function expected(prefix: string, { cantons, statuses, legalForms }: CompanyFilter, limit: number) {
  return keys
    .filter(
      (key) =>
        key.name_key > prefix &&
        key.name_key.startsWith(prefix) &&
        cantons.includes(key.canton as CantonCode) &&
        (statuses.length === 0 || statuses.includes(key.status as CompanyStatus)) &&
        (legalForms.length === 0 || legalForms.includes(categoryOf.get(key.legal_form ?? "") as LegalFormCategory)),
    )
    .slice(0, limit)
    .map((key) => key.company_id);
}

describe("name-prefix lookup under a canton filter", () => {
  it("answers each canton's keys with the prefix in key order, merged, under the other filters", async () => {
    const names = db.prepare("SELECT name FROM companies WHERE id % 40 = 0 ORDER BY id").pluck().all() as string[];
    const prefixes = [...new Set(names.flatMap((name) => [1, 2, 3, 5].map((length) => nameKey(name).slice(0, length))))];
    const filters = [
      filter(["ZH"]),
      filter(["GE", "VD"]),
      filter(["BE", "TI", "ZH"], ["active"]),
      filter(["VD"], ["active", "liquidation"], ["limited_liability_company"]),
    ];
    let found = 0;
    for (const prefix of prefixes) {
      for (const shape of filters) {
        for (const limit of [3, 200]) {
          const answer = (await store.companiesByNamePrefix(prefix, shape, limit)).map((candidate) => candidate.id);
          expect(answer, `${prefix} ${JSON.stringify(shape)} ${limit}`).toEqual(expected(prefix, shape, limit));
          found += answer.length;
        }
      }
    }
    // The comparison is over real matches, not empty lists.
    expect(found).toBeGreaterThan(1_000);
  });

  it("finds a one-word prefix only where a name begins with it, and nothing for a prefix no name begins with", async () => {
    expect(await store.companiesByNamePrefix("zzzzq", filter(["ZH", "GE"]), 10)).toEqual([]);
    const [first] = keys.filter((key) => key.canton === "GE" && key.field === 0);
    const found = await store.companiesByNamePrefix(first.name_key.slice(0, 4), filter(["GE"]), 200);
    expect(found.map((candidate) => candidate.id)).toContain(first.company_id);
  });
});
