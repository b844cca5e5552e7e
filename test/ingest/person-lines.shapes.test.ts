/**
 * Sentence and list shapes of the register's practice, one test per formulation (named in the test), written by hand
 * in German, French and Italian. The Italian ones stand in for the real Ticino notices the fixtures lack.
 */
import { describe, expect, it } from "vitest";
import type { PersonEntry } from "../../src/domain/person-entry.js";
import { parsePersonLines, type ParsedEntry } from "../../src/ingest/person-lines/index.js";

const HEADER = "Muster SA, à Genève, CHE-123.456.789. ";
const entryOf = ({ evidence: _evidence, ...entry }: ParsedEntry): PersonEntry => entry;
function read(text: string): { removed: PersonEntry[]; added: PersonEntry[] } {
  const lines = parsePersonLines(HEADER + text);
  expect(lines.unparsed.map((u) => u.sentence), text).toEqual([]);
  return { removed: lines.removed.map(entryOf), added: lines.added.map(entryOf) };
}
const pick = (entries: PersonEntry[], ...fields: (keyof PersonEntry)[]) => entries.map((e) => fields.map((f) => e[f]));

describe("appointments in prose", () => {
  it("`X, de Y, à Z, a été nommé administrateur avec signature collective à deux` (apposition, then verb and role)", () => {
    expect(pick(read("Dupont Jean, de Genève, à Lausanne, a été nommé administrateur avec signature collective à deux.").added, "name", "origin", "residence", "roles", "signing_authority")).toEqual([
      ["Jean Dupont", "Genève", "Lausanne", ["administrateur"], "avec signature collective à deux"],
    ]);
  });

  it("`A, de X, à Y, et B, de Z, à W, délégué, sont membres du conseil …` (enumeration, plural predicate for each)", () => {
    expect(pick(read("Kaiser Stéphane, de Signau, à Valbirse, et Germiquet Cédric, de Sorvilier, à Tavannes, délégué, sont membres du conseil d'administration avec signature collective à deux.").added, "name", "roles")).toEqual([
      ["Stéphane Kaiser", ["membre du conseil d'administration"]],
      ["Cédric Germiquet", ["délégué", "membre du conseil d'administration"]],
    ]);
  });

  it("`Administration: X, nommé président, et Y, …, tous deux avec signature individuelle` (body heading, shared signing)", () => {
    expect(pick(read("Administration: Hayoun Patrick, maintenant domicilié à Dubaï, ARE, nommé président, et Brunschweiler Luis, de Genève, à Plan-les-Ouates, tous deux avec signature individuelle.").added, "name", "residence", "roles", "signing_authority")).toEqual([
      ["Patrick Hayoun", "Dubaï, ARE", ["président"], "avec signature individuelle"],
      ["Luis Brunschweiler", "Plan-les-Ouates", [], "avec signature individuelle"],
    ]);
  });

  it("`Liquidateur: l'administrateur secrétaire X, lequel continue à signer individuellement` (role heading, elided article, relative clause)", () => {
    expect(pick(read("Liquidateur: l'administrateur secrétaire Dupont Jean, lequel continue à signer individuellement.").added, "name", "roles", "signing_authority")).toEqual([
      ["Jean Dupont", ["liquidateur", "administrateur secrétaire"], "individuellement"],
    ]);
  });

  it("`X, jusqu'ici commissaire, est nommé liquidateur et continue de signer individuellement` (previous, two predicates)", () => {
    expect(pick(read("Zellweger Christophe, jusqu'ici commissaire, est nommé liquidateur et continue de signer individuellement.").added, "roles", "signing_authority", "previous")).toEqual([
      [["liquidateur"], "individuellement", "commissaire"],
    ]);
  });

  it("`X, qui est nommé président, et Y, qui demeure directeur, continuent à signer collectivement à deux` (relative clauses inside the subject)", () => {
    expect(pick(read("Fauchier-Magnan Thierry, qui est nommé président, et Gander Serge, qui est nommé administrateur et qui demeure directeur général, continuent à signer collectivement à deux.").added, "name", "roles", "signing_authority")).toEqual([
      ["Thierry Fauchier-Magnan", ["président"], "collectivement à deux"],
      ["Serge Gander", ["administrateur", "directeur général"], "collectivement à deux"],
    ]);
  });

  it("`Signature collective à deux, limitée à …, a été conférée à A, d'Allemagne, à Genève, et B, des Pays-Bas, à Echenevex, F, sous-directeurs` (closing plural role)", () => {
    expect(pick(read("Signature collective à deux, limitée à l'établissement principal, a été conférée à Jaschke Benedikt Georg, d'Allemagne, à Genève, et von Santen Frederik, des Pays-Bas, à Echenevex, F, sous-directeurs.").added, "name", "nationality", "residence", "roles")).toEqual([
      ["Benedikt Georg Jaschke", "Allemagne", "Genève", ["sous-directeur"]],
      ["Frederik von Santen", "Pays-Bas", "Echenevex, F", ["sous-directeur"]],
    ]);
  });
});

