/**
 * "Did you mean" for searches that find little: each query word is corrected to the closest words of the register's
 * names, found through SQLite FTS5's trigram tokenizer over the name-word vocabulary (name_words, migration 5), and
 * the corrected queries that the search's own filters do find are offered as the names they find.
 *
 * Words are padded with a space on both sides before their trigrams are taken, so that a word's first and last
 * letters count (`meyer` and `meier` share ` me` and `er `, but no inner trigram). The trigram index returns the
 * candidates (FTS5's bm25: more and rarer shared trigrams first); they are then ordered by trigram similarity, the
 * measure of PostgreSQL's pg_trgm (shared trigrams over all trigrams of both words), then by how many names hold
 * the word, so that a common spelling comes before a rare one.
 */
import type { Statement } from "better-sqlite3";

/**
 * A search finding fewer matches than this is answered with suggestions. Only a search that finds nothing: with
 * "fewer than 3" the bench's cold company searches (a third of which find 1 or 2 under a canton filter) halved in
 * throughput (docs/decisions.md).
 */
export const SUGGEST_BELOW = 1;
const MAX_SUGGESTIONS = 5;
/** Words read from the trigram index per query word, and corrections kept of them (besides the word itself). */
const TRIGRAM_CANDIDATES = 24;
const CANDIDATES_PER_WORD = 4;
/** The least trigram similarity of a correction. */
const MIN_SIMILARITY = 0.2;
const MAX_WORDS = 4;
/** Corrected queries tried at most (each one cheap full-text lookup). */
const MAX_TRIES = 16;
/** A correction differs from the word's length by at most this many letters. */
const MAX_LENGTH_DIFFERENCE = 2;

type Scope = "company" | "person";

export interface SuggestionSource {
  /**
   * Names of up to `limit` records that a query of these complete words finds under the search's filters, best
   * first; `prefix` marks the words kept as typed, matched as prefixes.
   */
  namesFound(words: { word: string; prefix: boolean }[], limit: number): string[];
}

export function createWordCorrector(statement: (sql: string) => Statement<unknown[]>) {
  function trigrams(word: string): Set<string> {
    const chars = [..." " + word + " "];
    const found = new Set<string>();
    for (let i = 0; i + 3 <= chars.length; i++) found.add(chars.slice(i, i + 3).join(""));
    return found;
  }

  /** The closest vocabulary words to `word`, best first (not the word itself). */
  function closeWords(scope: Scope, word: string): string[] {
    if ([...word].length < 3) return [];
    const own = trigrams(word);
    const query = [...own].map((t) => `"${t.replace(/"/g, '""')}"`).join(" OR ");
    const rows = statement(
      `SELECT t.word, w.names FROM name_word_trigrams t JOIN name_words w ON w.scope = t.scope AND w.word = t.word
       WHERE name_word_trigrams MATCH ? AND t.scope = ? AND abs(length(t.word) - ?) <= ${MAX_LENGTH_DIFFERENCE} AND t.word <> ?
       ORDER BY t.rank LIMIT ${TRIGRAM_CANDIDATES}`,
    ).all(query, scope, [...word].length, word) as { word: string; names: number }[];
    return rows
      .map((row) => {
        const theirs = trigrams(row.word);
        const shared = [...theirs].filter((t) => own.has(t)).length;
        return { ...row, similarity: shared / (own.size + theirs.size - shared) };
      })
      .filter((row) => row.similarity >= MIN_SIMILARITY)
      .sort((a, b) => b.similarity - a.similarity || b.names - a.names)
      .slice(0, CANDIDATES_PER_WORD)
      .map((row) => row.word);
  }

  /** Whether some name word of the scope begins with `word`. */
  function known(scope: Scope, word: string): boolean {
    return statement("SELECT 1 FROM name_words WHERE scope = ? AND word >= ? AND word < ? LIMIT 1").get(scope, word, `${word}\u{10FFFF}`) !== undefined;
  }

  return {
    /** Up to 5 names found by corrected forms of the query's words; [] when no correction finds anything. */
    suggest(scope: Scope, words: string[], source: SuggestionSource): string[] {
      if (words.length === 0 || words.length > MAX_WORDS) return [];
      const options = words.map((word) => [
        ...(known(scope, word) ? [{ word, prefix: true }] : []),
        ...closeWords(scope, word).map((close) => ({ word: close, prefix: false })),
      ]);
      if (options.some((list) => list.length === 0)) return [];
      // Combinations with the fewest and best corrections first: ordered by the sum of the options' positions.
      let combinations: { words: { word: string; prefix: boolean }[]; cost: number }[] = [{ words: [], cost: 0 }];
      for (const list of options) {
        combinations = combinations.flatMap((c) => list.map((option, i) => ({ words: [...c.words, option], cost: c.cost + i })));
      }
      combinations.sort((a, b) => a.cost - b.cost);
      const names: string[] = [];
      let tries = 0;
      for (const combination of combinations) {
        if (names.length >= MAX_SUGGESTIONS || tries >= MAX_TRIES) break;
        if (combination.words.every((w) => w.prefix)) continue; // the query as typed
        tries++;
        for (const name of source.namesFound(combination.words, MAX_SUGGESTIONS - names.length)) {
          if (!names.includes(name)) names.push(name);
        }
      }
      return names;
    },
  };
}
