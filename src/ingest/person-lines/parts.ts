/** What one comma-separated part of a person line says: origin, residence, role, signing authority … */
import { lowerFirst } from "../../domain/text.js";
import {
  alternation,
  BODY_HEADINGS,
  headingKey,
  isDroppedModifier,
  LEGAL_FORM,
  isFrenchCountry,
  FIRM_NOUNS,
  GERMAN_MEMBER_BODIES,
  NATIONALITY_INTRODUCER,
  NATIONALITY_NOUN,
  SIGNATURES,
  relativePronouns,
  SIGNING_ADJECTIVE,
  SIGNING_ADVERB,
  verbPhrases,
  verbPhrasesOf,
  withoutDroppedModifiers,
  NAME_PARTICLES,
  NAME_SUFFIXES,
  singularRole,
  startsWithRole,
  DEPARTURE_WORDS,
  isKnownGivenName,
  singularOfLeadingRole,
} from "./vocabulary.js";

/** A profession or title written as a part of its own after a name (`avocat`, `Notar`, `dott.`; verbs.json). */
const PROFESSION_OR_TITLE = new RegExp(`^(?:${alternation(verbPhrases("professions_and_titles"))})$`);
/** `ohne (eingetragene) Funktion`, `sans fonction (inscrite)`, `senza funzione (iscritta)`: no role (verbs.json `no_function`). */
const NO_FUNCTION = new RegExp(`^(?:${alternation(verbPhrases("no_function"))})$`, "i");
/**
 * A kinship apposition after a name (`X, fille du précédent, …`, `A et B, ses fils, …`, `Y, épouse de Z, …`): the nouns of
 * verbs.json `kin_words` with a possessive or a complement; no role. In lower case, as an apposition writes them: a
 * capitalised word is a name (`Janssens, Marie, …` holds `mari`).
 */
const KIN_NOUNS = [...new Set(verbPhrases("kin_words").map((phrase) => phrase.split(" ").pop() ?? ""))];
const KIN_APPOSITION = new RegExp(
  `^(?:(?:son|sa|ses|leur|leurs|sein|seine|ihr|ihre|suo|sua|suoi|sue|il|la|i|le)\\s+)?(?:${alternation(KIN_NOUNS)})(?:s|n|e)?(?:\\s+(?:de|du|des|von|des|der|di|del|della|dei)\\s.+|\\s+d['’].+)?$`,
  "u",
);

export type PartReading =
  | { type: "origin"; value: string }
  | { type: "nationality"; value: string }
  | { type: "identifier"; value: string }
  | { type: "residence"; value: string }
  | { type: "origin-and-residence"; value: string }
  | { type: "signing"; value: string }
  | { type: "signing-continued"; value: string }
  | { type: "extra" }
  | { type: "role"; value: string }
  | { type: "conjoined-name"; value: string }
  | { type: "shared"; count: number | "all"; rest: string }
  | { type: "previous"; value: string }
  | { type: "changed"; value: string }
  | { type: "relative"; all: boolean; roles: string[]; signing: string | null }
  | { type: "name-like"; value: string }
  | { type: "other"; value: string };

const NUMBER_WORDS: Record<string, number> = {
  zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6,
  deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
  due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6,
};

/** Whether a word is a number of persons (`deux`, `drei`, `tre`). */
export function isNumberWord(word: string): boolean {
  return NUMBER_WORDS[word.toLowerCase()] !== undefined;
}

/**
 * `beide …`, `tous deux …`, `les six …`, `entrambi …`: what follows applies to the last persons named; `chacun …`,
 * `ciascuno …` (each of them) to all of them.
 */
