/** Text normalisation shared by search keys, slugs and the FTS index. */

const COMBINING_MARKS = /\p{M}+/gu;

/** Lower-case, diacritics stripped, `ß` as `ss`: the key both search sides agree on (`Zürich` → `zurich`). */
export function foldText(text: string): string {
  return text.normalize("NFKD").replace(COMBINING_MARKS, "").toLowerCase().replace(/ß/g, "ss");
}

/** The words of a text as the full-text index sees them: folded, split on everything that is not a letter or digit. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** A folded name key for exact and prefix lookups through a B-tree: words joined by single spaces. */
export function nameKey(text: string): string {
  return searchWords(text).join(" ");
}

/** URL slug: lower-case ASCII, diacritics stripped (`Zürich` → `zurich`), words joined by `-` (DESIGN.md section 5). */
export function slugify(text: string): string {
  const slug = foldText(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.length > 0 ? slug.slice(0, 80).replace(/-+$/, "") : "n-a";
}

/** The text with its first letter in upper case (`signature …` → `Signature …`). */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The text with its first letter in lower case (`Firma individuale` → `firma individuale`). */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Collapses runs of whitespace to one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
