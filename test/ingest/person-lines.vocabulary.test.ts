/**
 * Every word of the parser's vocabulary (data/person-lines/*.json) in at least one sentence the register's practice
 * allows: each role form, each signing kind, each verb phrase and marker, with the formulation it covers named in the
 * test. Sentences are written here by hand per language (templates); the vocabulary only fills in the word under test.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { upperFirst } from "../../src/domain/text.js";
import { parsePersonLines } from "../../src/ingest/person-lines/index.js";

const DATA = new URL("../../data/person-lines/", import.meta.url);
const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(file, DATA), "utf8")) as T;
type Lang = "de" | "fr" | "it";
type Forms = Record<Lang, string[]>;
interface RoleForm {
  concept: string;
  lang: Lang;
  m: string;
  f?: string;
  m_pl?: string;
  f_pl?: string;
  /** The noun of the office the role holds (`présidence`). */
  office?: string;
}
const roles = read<{ roles: RoleForm[] }>("roles.json").roles;
const signatures = read<{ kinds: ({ concept: string } & Forms)[]; adverbs: Forms; restrictions: Forms }>("signatures.json");
const verbs = read<Record<string, Forms>>("verbs.json");
const bodies = new Set(read<{ bodies: string[] }>("headings.json").bodies);
/** Plural forms that are also a singular (`consigliere`): a heading cannot tell which is meant. */
const singulars = new Set(roles.flatMap((form) => [form.m, form.f]).filter((f) => f !== undefined).map((f) => f.toLowerCase()));

/** A person line in each language's list style (Zefix template de/it, Fribourg style fr). */
const LINE: Record<Lang, (role: string, signing: string) => string> = {
  de: (role, signing) => `Eingetragene Personen neu oder mutierend: Muster, Hans, von Bern, in Thun, ${role}, ${signing}.`,
  fr: (role, signing) => `Nouvelles personnes inscrites: Dupont Jean, de Genève, à Lausanne, ${role}, ${signing}.`,
  it: (role, signing) => `Nuove persone iscritte o modifiche: Rossi, Marco, da Lugano, in Bellinzona, ${role}, ${signing}.`,
};
const SIGN: Record<Lang, string> = { de: "mit Einzelunterschrift", fr: "avec signature individuelle", it: "con firma individuale" };
const OPENER: Record<Lang, string> = { de: "mit", fr: "avec", it: "con" };

const only = (text: string) => {
  const lines = parsePersonLines(`Muster AG, in Bern, CHE-123.456.789. ${text}`);
  expect(lines.unparsed, text).toEqual([]);
  return lines;
};

describe("vocabulary: every role form (data/person-lines/roles.json)", () => {
  it("reads each singular form, masculine and feminine, in a list line of its language (`…, <role>, <signing>`)", () => {
    for (const form of roles) {
      for (const role of [form.m, form.f].filter((r): r is string => r !== undefined)) {
        const [entry] = only(LINE[form.lang](role, SIGN[form.lang])).added;
        expect([entry?.roles, entry?.signing_authority], `${form.concept} ${role}`).toEqual([[role], SIGN[form.lang]]);
      }
    }
  });

  it("reads each plural form as a role heading and gives each person the singular (`Liquidateurs: A, …`)", () => {
    for (const form of roles) {
      for (const [plural, singular] of [[form.m_pl, form.m], [form.f_pl, form.f ?? form.m]] as const) {
        if (plural === undefined || singulars.has(plural.toLowerCase()) || bodies.has(plural.toLowerCase())) continue;
        const heading = plural.charAt(0).toUpperCase() + plural.slice(1);
        const [entry] = only(`${heading}: Dupont Jean, de Genève, à Lausanne.`).added;
        expect(entry?.roles, `${form.concept} ${plural}`).toEqual([singular]);
      }
    }
  });

  it("reads each role with an ordinal (`1. Kassier`, `2e vice-président`) without ending the sentence", () => {
    const { added } = only("Eingetragene Personen neu oder mutierend: Müller, Daniel, von Näfels, in Filzbach, 1. Kassier, mit Einzelunterschrift.");
    expect(added.map((e) => [e.name, e.roles])).toEqual([["Daniel Müller", ["1. Kassier"]]]);
  });

  it("splits roles joined by und / et / e / ni, and keeps a German compound (`Vizeobmann und Kassier und Cheffluglehrer`)", () => {
    expect(only(LINE.de("Gesellschafter und Geschäftsführer", SIGN.de)).added[0].roles).toEqual(["Gesellschafter", "Geschäftsführer"]);
    expect(only(LINE.de("Vizeobmann und Kassier und Cheffluglehrer", SIGN.de)).added[0].roles).toEqual(["Vizeobmann", "Kassier", "Cheffluglehrer"]);
    expect(only(LINE.fr("membre et secrétaire du conseil d'administration", SIGN.fr)).added[0].roles).toEqual(["membre", "secrétaire du conseil d'administration"]);
    expect(only(LINE.it("socio e gerente", SIGN.it)).added[0].roles).toEqual(["socio", "gerente"]);
    expect(only("Dupont Jean et Martin Paul ne sont plus associés ni gérants; leurs pouvoirs sont radiés.").removed.map((e) => e.roles)).toEqual([
      ["associé", "gérant"],
      ["associé", "gérant"],
    ]);
  });

  it("drops the modifiers that state the change (`nouvelle associée-gérante`, `nommé président`)", () => {
    expect(only("Administration: Dupont Jean, de Genève, à Lausanne, nommé président, avec signature individuelle.").added[0].roles).toEqual(["président"]);
    expect(only(LINE.fr("nouvelle associée-gérante pour 20 parts de CHF 1'000", SIGN.fr)).added[0].roles).toEqual(["associée-gérante"]);
  });
});

describe("vocabulary: every signing kind (data/person-lines/signatures.json)", () => {
  it("reads each kind after its opener (`mit Kollektivprokura zu zweien`, `avec procuration collective à deux`, `con firma collettiva a due`)", () => {
    for (const kind of signatures.kinds) {
      for (const lang of ["de", "fr", "it"] as const) {
        for (const written of kind[lang]) {
          const signing = /^(?:ohne|sans|senza)\b/.test(written) ? written : `${OPENER[lang]} ${written}`;
          const [entry] = only(LINE[lang]("Mitglied", signing).replace("Mitglied", lang === "de" ? "Mitglied" : lang === "fr" ? "membre" : "membro")).added;
          expect(entry?.signing_authority, `${kind.concept} ${lang}`).toBe(signing);
        }
      }
    }
  });

  it("reads a kind written without opener in the Fribourg style (`Dubuis Edouard, administrateur, signature collective à deux`)", () => {
    const { removed } = only("Personne radiée: Dubuis Edouard, administrateur, vice-président, signature collective à deux.");
    expect(removed.map((e) => [e.roles, e.signing_authority])).toEqual([[["administrateur", "vice-président"], "signature collective à deux"]]);
  });

  it("reads each signing adverb of the prose (`continue de signer individuellement`, `zeichnet einzeln`, `firma individualmente`)", () => {
    const verbOf: Record<Lang, string> = { fr: "signe désormais", de: "zeichnet neu", it: "firma ora" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const adverb of signatures.adverbs[lang]) {
        const [entry] = only(`Dupont Jean, administrateur, ${verbOf[lang]} ${adverb}.`).added;
        expect(entry?.signing_authority, adverb).toBe(adverb);
      }
    }
  });

  it("keeps a restriction with its signing authority (`mit Kollektivprokura zu zweien, beschränkt auf den Hauptsitz`)", () => {
    const restricted: Record<Lang, string> = { de: "den Hauptsitz", fr: "l'établissement principal", it: "la sede principale" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const restriction of signatures.restrictions[lang]) {
        const signing = `${SIGN[lang]}, ${restriction} ${restricted[lang]}`;
        const [entry] = only(LINE[lang](lang === "de" ? "Direktor" : lang === "fr" ? "directeur" : "direttore", signing)).added;
        expect(entry?.signing_authority, restriction).toBe(signing);
      }
    }
  });
});

