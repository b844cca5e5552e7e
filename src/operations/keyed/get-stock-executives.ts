import { z } from "zod";
import { StockKeyExecutiveAnswer } from "../../domain/market.js";
import { READ_ONLY_TOOL } from "../operation.js";
import { defineKeyedOperation } from "./define-keyed-operation.js";
import { listingOf, STOCK_ERRORS, stockBinding, symbol } from "./stock-parameters.js";

/** getStockExecutives: the key executives of a listed company (spec part 2.2), in the company's order. */
export const getStockExecutives = defineKeyedOperation({
  operationId: "getStockExecutives",
  title: "Get key executives for a stock",
  description:
    "The key executives of a SIX-listed company in the order it presents them: name, title, year born, pay and " +
    "exercised options with their currency. Also answered at /stocks/key-executives/{symbol} and /api/stocks/key-executives/{symbol} by a redirect. For the " +
    "register's officers (board, signatories) use GET /v1/companies/{id} with the listing's company id.",
  group: "stocks",
  errors: STOCK_ERRORS,
  input: z.strictObject({ symbol }),
  output: z.array(StockKeyExecutiveAnswer),
  keyed: stockBinding("/v1/stocks/key-executives/{symbol}", 2, ["/stocks/key-executives/{symbol}", "/api/stocks/key-executives/{symbol}"]),
  mcp: { toolName: "get_stock_executives", toolset: "stocks", annotations: READ_ONLY_TOOL },
  handle: async (input, { market }) => {
    const listing = await listingOf(market, input.symbol);
    const { executives, source } = await market.store.executives(listing.symbol);
    return executives.map((executive) => ({ ...executive, source: source ?? "unknown" }));
  },
});
