/** A row an importer could not use: where it is and why, as one line for the operator. */
export interface RejectedRow {
  file: string;
  /** 1-based line of the file; 0 for the file as a whole. */
  line: number;
  reason: string;
}

/** `file:line: reason`, or `file: reason` for the whole file. */
export function describeReject(reject: RejectedRow): string {
  return reject.line > 0 ? `${reject.file}:${reject.line}: ${reject.reason}` : `${reject.file}: ${reject.reason}`;
}

/**
 * A number as price files write it: `1234.5`, `1'234.50` or `1’234.50` (Swiss thousands separators). A comma is
 * refused, never guessed: `31,100` is 31.1 in a file with decimal commas and 31100 in one with thousands commas.
 * Anything else, including an empty cell or `null`, is null.
 */
export function readNumber(text: string | undefined): number | null {
  if (text === undefined) return null;
  const trimmed = text.trim();
  if (!/^-?\d{1,3}(?:['’]\d{3})*(?:\.\d+)?$|^-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed.replace(/['’]/g, ""));
  return Number.isFinite(value) ? value : null;
}
