/**
 * Search totals against a plain reading of the register: every word of the query must begin a word of one and the
 * same name of the company (its current name, one previous name or one translation), and every filter must hold. Covers the filter terms of the
 * full-text index, long words (looked up as their complete terms) and one-letter words (the one-character prefix index).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchWords } from "../../src/domain/text.js";
import { startHarness, type Harness } from "../harness.js";

let h: Harness;
let companies: { id: number; canton: string | null; status: string; category: string | null; names: string[][] }[];
beforeAll(async () => {
  h = await startHarness();
  const rows = h.db
    .prepare(
      `SELECT c.id, c.canton, c.status, f.category, c.name || char(10) || coalesce(group_concat(n.name, char(10)), '') AS names
       FROM companies c LEFT JOIN company_names n ON n.company_id = c.id LEFT JOIN legal_forms f ON f.code = c.legal_form
       GROUP BY c.id`,
    )
    .all() as { id: number; canton: string | null; status: string; category: string | null; names: string }[];
  companies = rows.map((row) => ({ ...row, names: row.names.split("\n").filter(Boolean).map(searchWords) }));
});
afterAll(() => h.close());

interface Filters {
  canton?: string[];
  status?: string[];
  legal_form?: string[];
}

function expectedIds(q: string, filters: Filters = {}): Set<number> {
  const wanted = searchWords(q);
  return new Set(
    companies
      .filter((c) => c.names.some((name) => wanted.every((w) => name.some((word) => word.startsWith(w)))))
      .filter((c) => !filters.canton || filters.canton.includes(c.canton ?? ""))
      .filter((c) => !filters.status || filters.status.includes(c.status))
      .filter((c) => !filters.legal_form || filters.legal_form.includes(c.category ?? ""))
      .map((c) => c.id),
  );
}

async function expectTotal(q: string, filters: Filters = {}) {
  const params = new URLSearchParams({ q, limit: "25" });
  for (const [name, values] of Object.entries(filters)) params.set(name, values.join(","));
  const { status, body } = await h.getJson(`/api/v1/companies/search?${params}`);
  expect(status).toBe(200);
  const expected = expectedIds(q, filters);
  expect(body.total, `total for ${params}`).toBe(expected.size);
  for (const item of body.items) expect(expected.has(item.id), `${item.name} for ${params}`).toBe(true);
  expect(body.items.length).toBe(Math.min(25, expected.size));
}

describe("company search totals", () => {
  it("match the register for filtered searches", async () => {
    await expectTotal("ag", { canton: ["ZH", "BE"], status: ["active"] });
    await expectTotal("gmbh", { legal_form: ["limited_liability_company"] });
    await expectTotal("sa", { canton: ["VD", "GE"], status: ["liquidation", "deleted"] });
    await expectTotal("holding", { legal_form: ["limited_or_corporation", "cooperative"], canton: ["ZG"] });
  });

  it("match the register for words longer than six letters, whole or cut short", async () => {
    const long = companies.flatMap((c) => c.names.flat()).filter((word) => word.length >= 10).slice(0, 5);
    expect(long.length).toBeGreaterThan(0);
    for (const word of long) {
      await expectTotal(word);
      await expectTotal(word.slice(0, 8));
    }
    await expectTotal("liquidation");
    await expectTotal("liquidazione", { status: ["liquidation"] });
  });

  it("match the register for one-letter words", async () => {
    const words = companies.map((c) => c.names[0]).find((name) => name.length >= 2 && name[0].length > 3)!;
    await expectTotal(`${words[0]} ${words[1][0]}`);
    await expectTotal("a b");
  });

  it("are zero when a long word begins no indexed word", async () => {
    await expectTotal("zzqxjvwkkk");
    await expectTotal("holding zzqxjvwkkk");
  });
});
