import Database from "better-sqlite3";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { BackendUnavailableError } from "../../src/domain/errors.js";
import { isTradingDay } from "../../src/market/calendar.js";
import { demoBars, writeDemoMarket } from "../../src/market/demo.js";
import { unlinkedListings } from "../../src/market/link.js";
import { listingNameKey, loadListingReferences } from "../../src/market/listings.js";
import { MarketUpdateError, openSqliteMarketStore, sqliteMarketUpdater } from "../../src/store/sqlite/market.js";
import type { Listing, MarketStore } from "../../src/store/market-port.js";
import { marketDigest, runCli, temporaryDirectory } from "./helpers.js";

const dir = temporaryDirectory();
afterAll(() => dir.remove());

const THROUGH = "2026-11-20";
/** A few listings of different sectors and sizes: enough to see the shape, quick to build. */
const SAMPLE = ["NESN", "NOVN", "UBSG", "LOGN", "TEMN", "ZUBN", "ADVN"];
const allListings = unlinkedListings(loadListingReferences(), "no register in this test").listings;
const sample: Listing[] = allListings.filter((listing) => SAMPLE.includes(listing.symbol));

async function buildDemo(path: string, seed: number, through = THROUGH, listings = sample) {
  return sqliteMarketUpdater(path)((writes) => writeDemoMarket(writes, listings, seed, through), { fresh: true });
}

describe("the reference list in data/market", () => {
  it("holds the 208 SIX-listed equities, with the two confirmed UIDs and the SMI members", () => {
    const references = loadListingReferences();
    expect(references).toHaveLength(208);
    expect(references.find((r) => r.symbol === "NESN")).toMatchObject({ uid: "105909036", isin: "CH0038863350", currency: "CHF", sector: "Consumer Staples" });
    expect(references.filter((r) => r.uid !== null).map((r) => r.symbol)).toEqual(["NESN", "NOVN"]);
    expect(references.find((r) => r.symbol === "ROP")?.indexes).toEqual(["SMI"]);
    // listed_company_metadata.csv adds the accounting standard and fiscal-year end where the name matches.
    expect(references.find((r) => r.symbol === "ABBN")).toMatchObject({ accountingStandard: "US GAAP", fiscalYearEnd: "31.12" });
  });
});

