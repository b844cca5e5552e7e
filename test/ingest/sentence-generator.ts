/**
 * A generator of person sentences from the register's grammar, with known labels (issue 15 round 10): 2–4 persons per
 * sentence, each with an apposition of its own (family/given order, origin, nationality, residence, roles, signing,
 * `jusqu'ici …`), joined by `,`/`et`/`ainsi que`/`;`, in the main sentence shapes of fr, de and it, plus auditors as
 * firms of the legal forms of CH and abroad. Seeded and deterministic: the same seed gives the same sentences.
 *
 * Combinations covered (each sentence draws one value per slot):
 * - shape: `appointment` (`… sont nommés ROLES avec …`, `… wurden zu … ernannt`, `… sono stati nominati …`), `list`
 *   (a heading, then `;`-separated entries each with its role and signing), `conferral` (`SIGNING est conférée à …`,
 *   `… wurde erteilt an …`, `… è conferita a …`), `departure` (`… ne sont plus …`, `… sind nicht mehr …`, `… non sono
 *   più …`), `nominal` (`Inscription de … en qualité de …`, `Eintragung von … als …`, `Iscrizione di … quale …`),
 *   `firm` (an auditor or a member that is a legal entity, by its legal form or its UID);
 * - origin slot: none, `de X` / `von X` / `da X`, `originaire de X` / `Bürger von X` / `attinente di X`, a nationality
 *   (`ressortissant français`, `de nationalité française`, `citoyen allemand`, `de France`; `deutscher
 *   Staatsangehöriger`; `cittadino italiano`);
 * - residence slot: `à X` / `in X` / `a X`, `domicilié à X` / `wohnhaft in X` / `residente a X`, a foreign place with
 *   its country code (`à Annemasse (F)`, `à Paris (FR)`, `in Lörrach (D)`, `in Como (I)`), `en France`;
 * - per person (list, conferral): a role and a signing of its own; `jusqu'ici ROLE` / `bisher ROLE` / `finora ROLE` as
 *   the earlier value (appointment);
 * - joiners: `,` then `et`/`und`/`e`, `, et`, `ainsi que`/`sowie`/`nonché`, `;` (lists).
 */
import { fromLabel, type Entry, type LabelledNotice } from "../../tools/eval/parser-scoring.js";
// The bench's seeded generator (mulberry32), so the sentences are the same on every run.
import { random } from "../../tools/bench/scenarios.js";

export type Lang = "fr" | "de" | "it";
export type Shape = "appointment" | "list" | "conferral" | "departure" | "nominal" | "firm";
export const SHAPES: readonly Shape[] = ["appointment", "list", "conferral", "departure", "nominal", "firm"];

export interface GeneratedSentence extends LabelledNotice {
  lang: Lang;
  shape: Shape;
}

const HEADER: Record<Lang, string> = {
  fr: "Muster SA, à Lausanne, CHE-123.456.789 (FOSC du 01.02.2019, p. 0/1234567). ",
  de: "Muster AG, in Bern, CHE-123.456.789 (SHAB vom 01.02.2019, S. 0/1234567). ",
  it: "Muster SA, in Lugano, CHE-123.456.789 (FUSC del 01.02.2019, p. 0/1234567). ",
};

