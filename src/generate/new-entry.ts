/**
 * A company's new entry (HR01): its owner or partners, its name (which depends on them for firms of persons), the
 * officers entered with it, an audit firm where the law asked for one, and the founding statements.
 */
import type { AuditFirm } from "./audit-firms.js";
import type { Company, Scheduled } from "./company-state.js";
import { FOREIGN_BRANCH, LIMITED_PARTNERSHIP } from "./forms.js";
import { nameTranslations } from "./name-translations.js";
import type { NoticeEntry } from "./notice.js";
import { foundingOfficers } from "./officers.js";
import { pickOfficer, relativeOf, REUSE } from "./officer-candidates.js";
import { AUDIT_REFORM_DAY, FIRST_AUDITOR_DAY } from "./register-epochs.js";
import type { SimulationContext } from "./simulation-context.js";
import { foundingStatements, type FormGroup } from "./statements.js";

/** A general partnership has two partners, sometimes three; a limited partnership one general partner. */
const TWO_PARTNERS_SHARE = 0.8;
/** Two partners are often brothers or sisters: the same family name. */
const SIBLING_PARTNERS_SHARE = 0.15;
/** Corporations with a plain word as their name register translations of it, more often in bilingual cantons. */
const BILINGUAL_CANTONS: ReadonlySet<string> = new Set(["BE", "FR", "VS", "GR"]);
const TRANSLATED_NAME_SHARE_BILINGUAL = 0.22;
const TRANSLATED_NAME_SHARE = 0.05;
/** A Swiss branch's head office is as often in the same canton as elsewhere in the language region. */
const HEAD_OFFICE_SAME_CANTON_SHARE = 0.5;
/**
 * Share of new companies entered with an audit firm, by form, before and after the 2008 audit law (before, every AG
 * needed one; after, only larger companies).
 */
const AUDITED_SHARE: Readonly<Partial<Record<FormGroup, { before2008: number; since2008: number }>>> = {
  ag: { before2008: 0.85, since2008: 0.45 },
  gmbh: { before2008: 0.08, since2008: 0.12 },
  foundation: { before2008: 0.9, since2008: 0.9 },
  cooperative: { before2008: 0.6, since2008: 0.6 },
  institute: { before2008: 1, since2008: 1 },
  fund: { before2008: 1, since2008: 1 },
};
/** The founders sign the statutes two to 45 days before the entry, and decide to opt out of audit 3 to 40 days before. */
const STATUTES_SIGNED_DAYS_BEFORE = { min: 2, max: 45 };
const OPTING_OUT_DAYS_BEFORE = { min: 3, max: 40 };