describe("the demo market data", () => {
  let store: MarketStore;
  const path = join(dir.path, "demo.sqlite");
  beforeAll(async () => {
    await buildDemo(path, 1);
    store = openSqliteMarketStore(path);
  });
  afterAll(() => store.close());

  it("is the same for the same seed and differs for another seed", async () => {
    const again = join(dir.path, "again.sqlite");
    const other = join(dir.path, "other.sqlite");
    await buildDemo(again, 1);
    await buildDemo(other, 2);
    expect(marketDigest(again)).toEqual(marketDigest(path));
    expect(marketDigest(other).bars).not.toBe(marketDigest(path).bars);
  });

  it("keeps a day's prices whatever day the series runs through", () => {
    const nestle = sample.find((l) => l.symbol === "NESN")!;
    const shorter = demoBars(nestle, 1, "2024-06-28");
    const longer = demoBars(nestle, 1, THROUGH);
    expect(longer.slice(0, shorter.length)).toEqual(shorter);
  });

  it("has one bar on every SIX trading day and none on weekends or holidays", async () => {
    const bars = await store.dailyBars("NESN", { from: "2025-12-20", to: "2026-01-10" });
    expect(bars.map((b) => b.date)).toEqual(["2025-12-22", "2025-12-23", "2025-12-29", "2025-12-30", "2026-01-05", "2026-01-06", "2026-01-07", "2026-01-08", "2026-01-09"]);
    const all = await store.dailyBars("NESN", {});
    expect(all.every((b) => isTradingDay(b.date))).toBe(true);
    expect(all[0].date).toBe("2021-01-04");
    expect(all[all.length - 1].date).toBe(THROUGH);
  });

  it("gives prices whose high and low contain open and close, marked demo", async () => {
    for (const symbol of SAMPLE) {
      const bars = await store.dailyBars(symbol, {});
      for (const b of bars) {
        expect(b.low).toBeLessThanOrEqual(Math.min(b.open, b.close));
        expect(b.high).toBeGreaterThanOrEqual(Math.max(b.open, b.close));
        expect(b.low).toBeGreaterThan(0);
        expect(b.source).toBe("demo");
      }
    }
  });

  it("moves a technology stock more than a food maker (volatility by sector)", async () => {
    const volatility = async (symbol: string) => {
      const closes = (await store.dailyBars(symbol, {})).map((b) => b.close);
      const returns = closes.slice(1).map((close, i) => Math.log(close / closes[i]));
      const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
      return Math.sqrt((returns.reduce((a, r) => a + (r - mean) ** 2, 0) / returns.length) * 252);
    };
    // Nestlé (Consumer Staples, SMI) 0.16 × 0.9; Temenos (Information Technology) 0.34.
    const nestle = await volatility("NESN");
    const temenos = await volatility("TEMN");
    expect(nestle).toBeGreaterThan(0.1);
    expect(nestle).toBeLessThan(0.25);
    expect(temenos).toBeGreaterThan(nestle);
  });

  it("writes statements that add up, executives and profile facts, every one marked demo", async () => {
    const annual = await store.statements("nesn", "annual");
    expect(annual.source).toBe("demo");
    expect(annual.income_statement).toHaveLength(5);
    expect(annual.income_statement[0].fiscal_date).toBe("2025-12-31");
    for (const row of annual.income_statement) {
      expect(row.gross_profit).toBe(row.revenue! - row.cost_of_revenue!);
      expect(row.operating_income).toBe(row.gross_profit! - row.operating_expenses!);
      expect(row.net_income).toBe(row.pretax_income! - row.tax_expense!);
      expect(row.fiscal_quarter).toBeNull();
    }
    for (const row of annual.balance_sheet) expect(row.total_assets).toBe(row.total_liabilities! + row.total_equity!);
    for (const row of annual.cash_flow) expect(row.free_cash_flow).toBe(row.operating_cash_flow! + row.capital_expenditure!);
    const quarterly = await store.statements("NESN", "quarterly");
    expect(quarterly.income_statement).toHaveLength(8);
    expect(quarterly.income_statement.map((r) => r.fiscal_quarter).slice(0, 4)).toEqual([3, 2, 1, 4]);
    const executives = await store.executives("NESN");
    expect(executives.source).toBe("demo");
    expect(executives.executives.map((e) => e.title)[0]).toBe("Chief Executive Officer");
    expect(executives.executives.map((e) => e.display_order)).toEqual([1, 2, 3, 4, 5]);
    const facts = await store.profileFacts("NESN");
    expect(facts?.sharesOutstanding).toBeGreaterThan(0);
    expect(facts?.source).toBe("demo");
    expect(await store.dataset()).toMatchObject({ source: "demo", through: THROUGH });
  });
});

describe("the SQLite market store", () => {
  const path = join(dir.path, "store.sqlite");
  beforeAll(() => buildDemo(path, 3));

  it("matches symbols case-insensitively and pages and filters the listings", async () => {
    const store = openSqliteMarketStore(path);
    try {
      expect((await store.getListing(" nesn "))?.symbol).toBe("NESN");
      expect(await store.getListing("NOPE")).toBeNull();
      const smi = await store.listSymbols({ index: "smi", limit: 2, offset: 0 });
      expect(smi.total).toBe(4); // LOGN, NESN, NOVN, UBSG among the sample
      expect(smi.items.map((l) => l.symbol)).toEqual(["LOGN", "NESN"]);
      expect((await store.listSymbols({ index: "SMI", limit: 2, offset: 2 })).items.map((l) => l.symbol)).toEqual(["NOVN", "UBSG"]);
      expect((await store.listSymbols({ sector: "health care", limit: 10, offset: 0 })).items.map((l) => l.symbol)).toEqual(["NOVN"]);
      // A membership is matched whole: "SIX" is not "SIX-primary-list".
      expect((await store.listSymbols({ index: "SIX", limit: 10, offset: 0 })).total).toBe(0);
      expect((await store.listSymbols({ index: "%", limit: 10, offset: 0 })).total).toBe(0);
      expect((await store.listSymbols({ limit: 10, offset: 0 })).total).toBe(SAMPLE.length);
      const latest = await store.latestBars("NESN", 2);
      expect(latest.map((b) => b.date)).toEqual([THROUGH, "2026-11-19"]);
    } finally {
      await store.close();
    }
  });

  it("refuses a store that is missing or not a market store, naming the path", () => {
    expect(() => openSqliteMarketStore(join(dir.path, "missing.sqlite"))).toThrow(BackendUnavailableError);
    expect(() => openSqliteMarketStore(join(dir.path, "missing.sqlite"))).toThrow(/missing\.sqlite.*generate market/);
    const notAStore = join(dir.path, "text.sqlite");
    writeFileSync(notAStore, "hello");
    expect(() => openSqliteMarketStore(notAStore)).toThrow(BackendUnavailableError);
  });

  it("leaves the store as it was when an update fails halfway", async () => {
    const before = marketDigest(path);
    await expect(
      sqliteMarketUpdater(path)(async (writes) => {
        await writes.putBars("NESN", [], "import");
        throw new Error("the importer stopped");
      }),
    ).rejects.toThrow("the importer stopped");
    expect(marketDigest(path)).toEqual(before);
    expect(readdirSync(dir.path).filter((name) => name.includes(".tmp") || name.endsWith(".lock"))).toEqual([]);
  });

  it("refuses an update that would leave rows of a symbol that is not listed", async () => {
    const before = marketDigest(path);
    const update = sqliteMarketUpdater(path)((writes) =>
      writes.putBars("ZZZZ", [{ date: "2026-11-20", open: 1, high: 1, low: 1, close: 1, adjClose: null, volume: 1 }], "import"));
    await expect(update).rejects.toThrow(MarketUpdateError);
    await expect(sqliteMarketUpdater(path)(async () => undefined)).resolves.toBeUndefined();
    expect(marketDigest(path)).toEqual(before);
  });

  it("does not touch the file when an update changes nothing", async () => {
    const modified = statSync(path).mtimeMs;
    const listings = sample;
    const tally = await sqliteMarketUpdater(path)((writes) => writes.putListings(listings));
    expect(tally).toEqual({ added: 0, changed: 0, unchanged: listings.length, removed: 0 });
    expect(statSync(path).mtimeMs).toBe(modified);
  });
});

