/**
 * The officers of the demo register: Swiss citizens with a place of citizenship (Heimatort) and foreigners with a
 * nationality, named in the language of their region and the fashion of their birth decade. One person often holds
 * several mandates: a new mandate reuses a person active in the same canton or language region and period, chosen in
 * proportion to the mandates they already hold (a few people sit on many boards). Same name with another origin is
 * another person (homonyms occur naturally); same name and same origin never names two different people.
 *
 * Places are kept as municipalities and written in the language of each notice (`in Bern`, `à Berne`, `in Berna`).
 */
import { IntList } from "../domain/int-list.js";
import { foldText } from "../domain/text.js";
import { COUNTRIES, COUNTRY_WEIGHTS } from "./data/foreign-names.js";
import { FRENCH_FIRST_NAMES, GERMAN_FIRST_NAMES, ITALIAN_FIRST_NAMES, ROMANSH_FIRST_NAMES, type FirstNames } from "./data/swiss-first-names.js";
import { FRENCH_LAST_NAMES, GERMAN_LAST_NAMES, ITALIAN_LAST_NAMES, ROMANSH_LAST_NAMES } from "./data/swiss-last-names.js";
import type { Geography, Place } from "./geography.js";
import { hashKey, type Random, Weighted } from "./random.js";
import { ROLE_SEPARATOR, type RegisterLanguage, type RoleCode } from "./vocabulary.js";

const unique = (names: readonly string[]): string[] => [...new Set(names)];
const LAST_NAMES: Readonly<Record<RegisterLanguage | "rm", string[]>> = {
  de: unique(GERMAN_LAST_NAMES),
  fr: unique(FRENCH_LAST_NAMES),
  it: unique(ITALIAN_LAST_NAMES),
  rm: unique(ROMANSH_LAST_NAMES),
};
const FIRST_NAMES: Readonly<Record<RegisterLanguage | "rm", FirstNames>> = {
  de: GERMAN_FIRST_NAMES,
  fr: FRENCH_FIRST_NAMES,
  it: ITALIAN_FIRST_NAMES,
  rm: ROMANSH_FIRST_NAMES,
};
const SWISS_SHARE: Readonly<Record<RegisterLanguage, number>> = { de: 0.82, fr: 0.75, it: 0.76 };
const COUNTRY_DRAW: Readonly<Record<RegisterLanguage, Weighted<number>>> = {
  de: countryDraw("de"),
  fr: countryDraw("fr"),
  it: countryDraw("it"),
};

function countryDraw(language: RegisterLanguage): Weighted<number> {
  const weights = COUNTRY_WEIGHTS[language];
  return new Weighted(COUNTRIES.map((c, i) => [i, weights[c.code] ?? 0.5] as const));
}

const PERIOD_YEARS = 6;
const FIRST_YEAR = 1880;
const PERIODS = Math.ceil((2030 - FIRST_YEAR) / PERIOD_YEARS);
const MAX_MANDATES = 40;
/** A pool must hold this many entries before people are drawn from it (small pools would repeat the same few). */
const MIN_POOL = 12;

const ASCII = /^[\x20-\x7e]*$/;

/** Family names that canton Fribourg's `Family First` style can write unambiguously. */
const FRIBOURG_FAMILY = /^(?:(?:de|du|des|von|van|da|dos|das|della|di|del) )?[^ ]+$/;

function fribourgStyle(last: string, first: string | null): boolean {
  return FRIBOURG_FAMILY.test(last) && !(first ?? "").includes(" ");
}

/** foldText, with a fast path for plain ASCII (most names): only lower-casing then changes anything. */
function fold(text: string): string {
  return ASCII.test(text) ? text.toLowerCase() : foldText(text);
}

function periodOf(year: number): number {
  return Math.max(0, Math.min(PERIODS - 1, Math.floor((year - FIRST_YEAR) / PERIOD_YEARS)));
}

export interface PersonRow {
  id: number;
  entityType: "natural_person" | "legal_entity";
  name: string;
  lastName: string | null;
  firstName: string | null;
  origin: string | null;
  residence: string | null;
  nationality: string | null;
  uid: string | null;
  redacted: number;
  identityKey: string;
}

/** What a company needs of a person to write its notices. */
export interface PersonNeed {
  place: Place;
  language: RegisterLanguage;
  year: number;
  /** Canton Fribourg's French notices write `Family First`: the first name must be one word. */
  oneWordFirstName: boolean;
  /** People already in this company (a person holds one mandate per company at a time). */
  exclude: readonly number[];
  /** The kind of officer the person is sought for, when the register must hold redacted persons of that kind. */
  redactionKind?: RedactionKind;
}

/**
 * The kinds of officer the demo register always holds redacted persons of (besides the 0.1 % drawn at random), so
 * that tests cover each surface a redacted person reaches: board seats, signatures, and sole proprietorships whose
 * name carries the owner's name.
 */
