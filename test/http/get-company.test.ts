import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompanyDetail } from "../../src/domain/resources.js";
import { startHarness, type Harness } from "../harness.js";
import { expectError } from "./expect-error.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe("GET /api/v1/companies/{id} (happy)", () => {
  it("returns the contract's CompanyDetail with present officers only", async () => {
    const row = h.db
      .prepare(`SELECT company_id AS id, count(*) AS open FROM mandates WHERE ended_on IS NULL AND company_id IN
                (SELECT company_id FROM mandates WHERE ended_on IS NOT NULL) GROUP BY company_id ORDER BY company_id LIMIT 1`)
      .get() as { id: number; open: number };
    const { status, body, headers } = await h.getJson(`/api/v1/companies/${row.id}`);
    expect(status).toBe(200);
    const company = CompanyDetail.parse(body);
    expect(company.officers.length).toBe(row.open);
    expect(company.officers.every((o) => o.status === "active")).toBe(true);
    expect(headers.get("x-ratelimit-limit")).toBeNull(); // limits are off in this harness
    expect(company.markdown_url).toBe(`${company.url}.md`);
    expect(company.source.length).toBeGreaterThan(10);
  });

  it("gives each present officer's other present mandates: the count, and up to 3 of them, so one call shows the board", async () => {
    const row = h.db
      .prepare(
        `SELECT m.company_id AS id FROM mandates m JOIN persons p ON p.id = m.person_id
         WHERE m.ended_on IS NULL AND p.redacted = 0
           AND (SELECT count(*) FROM mandates o JOIN companies c ON c.id = o.company_id
                WHERE o.person_id = m.person_id AND o.ended_on IS NULL AND c.status = 'active' AND o.company_id <> m.company_id) > 3
         ORDER BY m.company_id LIMIT 1`,
      )
      .get() as { id: number } | undefined;
    expect(row, "the test register has an officer with more than 3 other mandates").toBeDefined();
    const company = CompanyDetail.parse((await h.getJson(`/api/v1/companies/${row!.id}`)).body);
    const otherMandates = h.db.prepare(
      `SELECT o.company_id FROM mandates o JOIN companies c ON c.id = o.company_id
       WHERE o.person_id = ? AND o.ended_on IS NULL AND c.status = 'active' AND o.company_id <> ?`,
    );
    let withMore = 0;
    for (const officer of company.officers) {
      if (officer.redacted) {
        expect(officer.other_mandates).toBeNull();
        continue;
      }
      const expected = (otherMandates.all(officer.id, company.id) as { company_id: number }[]).map((r) => r.company_id);
      expect(officer.other_mandates!.total, officer.name).toBe(expected.length);
      expect(officer.other_mandates!.items.length).toBe(Math.min(3, expected.length));
      for (const item of officer.other_mandates!.items) {
        expect(expected).toContain(item.company_id);
        expect(item.url).toMatch(new RegExp(`/companies/[a-z0-9-]+/${item.company_id}$`));
      }
      if (expected.length > 3) withMore++;
    }
    expect(withMore).toBeGreaterThan(0);
    const markdown = await (await fetch(company.markdown_url)).text();
    const busy = company.officers.find((o) => (o.other_mandates?.total ?? 0) > 3)!;
    expect(markdown).toContain(`| ${busy.id} |`);
    expect(markdown).toContain(`${busy.other_mandates!.total}: ${busy.other_mandates!.items[0].company_name.replace(/([\\`*_[\]<>|#])/g, "\\$1")}`);
    expect(markdown).toContain(`+${busy.other_mandates!.total - 3} more`);
  });

  it("links a legal-entity officer (an auditor) to its own company record by UID", async () => {
    const row = h.db
      .prepare(
        `SELECT m.company_id AS id, p.id AS person, c.id AS own FROM mandates m JOIN persons p ON p.id = m.person_id
         JOIN companies c ON c.uid = p.uid
         WHERE p.entity_type = 'legal_entity' AND p.redacted = 0 AND m.ended_on IS NULL ORDER BY m.id LIMIT 1`,
      )
      .get() as { id: number; person: number; own: number } | undefined;
    expect(row, "the test register has a legal-entity officer with a company record").toBeDefined();
    const company = CompanyDetail.parse((await h.getJson(`/api/v1/companies/${row!.id}`)).body);
    const auditor = company.officers.find((o) => o.id === row!.person)!;
    expect(auditor.company?.id).toBe(row!.own);
    expect(auditor.company?.url).toMatch(new RegExp(`/companies/[a-z0-9-]+/${row!.own}$`));
    expect(company.officers.filter((o) => o.entity_type === "natural_person").every((o) => o.company === null)).toBe(true);
    const markdown = await (await fetch(company.markdown_url)).text();
    expect(markdown).toContain(`[company id ${row!.own}](${auditor.company!.url}.md)`);
  });

  it("gives each officer role categories read from the role words", async () => {
    const row = h.db
      .prepare(`SELECT company_id AS id FROM mandates WHERE ended_on IS NULL AND role = 'Präsident des Verwaltungsrates' ORDER BY id LIMIT 1`)
      .get() as { id: number };
    const company = CompanyDetail.parse((await h.getJson(`/api/v1/companies/${row.id}`)).body);
    const chair = company.officers.find((o) => o.role === "Präsident des Verwaltungsrates")!;
    expect(chair.role_categories).toEqual(["chair", "board"]);
    for (const officer of company.officers) expect(officer.role_categories.length).toBeGreaterThan(0);
  });

  it("returns the newest 3 publications, clipped at 2,000 characters, and the total on record", async () => {
    const row = h.db
      .prepare(`SELECT company_id AS id, count(*) AS n, max(length(text)) AS longest FROM publications GROUP BY company_id
                HAVING n > 3 AND longest > 2000 ORDER BY company_id LIMIT 1`)
      .get() as { id: number; n: number } | undefined;
    expect(row, "the test register has a company with more than 3 publications and a long text").toBeDefined();
    const company = CompanyDetail.parse((await h.getJson(`/api/v1/companies/${row!.id}`)).body);
    expect(company.publications.length).toBe(3);
    expect(company.publications_total).toBe(row!.n);
    const dates = company.publications.map((p) => p.sogc_date ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const publication of company.publications) {
      expect(publication.text!.length).toBeLessThanOrEqual(2000);
      const full = (h.db.prepare("SELECT text FROM publications WHERE id = ?").get(publication.id) as { text: string }).text;
      expect(publication.text_truncated).toBe(full.length > 2000);
    }
  });

  it("lists previous names and NOGA labels in four languages", async () => {
    const row = h.db.prepare("SELECT company_id AS id FROM company_names WHERE kind = 'previous' ORDER BY company_id LIMIT 1").get() as { id: number };
    const company = CompanyDetail.parse((await h.getJson(`/api/v1/companies/${row.id}`)).body);
    expect(company.previous_names.length).toBeGreaterThan(0);
    const noga = h.db.prepare("SELECT c.id FROM companies c WHERE c.noga_code IS NOT NULL ORDER BY id LIMIT 1").get() as { id: number };
    const withNoga = CompanyDetail.parse((await h.getJson(`/api/v1/companies/${noga.id}`)).body);
    expect(withNoga.noga).not.toBeNull();
    for (const language of ["en", "de", "fr", "it"] as const) expect(withNoga.noga!.labels[language]).toBeTruthy();
  });
});

