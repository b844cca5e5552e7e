import { describe, expect, it } from "vitest";
import { personPhraseMasker, type RedactedPersonName } from "../../src/backend/redact-text.js";
import { renderEntry, type NoticeEntry } from "../../src/generate/notice.js";

const reto: RedactedPersonName = { name: "Reto Andrea Conrad", first_name: "Reto Andrea", last_name: "Conrad" };
const alain: RedactedPersonName = { name: "Alain Ruffieux", first_name: "Alain", last_name: "Ruffieux" };

function entry(person: RedactedPersonName, fields: Partial<NoticeEntry>): NoticeEntry {
  return {
    kind: "natural_person", name: person.name, last_name: person.last_name, first_name: person.first_name, identifier: null,
    origin: null, nationality: null, residence: null, roles: [], signing_authority: null, previous: null, ...fields,
  };
}

describe("masking a redacted person in gazette texts", () => {
  it("masks the whole person phrase the generator writes, in every language and style, and keeps role and signature", () => {
    const cases: [NoticeEntry, "de" | "fr" | "it", "standard" | "fribourg", string][] = [
      [entry(reto, { origin: "Davos", residence: "Binningen", roles: ["Präsident des Verwaltungsrates"], signing_authority: "mit Kollektivunterschrift zu zweien" }), "de", "standard",
        "Redacted person, Präsident des Verwaltungsrates, mit Kollektivunterschrift zu zweien"],
      [entry(reto, { origin: "Orbe", residence: "Le Locle", roles: ["administrateur"], signing_authority: "avec signature individuelle" }), "fr", "standard",
        "Redacted person, administrateur, avec signature individuelle"],
      [entry(alain, { origin: "Crésuz", residence: "Gruyères", roles: ["directeur"], signing_authority: "signature collective à deux" }), "fr", "fribourg",
        "Redacted person, directeur, signature collective à deux"],
      [entry(reto, { nationality: "cittadino italiano", residence: "Bellinzona", roles: ["socio", "gerente"], signing_authority: "con firma individuale" }), "it", "standard",
        "Redacted person, socio e gerente, con firma individuale"],
      [entry(reto, { nationality: "deutscher Staatsangehöriger", residence: "München (DE)", signing_authority: "mit Einzelprokura", previous: "mit Kollektivprokura zu zweien" }), "de", "standard",
        "Redacted person, mit Einzelprokura [bisher: mit Kollektivprokura zu zweien]"],
      [entry(reto, { origin: "St. Gallen und Oberriet (SG)", residence: "St. Moritz", roles: ["Inhaber"], signing_authority: "mit Einzelunterschrift" }), "de", "standard",
        "Redacted person, Inhaber, mit Einzelunterschrift"],
    ];
    for (const [person, language, style, expected] of cases) {
      const line = renderEntry(person, language, style);
      const text = `Muster AG, in Chur. Eingetragene Personen: Keller, Anna, von Bern, in Thun, Mitglied; ${line}.`;
      const masked = personPhraseMasker([reto, alain], [])(text);
      expect(masked, line).toBe(`Muster AG, in Chur. Eingetragene Personen: Keller, Anna, von Bern, in Thun, Mitglied; ${expected}.`);
    }
  });

  it("masks a phrase that closes a sentence, a birth year, a nationality by country, and any case", () => {
    const mask = personPhraseMasker([reto], []);
    expect(mask("Ausgeschiedene Personen: Conrad, Reto Andrea, von Davos, in Binningen. Eingetragene Personen: keine.")).toBe(
      "Ausgeschiedene Personen: Redacted person. Eingetragene Personen: keine.",
    );
    expect(mask("CONRAD, Reto Andrea, geb. 1970, von Davos, in Zürich, Mitglied")).toBe("Redacted person, Mitglied");
    expect(mask("Conrad Reto Andrea, de Roumanie, à Genève, administrateur")).toBe("Redacted person, administrateur");
    expect(mask("Reto Andrea Conrad n'est plus administrateur; sa signature est radiée.")).toBe("Redacted person n'est plus administrateur; sa signature est radiée.");
  });

  it("leaves other persons, parts of longer names and the company's own names as they are", () => {
    const owner: RedactedPersonName = { name: "Sandra Meier", first_name: "Sandra", last_name: "Meier" };
    const mask = personPhraseMasker([owner], ["Coiffure Sandra Meier", "Sandra Meier Coiffure"]);
    const text =
      "Coiffure Sandra Meier, in Aarau, CHE-123.456.789, Einzelunternehmen. Firma neu: Sandra Meier Coiffure. " +
      "Eingetragene Personen: Meier, Sandra, von Muri (AG), in Aarau, Inhaberin, mit Einzelunterschrift; " +
      "Meier-Huber, Sandra, von Buchs, in Suhr, mit Einzelprokura; Meier, Sandrine, von Gais, in Aarau, mit Einzelprokura; " +
      "Meier, Sandra-Lea, von Gais, in Aarau, mit Einzelprokura.";
    expect(mask(text)).toBe(
      "Coiffure Sandra Meier, in Aarau, CHE-123.456.789, Einzelunternehmen. Firma neu: Sandra Meier Coiffure. " +
        "Eingetragene Personen: Redacted person, Inhaberin, mit Einzelunterschrift; " +
        "Meier-Huber, Sandra, von Buchs, in Suhr, mit Einzelprokura; Meier, Sandrine, von Gais, in Aarau, mit Einzelprokura; " +
        "Meier, Sandra-Lea, von Gais, in Aarau, mit Einzelprokura.",
    );
  });
});

