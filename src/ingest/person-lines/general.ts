/**
 * The general person sentence, for shapes no specific reader of prose.ts knows. It does not match a sentence pattern;
 * it finds the parts a person statement is made of, in any order:
 *
 *   [before: verb, role, signing, opener]  MENTIONS (names with their apposition)  [verb]  [predicate: role, signing]
 *
 * `Sont nommés administrateurs: A, …, et B, …`, `Inscription de X, de Y, à Z, en qualité d'associée gérante avec …`,
 * `Zum neuen Geschäftsführer mit … wurde X, …, gewählt`, `X (de Y, à Z) est inscrit comme directeur …`,
 * `Les pouvoirs de X, administrateur, sont radiés`. The mentions start at the first name that reads as a person (a
 * common given name, a `Family, Given` pair, an apposition of origin, nationality or residence) or a firm; they are read
 * as a prose list (enumerations, `tous deux`, `lesquels …`); what the text says before them and after the verb goes
 * to every person named. Whether they leave or are added is decided by the departure words anywhere in the clause.
 */
import type { PersonEntry } from "../../domain/person-entry.js";
import { upperFirst } from "../../domain/text.js";
import { isDoubleFamilyName, readList } from "./entry-reader.js";
import { CARRIES_SIGNING, cleanRole, isNameLike, isNumberWord, PLURAL_SUBJECT, PLURAL_VERB, readPredicateTail, readSigning, withoutShares } from "./parts.js";
import { splitTopLevel } from "./sentences.js";
import {
  ACADEMIC_TITLE,
  LEADING_TITLES,
  alternation,
  isBareSigning,
  isCompoundMunicipality,
  isDroppedModifier,
  isGivenName,
  isKnownFamilyName,
  LEGAL_FORM,
  NAME_PARTICLES,
  NATIONALITY_INTRODUCER,
  NATIONALITY_NOUN,
  nominativeAfterZum,
  SIGNATURES,
  SIGNING_ADJECTIVE,
  SIGNING_ADVERB,
  startsWithRole,
  verbPhrases,
  verbPhrasesOf,
  withoutDroppedModifiers,
  GERMAN_BODY_ENTRY_PARTICIPLES,
  GERMAN_MEMBER_BODIES,
  signingAsWritten,
  singularRole,
} from "./vocabulary.js";

export interface GeneralReading {
  removed: PersonEntry[];
  added: PersonEntry[];
}

const phrases = (kind: string) => alternation(verbPhrases(kind));
const everyLanguage = (forms: { de: string[]; fr: string[]; it: string[] }) => [...forms.de, ...forms.fr, ...forms.it];

