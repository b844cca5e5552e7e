/**
 * The first held-out set of parser round 16 (issue 15; test/fixtures/person-lines/formulations-held-out-13.json): 51
 * hand-written whole notices weighted towards German (de 27/91, fr 12/44, it 12/40 entries), in the style of real
 * daily-summary lists and cantonal prose, written blind to the parser (its author read neither its source, its
 * vocabulary data, docs/parser.md beyond its Output section, nor the earlier formulation sets) and not tuned on: its
 * misses are never printed (docs/parser.md, Measuring). The test keeps the strict score per language from falling below
 * the one measured when the set was written. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. When the set was written, by the parser of main (commit 1708a5c, round
 * 15): 163 of 175 (de 80/91, fr 44/44, it 39/40; core 165; no unexpected entry); after round 17 (names written given
 * name first, commit 9b107aa): 167 (de 84/91; core 168); at the end of the round: 170 (de 87/91; core 171).
 * Raised at the end of issue 15 round 18 (German signing nouns with their capital, deaths, register numbers, the
 * notice's name order): de 87 → 88.
 */
const MEASURED: MeasuredScores = { de: { expected: 91, strict: 88 }, fr: { expected: 44, strict: 44 }, it: { expected: 40, strict: 39 } };

describe("formulations of register practice, round 16, German-weighted (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-13.json", MEASURED);
});
