/**
 * A blind set written during parser round 23 (issue 15; test/fixtures/person-lines/formulations-held-out-42.json): 60
 * hand-written whole notices (fr 24 notices/113 entries, de 18/80, it 18/70): the French prose of Vaud, Geneva,
 * Neuchâtel, Fribourg, Valais and Jura as the FOSC prints it today and the Fribourg and Valais lists; the German daily
 * summaries of nine cantons, the prose of Bern, Upper Valais and Graubünden, liquidations and a correction; Ticino's and
 * Grigioni italiano's lists and prose. Written blind to the parser (its author read neither its source, its vocabulary
 * data, docs/parser.md, nor the earlier formulation sets, and reported only its counts). Scored before anyone looked at
 * it, by main at c7574d3 and again by the first changes of round 23 (the same: de 75/80, fr 105/113 with 1 unexpected
 * entry, it 70/70); then its miss shapes were looked at (word classes, never its words): it is no longer unseen. The
 * test keeps the strict score per language from falling below the one measured. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/** Strict entries read exactly, per language: 250 of 263 before anyone looked at it (de 75/80, fr 105/113 with 1 unexpected, it 70/70). */
const MEASURED: MeasuredScores = { de: { expected: 80, strict: 75 }, fr: { expected: 113, strict: 105 }, it: { expected: 70, strict: 70 } };

describe("formulations of register practice, a blind set written during round 23 (held out, written blind to the parser)", () => {
  keepsHeldOutScores("formulations-held-out-42.json", MEASURED);
});