describe("swiss-register generate market", () => {
  it("builds the store for every listed symbol and writes the link report against the register", () => {
    const database = join(dir.path, "cli", "market.sqlite");
    const result = runCli(["generate", "market", "--database", database, "--register", inject("registerPath"), "--seed", "5", "--through", "2026-11-20"]);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Generated demo market data for 208 symbols through 2026-11-20 \(seed 5\)/);
    // The demo register holds the first listed companies (src/generate/listed-companies.ts): each links, NESN and NOVN
    // by their UIDs, the others by their names; a listed company the register does not hold stays unlinked, saying so.
    const report = JSON.parse(readFileSync(`${database}.link-report.json`, "utf8"));
    const db = new Database(inject("registerPath"), { readonly: true });
    const held = new Set((db.prepare("SELECT name FROM companies WHERE status = 'active'").pluck().all() as string[]).map(listingNameKey));
    db.close();
    const heldListings = loadListingReferences().filter((reference) => reference.name !== null && held.has(listingNameKey(reference.name)));
    expect(heldListings.length).toBeGreaterThanOrEqual(10);
    expect(report.linked.map((l: { symbol: string }) => l.symbol).sort()).toEqual(heldListings.map((reference) => reference.symbol).sort());
    expect(report.linked.filter((l: { method: string }) => l.method === "uid").map((l: { symbol: string }) => l.symbol)).toEqual(["NESN", "NOVN"]);
    for (const linked of report.linked) expect(listingNameKey(linked.company_name)).toBe(listingNameKey(linked.name));
    expect(result.stdout).toMatch(new RegExp(`Linked ${heldListings.length} of 208 listings to the register \\(demo\\): 2 by UID, 0 by name and seat, ${heldListings.length - 2} by a name`));
    expect(report.unlinked).toHaveLength(208 - heldListings.length);
    expect(report.unlinked.find((u: { symbol: string }) => u.symbol === "AERO").reason).toBe("the reference list gives no name");
    expect(existsSync(database)).toBe(true);
  });

  it("refuses to replace a store that holds imported data, and refuses a date in the future", async () => {
    const database = join(dir.path, "imported.sqlite");
    await sqliteMarketUpdater(database)(async (writes) => {
      await writes.putListings(sample);
      await writes.setDataset({ source: "import", builtAt: null, through: null });
    });
    const refused = runCli(["generate", "market", "--database", database, "--through", "2026-11-20"]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("holds import data; use --force to replace it");
    const future = runCli(["generate", "market", "--database", database, "--through", "2999-01-01"]);
    expect(future.status).toBe(2);
    expect(future.stderr).toContain("--through must be a date YYYY-MM-DD");
  });
});
