/**
 * The did-you-mean vocabulary of one scope held in memory: every name word of three letters or more, with how many
 * names hold it and its letter trigrams (src/domain/trigrams.ts), indexed by trigram. A word's closest words are
 * found by counting, for every word sharing one of its trigrams, how many it shares: the letter-trigram similarity
 * (shared over all trigrams of both words) that the backend orders corrections by and that PostgreSQL's pg_trgm
 * orders by. It replaced a query of the FTS5 trigram index ordered by bm25, which scored every word sharing a trigram
 * (1-7 ms a word at full scale, where 61,000 company words take about 3 MB here; docs/performance.md).
 */
import { letterTrigrams } from "../../domain/trigrams.js";
import type { NameScope, VocabularyWord } from "../port.js";
import type { SqliteDatabase } from "./database.js";

/** Words shorter than this are not in the vocabulary (too few trigrams to tell words apart). */
const SHORTEST_WORD = 3;

export class TrigramVocabulary {
  private constructor(
    private readonly words: string[],
    private readonly names: Int32Array,
    /** Letters of each word (code points). */
    private readonly lengths: Uint16Array,
    /** Distinct trigrams of each word. */
    private readonly trigramCounts: Uint16Array,
    /** The words holding each trigram, by index. */
    private readonly postings: Map<string, Int32Array>,
    /** Shared trigrams per word during one lookup; back to zeros after it. */
    private readonly shared: Uint16Array,
  ) {}

  /** Reads a scope's vocabulary from the register's name words. */
  static load(db: SqliteDatabase, scope: NameScope): TrigramVocabulary {
    const rows = db
      .prepare("SELECT word, names FROM name_words WHERE scope = ? AND length(word) >= ? ORDER BY word")
      .raw()
      .all(scope, SHORTEST_WORD) as [string, number][];
    const lengths = new Uint16Array(rows.length);
    const trigramCounts = new Uint16Array(rows.length);
    const lists = new Map<string, number[]>();
    rows.forEach(([word], i) => {
      const trigrams = letterTrigrams(word);
      lengths[i] = [...word].length;
      trigramCounts[i] = trigrams.size;
      for (const trigram of trigrams) {
        const list = lists.get(trigram);
        if (list) list.push(i);
        else lists.set(trigram, [i]);
      }
    });
    const postings = new Map([...lists].map(([trigram, list]) => [trigram, Int32Array.from(list)]));
    return new TrigramVocabulary(
      rows.map(([word]) => word),
      Int32Array.from(rows, ([, names]) => names),
      lengths,
      trigramCounts,
      postings,
      new Uint16Array(rows.length),
    );
  }

  /**
   * The words closest to `word` by letter-trigram similarity, then held by more names, then alphabetically: at most
   * `limit`, not the word itself, their length within `maxLengthDifference` of its length.
   */
  closest(word: string, limit: number, maxLengthDifference: number): VocabularyWord[] {
    if (limit <= 0) return [];
    const own = letterTrigrams(word);
    const length = [...word].length;
    const touched: number[] = [];
    for (const trigram of own) {
      for (const i of this.postings.get(trigram) ?? []) {
        if (this.shared[i]++ === 0) touched.push(i);
      }
    }
    // The best `limit` so far, best first; a candidate enters only if it beats the last.
    const best: { index: number; similarity: number }[] = [];
    const before = (a: { index: number; similarity: number }, b: { index: number; similarity: number }) =>
      a.similarity !== b.similarity
        ? a.similarity > b.similarity
        : this.names[a.index] !== this.names[b.index]
          ? this.names[a.index] > this.names[b.index]
          : this.words[a.index] < this.words[b.index];
    for (const index of touched) {
      const shared = this.shared[index];
      this.shared[index] = 0;
      if (Math.abs(this.lengths[index] - length) > maxLengthDifference || this.words[index] === word) continue;
      const candidate = { index, similarity: shared / (own.size + this.trigramCounts[index] - shared) };
      if (best.length === limit && !before(candidate, best[limit - 1])) continue;
      let at = best.length === limit ? limit - 1 : best.length;
      while (at > 0 && before(candidate, best[at - 1])) {
        best[at] = best[at - 1];
        at--;
      }
      best[at] = candidate;
    }
    return best.map(({ index }) => ({ word: this.words[index], names: this.names[index] }));
  }
}
