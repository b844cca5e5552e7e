/**
 * The held-out quarter of the hand-written formulations (test/fixtures/person-lines/formulations-held-out.json): every
 * fourth case of the list, written before the general reader and not looked at while tuning it. Scored 10/27 entries
 * strict before the reader, 27/27 after (docs/parser.md, Measuring).
 */
import { describe } from "vitest";
import { readFormulations } from "../../tools/eval/formulations.js";
import { formulationTest } from "./formulation-cases.js";

describe("formulations of register practice (held out, not tuned on)", () => {
  for (const c of readFormulations("formulations-held-out.json")) formulationTest(c);
});
