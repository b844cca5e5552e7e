import { z } from "zod";
import { StockPrice } from "../../domain/market.js";
import { priceOf } from "../../market/quote.js";
import { defineKeyedOperation } from "./define-keyed-operation.js";
import { listingOf, noData, STOCK_ERRORS, stockBinding, symbol } from "./stock-parameters.js";

/** getStockPrice: the current price alone. */
export const getStockPrice = defineKeyedOperation({
  operationId: "getStockPrice",
  title: "Get a stock's current price",
  description:
    "The current price of a SIX-listed equity (the last close, or the last price of the trading day) with its currency " +
    "and timestamp; GET /v1/stocks/quote/{symbol} adds the change and the day's range.",
  group: "stocks",
  errors: STOCK_ERRORS,
  input: z.strictObject({ symbol }),
  output: StockPrice,
  keyed: stockBinding("/v1/stocks/price/{symbol}", 1),
  handle: async (input, { market }) => {
    const listing = await listingOf(market, input.symbol);
    const [newest] = await market.store.latestBars(listing.symbol, 1);
    const price = priceOf(listing, newest, market.now());
    if (!price) throw noData("prices", listing.symbol);
    return price;
  },
});
