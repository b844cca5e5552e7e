/**
 * OHLCV files, in two shapes (docs/market.md):
 * - the common CSV `Date,Open,High,Low,Close,Adj Close,Volume` (Yahoo Finance and most downloads; `Adj Close` may be
 *   missing), dates `YYYY-MM-DD`;
 * - the SIX style `Date;Open;High;Low;Close;Volume`, semicolon separated, dates `dd.mm.yyyy`.
 * Columns are found by name in any order, case-insensitively; thousands separators `'` are read. A row is refused
 * (with its line and reason) when a date is malformed, on a weekend, after `today` or repeated, when a price is
 * missing or not positive, when the high or low does not contain the open and close, or when the volume is negative.
 */
import { parse } from "csv-parse/sync";
import type { BarInput } from "../../store/market-port.js";
import { isCalendarDate } from "../calendar.js";
import { readNumber, type RejectedRow } from "./rejects.js";

export type OhlcvShape = "csv" | "six";

export interface OhlcvFile {
  shape: OhlcvShape;
  bars: BarInput[];
  rejects: RejectedRow[];
}

const REQUIRED = ["date", "open", "high", "low", "close", "volume"] as const;

/** `24.11.2026` → `2026-11-24`; `2026-11-24` stays. Null when neither. */
function readDate(text: string, shape: OhlcvShape): string | null {
  const trimmed = text.trim();
  const swiss = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(trimmed);
  const iso = shape === "six" && swiss ? `${swiss[3]}-${swiss[2].padStart(2, "0")}-${swiss[1].padStart(2, "0")}` : trimmed.slice(0, 10);
  return isCalendarDate(iso) && (shape === "six" ? swiss !== null : /^\d{4}-\d{2}-\d{2}$/.test(trimmed)) ? iso : null;
}

/** Reads one OHLCV file's text; `file` names it in the rejected rows. */
export function readOhlcv(text: string, file: string, today: string): OhlcvFile {
  const firstLine = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const shape: OhlcvShape = firstLine.includes(";") ? "six" : "csv";
  const rejects: RejectedRow[] = [];
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ""), { delimiter: shape === "six" ? ";" : ",", relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch (error) {
    return { shape, bars: [], rejects: [{ file, line: 0, reason: `not a CSV file: ${(error as Error).message}` }] };
  }
  const header = (records[0] ?? []).map((cell) => cell.trim().toLowerCase().replace(/\s+/g, " "));
  const column = Object.fromEntries([...REQUIRED, "adj close"].map((name) => [name, header.indexOf(name)]));
  const missing = REQUIRED.filter((name) => column[name] < 0);
  if (missing.length > 0) {
    const expected = shape === "six" ? "Date;Open;High;Low;Close;Volume" : "Date,Open,High,Low,Close,Adj Close,Volume";
    return { shape, bars: [], rejects: [{ file, line: 1, reason: `the header lacks ${missing.join(", ")}: expected ${expected}` }] };
  }
  const seen = new Map<string, number>();
  const bars: BarInput[] = [];
  records.slice(1).forEach((cells, index) => {
    const line = index + 2;
    const reject = (reason: string) => rejects.push({ file, line, reason });
    const date = readDate(cells[column.date] ?? "", shape);
    if (date === null) return reject(`date "${cells[column.date] ?? ""}" is not ${shape === "six" ? "dd.mm.yyyy" : "YYYY-MM-DD"}`);
    if (date > today) return reject(`date ${date} is in the future`);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) return reject(`date ${date} is a ${weekday === 0 ? "Sunday" : "Saturday"}, when the SIX does not trade`);
    const earlier = seen.get(date);
    if (earlier !== undefined) return reject(`date ${date} appears twice (first on line ${earlier})`);
    const [open, high, low, close, volume] = (["open", "high", "low", "close", "volume"] as const).map((name) => readNumber(cells[column[name]]));
    for (const [name, value] of [["open", open], ["high", high], ["low", low], ["close", close]] as const) {
      if (value === null) return reject(`${name} "${cells[column[name]] ?? ""}" is not a number`);
      if (value <= 0) return reject(`${name} ${value} is not a positive price`);
    }
    if (volume === null || volume < 0) return reject(`volume "${cells[column.volume] ?? ""}" is not a non-negative number`);
    if (low! > Math.min(open!, close!)) return reject(`low ${low} is above the open ${open} or the close ${close}`);
    if (high! < Math.max(open!, close!)) return reject(`high ${high} is below the open ${open} or the close ${close}`);
    const adjClose = column["adj close"] >= 0 ? readNumber(cells[column["adj close"]]) : null;
    seen.set(date, line);
    bars.push({ date, open: open!, high: high!, low: low!, close: close!, adjClose, volume: volume! });
  });
  bars.sort((a, b) => (a.date < b.date ? -1 : 1));
  return { shape, bars, rejects };
}

/**
 * The symbol a file name gives: the name up to its first `.`, `_`, `-` or space, upper case (`NESN.SW.csv`,
 * `nesn_daily.csv` and `NESN.csv` all give `NESN`).
 */
export function symbolFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base.split(/[._\- ]/, 1)[0].toUpperCase();
}
