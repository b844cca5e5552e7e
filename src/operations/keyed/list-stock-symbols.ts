import { z } from "zod";
import { StockSymbolPage } from "../../domain/market.js";
import { KEYED_DEFAULT_PAGE_SIZE, KEYED_MAX_OFFSET } from "../../domain/limits.js";
import { stockSymbolOf } from "../../market/access.js";
import { READ_ONLY_TOOL } from "../operation.js";
import { defineKeyedOperation } from "./define-keyed-operation.js";
import { keyedLimit, keyedOffset, text } from "./parameters.js";
import { STOCK_ERRORS, stockBinding } from "./stock-parameters.js";

/** listStockSymbols: the SIX-listed equities, filtered by index and sector, with their register companies. */
export const listStockSymbols = defineKeyedOperation({
  operationId: "listStockSymbols",
  title: "List the SIX-listed stock symbols",
  description:
    "The equities with SIX Swiss Exchange as primary listing, in symbol order: ticker, ISIN, name, currency, sector, " +
    "index memberships and the register company (id, UID) where the listing is linked to it. Filter by index (`SMI`, " +
    "`SIX-primary-list`) and sector (`Health Care`, `Financials`), both case-insensitive. Paged: pass next_offset as offset.",
  group: "stocks",
  errors: STOCK_ERRORS.filter((code) => code !== "not_found"),
  input: z.strictObject({
    index: text("Only members of this index or list (`SMI`, `SIX-primary-list`)", 40),
    sector: text("Only this sector (`Health Care`, `Financials`, `Industrials`)", 60),
    limit: keyedLimit(KEYED_DEFAULT_PAGE_SIZE.list),
    offset: keyedOffset,
  }),
  output: StockSymbolPage,
  keyed: stockBinding("/v1/stocks/symbols", 1),
  mcp: { toolName: "list_stock_symbols", toolset: "stocks", annotations: READ_ONLY_TOOL },
  handle: async (input, { market }) => {
    const [page, dataset] = await Promise.all([
      market.store.listSymbols({ index: input.index, sector: input.sector, limit: input.limit, offset: input.offset }),
      market.store.dataset(),
    ]);
    const next = input.offset + page.items.length;
    return {
      total: page.total,
      items: page.items.map(stockSymbolOf),
      limit: input.limit,
      offset: input.offset,
      next_offset: next < page.total && next <= KEYED_MAX_OFFSET ? next : null,
      source: dataset.source,
    };
  },
});
