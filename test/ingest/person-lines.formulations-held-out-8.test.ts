/**
 * The held-out set of parser round 11 (issue 15; test/fixtures/person-lines/formulations-held-out-8.json): 45
 * hand-written whole notices in fr/de/it (128 entries) in the style of real cantonal prose and lists, written blind to
 * the parser (its author read neither its source, its vocabulary data, docs/parser.md beyond its Output section, nor
 * the earlier formulation sets) and not tuned on: its misses are never printed (docs/parser.md, Measuring). The test
 * keeps the strict score per language from falling below the one measured when the set was written.
 * ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. When the set was written, by the parser of main (commit c7dc4cb): 115 of
 * 128 (de 33/35, fr 65/75, it 17/18; core 121; no unexpected entry). After round 11 (scored once, at its merge; its
 * author never opened the set): 117 of 128 (de 34/35, fr 66/75, it 17/18; core 122; no unexpected entry). After round
 * 15's German part (aggregate only): 119 of 128 (fr 68/75; core 124); after both parts of round 15, merged: 120 of 128
 * (fr 69/75; core 125).
 * Raised at the end of round 19 (issue 15): fr 69 → 72.
 */
// Round 24 (a cession to a cessionary named for reference before the cedent's departure): French 72 → 73.
const MEASURED: MeasuredScores = { de: { expected: 35, strict: 34 }, fr: { expected: 75, strict: 73 }, it: { expected: 18, strict: 17 } };

describe("formulations of register practice, round 11 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-8.json", MEASURED);
});