const FAMILY = ["Rochat", "Meylan", "Favre", "Keller", "Brunner", "Bianchi", "Rossi", "Jaquet", "Gerber", "Monnier", "Bovet", "Pittet", "Huber", "Schmid", "Galli", "Cattaneo", "Perrin", "Chevalley", "Baumann", "Lombardi"];
const GIVEN: { name: string; female: boolean }[] = [
  { name: "Pierre", female: false }, { name: "Anne", female: true }, { name: "Marc", female: false }, { name: "Sophie", female: true },
  { name: "Thomas", female: false }, { name: "Claudia", female: true }, { name: "Luca", female: false }, { name: "Giulia", female: true },
  { name: "Daniel", female: false }, { name: "Nathalie", female: true }, { name: "Stefan", female: false }, { name: "Monika", female: true },
];
const SWISS: Record<Lang, string[]> = {
  fr: ["Genève", "Lausanne", "Vevey", "Montreux", "Renens", "Neuchâtel", "Carouge", "Nyon", "Morges", "Bulle", "Sion", "Lancy", "Chêne-Bougeries", "Saint-Légier-La Chiésaz"],
  de: ["Bern", "Zürich", "Basel", "Luzern", "Thun", "Winterthur", "Aarau", "Olten", "Biel/Bienne", "Muri bei Bern", "Stettfurt", "Riehen"],
  it: ["Lugano", "Bellinzona", "Locarno", "Mendrisio", "Chiasso", "Agno", "Massagno", "Biasca", "Stabio", "Vacallo"],
};
const FOREIGN: Record<Lang, string[]> = {
  fr: ["Annemasse (F)", "Paris (FR)", "Gex (F)", "Ferney-Voltaire, F", "Thonon-les-Bains (F)", "Annecy, F"],
  de: ["Lörrach (D)", "Konstanz (DE)", "Wien (AT)", "Bregenz (A)", "München (DE)"],
  it: ["Como (I)", "Varese (IT)", "Milano (IT)", "Campione d'Italia (I)"],
};
const NATIONALITY: Record<Lang, ((female: boolean) => string)[]> = {
  fr: [
    (f) => (f ? "ressortissante française" : "ressortissant français"),
    (f) => (f ? "ressortissante portugaise" : "ressortissant portugais"),
    () => "de nationalité française",
    () => "de nationalité italienne",
    (f) => (f ? "citoyenne allemande" : "citoyen allemand"),
    () => "de France",
    () => "d'Italie",
  ],
  de: [
    (f) => (f ? "deutsche Staatsangehörige" : "deutscher Staatsangehöriger"),
    (f) => (f ? "italienische Staatsangehörige" : "italienischer Staatsangehöriger"),
    (f) => (f ? "österreichische Staatsangehörige" : "österreichischer Staatsangehöriger"),
  ],
  it: [
    (f) => (f ? "cittadina italiana" : "cittadino italiano"),
    (f) => (f ? "cittadina tedesca" : "cittadino tedesco"),
    (f) => (f ? "cittadina portoghese" : "cittadino portoghese"),
  ],
};

interface Person {
  family: string;
  given: string;
  female: boolean;
  /** The apposition as written, after the name. */
  parts: string[];
  origin: string | null;
  nationality: string | null;
  residence: string | null;
}

