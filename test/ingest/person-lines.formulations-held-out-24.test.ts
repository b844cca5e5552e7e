/**
 * A blind set of parser round 18 (issue 15; test/fixtures/person-lines/formulations-held-out-24.json): 45 hand-written whole notices (fr 20 notices/79 entries, de 15/60, it 10/37),
 * lists and prose of every canton's manner, written blind to the parser during the round, after most of its changes (its
 * author read neither its source, its vocabulary data, docs/parser.md, nor the earlier formulation sets, and reported
 * only its counts) and not tuned on: scored on main before the round and once at its end, its misses never printed
 * nor counted (docs/parser.md, Measuring). The test keeps the strict score per language from falling below the one
 * measured at the end of the round. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main before round 18 (commit 83aaf8a): 174 of 176 (de 59/60, fr 78/79, it 37/37; core 175); at the end
 * of the round: 175 of 176 (de 59/60, fr 79/79, it 37/37; core 176).
 * Raised at the end of round 19 (issue 15): de 59 → 60.
 */
const MEASURED: MeasuredScores = { de: { expected: 60, strict: 60 }, fr: { expected: 79, strict: 79 }, it: { expected: 37, strict: 37 } };

describe("formulations of register practice, a blind set written during round 18 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-24.json", MEASURED);
});
