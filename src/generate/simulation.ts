/**
 * The life of each demo company, from its new entry in the gazette to its deletion: officers come and go, addresses,
 * names, purposes and capital change, some companies are dissolved and liquidated. Every change is a gazette notice
 * (rendered by renderNotice) and every mandate opens and closes with the notice that names its holder.
 *
 * Everything is drawn from one seeded stream in a fixed order, so a seed always gives the same register. This file
 * runs one company after the other; each step of a life has its own file (see README.md).
 */
import { EXAMPLE_NAMES } from "../domain/example-names.js";
import { formatUid } from "../domain/uid.js";
import { AuditFirms } from "./audit-firms.js";
import { Authorities } from "./authorities.js";
import { calendar } from "./calendar.js";
import { writeChange } from "./changes.js";
import { drawAddress, drawInitialCapital, drawPurpose, legalFormTexts } from "./company-details.js";
import type { Company } from "./company-state.js";
import { writeDeletion, writeDissolution } from "./ending.js";
import { COMPANY_LIMITED_BY_SHARES, FORM_DRAW, FORM_GROUP } from "./forms.js";
import { Gazette } from "./gazette.js";
import { Geography } from "./geography.js";
import { Identifiers } from "./identifiers.js";
import { Industry } from "./industry.js";
import { planChangeDays, planLifecycle } from "./lifecycle-plan.js";
import { Mandates } from "./mandates.js";
import { MergerTargets } from "./merger-targets.js";
import { Naming } from "./naming.js";
import { writeNewEntry } from "./new-entry.js";
import type { Notice } from "./notice.js";
import { People } from "./people.js";
import { Random } from "./random.js";
import { ListedCompanies, type ListedIdentity } from "./listed-companies.js";
import { LAST_JOURNAL_DAY, UID_DAY } from "./register-epochs.js";
import type { CompanyRow, RegisterSink } from "./register-sink.js";
import type { SimulationContext } from "./simulation-context.js";
import { formatCapital } from "./statements.js";
import type { NoticeStyle, RegisterLanguage } from "./vocabulary.js";

/** Audit firms are in NOGA 69.20 (accounting, bookkeeping and auditing). */
const AUDIT_NOGA_CODE = "692000";
/** Shares of CHF 1'000 unless the capital drawn says otherwise. */
const DEFAULT_SHARE_VALUE = 1000;
/** Changes stop 15 days before the end of the active life; a change may be entered until 10 days before it. */
const CHANGES_STOP_DAYS_BEFORE_END = 15;
const LAST_CHANGE_DAYS_BEFORE_END = 10;
/** The deletion notice comes at least 20 days after the company's previous notice. */
const DELETION_DAYS_AFTER_LAST_NOTICE = 20;

export interface SimulationCounts {
  companies: number;
  persons: number;
  mandates: number;
  publications: number;
}

/** Names the docs' examples find in every demo register: never given up for a listed name. */
const EXAMPLE_NAME_SET: ReadonlySet<string> = new Set(EXAMPLE_NAMES.map((example) => example.name));

/**
 * A company becomes a listed one: its name (and UID where confirmed), in its record and in every notice of it. Returns
 * how its notices change with it (for generateNotices, whose notices and texts must match the register's).
 */
function takeListedIdentity(company: Company, identity: ListedIdentity): (rendered: { notice: Notice; text: string }) => { notice: Notice; text: string } {
  const drawnName = company.name;
  const drawnUid = company.uid ? formatUid(company.uid) : null;
  const listedUid = identity.uid ? formatUid(identity.uid) : null;
  const replace = (text: string) => {
    const renamed = text.replaceAll(drawnName, identity.name);
    return listedUid && drawnUid ? renamed.replaceAll(drawnUid, listedUid) : renamed;
  };
  for (const publication of company.publications) publication.text = replace(publication.text);
  company.name = identity.name;
  company.base = null;
  if (identity.uid) company.uid = identity.uid;
  return ({ notice, text }) => ({
    notice: { ...notice, name: notice.name === drawnName ? identity.name : notice.name, uid: listedUid && notice.uid === drawnUid ? listedUid : notice.uid },
    text: replace(text),
  });
}

export class RegisterSimulation {
  private readonly context: SimulationContext;
  private readonly identifiers: Identifiers;
  private readonly listed = new ListedCompanies();
  private readonly legalFormText = legalFormTexts();
  readonly counts: SimulationCounts = { companies: 0, persons: 0, mandates: 0, publications: 0 };

  /** Called with every notice and its text (for tests of the person-line parser). */
  onNotice?: (notice: Notice, text: string) => void;
  private pendingNotices: { notice: Notice; text: string }[] = [];

  constructor(seed: number, private readonly total: number, private readonly sink: RegisterSink) {
    const random = new Random(seed);
    const geography = new Geography();
    const industry = new Industry();
    const naming = new Naming(random, industry);
    const people = new People(random, geography, (row) => {
      this.counts.persons++;
      sink.person(row);
    });
    this.identifiers = new Identifiers(random, geography);
    for (const uid of this.listed.reservedUids) this.identifiers.reserve(uid);
    const auditFirms = new AuditFirms(total, random, geography, naming, people, this.identifiers);
    this.context = {
      random,
      cal: calendar(),
      geography,
      industry,
      naming,
      people,
      auditFirms,
      authorities: new Authorities(random, geography),
      mergerTargets: new MergerTargets(),
      mandates: new Mandates(people, auditFirms),
      // A company's notices are passed on once its life is written: a listed company's carry its listed name.
      gazette: new Gazette(random, this.identifiers, (notice, text) => this.onNotice && this.pendingNotices.push({ notice, text })),
    };
  }

