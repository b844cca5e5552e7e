import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PersonEntrySchema, type PersonEntry } from "../../src/domain/person-entry.js";
import { PersonLinesSchema } from "../../src/ingest/parsed-person-lines.js";
import { parsePersonLines, type ParsedEntry } from "../../src/ingest/person-lines/index.js";

/** A natural person's entry with every absent value null. */
function person(fields: Partial<PersonEntry> & { last_name: string; first_name: string | null }): PersonEntry {
  return PersonEntrySchema.parse({
    kind: "natural_person",
    name: fields.first_name ? `${fields.first_name} ${fields.last_name}` : fields.last_name,
    identifier: null,
    origin: null,
    nationality: null,
    residence: null,
    roles: [],
    signing_authority: null,
    previous: null,
    ...fields,
  });
}

function firm(fields: Partial<PersonEntry> & { name: string }): PersonEntry {
  return PersonEntrySchema.parse({
    kind: "legal_entity",
    last_name: null,
    first_name: null,
    identifier: null,
    origin: null,
    nationality: null,
    residence: null,
    roles: [],
    signing_authority: null,
    previous: null,
    ...fields,
  });
}

/** The ENTRY of a parsed entry, without its evidence (tested in person-lines.evidence.test.ts). */
const entryOf = ({ evidence: _evidence, ...entry }: ParsedEntry): PersonEntry => entry;
const added = (text: string): PersonEntry[] => parsePersonLines(text).added.map(entryOf);
const removed = (text: string): PersonEntry[] => parsePersonLines(text).removed.map(entryOf);

describe("parsePersonLines: the list styles the demo generator renders", () => {
  it("reads the German style", () => {
    expect(added("Eingetragene Personen neu oder mutierend: Conrad, Reto, von Davos, in Binningen, Präsident des Verwaltungsrates, mit Kollektivunterschrift zu zweien.")).toEqual([
      person({ last_name: "Conrad", first_name: "Reto", origin: "Davos", residence: "Binningen", roles: ["Präsident des Verwaltungsrates"], signing_authority: "mit Kollektivunterschrift zu zweien" }),
    ]);
  });

  it("reads the French style of canton Fribourg, family name first without a comma", () => {
    expect(added("Nouvelles personnes inscrites: Ruffieux Alain, de Crésuz, à Gruyères, directeur, signature collective à deux.")).toEqual([
      person({ last_name: "Ruffieux", first_name: "Alain", origin: "Crésuz", residence: "Gruyères", roles: ["directeur"], signing_authority: "signature collective à deux" }),
    ]);
  });

  it("reads the Italian style", () => {
    expect(added("Nuove persone iscritte o modifiche: Rossi, Marco, da Lugano, in Bellinzona, membro del consiglio d'amministrazione, con firma collettiva a due.")).toEqual([
      person({ last_name: "Rossi", first_name: "Marco", origin: "Lugano", residence: "Bellinzona", roles: ["membro del consiglio d'amministrazione"], signing_authority: "con firma collettiva a due" }),
    ]);
  });

  it("keeps a foreigner's nationality as written and the country of the residence", () => {
    expect(added("Eingetragene Personen: Shantaram, Venkatesh, britischer Staatsangehöriger, in Goring (GB), Mitglied des Verwaltungsrates, mit Einzelunterschrift.")).toEqual([
      person({ last_name: "Shantaram", first_name: "Venkatesh", nationality: "britischer Staatsangehöriger", residence: "Goring (GB)", roles: ["Mitglied des Verwaltungsrates"], signing_authority: "mit Einzelunterschrift" }),
    ]);
  });

  it("reads a legal entity with its UID", () => {
    expect(added("Eingetragene Personen neu oder mutierend: BDO AG (CHE-105.952.747), in Zürich, Revisionsstelle.")).toEqual([
      firm({ name: "BDO AG", identifier: "CHE-105.952.747", residence: "Zürich", roles: ["Revisionsstelle"] }),
    ]);
  });
});

