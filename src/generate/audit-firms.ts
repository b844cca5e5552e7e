/**
 * Audit firms are companies too (the first ids): their names, seats, founding days and UIDs are drawn before any
 * company needs an auditor, and each becomes a legal-entity person the first time it audits a company.
 */
import { calendar, FIRST_YEAR, weekdayOnOrAfter } from "./calendar.js";
import type { Company } from "./company-state.js";
import { AUDIT_PATTERNS } from "./data/firm-words.js";
import type { Geography, Place } from "./geography.js";
import type { Identifiers } from "./identifiers.js";
import type { Naming } from "./naming.js";
import type { People } from "./people.js";
import type { Random } from "./random.js";
import type { RegisterLanguage } from "./vocabulary.js";

/** One audit firm per this many companies, and at least a dozen so that a small register has some in each language. */
const COMPANIES_PER_AUDIT_FIRM = 300;
const MIN_AUDIT_FIRMS = 12;
/** The first firms take German, French and Italian seats in turn, so that every language has audit firms. */
const FIRMS_SEATED_BY_LANGUAGE = 9;
/** Founding years from 1920 over 95 years, leaning to the later ones (u^0.8). */
const FIRST_FOUNDING_YEAR = 1920;
const FOUNDING_YEARS = 95;
const FOUNDING_YEAR_SKEW = 0.8;
/** The founding day falls anywhere in the year's first 360 days (then on a weekday). */
const FOUNDING_DAYS_IN_YEAR = 360;
/** A firm audits others once it is over a year old. */
const MIN_FIRM_AGE_DAYS = 400;
/** Draws more to find a firm from the company's canton (local firms audit most companies). */
const SAME_CANTON_ATTEMPTS = 4;

export interface AuditFirm {
  companyId: number;
  name: string;
  uid: string;
  seat: Place;
  day: number;
  /** Its person id once it audits a company, 0 before. */
  person: number;
}

export class AuditFirms {
  /** Per language, ordered by founding day. */
  private readonly byLanguage: Record<RegisterLanguage, AuditFirm[]> = { de: [], fr: [], it: [] };
  private readonly byCompanyId = new Map<number, AuditFirm>();
  private readonly uidByPerson = new Map<number, string>();

  constructor(total: number, private readonly random: Random, geography: Geography, naming: Naming, private readonly people: People, identifiers: Identifiers) {
    const cal = calendar();
    const count = Math.min(total, Math.max(MIN_AUDIT_FIRMS, Math.round(total / COMPANIES_PER_AUDIT_FIRM)));
    for (let i = 0; i < count; i++) {
      const seat = i < FIRMS_SEATED_BY_LANGUAGE ? geography.drawInLanguage(random, (["de", "fr", "it"] as const)[i % 3]) : geography.drawSeat(random);
      const language = seat.language;
      const year = FIRST_FOUNDING_YEAR + Math.floor(random.float() ** FOUNDING_YEAR_SKEW * FOUNDING_YEARS);
      const day = weekdayOnOrAfter(cal, cal.yearStart[year - FIRST_YEAR] + random.int(FOUNDING_DAYS_IN_YEAR));
      const name = naming.auditFirm(random.pick(AUDIT_PATTERNS[language]), language, seat);
      const firm: AuditFirm = { companyId: i + 1, name, uid: identifiers.uid(), seat, day, person: 0 };
      this.byLanguage[language].push(firm);
      this.byCompanyId.set(firm.companyId, firm);
    }
    for (const language of ["de", "fr", "it"] as const) this.byLanguage[language].sort((a, b) => a.day - b.day || a.companyId - b.companyId);
  }

  /** How many there are: they hold company ids 1 to count. */
  get count(): number {
    return this.byCompanyId.size;
  }

  /** The audit firm a company id stands for, if it is one. */
  firmOf(companyId: number): AuditFirm | undefined {
    return this.byCompanyId.get(companyId);
  }

  /** The UID of an audit firm's person. */
  uidOf(person: number): string | undefined {
    return this.uidByPerson.get(person);
  }

  /** An audit firm (its person id) founded well before `day`, preferably from the company's canton; null if none fits. */
  pick(company: Company, day: number): number | null {
    const firms = this.byLanguage[company.language];
    let low = 0;
    let high = firms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (firms[middle].day < day - MIN_FIRM_AGE_DAYS) low = middle + 1;
      else high = middle;
    }
    if (low === 0) return null;
    let firm = firms[this.random.int(low)];
    for (let attempt = 0; attempt < SAME_CANTON_ATTEMPTS && firm.seat.canton !== company.seat.canton; attempt++) {
      const other = firms[this.random.int(low)];
      if (other.seat.canton === company.seat.canton) firm = other;
    }
    if (firm.companyId === company.id) return null;
    if (firm.person === 0) {
      firm.person = this.people.createLegalEntity(firm.name, firm.uid, firm.seat, firm.seat.language);
      this.uidByPerson.set(firm.person, firm.uid);
    }
    if (company.officers.some((o) => o.person === firm.person)) return null;
    return firm.person;
  }
}
