/**
 * A blind set written after parser round 21 (issue 15; test/fixtures/person-lines/formulations-held-out-41.json): 60
 * hand-written whole notices weighted on the French prose of the offices of Vaud, Geneva, Neuchâtel, Fribourg, Valais
 * and Jura as the FOSC prints it today (fr 30 notices/124 entries, it 15/49, de 15/59): long sentences naming several
 * persons, legal entities as officers and the natural persons who act for them, liquidations, auditors, new entries
 * with every founder and officer; Ticino's prose and lists; the German daily summaries and the prose of Bern, Fribourg
 * and Valais. Written blind to the parser (its author read neither its source, its vocabulary data, docs/parser.md,
 * nor the earlier formulation sets, and reported only its counts). Scored before anyone looked at it; then its miss
 * shapes were looked at (word classes, never its words) and round 22 gained three French entries (docs/parser.md,
 * Measuring, round 22): it is no longer unseen. The test keeps the strict score per language from falling below the
 * one measured. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main at 5201ceb (after round 21), before anyone looked
 * at its misses: 221 of 232 (de 57/59, fr 115/124 with 3 unexpected entries, it 49/49); after round 22, fr 118/124.
 */
const MEASURED: MeasuredScores = { de: { expected: 59, strict: 57 }, fr: { expected: 124, strict: 118 }, it: { expected: 49, strict: 49 } };

describe("formulations of register practice, a blind set of French prose written after round 21 (held out, written blind to the parser)", () => {
  keepsHeldOutScores("formulations-held-out-41.json", MEASURED);
});