describe("GET /api/v1/companies/{id} (error)", () => {
  it.each(["0", "-1", "abc", "1.5", "1e3", "99999999999999999999"])("answers 400 invalid_parameter for id %s", async (id) => {
    await expectError(h, `/api/v1/companies/${id}`, { status: 400, code: "invalid_parameter", parameter: "id" });
  });

  it("answers 404 not_found with a hint to the search operations for an unknown id", async () => {
    const error = await expectError(h, "/api/v1/companies/987654321", { status: 404, code: "not_found" });
    expect(error.hint).toContain("/api/v1/companies/search");
  });
});

describe("GET /api/v1/companies/{id} (security)", () => {
  it("shows a redacted officer as `Redacted person` with id 0, without a link or a name", async () => {
    const row = h.db
      .prepare(`SELECT m.company_id AS id, p.id AS person, p.name, p.first_name, p.last_name FROM mandates m
                JOIN persons p ON p.id = m.person_id WHERE p.redacted = 1 AND m.ended_on IS NULL ORDER BY m.id LIMIT 1`)
      .get() as { id: number; person: number; name: string; first_name: string; last_name: string } | undefined;
    expect(row, "the test register has a redacted person with a present mandate").toBeDefined();
    const response = await h.get(`/api/v1/companies/${row!.id}`);
    const text = await response.text();
    // Neither in the officer list nor in the gazette texts, in any shape the gazette writes names.
    expect(text).not.toContain(row!.name);
    expect(text).not.toContain(`${row!.last_name}, ${row!.first_name}`);
    expect(text).not.toContain(`${row!.last_name} ${row!.first_name}`);
    const { officers } = JSON.parse(text) as CompanyDetail;
    expect(officers.some((o) => o.id === row!.person)).toBe(false);
    // The entry keeps the contract's shape, with an id no person has, so nothing links it to another company's.
    const mandate = h.db
      .prepare("SELECT role, signing_authority FROM mandates WHERE company_id = ? AND person_id = ? AND ended_on IS NULL")
      .get(row!.id, row!.person) as { role: string | null; signing_authority: string | null };
    expect(officers).toContainEqual({
      id: 0, name: "Redacted person", role: mandate.role, signing_authority: mandate.signing_authority, status: "active",
      entity_type: "natural_person", redacted: true, url: null,
      // The role's category is a fact about the company; nothing about the person's other mandates.
      role_categories: expect.any(Array), company: null, other_mandates: null,
    });
  });

  it("masks a redacted former officer in the company's gazette texts", async () => {
    // A redacted person whose mandate has ended and whose name the company's latest notices print.
    const row = h.db
      .prepare(`SELECT m.company_id AS id, p.name FROM mandates m JOIN persons p ON p.id = m.person_id
                WHERE p.redacted = 1 AND m.ended_on IS NOT NULL AND p.first_name IS NOT NULL
                  AND EXISTS (SELECT 1 FROM publications n WHERE n.company_id = m.company_id
                              AND instr(n.text, p.last_name || ', ' || p.first_name) > 0
                              AND n.id IN (SELECT id FROM publications WHERE company_id = m.company_id
                                           ORDER BY sogc_date DESC, id DESC LIMIT 3))
                ORDER BY m.id LIMIT 1`)
      .get() as { id: number; name: string } | undefined;
    expect(row, "the test register has a redacted former officer named in a recent notice").toBeDefined();
    const body = (await (await h.get(`/api/v1/companies/${row!.id}`)).json()) as CompanyDetail;
    expect(body.officers.some((o) => o.name === row!.name)).toBe(false);
    const texts = body.publications.map((p) => p.text).join("\n");
    expect(texts).toContain("Redacted person");
    expect(texts).not.toContain(row!.name.split(" ").at(-1));
  });
});
