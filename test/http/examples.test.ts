/** The examples of the operation schemas (OpenAPI, MCP input schemas, docs) find something on a demo register. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_NAMES } from "../../src/generate/example-names.js";
import { autocompleteCompanies, searchCompanies, searchPeople } from "../../src/operations/index.js";
import { startHarness, type Harness } from "../harness.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const exampleOf = (schema: { shape: { q: { meta(): { examples?: string[] } | undefined } } }) => schema.shape.q.meta()!.examples![0];

describe("examples", () => {
  it("every example name exists in the demo register, once", () => {
    for (const { name } of EXAMPLE_NAMES) {
      expect((h.db.prepare("SELECT count(*) AS n FROM companies WHERE name = ?").get(name) as { n: number }).n, name).toBe(1);
    }
  });

  it("the example of each search operation finds something", async () => {
    const company = await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent(exampleOf(searchCompanies.input))}`);
    expect(company.body.items[0].name).toBe("Immobilien Widmer AG");
    const suggestions = await h.getJson(`/api/v1/companies/autocomplete?q=${encodeURIComponent(exampleOf(autocompleteCompanies.input))}`);
    expect(suggestions.body.suggestions.map((s: { name: string }) => s.name)).toContain("Restaurant Sonne GmbH");
    const people = await h.getJson(`/api/v1/people/search?q=${encodeURIComponent(exampleOf(searchPeople.input))}`);
    expect(people.body.total).toBeGreaterThan(0);
  });
});
