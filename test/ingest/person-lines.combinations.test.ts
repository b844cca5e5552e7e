/**
 * Person sentences composed from the register's grammar (`sentence-generator.ts`, issue 15 round 10): 2–4 persons per
 * sentence, each with an apposition of its own, in the main sentence shapes of fr, de and it, with known labels. It
 * covers the combinations the generator's header lists: shapes appointment, list after a heading, conferral,
 * departure, nominal `Inscription de` / `Eintragung von` / `Iscrizione di`, and legal entities (an auditor leaving and
 * one entered, by legal form or UID); origin (`de X`, `originaire de`), nationality (`ressortissant français`, `de
 * nationalité française`, `citoyen allemand`, `de France`, `deutscher Staatsangehöriger`, `cittadino italiano`),
 * residence (`à X`, `domicilié à`, `à Annemasse (F)`, `à Paris (FR)`, `en France`, `in Lörrach (D)`, `a Lugano`), roles
 * and signings of each person, `jusqu'ici` / `bisher` / `finora`, and the joiners `,`, `et`, `ainsi que`, `;`.
 *
 * The test keeps every language and shape from falling below its measured floor (strict entries read exactly).
 * ACCURACY_REPORT=1 prints the scores.
 */
import { describe, expect, it } from "vitest";
import { formatScore, scoreSet } from "../../tools/eval/parser-scoring.js";
import { generateSentences, SHAPES, type Lang, type Shape } from "./sentence-generator.js";

/** Strict entries read exactly, per language and shape (seed 20261125, 20 sentences each). */
const FLOOR: Record<Lang, Record<Shape, { expected: number; strict: number }>> = {
  fr: { appointment: { expected: 59, strict: 48 }, list: { expected: 56, strict: 53 }, conferral: { expected: 65, strict: 61 }, departure: { expected: 66, strict: 61 }, nominal: { expected: 61, strict: 46 }, firm: { expected: 40, strict: 36 } },
  de: { appointment: { expected: 66, strict: 66 }, list: { expected: 62, strict: 62 }, conferral: { expected: 59, strict: 59 }, departure: { expected: 63, strict: 63 }, nominal: { expected: 55, strict: 55 }, firm: { expected: 40, strict: 34 } },
  it: { appointment: { expected: 64, strict: 41 }, list: { expected: 62, strict: 58 }, conferral: { expected: 63, strict: 45 }, departure: { expected: 62, strict: 57 }, nominal: { expected: 60, strict: 0 }, firm: { expected: 40, strict: 37 } },
};

describe("person sentences composed from the register's grammar (generated, several persons each)", () => {
  const sentences = generateSentences();
  it("is deterministic: the same seed gives the same sentences", () => {
    expect(generateSentences().map((s) => s.text)).toEqual(sentences.map((s) => s.text));
  });
  for (const lang of ["fr", "de", "it"] as const) {
    for (const shape of SHAPES) {
      it(`keeps its strict score in ${lang}, ${shape}`, () => {
        const score = scoreSet(`${lang}/${shape}`, sentences.filter((s) => s.lang === lang && s.shape === shape));
        if (process.env.ACCURACY_REPORT === "1") console.log(formatScore(score, false));
        expect(score.expected).toBe(FLOOR[lang][shape].expected);
        expect(score.strict).toBeGreaterThanOrEqual(FLOOR[lang][shape].strict);
      });
    }
  }
});
