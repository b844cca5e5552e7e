/**
 * The SIX Swiss Exchange's trading calendar: trading on weekdays from 09:00 to 17:30 Europe/Zurich, closed on New
 * Year's Day, Berchtold's Day (2 January), Good Friday, Easter Monday, Labour Day (1 May), Ascension Day, Whit Monday,
 * Swiss National Day (1 August), Christmas Eve, Christmas, St Stephen's Day and New Year's Eve (SIX's published
 * exchange holidays). Dates are `YYYY-MM-DD` strings in Zurich time.
 */

const DAY_MS = 86_400_000;
/** Continuous trading opens at 09:00 and the closing auction ends at 17:30, Zurich time. */
export const OPENS_AT_MINUTES = 9 * 60;
export const CLOSES_AT_MINUTES = 17 * 60 + 30;

/** `2026-11-24` → days since 1970-01-01. */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** Days since 1970-01-01 → `YYYY-MM-DD`. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

/** True for a real calendar date written `YYYY-MM-DD` (`2026-02-30` is not one). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const holidayCache = new Map<number, Map<string, string>>();

/** The exchange holidays of a year: date → name. */
export function sixHolidays(year: number): ReadonlyMap<string, string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const holidays = new Map<string, string>([
    [fixed(1, 1), "New Year's Day"],
    [fixed(1, 2), "Berchtold's Day"],
    [addDays(easter, -2), "Good Friday"],
    [addDays(easter, 1), "Easter Monday"],
    [fixed(5, 1), "Labour Day"],
    [addDays(easter, 39), "Ascension Day"],
    [addDays(easter, 50), "Whit Monday"],
    [fixed(8, 1), "Swiss National Day"],
    [fixed(12, 24), "Christmas Eve"],
    [fixed(12, 25), "Christmas Day"],
    [fixed(12, 26), "St Stephen's Day"],
    [fixed(12, 31), "New Year's Eve"],
  ]);
  holidayCache.set(year, holidays);
  return holidays;
}

/** True when the SIX trades on this date: a weekday that is no exchange holiday. */
export function isTradingDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !sixHolidays(Number(date.slice(0, 4))).has(date);
}

/** The trading days from `from` to `to`, both included, oldest first. */
export function tradingDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day++) {
    const date = dateOfDay(day);
    if (isTradingDay(date)) days.push(date);
  }
  return days;
}

/** The trading day before `date`. */
export function previousTradingDay(date: string): string {
  let day = addDays(date, -1);
  while (!isTradingDay(day)) day = addDays(day, -1);
  return day;
}

/** The trading day after `date`. */
export function nextTradingDay(date: string): string {
  let day = addDays(date, 1);
  while (!isTradingDay(day)) day = addDays(day, 1);
  return day;
}

const zurichClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Zurich",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The Zurich date and wall-clock time of an instant. */
export function zurichTime(instant: Date): { date: string; minutes: number; seconds: number } {
  const parts = Object.fromEntries(zurichClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    seconds: Number(parts.second),
  };
}

/** The instant of a Zurich wall-clock time (`minutes` after midnight) on `date`. */
export function zurichInstant(date: string, minutes: number): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const offset = (instant: number) => {
    const local = zurichTime(new Date(instant));
    return Date.parse(`${local.date}T00:00:00Z`) + (local.minutes * 60 + local.seconds) * 1000 - instant;
  };
  // Twice: the offset at the guess can differ from the offset at the answer only across a change of summer time.
  let instant = wall - offset(wall);
  instant = wall - offset(instant);
  return new Date(instant);
}

/** True while the SIX trades at `instant`: a trading day in Zurich, from 09:00 until before 17:30. */
export function isMarketOpen(instant: Date): boolean {
  const { date, minutes } = zurichTime(instant);
  return isTradingDay(date) && minutes >= OPENS_AT_MINUTES && minutes < CLOSES_AT_MINUTES;
}

/** The close (17:30 Zurich) of a trading day. */
export function closeOf(date: string): Date {
  return zurichInstant(date, CLOSES_AT_MINUTES);
}

/** The first close at or after `instant`. */
export function nextClose(instant: Date): Date {
  const { date, minutes } = zurichTime(instant);
  if (isTradingDay(date) && minutes < CLOSES_AT_MINUTES) return closeOf(date);
  return closeOf(nextTradingDay(date));
}

/** The newest trading day whose close has passed at `instant`. */
export function lastClosedTradingDay(instant: Date): string {
  const { date, minutes } = zurichTime(instant);
  if (isTradingDay(date) && minutes >= CLOSES_AT_MINUTES) return date;
  return previousTradingDay(date);
}
