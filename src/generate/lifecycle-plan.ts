/**
 * The plan of a company's life before its notices are written: its status today, its founding day, when it is
 * dissolved and deleted and why, and the days its changes are due.
 */
import type { AuditFirm } from "./audit-firms.js";
import { calendar, FIRST_YEAR, TODAY, weekdayOnOrAfter } from "./calendar.js";
import type { Scheduled } from "./company-state.js";
import { FOREIGN_BRANCH, FORM_PROFILE } from "./forms.js";
import type { Random } from "./random.js";
import type { CompanyRow } from "./register-sink.js";
import { AUDIT_REFORM_DAY, LAST_JOURNAL_DAY } from "./register-epochs.js";
import type { DeletionReason, FormGroup } from "./statements.js";

const DAYS_PER_YEAR = 365.25;

/** Most GmbHs date from after 1992, when the reformed minimum capital of AGs made the GmbH the small firm's form. */
const GMBH_SINCE_1992_SHARE = 0.92;
const GMBH_BOOM_YEAR = 1992;
/** Deleted companies were founded longer ago: their founding years spread further back. */
const DELETED_FOUNDING_SPREAD = 1.7;
/** Branches of foreign companies are entered from 1950. */
const FOREIGN_BRANCHES_SINCE = 1950;
/** The newest companies are entered at least 40 days before today, so that their notices are published. */
const LATEST_FOUNDING_DAY = TODAY - 40;

/** A deleted company's life: drawn this many times to fall before the last deletion day, at least 90 days long. */
const DELETION_DRAW_ATTEMPTS = 4;
const MIN_LIFE_DAYS = 90;
/** The deletion comes at least 60 days after the founding and 10 days before the last journal day. */
const MIN_DAYS_TO_DELETION = 60;
const DELETION_MARGIN_DAYS = 10;
/**
 * Why a company other than a sole proprietorship or branch is deleted, by cumulative share of one draw: liquidation,
 * bankruptcy, merger (AG, GmbH and cooperatives only), else liquidation.
 */
const DELETION_REASON = { liquidation: 0.6, bankruptcy: 0.8, merger: 0.92 };
/** A liquidation lasts two months to a year and a half before the deletion, and starts at least 30 days after the founding. */
const LIQUIDATION_DAYS = { min: 70, max: 540 };
const MIN_DAYS_TO_LIQUIDATION = 30;
/** A company in liquidation today entered it 10 to 700 days ago (at least 40 days after its founding); a third by bankruptcy. */
const IN_LIQUIDATION_SINCE_DAYS = { min: 10, max: 700 };
const MIN_DAYS_TO_PRESENT_LIQUIDATION = 40;
const BANKRUPTCY_SHARE = 0.35;

/** At most 40 changes; audit firms change twice as often (partners, board). */
const MAX_CHANGES = 40;
const AUDIT_FIRM_CHANGE_FACTOR = 2;
/** Changes fall at least 20 days after the new entry and 20 before the end of the active life. */
const CHANGE_MARGIN_DAYS = 20;
/**
 * An AG or GmbH audited before 2008 and active well after it (400 days) often opts out of audit in the years after
 * the reform (within 1,500 days, 60 days before its end): a change is due then.
 */
const OPT_OUT_CHANGE_SHARE = 0.45;
const OPT_OUT_ACTIVE_AFTER_REFORM_DAYS = 400;
const OPT_OUT_WITHIN_DAYS = 1500;
const OPT_OUT_MARGIN_DAYS = 60;

export interface LifecyclePlan {
  /** The status drawn; the notices written may still turn it to active (when a notice does not fit before today). */
  status: CompanyRow["status"];
  founded: number;
  liquidationDay: number | null;
  deletionDay: number | null;
  bankruptcy: boolean;
  reason: DeletionReason;
}

