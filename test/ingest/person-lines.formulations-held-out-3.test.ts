/**
 * The held-out set of the third generalisation round (test/fixtures/person-lines/formulations-held-out-3.json): 60
 * hand-written cases in de/fr/it, written whole before that round's parser changes and not tuned on (docs/parser.md,
 * Measuring). The parser is not required to read every case; the test keeps the strict score, in all and per language,
 * from falling below the one measured at the end of the round. ACCURACY_REPORT=1 prints it.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/** Strict entries read exactly at the end of the third round, per language (82 of 85 before it: de 22, fr 41, it 19). * Raised at the end of issue 15 round 18 (German signing nouns with their capital, deaths, register numbers, the
 * notice's name order): fr 42 → 44.
 */
const MEASURED: MeasuredScores = { de: { expected: 22, strict: 22 }, fr: { expected: 44, strict: 44 }, it: { expected: 19, strict: 19 } };

describe("formulations of register practice, third round (held out, not tuned on)", () => {
  // At least 95 % strict in every language (issue 15's bar), on cases the parser was not tuned on.
  keepsHeldOutScores("formulations-held-out-3.json", MEASURED, { showMisses: true, bar: 0.95 });
});