export type RedactionKind = "owner" | "board" | "signatory";

/** The redaction kind of each role (roles of other kinds are covered by the random draw only). */
export const REDACTION_KIND: Readonly<Partial<Record<RoleCode, RedactionKind>>> = {
  owner: "owner",
  signatory: "signatory",
  boardPresident: "board", boardMember: "board", boardSole: "board", boardVice: "board", boardDelegate: "board",
  boardSecretary: "board", presidentCeo: "board", coopPresident: "board", coopMember: "board",
  foundationPresident: "board", foundationVice: "board", foundationMember: "board",
};

/** Of the new persons of each redaction kind, the first and every this-many-th after it are redacted. */
const REDACT_EVERY = 300;

interface NewPerson {
  entityType: "natural_person" | "legal_entity";
  lastName: string;
  firstName: string | null;
  originA: number;
  originB: number;
  residence: number;
  abroad: string | null;
  countryIndex: number;
  female: boolean;
  redacted: boolean;
  language: RegisterLanguage;
  uid?: string;
  /** Folded `family|given names|origin` (see identityKey). */
  identityKey: string;
}

export class People {
  /** Indexed by person id (1-based; slot 0 unused). */
  readonly lastName: string[] = [""];
  readonly firstName: (string | null)[] = [null];
  /** Places of citizenship (indices into geography.places, -1 for none) and of residence (-1: abroad). */
  originA = new Int32Array(1024);
  originB = new Int32Array(1024);
  residencePlace = new Int32Array(1024);
  private readonly abroad = new Map<number, string>();
  /** Index into COUNTRIES, -1 for Swiss citizens, -2 for legal entities. */
  country = new Int8Array(1024);
  female = new Uint8Array(1024);
  mandates = new Uint16Array(1024);
  private readonly identities = new Set<number>();
  private readonly createdOfKind: Record<RedactionKind, number> = { owner: 0, board: 0, signatory: 0 };
  // Person ids per canton (and region) and period, one entry per mandate: a draw favours people listed often.
  private readonly cantonPools = new Map<string, IntList[]>();
  private readonly regionPools: Record<RegisterLanguage, IntList[]> = { de: [], fr: [], it: [] };
  count = 0;

  constructor(
    private readonly random: Random,
    private readonly geography: Geography,
    private readonly write: (row: PersonRow) => void,
  ) {
    for (const language of ["de", "fr", "it"] as const) {
      this.regionPools[language] = Array.from({ length: PERIODS }, () => new IntList());
    }
  }

  private grow(): void {
    if (this.count + 1 < this.country.length) return;
    const size = this.country.length * 2;
    const grow = <T extends Int32Array | Int8Array | Uint8Array | Uint16Array>(array: T, make: (n: number) => T): T => {
      const grown = make(size);
      grown.set(array);
      return grown;
    };
    this.originA = grow(this.originA, (n) => new Int32Array(n));
    this.originB = grow(this.originB, (n) => new Int32Array(n));
    this.residencePlace = grow(this.residencePlace, (n) => new Int32Array(n));
    this.country = grow(this.country, (n) => new Int8Array(n));
    this.female = grow(this.female, (n) => new Uint8Array(n));
    this.mandates = grow(this.mandates, (n) => new Uint16Array(n));
  }

  private cantonPool(canton: string, period: number): IntList {
    let pools = this.cantonPools.get(canton);
    if (!pools) {
      pools = Array.from({ length: PERIODS }, () => new IntList());
      this.cantonPools.set(canton, pools);
    }
    return pools[period];
  }

  /** A person for a new mandate: someone already active nearby in the same period (share `reuse`), or a new person. */
  pick(need: PersonNeed, reuse: number): number {
    const random = this.random;
    if (random.chance(reuse)) {
      const period = periodOf(need.year);
      const local = random.chance(0.75);
      for (const p of period > 0 && random.chance(0.3) ? [period - 1, period] : [period]) {
        const pool = local ? this.cantonPool(need.place.canton, p) : this.regionPools[need.language][p];
        if (pool.length < MIN_POOL) continue;
        const id = pool.values[random.int(pool.length)];
        if (this.mandates[id] >= MAX_MANDATES || need.exclude.includes(id)) continue;
        if (need.oneWordFirstName && !fribourgStyle(this.lastName[id], this.firstName[id])) continue;
        return id;
      }
    }
    return this.create(need);
  }

  /** Records a mandate of a person (it makes them likelier to be picked again in that place and period). */
  recordMandate(id: number, canton: string, language: RegisterLanguage, year: number): void {
    const period = periodOf(year);
    this.mandates[id]++;
    if (this.country[id] === -2) return;
    this.cantonPool(canton, period).push(id);
    this.regionPools[language][period].push(id);
  }

