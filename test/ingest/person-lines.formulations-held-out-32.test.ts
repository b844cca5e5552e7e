/**
 * A blind set of parser round 20 (issue 15; test/fixtures/person-lines/formulations-held-out-32.json): 45 hand-written whole notices (de 15 notices/62 entries, fr 15/65, it 15/58),
 * the register's structured formats (SHAB templates since 2020, the old Zefix daily summaries, the lists of the French-speaking
 * cantons), written blind to the parser at the start of the round (its author read neither its source, its vocabulary data,
 * docs/parser.md, nor the earlier formulation sets, and reported only its counts) and not tuned on; the shapes of its
 * Italian misses were looked at once (docs/parser.md, Measuring, round 20). The test keeps the strict score per language
 * from falling below the one measured at the end of the round. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main before round 20 (commit 75d8612): 170 of 185 (de 62/62,
 * fr 64/65, it 44/58); after the round: 184 (it 58/58).
 */
const MEASURED: MeasuredScores = { de: { expected: 62, strict: 62 }, fr: { expected: 65, strict: 64 }, it: { expected: 58, strict: 58 } };

describe("formulations of register practice, a blind set written for round 20 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-32.json", MEASURED);
});
