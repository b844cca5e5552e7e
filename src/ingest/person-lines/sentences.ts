/** Splitting gazette text into sentences and lists, outside brackets and past abbreviations. */
import { ABBREVIATIONS, opensPersonSection, startsWithRole } from "./vocabulary.js";

/** For each position, how many matched pairs of `()` or `[]` enclose it; unmatched brackets count as text. Linear time. */
function bracketDepths(text: string): Int32Array {
  const open: Record<string, number[]> = { "(": [], "[": [] };
  const delta = new Int32Array(text.length + 1);
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "(" || char === "[") open[char].push(i);
    else if (char === ")" || char === "]") {
      const start = open[char === ")" ? "(" : "["].pop();
      if (start !== undefined) {
        delta[start + 1]++;
        delta[i]--;
      }
    }
  }
  const depth = new Int32Array(text.length);
  let running = 0;
  for (let i = 0; i < text.length; i++) depth[i] = running += delta[i];
  return depth;
}

const GERMAN_MONTH = /^\s+(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\s+\d{4}/;

/** Whether the text before a full stop ends with an abbreviation or an initial, so the stop ends no sentence. */
export function endsWithAbbreviation(before: string): boolean {
  const word = /([\p{L}]+)$/u.exec(before)?.[1];
  if (word === undefined) return false;
  // An initial (`Urs P. Gasche`), unless it follows a comma: then it is a country code (`à Perpignan, F.`).
  if (word.length === 1) return !/,\s*\p{Lu}$/u.test(before);
  return ABBREVIATIONS.has(word) && /(?:^|[\s(,.'’-])[\p{L}]+$/u.test(before);
}

/**
 * Splits a text into sentences at full stops that are followed by a space and a capital letter or an
 * opening bracket (or by a capital letter right after a closing bracket, `…].Eingetragene`), never inside
 * brackets or after an abbreviation or initial (`Dr. Jean`, `St. Gallen`, `Urs P.`).
 */
export function splitSentences(text: string): string[] {
  return splitSentenceSpans(text).map((span) => span.text);
}

/** A sentence and where it stands in the text it was split from: `text` is `source.slice(start, end)`. */
export interface SentenceSpan {
  text: string;
  start: number;
  end: number;
}

function spanOf(source: string, from: number, to: number): SentenceSpan {
  let start = from;
  let end = to;
  while (start < end && /\s/.test(source[start])) start++;
  while (end > start && /\s/.test(source[end - 1])) end--;
  return { text: source.slice(start, end), start, end };
}

/** splitSentences, with each sentence's place in the text. */
export function splitSentenceSpans(text: string): SentenceSpan[] {
  const depth = bracketDepths(text);
  const sentences: SentenceSpan[] = [];
  const end = text.trimEnd().length;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== "." || depth[i] > 0) continue;
    // Only a short window around the stop matters; slicing the whole rest would make long texts quadratic.
    const rest = text.slice(i + 1, i + 120);
    // A sentence may also open with a family name's particle: `… zu zweien. von Burg René, von Lommiswil, …`.
    // Particles may come in a row: `… radiés. von der Mühll Hans, …`, `… F. de la Harpe Olivier, …`.
    // An elided particle too: `… radiés. d'Ivernois Marc, …`; Iberian and Dutch ones as well: `… radiés. dos Santos Ana, …`.
    const spaced =
      /^\s+(?:[\p{Lu}[(«"]|(?:von|de|van|di|da|du|des|del|della|dos|das|do|dal|dalla|dei|degli|ter|ten|vom|zum|zur)(?: (?:der|den|dem|la|le|les|van|von|de|di|da|dos|das|do|zu|zur))* [\p{Lu}]|d['’]\p{Lu})/u.test(rest);
    const glued = /^[\p{Lu}]/u.test(rest) && (text[i - 1] === "]" || text[i - 1] === ")");
    const last = i + 1 >= end;
    if (!last && !spaced && !glued) continue;
    // A person heading always opens a sentence, even after what looks like an abbreviation (`… aller Art. Eingetragene …`).
    const before = text.slice(Math.max(start, i - 40), i);
    if (spaced && endsWithAbbreviation(before) && !opensPersonSection(rest.trimStart())) continue;
    // An ordinal before a role does not end a sentence: `Müller Hans, 1. Kassier`.
    if (spaced && /(?:^|[\s,;:])\d{1,2}$/.test(before) && startsWithRole(rest.trimStart())) continue;
    // Nor does a German date's day: `ausgeschieden am 3. Mai 2020`, `mit Wirkung ab 1. Januar 2021`.
    if (spaced && /(?:^|[\s,;:(])\d{1,2}$/.test(before) && GERMAN_MONTH.test(rest)) continue;
    sentences.push(spanOf(text, start, i + 1));
    start = i + 1;
  }
  sentences.push(spanOf(text, start, text.length));
  return sentences.filter((sentence) => sentence.text !== "" && sentence.text !== ".");
}

/** Splits on a separator character outside brackets, trimming each piece and dropping empty ones. */
export function splitTopLevel(text: string, separator: string): string[] {
  const depth = bracketDepths(text);
  const pieces: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === separator && depth[i] === 0) {
      pieces.push(text.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces.map((piece) => piece.trim()).filter((piece) => piece !== "");
}

/** Removes the final full stop, unless it also ends an abbreviation (`… Maitre S.A.`, `… & Co.`). */
export function withoutFinalStop(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.endsWith(".")) return trimmed;
  if (/(?:(?:^|[\s.])\p{Lu}\.){2,}$|(?:^|\s)(?:Inc|Ltd|Co|Cie|Corp|jun|sen|jr|sr)\.$/u.test(trimmed)) return trimmed;
  return trimmed.slice(0, -1).trimEnd();
}
