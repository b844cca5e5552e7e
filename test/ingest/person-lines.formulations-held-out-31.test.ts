/**
 * A blind set of parser round 19 (issue 15; test/fixtures/person-lines/formulations-held-out-31.json): 45 hand-written whole notices (de 15 notices/62 entries, fr 15/59, it 15/57), lists and prose of every language region and kind of company,
 * written blind to the parser during the round, after most of its changes (its author read neither its source, its vocabulary data,
 * docs/parser.md, nor the earlier formulation sets, and reported only its counts) and not tuned on (docs/parser.md,
 * Measuring). The test keeps the strict score per language from falling below the one measured at the end of the
 * round. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main before round 19 (commit ec7386e): 175 of 178 (de 61/62, fr 59/59, it 55/57); the same after the changes of the round up to 7737927.
 * Raised in round 23 (a predicate before a colon and its persons one per `;` part): it 55 → 56.
 */
const MEASURED: MeasuredScores = { de: { expected: 62, strict: 61 }, fr: { expected: 59, strict: 59 }, it: { expected: 57, strict: 56 } };

describe("formulations of register practice, a blind set written during round 19 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-31.json", MEASURED);
});
