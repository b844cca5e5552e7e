/**
 * `POST /v1/companies/ai-search` over real HTTP (test/harness.ts) on the test register: questions in four languages,
 * every refusal with its code and place, metering and refunds, the optional model against a local stand-in
 * (test/ai-search/model-stand-in.ts) answering, slow, failing and talking nonsense, and redaction.
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { AI_SEARCH_LIMITS } from "../../src/domain/limits.js";
import { loadReferenceData } from "../../src/domain/reference.js";
import type { PlanName, Scope } from "../../src/keyed/plans.js";
import { buildAiSearchIndex } from "../../src/store/sqlite/ai-search-index.js";
import type { SqliteDatabase } from "../../src/store/sqlite/database.js";
import { nameHiddenHolderInPurpose } from "../ai-search/hidden-holder.js";
import { startModelStandIn, type ModelStandIn } from "../ai-search/model-stand-in.js";
import { startHarness, type Harness } from "../harness.js";

const PATH = "/v1/companies/ai-search";
const ITEM_FIELDS = ["address", "canton", "id", "legalform", "location", "name", "registerdate", "relevance", "slug", "status", "uid", "why"];

let local: Harness;
let withModel: Harness;
let requiredModel: Harness;
let model: ModelStandIn;

beforeAll(async () => {
  model = await startModelStandIn(2_000);
  const modelEnv = { AI_SEARCH_MODEL_URL: `${model.base}/chat/completions`, AI_SEARCH_MODEL_TIMEOUT_MS: "300" };
  [local, withModel, requiredModel] = await Promise.all([
    startHarness(),
    startHarness({ env: modelEnv }),
    startHarness({ env: { ...modelEnv, AI_SEARCH_MODEL_REQUIRED: "true" } }),
  ]);
});
afterAll(async () => {
  await Promise.all([local.close(), withModel.close(), requiredModel.close()]);
  await model.close();
});

async function newKey(harness: Harness, plan: PlanName = "pro", options: { credits?: number; scopes?: Scope[] } = {}) {
  const created = await harness.accounts.createKey({
    name: `ai-search ${plan}`,
    plan,
    scopes: options.scopes ?? (plan === "free" ? ["register:read"] : ["register:read", "ai:search"]),
    expiresAt: null,
    credits: options.credits ?? 1_000,
  });
  return created.key;
}

/** POSTs a body (an object is sent as JSON, a string as it is) with a key. */
async function post(harness: Harness, key: string | undefined, body: unknown, contentType = "application/json") {
  const response = await fetch(harness.baseUrl + PATH, {
    method: "POST",
    headers: { "content-type": contentType, ...(key ? { "X-API-Key": key } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) };
}

describe("AI search: happy", () => {
  it.each([
    ["de", "Treuhand AG", [["industry", ["692"]], ["legal_form", ["0106"]]]],
    ["fr", "fiduciaires à Genève", [["industry", ["692"]], ["place", "GE"]]],
    ["it", "imprese edili in Ticino", [["industry", ["41", "42", "43"]], ["place", "TI"]]],
    ["en", "construction companies in Ticino", [["industry", ["41", "42", "43"]], ["place", "TI"]]],
  ] as const)("understands a question in %s (%s) and ranks companies with relevance and why", async (_, query, expected) => {
    const key = await newKey(local, "pro", { credits: 100 });
    const response = await post(local, key, { query });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const data = response.body.data;
    for (const [kind, value] of expected) {
      const part = data.understood.find((p: { kind: string }) => p.kind === kind);
      expect(part, `${kind} in ${JSON.stringify(data.understood)}`).toBeDefined();
      expect(part.words.length).toBeGreaterThan(0);
      if (kind === "industry") expect(part.noga).toEqual(value);
      if (kind === "legal_form") expect(part.codes).toEqual(value);
      if (kind === "place") expect(part.target.canton).toBe(value);
    }
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.total).toBeGreaterThanOrEqual(data.items.length);
    const relevances = data.items.map((item: { relevance: number }) => item.relevance);
    expect([...relevances].sort((a, b) => b - a)).toEqual(relevances);
    for (const item of data.items) {
      expect(Object.keys(item).sort()).toEqual(ITEM_FIELDS);
      expect(item.relevance).toBeGreaterThan(0);
      expect(item.relevance).toBeLessThanOrEqual(1);
      expect(item.why.map((why: { part: string }) => why.part)).toEqual(expect.arrayContaining(expected.map(([kind]) => kind)));
      const place = expected.find(([kind]) => kind === "place");
      if (place) expect(item.canton).toBe(place[1]);
    }
    expect(response.headers.get("x-ai-search-ranking")).toBe("local");
    expect(data.ranking).toEqual({ by: "local", fallback: null });
    expect(response.headers.get("x-credit-cost")).toBe("5");
    expect(response.headers.get("x-credits-remaining")).toBe("95");
  });

  it("names the legal form in the company's register language and pages through the ranking", async () => {
    const key = await newKey(local);
    const whole = (await post(local, key, { query: "aktive Firmen im Kanton Zürich", limit: 10 })).body.data;
    expect(whole.ignored).toEqual(expect.arrayContaining([{ word: "Firmen", reason: "stopword" }]));
    expect(whole.next_offset).toBe(10);
    const second = (await post(local, key, { query: "aktive Firmen im Kanton Zürich", limit: 5, offset: 5 })).body.data;
    expect(second.items.map((item: { id: number }) => item.id)).toEqual(whole.items.slice(5).map((item: { id: number }) => item.id));
    const row = local.db.prepare("SELECT legal_form, language FROM companies WHERE id = ?").get(whole.items[0].id) as { legal_form: string; language: string };
    const form = loadReferenceData().legalForms.find((candidate) => candidate.code === row.legal_form)!;
    expect(whole.items[0].legalform).toBe(form.names[row.language as "de" | "fr" | "it" | "en"]);
  });

  it("stops paging at offset 500: the last page's next_offset is null", async () => {
    const key = await newKey(local);
    const deepest = (await post(local, key, { query: "Kanton Zürich", limit: 100, offset: 500 })).body.data;
    expect(deepest.offset).toBe(500);
    expect(deepest.next_offset).toBeNull();
  });
});

describe("AI search: errors", () => {
  it.each([
    ["offset 501 (the enumeration cap)", { query: "Treuhand", offset: 501 }, "body.offset"],
    ["offset -1", { query: "Treuhand", offset: -1 }, "body.offset"],
    ["limit 0", { query: "Treuhand", limit: 0 }, "body.limit"],
    ["limit 101", { query: "Treuhand", limit: 101 }, "body.limit"],
    ["limit 2.5", { query: "Treuhand", limit: 2.5 }, "body.limit"],
    ["an empty query", { query: "" }, "body.query"],
    ["a blank query", { query: "   " }, "body.query"],
    ["a query of stopwords only", { query: "und der die" }, "body.query"],
    ["a query of French and English stopwords only", { query: "les sociétés of the" }, "body.query"],
    ["no query", { limit: 5 }, "body.query"],
    ["a query that is not a string", { query: 42 }, "body.query"],
    ["a query of 501 characters", { query: "a".repeat(501) }, "body.query"],
    ["an unknown field", { query: "Treuhand", canton: "ZH" }, "body"],
  ])("refuses %s with VALIDATION_ERROR at its place, free of charge", async (_, body, path) => {
    const key = await newKey(local, "pro", { credits: 20 });
    const response = await post(local, key, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    expect(response.body.issues[0].path.startsWith(path)).toBe(true);
    expect(response.headers.get("x-credit-cost")).toBe("0");
    expect((await local.accounts.findKey(key))!.balance).toBe(20);
  });

  it("refuses a body that is not JSON, and one that is not JSON-typed", async () => {
    const key = await newKey(local);
    const broken = await post(local, key, "{query: Treuhand");
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: "VALIDATION_ERROR", issues: [{ path: "body" }] });
    const text = await post(local, key, "query=Treuhand", "text/plain");
    expect(text.status).toBe(415);
  });

  it.each([
    ["no key", 401, "MISSING_API_KEY", undefined],
    ["an unknown key", 401, "INVALID_KEY", "sr_live_ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ"],
  ] as const)("refuses %s with %i %s", async (_, status, code, key) => {
    const response = await post(local, key, { query: "Treuhand" });
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ success: false, code });
  });

  it("refuses a free plan (402), a key without the ai:search scope (403) and an account short of credits (402)", async () => {
    const free = await post(local, await newKey(local, "free"), { query: "Treuhand" });
    expect(free.status).toBe(402);
    expect(free.body.code).toBe("SUBSCRIPTION_REQUIRED");
    const narrow = await post(local, await newKey(local, "pro", { scopes: ["register:read"] }), { query: "Treuhand" });
    expect(narrow.status).toBe(403);
    expect(narrow.body.code).toBe("SCOPE_MISMATCH");
    const poorKey = await newKey(local, "pro", { credits: 4 });
    const poor = await post(local, poorKey, { query: "Treuhand" });
    expect(poor.status).toBe(402);
    expect(poor.body.code).toBe("INSUFFICIENT_CREDITS");
    expect(poor.headers.get("x-credits-remaining")).toBe("4");
    expect((await local.accounts.findKey(poorKey))!.balance).toBe(4);
  });
});

