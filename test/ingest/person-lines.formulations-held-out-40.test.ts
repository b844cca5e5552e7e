/**
 * A blind set written after parser round 21 (issue 15; test/fixtures/person-lines/formulations-held-out-40.json): 60
 * hand-written whole notices (de 22 notices/85 entries, fr 20/69, it 18/59) of sixteen cantons' offices: daily-summary
 * lists and prose, new entries with founders and officers, deletions, auditors, liquidators, changes of function and
 * signing with the earlier one, nationalities, foreign residences, women's forms, double names, particles, titles.
 * Written blind to the parser (its author read neither its source, its vocabulary data, docs/parser.md, nor the
 * earlier formulation sets, and reported only its counts) and not tuned on: scored once in aggregate and by its three
 * misses' shapes, never its texts; round 22's changes were found from probe sentences and another set and left its
 * score as it was. The test keeps the strict score per language from falling below the one measured.
 * ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language, by the parser of main at 5201ceb (after round 21): 211 of 213 (de 84/85,
 * fr 68/69 with one unexpected entry, it 59/59).
 */
const MEASURED: MeasuredScores = { de: { expected: 85, strict: 84 }, fr: { expected: 69, strict: 68 }, it: { expected: 59, strict: 59 } };

describe("formulations of register practice, a blind set written after round 21 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-40.json", MEASURED);
});
