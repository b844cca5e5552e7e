/**
 * The name-substitution probe: a labelled notice with every common given name of its persons replaced, in the text and
 * in the labels, by a given name outside the parser's lists (`vocabulary.ts`, `data/person-lines/given-names.json`). Real notices name people the list does
 * not know; a reading that holds only with common given names does not generalise. The structure of every sentence
 * stays as written, so the labels stay true.
 */
import { isGivenName, isKnownGivenName } from "../../src/ingest/person-lines/vocabulary.js";
import type { Entry, LabelledNotice } from "./parser-scoring.js";

/** Given names of the languages of Swiss register practice that the parser's list does not hold (checked on load). */
export const UNCOMMON_GIVEN_NAMES = [
  "Corsin", "Detlef", "Valdete", "Gratien", "Ramun", "Chidi", "Mergim", "Yacine",
  "Liridona", "Curdin", "Jolanthe", "Lysiane", "Ottokar", "Adelrich", "Rosilene", "Fadri", "Mauritz", "Wanja", "Shpresa", "Guadench",
] as const;

for (const name of UNCOMMON_GIVEN_NAMES) {
  if (isKnownGivenName(name)) throw new Error(`tools/eval/uncommon-names.ts: ${name} is in the parser's given-name list; choose another`);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** What a replaced word may not touch: letters and hyphens (`Chêne-Bourg` holds no `Bourg`). */
export const WORD_EDGE = "\\p{L}-";
/** The same for names, with apostrophes (`D'Amico` holds no `Amico`). */
export const NAME_EDGE = "\\p{L}'’-";

/**
 * Any of the words as a whole word, not inside a longer word or a hyphenated name (the probes replace names, places and
 * signing kinds so); longer words first, so that one holding another is replaced whole.
 */
export function anyWholeWord(words: Iterable<string>, flags = "gu", edge = WORD_EDGE): RegExp {
  const alternatives = [...words].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|");
  return new RegExp(`(?<![${edge}])(?:${alternatives})(?![${edge}])`, flags);
}

/** The text as a whole word. */
export const wholeWord = (text: string) => anyWholeWord([text]);

/** The notice with its common given names replaced; `seed` picks where in the list the replacements start. */
export function withUncommonGivenNames(notice: LabelledNotice, seed: number): LabelledNotice {
  const replacements = new Map<string, string>();
  let next = seed;
  for (const entry of [...notice.removed, ...notice.added]) {
    if (entry.kind !== "natural_person" || !entry.first_name) continue;
    for (const given of (entry.first_name.split(",")[0] ?? "").split(" ").filter(isGivenName)) {
      if (!replacements.has(given)) replacements.set(given, UNCOMMON_GIVEN_NAMES[next++ % UNCOMMON_GIVEN_NAMES.length]);
    }
  }
  const replace = (text: string): string => {
    let out = text;
    for (const [from, to] of replacements) out = out.replace(wholeWord(from), to);
    return out;
  };
  const relabel = (entry: Entry): Entry =>
    entry.kind !== "natural_person" || !entry.first_name
      ? entry
      : { ...entry, first_name: replace(entry.first_name), name: replace(entry.name), previous: entry.previous === null ? null : replace(entry.previous) };
  return { ...notice, text: replace(notice.text), removed: notice.removed.map(relabel), added: notice.added.map(relabel) };
}

/** Every notice of a set with its given names replaced. */
export function withUncommonNames(notices: LabelledNotice[]): LabelledNotice[] {
  return notices.map((notice, index) => withUncommonGivenNames(notice, index));
}
