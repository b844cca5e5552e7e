/**
 * What one notice says of its persons' family names, for reading the others: a word written as the family name of a
 * person (`Triner Werner, von Schwyz`) is a family word of the notice, so that in `Weiss Triner Verena` it belongs to
 * the family name (relatives share names; a married person's double name holds the spouse's). Set for the notice being
 * parsed; computed only when a name needs it, once per notice.
 */
import { isKnownGivenName } from "./vocabulary.js";

let notice = "";
let pairs: Map<string, Set<string>> | null = null;
let names: string[][] | null = null;

/**
 * `Family Given, von|de|da|du|des|in|à …`: a name before an origin or residence, with up to three given names when all
 * are known ones (`Triner Hans Peter, von Schwyz`); not a place of several words after its own preposition (`de Castel
 * San Pietro, à …`).
 */
const FAMILY_GIVEN = /(?<!(?:\bvon|\bde|\bd['’]|\bda|\bdu|\bdes|\bin|à|\bau|\ba)\s)(?<![\p{L}'’-]|\p{Lu}[\p{Ll}'’-]*\s)(\p{Lu}[\p{Ll}'’-]+)\s+((?:\p{Lu}[\p{Ll}'’-]+\s+){0,2}\p{Lu}[\p{Ll}'’-]+),\s+(?:von|de|d['’]|da|du|des|in|à|au)\s/gu;

/** Runs `read` with `text` as the notice whose family words `isNoticeFamilyWord` consults. */
export function withNotice<T>(text: string, read: () => T): T {
  const [outerNotice, outerPairs, outerNames] = [notice, pairs, names];
  notice = text;
  pairs = null;
  names = null;
  try {
    return read();
  } finally {
    notice = outerNotice;
    pairs = outerPairs;
    names = outerNames;
  }
}

/**
 * The names of the notice written without a comma before an origin or residence (`Jean Dupont, de Genève`, `Meier
 * Hans, von Bern`), as their words: what a name's order is elsewhere in the notice is read from them.
 */
export function namesBeforeIdentity(): string[][] {
  names ??= [...notice.matchAll(FAMILY_GIVEN)].map((match) => [match[1], ...match[2].split(/\s+/)]);
  return names;
}

/**
 * Whether `word` is the family name of another person of the notice: written before a given name other than `next`
 * (the word that follows it in the name being read, so that a name is no evidence for itself).
 */
export function isNoticeFamilyWord(word: string, next: string | undefined): boolean {
  if (pairs === null) {
    pairs = new Map();
    for (const match of notice.matchAll(FAMILY_GIVEN)) {
      // Several words: the family word is the one before the given names (`Triner Hans Peter`), all known ones.
      const words = [match[1], ...match[2].split(/\s+/)];
      let at = words.length - 1;
      while (at > 1 && isKnownGivenName(words[at - 1])) at--;
      if (words.length > 2 && !words.slice(at).every(isKnownGivenName)) at = words.length - 1;
      const given = pairs.get(words[at - 1]) ?? new Set<string>();
      given.add(words[at]);
      pairs.set(words[at - 1], given);
    }
  }
  const given = pairs.get(word);
  return given !== undefined && [...given].some((one) => one !== next);
}
