/**
 * A change notice (HR02) during a company's active life: opting out of audit, officers joining, leaving or changing
 * role, a new address, seat, name, purpose, statutes or capital.
 */
import type { Company, Scheduled } from "./company-state.js";
import { drawAddress, drawPurpose } from "./company-details.js";
import { MUTATION_KINDS } from "./forms.js";
import { nameTranslations } from "./name-translations.js";
import type { NoticeEntry } from "./notice.js";
import { joiningRole, promotion } from "./officers.js";
import { pickOfficer, REUSE } from "./officer-candidates.js";
import { AUDIT_REFORM_DAY, FIRST_AUDITOR_DAY } from "./register-epochs.js";
import type { SimulationContext } from "./simulation-context.js";
import { addressChange, capitalChange, nameChange, optingOut, purposeChange, seatChange, STATUTE_NOTES, statutesChange } from "./statements.js";

/** After the 2008 audit law many audited AGs and GmbHs opted out: an audited one's change is often that. */
const OPTING_OUT_SHARE = 0.35;
/** The decision to opt out and the general meeting's statutes change come a few days to weeks before the entry. */
const OPTING_OUT_DAYS_BEFORE = { min: 5, max: 60 };
const STATUTES_CHANGED_DAYS_BEFORE = { min: 2, max: 40 };
/** Some notices change two things at once. */
const TWO_CHANGES_SHARE = 0.18;
/** A new purpose is drawn from related activities until it differs from the old one, this many times at most. */
const PURPOSE_ATTEMPTS = 6;
/** Companies with this much capital change their statutes otherwise rather than raise it further. */
const CAPITAL_CEILING = 50_000_000;
/** Capital is raised by a factor, rounded to steps of CHF 50'000 (AG) or CHF 10'000 (GmbH). */
const CAPITAL_INCREASE_FACTORS = [1.2, 1.5, 2, 2.5, 3, 5];
const AG_CAPITAL_STEP = 50_000;
const GMBH_CAPITAL_STEP = 10_000;

/** A sole proprietorship's signatory leaves more often than a new one is appointed; half sign alone. */
const SOLE_SIGNATORY_LEAVES_SHARE = 0.6;
const SINGLE_PROCURATION_SHARE = 0.5;
/**
 * What an officers' change is, by cumulative share of one draw: a new audit firm, someone joins, someone is replaced,
 * someone leaves, and otherwise a role or signature changes.
 */
const OFFICER_CHANGE = { newAuditor: 0.08, joins: 0.28, replaced: 0.6, leaves: 0.8 };

