/**
 * Search words as FTS5 query text. A user's words are always data, never query syntax: every term is quoted.
 */
import type { QueryWord } from "../port.js";
import { LONGEST_PREFIX_INDEX } from "./search-indexes.js";

/** A term quoted for an FTS5 query: always a string, never query syntax. */
export function quoted(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/** The smallest string greater than every string starting with `prefix`, for B-tree range scans. */
export function prefixEnd(prefix: string): string {
  return `${prefix}\u{10FFFF}`;
}

/** A long word is queried as its complete terms when it has at most this many (else as a prefix). */
const MAX_TERM_EXPANSION = 16;

/**
 * Turns a user's words into an FTS5 query in which every word must match as a word prefix, or null when a word
 * matches no indexed term at all. A word up to the longest prefix index is a prefix query; a longer one becomes the
 * few complete terms it begins (`termsStarting`, over search_terms), which FTS5 reads lazily rather than merging a
 * prefix's matches.
 */
export function prefixMatchExpression(words: readonly string[], termsStarting: (word: string, limit: number) => string[]): string | null {
  const parts: string[] = [];
  for (const word of words) {
    if ([...word].length <= LONGEST_PREFIX_INDEX) {
      parts.push(`${quoted(word)}*`);
      continue;
    }
    const terms = termsStarting(word, MAX_TERM_EXPANSION + 1);
    if (terms.length === 0) return null;
    parts.push(terms.length > MAX_TERM_EXPANSION ? `${quoted(word)}*` : `(${terms.map(quoted).join(" OR ")})`);
  }
  return parts.join(" AND ");
}

/** A full-text query of complete words (or typed prefixes), for suggestions. */
export function queryWordsExpression(words: readonly QueryWord[]): string {
  return words.map(({ word, prefix }) => (prefix ? `${quoted(word)}*` : quoted(word))).join(" AND ");
}
