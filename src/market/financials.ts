/** The financials bundle (spec part 2.2): the three statements of one period kind and the margins computed from them. */
import type { StatementPeriod, StockFinancials } from "../domain/market.js";
import type { StatementSet } from "../store/market-port.js";
import { ratio } from "./numbers.js";

/**
 * The bundle of a symbol's statements (newest first). The ratios come from the newest income statement row:
 * gross margin = gross profit / revenue (gross profit is revenue − cost of revenue when the row does not give it),
 * net margin = net income / revenue; each is null when its figures are unknown.
 */
export function financialsOf(symbol: string, period: StatementPeriod, statements: StatementSet, listingCurrency: string): StockFinancials {
  const newest = statements.income_statement[0];
  const revenue = newest?.revenue ?? null;
  const grossProfit =
    newest?.gross_profit ?? (revenue !== null && newest?.cost_of_revenue != null ? revenue - newest.cost_of_revenue : null);
  const currency = newest?.currency ?? statements.balance_sheet[0]?.currency ?? statements.cash_flow[0]?.currency ?? listingCurrency;
  return {
    symbol,
    period,
    currency,
    income_statement: statements.income_statement,
    balance_sheet: statements.balance_sheet,
    cash_flow: statements.cash_flow,
    ratios: { gross_margin: ratio(grossProfit, revenue), net_margin: ratio(newest?.net_income ?? null, revenue) },
  };
}
