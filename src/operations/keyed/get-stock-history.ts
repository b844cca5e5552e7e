import { z } from "zod";
import { HISTORY_INTERVALS, StockHistory } from "../../domain/market.js";
import { zurichTime } from "../../market/calendar.js";
import { aggregateBars, barRangeFor, checkHistoryDates, DEFAULT_OUTPUTSIZE, historyDate, MAX_OUTPUTSIZE } from "../../market/history.js";
import { READ_ONLY_TOOL } from "../operation.js";
import { withHint } from "../parameters.js";
import { defineKeyedOperation } from "./define-keyed-operation.js";
import { listingOf, STOCK_ERRORS, stockBinding, symbol } from "./stock-parameters.js";

const DATE_HINT = "a date YYYY-MM-DD, not after today; end_date not before start_date";

/** getStockHistory: daily bars, or weeks or months aggregated from them, newest first. */
export const getStockHistory = defineKeyedOperation({
  operationId: "getStockHistory",
  title: "Get a stock's price history (OHLCV)",
  description:
    "Open, high, low, close and volume of a SIX-listed equity, newest first: per trading day (`1day`), per week " +
    "(`1week`, Monday to Friday) or per calendar month (`1month`). A week or month opens with its first open, closes " +
    "with its last close, has the highest high, the lowest low and the summed volume; its date is its first trading " +
    `day within the range. start_date and end_date (YYYY-MM-DD, default: up to today) bound the range; outputsize ` +
    `(1 to ${MAX_OUTPUTSIZE}, default ${DEFAULT_OUTPUTSIZE}) keeps the newest values.`,
  group: "stocks",
  errors: STOCK_ERRORS,
  input: z
    .strictObject({
      symbol,
      interval: withHint(z.enum(HISTORY_INTERVALS).default("1day").describe("1day, 1week or 1month (default 1day)"), "one of 1day, 1week, 1month"),
      start_date: withHint(historyDate("start_date", "First day").optional(), DATE_HINT),
      end_date: withHint(historyDate("end_date", "Last day (default today)").optional(), DATE_HINT),
      outputsize: withHint(
        z.number().int().min(1).max(MAX_OUTPUTSIZE).default(DEFAULT_OUTPUTSIZE).describe(`Values, 1 to ${MAX_OUTPUTSIZE}, newest first (default ${DEFAULT_OUTPUTSIZE})`),
        `an integer from 1 to ${MAX_OUTPUTSIZE}`,
      ),
    })
    // "Today" is read when the request is validated: a date after it is refused before any credit is taken.
    .superRefine((query, context) => checkHistoryDates(zurichTime(new Date()).date)(query, context)),
  output: StockHistory,
  keyed: stockBinding("/v1/stocks/history/{symbol}", 3),
  mcp: { toolName: "get_stock_history", toolset: "stocks", annotations: READ_ONLY_TOOL },
  handle: async (input, { market }) => {
    const listing = await listingOf(market, input.symbol);
    const bars = await market.store.dailyBars(listing.symbol, barRangeFor(input, zurichTime(market.now()).date));
    return {
      symbol: listing.symbol,
      currency: listing.currency,
      interval: input.interval,
      values: aggregateBars(bars, input.interval, input.outputsize),
      source: bars[bars.length - 1]?.source ?? (await market.store.dataset()).source,
    };
  },
});
