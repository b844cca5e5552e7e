/**
 * A blind set of parser round 17 (issue 15; test/fixtures/person-lines/formulations-held-out-20.json): 45 hand-written whole notices of every language (de 17 notices/57 entries, fr 16/62, it 12/42),
 * lists and prose of every canton's manner, written blind to the parser during the round (its author read neither its
 * source, its vocabulary data, docs/parser.md beyond its Output section, nor the earlier formulation sets, and reported
 * only its counts) and not tuned on: its misses are never printed (docs/parser.md, Measuring). The test keeps the strict
 * score per language from falling below the one measured at the end of the round. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main before round 17 (commit 30e0260): 145 of 161 (de 49/57, fr 57/62, it 39/42; core 149); at the end
 * of the round: 152 of 161 (de 56/57, fr 57/62, it 39/42; core 156).
 * Raised at the end of issue 15 round 18 (German signing nouns with their capital, deaths, register numbers, the
 * notice's name order): fr 57 → 58, it 39 → 40.
 * Raised at the end of round 19 (issue 15): fr 58 → 59, it 40 → 42.
 */
// Round 24 (a closing plural role is not given to a person before the last with a role of their own): French 59 → 60.
const MEASURED: MeasuredScores = { de: { expected: 57, strict: 56 }, fr: { expected: 62, strict: 60 }, it: { expected: 42, strict: 42 } };

describe("formulations of register practice, a blind set written during round 17 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-20.json", MEASURED);
});
