/** The end of a company: dissolution (liquidation or bankruptcy) and deletion, each a notice closing mandates. */
import type { Company, Scheduled } from "./company-state.js";
import { LIQUIDATION_SUFFIX, nameTranslations } from "./name-translations.js";
import type { NoticeEntry } from "./notice.js";
import type { SimulationContext } from "./simulation-context.js";
import { deletion, dissolution, type DeletionReason } from "./statements.js";
import type { RoleCode } from "./vocabulary.js";

/** The general meeting (or the court) decides the dissolution 3 to 30 days before the entry, the deletion 5 to 60. */
const DISSOLVED_DAYS_BEFORE = { min: 3, max: 30 };
const DELETION_DECIDED_DAYS_BEFORE = { min: 5, max: 60 };
/** Managers and signatories mostly leave when a company goes into liquidation; the board stays. */
const LEAVING_AT_DISSOLUTION: ReadonlySet<RoleCode> = new Set(["signatory", "director", "managementMember", "ceo"]);
const LEAVES_AT_DISSOLUTION_SHARE = 0.7;

export function writeDissolution(ctx: SimulationContext, company: Company, when: Scheduled, bankruptcy: boolean): void {
  const { random, mandates } = ctx;
  const language = company.language;
  const day = when.journal;
  company.noticeDay = day;
  const publication = ctx.gazette.upcomingPublication;
  const removed: NoticeEntry[] = [];
  const added: NoticeEntry[] = [];
  const keys = [bankruptcy ? "status.aufl.konk" : "status.aufl.liq"];
  const header = { name: company.name, translations: company.translations, seat: company.seat.labels[language] };
  const oldName = company.name;
  company.previousNames.unshift(oldName);
  company.name = oldName + LIQUIDATION_SUFFIX[language];
  if (company.translations.length > 0 && company.base) company.translations = nameTranslations(company.form, company.base, language, true);
  const court = ctx.authorities.bankruptcyCourt(company);
  const decided = ctx.cal.swiss[day - random.between(DISSOLVED_DAYS_BEFORE.min, DISSOLVED_DAYS_BEFORE.max)];
  const statements = dissolution(language, company.group, decided, company.name, bankruptcy, court);
  if (!bankruptcy) {
    // The liquidator: usually the president or managing partner, now signing alone.
    const liquidator = company.officers.find((o) => o.role !== "auditor");
    if (liquidator) {
      const previous = mandates.describe(company, liquidator);
      mandates.close(company, liquidator, day, publication);
      added.push(mandates.entry(company, mandates.open(company, liquidator.person, liquidator.role, "single", true, day, publication), previous));
      keys.push("aenderungorgane");
    }
    for (const officer of [...company.officers]) {
      if (LEAVING_AT_DISSOLUTION.has(officer.role) && random.chance(LEAVES_AT_DISSOLUTION_SHARE)) {
        removed.push(mandates.entry(company, officer, null));
        mandates.close(company, officer, day, publication);
      }
    }
  }
  ctx.gazette.publish(company, when, { type: "HR02", keys, statements, removed, added, address: null, header });
}

/** The deletion notice lists and closes every open mandate. */
export function writeDeletion(ctx: SimulationContext, company: Company, when: Scheduled, reason: DeletionReason, bankruptcy: boolean): void {
  const { random, mandates } = ctx;
  const day = when.journal;
  company.noticeDay = day;
  const publication = ctx.gazette.upcomingPublication;
  const keys = ["status.loeschung"];
  let acquirer: string | null = null;
  if (reason === "merger") {
    keys.push("fusion");
    acquirer = ctx.mergerTargets.pick(random, company.language);
  }
  const decided = ctx.cal.swiss[day - random.between(DELETION_DECIDED_DAYS_BEFORE.min, DELETION_DECIDED_DAYS_BEFORE.max)];
  const statements = deletion(company.language, company.group, reason === "liquidation" && bankruptcy ? "bankruptcy" : reason, decided, acquirer);
  const removed: NoticeEntry[] = [];
  for (const officer of [...company.officers]) {
    removed.push(mandates.entry(company, officer, null));
    mandates.close(company, officer, day, publication);
  }
  ctx.gazette.publish(company, when, { type: "HR03", keys, statements, removed, added: [], address: null });
}
