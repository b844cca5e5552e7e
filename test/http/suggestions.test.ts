/** "Did you mean" (issue 13, item 10): misspelled company and person names suggest the closest existing names. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../harness.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** The word with its second-last letter dropped (`Widmer` → `Widmr`). */
const misspelled = (word: string) => word.slice(0, -2) + word.slice(-1);

describe("suggestions", () => {
  it("suggests the company a misspelled name means", async () => {
    const company = h.db
      .prepare("SELECT name FROM companies WHERE status = 'active' AND name GLOB '[A-Z]* [A-Z]*' AND length(name) < 30 ORDER BY id LIMIT 1 OFFSET 11")
      .get() as { name: string };
    const words = company.name.split(" ");
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    const q = words.map((w) => (w === longest ? misspelled(w) : w)).join(" ");
    const { status, body } = await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(body.total).toBe(0);
    expect(body.suggestions).toContain(company.name);
    // The suggestion is a query that finds the company.
    const again = await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent(body.suggestions[0])}`);
    expect(again.body.total).toBeGreaterThan(0);
  });

  it("suggests existing people for a first and last name that do not go together", async () => {
    const person = h.db
      .prepare(
        `SELECT first_name, last_name FROM persons WHERE redacted = 0 AND entity_type = 'natural_person' AND length(last_name) >= 5
         AND first_name NOT LIKE '% %' ORDER BY id LIMIT 1 OFFSET 5`,
      )
      .get() as { first_name: string; last_name: string };
    const q = `${person.first_name} ${misspelled(person.last_name)}`;
    const { body } = await h.getJson(`/api/v1/people/search?q=${encodeURIComponent(q)}`);
    expect(body.total).toBe(0);
    expect(body.suggestions.some((name: string) => name.includes(person.first_name) && name.includes(person.last_name))).toBe(true);
  });

  it("keeps the search's filters: suggestions are found under them", async () => {
    const company = h.db.prepare("SELECT name, canton FROM companies WHERE status = 'active' AND canton IS NOT NULL AND length(name) > 12 ORDER BY id LIMIT 1 OFFSET 3").get() as { name: string; canton: string };
    const q = misspelled(company.name.split(" ")[0]);
    const other = company.canton === "ZH" ? "BE" : "ZH";
    const { body } = await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent(q)}&canton=${other}`);
    for (const name of body.suggestions) {
      const again = await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent(name)}&canton=${other}`);
      expect(again.body.total, name).toBeGreaterThan(0);
    }
  });

  it("gives none when the search finds enough", async () => {
    const { body } = await h.getJson("/api/v1/companies/search?q=gmbh");
    expect(body.total).toBeGreaterThan(3);
    expect(body.suggestions).toEqual([]);
  });
});
