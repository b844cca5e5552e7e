/**
 * Person sentences of register practice written by hand (test/fixtures/person-lines/formulations.json): French prose of
 * Vaud, Geneva and Neuchâtel, German and Ticino Italian, each case naming the formulation it covers. The parser was
 * developed against these; formulations-held-out.json holds a quarter of the same list it was not tuned on.
 */
import { describe } from "vitest";
import { readFormulations } from "../../tools/eval/formulations.js";
import { formulationTest } from "./formulation-cases.js";

describe("formulations of register practice (tuned on)", () => {
  for (const c of readFormulations("formulations.json")) formulationTest(c);
});