  /** A new natural person who will serve a company in `need.place`. */
  create(need: PersonNeed): number {
    const random = this.random;
    const swiss = random.chance(SWISS_SHARE[need.language]);
    const female = random.chance(need.year < 1960 ? 0.12 : need.year < 1990 ? 0.22 : need.year < 2010 ? 0.3 : 0.36);
    const birthYear = need.year - random.between(26, 66);
    const oneWord = need.oneWordFirstName;
    let region: RegisterLanguage | "rm" = need.language;
    let originA = -1;
    let originB = -1;
    let residence = -1;
    let abroad: string | null = null;
    let countryIndex = -1;
    let lastNames: readonly string[];
    let given: () => string;
    if (swiss) {
      region = need.place.romansh && random.chance(0.5) ? "rm" : random.chance(0.12) ? random.pick(["de", "fr", "it"] as const) : need.language;
      lastNames = LAST_NAMES[region];
      const firstRegion = region === "rm" && random.chance(0.5) ? "de" : region;
      given = () => this.firstNameFor(firstRegion, female, birthYear);
      [originA, originB] = this.drawOrigin(need.language);
      residence = this.geography.drawResidence(random, need.place).index;
    } else {
      countryIndex = COUNTRY_DRAW[need.language].draw(random);
      const country = COUNTRIES[countryIndex];
      lastNames = country.lastNames;
      given = () => random.pick(female ? country.female : country.male);
      if (random.chance(0.16)) abroad = `${random.pick(country.towns)} (${country.code})`;
      else residence = this.geography.drawResidence(random, need.place).index;
    }
    // Fribourg's `Family First` lines stay readable: a one-word family name, or a particle and one word (`de Weck`).
    const family = (skew: number) => {
      let name = random.pickSkewed(lastNames, skew);
      for (let i = 0; oneWord && !FRIBOURG_FAMILY.test(name) && i < 20; i++) name = random.pickSkewed(lastNames, skew);
      return oneWord && !FRIBOURG_FAMILY.test(name) ? random.pick(LAST_NAMES.fr) : name;
    };
    // About 1.5 % of German-speaking Swiss are called Müller, some 7 % carry one of the ten commonest names.
    let last = family(swiss ? 1.45 : 1.2);
    // Married women often carry both names (`Birrer-Heimo`).
    if (swiss && female && random.chance(0.08)) last = `${last}-${family(1.3)}`;
    // The register writes every given name (`Forster, Thomas Marc Albert`); Fribourg's French style only one.
    let first = this.givenNames(given, oneWord, random.chance(0.3) ? (random.chance(0.2) ? 3 : 2) : 1);
    // Same family name, given names and origin would make the register treat two people as one: draw again.
    let identityKey: string;
    for (let attempt = 0; ; attempt++) {
      identityKey = this.identityKey(last, first, originA, originB, countryIndex, need.language);
      const key = hashKey(identityKey);
      if (!this.identities.has(key)) {
        this.identities.add(key);
        break;
      }
      if (swiss && attempt < 4) [originA, originB] = this.drawOrigin(need.language);
      else if (attempt < 12) first = this.givenNames(given, oneWord, oneWord ? 1 : 2 + (attempt % 2));
      else if (attempt < 40) {
        last = family(1);
        first = this.givenNames(given, oneWord, oneWord ? 1 : 2);
      } else {
        last = `${family(1)}-${family(1)}`;
        first = this.givenNames(given, oneWord, oneWord ? 1 : 3);
      }
    }
    // The random draw comes first, always: the kind's quota must not change the random sequence.
    const redacted = random.chance(0.001) || this.redactedForKind(need.redactionKind);
    return this.add({
      entityType: "natural_person", lastName: last, firstName: first, originA, originB, residence, abroad, countryIndex, female,
      redacted, language: need.language, identityKey,
    });
  }

  /** Whether a new person of this kind is one of the kind's quota of redacted persons (see REDACT_EVERY). */
  private redactedForKind(kind: RedactionKind | undefined): boolean {
    if (kind === undefined) return false;
    return this.createdOfKind[kind]++ % REDACT_EVERY === 0;
  }

  /** One to three different given names (one word each for Fribourg's style; compound names keep their hyphen). */
  private givenNames(draw: () => string, oneWord: boolean, count: number): string {
    const names: string[] = [];
    for (let i = 0; i < 6 && names.length < (oneWord ? 1 : count); i++) {
      const name = draw();
      if (oneWord && name.includes(" ")) continue;
      for (const part of name.split(" ")) if (!names.includes(part) && names.length < (oneWord ? 1 : count)) names.push(part);
    }
    return names.length > 0 ? names.join(" ") : draw().split(" ")[0];
  }

