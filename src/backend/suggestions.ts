/**
 * "Did you mean" for searches that find little: each query word is corrected to the closest words of the register's
 * names (the store's did-you-mean vocabulary), and the corrected queries that the search's own filters do find are
 * offered as the names they find.
 *
 * The store returns the vocabulary words sharing most of a word's letter trigrams; they are then ordered by trigram
 * similarity, the measure of PostgreSQL's pg_trgm (shared trigrams over all trigrams of both words), then by how many
 * names hold the word, so that a common spelling comes before a rare one.
 */
import { letterTrigrams } from "../domain/trigrams.js";
import type { NameScope, QueryWord, RegisterStore, VocabularyWord } from "../store/port.js";

/**
 * A search finding fewer matches than this is answered with suggestions. Only a search that finds nothing: with
 * "fewer than 3" the bench's cold company searches (a third of which find 1 or 2 under a canton filter) halved in
 * throughput (docs/decisions.md).
 */
export const SUGGEST_BELOW = 1;
const MAX_SUGGESTIONS = 5;
/** Words read from the vocabulary per query word, and corrections kept of them (besides the word itself). */
const VOCABULARY_CANDIDATES = 24;
const CANDIDATES_PER_WORD = 4;
/** The least trigram similarity of a correction. */
const MIN_SIMILARITY = 0.2;
/** Words shorter than this are not corrected (too few trigrams to tell words apart). */
const MIN_CORRECTED_LENGTH = 3;
const MAX_WORDS = 4;
/** Corrected queries tried at most (each one cheap full-text lookup). */
const MAX_TRIES = 16;
/** A correction differs from the word's length by at most this many letters. */
const MAX_LENGTH_DIFFERENCE = 2;

/**
 * Names of records that each query (of complete words, or typed prefixes), tried in order, finds under the search's
 * filters, each name once, up to `limit`.
 */
export type NamesFound = (queries: QueryWord[][], limit: number) => Promise<string[]>;

/** The best corrections of `word` among the vocabulary's candidates, best first. */
function corrections(word: string, candidates: VocabularyWord[]): string[] {
  const own = letterTrigrams(word);
  return candidates
    .map((candidate) => {
      const theirs = letterTrigrams(candidate.word);
      const shared = [...theirs].filter((t) => own.has(t)).length;
      return { ...candidate, similarity: shared / (own.size + theirs.size - shared) };
    })
    .filter((candidate) => candidate.similarity >= MIN_SIMILARITY)
    .sort((a, b) => b.similarity - a.similarity || b.names - a.names)
    .slice(0, CANDIDATES_PER_WORD)
    .map((candidate) => candidate.word);
}

/** Up to 5 names found by corrected forms of the query's words; [] when no correction finds anything. */
export async function suggestNames(store: RegisterStore, scope: NameScope, words: readonly string[], namesFound: NamesFound): Promise<string[]> {
  if (words.length === 0 || words.length > MAX_WORDS) return [];
  const vocabulary = await store.vocabulary(scope, words, {
    limit: VOCABULARY_CANDIDATES,
    maxLengthDifference: MAX_LENGTH_DIFFERENCE,
    minLength: MIN_CORRECTED_LENGTH,
  });
  const options = words.map((word, i) => [
    ...(vocabulary[i].known ? [{ word, prefix: true }] : []),
    ...corrections(word, vocabulary[i].close).map((close) => ({ word: close, prefix: false })),
  ]);
  if (options.some((list) => list.length === 0)) return [];
  // Combinations with the fewest and best corrections first: ordered by the sum of the options' positions.
  let combinations: { words: QueryWord[]; cost: number }[] = [{ words: [], cost: 0 }];
  for (const list of options) {
    combinations = combinations.flatMap((c) => list.map((option, i) => ({ words: [...c.words, option], cost: c.cost + i })));
  }
  combinations.sort((a, b) => a.cost - b.cost);
  const corrected = combinations
    .filter((combination) => !combination.words.every((w) => w.prefix)) // the query as typed
    .slice(0, MAX_TRIES)
    .map((combination) => combination.words);
  return corrected.length === 0 ? [] : namesFound(corrected, MAX_SUGGESTIONS);
}