/** `mergerPossible`: an acquirer exists in the company's language. */
export function planLifecycle(random: Random, group: FormGroup, form: string, auditFirm: AuditFirm | undefined, mergerPossible: boolean): LifecyclePlan {
  const profile = FORM_PROFILE[group];
  const u = random.float();
  let status: CompanyRow["status"] = auditFirm ? "active" : u < profile.deleted ? "deleted" : u < profile.deleted + profile.liquidation ? "liquidation" : "active";
  const founded = auditFirm ? auditFirm.day : foundingDay(random, group, status, form);
  let liquidationDay: number | null = null;
  let deletionDay: number | null = null;
  let bankruptcy = false;
  let reason: DeletionReason = "liquidation";
  if (status === "deleted") {
    const latest = LAST_JOURNAL_DAY - DELETION_MARGIN_DAYS;
    for (let attempt = 0; attempt < DELETION_DRAW_ATTEMPTS && (deletionDay === null || deletionDay > latest); attempt++) {
      deletionDay = founded + Math.max(MIN_LIFE_DAYS, Math.round(-Math.log(1 - random.float()) * profile.life * DAYS_PER_YEAR));
    }
    if (deletionDay! > latest) deletionDay = founded + MIN_DAYS_TO_DELETION + random.int(Math.max(1, latest - founded - MIN_DAYS_TO_DELETION));
    if (deletionDay! < founded + MIN_DAYS_TO_DELETION || deletionDay! > latest) {
      status = "active";
      deletionDay = null;
    } else if (group === "sole") {
      reason = "cessation";
    } else if (group === "branch") {
      reason = "branch";
    } else {
      const r = random.float();
      const mergerGroup = group === "ag" || group === "gmbh" || group === "cooperative";
      reason = r < DELETION_REASON.liquidation ? "liquidation" : r < DELETION_REASON.bankruptcy ? "bankruptcy" : mergerGroup && r < DELETION_REASON.merger ? "merger" : "liquidation";
      if (reason === "merger" && !mergerPossible) reason = "liquidation";
      if (reason === "liquidation" || reason === "bankruptcy") {
        bankruptcy = reason === "bankruptcy";
        const lead = random.between(LIQUIDATION_DAYS.min, LIQUIDATION_DAYS.max);
        liquidationDay = deletionDay! - lead > founded + MIN_DAYS_TO_LIQUIDATION ? deletionDay! - lead : null;
        // Too short a life for a liquidation: the register deletes the company by office.
        if (liquidationDay === null) reason = "office";
      }
    }
  } else if (status === "liquidation") {
    liquidationDay = LAST_JOURNAL_DAY - random.between(IN_LIQUIDATION_SINCE_DAYS.min, IN_LIQUIDATION_SINCE_DAYS.max);
    bankruptcy = random.chance(BANKRUPTCY_SHARE);
    if (liquidationDay < founded + MIN_DAYS_TO_PRESENT_LIQUIDATION) {
      status = "active";
      liquidationDay = null;
    }
  }
  return { status, founded, liquidationDay, deletionDay, bankruptcy, reason };
}

/**
 * The days changes are due, ascending, between the new entry (`first`) and the end of the active life (`endActive`,
 * the dissolution, deletion or last journal day).
 */
export function planChangeDays(random: Random, group: FormGroup, first: Scheduled, endActive: number, isAuditFirm: boolean, hasAuditor: boolean): number[] {
  const years = Math.max(0, (endActive - first.sogc) / DAYS_PER_YEAR);
  const changes = Math.min(MAX_CHANGES, random.poisson(FORM_PROFILE[group].changes * years * (isAuditFirm ? AUDIT_FIRM_CHANGE_FACTOR : 1)));
  const days: number[] = [];
  for (let i = 0; i < changes; i++) days.push(first.sogc + CHANGE_MARGIN_DAYS + random.int(Math.max(1, endActive - first.sogc - 2 * CHANGE_MARGIN_DAYS)));
  const corporate = group === "ag" || group === "gmbh";
  if (hasAuditor && corporate && first.journal < AUDIT_REFORM_DAY && endActive > AUDIT_REFORM_DAY + OPT_OUT_ACTIVE_AFTER_REFORM_DAYS && random.chance(OPT_OUT_CHANGE_SHARE)) {
    days.push(AUDIT_REFORM_DAY + random.int(Math.min(OPT_OUT_WITHIN_DAYS, endActive - AUDIT_REFORM_DAY - OPT_OUT_MARGIN_DAYS)));
  }
  return days.sort((a, b) => a - b);
}

/** The founding day: years back drawn from a truncated exponential (recent years denser), from the form's first year. */
function foundingDay(random: Random, group: FormGroup, status: CompanyRow["status"], form: string): number {
  const cal = calendar();
  const profile = FORM_PROFILE[group];
  let tau = profile.tau;
  let since = profile.since;
  if (group === "gmbh" && random.chance(GMBH_SINCE_1992_SHARE)) since = GMBH_BOOM_YEAR;
  if (status === "deleted") tau *= DELETED_FOUNDING_SPREAD;
  if (form === FOREIGN_BRANCH) since = FOREIGN_BRANCHES_SINCE;
  const span = (LATEST_FOUNDING_DAY - cal.yearStart[since - FIRST_YEAR]) / DAYS_PER_YEAR;
  const u = random.float();
  const yearsBack = -tau * Math.log(1 - u * (1 - Math.exp(-span / tau)));
  return weekdayOnOrAfter(cal, Math.max(cal.yearStart[since - FIRST_YEAR], Math.round(LATEST_FOUNDING_DAY - yearsBack * DAYS_PER_YEAR)));
}
