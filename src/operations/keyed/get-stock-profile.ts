import { z } from "zod";
import { StockProfile } from "../../domain/market.js";
import { profileBarRange, profileOf } from "../../market/profile.js";
import { READ_ONLY_TOOL } from "../operation.js";
import { defineKeyedOperation } from "./define-keyed-operation.js";
import { listingOf, STOCK_ERRORS, stockBinding, symbol } from "./stock-parameters.js";

/** getStockProfile: the listed company's profile and statistics. */
export const getStockProfile = defineKeyedOperation({
  operationId: "getStockProfile",
  title: "Get a listed company's profile and statistics",
  description:
    "Profile and statistics of a SIX-listed equity: name, ISIN, sector, indexes, the register company (id, UID, how it " +
    "was linked), website, accounting standard, fiscal-year end, shares outstanding, market cap, 52-week high and low, " +
    "average daily volume (63 trading days) and dividend yield where known.",
  group: "stocks",
  errors: STOCK_ERRORS,
  input: z.strictObject({ symbol }),
  output: StockProfile,
  keyed: stockBinding("/v1/stocks/profile/{symbol}", 2),
  mcp: { toolName: "get_stock_profile", toolset: "stocks", annotations: READ_ONLY_TOOL },
  handle: async (input, { market }) => {
    const listing = await listingOf(market, input.symbol);
    const [facts, [newest]] = await Promise.all([market.store.profileFacts(listing.symbol), market.store.latestBars(listing.symbol, 1)]);
    const year = newest ? await market.store.dailyBars(listing.symbol, profileBarRange(newest.date)) : [];
    return profileOf(listing, facts, year);
  },
});
