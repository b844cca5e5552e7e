/**
 * Price history: the query (`interval`, `start_date`, `end_date`, `outputsize`), the bars it needs from the store,
 * and daily bars aggregated into weeks (Monday to Friday) or calendar months. An aggregated value opens with the
 * first open, closes with the last close, spans the highest high and lowest low, and sums the volume; its `date` is
 * its first trading day within the range. Values come newest first.
 */
import { z } from "zod";
import { HISTORY_INTERVALS, type HistoryInterval, type StockHistoryValue } from "../domain/market.js";
import type { BarRange, DailyBar } from "../store/market-port.js";
import { addDays, dayNumber, isCalendarDate } from "./calendar.js";

export { HISTORY_INTERVALS, type HistoryInterval };

export const DEFAULT_OUTPUTSIZE = 30;
export const MAX_OUTPUTSIZE = 5000;

/** A date parameter of the history: a real calendar day, YYYY-MM-DD. */
export const historyDate = (name: "start_date" | "end_date", what: string) =>
  z
    .string()
    .refine(isCalendarDate, `Parameter ${name} must be a real date YYYY-MM-DD.`)
    .describe(`${what}, YYYY-MM-DD (Zurich)`);

/**
 * The checks across the history's dates, each issue at its parameter's path: neither date after `today`, and
 * `end_date` not before `start_date`.
 */
export function checkHistoryDates(today: string) {
  return (query: { start_date?: string; end_date?: string }, context: z.RefinementCtx): void => {
    for (const key of ["start_date", "end_date"] as const) {
      const value = query[key];
      if (value !== undefined && value > today) context.addIssue({ code: "custom", path: [key], message: `Parameter ${key} must not be after today (${today}).` });
    }
    if (query.start_date && query.end_date && query.end_date < query.start_date) {
      context.addIssue({ code: "custom", path: ["end_date"], message: "Parameter end_date must not be before start_date." });
    }
  };
}

/**
 * The history query as a schema whose issues carry the parameter's path: a malformed date, a date after `today`
 * and an `end_date` before `start_date` are refused.
 */
export function historyQuerySchema(today: string) {
  return z
    .object({
      interval: z.enum(HISTORY_INTERVALS).default("1day").describe("1day, 1week or 1month"),
      start_date: historyDate("start_date", "First day").optional(),
      end_date: historyDate("end_date", "Last day").optional(),
      outputsize: z.coerce
        .number()
        .int()
        .min(1)
        .max(MAX_OUTPUTSIZE)
        .default(DEFAULT_OUTPUTSIZE)
        .describe(`number of values, 1..${MAX_OUTPUTSIZE}, newest first`),
    })
    .superRefine(checkHistoryDates(today));
}

export type HistoryQuery = z.infer<ReturnType<typeof historyQuerySchema>>;

/** Calendar days one value spans at most, to fetch enough daily bars for `outputsize` values without a start date. */
const DAYS_PER_VALUE: Record<HistoryInterval, number> = { "1day": 1.6, "1week": 7, "1month": 31 };

/** The daily bars a query needs: its own dates, or enough days before its end for `outputsize` values. */
export function barRangeFor(query: HistoryQuery, today: string): BarRange {
  const to = query.end_date ?? today;
  // Two weeks more than the values need: holidays, and a partial first week or month that is cut off.
  const from = query.start_date ?? addDays(to, -Math.ceil(query.outputsize * DAYS_PER_VALUE[query.interval]) - 14);
  return { from, to };
}

/** One value of a history. */
export type HistoryValue = StockHistoryValue;

/** The bucket a day falls into: its own day, the Monday of its week, or its month. */
function bucketOf(date: string, interval: HistoryInterval): string {
  if (interval === "1day") return date;
  if (interval === "1month") return date.slice(0, 7);
  const day = dayNumber(date);
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  return String(day - ((day + 3) % 7));
}

/** Daily bars (oldest first) aggregated by `interval`, newest first, at most `outputsize` values. */
export function aggregateBars(oldestFirst: readonly DailyBar[], interval: HistoryInterval, outputsize: number): HistoryValue[] {
  const values: HistoryValue[] = [];
  let bucket: string | null = null;
  for (const bar of oldestFirst) {
    const key = bucketOf(bar.date, interval);
    const current = values[values.length - 1];
    if (key !== bucket || !current) {
      values.push({ date: bar.date, open: bar.open, high: bar.high, low: bar.low, close: bar.close, volume: bar.volume });
      bucket = key;
      continue;
    }
    current.high = Math.max(current.high, bar.high);
    current.low = Math.min(current.low, bar.low);
    current.close = bar.close;
    current.volume += bar.volume;
  }
  return values.reverse().slice(0, outputsize);
}
