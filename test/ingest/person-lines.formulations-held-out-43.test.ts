/**
 * A blind set written at the end of parser round 23 (issue 15; test/fixtures/person-lines/formulations-held-out-43.json):
 * 60 hand-written whole notices (de 20 notices/85 entries, it 20/75, fr 20/89): the German prose of Bern, Lucerne, St.
 * Gallen, Graubünden, Thurgau, Aargau, Solothurn, Basel-Landschaft and Upper Valais and the daily summaries of Zurich,
 * Zug, Schwyz and Basel-Stadt; Ticino's and Grigioni italiano's prose and lists; the prose and lists of Vaud, Geneva,
 * Neuchâtel, Fribourg, Valais, Jura and the Bernese Jura. Written blind to the parser (its author read neither its
 * source, its vocabulary data, docs/parser.md, nor the earlier formulation sets, and reported only its counts). Scored
 * once, in aggregate, after the round's changes; its misses have not been looked at, so it is still unseen. The test
 * keeps the strict score per language from falling below the one measured. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/** Strict entries read exactly, per language, by the end of round 23 (and the same by main at c7574d3): 246 of 249 (de 83/85, fr 88/89, it 75/75; no unexpected entry). */
const MEASURED: MeasuredScores = { de: { expected: 85, strict: 83 }, fr: { expected: 89, strict: 88 }, it: { expected: 75, strict: 75 } };

describe("formulations of register practice, a blind set written after round 23 (held out, written blind to the parser)", () => {
  keepsHeldOutScores("formulations-held-out-43.json", MEASURED);
});
