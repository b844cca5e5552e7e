/**
 * Company names as the Swiss register has them: family names with a trade (`Müller Bau AG`, `Fiduciaire Rochat SA`),
 * invented brands (`Nearivo GmbH`), places (`Alpen Treuhand AG`), a sole proprietor's own name (`Coiffure Sandra
 * Meier`), clubs and foundations (`Skiclub Adelboden`, `Fondation du Home de Bulle`). Names are unique (sole
 * proprietorships: within a canton).
 */
import { COUNTRIES } from "./data/foreign-names.js";
import { EXAMPLE_NAMES } from "../domain/example-names.js";
import {
  ASSOCIATION_PATTERNS, BRAND_ENDS, BRAND_MIDDLES, BRAND_STARTS, COOPERATIVE_PATTERNS, ENGLISH_WORDS, FOUNDATION_PATTERNS, PLACE_WORDS,
  type PatternsByDivision,
} from "./data/firm-words.js";
import { FRENCH_LAST_NAMES, GERMAN_LAST_NAMES, ITALIAN_LAST_NAMES } from "./data/swiss-last-names.js";
import { FRENCH_FIRST_NAMES, GERMAN_FIRST_NAMES, ITALIAN_FIRST_NAMES } from "./data/swiss-first-names.js";
import type { Place } from "./geography.js";
import { originPhrase } from "./notice.js";
import type { Industry, NogaType } from "./industry.js";
import { hashKey, type Random } from "./random.js";
import { NAME_SUFFIXES, type RegisterLanguage } from "./vocabulary.js";

const LAST: Readonly<Record<RegisterLanguage, readonly string[]>> = { de: GERMAN_LAST_NAMES, fr: FRENCH_LAST_NAMES, it: ITALIAN_LAST_NAMES };
const FIRST: Readonly<Record<RegisterLanguage, { male: readonly string[]; female: readonly string[] }>> = {
  de: { male: GERMAN_FIRST_NAMES.male.classic, female: GERMAN_FIRST_NAMES.female.classic },
  fr: { male: FRENCH_FIRST_NAMES.male.classic, female: FRENCH_FIRST_NAMES.female.classic },
  it: { male: ITALIAN_FIRST_NAMES.male.classic, female: ITALIAN_FIRST_NAMES.female.classic },
};
const FAMILY_FIRM: Readonly<Record<RegisterLanguage, readonly string[]>> = {
  de: ["& Partner", "& Co.", "& Söhne", "+ Partner"],
  fr: ["& Fils", "& Associés", "& Cie", "& Partenaires"],
  it: ["& Figli", "& Partners", "& C.", "& Associati"],
};
const INSTITUTES: PatternsByDivision = {
  de: { "35": ["Elektrizitätswerk {town}", "Werkbetriebe {town}"], "36": ["Wasserversorgung {town}"], "86": ["Spital {town}"], "*": ["Alters- und Pflegeheim {town}", "Gebäudeversicherung {brand}", "Zweckverband {brand}"] },
  fr: { "35": ["Services industriels {of-town}"], "36": ["Service des eaux {of-town}"], "86": ["Hôpital {of-town}"], "*": ["Établissement médico-social {of-town}", "Établissement {brand}"] },
  it: { "35": ["Azienda elettrica comunale {of-town}"], "36": ["Azienda acqua potabile {of-town}"], "86": ["Ospedale {of-town}"], "*": ["Casa anziani {of-town}", "Ente {brand}"] },
};
const FOREIGN_SUFFIX: Readonly<Record<string, string>> = { DE: "GmbH", AT: "GmbH", FR: "SAS", IT: "S.r.l.", GB: "Ltd", US: "Inc.", NL: "B.V.", ES: "S.L.", BE: "SRL", PT: "Lda." };
const BRANCH_WORD: Readonly<Record<RegisterLanguage, (town: string) => string>> = {
  de: (town) => `Zweigniederlassung ${town}`,
  fr: (town) => `succursale ${ofPlace(town)}`,
  it: (town) => `succursale di ${town}`,
};

