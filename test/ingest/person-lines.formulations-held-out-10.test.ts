/**
 * The held-out set of parser round 14 (issue 15; test/fixtures/person-lines/formulations-held-out-10.json): 48
 * hand-written whole notices in fr/de/it (170 entries) in the style of real cantonal prose and lists, written blind to
 * the parser (its author read neither its source, its vocabulary data, docs/parser.md beyond its Output section, nor
 * the earlier formulation sets) and not tuned on: its misses are never printed (docs/parser.md, Measuring). The test
 * keeps the strict score per language from falling below the one measured when the set was written.
 * ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. When the set was written, by the parser of main (commit ada1de6, round
 * 13): 163 of 170 (de 44/49, fr 93/94, it 26/27; core 165; no unexpected entry). After round 14 (branch `parser14`,
 * whose author never saw the set): unchanged.
 * Raised at the end of issue 15 round 18 (German signing nouns with their capital, deaths, register numbers, the
 * notice's name order): de 44 → 46; in round 23 (a predicate before a colon and its persons one per `;` part): de 46 → 47.
 */
const MEASURED: MeasuredScores = { de: { expected: 49, strict: 47 }, fr: { expected: 94, strict: 93 }, it: { expected: 27, strict: 26 } };

describe("formulations of register practice, round 14 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-10.json", MEASURED);
});
