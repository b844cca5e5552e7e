/**
 * The did-you-mean vocabulary held in memory (src/store/sqlite/vocabulary.ts) finds, for any word, exactly the words
 * that comparing it with every name word of the register finds: by letter-trigram similarity, then names, then
 * alphabetically, within the length bound, never the word itself. Over the test register's real vocabulary, with
 * words misspelled the ways people misspell (a letter dropped, doubled, swapped or replaced).
 */
import { afterAll, describe, expect, inject, it } from "vitest";
import { letterTrigrams } from "../../src/domain/trigrams.js";
import type { NameScope } from "../../src/store/port.js";
import { openForReading } from "../../src/store/sqlite/database.js";
import { TrigramVocabulary } from "../../src/store/sqlite/vocabulary.js";

const db = openForReading(inject("registerPath"));
afterAll(() => db.close());

/** Every name word compared with `word`: the reference the index must agree with. */
function closestByComparingAll(scope: NameScope, word: string, limit: number, maxLengthDifference: number) {
  const own = letterTrigrams(word);
  const rows = db.prepare("SELECT word, names FROM name_words WHERE scope = ? AND length(word) >= 3").all(scope) as { word: string; names: number }[];
  return rows
    .filter((row) => row.word !== word && Math.abs([...row.word].length - [...word].length) <= maxLengthDifference)
    .map((row) => {
      const theirs = letterTrigrams(row.word);
      const shared = [...theirs].filter((trigram) => own.has(trigram)).length;
      return { ...row, similarity: shared / (own.size + theirs.size - shared) };
    })
    .filter((row) => row.similarity > 0)
    .sort((a, b) => b.similarity - a.similarity || b.names - a.names || (a.word < b.word ? -1 : 1))
    .slice(0, limit)
    .map(({ word: close, names }) => ({ word: close, names }));
}

const misspellings = (word: string) => [
  word.slice(1),
  `${word.slice(0, 2)}${word.slice(3)}`,
  `${word.slice(0, 2)}${word[2]}${word.slice(2)}`,
  `${word.slice(0, 1)}${word[2]}${word[1]}${word.slice(3)}`,
  `${word.slice(0, -1)}x`,
  word,
];

describe("the did-you-mean vocabulary in memory", () => {
  for (const scope of ["company", "person"] as const) {
    it(`finds for ${scope} words what comparing every word finds`, async () => {
      const vocabulary = await TrigramVocabulary.load(db, scope);
      const words = db
        .prepare("SELECT word FROM name_words WHERE scope = ? AND length(word) >= 5 ORDER BY names DESC, word LIMIT 40")
        .pluck()
        .all(scope) as string[];
      expect(words.length).toBeGreaterThan(20);
      let found = 0;
      for (const word of words) {
        for (const asked of misspellings(word)) {
          const close = vocabulary.closest(asked, 24, 2);
          expect(close, asked).toEqual(closestByComparingAll(scope, asked, 24, 2));
          found += close.length;
        }
      }
      expect(found).toBeGreaterThan(words.length * 6);
      // Read in slices of 500 words (the server reads 1,000 at a time between other requests): the same.
      const sliced = await TrigramVocabulary.load(db, scope, { wordsPerSlice: 500 });
      for (const word of words) for (const asked of misspellings(word)) expect(sliced.closest(asked, 24, 2)).toEqual(vocabulary.closest(asked, 24, 2));
      expect(vocabulary.closest("zzzzzzzz", 24, 2)).toEqual([]);
      expect(vocabulary.closest(words[0], 0, 2)).toEqual([]);
    });
  }
});