/** `de Bulle`, `du Locle`, `d'Orbe`. */
function ofPlace(town: string): string {
  return originPhrase(town, "fr");
}

/** A name and the part of it without the legal-form suffix (for translations). */
export interface FirmName {
  name: string;
  base: string | null;
}

export class Naming {
  private readonly used = new Set<number>();
  /** The example names not given yet (src/domain/example-names.ts). */
  private readonly examples = [...EXAMPLE_NAMES];

  constructor(private readonly random: Random, private readonly industry: Industry) {}

  /** An invented brand name: `Nearivo`, `Valtix`, `Corena`. */
  brand(): string {
    const r = this.random;
    return r.pick(BRAND_STARTS) + r.pick(BRAND_MIDDLES) + r.pick(BRAND_ENDS);
  }

  private claim(name: string, scope = ""): boolean {
    const key = hashKey(scope + name.toLowerCase());
    if (this.used.has(key)) return false;
    this.used.add(key);
    return true;
  }

  private lastName(language: RegisterLanguage): string {
    return this.random.pickSkewed(LAST[language], 1.45);
  }

  private word(type: NogaType, language: RegisterLanguage): string {
    return this.random.chance(0.18) ? this.random.pick(ENGLISH_WORDS) : this.industry.nameWord(this.random, type, language);
  }

  private initials(): string {
    const letters = "ABCDEFGHIJKLMNOPRSTVWZ";
    const r = this.random;
    return letters[r.int(letters.length)] + letters[r.int(letters.length)] + (r.chance(0.4) ? letters[r.int(letters.length)] : "");
  }

  private corporateBase(language: RegisterLanguage, type: NogaType, seat: Place): string {
    const r = this.random;
    if (type.code === "642000" && r.chance(0.6)) {
      return `${r.pick([this.brand(), this.lastName(language), r.pick(PLACE_WORDS[language])])} Holding`;
    }
    const u = r.float();
    if (u < 0.18) return this.brand();
    if (u < 0.36) return `${this.brand()} ${this.word(type, language)}`;
    if (u < 0.54) return `${this.lastName(language)} ${this.word(type, language)}`;
    if (u < 0.66) return `${this.industry.nameWord(r, type, language)} ${this.lastName(language)}`;
    if (u < 0.74) return `${r.pick(PLACE_WORDS[language])} ${this.word(type, language)}`;
    if (u < 0.81) {
      const word = this.industry.nameWord(r, type, language);
      return language === "fr" ? `${word} ${ofPlace(seat.shortName)}` : `${word} ${seat.shortName}`;
    }
    if (u < 0.89) {
      const first = this.lastName(language);
      return r.chance(0.5) ? `${first} & ${this.lastName(language)}` : `${first} ${r.pick(FAMILY_FIRM[language])}`;
    }
    return `${this.initials()} ${this.word(type, language)}`;
  }

  /**
   * A company name with its legal-form suffix (`AG`, `Sàrl`, `Sagl`). `exampleFits`: the company may take an example
   * name (one planned to stay active, so that the README's examples show a living company with its officers).
   */
  corporate(form: string, language: RegisterLanguage, type: NogaType, seat: Place, exampleFits = false): FirmName {
    const firm = this.generatedCorporate(form, language, type, seat);
    // The example takes the place of the name drawn, after the same random draws, so that the rest of the register
    // is the one the seed gave before examples existed.
    if (!exampleFits) return firm;
    const example = this.examples.findIndex((e) => e.legalForm === form && language === "de" && type.code.startsWith(e.nogaPrefix));
    if (example < 0) return firm;
    const [{ name }] = this.examples.splice(example, 1);
    return this.claim(name) ? { name, base: firm.base } : firm;
  }