describe("vocabulary: every verb phrase (data/person-lines/verbs.json)", () => {
  it("enters no person for a declaration of opting out of the audit (`Selon déclaration de X, …, la société renonce à un contrôle restreint`)", () => {
    const declarant: Record<Lang, string> = {
      de: "Gemäss Erklärung von Muster Hans, Präsident, vom 12.03.2021",
      fr: "Selon déclaration de Dupont Jean, administrateur unique, du 12.03.2021,",
      it: "Secondo dichiarazione di Rossi Marco, presidente, del 12.03.2021,",
    };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.opting_out[lang]) {
        const sentence = /^(?:selon|gemäss|secondo)/i.test(phrase) ? `${phrase} Muster Hans, Präsident, la société renonce.` : `${declarant[lang]} ${phrase}.`;
        const { removed, added } = only(sentence.charAt(0).toUpperCase() + sentence.slice(1));
        expect([removed, added], phrase).toEqual([[], []]);
      }
    }
  });

  it("reads each departure phrase as a removal (`X n'est plus …`, `X ist ausgeschieden`, `X è dimissionario`)", () => {
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.departure[lang]) {
        const { removed, added } = only(`Dupont Jean, de Genève, à Lausanne, ${phrase}.`);
        expect([removed.map((e) => e.name), added], phrase).toEqual([["Jean Dupont"], []]);
      }
    }
  });

  it("reads each appointment phrase with the role after it (`X, de Y, à Z, a été nommé administrateur avec signature …`)", () => {
    const role: Record<Lang, string> = { de: "Mitglied des Verwaltungsrates", fr: "administrateur", it: "membro del consiglio di amministrazione" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.appointment[lang]) {
        // `ist zum` / `wurde zur` take the dative and the participle: `ist zum Präsidenten ernannt worden`; the role is
        // entered in the nominative (`Präsident`), as the labelled daily summaries write it (`zum Vizepräsidenten` → `Vizepräsident`).
        const sentence = /zu[mr]$/.test(phrase)
          ? `Muster Hans, von Bern, in Thun, ${phrase} Präsidenten ernannt worden.`
          : `Dupont Jean, de Genève, à Lausanne, ${phrase} ${role[lang]} ${SIGN[lang]}.`;
        const [entry] = only(sentence).added;
        expect(entry?.roles, phrase).toEqual([/zu[mr]$/.test(phrase) ? "Präsident" : role[lang]]);
      }
    }
  });

  it("reads each signing verb with the authority after it (`Les administrateurs A et B signent désormais collectivement à deux`)", () => {
    const after: Record<Lang, string> = { de: "mit Kollektivunterschrift zu zweien", fr: "collectivement à deux", it: "collettivamente a due" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.signature_change[lang]) {
        const { added } = only(`Les administrateurs Dupont Jean et Martin Paul ${phrase} ${after[lang]}.`);
        expect(added.map((e) => [e.name, e.roles, e.signing_authority]), phrase).toEqual([
          ["Jean Dupont", ["administrateur"], after[lang]],
          ["Paul Martin", ["administrateur"], after[lang]],
        ]);
      }
    }
  });

  it("reads each phrase that confers a signature (`Procuration collective à deux est conférée à X, de Y, au Mont-sur-Lausanne`)", () => {
    const signing: Record<Lang, string> = { de: "Kollektivprokura zu zweien", fr: "Procuration collective à deux", it: "Firma collettiva a due" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.signature_conferred[lang]) {
        const [entry] = only(`${signing[lang]} ${phrase} Dupont Jean, de Genève, au Mont-sur-Lausanne.`).added;
        expect([entry?.name, entry?.residence, entry?.signing_authority], phrase).toEqual([
          "Jean Dupont",
          "Le Mont-sur-Lausanne",
          // A German noun keeps its capital; French and Italian drop the one the sentence gave.
          lang === "de" ? signing[lang] : signing[lang].charAt(0).toLowerCase() + signing[lang].slice(1),
        ]);
      }
    }
  });

  it("reads each phrase that removes a signature (`La signature d'Abbet Pascal est radiée`, `Die Prokura von X ist erloschen`)", () => {
    const subject: Record<Lang, string> = { de: "Die Kollektivprokura zu zweien von", fr: "La procuration de", it: "La firma di" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.signature_removed[lang]) {
        const { removed } = only(`${subject[lang]} Dupont Jean ${phrase}.`);
        expect(removed.map((e) => e.name), phrase).toEqual(["Jean Dupont"]);
      }
    }
    expect(only("La signature d'Abbet Pascal est radiée.").removed.map((e) => [e.name, e.signing_authority])).toEqual([["Pascal Abbet", null]]);
  });

  it("reads each change of residence in a list part (`maintenant domicilié à Megève, F`, `nun in Ins`)", () => {
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.residence_change[lang]) {
        const [entry] = only(`Administration: Dupont Jean, ${phrase} Megève, F, président, lesquels signent individuellement.`).added;
        expect(entry?.residence, phrase).toBe("Megève, F");
      }
    }
  });

  it("reads each change of residence with a finite verb as a sentence's predicate (`X, de Y, réside désormais à Z`, `X wohnt neu in Z`, `X, da Y, risiede ora a Z`)", () => {
    const apposition = /^(?:maintenant|désormais|nouvellement|actuellement|dorénavant|nun|neu|jetzt|ora|attualmente)\s/;
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.residence_change[lang].filter((p) => !apposition.test(p))) {
        const plural = /^(?:sont|ont|résident|demeurent|habitent|sind|wohnen|sono|hanno|risiedono|abitano)\s/.test(phrase);
        const subject = plural ? "Dupont Jean, de Bex, et Favre Luc, de Bex," : "Dupont Jean, de Bex,";
        const { added, removed } = only(`${subject} ${phrase} Megève, F${/ nach$/.test(phrase) ? " verlegt" : ""}.`);
        expect([removed.length, ...added.map((e) => [e.name, e.origin, e.residence])], phrase).toEqual([
          0,
          ...(plural ? ["Jean Dupont", "Luc Favre"] : ["Jean Dupont"]).map((name) => [name, "Bex", "Megève, F"]),
        ]);
      }
    }
    // The place left is named for reference only.
    expect(only("Rochat Anne, de L'Abbaye, a transféré son domicile de Nyon à Vevey.").added.map((e) => [e.name, e.residence, e.previous])).toEqual([["Anne Rochat", "Vevey", null]]);
    expect(only("Meier Hans, von Basel, hat seinen Wohnsitz von Basel nach Riehen verlegt.").added.map((e) => [e.name, e.residence])).toEqual([["Hans Meier", "Riehen"]]);
  });

  it("reads the liquidator after each phrase entrusting the liquidation (`La liquidation est confiée à X`, `Die Liquidation wird durch X … durchgeführt`, `La liquidazione è affidata a X`)", () => {
    const ROLE: Record<Lang, string> = { de: "Liquidator", fr: "liquidateur", it: "liquidatore" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.liquidation_entrusted[lang]) {
        const { added, removed } = only(`${phrase} Dupont Jean, de Bex, à Aigle, avec signature individuelle${lang === "de" ? " durchgeführt" : ""}.`);
        expect([removed.length, ...added.map((e) => [e.name, e.residence, e.roles, e.signing_authority])], phrase).toEqual([0, ["Jean Dupont", "Aigle", [ROLE[lang]], "avec signature individuelle"]]);
      }
    }
  });

  it("reads the person after each connective opening a sentence (`Zudem ist X nicht mehr Mitglied`, `En outre, X n'est plus administrateur`, `Inoltre X non è più membro`)", () => {
    const DEPARTURE: Record<Lang, string> = { de: "ist Dupont Jean nicht mehr Mitglied", fr: "Dupont Jean n'est plus membre", it: "Dupont Jean non è più membro" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const connective of verbs.connectives[lang]) {
        const { removed, added } = only(`${connective}${lang === "fr" ? "," : ""} ${DEPARTURE[lang]}.`);
        expect([added.length, ...removed.map((e) => e.name)], connective).toEqual([0, "Jean Dupont"]);
      }
    }
  });

  it("reads a change of origin with each origin introducer (`X est désormais originaire de Y`, `X ist neu Bürger von Y`, `X è ora attinente di Y`)", () => {
    const copula: Record<Lang, string> = { de: "ist neu", fr: "est désormais", it: "è ora" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const introducer of verbs.origin_introducers[lang]) {
        // French contracts the article of `Le Locle` and `Les Bois` with the preposition (`originaire du Locle`).
        const [place, origin] = / du$/.test(introducer) ? ["Locle", "Le Locle"] : / des$/.test(introducer) ? ["Bois", "Les Bois"] : ["Orbe", "Orbe"];
        const [entry] = only(`Dupont Jean ${copula[lang]} ${introducer}${introducer.endsWith("'") ? "" : " "}${place}.`).added;
        expect([entry?.name, entry?.origin], introducer).toEqual(["Jean Dupont", origin]);
      }
    }
  });

  it("reads each acknowledgement before a departure noun (`Il est pris acte de la démission de X`, `Kenntnisnahme vom Rücktritt von X`, `Si prende atto delle dimissioni di X`)", () => {
    const departure: Record<Lang, string> = { de: "vom Rücktritt von Dupont Jean, Mitglied", fr: "de la démission de Dupont Jean, administrateur", it: "delle dimissioni di Dupont Jean, membro" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.acknowledgements[lang]) {
        const { removed, added } = only(`${phrase} ${departure[lang]}.`);
        expect([removed.map((e) => [e.name, e.roles]), added.length], phrase).toEqual([[["Jean Dupont", [departure[lang].split(", ")[1]]]], 0]);
      }
    }
  });

  it("reads each adverb of a repeated predicate (`…; B, de Y, à Z, également`, `ebenfalls`, `pure`) in a clause and as a sentence", () => {
    const appointed: Record<Lang, string> = {
      de: "Dupont Jean, von Bern, in Thun, wurde zum Mitglied mit Kollektivunterschrift zu zweien gewählt",
      fr: "Dupont Jean, de Genève, à Lancy, a été nommé administrateur avec signature collective à deux",
      it: "Dupont Jean, da Lugano, in Lugano, è stato nominato membro con firma collettiva a due",
    };
    const identity: Record<Lang, string> = { de: "von Bern, in Spiez", fr: "de Nyon, à Nyon", it: "da Lugano, in Paradiso" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const adverb of verbs.also_adverbs[lang]) {
        for (const joint of ["; ", ". "]) {
          const { added } = only(`${appointed[lang]}${joint}Martin Paul, ${identity[lang]}, ${adverb}.`);
          expect(added.map((e) => [e.name, e.roles, e.signing_authority]), `${adverb} after ${joint}`).toEqual([
            ["Jean Dupont", added[0]?.roles, added[0]?.signing_authority],
            ["Paul Martin", added[0]?.roles, added[0]?.signing_authority],
          ]);
          expect(added[0]?.roles.length, adverb).toBe(1);
        }
      }
    }
  });

  it("reads the departure verbs `sort`, `sortent` (`Sortent du conseil d'administration: A et B`) and `lascia`, `lasciano`", () => {
    for (const text of [
      "Sortent du conseil d'administration: Dupont Jean et Martin Paul.",
      "Dupont Jean et Martin Paul sortent du conseil d'administration.",
      "Lasciano il consiglio di amministrazione: Dupont Jean e Martin Paul.",
      "Dupont Jean e Martin Paul lasciano il consiglio di amministrazione.",
    ]) {
      expect(only(text).removed.map((e) => e.name), text).toEqual(["Jean Dupont", "Paul Martin"]);
    }
    for (const text of ["Dupont Jean, administrateur, sort du conseil d'administration.", "Dupont Jean, membro, lascia il consiglio di amministrazione."]) {
      expect(only(text).removed.map((e) => e.name), text).toEqual(["Jean Dupont"]);
    }
  });

  it("reads each cause phrase inside a departure as no part of the role (`X ist infolge Todes aus dem Verwaltungsrat ausgeschieden`)", () => {
    const SENTENCE: Record<Lang, (cause: string) => string> = {
      de: (cause) => `Dupont Jean, von Bern, in Thun, ist ${cause} aus dem Verwaltungsrat ausgeschieden.`,
      fr: (cause) => `Dupont Jean, de Genève, à Lancy, administrateur, a, ${cause}, quitté le conseil d'administration.`,
      it: (cause) => `Dupont Jean, da Lugano, in Lugano, membro, ha, ${cause}, lasciato il consiglio di amministrazione.`,
    };
    const ROLES: Record<Lang, string[]> = { de: [], fr: ["administrateur"], it: ["membro"] };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const cause of verbs.cause_phrases[lang]) {
        const { removed, added } = only(SENTENCE[lang](cause));
        expect([removed.map((e) => [e.name, e.roles]), added.length], cause).toEqual([[["Jean Dupont", ROLES[lang]]], 0]);
      }
    }
  });

  it("reads each share transfer (`leurs 20 parts … ont été cédées à X, de Y, à Z, nouvelle associée-gérante …`)", () => {
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.share_transfer[lang]) {
        const [entry] = only(`Ses 20 parts de CHF 1'000 ${phrase} Dupont Jean, de Genève, à Lausanne, associé, avec signature individuelle.`).added;
        expect([entry?.name, entry?.roles], phrase).toEqual(["Jean Dupont", ["associé"]]);
      }
    }
  });

  it("reads each marker of the previous value (`X, jusqu'ici délégué, continue de signer …`, `bisher …`, `finora …`)", () => {
    for (const lang of ["de", "fr", "it"] as const) {
      for (const marker of verbs.previous_markers[lang]) {
        const [entry] = only(`Dupont Jean, membre, ${marker} secrétaire, continue de signer collectivement à deux.`).added;
        expect([entry?.roles, entry?.previous, entry?.signing_authority], marker).toEqual([["membre"], "secrétaire", "collectivement à deux"]);
      }
    }
  });

  it("reads each marker of the new value: what was stated before it is previous (`Präsident, Einzelunterschrift, neu Mitglied, …`)", () => {
    for (const lang of ["de", "fr", "it"] as const) {
      for (const marker of verbs.change_markers[lang]) {
        const [entry] = only(`Personnes inscrites modifiées: Pittet Roland, administrateur vice-président, ${marker} administrateur président.`).added;
        expect([entry?.roles, entry?.previous], marker).toEqual([["administrateur président"], "administrateur vice-président"]);
      }
    }
  });

  it("reads each relative pronoun: singular for the last person, plural for all (`…, lesquels signent individuellement`)", () => {
    const pronouns = verbs.relative_pronouns as unknown as Record<Lang, { one: string[]; all: string[] }>;
    for (const lang of ["de", "fr", "it"] as const) {
      for (const pronoun of pronouns[lang].all) {
        const { added } = only(`Administration: Dupont Jean, de Genève, à Lausanne, et Martin Paul, de Berne, à Nyon, président, ${pronoun} signent individuellement.`);
        expect(added.map((e) => e.signing_authority), pronoun).toEqual(["individuellement", "individuellement"]);
      }
      for (const pronoun of pronouns[lang].one) {
        const { added } = only(`Administration: Dupont Jean, de Genève, à Lausanne, et Martin Paul, de Berne, à Nyon, ${pronoun} est nommé président.`);
        expect(added.map((e) => e.roles), pronoun).toEqual([[], ["président"]]);
      }
    }
  });
});

