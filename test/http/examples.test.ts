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
  it("every example name is a company's name (or, after a liquidation, its former name) in the demo register", () => {
    for (const { name } of EXAMPLE_NAMES) {
      const found = h.db.prepare("SELECT 1 FROM companies WHERE name = ? UNION ALL SELECT 1 FROM company_names WHERE name = ?").all(name, name);
      expect(found.length, name).toBeGreaterThanOrEqual(1);
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