/** One change notice; false when nothing could change (the date is then not used). */
export function writeChange(ctx: SimulationContext, company: Company, when: Scheduled): boolean {
  const { random, cal, mandates } = ctx;
  const group = company.group;
  const language = company.language;
  const day = when.journal;
  company.noticeDay = day;
  const publication = ctx.gazette.upcomingPublication;
  const statements: string[] = [];
  const removed: NoticeEntry[] = [];
  const added: NoticeEntry[] = [];
  const keys: string[] = [];
  const corporate = group === "ag" || group === "gmbh";
  const statutesChanged = () => statutesChange(language, cal.swiss[day - random.between(STATUTES_CHANGED_DAYS_BEFORE.min, STATUTES_CHANGED_DAYS_BEFORE.max)]);

  // Opting out of audit (from 2008): the audit firm leaves.
  if (company.hasAuditor && corporate && day >= AUDIT_REFORM_DAY && !company.optedOut && random.chance(OPTING_OUT_SHARE)) {
    const auditor = company.officers.find((o) => o.role === "auditor");
    if (auditor) {
      statements.push(optingOut(language, cal.swiss[day - random.between(OPTING_OUT_DAYS_BEFORE.min, OPTING_OUT_DAYS_BEFORE.max)]));
      removed.push(mandates.entry(company, auditor, null));
      mandates.close(company, auditor, day, publication);
      company.hasAuditor = false;
      company.optedOut = true;
      keys.push("aenderungorgane");
    }
  }
  const header = { name: company.name, translations: company.translations, seat: company.seat.labels[language] };
  if (keys.length === 0) {
    const done = new Set<string>();
    const kinds = random.chance(TWO_CHANGES_SHARE) ? 2 : 1;
    for (let k = 0; k < kinds; k++) {
      let kind = MUTATION_KINDS[group === "sole" ? "sole" : corporate ? "corporate" : "other"].draw(random);
      if (kind === "purpose" && group === "partnership") kind = "address";
      if (kind === "name" && (group === "partnership" || group === "branch" || company.id <= ctx.auditFirms.count)) kind = "address";
      if (kind === "capital" && (!corporate || company.capital === null || company.capital >= CAPITAL_CEILING)) kind = "statutes";
      if (kind === "statutes" && (group === "sole" || group === "partnership" || group === "branch")) kind = "address";
      if (done.has(kind)) continue;
      done.add(kind);
      if (kind === "officers") {
        if (changeOfficers(ctx, company, day, publication, removed, added)) keys.push("aenderungorgane");
      } else if (kind === "address") {
        drawAddress(random, ctx.geography, company);
        statements.push(addressChange(language, `${company.street}, ${company.zip} ${company.seat.postalName}`));
        keys.push("adressaenderung");
      } else if (kind === "purpose") {
        const before = company.purpose;
        for (let attempt = 0; attempt < PURPOSE_ATTEMPTS && company.purpose === before; attempt++) {
          company.type = ctx.industry.sibling(random, company.type, group);
          company.purpose = drawPurpose(random, ctx.industry, group, company.type, language);
        }
        if (company.purpose === before) continue;
        if (group !== "sole" && group !== "branch") statements.push(statutesChanged());
        statements.push(purposeChange(language, company.purpose));
      } else if (kind === "name") {
        company.previousNames.unshift(company.name);
        if (group === "sole") {
          const owner = company.officers.find((o) => o.role === "owner");
          if (!owner) {
            company.previousNames.shift();
            continue;
          }
          company.name = ctx.naming.sole(language, ctx.people.firstName[owner.person]!.split(" ")[0], ctx.people.lastName[owner.person], company.type, company.seat);
          statements.push(nameChange(language, company.name, []));
        } else if (corporate) {
          const renamed = ctx.naming.rename(company.form, language, company.type, company.seat);
          company.name = renamed.name;
          company.base = renamed.base;
          if (company.translations.length > 0 && renamed.base) company.translations = nameTranslations(company.form, renamed.base, language);
          statements.push(statutesChanged());
          statements.push(nameChange(language, company.name, company.translations));
        } else {
          company.name = newNonCommercialName(ctx, company);
          statements.push(statutesChanged());
          statements.push(nameChange(language, company.name, []));
        }
      } else if (kind === "statutes") {
        statements.push(statutesChanged());
        statements.push(random.pick(STATUTE_NOTES[language][corporate ? company.group : "other"] ?? STATUTE_NOTES[language].other));
      } else if (kind === "seat") {
        const seat = ctx.geography.drawInCanton(random, company.seat.canton);
        if (seat === company.seat || seat.language !== company.seat.language) continue;
        company.seat = seat;
        drawAddress(random, ctx.geography, company);
        if (group !== "sole" && group !== "partnership" && group !== "branch") statements.push(statutesChanged());
        statements.push(seatChange(language, seat.labels[language]));
        statements.push(addressChange(language, `${company.street}, ${company.zip} ${company.seat.postalName}`));
        keys.push("adressaenderung");
      } else if (company.capital !== null) {
        const step = group === "ag" ? AG_CAPITAL_STEP : GMBH_CAPITAL_STEP;
        const factor = random.pick(CAPITAL_INCREASE_FACTORS);
        company.capital = Math.max(company.capital + step, Math.round((company.capital * factor) / step) * step);
        statements.push(statutesChanged());
        statements.push(...capitalChange(language, group, company.capital, Math.round(company.capital / company.shareValue), company.shareValue));
      }
    }
  }
  if (statements.length === 0 && removed.length === 0 && added.length === 0) return false;
  ctx.gazette.publish(company, when, { type: "HR02", keys, statements, removed, added, address: null, header });
  return true;
}

