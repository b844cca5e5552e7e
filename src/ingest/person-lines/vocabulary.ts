/** The words the person-line reader recognises, in German, French and Italian. */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { DATA_DIR, readDataCsv } from "../../domain/reference.js";
import { foldText, lowerFirst } from "../../domain/text.js";

const Languages = z.object({ de: z.array(z.string()), fr: z.array(z.string()), it: z.array(z.string()) });
const RoleForm = z.object({
  concept: z.string(),
  lang: z.enum(["de", "fr", "it"]),
  m: z.string(),
  f: z.string().optional(),
  m_pl: z.string().optional(),
  f_pl: z.string().optional(),
  office: z.string().optional(),
});
const RolesFile = z.object({ roles: z.array(RoleForm), modifiers: z.object({ kept: Languages, dropped: Languages }) });
const SignaturesFile = z.object({
  kinds: z.array(z.object({ concept: z.string(), de: z.array(z.string()), fr: z.array(z.string()), it: z.array(z.string()) })),
  nouns: Languages,
  plurals: z.object({ de: z.record(z.string(), z.string()), fr: z.record(z.string(), z.string()), it: z.record(z.string(), z.string()) }),
  plural_agreement: z.object({ de: z.record(z.string(), z.string()), fr: z.record(z.string(), z.string()), it: z.record(z.string(), z.string()) }),
  openers: Languages,
  adverbs: Languages,
  alone: Languages,
  adjectives: Languages,
  restrictions: Languages,
});
const VerbsFile = z.record(z.string(), z.unknown());
const HeadingsFile = z.object({
  removed: z.array(z.string()),
  added: z.array(z.string()),
  bodies: z.array(z.string()),
  departure_words: z.array(z.string()),
  person_nouns: z.array(z.string()),
  determiners: z.array(z.string()),
  added_words: z.array(z.string()),
  nominal_heading_openers: z.object({ removed: z.array(z.string()), added: z.array(z.string()) }),
});

function load<T>(file: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(`${DATA_DIR}person-lines/${file}`, "utf8")));
}

const rolesFile = load("roles.json", RolesFile);
const headingsFile = load("headings.json", HeadingsFile);
/** Signing kinds, nouns, openers, adverbs and restrictions (data/person-lines/signatures.json). */
export const SIGNATURES = load("signatures.json", SignaturesFile);
const verbsFile = load("verbs.json", VerbsFile);

const all = (languages: z.infer<typeof Languages>): string[] => [...languages.de, ...languages.fr, ...languages.it];

/** The de/fr/it phrases of one kind in data/person-lines/verbs.json. */
function phrasesByLanguage(kind: string): z.infer<typeof Languages> {
  const entry = Languages.safeParse(verbsFile[kind]);
  if (!entry.success) throw new Error(`data/person-lines/verbs.json has no de/fr/it phrases for ${kind}`);
  return entry.data;
}

/** Verb phrases of one kind of change (data/person-lines/verbs.json), all languages, longest first. */
export function verbPhrases(kind: string): string[] {
  return all(phrasesByLanguage(kind)).sort((a, b) => b.length - a.length);
}

/**
 * The words that make a cessionary a partner or officer (`qui devient associé`, `nouvelle associée`, `che diventa
 * socio`), as a pattern's source: such a cession enters the person it names.
 */
export const BECOMES_WORDS = "devient|deviennent|nouvel|nouvelle|nouveau|nouveaux|nouvelles|nuov[oaie]|diventa|diventano";

/**
 * The words that name all the persons just listed (`tous`, `tous deux`, `beide`, `alle drei`, `entrambi`, `tutte e
 * due`), as a pattern's source: a signing or role after them is each person's, and they are no part of it.
 */
export const ALL_OF_THEM = "(?:tous|toutes)(?: (?:deux|trois|quatre))?|beide|alle(?: (?:drei|vier))?|entramb[ie]|tutt[ie](?: e (?:due|tre))?";

/** The stems every phrase of `replaced_by` has (`est remplacé par`, `wurde ersetzt durch`, `è sostituito da`): a test before the patterns. */
export const REPLACED_BY_WORD = /rempla|ersetzt|abgelöst|sostituit/;

/** Verb phrases of one kind in one language, in the order the data file lists them. */
export function verbPhrasesOf(kind: string, lang: "de" | "fr" | "it"): string[] {
  return phrasesByLanguage(kind)[lang];
}

const Pronouns = z.object({ one: z.array(z.string()), all: z.array(z.string()) });
const RelativePronouns = z.object({ de: Pronouns, fr: Pronouns, it: Pronouns });

/** The relative pronouns of one language, one person or all (data/person-lines/verbs.json). */
export function relativePronounsOf(lang: "de" | "fr" | "it"): { one: string[]; all: string[] } {
  return RelativePronouns.parse(verbsFile.relative_pronouns)[lang];
}

/** Relative pronouns that open a clause about the last person named (`one`) or about all of them (`all`). */
export function relativePronouns(): { one: string[]; all: string[] } {
  const languages = (["de", "fr", "it"] as const).map(relativePronounsOf);
  return { one: languages.flatMap((l) => l.one), all: languages.flatMap((l) => l.all) };
}