interface RoleWords {
  singular: string;
  plural: string;
}
const ROLES: Record<Lang, { shared: RoleWords[]; own: ((female: boolean) => string)[] }> = {
  fr: {
    shared: [{ singular: "administrateur", plural: "administrateurs" }, { singular: "directeur", plural: "directeurs" }, { singular: "gérant", plural: "gérants" }, { singular: "liquidateur", plural: "liquidateurs" }],
    own: [(f) => (f ? "administratrice" : "administrateur"), (f) => (f ? "présidente" : "président"), () => "secrétaire", (f) => (f ? "directrice" : "directeur"), (f) => (f ? "gérante" : "gérant")],
  },
  de: {
    shared: [{ singular: "Direktor", plural: "Direktoren" }, { singular: "Prokurist", plural: "Prokuristen" }, { singular: "Liquidator", plural: "Liquidatoren" }],
    own: [() => "Mitglied", (f) => (f ? "Präsidentin" : "Präsident"), (f) => (f ? "Geschäftsführerin" : "Geschäftsführer"), (f) => (f ? "Direktorin" : "Direktor")],
  },
  it: {
    shared: [{ singular: "membro", plural: "membri" }, { singular: "direttore", plural: "direttori" }, { singular: "gerente", plural: "gerenti" }],
    own: [() => "membro", () => "presidente", () => "gerente", (f) => (f ? "direttrice" : "direttore")],
  },
};
const SIGNINGS: Record<Lang, { phrase: string; kind: string }[]> = {
  fr: [
    { phrase: "avec signature collective à deux", kind: "signature collective à deux" },
    { phrase: "avec signature individuelle", kind: "signature individuelle" },
    { phrase: "avec procuration collective à deux", kind: "procuration collective à deux" },
  ],
  de: [
    { phrase: "mit Kollektivunterschrift zu zweien", kind: "Kollektivunterschrift zu zweien" },
    { phrase: "mit Einzelunterschrift", kind: "Einzelunterschrift" },
    { phrase: "mit Kollektivprokura zu zweien", kind: "Kollektivprokura zu zweien" },
  ],
  it: [
    { phrase: "con firma collettiva a due", kind: "firma collettiva a due" },
    { phrase: "con firma individuale", kind: "firma individuale" },
    { phrase: "con procura collettiva a due", kind: "procura collettiva a due" },
  ],
};
const FIRMS: { name: string; identifier?: string }[] = [
  { name: "Fiduciaire Léman SA" }, { name: "Revisia Sàrl" }, { name: "Treuhand Meier AG" }, { name: "Nordwind Revision GmbH" },
  { name: "Studio Contabile Rossi S.r.l." }, { name: "Alpina Revisioni S.p.A." }, { name: "Delta Audit B.V." }, { name: "ML Netherlands C.V." },
  { name: "Crown Audit Ltd" }, { name: "Summit Advisory Inc." }, { name: "Harbor Partners LLC" }, { name: "Orion Conseil S.A.S." },
  { name: "Weber Treuhand GmbH & Co. KG" }, { name: "Baumann und Partner GbR" }, { name: "Stiftung Alpenblick" }, { name: "Fondation Clair-Val" },
  { name: "Association des Amis du Lac" }, { name: "Wohnbaugenossenschaft Sonnhalde" }, { name: "Coopérative agricole de la Broye société coopérative" },
  { name: "Revisionsbüro Zaugg", identifier: "CHE-112.233.445" }, { name: "Bureau Muller", identifier: "CHE-998.877.665" },
];

const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)];

function person(rnd: () => number, lang: Lang, used: Set<string>, withIdentity: boolean): Person {
  let family = pick(rnd, FAMILY);
  while (used.has(family)) family = pick(rnd, FAMILY);
  used.add(family);
  const { name: given, female } = pick(rnd, GIVEN);
  const p: Person = { family, given, female, parts: [], origin: null, nationality: null, residence: null };
  if (!withIdentity) return p;
  const o = rnd();
  if (o < 0.4) {
    p.origin = pick(rnd, SWISS[lang]);
    p.parts.push(`${{ fr: "de", de: "von", it: "da" }[lang]} ${p.origin}`);
  } else if (o < 0.55) {
    p.origin = pick(rnd, SWISS[lang]);
    const introducer = { fr: "originaire de", de: "Bürger von", it: "attinente di" }[lang];
    p.parts.push(`${lang === "fr" && p.female ? "originaire de" : introducer} ${p.origin}`);
  } else if (o < 0.9) {
    const written = pick(rnd, NATIONALITY[lang])(female);
    // `de France`, `d'Italie`: the country in the origin slot is the nationality (../shared/README.md).
    p.nationality = written.startsWith("de F") ? "France" : written.startsWith("d'I") ? "Italie" : written;
    p.parts.push(written);
  }
  const r = rnd();
  const at = { fr: "à", de: "in", it: "in" }[lang];
  if (r < 0.45) {
    p.residence = pick(rnd, SWISS[lang]);
    p.parts.push(`${lang === "it" && rnd() < 0.3 ? "a" : at} ${p.residence}`);
  } else if (r < 0.65) {
    p.residence = pick(rnd, SWISS[lang]);
    const introducer = { fr: female ? "domiciliée à" : "domicilié à", de: "wohnhaft in", it: "residente a" }[lang];
    p.parts.push(`${introducer} ${p.residence}`);
  } else if (r < 0.9 || lang !== "fr") {
    p.residence = pick(rnd, FOREIGN[lang]);
    p.parts.push(`${at} ${p.residence}`);
  } else {
    p.residence = "France";
    p.parts.push("en France");
  }
  return p;
}