describe("departures and changes", () => {
  it("`A, B ne sont plus associés ni gérants; leurs pouvoirs sont radiés; leurs parts ont été cédées à C, …` (clauses, share transfer)", () => {
    const { removed, added } = read("Hafed Ahmed, Bouklouch Fawzia ne sont plus associés ni gérants; leurs pouvoirs sont radiés; leurs 20 parts de CHF 1'000 ont été cédées à Morais dos Reis Angela, de Veyrier, à Borex, nouvelle associée-gérante pour 20 parts de CHF 1'000, avec signature individuelle.");
    expect(pick(removed, "name", "roles")).toEqual([["Ahmed Hafed", ["associé", "gérant"]], ["Fawzia Bouklouch", ["associé", "gérant"]]]);
    expect(pick(added, "name", "roles", "signing_authority")).toEqual([["Angela Morais dos Reis", ["associée-gérante"], "avec signature individuelle"]]);
  });

  it("`Personnes inscrites modifiées: X, administrateur vice-président, maintenant administrateur président` (change of role)", () => {
    expect(pick(read("Personnes inscrites modifiées: Pittet Roland André, administrateur vice-président, maintenant administrateur président.").added, "roles", "previous")).toEqual([
      [["administrateur président"], "administrateur vice-président"],
    ]);
  });

  it("`Eingetragene Personen geändert: X, Präsident, Einzelunterschrift, neu Präsident, Kollektivunterschrift zu zweien, nun in Ins` (change of signature and residence)", () => {
    expect(pick(read("Eingetragene Personen geändert: Remund Franz, Präsident, Einzelunterschrift, neu Präsident, Kollektivunterschrift zu zweien, nun in Ins.").added, "residence", "roles", "signing_authority", "previous")).toEqual([
      ["Ins", ["Präsident"], "Kollektivunterschrift zu zweien", "Präsident, Einzelunterschrift"],
    ]);
  });

  it("`Gelöschte Personen: A, …. B, Kollektivunterschrift zu zweien.` (a list continued entry by entry, without origin)", () => {
    expect(read("Gelöschte Personen: Steck Detlef August, Vizedirektor, Kollektivunterschrift zu zweien. Flükiger Charles, Kollektivunterschrift zu zweien.").removed.map((e) => e.name)).toEqual(["Detlef August Steck", "Charles Flükiger"]);
  });
});

describe("lists: names, residences and firms", () => {
  it("`Rätz, Werner und Theresia, …, Gesellschafter und Geschäftsführer, mit Einzelunterschrift beide` (two given names, one family)", () => {
    expect(pick(read("Eingetragene Personen neu oder mutierend: Rätz, Werner und Theresia, von Bern, in Thun, Gesellschafter und Geschäftsführer, mit Einzelunterschrift beide.").added, "name", "roles", "signing_authority")).toEqual([
      ["Werner Rätz", ["Gesellschafter", "Geschäftsführer"], "mit Einzelunterschrift"],
      ["Theresia Rätz", ["Gesellschafter", "Geschäftsführer"], "mit Einzelunterschrift"],
    ]);
  });

  it("`in Thalwil, GM` and `in Affoltern a.A. Mitglied`: a code or role after the residence is not part of it", () => {
    expect(pick(read("Eingetragene Personen neu oder mutierend: Meier, Hans, von Bern, in Thalwil, GM, mit Einzelunterschrift; Keller, Urs, von Zug, in Affoltern a.A. Mitglied, mit Kollektivprokura zu zweien.").added, "residence", "roles")).toEqual([
      ["Thalwil", ["GM"]],
      ["Affoltern a.A.", ["Mitglied"]],
    ]);
  });

  it("`von Hemishofen, unbekannten Aufenthaltes`, `mit unbekanntem Wohnsitz`, `domicilio sconosciuto`: an unknown residence is none, and no part of the origin or role", () => {
    expect(pick(read("Eingetragene Personen neu oder mutierend: Huber, Eva, von Hemishofen, unbekannten Aufenthaltes, Mitglied, ohne Zeichnungsberechtigung.").added, "origin", "residence", "roles")).toEqual([
      ["Hemishofen", null, ["Mitglied"]],
    ]);
    expect(pick(read("Ausgeschiedene Personen und erloschene Unterschriften: Julen, Amadé, von Zermatt, mit unbekanntem Wohnsitz, Mitglied des Verwaltungsrates.").removed, "origin", "residence", "roles")).toEqual([
      ["Zermatt", null, ["Mitglied des Verwaltungsrates"]],
    ]);
    expect(pick(read("Persone dimissionarie e firme cancellate: Rinaldi, Sergio, cittadino italiano, domicilio sconosciuto, gerente.").removed, "nationality", "residence", "roles")).toEqual([
      ["cittadino italiano", null, ["gerente"]],
    ]);
  });

  it("firms as legal entities with their identifier: a name with commas and hyphens, a foreign number, a branch", () => {
    const { added } = read(
      "Eingetragene Personen neu oder mutierend: Ortag, Organisations-, Revisions- und Treuhand-AG (CH-020.3.919.345-5), in Zürich, Revisionsstelle; ML Netherlands C.V. (67394159), in Amsterdam (NL), Kommanditärin; REBEFID Sagl, succursale di Paradiso (CHE-123.456.789), in Paradiso, Revisionsstelle.",
    );
    expect(pick(added, "kind", "name", "identifier", "residence")).toEqual([
      ["legal_entity", "Ortag, Organisations-, Revisions- und Treuhand-AG", "CH-020.3.919.345-5", "Zürich"],
      ["legal_entity", "ML Netherlands C.V.", "67394159", "Amsterdam (NL)"],
      ["legal_entity", "REBEFID Sagl, succursale di Paradiso", "CHE-123.456.789", "Paradiso"],
    ]);
  });
});

