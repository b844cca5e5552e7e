/**
 * The keyed API's stock resources (spec part 2.2) as zod schemas: end-of-day record, key executive, the three
 * financial statements and their bundle. The field lists here are the single source for the market store's tables,
 * the importers and (later) the HTTP layer; TypeScript types are inferred from them.
 */
import { z } from "zod";

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe("Date, YYYY-MM-DD");
/** Figures a statement does not report are null (never 0: zero is a reported value). */
const figure = z.number().nullable();

export const STATEMENT_PERIODS = ["annual", "quarterly"] as const;
export type StatementPeriod = (typeof STATEMENT_PERIODS)[number];

export const INCOME_STATEMENT_FIELDS = [
  "revenue", "cost_of_revenue", "gross_profit", "operating_expenses", "ebitda", "operating_income", "pretax_income",
  "tax_expense", "net_income", "eps_basic", "eps_diluted",
] as const;
export const BALANCE_SHEET_FIELDS = [
  "cash_and_equivalents", "total_current_assets", "property_plant_equipment_net", "goodwill_and_intangibles",
  "total_assets", "current_liabilities", "long_term_debt", "total_liabilities", "total_equity",
] as const;
export const CASH_FLOW_FIELDS = [
  "operating_cash_flow", "capital_expenditure", "free_cash_flow", "investing_cash_flow", "financing_cash_flow",
  "dividends_paid", "share_buybacks", "net_change_in_cash",
] as const;

/** The three statements, by the name the financials bundle gives each list. */
export const STATEMENT_KINDS = ["income_statement", "balance_sheet", "cash_flow"] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

export const STATEMENT_FIELDS: Readonly<Record<StatementKind, readonly string[]>> = {
  income_statement: INCOME_STATEMENT_FIELDS,
  balance_sheet: BALANCE_SHEET_FIELDS,
  cash_flow: CASH_FLOW_FIELDS,
};

const statementCommon = {
  id: z.number().int(),
  symbol: z.string(),
  period: z.enum(STATEMENT_PERIODS),
  fiscal_date: date.describe("Last day of the fiscal period"),
  fiscal_year: z.number().int(),
  fiscal_quarter: z.number().int().min(1).max(4).nullable().describe("1..4 for quarterly rows; null for annual rows"),
  currency: z.string(),
};

const figures = <const F extends readonly string[]>(fields: F) =>
  Object.fromEntries(fields.map((field) => [field, figure])) as { [K in F[number]]: typeof figure };

export const IncomeStatementRow = z.object({ ...statementCommon, ...figures(INCOME_STATEMENT_FIELDS) });
export type IncomeStatementRow = z.infer<typeof IncomeStatementRow>;
export const BalanceSheetRow = z.object({ ...statementCommon, ...figures(BALANCE_SHEET_FIELDS) });
export type BalanceSheetRow = z.infer<typeof BalanceSheetRow>;
export const CashFlowRow = z.object({ ...statementCommon, ...figures(CASH_FLOW_FIELDS) });
export type CashFlowRow = z.infer<typeof CashFlowRow>;

export const StockFinancials = z
  .object({
    symbol: z.string(),
    period: z.enum(STATEMENT_PERIODS),
    currency: z.string().nullable(),
    income_statement: z.array(IncomeStatementRow),
    balance_sheet: z.array(BalanceSheetRow),
    cash_flow: z.array(CashFlowRow),
    ratios: z.object({
      gross_margin: z.number().nullable().describe("gross_profit / revenue of the newest income statement row; null when either is unknown"),
      net_margin: z.number().nullable().describe("net_income / revenue of the newest income statement row; null when either is unknown"),
    }),
  })
  .meta({ id: "StockFinancials" });
export type StockFinancials = z.infer<typeof StockFinancials>;

export const StockEndOfDay = z
  .object({
    symbol: z.string(),
    date,
    open: z.number(),
    high: z.number(),
    low: z.number(),
    close: z.number(),
    volume: z.number(),
  })
  .meta({ id: "StockEndOfDay" });
export type StockEndOfDay = z.infer<typeof StockEndOfDay>;

export const StockKeyExecutive = z
  .object({
    id: z.number().int(),
    symbol: z.string(),
    name: z.string(),
    title: z.string(),
    year_born: z.number().int().nullable(),
    pay: z.number().nullable(),
    exercised: z.number().nullable(),
    currency: z.string(),
    display_order: z.number().int(),
  })
  .meta({ id: "StockKeyExecutive" });
export type StockKeyExecutive = z.infer<typeof StockKeyExecutive>;
