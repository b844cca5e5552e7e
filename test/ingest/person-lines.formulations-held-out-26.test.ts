/**
 * A blind set of parser round 19 (issue 15; test/fixtures/person-lines/formulations-held-out-26.json): 45 hand-written whole notices (de 12 notices/46 entries, fr 25/92, it 8/26), mostly the French prose of VD, GE and NE,
 * written blind to the parser before the round's changes (its author read neither its source, its vocabulary data,
 * docs/parser.md, nor the earlier formulation sets, and reported only its counts) and not tuned on (docs/parser.md,
 * Measuring). The test keeps the strict score per language from falling below the one measured at the end of the
 * round. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main before round 19 (commit ec7386e): 155 of 164 (de 44/46, fr 85/92, it 26/26).
 * Raised at the end of round 19 (issue 15): de 44 → 45, fr 85 → 87.
 */
const MEASURED: MeasuredScores = { de: { expected: 46, strict: 45 }, fr: { expected: 92, strict: 87 }, it: { expected: 26, strict: 26 } };

describe("formulations of register practice, a blind set written before round 19 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-26.json", MEASURED);
});
