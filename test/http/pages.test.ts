/** The HTML pages over HTTP: profiles, search, languages, redirects, 404s, rate limits and security headers. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompanyDetail, PersonDetail } from "../../src/domain/resources.js";
import { jsonLdText } from "../../src/http/pages/layout.js";
import { pickLanguage } from "../../src/http/pages/i18n.js";
import { startHarness, type Harness } from "../harness.js";

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; " +
  "base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function page(path: string, init?: RequestInit): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await h.get(path, init);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** Decodes the few entities the renderer writes, to compare page text with register text. */
function text(html: string): string {
  return html.replace(/\u00a0/g, " ").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}

/** A company with a present officer the register suppressed. */
function companyWithRedactedOfficer(): number {
  const row = h.db
    .prepare(
      `SELECT m.company_id AS id FROM mandates m JOIN persons p ON p.id = m.person_id
       WHERE m.ended_on IS NULL AND p.redacted = 1 ORDER BY m.company_id LIMIT 1`,
    )
    .get() as { id: number } | undefined;
  expect(row, "the test register has a company with a redacted officer").toBeDefined();
  return row!.id;
}

/** A company with present officers who have profiles, among them a natural person. */
function companyWithOfficers(): number {
  const row = h.db
    .prepare(
      `SELECT m.company_id AS id FROM mandates m JOIN persons p ON p.id = m.person_id
       WHERE m.ended_on IS NULL AND p.redacted = 0 AND p.entity_type = 'natural_person' ORDER BY m.company_id LIMIT 1`,
    )
    .get() as { id: number };
  return row.id;
}

async function companyDetail(id: number): Promise<CompanyDetail> {
  return CompanyDetail.parse((await h.getJson(`/api/v1/companies/${id}`)).body);
}

describe("company page", () => {
  it("shows every fact of the record, officers with links, and links to the Markdown and JSON twins", async () => {
    const company = await companyDetail(companyWithRedactedOfficer());
    const path = new URL(company.url).pathname;
    const { status, html, headers } = await page(path);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^text\/html/);
    const body = text(html);
    expect(body).toContain(`<h1 id="profile-name">${company.name}</h1>`);
    if (company.uid) expect(body).toContain(company.uid);
    if (company.capital) expect(body).toContain(company.capital);
    if (company.address) expect(body).toContain(company.address);
    if (company.purpose) expect(body).toContain(company.purpose);
    if (company.noga) expect(body).toContain(company.noga.code);
    if (company.noga?.labels.en) expect(body).toContain(company.noga.labels.en);
    expect(body).toMatch(/class="badge badge-(active|liquidation|deleted)"/);
    for (const officer of company.officers) {
      if (officer.url) expect(body).toContain(`href="${new URL(officer.url).pathname}"`);
      else expect(body).toContain(officer.name);
    }
    // A redacted officer is named `Redacted person`, without a link.
    expect(body).toContain('<span class="redacted"');
    expect(body).not.toMatch(/<a [^>]*>Redacted person<\/a>/);
    for (const name of company.previous_names) expect(body).toContain(name);
    for (const publication of company.publications) if (publication.sogc_date) expect(body).toContain(`datetime="${publication.sogc_date}"`);
    expect(body).toContain(`href="${new URL(company.markdown_url).pathname}"`);
    expect(body).toContain(`href="/api/v1/companies/${company.id}"`);
  });

  it("folds long gazette texts behind <details>", async () => {
    const candidates = h.db
      .prepare("SELECT DISTINCT company_id AS id FROM publications WHERE length(text) > 700 ORDER BY company_id LIMIT 30")
      .all() as { id: number }[];
    let checked = 0;
    for (const { id } of candidates) {
      const company = await companyDetail(id);
      const long = company.publications.filter((p) => (p.text ?? "").length > 600).length;
      if (long === 0) continue;
      const { html } = await page(new URL(company.url).pathname);
      expect((html.match(/<details class="notice">/g) ?? []).length).toBe(long);
      checked++;
    }
    expect(checked, "companies with a long notice among their newest 3").toBeGreaterThan(0);
  });

  it("names its Markdown twin, canonical address, OpenGraph tags and schema.org Organization in the head", async () => {
    const company = await companyDetail(companyWithOfficers());
    const { html } = await page(new URL(company.url).pathname);
    const head = text(html.slice(0, html.indexOf("</head>")));
    expect(head).toContain(`<link rel="alternate" type="text/markdown" href="${company.markdown_url}"`);
    expect(head).toContain(`<link rel="canonical" href="${company.url}"/>`);
    expect(head).toContain(`<meta property="og:title" content="${company.name}"/>`);
    expect(head).toContain(`<meta property="og:url" content="${company.url}"/>`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html.slice(0, html.indexOf("</head>")));
    expect(jsonLd).not.toBeNull();
    const data = JSON.parse(jsonLd![1]);
    expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "Organization", name: company.name, url: company.url });
    if (company.uid) expect(data.identifier.value).toBe(company.uid);
  });

  it("answers 404 with the friendly page for an unknown id", async () => {
    const { status, html, headers } = await page("/companies/nobody/987654321");
    expect(status).toBe(404);
    expect(headers.get("content-type")).toMatch(/^text\/html/);
    expect(html).toContain("Page not found");
  });
});

