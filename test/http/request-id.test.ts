/** X-Request-Id: on every answer, taken from the client when well-formed, in the log lines and 500 bodies. */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RegisterBackend } from "../../src/backend/port.js";
import { ErrorBody } from "../../src/domain/resources.js";
import { createApp } from "../../src/http/app.js";
import { createRateLimiter } from "../../src/http/middleware/rate-limit/limiter.js";
import { requestIdGenerator } from "../../src/http/middleware/request-id/index.js";
import { openMarketRuntime } from "../../src/runtime/market.js";
import { startHarness, type Harness } from "../harness.js";

// No market store: these requests never read one.
const noMarket = (await openMarketRuntime({ MARKET_DATABASE_PATH: "/nonexistent/market.sqlite" })).market;

let h: Harness;
let companyId: number;
beforeAll(async () => {
  h = await startHarness({ rateLimits: { search: 1000, detail: 1000 } });
  companyId = (h.db.prepare("SELECT id FROM companies ORDER BY id LIMIT 1").get() as { id: number }).id;
});
afterAll(() => h.close());

const MCP_HEADERS = { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };

describe("X-Request-Id", () => {
  it.each([
    ["an API answer", () => `/api/v1/companies/${companyId}`, 200],
    ["an API parameter error", () => "/api/v1/companies/search?q=a", 400],
    ["an unknown id", () => "/api/v1/companies/999999999", 404],
    ["an unknown API path", () => "/api/v1/nothing", 404],
    ["a fact sheet's redirect", () => `/companies/old-name/${companyId}.md`, 301],
    ["a profile page", () => `/companies/${companyId}`, 301],
    ["the home page", () => "/", 200],
    ["a friendly 404 page", () => "/no/such/page", 404],
    ["the health answer", () => "/health", 200],
    ["the OpenAPI document", () => "/openapi.json", 200],
    ["llms.txt", () => "/llms.txt", 200],
    ["a static asset", () => "/favicon.ico", 404],
  ])("is sent with %s", async (_label, path, status) => {
    const response = await h.get(path());
    expect(response.status).toBe(status);
    expect(response.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
  });

  it("is sent with a 304, a 405 and an MCP answer", async () => {
    const first = await h.get(`/api/v1/companies/${companyId}`);
    const notModified = await h.get(`/api/v1/companies/${companyId}`, { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("x-request-id")).toBeTruthy();
    const wrongMethod = await h.get(`/api/v1/companies/${companyId}`, { method: "POST" });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("x-request-id")).toBeTruthy();
    const mcp = await h.get("/mcp", {
      method: "POST",
      headers: MCP_HEADERS,
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_company", arguments: { id: companyId } } }),
    });
    expect(mcp.status).toBe(200);
    expect(mcp.headers.get("x-request-id")).toBeTruthy();
  });

  it("differs from request to request", async () => {
    const ids = await Promise.all([1, 2, 3].map(async () => (await h.get("/health/live")).headers.get("x-request-id")));
    expect(new Set(ids).size).toBe(3);
  });

  it("keeps a well-formed id the client sends and replaces any other", async () => {
    const sent = "req-2026.11.24:abc_DEF-9";
    expect((await h.get("/health/live", { headers: { "X-Request-Id": sent } })).headers.get("x-request-id")).toBe(sent);
    for (const bad of ["has space", "x".repeat(129), "semi;colon", "<script>"]) {
      const answered = (await h.get("/health/live", { headers: { "X-Request-Id": bad } })).headers.get("x-request-id");
      expect(answered, bad).not.toBe(bad);
      expect(answered).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
    }
  });
});

describe("a request that fails unexpectedly", () => {
  const lines: Record<string, unknown>[] = [];
  const fail = async () => {
    throw new Error("secret /var/lib/register exploded");
  };
  const backend: RegisterBackend = {
    searchCompanies: fail,
    autocompleteCompanies: fail,
    getCompany: fail,
    searchPeople: fail,
    getPerson: fail,
    datasetInfo: fail,
    listNoga: fail,
    getNoga: fail,
    searchCompaniesExact: fail,
    getCompanyKeyed: fail,
    getCompanyJournals: fail,
    getCompanyJournalTexts: fail,
    getCompanyReport: fail,
    searchPersonsExact: fail,
    getPersonKeyed: fail,
    aiSearchCompanies: fail,
    close: async () => {},
  };
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const app = createApp({
    config: { publicBaseUrl: "http://127.0.0.1:8080", TRUSTED_PROXIES: [] },
    backend,
    market: noMarket,
    rateLimiter: createRateLimiter({ search: 0, detail: 0 }),
    logger,
    version: "test",
  });

  it("answers 500 internal_error naming the request id, which its log line carries too", async () => {
    lines.length = 0;
    const response = await app.request("/api/v1/companies/1", { headers: { "X-Request-Id": "report-me-1" } });
    expect(response.status).toBe(500);
    expect(response.headers.get("x-request-id")).toBe("report-me-1");
    const body = ErrorBody.strict().parse(await response.json());
    expect(body.error).toMatchObject({ code: "internal_error", request_id: "report-me-1" });
    expect(JSON.stringify(body)).not.toContain("secret");
    expect(lines.filter((line) => line.msg === "unhandled error").map((line) => line.request_id)).toEqual(["report-me-1"]);
  });

  it("answers an MCP tool call's fault with the request id in its error object", async () => {
    lines.length = 0;
    const response = await app.request("/mcp", {
      method: "POST",
      headers: { ...MCP_HEADERS, Host: "127.0.0.1:8080", "X-Request-Id": "mcp-call-7" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_company", arguments: { id: 1 } } }),
    });
    expect(response.headers.get("x-request-id")).toBe("mcp-call-7");
    const { result } = (await response.json()) as { result: { isError: boolean; _meta: Record<string, { code: string; request_id?: string }> } };
    expect(result.isError).toBe(true);
    expect(result._meta["ch.swiss-register/error"]).toMatchObject({ code: "internal_error", request_id: "mcp-call-7" });
    expect(lines.filter((line) => line.msg === "unhandled error (mcp)").map((line) => line.request_id)).toEqual(["mcp-call-7"]);
  });

  it("does not name the request in errors a client caused", async () => {
    const response = await app.request("/api/v1/companies/search?q=a");
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.request_id).toBeUndefined();
  });
});

describe("generated request ids", () => {
  it("are a process prefix and a counter", () => {
    const next = requestIdGenerator("abc");
    expect([next(), next(), next()]).toEqual(["abc-1", "abc-2", "abc-3"]);
  });
});
