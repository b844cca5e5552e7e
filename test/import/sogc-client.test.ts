/**
 * The Amtsblattportal client and fetcher against a local server answering in the portal's shapes: the publication
 * list (`{content: [{meta}], total, pageRequest}`, no texts) and each notice's XML; plus 429, 5xx and a dropped
 * connection. No mocks of undici.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { HttpUnavailableError } from "../../src/ingest/http/polite-client.js";
import { SogcApiError, SogcClient } from "../../src/ingest/sogc/client.js";
import { fetchSogcDays } from "../../src/ingest/sogc/fetch.js";
import { openForReading } from "../../src/store/sqlite/database.js";
import { fakePortal } from "./fake-portal.js";
import { importFiles, json, startServer, tempDir, type LocalServer } from "./helpers.js";

const { dir, cleanup } = tempDir("register-sogc-");
afterAll(cleanup);
let server: LocalServer | undefined;
let client: SogcClient | undefined;
afterEach(async () => {
  await client?.close();
  await server?.close();
  client = undefined;
  server = undefined;
});

function makeClient(url: string, maxRetries = 4) {
  client = new SogcClient({ baseUrl: url, delayMs: 0, backoffMs: 5, maxRetries });
  return client;
}

describe("Amtsblattportal client", () => {
  it("lists published HR notices of a date range, page by page, and reads a notice's XML", async () => {
    server = await fakePortal();
    const portal = makeClient(server.url);
    const page = await portal.listPublications({ start: "2026-01-05", end: "2026-01-05", page: 1, size: 2 });
    expect(page.total).toBe(5);
    expect(page.content.map((c) => c.meta.publicationNumber)).toEqual(["HR01-1007000030", "HR01-1007000040"]);
    expect(Object.fromEntries(server.requests[0].query)).toEqual({
      rubrics: "HR",
      publicationStates: "PUBLISHED",
      "publicationDate.start": "2026-01-05",
      "publicationDate.end": "2026-01-05",
      "pageRequest.page": "1",
      "pageRequest.size": "2",
    });
    const xml = await portal.publicationXml("7c1e0f6a-0001-4d5e-9a11-000000000001");
    expect(xml).toContain("<HR01:publication");
    expect(await portal.publicationXml("unknown")).toBeNull();
  });

  it("retries after 429 (Retry-After as a date), a 503 and a dropped connection", async () => {
    const path = "/api/v1/publications/7c1e0f6a-0001-4d5e-9a11-000000000001/xml";
    server = await fakePortal(new Map([[path, ["429", "drop", "503"]]]));
    const xml = await makeClient(server.url).publicationXml("7c1e0f6a-0001-4d5e-9a11-000000000001");
    expect(xml).toContain("Testwerk GmbH");
    expect(server.requests.filter((r) => r.path === path)).toHaveLength(4);
  });

  it("refuses an answer of the wrong shape with a clear error", async () => {
    server = await startServer((_request, response) => json(response, 200, { items: [] }));
    await expect(makeClient(server.url).listPublications({ start: "2026-01-05", end: "2026-01-05", page: 0, size: 10 })).rejects.toThrow(SogcApiError);
  });
});

describe("Amtsblattportal fetch", () => {
  it("fetches every notice of every day into the cache, and the import turns them into the register", async () => {
    server = await fakePortal(new Map([["/api/v1/publications/0a1b2c3d-0000-4000-8000-000000000003/xml", ["404"]]]));
    const cacheDir = join(dir, "days");
    const result = await fetchSogcDays({ client: makeClient(server.url), cacheDir, since: "2026-01-04", until: "2026-01-06", pageSize: 2 });
    const lists = server.requests.filter((r) => r.path === "/api/v1/publications");
    expect(lists).toHaveLength(1 + 3 + 1); // 2026-01-04: empty; 2026-01-05: 5 notices on 3 pages; 2026-01-06: empty
    expect(result.failures).toEqual([{ where: "sogc publication 0a1b2c3d-0000-4000-8000-000000000003", reason: "listed, but the portal has no XML for it" }]);
    expect(readdirSync(join(cacheDir, "xml", "2026-01-05"))).toHaveLength(4);

    const path = join(dir, "days.sqlite");
    const report = await importFiles(path, [cacheDir], { source: "sogc", earlierFailures: result.failures });
    expect(report.records.publications.added).toBe(4);
    expect(report.failures).toEqual(result.failures);
    const db = openForReading(path);
    expect((db.prepare("SELECT name FROM companies ORDER BY name").all() as { name: string }[]).map((r) => r.name)).toEqual([
      "Serienwerk 1 GmbH",
      "Serienwerk 2 GmbH",
      "Serienwerk 4 GmbH",
      "Serienwerk 5 GmbH",
    ]);
    db.close();
  });

  it("resumes after an interruption: days and notices already fetched are not asked for again", async () => {
    const cacheDir = join(dir, "resume");
    const failing = "/api/v1/publications/0a1b2c3d-0000-4000-8000-000000000004/xml";
    server = await fakePortal(new Map([[failing, ["503", "503", "503"]]]));
    await expect(fetchSogcDays({ client: makeClient(server.url, 1), cacheDir, since: "2026-01-05", until: "2026-01-05", pageSize: 2 })).rejects.toThrow(HttpUnavailableError);
    await client!.close();
    await server.close();

    server = await fakePortal();
    const result = await fetchSogcDays({ client: makeClient(server.url), cacheDir, since: "2026-01-05", until: "2026-01-05", pageSize: 2 });
    expect(result.failures).toEqual([]);
    expect(server.requests.map((r) => r.path)).toEqual([failing, "/api/v1/publications/0a1b2c3d-0000-4000-8000-000000000005/xml"]);
    expect(readdirSync(join(cacheDir, "xml", "2026-01-05"))).toHaveLength(5);
  });

  it("imports the whole history of a company in date order, whichever day it is fetched", async () => {
    server = await fakePortal();
    const cacheDir = join(dir, "history");
    await fetchSogcDays({ client: makeClient(server.url), cacheDir, since: "2024-02-05", until: "2025-09-08", pageSize: 100 });
    const path = join(dir, "history.sqlite");
    await importFiles(path, [cacheDir], { source: "sogc" });
    const db = openForReading(path);
    expect(db.prepare("SELECT name, status, deletion_date FROM companies").get()).toEqual({ name: "Testwerk Holding GmbH", status: "deleted", deletion_date: "2025-09-03" });
    expect(db.prepare("SELECT name FROM company_names WHERE kind = 'previous' ORDER BY position").all()).toEqual([
      { name: "Testwerk Holding GmbH in Liquidation" },
      { name: "Testwerk GmbH" },
    ]);
    db.close();
  });
});