describe("vocabulary: sentence-shape words of the second round (data/person-lines/verbs.json)", () => {
  const NO_LONGER: Record<Lang, string> = { de: "ist nicht mehr", fr: "n'est plus", it: "non è più" };
  const ROLE_A: Record<Lang, string> = { de: "Präsident", fr: "président", it: "presidente" };
  const ROLE_B: Record<Lang, string> = { de: "Mitglied des Verwaltungsrates", fr: "administrateur", it: "membro del consiglio di amministrazione" };

  it("reads each kept-role marker after a departure: removed with the role left, added with the role kept (`n'est plus président, mais reste administrateur`)", () => {
    for (const lang of ["de", "fr", "it"] as const) {
      for (const marker of verbs.kept_markers[lang]) {
        const { removed, added } = only(`Dupont Jean ${NO_LONGER[lang]} ${ROLE_A[lang]}, ${marker} ${ROLE_B[lang]}.`);
        expect([removed.map((e) => e.roles), added.map((e) => e.roles)], marker).toEqual([[[ROLE_A[lang]]], [[ROLE_B[lang]]]]);
      }
    }
  });

  it("leaves out each birth date marker with its date (`Muster, Hans, geb. 12.03.1970, von Bern, …`)", () => {
    for (const lang of ["de", "fr", "it"] as const) {
      for (const marker of verbs.birth_markers[lang]) {
        const date = /(?:en|nel|Jahrgang|classe)$/.test(marker) ? "1970" : /(?:le|il)$/.test(marker) ? "4 mai 1970" : "12.03.1970";
        const [entry] = only(`Eingetragene Personen neu oder mutierend: Muster, Hans, ${marker} ${date}, von Bern, in Thun, Mitglied, mit Einzelunterschrift.`).added;
        expect([entry?.name, entry?.origin, entry?.residence], marker).toEqual(["Hans Muster", "Bern", "Thun"]);
      }
    }
  });

  it("reads no name in each nominal opener (`Inscription de X …`, `Iscrizione di X …`, `Démission de X …`)", () => {
    const of: Record<Lang, string> = { de: "von", fr: "de", it: "di" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const opener of verbs.nominal_openers[lang]) {
        const lines = only(`${opener} ${of[lang]} Dupont Jean, de Genève, à Lausanne, ${ROLE_A[lang]}.`);
        expect([...lines.removed, ...lines.added].map((e) => [e.last_name, e.first_name]), opener).toEqual([["Dupont", "Jean"]]);
      }
    }
  });

  it("gives no role from the body before each composition phrase (`Der Verwaltungsrat besteht aus A, Präsident, und B, …`)", () => {
    const body: Record<Lang, string> = { de: "Der Verwaltungsrat", fr: "Le conseil d'administration", it: "Il consiglio di amministrazione" };
    const and: Record<Lang, string> = { de: "und", fr: "et", it: "e" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.body_composition[lang]) {
        const { added } = only(`${body[lang]} ${phrase} Dupont Jean, ${ROLE_A[lang]}, ${and[lang]} Martin Paul, ${ROLE_B[lang]}.`);
        expect(added.map((e) => e.roles), phrase).toEqual([[ROLE_A[lang]], [ROLE_B[lang]]]);
      }
    }
  });

  it("reads each active share transfer: the receiving person with what is said of them (`X, associé, a cédé ses parts à Y, …, associé gérant, avec …`)", () => {
    const to: Record<Lang, string> = { de: "an", fr: "à", it: "a" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.share_transfer_active[lang]) {
        const { added } = only(`Muster Hans, associé, ${phrase} ses parts ${to[lang]} Dupont Jean, de Genève, à Lausanne, ${ROLE_A[lang]}, ${SIGN[lang]}.`);
        expect(added.map((e) => [e.name, e.roles, e.signing_authority]), phrase).toEqual([["Jean Dupont", [ROLE_A[lang]], SIGN[lang]]]);
      }
    }
  });

  it("reads the firm after each replacement phrase as leaving, with its seat and no role (`… organe de révision en remplacement de Audit SA, à Genève`, round 27)", () => {
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.replacement[lang]) {
        const { removed, added } = only(`Fidu SA, à Lausanne, a été désignée en qualité d'organe de révision ${phrase}${phrase.endsWith("'") ? "" : " "}Audit SA, à Genève.`);
        expect([removed.map((e) => [e.name, e.residence, e.roles]), added.map((e) => [e.name, e.roles])], phrase).toEqual([[["Audit SA", "Genève", []]], [["Fidu SA", ["organe de révision"]]]]);
      }
    }
  });

  it("completes the persons of the clause or sentence before with each subject pronoun (`…; il signe …`, `Tous deux signent …`)", () => {
    // `ce dernier`, `dieser`, `quest'ultimo` (the one named last) are singular too.
    const singular = new Set(["il", "elle", "er", "sie", "egli", "ella", "lui", "lei", "ce dernier", "cette dernière", "celui-ci", "celle-ci", "dieser", "letzterer", "quest'ultimo", "quest'ultima"]);
    const verb: Record<Lang, [string, string, string]> = {
      de: ["zeichnet", "zeichnen", "kollektiv zu zweien"],
      fr: ["signe", "signent", "collectivement à deux"],
      it: ["firma", "firmano", "collettivamente a due"],
    };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const pronoun of verbs.subject_pronouns[lang]) {
        const [one, many, how] = verb[lang];
        const count = singular.has(pronoun) ? 1 : /trois|drei|tre$/.test(pronoun) ? 3 : 2;
        const persons = [
          "Dupont Jean, de Genève, à Lausanne, est nommé administrateur",
          "Dupont Jean, de Genève, à Lausanne, et Martin Paul, de Berne, à Nyon, sont nommés administrateurs",
          "Dupont Jean, de Genève, à Lausanne, Martin Paul, de Berne, à Nyon, et Favre Luc, de Bulle, à Vevey, sont nommés administrateurs",
        ][count - 1];
        const said = `${pronoun} ${singular.has(pronoun) ? one : many} ${how}`;
        for (const text of [`${persons}; ${said}.`, `${persons}. ${said.charAt(0).toUpperCase()}${said.slice(1)}.`]) {
          const { added } = only(text);
          expect(added.map((e) => e.signing_authority), text).toEqual(added.map(() => how));
          expect(added.length, text).toBe(count);
        }
      }
    }
  });
});

describe("vocabulary: nominal style of courts and corrections (data/person-lines/verbs.json)", () => {
  const ARTICLE: Record<Lang, string> = { de: "der", fr: "de la", it: "della" };
  const KIND: Record<Lang, string> = { de: "Kollektivprokura", fr: "procuration collective", it: "procura collettiva" };
  const OF: Record<Lang, string> = { de: "von", fr: "de", it: "di" };
  const TO: Record<Lang, string> = { de: "an", fr: "à", it: "a" };

  it("reads each noun of withdrawal before a signing and its person (`die Entziehung der Vertretungsbefugnis von X`)", () => {
    for (const lang of ["de", "fr", "it"] as const) {
      for (const noun of verbs.nominal_withdrawal[lang]) {
        const { removed } = only(`Mit Entscheid vom 1.2.2020 wurde ${noun} ${ARTICLE[lang]} ${KIND[lang]} ${OF[lang]} Dupont Jean bestätigt.`);
        expect(removed.map((e) => [e.name, e.signing_authority]), noun).toEqual([["Jean Dupont", KIND[lang]]]);
      }
    }
  });

  it("reads each noun of grant before a signing and its person (`die Übertragung der alleinigen Vertretung an Y`)", () => {
    for (const lang of ["de", "fr", "it"] as const) {
      for (const noun of verbs.nominal_grant[lang]) {
        const { added } = only(`Mit Entscheid vom 1.2.2020 wurde ${noun} ${ARTICLE[lang]} ${KIND[lang]} ${TO[lang]} Dupont Jean bestätigt.`);
        expect(added.map((e) => [e.name, e.signing_authority]), noun).toEqual([["Jean Dupont", KIND[lang]]]);
      }
    }
  });

  it("reads each correction marker before a name and its wrong form (`… richtigerweise Y (und nicht Z) heisst`)", () => {
    const not: Record<Lang, string> = { de: "und nicht", fr: "et non", it: "e non" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const marker of verbs.correction_markers[lang]) {
        const { added } = only(`Die Publikation wird berichtigt: die Gesellschafterin heisst ${marker} Dupont Anne (${not[lang]} Dupond Anne).`);
        expect(added.map((e) => [e.name, e.roles, e.previous]), marker).toEqual([["Anne Dupont", ["Gesellschafterin"], "Dupond Anne"]]);
      }
    }
  });
});

describe("vocabulary: a signing kept or changed (verbs.json possessives, signing_kept_or_changed; signatures.json adjectives)", () => {
  const adjectives = read<{ adjectives: Forms }>("signatures.json").adjectives;
  /** An appointment in each language, then a clause about the person's signing (`…; sa signature reste …`). */
  const APPOINTED: Record<Lang, string> = {
    de: "Huber Hans, von Bern, in Thun, ist neu Präsident",
    fr: "Dupont Jean, de Genève, à Lausanne, est nommé président",
    it: "Rossi Marco, da Lugano, in Bellinzona, è ora presidente",
  };
  const NOUN: Record<Lang, string> = { de: "Unterschrift", fr: "signature", it: "firma" };
  /** After a verb of change into (`est modifiée en`, `lautet neu auf`, `è trasformata in`) the kind is a noun phrase. */
  const KIND_NOUN: Record<Lang, string> = { de: "Kollektivunterschrift zu zweien", fr: "signature collective à deux", it: "firma collettiva a due" };
  const into = (verb: string) => /\s(?:en|in|auf)$/.test(verb);

  it("reads each possessive and each verb of keeping or change in a clause after an appointment (`…; sa signature reste collective à deux`)", () => {
    for (const lang of ["de", "fr", "it"] as const) {
      for (const possessive of verbs.possessives[lang]) {
        for (const verb of verbs.signing_kept_or_changed[lang]) {
          const value = into(verb) ? KIND_NOUN[lang] : adjectives[lang][1];
          const { added } = only(`${APPOINTED[lang]}; ${possessive} ${NOUN[lang]} ${verb} ${value}.`);
          expect(added.map((e) => e.signing_authority), `${possessive} … ${verb}`).toEqual([value]);
        }
      }
    }
  });

  it("reads each signing adjective after `sa signature reste` as the signing, as written", () => {
    for (const lang of ["de", "fr", "it"] as const) {
      for (const adjective of adjectives[lang]) {
        const { added } = only(`${APPOINTED[lang]}; ${verbs.possessives[lang][0]} ${NOUN[lang]} ${verbs.signing_kept_or_changed[lang][0]} ${adjective}.`);
        expect(added.map((e) => e.signing_authority), adjective).toEqual([adjective]);
      }
    }
  });

  it("reads each verb of keeping or change after the noun and its person (`La signature de X est désormais collective à deux`)", () => {
    const THE: Record<Lang, string> = { de: "Die Unterschrift von", fr: "La signature de", it: "La firma di" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const verb of verbs.signing_kept_or_changed[lang]) {
        const value = into(verb) ? KIND_NOUN[lang] : adjectives[lang][1];
        const { added } = only(`${THE[lang]} Dupont Jean ${verb} ${value}.`);
        expect(added.map((e) => [e.name, e.signing_authority]), verb).toEqual([["Jean Dupont", value]]);
      }
    }
  });
});

