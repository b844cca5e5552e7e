import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompanySearchPage } from "../../src/domain/resources.js";
import { formatUid } from "../../src/domain/uid.js";
import { startHarness, type Harness } from "../harness.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

function aCompany(where = "1 = 1") {
  return h.db
    .prepare(`SELECT id, name, uid, canton, status, town FROM companies WHERE ${where} ORDER BY id LIMIT 1`)
    .get() as { id: number; name: string; uid: string; canton: string; status: string; town: string };
}

describe("GET /api/v1/companies/search", () => {
  it("finds a company by its exact name, first, with every field of the contract", async () => {
    const company = aCompany("status = 'active' AND uid IS NOT NULL");
    const { status, body, headers } = await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent(company.name)}`);
    expect(status).toBe(200);
    const page = CompanySearchPage.parse(body);
    expect(page.items[0].id).toBe(company.id);
    expect(page.items[0].name).toBe(company.name);
    expect(page.items[0].uid).toBe(formatUid(company.uid));
    expect(page.items[0].url).toMatch(new RegExp(`^${h.baseUrl}/companies/[a-z0-9-]+/${company.id}$`));
    expect(page.items[0].markdown_url).toBe(`${page.items[0].url}.md`);
    expect(headers.get("link")).toContain('rel="service-desc"');
    expect(headers.get("link")).toContain('rel="service-doc"');
    expect(headers.get("etag")).toBeTruthy();
    expect(headers.get("access-control-allow-origin")).toBe("*");
  });

  it("ignores case and diacritics: a name folded to plain lower-case ASCII finds the same company", async () => {
    const company = aCompany("name GLOB '*[äöüéèàç]*' AND status = 'active'");
    const folded = company.name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
    const { body } = await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent(folded)}`);
    expect(body.items.map((item: { id: number }) => item.id)).toContain(company.id);
  });

  it("matches word prefixes", async () => {
    const company = aCompany("status = 'active' AND length(name) > 12");
    const firstWord = company.name.split(/\s+/)[0];
    const prefix = firstWord.slice(0, Math.max(3, firstWord.length - 2));
    const { body } = await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent(prefix)}&limit=25`);
    expect(body.total).toBeGreaterThan(0);
    for (const item of body.items) {
      const folded = (item.name as string).normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
      const foldedPrefix = prefix.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
      // Either the current name has a word starting with the prefix, or a previous name or translation does.
      const names = [folded, ...previousNames(item.id)];
      expect(names.some((name) => name.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(foldedPrefix)))).toBe(true);
    }
  });

  it("finds a company by a previous name and shows its current name", async () => {
    const row = h.db
      .prepare(`SELECT c.id, c.name, n.name AS previous FROM company_names n JOIN companies c ON c.id = n.company_id WHERE n.kind = 'previous' ORDER BY c.id LIMIT 1`)
      .get() as { id: number; name: string; previous: string };
    const { body } = await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent(row.previous)}&limit=25`);
    const hit = body.items.find((item: { id: number }) => item.id === row.id);
    expect(hit).toBeDefined();
    expect(hit.name).toBe(row.name);
  });

  it.each([
    (digits: string) => formatUid(digits),
    (digits: string) => `CHE${digits}`,
    (digits: string) => formatUid(digits).slice(4),
  ])("looks up a UID in each documented shape (%#)", async (shape) => {
    const company = aCompany("uid IS NOT NULL");
    const { body } = await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent(shape(company.uid))}`);
    expect(body.items.map((item: { id: number }) => item.id)).toContain(company.id);
    expect(body.items.every((item: { uid: string }) => item.uid === formatUid(company.uid))).toBe(true);
  });

  it("filters by canton, status and legal form", async () => {
    const { body } = await h.getJson("/api/v1/companies/search?q=ag&canton=ZH,BE&status=active&legal_form=limited_or_corporation&limit=25");
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) {
      expect(["ZH", "BE"]).toContain(item.canton);
      expect(item.status).toBe("active");
      expect(item.legal_form).toBe("limited_or_corporation");
    }
  });

  it("pages deterministically: pages do not overlap and repeat identically", async () => {
    const first = await h.getJson("/api/v1/companies/search?q=gmbh&limit=10");
    const again = await h.getJson("/api/v1/companies/search?q=gmbh&limit=10");
    expect(again.body).toEqual(first.body);
    expect(first.body.next_offset).toBe(10);
    const second = await h.getJson(`/api/v1/companies/search?q=gmbh&limit=10&offset=${first.body.next_offset}`);
    const ids = new Set(first.body.items.map((item: { id: number }) => item.id));
    expect(second.body.items.some((item: { id: number }) => ids.has(item.id))).toBe(false);
    const wide = await h.getJson("/api/v1/companies/search?q=gmbh&limit=20");
    expect(wide.body.items).toEqual([...first.body.items, ...second.body.items]);
  });

  it("counts all matches in total but never returns a row past the 45th", async () => {
    const first = await h.getJson("/api/v1/companies/search?q=gmbh&limit=25&offset=20");
    expect(first.body.total).toBeGreaterThan(65);
    expect(first.body.items.length).toBe(25);
    expect(first.body.next_offset).toBeNull();
    const { body } = await h.getJson("/api/v1/companies/search?q=gmbh&limit=25&offset=40");
    expect(body.items).toEqual(first.body.items.slice(20));
    expect(body.next_offset).toBeNull();
    const last = await h.getJson("/api/v1/companies/search?q=gmbh&limit=25&offset=44");
    expect(last.body.items).toEqual(first.body.items.slice(24));
    expect(last.body.next_offset).toBeNull();
  });

  it("answers a UID the same in every form, whichever form was asked first", async () => {
    const company = aCompany("uid IS NOT NULL AND status = 'active'");
    const forms = [formatUid(company.uid), company.uid, `CHE${company.uid}`, formatUid(company.uid).slice(4)];
    for (const form of forms) {
      const { body } = await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent(form)}`);
      expect(body.total, form).toBe(1);
      expect(body.items.map((item: { id: number }) => item.id), form).toEqual([company.id]);
    }
  });

  it("answers an empty page when nothing matches", async () => {
    const { status, body } = await h.getJson("/api/v1/companies/search?q=zzqxjvw");
    expect(status).toBe(200);
    expect(body).toEqual({ total: 0, items: [], suggestions: [], limit: 10, offset: 0, next_offset: null });
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await h.get("/api/v1/companies/search?q=gmbh");
    const etag = first.headers.get("etag")!;
    const second = await h.get("/api/v1/companies/search?q=gmbh", { headers: { "If-None-Match": etag } });
    expect(second.status).toBe(304);
    expect(first.headers.get("cache-control")).toContain("max-age");
  });
});

function previousNames(id: number): string[] {
  return (h.db.prepare("SELECT name FROM company_names WHERE company_id = ?").all(id) as { name: string }[]).map((r) =>
    r.name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase(),
  );
}
