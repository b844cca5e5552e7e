/**
 * The held-out set of the seventh generalisation round (issue 15 round 8;
 * test/fixtures/person-lines/formulations-held-out-6.json): 52 hand-written whole notices in fr/de/it (139 entries) in
 * the style of real prose, written before that round's parser changes and not tuned on: its misses are never printed
 * (docs/parser.md, Measuring). The parser is not required to read every case; the test keeps the strict score, in all and
 * per language, from falling below the one measured at the end of the round. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language, at the end of the round: 139 of 139 (de 41/41, fr 78/78, it 20/20; no
 * unexpected entry); the whole gain comes from the order of a departure's roles, a label convention of the set's own
 * author (docs/parser.md). When the set was written, before the round's changes: 134 of 139 (de 41/41, fr 73/78, it
 * 20/20), after one label was brought to the sets' convention (a German conferral's signing lower-cased, as
 * `formulations-held-out.json` writes it; 132 before that correction).
 */
const MEASURED: MeasuredScores = { de: { expected: 41, strict: 41 }, fr: { expected: 78, strict: 78 }, it: { expected: 20, strict: 20 } };

describe("formulations of register practice, seventh generalisation round (held out, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-6.json", MEASURED);
});