describe("parsePersonLines: sections", () => {
  it("separates removed from added entries and keeps the order of the text", () => {
    const lines = parsePersonLines(
      "X AG, in Bern. Ausgeschiedene Personen und erloschene Unterschriften: Bieri, Adrian, von Schangnau, in Grossaffoltern, Präsident des Verwaltungsrates, mit Kollektivunterschrift zu zweien. Eingetragene Personen neu oder mutierend: Conrad, Reto, von Davos, in Binningen, Mitglied, ohne Zeichnungsberechtigung; Amstutz, Marcel, von Engelberg, in Hünenberg, Mitglied, ohne Zeichnungsberechtigung.",
    );
    expect(lines.removed.map((e) => e.name)).toEqual(["Adrian Bieri"]);
    expect(lines.added.map((e) => e.name)).toEqual(["Reto Conrad", "Marcel Amstutz"]);
  });

  it("recognises the French and Italian headings", () => {
    for (const heading of ["Personne(s) radiée(s)", "Personne radiée", "Personnes radiées", "Personne(s) et signature(s) radiée(s)", "Persone dimissionarie e firme cancellate", "Gelöschte Personen", "Ausgeschiedene Personen"]) {
      expect(parsePersonLines(`${heading}: Muster Hans, Mitglied.`).removed, heading).toHaveLength(1);
    }
    for (const heading of ["Nouvelles personnes inscrites", "Inscription ou modification de personne(s)", "Personne(s) inscrite(s)", "Personnes inscrites", "Nuove persone iscritte o modifiche", "Persone iscritte", "Eingetragene Personen", "Neu eingetragene Personen", "Personen neu oder mutierend"]) {
      expect(parsePersonLines(`${heading}: Muster Hans, Mitglied.`).added, heading).toHaveLength(1);
    }
  });

  it("does not end a section at Dr., St. Gallen, b. Bern, an initial or a dotted UID", () => {
    const lines = parsePersonLines(
      "Eingetragene Personen: Burkhalter, Dr. Jean Philippe, von St. Gallen, in Niederwangen b. Bern, Direktor, mit Einzelunterschrift; Gasche, Urs P., von Basel, in Köniz, Mitglied, ohne Zeichnungsberechtigung; Cotting Revisions AG (CH-229.0.630.164-6), in Bern, Revisionsstelle. Zweck: Handel.",
    );
    expect(lines.added.map((e) => [e.first_name, e.origin, e.residence])).toEqual([
      ["Dr. Jean Philippe", "St. Gallen", "Niederwangen b. Bern"],
      ["Urs P.", "Basel", "Köniz"],
      [null, null, "Bern"],
    ]);
    expect(lines.added[2].identifier).toBe("CH-229.0.630.164-6");
  });

  it("splits roles on und, et and e, but not inside a role name or a firm", () => {
    const roles = (text: string) => added(`Eingetragene Personen: ${text}.`).map((e) => e.roles);
    expect(roles("Forster, Thomas, von Basel, in Röschenz, Gesellschafter und Vorsitzender der Geschäftsführung, mit Einzelunterschrift")).toEqual([["Gesellschafter", "Vorsitzender der Geschäftsführung"]]);
    expect(roles("Müller, Daniel, von Näfels, in Filzbach, Vizeobmann und Kassier und Cheffluglehrer, mit Einzelunterschrift")).toEqual([["Vizeobmann", "Kassier", "Cheffluglehrer"]]);
    expect(roles("Rey, Jean, de Montana, à Montana, administrateur et secrétaire, avec signature individuelle")).toEqual([["administrateur", "secrétaire"]]);
    expect(roles("Mahmuti, Besnik, cittadino kosovaro, in Caslano, socio e gerente, con firma individuale")).toEqual([["socio", "gerente"]]);
    expect(roles("Huber, Anna, von Bern, in Bern, Leiterin Finanzen und Administration, mit Einzelunterschrift")).toEqual([["Leiterin Finanzen und Administration"]]);
    expect(roles("Meier, Eva, von Bern, in Bern, Präsidentin des Vereins für Kunst und Kultur, mit Einzelunterschrift")).toEqual([["Präsidentin des Vereins für Kunst und Kultur"]]);
    expect(added("Eingetragene Personen: Novisa Revisions- und Treuhand AG (CH-020.3.918.826-2), in Zürich, Revisionsstelle.")[0].name).toBe("Novisa Revisions- und Treuhand AG");
  });

  it("takes previous values from [bisher: …], [précédemment: …] and [finora: …]", () => {
    expect(added("Eingetragene Personen neu oder mutierend: Conrad, Reto, von Davos, in Binningen, Präsident, mit Kollektivunterschrift zu zweien [bisher: Mitglied des Verwaltungsrates, ohne Zeichnungsberechtigung].")[0].previous).toBe(
      "Mitglied des Verwaltungsrates, ohne Zeichnungsberechtigung",
    );
    expect(added("Inscription ou modification de personne(s): Maïka, Grégorio, ressortissant français, à Crans-Montana, titulaire, avec signature individuelle [précédemment: à Montana].")[0].previous).toBe("à Montana");
    expect(added("Nuove persone iscritte o modifiche: Rossi, Marco, da Lugano, in Bellinzona, gerente, con firma individuale [finora:  socio ].")[0].previous).toBe("socio");
  });

  it("ignores capital shares written after the signing authority", () => {
    const [entry] = added("Eingetragene Personen: Forster, Thomas, von Basel, in Röschenz, Gesellschafter, mit Einzelunterschrift, mit 100 Stammanteilen zu je CHF 100.00.");
    expect(entry.signing_authority).toBe("mit Einzelunterschrift");
    expect(added("Personne(s) inscrite(s): Polat, Cennet, citoyenne turque, à Monthey, associée, sans droit de signature, pour 100 parts sociales de CHF 100.00.")[0].signing_authority).toBe("sans droit de signature");
  });

  it("reads several origins, `von und in` and a residence abroad with its country", () => {
    expect(added("Eingetragene Personen: Nold Rebetez, Verena, von Chur, Felsberg und Les Genevez JU, in Hausen AG, Mitglied, ohne Zeichnungsberechtigung.")[0].origin).toBe("Chur, Felsberg und Les Genevez JU");
    expect(added("Eingetragene Personen: Zimmermann, Gerhard, von und in Wohlenschwil, Geschäftsführer, mit Einzelunterschrift.")[0]).toMatchObject({ origin: "Wohlenschwil", residence: "Wohlenschwil" });
    expect(added("Eingetragene Personen: Feurer, Rudolf, von Schaffhausen, in Taichung, Taiwan (ROC), Geschäftsführer, mit Einzelunterschrift.")[0].residence).toBe("Taichung, Taiwan (ROC)");
  });

  it("reads `de <country>` in French as the nationality, `de <place>` as the origin", () => {
    expect(added("Associé-gérant: Grisca Igor, de Roumanie, à Onex, pour 200 parts de CHF 100 avec signature individuelle.")).toEqual([
      person({ last_name: "Grisca", first_name: "Igor", nationality: "Roumanie", residence: "Onex", roles: ["associé-gérant"], signing_authority: "avec signature individuelle" }),
    ]);
    expect(added("Nouvelles personnes inscrites: Jaquet Lucien, de Bas-Intyamon, à Riaz, procuration collective à deux.")[0]).toMatchObject({ origin: "Bas-Intyamon", nationality: null });
  });

  it("undoes the French contraction of Le and Les in places", () => {
    expect(added("Nouvelles personnes inscrites: Rossier, Ghislaine, du Locle, au Mont-sur-Lausanne, présidente, avec signature individuelle; Bapst Benoît, des Bois, aux Brenets, associé gérant.").map((e) => [e.origin, e.residence])).toEqual([
      ["Le Locle", "Le Mont-sur-Lausanne"],
      ["Les Bois", "Les Brenets"],
    ]);
    expect(added("Nouvelles personnes inscrites: Bapst Benoît, d'Orbe, à La Chaux-de-Fonds, directeur.")[0]).toMatchObject({ origin: "Orbe", residence: "La Chaux-de-Fonds" });
  });

  it("keeps titles and aliases with the given name", () => {
    expect(added("Eingetragene Personen: Stüssi, Jakob jun., von Glarus, in Glarus, Kassier, mit Einzelunterschrift.")[0].first_name).toBe("Jakob jun.");
    expect(added("Personne(s) inscrite(s): Rey, François Fabien, dit Fabien, de Montana, à Montana, associé et gérant, avec signature individuelle.")[0]).toMatchObject({
      first_name: "François Fabien, dit Fabien",
      name: "François Fabien, dit Fabien Rey",
    });
  });

  it("ends a family name before the first common given name when there is no comma", () => {
    expect(added("Eingetragene Personen: Zbinden Chollet Yvonne, von Brünisried, in Brünisried, Mitglied, ohne Zeichnungsberechtigung.")[0]).toMatchObject({ last_name: "Zbinden Chollet", first_name: "Yvonne" });
    expect(added("Eingetragene Personen: von Burg René, von Lommiswil, in Pieterlen, mit Kollektivprokura zu zweien.")[0]).toMatchObject({ last_name: "von Burg", first_name: "René" });
  });

  it("continues an old Fribourg section whose entries end with full stops", () => {
    const lines = parsePersonLines(
      "Ausgeschiedene Personen, erloschene Unterschriften: Mühlemann Jean-Pierre, von Bönigen b. Interlaken, in Münchenbuchsee, Mitglied, mit Kollektivunterschrift zu zweien. Lehmann Marc, von Oberdiessbach, in Niederwangen b. Bern, mit Kollektivprokura zu zweien. Personen neu oder mutierend: Mühlemann Nicolas, von Bönigen b. Interlaken, in Münchenbuchsee, Mitglied, ohne Zeichnungsberechtigung. Die Gesellschaft ist derzeit ohne Revisionsstelle.",
    );
    expect(lines.removed.map((e) => e.name)).toEqual(["Jean-Pierre Mühlemann", "Marc Lehmann"]);
    expect(lines.added.map((e) => e.name)).toEqual(["Nicolas Mühlemann"]);
  });

  it("reads raw gazette text: markup, entities and double encoding", () => {
    const raw =
      '<FT TYPE="F">Actor IQ SA</FT>, à <FT TYPE="S">Martigny</FT>. Inscription ou modification de personne(s): de Caritat de Peruzzis, CÃ©dric, citoyen belge, Ã&nbsp; Vex, administrateur, avec signature individuelle [pr&#233;c&#233;demment: Ã  Bridel (LU)].';
    expect(added(raw)).toEqual([
      person({ last_name: "de Caritat de Peruzzis", first_name: "Cédric", nationality: "citoyen belge", residence: "Vex", roles: ["administrateur"], signing_authority: "avec signature individuelle", previous: "à Bridel (LU)" }),
    ]);
  });

  it("finds nothing in notices without persons", () => {
    const nothing = (text: string) => {
      const { removed, added, unparsed } = parsePersonLines(text);
      return { removed, added, unparsed };
    };
    expect(nothing("")).toEqual({ removed: [], added: [], unparsed: [] });
    expect(nothing("Nakanes Sàrl, en liquidation, à Genève, CHE-436.663.341. La procédure de faillite ayant été clôturée par jugement du 13.08.2026, la société est radiée d'office.")).toEqual({ removed: [], added: [], unparsed: [] });
    expect(nothing("Communication aux associés: par écrit ou par courriel. Die Gesellschaft ist derzeit ohne Revisionsstelle. La société est dissoute.")).toEqual({ removed: [], added: [], unparsed: [] });
    // A German article opens no name (round 16): the company's own deletion is no unread person.
    expect(nothing("Muster AG in Liquidation, in Bern, CHE-123.456.789. Die Liquidation ist beendet. Die Gesellschaft ist gelöscht.")).toEqual({ removed: [], added: [], unparsed: [] });
  });
});

