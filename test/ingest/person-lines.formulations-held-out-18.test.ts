/**
 * A blind set of parser round 17 (issue 15; test/fixtures/person-lines/formulations-held-out-18.json): 45 hand-written whole notices of every language (de 18 notices/63 entries, fr 15/61, it 12/39),
 * lists and prose of every canton's manner, written blind to the parser (its author read neither its source, its
 * vocabulary data, docs/parser.md beyond its Output section, nor the earlier formulation sets, and reported only its
 * counts) and not tuned on: its misses are never printed (docs/parser.md, Measuring). The test keeps the strict score per
 * language from falling below the one measured after the round's first change. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main before round 17 (commit 30e0260): 152 of 163 (de 59/63, fr 57/61, it 36/39; core 153; 1 unexpected Italian entry); after the
 * round's first change (names written given name first, commit 9b107aa): 154 of 163 (de 59/63, fr 58/61, it 37/39; core 155; the same unexpected entry); at the end of the round: 155 (de 60/63; core 156). Round 18 traded one German entry here for one in held-out-17: a
 * name whose sentence tells no order is read in the order of the notice's other names (docs/parser.md, Grammar item 23).
 * Raised at the end of round 19 (issue 15): fr 58 → 59.
 */
const MEASURED: MeasuredScores = { de: { expected: 63, strict: 59 }, fr: { expected: 61, strict: 59 }, it: { expected: 39, strict: 37 } };

describe("formulations of register practice, a blind set of round 17 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-18.json", MEASURED);
});