describe("AI search: the optional model", () => {
  const query = "aktive Firmen im Kanton Zürich";

  it("reorders the top of the ranking as the model answers, and says so", async () => {
    model.behaviour = "ok";
    const localTop = (await post(local, await newKey(local), { query, limit: 30 })).body.data;
    const hits = model.hits;
    const reranked = await post(withModel, await newKey(withModel), { query, limit: 30 });
    expect(model.hits).toBe(hits + 1);
    expect(reranked.status).toBe(200);
    expect(reranked.headers.get("x-ai-search-ranking")).toBe("model");
    expect(reranked.body.data.ranking).toEqual({ by: "model", fallback: null });
    // The stand-in answers the candidates in reverse (and an id it made up, which is skipped).
    const ids = (data: { items: { id: number }[] }) => data.items.map((item) => item.id);
    expect(ids(reranked.body.data)).toEqual(ids(localTop).reverse());
    expect(ids(reranked.body.data)).not.toEqual(ids(localTop));
  });

  it("does not call the model for a page past the top it reorders", async () => {
    model.behaviour = "ok";
    const hits = model.hits;
    const deep = await post(withModel, await newKey(withModel), { query, limit: 10, offset: 30 });
    expect(deep.status).toBe(200);
    expect(model.hits).toBe(hits);
    expect(deep.headers.get("x-ai-search-ranking")).toBe("local");
  });

  it.each(["slow", "garbage", "wrong-shape"] as const)("answers with the local ranking when the model is %s, and says why", async (behaviour) => {
    const localTop = (await post(local, await newKey(local), { query, limit: 10 })).body.data;
    model.behaviour = behaviour;
    const key = await newKey(withModel, "pro", { credits: 50 });
    const started = performance.now();
    const response = await post(withModel, key, { query, limit: 10 });
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-ai-search-ranking")).toBe("local; reason=model_unavailable");
    expect(response.body.data.ranking).toEqual({ by: "local", fallback: "model_unavailable" });
    expect(response.body.data.items.map((item: { id: number }) => item.id)).toEqual(localTop.items.map((item: { id: number }) => item.id));
    expect(response.headers.get("x-credits-remaining")).toBe("45");
  });

  it("answers 502 UPSTREAM_ERROR when a required model fails, and refunds the credit", async () => {
    model.behaviour = "error";
    const key = await newKey(requiredModel, "pro", { credits: 50 });
    const response = await post(requiredModel, key, { query, limit: 10 });
    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({ success: false, code: "UPSTREAM_ERROR" });
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(response.headers.get("x-credit-cost")).toBe("0");
    expect(response.headers.get("x-credits-remaining")).toBe("50");
    expect((await requiredModel.accounts.findKey(key))!.balance).toBe(50);
    // Nothing of the model's address or of the service's insides.
    expect(response.text).not.toMatch(/127\.0\.0\.1|HTTP 500|overloaded|\bat \/|node_modules/);
  });
});

