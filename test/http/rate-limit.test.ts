import { afterEach, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../harness.js";

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe("per-client rate limits", () => {
  it("counts search and autocomplete in one bucket and answers 429 rate_limited with headers when it is empty", async () => {
    h = await startHarness({ rateLimits: { search: 5, detail: 7 } });
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) {
      const path = i % 2 === 0 ? "/api/v1/companies/search?q=gmbh" : "/api/v1/companies/autocomplete?q=gm";
      const response = await h.get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-ratelimit-limit")).toBe("5");
      const reset = Number(response.headers.get("x-ratelimit-reset"));
      expect(reset).toBeGreaterThan(Date.now() / 1000);
      expect(reset).toBeLessThanOrEqual(Date.now() / 1000 + 61);
      remaining.push(Number(response.headers.get("x-ratelimit-remaining")));
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const limited = await h.get("/api/v1/people/search?q=muster");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("x-ratelimit-limit")).toBe("5");
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("x-ratelimit-reset")).toBeTruthy();
    const body = (await limited.json()) as any;
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.hint).toBeTruthy();

    // The detail bucket is separate.
    const id = (h.db.prepare("SELECT id FROM companies LIMIT 1").get() as { id: number }).id;
    const detail = await h.get(`/api/v1/companies/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.headers.get("x-ratelimit-limit")).toBe("7");
  });

  it("draws fact sheets from the detail bucket", async () => {
    h = await startHarness({ rateLimits: { search: 5, detail: 2 } });
    const id = (h.db.prepare("SELECT id FROM companies LIMIT 1").get() as { id: number }).id;
    const company = await h.getJson(`/api/v1/companies/${id}`);
    expect(company.status).toBe(200);
    expect((await h.get(new URL(company.body.markdown_url).pathname)).status).toBe(200);
    expect((await h.get(`/api/v1/companies/${id}`)).status).toBe(429);
  });

  it("does not believe X-Forwarded-For from an untrusted peer", async () => {
    h = await startHarness({ rateLimits: { search: 2, detail: 2 } });
    for (let i = 0; i < 2; i++) await h.get("/api/v1/companies/search?q=ag", { headers: { "X-Forwarded-For": `10.0.0.${i}` } });
    const third = await h.get("/api/v1/companies/search?q=ag", { headers: { "X-Forwarded-For": "10.0.0.99" } });
    expect(third.status).toBe(429);
  });

  it("believes X-Forwarded-For from a trusted proxy: each forwarded client has its own bucket", async () => {
    h = await startHarness({ rateLimits: { search: 2, detail: 2 }, trustedProxies: ["127.0.0.1"] });
    const as = (client: string) => h!.get("/api/v1/companies/search?q=ag", { headers: { "X-Forwarded-For": client } });
    expect((await as("203.0.113.1")).status).toBe(200);
    expect((await as("203.0.113.1")).status).toBe(200);
    expect((await as("203.0.113.1")).status).toBe(429);
    expect((await as("203.0.113.2")).status).toBe(200);
  });
});
