/**
 * A register whose search index still holds redacted persons (built before they were left out of it, or redacted
 * without a rebuild): people search must neither return nor count them.
 */
import Database from "better-sqlite3";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createLocalBackend } from "../../src/backend/local.js";
import { createSqliteStore } from "../../src/store/sqlite/store.js";
import type { RegisterBackend } from "../../src/backend/port.js";
import { Links } from "../../src/domain/links.js";
import { openForReading } from "../../src/store/sqlite/database.js";

const dir = mkdtempSync(join(tmpdir(), "legacy-index-"));
let backend: RegisterBackend;
let person: { id: number; first_name: string; last_name: string };
let visibleBefore: number;

beforeAll(async () => {
  const path = join(dir, "register.sqlite");
  copyFileSync(inject("registerPath"), path);
  const db = new Database(path);
  // A person with a unique full name, indexed, then redacted without rebuilding the index.
  person = db
    .prepare(
      `SELECT id, first_name, last_name FROM persons p WHERE entity_type = 'natural_person' AND redacted = 0
       AND (SELECT count(*) FROM persons o WHERE o.first_name = p.first_name AND o.last_name = p.last_name) = 1 ORDER BY id LIMIT 1`,
    )
    .get() as typeof person;
  const before = createLocalBackend(createSqliteStore(openForReading(path)), { links: new Links("http://x") });
  visibleBefore = (await before.searchPeople({ q: person.last_name, cantons: [], companyId: null, limit: 25, offset: 0 })).total;
  await before.close();
  // As in a register built before the index left redacted persons out.
  db.prepare("UPDATE persons SET redacted = 1 WHERE id = ?").run(person.id);
  db.prepare("DELETE FROM dataset WHERE key = 'person_index'").run();
  db.close();
  backend = createLocalBackend(createSqliteStore(openForReading(path)), { links: new Links("http://x") });
});
afterAll(async () => {
  await backend?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("people search over an index that still holds a redacted person (security)", () => {
  it("neither returns nor counts them", async () => {
    const byName = await backend.searchPeople({ q: `${person.first_name} ${person.last_name}`, cantons: [], companyId: null, limit: 25, offset: 0 });
    expect(byName).toMatchObject({ total: 0, items: [] });
    const byLastName = await backend.searchPeople({ q: person.last_name, cantons: [], companyId: null, limit: 25, offset: 0 });
    expect(byLastName.items.map((item) => item.id)).not.toContain(person.id);
    expect(byLastName.total).toBe(visibleBefore - 1);
  });
});