describe("vocabulary: sentence-shape words of the fifth generalisation round (data/person-lines/verbs.json)", () => {
  it("reads each phrase of a signing maintained after a possessive as the kind named (`…; sa signature individuelle est maintenue`)", () => {
    const APPOINTED: Record<Lang, string> = {
      de: "Huber Hans, von Bern, in Thun, ist neu Präsident",
      fr: "Dupont Jean, de Genève, à Lausanne, est nommé président",
      it: "Rossi Marco, da Lugano, in Bellinzona, è ora presidente",
    };
    const KEPT: Record<Lang, string> = { de: "seine Einzelunterschrift", fr: "sa signature individuelle", it: "la sua firma individuale" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.signing_maintained[lang]) {
        const { added } = only(`${APPOINTED[lang]}; ${KEPT[lang]} ${phrase}.`);
        expect(added.map((e) => e.signing_authority), phrase).toEqual([KEPT[lang].replace(/^\S+ (?:sua )?/, "")]);
      }
    }
  });

  it("reads each word that distributes roles one per person (`A et B ont été nommés respectivement président et secrétaire`)", () => {
    const SENTENCE: Record<Lang, (word: string) => string> = {
      de: (word) => `Huber Hans und Frei Anna sind ${word} Präsident und Aktuarin.`,
      fr: (word) => `Dupont Jean et Martin Anne ont été nommés ${word} président et secrétaire.`,
      it: (word) => `Rossi Marco e Bianchi Anna sono stati nominati ${word} presidente e segretaria.`,
    };
    const ROLES: Record<Lang, string[][]> = { de: [["Präsident"], ["Aktuarin"]], fr: [["président"], ["secrétaire"]], it: [["presidente"], ["segretaria"]] };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const word of verbs.respectively[lang]) {
        expect(only(SENTENCE[lang](word)).added.map((e) => e.roles), word).toEqual(ROLES[lang]);
      }
    }
  });

  it("leaves out each marker of a date of effect with its date (`a été nommé directeur avec effet au 01.01.2021, avec …`)", () => {
    const SENTENCE: Record<Lang, (marker: string) => string> = {
      de: (marker) => `Huber Hans, von Bern, in Thun, ist ${marker} 01.07.2020 zum Direktor mit Einzelunterschrift ernannt worden.`,
      fr: (marker) => `Dupont Jean, de Genève, à Lausanne, a été nommé directeur ${marker} 01.07.2020, avec signature individuelle.`,
      it: (marker) => `Rossi Marco, da Lugano, in Bellinzona, è stato nominato direttore ${marker} 01.07.2020 con firma individuale.`,
    };
    const EXPECTED: Record<Lang, [string[], string]> = {
      de: [["Direktor"], "mit Einzelunterschrift"],
      fr: [["directeur"], "avec signature individuelle"],
      it: [["direttore"], "con firma individuale"],
    };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const marker of verbs.effect_markers[lang]) {
        const [entry] = only(SENTENCE[lang](marker)).added;
        expect([entry?.roles, entry?.signing_authority], marker).toEqual(EXPECTED[lang]);
      }
    }
  });

  it("reads each phrase of a replacement: the first person leaves, the second takes the role (`X, administrateur, est remplacé par Y`)", () => {
    const ROLE: Record<Lang, string> = { de: "Direktor", fr: "administrateur", it: "gerente" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.replaced_by[lang]) {
        const { removed, added } = only(`Dupont Jean, ${ROLE[lang]}, ${phrase} Martin Paul, de Genève, à Lausanne.`);
        expect([removed.map((e) => [e.name, e.roles]), added.map((e) => [e.name, e.roles, e.residence])], phrase).toEqual([
          [["Jean Dupont", [ROLE[lang]]]],
          [["Paul Martin", [ROLE[lang]], "Lausanne"]],
        ]);
      }
    }
  });

  it("reads each phrase of a replacement after a pronoun: the persons after it take the role of those who left (`X, administrateur, a démissionné; il est remplacé par Y`)", () => {
    const LEFT: Record<Lang, string> = { de: "Dupont Jean, Direktor, ist ausgeschieden; er", fr: "Dupont Jean, administrateur, a démissionné; il", it: "Dupont Jean, gerente, si è dimesso; egli" };
    const ROLE: Record<Lang, string> = { de: "Direktor", fr: "administrateur", it: "gerente" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.replaced_by[lang]) {
        const { removed, added } = only(`${LEFT[lang]} ${phrase} Martin Paul, de Genève, à Lausanne.`);
        expect([removed.map((e) => e.name), added.map((e) => [e.name, e.roles, e.residence])], phrase).toEqual([["Jean Dupont"], [["Paul Martin", [ROLE[lang]], "Lausanne"]]]);
      }
    }
  });

  it("reads each demonstrative before a person who repeats the clause before (`…; celle de B, directrice, également`, `diejenige von B ebenfalls`, `quella di B pure`)", () => {
    const REMOVED: Record<Lang, string> = { de: "Die Kollektivprokura von Dupont Jean ist erloschen", fr: "La signature de Dupont Jean est radiée", it: "La firma di Dupont Jean è cancellata" };
    const ALSO: Record<Lang, string> = { de: "ebenfalls", fr: "également", it: "pure" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const demonstrative of verbs.demonstratives_of[lang]) {
        const { removed } = only(`${REMOVED[lang]}; ${demonstrative}${demonstrative.endsWith("'") ? "" : " "}Abbet Pascal ${ALSO[lang]}.`);
        expect(removed.map((e) => e.name), demonstrative).toEqual(["Jean Dupont", "Pascal Abbet"]);
      }
    }
  });

  it("reads each nominal opener before a role heading, a departure one as a removal (`Inscription de nouveaux administrateurs:`, `Démission des administrateurs:`)", () => {
    const HEADING: Record<Lang, (word: string) => string> = {
      de: (word) => `${word} der Direktoren: Huber Hans, von Bern, in Thun, mit Kollektivunterschrift zu zweien.`,
      fr: (word) => `${word} des administrateurs: Dupont Jean, de Genève, à Lausanne, avec signature collective à deux.`,
      it: (word) => `${word} dei direttori: Rossi Marco, da Lugano, in Bellinzona, con firma collettiva a due.`,
    };
    const ROLE: Record<Lang, string> = { de: "Direktor", fr: "administrateur", it: "direttore" };
    const departures = new Set(Object.values(verbs.nominal_departure).flat());
    for (const lang of ["de", "fr", "it"] as const) {
      for (const word of verbs.nominal_openers[lang]) {
        const lines = only(HEADING[lang](word));
        const [entry] = departures.has(word) ? lines.removed : lines.added;
        expect([entry?.roles, lines.removed.length + lines.added.length], word).toEqual([[ROLE[lang]], 1]);
      }
      // Every departure opener is a nominal opener too.
      for (const word of verbs.nominal_departure[lang]) expect(verbs.nominal_openers[lang], word).toContain(word);
    }
  });
});

describe("vocabulary: the earlier signing after `instead of` (data/person-lines/verbs.json `instead_of`)", () => {
  it("reads each phrase: the signing before it is the new one, the one after it previous (`signe désormais individuellement au lieu de collectivement à deux`)", () => {
    const SENTENCE: Record<Lang, (phrase: string) => string> = {
      de: (phrase) => `Huber Hans, Präsident, zeichnet neu einzeln ${phrase} kollektiv zu zweien.`,
      fr: (phrase) => `Dupont Jean, administrateur, signe désormais individuellement ${phrase} collectivement à deux.`,
      it: (phrase) => `Rossi Marco, presidente, firma ora individualmente ${phrase} collettivamente a due.`,
    };
    const EXPECTED: Record<Lang, [string, string]> = {
      de: ["einzeln", "kollektiv zu zweien"],
      fr: ["individuellement", "collectivement à deux"],
      it: ["individualmente", "collettivamente a due"],
    };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.instead_of[lang].filter((one) => !one.endsWith("'"))) {
        const [entry] = only(SENTENCE[lang](phrase)).added;
        expect([entry?.signing_authority, entry?.previous], phrase).toEqual(EXPECTED[lang]);
      }
    }
    // Elided before a vowel: `… collectivement à deux au lieu d'individuellement`.
    for (const phrase of verbs.instead_of.fr.filter((one) => one.endsWith("'"))) {
      const [entry] = only(`Dupont Jean, administrateur, signe désormais collectivement à deux ${phrase}individuellement.`).added;
      expect([entry?.signing_authority, entry?.previous], phrase).toEqual(["collectivement à deux", "individuellement"]);
    }
  });
});

