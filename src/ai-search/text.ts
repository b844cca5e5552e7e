/**
 * Words as AI search sees them, on both sides (the index build and the query): folded (lower case, no diacritics,
 * `ß` as `ss`) and reduced by the Snowball stemmer of each language. The stemmers come from `snowball-stemmers`
 * (the Snowball project's algorithms), never from hand-written suffix rules.
 */
import snowball from "snowball-stemmers";
import { foldText } from "../domain/text.js";

export const STEM_LANGUAGES = ["de", "fr", "it", "en"] as const;
export type StemLanguage = (typeof STEM_LANGUAGES)[number];

const STEMMER_NAMES: Record<StemLanguage, string> = { de: "german", fr: "french", it: "italian", en: "english" };
const stemmers = Object.fromEntries(STEM_LANGUAGES.map((lang) => [lang, snowball.newStemmer(STEMMER_NAMES[lang])])) as Record<
  StemLanguage,
  { stem(word: string): string }
>;

const memo = Object.fromEntries(STEM_LANGUAGES.map((lang) => [lang, new Map<string, string>()])) as Record<StemLanguage, Map<string, string>>;

/** The Snowball stem of a folded word in one language (remembered: vocabularies and texts repeat their words). */
export function stem(language: StemLanguage, folded: string): string {
  // Digits and short words pass unchanged: stemmers only know words.
  if (folded.length < 3 || /\d/.test(folded)) return folded;
  const known = memo[language].get(folded);
  if (known !== undefined) return known;
  const stemmed = stemmers[language].stem(folded);
  if (memo[language].size < 200_000) memo[language].set(folded, stemmed);
  return stemmed;
}

/** A word of a query with where it came from: `surface` as typed, `folded` for matching, `upper` if typed in capitals. */
export interface QueryToken {
  surface: string;
  folded: string;
  upper: boolean;
  index: number;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Dotted abbreviations are one word (`S.A.` → `SA`, `S.à r.l.` stays two words and is matched as such). */
function joinDottedAbbreviations(text: string): string {
  return text.replace(/\b(?:\p{L}\.){2,}/gu, (dotted) => dotted.replace(/\./g, ""));
}

export function queryTokens(query: string): QueryToken[] {
  const tokens: QueryToken[] = [];
  for (const match of joinDottedAbbreviations(query).matchAll(WORD)) {
    const surface = match[0];
    tokens.push({
      surface,
      folded: foldText(surface),
      upper: surface.length >= 2 && surface === surface.toUpperCase() && /\p{Lu}/u.test(surface),
      index: tokens.length,
    });
  }
  return tokens;
}

/** The folded words of a text, in order. */
export function foldedWords(text: string): string[] {
  return Array.from(foldText(text).matchAll(WORD), (match) => match[0]);
}

/** Every form under which a word is indexed or searched: itself and its stem in each language. */
export function wordForms(folded: string): string[] {
  const forms = new Set([folded]);
  for (const language of STEM_LANGUAGES) forms.add(stem(language, folded));
  return [...forms];
}
