/**
 * A blind set of parser round 19 (issue 15; test/fixtures/person-lines/formulations-held-out-28.json): 45 hand-written whole notices (de 20 notices/77 entries, fr 15/60, it 10/34), daily-summary lists and prose of every canton's manner,
 * written blind to the parser before the round's changes (its author read neither its source, its vocabulary data,
 * docs/parser.md, nor the earlier formulation sets, and reported only its counts) and not tuned on (docs/parser.md,
 * Measuring). The test keeps the strict score per language from falling below the one measured at the end of the
 * round. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main before round 19 (commit ec7386e): 165 of 171 (de 73/77, fr 58/60, it 34/34).
 * Raised at the end of round 19 (issue 15): de 73 → 74, fr 58 → 59.
 * Raised at the end of round 20 (academic titles of several words before a name given first): de 74 → 75.
 */
const MEASURED: MeasuredScores = { de: { expected: 77, strict: 75 }, fr: { expected: 60, strict: 59 }, it: { expected: 34, strict: 34 } };

describe("formulations of register practice, a blind set written before round 19 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-28.json", MEASURED);
});