describe("vocabulary: sentence shapes of issue 15 round 9 (data/person-lines/verbs.json)", () => {
  const compact = (entry: { name: string; origin: string | null; residence: string | null; nationality: string | null; roles: string[]; signing_authority: string | null } | undefined) =>
    entry && [entry.name, entry.origin, entry.residence, entry.nationality, entry.roles, entry.signing_authority];

  it("reads each active verb after each subject as the passive (`Le conseil d'administration a nommé X, de Y, à Z, directeur`)", () => {
    const OBJECT: Record<Lang, { text: string; role: string; origin: string; residence: string }> = {
      de: { text: "Huber Hans, von Bern, in Thun, zum Direktor", role: "Direktor", origin: "Bern", residence: "Thun" },
      fr: { text: "Dupont Jean, de Genève, à Lancy, directeur", role: "directeur", origin: "Genève", residence: "Lancy" },
      it: { text: "Rossi Marco, da Lugano, in Bellinzona, direttore", role: "direttore", origin: "Lugano", residence: "Bellinzona" },
    };
    const ARTICLE: Record<Lang, (subject: string) => string> = {
      de: (subject) => (/(?:rat|stand)$/.test(subject) ? "Der" : "Die"),
      fr: (subject) => (/^[aeéiou]/i.test(subject) ? "L'" : /^(?:gérance)$/.test(subject) ? "La" : subject === "associés" ? "Les" : "Le"),
      it: (subject) => (/^[aeiou]/i.test(subject) ? "L'" : subject === "gerenza" ? "La" : subject === "soci" ? "I" : "Il"),
    };
    for (const lang of ["de", "fr", "it"] as const) {
      const object = OBJECT[lang];
      for (const subject of verbs.active_subjects[lang]) {
        for (const verb of verbs.active_voice[lang]) {
          if (lang !== "de" && /^(?:ont|hanno)\s/.test(verb) !== (subject === "associés" || subject === "soci")) continue;
          const article = ARTICLE[lang](subject);
          const opening = `${article}${article.endsWith("'") ? "" : " "}${subject}`;
          const dismissal = /révoqué|revocato/.test(verb);
          const sentence = lang === "de" ? `${opening} ${verb} ${object.text} ${dismissal ? "abberufen" : "ernannt"}.` : `${opening} ${verb} ${object.text}.`;
          const lines = only(sentence);
          const [entry] = dismissal ? lines.removed : lines.added;
          expect(compact(entry), sentence).toEqual([expect.any(String), object.origin, object.residence, null, [object.role], null]);
        }
      }
    }
  });

  it("drops each relative word before a name (`Dupont Jean et son épouse Dupont Anne, tous deux de …, sont associés gérants`)", () => {
    const SENTENCE: Record<Lang, (kin: string) => string> = {
      de: (kin) => `Huber Hans und ${kin} Huber Anna, beide von Bern, in Thun, sind Gesellschafter mit Einzelunterschrift.`,
      fr: (kin) => `Dupont Jean et ${kin} Dupont Anne, tous deux de Genève, à Lancy, sont associés gérants avec signature individuelle.`,
      it: (kin) => `Rossi Marco e ${kin} Rossi Anna, entrambi da Lugano, in Bellinzona, sono soci con firma individuale.`,
    };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const kin of verbs.kin_words[lang]) {
        const { added } = only(SENTENCE[lang](kin));
        expect(added.map((entry) => entry.name), kin).toEqual(lang === "de" ? ["Hans Huber", "Anna Huber"] : lang === "fr" ? ["Jean Dupont", "Anne Dupont"] : ["Marco Rossi", "Anna Rossi"]);
      }
    }
  });

  it("reads each clause conjunction as the start of a second clause (`…, tandis que Martin Anne, de Berne, à Pully, a été nommée secrétaire`)", () => {
    const SENTENCE: Record<Lang, (conjunction: string) => string> = {
      de: (conjunction) => `Huber Hans, von Bern, in Thun, ist zum Präsidenten ernannt worden, ${conjunction} Meier Anna, von Basel, in Riehen, zur Sekretärin ernannt worden ist.`,
      fr: (conjunction) => `Dupont Jean, de Genève, à Lausanne, a été nommé administrateur avec signature collective à deux, ${conjunction} Martin Anne, de Berne, à Pully, a été nommée secrétaire.`,
      it: (conjunction) => `Rossi Marco, da Lugano, in Bellinzona, è stato nominato presidente con firma individuale, ${conjunction} Bianchi Anna, da Locarno, in Ascona, è stata nominata segretaria.`,
    };
    const SECOND: Record<Lang, [string, string, string, string]> = {
      de: ["Anna Meier", "Basel", "Riehen", "Sekretärin"],
      fr: ["Anne Martin", "Berne", "Pully", "secrétaire"],
      it: ["Anna Bianchi", "Locarno", "Ascona", "segretaria"],
    };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const conjunction of verbs.clause_conjunctions[lang]) {
        const { added, partly_parsed } = only(SENTENCE[lang](conjunction));
        expect(added, conjunction).toHaveLength(2);
        expect(added[0].signing_authority, conjunction).toBe(lang === "de" ? null : lang === "fr" ? "avec signature collective à deux" : "con firma individuale");
        expect([added[1].name, added[1].origin, added[1].residence, added[1].roles[0]], conjunction).toEqual(SECOND[lang]);
        expect(partly_parsed, conjunction).toEqual([]);
      }
    }
  });

  it("reads each word that adds a person to the subject (`A et B, de même que C, ont été nommés administrateurs`)", () => {
    const SENTENCE: Record<Lang, (also: string) => string> = {
      de: (also) => `Huber Hans, von Bern, in Thun, und Meier Anna, von Basel, in Riehen, ${also} Keller Sophie, von Zug, in Baar, sind zu Mitgliedern ernannt worden.`,
      fr: (also) => `Rochat Pierre et Favre Anne, ${also} Keller Sophie, ont été nommés administrateurs.`,
      it: (also) => `Rossi Marco e Bianchi Anna, ${also} Verdi Sofia, sono stati nominati membri.`,
    };
    const NAMES: Record<Lang, string[]> = {
      de: ["Hans Huber", "Anna Meier", "Sophie Keller"],
      fr: ["Pierre Rochat", "Anne Favre", "Sophie Keller"],
      it: ["Marco Rossi", "Anna Bianchi", "Sofia Verdi"],
    };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const also of verbs.also_subjects[lang]) {
        const { added } = only(SENTENCE[lang](also));
        expect(added.map((entry) => entry.name), also).toEqual(NAMES[lang]);
        if (lang !== "de") expect(added.every((entry) => entry.roles.length === 1), also).toBe(true);
      }
    }
  });

  it("reads a person added after the predicate with each word of also_subjects (`A et B ont été nommés administrateurs, de même que C, de Berne, à Pully`): the predicate is theirs too", () => {
    const SENTENCE: Record<"fr" | "it", (also: string) => string> = {
      fr: (also) => `Rochat Pierre et Favre Anne ont été nommés administrateurs avec signature collective à deux, ${also} Keller Sophie, de Berne, à Pully.`,
      it: (also) => `Rossi Marco e Bianchi Anna sono stati nominati membri con firma collettiva a due, ${also} Verdi Sofia, da Lugano, in Ascona.`,
    };
    const LAST: Record<"fr" | "it", [string, string, string, string, string]> = {
      fr: ["Sophie Keller", "Berne", "Pully", "administrateur", "avec signature collective à deux"],
      it: ["Sofia Verdi", "Lugano", "Ascona", "membro", "con firma collettiva a due"],
    };
    for (const lang of ["fr", "it"] as const) {
      for (const also of verbs.also_subjects[lang]) {
        const { added, partly_parsed } = only(SENTENCE[lang](also));
        expect(added, also).toHaveLength(3);
        const last = added[2];
        expect([last.name, last.origin, last.residence, last.roles[0], last.signing_authority], also).toEqual(LAST[lang]);
        expect(added[0].roles, also).toEqual([LAST[lang][3]]);
        expect(partly_parsed, also).toEqual([]);
      }
    }
  });

  it("reads a person added after a departure's predicate with each word of also_subjects (`A et B ne sont plus administrateurs, de même que C`)", () => {
    const SENTENCE: Record<"fr" | "it", (also: string) => string> = {
      fr: (also) => `Rochat Pierre et Favre Anne ne sont plus administrateurs, ${also} Keller Sophie.`,
      it: (also) => `Rossi Marco e Bianchi Anna non sono più membri, ${also} Verdi Sofia.`,
    };
    const LAST: Record<"fr" | "it", [string, string]> = { fr: ["Sophie Keller", "administrateur"], it: ["Sofia Verdi", "membro"] };
    for (const lang of ["fr", "it"] as const) {
      for (const also of verbs.also_subjects[lang]) {
        const { removed, added } = only(SENTENCE[lang](also));
        expect(added, also).toEqual([]);
        expect(removed.map((entry) => [entry.name, entry.roles]), also).toContainEqual([LAST[lang][0], [LAST[lang][1]]]);
        expect(removed, also).toHaveLength(3);
      }
    }
  });

  it("reads a person with a role of their own after a departure's predicate with each word of also_subjects (`X, administrateur, n'est plus inscrit, de même que B, directrice`)", () => {
    const SENTENCE: Record<Lang, (also: string) => string> = {
      de: (also) => `Huber Hans, Mitglied, ist nicht mehr eingetragen, ${also} Keller Sophie, Direktorin.`,
      fr: (also) => `Rochat Pierre, administrateur, n'est plus inscrit, ${also} Keller Sophie, directrice.`,
      it: (also) => `Rossi Marco, membro, non è più iscritto, ${also} Keller Sophie, direttrice.`,
    };
    const ROLES: Record<Lang, [string, string]> = { de: ["Mitglied", "Direktorin"], fr: ["administrateur", "directrice"], it: ["membro", "direttrice"] };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const also of verbs.also_subjects[lang]) {
        const { removed, added } = only(SENTENCE[lang](also));
        expect([added.length, removed.map((entry) => entry.roles)], also).toEqual([0, [[ROLES[lang][0]], [ROLES[lang][1]]]]);
      }
    }
  });

  it("reads each nationality introducer as the nationality, as written (`X, titulaire d'un passeport français, à Y`)", () => {
    const SENTENCE: Record<Lang, (nationality: string) => string> = {
      de: (nationality) => `Eingetragene Personen neu oder mutierend: Muster, Hans, ${nationality}, in Konstanz (DE), Direktor, mit Kollektivunterschrift zu zweien.`,
      fr: (nationality) => `Procuration collective à deux est conférée à Dupont Jean, ${nationality}, à Annemasse (F).`,
      it: (nationality) => `Rossi Marco, ${nationality}, in Como (I), è stato nominato direttore con firma collettiva a due.`,
    };
    const COUNTRY: Record<Lang, string> = { de: "deutschen Passes", fr: "français", it: "italiano" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const introducer of verbs.nationality_introducers[lang]) {
        const nationality = `${introducer} ${COUNTRY[lang]}`;
        const [entry] = only(SENTENCE[lang](nationality)).added;
        expect(entry?.nationality, introducer).toBe(nationality);
      }
    }
  });

  it("reads each phrase of the company bound by a signing of named persons (`La société est engagée par la signature collective à deux de A et de B`)", () => {
    const SENTENCE: Record<Lang, (phrase: string) => [string, string]> = {
      de: (phrase) => [`${phrase} Kollektivunterschrift zu zweien von Huber Hans und Meier Anna vertreten.`, "Kollektivunterschrift zu zweien"],
      fr: (phrase) => [`${phrase} signature collective à deux de Dupont Jean et de Martin Anne.`, "signature collective à deux"],
      it: (phrase) => [`${phrase} firma collettiva a due di Rossi Marco e di Bianchi Anna.`, "firma collettiva a due"],
    };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.bound_by[lang]) {
        const [sentence, signing] = SENTENCE[lang](phrase.charAt(0).toUpperCase() + phrase.slice(1));
        const { added } = only(sentence);
        expect(added.map((entry) => entry.signing_authority), phrase).toEqual([signing, signing]);
      }
    }
  });

  it("reads each noun of a nominal change of signing with a colon (`Modification de la signature de X: signature collective à deux`)", () => {
    const SENTENCE: Record<Lang, (noun: string) => [string, string]> = {
      de: (noun) => [`${noun} der Zeichnungsberechtigung von Huber Hans: Kollektivunterschrift zu zweien.`, "Kollektivunterschrift zu zweien"],
      fr: (noun) => [`${noun} de la signature de Dupont Jean: signature collective à deux.`, "signature collective à deux"],
      it: (noun) => [`${noun} della firma di Rossi Marco: firma collettiva a due.`, "firma collettiva a due"],
    };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const noun of verbs.nominal_change[lang]) {
        const [sentence, signing] = SENTENCE[lang](noun);
        const { added } = only(sentence);
        expect(added.map((entry) => entry.signing_authority), noun).toEqual([signing]);
      }
    }
  });
});

describe("vocabulary: the nominal change of name (data/person-lines/verbs.json `nominal_name_change`)", () => {
  it("reads each noun phrase: the person under the new name, the earlier one previous (`Changement de nom de X, désormais Y`)", () => {
    const SENTENCE: Record<Lang, (phrase: string) => string> = {
      de: (phrase) => `${phrase} Huber Anna: neu Meier Anna.`,
      fr: (phrase) => `${phrase} Dupont Anne, désormais Martin Anne.`,
      it: (phrase) => `${phrase} Rossi Anna, ora Bianchi Anna.`,
    };
    const EXPECTED: Record<Lang, [string, string]> = { de: ["Anna Meier", "Huber Anna"], fr: ["Anne Martin", "Dupont Anne"], it: ["Anna Bianchi", "Rossi Anna"] };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.nominal_name_change[lang]) {
        const [entry] = only(SENTENCE[lang](phrase)).added;
        expect([entry?.name, entry?.previous], phrase).toEqual(EXPECTED[lang]);
      }
    }
  });
});

describe("vocabulary: legal forms of CH and abroad (data/person-lines/legal-forms.json)", () => {
  const legalForms = read<{ forms: string[]; nouns: string[]; compounds: string[]; trade_nouns: string[]; bodies: string[] }>("legal-forms.json");
  it("reads each legal form after a firm's name as a legal entity, not a person (`Revisionsstelle: Alpen Audit GbR, in Bern`)", () => {
    for (const form of legalForms.forms) {
      const { added } = only(`Revisionsstelle: Alpen Audit ${form}, in Bern.`);
      expect(added.map((entry) => [entry.kind, entry.name]), form).toEqual([["legal_entity", `Alpen Audit ${form}`]]);
    }
  });
  it("reads each legal-form noun as a word (`Stiftung Alpenblick`) and each German one at the end of a compound (`Wohnbaugenossenschaft Sonnhalde`)", () => {
    for (const name of [...legalForms.nouns.map((noun) => `${noun} Alpenblick`), ...legalForms.compounds.map((end) => `Wohnbau${end} Sonnhalde`)]) {
      {
        const { added } = only(`Organe de révision: ${name}, à Lausanne.`);
        expect(added.map((entry) => [entry.kind, entry.name]), name).toEqual([["legal_entity", name]]);
      }
    }
  });
  it("reads each public body or bank as a legal entity (`Organe de révision: Commune de Lancy`)", () => {
    for (const body of legalForms.bodies) {
      const { added } = only(`Organe de révision: ${body} de Lancy, à Lancy.`);
      expect(added.map((entry) => entry.kind), body).toEqual(["legal_entity"]);
    }
  });
  it("reads each trade noun as a firm without a legal form (`Organe de révision: Fiduciaire Blanc, à Genève`, `Revisionsstelle: Muster Treuhand, in Bern`)", () => {
    for (const noun of legalForms.trade_nouns) {
      for (const name of [`${noun} Blanc`, `Blanc ${noun}`]) {
        const { added } = only(`Organe de révision: ${name}, à Genève.`);
        expect(added.map((entry) => [entry.kind, entry.name]), name).toEqual([["legal_entity", name]]);
      }
    }
  });
  it("reads a family name that is a noun, body or trade word as a person's before an origin or a nationality (`Canton Pierre, de Genève`, `Cassa Maria, da Lugano`)", () => {
    for (const word of [...legalForms.nouns, ...legalForms.trade_nouns, ...legalForms.bodies].filter((one) => /^\p{Lu}\p{Ll}+$/u.test(one))) {
      for (const apposition of ["de Genève", "ressortissant français"]) {
        const { added } = only(`${word} Pierre, ${apposition}, à Lancy, est nommé administrateur.`);
        expect(added.map((entry) => [entry.kind, entry.last_name, entry.first_name]), `${word}, ${apposition}`).toEqual([["natural_person", word, "Pierre"]]);
      }
    }
  });
});

