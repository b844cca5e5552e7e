/** Letter trigrams (src/domain/trigrams.ts): letters, not UTF-16 units, also for letters outside the BMP. */
import { describe, expect, it } from "vitest";
import { letterTrigrams } from "../../src/domain/trigrams.js";

describe("letterTrigrams", () => {
  it("pads the word so that its first and last letters count, each trigram once", () => {
    expect([...letterTrigrams("meier")]).toEqual([" me", "mei", "eie", "ier", "er "]);
    expect([...letterTrigrams("anna")]).toEqual([" an", "ann", "nna", "na "]);
    expect([...letterTrigrams("aaaa")]).toEqual([" aa", "aaa", "aa "]);
  });

  it("counts a letter of two UTF-16 units as one letter", () => {
    expect([...letterTrigrams("a𝒜b")]).toEqual([" a𝒜", "a𝒜b", "𝒜b "]);
  });
});
