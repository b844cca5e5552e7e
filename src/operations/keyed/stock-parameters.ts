/**
 * Parameters and look-ups shared by the stock operations (docs/keyed-api.md, Stocks): the symbol, the listing it
 * names (an unknown symbol is NOT_FOUND with where to find symbols), and the binding every stock operation shares.
 */
import { z } from "zod";
import { NotFoundError } from "../../domain/errors.js";
import type { MarketAccess } from "../../market/access.js";
import type { Listing } from "../../store/market-port.js";
import type { KeyedBinding } from "../operation.js";
import { withHint } from "../parameters.js";

/** Where an agent or a developer finds the symbols. */
export const SYMBOLS_HINT = "List the symbols with GET /v1/stocks/symbols (filters: index, sector).";

/** A SIX ticker as given: letters and digits, any case; a Yahoo-style `.SW` suffix is accepted and dropped. */
export const symbol = withHint(
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,12}(\.[Ss][Ww])?$/)
    .describe("SIX ticker, any case (`NESN`, `nesn`, `NESN.SW`)")
    .meta({ examples: ["NESN"] }),
  `a SIX ticker of letters and digits, e.g. NESN; ${SYMBOLS_HINT}`,
);

/** The listing a symbol names; NotFoundError (with the hint) when no listed equity has it. */
export async function listingOf(market: MarketAccess, given: string): Promise<Listing> {
  const ticker = given.replace(/\.sw$/i, "").toUpperCase();
  const listing = await market.store.getListing(ticker);
  if (!listing) throw new NotFoundError(`No listed equity with the symbol ${ticker}.`, SYMBOLS_HINT);
  return listing;
}

/** NotFoundError for a listed symbol without the data asked for (no prices yet, no statements of the period). */
export function noData(what: string, ticker: string): NotFoundError {
  return new NotFoundError(`The market data holds no ${what} for ${ticker}.`, "Import it (docs/market.md) or ask for another symbol.");
}

/** The keyed binding of a stock read at `path` costing `credits`: scope `stocks:read`, feature `stock_data`. */
export function stockBinding(path: string, credits: number, aliases?: readonly string[]): KeyedBinding {
  return { method: "GET", path, scope: "stocks:read", feature: "stock_data", credits, ...(aliases ? { aliases } : {}) };
}

/** The errors every stock read can answer: a bad parameter, an unknown symbol, the market store or provider failing. */
export const STOCK_ERRORS = ["invalid_parameter", "not_found", "rate_limited", "upstream_unavailable", "upstream_error", "internal_error"] as const;
