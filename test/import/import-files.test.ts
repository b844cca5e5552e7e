import Database from "better-sqlite3";
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalBackend } from "../../src/backend/local.js";
import { createSqliteStore } from "../../src/store/sqlite/store.js";
import { Links } from "../../src/domain/links.js";
import { readRedactionList } from "../../src/ingest/files/redactions.js";
import { ASSIGNED_COMPANY_ID_BASE } from "../../src/ingest/import/import-store.js";
import { ImportError } from "../../src/ingest/import/atomic-build.js";
import type { ImportProgress } from "../../src/ingest/import/run-import.js";
import { SEARCH_INDEX_STEPS } from "../../src/store/sqlite/search-indexes.js";
import { openForBuild, openForReading } from "../../src/store/sqlite/database.js";
import { fixture, importFiles, tableDigests, tempDir } from "./helpers.js";

const ALL = [fixture("tsv"), fixture("rest"), fixture("amtsblatt"), fixture("broken")];
const { dir, cleanup } = tempDir();
afterAll(cleanup);

describe("importing files", () => {
  const path = join(dir, "register.sqlite");
  let first: Awaited<ReturnType<typeof importFiles>>;
  const progress: ImportProgress[] = [];

  beforeAll(async () => {
    first = await importFiles(path, ALL, { onProgress: (p) => progress.push(p) });
  });

  it("reports the search indexes' build step by step, in order", () => {
    const steps = progress.filter((p) => p.phase === "search indexes");
    expect(steps.map((p) => p.step ?? null)).toEqual([null, ...SEARCH_INDEX_STEPS]);
    expect(steps.map((p) => p.done)).toEqual([0, ...SEARCH_INDEX_STEPS.map((_, i) => i + 1)]);
  });

  it("adds every record and reports each one it could not use, with the reason", () => {
    expect(first.records.publications).toEqual({ added: 140 + 9 + 5, changed: 0, unchanged: 0 });
    expect(first.failures.map((f) => f.where).filter((w) => w.includes("broken/"))).toHaveLength(6);
    expect(first.records.failed).toBe(first.failures.length);
    const report = JSON.parse(readFileSync(`${path}.report.json`, "utf8"));
    expect(report.failures).toEqual(first.failures);
    expect(report.records.publications.added).toBe(154);
  });

  it("records the source and counts for the health route", () => {
    const db = openForReading(path);
    const dataset = Object.fromEntries((db.prepare("SELECT key, value FROM dataset").all() as { key: string; value: string }[]).map((r) => [r.key, r.value]));
    const count = (table: string) => String((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);
    expect(dataset).toMatchObject({
      source: "files",
      companies: count("companies"),
      persons: count("persons"),
      mandates: count("mandates"),
      publications: count("publications"),
    });
    expect(Number.isNaN(Date.parse(dataset.built_at))).toBe(false);
    db.close();
  });

  it("uses the EHRA-ID as company id where known, and assigns one from a separate range otherwise", () => {
    const db = openForReading(path);
    expect(db.prepare("SELECT name FROM companies WHERE id = 900001").get()).toEqual({ name: "Muster Beispiel AG" });
    expect(db.prepare("SELECT name FROM companies WHERE id = 601009").get()).toEqual({ name: "Abaco Design GmbH" });
    const assigned = db.prepare("SELECT id FROM companies WHERE uid = '400000002'").get() as { id: number };
    expect(assigned.id).toBeGreaterThanOrEqual(ASSIGNED_COMPANY_ID_BASE);
    db.close();
  });

  it("leaves every table byte-for-byte equal when the same files are imported again", async () => {
    const before = tableDigests(path);
    const second = await importFiles(path, ALL);
    expect(second.records.publications).toEqual({ added: 0, changed: 0, unchanged: 154 });
    expect(second.records.snapshots.added + second.records.snapshots.changed).toBe(0);
    expect(tableDigests(path)).toEqual(before);
  });

  it("changes nothing either when every company is replayed again", async () => {
    const before = tableDigests(path);
    const again = await importFiles(path, ALL, { replayAll: true });
    expect(again.store.companies.added + again.store.companies.changed).toBe(0);
    expect(again.store.mandates).toMatchObject({ added: 0, changed: 0, removed: 0 });
    expect(tableDigests(path)).toEqual(before);
  });

  it("brings a register of the previous schema up to date: its kept tables are filled though no record changed", async () => {
    const kept = (file: string) => {
      const db = new Database(file, { readonly: true });
      const counts = ["active_persons", "company_ai_facts"].map((table) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);
      db.close();
      return counts;
    };
    const current = kept(path);
    expect(current.every((n) => n > 0)).toBe(true);
    // The register as schema 8 left it: without the tables migration 9 adds, without the index migration 10 adds and
    // with the table it drops.
    const older = join(dir, "older.sqlite");
    copyFileSync(path, older);
    const db = new Database(older);
    db.exec(`DROP TABLE active_persons; DROP TABLE company_ai_facts; DROP INDEX company_name_keys_canton; DROP INDEX companies_card;
      DROP TABLE answer_dictionaries;
      CREATE VIRTUAL TABLE name_word_trigrams USING fts5(padded, word UNINDEXED, scope UNINDEXED, tokenize = 'trigram');
      PRAGMA user_version = 8;`);
    db.close();
    const again = await importFiles(older, ALL);
    expect(again.records.publications.added + again.records.publications.changed).toBe(0);
    expect(kept(older)).toEqual(current);
    const updated = new Database(older, { readonly: true });
    const objects = updated
      .prepare("SELECT name FROM sqlite_master WHERE name IN ('company_name_keys_canton', 'companies_card', 'answer_dictionaries', 'name_word_trigrams') ORDER BY name")
      .pluck()
      .all();
    updated.close();
    expect(objects).toEqual(["answer_dictionaries", "companies_card", "company_name_keys_canton"]);
  });

  it("serves what it imported: officers, previous names, status", async () => {
    const db = openForReading(path);
    const backend = createLocalBackend(createSqliteStore(db), { links: new Links("http://register.test") });
    const muster = await backend.getCompany(900001);
    expect(muster).toMatchObject({ name: "Muster Beispiel AG", status: "active", previous_names: ["Muster Alt AG"], uid: "CHE-100.000.006" });
    expect(muster!.officers.map((o) => [o.name, o.role])).toEqual([
      ["Revisio Treuhand AG", "Revisionsstelle"],
      ["Anna Beispiel", "Präsidentin des Verwaltungsrates"],
      ["Jürg Müller", "Mitglied des Verwaltungsrates"],
    ]);
    const testwerk = await backend.searchCompanies({ q: "Testwerk", cantons: [], statuses: [], legalForms: [], limit: 5, offset: 0 });
    expect(testwerk.items[0]).toMatchObject({ name: "Testwerk Holding GmbH", status: "deleted" });
    await backend.close();
  });
});

describe("the same person across companies", () => {
  it("is one person whose residence is the latest one named", async () => {
    const { dir: own, cleanup: done } = tempDir();
    try {
      const path = join(own, "register.sqlite");
      await importFiles(path, [fixture("rest")]);
      const db = openForReading(path);
      const keller = db.prepare("SELECT id, residence FROM persons WHERE identity_key = 'keller|marco|zug'").all() as { id: number; residence: string }[];
      expect(keller).toEqual([{ id: expect.any(Number), residence: "Baar" }]);
      const companies = db.prepare("SELECT DISTINCT company_id FROM mandates WHERE person_id = ? ORDER BY 1").all(keller[0].id);
      expect(companies).toEqual([{ company_id: 900003 }, { company_id: 900004 }]);
      db.close();
    } finally {
      done();
    }
  });
});

describe("redaction list", () => {
  const redactedIn = (path: string) => {
    const db = new Database(path, { readonly: true });
    const rows = db.prepare("SELECT name FROM persons WHERE redacted = 1 ORDER BY name").all();
    db.close();
    return rows;
  };

  it("marks the listed persons redacted, keeps them redacted on later imports, and lifts one only when told to", async () => {
    const { dir: own, cleanup: done } = tempDir();
    try {
      const path = join(own, "register.sqlite");
      await importFiles(path, [fixture("rest")], { redactions: readRedactionList(fixture("redactions.csv")) });
      const redacted = () => redactedIn(path);
      expect(redacted()).toEqual([{ name: "Anna Beispiel" }, { name: "Marco Keller" }]);

      const db = openForReading(path);
      const backend = createLocalBackend(createSqliteStore(db), { links: new Links("http://register.test") });
      const page = await backend.searchPeople({ q: "Marco Keller", cantons: [], companyId: null, limit: 5, offset: 0 });
      expect(page).toMatchObject({ total: 0, items: [] });
      await backend.close();

      await importFiles(path, [fixture("amtsblatt")]);
      expect(redacted()).toEqual([{ name: "Anna Beispiel" }, { name: "Marco Keller" }]);

      // A shortened list (a cut-off file, or a row deleted by mistake) is refused and changes nothing.
      const list = join(own, "list.csv");
      writeFileSync(list, "last_name,first_name,origin\nBeispiel,Anna,\n");
      const before = tableDigests(path);
      await expect(importFiles(path, [], { redactions: readRedactionList(list) })).rejects.toThrow(
        /would lift the redaction of 1 person \(id \d+\).*--lift-redactions/,
      );
      expect(tableDigests(path)).toEqual(before);

      const report = await importFiles(path, [], { redactions: readRedactionList(list), liftRedactions: true });
      expect(redacted()).toEqual([{ name: "Anna Beispiel" }]);
      expect(report.store).toMatchObject({ redacted_persons: 1, lifted_redactions: 1 });
    } finally {
      done();
    }
  });

  it("refuses a fresh build that would drop the stored list", async () => {
    const { dir: own, cleanup: done } = tempDir();
    try {
      const path = join(own, "register.sqlite");
      await importFiles(path, [fixture("rest")], { redactions: readRedactionList(fixture("redactions.csv")) });
      await expect(importFiles(path, [fixture("rest")], { fresh: true })).rejects.toThrow(/would lift the redaction of 2 persons/);
      expect(redactedIn(path)).toEqual([{ name: "Anna Beispiel" }, { name: "Marco Keller" }]);
      await importFiles(path, [fixture("rest")], { fresh: true, redactions: readRedactionList(fixture("redactions.csv")) });
      expect(redactedIn(path)).toEqual([{ name: "Anna Beispiel" }, { name: "Marco Keller" }]);
    } finally {
      done();
    }
  });

  it("refuses an empty list, or one with a header only", () => {
    const { dir: own, cleanup: done } = tempDir();
    try {
      const list = join(own, "list.csv");
      for (const content of ["", "person_id\n", "last_name,first_name,origin\n# nobody\n"]) {
        writeFileSync(list, content);
        expect(() => readRedactionList(list)).toThrow(/list\.csv: the redaction list is empty/);
      }
    } finally {
      done();
    }
  });

  it("refuses a list row that names nobody, with its line", () => {
    const { dir: own, cleanup: done } = tempDir();
    try {
      const list = join(own, "list.csv");
      writeFileSync(list, "last_name,first_name,origin\nMuster,Hans,Bern\n,Anna,\n");
      expect(() => readRedactionList(list)).toThrow(/list\.csv:3/);
    } finally {
      done();
    }
  });
});

describe("sources of different richness", () => {
  it("keeps a notice's SOGC XML when the same notice comes again through Zefix", async () => {
    const { dir: own, cleanup: done } = tempDir();
    try {
      const path = join(own, "register.sqlite");
      await importFiles(path, [fixture("amtsblatt")]);
      const zefix = join(own, "zefix.json");
      writeFileSync(
        zefix,
        JSON.stringify([{ name: "Testwerk Holding GmbH", ehraid: 900020, uid: "CHE400000002", status: "CANCELLED", sogcDate: "2025-09-08", sogcPub: [
          { sogcDate: "2024-02-05", sogcId: 1005900001, message: "Testwerk GmbH, in Baar (Zefix wording).", mutationTypes: [{ id: 2, key: "status.neu" }] },
        ] }]),
      );
      const report = await importFiles(path, [zefix]);
      expect(report.records.publications).toEqual({ added: 0, changed: 0, unchanged: 1 });
      const db = openForReading(path);
      expect(db.prepare("SELECT count(*) AS n FROM publications").get()).toEqual({ n: 5 });
      expect((db.prepare("SELECT text FROM publications WHERE sogc_id = '1005900001'").get() as { text: string }).text).toMatch(/^Testwerk GmbH, in Baar, CHE-400.000.002/);
      // The EHRA-ID joins the company the UID already names; its id does not change.
      expect(db.prepare("SELECT count(*) AS n FROM companies WHERE uid = '400000002'").get()).toEqual({ n: 1 });
      db.close();
    } finally {
      done();
    }
  });
});

describe("the demo register", () => {
  it("is not mixed with real data: an import into it needs --fresh", async () => {
    const { dir: own, cleanup: done } = tempDir();
    try {
      const path = join(own, "register.sqlite");
      const db = openForBuild(path);
      db.prepare("INSERT INTO dataset (key, value) VALUES ('source', 'demo')").run();
      db.close();
      await expect(importFiles(path, [fixture("rest")])).rejects.toThrow(ImportError);
      expect(existsSync(path)).toBe(true);
      const report = await importFiles(path, [fixture("rest")], { fresh: true });
      expect(report.dataset.companies).toBe(4);
    } finally {
      done();
    }
  });
});
