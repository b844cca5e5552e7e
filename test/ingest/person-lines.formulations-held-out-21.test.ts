/**
 * A blind set of parser round 18 (issue 15; test/fixtures/person-lines/formulations-held-out-21.json): 45 hand-written whole notices (de 30 notices/113 entries, fr 8/37, it 7/24),
 * lists and prose of every canton's manner, written blind to the parser at the start of the round (its author read neither its
 * source, its vocabulary data, docs/parser.md, nor the earlier formulation sets, and reported only its counts) and not
 * tuned on: its misses are never printed (docs/parser.md, Measuring); the lead saw its aggregates and its misses counted by
 * field and by shape (PARSER_MISS_KINDS=2) during the round. The test keeps the strict score per language from
 * falling below the one measured at the end of the round. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main before round 18 (commit 83aaf8a): 164 of 174 (de 107/113, fr 34/37, it 23/24; core 166); at the end
 * of the round: 171 of 174 (de 112/113, fr 35/37, it 24/24; core 173).
 */
const MEASURED: MeasuredScores = { de: { expected: 113, strict: 112 }, fr: { expected: 37, strict: 35 }, it: { expected: 24, strict: 24 } };

describe("formulations of register practice, a blind set written at the start of round 18 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-21.json", MEASURED);
});
