/**
 * Query understanding: the words of a natural-language query become filters and boosts, each traced to the words it
 * came from. No model: a phrase scanner over the vocabulary (vocabulary.ts), longest phrase first, with guards against
 * false friends (docs/ai-search.md). Words that are nothing else are free text.
 */
import type { CompanyStatus } from "../domain/codes.js";
import { findDates, type DateRange } from "./dates.js";
import { queryTokens, stem, STEM_LANGUAGES, type QueryToken } from "./text.js";
import { loadVocabulary, type PlaceTarget, type VocabularyEntry } from "./vocabulary.js";

export type UnderstoodPart =
  | { kind: "place"; role: "filter" | "boost"; target: PlaceTarget; words: string[] }
  | { kind: "legal_form"; codes: string[]; words: string[] }
  | { kind: "status"; statuses: CompanyStatus[]; words: string[] }
  | { kind: "industry"; noga: string[]; source: "synonym" | "noga_label"; words: string[] }
  | { kind: "registered"; range: DateRange; words: string[] }
  | { kind: "text"; word: string; words: string[] };

export interface IgnoredWord {
  word: string;
  /** stopword: says nothing to search for; context: a number without a phrase; no_match: free text that no company
   * passing the other parts contains (dropped rather than emptying the answer). */
  reason: "stopword" | "context" | "no_match";
}

export interface Understanding {
  parts: UnderstoodPart[];
  ignored: IgnoredWord[];
}

/** The query has no word that can be searched (empty, or only stopwords). */
export class EmptyQueryError extends Error {}

/** Words before a canton's name or code that make it a canton (`im Kanton BE`, `canton de GE`, `Kt. ZH`). */
const CANTON_WORDS = new Set(["kanton", "kantons", "canton", "cantons", "cantone", "cantoni", "chantun", "kt", "ct", "cant"]);
const CANTON_LINKS = new Set(["de", "du", "d", "di", "del", "dello", "of", "the", "des", "da"]);
/** Words after which a guarded place name (`Wald`, `Egg`, `Rue`) or a lower-case canton code counts as a place. */
const PLACE_PREPOSITIONS = new Set(["in", "im", "bei", "aus", "nahe", "near", "at", "a", "au", "en", "dans", "pres", "nel", "nella", "presso", "di", "de", "da", "from", "around", "um", "zu"]);
/** City words that make an ambiguous city/canton name the city (`Stadt Bern`, `ville de Genève`, `città di Lugano`). */
const CITY_WORDS = new Set(["stadt", "ville", "citta", "city", "gemeinde", "commune", "comune", "municipality"]);
/** Canton codes that are also common words or another vocabulary's words: codes only in a canton or place context. */
const CODES_NEEDING_CONTEXT = new Set(["AG", "AI", "SO", "BE", "NE", "TI", "FR", "AR", "VS", "UR", "GE", "SH", "LU", "GR"]);
/** Codes accepted in capitals anywhere (`Treuhand ZH`): no language uses them as a word in capitals. */

interface Candidate {
  start: number;
  length: number;
  entries: VocabularyEntry[];
}

