/**
 * The held-out set of the fifth generalisation round (test/fixtures/person-lines/formulations-held-out-4.json): 54
 * hand-written cases in de/fr/it (71 entries), written whole before that round's parser changes and not tuned on: its
 * misses are never printed (docs/parser.md, Measuring). The parser is not required to read every case; the test keeps
 * the strict score, in all and per language, from falling below the one measured at the end of the round.
 * ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language, at the end of the fifth round: 66 of 71 (de 19/20, fr 36/39, it 11/12; one
 * unexpected entry in it). When the set was written, before the round's changes: 63 of 71 (de 16, fr 36, it 11; two
 * unexpected). After issue 15 round 11 (branch `parser11`): 67 of 71 (it 12/12, no unexpected entry; its misses still not
 * looked at).
 * Raised at the end of issue 15 round 18 (German signing nouns with their capital, deaths, register numbers, the
 * notice's name order): de 19 → 20.
 */
const MEASURED: MeasuredScores = { de: { expected: 20, strict: 20 }, fr: { expected: 39, strict: 36 }, it: { expected: 12, strict: 12 } };

describe("formulations of register practice, fifth generalisation round (held out, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-4.json", MEASURED);
});
