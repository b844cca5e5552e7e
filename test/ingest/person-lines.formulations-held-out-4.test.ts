/**
 * The held-out set of the fifth generalisation round (test/fixtures/person-lines/formulations-held-out-4.json): 54
 * hand-written cases in de/fr/it (71 entries), written whole before that round's parser changes and not tuned on: its
 * misses are never printed (docs/parser.md, Measuring). The parser is not required to read every case; the test keeps
 * the strict score, in all and per language, from falling below the one measured at the end of the round.
 * ACCURACY_REPORT=1 prints the scores.
 */
import { describe, expect, it } from "vitest";
import { formatScore, scoreSet } from "../../tools/eval/parser-scoring.js";
import { formulationNotices } from "../../tools/eval/formulations.js";

/**
 * Strict entries read exactly, per language, at the end of the fifth round: 66 of 71 (de 19/20, fr 36/39, it 11/12; one
 * unexpected entry in it). When the set was written, before the round's changes: 63 of 71 (de 16, fr 36, it 11; two
 * unexpected).
 */
const MEASURED = { de: { expected: 20, strict: 19 }, fr: { expected: 39, strict: 36 }, it: { expected: 12, strict: 11 } } as const;

describe("formulations of register practice, fifth generalisation round (held out, not tuned on)", () => {
  for (const lang of ["de", "fr", "it"] as const) {
    it(`keeps its strict score in ${lang}`, () => {
      const score = scoreSet(`formulations-held-out-4.json, ${lang}`, formulationNotices("formulations-held-out-4.json", undefined, lang));
      if (process.env.ACCURACY_REPORT === "1") console.log(formatScore(score, false));
      expect(score.expected).toBe(MEASURED[lang].expected);
      expect(score.strict).toBeGreaterThanOrEqual(MEASURED[lang].strict);
    });
  }
});
