/**
 * A blind set of parser round 17 (issue 15; test/fixtures/person-lines/formulations-held-out-17.json): 45 hand-written whole notices weighted to German (de 30 notices/117 entries, fr 8/33, it 7/24),
 * lists and prose of every canton's manner, written blind to the parser (its author read neither its source, its
 * vocabulary data, docs/parser.md beyond its Output section, nor the earlier formulation sets, and reported only its
 * counts) and not tuned on: its misses are never printed (docs/parser.md, Measuring). The test keeps the strict score per
 * language from falling below the one measured after the round's first change. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main before round 17 (commit 30e0260): 155 of 174 (de 98/117, fr 33/33, it 24/24; core 155); after the
 * round's first change (names written given name first, commit 9b107aa): 162 of 174 (de 105/117, fr 33/33, it 24/24; core 162);
 * at the end of the round: 167 (de 110/117; core 167).
 * Raised at the end of issue 15 round 18 (German signing nouns with their capital, deaths, register numbers, the
 * notice's name order): de 110 → 115; in round 23 (a predicate before a colon and its persons one per `;` part): de 115 → 116.
 */
const MEASURED: MeasuredScores = { de: { expected: 117, strict: 116 }, fr: { expected: 33, strict: 33 }, it: { expected: 24, strict: 24 } };

describe("formulations of register practice, a blind set of round 17 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-17.json", MEASURED);
});
