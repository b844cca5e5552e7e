/**
 * A blind set written at the start of parser round 24 (issue 15; test/fixtures/person-lines/formulations-held-out-44.json):
 * 60 hand-written whole notices (de 20 notices/91 entries, fr 20/91, it 20/82) in the styles of the Amtsblattportal's
 * mutations since 2020, the German daily summaries and prose, the lists of Fribourg, Valais and Ticino and the prose of
 * Vaud, Geneva, Neuchâtel, Jura and Grigioni italiano. Written blind to the parser (its author read neither its source,
 * its vocabulary data, docs/parser.md, nor the earlier formulation sets, and reported only its counts). Scored once, in
 * aggregate, on `main` at the start of the round (`be28f21`) and after the round's changes, with the same result; its
 * misses have not been looked at, so it is still unseen. The test keeps the strict score per language from falling
 * below the one measured. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/** Strict entries read exactly, per language, at the start and the end of round 24: 259 of 264 (de 89/91, fr 89/91, it 81/82; no unexpected entry). */
const MEASURED: MeasuredScores = { de: { expected: 91, strict: 89 }, fr: { expected: 91, strict: 89 }, it: { expected: 82, strict: 81 } };

describe("formulations of register practice, a blind set written at the start of round 24 (held out, written blind to the parser)", () => {
  keepsHeldOutScores("formulations-held-out-44.json", MEASURED);
});
