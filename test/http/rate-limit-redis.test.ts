import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimiter } from "../../src/http/middleware/rate-limit/limiter.js";

// A real Redis on 127.0.0.1:6379 (the machine's service); two limiters stand for two instances of the service.
let redis: Redis;
beforeAll(() => {
  redis = new Redis({ host: "127.0.0.1", port: 6379, lazyConnect: true, maxRetriesPerRequest: 1 });
  return redis.connect();
});
afterAll(() => redis.quit());

describe("rate-limit counters in Redis", () => {
  it("share one bucket between instances, per client", async () => {
    const client = `test-${process.pid}-${Date.now()}`;
    const first = createRateLimiter({ search: 3, detail: 0 }, redis);
    const second = createRateLimiter({ search: 3, detail: 0 }, redis);
    const decisions = [
      await first.consume("search", client),
      await second.consume("search", client),
      await first.consume("search", client),
      await second.consume("search", client),
    ];
    expect(decisions.map((d) => d?.allowed)).toEqual([true, true, true, false]);
    expect(decisions.map((d) => d?.remaining)).toEqual([2, 1, 0, 0]);
    expect(decisions[3]!.retryAfter).toBeGreaterThan(0);
    expect((await first.consume("search", `${client}-other`))?.allowed).toBe(true);
    expect(await first.consume("detail", client)).toBeNull();
  });
});
