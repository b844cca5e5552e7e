/**
 * A blind set of parser round 18 (issue 15; test/fixtures/person-lines/formulations-held-out-22.json): 45 hand-written whole notices (fr 25 notices/100 entries, it 12/46, de 8/33),
 * lists and prose of every canton's manner, written blind to the parser at the start of the round (its author read neither its
 * source, its vocabulary data, docs/parser.md, nor the earlier formulation sets, and reported only its counts) and not
 * tuned on: its misses are never printed (docs/parser.md, Measuring); the lead saw its aggregates and its misses counted by
 * field and by shape (PARSER_MISS_KINDS=2) during the round. The test keeps the strict score per language from
 * falling below the one measured at the end of the round. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main before round 18 (commit 83aaf8a): 168 of 179 (de 31/33, fr 93/100, it 44/46; core 169; 1 unexpected); at the end
 * of the round: 174 of 179 (de 32/33, fr 96/100, it 46/46; core 175; 1 unexpected). Round 19 lowered French to 95: a
 * second word no list knows before a known given name is read by its letters (`givenNameLikeness`), which gained 3
 * German and 2 French entries over the blind sets held-out-8 to -27 and cost this one.
 */
const MEASURED: MeasuredScores = { de: { expected: 33, strict: 32 }, fr: { expected: 100, strict: 95 }, it: { expected: 46, strict: 46 } };

describe("formulations of register practice, a blind set written at the start of round 18 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-22.json", MEASURED);
});
