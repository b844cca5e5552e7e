/**
 * The AI-search index written in a worker thread (src/store/sqlite/ai-search-index-parallel.ts), as a full-scale build
 * writes it, is the index this thread writes, byte for byte, over a real register file: with a suppressed person named
 * in a purpose, masked the same way, and readable at once through the build's own connection.
 */
import Database from "better-sqlite3";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { foldText } from "../../src/domain/text.js";
import { openForBuild } from "../../src/store/sqlite/database.js";
import { startAiIndexInWorker } from "../../src/store/sqlite/ai-search-index-parallel.js";
import { buildSearchIndexes } from "../../src/store/sqlite/search-indexes.js";
import { nameHiddenHolderInPurpose, type HiddenHolder } from "../ai-search/hidden-holder.js";

const dir = mkdtempSync(join(tmpdir(), "ai-search-index-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What a build's connection reads of its AI-search index right after writing it. */
interface Built {
  path: string;
  /** Companies matching a frequent purpose word and a canton, read through the build's connection. */
  matches: number;
  /** The search ranks matching the hidden person's family name. */
  hiddenNameRanks: number[];
  holderRank: number;
}

function registerWithHiddenHolder(path: string): HiddenHolder {
  copyFileSync(inject("registerPath"), path);
  const db = new Database(path);
  const holder = nameHiddenHolderInPurpose(db);
  db.close();
  return holder;
}

async function build(name: string, aiIndexInWorkerFrom: number): Promise<Built & HiddenHolder> {
  const path = join(dir, name);
  const holder = registerWithHiddenHolder(path);
  const db = openForBuild(path);
  // As a build does: the indexes are written while the companies are read.
  db.unsafeMode(true);
  await buildSearchIndexes(db, { aiIndexInWorkerFrom });
  const match = (query: string) => db.prepare("SELECT rowid FROM company_ai_fts WHERE company_ai_fts MATCH ? ORDER BY rowid").pluck().all(query) as number[];
  const built = {
    path,
    matches: match("purpose : handel AND facets : _c_zh").length,
    hiddenNameRanks: match(`"${foldText(holder.last_name)}"`),
    holderRank: db.prepare("SELECT search_rank FROM companies WHERE id = ?").pluck().get(holder.company_id) as number,
  };
  db.close();
  return { ...holder, ...built };
}

/** Every row of the index's tables and of the facts AI search reads, as text. */
function indexRows(path: string): Record<string, string[]> {
  const db = new Database(path, { readonly: true });
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND (name LIKE 'company_ai_fts_%' OR name = 'company_ai_facts') ORDER BY name").pluck().all() as string[];
  const rows = Object.fromEntries(
    tables.map((table) => [
      table,
      (db.prepare(`SELECT * FROM "${table}" ORDER BY 1, 2`).raw().all() as unknown[][]).map((row) =>
        JSON.stringify(row.map((value) => (Buffer.isBuffer(value) ? value.toString("base64") : value))),
      ),
    ]),
  );
  db.close();
  return rows;
}

describe("the AI-search index written in a worker thread (happy)", () => {
  let inWorker: Built & HiddenHolder;
  let inline: Built & HiddenHolder;
  beforeAll(async () => {
    inWorker = await build("worker.sqlite", 0);
    inline = await build("inline.sqlite", Number.POSITIVE_INFINITY);
  }, 120_000);

  it("is the index written in this thread, byte for byte", () => {
    const worker = indexRows(inWorker.path);
    expect(Object.keys(worker)).toEqual(["company_ai_facts", "company_ai_fts_config", "company_ai_fts_data", "company_ai_fts_docsize", "company_ai_fts_idx"]);
    expect(worker.company_ai_fts_data.length).toBeGreaterThan(10);
    expect(worker).toEqual(indexRows(inline.path));
  });

  it("is read through the build's own connection right after the copy", () => {
    expect(inWorker.matches).toBeGreaterThan(0);
    expect(inWorker.matches).toBe(inline.matches);
  });

  it("passes FTS5's integrity check and leaves no scratch file", () => {
    const db = new Database(inWorker.path);
    expect(() => db.prepare("INSERT INTO company_ai_fts (company_ai_fts, rank) VALUES ('integrity-check', 1)").run()).not.toThrow();
    db.close();
    expect(existsSync(`${inWorker.path}.ai-index`)).toBe(false);
  });
});

describe("the AI-search index written in a worker thread (security)", () => {
  it("does not find a company by a suppressed person named in its purpose", async () => {
    const built = await build("hidden.sqlite", 0);
    expect(built.hiddenNameRanks).not.toContain(built.holderRank);
  }, 120_000);
});

describe("the AI-search index written in a worker thread (error)", () => {
  it("stops the build with an error when the worker fails, without waiting for it forever, and leaves no scratch file", async () => {
    const path = join(dir, "failing.sqlite");
    copyFileSync(inject("registerPath"), path);
    const db = openForBuild(path);
    const build = startAiIndexInWorker(db);
    expect(build).not.toBeNull();
    // A document without its names list: the worker fails on it, while this thread keeps sending.
    const company = (rank: number) => ({
      id: rank, search_rank: rank, names: ["Muster AG"], purpose: null, language: null,
      canton: null, municipality: null, legal_form: null, status: "active", noga_code: null,
    });
    expect(() => {
      for (let i = 0; i < 100_000; i++) build?.add(i === 1 ? { ...company(i), names: null as unknown as string[] } : company(i));
    }).toThrow(/worker failed/);
    await build?.cancel();
    db.close();
    expect(existsSync(`${path}.ai-index`)).toBe(false);
  }, 60_000);
});
