/**
 * Where companies sit and people live: the real municipalities (data/ch_municipalities_bfs_2023-2026.csv) with the
 * language of their register, a weight that follows population and company density, and plausible postcodes.
 */
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { DATA_DIR, loadReferenceData } from "../domain/reference.js";
import { CANTON_DENSITY, POSTCODE_RANGES, TOWNS } from "./data/towns.js";
import { type Random, WeightedIndex } from "./random.js";
import type { NoticeStyle, RegisterLanguage } from "./vocabulary.js";

export interface Place {
  index: number;
  bfsNr: number;
  /** Official name, e.g. `Reinach (BL)`. */
  name: string;
  /** The name as German, French and Italian texts write it (`Bern`, `Berne`, `Berna`). */
  labels: Readonly<Record<RegisterLanguage, string>>;
  /** As a postal address writes the town: `Reinach BL`. */
  postalName: string;
  /** As a company name writes it: `Reinach`. */
  shortName: string;
  canton: string;
  language: RegisterLanguage;
  /** Share of companies that register in the other language (bilingual towns: Biel/Bienne, Fribourg, Murten, Sierre). */
  otherLanguage: RegisterLanguage | null;
  otherShare: number;
  romansh: boolean;
  style: NoticeStyle;
  weight: number;
  postcodes: readonly number[];
}

/** French-speaking municipalities of canton Bern (Bernese Jura, La Neuveville, Evilard). */
const BERN_FRENCH = new Set([
  372, 431, 432, 433, 434, 435, 438, 441, 442, 443, 444, 445, 446, 448, 449, 450, 681, 683, 687, 690, 691, 692, 694,
  696, 701, 703, 704, 706, 707, 711, 713, 715, 716, 717, 723, 724, 726,
]);
/** German-speaking municipalities of canton Fribourg (Sense, the German part of See, Jaun). */
const FRIBOURG_GERMAN = new Set([2138, 2258, 2261, 2262, 2265, 2266, 2271, 2274, 2275, 2276, 2292, 2293, 2294, 2295, 2296, 2299, 2300, 2301, 2303, 2304, 2305, 2306, 2307, 2308, 2309]);
/** Italian-speaking municipalities of Graubünden (Moesa, Bregaglia, Poschiavo, Brusio). */
const GRISONS_ITALIAN = new Set([3551, 3561, 3792, 3804, 3805, 3808, 3810, 3821, 3822, 3823, 3831, 3832, 3834, 3835, 3837]);
/** Romansh-speaking municipalities of Graubünden (Surselva, Engadin, Val Müstair, Albula); their register writes German. */
const GRISONS_ROMANSH = new Set([
  3506, 3513, 3542, 3543, 3572, 3575, 3581, 3582, 3618, 3619, 3715, 3734, 3746, 3762, 3764, 3781, 3782, 3783, 3785,
  3786, 3788, 3789, 3790, 3791, 3847, 3981, 3982, 3983, 3985, 3986, 3987,
]);
const BILINGUAL: Readonly<Record<string, readonly [RegisterLanguage, number]>> = {
  "Biel/Bienne": ["fr", 0.4],
  Fribourg: ["de", 0.25],
  Murten: ["fr", 0.15],
  Sierre: ["de", 0.12],
};

function isVsGerman(bfs: number): boolean {
  return (bfs >= 6001 && bfs <= 6011) || (bfs >= 6050 && bfs <= 6077) || (bfs >= 6101 && bfs <= 6119) || (bfs >= 6172 && bfs <= 6205) || (bfs >= 6281 && bfs <= 6300);
}

function languageOf(canton: string, bfs: number): RegisterLanguage {
  switch (canton) {
    case "VD": case "GE": case "NE": case "JU": return "fr";
    case "TI": return "it";
    case "BE": return BERN_FRENCH.has(bfs) ? "fr" : "de";
    case "FR": return FRIBOURG_GERMAN.has(bfs) ? "de" : "fr";
    case "VS": return isVsGerman(bfs) ? "de" : "fr";
    case "GR": return GRISONS_ITALIAN.has(bfs) ? "it" : "de";
    default: return "de";
  }
}

function parsePostcodes(text: string): number[] {
  const out: number[] = [];
  for (const part of text.split(",")) {
    const [from, to] = part.split("-").map(Number);
    for (let code = from; code <= (to ?? from); code++) out.push(code);
  }
  return out;
}

function rangesFor(canton: string, language: RegisterLanguage): ReadonlyArray<readonly [number, number]> {
  return POSTCODE_RANGES[`${canton}-${language}`] ?? POSTCODE_RANGES[canton] ?? POSTCODE_RANGES[`${canton}-de`];
}

/** A stable postcode for a municipality without a listed one: a hash of its number into its canton's ranges. */
function derivedPostcode(canton: string, language: RegisterLanguage, bfs: number): number {
  const ranges = rangesFor(canton, language);
  let total = 0;
  for (const [from, to] of ranges) total += to - from + 1;
  let offset = Math.imul(bfs, 2654435761) >>> 0;
  offset %= total;
  for (const [from, to] of ranges) {
    const size = to - from + 1;
    if (offset < size) return from + offset;
    offset -= size;
  }
  return ranges[0][0];
}

