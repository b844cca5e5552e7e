/**
 * A blind set of parser round 19 (issue 15; test/fixtures/person-lines/formulations-held-out-29.json): 45 hand-written whole notices (de 10 notices/36 entries, fr 15/56, it 20/72), mostly Italian lists and prose of TI and the Italian valleys of GR,
 * written blind to the parser before the round's changes (its author read neither its source, its vocabulary data,
 * docs/parser.md, nor the earlier formulation sets, and reported only its counts) and not tuned on (docs/parser.md,
 * Measuring). The test keeps the strict score per language from falling below the one measured at the end of the
 * round. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main before round 19 (commit ec7386e): 160 of 164 (de 36/36, fr 52/56, it 72/72).
 * Raised at the end of round 19 (issue 15): fr 52 → 53.
 */
const MEASURED: MeasuredScores = { de: { expected: 36, strict: 36 }, fr: { expected: 56, strict: 53 }, it: { expected: 72, strict: 72 } };

describe("formulations of register practice, a blind set written before round 19 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-29.json", MEASURED);
});