describe("vocabulary: nominal departures before persons with their appositions (data/person-lines/verbs.json, round 11)", () => {
  it("reads each departure noun (`nominal_departure`, and the capitalised nouns of `removal_markers`: `Démissions`, `Rücktritte`) before persons with origin and residence (`Démission de A, de X, à Y, et de B, …`)", () => {
    const SENTENCE: Record<Lang, (noun: string) => string> = {
      de: (noun) => `${noun} von Huber Hans, von Bern, in Thun, und Meier Anna, von Bern, in Spiez.`,
      fr: (noun) => `${noun} de Dupont Jean, de Genève, à Lausanne, et de Martin Anne, de Genève, à Pully.`,
      it: (noun) => `${noun} di Rossi Marco, da Lugano, in Bellinzona, e di Bianchi Anna, da Lugano, in Massagno.`,
    };
    const EXPECTED: Record<Lang, string[]> = {
      de: ["Hans Huber, Bern, Thun", "Anna Meier, Bern, Spiez"],
      fr: ["Jean Dupont, Genève, Lausanne", "Anne Martin, Genève, Pully"],
      it: ["Marco Rossi, Lugano, Bellinzona", "Anna Bianchi, Lugano, Massagno"],
    };
    for (const lang of ["de", "fr", "it"] as const) {
      const nouns = [...verbs.nominal_departure[lang], ...verbs.removal_markers[lang].filter((word) => /^\p{Lu}\p{Ll}+$/u.test(word))];
      for (const noun of nouns) {
        const { removed, added } = only(SENTENCE[lang](noun));
        expect(removed.map((entry) => `${entry.name}, ${entry.origin}, ${entry.residence}`), noun).toEqual(EXPECTED[lang]);
        expect(added, noun).toEqual([]);
      }
    }
  });
});

describe("vocabulary: person headings (data/person-lines/headings.json, round 11)", () => {
  const headings = read<{ removed: string[]; added: string[]; departure_words: string[] }>("headings.json");
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  it("removes the persons after each removal heading (`Personnes radiées:`, `Cancellazioni:`) and after each departure word alone (`Radiés:`, `Ausgeschieden:`)", () => {
    for (const heading of [...headings.removed, ...headings.departure_words]) {
      const { removed, added } = only(`${capital(heading)}: Dupont Jean, administrateur.`);
      expect([removed.map((entry) => [entry.name, entry.roles]), added.length], heading).toEqual([[["Jean Dupont", ["administrateur"]]], 0]);
    }
  });
  it("adds the persons after each heading of entered persons (`Eingetragene Personen:`, `Iscrizioni:`, `Nominations:`)", () => {
    for (const heading of headings.added) {
      const { removed, added } = only(`${capital(heading)}: Dupont Jean, de Genève, à Lausanne, administrateur, avec signature individuelle.`);
      expect([added.map((entry) => [entry.name, entry.residence, entry.signing_authority]), removed.length], heading).toEqual([[["Jean Dupont", "Lausanne", "avec signature individuelle"]], 0]);
    }
  });
});

describe("vocabulary: German nouns of a nationality (data/person-lines/verbs.json `nationality_nouns`, round 11)", () => {
  const adjective = (noun: string) => `deutsch${/innen$|en$/.test(noun) ? "en" : /er$/.test(noun) ? "er" : "e"}`;
  it("reads each noun after its adjective in a list (`Muster, Hans, deutscher Staatsangehöriger, in Basel, …`, `französische Staatsbürgerin`)", () => {
    for (const noun of verbs.nationality_nouns.de) {
      const nationality = `${adjective(noun)} ${noun}`;
      const [entry] = only(`Eingetragene Personen neu oder mutierend: Muster, Hans, ${nationality}, in Basel, Mitglied, mit Einzelunterschrift.`).added;
      expect([entry?.nationality, entry?.residence, entry?.roles], noun).toEqual([nationality, "Basel", ["Mitglied"]]);
    }
  });
  it("reads each noun before its country in prose (`Muster Hans, Staatsangehöriger von Frankreich, in Basel, ist … ausgeschieden`)", () => {
    for (const noun of verbs.nationality_nouns.de) {
      const nationality = `${noun} von Frankreich`;
      const [entry] = only(`Muster Hans, ${nationality}, in Basel, ist aus dem Verwaltungsrat ausgeschieden.`).removed;
      expect([entry?.name, entry?.nationality, entry?.residence], noun).toEqual(["Hans Muster", nationality, "Basel"]);
    }
  });
});

describe("vocabulary: residence introducers (data/person-lines/verbs.json `residence_introducers`, tested per word since round 11)", () => {
  it("reads the place after each introducer as the residence (`X, de Y, domicilié à Z`, `wohnhaft in`, `residente a`, `domicilié en`)", () => {
    const SENTENCE: Record<Lang, (introducer: string) => string> = {
      de: (introducer) => `Muster Hans, von Bern, ${introducer} Thun, ist aus dem Verwaltungsrat ausgeschieden.`,
      fr: (introducer) => `Dupont Jean, de Genève, ${introducer} Sentier, est nommé administrateur avec signature individuelle.`,
      it: (introducer) => `Rossi Marco, da Lugano, ${introducer} Bellinzona, è stato nominato membro con firma individuale.`,
    };
    const PLACE: Record<Lang, string> = { de: "Thun", fr: "Sentier", it: "Bellinzona" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const introducer of verbs.residence_introducers[lang]) {
        const lines = only(SENTENCE[lang](introducer));
        const [entry] = [...lines.added, ...lines.removed];
        const residence = / au$/.test(introducer) ? `Le ${PLACE[lang]}` : PLACE[lang];
        expect([entry?.origin, entry?.residence], introducer).toEqual([lang === "de" ? "Bern" : lang === "fr" ? "Genève" : "Lugano", residence]);
      }
    }
  });
});

describe("vocabulary: professions and titles after a name (data/person-lines/verbs.json `professions_and_titles`, round 13)", () => {
  it("drops each profession or title and reads the parts after it (`Dupont Jean, avocat, de Genève, à Lancy, …`)", () => {
    const SENTENCE: Record<Lang, (title: string) => string> = {
      de: (title) => `Eingetragene Personen neu oder mutierend: Muster, Hans, ${title}, von Bern, in Thun, Mitglied, mit Einzelunterschrift.`,
      fr: (title) => `Dupont Jean, ${title}, de Genève, à Lancy, a été nommé administrateur avec signature individuelle.`,
      it: (title) => `Rossi Marco, ${title}, da Lugano, in Bellinzona, è stato nominato membro con firma individuale.`,
    };
    const EXPECTED: Record<Lang, [string, string, string, string]> = {
      de: ["Hans", "Bern", "Thun", "Mitglied"],
      fr: ["Jean", "Genève", "Lancy", "administrateur"],
      it: ["Marco", "Lugano", "Bellinzona", "membro"],
    };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const title of verbs.professions_and_titles[lang]) {
        const [entry] = only(SENTENCE[lang](title)).added;
        const [given, origin, residence, role] = EXPECTED[lang];
        expect([entry?.first_name, entry?.origin, entry?.residence, entry?.roles], title).toEqual([given, origin, residence, [role]]);
      }
    }
  });
});

/** The successor every successor test names, with the origin and the role the person before left. */
const SUCCESSOR_EXPECTED: Record<Lang, [string, string, string]> = {
  de: ["Meier", "Thun", "Präsident"],
  fr: ["Martin", "Vevey", "administrateur"],
  it: ["Bianchi", "Lugano", "presidente"],
};

describe("vocabulary: a successor before a pronoun object (data/person-lines/verbs.json `succeeds`, round 13)", () => {
  it("adds the person before each phrase with the role the person before left (`A, administrateur, a démissionné; B, de Y, à Z, lui succède`)", () => {
    const SENTENCE: Record<Lang, (phrase: string) => string> = {
      de: (phrase) => `Muster Hans, Präsident, ist zurückgetreten; Meier Anna, von Thun, in Bern, ${phrase}.`,
      fr: (phrase) => `Dupont Jean, administrateur, a démissionné; Martin Anne, de Vevey, à Nyon, ${phrase}.`,
      it: (phrase) => `Rossi Mario, presidente, si è dimesso; Bianchi Anna, da Lugano, in Paradiso, ${phrase}.`,
    };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.succeeds[lang]) {
        const lines = only(SENTENCE[lang](phrase));
        const [family, origin, role] = SUCCESSOR_EXPECTED[lang];
        expect(lines.removed.map((entry) => entry.roles), phrase).toEqual([[role]]);
        expect(lines.added.map((entry) => [entry.last_name, entry.origin, entry.roles]), phrase).toEqual([[family, origin, [role]]]);
      }
    }
  });
});

describe("vocabulary: a successor after an opening phrase (data/person-lines/verbs.json `successor_openers`, round 24)", () => {
  const DEPARTURE: Record<Lang, string> = {
    de: "Muster Hans, Präsident, ist zurückgetreten; seine Unterschrift ist erloschen",
    fr: "Dupont Jean, administrateur, a démissionné; ses pouvoirs sont radiés",
    it: "Rossi Mario, presidente, si è dimesso; la sua firma è cancellata",
  };
  const SUCCESSOR: Record<Lang, string> = { de: "Meier Anna, von Thun, in Bern", fr: "Martin Anne, de Vevey, à Nyon", it: "Bianchi Anna, da Lugano, in Paradiso" };

  it("adds the person after each phrase with the role the person before left, in the same sentence (`…; son successeur est B, …`)", () => {
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.successor_openers[lang]) {
        const lines = only(`${DEPARTURE[lang]}; ${phrase} ${SUCCESSOR[lang]}.`);
        const [family, origin, role] = SUCCESSOR_EXPECTED[lang];
        expect(lines.added.map((entry) => [entry.last_name, entry.origin, entry.roles]), phrase).toEqual([[family, origin, [role]]]);
      }
    }
  });

  it("and in a sentence of its own after the departure (`…. Son successeur est B, …`)", () => {
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.successor_openers[lang]) {
        const lines = only(`${DEPARTURE[lang]}. ${upperFirst(phrase)} ${SUCCESSOR[lang]}.`);
        const [family, origin, role] = SUCCESSOR_EXPECTED[lang];
        expect(lines.removed.map((entry) => entry.roles), phrase).toEqual([[role]]);
        expect(lines.added.map((entry) => [entry.last_name, entry.origin, entry.roles]), phrase).toEqual([[family, origin, [role]]]);
      }
    }
  });
});

describe("vocabulary: a participle closing an auditor's mandate (data/person-lines/verbs.json `trailing_participles`, French and Italian, round 24)", () => {
  it("reads the role without each participle (`Le mandat de l'organe de révision a été confié à X SA`)", () => {
    const SENTENCE: Partial<Record<Lang, (participle: string) => string>> = {
      fr: (participle) => `Le mandat de l'organe de révision a été ${participle} à Fidu Léman SA (CHE-109.322.754), à Nyon.`,
      it: (participle) => `Il mandato di ufficio di revisione è stato ${participle} a Fiduciaria Ceresio Sagl (CHE-109.322.754), in Lugano.`,
    };
    const ROLE: Partial<Record<Lang, string>> = { fr: "organe de révision", it: "ufficio di revisione" };
    for (const lang of ["fr", "it"] as const) {
      for (const participle of verbs.trailing_participles[lang]) {
        const lines = only(SENTENCE[lang]!(participle));
        expect(lines.added.map((entry) => entry.roles), participle).toEqual([[ROLE[lang]]]);
      }
    }
  });
});