  private generatedCorporate(form: string, language: RegisterLanguage, type: NogaType, seat: Place): FirmName {
    const suffix = NAME_SUFFIXES[form][language];
    for (let attempt = 0; attempt < 12; attempt++) {
      let base = this.corporateBase(language, type, seat);
      if (attempt >= 6) base = `${base} ${seat.shortName}`;
      if (attempt >= 9) base = `${this.brand()} ${base}`;
      const name = `${base} ${suffix}`;
      if (this.claim(name)) return { name, base };
    }
    const base = `${this.brand()} ${this.brand()}`;
    this.claim(`${base} ${suffix}`);
    return { name: `${base} ${suffix}`, base };
  }

  /** A sole proprietorship carries its owner's family name. */
  sole(language: RegisterLanguage, first: string, last: string, type: NogaType, seat: Place): string {
    const r = this.random;
    for (let attempt = 0; attempt < 8; attempt++) {
      const word = this.industry.nameWord(r, type, language);
      const u = r.float();
      let name: string;
      if (u < 0.1) name = `${first} ${last}`;
      else if (u < 0.32) name = `${word} ${last}`;
      else if (u < 0.48) name = `${last} ${word}`;
      else if (u < 0.66) name = `${word} ${first} ${last}`;
      else if (u < 0.76) name = `${first} ${last} ${word}`;
      else if (u < 0.84) name = `${this.brand()} ${last}`;
      else if (u < 0.9) name = `${last} ${first}`;
      else name = `${this.brand()}, ${word}, ${first} ${last}`;
      if (attempt >= 4) name = `${name} ${seat.shortName}`;
      if (this.claim(name, seat.canton)) return name;
    }
    return `${this.brand()} ${first} ${last}`;
  }

  /** A general or limited partnership carries its partners' family names. */
  partnership(language: RegisterLanguage, lastNames: readonly string[], limited: boolean, type: NogaType): string {
    const r = this.random;
    for (let attempt = 0; attempt < 8; attempt++) {
      const word = this.industry.nameWord(r, type, language);
      let name: string;
      if (limited) {
        const co = language === "de" ? "& Co." : language === "fr" ? "& Cie" : "& C.";
        name = r.chance(0.5) ? `${lastNames[0]} ${co}` : `${lastNames[0]} ${co} ${word}`;
        if (language === "de" && r.chance(0.3)) name = `${lastNames[0]} & Partner Kommanditgesellschaft`;
      } else if (lastNames.length > 1 && lastNames[0] === lastNames[1]) {
        name = language === "de" ? `Gebrüder ${lastNames[0]}` : language === "fr" ? `${lastNames[0]} Frères` : `Fratelli ${lastNames[0]}`;
        if (r.chance(0.5)) name = `${name} ${word}`;
      } else {
        const names = lastNames.slice(0, 2).join(r.chance(0.7) ? " & " : " + ");
        name = r.chance(0.5) ? names : r.chance(0.5) ? `${names} ${word}` : `${word} ${names}`;
      }
      if (attempt >= 4) name = `${name} ${this.brand()}`;
      if (this.claim(name)) return name;
    }
    return `${lastNames[0]} ${this.brand()}`;
  }

  private fill(pattern: string, language: RegisterLanguage, type: NogaType, seat: Place): string {
    const r = this.random;
    const ofTown = language === "fr" ? ofPlace(seat.shortName) : language === "it" ? `di ${seat.shortName}` : seat.shortName;
    return pattern
      .replace("{of-town}", ofTown)
      .replace("{town}", seat.shortName)
      .replace("{topic}", this.industry.nameWord(r, type, language))
      .replace("{brand}", this.brand())
      .replace("{first}", r.pick(FIRST[language][r.chance(0.5) ? "male" : "female"]))
      .replace("{last}", this.lastName(language))
      .replace("{firm}", this.corporateBase(language, type, seat) + (language === "de" ? " AG" : " SA"));
  }

