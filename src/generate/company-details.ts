/** What a company registers besides its name and officers: legal-form wording, address, purpose and capital. */
import { loadReferenceData } from "../domain/reference.js";
import { calendar } from "./calendar.js";
import type { Company } from "./company-state.js";
import { PURPOSE_CLAUSES } from "./data/activities.js";
import { FRENCH_STREETS, GERMAN_STREETS, ITALIAN_STREETS } from "./data/streets.js";
import { COMPANY_LIMITED_BY_SHARES } from "./forms.js";
import type { Geography } from "./geography.js";
import type { Industry, NogaType } from "./industry.js";
import type { Random } from "./random.js";
import type { FormGroup } from "./statements.js";
import type { RegisterLanguage } from "./vocabulary.js";

const STREETS: Readonly<Record<RegisterLanguage, readonly string[]>> = { de: GERMAN_STREETS, fr: FRENCH_STREETS, it: ITALIAN_STREETS };
/** French and Italian streets are often named after the next town: `Route de Bulle`, `Via Locarno`. */
const ROAD_TO_TOWN_SHARE = 0.1;
/** House numbers 1 to 140, most of them low (u^2.2). */
const HOUSE_NUMBERS = 140;
const HOUSE_NUMBER_SKEW = 2.2;
/** Some numbers carry a letter: `12a`. */
const HOUSE_LETTER_SHARE = 0.08;
const HOUSE_LETTERS = "abcd";

/** AG purposes sometimes carry every standard clause (branches and holdings, real estate, financing, ...). */
const ALL_CLAUSES_SHARE = 0.15;
const AG_CLAUSES = { min: 1, max: 3 };
const OTHER_CLAUSES = { min: 0, max: 2 };
const PURPOSE_SUBJECT: Readonly<Record<RegisterLanguage, Record<"cooperative" | "association" | "foundation" | "other", string>>> = {
  de: { cooperative: "Die Genossenschaft bezweckt", association: "Der Verein bezweckt", foundation: "Die Stiftung bezweckt", other: "Die Gesellschaft bezweckt" },
  fr: { cooperative: "La société coopérative a pour but", association: "L'association a pour but", foundation: "La fondation a pour but", other: "La société a pour but" },
  it: { cooperative: "La società cooperativa ha per scopo", association: "L'associazione ha per scopo", foundation: "La fondazione ha per scopo", other: "La società ha per scopo" },
};

/** AGs founded before 1985 were also founded with CHF 50'000 (README, "Capital"), a share of them here. */
const SMALL_AG_UNTIL_YEAR = 1985;
const SMALL_AG_SHARE = 0.4;
const SMALL_AG_CAPITAL = 50_000;
/** Half of those have shares of CHF 500, half of CHF 1'000. */
const SMALL_AG_SHARES_OF_500 = 0.5;
/** Cumulative shares of an AG's capital at its founding; the rest is one of LARGE_AG_CAPITALS. */
const AG_CAPITALS: CumulativeShares = [[0.55, 100_000], [0.6, 150_000], [0.68, 200_000], [0.73, 250_000], [0.77, 300_000], [0.85, 500_000], [0.92, 1_000_000], [0.95, 2_000_000], [0.97, 5_000_000]];
const LARGE_AG_CAPITALS = [10_000_000, 20_000_000, 50_000_000, 100_000_000];
/** Cumulative shares of an AG's nominal share value. */
const AG_SHARE_VALUES: CumulativeShares = [[0.6, 1000], [0.85, 100], [0.95, 10], [1, 500]];
/** Cumulative shares of a GmbH's capital at its founding: most start at the minimum of CHF 20'000. */
const GMBH_CAPITALS: CumulativeShares = [[0.7, 20_000], [0.73, 25_000], [0.78, 30_000], [0.81, 40_000], [0.89, 50_000], [0.96, 100_000], [0.98, 200_000], [1, 1_000_000]];
/** Most GmbH quotas are of CHF 100, the rest of CHF 1'000. */
const GMBH_QUOTA_100_SHARE = 0.7;

/** `[upper bound of the cumulative share, value]`, bounds ascending. */
type CumulativeShares = ReadonlyArray<readonly [number, number]>;

/** The value whose cumulative share first exceeds `u`, or undefined past the last bound. */
function valueAt(shares: CumulativeShares, u: number): number | undefined {
  for (const [bound, value] of shares) if (u < bound) return value;
  return undefined;
}