describe("finding a redacted person's name as whole words", () => {
  // The matching as one pattern with word-boundary lookarounds and the `i` flag: what the masker must keep doing,
  // without compiling such a pattern per company (about 2 ms each).
  function lookaroundMask(person: RedactedPersonName, text: string): string {
    const escapePattern = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const shapes = [`${person.last_name}, ${person.first_name}`, `${person.last_name} ${person.first_name}`, `${person.first_name} ${person.last_name}`]
      .sort((a, b) => b.length - a.length)
      .map((shape) => shape.split(/\s+/u).map(escapePattern).join("\\s+"));
    return text.replace(new RegExp(`(?<![\\p{L}\\p{N}-])(?:${shapes.join("|")})(?![\\p{L}\\p{N}-])`, "giu"), "Redacted person");
  }
  const hans: RedactedPersonName = { name: "Hans Müller", first_name: "Hans", last_name: "Müller" };

  it("matches exactly where a pattern with word-boundary lookarounds and any case would", () => {
    const texts = [
      "Müller, Hans, von Bern, Präsident.", // comma form
      "MÜLLER HANS, Mitglied.", // upper case
      "müller,   hans und Hans  Müller", // case and blanks
      "Müller, Hansjörg, von Bern.", // a longer given name: not him
      "Müller, Hans-Peter, von Bern.", // a hyphenated given name: not him
      "Peter-Müller, Hans, von Bern.", // a hyphenated family name: not him
      "XMüller, Hans; Müller Hansi; Müller Hans2; 2Hans Müller.", // letters and digits around: none is him
      "Hans Müller Hans, in Zug.", // overlapping shapes: the first place wins, then on after it
      "Müller Hans Müller Hans",
      "Μüller, Hans", // a Greek capital mu before the rest: not the same letters
    ];
    for (const text of texts) {
      const masked = personPhraseMasker([hans], [])(text);
      // The masker also takes the origin and residence after the name; compare the places masking starts.
      expect(masked.split("Redacted person").length, text).toBe(lookaroundMask(hans, text).split("Redacted person").length);
      expect(masked.startsWith("Redacted person"), text).toBe(lookaroundMask(hans, text).startsWith("Redacted person"));
    }
  });
});
