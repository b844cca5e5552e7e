/**
 * Dates as day numbers since 1883-01-01 (the first year of the Swiss gazette of commerce), with the formatted
 * strings precomputed once: the generator formats tens of millions of dates.
 */

/** The register's first day and the fixed "today" of every generated register (content must not depend on the clock). */
export const FIRST_DAY = "1883-01-01";
export const REFERENCE_DATE = "2026-11-01";
/** The year of FIRST_DAY: `Calendar.yearStart` is indexed by `year - FIRST_YEAR`. */
export const FIRST_YEAR = 1883;

const MS_PER_DAY = 86_400_000;
const EPOCH = Date.UTC(FIRST_YEAR, 0, 1);

function dayOf(iso: string): number {
  const [y, m, d] = iso.split("-").map(Number);
  return Math.round((Date.UTC(y, m - 1, d) - EPOCH) / MS_PER_DAY);
}

export const TODAY = dayOf(REFERENCE_DATE);

export interface Calendar {
  /** `YYYY-MM-DD` per day. */
  iso: string[];
  /** `DD.MM.YYYY` per day, as the gazette writes dates. */
  swiss: string[];
  year: Int16Array;
  /** 0 = Sunday .. 6 = Saturday. */
  weekday: Uint8Array;
  /** The gazette issue number of a weekday (weekdays counted from 1 January). */
  issue: Uint16Array;
  /** First day of each year from FIRST_YEAR, indexed by year - FIRST_YEAR. */
  yearStart: Int32Array;
}

let cached: Calendar | undefined;

export function calendar(): Calendar {
  if (cached) return cached;
  const days = TODAY + 1;
  const iso: string[] = new Array(days);
  const swiss: string[] = new Array(days);
  const year = new Int16Array(days);
  const weekday = new Uint8Array(days);
  const issue = new Uint16Array(days);
  const yearStart = new Int32Array(2027 - FIRST_YEAR + 1);
  let count = 0;
  for (let day = 0; day < days; day++) {
    const date = new Date(EPOCH + day * MS_PER_DAY);
    const y = date.getUTCFullYear();
    const m = String(date.getUTCMonth() + 1).padStart(2, "0");
    const d = String(date.getUTCDate()).padStart(2, "0");
    iso[day] = `${y}-${m}-${d}`;
    swiss[day] = `${d}.${m}.${y}`;
    year[day] = y;
    weekday[day] = date.getUTCDay();
    if (m === "01" && d === "01") {
      count = 0;
      yearStart[y - FIRST_YEAR] = day;
    }
    if (weekday[day] !== 0 && weekday[day] !== 6) count++;
    issue[day] = count;
  }
  yearStart[2027 - FIRST_YEAR] = days;
  cached = { iso, swiss, year, weekday, issue, yearStart };
  return cached;
}

/** The next weekday on or after a day. */
export function weekdayOnOrAfter(cal: Calendar, day: number): number {
  let d = day;
  while (cal.weekday[d] === 0 || cal.weekday[d] === 6) d++;
  return d;
}

/** A day `count` weekdays after `day`. */
export function addWeekdays(cal: Calendar, day: number, count: number): number {
  let d = day;
  let left = count;
  while (left > 0) {
    d++;
    if (cal.weekday[d] !== 0 && cal.weekday[d] !== 6) left--;
  }
  return d;
}
