/**
 * A blind set of parser round 20 (issue 15; test/fixtures/person-lines/formulations-held-out-36.json): 45 hand-written whole notices (de 15 notices/67 entries, fr 15/66, it 15/58),
 * a typical week of GE, VD, NE, FR, ZH, BE, SG, BS and TI (new entries, mutations, signing changes, auditors,
 * liquidations, deletions), written blind to the parser at the end of the round (its author read neither its source, its
 * vocabulary data, docs/parser.md, nor the earlier formulation sets, and reported only its counts), scored only in
 * aggregate and not tuned on: its misses were never printed, not even by shape (docs/parser.md, Measuring). The test
 * keeps the strict score per language from falling below the one measured at the end of the round. ACCURACY_REPORT=1
 * prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main before round 20 (commit 75d8612): 186 of 191, one
 * German entry unexpected (de 67/67, fr 64/66, it 55/58); the same at the end of the round.
 */
const MEASURED: MeasuredScores = { de: { expected: 67, strict: 67 }, fr: { expected: 66, strict: 64 }, it: { expected: 58, strict: 55 } };

describe("formulations of register practice, a blind set written at the end of round 20 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-36.json", MEASURED);
});
