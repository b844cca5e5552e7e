/**
 * Key executives from CSV: `symbol,name,title,year_born,pay,exercised,currency,display_order` (year_born, pay,
 * exercised and display_order may be empty; without display_order the file's order counts). A file replaces the
 * executives of every symbol it names.
 */
import { parse } from "csv-parse/sync";
import type { ExecutiveInput } from "../../store/market-port.js";
import { readNumber, type RejectedRow } from "./rejects.js";

export interface ExecutivesFile {
  /** Symbol → its executives, in display order. */
  bySymbol: Map<string, ExecutiveInput[]>;
  rejects: RejectedRow[];
}

const REQUIRED = ["symbol", "name", "title", "currency"] as const;

/** Reads one executives file's text; `file` names it in the rejected rows. */
export function readExecutives(text: string, file: string, currentYear: number): ExecutivesFile {
  const rejects: RejectedRow[] = [];
  const bySymbol = new Map<string, ExecutiveInput[]>();
  let records: Record<string, string>[];
  try {
    records = parse(text.replace(/^\uFEFF/, ""), { columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), skip_empty_lines: true, relax_column_count: true }) as Record<string, string>[];
  } catch (error) {
    return { bySymbol, rejects: [{ file, line: 0, reason: `not a CSV file: ${(error as Error).message}` }] };
  }
  const missing = REQUIRED.filter((column) => records.length > 0 && !(column in records[0]));
  if (missing.length > 0) {
    return { bySymbol, rejects: [{ file, line: 1, reason: `the header lacks ${missing.join(", ")}: expected symbol,name,title,year_born,pay,exercised,currency,display_order` }] };
  }
  records.forEach((record, index) => {
    const line = index + 2;
    const reject = (reason: string) => rejects.push({ file, line, reason });
    const symbol = (record.symbol ?? "").trim().toUpperCase();
    if (!/^[A-Z0-9.]{1,12}$/.test(symbol)) return reject(`symbol "${record.symbol ?? ""}" is not a symbol`);
    const name = (record.name ?? "").trim();
    const title = (record.title ?? "").trim();
    if (name === "") return reject("name is empty");
    if (title === "") return reject("title is empty");
    const currency = (record.currency ?? "").trim();
    if (!/^[A-Z]{3}$/.test(currency)) return reject(`currency "${currency}" is not a three-letter code`);
    const optional = (column: string): number | null | "bad" => {
      const text = (record[column] ?? "").trim();
      if (text === "") return null;
      return readNumber(text) ?? "bad";
    };
    const yearBorn = optional("year_born");
    if (yearBorn === "bad" || (yearBorn !== null && (!Number.isInteger(yearBorn) || yearBorn < 1900 || yearBorn > currentYear - 15))) {
      return reject(`year_born "${record.year_born}" is not a year from 1900 to ${currentYear - 15}`);
    }
    const pay = optional("pay");
    if (pay === "bad" || (pay !== null && pay < 0)) return reject(`pay "${record.pay}" is not a non-negative number`);
    const exercised = optional("exercised");
    if (exercised === "bad" || (exercised !== null && exercised < 0)) return reject(`exercised "${record.exercised}" is not a non-negative number`);
    const list = bySymbol.get(symbol) ?? [];
    bySymbol.set(symbol, list);
    const order = optional("display_order");
    if (order === "bad" || (order !== null && (!Number.isInteger(order) || order < 1))) return reject(`display_order "${record.display_order}" is not a whole number from 1`);
    const displayOrder = order ?? list.length + 1;
    if (list.some((e) => e.display_order === displayOrder)) return reject(`display_order ${displayOrder} of ${symbol} appears twice`);
    list.push({ symbol, name, title, year_born: yearBorn, pay, exercised, currency, display_order: displayOrder });
  });
  for (const [symbol, list] of bySymbol) {
    if (list.length === 0) bySymbol.delete(symbol);
    else list.sort((a, b) => a.display_order - b.display_order);
  }
  return { bySymbol, rejects };
}