type Label = Partial<Entry> & { person?: Person; firm?: string };

function entry(label: Label): Entry {
  if (label.firm !== undefined) {
    const { firm, ...fields } = label;
    return fromLabel({ kind: "legal_entity", name: firm, last_name: null, first_name: null, ...fields } as Parameters<typeof fromLabel>[0]);
  }
  const p = label.person!;
  const { person: _, ...fields } = label;
  return fromLabel({
    kind: "natural_person",
    name: `${p.given} ${p.family}`,
    last_name: p.family,
    first_name: p.given,
    origin: p.origin,
    nationality: p.nationality,
    residence: p.residence,
    ...fields,
  } as Parameters<typeof fromLabel>[0]);
}

/** `A`, `B`, … joined as the prose joins them; `extra` holds what each person says after its apposition. */
function joined(rnd: () => number, lang: Lang, items: string[], repeat = ""): string {
  const and = { fr: "et", de: "und", it: "e" }[lang];
  const also = { fr: "ainsi que", de: "sowie", it: "nonché" }[lang];
  const last = items.length - 1;
  const j = rnd();
  const finalJoin = j < 0.5 ? ` ${and} ` : j < 0.8 ? `, ${and} ` : `, ${also} `;
  return items.slice(0, last).join(", ") + finalJoin.replace(/ $/, ` ${repeat}`) + items[last];
}

const named = (p: Person, extra: string[] = []): string => [`${p.family} ${p.given}`, ...p.parts, ...extra].join(", ");