const SHARED =
  /^(?:(beide|beiden|entrambi|entrambe)|(?:alle|tous|toutes|les|tutti|tutte)(?:\s+(?:les|e)\s+|\s+)(zwei|drei|vier|fünf|sechs|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|due|tre|quattro|cinque|sei)|(alle|tous|toutes|tutti|tutte|chacun|chacune|ciascuno|ciascuna))(?=$|[\s'’])\s*(.*)$/i;

/** Whether a part opens with a shared subject (`beide …`, `tous deux …`, `entrambi …`, `chacun …`). */
export function opensShared(text: string): boolean {
  return SHARED.test(text);
}

const { nouns, openers, kinds, restrictions, plurals, plural_agreement } = SIGNATURES;
const everyLanguage = (forms: { de: string[]; fr: string[]; it: string[] }) => [...forms.de, ...forms.fr, ...forms.it];
/** Plural signing kinds → singular (`Prokuren` → `Prokura`, `procurations` → `procuration`): each person of a plural had one. */
const SINGULAR_SIGNING = new Map(Object.values(plurals).flatMap((forms) => Object.entries(forms)));
/** The words agreeing with a plural signing kind (`collectives`, `firme`) → their singular. */
const SINGULAR_AGREEING = new Map(Object.values(plural_agreement).flatMap((forms) => Object.entries(forms)));
/** Every written signing noun and kind, singular and plural. */
const SIGNING_FORMS = [...everyLanguage(nouns), ...kinds.flatMap(everyLanguage), ...SINGULAR_SIGNING.keys()];
/** The nouns of signing authority (data/person-lines/signatures.json), also inside a compound (`Kollektivunterschrift`). */
const SIGNING_WORD = new RegExp(`(?:${alternation(SIGNING_FORMS)})(?=$|[\\s,.;)])`, "i");
/** How a signing phrase opens: an opener word (`mit`, `avec`, `senza`), a signing kind or noun. */
const SIGNING_START = new RegExp(`^(?:(?:${alternation(everyLanguage(openers))})\\s|(?:einzel|kollektiv)\\S*|(?:${alternation(SIGNING_FORMS)})(?=$|[\\s,.;]))`, "i");

/** A signing kind with a plural first word in the singular each of its persons had (`Kollektivprokuren zu zweien` → `Kollektivprokura zu zweien`). */
export function singularSigning(kind: string): string {
  const [first, ...rest] = kind.split(" ");
  const singular = SINGULAR_SIGNING.get(first) ?? SINGULAR_AGREEING.get(first);
  // The noun and its adjective agree: `procurations collectives à deux` → `procuration collective à deux`.
  return singular === undefined ? kind : [singular, ...rest.map((word) => SINGULAR_AGREEING.get(word) ?? word)].join(" ");
}
/** `führt` / `führen` before the signing kind it takes as object (`er führt Einzelunterschrift`), as a pattern's source. */
export const CARRIES_SIGNING = "(?:führt|führen)(?=\\s+(?:(?:neu|nun|weiterhin)\\s+)?(?:Einzel|Kollektiv|Prokura))";
/**
 * Italian `firma` / `firmano` before one of the prose adverbs (`firma da solo`, `firmano collettivamente a due`): alone,
 * `firma` is the noun of most signing kinds (`firma collettiva a due`).
 */
const ITALIAN_SIGNS = `(?:firma|firmano)(?=\\s+(?:ora\\s+)?(?:${alternation([...SIGNATURES.adverbs.it.filter((adverb) => !adverb.startsWith("a ")), ...SIGNATURES.alone.it])})\\b)`;
/**
 * Verbs that sometimes introduce a signing authority in the old Fribourg style (`zeichnet mit Kollektivprokura zu
 * zweien`), the participles of a list's part (`signant collectivement à deux`, `firmando individualmente`), and `führt`
 * with the signing kind as its object (`führt Einzelunterschrift`): `führt` alone is read only before a kind, as it heads
 * other predicates too (`führt die Geschäfte`).
 */
const SIGNING_VERB = new RegExp(
  `^(?:zeichnet|zeichnen|signe|signent|signant|signants|signante|signantes|firmando|${ITALIAN_SIGNS}|${CARRIES_SIGNING})\\s+(?:neu\\s+|désormais\\s+|nun\\s+|weiterhin\\s+|ora\\s+)?`,
  "i",
);
const SIGNING_CONTINUED = new RegExp(`^(?:${alternation(everyLanguage(restrictions))})(?=$|\\s)`, "i");

/**
 * A signing authority written in the same part as a role or a capital share (`Geschäftsführer mit Einzelunterschrift`,
 * `gérant avec pouvoir de signature individuelle`): a language's opener before one of its signing nouns or kinds, or
 * before a German compound of `Einzel-`, `Kollektiv-` or `Zeichnungs-`; a conjunction before it is no part of the role
 * (`associé sans fonction de gestion et sans signature`).
 */
export const GLUED_SIGNING = new RegExp(
  `\\s(?:(?:et|und|e|ed)\\s)?(${(["de", "fr", "it"] as const)
    .map((lang) => {
      const words = [...SIGNATURES.nouns[lang], ...SIGNATURES.kinds.flatMap((kind) => kind[lang])];
      const germanCompounds = lang === "de" ? "(?:Einzel|Kollektiv|Zeichnungs)\\S*|" : "";
      return `(?:${alternation(SIGNATURES.openers[lang])}) (?:${germanCompounds}(?:${alternation(words)})(?![\\p{L}])).*`;
    })
    .join("|")})$`,
  "u",
);

/** A capital share written in the name part (`Kurek Maciek pour 16 parts de CHF 1'000`). */
// A role after it (`associé pour 10 parts de CHF 1'000 et gérant`, `socio con 10 quote … e gerente`) is kept.
export const GLUED_EXTRA = /\s+(?:pour|mit|con|avec|für)\s+(?:\d|einer?\b|einem\b)(?:(?!\s(?:et|und|e)\s+\p{L}).)*(?=\s(?:et|und|e)\s+\p{L}|$)/u;

// `pour 10 parts` without the nominal value is a share too (`Associés et gérants: X, président, pour 10 parts, et Y`).
const EXTRA =
  /\bCHF\b|\b(?:Stammeinlagen?|Stammanteile?n?|Kommanditsumme|Kommanditeinlage|parts? sociales?|quote|Anteilscheine?)\b|^(?:pour|avec)\s+(?:\d[\d'’.]*|une)\s+parts?$/;

/** `mit Einzelunterschrift wie bisher`: a signing said to be unchanged is the signing (as `(wie bisher)` is dropped). */
const AS_BEFORE = /\s+(?:wie bisher|comme jusqu['’]ici|comme précédemment|come finora|come sinora)$/i;

export function readSigning(text: string): string | null {
  const value = text.replace(SIGNING_VERB, "").replace(AS_BEFORE, "");
  if (SIGNING_START.test(value) && SIGNING_WORD.test(value)) return value;
  // A prose adverb stands for the signing authority: `zeichnen neu kollektiv zu zweien`, `…, lesquels signent individuellement`.
  if (SIGNING_ADVERB.test(value)) return value;
  return null;
}

/** Articles that belong to a family name after `von` / `van` only (`von der Mühll`, `van den Bosch`). */
export const ARTICLE_PARTICLE = new Set(["der", "den", "dem"]);

/** Whether a text reads as a name: capitalised words, name particles (`von`, `de`) and `jun.`/`sen.`, no digits. */
export function isNameLike(text: string): boolean {
  const tokens = text.split(" ");
  if (tokens.length === 0 || tokens.length > 8 || /\d/.test(text)) return false;
  let capitalised = 0;
  for (const [at, token] of tokens.entries()) {
    if (/^[\p{Lu}][\p{L}\p{M}'’.-]*$/u.test(token)) capitalised++;
    else if (ARTICLE_PARTICLE.has(token) && /^(?:von|van)$/i.test(tokens[at - 1] ?? "")) continue; // `von der Mühll`, `van den Bosch`
    // A firm's name may hold lower-case words (`Office des faillites de Genève`, `Association des commerçants de Carouge`).
    else if (!NAME_PARTICLES.has(token) && !NAME_SUFFIXES.has(token) && !/^d['’][\p{Lu}]/u.test(token)) return /^\p{Lu}/u.test(text) && LEGAL_FORM.test(text);
  }
  return capitalised > 0;
}

/** `originaire de X`, `bourgeois de X`, `Bürger von X`, `attinente di X` (data/person-lines/verbs.json): the place of origin. */
const ORIGIN_INTRODUCED = new RegExp(`^(?:${alternation(verbPhrases("origin_introducers"))})(?:\\s+|(?<=['’]))(.+)$`);
/** `à X`, `in X`, `domicilié à X`, `demeurant à X`, `mit Wohnsitz in X`, `residente a X`: the residence. */
const RESIDENCE_INTRODUCED = new RegExp(`^(?:in|à|${alternation(verbPhrases("residence_introducers"))})\\s+(.+)$`);

/** A UID or old CH-number (`CHE-105.952.747`, `CH-229.0.630.164-6`). */
const SWISS_NUMBER = String.raw`(?:CHE|CH|FL)-[\d.-]+\d`;
/**
 * A foreign register number, bare or after its register's abbreviation and place (`67394159`, `HRB 12345`, `FN
 * 123456a`, `RCS Lyon 123 456 789`, `REA MI-1234567`, `KvK 12345678`, `Company No. 01234567`).
 */
const FOREIGN_NUMBER = String.raw`\d{5,}|[A-Z]{2,3}[ -]?\d{5,}|\p{Lu}[\p{L}]{1,9}\.?\s+(?:\p{Lu}[\p{L}-]+\s+)?(?:(?:No|Nr|n°)\.?\s*)?(?:[A-Z]{1,2}-)?\d[\d ./-]{3,}\d[a-z]?`;
/** A firm's number in brackets (`ML Netherlands C.V. (67394159)`, `X AG (CHE-…)`, `Y GmbH (FN 123456a)`): its identifier. */
export const FIRM_NUMBER_IN_BRACKETS = new RegExp(String.raw`\s*\(\s*(${SWISS_NUMBER}|${FOREIGN_NUMBER})\s*\)`, "u");
/** The same number written as a part of its own, in its brackets (`Holding SAS, à Lyon (FR), (RCS Lyon 123 456 789)`). */
const FIRM_NUMBER_ONLY = new RegExp(String.raw`^\(\s*(${SWISS_NUMBER}|${FOREIGN_NUMBER})\s*\)$`, "u");
/** A UID written as a part of its own (`Treuhand AG, CHE-123.456.789, in Bern`, `…, in Bern, IDE CHE-123.456.789`). */
const UID_PART = new RegExp(String.raw`^(?:(?:UID|IDE|IDI)\s+)?(${SWISS_NUMBER})$`);
/** A firm's number in brackets closing a firm named in an enumeration: the UID, old CH-number or digits alone. */
const FIRM_NUMBER = new RegExp(String.raw`\s*\(\s*(?:${SWISS_NUMBER}|\d{5,})\s*\)$`);

/** Splits a role text on `und` / `et` / `e` where a new role name follows (`Gesellschafter und Geschäftsführer`). */
export function splitRoles(text: string): string[] {
  const roles: string[] = [];
  let rest = text.trim();
  for (;;) {
    // The preposition may be repeated before the next role: `de ses fonctions de président et d'administrateur`.
    const conjunction = [...rest.matchAll(/ (?:und|et|e|ni|noch|né|sowie) (?:de |d['’]|di )?/g)].find((m) => startsWithRole(rest.slice(m.index + m[0].length)));
    if (!conjunction) break;
    roles.push(rest.slice(0, conjunction.index).trim());
    rest = rest.slice(conjunction.index + conjunction[0].length).trim();
  }
  roles.push(rest);
  return roles.filter((role) => role !== "");
}

/** The body a person enters or leaves, after the role: `Mitglied in den Verwaltungsrat`, `membre au conseil de fondation`. */
const BODY_ENTERED = /\s+(?:in den|in die|in das|ins|im|aus dem|aus der|dans le|dans la|dans l['’]|au|à la|nel|nella|nello|dal|dalla)\s*(.+)$/i;

function withoutBodyEntered(role: string): string {
  const match = BODY_ENTERED.exec(role);
  return match && BODY_HEADINGS.has(headingKey(match[1])) ? role.slice(0, match.index) : role;
}

/** A role as a list entry carries it, without the participle of prose (`nommé président` → `président`). */
/**
 * An article or firm noun closing a role, before its holder in the inverted order (`A été nommée organe de révision la
 * société X SA`, `È stato nominato ufficio di revisione la X SA`, `Als Revisionsstelle wurde die X AG gewählt`): no role ends with one.
 */
// After a preposition the noun is the role's own (`présidente de la société`, `gérant de la société`).
const ARTICLE_AT_END = new RegExp(`(?<!\\s(?:de|di|del|della|des|der|dem|von))\\s+(?:${FIRM_NOUNS}|la|le|les|il|lo|l['’]|die|der|das)$`);

/** An article before a role (`est désormais l'organe de révision`, `ist neu die Revisionsstelle`): no part of it. */
const ARTICLE_FIRST = /^(?:l['’]|(?:le|la|les|il|lo|der|die|das)\s+)/i;

/** A marker of the change after the conjunction joining two roles (`membre et désormais président`, `Mitglied und neu Präsident`). */
const CHANGE_AFTER_CONJUNCTION = new RegExp(`(\\s(?:et|und|e)\\s+)(?:${alternation(verbPhrases("change_markers"))})\\s+`, "i");

export function cleanRole(written: string, plural = false): string[] {
  const text = written.replace(CHANGE_AFTER_CONJUNCTION, "$1");
  const article = ARTICLE_FIRST.exec(text);
  const unarticled = article !== null && startsWithRole(text.slice(article[0].length)) ? text.slice(article[0].length) : text;
  const bare = withoutDroppedModifiers(withoutBodyEntered(unarticled.replace(/^(?:ernannt zu[mr])\s+/i, "").replace(GLUED_EXTRA, "").replace(ARTICLE_AT_END, "")));
  return splitRoles(bare).map((role) => (plural ? singularRole(role) : role));
}

/** The `et` joining two countries after an origin's preposition, with the second one's preposition. */
const COUNTRY_JOINED = /\s+et\s+(?:de\s+|d['’]|du\s+|des\s+)?/;
/** The preposition repeated before a second place of origin: `de Genève et du Locle`, `von Bern und von Thun`, `da Lugano e da Sonvico`. */
const JOINED_PLACE = /(\s+(?:et|und|e)\s+)(?:(du|des)\s+|de\s+|d['’]|von\s+|da\s+)(?=\p{Lu})/gu;

/** The places of origin as the labels write them: each joined place without its preposition, a contraction undone (`Genève et Le Locle`). */
function withJoinedPrepositionsUndone(places: string): string {
  return places.replace(JOINED_PLACE, (_all, joiner: string, contracted?: string) => `${joiner}${contracted === "du" ? "Le " : contracted === "des" ? "Les " : ""}`);
}

/**
 * An appointment's verb with nothing else in its part (`Administrateur: X, de Y, à Z, a été nommé`, `Revisionsstelle: X
 * AG, in Y, wurde gewählt`, `è stato nominato`): under a role heading it states what the heading states; no role.
 */
const APPOINTED_ALONE = new RegExp(
  `^(?:${alternation([
    ...verbPhrases("appointment").filter((phrase) => /\s(?:nomm|élu|désign|nominat|elett|designat)\S*$/.test(phrase)),
    ...["wurde", "wurden", "ist", "sind"].flatMap((auxiliary) => verbPhrasesOf("trailing_participles", "de").filter((participle) => participle !== "worden").map((participle) => `${auxiliary} ${participle}`)),
  ])})(?:\\s+worden)?$`,
  "i",
);

/** What a part of a person line is, judged by its first words; `previous` is the reading of the part before it. */
export function readPart(written: string, previous: PartReading["type"] | null): PartReading {
  // `avec signature individuelle (déjà inscrit comme directeur)`: a note that the person is entered already.
  const text = written.includes("(") ? written.replace(ALREADY_IN_BRACKETS, "").trim() : written;
  // A birth date (`geb. 12.03.1975`, `née le 4 mai 1968`, `nato il 21.07.1959`) is not part of ENTRY.
  // `bisher eingetragen`, `déjà inscrit`, `già iscritto`: the person is known already; the part states nothing new.
  // `Dupont Jean, décédé, n'est plus …`, `Meier Hans, verstorben am 3. Mai 2020`: a death is the cause, no part of a name.
  if (BIRTH.test(text) || DECEASED.test(text) || SINCE.test(text) || ALREADY.test(text) || NAMED_BEFORE.test(text) || UNKNOWN_RESIDENCE.test(text)) return { type: "extra" };
  // A birth name after the given names (`Anna Maria, geb. Meier`, `Anne, née Martin`) stays with them, as an alias does.
  if (/^(?:geb\.|geborene|née|nata)\s+\p{Lu}/u.test(text)) return { type: "other", value: text };
  // A relative clause no marker reading took (`dont la signature est radiée`) says nothing the entry keeps.
  if (UNREAD_RELATIVE.test(text) && readMarked(text) === null) return { type: "extra" };
  // `…, nouveau, membre, …`, `…, neu, …`: a word stating the change alone says nothing the entry keeps; nor does a date
  // (`…, administrateur unique, du 12.03.2021, …`).
  if (isDroppedModifier(text) || /^(?:du|le|vom|am|del|dal|il)\s+\d{1,2}[./]\d/.test(text)) return { type: "extra" };
  // `Dupont Jean, démissionnaire, est radié`, `Rossi Mario, dimissionario, …`: a departure word alone states the change
  // the sentence states; it is no part of the name.
  if (DEPARTURE_WORDS.has(text.toLowerCase())) return { type: "extra" };
  // `Me X, avocat, à Genève`, `X, Dr en droit, de Y`: a profession or a title after the name is no role of the register
  // and no part of the entry (the hand-written sets of round 7 drop it; an unknown one, `dipl. Bücherexperte`, stays
  // with the given names as the daily summaries' labels keep it).
  if (PROFESSION_OR_TITLE.test(text)) return { type: "extra" };
  // `…, ohne eingetragene Funktion, mit Kollektivprokura zu zweien`: the register states that no role is entered.
  if (NO_FUNCTION.test(text) || APPOINTED_ALONE.test(text)) return { type: "extra" };
  const signing = readSigning(text);
  // `mit Einzelunterschrift beide`: the persons sharing it are already grouped by the name part.
  if (signing !== null) return { type: "signing", value: signing.replace(/\s+(?:beide|tous deux|toutes deux|entrambi|entrambe)$/, "") };
  const marked = readMarked(text);
  if (marked) return marked;
  if (previous === "signing" && SIGNING_CONTINUED.test(text)) return { type: "signing-continued", value: text };

  const shared = SHARED.exec(text);
  if (shared) {
    const [, pair, counted, , rest = ""] = shared;
    const count = pair ? 2 : counted ? (NUMBER_WORDS[counted.toLowerCase()] ?? "all") : "all";
    return { type: "shared", count, rest: rest.trim() };
  }

  const conjoined = /^(?:und|et|e|sowie|ainsi que|nonché)\s+(.+)$/.exec(text);
  // `et Beta Invest Sàrl (CHE-…)`: a firm's number in brackets is no part of its name.
  const conjoinedName = conjoined?.[1].replace(GLUED_EXTRA, "").replace(FIRM_NUMBER, "");
  if (conjoinedName && isNameLike(conjoinedName) && !startsWithRole(conjoinedName)) {
    return { type: "conjoined-name", value: conjoined![1] };
  }

  const both = /^(?:von und in|von und wohnhaft in|de et à|d['’]et à|da e in|di e in)\s+(.+)$/.exec(text);
  if (both) return { type: "origin-and-residence", value: both[1] };
  // `du et au Locle`, `de et au Locle`, `des et aux Bois`: the article of `Le Locle`, `Les Bois` contracted.
  const bothContracted = /^(?:du|de|d['’]|des) et (au|aux)\s+(.+)$/.exec(text);
  if (bothContracted) return { type: "origin-and-residence", value: `${bothContracted[1] === "au" ? "Le" : "Les"} ${bothContracted[2]}` };
  const homeTown = /^Heimat(?:ort)?:\s*(.+)$/.exec(text);
  if (homeTown) return { type: "origin", value: homeTown[1] };

  // A firm's number written as a part of its own, bare or in its brackets.
  const uid = UID_PART.exec(text) ?? FIRM_NUMBER_ONLY.exec(text);
  if (uid) return { type: "identifier", value: uid[1] };
  // A firm's number abroad written out is its identifier, as the number in brackets is (`Ltd (12345678)`).
  const registered = REGISTER_NUMBER.exec(text);
  if (registered && /\d/.test(registered[1])) return { type: "identifier", value: registered[1] };
  const nationalityNoun = NATIONALITY_NOUN_STEMS.some((stem) => text.includes(stem)) && (NATIONALITY_NOUN_END.test(text) || NATIONALITY_NOUN_FIRST.test(text));
  if (nationalityNoun || NATIONALITY_START.test(text) || NATIONALITY_WORD.test(text) || NATIONALITY_WORD.test(lowerFirst(text))) {
    return { type: "nationality", value: text };
  }
  const native = ORIGIN_INTRODUCED.exec(text);
  if (native) {
    const introducer = native[0].slice(0, -native[1].length).trim();
    // `originaire de France`, `originaire du Portugal`: a foreigner's country is the nationality, as after `de` alone.
    if (/(?:\sde|\sdu|\sdes|\sd['’])$/.test(introducer) && isFrenchCountry(native[1])) return { type: "nationality", value: native[1] };
    // French contracts the article of `Le Locle` and `Les Bois`: `originaire du Locle`, `originaire des Bois`.
    const places = withJoinedPrepositionsUndone(native[1]);
    return { type: "origin", value: /(?:au|du)$/.test(introducer) ? `Le ${places}` : /\sdes$/.test(introducer) ? `Les ${places}` : places };
  }
  const origin = /^(?:(von|de|du|des|da|di)\s+|(d)['’])(.+)$/.exec(text);
  if (origin) {
    const preposition = origin[1] ?? origin[2];
    const place = origin[3];
    // A French preposition may name a country (`de France`); `von`, `da` and `di` name a place of origin.
    const french = preposition !== "von" && preposition !== "da" && preposition !== "di";
    if (french && isFrenchCountry(place)) {
      return { type: "nationality", value: place };
    }
    // `d'Allemagne et de France`, `du Canada et des États-Unis`: two nationalities by their countries.
    const countries = french && place.includes(" et ") ? place.split(COUNTRY_JOINED) : [];
    if (countries.length > 1 && countries.every((one) => isFrenchCountry(one.replace(/^(?:la\s+|l['’])/, "")))) return { type: "nationality", value: place };
    // `de la Fédération de Russie`, `de l'Inde`: a country with its article.
    const country = /^(?:la|l['’])\s*(.+)$/.exec(place)?.[1];
    if (preposition === "de" && country !== undefined && isFrenchCountry(country)) return { type: "nationality", value: country };
    // French contracts the article of `Le Locle` and `Les Bois`: `du Locle`, `des Bois`.
    const places = withJoinedPrepositionsUndone(place);
    if (preposition === "du") return { type: "origin", value: `Le ${places}` };
    if (preposition === "des") return { type: "origin", value: `Les ${places}` };
    return { type: "origin", value: places };
  }
  // `in der Funktion als Direktor`, `in seiner Funktion als …`: a role introducer that opens like a residence.
  const introducedIn = text.startsWith("in ") ? ROLE_INTRODUCED.exec(text) : null;
  if (introducedIn && startsWithRole(text.slice(introducedIn[0].length))) return { type: "role", value: text.slice(introducedIn[0].length) };
  const residence = RESIDENCE_INTRODUCED.exec(text);
  // `domicilié au Locle` → `Le Locle`; `domicilié au Royaume-Uni`: a country is written without its article.
  if (residence) return { type: "residence", value: /\sau$/.test(residence[0].slice(0, -residence[1].length).trim()) && !isFrenchCountry(residence[1]) ? `Le ${residence[1]}` : residence[1] };
  // `a Lugano` (Ticino writes the residence with `a` as often as with `in`); `en France`: a residence abroad by its country.
  const italian = /^a\s+(\p{Lu}.*)$/u.exec(text);
  if (italian) return { type: "residence", value: italian[1] };
  const abroad = /^en\s+(\p{Lu}.*)$/u.exec(text);
  if (abroad && isFrenchCountry(abroad[1])) return { type: "residence", value: abroad[1] };
  const contracted = /^(au|aux)\s+(.+)$/.exec(text);
  if (contracted) return { type: "residence", value: isFrenchCountry(contracted[2]) ? contracted[2] : `${contracted[1] === "au" ? "Le" : "Les"} ${contracted[2]}` };

  // A role written with a capital share (`nouvelle associée-gérante pour 20 parts de CHF 1'000`).
  const roleWithExtra = withoutDroppedModifiers(text.replace(GLUED_EXTRA, ""));
  if (roleWithExtra !== text && startsWithRole(roleWithExtra)) return { type: "role", value: text };
  if (EXTRA.test(text) || KIN_APPOSITION.test(text)) return { type: "extra" };
  if (startsWithRole(text) || /^(?:nommée?s?|ernannt)\s/.test(text)) return { type: "role", value: text };
  // `…, ainsi que B, de Y, à Z, en qualité de directrice avec …`: a role after its introducer.
  const introduced = ROLE_INTRODUCED.exec(text);
  if (introduced && startsWithRole(text.slice(introduced[0].length))) return { type: "role", value: text.slice(introduced[0].length) };
  if (isNameLike(text)) return { type: "name-like", value: text };
  return { type: "other", value: text };
}

/** A role introducer of the vocabulary (`en qualité de`, `als`, `quale`), not `zum` / `zur`, which decline the role. */
const ROLE_INTRODUCED = new RegExp(`^(?:${alternation(verbPhrases("role_introducers").filter((word) => !/^zu[mr]$/.test(word)))})(?:\\s+|(?<=['’]))`);
/** A nationality by its opening words (`ressortissante française`, `titulaire d'un passeport français`, `cittadino italiano`). */
const NATIONALITY_START = new RegExp(`^(?:${NATIONALITY_INTRODUCER})\\s`);
/** `numéro d'enregistrement 12345678`, `Registernummer HRB 1234`, `numero di registro 12345678`: a foreign register's number. */
const REGISTER_NUMBER = new RegExp(`^(?:${alternation(verbPhrases("register_number_introducers"))}):?\\s+(\\S.*)$`, "i");
/**
 * `binational`, `apatride`, `staatenlos`, `apolide`, `française`, `Deutscher`, `italiano`: a word that states the
 * nationality alone, as a part of its own; French and Italian write the noun of a national with a capital
 * (`Jean Dupont, Français, à Genève`), so the first letter's case does not count.
 */
const NATIONALITY_WORD = new RegExp(`^(?:${alternation(verbPhrases("nationality_words"))})$`);
/** The first letters of the nouns, tested before their patterns (every part of every list passes here). */
const NATIONALITY_NOUN_STEMS = [...new Set(verbPhrases("nationality_nouns").map((noun) => noun.slice(0, 5)))];
/** `deutscher Staatsangehöriger`, `französische Staatsbürgerin`: the German noun of a nationality after its adjective. */
const NATIONALITY_NOUN_END = new RegExp(`(?:^|\\s)(?:${NATIONALITY_NOUN})$`);
/** `Staatsangehöriger von Frankreich`, `Staatsangehörige der Vereinigten Staaten`: the noun before the country. */
const NATIONALITY_NOUN_FIRST = new RegExp(`^(?:${NATIONALITY_NOUN})\\s+(?:von|der|des)\\s+\\p{Lu}`, "u");

export function isIdentity(reading: PartReading): boolean {
  return ["origin", "nationality", "residence", "origin-and-residence"].includes(reading.type);
}

/** A birth date after its marker: a date, a day and month name with the year, or a year. */
const BIRTH = new RegExp(
  `^(?:${alternation(verbPhrases("birth_markers"))})\\s*(?:\\d{1,2}\\.\\s?\\d{1,2}\\.\\s?\\d{4}|\\d{1,2}(?:er|\\.|°)?\\s+\\p{L}+\\s+\\d{4}|\\d{4})$`,
  "iu",
);
/** A death stated after a name, with or without its date (`décédé`, `verstorben am 3. Mai 2020`, `deceduto il 1.2.2021`). */
const DECEASED = new RegExp(`^(?:${alternation(verbPhrases("deceased"))})(?:\\s+(?:le|am|il|en|im|nel)?\\s*[\\p{L}\\d. ]*\\d{4})?$`, "iu");
/** The date a change takes effect (`ab 01.01.2020`, `dès le 1er mars 2020`, `dal 01.01.2020`): not part of ENTRY. */
const EFFECT_DATE = String.raw`(?:${alternation(verbPhrases("effect_markers"))})\s+(?:\d{1,2}(?:er|\.|°)?\s*(?:\d{1,2}\.\s?\d{4}|\p{L}+\s+\d{4})|\d{1,2}\.\d{1,2}\.\d{4})`;
const SINCE = new RegExp(`^${EFFECT_DATE}$`, "iu");
/** A birth date is no date of effect, though `le`, `am`, `il` open both (`née le 4 mai 1968`, `ausgeschieden am 3. Mai 2018`). */
const AFTER_BIRTH_WORD = `(?<!(?:^|\\s)(?:${alternation(verbPhrases("birth_markers").filter((marker) => !marker.includes(" ")))}))`;
const EFFECT_INSIDE = new RegExp(`${AFTER_BIRTH_WORD},?\\s+${EFFECT_DATE}(?=[\\s,;.]|$)`, "giu");
/** A date of effect has a year: most sentences have none, and need no further look. */
const EFFECT_WORD = /\d{4}/;

/** A text without the dates its changes take effect (`nommé directeur avec effet au 01.01.2021, avec …`). */
export function withoutEffectDates(text: string): string {
  return EFFECT_WORD.test(text) ? text.replace(EFFECT_INSIDE, "") : text;
}
// `administrateur (décédé)`, `Mitglied (verstorben)`: a note of the departure's cause is no part of the role either.
const ALREADY_IN_BRACKETS =
  /\s*\((?:bisher eingetragen|(?:déjà )?inscrite?s?|(?:già )?iscritt[oaie]|eingetragen|décédée?|verstorben|deceduto|deceduta|démissionnaire|dimissionari[oa])(?:\s[^()]*)?\)/gi;
const ALREADY = /^(?:bisher eingetragen|wie bisher|(?:déjà |jusqu['’]ici )?inscrite?s?|già iscritt[oaie]|iscritt[oaie])$/i;
/** `Gérant: X, précité, avec …`, `vorgenannt`, `predetto`: the person was named before in the notice (verbs.json `named_before`). */
const NAMED_BEFORE = new RegExp(`^(?:${alternation(verbPhrases("named_before"))})$`, "i");
/** Relative pronouns that open a clause about the person just named. */
const UNREAD_RELATIVE = /^(?:qui|lequel|laquelle|lesquels|lesquelles|dont|welche[rsn]?|il quale|la quale|i quali|le quali|che|cui)\s/i;
/**
 * What opens an earlier value (`jusqu'ici`, `bisher:`, `fonction précédente:`; `ex` joined by a hyphen, `ex-vice-président`),
 * as a pattern's source (with the `u` flag); also in brackets (`prose.ts`).
 */
export const EARLIER_VALUE_OPENER = `(?:(?:${alternation(verbPhrases("previous_markers"))})\\s*:?\\s+|ex-(?=\\p{L}))`;
/** What opens the value a new one replaces (`au lieu de`, `et non plus`, `anstatt`, `invece di`), as a pattern's source. */
export const REPLACED_VALUE_OPENER = `(?:${alternation(verbPhrases("instead_of"))})(?:\\s+|(?<=['’]))`;
const PREVIOUS_MARKER = new RegExp(`^${EARLIER_VALUE_OPENER}(.+)$`, "iu");
/** `au lieu de directeur`, `anstatt Kollektivunterschrift`, `invece di firma collettiva`: a part naming what the value replaces. */
const INSTEAD_OF_PART = new RegExp(`^${REPLACED_VALUE_OPENER}(.+)$`, "i");
/** The marker written after the earlier value (`secrétaire jusqu'ici`, `Mitglied bisher`, `membro finora`); not `ex`, which precedes. */
const PREVIOUS_MARKER_AFTER = new RegExp(`^(.+?)\\s+(?:${alternation(verbPhrases("previous_markers").filter((marker) => marker !== "ex"))})$`, "i");
const CHANGE_START = new RegExp(`^(?:${alternation(verbPhrases("change_markers"))})\\s+`, "i");
const CHANGE_MARKER = new RegExp(`^(?:${alternation(verbPhrases("change_markers"))})\\s+(.+)$`, "i");
const ALSO_FIRST = new RegExp(`^(?:${alternation(verbPhrases("also_adverbs"))})\\s+(.+)$`, "i");
const MOVED_TO = new RegExp(`^(?:${alternation(verbPhrases("residence_change"))})\\s+(.+)$`, "i");
const SIGNING_VERBS = new RegExp(`^(?:${alternation(verbPhrases("signature_change"))})(?:\\s+|$)`, "i");
/** Relative pronouns opening a clause about the persons just named; the plural ones concern all of them. */
const RELATIVE = new RegExp(`^(?:(${alternation(relativePronouns().all)})|${alternation(relativePronouns().one)})\\s+(.+)$`, "i");
/**
 * A personal pronoun as the subject of a list's `;` chunk (`Gérant: X, …; il signe individuellement`, `…; ils signent
 * collectivement à deux`, `…; er zeichnet einzeln`): the clause gives its signing as a relative clause would, to the
 * person just named or, in the plural, to all of them. The shared subjects (`tous deux`, `beide`) are read by SHARED.
 */
const SUBJECT_PRONOUNS = verbPhrases("subject_pronouns").filter((pronoun) => !SHARED.test(pronoun));
// In lower case, as a clause after `;` writes it: a capitalised word there opens a name (`Lei, Ming, …`).
const PRONOUN_SUBJECT = new RegExp(`^(${alternation(SUBJECT_PRONOUNS)})\\s+(.+)$`);

/**
 * Whether a `;` chunk of a list is a clause giving a signing with a personal pronoun as its subject (`il signe …`), or a
 * plural relative clause (`…; lesquels signent collectivement à deux`, `…; i quali firmano …`).
 */
export function opensWithPronoun(text: string): boolean {
  const chunk = text.trim();
  const marked = PRONOUN_SUBJECT.test(chunk) || PLURAL_RELATIVE.test(chunk) ? readMarked(chunk) : null;
  return marked?.type === "relative";
}
/** A plural relative pronoun opening a clause (`lesquels`, `welche`, `i quali`). */
const PLURAL_RELATIVE = new RegExp(`^(?:${alternation(relativePronouns().all)})\\s`, "i");

/** A plural verb opening a clause after its subject (`qui sont …`, `ils signent …`): the clause is about all the persons named. */
export const PLURAL_VERB =
  /^(?:sont|ont|signent|signeront|engagent|continuent|deviennent|restent|demeurent|sind|zeichnen|führen|bleiben|sono|firmano|firmeranno|impegnano|rimangono|continuano)\s/i;
/** A plural subject pronoun (`ils`, `ces derniers`, `questi ultimi`, `l'un et l'autre`): the roles after it are plural. */
export const PLURAL_SUBJECT = /^(?:ils|elles|essi|esse|ces derniers|ces dernières|ceux-ci|celles-ci|questi ultimi|queste ultime|l['’]une? et l['’]autre)\s/i;

/** The place after a contracted French preposition: `au Locle` → `Le Locle`. */
function place(preposition: string, value: string): string {
  if (/^au$/i.test(preposition)) return `Le ${value}`;
  if (/^aux$/i.test(preposition)) return `Les ${value}`;
  return value;
}

/** Whether a part opens with a marker word (`jusqu'ici`, `neu`, `lesquels`), which keeps a signing phrase in it whole. */
export function isMarkedPart(text: string): boolean {
  return readMarked(text) !== null;
}

/** A signing verb in the past and the marker of the earlier value, either order: `signait jusqu'ici …`, `finora firmava …`. */
const PAST_SIGNING = "(?:signait|signaient|zeichnete|zeichneten|firmava|firmavano)";
const UNTIL_NOW = "(?:jusqu['’]ici|bisher|finora)";
const SIGNED_UNTIL_NOW = new RegExp(`^(?:${UNTIL_NOW}\\s+${PAST_SIGNING}|${PAST_SIGNING}\\s+${UNTIL_NOW})\\s+(.+)$`);
/** German puts the verb last: `der bisher einzeln zeichnete`. */
const SIGNED_UNTIL_NOW_VERB_LAST = /^bisher\s+(.+?)\s+(?:zeichnete|zeichneten)$/;

/** Parts with a marker word: `jusqu'ici délégué`, `maintenant domicilié à X`, `neu Präsident`, `lesquels signent …`. */
function readMarked(text: string): PartReading | null {
  const moved = MOVED_TO.exec(text);
  if (moved) {
    const preposition = /(?:^|\s)(au|aux)$/i.exec(text.slice(0, text.length - moved[1].length).trim());
    // `hat seinen Wohnsitz nach Riehen verlegt`: German puts the participle last.
    return { type: "residence", value: place(preposition?.[1] ?? "", moved[1].replace(/\s+verlegt$/, "")) };
  }
  const before = PREVIOUS_MARKER.exec(text);
  if (before && !/^(?:eingetragen|inscrite?s?|iscritt[oaie])$/.test(before[1])) return { type: "previous", value: before[1] };
  // A part of its own after a comma (`…, avec signature collective à deux, au lieu d'individuelle`): not a place `au …`.
  const instead = INSTEAD_OF_PART.exec(text);
  // `…, à Lausanne, et non plus à Nyon`: an earlier residence, written as a residence move's (`jusqu'ici à Nyon`).
  const earlierPlace = (value: string) => /^(?:à|au|aux|in|a)\s+\p{Lu}/u.test(value);
  if (instead && (startsWithRole(withoutDroppedModifiers(instead[1])) || readSigning(instead[1]) !== null || SIGNING_ADJECTIVE.test(instead[1]) || earlierPlace(instead[1]))) {
    return { type: "previous", value: instead[1] };
  }
  const after = PREVIOUS_MARKER_AFTER.exec(text);
  if (after && (startsWithRole(withoutDroppedModifiers(after[1])) || readSigning(after[1]) !== null)) return { type: "previous", value: after[1] };
  const changed = CHANGE_MARKER.exec(text);
  // `socio, ora anche gerente`, `associé, désormais aussi gérant`: a role added beside the ones before, none replaced.
  const alsoRole = changed ? ALSO_FIRST.exec(changed[1]) : null;
  if (alsoRole && startsWithRole(alsoRole[1])) return { type: "role", value: alsoRole[1] };
  if (changed && (startsWithRole(withoutDroppedModifiers(changed[1])) || readSigning(changed[1]) !== null)) {
    return { type: "changed", value: changed[1] };
  }
  const pronoun = PRONOUN_SUBJECT.exec(text);
  if (pronoun) {
    const all = PLURAL_SUBJECT.test(`${pronoun[1]} `) || PLURAL_VERB.test(pronoun[2]);
    const tail = readPredicateTail(pronoun[2].replace(COPULA_CHANGED, "$1"), all);
    // Only a signing: a role in such a clause may replace or keep the one before (`er ist neu Präsident`, `il reste
    // membre`), which the prose reader tells apart.
    if (tail && tail.roles.length === 0 && tail.signing !== null) return { type: "relative", all, ...tail };
  }
  const relative = RELATIVE.exec(text);
  // `qui était administrateur`, `der bisher Direktor war`: what the person was is the previous value.
  // German puts the verb last (`welcher bisher Prokurist war`); a marker of the earlier value may stand before the role.
  const was = relative
    ? (/^(?:était|étaient|war|waren|era|erano)\s+(?:jusqu['’]ici\s+|bisher\s+|finora\s+)?(.+)$/.exec(relative[2]) ??
      /^(?:bisher\s+)?(.+?)\s+(?:war|waren)$/.exec(relative[2]))
    : null;
  if (was && startsWithRole(withoutDroppedModifiers(was[1]))) return { type: "previous", value: was[1] };
  // `qui signait jusqu'ici individuellement`, `der bisher einzeln zeichnete`, `che finora firmava individualmente`: how
  // the person signed until now is the previous value; without the marker (`qui signait …`) it may be a departure's.
  const signed = relative
    ? (SIGNED_UNTIL_NOW.exec(relative[2]) ?? SIGNED_UNTIL_NOW_VERB_LAST.exec(relative[2]))
    : null;
  if (signed && (SIGNING_ADVERB.test(signed[1]) || readSigning(signed[1]) !== null)) return { type: "previous", value: signed[1] };
  if (relative) {
    // `qui sont également gérants`: a plural verb after `qui` / `che` / `die` concerns all the persons named.
    const all = relative[1] !== undefined || PLURAL_VERB.test(relative[2]);
    // `qui est désormais associée`, `che è ora socia`: the marker of the change after the copula is no part of the role.
    // `welche kollektiv zu zweien zeichnen`, `der neu Präsident ist`: German puts the verb last.
    const clause = relative[2].replace(GERMAN_VERB_LAST, "$2 $1");
    const tail = readPredicateTail(clause.replace(COPULA_CHANGED, "$1"), all);
    if (tail && (tail.roles.length > 0 || tail.signing !== null)) return { type: "relative", all, ...tail };
  }
  return null;
}

/** A German relative clause's verb, written last. */
const GERMAN_VERB_LAST = /^(.+?)\s+(zeichnen|zeichnet|führen|führt|ist|sind)$/;
const COPULA_CHANGED = new RegExp(`^((?:est|sont|è|sono|ist|sind)\\s+)(?:${alternation(verbPhrases("change_markers"))})\\s+`, "i");
const PIECE_PARTICIPLE = new RegExp(`(?:\\s+(?:${alternation(verbPhrases("trailing_participles"))}))+$`, "i");
const APPOINTED = new RegExp(`^(?:${alternation(verbPhrases("appointment"))})\\s+`, "i");

/**
 * What a sentence says of its persons after the verb: roles (`gérant et président`), a signing authority
 * (`avec signature individuelle`), or a signing verb with its adverb (`et continue de signer individuellement`,
 * `signent désormais collectivement à deux` → `collectivement à deux`). Null when the text is neither.
 */
export function readPredicateTail(text: string, plural: boolean): { roles: string[]; signing: string | null } | null {
  const tail = readPredicateTailWithShares(text, plural);
  return tail && { roles: tail.roles, signing: tail.signing === null ? null : withoutShares(tail.signing) };
}

/** A capital share written after a signing authority (`…, pour 20 parts de CHF 1'000`, `con 20 quote da CHF 1'000`, `chacun pour 10 parts`): not part of ENTRY. */
const SHARES = /,?\s+(?:(?:chacun|chacune|ciascuno|ciascuna|jeweils|je)\s+)?(?:pour|mit|con|avec|für|de|di)\s+(?:\d[\d'’.]*|une?|einer?|einem|una?)\s+(?:parts?|Stammanteile?n?|Stammeinlagen?|quote|actions?|azioni|Aktien|Anteilscheine?|Kommanditsumme)\b.*$/i;

export function withoutShares(text: string): string {
  return text.replace(SHARES, "").trim();
}

/** The role a signing verb's person signs in, after the signing: `als Mitglied …`, `en qualité de directeur`, `quale gerente`. */
const SIGNING_IN_ROLE = /\s+(?:als|en qualité d['’]|en qualité de|en tant que|quale|in qualità di)\s*(\p{L}.*)$/u;

function readPredicateTailWithShares(text: string, plural: boolean): { roles: string[]; signing: string | null } | null {
  const roles: string[] = [];
  let signing: string | null = null;
  // `… avec signature individuelle et devient associé pour 10 parts`: a further predicate with a verb of its own.
  const pieces = text.split(/,? (?:et|und|e) (?=(?:qui|che|continue|continuent|signe|signent|zeichnet|zeichnen|führt|führen|firma|firmano|continua|continuano|devient|deviennent|diventa|diventano)\b)/);
  for (const raw of pieces) {
    // A German verb-final participle closes the piece: `zum Präsidenten gewählt und zeichnet einzeln`.
    const piece = raw.trim().replace(/^(?:qui|che)\s+/, "").replace(APPOINTED, "").replace(PIECE_PARTICIPLE, "");
    const verb = SIGNING_VERBS.exec(piece);
    if (verb) {
      // `zeichnet fortan kollektiv zu zweien`, `signe maintenant individuellement`: the change marker is no part of it.
      const whole = piece.slice(verb[0].length).trim().replace(CHANGE_START, "");
      // `zeichnet neu kollektiv zu zweien als Mitglied der Geschäftsleitung`: the role it signs in is a role.
      const role = SIGNING_IN_ROLE.exec(whole);
      const rest = role && startsWithRole(role[1]) ? whole.slice(0, role.index) : whole;
      if (rest === "" || (!SIGNING_ADVERB.test(rest) && readSigning(rest) === null)) return null;
      if (rest !== whole && role) roles.push(...cleanRole(role[1], plural));
      signing = rest;
      continue;
    }
    if (readSigning(piece) !== null) {
      signing = readSigning(piece);
      continue;
    }
    const glued = GLUED_SIGNING.exec(piece);
    // `nommée associée gérante, avec signature individuelle`: a comma may set the signing apart.
    const role = glued ? piece.slice(0, glued.index).trim().replace(/,$/, "") : piece;
    // A role is a noun phrase: a comma or a verb in it means another clause follows that this reader does not know.
    if (!startsWithRole(withoutDroppedModifiers(role.replace(GLUED_EXTRA, ""))) || /,|\b(?:ernannt|worden|gewählt|ist|est|sont|sind|è|sono)\b/.test(role)) return null;
    roles.push(...cleanRole(role, plural));
    if (glued) signing = glued[1];
  }
  return { roles, signing };
}

const ARTICLE = /^(?:les|le|la|l['’]|die|der|das|il|i|gli|lo)(?:\s+|(?<=['’]))/i;

/** A German body in the genitive after `des` / `der` (`Verwaltungsrates`, `Stiftungsrats`, `Geschäftsleitung`). */
const GENITIVE_BODY = new RegExp(`^(?:${GERMAN_MEMBER_BODIES})(?:e?s)?,?$`, "u");

/**
 * A role written before the names with its article: `Les administrateurs A, B et C` → [`administrateurs`, `A, B et C`],
 * `l'administrateur secrétaire Dupont Jean` → [`administrateur secrétaire`, `Dupont Jean`].
 */
export function splitRolePrefix(subject: string): { role: string | null; list: string } {
  const article = ARTICLE.exec(subject);
  if (!article) return germanRolePrefix(subject);
  const words = subject.slice(article[0].length).split(" ");
  let count = 0;
  // A particle before a capitalised word opens the name: `Les administrateurs de Weck Stanislas et …`.
  const opensName = (at: number) => NAME_PARTICLES.has(words[at]) && /^\p{Lu}/u.test(words[at + 1] ?? "");
  // `Das Mitglied des Verwaltungsrates X`, `Der Präsident der Geschäftsleitung, X`: the body in the genitive is part of the role.
  const bodyInGenitive = (at: number) => /^(?:des|der)$/.test(words[at - 1] ?? "") && GENITIVE_BODY.test(words[at]);
  const genitiveArticle = (at: number) => /^(?:des|der)$/.test(words[at]) && GENITIVE_BODY.test(words[at + 1] ?? "");
  while (
    count < words.length &&
    (startsWithRole(words[count]) || (count > 0 && ((/^\p{Ll}/u.test(words[count]) && (!opensName(count) || genitiveArticle(count))) || bodyInGenitive(count))))
  ) {
    count++;
  }
  if (count === 0 || count === words.length) return { role: null, list: subject };
  return { role: words.slice(0, count).join(" ").replace(/,$/, ""), list: words.slice(count).join(" ") };
}

/**
 * A German role noun before the name without its article (`Inhaber Meier Hans wohnt neu in …`, `Präsident Keller
 * Anna zeichnet neu einzeln`): the role, where the name after it opens with a family name, not a given name (`Kassier
 * Hans …` is a family name before the given name).
 */
function germanRolePrefix(subject: string): { role: string | null; list: string } {
  const [first = "", second = "", ...rest] = subject.split(" ");
  const named = /^\p{Lu}\p{Ll}/u.test(first) && rest.length > 0 && /^\p{Lu}/u.test(second) && /^\p{Lu}/u.test(rest[0]);
  if (!named || !startsWithRole(first) || singularOfLeadingRole(first) === undefined || isKnownGivenName(second.replace(/,$/, ""))) return { role: null, list: subject };
  return { role: first, list: [second, ...rest].join(" ") };
}

/**
 * A residence the register does not know (`unbekannten Aufenthaltes`, `mit unbekanntem Wohnsitz`, `domicile inconnu`,
 * `domicilio sconosciuto`): no place, so no residence (null), and no part of the origin before it or of a role; every
 * blind writer labelled it so (issue 15 round 27; until then it was kept as the residence, as written).
 */
const UNKNOWN_RESIDENCE =
  /^(?:(?:mit |à |de |con |di )?(?:unbekannte[mn] (?:Aufenthalt(?:e?s|sort)?|Wohnsitze?s?|Wohnort(?:e?s)?)|(?:Wohnsitz|Aufenthalt|Wohnort) unbekannt|(?:sans )?domicile inconnu|sans domicile connu|adresse inconnue|domicilio sconosciuto|domicilio ignoto|senza domicilio noto|dimora sconosciuta))$/i;
