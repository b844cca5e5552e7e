import { describe, expect, it } from "vitest";
import { aggregateBars, barRangeFor, historyQuerySchema } from "../../src/market/history.js";
import { endOfDayOf, priceOf, quoteOf } from "../../src/market/quote.js";
import { profileOf } from "../../src/market/profile.js";
import { financialsOf } from "../../src/market/financials.js";
import type { IncomeStatementRow } from "../../src/domain/market.js";
import { EASTER_BARS, OLD_BAR, TEST_LISTING } from "./bars.js";

describe("history aggregation", () => {
  it("gives daily values newest first, cut to outputsize", () => {
    const values = aggregateBars(EASTER_BARS, "1day", 3);
    expect(values.map((v) => v.date)).toEqual(["2026-04-10", "2026-04-09", "2026-04-08"]);
    expect(values[0]).toEqual({ date: "2026-04-10", open: 108, high: 109, low: 104, close: 105, volume: 1800 });
  });

  it("aggregates weeks: first open, highest high, lowest low, last close, summed volume", () => {
    // Week of 30 March (30, 31 March, 1, 2 April; Good Friday closed):
    //   open 100 (30 March), high max(104, 106, 105.5, 101) = 106, low min(99, 102, 98, 97) = 97,
    //   close 100 (2 April), volume 1000 + 1500 + 2000 + 1200 = 5700.
    // Week of 6 April (Easter Monday closed; 7..10 April):
    //   open 100, high max(102, 99, 110, 109) = 110, low min(95, 94, 97, 104) = 94, close 105,
    //   volume 3000 + 2500 + 4000 + 1800 = 11300.
    expect(aggregateBars(EASTER_BARS, "1week", 10)).toEqual([
      { date: "2026-04-07", open: 100, high: 110, low: 94, close: 105, volume: 11300 },
      { date: "2026-03-30", open: 100, high: 106, low: 97, close: 100, volume: 5700 },
    ]);
  });

  it("aggregates calendar months, and outputsize keeps the newest", () => {
    // March: 30 and 31 March: open 100, high 106, low 99, close 105, volume 2500.
    // April: 1, 2, 7..10 April: open 105, high max(105.5, 101, 102, 99, 110, 109) = 110,
    //   low min(98, 97, 95, 94, 97, 104) = 94, close 105, volume 2000 + 1200 + 3000 + 2500 + 4000 + 1800 = 14500.
    expect(aggregateBars(EASTER_BARS, "1month", 10)).toEqual([
      { date: "2026-04-01", open: 105, high: 110, low: 94, close: 105, volume: 14500 },
      { date: "2026-03-30", open: 100, high: 106, low: 99, close: 105, volume: 2500 },
    ]);
    expect(aggregateBars(EASTER_BARS, "1month", 1)).toHaveLength(1);
  });

  it("refuses malformed, future and reversed dates with the parameter's path", () => {
    const schema = historyQuerySchema("2026-11-24");
    const issue = (query: Record<string, unknown>) => {
      const result = schema.safeParse(query);
      return result.success ? null : { path: result.error.issues[0].path.join("."), message: result.error.issues[0].message };
    };
    expect(issue({ start_date: "2026-02-30" })?.path).toBe("start_date");
    expect(issue({ end_date: "24.11.2026" })?.path).toBe("end_date");
    expect(issue({ end_date: "2026-11-25" })).toEqual({ path: "end_date", message: "Parameter end_date must not be after today (2026-11-24)." });
    expect(issue({ start_date: "2026-05-01", end_date: "2026-04-01" })).toEqual({ path: "end_date", message: "Parameter end_date must not be before start_date." });
    expect(issue({ interval: "1hour" })?.path).toBe("interval");
    expect(issue({ outputsize: "0" })?.path).toBe("outputsize");
    expect(issue({ outputsize: "abc" })?.path).toBe("outputsize");
    expect(schema.parse({})).toEqual({ interval: "1day", outputsize: 30 });
    expect(schema.parse({ outputsize: "250", interval: "1week" })).toEqual({ interval: "1week", outputsize: 250 });
  });

  it("asks the store for enough days before the end when no start date is given", () => {
    const query = historyQuerySchema("2026-11-24").parse({ interval: "1week", outputsize: "4" });
    // 4 weeks × 7 days + 14 days of margin = 42 days before 24 November.
    expect(barRangeFor(query, "2026-11-24")).toEqual({ from: "2026-10-13", to: "2026-11-24" });
  });
});

