import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrate, MIGRATIONS, SCHEMA_VERSION } from "../../src/store/sqlite/migrations.js";
import { openForReading, StoreUnavailableError } from "../../src/store/sqlite/database.js";

const dir = mkdtempSync(join(tmpdir(), "register-migrations-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("migrations", () => {
  it("apply to an empty database and record the schema version", () => {
    const db = new Database(join(dir, "empty.sqlite"));
    expect(migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(db.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION);
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(["companies", "persons", "mandates", "publications", "noga", "company_fts"]));
    db.close();
  });

  it("apply to an existing database without touching its data, and a second run applies nothing", () => {
    const path = join(dir, "existing.sqlite");
    const db = new Database(path);
    migrate(db);
    db.prepare("INSERT INTO companies (id, name, status) VALUES (1, 'Muster AG', 'active')").run();
    expect(migrate(db)).toEqual([]);
    expect(db.prepare("SELECT name FROM companies WHERE id = 1").get()).toEqual({ name: "Muster AG" });
    db.close();
  });

  it("refuses to serve a database of another schema version with a clear message", () => {
    const path = join(dir, "old.sqlite");
    const db = new Database(path);
    db.pragma("user_version = 999");
    db.close();
    expect(() => openForReading(path)).toThrow(StoreUnavailableError);
    expect(() => openForReading(path)).toThrow(/schema version 999/);
    expect(() => openForReading(join(dir, "missing.sqlite"))).toThrow(/no database/);
  });
});
