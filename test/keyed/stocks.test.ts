/**
 * The stock endpoints of the keyed API over real HTTP (test/harness.ts), on the test run's demo market store linked to
 * the test register, plus, in a copy of it, hand-made bars (test/market/bars.ts) and the real Novartis SEC sample, so
 * that aggregation and ratios are checked against values computed by hand. Split happy / error / security.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { INCOME_STATEMENT_FIELDS, BALANCE_SHEET_FIELDS, CASH_FLOW_FIELDS } from "../../src/domain/market.js";
import type { PlanName, Scope } from "../../src/keyed/plans.js";
import { runMarketImport } from "../../src/market/import/run-market-import.js";
import { unlinkedListings } from "../../src/market/link.js";
import { loadListingReferences } from "../../src/market/listings.js";
import { KEYED_OPERATIONS } from "../../src/operations/keyed/index.js";
import { openSqliteMarketStore, sqliteMarketUpdater } from "../../src/store/sqlite/market.js";
import { startHarness, type Harness } from "../harness.js";
import { EASTER_BARS, TEST_LISTING } from "../market/bars.js";

const dir = mkdtempSync(join(tmpdir(), "stocks-"));
const marketPath = join(dir, "market.sqlite");
let harness: Harness;

beforeAll(async () => {
  // The test market store, plus a hand-made symbol and the real Novartis statements.
  copyFileSync(inject("marketPath"), marketPath);
  await sqliteMarketUpdater(marketPath)(async (writes) => {
    await writes.putListings([{ ...TEST_LISTING, company: null }]);
    await writes.putBars("TEST", EASTER_BARS.map(({ symbol: _s, source: _source, ...bar }) => bar), "import");
  });
  const report = await runMarketImport({
    kind: "statements",
    paths: ["test/fixtures/market/novartis_sec_xbrl_annual.csv"],
    update: sqliteMarketUpdater(marketPath),
    today: "2026-11-24",
    linkedListings: async () => unlinkedListings(loadListingReferences(), "not needed"),
  });
  expect(report.applied).toBe(true);
  harness = await startHarness({ marketPath });
});
afterAll(async () => {
  await harness.close();
  rmSync(dir, { recursive: true, force: true });
});

async function newKey(plan: PlanName = "enterprise", options: { credits?: number; scopes?: Scope[] } = {}) {
  const { key } = await harness.accounts.createKey({
    name: `stocks ${plan}`,
    plan,
    scopes: options.scopes ?? ["register:read", "stocks:read"],
    expiresAt: null,
    credits: options.credits ?? 1_000,
  });
  return key;
}

const withKey = (key: string): RequestInit => ({ headers: { "X-API-Key": key } });

/** Reads the market store the server answers from, as the test's own check. */
async function fromStore<T>(read: (store: ReturnType<typeof openSqliteMarketStore>) => Promise<T>): Promise<T> {
  const store = openSqliteMarketStore(marketPath);
  try {
    return await read(store);
  } finally {
    await store.close();
  }
}

