import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAnswerCache, RecentQuestions } from "../../src/http/answer-cache/index.js";
import { rawRequest } from "../mcp/mcp-client.js";
import { startHarness, type Harness } from "../harness.js";

describe("recent questions", () => {
  it("says a question was asked before only after it was asked, and tells different questions apart", () => {
    const recent = new RecentQuestions();
    expect(recent.seenBefore("getCompany /api/v1/companies/1")).toBe(false);
    expect(recent.seenBefore("getCompany /api/v1/companies/1")).toBe(true);
    expect(recent.seenBefore("getCompany /api/v1/companies/10")).toBe(false);
    expect(recent.seenBefore("")).toBe(false);
    expect(recent.seenBefore("")).toBe(true);
  });

  it("forgets a question once other questions have taken its slot", () => {
    const recent = new RecentQuestions(16);
    recent.seenBefore("first");
    for (let i = 0; i < 2000; i++) recent.seenBefore(`other ${i}`);
    expect(recent.seenBefore("first")).toBe(false);
  });
});

describe("the answer cache", () => {
  it("keeps an answer the second time its question is asked, and answers later repeats with the same body and ETag", async () => {
    const cache = createAnswerCache(1 << 20);
    let renders = 0;
    const render = async () => ({ body: `answer ${++renders}` });
    await cache.answer("q", render);
    expect(cache.peek("q")).toBeUndefined();
    const second = await cache.answer("q", render);
    const third = await cache.answer("q", render);
    expect(renders).toBe(2);
    expect(third).toEqual(second);
    expect(second.etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
  });

  it("keeps no answer to questions asked once, however many", async () => {
    const cache = createAnswerCache(1 << 20);
    for (let i = 0; i < 1000; i++) await cache.answer(`q${i}`, async () => ({ body: `answer ${i}` }));
    expect(Array.from({ length: 1000 }, (_, i) => cache.peek(`q${i}`)).filter(Boolean)).toHaveLength(0);
  });

  it("keeps nothing when its size is 0 (ANSWER_CACHE_MB=0)", async () => {
    const cache = createAnswerCache(0);
    let renders = 0;
    await cache.answer("q", async () => ({ body: String(++renders) }));
    await cache.answer("q", async () => ({ body: String(++renders) }));
    expect(renders).toBe(2);
    expect(cache.peek("q")).toBeUndefined();
  });

  it("stays within its budget by forgetting the least recently used answers", async () => {
    const cache = createAnswerCache(64 * 1024);
    const body = "x".repeat(1000);
    for (let i = 0; i < 200; i++) for (const _ask of [1, 2]) await cache.answer(`q${i}`, async () => ({ body }));
    expect(cache.peek("q0")).toBeUndefined();
    expect(new TextDecoder().decode(cache.peek("q199")?.body)).toBe(body);
  });
});

describe("cached answers over HTTP", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const mcpHeaders = {
    "content-type": "application/json",
    accept: "application/json, text/event-stream",
    "mcp-protocol-version": "2025-11-25",
  };
  const toolCall = (id: number | string, args: Record<string, unknown>) =>
    JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "search_companies", arguments: args } });

  it("gives a repeated API question the same body and ETag, and 304 to a client that has it", async () => {
    const path = "/api/v1/companies/search?q=holding&canton=ZH,BE";
    const first = await h.get(path);
    const second = await h.get("/api/v1/companies/search?canton=BE,ZH&q=holding");
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    const revalidated = await h.get(path, { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("keys API answers by the whole question: an invalid one fails every time, a different page size gets its own page", async () => {
    for (let i = 0; i < 2; i++) {
      const refused = await h.get("/api/v1/companies/search?q=holding&limit=500");
      expect(refused.status).toBe(400);
    }
    const five = (await (await h.get("/api/v1/companies/search?q=holding&limit=5")).json()) as { items: unknown[] };
    const six = (await (await h.get("/api/v1/companies/search?q=holding&limit=6")).json()) as { items: unknown[] };
    expect([five.items.length, six.items.length]).toEqual([5, 6]);
    expect(six.items.slice(0, 5)).toEqual(five.items);
  });

  it("answers a repeated MCP tool call with the result the SDK gave the first time, under the new request's id", async () => {
    const args = { q: "immobilien", canton: "ZH", limit: 3 };
    const first = await rawRequest(h.baseUrl, { headers: mcpHeaders, body: toolCall(1, args) });
    const repeat = await rawRequest(h.baseUrl, { headers: mcpHeaders, body: toolCall("second", args) });
    expect(first.status).toBe(200);
    expect(repeat.status).toBe(200);
    expect(repeat.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(repeat.headers["cache-control"]).toBe("no-store, no-transform");
    const firstBody = JSON.parse(first.body);
    const repeatBody = JSON.parse(repeat.body);
    expect(firstBody.id).toBe(1);
    expect(repeatBody.id).toBe("second");
    expect(repeatBody.result).toEqual(firstBody.result);
    expect(repeat.body).toBe(first.body.replace('"id":1}', '"id":"second"}'));
  });

  it("never caches a tool error: a call that failed is answered anew", async () => {
    const body = JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "get_company", arguments: { id: 999999999 } } });
    for (let i = 0; i < 2; i++) {
      const response = await rawRequest(h.baseUrl, { headers: mcpHeaders, body });
      expect(JSON.parse(response.body).result).toMatchObject({ isError: true });
    }
  });

  it("still refuses a repeated call with headers the transport does not accept", async () => {
    const args = { q: "bau" };
    await rawRequest(h.baseUrl, { headers: mcpHeaders, body: toolCall(1, args) });
    const wrongAccept = await rawRequest(h.baseUrl, { headers: { ...mcpHeaders, accept: "application/json" }, body: toolCall(2, args) });
    expect(wrongAccept.status).toBe(406);
    const wrongVersion = await rawRequest(h.baseUrl, { headers: { ...mcpHeaders, "mcp-protocol-version": "1999-01-01" }, body: toolCall(3, args) });
    expect(wrongVersion.status).toBe(400);
  });
});

describe("cached answers and rate limits", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ rateLimits: { search: 2, detail: 100 } });
  });
  afterAll(() => h.close());

  it("count a cached MCP call against the bucket, and refuse it as a tool error once the bucket is empty", async () => {
    const headers = { "content-type": "application/json", accept: "application/json, text/event-stream" };
    const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "search_companies", arguments: { q: "garage" } } });
    const results = [];
    for (let i = 0; i < 3; i++) results.push(JSON.parse((await rawRequest(h.baseUrl, { headers, body })).body).result);
    expect(results[0].isError).toBeUndefined();
    expect(results[1]).toEqual(results[0]);
    expect(results[2].isError).toBe(true);
    expect(results[2]._meta["ch.swiss-register/error"].code).toBe("rate_limited");
  });
});

describe("cached API answers and rate limits", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ rateLimits: { search: 2, detail: 100 } });
  });
  afterAll(() => h.close());

  it("count against the bucket like any other answer", async () => {
    const path = "/api/v1/companies/autocomplete?q=garage";
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await h.get(path)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
