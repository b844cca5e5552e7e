/**
 * What the stock tools answer (the `stocks` toolset): Markdown for the model (a quote in two lines, a history as a
 * small text chart and a table, financials as one table per statement, executives as a table) and the `/v1` JSON as
 * `structuredContent`. Generated data says so in every answer, so that no model passes it on as a real price.
 */
import type {
  StockFinancials, StockHistory, StockKeyExecutive, StockProfile, StockQuote, StockSymbol, StockSymbolPage,
} from "../domain/market.js";
import { BALANCE_SHEET_FIELDS, CASH_FLOW_FIELDS, INCOME_STATEMENT_FIELDS } from "../domain/market.js";
import { inline, table } from "../factsheet/markdown.js";
import {
  getStockExecutives, getStockFinancials, getStockHistory, getStockProfile, getStockQuote, listStockSymbols,
} from "../operations/keyed/index.js";
import { presenter } from "./keyed-results.js";
import type { Presenter } from "./results.js";

/** Rows of a history table shown; the chart covers every value. */
const HISTORY_ROWS_SHOWN = 30;
/** Fiscal periods a financials table shows side by side, newest first. */
const FISCAL_COLUMNS_SHOWN = 5;
const BLOCKS = "▁▂▃▄▅▆▇█";

const DEMO_NOTE = "_Demo data: generated prices and statements, not real ones._";
const sourceLine = (source: string | null) => (source === "demo" ? DEMO_NOTE : `_Source: ${inline(source ?? "unknown")}._`);

/** A figure as people read it: millions of a currency as `48,659 M`, smaller ones with separators, none as `–`. */
function amount(value: number | null): string {
  if (value === null) return "–";
  if (Math.abs(value) >= 1e6) return `${(value / 1e6).toLocaleString("en-US", { maximumFractionDigits: 0 })} M`;
  return value.toLocaleString("en-US", { maximumFractionDigits: 2 });
}
const percent = (fraction: number | null) => (fraction === null ? "–" : `${(fraction * 100).toFixed(1)} %`);
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

function companyPart(company: StockSymbol["company"]): string {
  return company ? `register company id ${company.id}${company.uid ? ` (${company.uid})` : ""}` : "not linked to a register company";
}

function symbolLine(item: StockSymbol): string {
  const memberships = item.indexes.includes("SMI") ? ", SMI" : "";
  return `- **${inline(item.symbol)}** ${inline(item.name)} (${inline(item.currency)}, ${inline(item.sector)}${memberships}): ${companyPart(item.company)}`;
}

function presentSymbols(page: StockSymbolPage): string {
  const shown = page.items.length === 0 ? `None of ${page.total}` : `Symbols ${page.offset + 1}–${page.offset + page.items.length} of ${page.total}`;
  const next = page.next_offset === null ? "." : `. Next page: call \`list_stock_symbols\` with the same arguments and \`offset: ${page.next_offset}\`.`;
  return [...page.items.map(symbolLine), "", `${shown}${next}`, sourceLine(page.source)].join("\n");
}

function presentQuote(quote: StockQuote): string {
  const change = quote.change === null ? "no previous close" : `${signed(quote.change)} (${signed(quote.change_percent ?? 0)} %) against ${quote.previous_close}`;
  return [
    `# ${inline(quote.symbol)} ${inline(quote.name)}`,
    "",
    `**${quote.last} ${inline(quote.currency)}**, ${change}, on ${quote.date} (${quote.timestamp}).`,
    `Day: open ${quote.open}, high ${quote.day_high}, low ${quote.day_low}, volume ${amount(quote.volume)}. The SIX is ${quote.is_market_open ? "open" : "closed"} now.`,
    "",
    sourceLine(quote.source),
  ].join("\n");
}

/** The closes, oldest to newest, as one line of block characters between the lowest and the highest. */
export function sparkline(closes: readonly number[]): string {
  const low = Math.min(...closes);
  const high = Math.max(...closes);
  return closes.map((close) => BLOCKS[high === low ? 3 : Math.round(((close - low) / (high - low)) * (BLOCKS.length - 1))]).join("");
}

