import { z } from "zod";
import { StockQuote } from "../../domain/market.js";
import { quoteOf } from "../../market/quote.js";
import { READ_ONLY_TOOL } from "../operation.js";
import { defineKeyedOperation } from "./define-keyed-operation.js";
import { listingOf, noData, STOCK_ERRORS, stockBinding, symbol } from "./stock-parameters.js";

/** getStockQuote: the last price against the previous close, the day's range and volume, and whether the SIX trades. */
export const getStockQuote = defineKeyedOperation({
  operationId: "getStockQuote",
  title: "Get a stock quote",
  description:
    "The latest quote of a SIX-listed equity: last price, change and change in percent against the previous close, " +
    "open, day high and low, volume, the timestamp of the last price and whether the SIX is open now. End-of-day data: " +
    "`source` says where it comes from (`demo` is generated, not a real price).",
  group: "stocks",
  errors: STOCK_ERRORS,
  input: z.strictObject({ symbol }),
  output: StockQuote,
  keyed: stockBinding("/v1/stocks/quote/{symbol}", 1),
  mcp: { toolName: "get_stock_quote", toolset: "stocks", annotations: READ_ONLY_TOOL },
  handle: async (input, { market }) => {
    const listing = await listingOf(market, input.symbol);
    const quote = quoteOf(listing, await market.store.latestBars(listing.symbol, 2), market.now());
    if (!quote) throw noData("prices", listing.symbol);
    return quote;
  },
});
