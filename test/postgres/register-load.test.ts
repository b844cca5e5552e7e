/**
 * Loading a register into PostgreSQL is atomic: a load builds a new schema, verifies it and swaps it in in one
 * transaction. A store keeps serving the generation it opened; a load that fails, or is killed, leaves the served
 * register untouched, and its leftovers are dropped by the next load.
 */
import { spawn } from "node:child_process";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { BackendUnavailableError } from "../../src/domain/errors.js";
import { generateRegister } from "../../src/generate/index.js";
import { displayUrl } from "../../src/store/postgres/display-url.js";
import { LoadError, loadPostgresRegister } from "../../src/store/postgres/load-register.js";
import { openPostgresRegisterStore } from "../../src/store/postgres/register-store.js";
import { tempDir, waitFor } from "../import/helpers.js";
import { createTestDatabase } from "../keyed/postgres.js";

const NO_FILTER = { cantons: [], statuses: [], legalForms: [] } as const;
const ROOT = join(import.meta.dirname, "../..");

let database: { url: string; drop(): Promise<void> };
const { dir, cleanup } = tempDir("pg-load-");
let small: string;

async function liveRow(): Promise<{ schema: string; previous: string | null }> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query("SELECT schema, previous FROM public.register_live")).rows[0];
  } finally {
    await client.end();
  }
}

async function generationSchemas(): Promise<string[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'register_g%' ORDER BY 1")).rows.map((row) => row.nspname);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  database = await createTestDatabase("register_load");
  small = join(dir, "small.sqlite");
  await generateRegister({ companies: 300, seed: 5, path: small });
});
afterAll(async () => {
  await database?.drop();
  cleanup();
});

describe("loading a register into PostgreSQL (happy)", () => {
  it("swaps a new generation in; a store keeps the one it opened, a new store reads the new one", async () => {
    const first = await loadPostgresRegister(inject("registerPath"), database.url);
    expect(first.rows.companies).toBe(2_000);
    expect(first.bytes).toBeGreaterThan(0);
    const before = await openPostgresRegisterStore(database.url);
    try {
      expect((await before.dataset()).companies).toBe(2_000);
      const second = await loadPostgresRegister(small, database.url);
      expect(second.previous).toBe(first.schema);
      expect(await liveRow()).toEqual({ schema: second.schema, previous: first.schema });
      // The store opened before the swap still answers from its generation; one opened after reads the new one.
      expect((await before.dataset()).companies).toBe(2_000);
      expect(await before.companyDetail(1_500)).not.toBeNull();
      const after = await openPostgresRegisterStore(database.url);
      expect(await after.probe()).toBeNull();
      expect((await after.dataset()).companies).toBe(300);
      expect(await after.companyDetail(1_500)).toBeNull();
      await after.close();

      // A third load drops the generation two loads old: its last readers are told to restart, never given a 5xx.
      const third = await loadPostgresRegister(small, database.url);
      expect(await generationSchemas()).toEqual([second.schema, third.schema].sort());
      const failure = await before.companyDetail(1).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(BackendUnavailableError);
      expect((failure as Error).message).toMatch(/replaced; this service does not answer from it until the operator restarts it/);
      expect(String((failure as Error).cause)).toContain(first.schema);
      expect(await before.probe()).toBeInstanceOf(BackendUnavailableError);
    } finally {
      await before.close();
    }
  }, 120_000);
});

describe("loading a register into PostgreSQL (errors)", () => {
  it("refuses a file that is not a register, and a database it cannot reach, changing nothing", async () => {
    const live = await liveRow();
    await expect(loadPostgresRegister(join(dir, "missing.sqlite"), database.url)).rejects.toThrow(LoadError);
    await expect(loadPostgresRegister(small, "postgres://postgres@127.0.0.1:1/none")).rejects.toThrow(/cannot connect to/);
    expect(await liveRow()).toEqual(live);
  });

  it("leaves the served register and no schema behind when a load fails halfway", async () => {
    const live = await liveRow();
    const schemas = await generationSchemas();
    // A register whose last copied table is unreadable: the load fails after most rows are in.
    const broken = join(dir, "broken.sqlite");
    copyFileSync(small, broken);
    const db = new Database(broken);
    db.exec("DROP TABLE name_words; CREATE TABLE name_words (scope TEXT)");
    db.close();
    await expect(loadPostgresRegister(broken, database.url)).rejects.toThrow(/the register served is unchanged/);
    expect(await liveRow()).toEqual(live);
    expect(await generationSchemas()).toEqual(schemas);
    const store = await openPostgresRegisterStore(database.url);
    expect((await store.dataset()).companies).toBe(300);
    await store.close();
  });

  it("leaves the served register untouched when killed before the swap, and the next load clears what it left", async () => {
    const live = await liveRow();
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli.ts", "load-postgres", inject("registerPath"), "--database-url", database.url], {
      cwd: ROOT,
      env: { ...process.env, SWISS_REGISTER_LOAD_HOLD: "swap" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise((resolve) => child.on("exit", resolve));
    try {
      await waitFor(() => stderr.includes("holding before swap"), "the load to reach its hold");
      // A second load waits for none: it is refused while the first holds the database.
      await expect(loadPostgresRegister(small, database.url)).rejects.toThrow(/another load .* is running/);
      const leftover = (await generationSchemas()).filter((schema) => schema !== live.schema && schema !== live.previous);
      expect(leftover).toHaveLength(1);
    } finally {
      child.kill("SIGKILL");
      await exited;
    }
    expect(await liveRow()).toEqual(live);
    const store = await openPostgresRegisterStore(database.url);
    expect((await store.dataset()).companies).toBe(300);
    await store.close();
    const next = await loadPostgresRegister(small, database.url);
    expect(await generationSchemas()).toEqual([live.schema, next.schema].sort());
  }, 120_000);

  it("says there is no register in a database no load has filled", async () => {
    const empty = await createTestDatabase("register_empty");
    try {
      await expect(openPostgresRegisterStore(empty.url)).rejects.toThrow(/no register in the PostgreSQL database .*load-postgres/);
    } finally {
      await empty.drop();
    }
  });
});

describe("loading a register into PostgreSQL (security)", () => {
  it("never prints a password of the URL", () => {
    expect(displayUrl("postgres://register:s3cret@db.internal:5432/register")).not.toContain("s3cret");
  });

  it("never finds a suppressed person, however the words are written, and treats quotes and SQL as words", async () => {
    const store = await openPostgresRegisterStore(database.url);
    try {
      const source = new Database(small, { readonly: true });
      const redacted = source.prepare("SELECT name FROM persons WHERE redacted = 1 AND entity_type = 'natural_person' LIMIT 1").get() as { name: string };
      source.close();
      const words = redacted.name.toLowerCase().split(/\s+/);
      const filter = { cantons: [], companyId: null };
      const found = await store.personsByWords(words, filter, 50, new Set());
      expect(found.filter((person) => person.name === redacted.name)).toEqual([]);
      expect(found.every((person) => !person.redacted)).toBe(true);
      for (const hostile of ["'; drop schema public cascade; --", "%", "_", "\\", "ag' or '1'='1"]) {
        expect(await store.companiesByWords([hostile], NO_FILTER, 5, new Set())).toEqual([]);
        expect(await store.countCompanies({ words: [hostile] }, NO_FILTER)).toBe(0);
      }
      expect((await store.dataset()).companies).toBe(300);
    } finally {
      await store.close();
    }
  });
});