describe("person page", () => {
  it("shows the person's origin, residence, nationality and mandates with links", async () => {
    const row = h.db
      .prepare(
        `SELECT p.id, p.origin FROM persons p JOIN mandates m ON m.person_id = p.id
         WHERE p.redacted = 0 AND p.entity_type = 'natural_person' AND m.ended_on IS NULL ORDER BY p.id LIMIT 1`,
      )
      .get() as { id: number; origin: string | null };
    const person = PersonDetail.parse((await h.getJson(`/api/v1/people/${row.id}`)).body);
    const { status, html } = await page(new URL(person.url).pathname);
    expect(status).toBe(200);
    const body = text(html);
    expect(body).toContain(`<h1 id="profile-name">${person.name}</h1>`);
    if (row.origin) expect(body).toContain(row.origin);
    if (person.residence) expect(body).toContain(person.residence);
    if (person.nationality) expect(body).toContain(person.nationality);
    expect(person.mandates.length).toBeGreaterThan(0);
    for (const mandate of person.mandates) expect(body).toContain(`href="${new URL(mandate.company.url).pathname}"`);
    expect(body).toContain(`<link rel="alternate" type="text/markdown" href="${person.markdown_url}"`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    expect(jsonLd).toMatchObject({ "@type": "Person", name: person.name });
  });

  it("answers 404 with the friendly page for a redacted person, without their name", async () => {
    const row = h.db.prepare("SELECT id, name FROM persons WHERE redacted = 1 ORDER BY id LIMIT 1").get() as { id: number; name: string };
    for (const path of [`/people/x/${row.id}`, `/people/${row.id}`]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html).toContain("Page not found");
      expect(text(html)).not.toContain(row.name);
    }
  });
});

