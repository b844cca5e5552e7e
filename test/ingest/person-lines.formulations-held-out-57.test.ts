/**
 * A blind set written during parser round 26 (issue 15; test/fixtures/person-lines/formulations-held-out-57.json): 50
 * hand-written notices in the compact form of the Zefix daily summaries and the SOGC daily lists, 2001–2026, in the
 * three languages (de 20 notices/96 entries, fr 15/63, it 15/63; 222 entries: 79 removed, 143 added, 23 of them firms).
 * Written blind to the parser (its author read neither its source, its vocabulary data, docs/parser.md, nor the earlier
 * formulation sets, and reported only its counts), after most of the round's changes; scored once in aggregate: every
 * entry read, no unexpected entry, the same on `main` at the start of the round (`0646189`). ACCURACY_REPORT=1 prints the
 * scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/** Strict entries read exactly, per language, at the end of round 26: every entry (`0646189`: every entry). */
const MEASURED: MeasuredScores = { de: { expected: 96, strict: 96 }, fr: { expected: 63, strict: 63 }, it: { expected: 63, strict: 63 } };

describe("formulations of register practice, a blind set of daily-summary lists in three languages written during round 26 (held out, written blind to the parser)", () => {
  keepsHeldOutScores("formulations-held-out-57.json", MEASURED);
});
