/**
 * A blind set of parser round 17 (issue 15; test/fixtures/person-lines/formulations-held-out-19.json): 45 hand-written whole notices weighted to German (de 32 notices/125 entries, fr 7/29, it 6/22),
 * lists and prose of every canton's manner, written blind to the parser during the round (its author read neither its
 * source, its vocabulary data, docs/parser.md beyond its Output section, nor the earlier formulation sets, and reported
 * only its counts) and not tuned on: its misses are never printed (docs/parser.md, Measuring). The test keeps the strict
 * score per language from falling below the one measured at the end of the round. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main before round 17 (commit 30e0260): 131 of 176 (de 88/125, fr 28/29, it 15/22; core 132); at the end
 * of the round: 165 of 176 (de 115/125, fr 28/29, it 22/22; core 166).
 * Raised at the end of issue 15 round 18 (German signing nouns with their capital, deaths, register numbers, the
 * notice's name order): de 115 → 119.
 * Raised at the end of round 19 (issue 15): fr 28 → 29.
 * Raised at the end of round 20 (issue 15; a German role before the name with its body in the genitive, or with the
 * name between commas after it): de 119 → 121.
 */
const MEASURED: MeasuredScores = { de: { expected: 125, strict: 121 }, fr: { expected: 29, strict: 29 }, it: { expected: 22, strict: 22 } };

describe("formulations of register practice, a blind set written during round 17 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-19.json", MEASURED);
});