describe("parsePersonLines: prose", () => {
  it("reads `Signature … est conférée à …` with shared residences and roles", () => {
    expect(added("Signature collective à deux est conférée à Canu Vincent, de Bussigny, et Gafner Theodor, de Beatenberg, tous deux à Lausanne, directeurs.")).toEqual([
      person({ last_name: "Canu", first_name: "Vincent", origin: "Bussigny", residence: "Lausanne", roles: ["directeur"], signing_authority: "signature collective à deux" }),
      person({ last_name: "Gafner", first_name: "Theodor", origin: "Beatenberg", residence: "Lausanne", roles: ["directeur"], signing_authority: "signature collective à deux" }),
    ]);
  });

  it("reads `X n'est plus …; ses pouvoirs sont radiés` as removals", () => {
    expect(removed("Julen Rémy et Julen Anthony ne sont plus administrateurs; leurs pouvoirs sont radiés.")).toEqual([
      person({ last_name: "Julen", first_name: "Rémy", roles: ["administrateur"] }),
      person({ last_name: "Julen", first_name: "Anthony", roles: ["administrateur"] }),
    ]);
  });

  it("reads a role heading with the signing authority of its list", () => {
    expect(added("Nouveaux administrateurs avec signature collective à deux: Espiard Thomas, du Canada, à Bougival (France), et Sarkar Amrita, d'Inde, à Paris (France).")).toEqual([
      person({ last_name: "Espiard", first_name: "Thomas", nationality: "Canada", residence: "Bougival (France)", roles: ["administrateur"], signing_authority: "avec signature collective à deux" }),
      person({ last_name: "Sarkar", first_name: "Amrita", nationality: "Inde", residence: "Paris (France)", roles: ["administrateur"], signing_authority: "avec signature collective à deux" }),
    ]);
  });

  it("reads a change of residence", () => {
    expect(added("Meillard Jean-François est désormais à Châtel-Saint-Denis.")).toEqual([person({ last_name: "Meillard", first_name: "Jean-François", residence: "Châtel-Saint-Denis" })]);
  });

  it("reads the German sentences of the Fribourg register", () => {
    expect(added("Kalbermatter Jörg, von St. Niklaus, in Worb, ist zum Mitglied der Geschäftsleitung mit Kollektivunterschrift zu zweien ernannt worden.")).toEqual([
      person({ last_name: "Kalbermatter", first_name: "Jörg", origin: "St. Niklaus", residence: "Worb", roles: ["Mitglied der Geschäftsleitung"], signing_authority: "mit Kollektivunterschrift zu zweien" }),
    ]);
    expect(removed("Die Kollektivprokura zu zweien von Burkard Andreas Urs und Henzi Jürg ist erloschen.")).toEqual([
      person({ last_name: "Burkard", first_name: "Andreas Urs", signing_authority: "Kollektivprokura zu zweien" }),
      person({ last_name: "Henzi", first_name: "Jürg", signing_authority: "Kollektivprokura zu zweien" }),
    ]);
    expect(removed("Herzig Alain ist nicht mehr Mitglied der Geschäftsleitung, seine Unterschrift ist erloschen.")).toEqual([
      person({ last_name: "Herzig", first_name: "Alain", roles: ["Mitglied der Geschäftsleitung"] }),
    ]);
  });
});

describe("parsePersonLines: any input", () => {
  const gazetteText = fc.stringMatching(/^[A-Za-zÄÖÜäöüéèàÃ¼© .,;:()[\]<>&#0-9'-]{0,300}$/);

  it("never throws and returns valid entries", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), gazetteText), (text) => {
        const lines = parsePersonLines(text);
        expect(PersonLinesSchema.safeParse(lines).success).toBe(true);
        expect(parsePersonLines(text)).toEqual(lines);
      }),
      { numRuns: 500 },
    );
  });

  it("reads a long section in linear time", () => {
    // 2,000 different persons (`Musteraa`, `Musterab`, …): one person named twice in a notice is one entry.
    const family = (i: number) => `Muster${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`;
    const section = `Eingetragene Personen: ${Array.from({ length: 2000 }, (_, i) => `${family(i)}, Hans, von Bern, in Thun, Präsident und Mitglied, mit Einzelunterschrift; `).join("")}.`;
    const started = performance.now();
    expect(parsePersonLines(section).added).toHaveLength(2000);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(() => parsePersonLines(`${"(".repeat(50_000)}${"a. ".repeat(50_000)}`)).not.toThrow();
  });
});
