/**
 * The second held-out set of parser round 16 (issue 15; test/fixtures/person-lines/formulations-held-out-14.json): 50
 * hand-written whole notices weighted towards Italian and French prose (it 18/58, fr 20/74, de 12/43 entries), in the
 * style of real cantonal prose and lists, written blind to the parser (its author read neither its source, its
 * vocabulary data, docs/parser.md beyond its Output section, nor the earlier formulation sets) and not tuned on: its
 * misses are never printed (docs/parser.md, Measuring). The test keeps the strict score per language from falling below
 * the one measured when the set was written. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. When the set was written, by the parser of main (commit 1708a5c, round
 * 15): 168 of 175 (de 39/43, fr 73/74, it 56/58; core 168; no unexpected entry).
 * Raised at the end of issue 15 round 18 (German signing nouns with their capital, deaths, register numbers, the
 * notice's name order): de 39 → 43.
 */
const MEASURED: MeasuredScores = { de: { expected: 43, strict: 43 }, fr: { expected: 74, strict: 73 }, it: { expected: 58, strict: 56 } };

describe("formulations of register practice, round 16, Italian- and French-weighted (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-14.json", MEASURED);
});
