/**
 * What matched (issue 13, item 5): every search and autocomplete item names the name that matched, current names
 * rank before former names in the same tier, and a query's words must all match within one name.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nameKey, searchWords } from "../../src/domain/text.js";
import { startHarness, type Harness } from "../harness.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

interface Item {
  id: number;
  name: string;
  matched: { field: string; value: string };
}

const wordsOf = (name: string) => searchWords(name);
const matchesWithin = (name: string, q: string) => searchWords(q).every((w) => wordsOf(name).some((own) => own.startsWith(w)));

/** Companies with a previous name whose first word begins none of the current name's words. */
function renamedCompanies(): { id: number; name: string; previous: string }[] {
  const rows = h.db
    .prepare("SELECT c.id, c.name, n.name AS previous FROM companies c JOIN company_names n ON n.company_id = c.id AND n.kind = 'previous' ORDER BY c.id")
    .all() as { id: number; name: string; previous: string }[];
  return rows.filter((row) => !wordsOf(row.name).some((w) => w.startsWith(wordsOf(row.previous)[0])));
}

describe("matched", () => {
  it("says which former name a company was found by", async () => {
    const company = renamedCompanies()[0];
    const { status, body } = await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent(company.previous)}&limit=25`);
    expect(status).toBe(200);
    const item = (body.items as Item[]).find((i) => i.id === company.id);
    expect(item?.matched).toEqual({ field: "former_name", value: company.previous });
  });

  it("says the current name for a current-name match, and the UID for a UID search", async () => {
    const company = h.db.prepare("SELECT id, name, uid FROM companies WHERE uid IS NOT NULL ORDER BY id LIMIT 1").get() as { id: number; name: string; uid: string };
    const byName = await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent(company.name)}`);
    expect(byName.body.items[0].matched).toEqual({ field: "name", value: byName.body.items[0].name });
    const byUid = await h.getJson(`/api/v1/companies/search?q=CHE${company.uid}`);
    expect(byUid.body.items[0].matched.field).toBe("uid");
    expect(byUid.body.items[0].matched.value.replace(/\D/g, "")).toBe(company.uid);
  });

  it("every item's matched value holds all the query's words", async () => {
    for (const q of ["immobilien", "bau", "gmbh zurich", renamedCompanies()[1].previous]) {
      const { body } = await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent(q)}&limit=25`);
      for (const item of body.items as Item[]) expect(matchesWithin(item.matched.value, q), `${q}: ${JSON.stringify(item)}`).toBe(true);
      const auto = await h.getJson(`/api/v1/companies/autocomplete?q=${encodeURIComponent(q)}&limit=25`);
      for (const item of auto.body.suggestions as Item[]) expect(matchesWithin(item.matched.value, q), `${q}: ${JSON.stringify(item)}`).toBe(true);
    }
  });

  it("ranks current-name prefix matches before former-name prefix matches", async () => {
    // A prefix that begins both current names and a former name of another company.
    const renamed = renamedCompanies().find((c) => {
      const prefix = nameKey(c.previous).slice(0, 3);
      return (h.db.prepare("SELECT count(*) AS n FROM companies WHERE lower(name) LIKE ?").get(`${prefix}%`) as { n: number }).n >= 2;
    })!;
    const prefix = nameKey(renamed.previous).slice(0, 3);
    const { body } = await h.getJson(`/api/v1/companies/autocomplete?q=${encodeURIComponent(prefix)}&limit=25`);
    const fields = (body.suggestions as Item[]).filter((i) => nameKey(i.matched.value).startsWith(prefix)).map((i) => i.matched.field);
    expect(fields).toContain("name");
    const firstFormer = fields.indexOf("former_name");
    if (firstFormer >= 0) expect(fields.slice(firstFormer)).not.toContain("name");
  });

  it("does not match words spread over two different names", async () => {
    // A word only in the current name and a word only in a former name: no single name holds both.
    const company = renamedCompanies().find((c) => {
      const onlyCurrent = wordsOf(c.name).find((w) => w.length > 3 && !wordsOf(c.previous).some((p) => p.startsWith(w)));
      const onlyFormer = wordsOf(c.previous).find((w) => w.length > 3 && !wordsOf(c.name).some((p) => p.startsWith(w)));
      return onlyCurrent && onlyFormer;
    })!;
    const q = `${wordsOf(company.name).find((w) => w.length > 3 && !wordsOf(company.previous).some((p) => p.startsWith(w)))} ${wordsOf(company.previous).find((w) => w.length > 3 && !wordsOf(company.name).some((p) => p.startsWith(w)))}`;
    const { body } = await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent(q)}&limit=25`);
    expect((body.items as Item[]).map((i) => i.id)).not.toContain(company.id);
    for (const item of body.items as Item[]) expect(matchesWithin(item.matched.value, q)).toBe(true);
  });
});
