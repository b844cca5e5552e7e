/**
 * Finished detail answers (src/runtime/detail-answers.ts, src/backend/detail-answers.ts): built once per register
 * file, read back under the service's base URL, always the answer the backend would assemble.
 */
import Database from "better-sqlite3";
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { storedAnswerJson } from "../../src/backend/detail-answers.js";
import { createLocalBackend } from "../../src/backend/local.js";
import type { RegisterBackend } from "../../src/backend/port.js";
import { Links } from "../../src/domain/links.js";
import { buildDetailAnswers } from "../../src/runtime/detail-answers.js";
import { openForReading } from "../../src/store/sqlite/database.js";
import { createSqliteStore } from "../../src/store/sqlite/store.js";

const dir = mkdtempSync(join(tmpdir(), "detail-answers-"));
const links = new Links("https://register.example/base");
const open: RegisterBackend[] = [];
/** A stored answer's bytes as text (null stays null). */
const text = (bytes: Uint8Array | null) => (bytes === null ? null : new TextDecoder().decode(bytes));
afterAll(async () => {
  for (const backend of open) await backend.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A copy of the test register (built with its answers by `generate`). */
function copyOfRegister(name: string): string {
  const path = join(dir, name);
  copyFileSync(inject("registerPath"), path);
  return path;
}

/** The backend over a register, reading its finished answers, or (`assembled`) never. */
function backendOver(path: string, { assembled = false } = {}): RegisterBackend {
  const store = createSqliteStore(openForReading(path));
  const backend = createLocalBackend(assembled ? { ...store, detailAnswer: undefined } : store, { links });
  open.push(backend);
  return backend;
}

const ids = (path: string, sql: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare(sql).pluck().all() as number[];
  } finally {
    db.close();
  }
};

const storedAnswers = (path: string, table: "company_answers" | "person_answers") => {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare(`SELECT * FROM ${table} ORDER BY 1`).raw().all() as [number, Buffer][];
  } finally {
    db.close();
  }
};

/** The dictionary a kind's answers were compressed against. */
const storedDictionary = (path: string, kind: "company" | "person") => {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare("SELECT dictionary FROM answer_dictionaries WHERE kind = ?").pluck().get(kind) as Buffer | undefined) ?? null;
  } finally {
    db.close();
  }
};

describe("finished detail answers (happy)", () => {
  const path = inject("registerPath");
  const withAnswers = backendOver(path);
  const assembled = backendOver(path, { assembled: true });

  it("are stored for every company and every public person", () => {
    expect(storedAnswers(path, "company_answers").map(([id]) => id)).toEqual(ids(path, "SELECT id FROM companies ORDER BY id"));
    expect(storedAnswers(path, "person_answers").map(([id]) => id)).toEqual(ids(path, "SELECT id FROM persons WHERE redacted = 0 ORDER BY id"));
  });

  it("give every company's detail exactly as the backend assembles it, under the service's base URL", async () => {
    for (const id of ids(path, "SELECT id FROM companies ORDER BY id")) {
      const answer = await withAnswers.getCompany(id);
      expect(answer, `company ${id}`).toEqual(await assembled.getCompany(id));
      expect(answer!.url.startsWith("https://register.example/base/companies/")).toBe(true);
    }
  });

  it("give every person's profile exactly as the backend assembles it", async () => {
    for (const id of ids(path, "SELECT id FROM persons ORDER BY id")) {
      expect(await withAnswers.getPerson(id), `person ${id}`).toEqual(await assembled.getPerson(id));
    }
  });

  it("give the REST route each detail's JSON exactly as serializing the assembled detail gives it", async () => {
    for (const id of ids(path, "SELECT id FROM companies ORDER BY id")) {
      expect(text(await withAnswers.detailJson!("company", id)), `company ${id}`).toBe(JSON.stringify(await assembled.getCompany(id)));
    }
    for (const id of ids(path, "SELECT id FROM persons WHERE redacted = 0 ORDER BY id")) {
      expect(text(await withAnswers.detailJson!("person", id)), `person ${id}`).toBe(JSON.stringify(await assembled.getPerson(id)));
    }
    expect(await withAnswers.detailJson!("company", 99_999_999)).toBeNull();
  });

  it("are built the same, byte for byte, by worker threads (the rows read by person laid out by a worker of their own)", async () => {
    const copy = copyOfRegister("workers.sqlite");
    const db = new Database(copy);
    const summary = await buildDetailAnswers(db, undefined, { workers: 2 });
    db.close();
    expect(summary).toMatchObject({ workers: 2, leftOut: 0 });
    expect(readdirSync(dir).filter((file) => file.startsWith("workers.sqlite."))).toEqual([]);
    expect(storedAnswers(copy, "company_answers")).toEqual(storedAnswers(path, "company_answers"));
    expect(storedAnswers(copy, "person_answers")).toEqual(storedAnswers(path, "person_answers"));
    expect(storedDictionary(copy, "company")).toEqual(storedDictionary(path, "company"));
    expect(new Database(copy, { readonly: true }).pragma("journal_mode", { simple: true })).toBe("delete");
  });
});

