/** The examples of the operation schemas (OpenAPI, MCP input schemas, docs) find something on a demo register. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_NAMES } from "../../src/domain/example-names.js";
import { autocompleteCompanies, searchCompanies, searchPeople } from "../../src/operations/index.js";
import { startHarness, type Harness } from "../harness.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const exampleOf = (schema: { shape: { q: { meta(): Record<string, unknown> | undefined } } }) => (schema.shape.q.meta()!.examples as string[])[0];

describe("examples", () => {
  it("every example name is an active company of the demo register, with officers to show", () => {
    for (const { name } of EXAMPLE_NAMES) {
      const company = h.db.prepare("SELECT id, status FROM companies WHERE name = ?").get(name) as { id: number; status: string } | undefined;
      expect(company, name).toBeDefined();
      expect(company!.status, name).toBe("active");
      const officers = h.db.prepare("SELECT count(*) FROM mandates WHERE company_id = ? AND ended_on IS NULL").pluck().get(company!.id) as number;
      expect(officers, name).toBeGreaterThan(0);
    }
  });

  it("the example of each search operation finds something", async () => {
    const company = await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent(exampleOf(searchCompanies.input))}`);
    expect(company.body.items[0].matched.value).toBe("Immobilien Widmer AG");
    const suggestions = await h.getJson(`/api/v1/companies/autocomplete?q=${encodeURIComponent(exampleOf(autocompleteCompanies.input))}`);
    expect(suggestions.body.suggestions.map((s: { matched: { value: string } }) => s.matched.value)).toContain("Restaurant Sonne GmbH");
    const people = await h.getJson(`/api/v1/people/search?q=${encodeURIComponent(exampleOf(searchPeople.input))}`);
    expect(people.body.total).toBeGreaterThan(0);
  });
});
