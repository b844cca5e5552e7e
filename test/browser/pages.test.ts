/**
 * The pages in a real browser (Debian's Chromium driven by playwright-core): home, search with filters, a company,
 * an officer and back, a language switch, and /docs; at phone and desktop sizes, with screenshots in
 * test-results/screenshots/ and an axe-core accessibility check of every page. The CSP stays enforced: axe is
 * evaluated through the DevTools protocol, and any CSP violation the pages cause fails the test.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../harness.js";

const CHROMIUM = "/usr/bin/chromium";
const SCREENSHOTS = "test-results/screenshots";
const available = existsSync(CHROMIUM);
if (!available && process.env.CI) throw new Error(`${CHROMIUM} is missing; CI must install it (apt-get install -y chromium)`);
if (!available) console.warn(`Skipping the browser tests: ${CHROMIUM} is not installed (apt-get install -y chromium).`);

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;

interface Subject {
  company: { id: number; name: string; canton: string };
  officer: { id: number; name: string };
}

let h: Harness;
let browser: Browser;
let subject: Subject;

/** A company with a canton and a present officer who is a natural person with a profile. */
function findSubject(): Subject {
  const row = h.db
    .prepare(
      `SELECT c.id, c.name, c.canton, p.id AS person_id, p.name AS person_name
       FROM companies c JOIN mandates m ON m.company_id = c.id AND m.ended_on IS NULL
       JOIN persons p ON p.id = m.person_id AND p.redacted = 0 AND p.entity_type = 'natural_person'
       WHERE c.status = 'active' AND c.canton IS NOT NULL AND length(c.name) BETWEEN 8 AND 40
       ORDER BY c.id LIMIT 1`,
    )
    .get() as { id: number; name: string; canton: string; person_id: number; person_name: string };
  return { company: { id: row.id, name: row.name, canton: row.canton }, officer: { id: row.person_id, name: row.person_name } };
}

/** Runs axe-core in the page and returns the serious and critical violations. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  // A string, evaluated in the page: the test's TypeScript has no DOM types.
  const result = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] })")) as {
    violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
  };
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

/** A context of the given size that records console errors (CSP violations among them). */
async function openContext(size: keyof typeof VIEWPORTS): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ ...VIEWPORTS[size], locale: "en-GB" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

async function check(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
  expect(await accessibilityViolations(page), `accessibility of ${name}`).toEqual([]);
}

