/**
 * Person statements written as sentences rather than lists: the prose of Vaud, Geneva and Neuchâtel
 * (`Signature collective à deux est conférée à …`, `X n'est plus administrateur; sa signature est radiée`)
 * and the German of the Fribourg register (`X, von Y, in Z, ist zum Mitglied der Geschäftsleitung mit
 * Kollektivunterschrift zu zweien ernannt worden`, `Die Kollektivprokura zu zweien von X ist erloschen`).
 * Each reader accepts one sentence shape and nothing near it; a sentence no reader accepts gives no entries.
 */
import type { PersonEntry } from "../person-entry.js";
import { listParts, readList, readParts, type Part } from "./entry-reader.js";
import { cleanRole, isNameLike, readPredicateTail, readSigning, splitRolePrefix } from "./parts.js";
import { alternation, isBareSigning, startsWithRole, verbPhrases, withoutDroppedModifiers } from "./vocabulary.js";
import { splitTopLevel } from "./sentences.js";
import { readGeneral, readPronounClause, withoutRepeatedPrepositions } from "./general.js";

export interface ProseReading {
  removed: PersonEntry[];
  added: PersonEntry[];
}

const added = (entries: PersonEntry[]): ProseReading | null => (entries.length > 0 ? { removed: [], added: entries } : null);
const removed = (entries: PersonEntry[]): ProseReading | null => (entries.length > 0 ? { removed: entries, added: [] } : null);

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Whether a list text starts with a name, the least a prose list must do. */
function startsWithName(list: string): boolean {
  const first = splitTopLevel(list, ",")[0] ?? "";
  return isNameLike(first.replace(/\s*\([^)]*\)/g, "").split(/ (?:et|und|e) /)[0] ?? "");
}

const CONFERRED = new RegExp(`^(.+?),? (?:${alternation(verbPhrases("signature_conferred"))}) (.+)$`);

/** `Signature collective à deux est conférée à A, de X, à Y, directeur.` (also `Procuration …`, `Firma … è conferita a`, `Kollektivprokura … wurde erteilt an`). */
function readConferred(sentence: string): ProseReading | null {
  const match = CONFERRED.exec(sentence);
  if (!match || readSigning(match[1]) === null || !startsWithName(match[2])) return null;
  return added(readList(withoutRepeatedPrepositions(match[2]), { mode: "prose", signing: lowerFirst(match[1]) }));
}