  /** A relative of `of` (same family name and origin or nationality), e.g. the brother in `Gebrüder Keller`. */
  createRelative(of: number, need: PersonNeed): number {
    const random = this.random;
    if (need.oneWordFirstName && !FRIBOURG_FAMILY.test(this.lastName[of])) return this.create(need);
    const female = random.chance(0.2);
    const countryIndex = this.country[of];
    const last = this.lastName[of];
    const birthYear = need.year - random.between(26, 60);
    const given = () =>
      countryIndex === -1 ? this.firstNameFor(need.language, female, birthYear) : random.pick(female ? COUNTRIES[countryIndex].female : COUNTRIES[countryIndex].male);
    for (let attempt = 0; attempt < 20; attempt++) {
      const first = this.givenNames(given, need.oneWordFirstName, attempt < 5 ? 1 : 2);
      const identityKey = this.identityKey(last, first, this.originA[of], this.originB[of], countryIndex, need.language);
      const key = hashKey(identityKey);
      if (this.identities.has(key)) continue;
      this.identities.add(key);
      return this.add({
        entityType: "natural_person", lastName: last, firstName: first, originA: this.originA[of], originB: this.originB[of],
        residence: this.residencePlace[of], abroad: this.abroad.get(of) ?? null, countryIndex, female,
        redacted: random.chance(0.001), language: need.language, identityKey,
      });
    }
    return this.create(need);
  }

  /** A legal entity that appears in notices (an audit firm). */
  createLegalEntity(name: string, uid: string, seat: Place, language: RegisterLanguage): number {
    const identityKey = `${foldText(name)}||${uid}`;
    this.identities.add(hashKey(identityKey));
    return this.add({
      entityType: "legal_entity", lastName: name, firstName: null, originA: -1, originB: -1, residence: seat.index, abroad: null,
      countryIndex: -2, female: false, redacted: false, language, uid, identityKey,
    });
  }

  /** A person's place(s) of citizenship as a notice in `language` writes them (`Zürich und Oberriet (SG)`). */
  originIn(id: number, language: RegisterLanguage): string | null {
    const a = this.originA[id];
    if (a < 0) return null;
    const places = this.geography.places;
    const b = this.originB[id];
    return b < 0 ? places[a].labels[language] : `${places[a].labels[language]}${ROLE_SEPARATOR[language]}${places[b].labels[language]}`;
  }

  residenceIn(id: number, language: RegisterLanguage): string {
    const place = this.residencePlace[id];
    return place < 0 ? this.abroad.get(id)! : this.geography.places[place].labels[language];
  }

  private add(p: NewPerson): number {
    this.grow();
    const id = ++this.count;
    this.lastName.push(p.lastName);
    this.firstName.push(p.firstName);
    this.originA[id] = p.originA;
    this.originB[id] = p.originB;
    this.residencePlace[id] = p.residence;
    if (p.abroad !== null) this.abroad.set(id, p.abroad);
    this.country[id] = p.countryIndex;
    this.female[id] = p.female ? 1 : 0;
    const natural = p.entityType === "natural_person";
    const origin = this.originIn(id, p.language);
    this.write({
      id,
      entityType: p.entityType,
      name: natural ? `${p.firstName} ${p.lastName}` : p.lastName,
      lastName: natural ? p.lastName : null,
      firstName: p.firstName,
      origin,
      residence: this.residenceIn(id, p.language),
      nationality: natural ? (p.countryIndex >= 0 ? COUNTRIES[p.countryIndex].code : "CH") : null,
      uid: p.uid ?? null,
      redacted: p.redacted ? 1 : 0,
      identityKey: p.identityKey,
    });
    return id;
  }

  /**
   * The register's identity of a person, folded: `family|given names|origin` (DESIGN.md section 4); a foreigner's
   * nationality code stands in for the origin.
   */
  private identityKey(last: string, first: string, originA: number, originB: number, country: number, language: RegisterLanguage): string {
    const places = this.geography.places;
    const origin =
      originA < 0 ? COUNTRIES[country].code.toLowerCase() : originB < 0 ? places[originA].labels[language] : `${places[originA].labels[language]}${ROLE_SEPARATOR[language]}${places[originB].labels[language]}`;
    return fold(`${last}|${first}|${origin}`);
  }

  /** One place of citizenship, sometimes two. */
  private drawOrigin(language: RegisterLanguage): [number, number] {
    const a = this.geography.drawOrigin(this.random, language).index;
    if (!this.random.chance(0.05)) return [a, -1];
    const b = this.geography.drawOrigin(this.random, language).index;
    return b === a ? [a, -1] : [a, b];
  }

  private firstNameFor(region: RegisterLanguage | "rm", female: boolean, birthYear: number): string {
    const names = FIRST_NAMES[region][female ? "female" : "male"];
    const list = birthYear < 1950 ? names.classic : birthYear < 1980 ? names.middle : names.recent;
    return this.random.pickSkewed(list, 1.3);
  }
}
