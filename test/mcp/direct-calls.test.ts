/**
 * A single tools/call of a public tool is answered without the SDK's protocol round (src/http/mcp/direct-tool-calls.ts).
 * Its answer must be the SDK's, byte for byte: the SDK's answer to the same call is read from a batch of one (a batch
 * always goes through the SDK and is never kept in the answer cache; the SDK answers a batch of one request with that
 * one response, not a list), sent first so that the single call after it is still a new question.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../harness.js";
import { rawRequest, registerRows, type RawResponse } from "./mcp-client.js";

const HEADERS: Record<string, string> = { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25" };

const toolCall = (id: number | string, name: string, args: unknown, meta?: Record<string, unknown>) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name, arguments: args, ...(meta ? { _meta: meta } : {}) },
});

const post = (h: Harness, body: unknown, headers: Record<string, string> = HEADERS) =>
  rawRequest(h.baseUrl, { headers, body: JSON.stringify(body) });

/** The SDK's answer (from a batch of one) and the direct one, to the same new question. */
async function bothAnswers(h: Harness, id: number | string, name: string, args: unknown, headers = HEADERS, meta?: Record<string, unknown>) {
  const viaSdk = await post(h, [toolCall(id, name, args, meta)], headers);
  const direct = await post(h, toolCall(id, name, args, meta), headers);
  return { viaSdk, direct };
}

describe("direct tool calls (happy)", () => {
  let h: Harness;
  let rows: ReturnType<typeof registerRows>;
  beforeAll(async () => {
    h = await startHarness();
    rows = registerRows(h.db);
  });
  afterAll(() => h.close());

  it("answer every public tool with the bytes and headers the SDK answers with", async () => {
    const calls: [string, Record<string, unknown>][] = [
      ["search_companies", { q: "immobilien", canton: ["ZH", "BE"], limit: 4 }],
      ["autocomplete_companies", { q: rows.company.name.slice(0, 4), limit: 3 }],
      ["get_company", { id: rows.company.id }],
      ["search_people", { q: rows.person.last_name }],
      ["get_person", { id: rows.person.id }],
    ];
    for (const [i, [name, args]] of calls.entries()) {
      const { viaSdk, direct } = await bothAnswers(h, 100 + i, name, args);
      expect(viaSdk.status).toBe(200);
      expect(direct.status).toBe(200);
      expect(JSON.parse(direct.body).result.isError).toBeUndefined();
      expect(direct.body).toBe(viaSdk.body);
      expect(direct.headers["content-type"]).toBe(viaSdk.headers["content-type"]);
      expect(direct.headers["cache-control"]).toBe(viaSdk.headers["cache-control"]);
    }
  });

  it("keep the id as sent (string or number) and accept a valid _meta (progress token)", async () => {
    for (const [id, meta] of [
      ["req-α", undefined],
      [0, { progressToken: "p1" }],
    ] as const) {
      const { viaSdk, direct } = await bothAnswers(h, id, "search_companies", { q: `bau ${String(id)}`.slice(0, 6) }, HEADERS, meta);
      expect(direct.body).toBe(viaSdk.body);
      expect(JSON.parse(direct.body).id).toBe(id);
    }
  });

  it("accept the media type with parameters, as the transport does", async () => {
    const { viaSdk, direct } = await bothAnswers(h, 8, "get_company", { id: rows.company.id + 2 }, { ...HEADERS, "content-type": "Application/JSON; charset=utf-8" });
    expect(direct.status).toBe(200);
    expect(direct.body).toBe(viaSdk.body);
  });

  it("answer a public tool the same with or without an API key (public tools are not metered)", async () => {
    const { viaSdk, direct } = await bothAnswers(h, 7, "get_company", { id: rows.company.id + 1 }, { ...HEADERS, "x-api-key": "sr_live_not_a_key" });
    expect(direct.body).toBe(viaSdk.body);
  });
});