export function understandQuery(query: string, referenceDate: string): Understanding {
  const vocabulary = loadVocabulary();
  const tokens = queryTokens(query);
  const used = new Array<boolean>(tokens.length).fill(false);
  const parts: UnderstoodPart[] = [];
  const ignored: IgnoredWord[] = [];
  const words = (indexes: number[]) => indexes.map((i) => tokens[i].surface);
  const mark = (indexes: number[]) => indexes.forEach((i) => (used[i] = true));

  for (const match of findDates(tokens, referenceDate)) {
    mark(match.tokens);
    parts.push({ kind: "registered", range: match.range, words: words(match.tokens) });
  }

  // Cantons in a canton context: "im Kanton Bern", "canton de GE", "Kt. ZH", "cantone Ticino".
  for (let i = 0; i < tokens.length; i++) {
    if (used[i] || !CANTON_WORDS.has(tokens[i].folded)) continue;
    let j = i + 1;
    while (j < tokens.length && CANTON_LINKS.has(tokens[j].folded) && !isCantonCode(tokens[j], vocabulary.cantons)) j++;
    if (j >= tokens.length || used[j]) continue;
    const code = isCantonCode(tokens[j], vocabulary.cantons) ? tokens[j].folded.toUpperCase() : null;
    if (code) {
      const indexes = range(i, j);
      mark(indexes);
      parts.push({ kind: "place", role: "filter", target: { kind: "canton", canton: code }, words: words(indexes) });
      continue;
    }
    const found = longestPlace(tokens, j, used, vocabulary.longestPhrase, (entry) => entry.kind === "place" && entry.target.kind === "canton");
    if (found) {
      const indexes = range(i, found.start + found.length - 1);
      mark(indexes);
      for (const entry of found.entries) if (entry.kind === "place") parts.push({ kind: "place", role: "filter", target: entry.target, words: words(indexes) });
    }
  }

  // Canton codes by themselves: in capitals (except codes that are words), or after a place preposition.
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (used[i] || !isCantonCode(token, vocabulary.cantons)) continue;
    const code = token.folded.toUpperCase();
    const afterPreposition = i > 0 && PLACE_PREPOSITIONS.has(tokens[i - 1].folded);
    if ((token.upper && !CODES_NEEDING_CONTEXT.has(code)) || (afterPreposition && (token.upper || !CODES_NEEDING_CONTEXT.has(code)))) {
      const indexes = afterPreposition && !used[i - 1] ? [i - 1, i] : [i];
      mark(indexes);
      parts.push({ kind: "place", role: "filter", target: { kind: "canton", canton: code }, words: words(indexes) });
    }
  }

  // Phrases: longest first; among equally long phrases, the more specific meaning.
  const PRIORITY: Record<VocabularyEntry["kind"], number> = { legal_form: 4, status: 4, place: 3, industry: 2, stopword: 1 };
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    let best: Candidate | null = null;
    for (let length = Math.min(vocabulary.longestPhrase, tokens.length - i); length >= 1; length--) {
      const span = range(i, i + length - 1);
      if (span.some((k) => used[k])) continue;
      const entries = phraseEntries(tokens, span, vocabulary, i);
      if (entries.length === 0) continue;
      const priority = Math.max(...entries.map((e) => PRIORITY[e.kind]));
      if (!best || priority > Math.max(...best.entries.map((e) => PRIORITY[e.kind]))) best = { start: i, length, entries };
      if (best.length === length) break;
    }
    if (!best) continue;
    const span = range(best.start, best.start + best.length - 1);
    const top = Math.max(...best.entries.map((e) => PRIORITY[e.kind]));
    const entries = best.entries.filter((e) => PRIORITY[e.kind] === top);
    mark(span);
    const surface = words(span);
    const kind = entries[0].kind;
    if (kind === "stopword") {
      for (const word of surface) ignored.push({ word, reason: "stopword" });
    } else if (kind === "place") {
      parts.push(...placeParts(entries, surface, i > 0 ? tokens[i - 1].folded : null));
    } else if (kind === "legal_form") {
      const codes = [...new Set(entries.flatMap((e) => (e.kind === "legal_form" ? e.codes : [])))].sort();
      parts.push({ kind: "legal_form", codes, words: surface });
    } else if (kind === "status") {
      const statuses = [...new Set(entries.flatMap((e) => (e.kind === "status" ? e.statuses : [])))].sort() as CompanyStatus[];
      parts.push({ kind: "status", statuses, words: surface });
    } else if (kind === "industry") {
      const noga = [...new Set(entries.flatMap((e) => (e.kind === "industry" ? e.noga : [])))].sort();
      const source = entries.some((e) => e.kind === "industry" && e.source === "synonym") ? "synonym" : "noga_label";
      parts.push({ kind: "industry", noga, source, words: surface });
    }
    i = best.start + best.length - 1;
  }

  // German compounds of an industry word and a generic head: Baufirmen, Treuhandbüros, Architekturbüros.
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    const compound = industryCompound(tokens[i].folded, vocabulary);
    if (compound) {
      used[i] = true;
      parts.push({ kind: "industry", noga: compound, source: "synonym", words: [tokens[i].surface] });
    }
  }

  // Place and canton words already used as context (the "im" of "im Kanton") are in their part's words; the rest is text.
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    if (/^\d+$/.test(tokens[i].folded) && tokens[i].folded.length < 3) {
      ignored.push({ word: tokens[i].surface, reason: "context" });
      continue;
    }
    parts.push({ kind: "text", word: tokens[i].folded, words: [tokens[i].surface] });
  }
  if (parts.length === 0) {
    throw new EmptyQueryError(
      tokens.length === 0 ? "the query has no words" : "the query has only stopwords; name what to search for (an industry, a place, a name, ...)",
    );
  }
  return { parts, ignored };
}

/**
 * Whether a query has anything to search for: not empty, not only stopwords. Checked before a request is charged;
 * the reference date only moves relative dates, so any date answers this.
 */
export function hasSearchableWords(query: string): boolean {
  try {
    understandQuery(query, "2000-01-01");
    return true;
  } catch (error) {
    if (error instanceof EmptyQueryError) return false;
    throw error;
  }
}

/** Generic heads of German business compounds: the industry is the word before them. */
const COMPOUND_HEADS = ["firma", "firmen", "buro", "buros", "unternehmen", "unternehmung", "unternehmungen", "betrieb", "betriebe", "geschaft", "geschafte", "gesellschaft", "gesellschaften", "praxis", "praxen", "dienst", "dienste", "werkstatt", "werkstatten", "laden", "agentur", "agenturen", "studio", "studios", "salon", "salons", "branche", "gewerbe", "handel"];

