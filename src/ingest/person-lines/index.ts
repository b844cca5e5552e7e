/**
 * The gazette person-line parser: from one notice text, the entries that leave and the entries that are
 * added or changed, in German, French and Italian. See test/fixtures/sogc/README.md for the decisions.
 */
import type { PersonEntry } from "../../domain/person-entry.js";
import { PersonLinesSchema, type ParsedEntry, type PersonLines } from "../parsed-person-lines.js";
import { lowerFirst, upperFirst } from "../../domain/text.js";
import { cleanGazetteText } from "../text-hygiene.js";
import { readList, type ListOptions } from "./entry-reader.js";
import { FIRM_NUMBER_IN_BRACKETS, isIdentity, isNameLike, PLURAL_SUBJECT, readPart, readSigning, REPLACED_VALUE_OPENER, splitRoles, splitRolePrefix, withoutShares } from "./parts.js";
import { BODY_LEFT, readProseSentence, readRepeatingClause, readSuccessorClause, replacedLeaving, withBracketsAsAppositions, withPredicateRepeated, withSameNamesMerged } from "./prose.js";
import { applyPronounClause, bareSigning, holdsRole, ITALIAN_PLURAL_VERBS, readPronounClause, type PronounClause } from "./general.js";
import { splitSentences, splitSentenceSpans, splitTopLevel, withoutFinalStop, type SentenceSpan } from "./sentences.js";
import { countNameMentions, namesPersons } from "./mentions.js";
import { rewriteSentence } from "./rewrites.js";
import { cutRepresentatives, mayNameRepresentative, withRepresentatives, type Representative } from "./representatives.js";
import { withNotice } from "./notice-context.js";
import { joinParticleNames } from "./particle-names.js";
import {
  ADDED_HEADINGS,
  BODY_HEADINGS,
  CORRECTION_HEADING,
  DEPARTURE_WORDS,
  FIRM_NOUNS,
  headingKey,
  LEADING_TITLES,
  LEGAL_FORM,
  nominativeOfGenitive,
  personHeadingKind,
  REMOVED_HEADINGS,
  roleOfHeading,
  singularRole,
  singularOfLeadingRole,
  startsWithRole,
  ALL_OF_THEM,
  alternation,
  escaped,
  SIGNATURES,
  SIGNING_ADVERB,
  verbPhrases,
  vocabularyCase,
  withoutDroppedModifiers,
  signingAsWritten,
} from "./vocabulary.js";

export type { ParsedEntry, PersonEntry, PersonLines };

interface Section {
  kind: "removed" | "added" | "correction";
  body: string;
  roles?: string[];
  signing?: string;
}

/**
 * A role heading written with its qualifier and a change word (`Mitglieder des Verwaltungsrates neu:`, `Nouveaux
 * membres du conseil:`): the singular of the role as written. Only short headings without a verb qualify.
 */
function roleOfPluralHeading(heading: string): string | undefined {
  // `Mitglieder des Verwaltungsrates sind neu:`: the verb before the change word says nothing more.
  const bare = withoutDroppedModifiers(heading.replace(/\s+(?:sind|ist)\s+(?:neu|nun)$/, "")).replace(/\s+(?:neu|nouveaux?|nouvelles?|nuov[oaie])$/i, "");
  // The first word's lookup first: the scan over every role form is dearer.
  if (!startsWithRole(bare) || singularOfLeadingRole(bare) === undefined || bare.split(" ").length > 6 || / (?:ist|sind|est|sont|è|sono|wurde|a|ont|mit|avec|con) /.test(` ${bare} `)) return undefined;
  return singularOfLeadingRole(bare);
}