/** One sentence of the given shape and language with 2–4 persons, and its labels. */
function sentence(rnd: () => number, lang: Lang, shape: Shape, index: number): GeneratedSentence {
  const count = 2 + Math.floor(rnd() * 3);
  const used = new Set<string>();
  // A departure names either every person's identity or none (`A et B, de X, à Y, ne sont plus …` would share it).
  const identity = shape !== "departure" || rnd() < 0.5;
  const persons = Array.from({ length: count }, () => person(rnd, lang, used, identity));
  const signing = pick(rnd, SIGNINGS[lang]);
  const shared = pick(rnd, ROLES[lang].shared);
  const added: Entry[] = [];
  const removed: Entry[] = [];
  let body = "";
  // The apposition must end with a comma before the verb when it has parts; prose writes `X, de Y, à Z, sont …`.
  const close = (text: string, last: string) => (last.includes(", ") ? `${text},` : text);
  if (shape === "appointment") {
    const previous = persons.map(() => (rnd() < 0.25 ? pick(rnd, ROLES[lang].own)(false) : null));
    const marker = { fr: "jusqu'ici", de: "bisher", it: "finora" }[lang];
    const items = persons.map((p, i) => named(p, previous[i] ? [`${marker} ${previous[i]}`] : []));
    const subject = close(joined(rnd, lang, items), items[items.length - 1]);
    body = {
      fr: `${subject} sont nommés ${shared.plural} ${signing.phrase}.`,
      de: `${subject} wurden zu ${shared.plural} ${signing.phrase} ernannt.`,
      it: `${subject} sono stati nominati ${shared.plural} ${signing.phrase}.`,
    }[lang];
    persons.forEach((p, i) => added.push(entry({ person: p, roles: [shared.singular], signing_authority: signing.phrase, previous: previous[i] })));
  } else if (shape === "list") {
    const heading = { fr: pick(rnd, ["Administration", "Nouvelles personnes inscrites"]), de: "Eingetragene Personen neu oder mutierend", it: pick(rnd, ["Nuove persone iscritte", "Consiglio di amministrazione"]) }[lang];
    const items = persons.map((p) => {
      const role = pick(rnd, ROLES[lang].own)(p.female);
      const own = pick(rnd, SIGNINGS[lang]).phrase;
      added.push(entry({ person: p, roles: [role], signing_authority: own }));
      return lang === "de" ? [`${p.family}, ${p.given}`, ...p.parts, role, own].join(", ") : named(p, [role, own]);
    });
    body = `${heading}: ${items.join("; ")}.`;
  } else if (shape === "conferral") {
    const own = rnd() < 0.5;
    const to = { fr: "à", de: "", it: "a" }[lang];
    const items = persons.map((p) => {
      const role = own ? pick(rnd, ROLES[lang].own)(p.female) : null;
      added.push(entry({ person: p, roles: role ? [role] : [], signing_authority: signing.kind }));
      return named(p, role ? [role] : []);
    });
    const list = joined(rnd, lang, items, lang !== "de" && rnd() < 0.5 ? `${to} ` : "");
    body = {
      fr: `${signing.kind.charAt(0).toUpperCase()}${signing.kind.slice(1)} est conférée à ${list}.`,
      de: `${signing.kind} wurde erteilt an ${list}.`,
      it: `${signing.kind.charAt(0).toUpperCase()}${signing.kind.slice(1)} è conferita a ${list}.`,
    }[lang];
  } else if (shape === "departure") {
    const items = persons.map((p) => named(p));
    const subject = close(joined(rnd, lang, items), items[items.length - 1]);
    const plural = { fr: shared.plural, de: "Mitglieder des Verwaltungsrates", it: "membri del consiglio di amministrazione" }[lang];
    const singular = { fr: shared.singular, de: "Mitglied des Verwaltungsrates", it: "membro del consiglio di amministrazione" }[lang];
    body = {
      fr: `${subject} ne sont plus ${plural}; leurs signatures sont radiées.`,
      de: `${subject} sind nicht mehr ${plural}; ihre Unterschriften sind erloschen.`,
      it: `${subject} non sono più ${plural}; le loro firme sono cancellate.`,
    }[lang];
    persons.forEach((p) => removed.push(entry({ person: p, roles: [singular] })));
  } else if (shape === "nominal") {
    const de = { fr: "de", de: "von", it: "di" }[lang];
    const list = joined(rnd, lang, persons.map((p) => named(p)), lang === "fr" ? "de " : "");
    body = {
      fr: `Inscription de ${list}, en qualité ${/^[aeiou]/.test(shared.plural) ? "d'" : "de "}${shared.plural} ${signing.phrase}.`,
      de: `Eintragung ${de} ${list}, als ${shared.plural} ${signing.phrase}.`,
      it: `Iscrizione ${de} ${list}, quali ${shared.plural} ${signing.phrase}.`,
    }[lang];
    persons.forEach((p) => added.push(entry({ person: p, roles: [shared.singular], signing_authority: signing.phrase })));
  } else {
    // Legal entities, by their legal form or their UID: a new auditor after its heading, the former one leaving in prose.
    const incoming = pick(rnd, FIRMS);
    let outgoing = pick(rnd, FIRMS);
    while (outgoing === incoming) outgoing = pick(rnd, FIRMS);
    const role = { fr: "organe de révision", de: "Revisionsstelle", it: "ufficio di revisione" }[lang];
    const at = { fr: "à", de: "in", it: "in" }[lang];
    const written = (firm: (typeof FIRMS)[number], residence: string) => `${firm.name}${firm.identifier ? ` (${firm.identifier})` : ""}, ${at} ${residence}`;
    const inResidence = rnd() < 0.7 ? pick(rnd, SWISS[lang]) : pick(rnd, FOREIGN[lang]);
    const outResidence = pick(rnd, SWISS[lang]);
    removed.push(entry({ firm: outgoing.name, identifier: outgoing.identifier ?? null, residence: outResidence, roles: [role] }));
    added.push(entry({ firm: incoming.name, identifier: incoming.identifier ?? null, residence: inResidence, roles: [role] }));
    body = {
      fr: `${written(outgoing, outResidence)}, n'est plus organe de révision. Nouvel organe de révision: ${written(incoming, inResidence)}.`,
      de: `Ausgeschiedene Personen und erloschene Unterschriften: ${written(outgoing, outResidence)}, Revisionsstelle. Eingetragene Personen neu oder mutierend: ${written(incoming, inResidence)}, Revisionsstelle.`,
      it: `${written(outgoing, outResidence)}, non è più ufficio di revisione. Nuovo ufficio di revisione: ${written(incoming, inResidence)}.`,
    }[lang];
  }
  return { label: `${lang}/${shape}/${index}`, lang, shape, text: HEADER[lang] + body, removed, added };
}

