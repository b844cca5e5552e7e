/** Swiss enterprise identification number (UID): `CHE-` + 9 digits, the last a check digit. */

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4];

/** Check digit for the first 8 digits, or null when the number cannot carry one (remainder 10). */
export function uidCheckDigit(first8: string): number | null {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(first8[i]) * WEIGHTS[i];
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  if (digit === 10) return null;
  return digit;
}

/** True when the 9 digits carry a valid check digit. */
export function isValidUidDigits(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  return uidCheckDigit(digits.slice(0, 8)) === Number(digits[8]);
}

/** `123456789` → `CHE-123.456.789`. */
export function formatUid(digits: string): string {
  return `CHE-${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}`;
}

const UID_SHAPE = /^\s*(?:CHE[-\s]?)?(\d{3})[.\s]?(\d{3})[.\s]?(\d{3})\s*(?:MWST|TVA|IVA|HR|RC|RI)?\s*$/i;

/**
 * Reads a query shaped like a UID (`CHE-123.456.789`, `CHE123456789`, `123.456.789`, or 9 bare digits with a valid
 * check digit) and returns its 9 digits, or null when the text is not UID-shaped. With a prefix or dots the check
 * digit is not verified: a lookup simply finds nothing.
 */
export function parseUidQuery(text: string): string | null {
  const match = UID_SHAPE.exec(text);
  if (!match) return null;
  const digits = match[1] + match[2] + match[3];
  const compact = text.replace(/\s/g, "");
  if (/^CHE/i.test(compact) || /^\d{3}\.\d{3}\.\d{3}$/.test(compact)) return digits;
  // Bare digits (`123456789`, `123 456 789`) are read as a UID only when the check digit says they are one.
  return isValidUidDigits(digits) ? digits : null;
}
