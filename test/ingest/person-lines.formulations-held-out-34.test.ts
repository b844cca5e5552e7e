/**
 * A blind set of parser round 20 (issue 15; test/fixtures/person-lines/formulations-held-out-34.json): 45 hand-written whole notices (de 15 notices/63 entries, fr 15/62, it 15/62),
 * a week's everyday mutations of every language region and kind of company, written blind to the parser during the round
 * (its author read neither its source, its vocabulary data, docs/parser.md, nor the earlier formulation sets, and reported
 * only its counts), scored only in aggregate and not tuned on: its misses were never printed, not even by shape
 * (docs/parser.md, Measuring). The test keeps the strict score per language from falling below the one measured at the
 * end of the round. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main before round 20 (commit 75d8612): 183 of 187 (de 63/63,
 * fr 61/62, it 59/62); at the end of the round: every one.
 */
const MEASURED: MeasuredScores = { de: { expected: 63, strict: 63 }, fr: { expected: 62, strict: 62 }, it: { expected: 62, strict: 62 } };

describe("formulations of register practice, a blind set written during round 20 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-34.json", MEASURED);
});
