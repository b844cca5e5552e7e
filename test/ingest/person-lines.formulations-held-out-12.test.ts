/**
 * The second held-out set of parser round 15 (issue 15; test/fixtures/person-lines/formulations-held-out-12.json): 45
 * hand-written whole notices weighted towards French and Italian (fr 20/77, it 15/51, de 10/35 entries), in the style
 * of real cantonal prose and lists, written blind to the parser (its author read neither its source, its vocabulary
 * data, docs/parser.md beyond its Output section, nor the earlier formulation sets) and not tuned on: its misses are
 * never printed (docs/parser.md, Measuring). The test keeps the strict score per language from falling below the one
 * measured when the set was written. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. When the set was written, by the parser of main (commit 5414fda, round
 * 14): 155 of 163 (de 32/35, fr 77/77, it 46/51; core 157; no unexpected entry). After round 15 (both parts merged,
 * aggregate only): 156 of 163 (it 47/51; core 158).
 * Raised at the end of issue 15 round 18 (German signing nouns with their capital, deaths, register numbers, the
 * notice's name order): de 32 → 35, it 47 → 48.
 */
const MEASURED: MeasuredScores = { de: { expected: 35, strict: 35 }, fr: { expected: 77, strict: 77 }, it: { expected: 51, strict: 48 } };

describe("formulations of register practice, round 15, French- and Italian-weighted (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-12.json", MEASURED);
});
