/**
 * The did-you-mean vocabulary of one scope held in memory: every name word of three letters or more, with how many
 * names hold it and its letter trigrams (src/domain/trigrams.ts), indexed by trigram. A word's closest words are
 * found by counting, for every word sharing one of its trigrams, how many it shares: the letter-trigram similarity
 * (shared over all trigrams of both words) that the backend orders corrections by and that PostgreSQL's pg_trgm
 * orders by. It replaced a query of the FTS5 trigram index ordered by bm25, which scored every word sharing a trigram
 * (1-7 ms a word at full scale, where the 61,000 company words take about 8 MB here; docs/performance.md).
 */
import { IntList } from "../../domain/int-list.js";
import { letterTrigrams } from "../../domain/trigrams.js";
import type { NameScope, VocabularyWord } from "../port.js";
import type { SqliteDatabase } from "./database.js";

/** Words shorter than this are not in the vocabulary (too few trigrams to tell words apart). */
const SHORTEST_WORD = 3;
/** Words read and indexed at a time while loading (about 4 ms each at full scale). */
const WORDS_PER_SLICE = 1_000;

export class TrigramVocabulary {
  private constructor(
    private readonly words: string[],
    private readonly names: Int32Array,
    /** Letters of each word (code points). */
    private readonly lengths: Uint16Array,
    /** Distinct trigrams of each word. */
    private readonly trigramCounts: Uint16Array,
    /** Each trigram's number: its words are postings[starts[n]] up to postings[starts[n + 1]]. */
    private readonly trigramNumbers: Map<string, number>,
    private readonly starts: Int32Array,
    private readonly postings: Int32Array,
    /** Shared trigrams per word during one lookup; back to zeros after it. */
    private readonly shared: Uint16Array,
  ) {}

  /**
   * Reads a scope's vocabulary from the register's name words, a slice at a time (about 115 ms in all for the company
   * words at full scale), letting other requests be answered between slices. `read` runs each slice's query.
   */
  static async load(
    db: SqliteDatabase,
    scope: NameScope,
    { read = (reading) => reading(), wordsPerSlice = WORDS_PER_SLICE }: { read?: <T>(reading: () => T) => T; wordsPerSlice?: number } = {},
  ): Promise<TrigramVocabulary> {
    const slice = db.prepare("SELECT word, names FROM name_words WHERE scope = ? AND word > ? AND length(word) >= ? ORDER BY word LIMIT ?").raw();
    const words: string[] = [];
    const names = new IntList();
    const lengths = new IntList();
    const trigramCounts = new IntList();
    // First every word's trigrams by number, one after the other; then the words of each trigram from them.
    const trigramNumbers = new Map<string, number>();
    const wordsPerTrigram = new IntList();
    const trigramsOfWords = new IntList();
    for (let after = ""; ; ) {
      const rows = read(() => slice.all(scope, after, SHORTEST_WORD, wordsPerSlice) as [string, number][]);
      for (const [word, count] of rows) {
        const trigrams = letterTrigrams(word);
        words.push(word);
        names.push(count);
        lengths.push([...word].length);
        trigramCounts.push(trigrams.size);
        for (const trigram of trigrams) {
          let number = trigramNumbers.get(trigram);
          if (number === undefined) {
            number = trigramNumbers.size;
            trigramNumbers.set(trigram, number);
            wordsPerTrigram.push(0);
          }
          wordsPerTrigram.values[number]++;
          trigramsOfWords.push(number);
        }
      }
      if (rows.length < wordsPerSlice) break;
      after = rows[rows.length - 1][0];
      await new Promise((resolve) => setImmediate(resolve));
    }
    const starts = new Int32Array(trigramNumbers.size + 1);
    for (let number = 0; number < trigramNumbers.size; number++) starts[number + 1] = starts[number] + wordsPerTrigram.values[number];
    const postings = new Int32Array(trigramsOfWords.length);
    const filled = starts.slice(0, -1);
    for (let index = 0, at = 0; index < words.length; index++) {
      for (const end = at + trigramCounts.values[index]; at < end; at++) postings[filled[trigramsOfWords.values[at]]++] = index;
    }
    return new TrigramVocabulary(
      words,
      names.done(),
      Uint16Array.from(lengths.done()),
      Uint16Array.from(trigramCounts.done()),
      trigramNumbers,
      starts,
      postings,
      new Uint16Array(words.length),
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
      const number = this.trigramNumbers.get(trigram);
      if (number === undefined) continue;
      for (let at = this.starts[number]; at < this.starts[number + 1]; at++) {
        const index = this.postings[at];
        if (this.shared[index]++ === 0) touched.push(index);
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
