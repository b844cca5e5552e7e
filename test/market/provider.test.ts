import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UpstreamError } from "../../src/domain/errors.js";
import { MarketProvider, providerMarketStore } from "../../src/market/provider.js";
import type { MarketStore } from "../../src/store/market-port.js";
import { TEST_LISTING } from "./bars.js";

/** What the stand-in answers next: good JSON, slowly, an error status, garbage, a wrong shape or nothing known. */
type Behaviour = "good" | "slow" | "error" | "garbage" | "wrong-shape" | "unknown" | "unauthorized";

const BARS = {
  symbol: "NESN",
  currency: "CHF",
  bars: [
    { date: "2026-11-20", open: 77.1, high: 77.5, low: 76.2, close: 76.4, volume: 4410000 },
    { date: "2026-11-19", open: 77.64, high: 78.1, low: 77, close: 77, volume: 5023400, adj_close: 77 },
  ],
};
const FINANCIALS = {
  symbol: "NESN",
  period: "annual",
  currency: "CHF",
  income_statement: [{ fiscal_date: "2025-12-31", fiscal_year: 2025, revenue: 91000, gross_profit: 42000, net_income: 10900 }],
  balance_sheet: [{ fiscal_date: "2025-12-31", fiscal_year: 2025, total_assets: 130000 }],
  cash_flow: [],
};
const EXECUTIVES = {
  symbol: "NESN",
  executives: [
    { name: "Marco Muster", title: "Chief Financial Officer", year_born: 1972, pay: 2400000, exercised: null, currency: "CHF", display_order: 2 },
    { name: "Anna Beispiel", title: "Chief Executive Officer", year_born: 1968, pay: 5200000, exercised: 0, currency: "CHF", display_order: 1 },
  ],
};

let server: Server;
let baseUrl: string;
/** Behaviours for the next requests, in order; "good" when none is queued. */
let queue: Behaviour[] = [];
let requests: { url: string; authorization: string | undefined }[] = [];

function answer(request: IncomingMessage, response: ServerResponse): void {
  requests.push({ url: request.url ?? "", authorization: request.headers.authorization });
  const behaviour = queue.shift() ?? "good";
  const send = (status: number, body: string) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(body);
  };
  if (behaviour === "slow") {
    const timer = setTimeout(() => send(200, JSON.stringify(BARS)), 2_000);
    response.on("close", () => clearTimeout(timer));
    return;
  }
  const path = (request.url ?? "").split("?")[0];
  if (behaviour === "error") send(503, '{"error":"maintenance"}');
  else if (behaviour === "unauthorized") send(401, '{"error":"bad key"}');
  else if (behaviour === "garbage") send(200, "<html>Service temporarily unavailable</html>");
  else if (behaviour === "wrong-shape") send(200, JSON.stringify({ symbol: "NESN", bars: [{ date: "yesterday", close: "76.40" }] }));
  else if (behaviour === "unknown") send(404, '{"error":"unknown symbol"}');
  else if (path.startsWith("/eod/")) send(200, JSON.stringify(BARS));
  else if (path.startsWith("/financials/")) send(200, JSON.stringify(FINANCIALS));
  else if (path.startsWith("/executives/")) send(200, JSON.stringify(EXECUTIVES));
  else send(404, "{}");
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  queue = [];
  requests = [];
});

/** A provider on the stand-in with a clock the test moves: Tuesday 24 November 2026, 10:00 in Zurich. */
function provider(settings: { retries?: number; failureThreshold?: number } = {}) {
  const clock = { now: new Date("2026-11-24T09:00:00Z") };
  const instance = new MarketProvider({
    baseUrl, apiKey: "test-key", timeoutMs: 200, backoffMs: 10, retries: settings.retries ?? 2,
    failureThreshold: settings.failureThreshold ?? 3, coolDownMs: 10_000, now: () => clock.now,
  });
  return { instance, clock };
}

const RANGE = { from: "2026-11-19", to: "2026-11-20" };

