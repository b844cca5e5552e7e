/**
 * The first held-out set of parser round 15 (issue 15; test/fixtures/person-lines/formulations-held-out-11.json): 51
 * hand-written whole notices weighted towards German (de 25/91, fr 16/61, it 10/34 entries), in the style of real
 * cantonal lists and prose, written blind to the parser (its author read neither its source, its vocabulary data,
 * docs/parser.md beyond its Output section, nor the earlier formulation sets) and not tuned on: its misses are never
 * printed (docs/parser.md, Measuring). The test keeps the strict score per language from falling below the one
 * measured when the set was written. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. When the set was written, by the parser of main (commit 5414fda, round
 * 14): 168 of 186 (de 79/91, fr 59/61, it 30/34; core 171; one unexpected entry, German). After round 15 (its German
 * part never saw the set; its Italian part saw the aggregates; both merged, aggregate only): 171 of 186 (de 80/91, fr
 * 59/61, it 32/34; core 175; no unexpected entry).
 * Raised at the end of issue 15 round 18 (German signing nouns with their capital, deaths, register numbers, the
 * notice's name order): de 80 → 83.
 * Raised at the end of round 19 (issue 15): de 83 → 84, fr 59 → 60.
 */
// Round 24 (a closing plural role is not given to a person before the last with a role of their own): German 84 → 85.
const MEASURED: MeasuredScores = { de: { expected: 91, strict: 85 }, fr: { expected: 61, strict: 60 }, it: { expected: 34, strict: 32 } };

describe("formulations of register practice, round 15, German-weighted (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-11.json", MEASURED);
});
