/**
 * The service over PostgreSQL (DATABASE_URL), over real HTTP: started as `serve` starts it, on the test register loaded
 * into a database of the test's own, it answers /api/v1 exactly as the service over the SQLite file does.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { join } from "node:path";
import { pino } from "pino";
import { loadConfig } from "../../src/config.js";
import { BackendUnavailableError } from "../../src/domain/errors.js";
import { generateRegister } from "../../src/generate/index.js";
import { openRegisterRuntime } from "../../src/runtime/register.js";
import { loadPostgresRegister } from "../../src/store/postgres/load-register.js";
import { startHarness, type Harness } from "../harness.js";
import { serveUntilExit } from "../reliability/serve-process.js";
import { tempDir } from "../import/helpers.js";
import { createTestDatabase } from "../keyed/postgres.js";

let database: { url: string; drop(): Promise<void> };
let overPostgres: Harness;
let overSqlite: Harness;

beforeAll(async () => {
  database = await createTestDatabase("serve");
  await loadPostgresRegister(inject("registerPath"), database.url);
  [overPostgres, overSqlite] = await Promise.all([startHarness({ env: { DATABASE_URL: database.url } }), startHarness()]);
});
afterAll(async () => {
  await overPostgres?.close();
  await overSqlite?.close();
  await database?.drop();
});

/** An answer with the harness's own base URL taken out, so that two services' answers compare. */
async function answer(h: Harness, path: string): Promise<{ status: number; body: string }> {
  const response = await h.get(path);
  return { status: response.status, body: (await response.text()).replaceAll(h.baseUrl, "<base>") };
}

describe("the service over PostgreSQL (happy)", () => {
  it("answers searches, details and autocomplete as the service over the SQLite file", async () => {
    const company = overSqlite.db.prepare("SELECT id, name, uid FROM companies WHERE uid IS NOT NULL ORDER BY search_rank LIMIT 1 OFFSET 40").get() as {
      id: number; name: string; uid: string;
    };
    const person = overSqlite.db.prepare("SELECT id, last_name FROM persons WHERE redacted = 0 AND last_name IS NOT NULL ORDER BY id LIMIT 1 OFFSET 30").get() as {
      id: number; last_name: string;
    };
    const paths = [
      `/api/v1/companies/search?q=${encodeURIComponent(company.name)}`,
      `/api/v1/companies/search?q=${company.uid}`,
      "/api/v1/companies/search?q=ag&canton=ZH,BE&status=active",
      "/api/v1/companies/search?q=gmbh&offset=25",
      "/api/v1/companies/search?q=immo%20bau",
      `/api/v1/companies/autocomplete?q=${encodeURIComponent(company.name.slice(0, 5))}`,
      `/api/v1/companies/${company.id}`,
      `/api/v1/people/search?q=${encodeURIComponent(person.last_name)}`,
      `/api/v1/people/${person.id}`,
      "/api/v1/companies/987654321",
    ];
    let found = 0;
    for (const path of paths) {
      const [pg, sqlite] = await Promise.all([answer(overPostgres, path), answer(overSqlite, path)]);
      expect(pg, path).toEqual(sqlite);
      if (pg.status === 200) found++;
    }
    expect(found).toBeGreaterThanOrEqual(paths.length - 1);
  });

  it("serves the PostgreSQL register when DATABASE_URL is set, not the file DATABASE_PATH names", async () => {
    const other = await createTestDatabase("serve_other");
    const { dir, cleanup } = tempDir("serve-other-");
    let h: Harness | undefined;
    try {
      const path = join(dir, "small.sqlite");
      await generateRegister({ companies: 300, seed: 5, path });
      await loadPostgresRegister(path, other.url);
      // The harness's DATABASE_PATH is the test register (2,000 companies); the database holds 300.
      h = await startHarness({ env: { DATABASE_URL: other.url } });
      expect((await h.get("/api/v1/companies/1500")).status).toBe(404);
      expect((await overSqlite.get("/api/v1/companies/1500")).status).toBe(200);
      expect((await h.get("/api/v1/companies/300")).status).toBe(200);
    } finally {
      await h?.close();
      await other.drop();
      cleanup();
    }
  });
});