/** Someone joins, leaves, is replaced or changes role or signature; false when nothing fitting could change. */
function changeOfficers(ctx: SimulationContext, company: Company, day: number, publication: number, removed: NoticeEntry[], added: NoticeEntry[]): boolean {
  const { random, mandates } = ctx;
  const group = company.group;
  const people = company.officers.filter((o) => o.role !== "auditor");
  const canAudit = group === "ag" || group === "gmbh" || group === "cooperative" || group === "foundation" || group === "institute";

  if (group === "sole") {
    const signatory = people.find((o) => o.role === "signatory");
    if (signatory && random.chance(SOLE_SIGNATORY_LEAVES_SHARE)) {
      removed.push(mandates.entry(company, signatory, null));
      mandates.close(company, signatory, day, publication);
    } else {
      const person = pickOfficer(ctx, company, day, REUSE.soleSignatory, "signatory");
      const sig = random.chance(SINGLE_PROCURATION_SHARE) ? "procurationSingle" : "procurationCollective";
      added.push(mandates.entry(company, mandates.open(company, person, "signatory", sig, false, day, publication), null));
    }
    return true;
  }

  const r = random.float();
  if (r < OFFICER_CHANGE.newAuditor && canAudit && day >= FIRST_AUDITOR_DAY) {
    const current = company.officers.find((o) => o.role === "auditor");
    const next = ctx.auditFirms.pick(company, day);
    if (next === null) return false;
    if (current) {
      removed.push(mandates.entry(company, current, null));
      mandates.close(company, current, day, publication);
    }
    added.push(mandates.entry(company, mandates.open(company, next, "auditor", null, false, day, publication), null));
    company.hasAuditor = true;
    return true;
  }
  if (people.length === 0 || r < OFFICER_CHANGE.joins) {
    const [role, sig] = joiningRole(random, company.group, company.form);
    const person = pickOfficer(ctx, company, day, REUSE.officer, role);
    added.push(mandates.entry(company, mandates.open(company, person, role, sig, false, day, publication), null));
    return true;
  }
  const officer = people[random.int(people.length)];
  if (r < OFFICER_CHANGE.replaced) {
    // Someone leaves and someone else takes the same place.
    removed.push(mandates.entry(company, officer, null));
    mandates.close(company, officer, day, publication);
    const person = pickOfficer(ctx, company, day, REUSE.officer, officer.role);
    added.push(mandates.entry(company, mandates.open(company, person, officer.role, officer.sig, officer.liquidator, day, publication), null));
    return true;
  }
  if (r < OFFICER_CHANGE.leaves && people.length > 1) {
    removed.push(mandates.entry(company, officer, null));
    mandates.close(company, officer, day, publication);
    return true;
  }
  // A change of role or signature: the old mandate closes and a new one opens, `[bisher: ...]`.
  const next = promotion(random, officer, company.officers);
  if (!next) return false;
  const previous = mandates.describe(company, officer);
  mandates.close(company, officer, day, publication);
  added.push(mandates.entry(company, mandates.open(company, officer.person, next[0], next[1], officer.liquidator, day, publication), previous));
  return true;
}

/** A new name for an association, foundation, cooperative or other non-commercial company. */
function newNonCommercialName(ctx: SimulationContext, company: Company): string {
  const { language, type, seat } = company;
  switch (company.group) {
    case "association": return ctx.naming.association(language, type, seat);
    case "foundation": return ctx.naming.foundation(language, type, seat);
    case "cooperative": return ctx.naming.cooperative(language, type, seat);
    case "institute": return ctx.naming.institute(language, type, seat);
    default: return ctx.naming.fund();
  }
}
