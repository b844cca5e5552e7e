/**
 * The keyed API over real HTTP (test/harness.ts): keys, plans and scopes, credits and refunds, the envelope and every
 * error code a real request can produce. Split as STYLE.md asks: happy, error and security cases.
 */
import { copyFileSync, mkdtempSync, rmSync, statSync, truncateSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { PlanName, Scope } from "../../src/keyed/plans.js";
import { startHarness, type Harness } from "../harness.js";

let harness: Harness;
let companyId: number;

beforeAll(async () => {
  harness = await startHarness();
  const search = await harness.getJson("/api/v1/companies/search?q=ag&limit=1");
  companyId = search.body.items[0].id;
});
afterAll(() => harness.close());

async function newKey(plan: PlanName, options: { credits?: number; scopes?: Scope[]; expiresAt?: string | null } = {}) {
  const created = await harness.accounts.createKey({
    name: `test ${plan}`,
    plan,
    scopes: options.scopes ?? (plan === "free" ? ["register:read"] : ["register:read", "ai:search"]),
    expiresAt: options.expiresAt ?? null,
    credits: options.credits ?? 1_000,
  });
  return created;
}

const withKey = (key: string, init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), "X-API-Key": key } });

describe("keyed API: happy", () => {
  it("reads a list in a JSON body as its hint says: an array, or one comma-separated string in any case", async () => {
    const { key } = await newKey("pro");
    const asList = async (canton: unknown) => {
      const response = await harness.getJson("/v1/persons/search", {
        method: "POST",
        headers: { "X-API-Key": key, "Content-Type": "application/json" },
        body: JSON.stringify({ role: "mitglied", canton }),
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.total;
    };
    const total = await asList(["ZH", "BE"]);
    expect(total).toBeGreaterThan(0);
    expect(await asList("zh,be")).toBe(total);
  });

  it("answers /v1/health without a key, and with one says its plan, scopes and credits for free", async () => {
    const open = await harness.getJson("/v1/health");
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ success: true, data: { status: "ok" } });
    const { key } = await newKey("pro", { credits: 77 });
    const keyed = await harness.getJson("/v1/health", { headers: { Authorization: `Bearer ${key}` } });
    expect(keyed.body.data.key).toMatchObject({ valid: true, plan: "pro", scopes: ["register:read", "ai:search"], credits: 77 });
    const wrong = await harness.getJson("/v1/health", withKey("sr_live_00000000000000000000000000000000"));
    expect(wrong.body.data.key).toMatchObject({ valid: false, code: "INVALID_KEY" });
  });

  it("answers a company in the envelope, debits its cost and says so in the headers", async () => {
    const { key } = await newKey("pro", { credits: 50 });
    const response = await harness.getJson(`/v1/companies/${companyId}`, withKey(key));
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.data.id).toBe(companyId);
    const cost = Number(response.headers.get("x-credit-cost"));
    expect(cost).toBeGreaterThan(0);
    expect(Number(response.headers.get("x-credits-remaining"))).toBe(50 - cost);
    expect(response.headers.get("x-ratelimit-limit")).toBe("300");
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(response.headers.get("x-ratelimit-reset")).toMatch(/^\d+$/);
  });
});

