import { describe, expect, it } from "vitest";
import { generateNotices, NoticeSchema, renderEntry, renderNotice, type Notice, type NoticeEntry } from "../../src/generate/index.js";
import { ROLE_CODES, ROLES, ROLE_SEPARATOR } from "../../src/generate/vocabulary.js";

const person = (overrides: Partial<NoticeEntry>): NoticeEntry => ({
  kind: "natural_person",
  name: "Reto Conrad",
  last_name: "Conrad",
  first_name: "Reto",
  identifier: null,
  origin: "Davos",
  nationality: null,
  residence: "Binningen",
  roles: ["Präsident des Verwaltungsrates"],
  signing_authority: "mit Kollektivunterschrift zu zweien",
  previous: null,
  ...overrides,
});

describe("renderEntry", () => {
  it("writes a German person line as the register does", () => {
    expect(renderEntry(person({}), "de", "standard")).toBe(
      "Conrad, Reto, von Davos, in Binningen, Präsident des Verwaltungsrates, mit Kollektivunterschrift zu zweien",
    );
  });

  it("writes canton Fribourg's French style with the family name first and no comma", () => {
    const entry = person({ last_name: "Ruffieux", first_name: "Alain", name: "Alain Ruffieux", origin: "Crésuz", residence: "Gruyères", roles: ["directeur"], signing_authority: "signature collective à deux" });
    expect(renderEntry(entry, "fr", "fribourg")).toBe("Ruffieux Alain, de Crésuz, à Gruyères, directeur, signature collective à deux");
  });

  it("contracts French places that start with an article or a vowel", () => {
    const entry = person({ origin: "Le Locle", residence: "Les Bois", roles: ["administrateur"], signing_authority: "avec signature individuelle" });
    expect(renderEntry(entry, "fr", "standard")).toBe("Conrad, Reto, du Locle, aux Bois, administrateur, avec signature individuelle");
    expect(renderEntry(person({ origin: "Orbe", residence: "Le Locle", roles: [] }), "fr", "standard")).toContain("d'Orbe, au Locle");
  });

  it("writes a nationality instead of an origin, joins roles and keeps the previous state", () => {
    const entry = person({ origin: null, nationality: "cittadino italiano", residence: "Lugano", roles: ["socio", "gerente"], signing_authority: "con firma individuale", previous: "socio, senza diritto di firma" });
    expect(renderEntry(entry, "it", "standard")).toBe("Conrad, Reto, cittadino italiano, in Lugano, socio e gerente, con firma individuale [finora: socio, senza diritto di firma]");
  });

  it("writes a legal entity with its UID", () => {
    const auditor = person({ kind: "legal_entity", name: "Revisa Treuhand AG", last_name: null, first_name: null, identifier: "CHE-105.952.747", origin: null, residence: "Zürich", roles: ["Revisionsstelle"], signing_authority: null });
    expect(renderEntry(auditor, "de", "standard")).toBe("Revisa Treuhand AG (CHE-105.952.747), in Zürich, Revisionsstelle");
  });
});

describe("renderNotice", () => {
  const change: Notice = {
    type: "HR02",
    language: "de",
    style: "standard",
    name: "Bedag Informatik AG",
    translations: [],
    seat: "Bern",
    uid: "CHE-108.955.156",
    address: null,
    legal_form: "Aktiengesellschaft",
    reference: { issue: 179, date: "17.09.2025", publication: "1006434983", page: null },
    statements: [],
    removed: [person({ last_name: "Bieri", first_name: "Adrian", name: "Adrian Bieri", origin: "Schangnau", residence: "Grossaffoltern" })],
    added: [person({ previous: "Mitglied des Verwaltungsrates, ohne Zeichnungsberechtigung" })],
  };

  it("renders a change notice like the gazette sample", () => {
    expect(renderNotice(change)).toBe(
      "Bedag Informatik AG, in Bern, CHE-108.955.156, Aktiengesellschaft (SHAB Nr. 179 vom 17.09.2025, Publ. 1006434983). " +
        "Ausgeschiedene Personen und erloschene Unterschriften: Bieri, Adrian, von Schangnau, in Grossaffoltern, Präsident des Verwaltungsrates, mit Kollektivunterschrift zu zweien. " +
        "Eingetragene Personen neu oder mutierend: Conrad, Reto, von Davos, in Binningen, Präsident des Verwaltungsrates, mit Kollektivunterschrift zu zweien [bisher: Mitglied des Verwaltungsrates, ohne Zeichnungsberechtigung].",
    );
  });

  it("is pure: the same notice gives the same text", () => {
    expect(renderNotice(structuredClone(change))).toBe(renderNotice(change));
  });

  it("writes a new entry with translations, address and the entered persons", () => {
    const text = renderNotice({ ...change, type: "HR01", name: "Nearivo GmbH", translations: ["Nearivo Sàrl", "Nearivo Sagl"], reference: null, address: "Christoph Merian-Ring 11, 4153 Reinach BL", legal_form: "Gesellschaft mit beschränkter Haftung", removed: [] , added: [person({ previous: null })] });
    expect(text.startsWith("Nearivo GmbH (Nearivo Sàrl) (Nearivo Sagl), in Bern, CHE-108.955.156, Christoph Merian-Ring 11, 4153 Reinach BL, Gesellschaft mit beschränkter Haftung (Neueintragung).")).toBe(true);
    expect(text).toContain("Eingetragene Personen: Conrad, Reto");
  });
});

describe("generated notices", () => {
  const notices = generateNotices({ companies: 300, seed: 3 });

  it("are valid structured notices whose texts end with their person sections", () => {
    expect(notices.length).toBeGreaterThan(300);
    for (const { notice, text } of notices) {
      expect(NoticeSchema.safeParse(notice).success).toBe(true);
      expect(text).toBe(renderNotice(notice));
      const last = notice.added.at(-1) ?? notice.removed.at(-1);
      if (last) expect(text.endsWith(`${renderEntry(last, notice.language, notice.style)}.`)).toBe(true);
    }
  });

  it("use all three languages and both French styles", () => {
    const kinds = new Set(notices.map(({ notice }) => `${notice.language}/${notice.style}`));
    for (const kind of ["de/standard", "fr/standard", "it/standard"]) expect(kinds.has(kind)).toBe(true);
  });
});

describe("role vocabulary", () => {
  it("never contains the separator the register puts between roles", () => {
    for (const code of ROLE_CODES) {
      for (const language of ["de", "fr", "it"] as const) {
        for (const words of ROLES[code][language]) for (const word of words) expect(word.includes(ROLE_SEPARATOR[language]), `${code} ${word}`).toBe(false);
      }
    }
  });
});