/** `perShape` sentences of every shape in every language, from one seed. */
export function generateSentences(seed = 20261125, perShape = 20): GeneratedSentence[] {
  const rnd = random(seed);
  const out: GeneratedSentence[] = [];
  for (const lang of ["fr", "de", "it"] as const) {
    for (const shape of SHAPES) for (let i = 0; i < perShape; i++) out.push(sentence(rnd, lang, shape, i));
  }
  return out;
}

/** Shapes of the probe set: written after the round's changes and scored once before any change for them. */
export type ProbeShape = "verb-heading" | "gapped" | "particle-names" | "role-departure" | "apposition";
/** The shapes of `generateProbeSentences` (`apposition` is the set of `generateAppositionProbes`). */
export const PROBE_SHAPES: readonly ProbeShape[] = ["verb-heading", "gapped", "particle-names", "role-departure"];

export interface ProbeSentence extends LabelledNotice {
  lang: Lang;
  shape: ProbeShape;
}

/** Names with particles, double family names and hyphenated given names: [family, given, female]. */
const PARTICLE_NAMES: [string, string, boolean][] = [
  ["de Weck", "Bénédicte", true], ["von Gunten", "Hans", false], ["Da Silva", "Maria", true], ["Dupont-Martin", "Anne", true],
  ["Rochat", "Jean-Marc", false], ["Zbinden Chollet", "Yvonne", true], ["Van der Merwe", "Pieter", false], ["Della Casa", "Marco", false],
  ["de la Rive", "Anne-Sophie", true], ["Bianchi-Rossi", "Giulia", true],
];
const GAPPED_ROLES: Record<Lang, [string, string, string]> = {
  fr: ["président", "vice-présidente", "secrétaire"],
  de: ["Präsident", "Vizepräsidentin", "Aktuar"],
  it: ["presidente", "vicepresidente", "segretario"],
};

