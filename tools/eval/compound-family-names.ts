/**
 * The family-name substitution probe: a labelled notice with every one-word family name of its persons replaced, in
 * the text and in the labels, by a family name of several parts as the register writes them: with a particle (`von
 * Allmen`, `de Montmollin`, `Dell'Oro`, `Dos Santos`), hyphenated (`Keller-Sutter`), or both (`de Rham-Bovet`). Most
 * labelled family names are one word; real notices name as many people whose names are not, and where a family name
 * ends and the given names begin is the commonest way a reading goes wrong (docs/parser.md, Measuring: misses by
 * field). The structure of every sentence stays as written, so the labels stay true.
 */
import type { Entry, LabelledNotice } from "./parser-scoring.js";
import { anyWholeWord, NAME_EDGE } from "./uncommon-names.js";

/**
 * Family names of several parts in the spellings of the four language regions and of the register's foreign
 * residents. Made up from common particles and family words, not taken from any notice.
 */
export const COMPOUND_FAMILY_NAMES = [
  "von Allmen", "de Montmollin", "Dell'Oro", "Keller-Sutter", "van der Meer", "Dos Santos", "De Luca", "von Gunten",
  "de Rham-Bovet", "Dal Molin", "Müller-Hess", "Della Casa", "de Pury", "Di Stefano", "Le Coultre", "von der Mühll",
  "D'Amico", "Huber-Zürcher", "da Silva", "Lo Russo", "de Coulon", "Van den Broek", "Bianchi-Rossetti", "De Oliveira",
  "du Pasquier", "von Arx", "La Rosa", "Bühler-Frei", "de Weck", "Dalla Valle",
] as const;

/** A family name the probe may replace: one word as written, and no other label of the notice holds it as a word. */
function replaceable(name: string, notice: LabelledNotice): boolean {
  if (!/^\p{Lu}[\p{L}'’]+$/u.test(name)) return false;
  const word = anyWholeWord([name], "u", NAME_EDGE);
  return [...notice.removed, ...notice.added].every(
    (entry) =>
      ![entry.first_name, entry.origin, entry.nationality, entry.residence, entry.signing_authority, ...entry.roles].some(
        (value) => value !== null && word.test(value),
      ),
  );
}

/**
 * The notice with each replaceable family name replaced; `seed` picks where in the list the replacements start. A
 * name not written in the text as labelled is kept.
 */
export function withCompoundFamilyNamesIn(notice: LabelledNotice, seed: number): LabelledNotice {
  const replacements = new Map<string, string>();
  let next = seed * 3;
  for (const entry of [...notice.removed, ...notice.added]) {
    const family = entry.kind === "natural_person" ? entry.last_name : null;
    if (family === null || replacements.has(family) || !replaceable(family, notice)) continue;
    if (!anyWholeWord([family], "u", NAME_EDGE).test(notice.text)) continue;
    replacements.set(family, COMPOUND_FAMILY_NAMES[next++ % COMPOUND_FAMILY_NAMES.length]);
  }
  if (replacements.size === 0) return notice;
  // One pass, longer names first, so that no replacement is replaced again.
  const any = anyWholeWord(replacements.keys(), "gu", NAME_EDGE);
  const replace = (text: string): string => text.replace(any, (name) => replacements.get(name) ?? name);
  // A firm may carry a person's family name (`Dupont Immobilier SA`): replaced there as in the text.
  const relabel = (entry: Entry): Entry => ({
    ...entry,
    name: replace(entry.name),
    last_name: entry.last_name === null ? null : replace(entry.last_name),
    previous: entry.previous === null ? null : replace(entry.previous),
  });
  return { ...notice, text: replace(notice.text), removed: notice.removed.map(relabel), added: notice.added.map(relabel) };
}

/** Every notice of a set with its family names replaced. */
export function withCompoundFamilyNames(notices: LabelledNotice[]): LabelledNotice[] {
  return notices.map((notice, index) => withCompoundFamilyNamesIn(notice, index));
}