/** A regular-expression alternation of phrases, longest first, regex characters escaped, apostrophes either way. */
export function alternation(phrases: string[]): string {
  return [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/['’]/g, "['’]"))
    .join("|");
}

/** A heading as the lookup sees it: lower case, `(s)`-style plural marks dropped, single spaces. */
export function headingKey(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/\((?:s|e|n|en|es|in|innen)\)/g, "")
    .replace(/’/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Section headings before the entries that leave the register. */
export const REMOVED_HEADINGS = new Set(headingsFile.removed);
/** Section headings before the entries that are added or changed. */
export const ADDED_HEADINGS = new Set(headingsFile.added);
/** Words that make a role heading a departure: `Administrateur sortant:`, `Ausgeschiedenes Mitglied:`, `Amministratore uscente:`. */
export const DEPARTURE_WORDS = new Set(headingsFile.departure_words);
const PERSON_NOUNS = new Set(headingsFile.person_nouns);
/** German signing kinds written as nouns (`Einzelprokura`, `Kollektivunterschrift`), lower case, singular and plural. */
const KIND_NOUNS = new Set(
  [...SIGNATURES.kinds.flatMap((kind) => kind.de), ...Object.keys(SIGNATURES.plurals.de)].filter((kind) => /^\p{Lu}/u.test(kind)).map((kind) => kind.split(" ")[0].toLowerCase()),
);
/** German signing nouns, lower case (`einzelunterschrift`, `prokura`, `zeichnungsberechtigung`): nouns keep their capital. */
const GERMAN_SIGNING_NOUNS = new Set([...KIND_NOUNS, ...SIGNATURES.nouns.de.filter((noun) => /^\p{Lu}/u.test(noun)).map((noun) => noun.toLowerCase())]);

/**
 * A signing phrase as the sentence writes it, without the capital the sentence's start gave it (`Signature individuelle
 * est conférée à …` → `signature individuelle`); a German noun keeps its capital, as German writes every noun
 * (`Einzelunterschrift wurde erteilt an …` → `Einzelunterschrift`).
 */
export function signingAsWritten(phrase: string): string {
  return GERMAN_SIGNING_NOUNS.has(phrase.split(/[\s,]/, 1)[0].toLowerCase()) ? phrase : lowerFirst(phrase);
}
const HEADING_DETERMINERS = new Set(headingsFile.determiners);
const ADDED_WORDS = new Set(headingsFile.added_words);
const REMOVING_OPENERS = new Set(headingsFile.nominal_heading_openers.removed);
const NOMINAL_OPENER = new RegExp(
  `^(${alternation([...headingsFile.nominal_heading_openers.removed, ...headingsFile.nominal_heading_openers.added])}) (?:des|de la|de l'|du|de|d'|der|des|von|delle|dei|degli|della|del|di)\\s*`,
);

/**
 * A person heading of its own wording (`Personnes dont les pouvoirs sont éteints:`, `Personnes nouvellement inscrites:`,
 * `Persone le cui firme sono estinte:`): a noun of persons or powers first, then a departure word (removed) or a word of
 * entry (added). Undefined when the heading is not one.
 */
export function personHeadingKind(key: string): "removed" | "added" | undefined {
  // `Folgende Personen sind ausgeschieden:`, `Die folgenden Personen …`: a determiner before the noun says nothing.
  const words = key.replace(/[(),]/g, " ").split(/\s+/).filter((word) => word !== "");
  while (words.length > 2 && HEADING_DETERMINERS.has(words[0])) words.shift();
  // `Modification des pouvoirs:`, `Radiation des signatures:`: the change as a noun before the persons or powers.
  const opener = NOMINAL_OPENER.exec(key);
  if (opener && words.length <= 6 && PERSON_NOUNS.has(key.slice(opener[0].length).split(" ")[0] ?? "")) {
    return REMOVING_OPENERS.has(opener[1]) ? "removed" : "added";
  }
  // `Gelöschte Unterschriften:`, `Neue Prokuren:`, `Neu eingetragene Person:`, `Ausgeschiedene Person und erloschene
  // Unterschrift:`: German writes the adjectives before the noun.
  const adjectives = words.findIndex((word) => !DEPARTURE_WORDS.has(word) && !ADDED_WORDS.has(word));
  // `Erloschene Einzelprokura:`, `Gelöschte Kollektivunterschrift zu zweien:`: a departure adjective before a signing kind
  // removes, as before the noun of powers (a kind alone, without it, is a signing heading that adds).
  const departedKind = KIND_NOUNS.has(words[adjectives]) && words.slice(0, adjectives).some((word) => DEPARTURE_WORDS.has(word));
  const adjectiveFirst = adjectives > 0 && adjectives <= 2 && (PERSON_NOUNS.has(words[adjectives]) || departedKind);
  if (words.length < 2 || words.length > 10 || (!PERSON_NOUNS.has(words[0]) && !adjectiveFirst)) return undefined;
  if (words.some((word) => DEPARTURE_WORDS.has(word))) return "removed";
  return words.some((word) => ADDED_WORDS.has(word)) ? "added" : undefined;
}

/** Headings naming a body (`Verwaltungsrat:`, `Administration:`) whose entries carry their own roles. */
export const BODY_HEADINGS = new Set(headingsFile.bodies);

/** A correction heading (`Der Eintrag … ist wie folgt berichtigt:`): its entries count as changed. */
export const CORRECTION_HEADING = /(?:ist wie folgt berichtigt|est rectifiée? comme suit|è rettificat[ao] come segue)$/;

/** Whether a text opens with a person heading (`Eingetragene Personen: …`), whatever precedes it. */
export function opensPersonSection(text: string): boolean {
  const colon = text.indexOf(":");
  if (colon < 0 || colon > 80) return false;
  const key = headingKey(text.slice(0, colon));
  return REMOVED_HEADINGS.has(key) || ADDED_HEADINGS.has(key) || personHeadingKind(key) !== undefined;
}

/** Every written form of a role (lower case) → its singular of the same gender, as written in roles.json. */
const SINGULAR_OF = new Map<string, string>();
for (const form of rolesFile.roles) {
  SINGULAR_OF.set(form.m.toLowerCase(), form.m);
  if (form.f) SINGULAR_OF.set(form.f.toLowerCase(), form.f);
}
for (const form of rolesFile.roles) {
  if (form.m_pl && !SINGULAR_OF.has(form.m_pl.toLowerCase())) SINGULAR_OF.set(form.m_pl.toLowerCase(), form.m);
  if (form.f_pl && !SINGULAR_OF.has(form.f_pl.toLowerCase())) SINGULAR_OF.set(form.f_pl.toLowerCase(), form.f ?? form.m);
}

/** The offices a sentence may name instead of their role (`assume la présidence`, `übernimmt den Vorsitz`), with that role. */
export const OFFICES: { office: string; role: string; lang: "de" | "fr" | "it" }[] = rolesFile.roles.flatMap((form) =>
  form.office ? [{ office: form.office, role: form.m, lang: form.lang }] : [],
);

const KEPT_MODIFIERS = all(rolesFile.modifiers.kept).map((word) => word.toLowerCase());
const DROPPED_MODIFIERS = new Set(all(rolesFile.modifiers.dropped).map((word) => word.toLowerCase()));

/** First words of role names and kept modifiers, lower case (every gender and number). */
const ROLE_WORDS = new Set([...[...SINGULAR_OF.keys()].map((form) => form.split(" ")[0]), ...KEPT_MODIFIERS.filter((w) => !w.endsWith("-"))]);

/** Whether a word only states the change (`nouveau`, `neu`, `nuovo`, `nommée`), not a role. */
export function isDroppedModifier(word: string): boolean {
  return DROPPED_MODIFIERS.has(word.trim().toLowerCase());
}

/** A role text without the modifiers that state the change rather than the role (`nouvelle associée-gérante`). */
export function withoutDroppedModifiers(text: string): string {
  let rest = text.trim();
  for (;;) {
    const [first = "", ...others] = rest.split(" ");
    if (others.length === 0 || !DROPPED_MODIFIERS.has(first.toLowerCase())) break;
    rest = others.join(" ");
  }
  // A participle after the role states the change too: `administrateur unique inscrit`.
  const words = rest.split(" ");
  while (words.length > 1 && DROPPED_MODIFIERS.has(words[words.length - 1].toLowerCase())) words.pop();
  return words.join(" ");
}

/**
 * The role each entry under a role heading gets (`Revisionsstelle:`, `Associés-gérants:`, `Nouvel organe de révision:`):
 * the singular of the role form the heading names, or undefined when the heading names no role.
 */
export function roleOfHeading(key: string): string | undefined {
  if (BODY_HEADINGS.has(key)) return undefined;
  return SINGULAR_OF.get(withoutDroppedModifiers(key));
}

/** German single-word role forms, lower case: compounds are built on them (`Cheffluglehrer`, `Bereichsleiterin`). */
const GERMAN_ROLE_WORDS = [
  ...new Set(
    rolesFile.roles
      .filter((form) => form.lang === "de")
      .flatMap((form) => [form.m, form.f, form.m_pl, form.f_pl])
      .filter((form): form is string => form !== undefined && !form.includes(" "))
      .map((form) => form.toLowerCase()),
  ),
];

function isRoleWord(written: string): boolean {
  // `l'administrateur`, `l’administratrice`: the elided article is no part of the role.
  const word = written.replace(/^l['’](?=\p{L}{3})/u, "");
  const bare = word.replace(/^(?:co-|sous-|vize|vice-)(?=\p{L}{3})/u, "");
  if (ROLE_WORDS.has(word) || ROLE_WORDS.has(bare)) return true;
  // Two roles joined by a hyphen into one (`administratrice-présidente`, `associé-gérant`, `socio-gerente`).
  const hyphen = word.indexOf("-", 3);
  if (hyphen > 0 && ROLE_WORDS.has(word.slice(0, hyphen)) && ROLE_WORDS.has(word.slice(hyphen + 1))) return true;
  // A German compound whose last part is a role (`Bereichsleiterin`, `Ehrenpräsident`), or `Chef-` before one
  // (`Cheffluglehrer`); other first parts make bodies, not roles (`Gesellschafterversammlung`, `Mitgliederbeiträge`).
  return (
    (word.startsWith("chef") && word.length > 6) ||
    GERMAN_ROLE_WORDS.some((role) => role.length >= 6 && word.length > role.length + 2 && word.endsWith(role))
  );
}

/** Whether a text starts with a role name (`Präsident des Verwaltungsrates`, `directrice générale`, `1. Kassier`). */
export function startsWithRole(text: string): boolean {
  const words = text.trim().replace(/^\d{1,2}\.\s*/, "").split(/[\s,;:]+/);
  return isRoleWord(words[0]?.toLowerCase() ?? "");
}

/** The singular of a plural role written once for several persons (`les trois gérants`, `beide Verwaltungsratsmitglieder`). */
export function singularRole(role: string): string {
  const lower = role.toLowerCase();
  for (const [form, singular] of SINGULAR_OF) {
    if (form.includes(" ") && (lower === form || lower.startsWith(`${form} `)) && singular.toLowerCase() !== form) {
      return singular + role.slice(form.length);
    }
  }
  const [first = "", ...rest] = role.split(" ");
  const singular = SINGULAR_OF.get(first.toLowerCase());
  if (singular === undefined || singular.includes(" ")) return role;
  const cased = /^\p{Lu}/u.test(first) ? singular.charAt(0).toUpperCase() + singular.slice(1) : singular;
  if (singular.toLowerCase() === first.toLowerCase()) return [cased, ...rest].join(" ");
  return [cased, ...singularAgreeing(rest)].join(" ");
}

/**
 * The words that agree with a plural role noun, up to the first word that does not (a preposition or article):
 * a second role noun (`associés gérants` → `associé gérant`) or a French adjective (`membres suppléants`,
 * `directeurs généraux`).
 */
function singularAgreeing(words: string[]): string[] {
  const out = [...words];
  for (let i = 0; i < out.length; i++) {
    const word = out[i];
    if (!/^\p{Ll}[\p{Ll}-]+$/u.test(word) || NOT_AGREEING.has(word)) break;
    const role = SINGULAR_OF.get(word);
    if (role !== undefined && !role.includes(" ")) out[i] = role;
    else if (/aux$/.test(word)) out[i] = word.replace(/aux$/, "al");
    else if (/[^s]s$/.test(word) && word.length > 4) out[i] = word.slice(0, -1);
    // An adverb agrees with nothing and the words after it still do: `associés indéfiniment responsables`.
    else if (/ment$/.test(word)) continue;
    else break;
  }
  return out;
}

/** Words after a role noun that end the words agreeing with it. */
const NOT_AGREEING = new Set("de du des d' la le les l' di del della dei degli delle da dal dalla von vom der des und et e ou o oder avec mit con sans ohne senza pour für per".split(" "));

/**
 * A German role after `zum` / `zur` in the nominative the register enters: `zum Präsidenten` → `Präsident`, `zum
 * Delegierten` → `Delegierter`, `zur Vorsitzenden der Geschäftsleitung` → `Vorsitzende der Geschäftsleitung`.
 */
export function nominativeAfterZum(role: string, feminine = false): string {
  const [first = "", ...rest] = role.split(" ");
  const lower = first.toLowerCase();
  // `zur Vorsitzenden` → `Vorsitzende`; `zum Vorsitzenden` → `Vorsitzender`.
  const adjectival = lower.endsWith("en") ? (feminine ? lower.slice(0, -1) : `${lower.slice(0, -2)}er`) : "";
  const singular = (adjectival === "" ? undefined : SINGULAR_OF.get(adjectival)) ?? SINGULAR_OF.get(lower);
  if (singular === undefined || singular.includes(" ") || !/^\p{Lu}/u.test(singular)) return role;
  return [singular, ...rest].join(" ");
}

/**
 * A German role in the genitive after a nominal opener (`Wahl eines neuen Mitglieds des Verwaltungsrates`, `Ernennung
 * eines Direktors`) in the nominative the register enters: the strong ending `-s` / `-es` dropped (`Mitglied des
 * Verwaltungsrates`, `Direktor`), the weak `-en` as after `zum` (`des Präsidenten` → `Präsident`).
 */
export function nominativeOfGenitive(role: string): string {
  const [first = "", ...rest] = role.split(" ");
  const lower = first.toLowerCase();
  for (const ending of ["es", "s"]) {
    const stem = lower.endsWith(ending) ? lower.slice(0, -ending.length) : "";
    const singular = stem === "" ? undefined : SINGULAR_OF.get(stem);
    if (singular !== undefined && !singular.includes(" ") && /^\p{Lu}/u.test(singular) && singular.toLowerCase() === stem) return [singular, ...rest].join(" ");
  }
  return nominativeAfterZum(role);
}

/** A role as the vocabulary writes its first word (`Administrateur unique` under a heading → `administrateur unique`). */
export function vocabularyCase(role: string): string {
  const [first = "", ...rest] = role.split(" ");
  const form = SINGULAR_OF.get(first.toLowerCase());
  if (form === undefined || !/^\p{Ll}/u.test(form)) return role;
  return [first.toLowerCase(), ...rest].join(" ");
}

/**
 * Words that open a nationality (`ressortissant`, `citoyenne`, `de nationalité`, `titulaire d'un passeport`, `cittadino`;
 * verbs.json `nationality_introducers`), as a regular-expression alternation; German writes `… Staatsangehörige(r)` after.
 */
export const NATIONALITY_INTRODUCER = alternation(verbPhrases("nationality_introducers"));
/**
 * The German nouns written after the adjective of a nationality (`deutscher Staatsangehöriger`, `französische
 * Staatsbürgerin`) or before the country (`Staatsangehöriger von Frankreich`; verbs.json `nationality_nouns`).
 */
export const NATIONALITY_NOUN = alternation(verbPhrases("nationality_nouns"));

/**
 * Whether a text is one of the signing adverbs of the prose (`individuellement`, `collectivement à deux`), or says that
 * the person signs alone (`il signe seul`, `firma da solo`, `zeichnet allein`): that word only as the whole text, since
 * it opens roles too (`seul administrateur`).
 */
export const SIGNING_ADVERB = new RegExp(`^(?:(?:${alternation(all(SIGNATURES.adverbs))})\\b|(?:${alternation(all(SIGNATURES.alone))})$)`, "i");

/** Nouns written before a firm's name (`la société X SA`, `die Firma Y AG`), as a regular-expression alternation. */
export const FIRM_NOUNS = "la société|die Gesellschaft|die Firma|la società";

/** Whether a text opens with a signing kind written as an adjective after `sa signature reste` (`collective à deux`, `einzeln`). */
export const SIGNING_ADJECTIVE = new RegExp(`^(?:${alternation(all(SIGNATURES.adjectives))})(?=$|[\\s,])`, "i");

/** Country names as French writes them after `de`/`du`/`d'` for a foreigner's nationality (`de Roumanie`, `du Canada`). */
const FRENCH_COUNTRIES = new Set(
  `France|Allemagne|Italie|Autriche|Liechtenstein|Portugal|Espagne|Roumanie|Canada|Inde|Finlande|Brésil|Belgique|
  Pays-Bas|Royaume-Uni|Grande-Bretagne|Etats-Unis|États-Unis|Etats-Unis d'Amérique|États-Unis d'Amérique|Grèce|Turquie|
  Kosovo|Serbie|Croatie|Bosnie-Herzégovine|Macédoine|Macédoine du Nord|Albanie|Monténégro|Slovénie|Slovaquie|Tchéquie|
  République tchèque|Hongrie|Pologne|Bulgarie|Ukraine|Russie|Biélorussie|Lituanie|Lettonie|Estonie|Suède|Norvège|
  Danemark|Islande|Irlande|Luxembourg|Monaco|Chine|Japon|Corée|Corée du Sud|Vietnam|Thaïlande|Indonésie|Philippines|
  Malaisie|Singapour|Australie|Nouvelle-Zélande|Afrique du Sud|Maroc|Tunisie|Algérie|Egypte|Égypte|Liban|Israël|Iran|
  Irak|Syrie|Jordanie|Arabie saoudite|Emirats arabes unis|Émirats arabes unis|Qatar|Pakistan|Sri Lanka|Bangladesh|
  Afghanistan|Mexique|Argentine|Chili|Colombie|Pérou|Venezuela|Equateur|Équateur|Uruguay|Cuba|Sénégal|Côte d'Ivoire|
  Cameroun|Nigeria|Ghana|Kenya|Ethiopie|Éthiopie|Erythrée|Érythrée|Somalie|Congo|Angola|Mozambique|Madagascar|
  Cap-Vert|Chypre|Malte|Géorgie|Arménie|Azerbaïdjan|Kazakhstan|Ouzbékistan|Moldavie|Fédération de Russie|
  République populaire de Chine|République de Corée|Principauté de Monaco|Principauté de Liechtenstein|Royaume des Pays-Bas|
  République fédérale d'Allemagne|République d'Autriche|République italienne|République française|Roumanie|Koweït|Bahreïn|
  Oman|Yémen|Libye|Soudan|Tanzanie|Ouganda|Rwanda|Burundi|Zimbabwe|Zambie|Namibie|Botswana|Mali|Niger|Burkina Faso|Guinée|
  Bénin|Togo|Gabon|Tchad|Mauritanie|Maurice|Seychelles|Taïwan|Hong Kong|Mongolie|Népal|Cambodge|Laos|Myanmar|Birmanie|
  Bolivie|Paraguay|Panama|Costa Rica|Guatemala|Honduras|Nicaragua|Salvador|République dominicaine|Haïti|Jamaïque|
  Nouvelle-Calédonie|Andorre|Saint-Marin|Vatican|Kirghizistan|Tadjikistan|Turkménistan|Bélarus|Belarus|Île Maurice|
  République démocratique du Congo|République du Congo|Macao|Brunei|Qatar|Trinité-et-Tobago|Bahamas|Barbade|Islande|
  Royaume-Uni de Grande-Bretagne et d'Irlande du Nord|Nigéria|Bosnie et Herzégovine|Bosnie-et-Herzégovine|El Salvador|
  Îles Vierges britanniques|Iles Vierges britanniques|Îles Caïmans|Iles Caïmans|Bermudes|Gibraltar|Jersey|Guernesey|
  Île de Man|Curaçao|Belize|Saint-Kitts-et-Nevis|Sainte-Lucie|Saint-Vincent-et-les-Grenadines|Antigua-et-Barbuda|
  Maldives|Liberia|Libéria|Sierra Leone|Gambie|Guinée-Bissau|Guinée équatoriale|République centrafricaine|Djibouti|
  Comores|Malawi|Soudan du Sud|Palestine|Corée du Nord|Papouasie-Nouvelle-Guinée|Fidji`
    .split("|")
    .map((name) => name.trim()),
);

/** The same names in lower case: notices vary the capitals of a country of several words (`Emirats Arabes Unis`). */
const FRENCH_COUNTRIES_LOWER = new Set([...FRENCH_COUNTRIES].map((name) => name.toLowerCase()));

export function isFrenchCountry(text: string): boolean {
  return FRENCH_COUNTRIES.has(text) || (/\s/.test(text) && FRENCH_COUNTRIES_LOWER.has(text.toLowerCase()));
}

/**
 * The names of Swiss municipalities of several words (`Santa Maria in Calanca`, `Péry-La Heutte`, `St. Stephan`, `Val
 * Terbi`): the official names and their German, French and Italian labels (data/ch_municipalities_bfs_2023-2026.csv,
 * Swiss Federal Statistical Office). Such a place reads like a name (two capitalised words) or holds a preposition
 * (`in`); written whole where a place may stand, it is the place.
 */
const COMPOUND_MUNICIPALITIES: ReadonlySet<string> = new Set(
  readDataCsv("ch_municipalities_bfs_2023-2026.csv")
    .flatMap((row) => [row.name_official, row.label_de, row.label_fr, row.label_it])
    .filter((name) => name.includes(" ")),
);

/**
 * The German bodies persons are elected into or belong to (`in den Vorstand gewählt`, `gehört dem Verwaltungsrat an`),
 * and the participles of entering one: the readers of membership share them.
 */
export const GERMAN_MEMBER_BODIES = "Verwaltungsrat|Vorstand|Stiftungsrat|Geschäftsleitung|Geschäftsführung|Verwaltung";
export const GERMAN_BODY_ENTRY_PARTICIPLES = "gewählt|wiedergewählt|eingetreten|aufgenommen|berufen";

/** Whether the text is a Swiss municipality's name of several words, as written whole. */
export function isCompoundMunicipality(text: string): boolean {
  return COMPOUND_MUNICIPALITIES.has(text);
}

/** Every Swiss municipality's official name and labels of 2023 to 2026 (the same list). */
const MUNICIPALITIES: ReadonlySet<string> = new Set(
  readDataCsv("ch_municipalities_bfs_2023-2026.csv").flatMap((row) => [row.name_official, row.label_de, row.label_fr, row.label_it]),
);

/** Whether the text is a Swiss municipality's name, with or without its canton's code (`Onex`, `Carouge GE`). */
export function isMunicipality(text: string): boolean {
  return MUNICIPALITIES.has(text) || MUNICIPALITIES.has(text.replace(/\s+\(?[A-Z]{2}\)?$/, ""));
}

const COUNTRY_NAMES = new Set([
  ...FRENCH_COUNTRIES,
  ..."Deutschland|Frankreich|Italien|Österreich|Spanien|England|Grossbritannien|Vereinigtes Königreich|Vereinigte Staaten|Niederlande|Belgien|Luxemburg|Brasilien|Kanada|Indien|Russland|Türkei|China|Japan|Taiwan|Germania|Francia|Italia|Austria|Spagna|Regno Unito|Stati Uniti|Paesi Bassi".split(
    "|",
  ),
]);

/** Codes of countries written after a foreign residence (`à Echenevex, F`, `à Monaco, MCO`): vehicle and ISO codes. */
const COUNTRY_CODES = new Set(
  "A AT B BE BR CA CDN CH CN CZ D DE DK E ES F FI FL FR GB GR HK HU I IE IL IN IT J JP L LI LU MC MCO NL NO P PL PT RO RU S SE SG TR UK US USA ZA ARE UAE EAU VAE AUS NZ ROC ROK RA RCH MEX BG HR SK SLO SRB KOS AL MK BIH MNE UA BY LT LV EST IS IRL CY MA TN DZ ET IR IQ QA KW BRN OM JOR RL SYR PK BD THA VN RI RP".split(" "),
);

/** ISO 3166-1 alpha-3 codes (and Kosovo's `XKX`, `RKS`), as Geneva writes them after a foreign residence (`à Londres, GBR`). */
const ISO3_CODES = new Set(
  "AFG ALA ALB DZA ASM AND AGO AIA ATA ATG ARG ARM ABW AUS AUT AZE BHS BHR BGD BRB BLR BEL BLZ BEN BMU BTN BOL BES BIH BWA BVT BRA IOT BRN BGR BFA BDI CPV KHM CMR CAN CYM CAF TCD CHL CHN CXR CCK COL COM COG COD COK CRI CIV HRV CUB CUW CYP CZE DNK DJI DMA DOM ECU EGY SLV GNQ ERI EST SWZ ETH FLK FRO FJI FIN FRA GUF PYF ATF GAB GMB GEO DEU GHA GIB GRC GRL GRD GLP GUM GTM GGY GIN GNB GUY HTI HMD VAT HND HKG HUN ISL IND IDN IRN IRQ IRL IMN ISR ITA JAM JPN JEY JOR KAZ KEN KIR PRK KOR KWT KGZ LAO LVA LBN LSO LBR LBY LIE LTU LUX MAC MDG MWI MYS MDV MLI MLT MHL MTQ MRT MUS MYT MEX FSM MDA MCO MNG MNE MSR MAR MOZ MMR NAM NRU NPL NLD NCL NZL NIC NER NGA NIU NFK MKD MNP NOR OMN PAK PLW PSE PAN PNG PRY PER PHL PCN POL PRT PRI QAT REU ROU RUS RWA BLM SHN KNA LCA MAF SPM VCT WSM SMR STP SAU SEN SRB SYC SLE SGP SXM SVK SVN SLB SOM ZAF SGS SSD ESP LKA SDN SUR SJM SWE CHE SYR TWN TJK TZA THA TLS TGO TKL TON TTO TUN TUR TKM TCA TUV UGA UKR ARE GBR USA UMI URY UZB VUT VEN VNM VGB VIR WLF ESH YEM ZMB ZWE XKX RKS".split(" "),
);

/** A country written after a foreign residence (`à Londres, GB`, `à Moscou, RUS`, `in Taichung, Taiwan (ROC)`). */
export function isCountryPart(text: string): boolean {
  if (/^[A-Z]{1,3}$/.test(text)) return COUNTRY_CODES.has(text) || ISO3_CODES.has(text);
  return COUNTRY_NAMES.has(text.replace(/\s*\([^)]*\)$/, ""));
}

const LegalFormsFile = z.object({
  forms: z.array(z.string()),
  nouns: z.array(z.string()),
  compounds: z.array(z.string()),
  trade_nouns: z.array(z.string()),
  bodies: z.array(z.string()),
});
const legalForms = load("legal-forms.json", LegalFormsFile);
/** The words as one regular-expression alternation, longest first, each escaped as written. */
export const escaped = (words: string[]): string => [...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|");

/**
 * Legal-form words and signs that make a name a firm rather than a person (data/person-lines/legal-forms.json): forms
 * of CH and abroad and the nouns of a legal form as words, the German ones also at the end of a compound
 * (`Wohnbaugenossenschaft`), public bodies and banks (`Commune de Lancy`, `Finanzkontrolle des Kantons Bern`), and `&`.
 * Without the `u` flag and without a class before the compound's end, both of which cost time on every name tested.
 */
export const LEGAL_FORM = new RegExp(
  `(?:^|[\\s\\-(])(?:${escaped([...legalForms.forms, ...legalForms.nouns, ...legalForms.trade_nouns, ...legalForms.bodies])})(?=$|[\\s,)])|(?:${escaped(legalForms.compounds)})(?=$|[\\s,)])|&`,
);
/**
 * The nouns that open a firm's name (`Fiduciaire`, `Fondation`, `Banque`, `Commune`; legal-forms.json `trade_nouns`,
 * `nouns`, `bodies`), capitalised: French prose writes an article before them (`La Fiduciaire X SA n'est plus …`).
 */
export const FIRM_OPENING_NOUN = new RegExp(
  `^(?:${escaped([...legalForms.trade_nouns, ...legalForms.nouns, ...legalForms.bodies].filter((noun) => /^\p{Lu}/u.test(noun)))})(?=\\s)`,
  "u",
);

/**
 * The legal-form abbreviations alone and `&` (`AG`, `Sàrl`, `Ltd`): a firm whatever follows. A name that is a firm only
 * by a noun or a public body (`Canton`, `Cassa`, `Banque`, also family names) is a person when an origin or a
 * nationality follows it, which firms do not have.
 */
export const LEGAL_FORM_ABBREVIATION = new RegExp(`(?:^|[\\s\\-(])(?:${escaped(legalForms.forms)})(?=$|[\\s,)])|&`);

/** Lower-case words that begin or join family names (`von Burg`, `de Caritat de Peruzzis`, `Marques dos Santos`). */
export const NAME_PARTICLES = new Set(
  "von van de di da del della dei des du le la lo dos das do zum zur vom ter ten y dal dalla della degli d' d’ née geb. geborene nata ved. li delli dello delle dalle dagli dai san santa santo".split(" "),
);

/** One academic title written before the names (`Dr.`, `Prof.`, `lic.`, `iur.`, `dott.`): `Prof. Dr.` is two. */
export const ACADEMIC_TITLE = String.raw`(?:Prof\.?|Dr\.?|Dresse|Dres\.?|PD|lic\.|iur\.|med\.|phil\.|oec\.|dipl\.|[Ii]ng\.|[Dd]ott\.(?:ssa)?|[Aa]rch\.|[Aa]vv\.|[Rr]ag\.|[Gg]eom\.|Mag\.)`;
/** Academic titles opening a text (`Dr. med. Anna`, `dott. Rossi`): no part of a test for a name. */
export const LEADING_TITLES = new RegExp(`^(?:${ACADEMIC_TITLE}\\s+)+`, "u");

/** Lower-case words allowed inside a person's name part (`Jakob jun.`, `Peter Dr.` is capitalised anyway). */
export const NAME_SUFFIXES = new Set(["jun.", "sen.", "jr.", "sr."]);

/** Abbreviations after which a full stop does not end a sentence (`Dr. Jean`, `St. Gallen`, `Niederwangen b. Bern`). */
export const ABBREVIATIONS = new Set(
  "Dr Dres Prof St Ste Sta Sto bzw dipl Dipl lic Lic jur iur med vet dent phil oec rer pol publ nat techn Ing ing sen jun Nr No no nr Co Cie ca Mme Mlle MM Me Mr Mrs Hr Fr dott Dott avv Avv arch Arch rag Rag geom Geom sig Sig geb verh Mag eidg vgl gem resp evtl inkl exkl ev Pubbl Publ ved".split(
    " ",
  ),
);

/**
 * Common given names (Swiss German, French, Italian, Romansh, Portuguese, Spanish and others frequent in the register),
 * used only to find where a family name of several words ends in a name written without a comma
 * (`Zbinden Chollet Yvonne`, `Marques Dos Santos Ramos Maria Cristina`).
 */
export const GIVEN_NAMES = new Set(
  `adam adolf adrian adriana adrien agnès agnes alain alba albert alberto alessandra alessandro alessia alex alexander
  alexandra alexandre alfred alfredo alice alina aline alois alphonse amanda ambros amélie amelie ana andrea andreas andré
  andre andrés angela angelika angelo anita anja anna anne annemarie anne-marie annette anton antoine antonia antonio
  armin arnaud arnold arthur astrid aurélie barbara bastian beat beatrice béatrice beatrix benedikt benjamin benoît benoit
  bernadette bernard bernhard bertrand bettina bruno brigitte carla carlo carlos carmen carole caroline catherine cecilia
  cédric cedric céline celine charles charlotte christa christian christiane christina christine christoph christophe
  claire clara claude claudia claudio colette corinne cornelia cristina cristiano damien daniel daniela daniele david
  denis denise didier diego dominik dominique doris edith eduard eduardo elena elisabeth elisa elsa emil emilie émilie
  emma emmanuel enrico eric éric erich erika ernst esther eva fabian fabienne fabio fabrice federica federico felix
  fernand fernando florian francesca francesco franck franco françois francois françoise frank franz franziska frédéric
  frederic fritz gabriel gabriela gabriele gabrielle georg george georges gérald gerald gérard gerard gerhard gertrud
  gianni gilbert gilles giorgio giovanni gisela giulia giuseppe gregor grégoire guido guillaume günter gustav hannes
  hans hanspeter hans-peter hansruedi heidi heinrich heinz helen helena helene hélène helmut henri herbert hermann hugo
  ida ignaz ines irene iris isabel isabella isabelle ivan ivo jacqueline jacques jakob jan jana janine jasmin jean
  jean-claude jean-françois jean-jacques jean-louis jean-luc jean-marc jean-marie jean-paul jean-pierre jeanne jens
  jérôme jerome joachim joao joão johann johanna johannes jonas jörg jorge josé jose josef joseph josiane judith julia
  julian julie julien jürg jürgen karin karl katharina kathrin katrin klaus konrad kurt lara laura laurence laurent lea
  léa leo léon leon liliane lisa lorenz lorenzo louis luc luca lucas lucia lucien lucienne ludwig luis luisa lukas
  luzia madeleine magdalena manfred manuel manuela marc marcel marco margrit margaritha maria marianne marie marie-claire
  marina mario marion mark markus marlies marta martha martin martina massimo mathias mathieu matteo matthias maurice
  mauro max maximilian melanie michael michaela michel michele micheline michelle monica monika myriam nadia nadine
  natalie nathalie nicola nicolas nicole niklaus nina noël noel norbert olivia olivier oscar oskar otto pamela paola
  paolo pascal pascale patricia patrick patrik paul paula pedro peter petra philipp philippe pierre pietro priska rafael
  raffaele rainer ralph raphael raphaël regina regula reinhard remo rené rene renata renate reto richard rita robert
  roberto roger roland rolf roman romano rosa rosemarie rudolf ruedi ruth sabine sabrina salvatore samuel sandra sara
  sarah sebastian sébastien sebastien serge sergio silvia silvio simon simone sonia sonja sophie stefan stefania stefano
  stephan stéphane stephane stephanie stéphanie susanne sylvain sylvie tamara theo theodor therese thérèse thomas tobias
  ulrich urs ursula valentin valérie valerie vera verena véronique veronique victor viktor vincent virginie walter
  werner willi willy wolfgang xavier yann yannick yves yvonne zoé
  achille adèle adele adelheid agathe aldo alfons alice amadeo amalia andreina anouk antje arianna arno augusto aurora
  benedetta bianca bruna caterina cecile cécile chantal chiara christel claudine cornelius corina dario davide delphine
  dora edgar edoardo elias elio eliane elisabetta elsbeth emilio erna ernesto erwin eugen evelyne evelyn fabienne fatima
  felice fiona flavia flavio florence francine gaëlle gaetano gerda germaine gianluca gian gina pier ginette gottfried greta
  gregorio gudrun guy hanna hedwig heike hildegard huguette ilaria ingrid irma jakob jeannette joel joël jolanda josiane
  karl-heinz kevin lars leonie leonardo liselotte livia lorena lotti lucie ludovic luigi luzius mara marcella marcelle
  marcello margot margrith marlène marlene marta matthieu mélanie mirjam mirko monique nadja nelly nicolai odile ottavio
  pascaline patrizia peter-paul philomena pia pierina pierre-alain pierre-andré rachel raymond rebecca reinhold renato
  ricarda rico rinaldo rita roberta rodolphe romy rosmarie rosalie rudolph sabina samantha sandro sascha selina serena
  severin silvana simona stefanie susanna sven theresia tiziana tiziano tobias toni ueli valentina valeria vittorio
  walburga walther yolanda yvette
  stanislas gaston gaëtan gaetan thibault thibaut hervé herve rémy remy rémi remi cyril cyrille cyprien aurélien
  aurelien bastien baptiste jean-baptiste clément clement corentin dylan elie élie émile eloi étienne etienne eugène
  eugene fabien félix firmin florent françois-xavier gautier gauthier géraud germain gonzague grégory gregory gustave
  hugues hubert jacky jean-charles jean-christophe jean-daniel jean-denis jean-philippe jean-yves jean-michel
  jean-bernard jean-noël jocelyn jordan jules killian kilian léandre léonard lionel loïc loic maël mael marc-andré
  marc-antoine maxime médéric michaël mickaël nathan noé noah octave pascal-andré philibert pierre-yves quentin raoul
  régis regis renaud romain romuald sacha sylvestre sylvère tanguy théo théophile thierry timothée timothee tristan
  ulysse valère vianney victorien william yoann yohann yvan yvon albane alexia alix amandine anaïs anais angélique
  angelique annick annie apolline armelle audrey aude aurore bérénice berenice blanche camille capucine carine
  cassandre chloé chloe christelle clarisse clémence clemence coralie danielle diane edwige éléonore eleonore élise
  elise élodie elodie éloïse emeline estelle eugénie eulalie fanny flora florine geneviève ghislaine gisèle gwendoline
  hortense inès irène isaline jeanine jeannine joëlle joelle josette justine laetitia laëtitia lætitia laure laurianne
  léonie lise lison loïse lorraine louise lucille ludivine maëlle maelle manon marguerite marie-france marie-josé
  marie-laure marie-louise marie-paule marie-pierre marie-thérèse marielle marinette marlyse martine mathilde maud
  maude maryline mireille morgane muriel murielle nadège noémie noemie océane oceane odette ophélie paulette perrine
  prisca raphaëlle régine rolande roseline roxane salomé salome sandrine séverine severine solange suzanne sylviane
  tatiana valentine vanessa viviane yolande achim balz bendicht benno bernd björn bjorn boris burkhard carsten
  christof cyrill dieter dietrich elmar emanuel erhard ewald fridolin friedrich gebhard gerold gottlieb gunter günther
  hansjörg hansjürg hans-rudolf hans-ulrich hansueli heiner helmuth holger hubertus ingo jost jurg kaspar knut
  konstantin kuno leander leonhard lothar marius matthäus meinrad melchior moritz nikolaus oliver ortwin oswald otmar
  othmar pirmin robin rupert sepp siegfried silvan thorsten till tim timo torsten uwe volker walo wendelin wilhelm
  adelina anneliese birgit brigitta carola dagmar dorothea elfriede elke eveline frieda hannelore helga ilse jutta
  katja kerstin klara lena lina miriam ottilie rahel tanja theres ursina vreni alfio amedeo armando arnaldo attilio
  aurelio battista cesare corrado cristian domenico elia emanuele enzo ercole ettore eugenio fabrizio fausto
  ferdinando filippo giacomo giancarlo gianfranco gianpiero gino giuliano giulio igor ivano lino livio luciano lucio
  marzio mattia maurizio nicolò nilo omar oreste orlando pasquale piero renzo riccardo rocco rodolfo romeo rosario
  ruggero samuele saverio sebastiano silvano tarcisio tommaso ugo umberto valerio vincenzo ada agnese alma angelica
  annalisa antonella assunta carmela carolina clelia debora donatella eleonora erica ester fernanda filomena franca
  gabriella giada gianna giorgia giovanna giuliana giuseppina grazia graziella lidia loredana margherita marisa milena
  mirella natalia nicoletta nora piera rachele raffaella rosanna rossella sofia teresa veronica viviana josefa miguel
  rui nuno paulo ricardo rodrigo sérgio tiago vitor vítor antónio filipe francisco gonçalo henrique jaime luís márcio
  marcio mário nélson nelson raul rogério sílvio telmo beatriz catarina cláudia fátima filipa inês joana lúcia luciana
  margarida mariana patrícia raquel sónia susana alejandro enrique javier jesús juan julio marcos mateo pablo ramón
  ramon santiago vicente alicia concepción dolores encarnación esperanza guadalupe inmaculada josefina lourdes lucía
  mercedes montserrat pilar remedios rocío soledad agim arben arber arbnor ardian artan bashkim besnik blerim burim
  driton edon enver faton fatmir fitim florim gentian granit hysni ilir kujtim labinot liridon lulzim mentor naim
  petrit qamil ramadan sabri shkelzen skender valon visar xhevat ylber adem ahmet cem emre erkan fatih hakan hasan
  hüseyin ibrahim ismail kemal mehmet mustafa murat osman serkan yusuf zeki aylin ayse ayşe elif emine fatma hatice
  leyla meryem zeynep ahmed amir hamid hassan karim khaled mahmoud mohamed mohammed rachid samir tarek youssef yassine
  amina aicha karima leila samira yasmina aleksandar aleksandra bojan branko dejan dragan dusan goran ivana jelena
  luka marko milan milica miroslav nenad nikola petar slobodan tomislav vesna zoran andrzej katarzyna krzysztof marek
  piotr tomasz agnieszka jiri petr pavel tereza dmitri dmitry sergei sergey alexei alexey olga svetlana tatjana irina
  ekaterina vladimir andrei andrej mikhail nikolai james john christopher matthew anthony donald steven andrew joshua
  kenneth brian edward ronald timothy jason jeffrey ryan jacob gary nicholas jonathan stephen larry justin scott
  brandon jack dennis jerry tyler aaron henry douglas zachary kyle harold carl jeremy keith ethan terry sean lawrence
  austin joe jesse bryan billy bruce willie alan wayne logan randy russell philip bobby johnny bradley mary jennifer
  linda elizabeth susan jessica karen nancy betty margaret ashley kimberly emily donna dorothy carol melissa deborah
  sharon cynthia kathleen amy shirley brenda katherine debra carolyn janet heather virginia joyce victoria kelly
  lauren joan megan cheryl hannah frances gloria ann kathryn janice madison abigail judy marilyn beverly theresa
  sophia diana brittany alexis kayla hiroshi takashi kenji yuki akiko yoko raj rahul amit anil sanjay sunil vijay
  priya anjali deepa
  bekim fitore arta drita vjosa nexhat shqipe blerta albana arlinda valbona teuta mimoza lindita fatbardh bujar gëzim
  afrim dardan egzon fisnik jeton kushtrim leutrim rinor shpend valdrin vehbi xhemajl agron armend ermal flamur fatjon
  gresa donika albulena besarta edona rrezarta kaltrina vlora yllka ardita çağlar gülşen şükrü özlem özgür gökhan tolga
  volkan derya sevgi ümit yasemin serdar tuncay ercan orhan recep gamze songül sibel büşra abdelkader abdallah mourad
  nabil rachida mounir hicham souad naima fouad mehdi soufiane mamadou ibrahima fatou aminata ousmane abdoulaye aissatou
  mariama everton cleber`.split(/\s+/),
);

/** Folded forms of the common given names, so that `António` is known as `Antonio` is. */
const FOLDED_GIVEN_NAMES = new Set([...GIVEN_NAMES].map(foldText));

/** Whether a word is a common given name, accents aside. */
export function isGivenName(token: string): boolean {
  return GIVEN_NAMES.has(token.toLowerCase()) || FOLDED_GIVEN_NAMES.has(foldText(token));
}

const NameListFile = z.object({ description: z.string(), source: z.string(), names: z.array(z.string()) });
/**
 * The longer list of given names (data/person-lines/given-names.json, about 8,000, with its source), folded. It only
 * decides where a family name ends in a name already delimited (`De Arruda Fialho X`) and whether a list writes the given
 * name first (`Angelo Kälin`); finding persons in running text keeps to the common given names above.
 */
const KNOWN_GIVEN_NAMES = new Set(load("given-names.json", NameListFile).names.map(foldText));

/** Family names that are no given names (data/person-lines/family-names.json, with its source), folded. */
const KNOWN_FAMILY_NAMES = new Set(load("family-names.json", NameListFile).names.map(foldText));

/** Given names that are family names too (data/person-lines/given-and-family-names.json: `Martin`, `Robert`), folded. */
const GIVEN_AND_FAMILY_NAMES = new Set(load("given-and-family-names.json", NameListFile).names.map(foldText));

/** Whether a word is a known given name that is a family name too (`Martin`, `Lambert`; not `Hans`). */
export function isGivenAndFamilyName(token: string): boolean {
  return GIVEN_AND_FAMILY_NAMES.has(foldText(token));
}

/**
 * Common family names of the Albanian-speaking (Kosovo, North Macedonia) and Turkish communities, frequent in the
 * register and missing from the built list (its locales have neither language); many look like given names by their
 * letters (`Berisha`, `Shala`, `Demir`), so a double family name (`Krasniqi Berisha Fitore`) needs them known. From
 * common knowledge of the names, not from the samples (data/person-lines/SOURCES.md). Kept apart from the built list,
 * whose letters `givenNameLikeness` is computed from.
 */
const COMMUNITY_FAMILY_NAMES = new Set(
  `krasniqi gashi berisha morina shala hoxha bytyqi kelmendi rexhepi ahmeti hasani ismaili osmani salihu sylejmani
  thaqi haliti zeqiri avdiu kryeziu musliu rama hyseni bajrami jashari kurti dervishi shabani ramadani maliqi syla
  uka veseli hajdari berisa mehmeti rashiti sadiku sopi spahiu zymeri xhemaili emini bekteshi aliu azemi limani
  memeti asani selmani ademi bislimi durmishi gjoka hamiti islami krasniq lushaku muja nuhiu qerimi rrahmani sejdiu
  sahiti tahiri ymeri yilmaz yılmaz demir şahin çelik yıldız yildiz yıldırım yildirim öztürk aydın aydin özdemir
  arslan doğan kılıç kilic aslan çetin koç özkan şimşek polat erdoğan güneş korkmaz tekin ünal aksoy karataş altun
  bozkurt keskin`.split(/\s+/).map(foldText),
);

/** Whether a word is a known family name and no given name (`Chollet`, `Zbinden`; not `Martin`). */
export function isKnownFamilyName(token: string): boolean {
  const folded = foldText(token);
  return (KNOWN_FAMILY_NAMES.has(folded) || COMMUNITY_FAMILY_NAMES.has(folded)) && !isKnownGivenName(token);
}

/**
 * How much more a word neither list knows looks like a given name than a family name, by the letter sequences of the two
 * lists: the log-likelihood ratio of its 2-, 3- and 4-letter sequences (word edges marked) under each list, each
 * sequence counted with add-one-half smoothing. Positive for `Detlef` (4.6), `Mergim` (6.5); negative for `Zbinden`
 * (-6.8), `Torti` (-11.8). Cross-validated on the lists themselves (a fifth held out): above 4, 76 % of the given names
 * held out and 12 % of the family names.
 */
export function givenNameLikeness(token: string): number {
  letterModel ??= buildLetterModel();
  const model = letterModel;
  let score = 0;
  for (const sequence of letterSequences(foldText(token))) {
    const given = model.given.get(sequence) ?? 0;
    const family = model.family.get(sequence) ?? 0;
    score += Math.log((given + 0.5) / (model.givenTotal + 0.5 * model.distinct)) - Math.log((family + 0.5) / (model.familyTotal + 0.5 * model.distinct));
  }
  return score;
}

type LetterModel = { given: Map<string, number>; family: Map<string, number>; givenTotal: number; familyTotal: number; distinct: number };
let letterModel: LetterModel | undefined;

function letterSequences(folded: string): string[] {
  const word = `^${folded}$`;
  const out: string[] = [];
  for (let length = 2; length <= 4; length++) for (let at = 0; at + length <= word.length; at++) out.push(word.slice(at, at + length));
  return out;
}

function buildLetterModel(): LetterModel {
  const count = (names: Set<string>) => {
    const counts = new Map<string, number>();
    let total = 0;
    for (const name of names) for (const sequence of letterSequences(name)) {
      counts.set(sequence, (counts.get(sequence) ?? 0) + 1);
      total++;
    }
    return { counts, total };
  };
  const given = count(KNOWN_GIVEN_NAMES);
  const family = count(KNOWN_FAMILY_NAMES);
  const distinct = new Set([...given.counts.keys(), ...family.counts.keys()]).size;
  return { given: given.counts, family: family.counts, givenTotal: given.total, familyTotal: family.total, distinct };
}

/** Whether a word is a given name of the common list or of the longer one, accents aside. */
export function isKnownGivenName(token: string): boolean {
  if (isGivenName(token) || KNOWN_GIVEN_NAMES.has(foldText(token))) return true;
  // `Anne-Christine`, `Jean-Baptiste`: a compound of given names.
  const parts = token.split("-");
  return parts.length > 1 && parts.every((part) => part.length > 1 && (isGivenName(part) || KNOWN_GIVEN_NAMES.has(foldText(part))));
}

/** The singular of a role form the text starts with as a whole (`Mitglieder des Verwaltungsrates` → `Mitglied des Verwaltungsrates`), or undefined. */
export function singularOfLeadingRole(text: string): string | undefined {
  const lower = text.toLowerCase();
  for (const form of SINGULAR_OF.keys()) {
    if (lower === form || lower.startsWith(`${form} `)) return singularRole(text);
  }
  return undefined;
}

const KIND_WORDS = new Set(SIGNATURES.kinds.flatMap((kind) => all(kind)).map((k) => k.toLowerCase()));
/** Signing nouns that name the right itself, not a kind of it (`signature`, `pouvoirs`, `Unterschrift`, `firma`; not `procuration`). */
const BARE_SIGNING = new Set(all(SIGNATURES.nouns).map((n) => n.toLowerCase()).filter((n) => !KIND_WORDS.has(n)));

/** Whether a signing phrase is only the right itself (`la signature de X est radiée` removes X's signing, of no kind stated). */
export function isBareSigning(text: string): boolean {
  const lower = text.trim().toLowerCase();
  return BARE_SIGNING.has(lower) || BARE_SIGNING.has(lower.replace(/(?:s|en)$/, ""));
}