function presentHistory(history: StockHistory): string {
  const values = history.values;
  const lines = [`# ${inline(history.symbol)}: ${values.length} values (${history.interval}), newest first`, ""];
  if (values.length === 0) return [...lines, "No prices in this range.", "", sourceLine(history.source)].join("\n");
  const oldest = values[values.length - 1];
  const newest = values[0];
  const closes = values.map((value) => value.close).reverse();
  const change = ((newest.close - oldest.open) / oldest.open) * 100;
  lines.push(
    `${oldest.date} → ${newest.date}: ${oldest.open} → ${newest.close} ${inline(history.currency)} (${signed(Number(change.toFixed(2)))} %); ` +
      `low ${Math.min(...values.map((v) => v.low))}, high ${Math.max(...values.map((v) => v.high))}.`,
    "",
    "```",
    `${sparkline(closes)}  (closes, oldest to newest)`,
    "```",
    "",
    table(
      ["Date", "Open", "High", "Low", "Close", "Volume"],
      values.slice(0, HISTORY_ROWS_SHOWN).map((v) => [v.date, String(v.open), String(v.high), String(v.low), String(v.close), amount(v.volume)]),
    ),
  );
  if (values.length > HISTORY_ROWS_SHOWN) lines.push("", `The newest ${HISTORY_ROWS_SHOWN} of ${values.length} values; all of them are in structuredContent.`);
  return [...lines, "", sourceLine(history.source)].join("\n");
}

/** One statement as a table: its fields down, the newest fiscal periods across. */
function statementTable(title: string, rows: readonly Record<string, unknown>[], fields: readonly string[]): string[] {
  if (rows.length === 0) return [`## ${title}`, "", "Not available.", ""];
  const shown = rows.slice(0, FISCAL_COLUMNS_SHOWN);
  const header = shown.map((row) => (row.fiscal_quarter ? `${row.fiscal_year} Q${row.fiscal_quarter}` : String(row.fiscal_year)));
  return [
    `## ${title}`,
    "",
    table(["", ...header], fields.map((field) => [field.replace(/_/g, " "), ...shown.map((row) => amount(row[field] as number | null))])),
    "",
  ];
}

function presentFinancials(financials: StockFinancials & { source: string | null }): string {
  return [
    `# ${inline(financials.symbol)}: ${financials.period} statements (${inline(financials.currency)})`,
    "",
    `Gross margin ${percent(financials.ratios.gross_margin)}, net margin ${percent(financials.ratios.net_margin)} (newest income statement).`,
    "",
    ...statementTable("Income statement", financials.income_statement, INCOME_STATEMENT_FIELDS),
    ...statementTable("Balance sheet", financials.balance_sheet, BALANCE_SHEET_FIELDS),
    ...statementTable("Cash flow", financials.cash_flow, CASH_FLOW_FIELDS),
    sourceLine(financials.source),
  ].join("\n");
}

function presentExecutives(executives: readonly (StockKeyExecutive & { source: string })[]): string {
  if (executives.length === 0) return "No key executives on record.";
  return [
    `# Key executives of ${inline(executives[0].symbol)}`,
    "",
    table(
      ["Name", "Title", "Born", "Pay", "Exercised"],
      executives.map((e) => [inline(e.name), inline(e.title), e.year_born === null ? "–" : String(e.year_born), `${amount(e.pay)} ${e.currency}`, amount(e.exercised)]),
    ),
    "",
    "For the board and signatories in the register, call `get_company` with the listing's register company id.",
    sourceLine(executives[0].source),
  ].join("\n");
}

function presentProfile(profile: StockProfile): string {
  return [
    `# ${inline(profile.symbol)} ${inline(profile.name)}`,
    "",
    `- ISIN ${inline(profile.isin)}, ${inline(profile.currency)}, ${inline(profile.sector)}; ${profile.indexes.join(", ") || "no index"}`,
    `- ${companyPart(profile.company)}${profile.company ? ` (linked by ${profile.company.link.replace("_", " ")})` : ""}`,
    `- Last close ${profile.last_close ?? "–"} on ${profile.last_date ?? "–"}; 52 weeks ${profile.fifty_two_week_low ?? "–"} – ${profile.fifty_two_week_high ?? "–"}`,
    `- Market cap ${amount(profile.market_cap)}, shares ${amount(profile.shares_outstanding)}, average volume ${amount(profile.average_volume)}`,
    `- Dividend ${profile.dividend_per_share ?? "–"} per share, yield ${percent(profile.dividend_yield)}`,
    `- ${inline(profile.accounting_standard)}, fiscal year ends ${inline(profile.fiscal_year_end)}; ${inline(profile.website)}`,
    "",
    sourceLine(profile.source),
  ].join("\n");
}

/** The stock tools' presenters, by operationId. */
export const STOCK_PRESENTERS: readonly [string, Presenter][] = [
  presenter(listStockSymbols, presentSymbols),
  presenter(getStockQuote, presentQuote),
  presenter(getStockHistory, presentHistory),
  presenter(getStockProfile, presentProfile),
  presenter(getStockFinancials, presentFinancials),
  presenter(getStockExecutives, presentExecutives),
];
