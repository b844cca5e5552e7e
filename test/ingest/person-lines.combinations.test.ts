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
 * A second, smaller probe set adds the shapes `verb-heading` (`Sont nommés ROLES avec …: A; B`), `gapped` (`A a été nommé
 * président, B vice-présidente et C secrétaire`), `particle-names` (`de Weck X`, `Zbinden Chollet Y`, `Da Silva Z`,
 * `Jean-Marc`) and `role-departure` (`A, président, et B, secrétaire, ne sont plus administrateurs`).
 *
 * The test keeps every language and shape from falling below its measured floor (strict entries read exactly).
 * ACCURACY_REPORT=1 prints the scores.
 */
import { describe, expect, it } from "vitest";
import { formatScore, scoreSet } from "../../tools/eval/parser-scoring.js";
import { withUncommonNames } from "../../tools/eval/uncommon-names.js";
import { generateAppositionProbes, generateProbeSentences, generateSentences, PROBE_SHAPES, SHAPES, type Lang, type ProbeShape, type Shape } from "./sentence-generator.js";

/**
 * Strict entries read exactly, per language and shape (seed 20261125, 20 sentences each), at the end of round 10. `main`
 * before the round read fr 305/347, de 339/345, it 238/351 (appointment fr 48/59, it 41/64; list fr 53/56, it 58/62;
 * conferral fr 61/65, it 45/63; departure fr 61/66, it 57/62; nominal fr 46/61, it 0/60; firm fr 36, de 34, it 37 of 40).
 */
const FLOOR: Record<Lang, Record<Shape, { expected: number; strict: number }>> = {
  fr: { appointment: { expected: 59, strict: 59 }, list: { expected: 56, strict: 56 }, conferral: { expected: 65, strict: 65 }, departure: { expected: 66, strict: 66 }, nominal: { expected: 61, strict: 61 }, firm: { expected: 40, strict: 40 } },
  de: { appointment: { expected: 66, strict: 66 }, list: { expected: 62, strict: 62 }, conferral: { expected: 59, strict: 59 }, departure: { expected: 63, strict: 63 }, nominal: { expected: 55, strict: 55 }, firm: { expected: 40, strict: 40 } },
  it: { appointment: { expected: 64, strict: 64 }, list: { expected: 62, strict: 62 }, conferral: { expected: 63, strict: 63 }, departure: { expected: 62, strict: 62 }, nominal: { expected: 60, strict: 60 }, firm: { expected: 40, strict: 40 } },
};

/**
 * The probe set (seed 20261126, 10 sentences per shape; no German gapped shape), written after the round's first
 * changes and scored once before the changes it led to: fr 80/107, de 54/79, it 82/103 (verb heading 10/29 in each
 * language). At the end of the round: fr 107/107, de 78/79, it 103/103.
 */
const PROBE_FLOOR: Record<Lang, Partial<Record<ProbeShape, { expected: number; strict: number }>>> = {
  fr: { "verb-heading": { expected: 29, strict: 29 }, gapped: { expected: 27, strict: 27 }, "particle-names": { expected: 26, strict: 26 }, "role-departure": { expected: 25, strict: 25 } },
  de: { "verb-heading": { expected: 29, strict: 29 }, "particle-names": { expected: 25, strict: 24 }, "role-departure": { expected: 25, strict: 25 } },
  it: { "verb-heading": { expected: 29, strict: 29 }, gapped: { expected: 28, strict: 28 }, "particle-names": { expected: 24, strict: 24 }, "role-departure": { expected: 22, strict: 22 } },
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

/**
 * The generated set with every common given name replaced by one outside the parser's list (tools/eval/uncommon-names.ts),
 * per language: strict entries at the end of the round (before a person followed by a feminine German nationality or an
 * Italian `a X` was a mention without a known given name: de 335/345, it 350/351).
 */
const UNCOMMON_FLOOR: Record<Lang, { expected: number; strict: number }> = { fr: { expected: 347, strict: 347 }, de: { expected: 345, strict: 345 }, it: { expected: 351, strict: 351 } };

describe("generated person sentences with given names outside the parser's list", () => {
  const sentences = generateSentences();
  for (const lang of ["fr", "de", "it"] as const) {
    it(`keeps its strict score in ${lang}`, () => {
      const score = scoreSet(`${lang}, uncommon given names`, withUncommonNames(sentences.filter((s) => s.lang === lang)));
      if (process.env.ACCURACY_REPORT === "1") console.log(formatScore(score, false));
      expect(score.expected).toBe(UNCOMMON_FLOOR[lang].expected);
      expect(score.strict).toBeGreaterThanOrEqual(UNCOMMON_FLOOR[lang].strict);
    });
  }
});

describe("probe sentences composed from the register's grammar (verb heading, gapped roles, particle names, roles before a departure)", () => {
  const sentences = generateProbeSentences();
  for (const lang of ["fr", "de", "it"] as const) {
    for (const shape of PROBE_SHAPES) {
      const floor = PROBE_FLOOR[lang][shape];
      if (floor === undefined) continue;
      it(`keeps its strict score in ${lang}, ${shape}`, () => {
        const score = scoreSet(`${lang}/${shape}`, sentences.filter((s) => s.lang === lang && s.shape === shape));
        if (process.env.ACCURACY_REPORT === "1") console.log(formatScore(score, false));
        expect(score.expected).toBe(floor.expected);
        expect(score.strict).toBeGreaterThanOrEqual(floor.strict);
      });
    }
  }
});

/**
 * The second probe set (seed 20261127, 15 sentences per language): appositions in more written forms (two places of
 * origin, a canton in brackets, a foreign residence with its country written out, a birth date, every nationality
 * introducer), each person with a role and a signing of its own, or in a conferral. Written after the round's changes;
 * read whole at its first run (fr 38/38, de 37/37, it 40/40, also with uncommon given names): no change came from it.
 * `main` before the round read fr 36/38, de 35/37, it 38/40.
 */
describe("apposition probes (appositions in more written forms, several persons per sentence)", () => {
  const sentences = generateAppositionProbes();
  for (const lang of ["fr", "de", "it"] as const) {
    it(`reads every entry in ${lang}, also with given names outside the parser's list`, () => {
      const own = sentences.filter((s) => s.lang === lang);
      for (const set of [own, withUncommonNames(own)]) {
        const score = scoreSet(`${lang}/apposition`, set);
        if (process.env.ACCURACY_REPORT === "1") console.log(formatScore(score, false));
        expect(score.strict).toBe(score.expected);
        expect(score.extras).toBe(0);
      }
    });
  }
});
