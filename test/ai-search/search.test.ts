import Database from "better-sqlite3";
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { aiSearch, AiSearchInputError } from "../../src/ai-search/search.js";
import type { AiSearchCriteria, AiSearchStore } from "../../src/store/ai-search-port.js";
import { createSqliteAiSearchStore } from "../../src/store/sqlite/ai-search-store.js";

let db: Database.Database;
let store: AiSearchStore;
beforeAll(() => {
  db = new Database(inject("registerPath"), { readonly: true });
  store = createSqliteAiSearchStore(db);
});
afterAll(() => db.close());

type Row = { id: number; canton: string; municipality: number; legal_form: string; status: string; noga_code: string; register_date: string };
const row = (id: number) => db.prepare("SELECT * FROM companies WHERE id = ?").get(id) as Row;

describe("ranking: happy", () => {
  it("narrows by every understood filter", async () => {
    const answer = await aiSearch(store, { query: "GmbH im Kanton Zürich gegründet seit 2015", limit: 100 });
    expect(answer.items.length).toBeGreaterThan(0);
    for (const item of answer.items) {
      const company = row(item.id);
      expect(company.canton).toBe("ZH");
      expect(company.legal_form).toBe("0107");
      expect(company.register_date >= "2015-01-01").toBe(true);
    }
  });

  it("ranks companies in the industry's NOGA subtree above those that only name it", async () => {
    const answer = await aiSearch(store, { query: "Treuhand", limit: 100 });
    const inSubtree = answer.items.map((item) => row(item.id).noga_code.startsWith("692"));
    const firstOutside = inSubtree.indexOf(false);
    if (firstOutside >= 0) expect(inSubtree.slice(firstOutside)).not.toContain(true);
    expect(inSubtree[0]).toBe(true);
  });

  it("ranks the city first for a name that is a canton and its capital", async () => {
    const answer = await aiSearch(store, { query: "GmbH in Genf", limit: 100 });
    const inCity = answer.items.map((item) => row(item.id).municipality === 6621);
    expect(inCity[0]).toBe(true);
    expect(inCity.slice(inCity.indexOf(false))).not.toContain(true);
    expect(answer.items.every((item) => item.canton === "GE")).toBe(true);
  });

  it("gives relevance in 0..1, descending, and a why for every understood part", async () => {
    const answer = await aiSearch(store, { query: "Bäckerei Zürich", limit: 50 });
    const relevances = answer.items.map((item) => item.relevance);
    expect(relevances).toEqual([...relevances].sort((a, b) => b - a));
    for (const item of answer.items) {
      expect(item.relevance).toBeGreaterThan(0);
      expect(item.relevance).toBeLessThanOrEqual(1);
      expect(item.why.map((w) => w.part)).toEqual(["industry", "place", "place"]);
    }
    expect(answer.understood.map((p) => p.kind)).toEqual(["industry", "place", "place"]);
  });

  it("answers the same ranking for the same query, and pages through it without overlap", async () => {
    const first = await aiSearch(store, { query: "Restaurants", limit: 20 });
    const again = await aiSearch(store, { query: "Restaurants", limit: 20 });
    expect(again.items.map((i) => i.id)).toEqual(first.items.map((i) => i.id));
    const page1 = (await aiSearch(store, { query: "Restaurants", limit: 10, offset: 0 })).items.map((i) => i.id);
    const page2 = (await aiSearch(store, { query: "Restaurants", limit: 10, offset: 10 })).items.map((i) => i.id);
    expect([...page1, ...page2]).toEqual(first.items.map((i) => i.id));
  });

  it("matches free text in names and purposes with stemming", async () => {
    const answer = await aiSearch(store, { query: "Renovationen", limit: 5 });
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.items[0].why[0].matched.join(" ")).toMatch(/R[eé]novation/i);
  });

  it("answers nothing when no company passes the filters", async () => {
    const answer = await aiSearch(store, { query: "Stiftungen in Genf gegründet vor 1900" });
    expect(answer.items).toEqual([]);
    expect(answer.total).toBe(0);
  });
});

describe("ranking: errors", () => {
  it.each([
    [{ query: "" }, "query"],
    [{ query: "die der das" }, "query"],
    [{ query: "Bau", limit: 0 }, "limit"],
    [{ query: "Bau", limit: 101 }, "limit"],
    [{ query: "Bau", offset: 501 }, "offset"],
    [{ query: "Bau", offset: -1 }, "offset"],
    [{ query: "Bau", limit: 1.5 }, "limit"],
  ])("rejects %j at %s", async (request, field) => {
    try {
      await aiSearch(store, request);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AiSearchInputError);
      expect((error as AiSearchInputError).field).toBe(field);
    }
  });

  it("accepts the bounds", async () => {
    expect((await aiSearch(store, { query: "Bau", limit: 100, offset: 500 })).limit).toBe(100);
    expect((await aiSearch(store, { query: "Bau", limit: 1 })).items.length).toBe(1);
  });
});

describe("swiss-register ai-search", () => {
  const cli = (...args: string[]) => spawnSync(process.execPath, ["--import", "tsx", "src/cli.ts", "ai-search", ...args], { encoding: "utf8" });

  it("prints the understood parts and the ranked list", async () => {
    const result = cli("Treuhand in Zürich", "--limit", "3", "--database", inject("registerPath"));
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("industry: NOGA 692");
    expect(result.stdout).toContain("place: canton ZH");
    expect(result.stdout).toMatch(/ {2}1\. .+relevance/);
  });

  it("rejects a stopword-only query with exit code 2", async () => {
    const result = cli("the and of", "--database", inject("registerPath"));
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("stopwords");
  });

  it("rejects a bad limit", async () => {
    expect(cli("Bau", "--limit", "500", "--database", inject("registerPath")).status).toBe(2);
  });
});

describe("store: candidates carry the count of the same criteria", () => {
  const criteria = (over: Partial<AiSearchCriteria>): AiSearchCriteria => ({
    places: [], legalForms: [], statuses: [], industry: null, textForms: [], registeredFrom: null, registeredTo: null, ...over,
  });
  it.each([
    ["every company", criteria({})],
    ["a canton and a legal form", criteria({ places: [{ canton: "ZH" }], legalForms: ["0107"] })],
    ["an industry by code or word, since a date", criteria({ industry: { nogaPrefixes: ["692"], wordForms: ["treuhand"] }, registeredFrom: "2015-01-01" })],
    ["nothing passes", criteria({ textForms: ["zzqxnotaword"] })],
  ])("%s: total as count answers, at most the limit, and for a limit of 0", async (_, c) => {
    const preference = { nogaPrefixes: ["692"], municipalities: [261] };
    const count = await store.count(c);
    const ranked = await store.candidates(c, preference, 50);
    expect(ranked.total).toBe(count);
    expect(ranked.candidates.length).toBe(Math.min(50, count));
    expect((await store.candidates(c, preference, 0)).total).toBe(count);
  });
});
