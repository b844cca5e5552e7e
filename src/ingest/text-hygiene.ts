/**
 * Text hygiene for gazette (SOGC/SHAB) notice texts: entity decoding, markup stripping,
 * repair of double-encoded UTF-8 and whitespace. Every step leaves correct plain text unchanged.
 */

/** Windows-1252 bytes 0x80..0x9F; the five bytes it leaves undefined decode to the C1 control of the same number. */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

/** The byte a character had before UTF-8 was read as Windows-1252 (or Latin-1), or undefined for characters no such reading yields. */
function cp1252Byte(char: string): number | undefined {
  const code = char.codePointAt(0)!;
  if (code < 0x80) return code;
  if (code <= 0xff) return code; // Latin-1 range, including C1 controls from Latin-1 readings
  const index = CP1252_HIGH.indexOf(char);
  return index >= 0 ? 0x80 + index : undefined;
}

const CONTINUATION = `[\\u0080-\\u00BF${CP1252_HIGH.replace(/[\u0080-\u009F]/g, "")}]`;
/** A UTF-8 lead byte followed by the right number of continuation bytes, all seen through Windows-1252. */
const MOJIBAKE = new RegExp(
  `[\\u00C2-\\u00DF]${CONTINUATION}|[\\u00E0-\\u00EF]${CONTINUATION}{2}|[\\u00F0-\\u00F4]${CONTINUATION}{3}`,
  "gu",
);
/**
 * What only double-encoded text contains: `Ã`/`Â`/`Å` before a continuation character (`Ã¼`, `Â«`, `Å¡`) or
 * `â€`/`â‚` (’ “ – €). A text without it is left alone, so correct text such as `ÜŸ` or `ß–` is never "repaired".
 */
const SIGNATURE = new RegExp(`[\\u00C2\\u00C3\\u00C5]${CONTINUATION}|\\u00E2[\\u20AC\\u0080\\u201A\\u0082]`, "u");
const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });
// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern is there to find control characters
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
/** Two-byte sequences decode to Latin, IPA, combining marks, Greek or Cyrillic; anything further is no gazette text. */
const PLAUSIBLE_TWO_BYTE = /^[\u00A0-\u04FF]$/u;

function redecode(sequence: string): string | null {
  const bytes: number[] = [];
  for (const char of sequence) {
    const byte = cp1252Byte(char);
    if (byte === undefined) return null;
    bytes.push(byte);
  }
  try {
    const decoded = STRICT_UTF8.decode(Uint8Array.from(bytes));
    if (CONTROL.test(decoded) || (bytes.length === 2 && !PLAUSIBLE_TWO_BYTE.test(decoded))) return null;
    return decoded;
  } catch {
    return null;
  }
}

/**
 * Repairs UTF-8 that was read as Windows-1252 (`ZÃ¼rich` → `Zürich`, `GenÃ¨ve` → `Genève`, `â€™` → `’`).
 * Only texts that show the signature of double encoding are touched, and in them only byte sequences that
 * re-decode as valid UTF-8, so correct text (also text with a legitimate `Ã` or `Â`, as in `SÃO PAULO`)
 * comes back unchanged. `Ã` followed by a plain space is
 * `à` whose no-break space was turned into a space; it is repaired only where `Ã` cannot be a real
 * letter: alone, or after a lower-case letter.
 */