describe("canonical addresses", () => {
  it("redirects a stale slug with 301 to the canonical address, keeping ?lang", async () => {
    const company = await companyDetail(companyWithOfficers());
    const canonical = new URL(company.url).pathname;
    let response = await h.get(`/companies/an-old-name/${company.id}`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(canonical);
    response = await h.get(`/companies/an-old-name/${company.id}?lang=it`);
    expect(response.headers.get("location")).toBe(`${canonical}?lang=it`);
    response = await h.get(`/companies/${company.id}`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(canonical);
  });

  it("redirects a person's stale slug too", async () => {
    const row = h.db.prepare("SELECT id FROM persons WHERE redacted = 0 ORDER BY id LIMIT 1").get() as { id: number };
    const person = PersonDetail.parse((await h.getJson(`/api/v1/people/${row.id}`)).body);
    const response = await h.get(`/people/someone-else/${row.id}?lang=fr`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`${new URL(person.url).pathname}?lang=fr`);
  });
});

describe("languages", () => {
  const labels = { en: "Legal form", de: "Rechtsform", fr: "Forme juridique", it: "Forma giuridica" } as const;

  it("labels the page in the language of ?lang, and links within the site keep it", async () => {
    const company = await companyDetail(companyWithOfficers());
    const path = new URL(company.url).pathname;
    for (const [lang, label] of Object.entries(labels)) {
      const { html } = await page(`${path}?lang=${lang}`);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<dt>${label}</dt>`);
      const officer = company.officers.find((o) => o.url);
      if (officer) expect(html).toContain(`href="${new URL(officer.url!).pathname}?lang=${lang}"`);
      expect(html).toContain(`<input type="hidden" name="lang" value="${lang}"/>`);
    }
  });

  it("follows Accept-Language when no ?lang is given, and ?lang wins over it", async () => {
    const company = await companyDetail(companyWithOfficers());
    const path = new URL(company.url).pathname;
    let result = await page(path, { headers: { "Accept-Language": "fr-CH, fr;q=0.9, en;q=0.5" } });
    expect(result.html).toContain('<html lang="fr">');
    // Only the language switch carries ?lang; links to profiles do not.
    expect(result.html).not.toMatch(/href="\/people\/[^"]*\?lang=/);
    expect(result.headers.get("vary")).toContain("Accept-Language");
    result = await page(`${path}?lang=de`, { headers: { "Accept-Language": "fr" } });
    expect(result.html).toContain('<html lang="de">');
    result = await page(path, { headers: { "Accept-Language": "ja, rm;q=0.8" } });
    expect(result.html).toContain('<html lang="en">');
  });

  it("shows the NOGA label in the page's language", async () => {
    const row = h.db.prepare("SELECT id FROM companies WHERE noga_code IS NOT NULL ORDER BY id LIMIT 1").get() as { id: number };
    const company = await companyDetail(row.id);
    for (const lang of ["de", "fr", "it", "en"] as const) {
      const label = company.noga!.labels[lang];
      if (label) expect(text((await page(`${new URL(company.url).pathname}?lang=${lang}`)).html)).toContain(label);
    }
  });

  it("reads Accept-Language by quality, then order", () => {
    expect(pickLanguage(undefined, "en;q=0.3, it-CH;q=0.9, de")).toEqual({ lang: "de", explicit: false });
    expect(pickLanguage(undefined, "en;q=0.3, it-CH;q=0.9")).toEqual({ lang: "it", explicit: false });
    expect(pickLanguage("FR", "de")).toEqual({ lang: "fr", explicit: true });
    expect(pickLanguage("xx", "de;q=0")).toEqual({ lang: "en", explicit: false });
  });
});

describe("search page", () => {
  function aCompany(): { id: number; name: string; canton: string } {
    return h.db
      .prepare("SELECT id, name, canton FROM companies WHERE status = 'active' AND canton IS NOT NULL ORDER BY id LIMIT 1")
      .get() as { id: number; name: string; canton: string };
  }

  it("finds a company by name, with filters kept checked", async () => {
    const company = aCompany();
    const { status, html } = await page(`/search?q=${encodeURIComponent(company.name)}&canton=${company.canton}&status=active`);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`href="/companies/[^"]+/${company.id}"`));
    expect(html).toMatch(new RegExp(`id="f-canton-${company.canton}" name="canton" value="${company.canton}" checked`));
    expect(html).toMatch(/id="f-status-active" name="status" value="active" checked/);
  });

  it("pages through results with the filters and language kept", async () => {
    const word = (h.db.prepare("SELECT name FROM companies ORDER BY id LIMIT 1").get() as { name: string }).name.split(" ").pop()!;
    const first = (await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent(word)}&limit=10`)).body;
    if (first.next_offset === null) return;
    const { html } = await page(`/search?q=${encodeURIComponent(word)}&lang=de`);
    expect(html).toContain(`page=2`);
    const second = await page(`/search?q=${encodeURIComponent(word)}&page=2&lang=de`);
    expect(second.status).toBe(200);
    expect(second.html).toMatch(/<ol class="card-list results-list" start="11">/);
  });

  it.each([
    ["q=a", 400],
    [`q=${"x".repeat(201)}`, 400],
    ["q=ag&page=9", 400],
    ["q=ag&page=abc", 400],
    ["q=ag&page=0", 400],
    ["q=ag&canton=XX,ZH&status=bogus", 200],
    ["q=%22%27%3Cscript%3E*", 200],
    ["q=ag&limit=1000&offset=-1", 200],
    ["", 200],
  ])("answers ?%s with a friendly HTML page (status %i), never a 5xx", async (query, expected) => {
    const { status, html, headers } = await page(`/search?${query}`);
    expect(status).toBe(expected);
    expect(headers.get("content-type")).toMatch(/^text\/html/);
    expect(html).toContain('<form id="search-form"');
    expect(html).not.toContain("<script>");
  });

  it("says which filter values it ignored", async () => {
    const { html } = await page("/search?q=ag&canton=XX");
    expect(html).toContain("These filter values are unknown and were ignored: XX.");
  });
});

describe("people search page", () => {
  /** A person with a public mandate at a company with a canton. */
  function aPerson(): { id: number; name: string; last_name: string; first_name: string; canton: string; company_id: number; company: string } {
    return h.db
      .prepare(
        `SELECT p.id, p.name, p.last_name, p.first_name, c.canton, c.id AS company_id, c.name AS company FROM persons p
         JOIN mandates m ON m.person_id = p.id AND m.ended_on IS NULL JOIN companies c ON c.id = m.company_id
         WHERE p.redacted = 0 AND p.entity_type = 'natural_person' AND p.origin IS NOT NULL AND c.canton IS NOT NULL ORDER BY p.id LIMIT 1 OFFSET 20`,
      )
      .get() as { id: number; name: string; last_name: string; first_name: string; canton: string; company_id: number; company: string };
  }

  it("finds a person by name with origin and residence, and keeps the canton and company filters", async () => {
    const person = aPerson();
    const { status, html } = await page(`/search/people?q=${encodeURIComponent(person.name)}&canton=${person.canton.toLowerCase()}&company=${person.company_id}`);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`href="/people/[^"]+/${person.id}"`));
    expect(html).toMatch(new RegExp(`id="f-canton-${person.canton}" name="canton" value="${person.canton}" checked`));
    expect(text(html)).toContain(`With a mandate at ${person.company}`);
    expect(html).toContain("Place of origin");
    const other = person.canton === "JU" ? "AI" : "JU";
    const filtered = await page(`/search/people?q=${encodeURIComponent(person.name)}&canton=${other}&company=${person.company_id}`);
    expect(filtered.html).not.toMatch(new RegExp(`href="/people/[^"]+/${person.id}"`));
  });

  it("suggests close names for a misspelled one, in the page's language", async () => {
    const person = h.db
      .prepare("SELECT first_name, last_name FROM persons WHERE redacted = 0 AND entity_type = 'natural_person' AND length(last_name) >= 6 ORDER BY id LIMIT 1 OFFSET 9")
      .get() as { first_name: string; last_name: string };
    // A misspelling of the last name that finds nobody.
    const misspelled = `${person.first_name.split(" ")[0]} ${person.last_name.slice(0, -2)}${person.last_name.slice(-1)}`;
    expect((await h.getJson(`/api/v1/people/search?q=${encodeURIComponent(misspelled)}`)).body.total).toBe(0);
    const { html } = await page(`/search/people?q=${encodeURIComponent(misspelled)}&lang=de`);
    expect(html).toContain("Meinten Sie");
    expect(html).toMatch(/class="did-you-mean"[\s\S]*href="\/search\/people\?q=/);
  });

  it("shows the first people beside the companies of a search, with a link to all of them", async () => {
    const person = aPerson();
    const { html } = await page(`/search?q=${encodeURIComponent(person.last_name)}`);
    expect(html).toContain('class="people-aside"');
    expect(html).toContain(`href="/search/people?q=${encodeURIComponent(person.last_name)}"`);
  });

  it("says on a company result card which former name matched", async () => {
    const row = h.db
      .prepare("SELECT c.id, n.name FROM companies c JOIN company_names n ON n.company_id = c.id AND n.kind = 'previous' ORDER BY c.id LIMIT 1")
      .get() as { id: number; name: string };
    const { body } = await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent(row.name)}&limit=25`);
    const item = body.items.find((i: { id: number }) => i.id === row.id);
    if (item.matched.field !== "former_name") return;
    const { html } = await page(`/search?q=${encodeURIComponent(row.name)}`);
    expect(text(html)).toContain(`Formerly: ${row.name}`);
  });

  it.each([["q=a", 400], ["q=ab&page=9", 400], ["q=ab&company=abc&canton=XX", 200], ["", 200]])(
    "answers ?%s with a friendly HTML page (status %i)",
    async (query, expected) => {
      const { status, html } = await page(`/search/people?${query}`);
      expect(status).toBe(expected);
      expect(html).toContain('<form id="search-form"');
    },
  );
});

describe("not found", () => {
  it("answers unknown page paths with the friendly HTML 404, and API and fact-sheet paths with JSON", async () => {
    let response = await h.get("/no/such/page?lang=it");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain("Pagina non trovata");
    expect(response.headers.get("content-security-policy")).toBe(CSP);
    for (const path of ["/api/v1/nothing", "/companies/x/987654321.md", "/nothing.md"]) {
      response = await h.get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toContain("application/json");
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
  });
});

describe("security headers", () => {
  it("sends the CSP, nosniff and Referrer-Policy on every page, and the pages carry no inline script or style", async () => {
    const company = await companyDetail(companyWithOfficers());
    const person = company.officers.find((o) => o.url)!;
    const paths = ["/", "/search?q=ag", "/search?q=a", new URL(company.url).pathname, new URL(person.url!).pathname, "/docs", "/no-such-page"];
    for (const path of paths) {
      const { html, headers } = await page(path);
      expect(headers.get("content-security-policy"), path).toBe(CSP);
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(headers.get("referrer-policy"), path).toBeTruthy();
      expect(headers.get("x-frame-options"), path).toBe("DENY");
      for (const tag of html.match(/<script[^>]*>/g) ?? []) expect(tag, path).toMatch(/ src="\/|type="application\/ld\+json"/);
      expect(html, path).not.toMatch(/<style|\sstyle="|\son[a-z]+="/i);
    }
  });

  it("escapes `<` in JSON-LD so that no value can close the script element", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script> & <!--" });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script> & <!--" });
  });

  it("serves the stylesheet and script with long cache lifetimes", async () => {
    const { html } = await page("/");
    const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets.some((a) => a.endsWith(".css"))).toBe(true);
    expect(assets.some((a) => a.endsWith(".js"))).toBe(true);
    for (const asset of new Set(assets)) {
      const response = await h.get(asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get("cache-control"), asset).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});

describe("rate limits", () => {
  it("draws profile pages from the detail bucket and answers 429 with an HTML page and Retry-After", async () => {
    const limited = await startHarness({ rateLimits: { search: 0, detail: 1 } });
    try {
      const company = await companyDetail(companyWithOfficers());
      const path = new URL(company.url).pathname;
      const first = await limited.get(path);
      expect(first.status).toBe(200);
      expect(first.headers.get("x-ratelimit-limit")).toBe("1");
      const second = await limited.get(path);
      expect(second.status).toBe(429);
      expect(second.headers.get("content-type")).toMatch(/^text\/html/);
      expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await second.text()).toContain("Too many requests");
      // Fact sheets share the bucket.
      expect((await limited.get(`${path}.md`)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("draws search pages from the search bucket", async () => {
    const limited = await startHarness({ rateLimits: { search: 1, detail: 0 } });
    try {
      expect((await limited.get("/search?q=ag")).status).toBe(200);
      const second = await limited.get("/search?q=ag");
      expect(second.status).toBe(429);
      expect(second.headers.get("retry-after")).toBeTruthy();
      // The home page and an empty search form cost nothing.
      expect((await limited.get("/")).status).toBe(200);
      expect((await limited.get("/search")).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
