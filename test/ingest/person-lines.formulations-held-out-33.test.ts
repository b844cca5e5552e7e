/**
 * A blind set of parser round 20 (issue 15; test/fixtures/person-lines/formulations-held-out-33.json): 45 hand-written whole notices (de 15 notices/59 entries, fr 15/63, it 15/56),
 * the running prose of Vaud, Geneva, Neuchâtel, Fribourg, Valais, Jura and Ticino and German prose of Fribourg, Valais and
 * Bern, written blind to the parser at the start of the round (its author read neither its source, its vocabulary data,
 * docs/parser.md, nor the earlier formulation sets, and reported only its counts) and not tuned on; the shapes of its
 * misses were looked at (docs/parser.md, Measuring, round 20). The test keeps the strict score per language from falling
 * below the one measured at the end of the round. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main before round 20 (commit 75d8612): 171 of 178 (de 55/59,
 * fr 62/63, it 54/56); at the end of the round: 173 (de 57/59: a German role before the name with its body in the genitive,
 * or with the name between commas after it).
 */
// Round 24 (a cession to a cessionary named for reference before the cedent's departure): French 62 → 63.
const MEASURED: MeasuredScores = { de: { expected: 59, strict: 57 }, fr: { expected: 63, strict: 63 }, it: { expected: 56, strict: 54 } };

describe("formulations of register practice, a blind set written for round 20 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-33.json", MEASURED);
});