describe("Italian (Ticino practice)", () => {
  it("`Nuove persone iscritte o modifiche: X, da Y, in Z, socio e gerente, con firma individuale [finora: …]`", () => {
    expect(pick(read("Nuove persone iscritte o modifiche: Bernasconi, Luca, da Mendrisio, in Lugano, socio e gerente, con firma individuale [finora: socio senza firma].").added, "origin", "residence", "roles", "signing_authority", "previous")).toEqual([
      ["Mendrisio", "Lugano", ["socio", "gerente"], "con firma individuale", "socio senza firma"],
    ]);
  });

  it("`Persone dimissionarie e firme cancellate: X, cittadino italiano, in Como (I), presidente, con firma collettiva a due`", () => {
    expect(pick(read("Persone dimissionarie e firme cancellate: Colombo, Marco, cittadino italiano, in Como (I), presidente, con firma collettiva a due.").removed, "nationality", "residence", "roles", "signing_authority")).toEqual([
      ["cittadino italiano", "Como (I)", ["presidente"], "con firma collettiva a due"],
    ]);
  });

  it("`X non è più membro del consiglio di amministrazione; la sua firma è cancellata` and `X è dimissionario`", () => {
    expect(pick(read("Rossi Marco non è più membro del consiglio di amministrazione.").removed, "name", "roles")).toEqual([["Marco Rossi", ["membro del consiglio di amministrazione"]]]);
    expect(pick(read("Bianchi Anna, da Bellinzona, in Locarno, è dimissionaria.").removed, "name", "origin")).toEqual([["Anna Bianchi", "Bellinzona"]]);
  });

  it("`Procura collettiva a due è conferita a X, da Y, in Z` and `X, da Y, in Z, è stato nominato direttore con firma collettiva a due`", () => {
    expect(pick(read("Procura collettiva a due è conferita a Ferrari Paolo, da Chiasso, in Mendrisio.").added, "name", "signing_authority")).toEqual([["Paolo Ferrari", "procura collettiva a due"]]);
    expect(pick(read("Ferrari Paolo, da Chiasso, in Mendrisio, è stato nominato direttore con firma collettiva a due.").added, "roles", "signing_authority")).toEqual([
      [["direttore"], "con firma collettiva a due"],
    ]);
  });

  it("`Ufficio di revisione: X SA (CHE-…), in Lugano` and `Amministrazione: …, i quali firmano individualmente`", () => {
    expect(pick(read("Ufficio di revisione: Fiduciaria Alfa SA (CHE-111.222.333), in Lugano.").added, "kind", "name", "identifier", "roles")).toEqual([
      ["legal_entity", "Fiduciaria Alfa SA", "CHE-111.222.333", ["ufficio di revisione"]],
    ]);
    expect(pick(read("Amministrazione: Rossi Marco, da Lugano, in Lugano, presidente, e Verdi Luisa, da Bellinzona, in Biasca, i quali firmano individualmente.").added, "name", "roles", "signing_authority")).toEqual([
      ["Marco Rossi", ["presidente"], "individualmente"],
      ["Luisa Verdi", [], "individualmente"],
    ]);
  });
});