describe("AI search beside the PostgreSQL register", () => {
  const ask = { query: "Treuhand im Kanton Zürich", limit: 5, offset: 0 };

  it("is answered from the register file the generation was loaded from, as over the file alone", async () => {
    const overFile = await openRegisterRuntime(loadConfig({ DATABASE_PATH: inject("registerPath") }), pino({ level: "silent" }));
    const besidePostgres = await openRegisterRuntime(loadConfig({ DATABASE_PATH: inject("registerPath"), DATABASE_URL: database.url }), pino({ level: "silent" }));
    try {
      const answer = await besidePostgres.backend.aiSearchCompanies(ask);
      expect(answer.items.length).toBeGreaterThan(0);
      expect(answer).toEqual(await overFile.backend.aiSearchCompanies(ask));
    } finally {
      await besidePostgres.close();
      await overFile.close();
    }
  });

  it("is not served (503) when the file beside it holds another register, and says why in the log", async () => {
    const { dir, cleanup } = tempDir("ai-beside-");
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    try {
      const other = join(dir, "other.sqlite");
      await generateRegister({ companies: 50, seed: 9, path: other });
      const runtime = await openRegisterRuntime(loadConfig({ DATABASE_PATH: other, DATABASE_URL: database.url }), logger);
      try {
        await expect(runtime.backend.aiSearchCompanies(ask)).rejects.toBeInstanceOf(BackendUnavailableError);
        expect(lines.join("")).toMatch(/AI search is not served: the register file at .* is not the register served/);
        expect((await runtime.backend.datasetInfo()).companies).toBe(2_000);
      } finally {
        await runtime.close();
      }
    } finally {
      cleanup();
    }
  });
});

describe("the service over PostgreSQL (errors)", () => {
  it("stops with one line when the database holds no register, or cannot be reached, never printing a password", async () => {
    const empty = await createTestDatabase("serve_empty");
    try {
      for (const [url, expected] of [
        [empty.url, /no register in the PostgreSQL database .*swiss-register load-postgres/],
        ["postgres://register:s3cret@127.0.0.1:1/register", /cannot open the register at postgres:\/\/register:\*\*\*@127\.0\.0\.1:1\/register/],
      ] as const) {
        const { status, stderr } = serveUntilExit({ DATABASE_PATH: inject("registerPath"), DATABASE_URL: url });
        expect(status, stderr).toBe(1);
        expect(stderr.trim().split("\n"), stderr).toHaveLength(1);
        expect(stderr).toMatch(expected);
        expect(stderr).not.toContain("s3cret");
      }
    } finally {
      await empty.drop();
    }
  }, 60_000);


  it("answers bad input with the documented errors, never a 5xx", async () => {
    for (const path of ["/api/v1/companies/search?q=", "/api/v1/companies/search?q=ag&canton=XX", "/api/v1/companies/abc", "/api/v1/people/search?q=a&limit=1000"]) {
      const [pg, sqlite] = await Promise.all([answer(overPostgres, path), answer(overSqlite, path)]);
      expect(pg.status, path).toBeGreaterThanOrEqual(400);
      expect(pg.status, path).toBeLessThan(500);
      expect(pg.status, path).toBe(sqlite.status);
    }
  });

  it("is ready while its register answers, and answers 503 (never a stack) once a later load has dropped it", async () => {
    expect(await overPostgres.getJson("/health/ready")).toMatchObject({ status: 200, body: { status: "ready" } });
    // Two loads later the generation this service opened is gone: it must be restarted to serve the new one.
    await loadPostgresRegister(inject("registerPath"), database.url);
    await loadPostgresRegister(inject("registerPath"), database.url);
    for (const path of ["/health/ready", "/api/v1/people/search?q=meier", "/api/v1/companies/2"]) {
      const { status, body, headers } = await overPostgres.getJson(path);
      expect(status, path).toBe(503);
      expect(body.error, path).toMatchObject({ code: "upstream_unavailable", message: expect.stringMatching(/replaced.*until the operator restarts it/) });
      expect(JSON.stringify(body), path).not.toMatch(/register_g|42P01|at .*\.ts/);
      expect(headers.get("retry-after"), path).not.toBeNull();
    }
  }, 60_000);
});
