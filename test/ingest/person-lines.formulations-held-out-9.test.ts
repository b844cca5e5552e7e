/**
 * The held-out set of parser round 12 (issue 15; test/fixtures/person-lines/formulations-held-out-9.json): 46
 * hand-written whole notices in fr/de/it (159 entries) in the style of real cantonal prose and lists, written blind to
 * the parser (its author read neither its source, its vocabulary data, docs/parser.md beyond its Output section, nor
 * the earlier formulation sets) and not tuned on: its misses are never printed (docs/parser.md, Measuring). The test
 * keeps the strict score per language from falling below the one measured when the set was written.
 * ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. When the set was written, by the parser of main (commit 1c06526): 147 of
 * 159 (de 44/48, fr 82/89, it 21/22; core 150; no unexpected entry). After round 12 (branch `parser12`, whose author
 * never opened the set; aggregate only): 148 (fr 83/89; core 151). After round 15 (both parts merged; aggregate only):
 * 149 (fr 84/89; core 152).
 * Raised at the end of issue 15 round 18 (German signing nouns with their capital, deaths, register numbers, the
 * notice's name order): de 44 → 46.
 * Raised at the end of round 19 (issue 15): fr 84 → 87.
 */
const MEASURED: MeasuredScores = { de: { expected: 48, strict: 46 }, fr: { expected: 89, strict: 87 }, it: { expected: 22, strict: 21 } };

describe("formulations of register practice, round 12 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-9.json", MEASURED);
});