  /** Writes companies `from`..`to` (call in order, from 1 to the total). */
  runRange(from: number, to: number): void {
    for (let id = from; id <= Math.min(to, this.total); id++) {
      this.simulate(id);
      this.counts.companies++;
    }
  }

  private simulate(id: number): void {
    const ctx = this.context;
    const { random, gazette } = ctx;
    const auditFirm = ctx.auditFirms.firmOf(id);
    const form = auditFirm ? COMPANY_LIMITED_BY_SHARES : FORM_DRAW.draw(random);
    const group = FORM_GROUP[form];
    const seat = auditFirm ? auditFirm.seat : ctx.geography.drawSeat(random);
    const language: RegisterLanguage = seat.otherLanguage && random.chance(seat.otherShare) ? seat.otherLanguage : seat.language;
    const style: NoticeStyle = language === "fr" && seat.canton === "FR" ? "fribourg" : "standard";
    const type = auditFirm ? ctx.industry.types.find((t) => t.code === AUDIT_NOGA_CODE)! : ctx.industry.draw(random, group);

    const plan = planLifecycle(random, group, form, auditFirm, ctx.mergerTargets.has(language));
    const { founded, liquidationDay, deletionDay, bankruptcy, reason } = plan;
    let status = plan.status;

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
      shareValue: DEFAULT_SHARE_VALUE,
      officers: [],
      mandates: [],
      publications: [],
      lastPublication: null,
      noticeDay: founded,
      hasAuditor: false,
      optedOut: false,
    };
    company.uid = deletionDay !== null && deletionDay < UID_DAY ? null : auditFirm ? auditFirm.uid : this.identifiers.uid();
    drawAddress(random, ctx.geography, company);
    company.purpose = drawPurpose(random, ctx.industry, group, type, language);
    company.capital = drawInitialCapital(random, group, founded, company);

    // The new entry.
    const first = gazette.schedule(founded, founded - 1)!;
    const endActive = liquidationDay ?? deletionDay ?? LAST_JOURNAL_DAY;
    writeNewEntry(ctx, company, first, auditFirm, status === "active");

    // Changes over the years, then dissolution and deletion.
    let last = first.sogc;
    for (const target of planChangeDays(random, group, first, endActive, auditFirm !== undefined, company.hasAuditor)) {
      if (target >= endActive - CHANGES_STOP_DAYS_BEFORE_END) break;
      const when = gazette.schedule(target, last);
      if (!when || when.journal >= endActive - LAST_CHANGE_DAYS_BEFORE_END) break;
      if (writeChange(ctx, company, when)) last = when.sogc;
    }
    if (liquidationDay !== null) {
      const when = gazette.schedule(liquidationDay, last);
      if (when) {
        writeDissolution(ctx, company, when, bankruptcy);
        last = when.sogc;
      } else {
        status = status === "liquidation" ? "active" : status;
      }
    }
    let deletedOn: string | null = null;
    if (deletionDay !== null) {
      const when = gazette.schedule(Math.max(deletionDay, last + DELETION_DAYS_AFTER_LAST_NOTICE), last);
      if (when) {
        writeDeletion(ctx, company, when, reason, bankruptcy);
        deletedOn = ctx.cal.iso[when.journal];
      } else {
        status = liquidationDay !== null ? "liquidation" : "active";
      }
    }
    if (status === "liquidation" && liquidationDay === null) status = "active";
    if (status === "active" && form === COMPANY_LIMITED_BY_SHARES && !auditFirm && company.previousNames.length === 0 && company.translations.length === 0 && !EXAMPLE_NAME_SET.has(company.name)) {
      const identity = this.listed.take();
      if (identity) this.pendingNotices = this.pendingNotices.map(takeListedIdentity(company, identity));
    }
    for (const { notice, text } of this.pendingNotices) this.onNotice?.(notice, text);
    this.pendingNotices = [];
    if (status === "active" && (group === "ag" || group === "gmbh") && !auditFirm) {
      ctx.mergerTargets.add(random, language, `${company.name}, ${language === "fr" ? "à" : "in"} ${seat.name} (${formatUid(company.uid!)})`);
    }
    this.writeRows(company, status, first.journal, deletedOn);
  }

  /** The company's rows, once its history is written: the company, its former names and translations, notices, mandates. */
  private writeRows(company: Company, status: CompanyRow["status"], registered: number, deletedOn: string | null): void {
    const sink = this.sink;
    const cal = this.context.cal;
    const lastPublication = company.publications[company.publications.length - 1];
    sink.company({
      id: company.id,
      uid: company.uid,
      name: company.name,
      legalForm: company.form,
      status,
      registerDate: cal.iso[registered],
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
    for (const mandate of company.mandates) sink.mandate(mandate);
    this.counts.publications += company.publications.length;
    this.counts.mandates += company.mandates.length;
  }
}