export class Geography {
  readonly places: Place[] = [];
  private readonly seats: WeightedIndex;
  private readonly byCanton = new Map<string, { places: Place[]; index: WeightedIndex }>();
  private readonly byLanguage = new Map<RegisterLanguage, { places: Place[]; index: WeightedIndex }>();
  /** Share of all companies per canton, for the cantonal daily-register numbers. */
  readonly cantonShare = new Map<string, number>();

  constructor() {
    const towns = new Map<string, { population: number; postcodes: number[] }>();
    for (const line of TOWNS) {
      const [name, population, postcodes] = line.split("|");
      towns.set(name, { population: Number(population), postcodes: parsePostcodes(postcodes) });
    }
    const labels = new Map<number, Record<RegisterLanguage, string>>();
    const rows = parse(readFileSync(`${DATA_DIR}ch_municipalities_bfs_2023-2026.csv`), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
    for (const row of rows) labels.set(Number(row.bfs_nr), { de: row.label_de, fr: row.label_fr, it: row.label_it });
    for (const m of loadReferenceData().municipalities) {
      // New municipalities without a name yet in the reference data, and uninhabited state forests / lake areas.
      if (m.name === "" || m.name.startsWith("C'za ") || m.name.startsWith("Staatswald")) continue;
      const language = languageOf(m.canton, m.bfsNr);
      const town = towns.get(m.name);
      const bilingual = BILINGUAL[m.name];
      const place: Place = {
        index: this.places.length,
        bfsNr: m.bfsNr,
        name: m.name,
        // Official bilingual names (Biel/Bienne, Domat/Ems) are written as they are in every language.
        labels: m.name.includes("/")
          ? { de: m.name, fr: m.name, it: m.name }
          : { de: labels.get(m.bfsNr)?.de || m.name, fr: labels.get(m.bfsNr)?.fr || m.name, it: labels.get(m.bfsNr)?.it || m.name },
        postalName: m.name.replace(/ \(([A-Z]{2})\)$/, " $1").replace(/ \((.+)\)$/, ""),
        shortName: m.name.replace(/ \(.+\)$/, ""),
        canton: m.canton,
        language,
        otherLanguage: bilingual ? bilingual[0] : null,
        otherShare: bilingual ? bilingual[1] : 0,
        romansh: m.canton === "GR" && GRISONS_ROMANSH.has(m.bfsNr),
        style: m.canton === "FR" ? "fribourg" : "standard",
        weight: (town ? town.population : 1.2) * (CANTON_DENSITY[m.canton] ?? 1),
        postcodes: town ? town.postcodes : [derivedPostcode(m.canton, language, m.bfsNr)],
      };
      this.places.push(place);
    }
    this.seats = new WeightedIndex(this.places.map((p) => p.weight));
    let total = 0;
    for (const p of this.places) total += p.weight;
    for (const p of this.places) {
      this.cantonShare.set(p.canton, (this.cantonShare.get(p.canton) ?? 0) + p.weight / total);
      let canton = this.byCanton.get(p.canton);
      if (!canton) {
        canton = { places: [], index: undefined as unknown as WeightedIndex };
        this.byCanton.set(p.canton, canton);
      }
      canton.places.push(p);
      let region = this.byLanguage.get(p.language);
      if (!region) {
        region = { places: [], index: undefined as unknown as WeightedIndex };
        this.byLanguage.set(p.language, region);
      }
      region.places.push(p);
    }
    for (const group of [...this.byCanton.values(), ...this.byLanguage.values()]) {
      group.index = new WeightedIndex(group.places.map((p) => p.weight));
    }
  }

  /** A company seat, weighted by population and company density. */
  drawSeat(random: Random): Place {
    return this.places[this.seats.draw(random)];
  }

  /** Where an officer of a company in `near` lives: mostly the same canton, else the same language region. */
  drawResidence(random: Random, near: Place): Place {
    const u = random.float();
    if (u < 0.72) {
      const canton = this.byCanton.get(near.canton)!;
      return canton.places[canton.index.draw(random)];
    }
    if (u < 0.95) {
      const region = this.byLanguage.get(near.language)!;
      return region.places[region.index.draw(random)];
    }
    return this.drawSeat(random);
  }

  /** A place of citizenship: any municipality, most often one of the same language region (not weighted by size). */
  drawOrigin(random: Random, language: RegisterLanguage): Place {
    if (random.chance(0.8)) {
      const region = this.byLanguage.get(language)!;
      return region.places[random.int(region.places.length)];
    }
    return this.places[random.int(this.places.length)];
  }

  /** A place in the same canton, weighted (for branches, merger partners, courts). */
  drawInCanton(random: Random, canton: string): Place {
    const group = this.byCanton.get(canton)!;
    return group.places[group.index.draw(random)];
  }

  drawInLanguage(random: Random, language: RegisterLanguage): Place {
    const group = this.byLanguage.get(language)!;
    return group.places[group.index.draw(random)];
  }

  postcode(random: Random, place: Place): string {
    return String(place.postcodes.length === 1 ? place.postcodes[0] : place.postcodes[random.int(place.postcodes.length)]);
  }
}
