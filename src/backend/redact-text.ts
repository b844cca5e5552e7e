/**
 * Masks redacted persons in gazette texts. The gazette writes a person as one comma-separated phrase:
 * `Conrad, Reto, von Davos, in Binningen, Präsident des Verwaltungsrates, mit Kollektivunterschrift zu zweien`
 * (`Ruffieux Alain, de Crésuz, à Gruyères, …` in canton Fribourg; a nationality in place of the origin for foreign
 * nationals, sometimes a birth date). The name and the parts that follow it up to the role (origin, nationality,
 * residence, birth date) identify the person and are masked as one `Redacted person`; the role and the signature are
 * facts about the company and stay.
 *
 * The masking reads only the known name of each redacted person and the phrase's punctuation, not the person-line
 * parser, so that it also masks texts the parser cannot read. Company names are public records (docs/decisions.md):
 * a name inside one of the company's own names (a sole proprietorship carries its owner's name) is left as it is.
 */

/** Name shown instead of a person the register has suppressed (spec part 1). */
export const REDACTED_NAME = "Redacted person";

export interface RedactedPersonName {
  name: string;
  first_name: string | null;
  last_name: string | null;
}

/** Origin (`von Davos`, `de Fully`, `d'Orbe`, `du Locle`, `da Lugano`) or residence (`in Binningen`, `à Martigny`, `au Locle`, `a Lugano`). */
const PLACE_PART = /^(?:von|de|des|du|da|di|in|à|au|aux|a) \p{Lu}|^d['’]\p{Lu}/u;
/** Nationality as the three register languages (and older notices) write it. */
const NATIONALITY_PART = /Staatsangehörige|Staatsbürger|nationalité|ressortissant|citoyen|cittadin/iu;
/** A birth date or year: `geb. 1970`, `né le 1.2.1970`, `nata nel 1970`, `1970`, `* 01.02.1970`. */
const BIRTH_PART = /^(?:(?:geb\.|geboren|né|née|nato|nata|\*)(?:\s|$)|(?:\d{1,2}\.\d{1,2}\.)?\d{4}$)/iu;

function isIdentifyingPart(part: string): boolean {
  return PLACE_PART.test(part) || NATIONALITY_PART.test(part) || BIRTH_PART.test(part);
}

/** Words before a full stop that does not end a sentence (`St. Gallen`, `geb. 1970`). */
const ABBREVIATIONS = new Set(["St", "Ste", "geb", "Dr", "Prof"]);

/** The next comma-separated part after `from` (which must point at `, `) and where it ends; null at the phrase's end. */
function nextPart(text: string, from: number): { part: string; end: number } | null {
  if (!text.startsWith(", ", from)) return null;
  const start = from + 2;
  let end = start;
  // A part ends at a comma, a semicolon (the next entry), a bracket (`[bisher: …]`) or a full stop that ends the
  // sentence (followed by the end or a capital, and not after an abbreviation).
  for (; end < text.length; end++) {
    const char = text[end];
    if (char === "," || char === ";" || char === "[") break;
    if (char !== ".") continue;
    const endsSentence = end + 1 === text.length || /^\s(?:\p{Lu}|$)/u.test(text.slice(end + 1, end + 3));
    if (endsSentence && !ABBREVIATIONS.has(/\p{L}+$/u.exec(text.slice(start, end))?.[0] ?? "")) break;
  }
  return { part: text.slice(start, end).trim(), end };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A character in either case, as a pattern. Names are matched case-insensitively by these classes rather than the `i`
 * flag: under `i` the whole-word boundaries' letter classes took about 2 ms to compile per pattern, and a company
 * with a suppressed officer compiles new patterns for every detail.
 */
function eitherCase(char: string): string {
  const forms = [...new Set([char, char.toLowerCase(), char.toUpperCase()])];
  if (forms.length === 1) return escapeRegExp(char);
  return forms.every((form) => [...form].length === 1) ? `[${forms.join("")}]` : `(?:${forms.map(escapeRegExp).join("|")})`;
}

/** A name shape as a pattern: case-insensitive, any run of blanks between words. */
function shapePattern(shape: string): string {
  return shape
    .trim()
    .split(/\s+/u)
    .map((word) => [...word].map(eitherCase).join(""))
    .join("\\s+");
}

/** A word character before a position (the last code point of the text before it) or after it. */
const WORD_BEFORE = /[\p{L}\p{N}-]$/u;
const WORD_AFTER = /^[\p{L}\p{N}-]/u;

/**
 * The matches of the first shape (in order) that fits at each place as whole words, left to right, not overlapping:
 * `Muster, Hans` is not in `Muster, Hans-Peter` nor in `Muster, Hansjörg`. The same matches as one pattern with
 * word-boundary lookarounds, whose letter classes took about 2 ms to compile per pattern, and a company with a
 * suppressed officer compiles new patterns for every detail; here the boundaries are two patterns compiled once.
 */
function wholeWords(shapes: readonly string[]): (text: string) => [number, number][] {
  const patterns = shapes.map(shapePattern);
  const anywhere = new RegExp(patterns.join("|"), "gu");
  const here = patterns.map((pattern) => new RegExp(pattern, "uy"));
  return (text) => {
    const found: [number, number][] = [];
    anywhere.lastIndex = 0;
    for (let match = anywhere.exec(text); match; match = anywhere.exec(text)) {
      const start = match.index;
      anywhere.lastIndex = start + 1;
      if (WORD_BEFORE.test(text.slice(Math.max(0, start - 2), start))) continue;
      for (const shape of here) {
        shape.lastIndex = start;
        const end = shape.exec(text) ? shape.lastIndex : -1;
        if (end === -1 || WORD_AFTER.test(text.slice(end, end + 2))) continue;
        found.push([start, end]);
        anywhere.lastIndex = end;
        break;
      }
    }
    return found;
  };
}

/** The shapes the gazette writes a name in: `Muster, Hans`, `Muster Hans`, `Hans Muster`. */
function nameShapes(person: RedactedPersonName): string[] {
  if (!person.first_name || !person.last_name) return [person.name];
  return [`${person.last_name}, ${person.first_name}`, `${person.last_name} ${person.first_name}`, `${person.first_name} ${person.last_name}`];
}

/**
 * A function that masks the given redacted persons in a text of a company whose own names (current, previous,
 * translated) are `publicNames`.
 */
export function personPhraseMasker(persons: readonly RedactedPersonName[], publicNames: readonly string[]): (text: string) => string {
  const shapes = [...new Set(persons.flatMap(nameShapes).filter((shape) => shape.trim().length > 0))].sort((a, b) => b.length - a.length);
  if (shapes.length === 0) return (text) => text;
  const names = wholeWords(shapes);
  const companies = [...new Set(publicNames.filter((name) => name.trim().length > 0))].map((name) => wholeWords([name]));

  return (text) => {
    const kept = companies.flatMap((company) => company(text));
    const inCompanyName = (start: number, end: number) => kept.some(([from, to]) => start < to && end > from);

    const spans: [number, number][] = [];
    for (const [start, matchEnd] of names(text)) {
      let end = matchEnd;
      if (inCompanyName(start, end)) continue;
      for (let next = nextPart(text, end); next && isIdentifyingPart(next.part); next = nextPart(text, end)) end = next.end;
      spans.push([start, end]);
    }
    if (spans.length === 0) return text;
    spans.sort((a, b) => a[0] - b[0]);
    let masked = "";
    let at = 0;
    for (const [start, end] of spans) {
      if (end <= at) continue;
      masked += `${text.slice(at, Math.max(at, start))}${start >= at ? REDACTED_NAME : ""}`;
      at = end;
    }
    return masked + text.slice(at);
  };
}