describe("the market-data provider adapter", () => {
  it("reads daily bars oldest first, sends the key, and marks them provider", async () => {
    const { instance } = provider();
    try {
      const bars = await instance.dailyBars("NESN", RANGE);
      expect(bars.map((b) => [b.date, b.close, b.adjClose, b.source])).toEqual([["2026-11-19", 77, 77, "provider"], ["2026-11-20", 76.4, null, "provider"]]);
      expect(requests).toEqual([{ url: "/eod/NESN?from=2026-11-19&to=2026-11-20", authorization: "Bearer test-key" }]);
    } finally {
      await instance.close();
    }
  });

  it("retries a failed read with backoff and answers when the provider recovers", async () => {
    const { instance } = provider();
    queue = ["error", "error"];
    try {
      expect(await instance.dailyBars("NESN", RANGE)).toHaveLength(2);
      expect(requests).toHaveLength(3);
    } finally {
      await instance.close();
    }
  });

  it("gives up on a slow provider after its retries, as an UpstreamError with a retry-after", async () => {
    const { instance } = provider({ retries: 1 });
    queue = ["slow", "slow"];
    const started = Date.now();
    try {
      const error = await instance.dailyBars("NESN", RANGE).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UpstreamError);
      expect((error as UpstreamError).message).toMatch(/timed out/);
      expect((error as UpstreamError).retryAfter).toBeGreaterThan(0);
      expect(requests).toHaveLength(2);
      // Two attempts of 200 ms and a 10 ms pause, far from the stand-in's 2 s.
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      await instance.close();
    }
  });

  it("refuses garbage and a wrong shape at once, without retrying them", async () => {
    const { instance } = provider();
    try {
      queue = ["garbage"];
      await expect(instance.dailyBars("NESN", RANGE)).rejects.toThrow(/not JSON/);
      queue = ["wrong-shape"];
      await expect(instance.dailyBars("NESN", { from: "2026-11-18", to: "2026-11-20" })).rejects.toThrow(/not the documented JSON \(bars\.0\.date/);
      queue = ["unauthorized"];
      await expect(instance.dailyBars("NESN", { from: "2026-11-17", to: "2026-11-20" })).rejects.toThrow(/HTTP 401/);
      expect(requests).toHaveLength(3);
    } finally {
      await instance.close();
    }
  });

  it("answers an unknown symbol with no bars, no statements and no executives", async () => {
    const { instance } = provider();
    queue = ["unknown", "unknown", "unknown"];
    try {
      expect(await instance.dailyBars("XXXX", RANGE)).toEqual([]);
      expect(await instance.statements("XXXX", "annual")).toEqual({ income_statement: [], balance_sheet: [], cash_flow: [], source: null });
      expect(await instance.executives("XXXX")).toEqual({ executives: [], source: null });
    } finally {
      await instance.close();
    }
  });

  it("opens its circuit after consecutive failures and lets one trial through after the cool-down", async () => {
    const { instance, clock } = provider({ retries: 0, failureThreshold: 3 });
    try {
      queue = ["error", "error", "error"];
      for (const from of ["2026-11-01", "2026-11-02", "2026-11-03"]) {
        await expect(instance.dailyBars("NESN", { from, to: "2026-11-20" })).rejects.toThrow(UpstreamError);
      }
      expect(instance.circuit).toBe("open");
      const refused = await instance.dailyBars("NESN", RANGE).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(UpstreamError);
      expect((refused as UpstreamError).retryAfter).toBe(10);
      expect(requests).toHaveLength(3); // the open circuit did not call the provider

      clock.now = new Date(clock.now.getTime() + 10_000);
      queue = ["error"];
      await expect(instance.dailyBars("NESN", RANGE)).rejects.toThrow(UpstreamError);
      expect(instance.circuit).toBe("open"); // the trial failed: open again for a full cool-down
      expect(requests).toHaveLength(4);

      clock.now = new Date(clock.now.getTime() + 10_000);
      expect(await instance.dailyBars("NESN", RANGE)).toHaveLength(2);
      expect(instance.circuit).toBe("closed");
    } finally {
      await instance.close();
    }
  });

  it("caches end-of-day answers until the next close", async () => {
    const { instance, clock } = provider();
    try {
      await instance.dailyBars("NESN", RANGE);
      clock.now = new Date("2026-11-24T16:29:00Z"); // 17:29 in Zurich, before the close
      await instance.dailyBars("NESN", RANGE);
      expect(requests).toHaveLength(1);
      clock.now = new Date("2026-11-24T16:31:00Z"); // after the close: the day's bar may be new
      await instance.dailyBars("NESN", RANGE);
      expect(requests).toHaveLength(2);
    } finally {
      await instance.close();
    }
  });
});

describe("a market store in front of the provider", () => {
  const local: MarketStore = {
    dataset: async () => ({ source: "demo", builtAt: null, through: null }),
    listSymbols: async () => ({ total: 1, items: [TEST_LISTING] }),
    getListing: async (symbol) => (symbol.toUpperCase() === "TEST" ? TEST_LISTING : null),
    listingsOfCompany: async () => [TEST_LISTING],
    dailyBars: async () => [],
    latestBars: async () => [],
    statements: async () => ({ income_statement: [], balance_sheet: [], cash_flow: [], source: null }),
    executives: async () => ({ executives: [], source: null }),
    profileFacts: async () => null,
    close: async () => undefined,
  };

  it("takes listings from the local store and prices, statements and executives from the provider", async () => {
    const { instance, clock } = provider();
    const store = providerMarketStore(local, instance, () => clock.now);
    try {
      expect((await store.getListing("test"))?.symbol).toBe("TEST");
      expect((await store.latestBars("nesn", 1)).map((b) => b.date)).toEqual(["2026-11-20"]);
      const statements = await store.statements("NESN", "annual");
      expect(statements.income_statement[0]).toMatchObject({ id: 1, symbol: "NESN", revenue: 91000, gross_profit: 42000, cost_of_revenue: null, fiscal_quarter: null, currency: "CHF" });
      expect(statements.source).toBe("provider");
      expect((await store.executives("NESN")).executives.map((e) => [e.id, e.display_order, e.name])).toEqual([[1, 1, "Anna Beispiel"], [2, 2, "Marco Muster"]]);
      expect((await store.dataset()).source).toBe("provider");
    } finally {
      await store.close();
    }
  });

  it("turns a failing provider into an UpstreamError for every read that needs it", async () => {
    const { instance, clock } = provider({ retries: 0 });
    const store = providerMarketStore(local, instance, () => clock.now);
    queue = ["garbage", "error", "error"];
    try {
      await expect(store.latestBars("NESN", 2)).rejects.toBeInstanceOf(UpstreamError);
      await expect(store.statements("NESN", "quarterly")).rejects.toBeInstanceOf(UpstreamError);
      await expect(store.executives("NESN")).rejects.toBeInstanceOf(UpstreamError);
      expect((await store.listSymbols({ limit: 10, offset: 0 })).total).toBe(1);
    } finally {
      await store.close();
    }
  });
});
