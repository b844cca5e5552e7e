import { z } from "zod";
import { STATEMENT_PERIODS, StockFinancialsAnswer } from "../../domain/market.js";
import { financialsOf } from "../../market/financials.js";
import { READ_ONLY_TOOL } from "../operation.js";
import { withHint } from "../parameters.js";
import { defineKeyedOperation } from "./define-keyed-operation.js";
import { listingOf, STOCK_ERRORS, stockBinding, symbol } from "./stock-parameters.js";

/** getStockFinancials: income statement, balance sheet and cash flow of one period kind, with margins. */
export const getStockFinancials = defineKeyedOperation({
  operationId: "getStockFinancials",
  title: "Get financial statements",
  description:
    "The income statement, balance sheet and cash flow statement of a SIX-listed company, annual or quarterly, newest " +
    "fiscal date first, with exactly the contract's fields (a figure the source does not give is null), and " +
    "ratios.gross_margin and ratios.net_margin of the newest income statement (fractions, 0.25 is 25 %).",
  group: "stocks",
  errors: STOCK_ERRORS,
  input: z.strictObject({
    symbol,
    period: withHint(z.enum(STATEMENT_PERIODS).default("annual").describe("annual or quarterly (default annual)"), "annual or quarterly"),
  }),
  output: StockFinancialsAnswer,
  keyed: stockBinding("/v1/stocks/financials/{symbol}", 5),
  mcp: { toolName: "get_stock_financials", toolset: "stocks", annotations: READ_ONLY_TOOL },
  handle: async (input, { market }) => {
    const listing = await listingOf(market, input.symbol);
    const statements = await market.store.statements(listing.symbol, input.period);
    return { ...financialsOf(listing.symbol, input.period, statements, listing.currency), source: statements.source };
  },
});
