/** Rounding of computed market figures, so that answers carry no floating-point noise (`0.30000000000000004`). */

/** Rounds to `places` decimal places (half away from zero). */
export function roundTo(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.sign(value) * Math.round(Math.abs(value) * factor + Number.EPSILON) / factor;
}

/** `numerator / denominator` rounded to 4 places, or null when either is unknown or the denominator is zero. */
export function ratio(numerator: number | null, denominator: number | null): number | null {
  if (numerator === null || denominator === null || denominator === 0) return null;
  return roundTo(numerator / denominator, 4);
}
