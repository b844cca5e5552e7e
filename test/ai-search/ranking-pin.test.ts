/**
 * AI search's answers change only on purpose: for a fixed set of questions and pages (the relevance queries, broad
 * questions with 600 candidates, deep pages), the ranked ids and a digest of the whole answer (relevance, why,
 * understood, ignored, total) are kept in test/ai-search/__ranking__/answers.json, recorded on the shared test
 * register. A speed-up must leave them as they are. After a deliberate change to the ranking (or to the generated
 * register), record them anew with
 *   UPDATE_AI_RANKING=1 npx vitest run test/ai-search/ranking-pin.test.ts
 * and commit the file with the change.
 */
import Database from "better-sqlite3";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { aiSearch, type AiSearchRequest } from "../../src/ai-search/search.js";
import { createSqliteAiSearchStore } from "../../src/store/sqlite/ai-search-store.js";
import type { AiSearchStore } from "../../src/store/ai-search-port.js";
import { loadQueries } from "../relevance/eval.js";

const PINNED = new URL("./__ranking__/answers.json", import.meta.url);
const UPDATE = process.env.UPDATE_AI_RANKING === "1";

/** Broad questions (hundreds of candidates, ties broken by bm25 and prominence) and mixed ones, beside the relevance set. */
const EXTRA = [
  "Restaurants",
  "GmbH",
  "Aktiengesellschaften im Kanton Bern",
  "société anonyme en liquidation",
  "Treuhand ZH",
  "software companies in Zug founded since 2020",
  "Bau",
  "Immobilien Genf",
  "imprese edili nel cantone Ticino",
  "Holding AG gegründet zwischen 2010 und 2015",
  "engineering offices in Bern",
  "Beratung Informatik Zürich",
];

const key = (request: AiSearchRequest) => `${request.query}|${request.limit ?? ""}|${request.offset ?? 0}`;

/** Each request once (a relevance query may repeat). */
const requests: AiSearchRequest[] = [
  ...new Map(
    [
      ...[...loadQueries("dev"), ...loadQueries("held-out")].map((q) => ({ query: q.query, limit: 100 })),
      ...EXTRA.flatMap((query) => [
        { query, limit: 100 },
        { query, limit: 7, offset: 13 },
        { query, limit: 100, offset: 500 },
      ]),
    ].map((request) => [key(request), request] as const),
  ).values(),
];

interface PinnedAnswer {
  request: AiSearchRequest;
  total: number;
  ids: number[];
  /** sha256 of the whole answer as JSON. */
  digest: string;
}

let db: Database.Database;
let store: AiSearchStore;
let answers: PinnedAnswer[];
beforeAll(async () => {
  db = new Database(inject("registerPath"), { readonly: true });
  store = createSqliteAiSearchStore(db);
  answers = [];
  for (const request of requests) {
    const answer = await aiSearch(store, request);
    answers.push({
      request,
      total: answer.total,
      ids: answer.items.map((item) => item.id),
      digest: createHash("sha256").update(JSON.stringify(answer)).digest("hex"),
    });
  }
  if (UPDATE) {
    mkdirSync(new URL("./__ranking__/", import.meta.url), { recursive: true });
    writeFileSync(PINNED, `${JSON.stringify(answers, null, 1)}\n`);
  }
});
afterAll(() => db.close());

describe("AI search ranking pin: happy", () => {
  it("answers every pinned question exactly as recorded", () => {
    expect(existsSync(PINNED), "no pinned answers: run UPDATE_AI_RANKING=1 npx vitest run test/ai-search/ranking-pin.test.ts").toBe(true);
    const pinned = new Map((JSON.parse(readFileSync(PINNED, "utf8")) as PinnedAnswer[]).map((answer) => [key(answer.request), answer]));
    expect([...pinned.keys()].sort()).toEqual(requests.map(key).sort());
    for (const answer of answers) {
      const recorded = pinned.get(key(answer.request))!;
      // Ids first: a changed order is the readable failure; the digest then catches relevance, why and understood.
      expect({ request: answer.request, total: answer.total, ids: answer.ids }).toEqual({ request: recorded.request, total: recorded.total, ids: recorded.ids });
      expect(answer.digest, `answer to ${key(answer.request)} changed beyond its order`).toBe(recorded.digest);
    }
  });

  it("pins questions that rank many candidates and pages that are deep", () => {
    expect(answers.some((answer) => answer.total > 600 && answer.ids.length === 100 && answer.request.offset === 500)).toBe(true);
    expect(answers.filter((answer) => answer.ids.length > 0).length).toBeGreaterThan(requests.length / 2);
  });
});
