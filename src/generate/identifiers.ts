/** The numbers the register gives: UIDs, gazette publication numbers (`sogc_id`) and daily-register numbers. */
import { uidCheckDigit } from "../domain/uid.js";
import { calendar, FIRST_YEAR, REFERENCE_DATE, TODAY } from "./calendar.js";
import type { Geography } from "./geography.js";
import type { Random } from "./random.js";
import { PUBLICATION_NUMBER_DAY, TEN_DIGIT_PUBLICATION_DAY } from "./register-epochs.js";

/** The first eight UID digits are drawn from 10,000,000 to 59,999,999. */
const UID_FIRST8_FROM = 10_000_000;
const UID_FIRST8_RANGE = 50_000_000;

/** Publication numbers one gazette day can give (a full day lends its numbers to the next): more since 2018. */
const PUBLICATIONS_PER_DAY_SINCE_2018 = 10_000;
const PUBLICATIONS_PER_DAY_BEFORE = 2_000;
/** Bases that give 10-digit numbers since 2018 and 9-digit ones before 2002 (7-8 digits in between, from 1). */
const TEN_DIGIT_BASE = 1_000_000_000;
const OLD_NUMBER_BASE = 100_000_000;
/** Gazette days after TODAY that late notices and full days may still fall on. */
const DAYS_AFTER_TODAY = 64;

/** Daily-register entries a year in the whole country in the reference year; each canton numbers its share. */
const JOURNAL_ENTRIES_PER_YEAR = 300_000;
const REFERENCE_YEAR = Number(REFERENCE_DATE.slice(0, 4));
/** The register's yearly volume grew e-fold every this many years. */
const JOURNAL_GROWTH_YEARS = 45;
/** Even the smallest canton numbers this many entries a year. */
const MIN_JOURNAL_ENTRIES = 200;
/** Numbers scatter by up to 1/250 of the year's volume around the day's place in the year. */
const JOURNAL_SCATTER_DIVISOR = 250;
/** A canton's share of the register when the geography does not know it. */
const FALLBACK_CANTON_SHARE = 0.01;
const DAYS_IN_LONGEST_YEAR = 366;

export class Identifiers {
  private readonly cal = calendar();
  private readonly uids = new Set<number>();
  private readonly publicationsOnDay = new Uint16Array(TODAY + DAYS_AFTER_TODAY);

  constructor(private readonly random: Random, private readonly geography: Geography) {}

  /** Keeps a UID (9 digits) from being drawn for any company: it is given to one by name (a listed company). */
  reserve(uid: string): void {
    this.uids.add(Number(uid.slice(0, 8)));
  }

  /** 9 digits, unique, with a valid check digit. */
  uid(): string {
    for (;;) {
      const first8 = UID_FIRST8_FROM + this.random.int(UID_FIRST8_RANGE);
      if (this.uids.has(first8)) continue;
      const check = uidCheckDigit(String(first8));
      if (check === null) continue;
      this.uids.add(first8);
      return `${first8}${check}`;
    }
  }

  /** A publication number, unique, growing with the date (10 digits since 2018, 7-8 digits 2002-2017). */
  sogcId(day: number): string {
    const cap = day >= TEN_DIGIT_PUBLICATION_DAY ? PUBLICATIONS_PER_DAY_SINCE_2018 : PUBLICATIONS_PER_DAY_BEFORE;
    let d = day;
    while (this.publicationsOnDay[d] >= cap) d++;
    const c = this.publicationsOnDay[d]++;
    if (d >= TEN_DIGIT_PUBLICATION_DAY) return String(TEN_DIGIT_BASE + (d - TEN_DIGIT_PUBLICATION_DAY) * PUBLICATIONS_PER_DAY_SINCE_2018 + c);
    if (d >= PUBLICATION_NUMBER_DAY) return String((d - PUBLICATION_NUMBER_DAY) * PUBLICATIONS_PER_DAY_BEFORE + c + 1);
    return String(OLD_NUMBER_BASE + d * PUBLICATIONS_PER_DAY_BEFORE + c);
  }

  /** A canton's running daily-register number for an entry on `day`: it grows through the year. */
  journalNo(canton: string, day: number): string {
    const year = this.cal.year[day];
    const share = this.geography.cantonShare.get(canton) ?? FALLBACK_CANTON_SHARE;
    const volume = Math.max(MIN_JOURNAL_ENTRIES, Math.round(share * JOURNAL_ENTRIES_PER_YEAR * Math.exp((year - REFERENCE_YEAR) / JOURNAL_GROWTH_YEARS)));
    const dayOfYear = day - this.cal.yearStart[year - FIRST_YEAR];
    return String(1 + Math.floor((dayOfYear / DAYS_IN_LONGEST_YEAR) * volume) + this.random.int(Math.max(1, Math.round(volume / JOURNAL_SCATTER_DIVISOR))));
  }
}