/** Every verb phrase of the vocabulary, as whole words: what ends the mentions and is dropped from the text around them. */
const ANY_VERB = new RegExp(
  `(?<![\\p{L}'’])(?:${alternation(
    ["appointment", "departure", "signature_change", "signature_conferred", "signature_removed", "general"].flatMap(verbPhrases),
  )})(?![\\p{L}'’])`,
  "giu",
);
const VERB_BEFORE = new RegExp(ANY_VERB.source, "iu");
const REMOVAL = new RegExp(`(?<![\\p{L}'’])(?:${phrases("removal_markers")})(?![\\p{L}])`, "iu");
const INTRODUCER = new RegExp(`(?<![\\p{L}'’])(?:${phrases("role_introducers")})(?:\\s+|(?<=['’]))`, "giu");
const REPLACEMENT = new RegExp(`,?\\s+(?:${phrases("replacement")})(?:\\s+|(?<=['’]))`, "iu");
const COMPOSED = new RegExp(`(?:${phrases("body_composition")})\\s*:?\\s*$`, "iu");
const PARTICIPLE_WORD = new RegExp(`(?<![\\p{L}])(?:${phrases("trailing_participles")})(?![\\p{L}])`, "giu");
const TRAILING_PARTICIPLES = new RegExp(`(?:,?\\s+(?:${phrases("trailing_participles")}))+$`, "iu");
const SIGNING_WORDS = [...everyLanguage(SIGNATURES.nouns), ...SIGNATURES.kinds.flatMap(everyLanguage)];
/** A signing word: German ones also at the end of a compound (`Kollektivunterschrift`), the others as whole words (not `Einzelfirma`). */
const SIGNING_NOUN = new RegExp(
  `(?:${alternation([...SIGNATURES.nouns.de, ...SIGNATURES.kinds.flatMap((kind) => kind.de)])})|(?<![\\p{L}])(?:${alternation([
    ...SIGNATURES.nouns.fr,
    ...SIGNATURES.nouns.it,
    ...SIGNATURES.kinds.flatMap((kind) => [...kind.fr, ...kind.it]),
  ])})(?![\\p{L}])`,
  "iu",
);
/** Where a signing phrase starts inside a text: an opener before a signing word, a kind, or a signing verb. */
const SIGNING_AT = new RegExp(
  `(?<![\\p{L}])(?:(?:${alternation(everyLanguage(SIGNATURES.openers))})\\s+(?=\\S*(?:${alternation(SIGNING_WORDS)}))|(?:${alternation(
    SIGNATURES.kinds.flatMap(everyLanguage),
  )})(?![\\p{L}])|(?:${phrases("signature_change")})\\s+)`,
  "iu",
);
/** A signing phrase proper: an opener before a signing word, or a signing kind (not a signing verb). */
const SIGNING_PHRASE_AT = new RegExp(
  `(?<![\\p{L}])(?:(?:${alternation(everyLanguage(SIGNATURES.openers))})\\s+(?=\\S*(?:${alternation(SIGNING_WORDS)}))|(?:${alternation(
    [...SIGNATURES.kinds.flatMap(everyLanguage), ...everyLanguage(SIGNATURES.nouns)],
  )})(?![\\p{L}]))`,
  "iu",
);
const TRAILING_VERBS = new RegExp(`(?:[\\s,:]+(?:${ANY_VERB.source}))+[\\s,:]*$`, "iu");
/** German verb-final auxiliaries and participles after a signing: `Zum Direktor mit Kollektivunterschrift zu zweien wurde ernannt:`. */
const TRAILING_GERMAN_VERBS = new RegExp(`(?:[\\s,:]+(?:wurden?|wird|werden|worden|ist|sind|${phrases("trailing_participles")}))+[\\s,:]*$`, "iu");
const FAMILY_GIVEN_IDENTITY = new RegExp(
  `^,\\s+\\p{Lu}[\\p{L}\\p{M}'’-]*(?:\\s+\\p{Lu}[\\p{L}\\p{M}'’-]*){0,3},\\s*(?:von|de|d['’]|du|des|da|in|à|au|${NATIONALITY_INTRODUCER}|\\p{Ll}+(?:er|e) (?:${NATIONALITY_NOUN})|(?:${NATIONALITY_NOUN})\\s+(?:von|der|des)\\s)(?=[\\s,])`,
  "u",
);
/** An apposition of identity after a name: origin, residence or nationality (`, de X`, `(à Y`, `, titulaire d'un passeport …`, `, Bürger von X`). */
const IDENTITY_AFTER = new RegExp(
  `^\\s*(?:,\\s*|\\(\\s*)(?:de|d['’]|du|des|von|da|à|au|in|citoyen|ressortissant|cittadin|${NATIONALITY_INTRODUCER}|\\p{Ll}+(?:er|e) (?:${NATIONALITY_NOUN})|(?:${NATIONALITY_NOUN})\\s+(?:von|der|des)\\s|a\\s+\\p{Lu}|${alternation([...verbPhrases("origin_introducers"), ...verbPhrases("residence_introducers")])})`,
  "u",
);
/** A verb phrase of the vocabulary at the start of a text (what follows a subject). */
const VERB_FIRST = new RegExp(`^(?:n['’]|ne\\s+|non\\s+|nicht\\s+)?(?:${alternation(
  ["appointment", "departure", "signature_change", "signature_conferred", "signature_removed", "general"].flatMap(verbPhrases),
)})(?![\\p{L}'’])`, "iu");
const PLACE_PREPOSITION = /^(?:à|au|aux|in|im|a|da|de|du|des|von|nach|bei|en)$/i;
const PREVIOUS_MARKER = new RegExp(`^(?:${phrases("previous_markers")})(?![\\p{L}])`, "iu");
const CHANGE_WORD = new RegExp(`(?<![\\p{L}])(?:${phrases("change_markers")})(?![\\p{L}])`, "iu");
const CHANGE_MARKER = new RegExp(`^(?:${phrases("change_markers")})\\s+`, "i");
/** The verb of a signing conferred (`est conférée à`, `wurde erteilt an`, `è conferita a`). */
const CONFERRED = new RegExp(`\\s(?:${phrases("signature_conferred")})(?:\\s|(?<=['’]))`, "i");
const SIGNING_VERB_START = new RegExp(`^(?:${phrases("signature_change")})\\s+`, "i");
/** A signing noun that names the right itself, not a kind of it (`la signature de X`, `die Unterschrift von X`). */
const ARTICLE = /^(?:les|le|la|l['’]|die|der|das|dem|den|il|i|gli|lo|un|une|ein|eine)(?:\s+|(?<=['’]))/i;
const ELIDED_DE = /^d['’](?=\p{L})/u;
const PREPOSITION_END = /\s*(?:(?<![\p{L}])(?:de|du|des|von|vom|di|del|della|dei|à|a|an|aux|au|par|durch|da|für|pour)|d['’]|:)\s*$/iu;
/** The notice's own header names the company with its number after a comma (`Muster AG, in Bern, CHE-…`), a person's firm has it in brackets. */
const COMPANY_HEADER = /,\s*(?:<[^>]*>)?(?:CHE|CH)-\d/;
/** A verb, removal word or signing word: without one (or a role word) a clause states nothing about persons. */
const PERSON_VOCABULARY = new RegExp(`${ANY_VERB.source}|${REMOVAL.source}|${SIGNING_NOUN.source}`, "iu");
/** The departure words of one word written capitalised, nouns (`Démissions`, `Rücktritte`, `Decesso`). */
const NOUNS_OF_REMOVAL = verbPhrases("removal_markers").filter((word) => /^\p{Lu}\p{Ll}+$/u.test(word));
/** Capitalised words that open a sentence but never a name. */
const NOT_A_NAME = new Set([
  ...`la le les l' die der das den dem des il i gli lo un une ein eine neu neue neuer neues nouvel nouveau nouvelle nouveaux nouvelles nuovo nuova
  nuovi nuove sont est ont a ist sind wurde wurden è sono ha zum zur als mit avec con par sur suite ensuite inscription nomination démission
  sortie entrée dimissioni nomina signature signatures procuration procurations firma firme procura prokura unterschrift unterschriften
  eingetragen ausgeschieden gelöscht organe mandat fonctions pouvoirs ufficio er sie elle il ils elles egli ella mme m. mm. herr frau signor
  signora lors selon dès depuis après infolge wegen aufgrund gemäss gemäß laut seit nach durch zufolge dopo secondo`.split(/\s+/),
  // `Démissions de A et B`, `Nominations de …`: the openers' plurals open no name either.
  ...verbPhrases("nominal_openers").flatMap((word) => [word.toLowerCase(), `${word.toLowerCase()}s`]),
  ...NOUNS_OF_REMOVAL.map((word) => word.toLowerCase()),
]);
const PRONOUN_VERB = new RegExp(`^(?:${alternation(["appointment", "signature_change", "general"].flatMap(verbPhrases))}|${CARRIES_SIGNING})(?![\\p{L}])`, "iu");
const POSSESSIVE_SIGNING = new RegExp(
  `^(?:${alternation(verbPhrases("possessives"))})\\s+((?:${alternation(Object.values(SIGNATURES.nouns).flat())})(?:\\s+[^\\s,;]+){0,4}?)\\s+(?:${alternation(verbPhrases("signing_kept_or_changed"))})\\s+`,
  "i",
);
/** The subject pronouns that name several persons together (`tous deux`, `beide`, `alle drei`, `entrambi`). */
const SHARED_SUBJECT = /^(?:tous|toutes|beide|alle|entrambi|entrambe|tutti|tutte)\b/i;
const SIGNING_OPENER = new RegExp(`^(?:${alternation(everyLanguage(SIGNATURES.openers))})\\s`, "i");
const POSSESSIVE_MAINTAINED = new RegExp(
  `^(?:${alternation(verbPhrases("possessives"))})\\s+((?:\\S+\\s+){0,4}?\\S+)\\s+(?:${alternation(verbPhrases("signing_maintained"))})[.;,\\s]*$`,
  "i",
);
const ITALIAN_KEPT_START = new RegExp(`^(?:${alternation(verbPhrasesOf("kept_markers", "it").filter((marker) => !/\s/.test(marker) && marker.length > 4))})\\s`);
/** A subject pronoun of one person (`il`, `elle`, `er`, `egli`, `ella`; `sie` may be plural and is not one). */
const SINGULAR_SUBJECT = /^(?:il|elle|er|egli|ella|lui|lei)\s/i;
/** An Italian clause without pronoun whose verb is singular (`…; rimane membro`, `…; firma individualmente`). */
const SINGULAR_DROPPED = /^(?:rimane|resta|firma)\s/;
/** An Italian sentence whose plural verb has no pronoun (`Firmano collettivamente a due.`): about the persons just named. */
export const ITALIAN_PLURAL_VERBS = ["firmano", "rimangono", "restano"];
const PLURAL_DROPPED = new RegExp(`^(?:${ITALIAN_PLURAL_VERBS.map(upperFirst).join("|")})\\s`);
const SUBJECT_PRONOUN = new RegExp(
  `^(?:${alternation(verbPhrases("subject_pronouns"))})\\s+`,
  "i",
);

/**
 * A word of NOT_A_NAME that is a family name too, before a given name: `Egli Hans, von Ebikon` (a family name of the
 * list, before any capitalised word), `Le Anh`, `Lo Wing` (an article before a known given name), `Lo Russo` (a particle).
 */
function familyNameToo(word: string, next: string | undefined, afterNext: string | undefined): boolean {
  const following = next?.replace(/[,;:.]+$/, "") ?? "";
  if (!/^\p{Lu}\p{Ll}/u.test(following) || NOT_A_NAME.has(following.toLowerCase())) return false;
  // `Frau Anna Muster`: a form of address is no family name, though the list knows `Frau` as one.
  if (/^(?:Frau|Herr|Signora|Signor)$/.test(word)) return false;
  // `Lo Russo Vincenzo`, `Lo Presti Anna`: `Lo` before a capitalised word that is no role or firm is the particle of a
  // family name (the article stands before a lower-case noun: `lo studio`).
  if (word === "Lo" && !startsWithRole(following) && !LEGAL_FORM.test(following)) return true;
  if (isKnownFamilyName(word) || (/^(?:Le|Lo|Lei)$/.test(word) && isGivenName(following))) return true;
  // `Neu wurde Le Coultre, Barbara, …`, `… Le Coultre Barbara`: an article that opens a family name, a given name after
  // it, or in the comma form a word that is no role (`Le Coultre, Chidi, von …`: whether a person, the mention tells).
  if (!/^(?:Le|La)$/.test(word) || isGivenName(following)) return false;
  const given = afterNext?.replace(/[,;:.]+$/, "") ?? "";
  return isGivenName(given) || (next?.endsWith(",") === true && /^\p{Lu}\p{Ll}+,$/u.test(afterNext ?? "") && !startsWithRole(given));
}

/** Whether a token could open a name: capitalised, or a particle before a capitalised word, and no vocabulary word. */
function opensName(token: string, next: string | undefined, afterNext?: string): boolean {
  const bare = token.replace(/[,;:.]+$/, "");
  if (NAME_PARTICLES.has(bare) && next !== undefined && /^\p{Lu}/u.test(next)) return true;
  // `van der Merwe`, `von der Weid`, `Van den Berg`: a particle and its article open the name.
  if (/^(?:von|van)$/i.test(bare) && next !== undefined && /^(?:der|den|dem)$/.test(next)) return true;
  if (!/^\p{Lu}/u.test(bare)) return false;
  // `Egli Hans, von Ebikon`, `Le Anh, de Hanoï`: a pronoun or article that is also a family name, before a given name.
  if (NOT_A_NAME.has(bare.toLowerCase()) && !familyNameToo(bare, next, afterNext)) return false;
  // `L'inscription de X`, `L'élection de X`: an elided article before a word that opens no name.
  if (/^[Ll]['’]\p{L}/u.test(bare) && NOT_A_NAME.has(bare.slice(2).toLowerCase())) return false;
  return !startsWithRole(bare) && !SIGNING_NOUN.test(bare);
}

/**
 * The name run at a position: capitalised words and particles up to a comma, bracket, colon or another word; a maiden
 * name joins it (`Dupont née Favre Marie`, `Müller geb. Keller Anna`).
 */
export function nameRun(text: string, at: number): string {
  const match = /^(?:[\p{Lu}][\p{L}\p{M}'’.-]*|von|van|de|di|da|del|della|dos|du|le|la|d['’][\p{Lu}][\p{L}'’-]*)(?:\s+(?:[\p{Lu}][\p{L}\p{M}'’.-]*|(?:von|van|de|di|da|del|della|dos|du|le|la)(?![\p{L}\p{M}])|jun\.|sen\.|&(?=\s+\p{Lu})|(?:née|geb\.|geborene|nata)(?=\s+\p{Lu})|(?<=(?:[Vv]on|[Vv]an)\s)(?:der|den|dem)(?![\p{L}\p{M}])))*/u.exec(
    text.slice(at),
  );
  return match ? match[0].replace(/\s+(?:von|van|de|di|da|del|della|dos|du|le|la)$/, "") : "";
}

/** `, Given` after a family name, an academic title before it (`Rüegg, Dr. Sandra`). */
const COMMA_GIVEN = new RegExp(`^,\\s+((?:${ACADEMIC_TITLE}\\s+)+)?([\\p{Lu}][\\p{L}\\p{M}'’-]*)`, "u");

/**
 * Whether the name run at a position is a person or firm mention: a firm by its legal form or number, or a person by
 * a common given name, a `Family, Given` pair, or an apposition of origin, nationality or residence after it.
 */
function isMention(text: string, at: number, run: string, subject = false): boolean {
  if (run === "" || !isNameLike(run.replace(/\s&(?=\s)/g, ""))) return false;
  // `…, von Bergün Filisur, in …`, `…, von St. Stephan, …`: a municipality of several words is a place.
  if (run.includes(" ") && isCompoundMunicipality(run.replace(/^(?:von|de|da|di|du|des)\s+/, ""))) return false;
  const after = text.slice(at + run.length);
  if (LEGAL_FORM.test(run) || /^\s*\((?:CHE|CH|FL)-/.test(after)) return true;
  const tokens = run.split(" ");
  if (tokens.some((token) => startsWithRole(token) || SIGNING_NOUN.test(token))) return false;
  const capitalised = tokens.filter((token) => /^\p{Lu}/u.test(token));
  if (capitalised.length >= 2 && capitalised.some(isGivenName)) return true;
  const commaGiven = COMMA_GIVEN.exec(after);
  // One family word, with capitalised particles before it (`Van der Merwe, Pieter`, `De Pury, Mauritz`).
  const oneFamilyWord = capitalised.length === 1 || (capitalised.length === 2 && tokens.length >= 2 && NAME_PARTICLES.has(tokens[0].toLowerCase()));
  // A title after the comma (`Rüegg, Dr. Corsin`) is said only of a person, whatever the given name.
  if (oneFamilyWord && commaGiven && (commaGiven[1] !== undefined || isGivenName(commaGiven[2]))) return true;
  if (isDoubleFamilyName(run) && commaGiven && isGivenName(commaGiven[2])) return true;
  // `Family, Given, von X` with a given name outside the common list: the identity after the given names tells.
  if ((oneFamilyWord || isDoubleFamilyName(run)) && FAMILY_GIVEN_IDENTITY.test(after)) return true;
  if (capitalised.length < 2) return false;
  if (IDENTITY_AFTER.test(after)) return true;
  // Given names outside the common list (`Novelli Ornella, jusqu'ici vice-présidente, est …`, `Quaglia Ermete, Mitglied,
  // ist …`): two capitalised words followed by what only a person has, a role apposition or a marker of the earlier value.
  // Only where a subject can start: inside a list a place is followed by a role too (`de et à La Chaux-de-Fonds, directeur`).
  if (!subject) return false;
  const apposition = /^\s*,\s*([^,;]+)/.exec(after)?.[1].trim() ?? "";
  if (apposition !== "") return startsWithRole(apposition) || PREVIOUS_MARKER.test(apposition);
  // …or by another whole name (`Les signatures de Borel Oriane et de Borel Ortwin`, `… et de Keller-Sutter Ortwin`).
  if (isWholeNameRun(run) && /^\s+(?:et|und|e)\s+(?:(?:de|di|von)\s+)?\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)*\s+\p{Lu}\p{Ll}/u.test(after)) return true;
  // …or by the wrong form a correction names (`Il nome corretto del direttore è Fontana Ilario (e non Fontana Ilaria)`).
  if (/^\s*\((?:et non|e non|und nicht)\s/.test(after) && isWholeNameRun(run)) return true;
  // …or by a departure participle that ends the clause: `Pouvoirs de Kqiku Dren radiés`.
  if (AFTER_REMOVAL.test(after) && isWholeNameRun(run)) return true;
  // …or, in German with the finite verb second, by the verb-final participle: `Infolge Todes ist Kqiku Dren aus dem
  // Verwaltungsrat ausgeschieden`, `Zum Präsidenten wurde Kqiku Dren gewählt`.
  if (GERMAN_AUXILIARY_BEFORE.test(text.slice(Math.max(0, at - 12), at)) && GERMAN_PARTICIPLE_AFTER.test(after) && isWholeNameRun(run)) return true;
  // …or directly by the main verb: `Grandjean Yacine quitte le conseil`, `Quaglia Ermete non è più membro`.
  const verb = /^\s+(\S+(?:\s+\S+){0,3})/.exec(after)?.[1] ?? "";
  return verb !== "" && VERB_FIRST.test(verb);
}

/**
 * Whether a subject can start at a token: not after a preposition of place (`à Lausanne, directeur`), nor after an
 * origin's `de` / `von` that follows a comma (`…, de La Chaux-de-Fonds, directeur`); after a noun `de` introduces the
 * person (`Démission de X, administrateur`, `Les pouvoirs de X, directeur`).
 */
function subjectCanStart(tokens: RegExpExecArray[] | RegExpMatchArray[], i: number): boolean {
  const before = tokens[i - 1]?.[0] ?? "";
  if (!PLACE_PREPOSITION.test(before)) return true;
  if (!/^(?:de|d['’]|du|des|von|da|di)$/i.test(before)) return false;
  const word = tokens[i - 2]?.[0] ?? "";
  return word !== "" && !/[,;:(]$/.test(word) && !/^(?:et|und|e|de|von)$/i.test(word) && !PLACE_PREPOSITION.test(word);
}

/** A run of two or three capitalised words that is no place (`La Chaux-de-Fonds`), firm or role: family and given names. */
function isWholeNameRun(run: string): boolean {
  const tokens = run.split(" ");
  return (
    tokens.length >= 2 && tokens.length <= 3 && tokens.every((token) => /^\p{Lu}\p{Ll}/u.test(token)) &&
    !/^(?:La|Le|Les|L['’]|Il|Lo|Saint|Sainte|San|Santa|St\.)$/.test(tokens[0]) && !LEGAL_FORM.test(run) && !tokens.some(startsWithRole) &&
    !isCompoundMunicipality(run)
  );
}

/** Where the first mention starts, outside brackets, or -1. */
function firstMention(text: string): number {
  const tokens = [...text.matchAll(/\S+/g)];
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i][0];
    const at = tokens[i].index;
    // `composé de Müller Hans`, `La firma di Neri Laura`: after a word, a particle is a preposition, not part of the name.
    // After a role, though, it opens the name: `Les administrateurs de Weck Stanislas et …`.
    // After the preposition itself it opens the name: `Démission de de Meuron Jean`, `conférée à du Pasquier Anne`.
    // After a German finite verb or `neu` it opens the name too: `Neu wurde von Gunten Beat … gewählt`, `Neu ist de Weck X`.
    const particle =
      NAME_PARTICLES.has(token) &&
      i > 0 &&
      !/[,;:(]$/.test(tokens[i - 1][0]) &&
      !/^(?:et|und|e|de|von|di|à|a|an|wurde|wurden|ist|sind|zeichnet|zeichnen|neu|nun)$/.test(tokens[i - 1][0]) &&
      !startsWithRole(tokens[i - 1][0]);
    if (depth === 0 && !particle && opensName(token, tokens[i + 1]?.[0], tokens[i + 2]?.[0])) {
      const run = nameRun(text, at);
      if (isMention(text, at, run, subjectCanStart(tokens, i))) return at;
      // `Les administrateurs de Rham X et Golay Y`: a whole name right after a role word is the person holding it.
      if (i > 0 && startsWithRole(tokens[i - 1][0]) && isWholeNameRun(run.replace(/^(?:(?:de|von|van|di|da|du|della|del|dos|le|la)\s+)+/, ""))) return at;
    }
    depth += (token.match(/[([]/g) ?? []).length - (token.match(/[)\]]/g) ?? []).length;
    depth = Math.max(0, depth);
  }
  return -1;
}

/** A lower-case particle that opens a family name (`et à du Pasquier Anne`, `et de de Meuron Luc`). */
const PARTICLE_BEFORE_NAME = String.raw`(?:de|du|des|von|van|di|da|della|del|dos|le|la)\s+\p{Lu}`;

/**
 * `A et à B`, `A et de B` after `de A`, `A e di B` after `di A` (also after `ainsi que`, `sowie`, `nonché`): the preposition repeated before the next person is
 * dropped. `de` and `di` also begin family names (`et de Caritat Cédric`), so they go only where the list opened with
 * the same preposition (`opener`); `von` stays (`von Hügli Jürg und von Burg René`: `von Burg` is the family name).
 */
export function withoutRepeatedPrepositions(raw: string, opener = ""): string {
  // `La signature de A et celle de B`, `la firma di A e quella di B`: the pronoun stands for the noun, a new person follows.
  const list = raw.replace(/\s+(et|und|e)\s+(?:celles?|ceux|quell[aei]|diejenigen?|jene)\s+(?:de|d['’]|di|del|della|von)\s*(?=\p{Lu})/gu, " $1 ");
  // `d'A et de B`: the elided preposition is `de` before the next name.
  const repeated = /^(?:de|d['’])$/i.test(opener.trim()) ? "à|a|an|de" : /^di$/i.test(opener.trim()) ? "à|a|an|di" : "à|a|an";
  return withoutRepeatedAfterResidence(withoutContractedArticles(list)).replace(new RegExp(`\\s+(et|und|e|ainsi que|sowie|nonché)\\s+(?:${repeated})\\s+(?=[\\p{Lu}]|${PARTICLE_BEFORE_NAME})`, "gu"), (whole, conjunction: string, offset: number, all: string) => {
    // `X, de et à Y`, `da e in Y`: the formula of one place as origin and residence, no repeated preposition.
    if (/(?:^|[\s,])(?:de|d['’]|da|di|von)$/.test(all.slice(0, offset))) return whole;
    const run = nameRun(all, offset + whole.length);
    // After `de A`, `de B C` is the preposition before a whole name even when its given name is no common one.
    const after = all.slice(offset + whole.length + run.length);
    // `et à B C, sous-directrice` / `et à B C, de X`: a whole name with a role or origin after it, not a place.
    const apposition = /^\s*,\s*(.*)$/.exec(after)?.[1] ?? null;
    const identified = apposition !== null && (/^(?:de\s|d['’]|du\s|des\s)/.test(apposition) || startsWithRole(apposition));
    const person = isWholeNameRun(run) && (repeated !== "à|a|an" || identified);
    return isMention(all, offset + whole.length, run) || person ? ` ${conjunction} ` : whole;
  });
}

/** The article a preposition `de` / `di` holds (`du` = `de le`, `della` = `di la`), before a role. */
const CONTRACTED: Record<string, string> = { du: "le", "de la": "la", "de l'": "l'", "de l’": "l’", des: "les", del: "il", dello: "lo", della: "la", "dell'": "l'", "dell’": "l’", dei: "i", degli: "gli", delle: "le" };
const CONTRACTED_AFTER_AND = /\s+(et|e|ainsi que|nonché)\s+(du|de la|de l['’]|des|del|dello|della|dell['’]|dei|degli|delle)(?:\s+|(?<=['’]))(?=\p{Ll})/gu;

/**
 * `de l'administratrice A et du directeur B`, `di A e del direttore B`: the preposition repeated with its article
 * before a role is dropped, the article kept (`et le directeur B`), so the person named by the role opens an entry of
 * their own.
 */
function withoutContractedArticles(list: string): string {
  if (!/\s(?:et|e|ainsi que|nonché)\s+d/.test(list)) return list;
  return list.replace(CONTRACTED_AFTER_AND, (whole, conjunction: string, contracted: string, offset: number, all: string) =>
    startsWithRole(all.slice(offset + whole.length)) ? ` ${conjunction} ${CONTRACTED[contracted.toLowerCase()]}${/['’]$/.test(contracted) ? "" : " "}` : whole,
  );
}

/**
 * `… est conférée à A, de X, à Y, à B, de Z, à W, et à C, …`: a second `à` after a residence, or after the role that
 * follows one (`à A, de X, à Y, directeur, à B, d'Italie, à Z, sous-directrice`), opens the next person when a whole
 * name follows with its origin or role (a person has one residence).
 */
const RESIDENCE_PART = /^(?:à|au|aux|a|in)\s/;
function withoutRepeatedAfterResidence(list: string): string {
  if (!/,\s+(?:à|a)\s+\p{Lu}.*,\s+(?:à|a)\s+\p{Lu}/u.test(list)) return list;
  return list.replace(/,\s+(?:à|a)\s+(?=\p{Lu})/gu, (whole, offset: number, all: string) => {
    const parts = all.slice(0, offset).split(",").map((part) => part.trim());
    const [before, beforeThat] = [parts.at(-1) ?? "", parts.at(-2) ?? ""];
    if (!RESIDENCE_PART.test(before) && !(RESIDENCE_PART.test(beforeThat) && startsWithRole(before))) return whole;
    const run = nameRun(all, offset + whole.length);
    const apposition = /^\s*,\s*(.*)$/.exec(all.slice(offset + whole.length + run.length))?.[1] ?? null;
    const identified = apposition !== null && (/^(?:de\s|d['’]|du\s|des\s|da\s)/.test(apposition) || startsWithRole(apposition));
    return isWholeNameRun(run) && identified ? ", " : whole;
  });
}

/**
 * A nominal opener of a departure before its persons (`Démission de`, `Décès d'`, `Démissions des administrateurs`,
 * `Rücktritt von`, `Dimissioni di`): the noun states the departure of everyone it names, as a verb would.
 */
const NOMINAL_DEPARTURE_BEFORE = new RegExp(
  `^(?:${alternation([...verbPhrases("nominal_departure"), ...NOUNS_OF_REMOVAL])})s?\\s+(?:de|d['’]|des|du|von|vom|der|des|di|del|della|dei|degli|delle)(?:\\s|(?<=['’]))`,
  "iu",
);
/**
 * `Démission d'Aebi X`, `Nomination d'Oberson Y`: after a nominal opener the elided `d'` is the preposition, not the
 * particle of a family name (`d'Ivernois`, which after the opener is written `de d'Ivernois`).
 */
const ELIDED_AFTER_OPENER = new RegExp(`^((?:${alternation(verbPhrases("nominal_openers"))})s?\\s+)d['’](?=\\p{Lu})`, "u");
/** `Démission des administrateurs A et B`, `Rücktritt der Direktoren A und B`: a plural article before the role. */
const PLURAL_ARTICLE_BEFORE = /(?:^|\s)(?:des|aux|der|dei|degli|delle|agli|ai)\s+\p{L}+\s*$/u;

/** An identity written in brackets after a name (`X (de Y, à Z)`) is an apposition; a firm number stays in brackets. */
function normalise(raw: string): string {
  // `Zum Präsidenten wurde X gewählt`, `Neu wurde X zum Präsidenten gewählt`: the role after `zum` / `zur` is entered in
  // the nominative (a word that is no role stays: `Restaurant zum Bären AG`).
  const nominative = /\b[Zz]u[mr]\s/.test(raw) ? raw.replace(ZUM_ROLE, (_whole, zu: string, role: string) => `${zu} ${nominativeAfterZum(role, /r$/.test(zu))}`) : raw;
  const clause = nominative.replace(ELIDED_AFTER_OPENER, "$1de ");
  const start = firstMention(clause);
  const opener = start > 0 ? (/(de|d['’]|von|di)\s*$/i.exec(clause.slice(0, start))?.[1] ?? "") : "";
  return withoutRepeatedPrepositions(clause, opener)
    .replace(/\s*\(((?:de|d['’]|du|des|von|da|di|à|au|in)\s[^()]*)\)/g, ", $1,")
    // `als neues Mitglied`: a modifier stating the change may stand between the introducer and the role.
    .replace(INTRODUCER, (whole, offset: number, all: string) => (startsWithRole(withoutDroppedModifiers(all.slice(offset + whole.length))) ? ", " : whole))
    .replace(/\s*,\s*,\s*/g, ", ")
    .replace(/,\s+(?:de|d['’]|von|di)\s*(?=[\p{Lu}])/gu, (whole, offset: number, all: string) => {
      // `…, président, de B, vice-président`: a preposition before a new person, not an origin (which has no given name).
      const run = nameRun(all, offset + whole.length);
      const before = all.slice(0, offset).split(",").pop()?.trim() ?? "";
      return startsWithRole(before) && !isCompoundMunicipality(run) && (run.split(" ").some(isGivenName) || isWholeNameRun(run)) ? ", " : whole;
    });
}

/** The main verb after the mentions: the first verb phrase outside a relative clause. */
function verbAfter(text: string, from: number): { start: number; end: number; verb: string } | null {
  for (const match of text.slice(from).matchAll(ANY_VERB)) {
    const start = from + match.index;
    const clauseStart = text.lastIndexOf(",", start) + 1;
    const lead = text.slice(Math.max(clauseStart, from), start);
    if (/(?:^|\s)(?:con|senza|la|sua|loro|la sua|di|della|alla)\s*$/i.test(lead)) continue;
    if (/(?:^|\s)(?:qui|lequel|laquelle|lesquels|lesquelles|dont|il quale|la quale|i quali|le quali|che|welche[rs]?|der|die)\s*$/.test(lead)) continue;
    if (/^\s*(?:qui|lequel|laquelle|lesquels|lesquelles|dont|che|welche[rs]?)\s/.test(lead)) continue;
    return { start, end: start + match[0].length, verb: match[0] };
  }
  return null;
}

/** The role and signing a text states around its verbs: `Sont nommés administrateurs avec signature …:`, `Zum neuen Geschäftsführer mit …`. */
/** A plural role after a signing, of the persons named next (`… des administrateurs`, `… der Direktoren`, `… dei membri`). */
const ROLE_OF_PERSONS = /\s+(?:(des|aux|der|den|dei|degli|delle|ai|agli|alle)\s+|(?:du|au|de la|dem|del|dello|della)\s+|de l['’]|dell['’])(\p{L}[\p{L}' -]*)$/u;

/** A role whose name holds a signing noun (`fondée de procuration`, `fondé de pouvoir`): no signing starts inside it. */
const SIGNING_NOUN_IN_ROLE = /fondée?s? de $/i;

/** Where a signing phrase starts, not inside a role's name. */
function signingAt(text: string, pattern: RegExp): RegExpExecArray | null {
  const first = pattern.exec(text);
  if (first === null || !SIGNING_NOUN_IN_ROLE.test(text.slice(0, first.index))) return first;
  const from = first.index + first[0].length;
  const later = pattern.exec(text.slice(from));
  if (later === null) return null;
  later.index += from;
  return later;
}

function readAround(raw: string, pluralVerb: boolean): { roles: string[]; signing: string | null } {
  let plural = pluralVerb;
  let text = raw.replace(/^[,;:\s]+|[,;:\s]+$/g, "");
  let signing: string | null = null;
  const at = signingAt(text, SIGNING_PHRASE_AT) ?? signingAt(text, SIGNING_AT);
  if (at) {
    const written = text.slice(at.index);
    // `Firma individuale a X`: `firma` is the noun here, not the verb (`firma individualmente`).
    const noun = SIGNING_VERB_START.test(written) && SIGNING_ADJECTIVE.test(written.replace(SIGNING_VERB_START, "").replace(PREPOSITION_END, ""));
    let phrase = (noun ? written : written.replace(SIGNING_VERB_START, ""))
      .replace(TRAILING_VERBS, "")
      .replace(TRAILING_GERMAN_VERBS, "")
      .replace(PREPOSITION_END, "")
      .replace(/[,:;\s]+$/, "")
      .trim();
    text = text.slice(0, at.index).trim();
    // `Procura collettiva a due conferita a X`, `Procuration … conférée à X`: the participle of the grant is no part of it.
    phrase = phrase.replace(/\s+(?:conférée?s?|conferit[aoie]|erteilte?)$/i, "");
    // `Signature collective à deux des administrateurs A et B`: the role of the persons after the signing.
    // Also one person's (`Les pouvoirs de l'administrateur X`, `La procura del direttore Y`).
    const of = ROLE_OF_PERSONS.exec(phrase);
    if (of && startsWithRole(of[2])) {
      text = `${text} ${of[2]}`.trim();
      // `Signature … est conférée aux directeurs A et B`: the verb before the role is no part of the signing either.
      phrase = phrase.slice(0, of.index).replace(TRAILING_VERBS, "").replace(/\s+(?:conférée?s?|conferit[aoie]|erteilte?)$/i, "").trim();
      plural ||= of[1] !== undefined;
    }
    const bare = phrase.replace(ARTICLE, "").replace(PREPOSITION_END, "");
    if (isBareSigning(bare)) signing = null;
    else if (readSigning(bare) !== null || SIGNING_ADVERB.test(bare)) signing = withoutShares(at.index === 0 ? signingAsWritten(bare) : bare);
  }
  text = text.replace(ANY_VERB, " ").replace(INTRODUCER, " ").replace(PARTICIPLE_WORD, " ").replace(/\s+/g, " ").trim();
  text = text.replace(PREPOSITION_END, "").replace(/^[,;:\s]+|[,;:\s]+$/g, "").replace(/\s+(?:et|und|e|ni|noch)$/, "");
  const roles: string[] = [];
  // The role is the text from the first role word on (`Le mandat de l'organe de révision` → `organe de révision`).
  const words = text.replace(/[,;:]/g, " ").split(/\s+/).filter((w) => w !== "");
  // An elided preposition belongs to no role: `a cessé ses fonctions d'administrateur`, `cesse d'être directeur`.
  const first = words.findIndex((word) => startsWithRole(word.replace(ARTICLE, "").replace(ELIDED_DE, "")));
  if (first >= 0) {
    const role = withoutDroppedModifiers([words[first].replace(ARTICLE, "").replace(ELIDED_DE, ""), ...words.slice(first + 1)].join(" ")).replace(PREPOSITION_END, "");
    if (role !== "") roles.push(...cleanRole(role, plural).filter((r) => !/\d/.test(r) && startsWithRole(r)));
  }
  return { roles, signing };
}

/** Whether an entry is anchored as a person or firm, and not a capitalised phrase read as a name. */
function anchored(entry: PersonEntry): boolean {
  if (entry.kind === "legal_entity") return entry.residence !== null || entry.identifier !== null || entry.roles.length > 0;
  // `Dr. med. Anna`: the titles before the given names are no part of the test.
  const given = (entry.first_name?.split(",")[0] ?? "").replace(LEADING_TITLES, "");
  return given !== "" && isNameLike(given) && isNameLike(entry.last_name ?? "");
}

/** The bodies a person enters or leaves (`in den Verwaltungsrat`, `aus dem Vorstand`, `au conseil`): no role of their members. */
const BODIES = String.raw`(?:dem|den|le|la|l['’]|il)?\s*(?:Verwaltungsrat|Vorstand|Stiftungsrat|conseil d['’]administration|conseil de fondation|comité|consiglio di amministrazione|società|société|Gesellschaft)\b\s*`;
const BODY_ENTERED_OR_LEFT = new RegExp(String.raw`^(?:(?:aus|in|au|à|dans|nel|nella|dal|dalla|del|della)\s+|(?=dem\s|den\s))${BODIES}`, "i");
const BODY_WORD = /Verwaltungsrat|Vorstand|Stiftungsrat|conseil|comité|consiglio|société|società|Gesellschaft/;
const BODY_ENTERED = new RegExp(String.raw`(?<![\p{L}])(?:in|aus|dans|au|nel|nella|dal|dalla)\s+${BODIES}`, "giu");

/** A German election into a body closing the clause (`… wurde in den Vorstand gewählt`, `… ist in den Verwaltungsrat eingetreten`). */
const GERMAN_BODY_ENTERED = new RegExp(
  `\\s(?:wurden?|ist|sind)\\s+(?:neu\\s+)?in\\s+(?:den|die)\\s+(?:${GERMAN_MEMBER_BODIES})\\s+(?:${GERMAN_BODY_ENTRY_PARTICIPLES})(?:\\s+worden)?[.;]?\\s*$`,
);

/** A departure participle of one word at the end of the persons (`radiés`, `éteinte`, `cancellata`, `erloschen`). */
const REMOVAL_PARTICIPLES = new Set(
  verbPhrases("removal_markers").filter((word) => /^\p{Ll}+$/u.test(word) && /(?:é|ée|és|ées|t|te|ts|tes|o|a|i|e|en)$/.test(word)),
);
const REMOVAL_PARTICIPLE = `,?\\s+(?:${alternation([...REMOVAL_PARTICIPLES])})`;
/** The participle closing a list of persons (`Pouvoirs de X radiés`). */
const TRAILING_REMOVAL = new RegExp(`${REMOVAL_PARTICIPLE}$`, "u");
/** What follows a name when the participle closes the clause. */
const AFTER_REMOVAL = new RegExp(`^${REMOVAL_PARTICIPLE}[.;]?\\s*$`, "u");
const GERMAN_AUXILIARY_BEFORE = /(?:^|\s)(?:ist|sind|wurde|wurden)\s+$/;
const GERMAN_PARTICIPLE_AFTER = new RegExp(String.raw`^(?:\s+(?:aus|in)\s+${BODIES})?(?:,?\s+(?:${phrases("trailing_participles")}))+[.;]?\s*$`, "iu");
const BODY_AT_END = new RegExp(String.raw`\s+(?:aus|in)\s+${BODIES}$`, "iu");
const ZUM_ROLE = /\b([Zz]u[mr])\s+(\p{Lu}[\p{L}-]*)/gu;

/** The predicate after the verb: roles and signing; a verb-final participle and the body a role is held in are dropped. */
function readPredicate(predicate: string, plural: boolean): { roles: string[]; signing: string | null } {
  const strict = readPredicateTail(predicate.replace(CHANGE_MARKER, ""), plural);
  if (strict && (strict.roles.length > 0 || strict.signing !== null)) return strict;
  const text = predicate
    .replace(CHANGE_MARKER, "")
    .replace(TRAILING_PARTICIPLES, "")
    // A German separable verb ends on its particle: `tritt aus dem Verwaltungsrat zurück`.
    .replace(/\s+(?:zurück|aus)$/, "")
    .replace(BODY_ENTERED_OR_LEFT, "")
    .trim();
  return readAround(text, plural);
}

/** Academic titles right before the first name (`Dr. med. Anna Keller`, `Prof. Dr. Hans Müller`): the person's. */
const TITLES_BEFORE = new RegExp(`(?:^|\\s)((?:${ACADEMIC_TITLE}\\s+)+)$`, "u");

/**
 * Given names written before the first whole name and joined to it (`Hans und Anna Meier wurden …`, `Jean et Marie
 * Dupont sont …`): they share its family name (entry-reader's namePieces), so the list starts with them.
 */
function givenNamesSharingFamily(before: string): string {
  const joined = /(?:^|\s)((?:\p{Lu}\p{Ll}+(?:,\s+|\s+(?:et|und|e)\s+))+)$/u.exec(before)?.[1] ?? "";
  const names = joined.split(/,\s+|\s+(?:et|und|e)\s+/).filter((name) => name !== "");
  return names.length > 0 && names.every((name) => isGivenName(name)) ? joined : "";
}

/** The entries of a clause no specific reader took, or null when it names no person. */
export function readGeneral(clause: string): GeneralReading | null {
  if (splitTopLevel(clause, ";").length > 1) return null; // clauses are read one by one
  if (COMPANY_HEADER.test(clause)) return null;
  // `… en remplacement de X SA, à Y`: the firm replaced is named for reference, not entered by this clause.
  const replaced = REPLACEMENT.exec(clause);
  if (replaced && replaced.index > 0) clause = clause.slice(0, replaced.index);
  // A role word may follow an elided preposition: `Inscription de X, en qualité d'administrateur`.
  if (!PERSON_VOCABULARY.test(clause) && !clause.split(/[\s,;:()]+/).some((word) => word !== "" && startsWithRole(/^d['’]/.test(word) ? word.slice(2) : word))) return null;
  const text = normalise(clause);
  const mention = firstMention(text);
  if (mention < 0) return null;
  const titled = mention - (TITLES_BEFORE.exec(text.slice(0, mention))?.[1].length ?? 0);
  const start = titled - givenNamesSharingFamily(text.slice(0, titled)).length;
  const verb = verbAfter(text, start);
  let list = text.slice(start, verb?.start ?? text.length).replace(/[,\s]+$/, "");
  let tail = verb ? text.slice(verb.end) : "";
  // German verb-final: `…, in Lörrach (D), gewählt` ends the mentions with the participle.
  const participle = TRAILING_PARTICIPLES.exec(list);
  if (participle) list = list.slice(0, participle.index);
  // `Infolge Todes ist X aus dem Verwaltungsrat ausgeschieden`: the body left after the subject is no part of it.
  if (participle && BODY_WORD.test(list)) list = list.replace(BODY_AT_END, "");
  // `Pouvoirs de X radiés`, `Procuration collective à deux de X radiée`: a departure participle without its verb ends
  // the persons and states their departure.
  // The last word is looked up first: the pattern is tried only on a list ending in a departure participle.
  const departed = verb === null && REMOVAL_PARTICIPLES.has(list.slice(list.lastIndexOf(" ") + 1)) ? TRAILING_REMOVAL.exec(list) : null;
  if (departed) list = list.slice(0, departed.index);
  if (splitTopLevel(tail, ";").length > 1) return null;
  const before = text.slice(0, start);
  const plural =
    /\b(?:sont|ont|sind|wurden|sono|signent|zeichnen|führen|deviennent|restent|entrent|quittent)\b/i.test(`${before} ${verb?.verb ?? ""}`) ||
    PLURAL_ARTICLE_BEFORE.test(before);
  // `Der Verwaltungsrat besteht aus …`, `Le conseil est composé de …`: the body named before is no role of its members.
  // `Neu wurde in den Verwaltungsrat gewählt: X`: the body entered before the persons is no role either.
  const opening = COMPOSED.test(before)
    ? { roles: [], signing: null }
    : readAround(BODY_WORD.test(before) ? before.replace(BODY_ENTERED, " ") : before, plural || /^(?:Les|Die|I|Gli)\s/.test(before));
  // A signing verb keeps its adverb: `…, signe collectivement à deux avec un administrateur`.
  if (verb && SIGNING_VERB_START.test(`${verb.verb} `) && !/^(?:avec|mit|con|sans|ohne|senza)\s/i.test(tail.trim())) tail = `${verb.verb} ${tail.trimStart()}`;
  const closing = readPredicate(tail.trim(), plural);
  const entries = readList(list, { mode: "prose", roles: opening.roles, signing: opening.signing ?? undefined });
  if (entries.length === 0 || !entries.every(anchored)) return null;
  for (const entry of entries) {
    // In prose an unread part after the name lands in roles; only role words stay there.
    entry.roles = entry.roles.filter((role) => startsWithRole(withoutDroppedModifiers(role)));
    entry.roles.push(...closing.roles.filter((role) => !entry.roles.includes(role)));
    if (closing.signing !== null) withNewSigning(entry, closing.signing, !REMOVAL.test(clause));
  }
  // A verb before the persons states something too (`In den Verwaltungsrat wurde gewählt: X, von Y, in Z`).
  const said =
    opening.roles.length + closing.roles.length > 0 ||
    opening.signing !== null ||
    closing.signing !== null ||
    verb !== null ||
    VERB_BEFORE.test(before) ||
    NOMINAL_DEPARTURE_BEFORE.test(before) ||
    departed !== null;
  if (!said && entries.every((entry) => entry.roles.length === 0 && entry.signing_authority === null)) return null;
  if (REMOVAL.test(clause)) return { removed: entries, added: [] };
  // An added person of whom the clause states nothing (`X a cédé 5 parts à Y, de Z, à W`: X) is no entry; one elected
  // into a body (`A und B wurden in den Vorstand gewählt`) is its member, with no role of the register.
  const intoBody = GERMAN_BODY_ENTERED.test(clause);
  const stated = entries.filter(
    (entry) => intoBody || entry.roles.length > 0 || entry.signing_authority !== null || entry.origin !== null || entry.nationality !== null || entry.residence !== null,
  );
  return stated.length > 0 ? { removed: [], added: stated } : null;
}

/**
 * A signing the predicate states for a person who has one in apposition already. In an appointment or change the one in
 * apposition is the earlier (`X, directeur, avec signature collective à deux, est nommé administrateur délégué avec
 * signature individuelle`: previous `avec signature collective à deux`), unless an earlier value is known; otherwise,
 * and in a departure, both are the person's, joined.
 */
export function withNewSigning(entry: PersonEntry, signing: string, change: boolean): void {
  if (entry.signing_authority === null) entry.signing_authority = signing;
  else if (change && entry.previous === null && readSigning(entry.signing_authority) !== null && readSigning(signing) !== null) {
    entry.previous = entry.signing_authority;
    entry.signing_authority = signing;
  } else entry.signing_authority = `${entry.signing_authority}, ${signing}`;
}

/** What a clause with a pronoun subject says of the persons it is about. */
export interface PronounClause {
  roles: string[];
  signing: string | null;
  /** The subject names the persons by a role (`le président signe …`, `les administrateurs signent …`): the singular. */
  role?: string;
  /** The subject is a plural noun (`les prénommés`, `die Mitglieder`): all the persons named before. */
  plural?: boolean;
  previous?: string;
  /** The signing is stated as a change (`il signe désormais individuellement`): one stated before is the earlier. */
  changed?: boolean;
  /** The subject is one person (`il`, `elle`, `er`, `egli`, Italian `rimane` without pronoun): the one named just before. */
  single?: boolean;
}

/** Adds what a pronoun clause says to its persons: roles not held yet, a further signing, an earlier one if none is known. */
export function applyPronounClause(said: PronounClause, entries: readonly PersonEntry[]): void {
  for (const entry of entries) {
    entry.roles.push(...said.roles.filter((role) => !entry.roles.includes(role)));
    // `X, administrateur, avec signature collective à deux, est nommé président; il signe désormais individuellement`:
    // a signing stated as a change makes the one in apposition the earlier one.
    if (said.signing !== null && said.changed === true && entry.signing_authority !== null && entry.previous === null) {
      entry.previous = entry.signing_authority;
      entry.signing_authority = said.signing;
    } else if (said.signing !== null) entry.signing_authority = entry.signing_authority ? `${entry.signing_authority}, ${said.signing}` : said.signing;
    if (said.previous !== undefined) entry.previous ??= said.previous;
  }
}

/**
 * A clause whose subject is a pronoun (`il continue à signer collectivement à deux`, `sie zeichnet kollektiv zu zweien`):
 * what it says of the persons of the clause before. Null when the clause is not one.
 */
export function readPronounClause(clause: string): PronounClause | null {
  // `sa signature reste collective à deux`, `seine Unterschrift lautet neu auf Einzelunterschrift`, `la sua firma rimane
  // individuale`: a signing kept or changed, said with a possessive subject of the persons just named; a kind named
  // with the noun (`sa signature individuelle est modifiée en signature collective à deux`) is the previous one.
  // `sa signature individuelle est maintenue`, `seine Einzelunterschrift bleibt bestehen`: the kind named is kept.
  const maintained = POSSESSIVE_MAINTAINED.exec(clause.trim());
  if (maintained && !isBareSigning(maintained[1]) && readSigning(maintained[1]) !== null) return { roles: [], signing: maintained[1] };
  const possessive = POSSESSIVE_SIGNING.exec(clause.trim());
  if (possessive) {
    const value = clause.trim().slice(possessive[0].length).replace(/[.;,\s]+$/, "");
    if (!SIGNING_ADJECTIVE.test(value) && readSigning(value) === null) return null;
    return isBareSigning(possessive[1]) ? { roles: [], signing: value } : { roles: [], signing: value, previous: possessive[1] };
  }
  // A signing without subject or verb (`…; firma individuale`, `… nominato membro. Firma collettiva a due.`) is said of
  // the persons just named.
  const bare = bareSigning(clause);
  if (bare !== null) return { roles: [], signing: bare };
  // Italian drops the pronoun: `…; firma collettivamente a due` (a clause opening in lower case with a signing verb).
  // Also a role kept without pronoun: `…; rimane membro con firma collettiva a due`.
  // As a sentence of its own, a plural verb without pronoun opens it: `… nominati membri. Firmano collettivamente a due.`
  // A clause that confers its signing on someone (`…; firma collettiva a due è conferita a B`) has its own subject.
  const dropped =
    (/^\p{Ll}/u.test(clause.trim()) || PLURAL_DROPPED.test(clause.trim())) &&
    (SIGNING_VERB_START.test(clause.trim()) || ITALIAN_KEPT_START.test(clause.trim())) &&
    !CONFERRED.test(clause);
  const noun = dropped ? null : nounSubject(clause.trim());
  if (noun) {
    // Read as its pronoun would be; only a signing is taken, as a role stated so may be a role kept or changed.
    const said = readPronounClause(`${noun.plural ? "ils" : "il"} ${noun.rest}`);
    if (said === null || said.roles.length > 0 || said.signing === null) return null;
    const plural = noun.plural ? { plural: true } : {};
    return noun.role === null ? { ...said, ...plural } : { ...said, ...plural, role: singularRole(noun.role).toLowerCase() };
  }
  const match = SUBJECT_PRONOUN.exec(clause.trim()) ?? (dropped ? [""] : null);
  if (!match) return null;
  // `…; il était jusqu'ici secrétaire`, `…; er war bisher Mitglied`, `…; elle signait jusqu'ici collectivement à deux`:
  // what the person was, or how they signed, is the earlier value.
  const was = WAS.exec(clause.trim().slice(match[0].length).replace(/[.;,\s]+$/, ""));
  if (was && (startsWithRole(was[1]) || readSigning(was[1]) !== null || SIGNING_ADVERB.test(was[1]))) return { roles: [], signing: null, previous: was[1] };
  // `er bleibt Delegierter, ist aber nicht mehr Direktor`: the clause ends where a verb without subject follows.
  // `er bleibt Delegierter, ist aber nicht mehr Direktor`, `il reste administrateur, mais n'est plus président`: the
  // clause ends where a verb without subject follows (the role left there is not entered: the labels of the daily
  // summaries enter only the roles held).
  const rest = clause
    .trim()
    .slice(match[0].length)
    .replace(/,\s+(?:mais\s+|ma\s+|però\s+)?(?:ist|sind|est|sont|è|sono|n['’]est|ne sont|non è|non sono)\s.*$/, "");
  const verb = PRONOUN_VERB.exec(rest);
  // `…; beide mit Kollektivunterschrift zu zweien`, `…; tous deux avec signature individuelle`: a shared subject before a
  // signing phrase, without a verb, gives the signing to every person of the clauses before.
  if (!verb) return SHARED_SUBJECT.test(match[0]) && SIGNING_OPENER.test(rest) && readSigning(rest) !== null ? { roles: [], signing: rest.replace(/[.;,\s]+$/, "") } : null;
  const tail = SIGNING_VERB_START.test(`${verb[0]} `) ? rest : rest.slice(verb[0].length);
  const reading = readPredicate(tail.trim(), PLURAL_SUBJECT.test(clause.trim()));
  if (reading.roles.length === 0 && reading.signing === null) return null;
  const single = SINGULAR_SUBJECT.test(clause.trim()) || (match[0] === "" && SINGULAR_DROPPED.test(clause.trim()));
  return { ...reading, ...(CHANGE_WORD.test(rest) ? { changed: true } : {}), ...(single ? { single } : {}) };
}

/** A past tense of being or signing, with a marker of the earlier value or without (`était jusqu'ici`, `war bisher`, `signait`). */
const WAS = new RegExp(
  `^(?:était|étaient|war|waren|era|erano|signait|signaient|zeichnete|zeichneten|firmava|firmavano)\\s+(?:(?:${phrases("previous_markers")})\\s+)?(\\S.*)$`,
  "iu",
);

/** Words of a subject that names persons just named without a role (`l'intéressée`, `les prénommés`, `die Genannten`). */
const NAMED_BEFORE_NOUN =
  /^(?:intéressée?s?|prénommée?s?|précitée?s?|susnommée?s?|susmentionnée?s?|genannten?|vorgenannten?|erwähnten?|predett[oaie]|suddett[oaie]|medesim[oaie]|stess[oaie]|interessat[oaie])$/i;
/**
 * An adjective before such a noun or a role (`le nouveau directeur`, `les deux administrateurs`, `die neuen Mitglieder`):
 * a word stating the change (roles.json `modifiers.dropped`) or a number.
 */
const isSubjectAdjective = (word: string) => isDroppedModifier(word) || isNumberWord(word) || /^beiden$/i.test(word);
const PLURAL_ARTICLE = /^(?:les|i|gli)\s/i;

/**
 * A subject naming persons of the clause before by their role or as named already (`le président signe individuellement`,
 * `les administrateurs signent collectivement à deux`, `l'intéressée signe …`, `die Gesellschafter zeichnen …`, `i
 * membri firmano …`): the role (or null), the rest from the verb on, and whether it is plural. Null when it is not one.
 */
function nounSubject(clause: string): { role: string | null; rest: string; plural: boolean } | null {
  const article = ARTICLE.exec(clause);
  if (!article || /^(?:un|une|ein|eine)\s/i.test(article[0])) return null;
  const words = clause.slice(article[0].length).split(" ");
  const first = isSubjectAdjective(words[0] ?? "") ? 1 : 0;
  for (let at = 1; at <= Math.min(words.length - 1, first + 4); at++) {
    const rest = words.slice(at).join(" ");
    if (!SIGNING_VERB_START.test(rest) && !PRONOUN_VERB.test(rest)) continue;
    // `Les administrateurs suivants ont été nommés: A, B`, `Il socio gerente Rossi Mario firma …`: a clause that names
    // persons has a subject of its own (a capitalised word of the subject is a name unless a role: `Der Präsident`).
    if (/[:\s]\p{Lu}/u.test(rest) || words.slice(0, at).some((word) => /^\p{Lu}/u.test(word) && !startsWithRole(word))) return null;
    const noun = words.slice(Math.min(first, at - 1), at).join(" ");
    const role = at > first && startsWithRole(noun) ? noun : null;
    if (role === null && !words.slice(0, at).every((word) => NAMED_BEFORE_NOUN.test(word) || isSubjectAdjective(word))) return null;
    return { role, rest, plural: PLURAL_ARTICLE.test(article[0]) || PLURAL_VERB.test(rest) };
  }
  return null;
}

/** Whether an entry holds a role, singular and in any case (`présidente` for `la présidente`, `administrateur unique` for `l'administrateur`). */
export function holdsRole(entry: PersonEntry, role: string): boolean {
  return entry.roles.some((held) => {
    const singular = singularRole(held).toLowerCase();
    return singular === role || singular.startsWith(`${role} `);
  });
}

/** A clause that is nothing but a signing phrase (`firma individuale`, `Avec signature collective à deux`), as written, first letter lower-cased. */
export function bareSigning(clause: string): string | null {
  const text = clause.trim().replace(/[.;,\s]+$/, "");
  // Cheap tests first (every clause of every notice passes here): short, no name, no number, a signing word first.
  if (text === "" || text.length > 160 || /\s\p{Lu}|\d/u.test(text)) return null;
  const at = SIGNING_PHRASE_AT.exec(text);
  if (at === null || at.index !== 0) return null;
  // `firma collettivamente a due` is the verb of a clause without pronoun, read below, not a signing noun.
  if (SIGNING_VERB_START.test(text) && SIGNING_ADVERB.test(text.replace(SIGNING_VERB_START, ""))) return null;
  // No verb (`a` is the preposition of `collettiva a due` here, not the French verb; `firma` is the noun).
  if ([...text.matchAll(ANY_VERB)].some((verb) => verb[0].length > 1 && !SIGNING_NOUN.test(verb[0]))) return null;
  const signing = signingAsWritten(text);
  return readSigning(signing) !== null && !isBareSigning(signing) ? signing : null;
}
