/** Issue 20, item 14: answers a browser must not sniff, and a slug redirect that keeps the query. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../harness.js";

let h: Harness;
let companyId: number;
beforeAll(async () => {
  h = await startHarness();
  companyId = (h.db.prepare("SELECT id FROM companies ORDER BY id LIMIT 1").get() as { id: number }).id;
});
afterAll(() => h.close());

describe("X-Content-Type-Options: nosniff", () => {
  it.each([
    ["an API answer", () => `/api/v1/companies/${companyId}`],
    ["an API error", () => "/api/v1/companies/search?q=a"],
    ["a fact sheet", () => `/companies/x/${companyId}.md`],
    ["the health answer", () => "/health"],
    ["the OpenAPI document", () => "/openapi.json"],
  ])("is sent with %s", async (_label, path) => {
    let response = await h.get(path());
    if (response.status === 301) response = await h.get(response.headers.get("location")!);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("slug redirects keep the query string", () => {
  it("keeps ?lang on a fact sheet's stale slug", async () => {
    const response = await h.get(`/companies/old-name/${companyId}.md?lang=fr`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toMatch(new RegExp(`/${companyId}\\.md\\?lang=fr$`));
  });

  it("keeps ?lang on a profile page's stale slug", async () => {
    const response = await h.get(`/companies/old-name/${companyId}?lang=fr`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toMatch(new RegExp(`/${companyId}\\?lang=fr$`));
  });

  it("keeps every query parameter of a profile address without slug", async () => {
    const response = await h.get(`/companies/${companyId}?lang=de&utm=x`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toMatch(/\?lang=de&utm=x$/);
  });
});
