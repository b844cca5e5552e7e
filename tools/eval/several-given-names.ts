/**
 * The given-name substitution probe for several given names: a labelled notice with every one-word given name of its
 * persons replaced, in the text and in the labels, by two given names as the register writes them (`Hans Peter`,
 * `Maria Teresa`, `Jean-Pierre`, `José Luis`). Many persons of the register carry two or three given names; a reading
 * that takes the word after the family name for all the given names, or finds a person again by two words only, does
 * not generalise. The structure of every sentence stays as written, so the labels stay true.
 */
import type { Entry, LabelledNotice } from "./parser-scoring.js";
import { anyWholeWord, NAME_EDGE } from "./uncommon-names.js";

/** Given names of two words or joined by a hyphen, in the spellings of the four language regions. */
export const SEVERAL_GIVEN_NAMES = [
  "Hans Peter", "Anne-Marie", "Gian Luca", "Maria Teresa", "Jean-Pierre", "Marie Claire", "José Luis", "Hans-Rudolf",
  "Anna Lena", "Pier Luigi",
] as const;

/** A whole word of the text (not inside a longer word, a hyphenated or an elided one). */
const word = (text: string) => anyWholeWord([text], "u", NAME_EDGE);

/**
 * The notice with each one-word given name replaced; `seed` picks where in the list the replacements start. A given
 * name not written in the text as labelled, or that another label holds as a word (a family name, a place), is kept.
 */
export function withSeveralGivenNamesIn(notice: LabelledNotice, seed: number): LabelledNotice {
  const entries = [...notice.removed, ...notice.added];
  const replacements = new Map<string, string>();
  let next = seed;
  for (const entry of entries) {
    const given = entry.kind === "natural_person" ? entry.first_name : null;
    if (given === null || !/^\p{Lu}\p{Ll}+$/u.test(given) || replacements.has(given) || !word(given).test(notice.text)) continue;
    const elsewhere = entries.some((other) => [other.last_name, other.origin, other.residence, ...other.roles].some((value) => value !== null && word(given).test(value)));
    if (!elsewhere) replacements.set(given, SEVERAL_GIVEN_NAMES[next++ % SEVERAL_GIVEN_NAMES.length]);
  }
  if (replacements.size === 0) return notice;
  const any = anyWholeWord(replacements.keys(), "gu", NAME_EDGE);
  const replace = (text: string): string => text.replace(any, (given) => replacements.get(given) ?? given);
  const relabel = (entry: Entry): Entry => ({
    ...entry,
    name: replace(entry.name),
    first_name: entry.kind === "natural_person" && entry.first_name !== null ? replace(entry.first_name) : entry.first_name,
    previous: entry.previous === null ? null : replace(entry.previous),
  });
  return { ...notice, text: replace(notice.text), removed: notice.removed.map(relabel), added: notice.added.map(relabel) };
}

/** Every notice of a set with its given names replaced. */
export function withSeveralGivenNames(notices: LabelledNotice[]): LabelledNotice[] {
  return notices.map((notice, index) => withSeveralGivenNamesIn(notice, index));
}