describe("vocabulary: a successor named with the person replaced (data/person-lines/verbs.json `succeeds_named`, round 16)", () => {
  it("adds the person before each phrase with the role after it and removes the person replaced with it (`A succede a B quale presidente`)", () => {
    const SENTENCE: Record<Lang, (phrase: string) => string> = {
      de: (phrase) => `Meier Anna, von Thun, in Bern, ${phrase} Muster Hans als Präsidentin mit Einzelunterschrift.`,
      fr: (phrase) => `Martin Anne, de Vevey, à Nyon, ${phrase} Dupont Jean en qualité d'administratrice avec signature individuelle.`,
      it: (phrase) => `Bianchi Anna, da Lugano, in Paradiso, ${phrase} Rossi Mario quale presidente con firma individuale.`,
    };
    const EXPECTED: Record<Lang, [string, string, string, string]> = {
      de: ["Meier", "Thun", "Präsidentin", "mit Einzelunterschrift"],
      fr: ["Martin", "Vevey", "administratrice", "avec signature individuelle"],
      it: ["Bianchi", "Lugano", "presidente", "con firma individuale"],
    };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.succeeds_named[lang]) {
        const lines = only(SENTENCE[lang](phrase));
        const [family, origin, role, signing] = EXPECTED[lang];
        expect(lines.removed.map((entry) => entry.roles), phrase).toEqual([[role]]);
        expect(lines.added.map((entry) => [entry.last_name, entry.origin, entry.roles, entry.signing_authority]), phrase).toEqual([[family, origin, [role], signing]]);
      }
    }
  });
});

describe("vocabulary: a relative clause of signing after the predicate (data/person-lines/verbs.json `signing_verbs`, round 13)", () => {
  it("reads the clause after each relative pronoun and each signing verb as the signing, not the role (`…, a été nommé administrateur, lequel signera collectivement à deux`)", () => {
    const PLURAL = /(?:nt|en|no)$/;
    const SENTENCE: Record<Lang, (pronoun: string, verb: string) => string> = {
      de: (pronoun, verb) => `Muster Hans und Meier Anna wurden zu Mitgliedern gewählt, ${pronoun} einzeln ${verb}.`,
      fr: (pronoun, verb) => `Dupont Jean et Martin Anne ont été nommés administrateurs, ${pronoun} ${verb} individuellement.`,
      it: (pronoun, verb) => `Rossi Mario e Bianchi Anna sono stati nominati membri, ${pronoun} ${verb} individualmente.`,
    };
    const EXPECTED: Record<Lang, [string, string]> = { de: ["Mitglied", "einzeln"], fr: ["administrateur", "individuellement"], it: ["membro", "individualmente"] };
    const relatives = verbs.relative_pronouns as unknown as Record<Lang, { one: string[]; all: string[] }>;
    for (const lang of ["de", "fr", "it"] as const) {
      for (const verb of verbs.signing_verbs[lang]) {
        const pronoun = PLURAL.test(verb) ? relatives[lang].all[0] : relatives[lang].one[0];
        const lines = only(SENTENCE[lang](pronoun, verb));
        expect(lines.added.map((entry) => [entry.roles, entry.signing_authority]), verb).toEqual([
          [[EXPECTED[lang][0]], EXPECTED[lang][1]],
          [[EXPECTED[lang][0]], EXPECTED[lang][1]],
        ]);
      }
    }
  });
});

describe("vocabulary: a nationality in one word (data/person-lines/verbs.json `nationality_words`, round 13)", () => {
  it("reads each word after a name as the nationality, as written, not as a given name (`Dupont Jean, apatride, à Lancy, …`)", () => {
    const SENTENCE: Record<Lang, (word: string) => string> = {
      de: (word) => `Eingetragene Personen neu oder mutierend: Muster, Hans, ${word}, in Thun, Mitglied, mit Einzelunterschrift.`,
      fr: (word) => `Dupont Jean, ${word}, à Lancy, a été nommé administrateur avec signature individuelle.`,
      it: (word) => `Rossi Marco, ${word}, in Bellinzona, è stato nominato membro con firma individuale.`,
    };
    const EXPECTED: Record<Lang, [string, string]> = { de: ["Hans", "Thun"], fr: ["Jean", "Lancy"], it: ["Marco", "Bellinzona"] };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const word of verbs.nationality_words[lang]) {
        const [entry] = only(SENTENCE[lang](word)).added;
        expect([entry?.first_name, entry?.nationality, entry?.residence], word).toEqual([EXPECTED[lang][0], word, EXPECTED[lang][1]]);
      }
    }
  });
});

describe("vocabulary: a foreign register number written out (data/person-lines/verbs.json `register_number_introducers`, round 13)", () => {
  it("reads the number after each introducer as the firm's identifier, not a role (`Revisionsstelle: X Ltd, in London (GB), Registernummer 12345678`)", () => {
    const SENTENCE: Record<Lang, (introducer: string) => string> = {
      de: (introducer) => `Eingetragene Personen neu oder mutierend: Harwell Capital Ltd, in London (GB), ${introducer} 12345678, Revisionsstelle.`,
      fr: (introducer) => `Harwell Capital Ltd, à Londres (GB), ${introducer} 12345678, a été nommée organe de révision.`,
      it: (introducer) => `Harwell Capital Ltd, a Londra (GB), ${introducer} 12345678, è stata nominata ufficio di revisione.`,
    };
    const ROLE: Record<Lang, string> = { de: "Revisionsstelle", fr: "organe de révision", it: "ufficio di revisione" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const introducer of verbs.register_number_introducers[lang]) {
        const [entry] = only(SENTENCE[lang](introducer)).added;
        expect([entry?.kind, entry?.name, entry?.identifier, entry?.roles], introducer).toEqual(["legal_entity", "Harwell Capital Ltd", "12345678", [ROLE[lang]]]);
      }
    }
  });
});

describe("vocabulary: the beneficiary of a signing (data/person-lines/verbs.json `in_favour_of`, round 14)", () => {
  it("reads the persons after each phrase as the holders of the signing conferred (`… a été conférée en faveur de A, …, et de B, …`)", () => {
    const SENTENCE: Record<Lang, (phrase: string) => string> = {
      de: (phrase) => `Kollektivprokura zu zweien wurde erteilt ${phrase} Huber Hans, von Bern, in Thun, und von Meier Anna, von Bern, in Spiez.`,
      fr: (phrase) => `Procuration collective à deux a été conférée ${phrase}${phrase.endsWith("'") ? "" : " "}Dupont Jean, de Genève, à Lausanne, et de Martin Anne, de Genève, à Pully.`,
      it: (phrase) => `Procura collettiva a due è stata conferita ${phrase} Rossi Marco, da Lugano, in Bellinzona, e di Bianchi Anna, da Lugano, in Massagno.`,
    };
    const EXPECTED: Record<Lang, string[]> = {
      de: ["Hans Huber, Bern, Thun, Kollektivprokura zu zweien", "Anna Meier, Bern, Spiez, Kollektivprokura zu zweien"],
      fr: ["Jean Dupont, Genève, Lausanne, procuration collective à deux", "Anne Martin, Genève, Pully, procuration collective à deux"],
      it: ["Marco Rossi, Lugano, Bellinzona, procura collettiva a due", "Anna Bianchi, Lugano, Massagno, procura collettiva a due"],
    };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.in_favour_of[lang]) {
        // `en faveur d'` before a vowel: the person's name opens with one.
        const sentence = phrase.endsWith("'") ? SENTENCE[lang](phrase).replace("Dupont Jean", "Aubert Jean").replace(", et de Martin", ", et d'Aubry") : SENTENCE[lang](phrase);
        const { added } = only(sentence);
        const expected = phrase.endsWith("'") ? EXPECTED[lang].map((line) => line.replace("Jean Dupont", "Jean Aubert").replace("Anne Martin", "Anne Aubry")) : EXPECTED[lang];
        expect(added.map((entry) => `${entry.name}, ${entry.origin}, ${entry.residence}, ${entry.signing_authority}`), phrase).toEqual(expected);
      }
    }
  });
});

describe("vocabulary: a German departure adjective before a noun of powers (data/person-lines/headings.json, round 14)", () => {
  const headings = read<{ departure_words: string[]; person_nouns: string[] }>("headings.json");
  it("removes the persons after `Gelöschte Unterschrift:`, `Erloschene Prokura:` and each such pair", () => {
    const adjectives = headings.departure_words.filter((word) => /^(?:gelöscht|erloschen|ausgeschieden|ehemalig)e$/.test(word));
    const nouns = headings.person_nouns.filter((noun) => /^(?:unterschrift|prokura|zeichnungsberechtigung)$/.test(noun));
    for (const adjective of adjectives) {
      for (const noun of nouns) {
        const heading = `${adjective.charAt(0).toUpperCase()}${adjective.slice(1)} ${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
        const { removed, added } = only(`${heading}: Huber Hans, von Bern, in Thun, Mitglied.`);
        expect([removed.map((entry) => [entry.name, entry.roles]), added.length], heading).toEqual([[["Hans Huber", ["Mitglied"]]], 0]);
      }
    }
  });
});

describe("vocabulary: the role of one of the persons named before (data/person-lines/verbs.json `role_of_one_named`, round 14)", () => {
  it("gives the role after each phrase to the person named again, beside the role of all (`A et B ont été nommés administrateurs; A en est le président`)", () => {
    const SENTENCE: Record<Lang, (phrase: string) => string> = {
      de: (phrase) => `Huber Hans, von Bern, in Thun, und Meier Anna, von Bern, in Spiez, wurden als Mitglieder gewählt; Huber Hans ${phrase} Präsident.`,
      fr: (phrase) => `Dupont Jean, de Genève, à Lausanne, et Martin Anne, de Genève, à Pully, ont été nommés administrateurs; Dupont Jean ${phrase}${phrase.endsWith("'") ? "administrateur délégué" : " président"}.`,
      it: (phrase) => `Rossi Marco, da Lugano, in Bellinzona, e Bianchi Anna, da Lugano, in Massagno, sono stati nominati membri; Rossi Marco ${phrase}${phrase.endsWith("'") ? "amministratore delegato" : " presidente"}.`,
    };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.role_of_one_named[lang]) {
        const { added } = only(SENTENCE[lang](phrase));
        const [first, second] = added;
        expect([added.length, first?.roles.length, second?.roles.length], phrase).toEqual([2, 2, 1]);
      }
    }
  });
});

describe("vocabulary: a person named before in the notice (data/person-lines/verbs.json `named_before`, round 14)", () => {
  it("drops each word after a name (`Gérant: X, précité, avec …`): no given name, and the person is the one named earlier (one entry since round 25)", () => {
    const SENTENCE: Record<Lang, (word: string) => string> = {
      de: (word) => `Eingetragene Personen: Huber, Hans, von Bern, in Thun, Gesellschafter. Geschäftsführer: Huber, Hans, ${word}, mit Einzelunterschrift.`,
      fr: (word) => `Associés: Dupont Jean, de Genève, à Lausanne, pour 10 parts de CHF 1'000. Gérant: Dupont Jean, ${word}, avec signature individuelle.`,
      it: (word) => `Persone iscritte: Rossi, Marco, da Lugano, in Bellinzona, socio. Gerente: Rossi, Marco, ${word}, con firma individuale.`,
    };
    const EXPECTED: Record<Lang, string> = { de: "Hans, Thun", fr: "Jean, Lausanne", it: "Marco, Bellinzona" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const word of verbs.named_before[lang]) {
        const { added } = only(SENTENCE[lang](word));
        expect(added.map((entry) => `${entry.first_name}, ${entry.residence}`), word).toEqual([EXPECTED[lang]]);
      }
    }
  });
});