describe("quote, price and end-of-day record", () => {
  const newestFirst = [...EASTER_BARS].reverse();

  it("gives the change against the previous close and the day's range", () => {
    const quote = quoteOf(TEST_LISTING, newestFirst, new Date("2026-04-13T08:00:00Z"))!;
    // last 105 (10 April), previous close 108 (9 April): change -3, -3 / 108 × 100 = -2.77777… % → -2.7778.
    expect(quote).toMatchObject({
      symbol: "TEST", date: "2026-04-10", last: 105, previous_close: 108, change: -3, change_percent: -2.7778,
      open: 108, day_high: 109, day_low: 104, volume: 1800, currency: "CHF", source: "demo",
    });
    // The close of Friday 10 April 2026, 17:30 in summer time (UTC+2).
    expect(quote.timestamp).toBe("2026-04-10T15:30:00.000Z");
    // Monday 13 April 2026, 10:00 in Zurich.
    expect(quote.is_market_open).toBe(true);
    expect(quoteOf(TEST_LISTING, newestFirst, new Date("2026-04-13T16:00:00Z"))!.is_market_open).toBe(false);
  });

  it("has no change when there is no previous day, and no quote without bars", () => {
    const quote = quoteOf(TEST_LISTING, newestFirst.slice(0, 1), new Date("2026-04-13T08:00:00Z"))!;
    expect(quote.previous_close).toBeNull();
    expect(quote.change).toBeNull();
    expect(quote.change_percent).toBeNull();
    expect(quoteOf(TEST_LISTING, [], new Date())).toBeNull();
  });

  it("stamps a bar of today, while the day still trades, with the present instant", () => {
    const now = new Date("2026-04-10T09:00:00Z");
    expect(priceOf(TEST_LISTING, newestFirst[0], now)).toEqual({ symbol: "TEST", price: 105, currency: "CHF", timestamp: now.toISOString(), source: "demo" });
  });

  it("gives the end-of-day record with exactly the contract's fields", () => {
    expect(endOfDayOf(newestFirst[0])).toEqual({ symbol: "TEST", date: "2026-04-10", open: 108, high: 109, low: 104, close: 105, volume: 1800 });
    expect(endOfDayOf(undefined)).toBeNull();
  });
});

describe("profile statistics", () => {
  it("computes market cap, 52-week range, average volume and dividend yield by hand", () => {
    const facts = { symbol: "TEST", sharesOutstanding: 1_000_000, dividendPerShare: 2.1, dividendCurrency: "CHF", source: "demo" };
    const profile = profileOf(TEST_LISTING, facts, [OLD_BAR, ...EASTER_BARS]);
    // The bar of 11 April 2025 lies outside the 364 days ending 10 April 2026 (they start 12 April 2025).
    expect(profile).toMatchObject({
      last_close: 105,
      last_date: "2026-04-10",
      market_cap: 105_000_000, // 1,000,000 × 105
      fifty_two_week_high: 110, // 9 April
      fifty_two_week_low: 94, // 8 April
      average_volume: 2125, // (1000 + 1500 + 2000 + 1200 + 3000 + 2500 + 4000 + 1800) / 8 = 17000 / 8
      dividend_yield: 0.02, // 2.10 / 105
      company: { id: 42, uid: "CHE-105.909.036", link: "uid" },
      source: "demo",
    });
  });

  it("leaves the dividend yield unknown when the dividend is in another currency or unknown", () => {
    const usd = { symbol: "TEST", sharesOutstanding: null, dividendPerShare: 3, dividendCurrency: "USD", source: "import" };
    const profile = profileOf(TEST_LISTING, usd, EASTER_BARS);
    expect(profile.dividend_yield).toBeNull();
    expect(profile.market_cap).toBeNull();
    expect(profileOf(TEST_LISTING, null, []).fifty_two_week_high).toBeNull();
  });
});

describe("financials ratios", () => {
  const income = (fiscal_year: number, figures: Partial<IncomeStatementRow>): IncomeStatementRow => ({
    id: fiscal_year, symbol: "TEST", period: "annual", fiscal_date: `${fiscal_year}-12-31`, fiscal_year, fiscal_quarter: null, currency: "CHF",
    revenue: null, cost_of_revenue: null, gross_profit: null, operating_expenses: null, ebitda: null, operating_income: null,
    pretax_income: null, tax_expense: null, net_income: null, eps_basic: null, eps_diluted: null, ...figures,
  });

  it("computes the margins from the newest income statement row", () => {
    const financials = financialsOf("TEST", "annual", {
      income_statement: [income(2025, { revenue: 1000, cost_of_revenue: 600, net_income: 150 }), income(2024, { revenue: 800, gross_profit: 500, net_income: 40 })],
      balance_sheet: [],
      cash_flow: [],
      source: "demo",
    }, "CHF");
    // 2025: gross profit = 1000 − 600 = 400 (no gross_profit given): 400 / 1000 = 0.4; net 150 / 1000 = 0.15.
    expect(financials.ratios).toEqual({ gross_margin: 0.4, net_margin: 0.15 });
    expect(financials.currency).toBe("CHF");
  });

  it("leaves a margin null when its figures are unknown", () => {
    const financials = financialsOf("TEST", "annual", { income_statement: [income(2025, { net_income: 5 })], balance_sheet: [], cash_flow: [], source: "import" }, "CHF");
    expect(financials.ratios).toEqual({ gross_margin: null, net_margin: null });
    expect(financialsOf("TEST", "quarterly", { income_statement: [], balance_sheet: [], cash_flow: [], source: null }, "CHF").ratios).toEqual({ gross_margin: null, net_margin: null });
  });
});
