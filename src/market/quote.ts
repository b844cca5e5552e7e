/** Quote, price and end-of-day record of a symbol, from its newest bars (pure: no store, no clock). */
import type { StockEndOfDay, StockPrice, StockQuote } from "../domain/market.js";
import type { DailyBar, Listing } from "../store/market-port.js";
import { closeOf, isMarketOpen } from "./calendar.js";
import { roundTo } from "./numbers.js";

/** A quote: the last price against the previous close, the day's range and volume, and whether the SIX trades now. */
export type Quote = StockQuote;
export type Price = StockPrice;

function timestampOf(bar: DailyBar, now: Date): string {
  const close = closeOf(bar.date);
  return (close.getTime() > now.getTime() ? now : close).toISOString();
}

/** The quote from the newest bars (newest first: `[today, previous day, …]`); null when there is no bar. */
export function quoteOf(listing: Listing, newestFirst: readonly DailyBar[], now: Date): Quote | null {
  const [last, previous] = newestFirst;
  if (!last) return null;
  const previousClose = previous?.close ?? null;
  const change = previousClose === null ? null : roundTo(last.close - previousClose, 4);
  return {
    symbol: listing.symbol,
    name: listing.name,
    currency: listing.currency,
    date: last.date,
    timestamp: timestampOf(last, now),
    last: last.close,
    open: last.open,
    day_high: last.high,
    day_low: last.low,
    volume: last.volume,
    previous_close: previousClose,
    change,
    change_percent: change === null || previousClose === null || previousClose === 0 ? null : roundTo((change / previousClose) * 100, 4),
    is_market_open: isMarketOpen(now),
    source: last.source,
  };
}

/** The current price alone; null when there is no bar. */
export function priceOf(listing: Listing, newest: DailyBar | undefined, now: Date): Price | null {
  if (!newest) return null;
  return { symbol: listing.symbol, price: newest.close, currency: listing.currency, timestamp: timestampOf(newest, now), source: newest.source };
}

/** The end-of-day record (spec part 2.2) of the newest bar; null when there is none. */
export function endOfDayOf(newest: DailyBar | undefined): StockEndOfDay | null {
  if (!newest) return null;
  return { symbol: newest.symbol, date: newest.date, open: newest.open, high: newest.high, low: newest.low, close: newest.close, volume: newest.volume };
}
