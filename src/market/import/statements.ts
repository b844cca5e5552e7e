/**
 * Financial statements from files, in three shapes (docs/market.md):
 * - JSON: one financials bundle `{symbol, period, currency, income_statement: [...], balance_sheet, cash_flow}` as
 *   the API answers it (and the provider sends it), or an array of them;
 * - CSV rows: `statement,symbol,period,fiscal_date,fiscal_year,fiscal_quarter,currency,<fields of that statement>`;
 * - CSV facts in the shape of SEC XBRL company facts (`symbol,fiscal_year,metric,value,unit,period_start,period_end,
 *   filed,...`, as the Novartis sample): each known metric becomes the field of its statement for that fiscal year;
 *   when a value was filed more than once (restated), the latest filing wins.
 */
import { parse } from "csv-parse/sync";
import { z } from "zod";
import {
  STATEMENT_FIELDS, STATEMENT_KINDS, STATEMENT_PERIODS, type StatementKind, type StatementPeriod,
} from "../../domain/market.js";
import type { StatementInput } from "../../store/market-port.js";
import { isCalendarDate } from "../calendar.js";
import { readNumber, type RejectedRow } from "./rejects.js";

/** Statement rows of one symbol, kind and period, ready for the store. */
export interface StatementGroup {
  symbol: string;
  kind: StatementKind;
  period: StatementPeriod;
  rows: StatementInput[];
}

export interface StatementsFile {
  shape: "json" | "csv-rows" | "csv-facts";
  groups: StatementGroup[];
  rejects: RejectedRow[];
}

/** XBRL fact metrics (the sample's names and the usual IFRS/US GAAP concepts) → statement and field. */
const FACT_METRICS: Readonly<Record<string, { kind: StatementKind; field: string }>> = {
  revenue_net_sales: { kind: "income_statement", field: "revenue" },
  revenue: { kind: "income_statement", field: "revenue" },
  cost_of_revenue: { kind: "income_statement", field: "cost_of_revenue" },
  gross_profit: { kind: "income_statement", field: "gross_profit" },
  operating_income: { kind: "income_statement", field: "operating_income" },
  pretax_income: { kind: "income_statement", field: "pretax_income" },
  tax_expense: { kind: "income_statement", field: "tax_expense" },
  net_income_profit_loss: { kind: "income_statement", field: "net_income" },
  net_income: { kind: "income_statement", field: "net_income" },
  total_assets: { kind: "balance_sheet", field: "total_assets" },
  total_liabilities: { kind: "balance_sheet", field: "total_liabilities" },
  total_equity: { kind: "balance_sheet", field: "total_equity" },
  cash_and_equivalents: { kind: "balance_sheet", field: "cash_and_equivalents" },
  operating_cash_flow: { kind: "cash_flow", field: "operating_cash_flow" },
  capital_expenditure: { kind: "cash_flow", field: "capital_expenditure" },
  dividends_paid: { kind: "cash_flow", field: "dividends_paid" },
};

const symbolText = z.string().trim().min(1).max(12).regex(/^[A-Za-z0-9.]+$/, "letters and digits").transform((s) => s.toUpperCase());
const dateText = z.string().refine(isCalendarDate, "must be a date YYYY-MM-DD");
const commonRow = {
  period: z.enum(STATEMENT_PERIODS).optional(),
  fiscal_date: dateText,
  fiscal_year: z.number().int().min(1900).max(2200),
  fiscal_quarter: z.number().int().min(1).max(4).nullable().optional(),
  currency: z.string().regex(/^[A-Z]{3}$/, "a three-letter currency code").optional(),
};
const rowSchema = (kind: StatementKind) =>
  z.object({ ...commonRow, ...Object.fromEntries(STATEMENT_FIELDS[kind].map((field) => [field, z.number().nullable().optional()])) });
const BundleSchema = z.object({
  symbol: symbolText,
  period: z.enum(STATEMENT_PERIODS),
  currency: z.string().regex(/^[A-Z]{3}$/, "a three-letter currency code"),
  income_statement: z.array(z.unknown()).default([]),
  balance_sheet: z.array(z.unknown()).default([]),
  cash_flow: z.array(z.unknown()).default([]),
});

