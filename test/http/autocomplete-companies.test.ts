import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompanySuggestions } from "../../src/domain/resources.js";
import { startHarness, type Harness } from "../harness.js";
import { expectError } from "./expect-error.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

describe("GET /api/v1/companies/autocomplete (happy)", () => {
  it("puts the exact name first", async () => {
    const company = h.db.prepare("SELECT id, name FROM companies WHERE status = 'active' ORDER BY id LIMIT 1 OFFSET 7").get() as { id: number; name: string };
    const { status, body } = await h.getJson(`/api/v1/companies/autocomplete?q=${encodeURIComponent(company.name)}`);
    expect(status).toBe(200);
    const suggestions = CompanySuggestions.parse(body).suggestions;
    expect(fold(suggestions[0].name)).toBe(fold(company.name));
  });

  it("ranks names starting with the prefix before names that only contain a word starting with it", async () => {
    const company = h.db.prepare("SELECT name FROM companies WHERE status = 'active' ORDER BY id LIMIT 1 OFFSET 3").get() as { name: string };
    const prefix = fold(company.name).slice(0, 4);
    const { body } = await h.getJson(`/api/v1/companies/autocomplete?q=${encodeURIComponent(prefix)}&limit=25`);
    const startsWith = body.suggestions.map((s: { name: string }) => fold(s.name).replace(/[^\p{L}\p{N}]+/gu, " ").trim().startsWith(prefix));
    // Once a suggestion does not start with the prefix, no later one does.
    const firstOther = startsWith.indexOf(false);
    if (firstOther >= 0) expect(startsWith.slice(firstOther).every((value: boolean) => !value)).toBe(true);
    expect(startsWith[0]).toBe(true);
  });

  it("returns 8 suggestions by default and honours limit", async () => {
    expect((await h.getJson("/api/v1/companies/autocomplete?q=gm")).body.suggestions.length).toBe(8);
    expect((await h.getJson("/api/v1/companies/autocomplete?q=gm&limit=3")).body.suggestions.length).toBe(3);
  });
});

describe("GET /api/v1/companies/autocomplete (error)", () => {
  it.each(["q=a", "", "q=ab&limit=0", "q=ab&limit=26", "q=ab&limit=x"])("answers 400 for ?%s", async (query) => {
    await expectError(h, `/api/v1/companies/autocomplete?${query}`, { status: 400, code: "invalid_parameter", parameter: query.includes("limit") ? "limit" : "q" });
  });
});

describe("GET /api/v1/companies/autocomplete (security)", () => {
  it.each(['"', "*", "OR", "a AND b", "NEAR(a b)", "\u0000ab"])("treats %j as text", async (q) => {
    const response = await h.get(`/api/v1/companies/autocomplete?q=${encodeURIComponent(q.length < 2 ? q + q : q)}`);
    expect(response.status).toBe(200);
  });
});