/** The legal form as a notice writes it in each language (`Aktiengesellschaft`, `société anonyme`), by eCH-0097 code. */
export function legalFormTexts(): Map<string, Record<RegisterLanguage, string>> {
  const texts = new Map<string, Record<RegisterLanguage, string>>();
  const strip = (text: string) => text.replace(/ \([^)]*\)$/, "");
  const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
  for (const f of loadReferenceData().legalForms) texts.set(f.code, { de: strip(f.names.de), fr: lower(strip(f.names.fr)), it: lower(strip(f.names.it)) });
  return texts;
}

/** A new street address and postcode at the company's seat. */
export function drawAddress(random: Random, geography: Geography, company: Company): void {
  let street = random.pick(STREETS[company.language]);
  if (company.language === "fr" && random.chance(ROAD_TO_TOWN_SHARE)) street = `Route de ${geography.drawInCanton(random, company.seat.canton).shortName}`;
  if (company.language === "it" && random.chance(ROAD_TO_TOWN_SHARE)) street = `Via ${geography.drawInCanton(random, company.seat.canton).shortName}`;
  const number = 1 + Math.floor(random.float() ** HOUSE_NUMBER_SKEW * HOUSE_NUMBERS);
  company.street = `${street} ${number}${random.chance(HOUSE_LETTER_SHARE) ? HOUSE_LETTERS[random.int(HOUSE_LETTERS.length)] : ""}`;
  company.zip = geography.postcode(random, company.seat);
}

/** The purpose clause: `Die Gesellschaft bezweckt ...` with standard clauses, or a bare phrase for firms of persons. */
export function drawPurpose(random: Random, industry: Industry, group: FormGroup, type: NogaType, language: RegisterLanguage): string {
  const phrase = industry.purposePhrase(random, type, language);
  if (group === "sole" || group === "partnership") return `${barePhrase(phrase, language)}.`;
  const subject = PURPOSE_SUBJECT[language];
  const intro = group === "cooperative" || group === "association" || group === "foundation" ? subject[group] : subject.other;
  let text = `${intro} ${phrase}.`;
  if (group === "ag" || group === "gmbh" || group === "fund" || group === "branch") {
    const clauses = PURPOSE_CLAUSES[language];
    const count = group === "ag" ? (random.chance(ALL_CLAUSES_SHARE) ? clauses.length : random.between(AG_CLAUSES.min, AG_CLAUSES.max)) : random.between(OTHER_CLAUSES.min, OTHER_CLAUSES.max);
    for (let i = 0; i < count; i++) text += ` ${clauses[i]}`;
  }
  return text;
}

/** The capital at the founding on `day` (AG and GmbH; null for every other form), setting the company's share value. */
export function drawInitialCapital(random: Random, group: FormGroup, day: number, company: Company): number | null {
  if (group === "ag") {
    const year = calendar().year[day];
    if (company.form === COMPANY_LIMITED_BY_SHARES && year < SMALL_AG_UNTIL_YEAR && random.chance(SMALL_AG_SHARE)) {
      company.shareValue = random.chance(SMALL_AG_SHARES_OF_500) ? 500 : 1000;
      return SMALL_AG_CAPITAL;
    }
    const capital = valueAt(AG_CAPITALS, random.float()) ?? random.pick(LARGE_AG_CAPITALS);
    company.shareValue = valueAt(AG_SHARE_VALUES, random.float())!;
    return capital;
  }
  if (group === "gmbh") {
    const u = random.float();
    company.shareValue = random.chance(GMBH_QUOTA_100_SHARE) ? 100 : 1000;
    return valueAt(GMBH_CAPITALS, u)!;
  }
  return null;
}

/** A purpose phrase without its articles, as sole proprietorships write it: `Betrieb einer Autogarage`. */
function barePhrase(phrase: string, language: RegisterLanguage): string {
  let bare = phrase.replace(/^(den |die |das |dem |l'|le |la |les |il |lo |i |gli )/, "");
  if (language === "it") bare = bare.replace(/ e (l'|la |il |lo |le |i |gli )/g, " e ").replace(/ e ([aeiouàèéìòù])/g, " ed $1");
  if (language === "fr") bare = bare.replace(/ et (la |le |les )/g, " et ").replace(/ et l'/g, " et ");
  return `${bare.charAt(0).toUpperCase()}${bare.slice(1)}`;
}
