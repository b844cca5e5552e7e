/**
 * Rate limits count per client as the served process sees them: each client address has its own budget, and the
 * warm-up before listening (src/http/warm-up.ts) spends nobody's.
 */
import { afterEach, describe, expect, inject, it } from "vitest";
import { killServeProcesses, startServeProcess } from "./serve-process.js";

afterEach(killServeProcesses);

describe("rate-limit budgets of the served process", () => {
  it("gives the first client after start its whole budget, and each forwarded client its own", async () => {
    const server = await startServeProcess({ DATABASE_PATH: inject("registerPath"), RATE_LIMIT_SEARCH: "3", TRUSTED_PROXIES: "127.0.0.1" });
    try {
      const search = (client: string) =>
        fetch(`${server.baseUrl}/api/v1/companies/search?q=bau`, { headers: { "X-Forwarded-For": client } });
      const first = await search("203.0.113.7");
      expect(first.status).toBe(200);
      expect(first.headers.get("x-ratelimit-remaining")).toBe("2");
      await search("203.0.113.7");
      await search("203.0.113.7");
      expect((await search("203.0.113.7")).status).toBe(429);
      const other = await search("198.51.100.4");
      expect(other.status).toBe(200);
      expect(other.headers.get("x-ratelimit-remaining")).toBe("2");
    } finally {
      await server.stop();
    }
  }, 30_000);
});