describe("finished detail answers (error)", () => {
  it("a register built without them is answered by assembling each detail", async () => {
    const copy = copyOfRegister("without.sqlite");
    const db = new Database(copy);
    db.exec("DELETE FROM company_answers; DELETE FROM person_answers;");
    db.close();
    const id = ids(copy, "SELECT id FROM companies ORDER BY id LIMIT 1")[0];
    expect(await backendOver(copy).getCompany(id)).toEqual(await backendOver(inject("registerPath")).getCompany(id));
  });

  it("answers that disagree with this version's assembly are not served (a register built by another version)", async () => {
    const copy = copyOfRegister("stale.sqlite");
    const db = new Database(copy);
    const id = db.prepare("SELECT company_id FROM publications ORDER BY sogc_date DESC, id DESC LIMIT 1").pluck().get() as number;
    db.prepare("UPDATE publications SET journal_no = 'changed after the build' WHERE company_id = ?").run(id);
    db.close();
    const detail = await backendOver(copy).getCompany(id);
    expect(detail!.publications[0].journal_no).toBe("changed after the build");
  });
});

describe("finished detail answers (security)", () => {
  const path = inject("registerPath");
  const hidden = ids(path, "SELECT id FROM persons WHERE redacted = 1 ORDER BY id");

  it("none is stored for a person the register ordered hidden, and none names them", () => {
    expect(hidden.length).toBeGreaterThan(0);
    const db = new Database(path, { readonly: true });
    const names = db.prepare("SELECT name FROM persons WHERE redacted = 1").pluck().all() as string[];
    db.close();
    const stored = new Set(storedAnswers(path, "person_answers").map(([id]) => id));
    for (const id of hidden) expect(stored.has(id)).toBe(false);
    const dictionary = storedDictionary(path, "company");
    expect(dictionary).not.toBeNull();
    for (const [id, answer] of storedAnswers(path, "company_answers")) {
      const json = storedAnswerJson(answer, dictionary);
      for (const name of names) expect(json.includes(`"${name}"`), `company ${id}`).toBe(false);
      for (const personId of hidden) expect(new RegExp(`/people/[^"/]+/${personId}"`).test(json), `company ${id}`).toBe(false);
    }
    // The dictionaries are made of public answers too.
    for (const kind of ["company", "person"] as const) {
      const words = storedDictionary(path, kind)!.toString("utf8");
      for (const name of names) expect(words.includes(`"${name}"`), kind).toBe(false);
    }
  });

  it("no JSON is given for a person the register ordered hidden", async () => {
    const backend = backendOver(path);
    for (const id of hidden) expect(await backend.detailJson!("person", id)).toBeNull();
  });

  it("a person hidden after the answers were built has no profile", async () => {
    const copy = copyOfRegister("hidden-later.sqlite");
    const id = ids(copy, "SELECT id FROM persons WHERE redacted = 0 ORDER BY id LIMIT 1")[0];
    expect(await backendOver(copy).getPerson(id)).not.toBeNull();
    const db = new Database(copy);
    db.prepare("UPDATE persons SET redacted = 1 WHERE id = ?").run(id);
    db.close();
    expect(await backendOver(copy).getPerson(id)).toBeNull();
  });
});
