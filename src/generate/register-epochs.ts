/** Days on which the register's rules changed, and the last day a notice may be entered, as calendar day numbers. */
import { calendar, FIRST_YEAR, TODAY } from "./calendar.js";

function firstDayOf(year: number): number {
  return calendar().yearStart[year - FIRST_YEAR];
}

/** Audit firms are entered as officers from 1940; the demo register's earlier notices name none. */
export const FIRST_AUDITOR_DAY = firstDayOf(1940);

/** From 2002 the gazette numbers its publications, and a notice refers to the previous one by that number (before, by page). */
export const PUBLICATION_NUMBER_DAY = firstDayOf(2002);

/** The 2008 audit law: only larger companies must be audited, and small ones may opt out of audit. */
export const AUDIT_REFORM_DAY = firstDayOf(2008);

/** The UID exists from 2011: notices print it from then, and companies deleted before never had one. */
export const UID_DAY = firstDayOf(2011);

/** From 2018 publication numbers have 10 digits. */
export const TEN_DIGIT_PUBLICATION_DAY = firstDayOf(2018);

/** The last day a notice may be entered in a daily register: its gazette issue follows a few weekdays later. */
export const LAST_JOURNAL_DAY = TODAY - 12;
