/**
 * A blind set written at the end of parser round 24 (issue 15; test/fixtures/person-lines/formulations-held-out-46.json):
 * 60 hand-written whole notices weighted toward the French prose of Geneva, Vaud and Neuchâtel as the FOSC prints it
 * today (fr 30 notices/123 entries, de 15/64, it 15/60). Written blind to the parser (its author read neither its
 * source, its vocabulary data, docs/parser.md, nor the earlier formulation sets, and reported only its counts). Scored
 * in aggregate after the round's changes and on `main` at the start of the round (`be28f21`), with the same result,
 * before anyone looked at it. The test keeps the strict score per language from falling below the one measured.
 * ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/** Strict entries read exactly, per language, before it was looked at: 239 of 247 (de 63/64, fr 116/123, it 60/60; no unexpected entry). */
// Round 24 (a cession to a cessionary named for reference before the cedent's departure, found from this set's French miss shapes, so the set is no longer unseen): French 116 → 117.
// Round 24 (a closing plural role is not given to a person before the last with a role of their own): French 117 → 118.
const MEASURED: MeasuredScores = { de: { expected: 64, strict: 63 }, fr: { expected: 123, strict: 118 }, it: { expected: 60, strict: 60 } };

describe("formulations of register practice, a blind set written at the end of round 24 (held out, written blind to the parser)", () => {
  keepsHeldOutScores("formulations-held-out-46.json", MEASURED);
});