describe("stocks: happy", () => {
  it("lists symbols with ISIN, currency and the register company where linked, filtered by index and sector", async () => {
    const key = await newKey();
    const all = await harness.getJson("/v1/stocks/symbols?limit=100", withKey(key));
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(209); // 208 reference listings and the hand-made TEST
    expect(all.body.data.next_offset).toBe(100);
    expect(all.body.data.source).toBe("demo+import");
    const rest = await harness.getJson("/v1/stocks/symbols?limit=100&offset=100", withKey(key));
    const last = await harness.getJson("/v1/stocks/symbols?limit=100&offset=200", withKey(key));
    expect(last.body.data.next_offset).toBeNull();
    const items = [...all.body.data.items, ...rest.body.data.items, ...last.body.data.items];
    expect(new Set(items.map((item: any) => item.symbol)).size).toBe(209);
    const nesn = items.find((item: any) => item.symbol === "NESN");
    expect(nesn).toMatchObject({ isin: "CH0038863350", currency: "CHF", company: { uid: "CHE-105.909.036", link: "uid" } });
    // The linked company is the register's: same UID, same name as the listing.
    const company = harness.db.prepare("SELECT uid, name FROM companies WHERE id = ?").get(nesn.company.id) as { uid: string; name: string };
    expect(company).toEqual({ uid: "105909036", name: nesn.name });

    const smi = await harness.getJson("/v1/stocks/symbols?index=smi&limit=100", withKey(key));
    expect(smi.body.data.total).toBeGreaterThan(10);
    expect(smi.body.data.items.every((item: any) => item.indexes.includes("SMI"))).toBe(true);
    const health = await harness.getJson("/v1/stocks/symbols?sector=health%20care&index=SMI", withKey(key));
    expect(health.body.data.items.map((item: any) => item.symbol)).toContain("NOVN");
    expect(health.body.data.items.every((item: any) => item.sector === "Health Care" && item.indexes.includes("SMI"))).toBe(true);
  });

  it("quotes a symbol in any case against the previous close, marked demo, and prices it at the last close", async () => {
    const key = await newKey();
    const [last, previous] = await fromStore((store) => store.latestBars("NESN", 2));
    const quote = await harness.getJson("/v1/stocks/quote/nesn", withKey(key));
    expect(quote.status).toBe(200);
    expect(quote.headers.get("x-credit-cost")).toBe("1");
    expect(quote.body.data).toMatchObject({
      symbol: "NESN", currency: "CHF", date: last.date, last: last.close, previous_close: previous.close, day_high: last.high,
      day_low: last.low, volume: last.volume, source: "demo",
    });
    expect(quote.body.data.change).toBeCloseTo(last.close - previous.close, 4);
    expect(quote.body.data.change_percent).toBeCloseTo(((last.close - previous.close) / previous.close) * 100, 3);
    expect(typeof quote.body.data.is_market_open).toBe("boolean");

    const price = await harness.getJson("/v1/stocks/price/NESN.SW", withKey(key));
    expect(price.body.data).toMatchObject({ symbol: "NESN", price: last.close, currency: "CHF", source: "demo" });
    const eod = await harness.getJson("/v1/stocks/eod/Nesn", withKey(key));
    expect(eod.body.data).toEqual({ symbol: "NESN", date: last.date, open: last.open, high: last.high, low: last.low, close: last.close, volume: last.volume, source: "demo" });
  });

  it("aggregates weeks and months as computed by hand (open first, high max, low min, close last, volume summed)", async () => {
    const key = await newKey();
    const range = "start_date=2026-03-30&end_date=2026-04-10";
    const weekly = await harness.getJson(`/v1/stocks/history/TEST?interval=1week&${range}`, withKey(key));
    expect(weekly.status).toBe(200);
    expect(weekly.headers.get("x-credit-cost")).toBe("3");
    // Week of 30 March: 30, 31 March, 1, 2 April (Good Friday closed). Week of 6 April: 7..10 April (Easter Monday closed).
    expect(weekly.body.data).toEqual({
      symbol: "TEST", currency: "CHF", interval: "1week", source: "import",
      values: [
        { date: "2026-04-07", open: 100, high: 110, low: 94, close: 105, volume: 3000 + 2500 + 4000 + 1800 },
        { date: "2026-03-30", open: 100, high: 106, low: 97, close: 100, volume: 1000 + 1500 + 2000 + 1200 },
      ],
    });
    const monthly = await harness.getJson(`/v1/stocks/history/TEST?interval=1month&${range}`, withKey(key));
    expect(monthly.body.data.values).toEqual([
      { date: "2026-04-01", open: 105, high: 110, low: 94, close: 105, volume: 2000 + 1200 + 3000 + 2500 + 4000 + 1800 },
      { date: "2026-03-30", open: 100, high: 106, low: 99, close: 105, volume: 2500 },
    ]);
    const daily = await harness.getJson(`/v1/stocks/history/TEST?${range}&outputsize=3`, withKey(key));
    expect(daily.body.data.values.map((value: any) => [value.date, value.close])).toEqual([["2026-04-10", 105], ["2026-04-09", 108], ["2026-04-08", 98]]);
  });

  it("answers a year of daily history, newest first, from the store's bars", async () => {
    const key = await newKey();
    const bars = await fromStore((store) => store.latestBars("UBSG", 260));
    const history = await harness.getJson("/v1/stocks/history/UBSG?outputsize=260", withKey(key));
    expect(history.body.data.values).toEqual(bars.map(({ date, open, high, low, close, volume }) => ({ date, open, high, low, close, volume })));
  });

  it("gives financials with exactly the contract's fields, and the Novartis ratios by hand", async () => {
    const key = await newKey();
    const novartis = await harness.getJson("/v1/stocks/financials/NOVN", withKey(key));
    expect(novartis.status).toBe(200);
    expect(novartis.headers.get("x-credit-cost")).toBe("5");
    // FY2020 of the SEC sample: net income 8,071 M / revenue 48,659 M = 0.16587 → 0.1659; no cost of revenue: no gross margin.
    expect(novartis.body.data.ratios).toEqual({ gross_margin: null, net_margin: 0.1659 });
    expect(novartis.body.data).toMatchObject({ symbol: "NOVN", period: "annual", currency: "USD", source: "import" });
    expect(novartis.body.data.income_statement[0]).toMatchObject({ fiscal_year: 2020, revenue: 48_659_000_000, net_income: 8_071_000_000 });

    const common = ["id", "symbol", "period", "fiscal_date", "fiscal_year", "fiscal_quarter", "currency"];
    const demo = await harness.getJson("/v1/stocks/financials/abbn?period=quarterly", withKey(key));
    const { data } = demo.body;
    expect(Object.keys(data.income_statement[0]).sort()).toEqual([...common, ...INCOME_STATEMENT_FIELDS].sort());
    expect(Object.keys(data.balance_sheet[0]).sort()).toEqual([...common, ...BALANCE_SHEET_FIELDS].sort());
    expect(Object.keys(data.cash_flow[0]).sort()).toEqual([...common, ...CASH_FLOW_FIELDS].sort());
    expect(data.income_statement.every((row: any) => row.period === "quarterly" && row.fiscal_quarter >= 1 && row.fiscal_quarter <= 4)).toBe(true);
    const newest = data.income_statement[0];
    expect(data.ratios.gross_margin).toBeCloseTo(newest.gross_profit / newest.revenue, 4);
    expect(data.ratios.net_margin).toBeCloseTo(newest.net_income / newest.revenue, 4);
  });

  it("gives the profile with its register link and statistics, and the key executives in order", async () => {
    const key = await newKey();
    const profile = await harness.getJson("/v1/stocks/profile/NOVN", withKey(key));
    expect(profile.status).toBe(200);
    const bars = await fromStore((store) => store.latestBars("NOVN", 400));
    const newest = bars[0];
    const year = bars.filter((bar) => bar.date >= new Date(Date.parse(newest.date) - 363 * 86_400_000).toISOString().slice(0, 10));
    expect(profile.body.data).toMatchObject({
      symbol: "NOVN", company: { uid: "CHE-103.867.266", link: "uid" }, last_close: newest.close,
      fifty_two_week_high: Math.max(...year.map((bar) => bar.high)), fifty_two_week_low: Math.min(...year.map((bar) => bar.low)),
    });
    expect(profile.body.data.market_cap).toBe(Math.round(profile.body.data.shares_outstanding * newest.close));

    const executives = await harness.getJson("/v1/stocks/key-executives/novn", withKey(key));
    expect(executives.status).toBe(200);
    expect(executives.body.data).toHaveLength(5);
    expect(executives.body.data.map((e: any) => e.display_order)).toEqual([1, 2, 3, 4, 5]);
    expect(Object.keys(executives.body.data[0]).sort()).toEqual(
      ["id", "symbol", "name", "title", "year_born", "pay", "exercised", "currency", "display_order", "source"].sort(),
    );
  });

  it("redirects the contract's unprefixed paths to /v1, free of charge, and the redirect followed answers", async () => {
    const key = await newKey("enterprise", { credits: 10 });
    for (const [path, target] of [
      ["/stocks/eod/NESN", "/v1/stocks/eod/NESN"],
      ["/api/stocks/eod/nesn", "/v1/stocks/eod/nesn"],
      ["/stocks/key-executives/NESN?x=1", "/v1/stocks/key-executives/NESN?x=1"],
    ]) {
      const response = await harness.get(path, withKey(key));
      expect(response.status, path).toBe(308);
      expect(response.headers.get("location")).toBe(target);
    }
    const followed = await fetch(`${harness.baseUrl}/stocks/eod/NESN`, withKey(key));
    expect(followed.status).toBe(200);
    expect(((await followed.json()) as any).data.symbol).toBe("NESN");
    expect(followed.headers.get("x-credits-remaining")).toBe("9");
  });

  it("shows a listed company's listings on its register answers and its fact sheet", async () => {
    const key = await newKey("enterprise");
    const nesn = (await harness.getJson("/v1/stocks/profile/NESN", withKey(key))).body.data;
    const company = await harness.getJson(`/v1/companies/${nesn.company.id}`, withKey(key));
    expect(company.body.data.listings).toEqual([expect.objectContaining({ symbol: "NESN", isin: "CH0038863350" })]);
    const report = await harness.getJson(`/v1/companies/${nesn.company.id}/report`, withKey(key));
    expect(report.body.data.listings.map((l: any) => l.symbol)).toEqual(["NESN"]);
    const sheet = await harness.get(`/companies/x/${nesn.company.id}.md`, { redirect: "follow" });
    expect(await sheet.text()).toContain("## Listed on SIX Swiss Exchange\n\n- **NESN** (ISIN CH0038863350)");

    const listed = new Set((await fromStore((store) => store.listSymbols({ limit: 1_000, offset: 0 }))).items.map((item) => item.company?.companyId));
    const active = harness.db.prepare("SELECT id FROM companies WHERE status = 'active' ORDER BY id").pluck().all() as number[];
    const unlisted = { id: active.find((id) => !listed.has(id))! };
    const plain = await harness.getJson(`/v1/companies/${unlisted.id}`, withKey(key));
    expect(plain.body.data.listings).toEqual([]);
  });

  it("charges each stock endpoint its documented credits", async () => {
    const key = await newKey();
    const paths: Record<string, string> = {
      listStockSymbols: "/v1/stocks/symbols", getStockQuote: "/v1/stocks/quote/UBSG", getStockPrice: "/v1/stocks/price/UBSG",
      getStockHistory: "/v1/stocks/history/UBSG", getStockEod: "/v1/stocks/eod/UBSG", getStockProfile: "/v1/stocks/profile/UBSG",
      getStockFinancials: "/v1/stocks/financials/UBSG", getStockExecutives: "/v1/stocks/key-executives/UBSG",
    };
    for (const operation of KEYED_OPERATIONS.filter((o) => o.group === "stocks")) {
      const response = await harness.get(paths[operation.operationId], withKey(key));
      expect(response.status, operation.operationId).toBe(200);
      expect(response.headers.get("x-credit-cost"), operation.operationId).toBe(String(operation.keyed.credits));
    }
  });
});