function probe(rnd: () => number, lang: Lang, shape: ProbeShape, index: number): ProbeSentence {
  const count = 2 + Math.floor(rnd() * 2);
  const used = new Set<string>();
  const persons = Array.from({ length: count }, () => person(rnd, lang, used, true));
  const signing = pick(rnd, SIGNINGS[lang]);
  const shared = pick(rnd, ROLES[lang].shared);
  const added: Entry[] = [];
  const removed: Entry[] = [];
  let body = "";
  if (shape === "verb-heading") {
    const list = persons.map((p) => (lang === "de" ? [`${p.family}, ${p.given}`, ...p.parts].join(", ") : named(p))).join("; ");
    body = {
      fr: `Sont nommés ${shared.plural} ${signing.phrase}: ${list}.`,
      de: `Zu ${shared.plural} ${signing.phrase} wurden ernannt: ${list}.`,
      it: `Sono stati nominati ${shared.plural} ${signing.phrase}: ${list}.`,
    }[lang];
    persons.forEach((p) => added.push(entry({ person: p, roles: [shared.singular], signing_authority: signing.phrase })));
  } else if (shape === "gapped") {
    const [first, ...others] = persons;
    const roles = GAPPED_ROLES[lang];
    const verb = { fr: first.female ? "a été nommée" : "a été nommé", de: "wurde gewählt als", it: first.female ? "è stata nominata" : "è stato nominato" }[lang];
    const items = others.map((p, i) => `${p.family} ${p.given} ${roles[i + 1]}`);
    const tail = joined(rnd, lang, [`${roles[0]}`, ...items]).replace(/, (?:ainsi que|sowie|nonché) /, ` ${{ fr: "et", de: "und", it: "e" }[lang]} `);
    body = `${named(first)}, ${verb} ${tail}.`;
    added.push(entry({ person: first, roles: [roles[0]] }));
    others.forEach((p, i) => added.push(entry({ person: { ...p, origin: null, nationality: null, residence: null, parts: [] }, roles: [roles[i + 1]] })));
  } else if (shape === "particle-names") {
    for (const p of persons) {
      let [family, given, female] = pick(rnd, PARTICLE_NAMES);
      while (used.has(family)) [family, given, female] = pick(rnd, PARTICLE_NAMES);
      used.add(family);
      Object.assign(p, { family, given, female });
    }
    const items = persons.map((p) => named(p));
    const subject = `${joined(rnd, lang, items)},`;
    body = {
      fr: `${subject} sont nommés ${shared.plural} ${signing.phrase}.`,
      de: `${subject} wurden zu ${shared.plural} ${signing.phrase} ernannt.`,
      it: `${subject} sono stati nominati ${shared.plural} ${signing.phrase}.`,
    }[lang];
    persons.forEach((p) => added.push(entry({ person: p, roles: [shared.singular], signing_authority: signing.phrase })));
  } else {
    const roles = GAPPED_ROLES[lang];
    const items = persons.map((p, i) => `${p.family} ${p.given}, ${roles[i]}`);
    const subject = `${joined(rnd, lang, items)},`;
    body = {
      fr: `${subject} ne sont plus administrateurs; leurs signatures sont radiées.`,
      de: `${subject} sind nicht mehr Mitglieder des Verwaltungsrates; ihre Unterschriften sind erloschen.`,
      it: `${subject} non sono più membri del consiglio di amministrazione; le loro firme sono cancellate.`,
    }[lang];
    const left = { fr: "administrateur", de: "Mitglied des Verwaltungsrates", it: "membro del consiglio di amministrazione" }[lang];
    persons.forEach((p, i) => removed.push(entry({ person: { ...p, origin: null, nationality: null, residence: null, parts: [] }, roles: [roles[i], left] })));
  }
  return { label: `${lang}/${shape}/${index}`, lang, shape, text: HEADER[lang] + body, removed, added };
}

/** The probe set: `perShape` sentences of every probe shape in every language, from its own seed. */
export function generateProbeSentences(seed = 20261126, perShape = 10): ProbeSentence[] {
  const rnd = random(seed);
  const out: ProbeSentence[] = [];
  for (const lang of ["fr", "de", "it"] as const) {
    // German registers write no gapped appointments (their persons come in lists): no German `gapped` sentences.
    for (const shape of PROBE_SHAPES) for (let i = 0; i < perShape; i++) if (lang !== "de" || shape !== "gapped") out.push(probe(rnd, lang, shape, i));
  }
  return out;
}

/**
 * The second probe set: the appositions of one person in more of their written forms, 2–3 persons per sentence, in an
 * appointment with own roles and signings or in a conferral. Origins of two places (`de Genève et Bernex`), with a
 * canton (`de Bulle (FR)`); a foreign residence with its country written out (`à Annemasse, France`, `in Lörrach,
 * Deutschland`); a birth date left out (`né le 4 mai 1970`, `geb. 12.03.1975`, `nato il 21.07.1959`); nationalities
 * of every introducer; feminine forms; roles and signings of each person.
 */
