/** Small helpers for writing Markdown from register data, which may contain any character. */

/** Escapes text for inline Markdown (and table cells): no stray emphasis, links or broken tables. */
export function inline(text: string | null | undefined): string {
  if (text === null || text === undefined || text === "") return "–";
  // Most register text needs neither change: one scan tells (whitespace other than a single space, or a character to
  // escape), where the two replacements would scan it twice. Rendering a fact sheet is mostly this function.
  if (!NEEDS_INLINE_CHANGE.test(text)) return text;
  return text.replace(/\s+/g, " ").replace(/([\\`*_[\]<>|#])/g, "\\$1");
}

/** What `inline` changes: whitespace that is not one space (another kind, or a run), and Markdown's special characters. */
const NEEDS_INLINE_CHANGE = /[^\S ]| \s|[\\`*_[\]<>|#]/;

/** A Markdown link with escaped text. */
export function link(text: string, url: string): string {
  return `[${inline(text)}](${url})`;
}

/** A Markdown table from a header row and body rows of already-escaped cells. */
export function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}

/** Quotes a multi-line text as a Markdown block quote. */
export function quote(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const text = inline(line);
      return `> ${text === "–" ? "" : text}`;
    })
    .join("\n");
}
