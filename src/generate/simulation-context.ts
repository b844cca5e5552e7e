/**
 * What every step of a company's life (new entry, changes, dissolution, deletion) draws from and writes to: the one
 * seeded stream, reference data and the registers shared across companies.
 */
import type { AuditFirms } from "./audit-firms.js";
import type { Authorities } from "./authorities.js";
import type { Calendar } from "./calendar.js";
import type { Gazette } from "./gazette.js";
import type { Geography } from "./geography.js";
import type { Industry } from "./industry.js";
import type { Mandates } from "./mandates.js";
import type { MergerTargets } from "./merger-targets.js";
import type { Naming } from "./naming.js";
import type { People } from "./people.js";
import type { Random } from "./random.js";

export interface SimulationContext {
  /** Every draw comes from this one stream, in a fixed order, so that a seed always gives the same register. */
  readonly random: Random;
  readonly cal: Calendar;
  readonly geography: Geography;
  readonly industry: Industry;
  readonly naming: Naming;
  readonly people: People;
  readonly auditFirms: AuditFirms;
  readonly authorities: Authorities;
  readonly mergerTargets: MergerTargets;
  readonly mandates: Mandates;
  readonly gazette: Gazette;
}