describe("stocks: error", () => {
  it("answers an unknown symbol NOT_FOUND with the hint to the symbols list", async () => {
    const key = await newKey();
    for (const path of ["/v1/stocks/quote/ZZZZ", "/v1/stocks/history/ZZZZ", "/v1/stocks/financials/ZZZZ", "/v1/stocks/key-executives/zzzz"]) {
      const response = await harness.getJson(path, withKey(key));
      expect(response.status, path).toBe(404);
      expect(response.body).toMatchObject({ success: false, code: "NOT_FOUND", error: "No listed equity with the symbol ZZZZ." });
      expect(response.body.hint).toContain("/v1/stocks/symbols");
    }
  });

  it("refuses bad history dates and parameters with VALIDATION_ERROR at their path, before any credit is taken", async () => {
    const key = await newKey("enterprise", { credits: 100 });
    const cases: [string, string][] = [
      ["start_date=2026-05-01&end_date=2026-04-01", "query.end_date"],
      ["end_date=2999-01-01", "query.end_date"],
      ["start_date=2999-01-01", "query.start_date"],
      ["start_date=2026-02-30", "query.start_date"],
      ["end_date=24.11.2026", "query.end_date"],
      ["interval=1hour", "query.interval"],
      ["outputsize=0", "query.outputsize"],
      ["outputsize=5001", "query.outputsize"],
      ["outputsize=1e2", "query.outputsize"],
    ];
    for (const [query, path] of cases) {
      const response = await harness.getJson(`/v1/stocks/history/NESN?${query}`, withKey(key));
      expect(response.status, query).toBe(400);
      expect(response.body.code, query).toBe("VALIDATION_ERROR");
      expect(response.body.issues, query).toEqual([{ path, message: expect.any(String) }]);
      expect(response.headers.get("x-credit-cost"), query).toBe("0");
    }
    const reversed = await harness.getJson("/v1/stocks/history/NESN?start_date=2026-05-01&end_date=2026-04-01", withKey(key));
    expect(reversed.body.error).toBe("Parameter end_date must not be before start_date.");
    const period = await harness.getJson("/v1/stocks/financials/NESN?period=yearly", withKey(key));
    expect(period.body.issues).toEqual([{ path: "query.period", message: expect.any(String) }]);
    const balance = await harness.getJson("/v1/health", withKey(key));
    expect(balance.body.data.key.credits).toBe(100);
  });

  it("answers 503 with a refund when there is no market store, and the register still answers", async () => {
    const missing = await startHarness({ marketPath: join(dir, "no-market.sqlite") });
    try {
      const { key } = await missing.accounts.createKey({ name: "m", plan: "enterprise", scopes: ["register:read", "stocks:read"], expiresAt: null, credits: 50 });
      const quote = await missing.getJson("/v1/stocks/quote/NESN", withKey(key));
      expect(quote.status).toBe(503);
      expect(quote.body.code).toBe("SERVICE_UNAVAILABLE");
      expect(quote.body.error).toContain("swiss-register generate market");
      expect(quote.headers.get("x-credit-cost")).toBe("0");
      expect(quote.headers.get("x-credits-remaining")).toBe("50");
      const id = (missing.db.prepare("SELECT id FROM companies LIMIT 1").get() as { id: number }).id;
      const company = await missing.getJson(`/v1/companies/${id}`, withKey(key));
      expect(company.status).toBe(200);
      expect(company.body.data.listings).toBeNull();
    } finally {
      await missing.close();
    }
  });

  it("answers 502 UPSTREAM_ERROR and refunds when the configured provider fails", async () => {
    let calls = 0;
    const provider: Server = createServer((_request, response) => {
      calls++;
      response.writeHead(503, { "content-type": "application/json" });
      response.end('{"error":"maintenance"}');
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    const upstream = await startHarness({ marketPath, marketProviderUrl: `http://127.0.0.1:${(provider.address() as AddressInfo).port}` });
    try {
      const { key } = await upstream.accounts.createKey({ name: "p", plan: "enterprise", scopes: ["stocks:read"], expiresAt: null, credits: 20 });
      const history = await upstream.getJson("/v1/stocks/history/NESN", withKey(key));
      expect(history.status).toBe(502);
      expect(history.body).toMatchObject({ success: false, code: "UPSTREAM_ERROR" });
      expect(history.headers.get("retry-after")).not.toBeNull();
      expect(history.headers.get("x-credit-cost")).toBe("0");
      expect(history.headers.get("x-credits-remaining")).toBe("20");
      expect(calls).toBe(3); // the first attempt and two retries
      // Listings come from the local store: the symbols list still answers.
      const symbols = await upstream.getJson("/v1/stocks/symbols?limit=1", withKey(key));
      expect(symbols.status).toBe(200);
    } finally {
      await upstream.close();
      await new Promise((resolve) => provider.close(resolve));
    }
  });
});

describe("stocks: security", () => {
  it("needs a key, a plan with stocks and a key carrying stocks:read", async () => {
    const none = await harness.getJson("/v1/stocks/quote/NESN");
    expect(none.body.code).toBe("MISSING_API_KEY");
    const free = await newKey("free", { scopes: ["register:read"] });
    const refused = await harness.getJson("/v1/stocks/quote/NESN", withKey(free));
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe("SUBSCRIPTION_REQUIRED");
    const registerOnly = await newKey("pro", { scopes: ["register:read"] });
    const mismatch = await harness.getJson("/v1/stocks/quote/NESN", withKey(registerOnly));
    expect(mismatch.status).toBe(403);
    expect(mismatch.body.code).toBe("SCOPE_MISMATCH");
    const pro = await newKey("pro", { scopes: ["stocks:read"] });
    expect((await harness.getJson("/v1/stocks/quote/NESN", withKey(pro))).status).toBe(200);
    // The redirect itself is free and open; the target asks for the key.
    expect((await harness.get("/stocks/eod/NESN")).status).toBe(308);
  });

  it("refuses symbols that are not tickers (quotes, SQL, traversal, control characters, length) as VALIDATION_ERROR", async () => {
    const key = await newKey();
    for (const given of ["NESN'--", "NE%20SN", "%2E%2E%2Fetc", "NESN%00", "A".repeat(13), "NE*", "%E2%80%AE"]) {
      const response = await harness.getJson(`/v1/stocks/quote/${given}`, withKey(key));
      expect(response.status, given).toBe(400);
      expect(response.body.issues, given).toEqual([{ path: "path.symbol", message: expect.any(String) }]);
    }
  });

  it("never shows a stack trace or internals in a stock error", async () => {
    const key = await newKey();
    const response = await harness.get("/v1/stocks/history/NESN?start_date=%27%3B%20DROP%20TABLE%20bars", withKey(key));
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text).not.toMatch(/at .+\.ts:\d+|SQLITE|better-sqlite3/);
  });
});
