/**
 * The life of each demo company, from its new entry in the gazette to its deletion: officers come and go, addresses,
 * names, purposes and capital change, some companies are dissolved and liquidated. Every change is a gazette notice
 * (rendered by renderNotice) and every mandate opens and closes with the notice that names its holder.
 *
 * Everything is drawn from one seeded stream in a fixed order, so a seed always gives the same register.
 */
import { loadReferenceData } from "../domain/reference.js";
import { formatUid, uidCheckDigit } from "../domain/uid.js";
import { addWeekdays, calendar, TODAY, weekdayOnOrAfter, type Calendar } from "./calendar.js";
import { PURPOSE_CLAUSES } from "./data/activities.js";
import { COUNTRIES } from "./data/foreign-names.js";
import { AUDIT_PATTERNS } from "./data/firm-words.js";
import { FRENCH_STREETS, GERMAN_STREETS, ITALIAN_STREETS } from "./data/streets.js";
import { FORM_DRAW, FORM_GROUP, FORM_PROFILE, MUTATION_KINDS } from "./forms.js";
import { Geography, type Place } from "./geography.js";
import { Industry, type NogaType } from "./industry.js";
import { Naming } from "./naming.js";
import { foundingOfficers, joiningRole, promotion } from "./officers.js";
import { renderNotice, type Notice, type NoticeEntry } from "./notice.js";
import { People, REDACTION_KIND, type PersonRow } from "./people.js";
import { Random } from "./random.js";
import {
  addressChange, capitalChange, deletion, dissolution, foundingStatements, nameChange, optingOut, purposeChange, seatChange, STATUTE_NOTES, statutesChange,
  formatCapital, type DeletionReason, type FormGroup,
} from "./statements.js";
import {
  NAME_SUFFIXES, ROLE_SEPARATOR, roleWords, signatureWords, type NoticeStyle, type RegisterLanguage, type RoleCode, type SignatureCode,
} from "./vocabulary.js";

export interface CompanyRow {
  id: number;
  uid: string | null;
  name: string;
  legalForm: string;
  status: "active" | "liquidation" | "deleted";
  registerDate: string;
  deletionDate: string | null;
  address: string;
  zip: string;
  town: string;
  municipality: number;
  canton: string;
  language: RegisterLanguage;
  purpose: string;
  capital: string | null;
  nogaCode: string;
  updatedAt: string;
}

export interface CompanyNameRow {
  companyId: number;
  kind: "previous" | "translation";
  position: number;
  name: string;
}

export interface MandateRow {
  id: number;
  companyId: number;
  personId: number;
  role: string | null;
  signingAuthority: string | null;
  startedOn: string;
  endedOn: string | null;
  openedBy: number;
  closedBy: number | null;
}

export interface PublicationRow {
  id: number;
  companyId: number;
  sogcId: string;
  sogcDate: string;
  journalNo: string;
  journalDate: string;
  mutationTypes: string | null;
  language: RegisterLanguage;
  text: string;
}

/** Where the simulation's rows go; each table receives its rows in primary-key order. */
export interface RegisterSink {
  person(row: PersonRow): void;
  company(row: CompanyRow): void;
  companyName(row: CompanyNameRow): void;
  mandate(row: MandateRow): void;
  publication(row: PublicationRow): void;
}

/** Mutation-type keys (data/zefix_sogc_mutation_types.csv), in the order of their ids. */
const MUTATION_ORDER = ["status.neu", "status.aufl.liq", "status.aufl.konk", "status.loeschung", "adressaenderung", "aenderungorgane", "fusion"];

const STREETS: Readonly<Record<RegisterLanguage, readonly string[]>> = { de: GERMAN_STREETS, fr: FRENCH_STREETS, it: ITALIAN_STREETS };
const LIQUIDATION_SUFFIX: Readonly<Record<RegisterLanguage | "en", string>> = { de: " in Liquidation", fr: " en liquidation", it: " in liquidazione", en: " in liquidation" };

interface AuditFirm {
  companyId: number;
  name: string;
  uid: string;
  seat: Place;
  day: number;
  person: number;
}

interface Officer {
  person: number;
  role: RoleCode;
  /** null for an audit firm. */
  sig: SignatureCode | null;
  liquidator: boolean;
  /** Index in the company's mandate list. */
  mandate: number;
}

interface OpenMandate {
  row: MandateRow;
}

interface Scheduled {
  journal: number;
  sogc: number;
}

/** A company's state while its history is written. */
interface Company {
  id: number;
  form: string;
  group: FormGroup;
  seat: Place;
  language: RegisterLanguage;
  style: NoticeStyle;
  type: NogaType;
  uid: string | null;
  name: string;
  base: string | null;
  translations: string[];
  previousNames: string[];
  legalFormText: string;
  street: string;
  zip: string;
  purpose: string;
  capital: number | null;
  shareValue: number;
  officers: Officer[];
  mandates: OpenMandate[];
  publications: PublicationRow[];
  lastPublication: { issue: number; date: string; publication: string; page: number | null } | null;
  lastSogcDay: number;
  /** The daily-register day of the notice being written. */
  noticeDay: number;
  hasAuditor: boolean;
  optedOut: boolean;
}

const DAY_1940 = yearDay(1940);
const DAY_2002 = yearDay(2002);
const DAY_2008 = yearDay(2008);
const DAY_2011 = yearDay(2011);
const DAY_2018 = yearDay(2018);

function yearDay(year: number): number {
  return calendar().yearStart[year - 1883];
}

/** The last day a notice may be entered in a daily register (its gazette issue follows a few weekdays later). */
const LAST_JOURNAL_DAY = TODAY - 12;

export interface SimulationCounts {
  companies: number;
  persons: number;
  mandates: number;
  publications: number;
}

