/** Evidence (where each entry was read) and `unparsed` (person sentences no reader understood). */
import { describe, expect, it } from "vitest";
import { parsePersonLines } from "../../src/ingest/person-lines/index.js";

const slices = (text: string) => {
  const lines = parsePersonLines(text);
  return {
    removed: lines.removed.map((e) => lines.text.slice(e.evidence.start, e.evidence.end)),
    added: lines.added.map((e) => lines.text.slice(e.evidence.start, e.evidence.end)),
  };
};

describe("evidence", () => {
  it("points each entry of a person list at its own `;`-separated part", () => {
    expect(
      slices(
        "Bedag AG, in Bern. Ausgeschiedene Personen und erloschene Unterschriften: Bieri, Adrian, von Schangnau, in Grossaffoltern, Präsident, mit Kollektivunterschrift zu zweien. Eingetragene Personen neu oder mutierend: Conrad, Reto, von Davos, in Binningen, Präsident, mit Kollektivunterschrift zu zweien; BDO AG (CHE-105.952.747), in Zürich, Revisionsstelle.",
      ),
    ).toEqual({
      removed: ["Bieri, Adrian, von Schangnau, in Grossaffoltern, Präsident, mit Kollektivunterschrift zu zweien."],
      added: ["Conrad, Reto, von Davos, in Binningen, Präsident, mit Kollektivunterschrift zu zweien", "BDO AG (CHE-105.952.747), in Zürich, Revisionsstelle."],
    });
  });

  it("points each entry of a prose sentence at the whole sentence", () => {
    const sentence = "Signature collective à deux est conférée à Canu Vincent, de Bussigny, et Gafner Theodor, de Beatenberg, tous deux à Lausanne, directeurs.";
    expect(slices(`Muster SA, à Lausanne. ${sentence} La société est dissoute.`).added).toEqual([sentence, sentence]);
  });

  it("points into the cleaned text when the notice came with markup and double-encoded UTF-8", () => {
    const lines = parsePersonLines("<F>Muster AG</F>, in <S>ZÃ¼rich</S>. Eingetragene Personen: Müller, Hans, von ZÃ¼rich, in Bern, Mitglied, mit Einzelunterschrift.");
    const [entry] = lines.added;
    expect(lines.text.slice(entry.evidence.start, entry.evidence.end)).toBe("Müller, Hans, von Zürich, in Bern, Mitglied, mit Einzelunterschrift.");
  });
});

describe("unparsed", () => {
  it("lists a sentence that names a person with a role or signing word but gave no entry", () => {
    const sentence =
      "Mit Entscheid vom 20.09.2018 hat der Präsident des Zivilgerichts die Vertretungsbefugnis von Claudia Bögli für die Kollektivgesellschaft vorsorglich eingeschränkt.";
    const lines = parsePersonLines(`Muster KLG, in Murten, CHE-273.281.787. ${sentence}`);
    expect([lines.added, lines.removed]).toEqual([[], []]);
    expect(lines.unparsed.map((u) => [u.sentence, lines.text.slice(u.start, u.end)])).toEqual([[sentence, sentence]]);
  });

  it("lists a sentence that names a person with origin and residence, whatever its verb; not a cession's cessionary", () => {
    const sentence = "Pierre Dubois, de Lausanne, à Pully, abandonne la présidence.";
    const lines = parsePersonLines(`Beta SA, à Lausanne, CHE-123.456.789. ${sentence}`);
    expect([lines.added, lines.removed]).toEqual([[], []]);
    expect(lines.unparsed.map((u) => u.sentence)).toEqual([sentence]);
    const cession = parsePersonLines("Beta Sàrl, à Lausanne, CHE-123.456.789. Kurz Jan a cédé 4 parts de CHF 1'000 à Meyer Paul, de Vernier, à Thônex.");
    expect(cession.unparsed).toEqual([]);
  });

  it("does not list the header, the purpose or sentences about the company", () => {
    const lines = parsePersonLines(
      "Muster Treuhand AG, in Zürich, CHE-123.456.789, Aktiengesellschaft (SHAB Nr. 17 vom 27.01.2026). Zweck: Führung der Buchhaltung und Revision für Dritte. Die Gesellschaft ist aufgelöst. Die Revisionsstelle verzichtet auf ihr Mandat.",
    );
    expect(lines.unparsed).toEqual([]);
  });
});
