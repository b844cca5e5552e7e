/**
 * Person statements in nominal style, as courts and corrections write them: a signing authority withdrawn or granted
 * by a noun (`die Entziehung der Vertretungsbefugnis von Claudia Muster`, `la révocation de la procuration de X`,
 * `die Übertragung der alleinigen Vertretung an Y`, `l'octroi de la signature individuelle à Y`), and a corrected name
 * (`… dass die Gesellschafterin richtigerweise Y (und nicht Z) heisst`, `l'associée s'appelle correctement Y (et non
 * Z)`). The words are data (data/person-lines/verbs.json: `nominal_withdrawal`, `nominal_grant`, `correction_markers`).
 */
import type { PersonEntry } from "../../domain/person-entry.js";
import { splitFamilyName, splitGivenFirst } from "./entry-reader.js";
import { nameRun } from "./general.js";
import { isNameLike, readPart } from "./parts.js";
import { alternation, isBareSigning, isGivenName, SIGNATURES, singularRole, startsWithRole, verbPhrases } from "./vocabulary.js";

export interface NominalReading {
  removed: PersonEntry[];
  added: (PersonEntry & { corrects?: boolean })[];
}

const everyLanguage = (forms: { de: string[]; fr: string[]; it: string[] }) => [...forms.de, ...forms.fr, ...forms.it];
/** A signing noun phrase: up to two words (an adjective, an article) and a signing noun or kind. */
const SIGNING = `((?:[\\p{L}'’]+\\s+){0,2}?(?:${alternation([...everyLanguage(SIGNATURES.nouns), ...SIGNATURES.kinds.flatMap(everyLanguage)])}))`;
const ARTICLE = "(?:der|des|dem|de la|du|de l['’]|des|della|del|dello|dell['’])";
const WITHDRAWN = new RegExp(`(?:${alternation(verbPhrases("nominal_withdrawal"))})\\s+${ARTICLE}\\s*${SIGNING}\\s+(?:von|de|d['’]|di|del|della)\\s*(?=\\p{Lu})`, "giu");
const GRANTED = new RegExp(`(?:${alternation(verbPhrases("nominal_grant"))})\\s+${ARTICLE}\\s*${SIGNING}\\s+(?:an|à|a|al|alla)\\s+(?=\\p{Lu})`, "giu");
const CORRECTED = new RegExp(
  `(?:(?:(?:[Dd]er|[Dd]ie|[Ll]e|[Ll]a|[Ii]l|[Ll]o)\\s+|[Ll]['’])([\\p{L}-]+)\\s+)?(?:[\\p{Ll}'’]+\\s+){0,2}(?:${alternation(verbPhrases("correction_markers"))})\\s+([\\p{Lu}][^()]*?)\\s*\\((?:und nicht|et non|e non|nicht|non)\\s+([^()]+)\\)`,
  "gu",
);
const TRIGGER = new RegExp(`(?:${alternation([...verbPhrases("nominal_withdrawal"), ...verbPhrases("nominal_grant"), ...verbPhrases("correction_markers")])})`, "iu");

/**
 * A name read where it stands; written given name first when a common given name opens it and none ends it (`Claudia
 * Muster`, `Hans Peter Egger`), split as lists split their names (particles, several given or family words).
 */
function person(name: string): PersonEntry | null {
  const tokens = name.split(" ");
  if (tokens.length < 2 || !isNameLike(name)) return null;
  const givenFirst = isGivenName(tokens[0]) && !isGivenName(tokens[tokens.length - 1]);
  const [last, split] = givenFirst ? splitGivenFirst(name) : splitFamilyName(name);
  const first = split ?? tokens.slice(1).join(" ");
  return {
    kind: "natural_person", name: `${first} ${last}`, last_name: last, first_name: first, identifier: null,
    origin: null, nationality: null, residence: null, roles: [], signing_authority: null, previous: null,
  };
}

/** A part after a name: up to the next comma, semicolon or bracket. */
const APPOSITION = /^,\s*([^,;()]+?)\s*(?=[,;]|$)/;

/** `et de`, `und von`, `e di`, `, et` before the next person of a nominal enumeration (the preposition repeated or not). */
const NEXT_PERSON = /^\s*,?\s*(?:et|und|e|ainsi que|sowie|nonché)\s+(?:(?:de|von|di)\s+(?=\p{Lu})|d['’](?=\p{Lu}))?/u;

/**
 * The persons named from a position on: `X`, `X, administrateur`, `X et de Y`, `X, directeur, et Y, sous-directrice`
 * (`Radiation des pouvoirs de A et de B`). A role in apposition is the role of that person.
 */
function enumerated(sentence: string, from: number): PersonEntry[] {
  const entries: PersonEntry[] = [];
  let at = from;
  for (;;) {
    const run = nameRun(sentence, at);
    const entry = person(run);
    if (!entry) break;
    let rest = sentence.slice(at + run.length);
    // `Radiation des pouvoirs de X, de Y, à Z, administrateur`: the person's origin, nationality, residence and role.
    const roles: string[] = [];
    for (let apposition = APPOSITION.exec(rest); apposition; apposition = APPOSITION.exec(rest)) {
      const part = readPart(apposition[1], null);
      if (part.type === "origin" && entry.origin === null && entry.residence === null) entry.origin = part.value;
      else if (part.type === "nationality" && entry.nationality === null && entry.residence === null) entry.nationality = part.value;
      else if (part.type === "origin-and-residence" && entry.residence === null) [entry.origin, entry.residence] = [part.value, part.value];
      else if (part.type === "residence" && entry.residence === null) entry.residence = part.value;
      else if (startsWithRole(apposition[1])) roles.push(apposition[1]);
      else break;
      rest = rest.slice(apposition[0].length);
    }
    entries.push({ ...entry, roles });
    const next = NEXT_PERSON.exec(rest);
    if (!next) break;
    at = sentence.length - rest.length + next[0].length;
  }
  return entries;
}

export function readNominal(sentence: string): NominalReading | null {
  if (!TRIGGER.test(sentence)) return null;
  const reading: NominalReading = { removed: [], added: [] };
  for (const match of sentence.matchAll(WITHDRAWN)) {
    // The right itself (`des pouvoirs`, `della firma`) is no kind of it.
    const signing = isBareSigning(match[1]) ? null : match[1];
    for (const entry of enumerated(sentence, match.index + match[0].length)) reading.removed.push({ ...entry, signing_authority: signing });
  }
  for (const match of sentence.matchAll(GRANTED)) {
    const signing = isBareSigning(match[1]) ? null : match[1];
    for (const entry of enumerated(sentence, match.index + match[0].length)) reading.added.push({ ...entry, signing_authority: signing });
  }
  for (const match of sentence.matchAll(CORRECTED)) {
    const entry = person(match[2].trim());
    if (!entry) continue;
    const role = match[1] !== undefined && startsWithRole(match[1]) ? [singularRole(match[1])] : [];
    reading.added.push({ ...entry, roles: role, previous: match[3].trim(), corrects: true });
  }
  return reading.removed.length + reading.added.length > 0 ? reading : null;
}
