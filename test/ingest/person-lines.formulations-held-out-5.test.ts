/**
 * The held-out set of the sixth generalisation round (test/fixtures/person-lines/formulations-held-out-5.json): 52
 * hand-written whole notices in fr/de/it (89 entries), written before that round's parser changes and not tuned on: its
 * misses are never printed (docs/parser.md, Measuring). The parser is not required to read every case; the test keeps
 * the strict score, in all and per language, from falling below the one measured at the end of the round.
 * ACCURACY_REPORT=1 prints the scores.
 */
import { describe, expect, it } from "vitest";
import { formatScore, scoreSet } from "../../tools/eval/parser-scoring.js";
import { formulationNotices } from "../../tools/eval/formulations.js";

/**
 * Strict entries read exactly, per language, at the end of the sixth round: 88 of 89 (de 20/20, fr 56/57, it 12/12; no
 * unexpected entry). When the set was written, before the round's changes: 85 of 89 (de 20/20, fr 53/57 with one
 * unexpected entry, it 12/12).
 */
const MEASURED = { de: { expected: 20, strict: 20 }, fr: { expected: 57, strict: 56 }, it: { expected: 12, strict: 12 } } as const;

describe("formulations of register practice, sixth generalisation round (held out, not tuned on)", () => {
  for (const lang of ["de", "fr", "it"] as const) {
    it(`keeps its strict score in ${lang}`, () => {
      const score = scoreSet(`formulations-held-out-5.json, ${lang}`, formulationNotices("formulations-held-out-5.json", undefined, lang));
      if (process.env.ACCURACY_REPORT === "1") console.log(formatScore(score, false));
      expect(score.expected).toBe(MEASURED[lang].expected);
      expect(score.strict).toBeGreaterThanOrEqual(MEASURED[lang].strict);
    });
  }
});
