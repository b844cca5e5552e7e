/** A listed company's profile and statistics: identity, register link, market cap, 52-week range, volume, dividend yield. */
import type { StockProfile } from "../domain/market.js";
import type { BarRange, DailyBar, Listing, ProfileFacts } from "../store/market-port.js";
import { stockSymbolOf } from "./access.js";
import { addDays } from "./calendar.js";
import { ratio } from "./numbers.js";

/** The 52 weeks (364 days) that end with the newest bar. */
const YEAR_DAYS = 364;
/** The average volume is taken over the newest 63 trading days, about three months. */
const AVERAGE_VOLUME_DAYS = 63;

export type Profile = StockProfile;

/** The bars the statistics need, given the newest bar's date. */
export function profileBarRange(newestDate: string): BarRange {
  return { from: addDays(newestDate, -YEAR_DAYS + 1), to: newestDate };
}

/** The profile from the listing, its facts and the bars of its last 52 weeks (oldest first). */
export function profileOf(listing: Listing, facts: ProfileFacts | null, yearOfBars: readonly DailyBar[]): Profile {
  const newest = yearOfBars[yearOfBars.length - 1];
  const window = newest ? yearOfBars.filter((bar) => bar.date >= profileBarRange(newest.date).from!) : [];
  const recent = window.slice(-AVERAGE_VOLUME_DAYS);
  const shares = facts?.sharesOutstanding ?? null;
  const dividend = facts?.dividendPerShare ?? null;
  const sameCurrency = facts?.dividendCurrency === listing.currency;
  return {
    symbol: listing.symbol,
    name: listing.name,
    isin: listing.isin,
    currency: listing.currency,
    sector: listing.sector,
    indexes: listing.indexes,
    company: stockSymbolOf(listing).company,
    website: listing.website,
    accounting_standard: listing.accountingStandard,
    fiscal_year_end: listing.fiscalYearEnd,
    shares_outstanding: shares,
    last_close: newest?.close ?? null,
    last_date: newest?.date ?? null,
    market_cap: shares !== null && newest ? Math.round(shares * newest.close) : null,
    fifty_two_week_high: window.length > 0 ? Math.max(...window.map((bar) => bar.high)) : null,
    fifty_two_week_low: window.length > 0 ? Math.min(...window.map((bar) => bar.low)) : null,
    average_volume: recent.length > 0 ? Math.round(recent.reduce((sum, bar) => sum + bar.volume, 0) / recent.length) : null,
    dividend_per_share: dividend,
    dividend_yield: sameCurrency && newest ? ratio(dividend, newest.close) : null,
    source: newest?.source ?? facts?.source ?? null,
  };
}

