/**
 * The held-out set of the eighth generalisation round (issue 15 round 9;
 * test/fixtures/person-lines/formulations-held-out-7.json): 30 hand-written whole notices in fr/de/it (64 entries) in
 * the style of real cantonal prose, written before that round's parser changes and not tuned on: its misses are never
 * printed (docs/parser.md, Measuring). The test keeps the strict score per language from falling below the one
 * measured at the end of the round. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language, at the end of the round: 64 of 64 (de 17/17, fr 36/36, it 11/11; no
 * unexpected entry). When the set was written, before the round's changes: 48 of 64 (de 14/17, fr 24/36, it 10/11). Its
 * author wrote the set and the round's changes from the same list of shapes (docs/parser.md, round 9): the gain says
 * that those shapes are read, not that the parser generalises.
 */
const MEASURED: MeasuredScores = { de: { expected: 17, strict: 17 }, fr: { expected: 36, strict: 36 }, it: { expected: 11, strict: 11 } };

describe("formulations of register practice, eighth generalisation round (held out, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-7.json", MEASURED);
});
