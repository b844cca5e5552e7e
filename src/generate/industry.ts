/**
 * NOGA 2008 types (six digits, level 5) for companies, drawn with the Swiss mix of industries and a legal form's own
 * bias (associations are clubs and interest groups, foundations charities and pension funds, cooperatives housing and
 * farming), and the purpose phrases and name words that fit a type.
 */
import { loadReferenceData } from "../domain/reference.js";
import { ACTIVITIES, type Activity } from "./data/activities.js";
import { type Random, WeightedIndex } from "./random.js";
import type { FormGroup } from "./statements.js";
import type { RegisterLanguage } from "./vocabulary.js";

/** Division weights by legal-form group, where it differs from the general mix (a missing division weighs 0). */
const FORM_DIVISIONS: Partial<Record<FormGroup, Readonly<Record<string, number>>>> = {
  association: { "93": 3, "94": 6, "90": 2, "85": 1, "88": 1, "91": 0.5, "01": 0.2, "56": 0.2, "79": 0.2 },
  foundation: { "65": 2, "88": 2, "87": 1.5, "85": 1, "91": 1, "72": 1, "94": 1, "90": 0.5, "68": 0.5, "86": 0.5 },
  cooperative: { "68": 4, "01": 2, "47": 1, "35": 1, "36": 1, "10": 0.5, "64": 0.5, "46": 0.5, "56": 0.3, "81": 0.2, "93": 0.2 },
  institute: { "84": 3, "35": 2, "36": 1, "86": 1, "65": 1, "64": 0.5, "85": 0.5 },
  fund: { "64": 1 },
};
/** Multipliers on the general mix for the other groups. */
const FORM_FACTORS: Partial<Record<FormGroup, Readonly<Record<string, number>>>> = {
  sole: { "64": 0.05, "65": 0, "66": 0.3, "68": 0.3, "70": 0.6, "41": 0.5, "43": 1.6, "47": 1.3, "56": 1.5, "96": 2.5, "86": 1.6, "74": 1.6, "90": 1.5, "01": 3, "49": 1.3, "62": 0.8, "69": 0.9 },
  partnership: { "64": 0.2, "65": 0, "43": 1.5, "56": 1.5, "69": 1.2, "71": 1.3, "01": 2 },
  ag: { "64": 2.2, "68": 1.5, "46": 1.3, "28": 1.6, "41": 1.2, "96": 0.3, "56": 0.5, "86": 0.6, "26": 1.5, "21": 2 },
  gmbh: { "64": 0.6, "96": 1.2 },
};

export interface NogaType {
  code: string;
  activity: Activity;
}

export class Industry {
  readonly types: NogaType[] = [];
  private readonly draws = new Map<FormGroup, WeightedIndex>();

  constructor() {
    const byPrefix = new Map(ACTIVITIES.map((a) => [a.prefix, a]));
    for (const node of loadReferenceData().noga) {
      if (node.level !== 5) continue;
      let activity: Activity | undefined;
      for (let length = 6; length >= 2 && !activity; length--) activity = byPrefix.get(node.code.slice(0, length));
      if (!activity) throw new Error(`no activity for NOGA ${node.code}`);
      this.types.push({ code: node.code, activity });
    }
  }

  /** A NOGA type for a company of this legal-form group. */
  draw(random: Random, group: FormGroup): NogaType {
    let index = this.draws.get(group);
    if (!index) {
      index = this.buildDraw(group);
      this.draws.set(group, index);
    }
    return this.types[index.draw(random)];
  }

  private buildDraw(group: FormGroup): WeightedIndex {
    const divisions = new Map<string, number>();
    for (const a of ACTIVITIES) if (a.prefix.length === 2) divisions.set(a.prefix, a.weight ?? 0);
    const own = FORM_DIVISIONS[group];
    const factors = FORM_FACTORS[group] ?? {};
    // Within a division, types with their own activity entry (the common ones) weigh six times the others.
    const sums = new Map<string, number>();
    const raw = this.types.map((t) => (t.activity.prefix.length > 2 ? 6 : 1));
    this.types.forEach((t, i) => sums.set(t.code.slice(0, 2), (sums.get(t.code.slice(0, 2)) ?? 0) + raw[i]));
    return new WeightedIndex(
      this.types.map((t, i) => {
        const division = t.code.slice(0, 2);
        const weight = own ? (own[division] ?? 0) : (divisions.get(division) ?? 0) * (factors[division] ?? 1);
        return (weight * raw[i]) / sums.get(division)!;
      }),
    );
  }

  /** Another type of the same division, for a change of purpose (a different activity of the same trade). */
  sibling(random: Random, type: NogaType, group: FormGroup): NogaType {
    const division = type.code.slice(0, 2);
    for (let attempt = 0; attempt < 12; attempt++) {
      const other = this.draw(random, group);
      if (other.code.slice(0, 2) === division && other.code !== type.code) return other;
    }
    return this.draw(random, group);
  }

  purposePhrase(random: Random, type: NogaType, language: RegisterLanguage): string {
    return random.pick(type.activity[language]);
  }

  nameWord(random: Random, type: NogaType, language: RegisterLanguage): string {
    return random.pick(type.activity.words[language === "de" ? 0 : language === "fr" ? 1 : 2]);
  }
}
