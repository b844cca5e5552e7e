/**
 * A blind set of parser round 21 (issue 15; test/fixtures/person-lines/formulations-held-out-39.json): 45 hand-written whole notices (de 25 notices/61 entries, it 20/54):
 * German daily-summary lists of Zürich, Bern, Basel, Luzern, St. Gallen, Aargau and Graubünden and the prose of Bern,
 * Fribourg and Valais; Italian prose and lists of Ticino and Grigioni italiano; persons described at another firm,
 * firms represented by a natural person, auditors, liquidators, changes of function and signing, corrections, titles.
 * Written blind to the parser during the round (its author read neither its source, its vocabulary data, docs/parser.md,
 * nor the earlier formulation sets, and reported only its counts) and not tuned on; the shapes of its misses were looked
 * at (docs/parser.md, Measuring, round 21). The test keeps the strict score per language from falling below the one
 * measured. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main before round 21 (commit 5121842): 112 of 115 (de
 * 60/61, it 52/54); the same after the round's changes.
 */
const MEASURED: MeasuredScores = { de: { expected: 61, strict: 60 }, fr: { expected: 0, strict: 0 }, it: { expected: 54, strict: 52 } };

describe("formulations of register practice, a blind set written during round 21 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-39.json", MEASURED);
});
