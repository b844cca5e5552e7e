import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../harness.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe("search input is data, never query syntax", () => {
  it.each([
    'gmbh OR ag',
    'gmbh NOT ag',
    '"unterminated',
    "names:gmbh",
    "gm*",
    "NEAR(gmbh ag)",
    "^gmbh",
    "gmbh AND",
    "'; DROP TABLE companies; --",
    "(gmbh",
    "{names}: ag",
    "ag - gmbh",
    "%%%%",
    "\\x00\\x01",
  ])("answers 200 with a contract page for %j", async (q) => {
    const response = await h.get(`/api/v1/companies/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as any;
    expect(Array.isArray(body.items)).toBe(true);
  });

  it("treats OR as a word: 'gmbh OR ag' finds no more than 'gmbh'", async () => {
    const plain = await h.getJson("/api/v1/companies/search?q=gmbh");
    const withOr = await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent("gmbh OR ag")}`);
    expect(withOr.body.total).toBeLessThanOrEqual(plain.body.total);
  });

  it("never answers with a stack trace or internals", async () => {
    const response = await h.get(`/api/v1/companies/search?q=${encodeURIComponent('"*)(')}&limit=99999999999999999999999`);
    const text = await response.text();
    expect(text).not.toMatch(/at \w+ \(|node_modules|SqliteError|sqlite/i);
  });
});