export function repairDoubleEncoding(text: string): string {
  let current = text;
  // Text encoded twice over needs two passes; a third would be a sign of something else.
  for (let pass = 0; pass < 2 && SIGNATURE.test(current); pass++) {
    const next = current.replace(MOJIBAKE, (sequence) => redecode(sequence) ?? sequence);
    if (next === current) break;
    current = next;
  }
  return current.replace(/(^|[\s([«"'\p{Ll}])Ã(?= )/gu, "$1à");
}

const LATIN1_ENTITIES =
  "nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml".split(
    " ",
  );

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  hellip: "…",
  euro: "€",
  bull: "•",
  trade: "™",
  OElig: "Œ",
  oelig: "œ",
  Scaron: "Š",
  scaron: "š",
  Yuml: "Ÿ",
  ...Object.fromEntries(LATIN1_ENTITIES.map((name, index) => [name, String.fromCodePoint(160 + index)])),
};

function fromCodePoint(code: number): string | null {
  const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return valid ? String.fromCodePoint(code) : null;
}

/** Decodes XML and HTML character references (`&amp;`, `&apos;`, `&uuml;`, `&#252;`, `&#xFC;`) in one pass; unknown ones stay. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,7}));/g, (whole, dec, hex, name) => {
    if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10)) ?? whole;
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16)) ?? whole;
    return NAMED_ENTITIES[name as string] ?? whole;
  });
}

/** The old Zefix receipts block (`<B>Verfügung 1. Anmeldung …<E>`, `<B>Belege: …<E>`): register paperwork, never published. */
const RECEIPTS_BLOCK = /<B>[\s\S]*?(?:<E>|$)/g;
/** Tags that separate words: line breaks and block elements, including the old `<Z>` line break. */
const BREAKING_TAG = /<\/?(?:Z|br|p|div|li|tr|td|h[1-6])(?:\s[^<>]*)?\/?>/gi;
/** Any other tag, old style (`<F>`, `<E>`, `<5>`) or new (`<FT TYPE="F">`, `</FT>`). */
const TAG = /<\/?[A-Za-z0-9][A-Za-z0-9:_-]*(?:\s[^<>]*)?\/?>/g;

/**
 * Removes gazette markup: old Zefix tags (`<F>firm<E>`, `<S>seat<E>`, `<Q>…<E>`, `<R>…<E>`, `<I>…<E>` and the
 * rest) and new ones (`<FT TYPE="F">firm</FT>`), keeping their text; drops the old receipts block `<B>…<E>`.
 */
export function stripGazetteMarkup(text: string): string {
  return text.replace(RECEIPTS_BLOCK, " ").replace(BREAKING_TAG, " ").replace(TAG, "");
}

/** Collapses runs of whitespace, no-break spaces included, to one space and trims. */
export function collapseSpaces(text: string): string {
  return text.replace(/[\s\u00A0\u2007\u202F]+/g, " ").trim();
}

/** A comma or semicolon typed against the next word (`à Lancy,et à`), between letters or after a bracket. */
const PUNCTUATION_WITHOUT_SPACE = /(?<=[\p{L})])([,;])(?=\p{L})/gu;
/**
 * A full stop typed against the next sentence (`sa signature est radiée.Martin Paul`): after a word of five lower-case
 * letters or more, before a capitalised word. Shorter words are left alone, for they end abbreviations written
 * against what follows (`St.Gallen`, `Prof.Dr.`, `Dipl.Ing.`).
 */
const STOP_WITHOUT_SPACE = /(?<!\p{L})(\p{Lu}?\p{Ll}{5,})\.(?=\p{Lu}\p{Ll})/gu;

/** The space a clerk left out after a comma, a semicolon or a sentence's full stop, put back (issue 15 round 27). */
export function spaceAfterPunctuation(text: string): string {
  return text.replace(PUNCTUATION_WITHOUT_SPACE, "$1 ").replace(STOP_WITHOUT_SPACE, "$1. ");
}

/**
 * A gazette text made plain: entities decoded (before markup goes, since publication XML often carries
 * escaped tags), markup stripped, double encoding repaired (before spaces are touched: `Ã` + no-break
 * space is `à`), whitespace collapsed, and a space left out after punctuation put back.
 */
export function cleanGazetteText(raw: string): string {
  return spaceAfterPunctuation(collapseSpaces(repairDoubleEncoding(stripGazetteMarkup(decodeEntities(raw)))));
}
