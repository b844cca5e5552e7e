/**
 * The size bound of every MCP answer (tool result or resource): about 25,000 tokens, the limit agents such as Claude
 * Code apply to a tool's output. Tokens are estimated conservatively at 3 characters each (register data is dense:
 * names, UIDs, URLs, JSON punctuation), counting the Markdown and the structured JSON together.
 */

export const MAX_RESULT_TOKENS = 25_000;
const CHARS_PER_TOKEN = 3;
export const MAX_RESULT_CHARS = MAX_RESULT_TOKENS * CHARS_PER_TOKEN;

/**
 * The largest n in 0..total for which `fits(n)` holds, given that `fits` turns false once and stays false as n grows
 * (the size of an answer listing the first n entries). `fits(0)` is assumed.
 */
export function largestFitting(total: number, fits: (n: number) => boolean): number {
  if (fits(total)) return total;
  let low = 0;
  let high = total;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/** Cuts a text to at most `maxChars` characters at a line end where possible, ending with `note`. */
export function clipText(text: string, maxChars: number, note: string): string {
  if (text.length <= maxChars) return text;
  const room = Math.max(0, maxChars - note.length - 2);
  const cut = text.slice(0, room);
  const lineEnd = cut.lastIndexOf("\n");
  return `${lineEnd > room / 2 ? cut.slice(0, lineEnd) : cut}\n\n${note}`;
}
