/**
 * A blind set of parser round 20 (issue 15; test/fixtures/person-lines/formulations-held-out-35.json): 45 hand-written whole notices (de 15 notices/72 entries, fr 15/72, it 15/62),
 * harder variety (several persons per sentence, changes of role and signing, leavers and their replacements in one notice,
 * particles, double family names, titles, foreigners, firms with numbers, corrections), written blind to the parser during
 * the round (its author read neither its source, its vocabulary data, docs/parser.md, nor the earlier formulation sets,
 * and reported only its counts) and not tuned on; the shapes of its misses were looked at once (docs/parser.md,
 * Measuring, round 20). The test keeps the strict score per language from falling below the one measured at the end of
 * the round. ACCURACY_REPORT=1 prints the scores.
 */
import { describe } from "vitest";
import { keepsHeldOutScores, type MeasuredScores } from "./formulation-cases.js";

/**
 * Strict entries read exactly, per language. By the parser of main before round 20 (commit 75d8612): 194 of 206 (de 68/72,
 * fr 65/72, it 61/62); at the end of the round: 195 (it 62/62).
 */
// Round 24 (a cession to a cessionary named for reference before the cedent's departure): French 65 → 66.
const MEASURED: MeasuredScores = { de: { expected: 72, strict: 68 }, fr: { expected: 72, strict: 66 }, it: { expected: 62, strict: 62 } };

describe("formulations of register practice, a blind set written during round 20 (held out, written blind to the parser, not tuned on)", () => {
  keepsHeldOutScores("formulations-held-out-35.json", MEASURED);
});
