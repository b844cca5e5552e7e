/**
 * The held-out quarter of the second round of hand-written formulations (test/fixtures/person-lines/
 * formulations-held-out-2.json): every fourth case of the list as written, set aside before the parser was changed for
 * the second round and not tuned on. The parser is not required to read every case; the test keeps the strict score
 * from falling below the one measured at the end of the round (docs/parser.md, Measuring). ACCURACY_REPORT=1 prints it.
 */
import { describe, expect, it } from "vitest";
import { formatScore, scoreSet } from "../../tools/eval/parser-scoring.js";
import { formulationNotices } from "../../tools/eval/formulations.js";

/** Strict entries read exactly, out of 29: 24 before the second round, 26 after it, 28 after the third (parser3). */
const MEASURED_STRICT = 28;

describe("formulations of register practice, second round (held out, not tuned on)", () => {
  it("keeps its strict score", () => {
    const score = scoreSet("formulations-held-out-2.json", formulationNotices("formulations-held-out-2.json"));
    if (process.env.ACCURACY_REPORT === "1") console.log(formatScore(score, false));
    expect(score.expected).toBe(29);
    expect(score.strict).toBeGreaterThanOrEqual(MEASURED_STRICT);
  });
});