  private patterned(byDivision: PatternsByDivision, language: RegisterLanguage, type: NogaType, seat: Place): string {
    const patterns = byDivision[language][type.code.slice(0, 2)] ?? byDivision[language]["*"];
    for (let attempt = 0; attempt < 10; attempt++) {
      const pattern = attempt < 6 ? this.random.pick(patterns) : this.random.pick(byDivision[language]["*"]);
      const name = this.fill(pattern, language, type, seat);
      if (this.claim(name)) return name;
    }
    const name = `${this.fill(patterns[0], language, type, seat)} ${this.brand()}`;
    this.claim(name);
    return name;
  }

  association(language: RegisterLanguage, type: NogaType, seat: Place): string {
    return this.patterned(ASSOCIATION_PATTERNS, language, type, seat);
  }

  foundation(language: RegisterLanguage, type: NogaType, seat: Place): string {
    return this.patterned(FOUNDATION_PATTERNS, language, type, seat);
  }

  cooperative(language: RegisterLanguage, type: NogaType, seat: Place): string {
    return this.patterned(COOPERATIVE_PATTERNS, language, type, seat);
  }

  institute(language: RegisterLanguage, type: NogaType, seat: Place): string {
    return this.patterned(INSTITUTES, language, type, seat);
  }

  fund(): string {
    for (;;) {
      const name = `${this.brand()} ${this.random.pick(["Investment Fund", "Capital", "Funds", "Invest", "Opportunities"])} SICAV`;
      if (this.claim(name)) return name;
    }
  }

  /** A branch of a Swiss company: `Müller Bau AG, Zweigniederlassung Thun`; the head office's seat is `headSeat`. */
  branch(language: RegisterLanguage, type: NogaType, seat: Place, headSeat: Place): string {
    const form = this.random.chance(0.6) ? "0106" : "0107";
    for (let attempt = 0; attempt < 8; attempt++) {
      const head = `${this.corporateBase(language, type, headSeat)} ${NAME_SUFFIXES[form][language]}`;
      const name = `${head}, ${BRANCH_WORD[language](seat.shortName)}`;
      if (this.claim(name)) return name;
    }
    return `${this.brand()} ${NAME_SUFFIXES[form][language]}, ${BRANCH_WORD[language](seat.shortName)}`;
  }

  /** A branch of a foreign company: `Valtix GmbH, München, Zweigniederlassung Zug`. */
  foreignBranch(language: RegisterLanguage, seat: Place): { name: string; head: string } {
    const r = this.random;
    const country = COUNTRIES[r.int(Math.min(COUNTRIES.length, 11))];
    const suffix = FOREIGN_SUFFIX[country.code] ?? "Ltd";
    for (;;) {
      const base = r.chance(0.6) ? this.brand() : `${this.brand()} ${r.pick(ENGLISH_WORDS)}`;
      const town = r.pick(country.towns);
      const head = `${base} ${suffix}, ${town}`;
      const name = `${head}, ${BRANCH_WORD[language](seat.shortName)}`;
      if (this.claim(name)) return { name, head: `${base} ${suffix}, in ${town} (${country.code})` };
    }
  }

  /** A new name for a renamed company (same legal form). */
  rename(form: string, language: RegisterLanguage, type: NogaType, seat: Place): FirmName {
    return this.corporate(form, language, type, seat);
  }

  /** Audit firms, in the register language of their seat. */
  auditFirm(pattern: string, language: RegisterLanguage, seat: Place): string {
    const r = this.random;
    for (let attempt = 0; ; attempt++) {
      let name = pattern
        .replace("{last2}", this.lastName(language))
        .replace("{last}", this.lastName(language))
        .replace("{brand}", this.brand())
        .replace("{place}", r.pick(PLACE_WORDS[language]));
      if (attempt > 5) name = name.replace(/ (AG|SA)$/, ` ${seat.shortName} $1`);
      if (this.claim(name)) return name;
    }
  }
}
