/** A UTF-16 surrogate: the word has a letter of two units. */
const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * The letter trigrams of a word, padded with a space on both sides so that a word's first and last letters count
 * (`meyer` and `meier` share ` me` and `er `, but no inner trigram). Did-you-mean finds its candidates among the
 * register's name words by shared trigrams (src/store/sqlite/vocabulary.ts).
 */
export function letterTrigrams(word: string): Set<string> {
  const padded = ` ${word} `;
  const found = new Set<string>();
  if (!SURROGATE.test(padded)) {
    // Every letter one UTF-16 unit (nearly every word): three units are three letters.
    for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.substring(i, i + 3));
    return found;
  }
  const chars = [...padded];
  for (let i = 0; i + 3 <= chars.length; i++) found.add(chars.slice(i, i + 3).join(""));
  return found;
}
