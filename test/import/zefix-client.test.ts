/**
 * The Zefix client and fetcher against a local server that answers in the documented PublicREST shapes (OpenAPI in
 * ../shared/reference), including its errors, 429 with Retry-After, a 5xx and a dropped connection. No mocks of undici.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { HttpUnavailableError } from "../../src/ingest/http/polite-client.js";
import { ZefixClient } from "../../src/ingest/zefix/client.js";
import { fetchZefixDays, fetchZefixEnumeration } from "../../src/ingest/zefix/fetch.js";
import { openForReading } from "../../src/store/sqlite/database.js";
import { AUTH, COMPANIES, CREDENTIALS, fakeZefix } from "./fake-zefix.js";
import { importFiles, json, startServer, tempDir, type LocalServer } from "./helpers.js";

const { dir, cleanup } = tempDir("register-zefix-");
afterAll(cleanup);
let server: LocalServer | undefined;
let client: ZefixClient | undefined;
afterEach(async () => {
  await client?.close();
  await server?.close();
  client = undefined;
  server = undefined;
});

function makeClient(url: string, options: { delayMs?: number; maxRetries?: number } = {}) {
  client = new ZefixClient({ baseUrl: url, credentials: CREDENTIALS, delayMs: options.delayMs ?? 0, backoffMs: 5, maxRetries: options.maxRetries ?? 4 });
  return client;
}

describe("Zefix client", () => {
  it("sends HTTP Basic credentials and reads CompanyFull, search results and the documented errors", async () => {
    server = await fakeZefix();
    const zefix = makeClient(server.url);
    expect((await zefix.companyByEhraid(800001))?.name).toBe("Alpha AG");
    expect(await zefix.companyByEhraid(1)).toBeNull();
    expect(await zefix.searchCompanies({ name: "Bravo*", canton: "ZG", legalFormId: 3 })).toHaveLength(1);
    expect(await zefix.searchCompanies({ name: "Zulu*", canton: "ZG", legalFormId: 3 })).toEqual([]);
    await expect(zefix.searchCompanies({ name: "*", canton: "ZG", legalFormId: 3 })).rejects.toMatchObject({ type: "RESULTLIST_TO_LARGE", status: 400 });
    expect(server.requests.every((r) => r.headers.authorization === AUTH)).toBe(true);
  });

  it("says what is wrong when the credentials are refused", async () => {
    server = await fakeZefix();
    client = new ZefixClient({ baseUrl: server.url, credentials: { username: "x", password: "y" }, delayMs: 0 });
    await expect(client.companyByEhraid(800001)).rejects.toThrow(/ZEFIX_USERNAME and ZEFIX_PASSWORD/);
  });

  it("retries after 429 (honouring Retry-After), a 503 and a dropped connection", async () => {
    server = await fakeZefix({ script: new Map([["/api/v1/company/ehraid/800001", ["drop", "503", "429"]]]) });
    const zefix = makeClient(server.url);
    const started = Date.now();
    expect((await zefix.companyByEhraid(800001))?.name).toBe("Alpha AG");
    expect(Date.now() - started).toBeGreaterThanOrEqual(950); // Retry-After: 1
    expect(server.requests.filter((r) => r.path === "/api/v1/company/ehraid/800001")).toHaveLength(4);
  });

  it("gives up after its retries with an error that says so", async () => {
    server = await fakeZefix({ script: new Map([["/api/v1/company/ehraid/800002", ["500", "500", "500"]]]) });
    const zefix = makeClient(server.url, { maxRetries: 2 });
    await expect(zefix.companyByEhraid(800002)).rejects.toThrow(HttpUnavailableError);
    expect(server.requests).toHaveLength(3);
  });

  it("keeps the configured delay between requests", async () => {
    server = await fakeZefix();
    const zefix = makeClient(server.url, { delayMs: 60 });
    const started = Date.now();
    for (let i = 0; i < 5; i++) await zefix.companyByEhraid(800001);
    // Five requests started at least 60 ms apart: the last starts 240 ms after the first, at the earliest.
    expect(Date.now() - started).toBeGreaterThanOrEqual(235);
    expect(server.requests).toHaveLength(5);
  });
});

describe("Zefix fetch", () => {
  it("enumerates a canton and legal form, splitting a too-large search by name prefix, then fetches each company", async () => {
    server = await fakeZefix();
    const cacheDir = join(dir, "enumerate");
    const result = await fetchZefixEnumeration({ client: makeClient(server.url), cacheDir, cantons: ["ZG"], legalFormIds: [3, 4], activeOnly: false, details: true });
    expect(result.failures).toEqual([]);
    const searches = server.requests.filter((r) => r.path === "/api/v1/company/search").map((r) => `${JSON.parse(r.body).legalFormId}:${JSON.parse(r.body).name}`);
    // `*` too large → `a*` too large (Alpha, Alpenblick, Alpina, Amsel) → `aa*` … `a9*`; then `b*` … `9*`.
    expect(searches.slice(0, 3)).toEqual(["3:*", "3:a*", "3:aa*"]);
    expect(searches).toContain("3:al*");
    expect(searches).toContain("3:9*");
    expect(searches).toContain("4:*");
    const fetched = server.requests.filter((r) => r.path.startsWith("/api/v1/company/ehraid/")).map((r) => Number(r.path.split("/").pop()));
    expect(fetched.sort()).toEqual(COMPANIES.map((c) => c.ehraid).sort());

    const path = join(dir, "enumerate.sqlite");
    const report = await importFiles(path, [cacheDir], { source: "zefix" });
    expect(report.failures).toEqual([]);
    const db = openForReading(path);
    expect(db.prepare("SELECT id, name, status, address FROM companies WHERE id IN (800001, 800100) ORDER BY id").all()).toEqual([
      { id: 800001, name: "Alpha AG", status: "active", address: "Seestrasse 1" },
      { id: 800100, name: "Solo GmbH", status: "liquidation", address: null },
    ]);
    db.close();
  });

  it("resumes after an interruption without asking again for what it already has", async () => {
    const cacheDir = join(dir, "resume");
    // The 4th company keeps failing: the run stops there, as a killed run would.
    server = await fakeZefix({ script: new Map([["/api/v1/company/ehraid/800004", ["500", "500", "500", "500", "500", "500"]]]) });
    await expect(
      fetchZefixEnumeration({ client: makeClient(server.url, { maxRetries: 1 }), cacheDir, cantons: ["ZG"], legalFormIds: [3], activeOnly: false, details: true }),
    ).rejects.toThrow(HttpUnavailableError);
    const firstRun = server.requests.length;
    await client!.close();
    await server.close();

    server = await fakeZefix();
    const result = await fetchZefixEnumeration({ client: makeClient(server.url), cacheDir, cantons: ["ZG"], legalFormIds: [3], activeOnly: false, details: true });
    expect(result.failures).toEqual([]);
    // Only the companies not fetched before are asked for: no search is repeated.
    expect(server.requests.filter((r) => r.path === "/api/v1/company/search")).toEqual([]);
    expect(server.requests.map((r) => r.path).sort()).toEqual(["/api/v1/company/ehraid/800004", "/api/v1/company/ehraid/800005", "/api/v1/company/ehraid/800006", "/api/v1/company/ehraid/800007"]);
    expect(firstRun).toBeGreaterThan(0);
    expect(readFileSync(join(cacheDir, "checkpoint.log"), "utf8")).toContain("company 800007");
  });

  it("fetches the SOGC publications of each day and the companies they name, for the daily sync", async () => {
    server = await fakeZefix();
    const cacheDir = join(dir, "daily");
    const result = await fetchZefixDays({ client: makeClient(server.url), cacheDir, since: "2026-03-15", until: "2026-03-17", details: true });
    expect(server.requests.filter((r) => r.path.startsWith("/api/v1/sogc/bydate/")).map((r) => r.path.split("/").pop())).toEqual([
      "2026-03-15",
      "2026-03-16",
      "2026-03-17",
    ]);
    // The two companies of 2026-03-16 are unknown to this fake Zefix: reported, not fatal.
    expect(result.failures.map((f) => f.where)).toEqual(["zefix company 900001", "zefix company 900004"]);
    expect(readdirSync(join(cacheDir, "sogc")).sort()).toEqual(["2026-03-15.json", "2026-03-16.json", "2026-03-17.json"]);
    expect(existsSync(join(cacheDir, "checkpoint.log"))).toBe(true);
  });

  it("reports a search that is still too large at the longest prefix instead of splitting forever", async () => {
    server = await startServer((_request, response) => json(response, 400, { error: { type: "RESULTLIST_TO_LARGE", message: "too many" } }));
    const result = await fetchZefixEnumeration({
      client: makeClient(server.url), cacheDir: join(dir, "too-large"), cantons: ["ZG"], legalFormIds: [3], activeOnly: false, details: false,
      prefixAlphabet: "ab", maxPrefixLength: 2,
    });
    expect(server.requests.map((r) => JSON.parse(r.body).name)).toEqual(["*", "a*", "aa*", "ab*", "b*", "ba*", "bb*"]);
    expect(result.failures.map((f) => f.where)).toEqual(['zefix search ZG 3 "aa*"', 'zefix search ZG 3 "ab*"', 'zefix search ZG 3 "ba*"', 'zefix search ZG 3 "bb*"']);
    expect(result.failures[0].reason).toMatch(/too many results at the longest prefix/);
  });
});