type Groups = Map<string, StatementGroup>;

function addRow(groups: Groups, symbol: string, kind: StatementKind, period: StatementPeriod, row: Record<string, unknown>): void {
  const key = `${symbol}|${kind}|${period}`;
  const group = groups.get(key) ?? { symbol, kind, period, rows: [] };
  groups.set(key, group);
  const values = Object.fromEntries(STATEMENT_FIELDS[kind].map((field) => [field, row[field] ?? null]));
  const input = {
    symbol, period, fiscal_date: row.fiscal_date, fiscal_year: row.fiscal_year, fiscal_quarter: period === "annual" ? null : row.fiscal_quarter ?? null,
    currency: row.currency, ...values,
  };
  // The row was checked field by field against the statement's schema above.
  group.rows.push({ kind, row: input } as StatementInput);
}

/** A row's problem as one line: the first issue with its field. */
function issueLine(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue.path.length > 0 ? `${issue.path.join(".")}: ` : ""}${issue.message}`;
}

function readJson(text: string, file: string): StatementsFile {
  const rejects: RejectedRow[] = [];
  const groups: Groups = new Map();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { shape: "json", groups: [], rejects: [{ file, line: 0, reason: `not JSON: ${(error as Error).message}` }] };
  }
  const bundles = Array.isArray(value) ? value : [value];
  bundles.forEach((candidate, index) => {
    const where = Array.isArray(value) ? `[${index}]` : "";
    const bundle = BundleSchema.safeParse(candidate);
    if (!bundle.success) return rejects.push({ file, line: 0, reason: `bundle${where}: ${issueLine(bundle.error)}` });
    for (const kind of STATEMENT_KINDS) {
      bundle.data[kind].forEach((raw, rowIndex) => {
        const row = rowSchema(kind).safeParse(raw);
        if (!row.success) return rejects.push({ file, line: 0, reason: `${where}${kind}[${rowIndex}]: ${issueLine(row.error)}` });
        if (bundle.data.period === "quarterly" && !row.data.fiscal_quarter) {
          return rejects.push({ file, line: 0, reason: `${where}${kind}[${rowIndex}]: fiscal_quarter: a quarterly row needs 1..4` });
        }
        addRow(groups, bundle.data.symbol, kind, bundle.data.period, { ...row.data, currency: row.data.currency ?? bundle.data.currency });
      });
    }
  });
  return { shape: "json", groups: [...groups.values()], rejects };
}

function readCsvRows(records: Record<string, string>[], file: string): StatementsFile {
  const rejects: RejectedRow[] = [];
  const groups: Groups = new Map();
  records.forEach((record, index) => {
    const line = index + 2;
    const kind = record.statement?.trim() as StatementKind;
    if (!STATEMENT_KINDS.includes(kind)) return rejects.push({ file, line, reason: `statement "${record.statement ?? ""}" is not one of ${STATEMENT_KINDS.join(", ")}` });
    const symbol = symbolText.safeParse(record.symbol ?? "");
    if (!symbol.success) return rejects.push({ file, line, reason: `symbol "${record.symbol ?? ""}" is not a symbol` });
    const period = (record.period?.trim() || "annual") as StatementPeriod;
    if (!STATEMENT_PERIODS.includes(period)) return rejects.push({ file, line, reason: `period "${record.period}" is not annual or quarterly` });
    const numbers: Record<string, number | null> = {};
    for (const field of STATEMENT_FIELDS[kind]) {
      const text = record[field]?.trim() ?? "";
      const value = readNumber(text);
      if (text !== "" && value === null) return rejects.push({ file, line, reason: `${field} "${text}" is not a number` });
      numbers[field] = value;
    }
    const row = rowSchema(kind).safeParse({
      ...numbers,
      fiscal_date: record.fiscal_date?.trim() ?? "",
      fiscal_year: Number(record.fiscal_year),
      fiscal_quarter: record.fiscal_quarter?.trim() ? Number(record.fiscal_quarter) : null,
      currency: record.currency?.trim() || undefined,
    });
    if (!row.success) return rejects.push({ file, line, reason: issueLine(row.error) });
    if (!row.data.currency) return rejects.push({ file, line, reason: "currency: a three-letter currency code is needed" });
    if (period === "quarterly" && !row.data.fiscal_quarter) return rejects.push({ file, line, reason: "fiscal_quarter: a quarterly row needs 1..4" });
    addRow(groups, symbol.data, kind, period, row.data);
  });
  return { shape: "csv-rows", groups: [...groups.values()], rejects };
}

function readCsvFacts(records: Record<string, string>[], file: string): StatementsFile {
  const rejects: RejectedRow[] = [];
  // symbol|kind|fiscal year → the row's fields, with the filing date each field's value came from.
  const rows = new Map<string, { symbol: string; kind: StatementKind; row: Record<string, unknown>; filed: Record<string, string> }>();
  records.forEach((record, index) => {
    const line = index + 2;
    const target = FACT_METRICS[record.metric?.trim() ?? ""];
    if (!target) return rejects.push({ file, line, reason: `metric "${record.metric ?? ""}" is not one this importer knows (docs/market.md)` });
    const symbol = symbolText.safeParse(record.symbol ?? "");
    if (!symbol.success) return rejects.push({ file, line, reason: `symbol "${record.symbol ?? ""}" is not a symbol` });
    const value = readNumber(record.value);
    if (value === null) return rejects.push({ file, line, reason: `value "${record.value ?? ""}" is not a number` });
    const end = record.period_end?.trim() ?? "";
    if (!isCalendarDate(end)) return rejects.push({ file, line, reason: `period_end "${end}" is not a date YYYY-MM-DD` });
    const year = Number(record.fiscal_year);
    if (!Number.isInteger(year)) return rejects.push({ file, line, reason: `fiscal_year "${record.fiscal_year ?? ""}" is not a year` });
    const currency = record.unit?.trim() ?? "";
    if (!/^[A-Z]{3}$/.test(currency)) return rejects.push({ file, line, reason: `unit "${currency}" is not a currency code` });
    const key = `${symbol.data}|${target.kind}|${year}`;
    const entry = rows.get(key) ?? { symbol: symbol.data, kind: target.kind, row: { fiscal_date: end, fiscal_year: year, currency }, filed: {} };
    rows.set(key, entry);
    const filed = record.filed?.trim() ?? "";
    if (entry.filed[target.field] !== undefined && entry.filed[target.field] > filed) return;
    entry.filed[target.field] = filed;
    entry.row[target.field] = value;
  });
  const groups: Groups = new Map();
  for (const entry of rows.values()) addRow(groups, entry.symbol, entry.kind, "annual", entry.row);
  return { shape: "csv-facts", groups: [...groups.values()], rejects };
}

/** Reads one statements file's text; `file` names it in the rejected rows. */
export function readStatements(text: string, file: string): StatementsFile {
  const body = text.replace(/^\uFEFF/, "");
  if (/^\s*[[{]/.test(body)) return readJson(body, file);
  let records: Record<string, string>[];
  try {
    records = parse(body, { columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), skip_empty_lines: true, relax_column_count: true }) as Record<string, string>[];
  } catch (error) {
    return { shape: "csv-rows", groups: [], rejects: [{ file, line: 0, reason: `neither JSON nor CSV: ${(error as Error).message}` }] };
  }
  const columns = records.length > 0 ? Object.keys(records[0]) : [];
  if (columns.includes("metric") && columns.includes("value")) return readCsvFacts(records, file);
  if (columns.includes("statement")) return readCsvRows(records, file);
  return {
    shape: "csv-rows",
    groups: [],
    rejects: [{ file, line: 1, reason: "the header has neither statement (statement rows) nor metric and value (XBRL facts): see docs/market.md" }],
  };
}
