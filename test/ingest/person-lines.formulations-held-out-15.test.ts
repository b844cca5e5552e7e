/**
 * The third held-out set of parser round 16 (issue 15; test/fixtures/person-lines/formulations-held-out-15.json): 45
 * hand-written whole notices strongly weighted towards German (de 30/115, fr 8/28, it 7/25 entries), half of the German
 * ones daily-summary lists and half running prose of the German-speaking cantons, written blind to the parser (its
 * author read neither its source, its vocabulary data, docs/parser.md beyond its Output section, nor the earlier
 * formulation sets) and not tuned on: its misses are never printed (docs/parser.md, Measuring). The test keeps the
 * strict score per language from falling below the one measured when the set was written. ACCURACY_REPORT=1 prints the
 * scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. When the set was written, by the parser of main (commit a7e7c2b, round
 * 15): 151 of 168 (de 98/115, fr 28/28, it 25/25; core 152; 3 unexpected entries, German); after round 17 (names
 * written given name first, commit 9b107aa): 155 (de 102/115; core 158); at the end of the round: 158 (de 105/115; core 161).
 * Raised at the end of issue 15 round 18 (German signing nouns with their capital, deaths, register numbers, the
 * notice's name order): de 105 → 108.
 * Raised at the end of round 20 (issue 15; a German role before the name with its body in the genitive, or with the
 * name between commas after it): de 108 → 110.
 * Raised in round 21 (a German verb-second heading before the list, `Neu sind Direktoren mit …:`): de 110 → 112.
 */
const MEASURED: MeasuredScores = { de: { expected: 115, strict: 112 }, fr: { expected: 28, strict: 28 }, it: { expected: 25, strict: 25 } };

describe("formulations of register practice, round 16, German lists and prose (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-15.json", MEASURED);
});
