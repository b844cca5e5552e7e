/** Active corporations that a later deletion by merger names as the acquiring company, per register language. */
import type { Random } from "./random.js";
import type { RegisterLanguage } from "./vocabulary.js";

/** Enough acquirers for variety; past this a new one replaces a random one, so memory stays flat at any size. */
const MAX_TARGETS_PER_LANGUAGE = 2000;

export class MergerTargets {
  private readonly byLanguage: Record<RegisterLanguage, string[]> = { de: [], fr: [], it: [] };

  has(language: RegisterLanguage): boolean {
    return this.byLanguage[language].length > 0;
  }

  /** `entry` is the acquirer as a deletion notice names it: `Nearivo AG, in Zug (CHE-...)`. */
  add(random: Random, language: RegisterLanguage, entry: string): void {
    const targets = this.byLanguage[language];
    if (targets.length < MAX_TARGETS_PER_LANGUAGE) targets.push(entry);
    else targets[random.int(targets.length)] = entry;
  }

  pick(random: Random, language: RegisterLanguage): string {
    return random.pick(this.byLanguage[language]);
  }
}
