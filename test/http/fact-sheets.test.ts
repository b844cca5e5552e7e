import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../harness.js";
import { expectError } from "./expect-error.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe("Markdown fact sheets", () => {
  it("serves a company's fact sheet at its markdown_url with every fact of the detail", async () => {
    const row = h.db.prepare("SELECT company_id AS id FROM mandates WHERE ended_on IS NULL ORDER BY id LIMIT 1").get() as { id: number };
    const detail = (await h.getJson(`/api/v1/companies/${row.id}`)).body;
    const response = await h.get(new URL(detail.markdown_url).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    const markdown = await response.text();
    expect(markdown).toContain(`# ${detail.name.replace(/([\\`*_[\]<>|#])/g, "\\$1")}`);
    if (detail.uid) expect(markdown).toContain(detail.uid);
    expect(markdown).toContain("| Id | Name | Role | Category | Signing authority | Type | Other present mandates |");
    for (const officer of detail.officers) expect(markdown).toContain(`| ${officer.id} |`);
    for (const officer of detail.officers) expect(markdown).toContain(officer.name.split(" ")[0]);
    for (const publication of detail.publications) if (publication.sogc_date) expect(markdown).toContain(publication.sogc_date);
    expect(markdown).toContain(detail.url);
    expect(markdown).toContain("Source:");
  });

  it("serves a person's fact sheet with their mandates", async () => {
    const row = h.db
      .prepare("SELECT p.id FROM persons p JOIN mandates m ON m.person_id = p.id WHERE p.redacted = 0 AND m.ended_on IS NULL ORDER BY p.id LIMIT 1")
      .get() as { id: number };
    const detail = (await h.getJson(`/api/v1/people/${row.id}`)).body;
    const response = await h.get(new URL(detail.markdown_url).pathname);
    expect(response.status).toBe(200);
    const markdown = await response.text();
    for (const mandate of detail.mandates) expect(markdown).toContain(mandate.company.url);
  });

  it("redirects a stale slug with 301 to the canonical address", async () => {
    const row = h.db.prepare("SELECT id FROM companies ORDER BY id LIMIT 1").get() as { id: number };
    const detail = (await h.getJson(`/api/v1/companies/${row.id}`)).body;
    const response = await h.get(`/companies/old-name/${row.id}.md`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`${new URL(detail.markdown_url).pathname}`);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    await expectError(h, "/companies/x/987654321.md", { status: 404, code: "not_found" });
    await expectError(h, "/companies/x/abc.md", { status: 400, code: "invalid_parameter", parameter: "id" });
  });
});
