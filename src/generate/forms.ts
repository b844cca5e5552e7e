/**
 * The legal-form mix of the Swiss register and what each form implies: which group of wording and officers it uses,
 * how likely it is to be deleted or in liquidation, when such companies were founded and how long they live.
 */
import { Weighted } from "./random.js";
import type { FormGroup } from "./statements.js";

/** eCH-0097 code → share of companies (percent). GmbH about 40 %, sole proprietorships about 34 %, AG about 18 %. */
export const FORM_MIX: ReadonlyArray<readonly [string, number]> = [
  ["0107", 40.0],
  ["0101", 34.0],
  ["0106", 18.0],
  ["0103", 1.9],
  ["0104", 0.3],
  ["0108", 1.2],
  ["0109", 1.3],
  ["0110", 1.6],
  ["0151", 1.0],
  ["0111", 0.5],
  ["0117", 0.05],
  ["0105", 0.01],
  ["0115", 0.03],
];
export const FORM_DRAW = new Weighted(FORM_MIX);

export const FORM_GROUP: Readonly<Record<string, FormGroup>> = {
  "0101": "sole",
  "0103": "partnership",
  "0104": "partnership",
  "0105": "ag",
  "0106": "ag",
  "0107": "gmbh",
  "0108": "cooperative",
  "0109": "association",
  "0110": "foundation",
  "0111": "branch",
  "0151": "branch",
  "0117": "institute",
  "0115": "fund",
};

export interface FormProfile {
  /** Probability of status deleted / liquidation (the rest is active). */
  deleted: number;
  liquidation: number;
  /** Register years: density ∝ exp((year - 2026) / tau) from `since`. */
  tau: number;
  since: number;
  /** Mean lifetime in years of a deleted company. */
  life: number;
  /** Gazette changes per year. */
  changes: number;
}

export const FORM_PROFILE: Readonly<Record<FormGroup, FormProfile>> = {
  sole: { deleted: 0.37, liquidation: 0, tau: 16, since: 1883, life: 9, changes: 0.14 },
  gmbh: { deleted: 0.27, liquidation: 0.04, tau: 11, since: 1937, life: 10, changes: 0.3 },
  ag: { deleted: 0.3, liquidation: 0.04, tau: 28, since: 1883, life: 20, changes: 0.2 },
  partnership: { deleted: 0.38, liquidation: 0.03, tau: 30, since: 1883, life: 14, changes: 0.12 },
  cooperative: { deleted: 0.26, liquidation: 0.03, tau: 55, since: 1883, life: 35, changes: 0.16 },
  association: { deleted: 0.22, liquidation: 0.02, tau: 40, since: 1890, life: 25, changes: 0.16 },
  foundation: { deleted: 0.17, liquidation: 0.03, tau: 38, since: 1900, life: 30, changes: 0.18 },
  branch: { deleted: 0.36, liquidation: 0, tau: 22, since: 1900, life: 12, changes: 0.12 },
  institute: { deleted: 0.05, liquidation: 0, tau: 60, since: 1900, life: 50, changes: 0.15 },
  fund: { deleted: 0.2, liquidation: 0.02, tau: 8, since: 2007, life: 8, changes: 0.3 },
};

/** What a change notice changes, by kind of company. */
export const MUTATION_KINDS = {
  sole: new Weighted([["officers", 0.12], ["address", 0.55], ["purpose", 0.2], ["name", 0.08], ["seat", 0.05]] as const),
  corporate: new Weighted([["officers", 0.2], ["address", 0.31], ["purpose", 0.1], ["name", 0.07], ["capital", 0.08], ["statutes", 0.14], ["seat", 0.1]] as const),
  other: new Weighted([["officers", 0.3], ["address", 0.33], ["purpose", 0.11], ["name", 0.03], ["statutes", 0.16], ["seat", 0.07]] as const),
};

/** The eCH-0097 codes the simulation treats apart. */
export const LIMITED_PARTNERSHIP = "0104";
export const COMPANY_LIMITED_BY_SHARES = "0106";
export const FOREIGN_BRANCH = "0111";