/** `plannedActive`: the company's lifecycle plan keeps it active to the end (it may take an example name). */
export function writeNewEntry(ctx: SimulationContext, company: Company, when: Scheduled, auditFirm: AuditFirm | undefined, plannedActive: boolean): void {
  const { random, naming, people, mandates } = ctx;
  const publication = ctx.gazette.upcomingPublication;
  const day = when.journal;
  company.noticeDay = day;
  const group = company.group;
  let owner: number | null = null;
  const partners: number[] = [];
  if (group === "sole") {
    owner = pickOfficer(ctx, company, day, REUSE.owner, "owner");
  } else if (group === "partnership") {
    const count = company.form === LIMITED_PARTNERSHIP ? 1 : random.chance(TWO_PARTNERS_SHARE) ? 2 : 3;
    partners.push(pickOfficer(ctx, company, day, REUSE.partner));
    const siblings = count === 2 && random.chance(SIBLING_PARTNERS_SHARE);
    for (let i = 1; i < count; i++) partners.push(siblings ? relativeOf(ctx, company, day, partners[0]) : pickOfficer(ctx, company, day, REUSE.partner));
  }

  // The name depends on the owner or partners for sole proprietorships and partnerships.
  const language = company.language;
  if (auditFirm) {
    company.name = auditFirm.name;
    company.base = auditFirm.name.replace(/ (AG|SA)$/, "");
  } else if (group === "ag" || group === "gmbh") {
    const firm = naming.corporate(company.form, language, company.type, company.seat, plannedActive);
    company.name = firm.name;
    company.base = firm.base;
    const translatedShare = BILINGUAL_CANTONS.has(company.seat.canton) ? TRANSLATED_NAME_SHARE_BILINGUAL : TRANSLATED_NAME_SHARE;
    if (firm.base && /^[A-Z][a-z]+$/.test(firm.base.split(" ")[0]) && random.chance(translatedShare)) {
      company.translations = nameTranslations(company.form, firm.base, language);
    }
  } else if (group === "sole") {
    // A sole proprietorship's name carries the owner's first given name only: `Coiffure Sandra Meier`.
    company.name = naming.sole(language, people.firstName[owner!]!.split(" ")[0], people.lastName[owner!], company.type, company.seat);
  } else if (group === "partnership") {
    company.name = naming.partnership(language, partners.map((p) => people.lastName[p]), company.form === LIMITED_PARTNERSHIP, company.type);
  } else if (group === "association") {
    company.name = naming.association(language, company.type, company.seat);
  } else if (group === "foundation") {
    company.name = naming.foundation(language, company.type, company.seat);
  } else if (group === "cooperative") {
    company.name = naming.cooperative(language, company.type, company.seat);
  } else if (group === "institute") {
    company.name = naming.institute(language, company.type, company.seat);
  } else if (group === "fund") {
    company.name = naming.fund();
  }
  let headOffice: string | null = null;
  if (group === "branch") {
    if (company.form === FOREIGN_BRANCH) {
      const branch = naming.foreignBranch(language, company.seat);
      company.name = branch.name;
      headOffice = branch.head;
    } else {
      const head = random.chance(HEAD_OFFICE_SAME_CANTON_SHARE) ? ctx.geography.drawInCanton(random, company.seat.canton) : ctx.geography.drawInLanguage(random, language);
      company.name = naming.branch(language, company.type, company.seat, head);
      headOffice = head.name;
    }
  }

  // Who is entered with the company.
  const officers = foundingOfficers(random, group, language, auditFirm !== undefined);
  const audited = AUDITED_SHARE[group];
  const auditedShare = audited === undefined ? 0 : day < AUDIT_REFORM_DAY ? audited.before2008 : audited.since2008;
  const wantsAuditor = day >= FIRST_AUDITOR_DAY && random.chance(auditedShare);

  const added: NoticeEntry[] = [];
  if (owner !== null) added.push(mandates.entry(company, mandates.open(company, owner, "owner", "single", false, day, publication), null));
  for (const p of partners) {
    const limited = company.form === LIMITED_PARTNERSHIP && p !== partners[0];
    const role = limited ? "limitedPartner" : company.form === LIMITED_PARTNERSHIP ? "generalPartner" : "partner";
    added.push(mandates.entry(company, mandates.open(company, p, role, limited ? "none" : "single", false, day, publication), null));
  }
  if (company.form === LIMITED_PARTNERSHIP && partners.length === 1) {
    const limited = pickOfficer(ctx, company, day, REUSE.limitedPartner);
    added.push(mandates.entry(company, mandates.open(company, limited, "limitedPartner", "none", false, day, publication), null));
  }
  for (const [role, sig] of officers) {
    if (role === "owner") continue;
    const person = pickOfficer(ctx, company, day, REUSE.officer, role);
    added.push(mandates.entry(company, mandates.open(company, person, role, sig, false, day, publication), null));
  }
  if (wantsAuditor) {
    const auditor = ctx.auditFirms.pick(company, day);
    if (auditor !== null) {
      company.hasAuditor = true;
      added.push(mandates.entry(company, mandates.open(company, auditor, "auditor", null, false, day, publication), null));
    }
  }

  const corporate = group === "ag" || group === "gmbh";
  const optingOutDate = !company.hasAuditor && corporate && day >= AUDIT_REFORM_DAY ? ctx.cal.swiss[Math.max(0, day - random.between(OPTING_OUT_DAYS_BEFORE.min, OPTING_OUT_DAYS_BEFORE.max))] : null;
  company.optedOut = optingOutDate !== null;
  const statements = foundingStatements(language, {
    group,
    statutesDate: group === "sole" || group === "partnership" || group === "branch" ? null : ctx.cal.swiss[day - random.between(STATUTES_SIGNED_DAYS_BEFORE.min, STATUTES_SIGNED_DAYS_BEFORE.max)],
    purpose: company.purpose,
    capital: company.capital,
    shares: company.capital === null ? 0 : Math.round(company.capital / company.shareValue),
    shareValue: company.shareValue,
    optingOutDate,
    supervisor: group === "foundation" ? ctx.authorities.foundationSupervisor(company) : null,
    headOffice,
  });
  const address = `${company.street}, ${company.zip} ${company.seat.postalName}`;
  ctx.gazette.publish(company, when, { type: "HR01", keys: ["status.neu"], statements, removed: [], added, address });
}
