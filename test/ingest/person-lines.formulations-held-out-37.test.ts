/**
 * A blind set of parser round 20 (issue 15; test/fixtures/person-lines/formulations-held-out-37.json): 45 hand-written whole notices (de 15 notices/63 entries, fr 15/71, it 15/66),
 * long French and Italian running prose (several appointments and departures per sentence, relative clauses, pronoun
 * sentences, conferrals and withdrawals to lists of persons, changes of function) and German prose of Fribourg and
 * Valais, written blind to the parser at the end of the round (its author read neither its source, its vocabulary data,
 * docs/parser.md, nor the earlier formulation sets, and reported only its counts) and not tuned on; the shapes of its
 * misses were looked at once (docs/parser.md, Measuring, round 20). The test keeps the strict score per language from
 * falling below the one measured at the end of the round. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main before round 20 (commit 75d8612): 186 of 200, one
 * Italian entry unexpected (de 58/63, fr 68/71, it 60/66); the same at the end of the round. Round 24 (a successor in a
 * sentence of its own takes the role the sentence before removed): French 69/71.
 */
const MEASURED: MeasuredScores = { de: { expected: 63, strict: 58 }, fr: { expected: 71, strict: 69 }, it: { expected: 66, strict: 60 } };

describe("formulations of register practice, a blind set written at the end of round 20 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-37.json", MEASURED);
});