function industryCompound(folded: string, vocabulary: ReturnType<typeof loadVocabulary>): string[] | null {
  for (const head of COMPOUND_HEADS) {
    if (!folded.endsWith(head) || folded.length < head.length + 3) continue;
    const modifier = folded.slice(0, folded.length - head.length);
    // A linking s (Versicherungsbüro) belongs to neither word.
    for (const candidate of modifier.endsWith("s") ? [modifier, modifier.slice(0, -1)] : [modifier]) {
      const entries = (vocabulary.exact.get(candidate) ?? vocabulary.stemmed.de.get(stem("de", candidate)) ?? []).filter((e) => e.kind === "industry");
      if (entries.length > 0) return [...new Set(entries.flatMap((e) => (e.kind === "industry" ? e.noga : [])))].sort();
    }
  }
  return null;
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

function isCantonCode(token: QueryToken, cantons: Map<string, unknown>): boolean {
  return token.folded.length === 2 && cantons.has(token.folded.toUpperCase());
}

function longestPlace(
  tokens: QueryToken[],
  start: number,
  used: boolean[],
  longest: number,
  accept: (entry: VocabularyEntry) => boolean,
): Candidate | null {
  const vocabulary = loadVocabulary();
  for (let length = Math.min(longest, tokens.length - start); length >= 1; length--) {
    const span = range(start, start + length - 1);
    if (span.some((k) => used[k])) continue;
    const entries = (vocabulary.places.get(span.map((k) => tokens[k].folded).join(" ")) ?? []).filter(accept);
    if (entries.length > 0) return { start, length, entries };
  }
  return null;
}

/** Every meaning of the phrase `span`: places by their folded words, the rest by each language's stems. */
function phraseEntries(tokens: QueryToken[], span: number[], vocabulary: ReturnType<typeof loadVocabulary>, start: number): VocabularyEntry[] {
  const folded = span.map((k) => tokens[k].folded);
  const entries: VocabularyEntry[] = [];
  const previous = start > 0 ? tokens[start - 1].folded : null;
  for (const entry of vocabulary.places.get(folded.join(" ")) ?? []) {
    if (entry.kind !== "place") continue;
    // A place name that is also a common word counts only after a place preposition ("in Wald", not "Wald").
    if (entry.guarded && !(previous && PLACE_PREPOSITIONS.has(previous))) continue;
    entries.push(entry);
  }
  // A phrase written exactly as a vocabulary term means that term; other languages' stems are not tried, so that
  // the Italian "fondate" (founded) is not the French "fondations" by stem.
  const exactEntries = vocabulary.exact.get(folded.join(" "));
  const stemmedEntries = exactEntries
    ? exactEntries
    : STEM_LANGUAGES.flatMap((language) => vocabulary.stemmed[language].get(folded.map((word) => stem(language, word)).join(" ")) ?? []);
  for (const entry of stemmedEntries) {
    // Legal-form abbreviations count only as typed with a capital (`AG`, `SA`), or in lower case when longer than
    // two letters (`gmbh`, `sagl`): "sa" and "ag" are words too.
    if (entry.kind === "legal_form" && span.length === 1 && folded[0].length <= 3 && !/\p{Lu}/u.test(tokens[span[0]].surface) && folded[0] !== "spa") {
      if (folded[0].length <= 2) continue;
    }
    entries.push(entry);
  }
  return entries;
}

/**
 * A place name: a municipality filters, a canton filters, a region filters on its cantons. A name that is both a
 * canton and its capital (`Genf`, `Bern`, `Zug`) filters on the canton and ranks the city first, unless a city word
 * precedes it (`Stadt Bern`: the city only).
 */
function placeParts(entries: VocabularyEntry[], words: string[], previous: string | null): UnderstoodPart[] {
  const targets = entries.flatMap((e) => (e.kind === "place" ? [e.target] : []));
  const cantons = targets.filter((t) => t.kind === "canton");
  const municipalities = targets.filter((t) => t.kind === "municipality");
  const regions = targets.filter((t) => t.kind === "region");
  if (regions.length > 0) return regions.map((target) => ({ kind: "place", role: "filter", target, words }));
  if (cantons.length > 0 && municipalities.length > 0) {
    if (previous && CITY_WORDS.has(previous)) return municipalities.map((target) => ({ kind: "place", role: "filter", target, words }));
    return [
      ...cantons.map((target) => ({ kind: "place" as const, role: "filter" as const, target, words })),
      ...municipalities.map((target) => ({ kind: "place" as const, role: "boost" as const, target, words })),
    ];
  }
  return targets.map((target) => ({ kind: "place", role: "filter", target, words }));
}
