/**
 * The letter trigrams of a word, padded with a space on both sides so that a word's first and last letters count
 * (`meyer` and `meier` share ` me` and `er `, but no inner trigram). Did-you-mean reads its candidates from a trigram
 * index of the register's name words and orders them by shared trigrams.
 */
export function letterTrigrams(word: string): Set<string> {
  const chars = [...` ${word} `];
  const found = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) found.add(chars.slice(i, i + 3).join(""));
  return found;
}
