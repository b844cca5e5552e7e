import { statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { financialsOf } from "../../src/market/financials.js";
import { writeDemoMarket } from "../../src/market/demo.js";
import { describeReject, readNumber } from "../../src/market/import/rejects.js";
import { runMarketImport, type MarketImportKind } from "../../src/market/import/run-market-import.js";
import { unlinkedListings } from "../../src/market/link.js";
import { loadListingReferences } from "../../src/market/listings.js";
import { openSqliteMarketStore, sqliteMarketUpdater } from "../../src/store/sqlite/market.js";
import { marketDigest, runCli, temporaryDirectory } from "./helpers.js";

const dir = temporaryDirectory();
afterAll(() => dir.remove());

const FIXTURES = "test/fixtures/market";
const TODAY = "2026-11-24";
const initial = unlinkedListings(loadListingReferences(), "no register in this test");
const sample = initial.listings.filter((l) => ["NESN", "NOVN", "UBSG"].includes(l.symbol));

let path: string;
let counter = 0;
beforeEach(async () => {
  path = join(dir.path, `market-${++counter}.sqlite`);
  await sqliteMarketUpdater(path)((writes) => writeDemoMarket(writes, sample, 1, "2026-11-13"), { fresh: true });
});

const importFiles = (kind: MarketImportKind, files: string[], databasePath = path, symbol?: string) =>
  runMarketImport({
    kind, paths: files.map((f) => join(FIXTURES, f)), symbol, update: sqliteMarketUpdater(databasePath), today: TODAY,
    linkedListings: async () => initial,
  });

async function withStore<T>(read: (store: ReturnType<typeof openSqliteMarketStore>) => Promise<T>): Promise<T> {
  const store = openSqliteMarketStore(path);
  try {
    return await read(store);
  } finally {
    await store.close();
  }
}

describe("numbers in price files", () => {
  it("reads Swiss thousands separators and refuses a comma rather than guess what it means", () => {
    expect(readNumber("1'234.50")).toBe(1234.5);
    expect(readNumber("12’345’600")).toBe(12_345_600);
    expect(readNumber("76.4")).toBe(76.4);
    expect(readNumber("31,100")).toBeNull();
    expect(readNumber("31,10")).toBeNull();
    expect(readNumber("null")).toBeNull();
    expect(readNumber("")).toBeNull();
    expect(readNumber("12'34")).toBeNull();
  });
});

describe("import market ohlcv", () => {
  it("imports the common CSV shape, replaces the demo series and reports each refused row on one line", async () => {
    const demoBars = await withStore((store) => store.dailyBars("NESN", {}));
    const report = await importFiles("ohlcv", ["NESN.SW.csv"]);
    expect(report.rejects.map(describeReject)).toEqual([
      'NESN.SW.csv:4: open "null" is not a number',
      "NESN.SW.csv:7: date 2026-11-21 is a Saturday, when the SIX does not trade",
      "NESN.SW.csv:8: date 2026-11-19 appears twice (first on line 5)",
      "NESN.SW.csv:9: low 76.2 is above the open 75.8 or the close 76",
    ]);
    expect(report.totals).toEqual({ added: 4, changed: 0, unchanged: 0, removed: demoBars.length });
    const bars = await withStore((store) => store.dailyBars("nesn", {}));
    expect(bars.map((b) => [b.date, b.close, b.adjClose, b.volume, b.source])).toEqual([
      ["2026-11-16", 76.9, 76.9, 4120300, "import"],
      ["2026-11-17", 77.64, 77.64, 3891000, "import"],
      ["2026-11-19", 77, 77, 5023400, "import"],
      ["2026-11-20", 76.4, 76.4, 4410000, "import"],
    ]);
    // The other symbols keep their demo series; the store says it mixes both.
    expect((await withStore((store) => store.latestBars("NOVN", 1)))[0].source).toBe("demo");
    expect((await withStore((store) => store.dataset())).source).toBe("demo+import");
  });

  it("changes nothing when the same file is imported again", async () => {
    await importFiles("ohlcv", ["NESN.SW.csv"]);
    const digest = marketDigest(path);
    const modified = statSync(path).mtimeMs;
    const again = await importFiles("ohlcv", ["NESN.SW.csv"]);
    expect(again.totals).toEqual({ added: 0, changed: 0, unchanged: 4, removed: 0 });
    expect(marketDigest(path)).toEqual(digest);
    expect(statSync(path).mtimeMs).toBe(modified);
  });

  it("reads the SIX style: semicolons, dd.mm.yyyy dates and ' thousands separators", async () => {
    const report = await importFiles("ohlcv", ["ubsg-six.csv"]);
    expect(report.rejects.map(describeReject)).toEqual([
      'ubsg-six.csv:5: date "2026-11-19" is not dd.mm.yyyy',
      "ubsg-six.csv:6: close -31.2 is not a positive price",
    ]);
    const bars = await withStore((store) => store.dailyBars("UBSG", {}));
    expect(bars.map((b) => [b.date, b.open, b.close, b.volume])).toEqual([
      ["2026-11-16", 31.1, 31.42, 12_345_600],
      ["2026-11-17", 31.42, 31.88, 9_876_500],
      ["2026-11-18", 31.88, 31.7, 10_001_000],
    ]);
  });

  it("refuses a file of a symbol that is not listed, and loses nothing when no row is usable", async () => {
    const before = marketDigest(path);
    const report = await importFiles("ohlcv", ["ubsg-six.csv"], path, "ZZZZ");
    expect(report.rejects.map(describeReject)).toContain("ubsg-six.csv: ZZZZ is not a listed symbol (data/market/six_listed.csv); its rows were not imported");
    expect(report.applied).toBe(false);
    expect(marketDigest(path)).toEqual(before);
    const unreadable = await importFiles("ohlcv", ["no-such-file.csv"]);
    expect(unreadable.rejects.map(describeReject)).toEqual([`${join(FIXTURES, "no-such-file.csv")}: cannot be read: ENOENT`]);
    expect(marketDigest(path)).toEqual(before);
  });

  it("creates a new store with the listed symbols when there is none", async () => {
    const fresh = join(dir.path, "new", "market.sqlite");
    const report = await importFiles("ohlcv", ["NESN.SW.csv"], fresh);
    expect(report.link?.listings).toBe(208);
    const store = openSqliteMarketStore(fresh);
    try {
      expect((await store.listSymbols({ limit: 1, offset: 0 })).total).toBe(208);
      expect(await store.dataset()).toMatchObject({ source: "import" });
      expect(await store.dailyBars("NESN", {})).toHaveLength(4);
    } finally {
      await store.close();
    }
  });
});

describe("import market statements", () => {
  it("reads the real Novartis SEC sample: the latest filing of a restated year wins, margins by hand", async () => {
    const report = await importFiles("statements", ["novartis_sec_xbrl_annual.csv"]);
    expect(report.rejects).toEqual([]);
    expect(report.rows).toBe(11); // 6 income statement years (2015..2020), 5 balance sheet years (2016..2020)
    const set = await withStore((store) => store.statements("NOVN", "annual"));
    expect(set.source).toBe("import");
    expect(set.income_statement.map((r) => [r.fiscal_year, r.revenue, r.net_income, r.currency])).toEqual([
      [2020, 48_659_000_000, 8_071_000_000, "USD"],
      [2019, 47_498_000_000, 11_737_000_000, "USD"],
      [2018, 44_833_000_000, 12_614_000_000, "USD"], // restated (filed 2021), not 51,900 M as first reported
      [2017, 42_381_000_000, 7_703_000_000, "USD"], // restated (filed 2020), not 49,109 M
      [2016, 48_518_000_000, 6_698_000_000, "USD"],
      [2015, 49_440_000_000, 17_794_000_000, "USD"],
    ]);
    expect(set.balance_sheet.map((r) => [r.fiscal_date, r.total_assets])).toEqual([
      ["2020-12-31", 132_059_000_000], ["2019-12-31", 118_370_000_000], ["2018-12-31", 145_563_000_000],
      ["2017-12-31", 133_079_000_000], ["2016-12-31", 130_124_000_000],
    ]);
    // The demo cash flows of Novartis are gone: one period of financials has one source.
    expect(set.cash_flow).toEqual([]);
    const financials = financialsOf("NOVN", "annual", set, "CHF");
    // FY2020: net margin 8,071 / 48,659 = 0.165868… → 0.1659; no cost of revenue or gross profit: no gross margin.
    expect(financials.ratios).toEqual({ gross_margin: null, net_margin: 0.1659 });
    expect(financials.currency).toBe("USD");
    // FY2017 from the same rows: 7,703 / 42,381 = 0.18176… → 0.1818.
    expect(financialsOf("NOVN", "annual", { ...set, income_statement: set.income_statement.slice(3) }, "CHF").ratios.net_margin).toBe(0.1818);
  });

  it("reads a JSON financials bundle and refuses a quarterly row without its quarter", async () => {
    const report = await importFiles("statements", ["statements.json"]);
    expect(report.rejects.map(describeReject)).toEqual(["statements.json: income_statement[2]: fiscal_quarter: a quarterly row needs 1..4"]);
    const set = await withStore((store) => store.statements("UBSG", "quarterly"));
    expect(set.income_statement.map((r) => [r.fiscal_date, r.fiscal_quarter])).toEqual([["2026-06-30", 2], ["2026-03-31", 1]]);
    // Newest quarter: gross (12,000 − 3,000) / 12,000 = 0.75; net 2,400 / 12,000 = 0.2.
    expect(financialsOf("UBSG", "quarterly", set, "CHF").ratios).toEqual({ gross_margin: 0.75, net_margin: 0.2 });
    const again = await importFiles("statements", ["statements.json"]);
    expect(again.totals).toMatchObject({ added: 0, changed: 0, removed: 0 });
  });
});

describe("import market executives", () => {
  it("replaces each named symbol's executives and reports the rows it cannot use", async () => {
    const report = await importFiles("executives", ["executives.csv"]);
    expect(report.rejects.map(describeReject)).toEqual([
      "executives.csv:6: name is empty",
      'executives.csv:7: pay "abc" is not a non-negative number',
      "executives.csv: ZZZZ is not a listed symbol (data/market/six_listed.csv); its rows were not imported",
    ]);
    const nestle = await withStore((store) => store.executives("NESN"));
    expect(nestle.source).toBe("import");
    expect(nestle.executives.map((e) => [e.display_order, e.name, e.title, e.year_born, e.pay, e.exercised])).toEqual([
      [1, "Anna Beispiel", "Chief Executive Officer", 1968, 5_200_000, 1_250_000],
      [2, "Marco Muster", "Chief Financial Officer", 1972, 2_400_000, null],
      [3, "Claire Exemple", "Chair of the Board", 1959, 3_100_000, 0],
    ]);
    expect((await withStore((store) => store.executives("NOVN"))).executives.map((e) => e.name)).toEqual(["Peter Probe"]);
    const digest = marketDigest(path);
    expect((await importFiles("executives", ["executives.csv"])).totals).toEqual({ added: 0, changed: 0, unchanged: 4, removed: 0 });
    expect(marketDigest(path)).toEqual(digest);
  });
});

describe("swiss-register import market", () => {
  it("prints one line per refused row, and a second run changes nothing", () => {
    const args = ["import", "market", "ohlcv", join(FIXTURES, "NESN.SW.csv"), "--database", path, "--register", join(dir.path, "none.sqlite")];
    const first = runCli(args);
    expect(first.status).toBe(0);
    expect(first.stderr).toContain("NESN.SW.csv:4: open \"null\" is not a number");
    expect(first.stderr).toMatch(/4 added, 0 changed, 0 unchanged, \d+ rows of another source \(demo\) removed/);
    const second = runCli(args);
    expect(second.stderr).toContain("0 added, 0 changed, 4 unchanged, 0 rows of another source (demo) removed");
  });

  it("answers a wrong kind or a missing file list with exit code 2", () => {
    expect(runCli(["import", "market", "prices", "x.csv"]).status).toBe(2);
    const none = runCli(["import", "market", "ohlcv"]);
    expect(none.status).toBe(2);
    expect(none.stderr).toContain("import market ohlcv needs at least one file");
  });
});
