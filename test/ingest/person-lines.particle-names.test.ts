/**
 * Family names that open with particles (src/ingest/person-lines/particle-names.ts, issue 15 round 16): `de Weck`, `von
 * der Mühll`, `Dal Molin`, `Lo Russo` read whole wherever a name opens, while a particle that is a preposition (an
 * origin, a noun's complement) stays one. Each case names the formulation it covers.
 */
import { describe, expect, it } from "vitest";
import { parsePersonLines } from "../../src/ingest/person-lines/index.js";
import { joinParticleNames } from "../../src/ingest/person-lines/particle-names.js";

const HEADER = { fr: "Muster SA, à Genève, CHE-123.456.789.", de: "Muster AG, in Bern, CHE-123.456.789.", it: "Muster SA, in Lugano, CHE-123.456.789." };

/** The persons read from one sentence, as `given|family` per side. */
function persons(lang: keyof typeof HEADER, sentence: string) {
  const lines = parsePersonLines(`${HEADER[lang]} ${sentence}`);
  const name = (entry: { first_name: string | null; last_name: string | null; name: string }) => `${entry.first_name}|${entry.last_name ?? entry.name}`;
  return { removed: lines.removed.map(name), added: lines.added.map(name) };
}

describe("family names that open with particles", () => {
  const cases: [string, keyof typeof HEADER, string, { removed?: string[]; added?: string[] }][] = [
    ["a nominal removal after its preposition (`de du Pasquier X`)", "fr", "Radiation des pouvoirs de du Pasquier Anselme et de von Arx Yseult.", { removed: ["Anselme|du Pasquier", "Yseult|von Arx"] }],
    ["the German preposition doubled (`von von Allmen X`)", "de", "Rücktritt von von Allmen Dren.", { removed: ["Dren|von Allmen"] }],
    ["a capitalised particle after a preposition (`von De Luca X`, `di Dal Molin X`)", "de", "Löschung der Kollektivprokura von De Luca Thomas.", { removed: ["Thomas|De Luca"] }],
    ["the Italian nominal removal", "it", "Cancellazione della firma di Dal Molin Luca.", { removed: ["Luca|Dal Molin"] }],
    ["a second clause's subject after `et` (`… et van der Meer X, de A, à B, a été nommé`)", "fr", "Keller Luc n'est plus administrateur et van der Meer Anne, de Lutry, à Pully, a été nommée administratrice avec signature individuelle.", { removed: ["Luc|Keller"], added: ["Anne|van der Meer"] }],
    ["an enumeration opening a sentence, names in lower case (`da Silva A, Lo Russo B et de Coulon C`)", "fr", "da Silva Alain, Rossi Paul et de Coulon Julie ne sont plus administrateurs; leurs signatures sont radiées.", { removed: ["Alain|da Silva", "Paul|Rossi", "Julie|de Coulon"] }],
    ["persons named by their plural role (`aux directeurs von der Mühll A et B`)", "fr", "Signature collective à deux est conférée aux directeurs von der Mühll Aymon et Keller Léna.", { added: ["Aymon|von der Mühll", "Léna|Keller"] }],
    ["a relative before the name (`et son épouse de Pury Y`)", "fr", "de Pury Jean et son épouse de Pury Anne, tous deux de Bagnes, à Carouge, sont associés gérants avec signature individuelle.", { added: ["Jean|de Pury", "Anne|de Pury"] }],
    ["a corrected name after a verb of naming (`heisst von der Mühll X (und nicht …)`)", "de", "Die Gesellschafterin heisst von der Mühll Anna (und nicht von der Mühll Anne).", { added: ["Anna|von der Mühll"] }],
    ["a given name outside the lists where the name ends (`et de Rham-Bovet Ottokar, secrétaire`)", "fr", "Le conseil d'administration se compose de: Rossi Gaspard, président, et de Rham-Bovet Ottokar, secrétaire.", { added: ["Gaspard|Rossi", "Ottokar|de Rham-Bovet"] }],
    ["a court's nominal style, given names first, two of them (`von Hans Peter Egger`)", "de", "Mit Entscheid vom 12.05.2020 hat das Bezirksgericht die Entziehung der Prokura von Hans Peter Egger bestätigt.", { removed: ["Hans Peter|Egger"] }],
    ["a court's nominal style, given name first, a capitalised particle pair (`von Claudia Van den Broek`)", "de", "Mit Entscheid vom 12.05.2020 hat das Bezirksgericht die Entziehung der Prokura von Claudia Van den Broek bestätigt.", { removed: ["Claudia|Van den Broek"] }],
    ["after a verb of replacing (`A remplace von Allmen B en qualité de …`)", "fr", "Rossi Anne remplace von Allmen Jean en qualité d'administratrice.", { removed: ["Jean|von Allmen"], added: ["Anne|Rossi"] }],
    ["after an adverb of time (`Presidente … è ora von der Mühll X`)", "it", "Presidente del consiglio di amministrazione è ora von der Mühll Marco.", { added: ["Marco|von der Mühll"] }],
    ["a capitalised preposition opening the sentence (`A von Allmen X, …, viene conferita …`)", "it", "A von Allmen Chiara, da Lugano, in Sorengo, viene conferita la firma collettiva a due.", { added: ["Chiara|von Allmen"] }],
    ["a noun's preposition before a plain name stays a preposition (`Die Unterschrift von Hügli Jürg`)", "de", "Die Unterschrift von Hügli Jürg ist erloschen.", { removed: ["Jürg|Hügli"] }],
    ["an enumeration repeating its preposition (`Les signatures de Borel A et de Borel B`)", "fr", "Les signatures de Borel Marie et de Borel Anne sont radiées.", { removed: ["Marie|Borel", "Anne|Borel"] }],
    ["an origin after the name (`de Saint-Légier-La Chiésaz`, a merged municipality)", "fr", "Favre Anne, de Saint-Légier-La Chiésaz, à Vevey, a été nommée administratrice.", { added: ["Anne|Favre"] }],
  ];
  for (const [covers, lang, sentence, expected] of cases) {
    it(covers, () => {
      expect(persons(lang, sentence)).toEqual({ removed: expected.removed ?? [], added: expected.added ?? [] });
    });
  }

  it("keeps the notice, the evidence offsets and every value as written", () => {
    const text = `${HEADER.fr} Radiation des pouvoirs de du Pasquier Anselme, administrateur.`;
    const lines = parsePersonLines(text);
    expect(lines.text).toBe(text);
    const [entry] = lines.removed;
    expect(entry).toMatchObject({ name: "Anselme du Pasquier", last_name: "du Pasquier", roles: ["administrateur"] });
    expect(text.slice(entry.evidence.start, entry.evidence.end)).toContain("du Pasquier Anselme");
  });

  it("joins a particle name into one word of the same length, and only there", () => {
    const text = "Dupont Jean, de Genève, à Lancy, et de Weck Anne, de Fribourg, à Bulle, sont nommés.";
    const joined = joinParticleNames(text).text;
    expect(joined).toBe("Dupont Jean, de Genève, à Lancy, et De-Weck Anne, de Fribourg, à Bulle, sont nommés.");
    expect(joined.length).toBe(text.length);
    // An origin with a canton's code, a municipality of several words: no name.
    expect(joinParticleNames("Keller Hans, von Wald ZH, in Thun; Rossi Marco, da Santa Maria in Calanca, in Grono.").text).toBe(
      "Keller Hans, von Wald ZH, in Thun; Rossi Marco, da Santa Maria in Calanca, in Grono.",
    );
  });
});
