/**
 * The held-out set of the sixth generalisation round (test/fixtures/person-lines/formulations-held-out-5.json): 52
 * hand-written whole notices in fr/de/it (89 entries), written before that round's parser changes and not tuned on: its
 * misses are never printed (docs/parser.md, Measuring). The parser is not required to read every case; the test keeps
 * the strict score, in all and per language, from falling below the one measured at the end of the round.
 * ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language, at the end of the sixth round: 88 of 89 (de 20/20, fr 56/57, it 12/12; no
 * unexpected entry). When the set was written, before the round's changes: 85 of 89 (de 20/20, fr 53/57 with one
 * unexpected entry, it 12/12).
 * Raised at the end of round 19 (issue 15): fr 56 → 57.
 */
const MEASURED: MeasuredScores = { de: { expected: 20, strict: 20 }, fr: { expected: 57, strict: 57 }, it: { expected: 12, strict: 12 } };

describe("formulations of register practice, sixth generalisation round (held out, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-5.json", MEASURED);
});
