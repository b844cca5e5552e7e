import { z } from "zod";
import { StockEndOfDayAnswer } from "../../domain/market.js";
import { endOfDayOf } from "../../market/quote.js";
import { defineKeyedOperation } from "./define-keyed-operation.js";
import { listingOf, noData, STOCK_ERRORS, stockBinding, symbol } from "./stock-parameters.js";

/** getStockEod: the end-of-day record of the newest trading day (spec part 2.2). */
export const getStockEod = defineKeyedOperation({
  operationId: "getStockEod",
  title: "Get the latest end-of-day data",
  description:
    "The newest trading day of a SIX-listed equity: date, open, high, low, close and volume (the contract's end-of-day " +
    "record), and where it comes from. Also answered at /stocks/eod/{symbol} and /api/stocks/eod/{symbol} by a redirect.",
  group: "stocks",
  errors: STOCK_ERRORS,
  input: z.strictObject({ symbol }),
  output: StockEndOfDayAnswer,
  keyed: stockBinding("/v1/stocks/eod/{symbol}", 1, ["/stocks/eod/{symbol}", "/api/stocks/eod/{symbol}"]),
  handle: async (input, { market }) => {
    const listing = await listingOf(market, input.symbol);
    const [newest] = await market.store.latestBars(listing.symbol, 1);
    const record = endOfDayOf(newest);
    if (!record || !newest) throw noData("prices", listing.symbol);
    return { ...record, source: newest.source };
  },
});