export class RegisterSimulation {
  private readonly random: Random;
  private readonly cal: Calendar = calendar();
  private readonly geography = new Geography();
  private readonly industry = new Industry();
  private readonly naming: Naming;
  private readonly people: People;
  private readonly uids = new Set<number>();
  private readonly dayCounter = new Uint16Array(TODAY + 64);
  private readonly auditFirms: Record<RegisterLanguage, AuditFirm[]> = { de: [], fr: [], it: [] };
  private readonly auditFirmById = new Map<number, AuditFirm>();
  private readonly auditUid = new Map<number, string>();
  private readonly mergerTargets: Record<RegisterLanguage, string[]> = { de: [], fr: [], it: [] };
  private readonly cantonNames = new Map<string, { de: string; fr: string; it: string }>();
  private readonly legalFormText = new Map<string, Record<RegisterLanguage, string>>();
  private nextPublication = 1;
  private nextMandate = 1;
  readonly counts: SimulationCounts = { companies: 0, persons: 0, mandates: 0, publications: 0 };

  /** Called with every notice and its text (for tests of the person-line parser). */
  onNotice?: (notice: Notice, text: string) => void;

  constructor(seed: number, private readonly total: number, private readonly sink: RegisterSink) {
    this.random = new Random(seed);
    this.naming = new Naming(this.random, this.industry);
    this.people = new People(this.random, this.geography, (row) => {
      this.counts.persons++;
      sink.person(row);
    });
    const reference = loadReferenceData();
    for (const c of reference.cantons) this.cantonNames.set(c.code, { de: c.labels.de, fr: c.labels.fr, it: c.labels.it });
    for (const f of reference.legalForms) {
      const strip = (text: string) => text.replace(/ \([^)]*\)$/, "");
      const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
      this.legalFormText.set(f.code, { de: strip(f.names.de), fr: lower(strip(f.names.fr)), it: lower(strip(f.names.it)) });
    }
    this.planAuditFirms();
  }

  /** Writes companies `from`..`to` (call in order, from 1 to the total). */
  runRange(from: number, to: number): void {
    for (let id = from; id <= Math.min(to, this.total); id++) {
      this.simulate(id);
      this.counts.companies++;
    }
  }

  // ---------------------------------------------------------------------------------------------- identifiers

  private newUid(): string {
    for (;;) {
      const first8 = 10_000_000 + this.random.int(50_000_000);
      if (this.uids.has(first8)) continue;
      const check = uidCheckDigit(String(first8));
      if (check === null) continue;
      this.uids.add(first8);
      return `${first8}${check}`;
    }
  }

  /** A publication number, unique, growing with the date (10 digits since 2018, 7-8 digits 2002-2017). */
  private sogcId(day: number): string {
    const cap = day >= DAY_2018 ? 10_000 : 2_000;
    let d = day;
    while (this.dayCounter[d] >= cap) d++;
    const c = this.dayCounter[d]++;
    if (d >= DAY_2018) return String(1_000_000_000 + (d - DAY_2018) * 10_000 + c);
    if (d >= DAY_2002) return String((d - DAY_2002) * 2_000 + c + 1);
    return String(100_000_000 + d * 2_000 + c);
  }

  private journalNo(canton: string, day: number): string {
    const year = this.cal.year[day];
    const share = this.geography.cantonShare.get(canton) ?? 0.01;
    const volume = Math.max(200, Math.round(share * 300_000 * Math.exp((year - 2026) / 45)));
    const dayOfYear = day - this.cal.yearStart[year - 1883];
    return String(1 + Math.floor((dayOfYear / 366) * volume) + this.random.int(Math.max(1, Math.round(volume / 250))));
  }

  private schedule(target: number, after: number): Scheduled | null {
    const journal = weekdayOnOrAfter(this.cal, Math.max(target, after + 1));
    if (journal > LAST_JOURNAL_DAY) return null;
    return { journal, sogc: addWeekdays(this.cal, journal, this.random.between(2, 5)) };
  }

  // ---------------------------------------------------------------------------------------------- audit firms

  /** Audit firms are companies too (the first ids): their names and UIDs are known before any company needs one. */
  private planAuditFirms(): void {
    const count = Math.min(this.total, Math.max(12, Math.round(this.total / 300)));
    for (let i = 0; i < count; i++) {
      const seat = i < 9 ? this.geography.drawInLanguage(this.random, (["de", "fr", "it"] as const)[i % 3]) : this.geography.drawSeat(this.random);
      const language = seat.language;
      const year = 1920 + Math.floor(Math.pow(this.random.float(), 0.8) * 95);
      const day = weekdayOnOrAfter(this.cal, this.cal.yearStart[year - 1883] + this.random.int(360));
      const name = this.naming.auditFirm(this.random.pick(AUDIT_PATTERNS[language]), language, seat);
      const firm: AuditFirm = { companyId: i + 1, name, uid: this.newUid(), seat, day, person: 0 };
      this.auditFirms[language].push(firm);
      this.auditFirmById.set(firm.companyId, firm);
    }
    for (const language of ["de", "fr", "it"] as const) this.auditFirms[language].sort((a, b) => a.day - b.day || a.companyId - b.companyId);
  }

  /** An audit firm founded well before `day`, preferably from the same canton. */
  private pickAuditor(company: Company, day: number): number | null {
    const firms = this.auditFirms[company.language];
    let low = 0;
    let high = firms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (firms[middle].day < day - 400) low = middle + 1;
      else high = middle;
    }
    if (low === 0) return null;
    let firm = firms[this.random.int(low)];
    for (let attempt = 0; attempt < 4 && firm.seat.canton !== company.seat.canton; attempt++) {
      const other = firms[this.random.int(low)];
      if (other.seat.canton === company.seat.canton) firm = other;
    }
    if (firm.companyId === company.id) return null;
    if (firm.person === 0) {
      firm.person = this.people.createLegalEntity(firm.name, firm.uid, firm.seat, firm.seat.language);
      this.auditUid.set(firm.person, firm.uid);
    }
    if (company.officers.some((o) => o.person === firm.person)) return null;
    return firm.person;
  }

  // ---------------------------------------------------------------------------------------------- dates

  private registerDay(group: FormGroup, status: string, form: string): number {
    const profile = FORM_PROFILE[group];
    const random = this.random;
    let tau = profile.tau;
    let since = profile.since;
    if (group === "gmbh" && random.chance(0.92)) since = 1992;
    if (status === "deleted") tau *= 1.7;
    if (form === "0111") since = 1950;
    const end = TODAY - 40;
    const span = (end - this.cal.yearStart[since - 1883]) / 365.25;
    const u = random.float();
    const yearsBack = -tau * Math.log(1 - u * (1 - Math.exp(-span / tau)));
    return weekdayOnOrAfter(this.cal, Math.max(this.cal.yearStart[since - 1883], Math.round(end - yearsBack * 365.25)));
  }

  // ---------------------------------------------------------------------------------------------- people in notices

  private entry(company: Company, officer: Officer, previous: string | null): NoticeEntry {
    const p = this.people;
    const id = officer.person;
    const language = company.language;
    if (p.country[id] === -2) {
      return {
        kind: "legal_entity",
        name: p.lastName[id],
        last_name: null,
        first_name: null,
        identifier: company.noticeDay >= DAY_2011 ? formatUid(this.auditUid.get(id)!) : null,
        origin: null,
        nationality: null,
        residence: p.residenceIn(id, language),
        roles: roleWords("auditor", language, false),
        signing_authority: null,
        previous,
      };
    }
    const female = p.female[id] === 1;
    const country = p.country[id];
    return {
      kind: "natural_person",
      name: `${p.firstName[id]} ${p.lastName[id]}`,
      last_name: p.lastName[id],
      first_name: p.firstName[id],
      identifier: null,
      origin: p.originIn(id, language),
      nationality: country >= 0 ? nationalityPhrase(country, language, female) : null,
      residence: p.residenceIn(id, language),
      roles: roleWords(officer.role, language, female, officer.liquidator),
      signing_authority: officer.sig ? signatureWords(officer.sig, language, company.style) : null,
      previous,
    };
  }

  /** `Mitglied des Verwaltungsrates, ohne Zeichnungsberechtigung`: how an entry read before a change. */
  private describe(company: Company, officer: Officer): string {
    const e = this.entry(company, officer, null);
    return [e.roles.join(ROLE_SEPARATOR[company.language]), e.signing_authority].filter((part) => part).join(", ");
  }

  /** Opens a mandate for an officer with the publication `publication` (its id) entered on `day`. */
  private open(company: Company, person: number, role: RoleCode, sig: SignatureCode | null, liquidator: boolean, day: number, publication: number): Officer {
    const officer: Officer = { person, role, sig, liquidator, mandate: company.mandates.length };
    const e = this.entry(company, officer, null);
    const row: MandateRow = {
      id: this.nextMandate++,
      companyId: company.id,
      personId: person,
      role: e.roles.length > 0 ? e.roles.join(ROLE_SEPARATOR[company.language]) : null,
      signingAuthority: e.signing_authority,
      startedOn: this.cal.iso[day],
      endedOn: null,
      openedBy: publication,
      closedBy: null,
    };
    company.mandates.push({ row });
    company.officers.push(officer);
    this.people.recordMandate(person, company.seat.canton, company.language, this.cal.year[day]);
    return officer;
  }

  private close(company: Company, officer: Officer, day: number, publication: number): void {
    const row = company.mandates[officer.mandate].row;
    row.endedOn = this.cal.iso[day];
    row.closedBy = publication;
    company.officers.splice(company.officers.indexOf(officer), 1);
  }

  private person(company: Company, day: number, reuse: number, role?: RoleCode): number {
    return this.people.pick(
      {
        place: company.seat,
        language: company.language,
        year: this.cal.year[day],
        oneWordFirstName: company.style === "fribourg",
        exclude: company.officers.map((o) => o.person),
        redactionKind: role === undefined ? undefined : REDACTION_KIND[role],
      },
      reuse,
    );
  }

  // ---------------------------------------------------------------------------------------------- one company

  private simulate(id: number): void {
    const random = this.random;
    const auditFirm = this.auditFirmById.get(id);
    const form = auditFirm ? "0106" : FORM_DRAW.draw(random);
    const group = FORM_GROUP[form];
    const profile = FORM_PROFILE[group];
    const seat = auditFirm ? auditFirm.seat : this.geography.drawSeat(random);
    const language = seat.otherLanguage && random.chance(seat.otherShare) ? seat.otherLanguage : seat.language;
    const style: NoticeStyle = language === "fr" && seat.canton === "FR" ? "fribourg" : "standard";
    const type = auditFirm ? this.industry.types.find((t) => t.code === "692000")! : this.industry.draw(random, group);

    // Status and the days that shape the company's life.
    const u = random.float();
    let status: "active" | "liquidation" | "deleted" = auditFirm ? "active" : u < profile.deleted ? "deleted" : u < profile.deleted + profile.liquidation ? "liquidation" : "active";
    const founded = auditFirm ? auditFirm.day : this.registerDay(group, status, form);
    let liquidationDay: number | null = null;
    let deletionDay: number | null = null;
    let bankruptcy = false;
    let reason: DeletionReason = "liquidation";
    if (status === "deleted") {
      const latest = LAST_JOURNAL_DAY - 10;
      for (let attempt = 0; attempt < 4 && (deletionDay === null || deletionDay > latest); attempt++) {
        deletionDay = founded + Math.max(90, Math.round(-Math.log(1 - random.float()) * profile.life * 365.25));
      }
      if (deletionDay! > latest) deletionDay = founded + 60 + random.int(Math.max(1, latest - founded - 60));
      if (deletionDay! < founded + 60 || deletionDay! > latest) {
        status = "active";
        deletionDay = null;
      } else if (group === "sole") {
        reason = "cessation";
      } else if (group === "branch") {
        reason = "branch";
      } else {
        const r = random.float();
        reason = r < 0.6 ? "liquidation" : r < 0.8 ? "bankruptcy" : (group === "ag" || group === "gmbh" || group === "cooperative") && r < 0.92 ? "merger" : "liquidation";
        if (reason === "merger" && this.mergerTargets[language].length === 0) reason = "liquidation";
        if (reason === "liquidation" || reason === "bankruptcy") {
          bankruptcy = reason === "bankruptcy";
          const lead = random.between(70, 540);
          liquidationDay = deletionDay! - lead > founded + 30 ? deletionDay! - lead : null;
          if (liquidationDay === null) reason = "office";
        }
      }
    } else if (status === "liquidation") {
      liquidationDay = LAST_JOURNAL_DAY - random.between(10, 700);
      bankruptcy = random.chance(0.35);
      if (liquidationDay < founded + 40) {
        status = "active";
        liquidationDay = null;
      }
    }

    const company: Company = {
      id,
      form,
      group,
      seat,
      language,
      style,
      type,
      uid: null,
      name: "",
      base: null,
      translations: [],
      previousNames: [],
      legalFormText: this.legalFormText.get(form)![language],
      street: "",
      zip: "",
      purpose: "",
      capital: null,
      shareValue: 1000,
      officers: [],
      mandates: [],
      publications: [],
      lastPublication: null,
      lastSogcDay: founded,
      noticeDay: founded,
      hasAuditor: false,
      optedOut: false,
    };
    company.uid = deletionDay !== null && deletionDay < DAY_2011 ? null : auditFirm ? auditFirm.uid : this.newUid();
    this.newAddress(company);
    company.purpose = this.purpose(group, type, language);
    company.capital = this.initialCapital(group, founded, company);

    // The new entry.
    const first = this.schedule(founded, founded - 1)!;
    const endActive = liquidationDay ?? deletionDay ?? LAST_JOURNAL_DAY;
    this.found(company, first, auditFirm);

    // Changes over the years, then dissolution and deletion.
    const years = Math.max(0, (endActive - first.sogc) / 365.25);
    const changes = Math.min(40, random.poisson(profile.changes * years * (auditFirm ? 2 : 1)));
    const days: number[] = [];
    for (let i = 0; i < changes; i++) days.push(first.sogc + 20 + random.int(Math.max(1, endActive - first.sogc - 40)));
    if (company.hasAuditor && (group === "ag" || group === "gmbh") && first.journal < DAY_2008 && endActive > DAY_2008 + 400 && random.chance(0.45)) {
      days.push(DAY_2008 + random.int(Math.min(1500, endActive - DAY_2008 - 60)));
    }
    days.sort((a, b) => a - b);
    let last = first.sogc;
    for (const target of days) {
      if (target >= endActive - 15) break;
      const when = this.schedule(target, last);
      if (!when || when.journal >= endActive - 10) break;
      if (this.mutate(company, when)) last = when.sogc;
    }
    if (liquidationDay !== null) {
      const when = this.schedule(liquidationDay, last);
      if (when) {
        this.dissolve(company, when, bankruptcy);
        last = when.sogc;
      } else {
        status = status === "liquidation" ? "active" : status;
      }
    }
    let deletedOn: string | null = null;
    if (deletionDay !== null) {
      const when = this.schedule(Math.max(deletionDay, last + 20), last);
      if (when) {
        this.delete(company, when, reason, bankruptcy);
        deletedOn = this.cal.iso[when.journal];
      } else {
        status = liquidationDay !== null ? "liquidation" : "active";
      }
    }
    if (status === "liquidation" && liquidationDay === null) status = "active";
    if (status === "active" && (group === "ag" || group === "gmbh") && !auditFirm) {
      const targets = this.mergerTargets[language];
      const entry = `${company.name}, ${language === "fr" ? "à" : "in"} ${seat.name} (${formatUid(company.uid!)})`;
      if (targets.length < 2000) targets.push(entry);
      else targets[random.int(targets.length)] = entry;
    }
    this.flush(company, status, first.journal, deletedOn);
  }

  private flush(company: Company, status: CompanyRow["status"], registered: number, deletedOn: string | null): void {
    const sink = this.sink;
    const lastPublication = company.publications[company.publications.length - 1];
    sink.company({
      id: company.id,
      uid: company.uid,
      name: company.name,
      legalForm: company.form,
      status,
      registerDate: this.cal.iso[registered],
      deletionDate: deletedOn,
      address: company.street,
      zip: company.zip,
      town: company.seat.name,
      municipality: company.seat.bfsNr,
      canton: company.seat.canton,
      language: company.language,
      purpose: company.purpose,
      capital: company.capital === null ? null : formatCapital(company.capital),
      nogaCode: company.type.code,
      updatedAt: lastPublication.sogcDate,
    });
    company.previousNames.forEach((name, i) => sink.companyName({ companyId: company.id, kind: "previous", position: i + 1, name }));
    company.translations.forEach((name, i) => sink.companyName({ companyId: company.id, kind: "translation", position: i + 1, name }));
    for (const publication of company.publications) sink.publication(publication);
    for (const mandate of company.mandates) sink.mandate(mandate.row);
    this.counts.publications += company.publications.length;
    this.counts.mandates += company.mandates.length;
  }

  // ---------------------------------------------------------------------------------------------- notices

  private publish(
    company: Company, when: Scheduled, type: Notice["type"], keys: string[], statements: string[], removed: NoticeEntry[], added: NoticeEntry[],
    address: string | null, publicationId: number, header?: { name: string; translations: string[]; seat: string },
  ): void {
    const notice: Notice = {
      type,
      language: company.language,
      style: company.style,
      name: header?.name ?? company.name,
      translations: header?.translations ?? company.translations,
      seat: header?.seat ?? company.seat.labels[company.language],
      uid: when.journal >= DAY_2011 && company.uid ? formatUid(company.uid) : null,
      address,
      legal_form: company.legalFormText,
      reference: type === "HR01" ? null : company.lastPublication,
      statements,
      removed,
      added,
    };
    const text = renderNotice(notice);
    this.onNotice?.(notice, text);
    const sogcId = this.sogcId(when.sogc);
    const issue = this.cal.issue[when.sogc];
    keys.sort((a, b) => MUTATION_ORDER.indexOf(a) - MUTATION_ORDER.indexOf(b));
    company.publications.push({
      id: publicationId,
      companyId: company.id,
      sogcId,
      sogcDate: this.cal.iso[when.sogc],
      journalNo: this.journalNo(company.seat.canton, when.journal),
      journalDate: this.cal.iso[when.journal],
      mutationTypes: keys.length > 0 ? [...new Set(keys)].join(",") : null,
      language: company.language,
      text,
    });
    company.lastPublication = {
      issue,
      date: this.cal.swiss[when.sogc],
      publication: sogcId,
      page: when.sogc < DAY_2002 ? issue * 30 + this.random.int(30) + 1 : null,
    };
    company.lastSogcDay = when.sogc;
  }

  private found(company: Company, when: Scheduled, auditFirm: AuditFirm | undefined): void {
    const random = this.random;
    const publication = this.nextPublication++;
    const day = when.journal;
    company.noticeDay = day;
    const group = company.group;
    const officers: Array<[RoleCode, SignatureCode]> = [];
    let owner: number | null = null;
    const partners: number[] = [];
    if (group === "sole") {
      owner = this.person(company, day, 0.22, "owner");
    } else if (group === "partnership") {
      const count = company.form === "0104" ? 1 : random.chance(0.8) ? 2 : 3;
      partners.push(this.person(company, day, 0.3));
      // Brothers: a general partnership of two people with the same family name.
      const siblings = count === 2 && random.chance(0.15);
      for (let i = 1; i < count; i++) partners.push(siblings ? this.sameFamily(company, day, partners[0]) : this.person(company, day, 0.3));
    }

    // The name depends on the owner or partners for sole proprietorships and partnerships.
    const language = company.language;
    if (auditFirm) {
      company.name = auditFirm.name;
      company.base = auditFirm.name.replace(/ (AG|SA)$/, "");
    } else if (group === "ag" || group === "gmbh") {
      const firm = this.naming.corporate(company.form === "0105" ? "0105" : company.form, language, company.type, company.seat);
      company.name = firm.name;
      company.base = firm.base;
      const bilingual = company.seat.canton === "BE" || company.seat.canton === "FR" || company.seat.canton === "VS" || company.seat.canton === "GR";
      if (firm.base && /^[A-Z][a-z]+$/.test(firm.base.split(" ")[0]) && random.chance(bilingual ? 0.22 : 0.05)) {
        company.translations = this.translations(company.form, firm.base, language);
      }
    } else if (group === "sole") {
      // A sole proprietorship's name carries the owner's first given name only: `Coiffure Sandra Meier`.
      company.name = this.naming.sole(language, this.people.firstName[owner!]!.split(" ")[0], this.people.lastName[owner!], company.type, company.seat);
    } else if (group === "partnership") {
      company.name = this.naming.partnership(language, partners.map((p) => this.people.lastName[p]), company.form === "0104", company.type);
    } else if (group === "association") {
      company.name = this.naming.association(language, company.type, company.seat);
    } else if (group === "foundation") {
      company.name = this.naming.foundation(language, company.type, company.seat);
    } else if (group === "cooperative") {
      company.name = this.naming.cooperative(language, company.type, company.seat);
    } else if (group === "institute") {
      company.name = this.naming.institute(language, company.type, company.seat);
    } else if (group === "fund") {
      company.name = this.naming.fund();
    }
    let headOffice: string | null = null;
    if (group === "branch") {
      if (company.form === "0111") {
        const branch = this.naming.foreignBranch(language, company.type, company.seat);
        company.name = branch.name;
        headOffice = branch.head;
      } else {
        const head = random.chance(0.5) ? this.geography.drawInCanton(random, company.seat.canton) : this.geography.drawInLanguage(random, language);
        company.name = this.naming.branch(language, company.type, company.seat, head);
        headOffice = head.name;
      }
    }

    // Who is entered with the company.
    officers.push(...foundingOfficers(random, group, language, auditFirm !== undefined));

    // An audit firm, where the law asked for one (before 2008 every AG; later only larger companies).
    const auditShare = group === "ag" ? (day < DAY_2008 ? 0.85 : 0.45) : group === "gmbh" ? (day < DAY_2008 ? 0.08 : 0.12) : group === "foundation" ? 0.9 : group === "cooperative" ? 0.6 : group === "institute" || group === "fund" ? 1 : 0;
    const wantsAuditor = day >= DAY_1940 && random.chance(auditShare);

    const added: NoticeEntry[] = [];
    if (owner !== null) added.push(this.entry(company, this.open(company, owner, "owner", "single", false, day, publication), null));
    for (const p of partners) {
      const limited = company.form === "0104" && p !== partners[0];
      added.push(this.entry(company, this.open(company, p, limited ? "limitedPartner" : company.form === "0104" ? "generalPartner" : "partner", limited ? "none" : "single", false, day, publication), null));
    }
    if (company.form === "0104" && partners.length === 1) {
      const limited = this.person(company, day, 0.4);
      added.push(this.entry(company, this.open(company, limited, "limitedPartner", "none", false, day, publication), null));
    }
    for (const [role, sig] of officers) {
      if (role === "owner") continue;
      const person = this.person(company, day, 0.7, role);
      added.push(this.entry(company, this.open(company, person, role, sig, false, day, publication), null));
    }
    if (wantsAuditor) {
      const auditor = this.pickAuditor(company, day);
      if (auditor !== null) {
        company.hasAuditor = true;
        added.push(this.entry(company, this.open(company, auditor, "auditor", null, false, day, publication), null));
      }
    }

    const optingOutDate = !company.hasAuditor && (group === "ag" || group === "gmbh") && day >= DAY_2008 ? this.cal.swiss[Math.max(0, day - random.between(3, 40))] : null;
    company.optedOut = optingOutDate !== null;
    const statements = foundingStatements(language, {
      group,
      statutesDate: group === "sole" || group === "partnership" || group === "branch" ? null : this.cal.swiss[day - random.between(2, 45)],
      purpose: company.purpose,
      capital: company.capital,
      shares: company.capital === null ? 0 : Math.round(company.capital / company.shareValue),
      shareValue: company.shareValue,
      optingOutDate,
      supervisor: group === "foundation" ? this.supervisor(company) : null,
      headOffice,
    });
    const address = `${company.street}, ${company.zip} ${company.seat.postalName}`;
    this.publish(company, when, "HR01", ["status.neu"], statements, [], added, address, publication);
  }

  /** A new name for an association, foundation, cooperative or other non-commercial company. */
  private renameOther(company: Company): string {
    const { language, type, seat } = company;
    switch (company.group) {
      case "association": return this.naming.association(language, type, seat);
      case "foundation": return this.naming.foundation(language, type, seat);
      case "cooperative": return this.naming.cooperative(language, type, seat);
      case "institute": return this.naming.institute(language, type, seat);
      default: return this.naming.fund();
    }
  }

  private sameFamily(company: Company, day: number, sibling: number): number {
    return this.people.createRelative(sibling, {
      place: company.seat,
      language: company.language,
      year: this.cal.year[day],
      oneWordFirstName: company.style === "fribourg",
      exclude: [],
    });
  }

  /** The name in the other languages and English: `Nearivo Sàrl`, `Nearivo Sagl`, `Nearivo Ltd liab Co`. */
  private translations(form: string, base: string, language: RegisterLanguage, liquidation = false): string[] {
    const suffixes = NAME_SUFFIXES[form];
    const out: string[] = [];
    for (const other of ["de", "fr", "it", "en"] as const) {
      if (other === language || suffixes[other] === suffixes[language]) continue;
      const name = `${base} ${suffixes[other]}${liquidation ? LIQUIDATION_SUFFIX[other] : ""}`;
      if (!out.includes(name)) out.push(name);
    }
    return out;
  }

  private supervisor(company: Company): string {
    const canton = this.cantonNames.get(company.seat.canton)!;
    const federal = this.random.chance(0.35);
    if (company.language === "de") return federal ? "Eidgenössische Stiftungsaufsicht (ESA)" : `Stiftungsaufsicht des Kantons ${canton.de}`;
    if (company.language === "fr") return federal ? "Autorité fédérale de surveillance des fondations (ASF)" : `Autorité de surveillance des fondations du canton de ${canton.fr}`;
    return federal ? "Autorità federale di vigilanza sulle fondazioni (AVF)" : `Autorità di vigilanza sulle fondazioni del Cantone ${canton.it}`;
  }

  private newAddress(company: Company): void {
    const random = this.random;
    let street = random.pick(STREETS[company.language]);
    if (company.language === "fr" && random.chance(0.1)) street = `Route de ${this.geography.drawInCanton(random, company.seat.canton).shortName}`;
    if (company.language === "it" && random.chance(0.1)) street = `Via ${this.geography.drawInCanton(random, company.seat.canton).shortName}`;
    const number = 1 + Math.floor(Math.pow(random.float(), 2.2) * 140);
    company.street = `${street} ${number}${random.chance(0.08) ? "abcd"[random.int(4)] : ""}`;
    company.zip = this.geography.postcode(random, company.seat);
  }

  private purpose(group: FormGroup, type: NogaType, language: RegisterLanguage): string {
    const random = this.random;
    const phrase = this.industry.purposePhrase(random, type, language);
    if (group === "sole" || group === "partnership") return `${barePhrase(phrase, language)}.`;
    const subject = {
      de: { cooperative: "Die Genossenschaft bezweckt", association: "Der Verein bezweckt", foundation: "Die Stiftung bezweckt", other: "Die Gesellschaft bezweckt" },
      fr: { cooperative: "La société coopérative a pour but", association: "L'association a pour but", foundation: "La fondation a pour but", other: "La société a pour but" },
      it: { cooperative: "La società cooperativa ha per scopo", association: "L'associazione ha per scopo", foundation: "La fondazione ha per scopo", other: "La società ha per scopo" },
    }[language];
    const intro = group === "cooperative" || group === "association" || group === "foundation" ? subject[group] : subject.other;
    let text = `${intro} ${phrase}.`;
    if (group === "ag" || group === "gmbh" || group === "fund" || group === "branch") {
      const clauses = PURPOSE_CLAUSES[language];
      const count = group === "ag" ? (random.chance(0.15) ? clauses.length : random.between(1, 3)) : random.between(0, 2);
      for (let i = 0; i < count; i++) text += ` ${clauses[i]}`;
    }
    return text;
  }

  private initialCapital(group: FormGroup, day: number, company: Company): number | null {
    const random = this.random;
    if (group === "ag") {
      const year = this.cal.year[day];
      if (company.form === "0106" && year < 1985 && random.chance(0.4)) {
        company.shareValue = random.chance(0.5) ? 500 : 1000;
        return 50_000;
      }
      const r = random.float();
      const capital = r < 0.55 ? 100_000 : r < 0.6 ? 150_000 : r < 0.68 ? 200_000 : r < 0.73 ? 250_000 : r < 0.77 ? 300_000 : r < 0.85 ? 500_000 : r < 0.92 ? 1_000_000 : r < 0.95 ? 2_000_000 : r < 0.97 ? 5_000_000 : random.pick([10_000_000, 20_000_000, 50_000_000, 100_000_000]);
      const s = random.float();
      company.shareValue = s < 0.6 ? 1000 : s < 0.85 ? 100 : s < 0.95 ? 10 : 500;
      return capital;
    }
    if (group === "gmbh") {
      const r = random.float();
      company.shareValue = random.chance(0.7) ? 100 : 1000;
      return r < 0.7 ? 20_000 : r < 0.73 ? 25_000 : r < 0.78 ? 30_000 : r < 0.81 ? 40_000 : r < 0.89 ? 50_000 : r < 0.96 ? 100_000 : r < 0.98 ? 200_000 : 1_000_000;
    }
    return null;
  }

  // ---------------------------------------------------------------------------------------------- changes

  /** One change notice; false when nothing could change (the date is then not used). */
  private mutate(company: Company, when: Scheduled): boolean {
    const random = this.random;
    const group = company.group;
    const language = company.language;
    const day = when.journal;
    company.noticeDay = day;
    const publication = this.nextPublication;
    const statements: string[] = [];
    const removed: NoticeEntry[] = [];
    const added: NoticeEntry[] = [];
    const keys: string[] = [];
    const corporate = group === "ag" || group === "gmbh";

    // Opting out of audit (from 2008): the audit firm leaves.
    if (company.hasAuditor && corporate && day >= DAY_2008 && !company.optedOut && random.chance(0.35)) {
      const auditor = company.officers.find((o) => o.role === "auditor");
      if (auditor) {
        statements.push(optingOut(language, this.cal.swiss[day - random.between(5, 60)]));
        removed.push(this.entry(company, auditor, null));
        this.close(company, auditor, day, publication);
        company.hasAuditor = false;
        company.optedOut = true;
        keys.push("aenderungorgane");
      }
    }
    const header = { name: company.name, translations: company.translations, seat: company.seat.labels[language] };
    if (keys.length === 0) {
      const done = new Set<string>();
      const kinds = random.chance(0.18) ? 2 : 1;
      for (let k = 0; k < kinds; k++) {
        let kind = MUTATION_KINDS[group === "sole" ? "sole" : corporate ? "corporate" : "other"].draw(random);
        if (kind === "purpose" && group === "partnership") kind = "address";
        if (kind === "name" && (group === "partnership" || group === "branch" || company.id <= this.auditFirmById.size)) kind = "address";
        if (kind === "capital" && (!corporate || company.capital === null || company.capital >= 50_000_000)) kind = "statutes";
        if (kind === "statutes" && (group === "sole" || group === "partnership" || group === "branch")) kind = "address";
        if (done.has(kind)) continue;
        done.add(kind);
        if (kind === "officers") {
          if (this.changeOfficers(company, day, publication, removed, added)) keys.push("aenderungorgane");
        } else if (kind === "address") {
          this.newAddress(company);
          statements.push(addressChange(language, `${company.street}, ${company.zip} ${company.seat.postalName}`));
          keys.push("adressaenderung");
        } else if (kind === "purpose") {
          const before = company.purpose;
          for (let attempt = 0; attempt < 6 && company.purpose === before; attempt++) {
            company.type = this.industry.sibling(random, company.type, group);
            company.purpose = this.purpose(group, company.type, language);
          }
          if (company.purpose === before) continue;
          if (group !== "sole" && group !== "branch") statements.push(statutesChange(language, this.cal.swiss[day - random.between(2, 40)]));
          statements.push(purposeChange(language, company.purpose));
        } else if (kind === "name") {
          company.previousNames.unshift(company.name);
          if (group === "sole") {
            const owner = company.officers.find((o) => o.role === "owner");
            if (!owner) {
              company.previousNames.shift();
              continue;
            }
            company.name = this.naming.sole(language, this.people.firstName[owner.person]!.split(" ")[0], this.people.lastName[owner.person], company.type, company.seat);
            statements.push(nameChange(language, company.name, []));
          } else if (corporate) {
            const renamed = this.naming.rename(company.form, language, company.type, company.seat);
            company.name = renamed.name;
            company.base = renamed.base;
            if (company.translations.length > 0 && renamed.base) company.translations = this.translations(company.form, renamed.base, language);
            statements.push(statutesChange(language, this.cal.swiss[day - random.between(2, 40)]));
            statements.push(nameChange(language, company.name, company.translations));
          } else {
            company.name = this.renameOther(company);
            statements.push(statutesChange(language, this.cal.swiss[day - random.between(2, 40)]));
            statements.push(nameChange(language, company.name, []));
          }
        } else if (kind === "statutes") {
          statements.push(statutesChange(language, this.cal.swiss[day - random.between(2, 40)]));
          statements.push(random.pick(STATUTE_NOTES[language][corporate ? company.group : "other"] ?? STATUTE_NOTES[language].other));
        } else if (kind === "seat") {
          const seat = this.geography.drawInCanton(random, company.seat.canton);
          if (seat === company.seat || seat.language !== company.seat.language) continue;
          company.seat = seat;
          this.newAddress(company);
          if (group !== "sole" && group !== "partnership" && group !== "branch") statements.push(statutesChange(language, this.cal.swiss[day - random.between(2, 40)]));
          statements.push(seatChange(language, seat.labels[language]));
          statements.push(addressChange(language, `${company.street}, ${company.zip} ${company.seat.postalName}`));
          keys.push("adressaenderung");
        } else if (company.capital !== null) {
          const step = group === "ag" ? 50_000 : 10_000;
          const factor = random.pick([1.2, 1.5, 2, 2.5, 3, 5]);
          company.capital = Math.max(company.capital + step, Math.round((company.capital * factor) / step) * step);
          statements.push(statutesChange(language, this.cal.swiss[day - random.between(2, 40)]));
          statements.push(...capitalChange(language, group, company.capital, Math.round(company.capital / company.shareValue), company.shareValue));
        }
      }
    }
    if (statements.length === 0 && removed.length === 0 && added.length === 0) return false;
    this.nextPublication++;
    this.publish(company, when, "HR02", keys, statements, removed, added, null, publication, header);
    return true;
  }

  private changeOfficers(company: Company, day: number, publication: number, removed: NoticeEntry[], added: NoticeEntry[]): boolean {
    const random = this.random;
    const group = company.group;
    const people = company.officers.filter((o) => o.role !== "auditor");
    const canAudit = group === "ag" || group === "gmbh" || group === "cooperative" || group === "foundation" || group === "institute";

    if (group === "sole") {
      const signatory = people.find((o) => o.role === "signatory");
      if (signatory && random.chance(0.6)) {
        removed.push(this.entry(company, signatory, null));
        this.close(company, signatory, day, publication);
      } else {
        const person = this.person(company, day, 0.5, "signatory");
        added.push(this.entry(company, this.open(company, person, "signatory", random.chance(0.5) ? "procurationSingle" : "procurationCollective", false, day, publication), null));
      }
      return true;
    }

    const r = random.float();
    if (r < 0.08 && canAudit && day >= DAY_1940) {
      const current = company.officers.find((o) => o.role === "auditor");
      const next = this.pickAuditor(company, day);
      if (next === null) return false;
      if (current) {
        removed.push(this.entry(company, current, null));
        this.close(company, current, day, publication);
      }
      added.push(this.entry(company, this.open(company, next, "auditor", null, false, day, publication), null));
      company.hasAuditor = true;
      return true;
    }
    if (people.length === 0 || r < 0.28) {
      // Someone joins.
      const [role, sig] = joiningRole(random, company.group, company.form);
      const person = this.person(company, day, 0.7, role);
      added.push(this.entry(company, this.open(company, person, role, sig, false, day, publication), null));
      return true;
    }
    const officer = people[random.int(people.length)];
    if (r < 0.6) {
      // Someone leaves and someone else takes the same place.
      removed.push(this.entry(company, officer, null));
      this.close(company, officer, day, publication);
      const person = this.person(company, day, 0.7, officer.role);
      added.push(this.entry(company, this.open(company, person, officer.role, officer.sig, officer.liquidator, day, publication), null));
      return true;
    }
    if (r < 0.8 && people.length > 1) {
      removed.push(this.entry(company, officer, null));
      this.close(company, officer, day, publication);
      return true;
    }
    // A change of role or signature: the old mandate closes and a new one opens, `[bisher: ...]`.
    const next = promotion(random, officer, company.officers);
    if (!next) return false;
    const previous = this.describe(company, officer);
    this.close(company, officer, day, publication);
    added.push(this.entry(company, this.open(company, officer.person, next[0], next[1], officer.liquidator, day, publication), previous));
    return true;
  }

  // ---------------------------------------------------------------------------------------------- the end

  private dissolve(company: Company, when: Scheduled, bankruptcy: boolean): void {
    const random = this.random;
    const language = company.language;
    const day = when.journal;
    company.noticeDay = day;
    const publication = this.nextPublication++;
    const removed: NoticeEntry[] = [];
    const added: NoticeEntry[] = [];
    const keys = [bankruptcy ? "status.aufl.konk" : "status.aufl.liq"];
    const header = { name: company.name, translations: company.translations, seat: company.seat.labels[language] };
    const oldName = company.name;
    company.previousNames.unshift(oldName);
    company.name = oldName + LIQUIDATION_SUFFIX[language];
    if (company.translations.length > 0 && company.base) company.translations = this.translations(company.form, company.base, language, true);
    const court = this.court(company);
    const statements = dissolution(language, company.group, this.cal.swiss[day - random.between(3, 30)], company.name, bankruptcy, court);
    if (!bankruptcy) {
      // The liquidator: usually the president or managing partner, now signing alone.
      const people = company.officers.filter((o) => o.role !== "auditor");
      const liquidator = people[0];
      if (liquidator) {
        const previous = this.describe(company, liquidator);
        this.close(company, liquidator, day, publication);
        added.push(this.entry(company, this.open(company, liquidator.person, liquidator.role, "single", true, day, publication), previous));
        keys.push("aenderungorgane");
      }
      for (const officer of [...company.officers]) {
        if ((officer.role === "signatory" || officer.role === "director" || officer.role === "managementMember" || officer.role === "ceo") && random.chance(0.7)) {
          removed.push(this.entry(company, officer, null));
          this.close(company, officer, day, publication);
        }
      }
    }
    this.publish(company, when, "HR02", keys, statements, removed, added, null, publication, header);
  }

  private court(company: Company): string {
    const town = this.geography.drawInCanton(this.random, company.seat.canton).shortName;
    if (company.language === "de") return `der Konkursrichter des Bezirksgerichts ${town}`;
    if (company.language === "fr") return `Tribunal civil de ${town}`;
    return `Pretore del Distretto di ${town}`;
  }

  private delete(company: Company, when: Scheduled, reason: DeletionReason, bankruptcy: boolean): void {
    const random = this.random;
    const day = when.journal;
    company.noticeDay = day;
    const publication = this.nextPublication++;
    const keys = ["status.loeschung"];
    let acquirer: string | null = null;
    if (reason === "merger") {
      keys.push("fusion");
      acquirer = random.pick(this.mergerTargets[company.language]);
    }
    const statements = deletion(company.language, company.group, reason === "liquidation" && bankruptcy ? "bankruptcy" : reason, this.cal.swiss[day - random.between(5, 60)], acquirer);
    const removed: NoticeEntry[] = [];
    for (const officer of [...company.officers]) {
      removed.push(this.entry(company, officer, null));
      this.close(company, officer, day, publication);
    }
    this.publish(company, when, "HR03", keys, statements, removed, [], null, publication);
  }
}

/** A purpose phrase without its articles, as sole proprietorships write it: `Betrieb einer Autogarage`. */
function barePhrase(phrase: string, language: RegisterLanguage): string {
  let bare = phrase.replace(/^(den |die |das |dem |l'|le |la |les |il |lo |i |gli )/, "");
  if (language === "it") bare = bare.replace(/ e (l'|la |il |lo |le |i |gli )/g, " e ").replace(/ e ([aeiouàèéìòù])/g, " ed $1");
  if (language === "fr") bare = bare.replace(/ et (la |le |les )/g, " et ").replace(/ et l'/g, " et ");
  return `${bare.charAt(0).toUpperCase()}${bare.slice(1)}`;
}

function nationalityPhrase(country: number, language: RegisterLanguage, female: boolean): string {
  const c = COUNTRIES[country];
  if (language === "de") return c.de[female ? 1 : 0];
  if (language === "it") return c.it[female ? 1 : 0];
  return c.fr;
}
