/** Who fills a company's seat: someone already in the register nearby, a new person, or a relative of a partner. */
import type { Company } from "./company-state.js";
import { REDACTION_KIND } from "./people.js";
import type { SimulationContext } from "./simulation-context.js";
import type { RoleCode } from "./vocabulary.js";

/**
 * The share of each kind of officer who is someone already in the register (People.pick's `reuse`): owners of sole
 * proprietorships seldom hold other mandates, board members and managers often do.
 */
export const REUSE = {
  owner: 0.22,
  partner: 0.3,
  limitedPartner: 0.4,
  soleSignatory: 0.5,
  officer: 0.7,
} as const;

/** A person for a seat in the company on `day`; `role` lets the register hold redacted persons of that kind. */
export function pickOfficer(ctx: SimulationContext, company: Company, day: number, reuse: number, role?: RoleCode): number {
  return ctx.people.pick(
    {
      place: company.seat,
      language: company.language,
      year: ctx.cal.year[day],
      oneWordFirstName: company.style === "fribourg",
      exclude: company.officers.map((o) => o.person),
      redactionKind: role === undefined ? undefined : REDACTION_KIND[role],
    },
    reuse,
  );
}

/** A new person of the same family as `sibling` (partners who are brothers or sisters). */
export function relativeOf(ctx: SimulationContext, company: Company, day: number, sibling: number): number {
  return ctx.people.createRelative(sibling, {
    place: company.seat,
    language: company.language,
    year: ctx.cal.year[day],
    oneWordFirstName: company.style === "fribourg",
    exclude: [],
  });
}