/** A person named in a heading after its preposition (`… des pouvoirs de Favre Luc`, `… der Prokura von Meier Hans`). */
const NAMED_IN_HEADING = /\s(?:de|d['’]|von|di|del|della)\s*\p{Lu}\p{Ll}+,?\s+\p{Lu}/u;

/** A heading of persons entering a body (lower case, as `headingKey` writes it): the body's words are the group. */
const NEW_IN_BODY =
  /^(?:neue?[rn]?|nouvel(?:le)?s?|nouveaux?|nuov[oaie])\s+(?:im|in den|in die|in der|au|à la|à l'|dans le|dans la|nel|nella|nello|nell')\s*(.+?)(?:\s+(?:gewählt|eingetreten|nommée?s?|élue?s?|entrée?s?|elett[oaie]|nominat[oaie]|entrat[oaie]))?$/;

/** The section a sentence opens, if its text before the first colon is a person heading. */
function readHeading(sentence: string): Section | null {
  const colon = sentence.indexOf(":");
  if (colon < 0) return null;
  const heading = sentence.slice(0, colon).trim();
  const body = sentence.slice(colon + 1).trim();
  const key = headingKey(heading);
  if (REMOVED_HEADINGS.has(key)) return { kind: "removed", body };
  if (ADDED_HEADINGS.has(key)) return { kind: "added", body };
  if (CORRECTION_HEADING.test(heading)) return { kind: "correction", body };
  if (BODY_HEADINGS.has(key)) return { kind: "added", body, roles: [] };
  // `Neu im Verwaltungsrat:`, `Neu in den Vorstand gewählt:`, `Nouveaux au conseil d'administration:`, `Nuovo nel
  // consiglio di amministrazione:`: persons entering a body, as `In den Verwaltungsrat wurde gewählt:` (no role).
  const entering = NEW_IN_BODY.exec(key);
  if (entering && BODY_HEADINGS.has(entering[1])) return { kind: "added", body, roles: [] };
  // `Modification des pouvoirs de X: signature individuelle`: a heading that names its person is a nominal statement
  // (`readNominalChange`), not a heading over the persons after it.
  const person = NAMED_IN_HEADING.test(heading) ? undefined : personHeadingKind(key);
  if (person !== undefined) return { kind: person, body };
  // A signing kind as heading: `Kollektivprokura zu zweien: A, …; B, …`, `Signature individuelle: X, …`.
  const short = heading.length <= 80;
  if (short && SIGNING_KIND_HEADING.test(heading) && readSigning(heading) !== null) {
    // `Kollektivunterschrift zu zweien wurde erteilt an: A, …`: the verb of the grant before the colon is no part of it.
    // `Procura collettiva a due conferita a:`, `Procuration … conférée à:`: the participle without its auxiliary too.
    const kind = heading.replace(CONFERRED_AT_END, "").replace(CONFERRED_PARTICIPLE_AT_END, "").replace(CARRIED_AT_END, "");
    return { kind: "added", body, roles: [], signing: signingAsWritten(kind) };
  }
  // A signing verb before the list: `Neu zeichnen kollektiv zu zweien:`, `Signent désormais individuellement:`.
  const signs = short ? SIGNS_HEADING.exec(heading) : null;
  if (signs && (readSigning(signs[1]) !== null || SIGNING_ADVERB.test(signs[1]))) {
    return { kind: "added", body, roles: [], signing: signingAsWritten(signs[1]) };
  }
  // A role heading with a departure word: `Administrateurs sortants:`, `Ausgeschiedenes Mitglied:`, `Amministratore uscente:`.
  // `Administrateur(s) radié(s):`: the plural marks of the templates are no part of the words.
  const words = heading.replace(/\((?:e|s|es|n|en|i|e\/s)\)/g, "").split(/\s+/);
  // `Radiés:`, `Ausgeschieden:`, `Dimissionari:`: a departure word alone removes the persons after it.
  if (words.length === 1 && DEPARTURE_WORDS.has(words[0].toLowerCase())) return { kind: "removed", body };
  const departure = words.length <= 8 ? words.filter((word) => DEPARTURE_WORDS.has(word.toLowerCase())) : [];
  if (departure.length === 1) {
    const rest = words.filter((word) => !DEPARTURE_WORDS.has(word.toLowerCase())).join(" ");
    const left = roleOfHeading(headingKey(rest)) ?? roleOfPluralHeading(rest);
    if (left !== undefined) return { kind: "removed", body, roles: [vocabularyCase(left)] };
    // `Aus dem Verwaltungsrat ausgeschieden:`, `Ausgeschieden aus dem Stiftungsrat:`: a body left names no role (a
    // heading with an auxiliary, `Aus dem Vorstand sind ausgeschieden:`, is read as a verb heading).
    if (BODY_HEADINGS.has(headingKey(rest.replace(BODY_LEFT, "")))) return { kind: "removed", body };
  }
  // `Inscription de nouveaux administrateurs:`, `Nomina di un nuovo membro:`, `Démission des administrateurs:`: a nominal
  // opener before a role heading; the departure ones remove.
  const nominal = short ? NOMINAL_HEADING.exec(heading) : null;
  if (nominal) {
    const rest = heading.slice(nominal[0].length);
    // `Wahl eines neuen Mitglieds des Verwaltungsrates:`: a German genitive after the opener names the role too.
    const genitive = /\b(?:eines|des)\s/i.test(nominal[0]) ? nominativeOfGenitive(rest) : rest;
    const roles = rolesOfHeading(genitive);
    if (roles !== undefined) return { kind: NOMINAL_DEPARTURE.has(nominal[1].toLowerCase()) ? "removed" : "added", body, roles };
  }
  // `Associé(s) gérant(s):`: the heading without its plural marks.
  const role = roleOfHeading(key) ?? roleOfPluralHeading(heading) ?? (/\(/.test(heading) ? roleOfPluralHeading(key) : undefined);
  // `Soci e gerenti:`, `Associés et gérants:`: each role of a plural heading naming two in the singular.
  if (role !== undefined) return { kind: "added", body, roles: headingRoles(role) };
  // A role heading with the signing authority of all its entries: `Nouveaux administrateurs avec signature individuelle:`.
  const tail = / (?:avec|mit|con) /.exec(heading);
  const tailHeading = tail ? heading.slice(0, tail.index) : "";
  const tailRole = tail ? (roleOfHeading(headingKey(tailHeading)) ?? roleOfPluralHeading(tailHeading)) : undefined;
  if (tail && tailRole !== undefined) return { kind: "added", body, roles: [vocabularyCase(tailRole)], signing: heading.slice(tail.index + 1) };
  return short ? verbHeading(heading, body) : null;
}

/**
 * Whether every place a capitalised role is written around its entry (its evidence and the heading before it) opens a
 * sentence or follows a colon.
 */
function capitalisedByPosition(role: string, entry: ParsedEntry, text: string): boolean {
  if (!/^\p{Lu}/u.test(role)) return false;
  const from = Math.max(0, entry.evidence.start - 120);
  const around = text.slice(from, entry.evidence.end);
  const at = [...around.matchAll(new RegExp(`(?<![\\p{L}])(?:${escaped([role])})(?![\\p{L}])`, "gu"))].map((match) => match.index);
  return at.length > 0 && at.every((index) => (from === 0 && index === 0) || /[:.!?]\s*$/.test(around.slice(Math.max(0, index - 3), index)));
}

/** A role heading inside a section's body (`Président: X, …`), before the first comma of its chunk. */
const INNER_HEADING = /^([^,;:()]{2,60}):\s+(?=\S)/;

/** Each role a heading's role names, singular and as the vocabulary writes it (`Soci e gerenti` → `socio`, `gerente`). */
function headingRoles(role: string): string[] {
  return splitRoles(vocabularyCase(role)).map((one) => vocabularyCase(singularRole(one)));
}

/** The roles a heading of roles names (`Administrateur et président` → `administrateur`, `président`), or undefined. */
function rolesOfHeading(heading: string): string[] | undefined {
  const role = roleOfHeading(headingKey(heading)) ?? roleOfPluralHeading(heading);
  return role === undefined ? undefined : headingRoles(role);
}

/**
 * Role headings nested in a section (`Conseil d'administration: Président: X, …`, `Inscription: Administrateur et
 * président: X, …`, `Administrateurs: Président: A, …; Secrétaire: B, …`): one opening the body adds its roles to the
 * section's; several, one per `;` entry, each become an apposition of their entry (`A, président, …`).
 */
function withInnerRoleHeadings(section: Section): Section {
  if (!section.body.includes(":")) return section;
  const chunks = splitTopLevel(section.body, ";");
  const inner = chunks.map((chunk) => {
    const match = INNER_HEADING.exec(chunk.trim());
    const roles = match ? rolesOfHeading(match[1]) : undefined;
    return match && roles ? { roles, rest: chunk.trim().slice(match[0].length) } : null;
  });
  if (inner[0] === null || inner.every((one) => one === null)) return section;
  if (inner.slice(1).every((one) => one === null)) {
    const roles = [...(section.roles ?? []), ...inner[0].roles.filter((role) => !section.roles?.includes(role))];
    return { ...section, roles, body: [inner[0].rest, ...chunks.slice(1)].join(";") };
  }
  const body = chunks
    .map((chunk, index) => {
      const one = inner[index];
      if (one === null) return chunk;
      const [name, ...rest] = splitTopLevel(one.rest, ",");
      return ` ${[name.trim(), ...one.roles, ...rest.map((part) => part.trim())].join(", ")}`;
    })
    .join(";");
  return { ...section, roles: section.roles ?? [], body: body.trim() };
}

/** A verb of appointment before the list: `Sont nommés administrateurs avec …:`, `Sono stati nominati membri:`. */
const VERB_HEADING_FIRST = /^(?:(?:Sont|Ont été|Est|A été) (?:nommée?s?|élue?s?|désignée?s?)|(?:Sono stat[ie]|È stat[oa]|Sono|È) (?:nominat[oaie]|elett[oaie]|designat[oaie]))(?:\s+(.+))?$/;
/**
 * The German verb-final form: `Zu Direktoren mit Kollektivprokura zu zweien wurden ernannt:`; with the signing alone
 * (`Mit Kollektivprokura zu zweien wurden neu eingetragen:`), also before one person.
 */
const VERB_HEADING_LAST =
  /^(?:(?:Zu[mr]?|Als)\s+(.+?)|(mit\s.+?))\s+(?:wurden|wurde|sind|ist)\s+(?:neu\s+)?(?:ernannt|gewählt|bestellt|eingetragen)(?:\s+worden)?$/i;

/**
 * The German verb-second form with the copula, also before one person: `Neu ist Mitglied des Verwaltungsrates mit
 * Kollektivunterschrift zu zweien:`, `Neu sind Direktoren:`, `Ist neu Geschäftsführerin mit …:`.
 */
const VERB_HEADING_GERMAN_FIRST = /^(?:Neu\s+(?:ist|sind)|(?:Ist|Sind)\s+neu)\s+(.+)$/;

/**
 * A heading that is an appointment's verb with the role and signing of every entry after it: `Sont nommés gérants avec
 * procuration collective à deux: A, …; B, …`, `Zu Direktoren mit … wurden ernannt: A, …; B, …`, `Sono stati nominati
 * membri con …: A, …; B, …`. Read as a role heading, so every `;`-separated person of the list is read.
 */
function verbHeading(heading: string, body: string): Section | null {
  const germanFirst = VERB_HEADING_GERMAN_FIRST.exec(heading);
  const verb = VERB_HEADING_FIRST.exec(heading) ?? VERB_HEADING_LAST.exec(heading) ?? germanFirst;
  if (!verb || (!body.includes(";") && verb[2] === undefined && germanFirst === null)) return null;
  const rest = verb[1] ?? verb[2] ?? "";
  const tail = / ?(?:avec|mit|con) /i.exec(` ${rest}`);
  const named = (tail ? ` ${rest}`.slice(0, tail.index) : rest).trim();
  const signing = tail ? signingAsWritten(` ${rest}`.slice(tail.index + 1)) : undefined;
  if (named === "") return { kind: "added", body, roles: [], signing };
  const roles = rolesOfHeading(named);
  return roles === undefined ? null : { kind: "added", body, roles, signing };
}

/**
 * Whether a sentence after a section continues it: the old Fribourg style ends each entry with a full
 * stop (`Lehmann Marc, von Oberdiessbach, in Niederwangen b. Bern, mit Kollektivprokura zu zweien.`).
 * Only complete entries (name, origin or nationality, residence) without a verb qualify.
 */
function continuesSection(sentence: string): boolean {
  // A sentence with a finite verb is prose of its own (`… ont été nommés liquidateurs`), not the list's next entry.
  if (/ (?:ist|sind|est|sont|a été|ont été|è|sono|ha|hanno|zeichnet|zeichnen|signe|signent|wird|werden|wurde|wurden) /.test(sentence)) return false;
  return splitTopLevel(withoutFinalStop(sentence), ";").every((chunk) => {
    const [name = "", ...rest] = splitTopLevel(chunk, ",");
    const readings = rest.map((part) => readPart(part, null));
    if (!isNameLike(name) || readings.length === 0) return false;
    const identified =
      readings.some((r) => r.type === "origin" || r.type === "nationality" || r.type === "origin-and-residence") &&
      readings.some((r) => isIdentity(r) && r.type !== "origin" && r.type !== "nationality");
    // An entry that states no origin still continues the list when every part is a role or a signing authority.
    const described = readings.some((r) => r.type === "signing") && readings.every((r) => r.type === "signing" || r.type === "role");
    return identified || described;
  });
}

/** Narrows an entry's evidence from its sentence to its own part of a list: from its name to the next `;`. */
function locate(entries: PersonEntry[], sentence: SentenceSpan, source: string, narrow: boolean): ParsedEntry[] {
  let cursor = sentence.start;
  return entries.map((entry) => {
    const whole = { start: sentence.start, end: sentence.end };
    if (!narrow) return { ...entry, evidence: whole };
    const at = source.indexOf((entry.last_name ?? entry.name).split(/[ ,]/)[0], cursor);
    if (at < 0 || at >= sentence.end) return { ...entry, evidence: whole };
    const stop = source.indexOf(";", at);
    const end = stop < 0 || stop > sentence.end ? sentence.end : stop;
    cursor = at + 1;
    return { ...entry, evidence: { start: at, end } };
  });
}

/** A nominal opener and its preposition before a role heading (`Inscription de nouveaux …`, `Wahl eines neuen …`). */
const NOMINAL_HEADING = new RegExp(
  `^(${alternation(verbPhrases("nominal_openers"))})\\s+(?:(?:de la|de l['’]|des|de|d['’]|du|di|dei|degli|delle|della|del|von|der|des|eines|einer)(?:\\s+|(?<=['’])))?(?:(?:un|une|deux|trois|nouveaux|nouvelles|nouvel|nouveau|nouvelle|nuovi|nuove|nuovo|nuova|un nuovo|una nuova|neuen|neuer|neue)\\s+)*`,
  "i",
);
/** The nominal openers that state a departure (`Démission`, `Rücktritt`, `Dimissioni`). */
const NOMINAL_DEPARTURE = new Set(verbPhrases("nominal_departure").map((word) => word.toLowerCase()));

/** A body that opens with a nominal statement (`radiation de X`, `Rücktritt von X`, `nomina di X`). */
const NOMINAL_BODY = new RegExp(`^(?:${alternation(verbPhrases("nominal_openers"))})\\s+(?:de|d['’]|du|des|von|der|di|del|della|dello|dei)(?:\\s|(?<=['’]))`, "i");
/** A departure verb after a name and its apposition: the body under a body heading is a clause. */
const CLAUSE_UNDER_BODY = new RegExp(`^\\p{Lu}[^;]*?(?:^|\\s)(?:${alternation(verbPhrases("departure"))})(?=$|[\\s,.])`, "iu");
/** A replacement (`Organe de révision: X SA, à Y, est remplacée par Z SA, …`): the body under a role heading is a sentence too. */
const REPLACED_BY_IN_BODY = new RegExp(`\\s(?:${alternation(verbPhrases("replaced_by"))})\\s`, "i");
/**
 * A body under a role heading closed by the register's striking (`Organe de révision: X SA, à Y, est radiée`,
 * `Revisionsstelle: X AG, in Y, ist gelöscht`, `Ufficio di revisione: X SA, in Y, è stata cancellata`): the persons
 * before it leave that role. Alone in a sentence the predicate may be a signing's (`sa signature est radiée`), so only
 * here, after the heading's role and the names, is it a departure.
 */
const STRUCK_AT_END = new RegExp(`,?\\s+(?:${alternation(verbPhrases("struck"))})(?:\\s+(?:du registre du commerce|du registre|im Handelsregister|dal registro di commercio))?$`, "i");
/** A departure phrase: the body under a role heading is then a sentence (`Organe de révision: X, à Y, n'est plus inscrit`). */
const DEPARTS = new RegExp(`(?:^|\\s)(?:${alternation(verbPhrases("departure"))})(?=$|[\\s,.;])`, "i");
const CONFERRED_PARTICIPLE_AT_END = /,?\s+(?:conférée?s?\s+(?:à|aux?)|conferit[aoie]\s+(?:a|al|alla|ai|agli|alle)|erteilt\s+an)$/i;
/** `Kollektivunterschrift zu zweien führen:`, `Einzelunterschrift führt neu:`: the verb of the persons after the colon. */
const CARRIED_AT_END = /\s+(?:führen|führt|zeichnen|zeichnet|haben|hat|erhalten|erhält)(?:\s+(?:neu|nun|weiterhin))?$/;
const CONFERRED_AT_END = new RegExp(`,?\\s+(?:${alternation(verbPhrases("signature_conferred"))})$`, "i");
const SIGNING_KIND_HEADING = new RegExp(`^(?:${alternation(SIGNATURES.kinds.flatMap((kind) => [...kind.de, ...kind.fr, ...kind.it]))})(?:$|[\\s,])`, "i");
// `Es zeichnen kollektiv zu zweien:` opens with the expletive subject.
const SIGNS_HEADING = new RegExp(
  `^(?:Es\\s+)?(?:(?:${alternation(verbPhrases("change_markers"))})\\s+)?(?:${alternation(verbPhrases("signature_change"))})\\s+(?:(?:${alternation(verbPhrases("change_markers"))})\\s+)?(.+)$`,
  "i",
);
// Also in brackets: `X SA, à Y (en remplacement de Z SA)`.
const REPLACED_IN_LIST = new RegExp(
  `\\s*\\((?:${alternation(verbPhrases("replacement"))})(?:\\s+|(?<=['’]))[^()]*\\)|,?\\s+(?:${alternation(verbPhrases("replacement"))})(?:\\s+|(?<=['’]))[^;]*`,
  "gi",
);

/** A list without the firms or persons it names as replaced (`X SA, à Y, en remplacement de Z SA`). */
function withoutReplaced(body: string): string {
  return REPLACED_WORD.test(body) ? body.replace(REPLACED_IN_LIST, "") : body;
}
/** The words every replacement phrase has, tested first. */
const REPLACED_WORD = /remplacement|lieu et place|anstelle|an Stelle|sostituzione|al posto/i;
const REPLACED_PHRASE = new RegExp(`,?\\s+\\(?(?:${alternation(verbPhrases("replacement"))})(?:\\s+|(?<=['’]))`, "i");

/**
 * The persons a role heading's list names as replaced and leaving (`Gérant: X, …, en remplacement de Y, gérant
 * démissionnaire, dont les pouvoirs sont radiés`): removed with the heading's role, as the prose reader removes them
 * after its predicate. Without a departure word a person replaced is named for reference only, and a firm replaced
 * leaves (`replacedLeaving`).
 */
function replacedLeavingInList(body: string, roles: string[]): PersonEntry[] {
  const phrase = REPLACED_WORD.test(body) ? REPLACED_PHRASE.exec(body) : null;
  if (!phrase) return [];
  const end = body.indexOf(";", phrase.index);
  return replacedLeaving(body.slice(phrase.index + phrase[0].length, end < 0 ? undefined : end), roles);
}

const FIRM_NOUN_OPENING = new RegExp(`^(?:${FIRM_NOUNS})\\s+`, "i");

/** Whether a list opens with a name or a firm (`Dupont Jean, …`, `la société X SA`, `l'administrateur X`). */
function opensWithName(body: string): boolean {
  const first = withoutShares(splitTopLevel(splitTopLevel(body, ";")[0] ?? "", ",")[0] ?? "")
    .replace(/\s*\([^)]*\)/g, "")
    .replace(FIRM_NOUN_OPENING, "")
    .replace(LEADING_TITLES, "")
    // `Dupont Jean à Onex, président`: a residence written without the comma after the name.
    .replace(/\s+(?:à|au|in)\s+\p{Lu}.*$/u, "");
  return LEGAL_FORM.test(first) || isNameLike(splitRolePrefix(first).list.split(/ (?:et|und|e) /)[0] ?? "");
}

/** A pronoun sentence with a verb of keeping: `Il reste directeur`, `Er bleibt Mitglied`, `Rimane membro`. */
const KEPT_START = new RegExp(`^(?:\\p{L}+\\s+)?(?:${alternation(verbPhrases("kept_markers"))})\\s`, "iu");

const PAIR = /^(?:tous deux|toutes deux|tous les deux|toutes les deux|beide|entrambi|entrambe|tutti e due|tutte e due)\s/i;
const TRIPLE = /^(?:tous trois|toutes trois|alle drei|tutti e tre)\s/i;
// An Italian plural verb without pronoun (`Firmano collettivamente a due.`) is about all of them too, and so is each of
// them (`Chacun signe collectivement à deux`).
// Besides the plural subject pronouns (`PLURAL_SUBJECT`): `tous`, `chacun`, the plural possessives, `sie` before a plural
// verb.
const PLURAL_OPENING = new RegExp(
  `^(?:tous|alle|tutti|chacun|chacune|ciascuno|ciascuna|ognuno|leurs?|la loro|le loro|il loro|sie\\s+(?:zeichnen|führen|sind|werden)|${ITALIAN_PLURAL_VERBS.join("|")})\\s`,
  "i",
);
const isPluralOpening = (sentence: string) => PLURAL_SUBJECT.test(sentence) || PLURAL_OPENING.test(sentence);

/**
 * The persons a pronoun sentence is about: the last one, two or three added, all of the sentence before, or those of
 * them holding the role its subject names (`Le président signe individuellement.`).
 */
function pronounTargets(sentence: string, said: PronounClause, lastSentence: ParsedEntry[], added: ParsedEntry[], run: ParsedEntry[]): ParsedEntry[] {
  const holding = said.role !== undefined ? (lastSentence.length < 2 && run.length >= 2 ? run : lastSentence).filter((entry) => holdsRole(entry, said.role ?? "")) : [];
  if (holding.length > 0) return holding;
  if (bareSigning(sentence) !== null) return lastSentence; // `A e B sono nominati membri. Firma collettiva a due.`
  if (PAIR.test(sentence)) return added.length >= 2 ? added.slice(-2) : [];
  if (TRIPLE.test(sentence)) return added.length >= 3 ? added.slice(-3) : [];
  // `A … est nommé président. B … est nommée secrétaire. Ils signent collectivement à deux.`: a plural pronoun after
  // sentences of one person each is about the persons of those sentences.
  if (isPluralOpening(sentence) || said.plural === true) return lastSentence.length < 2 && run.length >= 2 ? run : lastSentence;
  return lastSentence.length > 0 ? [lastSentence[lastSentence.length - 1]] : [];
}

/**
 * A corrected name (`… dass die Gesellschafterin richtigerweise Y (und nicht Z) heisst`) is about a person the notice
 * may already have added under the right name: the correction's role and earlier name go to that entry.
 */
function withCorrectionsMerged(added: ParsedEntry[]): ParsedEntry[] {
  const out: ParsedEntry[] = [];
  for (const entry of added) {
    const corrects = (entry as ParsedEntry & { corrects?: boolean }).corrects === true;
    const same = corrects ? out.find((other) => other.name === entry.name && other.kind === entry.kind) : undefined;
    if (!same) {
      out.push(entry);
      continue;
    }
    same.roles.push(...entry.roles.filter((role) => !same.roles.includes(role)));
    same.previous ??= entry.previous;
  }
  return out;
}

/**
 * A person named without origin, nationality or residence whom another sentence of the notice names with them (`Kurek
 * Maciek a cédé 4 parts à Irribarra Simon, de Vernier, à Thônex. Associés-gérants: …, Irribarra Simon pour 4 parts …`):
 * the identity is the same person's.
 */
function identifyFromElsewhere(entry: ParsedEntry, text: string): void {
  if (entry.kind === "legal_entity") {
    identifyFirmFromElsewhere(entry, text);
    return;
  }
  if (entry.origin !== null || entry.nationality !== null || entry.residence !== null) return;
  if (entry.last_name === null || entry.first_name === null) return;
  // `Dupont Jean, de …` or, in the lists of the Zefix template, `Huber, Hans, von …`.
  for (const written of [`${entry.last_name} ${entry.first_name}`, `${entry.last_name}, ${entry.first_name}`]) {
    if (identifyFromWritten(entry, text, written)) return;
  }
}

/**
 * A firm named without its number or seat whom another sentence names with them (`X a cédé ses parts à Y SA
 * (CHE-…), à Z. Y SA est nouvelle associée gérante, …`): the number and seat are the same firm's.
 */
function identifyFirmFromElsewhere(entry: ParsedEntry, text: string): void {
  if (entry.identifier !== null || entry.residence !== null) return;
  for (let at = text.indexOf(entry.name); at >= 0; at = text.indexOf(entry.name, at + 1)) {
    if (at === entry.evidence.start) continue;
    const after = text.slice(at + entry.name.length, at + entry.name.length + 120);
    const number = /^\s*\(([^()]+)\)/.exec(after);
    const identifier = number ? (FIRM_NUMBER_IN_BRACKETS.exec(number[0])?.[1] ?? null) : null;
    const seatPart = /^,\s*([^,;.()]+(?:\([^()]*\))?)/.exec(after.slice(number?.[0].length ?? 0));
    const seat = seatPart ? readPart(seatPart[1].trim(), null) : null;
    const residence = seat?.type === "residence" ? seat.value : null;
    if (identifier === null && residence === null) continue;
    Object.assign(entry, { identifier, residence });
    return;
  }
}

/** Whether the text names the person as written with an origin or nationality and a residence; if so, takes them. */
function identifyFromWritten(entry: ParsedEntry, text: string, written: string): boolean {
  for (let at = text.indexOf(`${written}, `); at >= 0; at = text.indexOf(`${written}, `, at + 1)) {
    // The apposition ends with its clause or sentence, not at an abbreviation inside a place (`St. Gallen`, `a.A.`).
    const after = splitTopLevel(splitSentences(text.slice(at + written.length + 2, at + written.length + 200))[0] ?? "", ";")[0] ?? "";
    const parts = withoutFinalStop(after).split(/,\s*/).slice(0, 3);
    let origin: string | null = null;
    let nationality: string | null = null;
    let residence: string | null = null;
    for (const part of parts) {
      const reading = readPart(part, null);
      if (reading.type === "origin" && origin === null && residence === null) origin = reading.value;
      else if (reading.type === "nationality" && nationality === null && residence === null) nationality = reading.value;
      else if (reading.type === "origin-and-residence") [origin, residence] = [reading.value, reading.value];
      else if (reading.type === "residence" && residence === null) residence = reading.value;
      else break;
      if (residence !== null) break;
    }
    if (residence !== null && (origin !== null || nationality !== null)) {
      Object.assign(entry, { origin, nationality, residence });
      return true;
    }
  }
  return false;
}

const DECLARATION_WORD = /renon|verzicht|rinunc|déclaration|Erklärung|dichiarazione/i;
/** The stems every asset transfer has, tested first. */
const ASSET_TRANSFER_WORD = /passi|fusi|absorp|biens|patrimo|Vermögens|Spaltung|scissi|Geschäftsüb/i;
const ASSET_TRANSFER = new RegExp(`(?<![\\p{L}])(?:${alternation(verbPhrases("asset_transfers"))})(?![\\p{L}])`, "iu");
const OPTING_OUT = new RegExp(`(?:${alternation(verbPhrases("opting_out"))})`, "i");
// `au lieu d'individuellement`: elided before a vowel.
const INSTEAD_OF = new RegExp(`\\s+${REPLACED_VALUE_OPENER}(.+)$`, "i");

// `con firma individuale finora con firma collettiva a due`: the comma before the marker may be left out.
const PREVIOUS_AFTER_SIGNING = new RegExp(`,?\\s+(?:${alternation(verbPhrases("previous_markers"))})\\s+(.+)$`, "i");

/**
 * `signe désormais individuellement au lieu de collectivement à deux`, `… et non plus collectivement à deux`: the signing
 * after `au lieu de` is the earlier one; so are a role and a residence.
 */
function withEarlierSigning(entry: ParsedEntry): void {
  // `a été nommé administrateur, au lieu de directeur`: the role after `au lieu de` is the earlier one too.
  // `est désormais président, jusqu'ici vice-président`: so is a role after a marker of the earlier value.
  for (const [index, role] of entry.roles.entries()) {
    const marked = PREVIOUS_AFTER_SIGNING.exec(role);
    const was = INSTEAD_OF.exec(role) ?? (marked && startsWithRole(marked[1]) ? marked : null);
    if (!was || was.index === 0) continue;
    entry.roles[index] = role.slice(0, was.index).replace(/,$/, "");
    entry.previous ??= was[1];
  }
  // `signe désormais individuellement, jusqu'ici collectivement à deux`, `firma ora individualmente, finora …`: the
  // signing after a marker of the earlier value is the earlier one (with or without a comma before the marker).
  const was = entry.signing_authority !== null && entry.previous === null ? PREVIOUS_AFTER_SIGNING.exec(entry.signing_authority) : null;
  if (was && entry.signing_authority !== null && (readSigning(was[1]) !== null || startsWithRole(was[1]))) {
    entry.signing_authority = entry.signing_authority.slice(0, was.index);
    entry.previous = was[1];
  }
  // `est désormais domicilié à Morges et non plus à Lausanne`: so is a residence after `et non plus`, `au lieu de`.
  const residence = entry.residence;
  const movedFrom = residence !== null ? INSTEAD_OF.exec(residence) : null;
  if (movedFrom && movedFrom.index > 0 && residence !== null) {
    entry.residence = residence.slice(0, movedFrom.index).replace(/,$/, "");
    entry.previous ??= movedFrom[1];
  }
  const signing = entry.signing_authority;
  const instead = signing !== null ? INSTEAD_OF.exec(signing) : null;
  if (!instead || signing === null) return;
  entry.signing_authority = signing.slice(0, instead.index).replace(/,$/, "");
  entry.previous ??= instead[1];
}

const TRAILING_PARTICIPLE = new RegExp(`\\s+(?:${alternation(verbPhrases("trailing_participles"))})(?:\\s+worden)?$`);

/**
 * A role without the participle that closed its predicate (`Präsident gewählt` → `Präsident`; `Le mandat de l'organe de
 * révision a été confié à X` → `organe de révision`).
 */
function withoutTrailingParticiple(role: string): string {
  const participle = TRAILING_PARTICIPLE.exec(role);
  return participle && participle.index > 0 && startsWithRole(role.slice(0, participle.index)) ? role.slice(0, participle.index) : role;
}

/** A role without a departure word after it (`administrateur démissionnaire` → `administrateur`, `membro uscente`). */
function withoutDepartureWord(role: string): string {
  const words = role.split(" ");
  const last = words[words.length - 1]?.toLowerCase() ?? "";
  return words.length > 1 && DEPARTURE_WORDS.has(last) && startsWithRole(words.slice(0, -1).join(" ")) ? words.slice(0, -1).join(" ") : role;
}

/**
 * What may close a role or a signing without being part of it: that it is the person's too (`gérant lui aussi`, `de
 * même`, `ebenfalls`, `pure`), a term of office (`pour la durée de son mandat`, `für die Amtsdauer von …`, `per la
 * durata di …`) or the day it takes effect (`dès ce jour`, `dès le 1er mai`, `avec effet au …`, `à compter du …`, `mit
 * Wirkung ab …`, `ab dem …`, `con effetto dal …`, `a partire dal …`, `ce jour`).
 */
const CLOSING_ADJUNCT =
  new RegExp(
    `,?\\s+(?:(?:lui|elle|eux|elles) aussi|de même|ebenfalls|altresì|${ALL_OF_THEM}|(?:pour|für|per) (?:la|une|die|eine) (?:durée|Amtsdauer|durata)\\b.*|(?:dès|ab|dal|dalla) (?:le|la|l['’]|ce|cette|dem|der|il|oggi)\\b.*|(?:avec|mit|con) (?:effet|Wirkung|effetto)\\b.*|(?:à|a) (?:compter|partire|partir) d(?:u|e|es|al|alla|ella)?\\b.*|(?:(?:depuis|jusqu['’]à) )?ce jour|in data odierna)$`,
    "u",
  );

/** A role or signing without what closes it and is no part of it (CLOSING_ADJUNCT); a value that is nothing else stays. */
function withoutClosingAdjunct(value: string): string {
  const adjunct = CLOSING_ADJUNCT.exec(value);
  return adjunct && adjunct.index > 0 ? value.slice(0, adjunct.index) : value;
}

/** A plural role in the singular, and any other role as written (`vorsitzender Geschäftsführer` keeps its case). */
function singularOfPlural(role: string): string {
  const singular = singularRole(role);
  return singular.toLowerCase() === role.toLowerCase() ? role : singular;
}

/** An adjective of the earlier value before a role and a name (`Der bisherige Vizepräsident X`, `L'ancien secrétaire X`). */
const FORMER = "(?:bisherige[rn]?|frühere[rn]?|ehemalige[rn]?|ancien|ancienne|ex)";
const FORMER_WORD = new RegExp(`(?<![\\p{L}])${FORMER}\\s`, "iu");

/**
 * `Der bisherige Vizepräsident X, …, ist neu Präsident`, `L'ancien secrétaire X est nommé président`: the role the
 * subject names with an adjective of the earlier value is the earlier role, where the sentence states a new one.
 */
function withFormerRoleAsPrevious(entry: ParsedEntry, text: string): void {
  if (entry.roles.length < 2 || entry.previous !== null || entry.evidence === undefined) return;
  const sentence = text.slice(entry.evidence.start, entry.evidence.end);
  if (!FORMER_WORD.test(sentence)) return;
  const name = sentence.indexOf(entry.last_name ?? entry.name);
  const former = entry.roles.slice(0, -1).find((role) => {
    const at = new RegExp(`(?<![\\p{L}])${FORMER}\\s+(?:${alternation([role])})\\s`, "iu").exec(sentence);
    return at !== null && (name < 0 || at.index < name);
  });
  if (former === undefined) return;
  entry.roles = entry.roles.filter((role) => role !== former);
  entry.previous = former;
}

/**
 * A list under a heading that holds a second heading after a `;` (`Administrateurs: A, …; B, …; organe de révision: X
 * SA, à Y`): two sentences, each with its heading, so the second list's entries take the second heading's role.
 */
function withSecondHeadingsSplit(spans: SentenceSpan[]): SentenceSpan[] {
  const out: SentenceSpan[] = [];
  for (const span of spans) {
    const first = span.text.indexOf(":");
    if (first < 0 || span.text.indexOf(":", first + 1) < 0 || !span.text.includes(";") || readHeading(span.text) === null) {
      out.push(span);
      continue;
    }
    let rest = span;
    let at = first;
    for (;;) {
      const chunks = splitTopLevel(rest.text.slice(at + 1), ";");
      let offset = at + 1;
      let split = -1;
      for (const [index, chunk] of chunks.entries()) {
        if (index > 0 && chunk.includes(":")) {
          const heading = readHeading(chunk.trim());
          if (heading !== null && heading.body !== "" && opensWithName(withoutFinalStop(heading.body))) {
            split = rest.text.indexOf(chunk.trimStart(), offset);
            break;
          }
        }
        offset += chunk.length + 1;
      }
      if (split < 0) break;
      const head = rest.text.slice(0, split).replace(/[\s;]+$/, "");
      out.push({ start: rest.start, end: rest.start + head.length, text: head });
      const text = rest.text.slice(split);
      const tail = { start: rest.start + split, end: rest.end, text: upperFirst(text) };
      rest = tail;
      at = text.indexOf(":");
    }
    out.push(rest);
  }
  return out;
}

/** The one-word subject pronouns (`il`, `er`, `egli`, `tous`; verbs.json `subject_pronouns`), capitalised as at a sentence's start. */
const SUBJECT_PRONOUN = alternation(verbPhrases("subject_pronouns").filter((pronoun) => !/[\s']/.test(pronoun)).map(upperFirst));
/** A subject pronoun read as a name (`Il n'est plus associé` with nobody to refer to): no entry. */
const PRONOUN_NAME = new RegExp(`^(?:${SUBJECT_PRONOUN})$`);
function withoutPronounNames<T extends { removed: PersonEntry[]; added: PersonEntry[] }>(reading: T | null): T | null {
  if (reading === null) return null;
  return { ...reading, removed: reading.removed.filter((entry) => !PRONOUN_NAME.test(entry.name)), added: reading.added.filter((entry) => !PRONOUN_NAME.test(entry.name)) };
}
const PRONOUN_OPENING = new RegExp(`^(?:${SUBJECT_PRONOUN})\\s`);
/** A cession of shares or quotas (`X a cédé ses 20 parts à Y`, `X ha ceduto le sue quote a Y`). */
const CESSION = /\s(?:a|ont|ha|hanno)\s+(?:cédé|ceduto)\s/;

/** Sentences that gave entries, but fewer than the distinct persons they name (`countNameMentions`). */
function partlyParsed(spans: SentenceSpan[], lines: PersonLines): PersonLines["partly_parsed"] {
  const out: PersonLines["partly_parsed"] = [];
  const entries = [...lines.removed, ...lines.added];
  for (const span of spans) {
    const read = new Set(entries.filter((entry) => entry.evidence.start >= span.start && entry.evidence.start < span.end).map((entry) => entry.name)).size;
    if (read === 0) continue;
    const named = countNameMentions(span.text);
    if (named > read) out.push({ start: span.start, end: span.end, sentence: span.text, named, read });
  }
  return out;
}

/**
 * Reads the person sections and person sentences of one notice text, raw (with gazette markup, entities or
 * double-encoded UTF-8) or plain. Entries keep the order of the text; each carries its evidence. Sentences that name
 * persons but gave no entry are listed in `unparsed`.
 */
export function parsePersonLines(raw: string): PersonLines {
  const text = cleanGazetteText(raw);
  const names = joinParticleNames(text);
  const lines = names.restore(withNotice(names.text, () => readNotice(names.text)));
  // A person named twice in a notice (`… à X, qui devient associée. Gérante: X, précitée, …`) is one entry; merged once
  // the particle names are written back, so that every mention of `de Pury` reads alike.
  return { ...lines, removed: withSameNamesMerged(lines.removed), added: withSameNamesMerged(lines.added) };
}

function readNotice(text: string): PersonLines {
  const lines: PersonLines = { text, removed: [], added: [], unparsed: [], partly_parsed: [] };
  let open: { target: ParsedEntry[]; options: ListOptions } | null = null;
  let lastSentenceAdded: ParsedEntry[] = [];
  let lastSentenceRemoved: ParsedEntry[] = [];
  /** The persons added by the prose sentences just before, one after the other (a plural pronoun may be about them). */
  let run: ParsedEntry[] = [];
  /** A cession that gave no entry, which a pronoun's departure in the next sentence may complete. */
  let unreadCession: { span: SentenceSpan } | null = null;
  const spans = withSecondHeadingsSplit(splitSentenceSpans(text));
  const represented: { span: SentenceSpan; representatives: Representative[] }[] = [];
  spans.forEach((span, index) => {
    // A firm's representative is read apart from the firm and added beside it once the notice is read.
    const cut = mayNameRepresentative(span.text) ? cutRepresentatives(span.text) : null;
    if (cut && cut.representatives.length > 0) represented.push({ span, representatives: cut.representatives });
    const sentence = rewriteSentence(cut?.text ?? span.text);
    const heading = readHeading(sentence);
    const section = heading && heading.kind !== "correction" ? withInnerRoleHeadings(heading) : heading;
    if (section) {
      lastSentenceAdded = [];
      lastSentenceRemoved = [];
      run = [];
    }
    if (section) {
      const written = withoutFinalStop(section.body);
      const body = withoutReplaced(written);
      open = null;
      if (section.kind === "correction" && !isNameLike(splitTopLevel(body, ",")[0]?.replace(/\s*\([^)]*\)/g, "") ?? "")) return;
      if (section.kind === "added" && section.roles !== undefined && section.roles.length > 0) lines.removed.push(...locate(replacedLeavingInList(written, section.roles), span, text, false));
      const target = section.kind === "removed" ? lines.removed : lines.added;
      // Under a role heading the entries are prose-like lists (`Volet Vincent, secrétaire, Volet Laurent, tous deux à …`).
      const mode = section.roles ? "prose" : "section";
      const options: ListOptions = { mode, roles: section.roles, signing: section.signing };
      const struck = section.roles !== undefined && section.roles.length > 0 && section.kind !== "removed" ? STRUCK_AT_END.exec(body) : null;
      if (struck) {
        lines.removed.push(...locate(readList(body.slice(0, struck.index), options), span, text, true));
        return;
      }
      // `Organe de révision: X SA, à Y, n'est plus inscrite.`: a sentence under a role heading is read as prose; so is
      // one under a body heading that opens with a clause of its own (`Conseil d'administration: X n'est plus
      // président; il reste administrateur …`, `Verwaltungsrat: X ist nicht mehr Präsident; …`).
      const bodyClause = section.roles !== undefined && section.roles.length === 0 && section.kind === "added" && CLAUSE_UNDER_BODY.test(splitTopLevel(body, ";")[0] ?? "");
      // `Administration: radiation de X, président`, `Verwaltungsrat: Rücktritt von X`: a nominal statement under a heading.
      const nominal = NOMINAL_BODY.test(body);
      const prose =
        section.roles && (section.roles.length > 0 || bodyClause) && (DEPARTS.test(body) || REPLACED_BY_IN_BODY.test(body))
          ? readProseSentence(body.replace(FIRM_NOUN_OPENING, ""))
          : nominal && section.kind !== "correction"
            ? readProseSentence(upperFirst(body))
            : null;
      if (prose && prose.removed.length + prose.added.length > 0) {
        const headingRoles = section.roles ?? [];
        for (const entry of [...prose.removed, ...prose.added]) entry.roles = [...headingRoles, ...entry.roles.filter((r) => !headingRoles.includes(r))];
        lines.removed.push(...locate(prose.removed, span, text, false));
        const added = locate(prose.added, span, text, false);
        lines.added.push(...added);
        lastSentenceAdded = added;
        return;
      }
      // `Organe de révision: selon déclaration du …, il a été renoncé à un contrôle restreint`, `Revisionsstelle: Gemäss
      // Erklärung vom … wird auf eine eingeschränkte Revision verzichtet`: a role heading before no name names nobody.
      if (section.roles !== undefined && !opensWithName(body)) return;
      // `Administration: A, président, et B, secrétaire; C n'est plus administrateur`: a departure clause after the list
      // is a sentence of its own.
      const chunks = section.kind !== "removed" && body.includes(";") ? splitTopLevel(body, ";") : [];
      const departing = chunks.slice(1).filter((chunk) => {
        const verb = DEPARTS.exec(chunk);
        return verb !== null && isNameLike(splitTopLevel(chunk.slice(0, verb.index), ",")[0] ?? "");
      });
      const listed = departing.length > 0 ? chunks.filter((chunk) => !departing.includes(chunk)).join("; ") : body;
      for (const chunk of departing) {
        const said = readProseSentence(chunk);
        lines.removed.push(...locate(said?.removed ?? [], span, text, false));
        lines.added.push(...locate(said?.added ?? [], span, text, false));
      }
      // `Administration: A (président) et B (secrétaire), avec …`: roles in brackets are appositions in a list too.
      const entries = readList(mode === "prose" && listed.includes("(") ? withBracketsAsAppositions(listed) : listed, options);
      const located = locate(entries, span, text, true);
      target.push(...located);
      if (section.kind !== "removed") lastSentenceAdded = located;
      if (entries.length === 0 && namesPersons(body)) lines.unparsed.push({ ...span, sentence: span.text });
      open = { target, options };
      return;
    }
    if (open && continuesSection(sentence)) {
      open.target.push(...locate(readList(withoutFinalStop(sentence), open.options), span, text, true));
      return;
    }
    open = null;
    // `Selon déclaration de X, administrateur unique, …, la société renonce à un contrôle restreint`: an opting-out of the
    // audit or a declaration names its declarant, who is no change of the register's persons.
    if (DECLARATION_WORD.test(sentence) && OPTING_OUT.test(sentence) && !DEPARTS.test(sentence)) return;
    const bare = withoutFinalStop(sentence);
    // `X n'est plus administrateur. Il est remplacé par Y, …`, `Son successeur est Y`, `Al suo posto è stato nominato Y`:
    // a successor in a sentence of its own takes the roles of those the sentence before removed, as within a sentence.
    const successors = index > 0 && lastSentenceRemoved.length > 0 ? (readSuccessorClause(bare) ?? readSuccessorClause(lowerFirst(bare))) : null;
    if (successors) {
      const left = [...new Set(lastSentenceRemoved.flatMap((entry) => entry.roles))];
      for (const entry of successors) if (entry.roles.length === 0) entry.roles.push(...left);
      const added = locate(successors, span, text, false);
      lines.added.push(...added);
      lastSentenceAdded = added;
      lastSentenceRemoved = [];
      run = added;
      return;
    }
    const prose = withoutPronounNames(readProseSentence(bare));
    // `Les actifs et passifs de la société X SA, à Y (CHE-…), sont repris`, `Fusion`: a firm whose assets pass by a
    // merger or transfer is no officer; only the persons the sentence gives a role or signing are.
    if (prose && ASSET_TRANSFER_WORD.test(sentence) && ASSET_TRANSFER.test(sentence)) for (const side of [prose.removed, prose.added]) side.splice(0, side.length, ...side.filter((entry) => entry.roles.length > 0 || entry.signing_authority !== null));
    if (prose && prose.removed.length + prose.added.length > 0) {
      const removed = locate(prose.removed, span, text, false);
      lines.removed.push(...removed);
      const added = locate(prose.added, span, text, false);
      lines.added.push(...added);
      lastSentenceAdded = added;
      lastSentenceRemoved = removed;
      run = added.length > 0 ? [...run, ...added] : [];
      return;
    }
    // `A … est nommé directeur avec …. B, de Y, à Z, également.`: persons who repeat the sentence before.
    const repeated = index > 0 && lastSentenceAdded.length + lastSentenceRemoved.length > 0 ? readRepeatingClause(bare) : null;
    if (repeated) {
      const before = { removed: [...lastSentenceRemoved], added: [...lastSentenceAdded] };
      withPredicateRepeated(repeated, before);
      const added = locate(before.added.slice(lastSentenceAdded.length), span, text, false);
      lines.added.push(...added);
      lines.removed.push(...locate(before.removed.slice(lastSentenceRemoved.length), span, text, false));
      lastSentenceAdded = [...lastSentenceAdded, ...added];
      return;
    }
    // `… est nommé administrateur. Il signe individuellement.`, `Tous deux signent collectivement à deux.`: a sentence
    // whose subject is a pronoun completes the persons added just before.
    const said = index > 0 ? readPronounClause(bare) : null;
    // `X n'est plus administrateur. Il reste directeur …`: the kept role is stated of the person who left a role.
    if (said && said.roles.length > 0 && lastSentenceAdded.length === 0 && lastSentenceRemoved.length > 0 && KEPT_START.test(sentence)) {
      lastSentenceAdded = lastSentenceRemoved.map((entry) => ({ ...entry, roles: [], signing_authority: null, previous: null }));
      lines.added.push(...lastSentenceAdded);
    }
    const targets = said ? pronounTargets(bare, said, lastSentenceAdded, lines.added, run) : [];
    if (!said) run = [];
    // `X a cédé ses parts à Y, …. Il n'est plus associé gérant; …`: the pronoun is the cedent of the cession before,
    // read as one sentence (`X a cédé …; il n'est plus …`).
    const cession = targets.length === 0 && PRONOUN_OPENING.test(bare) ? unreadCession : null;
    const joined = cession ? withoutPronounNames(readProseSentence(withoutFinalStop(rewriteSentence(`${withoutFinalStop(cession.span.text)}; ${lowerFirst(span.text)}`)))) : null;
    if (cession && joined && joined.removed.length + joined.added.length > 0) {
      const both = { text: `${cession.span.text} ${span.text}`, start: cession.span.start, end: span.end };
      lines.removed.push(...locate(joined.removed, both, text, false));
      lines.added.push(...locate(joined.added, both, text, false));
      lines.unparsed = lines.unparsed.filter((unread) => unread.start !== cession.span.start);
      unreadCession = null;
      return;
    }
    if (said && targets.length > 0) applyPronounClause(said, targets);
    else if (index > 0 && namesPersons(sentence)) {
      lines.unparsed.push({ ...span, sentence: span.text });
    }
    unreadCession = CESSION.test(bare) ? { span } : null;
  });
  for (const { span, representatives } of represented) withRepresentatives(lines, text, span, representatives);
  lines.partly_parsed = partlyParsed(spans, lines);
  lines.added = withCorrectionsMerged(lines.added);
  for (const entry of lines.added) {
    identifyFromElsewhere(entry, text);
    withEarlierSigning(entry);
    withFormerRoleAsPrevious(entry, text);
  }
  // A role written once for several persons is each one's in the singular (`… en tant que vice-présidents`, `cessent
  // leurs fonctions d'administrateurs`): one person holds no plural role, whichever reader took it.
  // `Neu wurde X als Präsident gewählt, mit …`: the participle closing the predicate is no part of the role either.
  for (const entry of [...lines.removed, ...lines.added]) entry.roles = entry.roles.map((role) => singularOfPlural(withoutTrailingParticiple(role)));
  // `Inscription: Administrateur: X, …`: a role opening a sentence or following a colon has its capital from there, as a
  // heading has; it is written as the vocabulary writes it.
  for (const entry of [...lines.removed, ...lines.added]) entry.roles = entry.roles.map((role) => (capitalisedByPosition(role, entry, text) ? vocabularyCase(role) : role));
  // `X, administrateur démissionnaire, dont la signature est radiée`, `presidente dimissionario`: the word of the
  // departure is no part of the role the person leaves.
  for (const entry of lines.removed) entry.roles = entry.roles.map(withoutDepartureWord);
  // `gérant lui aussi`, `président pour la durée de son mandat`, `avec signature individuelle dès ce jour`: what closes a
  // role or a signing and says whose, how long or from when is no part of it; and a role kept and named again (`X,
  // administrateur, reste administrateur et devient président`) is one role.
  for (const entry of [...lines.removed, ...lines.added]) {
    entry.roles = [...new Set(entry.roles.map(withoutClosingAdjunct))];
    if (entry.signing_authority !== null) entry.signing_authority = withoutClosingAdjunct(entry.signing_authority);
  }
  return PersonLinesSchema.parse(lines);
}
