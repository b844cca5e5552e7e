/**
 * The held-out set of the third generalisation round (test/fixtures/person-lines/formulations-held-out-3.json): 60
 * hand-written cases in de/fr/it, written whole before that round's parser changes and not tuned on (docs/parser.md,
 * Measuring). The parser is not required to read every case; the test keeps the strict score, in all and per language,
 * from falling below the one measured at the end of the round. ACCURACY_REPORT=1 prints it.
 */
import { describe, expect, it } from "vitest";
import { formatScore, scoreSet } from "../../tools/eval/parser-scoring.js";
import { formulationNotices } from "../../tools/eval/formulations.js";

/** Strict entries read exactly at the end of the third round, per language (82 of 85 before it: de 22, fr 41, it 19). */
const MEASURED = { de: { expected: 22, strict: 22 }, fr: { expected: 44, strict: 42 }, it: { expected: 19, strict: 19 } } as const;

describe("formulations of register practice, third round (held out, not tuned on)", () => {
  for (const lang of ["de", "fr", "it"] as const) {
    it(`keeps its strict score in ${lang}`, () => {
      const score = scoreSet(`formulations-held-out-3.json, ${lang}`, formulationNotices("formulations-held-out-3.json", undefined, lang));
      if (process.env.ACCURACY_REPORT === "1") console.log(formatScore(score, true));
      expect(score.expected).toBe(MEASURED[lang].expected);
      expect(score.strict).toBeGreaterThanOrEqual(MEASURED[lang].strict);
      // At least 95 % strict in every language (issue 15's bar), on cases the parser was not tuned on.
      expect(score.strict / score.expected).toBeGreaterThanOrEqual(0.95);
    });
  }
});
