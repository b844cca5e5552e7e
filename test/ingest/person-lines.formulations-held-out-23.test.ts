/**
 * A blind set of parser round 18 (issue 15; test/fixtures/person-lines/formulations-held-out-23.json): 45 hand-written whole notices (de 15 notices/61 entries, fr 15/63, it 15/56),
 * lists and prose of every canton's manner, written blind to the parser at the start of the round (its author read neither its
 * source, its vocabulary data, docs/parser.md, nor the earlier formulation sets, and reported only its counts) and not
 * tuned on: its misses are never printed (docs/parser.md, Measuring); the lead saw its aggregates and its misses counted by
 * field and by shape (PARSER_MISS_KINDS=2) during the round. The test keeps the strict score per language from
 * falling below the one measured at the end of the round. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main before round 18 (commit 83aaf8a): 170 of 180 (de 56/61, fr 60/63, it 54/56; core 173; 2 unexpected); at the end
 * of the round: 173 of 180 (de 56/61, fr 61/63, it 56/56; core 176; 2 unexpected).
 * Raised at the end of round 19 (issue 15): de 56 → 58.
 */
const MEASURED: MeasuredScores = { de: { expected: 61, strict: 58 }, fr: { expected: 63, strict: 61 }, it: { expected: 56, strict: 56 } };

describe("formulations of register practice, a blind set written at the start of round 18 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-23.json", MEASURED);
});
