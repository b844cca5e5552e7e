/**
 * The keyed API's stock resources (spec part 2.2) as zod schemas: end-of-day record, key executive, the three
 * financial statements and their bundle. The field lists here are the single source for the market store's tables,
 * the importers and (later) the HTTP layer; TypeScript types are inferred from them.
 */
import { z } from "zod";

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe("Date, YYYY-MM-DD");
/** Figures a statement does not report are null (never 0: zero is a reported value). */
const figure = z.number().nullable();

export const HISTORY_INTERVALS = ["1day", "1week", "1month"] as const;
export type HistoryInterval = (typeof HISTORY_INTERVALS)[number];

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

/** How a listing was tied to its register company (docs/market.md). */
export const LINK_METHODS = ["uid", "name_seat", "name_unique"] as const;

const source = z.string().describe("Where the data comes from: `demo` (generated, not real prices), `import` (files the operator imported) or `provider`");
const listedCompany = z
  .object({
    id: z.number().int().describe("The register company's id (GET /v1/companies/{id})"),
    uid: z.string().nullable().describe("Its UID, CHE-123.456.789"),
    link: z.enum(LINK_METHODS).describe("How the listing was linked: by UID, by name and seat, or by a name only one active company has"),
  })
  .nullable()
  .describe("The register company of the listing; null when it is not linked");

/** A listed equity: the item of the symbols list, and what a company's register answers show of its listing. */
export const StockSymbol = z
  .object({
    symbol: z.string().describe("SIX ticker, upper case (`NESN`)"),
    isin: z.string().nullable(),
    name: z.string().nullable(),
    currency: z.string(),
    sector: z.string().nullable(),
    indexes: z.array(z.string()).describe("Index and list memberships: `SMI`, `SIX-primary-list`, `IXUS-holding`"),
    company: listedCompany,
  })
  .meta({ id: "StockSymbol" });
export type StockSymbol = z.infer<typeof StockSymbol>;

export const StockSymbolPage = z
  .object({
    total: z.number().int().describe("Exact number of symbols matching the filters"),
    items: z.array(StockSymbol),
    limit: z.number().int(),
    offset: z.number().int(),
    next_offset: z.number().int().nullable().describe("Offset of the next page; null when there is none"),
    source,
  })
  .meta({ id: "StockSymbolPage" });
export type StockSymbolPage = z.infer<typeof StockSymbolPage>;

export const StockQuote = z
  .object({
    symbol: z.string(),
    name: z.string().nullable(),
    currency: z.string(),
    date: date.describe("The trading day of the last price"),
    timestamp: z.string().describe("When the last price was set (ISO 8601): the day's close at 17:30 Zurich, or now while that day trades"),
    last: z.number(),
    open: z.number(),
    day_high: z.number(),
    day_low: z.number(),
    volume: z.number(),
    previous_close: z.number().nullable(),
    change: z.number().nullable().describe("last − previous_close; null with a single day of prices"),
    change_percent: z.number().nullable().describe("change / previous_close in percent (1.5 is 1.5 %)"),
    is_market_open: z.boolean().describe("Whether the SIX trades now (09:00–17:30 Zurich on trading days)"),
    source,
  })
  .meta({ id: "StockQuote" });
export type StockQuote = z.infer<typeof StockQuote>;

export const StockPrice = z
  .object({ symbol: z.string(), price: z.number(), currency: z.string(), timestamp: z.string(), source })
  .meta({ id: "StockPrice" });
export type StockPrice = z.infer<typeof StockPrice>;

export const StockHistoryValue = z
  .object({
    date: date.describe("The value's first trading day within the range"),
    open: z.number().describe("The first open of the interval"),
    high: z.number().describe("The highest high"),
    low: z.number().describe("The lowest low"),
    close: z.number().describe("The last close"),
    volume: z.number().describe("The summed volume"),
  })
  .meta({ id: "StockHistoryValue" });
export type StockHistoryValue = z.infer<typeof StockHistoryValue>;

export const StockHistory = z
  .object({
    symbol: z.string(),
    currency: z.string(),
    interval: z.enum(HISTORY_INTERVALS),
    values: z.array(StockHistoryValue).describe("Newest first"),
    source,
  })
  .meta({ id: "StockHistory" });
export type StockHistory = z.infer<typeof StockHistory>;

/** The end-of-day record as answered: the contract's fields and where they come from. */
export const StockEndOfDayAnswer = StockEndOfDay.extend({ source }).meta({ id: "StockEndOfDayAnswer" });

export const StockProfile = z
  .object({
    symbol: z.string(),
    name: z.string().nullable(),
    isin: z.string().nullable(),
    currency: z.string(),
    sector: z.string().nullable(),
    indexes: z.array(z.string()),
    company: listedCompany,
    website: z.string().nullable(),
    accounting_standard: z.string().nullable().describe("IFRS, US GAAP, Swiss GAAP FER where known"),
    fiscal_year_end: z.string().nullable().describe("Day and month the fiscal year ends (`31.12`)"),
    shares_outstanding: z.number().nullable(),
    last_close: z.number().nullable(),
    last_date: date.nullable(),
    market_cap: z.number().nullable().describe("shares_outstanding × last_close"),
    fifty_two_week_high: z.number().nullable().describe("Highest high of the 364 days ending with the newest price"),
    fifty_two_week_low: z.number().nullable(),
    average_volume: z.number().nullable().describe("Mean daily volume of the newest 63 trading days (about three months)"),
    dividend_per_share: z.number().nullable(),
    dividend_yield: z.number().nullable().describe("dividend_per_share / last_close as a fraction (0.025 is 2.5 %); null when unknown"),
    source: source.nullable(),
  })
  .meta({ id: "StockProfile" });
export type StockProfile = z.infer<typeof StockProfile>;

/** The financials bundle as answered: the contract's fields and where they come from. */
export const StockFinancialsAnswer = StockFinancials.extend({ source: source.nullable() }).meta({ id: "StockFinancialsAnswer" });

/** The key executives as answered: the contract's fields of each and where they come from. */
export const StockKeyExecutiveAnswer = StockKeyExecutive.extend({ source }).meta({ id: "StockKeyExecutiveAnswer" });

/** What a company's register answers show of its listings. */
export const CompanyListings = z
  .array(StockSymbol)
  .nullable()
  .describe("The company's SIX listings (share lines), each with its symbol for GET /v1/stocks/quote/{symbol}; empty when it is not listed, null when the market data cannot be read now");
