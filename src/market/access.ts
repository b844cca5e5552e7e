/**
 * What operations read market data through (their context's `market`): the market store and the clock answers are
 * computed at, and the listing as the API shows it. The composition root (src/runtime/market.ts) builds it.
 */
import { isBackendUnavailable } from "../domain/errors.js";
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

/**
 * The listings of a register company, as its register answers show them; null when the market data cannot be read
 * now (the register answer does not fail for it).
 */
export async function companyListings(market: MarketAccess, companyId: number): Promise<StockSymbol[] | null> {
  try {
    return (await market.store.listingsOfCompany(companyId)).map(stockSymbolOf);
  } catch (error) {
    if (isBackendUnavailable(error)) return null;
    throw error;
  }
}