export function generateAppositionProbes(seed = 20261127, perLang = 15): ProbeSentence[] {
  const rnd = random(seed);
  const out: ProbeSentence[] = [];
  const TWO_PLACES: Record<Lang, [string, string][]> = {
    fr: [["Genève", "Bernex"], ["Lutry", "Cully"], ["Sion", "Savièse"]],
    de: [["Bern", "Thun"], ["Basel", "Riehen"], ["Zürich", "Uster"]],
    it: [["Lugano", "Sorengo"], ["Chiasso", "Vacallo"], ["Locarno", "Minusio"]],
  };
  const WITH_CANTON: Record<Lang, string[]> = { fr: ["Bulle (FR)", "Carouge (GE)", "Sierre (VS)"], de: ["Andwil (SG)", "Muri (AG)", "Wil (SG)"], it: ["Stabio (TI)", "Poschiavo (GR)"] };
  const COUNTRY_WRITTEN: Record<Lang, string[]> = {
    fr: ["Annemasse, France", "Évian-les-Bains, France", "Milan, Italie"],
    de: ["Lörrach, Deutschland", "Bregenz, Österreich", "Konstanz, Deutschland"],
    it: ["Como, Italia", "Varese, Italia"],
  };
  const BIRTH: Record<Lang, (female: boolean) => string> = {
    fr: (f) => `${f ? "née" : "né"} le 4 mai 1970`,
    de: () => "geb. 12.03.1975",
    it: (f) => `${f ? "nata" : "nato"} il 21.07.1959`,
  };
  const and = { fr: "et", de: "und", it: "e" };
  const of = { fr: "de", de: "von", it: "da" };
  const at = { fr: "à", de: "in", it: "in" };
  for (const lang of ["fr", "de", "it"] as const) {
    for (let index = 0; index < perLang; index++) {
      const count = 2 + Math.floor(rnd() * 2);
      const used = new Set<string>();
      const persons = Array.from({ length: count }, () => person(rnd, lang, used, false));
      const conferral = rnd() < 0.4;
      const signing = pick(rnd, SIGNINGS[lang]);
      const added: Entry[] = [];
      const items = persons.map((p) => {
        const parts: string[] = [];
        if (rnd() < 0.3) parts.push(BIRTH[lang](p.female));
        const o = rnd();
        if (o < 0.3) {
          const [a, b] = pick(rnd, TWO_PLACES[lang]);
          p.origin = `${a} ${and[lang]} ${b}`;
          parts.push(`${of[lang]} ${p.origin}`);
        } else if (o < 0.55) {
          p.origin = pick(rnd, WITH_CANTON[lang]);
          parts.push(`${of[lang]} ${p.origin}`);
        } else {
          const written = pick(rnd, NATIONALITY[lang])(p.female);
          p.nationality = written.startsWith("de F") ? "France" : written.startsWith("d'I") ? "Italie" : written;
          parts.push(written);
        }
        p.residence = rnd() < 0.5 ? pick(rnd, COUNTRY_WRITTEN[lang]) : pick(rnd, SWISS[lang]);
        parts.push(`${at[lang]} ${p.residence}`);
        const role = conferral ? null : pick(rnd, ROLES[lang].own)(p.female);
        const own = conferral ? null : pick(rnd, SIGNINGS[lang]).phrase;
        if (role) parts.push(role);
        if (own) parts.push(own);
        added.push(
          entry({
            person: p,
            roles: role ? [role] : [],
            signing_authority: conferral ? signing.kind : own,
          }),
        );
        return [`${p.family} ${p.given}`, ...parts].join(", ");
      });
      const list = joined(rnd, lang, items);
      const body = conferral
        ? {
            fr: `${signing.kind.charAt(0).toUpperCase()}${signing.kind.slice(1)} est conférée à ${list}.`,
            de: `${signing.kind} wurde erteilt an ${list}.`,
            it: `${signing.kind.charAt(0).toUpperCase()}${signing.kind.slice(1)} è conferita a ${list}.`,
          }[lang]
        : { fr: `Nouvelles personnes inscrites: ${items.join("; ")}.`, de: `Eingetragene Personen neu oder mutierend: ${items.join("; ")}.`, it: `Nuove persone iscritte: ${items.join("; ")}.` }[lang];
      out.push({ label: `${lang}/apposition/${index}`, lang, shape: "apposition", text: HEADER[lang] + body, removed: [], added });
    }
  }
  return out;
}