describe("AI search: security", () => {
  it.each([
    ['"Treuhand" OR NEAR(a b) *'],
    ["Bäckerei ) AND ( x:y ^ - ' ; DROP TABLE companies"],
    ["_c_zh _s_active _n_69"],
    ["\u0000\u202e Genf \ud83d\ude00"],
  ])("treats the question %j as words, never as query syntax", async (query) => {
    const response = await post(local, await newKey(local), { query });
    expect([200, 400]).toContain(response.status);
    expect(response.text).not.toMatch(/SqliteError|fts5|\bat \/|node_modules|stack/i);
  });

  it("never finds a company by, nor shows, a suppressed person named in its purpose", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ai-search-redaction-"));
    const path = join(dir, "register.sqlite");
    copyFileSync(inject("registerPath"), path);
    const db = new Database(path);
    const holder = nameHiddenHolderInPurpose(db);
    // As a build does: the index is written while the companies are read.
    db.unsafeMode(true);
    buildAiSearchIndex(db as unknown as SqliteDatabase);
    db.close();
    const copy = await startHarness({ registerPath: path });
    try {
      const key = await newKey(copy);
      for (const query of [holder.last_name, `${holder.first_name} ${holder.last_name}`, `Beratung ${holder.last_name}`]) {
        const response = await post(copy, key, { query, limit: 100 });
        expect(response.status).toBe(200);
        // `understood` repeats the question's words; the companies never carry the hidden name.
        expect(JSON.stringify(response.body.data.items).toLowerCase()).not.toContain(holder.last_name.toLowerCase());
        for (const item of response.body.data.items) {
          if (item.id !== holder.company_id) continue;
          // Found for another word of the question, never for the hidden name.
          expect(item.why.filter((why: { matched: string[] }) => why.matched.some((m) => m.toLowerCase().includes(holder.last_name.toLowerCase())))).toEqual([]);
        }
      }
      const found = await post(copy, key, { query: holder.last_name, limit: 100 });
      expect(found.body.data.items.some((item: { id: number }) => item.id === holder.company_id)).toBe(false);
    } finally {
      await copy.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("AI search: calls in progress are bounded", () => {
  it("refuses a search beyond the bound at once, with 503 and Retry-After, and charges nothing for it", async () => {
    // Searches that wait on a slow model stay in progress for a while: the bound is met with no CPU load at all.
    const slowModel = await startModelStandIn(5_000);
    slowModel.behaviour = "slow";
    const busy = await startHarness({ env: { AI_SEARCH_MODEL_URL: `${slowModel.base}/chat/completions`, AI_SEARCH_MODEL_TIMEOUT_MS: "3000" } });
    try {
      const key = await newKey(busy, "enterprise", { credits: 1_000 });
      const bound = AI_SEARCH_LIMITS.callsInProgress;
      const answers = await Promise.all(
        Array.from({ length: bound + 4 }, (_, i) => post(busy, key, { query: `aktive Firmen im Kanton Zürich ${i}` })),
      );
      const refused = answers.filter((answer) => answer.status === 503);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(bound);
      expect(refused).toHaveLength(4);
      for (const answer of refused) {
        expect(answer.body).toMatchObject({ success: false, code: "SERVICE_UNAVAILABLE" });
        expect(answer.body.hint).toContain("nothing was charged");
        expect(answer.headers.get("retry-after")).toBe("1");
      }
      // Only the searches answered were charged (5 credits each).
      expect((await busy.accounts.findKey(key))!.balance).toBe(1_000 - 5 * bound);
      // The room comes back as searches finish.
      expect((await post(busy, key, { query: "aktive Firmen im Kanton Bern" })).status).toBe(200);
    } finally {
      await busy.close();
      await slowModel.close();
    }
  }, 30_000);
});
