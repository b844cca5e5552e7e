/**
 * Accuracy reports of the tests (parser scores, generator round trip) are printed only when asked:
 * `ACCURACY_REPORT=1 npx vitest run test/ingest test/generate`. A plain `npm test` prints no misses that read like failures.
 */
export function accuracyReport(text: string): void {
  if (process.env.ACCURACY_REPORT === "1") console.log(text);
}
