/**
 * What operations read market data through (their context's `market`): the market store and the clock answers are
 * computed at, and the listing as the API shows it. The composition root (src/runtime/market.ts) builds it.
 */
import type { StockSymbol } from "../domain/market.js";
import { formatUid } from "../domain/uid.js";
import type { Listing, MarketStore } from "../store/market-port.js";

export interface MarketAccess {
  store: MarketStore;
  /** The present instant (quotes, the market's opening hours, "today" for history dates). */
  now(): Date;
}

/** A listing as the symbols list and a company's register answers show it. */
export function stockSymbolOf(listing: Listing): StockSymbol {
  return {
    symbol: listing.symbol,
    isin: listing.isin,
    name: listing.name,
    currency: listing.currency,
    sector: listing.sector,
    indexes: listing.indexes,
    company: listing.company
      ? { id: listing.company.companyId, uid: listing.company.uid ? formatUid(listing.company.uid) : null, link: listing.company.method }
      : null,
  };
}