/** `A et B ne sont plus administrateurs; leur signature est radiée.` */
function readNoLongerFrench(sentence: string): ProseReading | null {
  const match =
    /^(.+?) (?:n['’]est|ne sont) plus ([^;]+?)(?:\s*[;,]\s*(?:sa|leur|ses|leurs) (?:signatures?|pouvoirs?|procurations?) (?:est|sont) radiée?s?)?$/.exec(
      sentence,
    );
  if (!match || !startsWithName(match[1])) return null;
  const plural = / ne sont plus /.test(sentence);
  const roles = /^inscrite?s?$/.test(match[2]) ? [] : cleanRole(match[2], plural);
  return removed(readList(match[1], { mode: "prose", roles }));
}

/** `X ist nicht mehr Mitglied der Geschäftsleitung, seine Unterschrift ist erloschen.` */
function readNoLongerGerman(sentence: string): ProseReading | null {
  const match =
    /^(.+?),? ist nicht mehr (.+?)(?:, (?:seine|ihre) (?:Unterschrift|Prokura|Zeichnungsberechtigung) ist erloschen)?$/.exec(sentence);
  if (!match || !startsWithName(match[1])) return null;
  return removed(readList(match[1], { mode: "prose", roles: cleanRole(match[2]) }));
}

/**
 * `X ist als Verwaltungsratsmitglied zurückgetreten, seine Unterschrift ist erloschen.`,
 * `A ist als R und B ist als S zurückgetreten, …`, `A, Präsident; B, Mitglied, sind zurückgetreten, …`.
 */
function readResigned(sentence: string): ProseReading | null {
  const body = sentence.replace(/, (?:seine|ihre) (?:Unterschrift|Unterschriften|Prokura) (?:ist|sind) erloschen$/, "");
  const match = /^(.+) zurückgetreten$/.exec(body);
  if (!match) return null;
  const entries: PersonEntry[] = [];
  if (/ ist als /.test(match[1])) {
    for (const piece of match[1].split(/ und (?=[^,;]*? ist als )/)) {
      const person = /^(.+?) ist als (.+)$/.exec(piece);
      if (!person || !startsWithName(person[1])) return null;
      entries.push(...readList(person[1], { mode: "prose", roles: cleanRole(person[2]) }));
    }
    return removed(entries);
  }
  const list = /^(.+?) (?:sind|ist)$/.exec(match[1]);
  if (!list || !startsWithName(list[1])) return null;
  return removed(readList(list[1], { mode: "prose" }));
}

const LAPSED = new RegExp(
  `^(?:Die|Der|La|Les|Le|Il|I) (.+?) (?:von|de|des|d['’]|di|del|della) ?(.+?) (?:${alternation(verbPhrases("signature_removed"))})$`,
);

/** `Die Kollektivprokura zu zweien von A und B ist erloschen.`, `La signature d'Abbet Pascal est radiée.`, `La firma di X è cancellata.` */
function readLapsedSignature(sentence: string): ProseReading | null {
  const match = LAPSED.exec(sentence);
  if (!match || readSigning(match[1]) === null || !startsWithName(match[2])) return null;
  // A bare `signature` / `Unterschrift` / `firma` is the signing right itself, not a kind of it; `procuration` is a kind (HRegV art. 118).
  const signing = isBareSigning(match[1]) ? undefined : match[1];
  const opener = /(?:von|de|des|d['’]|di|del|della) ?$/.exec(sentence.slice(0, sentence.lastIndexOf(match[2])))?.[0] ?? "";
  return removed(readList(withoutRepeatedPrepositions(match[2], opener.trim()), { mode: "prose", signing }));
}

/** `Die bisherige Revisionsstelle X, in Y, ist weggefallen.` */
function readFormerAuditor(sentence: string): ProseReading | null {
  const match = /^Die bisherige (Revisionsstelle|Kontrollstelle) (.+?),? ist (?:weggefallen|ausgeschieden)$/.exec(sentence);
  if (!match || !startsWithName(match[2])) return null;
  return removed(readList(match[2], { mode: "prose", roles: [match[1]] }));
}

/** `Für die Zweigniederlassung zeichnen mit Einzelunterschrift A, von X, in Y; mit Kollektivprokura zu zweien B, …` */
function readSignatoryGroups(sentence: string): ProseReading | null {
  const match = /^(?:Für die Zweigniederlassung )?zeichnen (mit .+)$/.exec(sentence);
  if (!match) return null;
  const entries: PersonEntry[] = [];
  for (const group of splitTopLevel(match[1], ";")) {
    const signed = /^(mit (?:Einzel|Kollektiv)\S*(?: zu zweien)?) (.+)$/.exec(group);
    if (!signed || !startsWithName(signed[2])) return null;
    entries.push(...readList(signed[2], { mode: "prose", signing: signed[1] }));
  }
  return added(entries);
}

const MOVED =
  /^(.+?),? (?:est (?:désormais|maintenant) (?:domiciliée? )?à|ist (?:jetzt|neu|nun) wohnhaft in|wohnt (?:jetzt|neu|nun) in) (.+)$/;

/** `X est désormais à Y.`, `A est maintenant domicilié à Y, et B est maintenant domicilié à Z.`, `X, (bisher), ist jetzt wohnhaft in Y.` */
function readMoved(sentence: string): ProseReading | null {
  const entries: PersonEntry[] = [];
  for (const clause of sentence.split(/, (?:et|und) (?=\p{Lu})/u)) {
    const match = MOVED.exec(clause);
    if (!match) return null;
    const person = match[1].replace(/,? bisher eingetragen\b/, "").replace(/\beingetragen (mit )/, "$1");
    if (!startsWithName(person)) return null;
    entries.push(...readParts([...listParts(person, "prose"), { text: `in ${match[2]}` }], { mode: "prose" }));
  }
  return added(entries);
}

const PREDICATES: { pattern: RegExp; restIsRole: boolean }[] = [
  { pattern: /^(.+?), (?:ist|wurde) zu[mr] (.+?) ernannt(?: worden)?$/, restIsRole: true },
  { pattern: /^(.+?), zeichne[tn] (?:neu )?(.+)$/, restIsRole: false },
  { pattern: /^(.+?), (?:ist|est|è) (?:nommée? )?(?!nicht |plus |als |jetzt |neu |zu[mr] |radiée?|dissoute?)(.+)$/, restIsRole: true },
];

/**
 * `X, von Y, in Z, ist zum Mitglied der Geschäftsleitung mit Kollektivunterschrift zu zweien ernannt worden.`,
 * `X, de Y, à Z, est membre … avec signature individuelle.`, `X, von Y, in Z, zeichnet mit Kollektivprokura zu zweien.`,
 * several such clauses joined by `;` with a shared `beide …`. Every person must be fully identified (origin or
 * nationality, and residence), which keeps sentences about the company itself out.
 */
function readPredicates(sentence: string): ProseReading | null {
  const parts: Part[] = [];
  for (const clause of splitTopLevel(sentence, ";")) {
    const predicate = PREDICATES.map(({ pattern, restIsRole }) => ({ match: pattern.exec(clause), restIsRole })).find(
      ({ match }) => match !== null,
    );
    if (!predicate?.match || !startsWithName(predicate.match[1])) return null;
    const rest = splitTopLevel(predicate.match[2], ",");
    const head = withoutDroppedModifiers(rest[0] ?? "");
    if (predicate.restIsRole && !startsWithRole(head) && readSigning(head) === null) return null;
    if (/\b(?:erloschen|zurückgetreten|gelöscht|radiée?s?|ernannt)\b/.test(predicate.match[2])) return null;
    parts.push(...listParts(predicate.match[1], "prose"));
    rest.forEach((text, index) => parts.push({ text, role: predicate.restIsRole && index === 0 }));
  }
  const entries = readParts(parts, { mode: "prose" });
  const identified = entries.every((entry) => entry.residence !== null && (entry.origin !== null || entry.nationality !== null));
  return identified ? added(entries) : null;
}

const SHARE_TRANSFER = new RegExp(`^(.+?) (?:${alternation(verbPhrases("share_transfer"))}) (.+)$`);

/** `leurs 20 parts de CHF 1'000 ont été cédées à X, de Y, à Z, nouvelle associée-gérante, avec signature individuelle`. */
function readShareTransfer(sentence: string): ProseReading | null {
  const match = SHARE_TRANSFER.exec(sentence);
  if (!match || !startsWithName(match[2])) return null;
  const entries = readList(match[2], { mode: "prose" });
  return entries.some((entry) => entry.roles.length > 0 || entry.signing_authority !== null) ? added(entries) : null;
}

const VERB = new RegExp(
  `(?:,\\s*|\\s)(${alternation([...verbPhrases("departure"), ...verbPhrases("appointment"), ...verbPhrases("signature_change")])})(?=\\s|$)`,
  "g",
);
/** A relative clause (`X, qui est nommé président, et Y …`): its verb is not the sentence's. */
const IN_RELATIVE = /^\s*(?:(?:et|und|e)\s+)?(?:qui|lequel|laquelle|lesquels|lesquelles|il quale|la quale|i quali|le quali|che|welche[rs]?|der|die)\s/;

/** The sentence's main verb: the first verb phrase outside a relative clause. */
function mainVerb(sentence: string): RegExpExecArray | null {
  for (const match of sentence.matchAll(VERB)) {
    // A verb right after a comma opens its own clause; otherwise the clause runs from the last comma.
    if (match[0].startsWith(",")) return match as RegExpExecArray;
    const clauseStart = sentence.lastIndexOf(",", match.index) + 1;
    if (!IN_RELATIVE.test(`${sentence.slice(clauseStart, match.index)} `)) return match as RegExpExecArray;
  }
  return null;
}
const SIGNING_VERB = new RegExp(`^(?:${alternation(verbPhrases("signature_change"))})$`);
const DEPARTURE = new RegExp(`^(?:${alternation(verbPhrases("departure"))})$`);
/**
 * The general person sentence: subject list, verb, predicate. `X, de Y, à Z, a été nommé administrateur avec signature
 * collective à deux`, `Les administrateurs A, B et C, jusqu'ici avec signature individuelle, signent désormais
 * collectivement à deux`, `X, jusqu'ici commissaire, est nommé liquidateur et continue de signer individuellement`,
 * `A, B ne sont plus associés ni gérants`, `X è dimissionario`. The subject's own parts (origin, residence, roles,
 * `jusqu'ici …`) are read as a prose list; the predicate's roles and signing authority go to every person of the subject.
 */
function readSubjectVerbPredicate(sentence: string): ProseReading | null {
  const verb = mainVerb(sentence);
  if (!verb) return null;
  const subject = sentence.slice(0, verb.index).trim();
  const predicate = sentence.slice(verb.index + verb[0].length).trim();
  if (splitTopLevel(predicate, ";").length > 1) return null; // several clauses: each is read on its own
  const { role, list } = splitRolePrefix(subject);
  if (!startsWithName(list)) return null;
  const plural = /\b(?:sont|ont|sind|sono|signent|continuent|zeichnen|firmano|deviennent|restent)\b/.test(verb[1]) || /^(?:Les|Die|I|Gli|Le)\b/.test(subject);
  const prefixRoles = role ? cleanRole(role, plural) : [];
  if (DEPARTURE.test(verb[1])) {
    const roles = predicate === "" ? [] : cleanRole(predicate.replace(/^(?:als|comme|come)\s+/, ""), plural);
    if (roles.some((r) => !startsWithRole(r))) return null;
    return removed(readList(list, { mode: "prose", roles: [...prefixRoles, ...roles] }));
  }
  // After a signing verb the predicate is the signing authority (`continue de signer collectivement à deux`).
  const tail = readPredicateTail(SIGNING_VERB.test(verb[1]) ? `${verb[1]} ${predicate}` : predicate, plural);
  if (!tail || (tail.roles.length === 0 && tail.signing === null)) return null;
  const entries = readList(list, { mode: "prose", roles: prefixRoles });
  for (const entry of entries) {
    entry.roles.push(...tail.roles);
    if (tail.signing !== null) entry.signing_authority = entry.signing_authority ? `${entry.signing_authority}, ${tail.signing}` : tail.signing;
  }
  return added(entries);
}

const READERS = [
  readConferred,
  readNoLongerFrench,
  readNoLongerGerman,
  readResigned,
  readLapsedSignature,
  readFormerAuditor,
  readSignatoryGroups,
  readMoved,
  readPredicates,
  readShareTransfer,
  readSubjectVerbPredicate,
  readGeneral,
];

/** Longer sentences are no person statements; the limit also bounds the readers' backtracking. */
const MAX_SENTENCE = 2000;

/** What one sentence (without its final stop) says about persons, or null when it is not a person statement this module reads. */
export function readProseSentence(sentence: string): ProseReading | null {
  if (sentence.length > MAX_SENTENCE) return null;
  // A clause with a pronoun subject (`…; il continue à signer collectivement à deux`) completes the persons read before it.
  const all = splitTopLevel(sentence, ";");
  const pronouns = all.map(readPronounClause);
  const clauses = all.filter((_, index) => pronouns[index] === null);
  const reading = readClauses(clauses.length === all.length ? sentence : clauses.join("; "), clauses);
  if (!reading) return null;
  // Only persons who stay are completed: after a departure (`X n'est plus directeur; il reste administrateur`) the
  // pronoun clause states a kept role, which a removed entry must not carry.
  const persons = reading.added;
  for (const said of pronouns) {
    if (said === null) continue;
    for (const entry of persons) {
      entry.roles.push(...said.roles.filter((role) => !entry.roles.includes(role)));
      if (said.signing !== null) entry.signing_authority = entry.signing_authority ? `${entry.signing_authority}, ${said.signing}` : said.signing;
    }
  }
  return reading;
}

function readClauses(sentence: string, clauses: string[]): ProseReading | null {
  const whole = readClause(sentence);
  // Clauses joined by `;` may each state their own change: `A ne sont plus associés; leurs parts ont été cédées à B, …`.
  // The reading that finds more persons wins; a whole-sentence reader that matched only the last clause loses.
  if (clauses.length < 2) return whole;
  const byClause: ProseReading = { removed: [], added: [] };
  for (const clause of clauses) {
    const part = readClause(clause);
    byClause.removed.push(...(part?.removed ?? []));
    byClause.added.push(...(part?.added ?? []));
  }
  const count = (reading: ProseReading | null) => (reading ? reading.removed.length + reading.added.length : 0);
  if (count(byClause) > count(whole)) return byClause;
  return whole;
}

function readClause(clause: string): ProseReading | null {
  for (const read of READERS) {
    const reading = read(clause);
    if (reading) return reading;
  }
  return null;
}
