/**
 * A blind set written at the end of parser round 24 (issue 15; test/fixtures/person-lines/formulations-held-out-47.json):
 * 60 hand-written whole notices of all periods (fr 24 notices/115 entries, de 18/76, it 18/72): the daily summaries'
 * lists and the prose of German cantons, the lists of Fribourg and Valais and the prose of Vaud, Geneva, Neuchâtel and
 * the Jura, Ticino's lists and prose. Written blind to the parser (its author read neither its source, its vocabulary
 * data, docs/parser.md, nor the earlier formulation sets, and reported only its counts), after the round's changes;
 * scored once in aggregate, its misses not looked at, so it is still unseen. Its author read the labelling README after
 * round 24 had added the convention for a firm's representative, and two of its notices (one French, one Italian) have
 * one: those measure the convention against its own statement. Without them the end of the round and `main` at its
 * start (`be28f21`) score the same: de 75/76, fr 107/111 with one unexpected entry, it 68/69. ACCURACY_REPORT=1 prints
 * the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/** Strict entries read exactly, per language, at the end of round 24: 257 of 263 (de 75/76, fr 111/115 with one unexpected entry, it 71/72); `be28f21`: de 75, fr 109, it 70. */
const MEASURED: MeasuredScores = { de: { expected: 76, strict: 75 }, fr: { expected: 115, strict: 111 }, it: { expected: 72, strict: 71 } };

describe("formulations of register practice, a blind set written at the end of round 24 (held out, written blind to the parser)", () => {
  keepsHeldOutScores("formulations-held-out-47.json", MEASURED);
});