describe("vocabulary: a cause opening the sentence before a departure noun (data/person-lines/verbs.json `cause_openers`, round 14)", () => {
  it("removes the person the departure noun names after each opener (`A la suite du décès de X, ses pouvoirs sont radiés`)", () => {
    const SENTENCE: Record<Lang, (opener: string) => string> = {
      de: (opener) => `${opener} des Rücktritts von Huber Hans, Mitglied, ist seine Unterschrift erloschen.`,
      fr: (opener) => `${opener} du décès de Dupont Jean, administrateur, ses pouvoirs sont radiés.`,
      it: (opener) => `${opener} delle dimissioni di Rossi Marco, membro, la sua firma è cancellata.`,
    };
    const EXPECTED: Record<Lang, [string, string]> = { de: ["Hans Huber", "Mitglied"], fr: ["Jean Dupont", "administrateur"], it: ["Marco Rossi", "membro"] };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const opener of verbs.cause_openers[lang]) {
        const { removed, added } = only(SENTENCE[lang](opener));
        expect([removed.map((entry) => [entry.name, ...entry.roles]), added.length], opener).toEqual([[EXPECTED[lang]], 0]);
      }
    }
  });
});

describe("vocabulary: a transfer of assets (data/person-lines/verbs.json `asset_transfers`, round 14)", () => {
  it("enters no firm whose assets pass by each word (`Les actifs et passifs de la société X SA, à Y (CHE-…), sont repris`)", () => {
    const SENTENCE: Record<Lang, (word: string) => string> = {
      de: (word) => `Die Muster Holding AG, in Thun (CHE-111.222.333), ist übernommen worden (${word}).`,
      fr: (word) => `La société Muster Holding SA, à Thoune (CHE-111.222.333), est reprise (${word}).`,
      it: (word) => `La società Muster Holding SA, in Lugano (CHE-111.222.333), è ripresa (${word}).`,
    };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const word of verbs.asset_transfers[lang]) {
        const { removed, added } = only(SENTENCE[lang](word));
        expect([removed, added], word).toEqual([[], []]);
      }
    }
  });
});

describe("vocabulary: plural signing kinds (data/person-lines/signatures.json `plurals`, round 15)", () => {
  it("gives each person of a plural signing kind the singular (`Die Prokuren von A und B sind erloschen` → `Prokura`)", () => {
    const plurals = read<{ plurals: Record<Lang, Record<string, string>> }>("signatures.json").plurals;
    const SENTENCE: Record<Lang, (plural: string) => string> = {
      de: (plural) => `Die ${plural} von Hänni Marcel und Imhof Sandra sind erloschen.`,
      fr: (plural) => `Les ${plural} de Dupont Jean et Favre Anne sont radiées.`,
      it: (plural) => `Le ${plural} di Rossi Marco e Bianchi Laura sono cancellate.`,
    };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const [plural, singular] of Object.entries(plurals[lang])) {
        const { removed, added } = only(SENTENCE[lang](plural));
        expect([removed.map((entry) => entry.signing_authority), added.length], plural).toEqual([[singular, singular], 0]);
      }
    }
  });
});

describe("vocabulary: a nominal statement with the register's verb (data/person-lines/verbs.json `entered_as_noun`, round 15)", () => {
  it("removes the person the departure noun names before each verb (`Der Rücktritt von X wird eingetragen`)", () => {
    const SENTENCE: Record<Lang, (verb: string) => string> = {
      de: (verb) => `Der Rücktritt von Huber Hans, von Bern, in Thun, ${verb}.`,
      fr: (verb) => `La démission de Dupont Jean, de Genève, à Lausanne, ${verb}.`,
      it: (verb) => `La cancellazione di Rossi Marco, da Lugano, in Bellinzona, ${verb}.`,
    };
    const EXPECTED: Record<Lang, string> = { de: "Hans Huber, Thun", fr: "Jean Dupont, Lausanne", it: "Marco Rossi, Bellinzona" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const verb of verbs.entered_as_noun[lang]) {
        const { removed, added } = only(SENTENCE[lang](verb));
        expect([removed.map((entry) => `${entry.name}, ${entry.residence}`), added.length], verb).toEqual([[EXPECTED[lang]], 0]);
      }
    }
  });
});

describe("vocabulary: German headings with adjectives before the noun (data/person-lines/headings.json, round 15)", () => {
  it("reads the singular and adverb forms of the templates' headings on the right side", () => {
    const ENTRY = "Muster, Hans, von Bern, in Thun, Mitglied, mit Einzelunterschrift.";
    for (const heading of ["Ausgeschiedene Person und erloschene Unterschrift", "Gelöschte Person und erloschene Unterschrift"]) {
      expect(only(`${heading}: ${ENTRY}`).removed.map((entry) => entry.name), heading).toEqual(["Hans Muster"]);
    }
    for (const heading of ["Eingetragene Person neu oder mutierend", "Neu eingetragene Person", "Neue Prokuren"]) {
      expect(only(`${heading}: ${ENTRY}`).added.map((entry) => entry.name), heading).toEqual(["Hans Muster"]);
    }
  });
});

describe("vocabulary: no role entered (data/person-lines/verbs.json `no_function`, round 15)", () => {
  it("enters no role for each phrase (`…, ohne eingetragene Funktion, mit Kollektivprokura zu zweien`)", () => {
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.no_function[lang]) {
        const { added } = only(LINE[lang](phrase, SIGN[lang]));
        expect(added.map((entry) => [entry.roles, entry.signing_authority]), phrase).toEqual([[[], SIGN[lang]]]);
      }
    }
  });
});

describe("vocabulary: round 15 verbs (data/person-lines/verbs.json `departure`, `signature_change`, `body_composition`)", () => {
  it("removes the person after each verb ending a signing (`zeichnet nicht mehr`, `ne signe plus`, `non firma più`)", () => {
    const VERBS: Record<Lang, string[]> = { de: ["zeichnet nicht mehr"], fr: ["ne signe plus"], it: ["non firma più"] };
    const SUBJECT: Record<Lang, string> = { de: "Huber Hans, von Bern, in Thun,", fr: "Dupont Jean, de Genève, à Lausanne,", it: "Rossi Marco, da Lugano, in Bellinzona," };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const verb of VERBS[lang]) {
        expect(verbs.departure[lang], verb).toContain(verb);
        const { removed, added } = only(`${SUBJECT[lang]} ${verb}.`);
        expect([removed.length, added.length], verb).toEqual([1, 0]);
      }
    }
  });
  it("reads each body composed `wie folgt` / `comme suit` / `come segue` before a colon", () => {
    const SENTENCE: Record<Lang, (verb: string) => string> = {
      de: (verb) => `Der Verwaltungsrat ${verb}: Huber Hans, Präsident; Meier Anna, Mitglied.`,
      fr: (verb) => `Le conseil d'administration ${verb}: Dupont Jean, président; Favre Anne, secrétaire.`,
      it: (verb) => `Il consiglio di amministrazione ${verb}: Rossi Marco, presidente; Bianchi Laura, membro.`,
    };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const verb of verbs.body_composition[lang].filter((phrase) => /wie folgt|comme suit|come segue/.test(phrase))) {
        const { added } = only(SENTENCE[lang](verb));
        expect(added.map((entry) => entry.roles.length), verb).toEqual([1, 1]);
      }
    }
  });
});

describe("vocabulary: a predecessor named inside an appointment (data/person-lines/verbs.json `successor_of`, round 16)", () => {
  it("adds only the person appointed, with the role after each phrase and its predecessor (`X wurde als Nachfolger von Y zum Präsidenten gewählt`)", () => {
    const SENTENCE: Record<Lang, (phrase: string) => string> = {
      de: (phrase) => `Keller Bruno, von Uster, in Zürich, wurde ${phrase}${phrase.endsWith("von") ? "" : " bisherigen"} Meier Hans zum Präsidenten gewählt.`,
      fr: (phrase) => `Dupont Jean, de Genève, à Lancy, a été nommé président ${phrase} Martin Paul.`,
      it: (phrase) => `Rossi Marco, da Lugano, in Massagno, è stato nominato presidente ${phrase} Bianchi Luca.`,
    };
    const EXPECTED: Record<Lang, [string, string, string]> = {
      de: ["Keller", "Uster", "Präsident"],
      fr: ["Dupont", "Genève", "président"],
      it: ["Rossi", "Lugano", "presidente"],
    };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.successor_of[lang]) {
        const lines = only(SENTENCE[lang](phrase));
        const [family, origin, role] = EXPECTED[lang];
        expect([lines.removed, lines.partly_parsed], phrase).toEqual([[], []]);
        expect(lines.added.map((entry) => [entry.last_name, entry.origin, entry.roles]), phrase).toEqual([[family, origin, [role]]]);
      }
    }
  });
});

describe("vocabulary: an office taken over, named instead of its role (roles.json `office`, verbs.json `office_taken` and `office_given`, round 27)", () => {
  const ARTICLE: Record<Lang, (office: string) => string> = {
    de: (office) => (office === "Vorsitz" ? "den" : "das"),
    fr: () => "la",
    it: () => "la",
  };
  const offices = roles.filter((form) => form.office !== undefined);
  const person: Record<Lang, string> = { de: "Meier Peter, von Bern, in Thun,", fr: "Martin Paul, de Genève, à Lancy,", it: "Bianchi Mario, da Lugano, in Paradiso," };

  it("reads the person before each phrase taking an office as holding its role (`X assume la présidence du conseil`, `X übernimmt den Vorsitz`)", () => {
    for (const form of offices) {
      for (const phrase of verbs.office_taken[form.lang]) {
        const participle = phrase === "hat" || phrase === "haben" ? " übernommen" : "";
        const [entry] = only(`${person[form.lang]} ${phrase} ${ARTICLE[form.lang](form.office!)} ${form.office}${participle}.`).added;
        expect([entry?.residence, entry?.roles], `${phrase} ${form.office}`).toEqual([person[form.lang].split(", ")[2].replace(/,$/, "").replace(/^(?:à|in) /, ""), [form.m]]);
      }
    }
  });

  it("reads the person after each phrase giving an office as holding its role (`La présidence est reprise par X`, `Das Präsidium übernimmt X`)", () => {
    for (const form of offices) {
      for (const phrase of verbs.office_given[form.lang]) {
        const article = upperFirst(ARTICLE[form.lang](form.office!));
        const [entry] = only(`${article} ${form.office} ${phrase} ${person[form.lang].replace(/,$/, "")}.`).added;
        expect([entry?.last_name, entry?.roles], `${form.office} ${phrase}`).toEqual([person[form.lang].split(" ")[0], [form.m]]);
      }
    }
  });
});

describe("vocabulary: a change of name (verbs.json `name_change` and `name_of`, round 27)", () => {
  const person: Record<Lang, [string, string]> = { de: ["Meier Anna, von Bern, in Thun,", "Meier Anna"], fr: ["Dupont Marie, de Nyon, à Gland,", "Dupont Marie"], it: ["Rossi Anna, da Lugano, in Paradiso,", "Rossi Anna"] };
  const renamed: Record<Lang, [string, string]> = { de: ["Keller", "Anna"], fr: ["Favre", "Marie"], it: ["Bianchi", "Anna"] };

  it("enters the person under the name after each phrase, the earlier name as previous (`X s'appelle désormais Y`, `X ha assunto il cognome Y`)", () => {
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.name_change[lang]) {
        const [family, given] = renamed[lang];
        // A whole name after it, and the family name alone, which keeps the given names.
        for (const name of [`${family} ${given}`, family]) {
          const [entry] = only(`${person[lang][0]} ${phrase} ${name}.`).added;
          expect([entry?.last_name, entry?.first_name, entry?.previous], `${phrase} ${name}`).toEqual([family, given, person[lang][1]]);
        }
      }
    }
  });

  it("enters the person named after each phrase under the name the sentence gives (`Le nom de famille de X est désormais Y`)", () => {
    const now: Record<Lang, string> = { de: "lautet neu", fr: "est désormais", it: "è ora" };
    for (const lang of ["de", "fr", "it"] as const) {
      for (const phrase of verbs.name_of[lang]) {
        const [family, given] = renamed[lang];
        const [entry] = only(`${phrase} ${person[lang][1]} ${now[lang]} ${family}.`).added;
        expect([entry?.last_name, entry?.first_name, entry?.previous], phrase).toEqual([family, given, person[lang][1]]);
      }
    }
  });
});