describe("direct tool calls (error)", () => {
  let h: Harness;
  let rows: ReturnType<typeof registerRows>;
  beforeAll(async () => {
    h = await startHarness();
    rows = registerRows(h.db);
  });
  afterAll(() => h.close());

  it.each([
    ["get_company", { id: 0 }],
    ["get_company", { id: "12" }],
    ["search_companies", "holding"],
    ["search_companies", ["holding"]],
    ["search_people", { q: "ab", offset: -1 }],
  ])("answer invalid arguments (%s with %j) with the SDK's tool error", async (name, args) => {
    const { viaSdk, direct } = await bothAnswers(h, 3, name, args);
    expect(JSON.parse(direct.body).result.isError).toBe(true);
    expect(direct.body).toBe(viaSdk.body);
  });

  it("answer not_found with the SDK's tool error, and answer it anew every time (never from the cache)", async () => {
    const { viaSdk, direct } = await bothAnswers(h, 4, "get_company", { id: rows.missingCompany });
    expect(JSON.parse(direct.body).result._meta["ch.swiss-register/error"].code).toBe("not_found");
    expect(direct.body).toBe(viaSdk.body);
    const again = await post(h, toolCall(4, "get_company", { id: rows.missingCompany }));
    expect(again.body).toBe(direct.body);
  });

  it("leave an unknown tool, a bad _meta and an unsupported protocol version to the SDK's errors", async () => {
    const unknown = await post(h, toolCall(5, "no_such_tool", {}));
    expect(JSON.parse(unknown.body).error.code).toBe(-32602);
    const badMeta = await post(h, toolCall(6, "get_company", { id: rows.company.id }, { progressToken: { not: "a token" } }));
    expect(badMeta.status).toBe(400);
    expect(JSON.parse(badMeta.body).error.code).toBe(-32700);
    const oldVersion = await post(h, toolCall(7, "get_company", { id: rows.company.id }), { ...HEADERS, "mcp-protocol-version": "1999-01-01" });
    expect(oldVersion.status).toBe(400);
    const joinedTypes = await post(h, toolCall(8, "get_company", { id: rows.company.id }), {
      ...HEADERS,
      "content-type": "application/json; charset=utf-8, text/plain",
    });
    expect(joinedTypes.status).toBe(415);
  });
});

describe("direct tool calls (security)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ rateLimits: { search: 3, detail: 100 } });
  });
  afterAll(() => h.close());

  it("draw from the operation's bucket, new or repeated, and refuse as the SDK does once it is empty", async () => {
    const args = { q: "garage" };
    const first = await post(h, toolCall(1, "search_companies", args));
    const repeated = await post(h, toolCall(2, "search_companies", args));
    expect(JSON.parse(first.body).result.isError).toBeUndefined();
    expect(JSON.parse(repeated.body).result).toEqual(JSON.parse(first.body).result);
    // The third and last search of the bucket goes through the SDK; then both paths refuse.
    const { viaSdk, direct } = await bothAnswers(h, 3, "search_companies", { q: "holding" });
    expect(JSON.parse(viaSdk.body).result.isError).toBeUndefined();
    const refused = JSON.parse(direct.body).result;
    expect(refused._meta["ch.swiss-register/error"].code).toBe("rate_limited");
    const sdkResponse = await post(h, [toolCall(3, "search_companies", { q: "holding" })]);
    const sdkRefused = JSON.parse(sdkResponse.body).result;
    const withoutWait = (result: unknown) => JSON.stringify(result).replace(/\d+ seconds|"retry_after":\d+/g, "");
    expect(withoutWait(refused)).toBe(withoutWait(sdkRefused));
    const rateHeaders = (response: RawResponse) => Object.keys(response.headers).filter((name) => /rate|retry/i.test(name)).sort();
    expect(rateHeaders(direct)).toEqual(rateHeaders(sdkResponse));
  });
});