describe.skipIf(!available)("pages in a browser", () => {
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    h = await startHarness();
    subject = findSubject();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await h?.close();
  });

  for (const size of ["desktop", "phone"] as const) {
    it(`searches, filters, opens a company, follows an officer and back, and switches language (${size})`, async () => {
      const { context, page, errors } = await openContext(size);
      const { company, officer } = subject;
      try {
        await page.goto(`${h.baseUrl}/`);
        await expect.poll(() => page.locator("h1").textContent()).toBe("Swiss Company Register");
        await check(page, `${size}-1-home`);

        // Type-ahead: the script turns the box into a combobox with suggestions from the API.
        const box = page.locator("#q");
        await box.click();
        await box.pressSequentially(company.name.slice(0, 6), { delay: 30 });
        await page.locator("#q-listbox [role=option]").first().waitFor();
        expect(await box.getAttribute("aria-expanded")).toBe("true");
        await page.screenshot({ path: `${SCREENSHOTS}/${size}-2-autocomplete.png` });
        expect(await accessibilityViolations(page), "accessibility of the open combobox").toEqual([]);

        // Without choosing a suggestion, Enter submits the form: the search page.
        await box.fill(company.name);
        await box.press("Escape");
        await Promise.all([page.waitForURL(/\/search\?q=/), box.press("Enter")]);
        await expect.poll(() => page.locator(".result-summary").textContent()).toMatch(/found/);
        await check(page, `${size}-3-search`);

        // A broad search pages: the second page starts at result 11.
        await page.goto(`${h.baseUrl}/search?q=ag`);
        await check(page, `${size}-3b-search-broad`);
        if (await page.locator(".pagination a[rel=next]").count()) {
          await Promise.all([page.waitForURL(/page=2/), page.locator(".pagination a[rel=next]").click()]);
          expect(await page.locator("ol.results-list").getAttribute("start")).toBe("11");
        }
        await page.goBack();
        await page.goBack();

        // Filter by the company's canton (on a phone the filters start folded under one summary).
        const panelSummary = page.locator(".filters-panel > summary");
        if (await panelSummary.isVisible()) await panelSummary.click();
        await page.locator(".filter-group summary", { hasText: "Canton" }).click();
        await page.locator(`#f-canton-${company.canton}`).check();
        await Promise.all([page.waitForURL(new RegExp(`canton=${company.canton}`)), page.getByRole("button", { name: "Apply filters" }).click()]);
        expect(await page.locator(`#f-canton-${company.canton}`).isChecked()).toBe(true);
        await check(page, `${size}-4-search-filtered`);

        // Open the company.
        await Promise.all([page.waitForURL(new RegExp(`/companies/[^/]+/${company.id}$`)), page.locator(`.results-list a[href$="/${company.id}"]`).click()]);
        expect(await page.locator("h1").textContent()).toBe(company.name);
        await check(page, `${size}-5-company`);

        // Follow the officer to their page, and back.
        await Promise.all([page.waitForURL(new RegExp(`/people/[^/]+/${officer.id}$`)), page.locator(`.officer-list a[href$="/${officer.id}"]`).first().click()]);
        expect(await page.locator("h1").textContent()).toBe(officer.name);
        await check(page, `${size}-6-person`);
        await page.goBack();
        expect(await page.locator("h1").textContent()).toBe(company.name);

        // Switch to German: labels change, and links within the site keep ?lang=de.
        await Promise.all([page.waitForURL(/lang=de/), page.locator(".lang-switch a", { hasText: "DE" }).click()]);
        expect(await page.locator("html").getAttribute("lang")).toBe("de");
        expect(await page.locator(".fact dt").allTextContents()).toContain("Rechtsform");
        const officerLink = page.locator(`.officer-list a[href$="/${officer.id}?lang=de"]`).first();
        expect(await officerLink.count()).toBe(1);
        await check(page, `${size}-7-company-de`);
        await Promise.all([page.waitForURL(/\/people\/.*\?lang=de$/), officerLink.click()]);
        expect(await page.locator("html").getAttribute("lang")).toBe("de");

        expect(errors, "console errors (CSP violations included)").toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("searches people from the home page, filters by canton and opens a person", async () => {
    const { context, page, errors } = await openContext("desktop");
    const { officer, company } = subject;
    try {
      await page.goto(`${h.baseUrl}/`);
      await Promise.all([page.waitForURL(/\/search\/people$/), page.locator("a", { hasText: "Search people" }).click()]);
      const box = page.locator("#q");
      await box.fill(officer.name);
      await Promise.all([page.waitForURL(/\/search\/people\?q=/), box.press("Enter")]);
      await expect.poll(() => page.locator(".result-summary").textContent()).toMatch(/found/);
      await check(page, "desktop-8-people-search");
      await page.locator(".filter-group summary", { hasText: "Canton of a mandate" }).click();
      await page.locator(`#f-canton-${company.canton}`).check();
      await Promise.all([page.waitForURL(new RegExp(`canton=${company.canton}`)), page.getByRole("button", { name: "Apply filters" }).click()]);
      await Promise.all([page.waitForURL(new RegExp(`/people/[^/]+/${officer.id}$`)), page.locator(`.results-list a[href$="/${officer.id}"]`).first().click()]);
      expect(await page.locator("h1").textContent()).toBe(officer.name);
      expect(errors, "console errors (CSP violations included)").toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the friendly 404 page", async () => {
    const { context, page, errors } = await openContext("phone");
    try {
      const response = await page.goto(`${h.baseUrl}/companies/no-such-company/987654321`);
      expect(response?.status()).toBe(404);
      expect(await page.locator("h1").textContent()).toBe("Page not found");
      await check(page, "phone-8-not-found");
      expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("serves the interactive API reference from local files under the CSP", async () => {
    const { context, page, errors } = await openContext("desktop");
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(h.baseUrl) && !request.url().startsWith("data:")) external.push(request.url());
    });
    try {
      await page.goto(`${h.baseUrl}/docs`);
      await page.locator(".opblock-summary-path", { hasText: "/api/v1/companies/search" }).first().waitFor();
      expect(await page.locator(".opblock").count()).toBe(5);
      await page.screenshot({ path: `${SCREENSHOTS}/desktop-9-docs.png`, fullPage: true });
      expect(errors, "console errors (CSP violations included)").toEqual([]);
      expect(external, "requests leaving the site").toEqual([]);
    } finally {
      await context.close();
    }
  });
});
