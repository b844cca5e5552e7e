/** Hand-made daily bars for the market logic tests (the hand computations in each test refer to these numbers). */
import type { DailyBar, Listing } from "../../src/store/market-port.js";

const bar = (date: string, open: number, high: number, low: number, close: number, volume: number): DailyBar => ({
  symbol: "TEST", date, open, high, low, close, adjClose: null, volume, source: "demo",
});

/** Two weeks around Easter 2026 (Good Friday 3 April and Easter Monday 6 April are closed), oldest first. */
export const EASTER_BARS: readonly DailyBar[] = [
  bar("2026-03-30", 100, 104, 99, 103, 1000),
  bar("2026-03-31", 103, 106, 102, 105, 1500),
  bar("2026-04-01", 105, 105.5, 98, 99, 2000),
  bar("2026-04-02", 99, 101, 97, 100, 1200),
  bar("2026-04-07", 100, 102, 95, 96, 3000),
  bar("2026-04-08", 96, 99, 94, 98, 2500),
  bar("2026-04-09", 98, 110, 97, 108, 4000),
  bar("2026-04-10", 108, 109, 104, 105, 1800),
];

/** A bar a year and a day before the last of EASTER_BARS: outside its 52 weeks. */
export const OLD_BAR: DailyBar = bar("2025-04-11", 300, 500, 1, 300, 999_999);

export const TEST_LISTING: Listing = {
  symbol: "TEST", isin: "CH0000000000", name: "Test Holding AG", currency: "CHF", sector: "Industrials", indexes: ["SIX-primary-list"],
  company: { companyId: 42, uid: "105909036", method: "uid" }, website: null, accountingStandard: "IFRS", fiscalYearEnd: "31.12",
};