describe("keyed API: errors", () => {
  it.each([
    ["no key", undefined, 401, "MISSING_API_KEY"],
    ["a malformed key", "hello", 401, "INVALID_KEY"],
    ["an unknown key", "sr_live_ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ", 401, "INVALID_KEY"],
  ])("refuses %s with %i %s", async (_, key, status, code) => {
    const response = await harness.getJson(`/v1/companies/${companyId}`, key ? withKey(key) : {});
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ success: false, code });
    expect(typeof response.body.error).toBe("string");
  });

  it("refuses a revoked and an expired key, and costs them nothing", async () => {
    const revoked = await newKey("pro");
    await harness.accounts.revoke(revoked.record.id);
    expect((await harness.getJson(`/v1/companies/${companyId}`, withKey(revoked.key))).body.code).toBe("KEY_REVOKED");
    const expired = await newKey("pro", { expiresAt: "2020-01-01T00:00:00.000Z" });
    const response = await harness.getJson(`/v1/companies/${companyId}`, withKey(expired.key));
    expect(response.status).toBe(401);
    expect(response.body.code).toBe("KEY_EXPIRED");
    expect((await harness.accounts.findKey(String(expired.record.id)))?.balance).toBe(1_000);
  });

  it("refuses a key without the scope (403) and a plan without the feature (402)", async () => {
    const aiOnly = await newKey("pro", { scopes: ["ai:search"] });
    const mismatch = await harness.getJson(`/v1/companies/${companyId}`, withKey(aiOnly.key));
    expect(mismatch.status).toBe(403);
    expect(mismatch.body.code).toBe("SCOPE_MISMATCH");
    const free = await newKey("free");
    const report = await harness.getJson(`/v1/companies/${companyId}/report`, withKey(free.key));
    expect(report.status).toBe(402);
    expect(report.body.code).toBe("FEATURE_UNAVAILABLE");
  });

  it("names the place of a bad parameter: path, query and body", async () => {
    const { key } = await newKey("pro");
    const path = await harness.getJson("/v1/companies/abc", withKey(key));
    expect(path.status).toBe(400);
    expect(path.body).toMatchObject({ code: "VALIDATION_ERROR", issues: [{ path: "path.id" }] });
    const body = await harness.getJson("/v1/companies/search", withKey(key, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: "x", limit: 0 }) }));
    expect(body.status).toBe(400);
    expect(body.body.code).toBe("VALIDATION_ERROR");
    expect(body.body.issues[0].path).toBe("body.limit");
    expect(body.headers.get("x-credit-cost")).toBe("0");
  });

  it("refuses a body that is not JSON (415), not valid JSON (400) or over 1 MB (413)", async () => {
    const { key } = await newKey("pro");
    const post = (headers: Record<string, string>, payload: string) =>
      harness.getJson("/v1/companies/search", withKey(key, { method: "POST", headers, body: payload }));
    expect((await post({ "Content-Type": "text/plain" }, "name=x")).body.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect((await post({ "Content-Type": "application/json" }, "{nope")).body.code).toBe("VALIDATION_ERROR");
    const large = await post({ "Content-Type": "application/json" }, JSON.stringify({ name: "x".repeat(1_100_000) }));
    expect(large.status).toBe(413);
    expect(large.body.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers NOT_FOUND for an unknown id and an unknown path, and 405 for a wrong method", async () => {
    const { key } = await newKey("pro");
    const missing = await harness.getJson("/v1/companies/999999999", withKey(key));
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("NOT_FOUND");
    const nowhere = await harness.getJson("/v1/nowhere", withKey(key));
    expect(nowhere.status).toBe(404);
    expect(nowhere.body).toMatchObject({ success: false, code: "NOT_FOUND" });
    const wrongMethod = await harness.getJson(`/v1/companies/${companyId}`, withKey(key, { method: "DELETE" }));
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.code).toBe("METHOD_NOT_ALLOWED");
  });

  it("refuses a call the balance does not cover with 402 INSUFFICIENT_CREDITS, taking nothing", async () => {
    const { key, record } = await newKey("pro", { credits: 1 });
    const response = await harness.getJson(`/v1/companies/${companyId}`, withKey(key));
    expect(response.status).toBe(402);
    expect(response.body.code).toBe("INSUFFICIENT_CREDITS");
    expect(response.headers.get("x-credits-remaining")).toBe("1");
    expect((await harness.accounts.findKey(String(record.id)))?.balance).toBe(1);
  });

  it("limits a key to its plan's requests per minute (free: 30), and a refused request costs nothing", async () => {
    const { key, record } = await newKey("free", { credits: 1_000 });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await harness.get("/v1/noga?limit=1", withKey(key))).status);
    expect(statuses.slice(0, 30).every((status) => status !== 429)).toBe(true);
    const limited = await harness.getJson("/v1/noga?limit=1", withKey(key));
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("RATE_LIMIT_EXCEEDED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const spent = 1_000 - (await harness.accounts.findKey(String(record.id)))!.balance;
    expect(spent).toBe(30 * Number((await harness.get("/v1/noga?limit=1", withKey((await newKey("free")).key))).headers.get("x-credit-cost")));
  });
});

describe("keyed API: security", () => {
  it("debits exactly under 50 concurrent requests on one key and never goes below zero", async () => {
    const probe = await newKey("pro");
    const cost = Number((await harness.get(`/v1/companies/${companyId}`, withKey(probe.key))).headers.get("x-credit-cost"));
    const { key, record } = await newKey("pro", { credits: cost * 10 });
    const statuses = await Promise.all(Array.from({ length: 50 }, () => harness.get(`/v1/companies/${companyId}`, withKey(key)).then((r) => r.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 402)).toHaveLength(40);
    expect((await harness.accounts.findKey(String(record.id)))?.balance).toBe(0);
    const usage = await harness.accounts.usage(record.id);
    expect(usage.reduce((sum, row) => sum + row.calls, 0)).toBe(10);
  });

  it("refunds a call the service fails (503 when the register breaks under it)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "keyed-refund-"));
    const copy = join(dir, "register.sqlite");
    copyFileSync(inject("registerPath"), copy);
    const broken = await startHarness({ registerPath: copy });
    try {
      const { key, record } = await broken.accounts.createKey({ name: "refund", plan: "pro", scopes: ["register:read"], expiresAt: null, credits: 100 });
      truncateSync(copy, Math.floor(statSync(copy).size / 3));
      const response = await broken.getJson(`/v1/companies/${companyId + 1}`, withKey(key));
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(response.body.success).toBe(false);
      expect(response.headers.get("x-credit-cost")).toBe("0");
      expect((await broken.accounts.findKey(String(record.id)))?.balance).toBe(100);
      const usage = await broken.accounts.usage(record.id);
      expect(usage[0]?.refunds ?? 0).toBe(usage[0]?.calls ?? 0);
    } finally {
      await broken.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
