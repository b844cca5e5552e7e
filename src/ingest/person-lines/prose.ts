/**
 * Person statements written as sentences rather than lists: the prose of Vaud, Geneva and Neuchâtel
 * (`Signature collective à deux est conférée à …`, `X n'est plus administrateur; sa signature est radiée`)
 * and the German of the Fribourg register (`X, von Y, in Z, ist zum Mitglied der Geschäftsleitung mit
 * Kollektivunterschrift zu zweien ernannt worden`, `Die Kollektivprokura zu zweien von X ist erloschen`).
 * Each reader accepts one sentence shape and nothing near it; a sentence no reader accepts gives no entries.
 */
import type { PersonEntry } from "../../domain/person-entry.js";
import { lowerFirst } from "../../domain/text.js";
import { listParts, readList, readParts, withoutWrongText, type Part } from "./entry-reader.js";
import { cleanRole, EARLIER_VALUE_OPENER, GLUED_SIGNING, isMarkedPart, isNameLike, readPredicateTail, readSigning, REPLACED_VALUE_OPENER, singularSigning, splitRolePrefix, withoutEffectDates } from "./parts.js";
import {
  ALL_OF_THEM,
  alternation,
  REPLACED_BY_WORD,
  FIRM_NOUNS,
  LEGAL_FORM,
  isBareSigning,
  nominativeAfterZum,
  nominativeOfGenitive,
  SIGNATURES,
  SIGNING_ADJECTIVE,
  SIGNING_ADVERB,
  singularRole,
  startsWithRole,
  verbPhrases,
  withoutDroppedModifiers,
  GERMAN_BODY_ENTRY_PARTICIPLES,
  GERMAN_MEMBER_BODIES,
  signingAsWritten,
} from "./vocabulary.js";
import { splitTopLevel } from "./sentences.js";
import { applyPronounClause, holdsRole, readGeneral, readPronounClause, withNewSigning, withoutRepeatedPrepositions } from "./general.js";
import { readNominal } from "./nominal.js";

export interface ProseReading {
  removed: PersonEntry[];
  added: PersonEntry[];
}

const added = (entries: PersonEntry[]): ProseReading | null => (entries.length > 0 ? { removed: [], added: entries } : null);
const removed = (entries: PersonEntry[]): ProseReading | null => (entries.length > 0 ? { removed: entries, added: [] } : null);

/** Whether a list text starts with a name, the least a prose list must do. */
function startsWithName(list: string, rolePrefix = false): boolean {
  // `à l'administrateur Dupont Jean`: a role with its article before the name is the person's.
  const written = splitTopLevel(list, ",")[0] ?? "";
  const first = rolePrefix ? splitRolePrefix(written).list : written;
  return isNameLike(first.replace(/\s*\([^)]*\)/g, "").split(/ (?:et|und|e) /)[0] ?? "");
}

const FIRM_NOUN_FIRST = new RegExp(`^(?:${FIRM_NOUNS})\\s+(?=\\p{Lu})`, "u");
/** A form of address after the conferral's preposition (`è conferita ai signori A e B`, `al signor X`): no part of the names. */
const ADDRESS_FIRST = /^(?:signori|signore|signor|signora|sig\.(?:ra)?|messieurs|mesdames|monsieur|madame)\s+(?=\p{Lu})/iu;
// `Kollektivunterschrift zu zweien wurde erteilt an: A, …, und B, …`: a colon may close the verb.
// `… è conferita all'amministratrice X`: no space after an elided article.
const CONFERRED = new RegExp(`^(.+?),? (${alternation(verbPhrases("signature_conferred"))}):?(?: |(?<=['’]))(.+)$`);

/** `Signature collective à deux est conférée à A, de X, à Y, directeur.` (also `Procuration …`, `Firma … è conferita a`, `Kollektivprokura … wurde erteilt an`). */
function readConferred(sentence: string): ProseReading | null {
  const match = CONFERRED.exec(sentence);
  if (!match) return null;
  // `… est conférée aux directeurs A et B`, `… au liquidateur X`: the article contracted into the preposition opens a role.
  const contracted = /(?:aux|agli|ai|alle|au|al|alla|all['’])$/.test(match[2]);
  const several = /(?:aux|agli|ai|alle)$/.test(match[2]);
  const prefix = contracted ? splitRolePrefix(`${several ? "les" : "le"} ${match[3]}`) : null;
  const roles = prefix?.role ? cleanRole(prefix.role, several) : [];
  // `… est conférée à la société X SA`: the noun before a firm's name is no part of the list.
  const persons = prefix?.role ? prefix.list : match[3].replace(FIRM_NOUN_FIRST, "").replace(ADDRESS_FIRST, "");
  // `La firma collettiva a due è conferita al direttore X`: the signing's article is no part of it.
  const kind = readSigning(match[1]) === null ? match[1].replace(/^(?:la|une|una)\s+/i, "") : match[1];
  if (readSigning(kind) === null || !startsWithName(persons, true)) return null;
  // `… est conférée à A, directeur, et procuration collective à deux à B`: a further signing with its own persons.
  const entries: PersonEntry[] = [];
  let signing = signingAsWritten(kind);
  let rest = persons;
  for (;;) {
    const further = [...rest.matchAll(FURTHER_GRANT)].find((m) => readSigning(m[2]) !== null);
    const list = further ? rest.slice(0, further.index) : rest;
    // `… au président A et au secrétaire B`: each person after a role contracted into the preposition has that role.
    for (const [index, segment] of roleSegments(list).entries()) {
      const own = index === 0 ? (entries.length === 0 ? roles : []) : segment.roles;
      entries.push(...readList(withoutRepeatedPrepositions(segment.list), { mode: "prose", signing, roles: own }));
    }
    if (!further) break;
    signing = signingAsWritten(further[2]);
    rest = rest.slice(further.index + further[0].length);
  }
  return added(entries);
}

/** `… et au secrétaire B`, `… e al direttore B`: a further person of a conferral named after a role contracted into the preposition. */
const ROLE_SEGMENT = /,?\s+(?:et|e)\s+(aux|au|à la|à l['’]|alla|alle|all['’]|agli|ai|al)\s*(?=\p{Ll})/gu;

function roleSegments(list: string): { roles: string[]; list: string }[] {
  const segments: { roles: string[]; list: string }[] = [];
  let from = 0;
  let roles: string[] = [];
  for (const match of list.matchAll(ROLE_SEGMENT)) {
    const several = /^(?:aux|ai|agli|alle)$/.test(match[1]);
    const prefix = splitRolePrefix(`${several ? "les" : "le"} ${list.slice(match.index + match[0].length)}`);
    if (!prefix.role || !startsWithName(prefix.list)) continue;
    segments.push({ roles, list: list.slice(from, match.index) });
    roles = cleanRole(prefix.role, several);
    from = list.length - prefix.list.length;
  }
  segments.push({ roles, list: list.slice(from) });
  return segments;
}

const REMOVED_FOR = new RegExp(
  `^(.+?),? (?:${alternation(verbPhrases("signature_removed"))}) (?:pour|en faveur de|für|zugunsten von|per|a favore di|in favore di) (.+)$`,
);

/** `Procuration collective à deux est radiée pour A et B.`, `Kollektivprokura ist erloschen für A.`: a signing removed, its persons after it. */
function readRemovedFor(sentence: string): ProseReading | null {
  const match = REMOVED_FOR.exec(sentence);
  // `Die Kollektivunterschrift zu zweien ist erloschen für A`: the article is no part of the kind.
  const written = match ? match[1].replace(/^(?:la|le|les|die|der|il)\s+/i, "") : "";
  if (!match || readSigning(written) === null || !startsWithName(match[2], true)) return null;
  const kind = signingAsWritten(written);
  return removed(readList(withoutRepeatedPrepositions(match[2]), { mode: "prose", signing: isBareSigning(kind) ? undefined : kind }));
}

/**
 * `…, et procuration collective à deux à B`, `… und Kollektivprokura an B`: another signing kind granted in the same
 * sentence, also with its own verb (`…; procuration collective à deux est conférée à B`).
 */
const FURTHER_GRANT = new RegExp(
  `(?:,?\\s+(et|und|e)|;)\\s+((?:la |une |die |eine )?[\\p{L}' ]+?)\\s+(?:(?:${alternation(verbPhrases("signature_conferred"))})|à|aux|an|a)\\s+(?=\\p{Lu})`,
  "gu",
);

/** `A et B ne sont plus administrateurs; leur signature est radiée.` */
function readNoLongerFrench(sentence: string): ProseReading | null {
  const match =
    /^(.+?) (?:n['’]est|ne sont) plus ([^;]+?)(?:\s*[;,]\s*(?:sa|leur|ses|leurs) (?:signatures?|pouvoirs?|procurations?) (?:est|sont) radiée?s?)?$/.exec(
      sentence,
    );
  if (!match || !startsWithName(match[1])) return null;
  // `X a cédé ses parts à Y, lequel devient …; X n'est plus associée`: a subject does not span a clause with a verb of its own.
  if (match[1].includes(";") && splitTopLevel(match[1], ";").slice(0, -1).some((clause) => CLAUSE_VERB.test(` ${clause} `))) return null;
  const plural = / ne sont plus /.test(sentence);
  return leavingAndKept(match[1], match[2], plural);
}

const CLAUSE_VERB = /\s(?:est|sont|a|ont|devient|deviennent|signe|signent)\s/;
const KEPT = new RegExp(`(?:^|[\\s,])(?:${alternation(verbPhrases("kept_markers"))})\\s`, "i");
const KEPT_RELATIVE = new RegExp(
  `,\\s*(?:qui|lequel|laquelle|der|die|welcher|welche|che|il quale|la quale)\\s+(${alternation(verbPhrases("kept_markers").filter((m) => !/\\s/.test(m)))})\\s+([^,;]+?)\\s*(?=,|$)`,
  "i",
);
const KEPT_SPLIT = new RegExp(`,?\\s+(?:${alternation(verbPhrases("kept_markers"))})\\s+(.+)$`, "i");

/**
 * The persons of a departure, with the roles they leave, and, when the predicate goes on with a kept role
 * (`n'est plus président, mais reste administrateur`, `ist nicht mehr Präsident, bleibt aber Mitglied`, `non è più
 * presidente ma rimane membro`), the same persons added with the role they keep.
 */
function leavingAndKept(written: string, stated: string, plural: boolean): ProseReading | null {
  // `A et B ne sont plus administrateurs, ainsi que C`: C leaves too.
  let { persons: also, predicate } = alsoAfterPredicate(stated, true);
  // `X, qui reste administrateur, n'est plus président`: the role kept stated in a relative clause of the subject.
  const relative = KEPT_RELATIVE.exec(written);
  const list = relative ? written.slice(0, relative.index) + written.slice(relative.index + relative[0].length) : written;
  if (relative) predicate = `${predicate}, ${relative[1]} ${relative[2]}`;
  const kept = KEPT_SPLIT.exec(predicate);
  const left = kept ? predicate.slice(0, kept.index) : predicate;
  const roles = ENTERED.test(left) ? [] : cleanRole(withoutRoleLeftIntroducer(left), plural);
  // Roles in the order written: a role in apposition to the name (`X, président, n'est plus administrateur`) first.
  // `Die Mitglieder A und B sowie der Direktor C sind nicht mehr eingetragen`: the last person has a role of their own.
  const alsoOwn = also.filter((entry) => entry.roles.length > 0);
  const alsoBare = also.filter((entry) => entry.roles.length === 0);
  const leaving = [...withRolesAfter([...subjectEntries(list, []), ...alsoBare], roles), ...alsoOwn];
  // `… mais président, avec signature collective à deux`: a signing after its comma is the kept role's.
  const keptTail = kept ? readPredicateTail(kept[1].replace(/^(?:als|comme|come|quale)\s+/, "").replace(/,\s+(?=(?:avec|mit|con|sans|ohne|senza)\s)/, " "), plural) : null;
  const keptRoles = keptTail?.roles ?? [];
  if (kept && keptRoles.length > 0 && keptRoles.every((role) => startsWithRole(role))) {
    const staying = readList(list, { mode: "prose", roles: keptRoles, signing: keptTail?.signing ?? undefined });
    // `X, administratrice, n'est plus présidente mais reste administratrice`: the role kept is the apposition's, once,
    // and no role left (as after `; il reste administrateur`).
    for (const person of staying) person.roles = [...new Set(person.roles)];
    for (const person of leaving) person.roles = person.roles.filter((role) => !keptRoles.includes(role));
    for (const person of also) staying.push({ ...person, roles: [...keptRoles], signing_authority: keptTail?.signing ?? null });
    return leaving.length > 0 ? { removed: leaving, added: staying } : null;
  }
  return removed(leaving);
}

/** `cessa dalla carica di presidente`, `si è ritirato da presidente`, `cesse ses fonctions de président` before a role kept: the role left after its introducer. */
const ROLE_LEFT_INTRODUCER = new RegExp(`^(?:${alternation(verbPhrases("role_introducers").filter((word) => !/^zu[mr]$/.test(word)))}|da|de|d['’])(?:\\s+|(?<=['’]))`);
function withoutRoleLeftIntroducer(text: string): string {
  const introducer = ROLE_LEFT_INTRODUCER.exec(text);
  return introducer && startsWithRole(text.slice(introducer[0].length)) ? text.slice(introducer[0].length) : text;
}

/**
 * A participle saying only that a person is entered (`ne sont plus inscrits`, `ist nicht mehr eingetragen`), or a phrase
 * saying only that a person holds office (`n'est plus en fonction`, `ist nicht mehr im Amt`, `non è più in carica`;
 * verbs.json `in_office`): no role is named, the person leaves.
 */
const ENTERED = new RegExp(`^(?:inscrite?s?|eingetragen|iscritt[oaie]|${alternation(verbPhrases("in_office"))})$`);

/** Adds the predicate's roles after those each entry has from the subject, in the order the sentence writes them. */
function withRolesAfter(entries: PersonEntry[], roles: string[]): PersonEntry[] {
  for (const entry of entries) entry.roles.push(...roles.filter((role) => !entry.roles.includes(role)));
  return entries;
}

/** `X ist nicht mehr Mitglied der Geschäftsleitung, seine Unterschrift ist erloschen.` */
function readNoLongerGerman(sentence: string): ProseReading | null {
  const match =
    /^(.+?),? ist nicht mehr (.+?)(?:, (?:seine|ihre) (?:Unterschrift|Prokura|Zeichnungsberechtigung) ist erloschen)?$/.exec(sentence);
  if (!match || !startsWithName(match[1])) return null;
  return leavingAndKept(match[1], match[2], false);
}

const KEPT_AFTER_PARTICIPLE = /,\s+bleibt (?:aber |jedoch )?(.+)$/;

/**
 * `X ist als Verwaltungsratsmitglied zurückgetreten, seine Unterschrift ist erloschen.`,
 * `A ist als R und B ist als S zurückgetreten, …`, `A, Präsident; B, Mitglied, sind zurückgetreten, …`.
 */
function readResigned(sentence: string): ProseReading | null {
  const signed = sentence.replace(/, (?:seine|ihre) (?:Unterschrift|Unterschriften|Prokura|Prokuren) (?:ist|sind) erloschen$/, "");
  // `X ist als Präsident zurückgetreten, bleibt aber Mitglied`: the role kept after the departure.
  const kept = signed.includes(" bleibt ") ? KEPT_AFTER_PARTICIPLE.exec(signed) : null;
  const body = kept ? signed.slice(0, kept.index) : signed;
  const match = /^(.+) (?:zurückgetreten|ausgeschieden|demissioniert)$/.exec(body);
  if (!match || (!/ zurückgetreten$/.test(body) && !/ (?:ist|hat) als /.test(match[1]))) return null;
  const entries: PersonEntry[] = [];
  // `X hat als Präsident demissioniert`: the perfect with `haben` names the role left as `ist als` does.
  if (/ (?:ist|hat) als /.test(match[1])) {
    for (const piece of match[1].split(/ und (?=[^,;]*? (?:ist|hat) als )/)) {
      const person = /^(.+?) (?:ist|hat) als (.+)$/.exec(piece);
      if (!person || !startsWithName(person[1])) return null;
      entries.push(...readList(person[1], { mode: "prose", roles: cleanRole(person[2]) }));
    }
    const staying = kept ? readPredicateTail(kept[1], false) : null;
    if (!staying || staying.roles.length === 0) return removed(entries);
    const added = entries.map((entry) => ({ ...entry, roles: [...staying.roles], signing_authority: staying.signing }));
    return { removed: entries, added };
  }
  // `A und B sind als Mitglieder der Geschäftsleitung zurückgetreten`: the plural role, each in the singular.
  const several = / sind als /.test(match[1]) ? /^(.+?) sind als (.+)$/.exec(match[1]) : null;
  if (several && startsWithName(several[1]) && startsWithRole(several[2])) return removed(readList(several[1], { mode: "prose", roles: cleanRole(several[2], true) }));
  const list = /^(.+?) (?:sind|ist)$/.exec(match[1]);
  if (!list || !startsWithName(list[1])) return null;
  return removed(readList(list[1], { mode: "prose" }));
}

const CONVERTED = /^(?:Die|Der|La|Le|Il) (.+?) (?:(?:von|de|des|der|di|del|della|conférée à|conferita a) |d['’])(.+?) (?:ist|wurde|est|a été|è|è stata) (?:in eine |in einen |in |en une |en |in una |in )(.+?) (?:umgewandelt|geändert|abgeändert)?(?: worden)?$|^(?:Die|Der|La|Le|Il) (.+?) (?:(?:von|de|des|di|del|della|conférée à|conferita a) |d['’])(.+?) (?:est|a été|è|è stata) (?:transformée?|modifiée?|convertie?|trasformata|modificata|convertita) (?:en une |en |in una |in )(.+)$/;

/**
 * A signing authority converted in place: `Die Kollektivunterschrift zu zweien von X ist in eine Einzelunterschrift
 * umgewandelt worden`, `La signature collective à deux de X est transformée en signature individuelle`, `La firma
 * collettiva a due di X è trasformata in firma individuale`, `La procuration … conférée à X est transformée en …`: the
 * new kind, the earlier one as previous.
 */
function readConverted(sentence: string): ProseReading | null {
  if (!/umgewandelt|geändert|transform|modifi|convert|trasformat/.test(sentence)) return null;
  const match = CONVERTED.exec(sentence);
  if (!match) return null;
  const [before, list, after] = match[1] !== undefined ? [match[1], match[2], match[3]] : [match[4], match[5], match[6]];
  const genitive = germanGenitiveRole(sentence, list);
  const persons = genitive?.list ?? list;
  if (readSigning(before) === null || readSigning(after.trim()) === null || !startsWithName(persons)) return null;
  const entries = readList(persons, { mode: "prose", signing: after.trim(), roles: genitive ? [genitive.role] : undefined });
  // `La signature de X est modifiée en signature individuelle`: the bare noun names no earlier kind.
  if (!isBareSigning(before)) for (const entry of entries) entry.previous = before;
  return added(entries);
}

const NOW_OF = new RegExp(
  `^(?:Die|Der|La|Le|Il) (.+?) (?:(?:von|de|des|der|di|del|della) |d['’])(.+?) (?:${alternation(verbPhrases("signing_kept_or_changed"))}) (.+)$`,
);

/**
 * A signing changed or kept, said of the noun with the persons after it: `La signature de X est désormais collective à
 * deux`, `Die Unterschrift von X lautet neu auf Einzelunterschrift`, `La firma di X è ora individuale`. The new kind as
 * written; a kind named before (`La signature collective à deux de X est désormais individuelle`) is the previous one.
 */
function readSigningNow(sentence: string): ProseReading | null {
  const match = NOW_OF.exec(sentence);
  if (!match) return null;
  const [, kind, named, value] = match;
  const genitive = germanGenitiveRole(sentence, named);
  const list = genitive?.list ?? named;
  if (readSigning(kind) === null || !startsWithName(list) || (!SIGNING_ADJECTIVE.test(value) && readSigning(value) === null)) return null;
  const opener = /(?:von|de|des|d['’]|di|del|della) ?$/.exec(sentence.slice(0, sentence.lastIndexOf(named)))?.[0] ?? "";
  const entries = readList(withoutRepeatedPrepositions(list, opener.trim()), { mode: "prose", signing: value, roles: genitive ? [genitive.role] : undefined });
  if (!isBareSigning(kind)) for (const entry of entries) entry.previous = kind;
  return added(entries);
}

const FIRM_OR_ARTICLE = String.raw`(?:(?:${FIRM_NOUNS}|die|der|la|le|il|l['’])\s*)?`;
const ROLE_IS = new RegExp(
  String.raw`^(?:[Nn]eue[rs]?|[Nn]ouvel(?:le)?|[Nn]ouveau|[Nn]uov[oa])\s+(.+?)\s+(?:ist|est|è)\s+(?:(?:neu|nun|désormais|maintenant|ora)\s+)?${FIRM_OR_ARTICLE}(?=\p{Lu})(.+)$` +
    String.raw`|^(.+?)\s+(?:ist|est|è)\s+(?:neu|nun|désormais|maintenant|ora)\s+${FIRM_OR_ARTICLE}(?=\p{Lu})(.+)$`,
  "u",
);

/**
 * A role named first, its holder after the copula: `neue Revisionsstelle ist die X AG, in Y`, `Revisionsstelle ist neu
 * die X AG`, `nouvel organe de révision est la société X SA`, `nuovo ufficio di revisione è Y SA`; also after a
 * correction's `ist wie folgt berichtigt:`. A `(und nicht Z)` after the holder is the earlier one.
 */
function readRoleIs(sentence: string): ProseReading | null {
  if (!/ (?:ist|est|è) /.test(sentence)) return null;
  const text = CORRECTION_LEAD.test(sentence) ? sentence.replace(CORRECTION_LEAD, "") : sentence;
  const match = ROLE_IS.exec(text);
  if (!match) return null;
  const [named, list] = match[1] !== undefined ? [match[1], match[2]] : [match[3], match[4]];
  // `Neuer Präsident mit Einzelunterschrift ist X`: the signing written with the role is the holder's.
  const glued = GLUED_SIGNING.exec(named);
  const role = glued ? named.slice(0, glued.index) : named;
  if (!startsWithRole(role) || role.split(" ").length > 6 || !startsWithName(list.replace(FIRM_NOUN_START, ""))) return null;
  // `Presidente del consiglio di amministrazione è ora X`: a French or Italian role opening the sentence is written
  // capitalised only for the sentence's sake (German nouns keep their capital).
  const written = / (?:est|è) /.test(text) ? lowerFirst(role) : role;
  return added(readList(list.replace(FIRM_NOUN_START, ""), { mode: "prose", roles: [withoutDroppedModifiers(written)], signing: glued?.[1] }));
}
const CORRECTION_LEAD = /^.*(?:ist wie folgt berichtigt|est rectifiée? comme suit|è rettificat[ao] come segue):\s*/;
const FIRM_NOUN_START = new RegExp(`^(?:${FIRM_NOUNS})\\s+`);

const LAPSED = new RegExp(
  `^(?:Die|Der|La|Les|Le|Il|I) (.+?) (?:(?:(?:conférée?s?|conferit[ao]|conferite|erteilt) (?:à|aux|a|an)|von|de|des|di|del|della) |d['’])(.+?) (?:${alternation(verbPhrases("signature_removed"))})$`,
);

/** The German participle before the noun: `Die an A erteilte Kollektivprokura ist erloschen` (person, then signing). */
const LAPSED_PRENOMINAL = new RegExp(`^(?:Die|Der|Das) an (.+?) erteilten? (.+?) (?:${alternation(verbPhrases("signature_removed"))})$`);

/** `Die Kollektivprokura zu zweien von A und B ist erloschen.`, `La signature d'Abbet Pascal est radiée.`, `La firma di X è cancellata.` */
function readLapsedSignature(sentence: string): ProseReading | null {
  const prenominal = LAPSED_PRENOMINAL.exec(sentence);
  const lapsed = prenominal ? null : LAPSED.exec(sentence);
  const [kind, named] = prenominal ? [prenominal[2], prenominal[1]] : lapsed ? [lapsed[1], lapsed[2]] : ["", ""];
  // `Les pouvoirs de la société X SA, liquidatrice, sont radiés`: the firm's noun is no part of its name.
  const written = named.replace(FIRM_NOUN_START, "");
  // `La firma del direttore X è cancellata`: the person's role after the contracted article.
  const prefix = /^\p{Ll}/u.test(written) ? splitRolePrefix(/^(?:l['’]|la |le |les )/.test(written) ? written : `le ${written}`) : germanGenitiveRole(sentence, written);
  const list = prefix?.role ? prefix.list : written;
  if (list === "" || readSigning(kind) === null || !startsWithName(list)) return null;
  // A bare `signature` / `Unterschrift` / `firma` is the signing right itself, not a kind of it; `procuration` is a kind (HRegV art. 118).
  const signing = isBareSigning(kind) ? undefined : singularSigning(kind);
  const opener = /(?:von|de|des|d['’]|di|del|della) ?$/.exec(sentence.slice(0, sentence.lastIndexOf(list)))?.[0] ?? "";
  const roles = prefix?.role ? cleanRole(prefix.role) : undefined;
  return removed(readList(withoutRepeatedPrepositions(list, opener.trim()), { mode: "prose", signing, roles }));
}

/**
 * `Die Unterschrift des Liquidators Graf Peter ist erloschen`, `… der Präsidentin X`: a German role in the genitive
 * before the name, entered in the nominative.
 */
function germanGenitiveRole(sentence: string, named: string): { role: string; list: string } | null {
  const [word = "", ...rest] = named.split(" ");
  if (rest.length < 2 || !/^\p{Lu}/u.test(word) || (!sentence.includes(` des ${word} `) && !sentence.includes(` der ${word} `))) return null;
  const role = nominativeOfGenitive(word);
  return startsWithRole(role) && !startsWithRole(rest[0]) ? { role, list: rest.join(" ") } : null;
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

/** The residence-change phrases without a finite verb (`désormais à`, `neu in`, `ora a`): a list part's, not a predicate. */
const MOVED_APPOSITION = /^(?:maintenant|désormais|nouvellement|actuellement|dorénavant|nun|neu|jetzt|ora|attualmente)\s/;
/**
 * A change of residence as the sentence's predicate (verbs.json `residence_change`, those with a finite verb: `est
 * désormais domicilié à`, `réside désormais à`, `wohnt neu in`, `hat seinen Wohnsitz nach … verlegt`, `risiede ora a`),
 * the phrase's preposition read apart so that a contracted one gives the place's article (`au Locle`); the place left
 * (`a transféré son domicile de Nyon à Vevey`) is named for reference only.
 */
const MOVED = new RegExp(
  `^(.+?),? (?:${alternation([...new Set(verbPhrases("residence_change").filter((phrase) => !MOVED_APPOSITION.test(phrase)).map((phrase) => phrase.replace(/ (?:à|au|in|a|nach)$/, "")))])})(?: (?:de|du|des|von|da|dal|dalla) \\p{Lu}[^,]*?| d['’]\\p{Lu}[^,]*?)? (à|au|aux|in|a|ad|nach) (.+?)(?: verlegt)?$`,
  "u",
);
/**
 * The earlier residence written with the move, after the new place (`à Y, jusqu'ici à Z`, `à Y (précédemment à Z)`,
 * `in Y, bisher in Z`) or before the predicate (`X, domicilié jusqu'ici à Z, est désormais …`): the previous value, the
 * marker's inner text as a bracket's is.
 */
const EARLIER_PLACE_AFTER = /^(.+?)(?:,\s*|\s*\(\s*)(?:jusqu['’]ici|précédemment|auparavant|bisher|finora|precedentemente)\s*:?\s*((?:à|au|aux|in|a|nach)\s+[^()]+?)\)?$/u;
const EARLIER_PLACE_BEFORE = /,\s*(?:(?:domicilié(?:e|s|es)?|wohnhaft|domiciliat[oaie])\s+)?(?:jusqu['’]ici|précédemment|bisher|finora)\s+((?:à|au|aux|in|a)\s+[^,]+?)(?=,|$)/u;
const ORIGIN_WORD = /originair|bourgeois|Bürger|heimatberechtigt|originari|attinent|patrizi|(?:ist|sind) (?:jetzt|neu|nun) von /;
/** Swiss nationality named before the new place of origin of a naturalised person (`de nationalité suisse et originaire de`). */
const NOW_SWISS = "(?:(?:de nationalité suisse|citoyenne? suisse|Schweizer(?:in)?|Schweizer Staatsangehörige?r?|Schweizer Bürger(?:in)?|cittadin[oa] svizzer[oa]|di nazionalità svizzera)(?:,| et| und| e)?\\s+)?";
/**
 * `X est désormais originaire de Y`, `X ist neu Bürger von Y`, `X è ora attinente di Y`, `X ist neu von Y und Z`, and
 * after a naturalisation `X est désormais de nationalité suisse et originaire de Y`: a change of the place of origin.
 */
const ORIGIN_NOW = new RegExp(
  `^(.+?),? (?:est|sont|ist|sind|è|sono) (?:désormais|maintenant|nouvellement|jetzt|neu|nun|ora) ${NOW_SWISS}(${alternation([...verbPhrases("origin_introducers"), "von"])})(?:\\s+|(?<=['’]))(\\p{Lu}.*)$`,
  "u",
);

/** `X est désormais à Y.`, `A est maintenant domicilié à Y, et B est maintenant domicilié à Z.`, `X, (bisher), ist jetzt wohnhaft in Y.` */
function readMoved(sentence: string): ProseReading | null {
  const origin = ORIGIN_WORD.test(sentence) ? ORIGIN_NOW.exec(sentence) : null;
  if (origin) {
    if (!startsWithName(origin[1], true)) return null;
    const { role, list } = splitRolePrefix(origin[1]);
    const persons = readParts(listParts(list, "prose"), { mode: "prose", roles: role ? cleanRole(role) : undefined });
    // French contracts the article of `Le Locle` and `Les Bois`: `originaire du Locle`, `originaire des Bois`.
    const place = /\sdu$/.test(origin[2]) ? `Le ${origin[3]}` : /\sdes$/.test(origin[2]) ? `Les ${origin[3]}` : origin[3];
    // A Swiss place of origin ends a foreign nationality the apposition gave (`X, de nationalité française, …`).
    for (const entry of persons) Object.assign(entry, { origin: place, nationality: null });
    return added(persons);
  }
  const entries: PersonEntry[] = [];
  // `A est maintenant domicilié à Y, et B est maintenant domicilié à Z`: a clause each; `A, de X, à Y, et B, de X, à Z,
  // sont désormais domiciliés à W`: one clause, whose persons were at Y and Z before.
  const pieces = sentence.split(/, (?:et|und) (?=\p{Lu})/u);
  let matches: RegExpExecArray[] = [];
  for (const piece of pieces) {
    const match = MOVED.exec(piece);
    if (!match) break;
    matches.push(match);
  }
  if (matches.length < pieces.length) {
    const whole = pieces.length > 1 ? MOVED.exec(sentence) : null;
    if (!whole) return null;
    matches = [whole];
  }
  for (const [index, match] of matches.entries()) {
    const clause = matches.length === pieces.length ? pieces[index] : sentence;
    const earlierBefore = EARLIER_PLACE_BEFORE.exec(match[1]);
    const written = match[1].replace(EARLIER_PLACE_BEFORE, "").replace(/,? bisher eingetragen\b/, "").replace(/\beingetragen (mit )/, "$1");
    if (!startsWithName(written, true)) return null;
    // `Le directeur X est désormais domicilié à Y`: a role with its article before the name is the person's.
    const { role, list: person } = splitRolePrefix(written);
    const plural = /^(?:sont|sind|sono)\b/.test(clause.slice(match[1].length).trim());
    // `A et B sont désormais domiciliés à Y`: the new residence is every person's.
    // `… est désormais domicilié à Y et signe collectivement à deux`: the predicate goes on after the new residence.
    const more = /\s+(?:et|und|e)\s+(?=\p{Ll})/u.exec(match[3]);
    const tail = more ? readPredicateTail(match[3].slice(more.index + more[0].length), plural) : null;
    const moved = tail && (tail.roles.length > 0 || tail.signing !== null) && more ? match[3].slice(0, more.index) : match[3];
    const earlierAfter = EARLIER_PLACE_AFTER.exec(moved);
    const written3 = earlierAfter ? earlierAfter[1] : moved;
    const earlier = earlierAfter?.[2] ?? earlierBefore?.[1] ?? null;
    const place = match[2] === "au" ? `Le ${written3}` : match[2] === "aux" ? `Les ${written3}` : written3;
    const persons = readParts(listParts(person, "prose"), { mode: "prose", roles: role ? cleanRole(role, plural) : undefined });
    for (const entry of persons) {
      entry.residence = place;
      if (earlier !== null) entry.previous = earlier;
      if (moved === match[3] || !tail) continue;
      entry.roles.push(...tail.roles.filter((r) => !entry.roles.includes(r)));
      if (tail.signing !== null) entry.signing_authority = tail.signing;
    }
    entries.push(...persons);
  }
  return added(entries);
}

/** A word every name-change shape has, tested first because the shapes scan the whole sentence. */
const RENAMED_WORD = /\b(?:nom|nomme|appelle|Name|Namen|Namens|Familienname|Familiennamen|heisst|heißt|nome|cognome|chiama|Namensänderung)\b/;
const RENAMED = [
  // `Le nom (de famille) de X est désormais Y`, `Der Familienname von X lautet neu Y`, `Il cognome di X è ora Y`.
  new RegExp(`^(?:${alternation(verbPhrases("name_of"))}) (.+?) (?:est désormais|est maintenant|lautet (?:neu|nun|jetzt)|è ora) (.+)$`),
  // The nominal style: `Changement de nom de l'associée X, désormais Y`, `Namensänderung von X: neu Y`, `Cambiamento di nome di X, ora Y`.
  new RegExp(`^(?:${alternation(verbPhrases("nominal_name_change"))})\\s*(.+?)[,:] (?:${alternation([...verbPhrases("change_markers"), "nuovo nome", "nouveau nom", "neuer Name"])}):? (.+)$`),
  // `X, de A, à B, s'appelle désormais Y`, `X heisst neu Y`, `X ha assunto il cognome Y` (verbs.json `name_change`).
  new RegExp(`^(.+?),? (?:${alternation(verbPhrases("name_change"))}) (.+)$`),
];

/** A move written after a new name (`… et est domiciliée à Milvignes`, `… und wohnt neu in Thun`, `… e è domiciliata a Locarno`). */
const RENAMED_AND_MOVED = /\s+(?:et|und|e)\s+(?:(?:est|ist|è)\s+(?:(?:désormais|maintenant|neu|jetzt|ora)\s+)?(?:domicilié|domiciliée|wohnhaft|domiciliat[oa])|wohnt\s+(?:(?:neu|jetzt|nun)\s+)?)\s*(?:à|in|a)\s+(\p{Lu}.*)$/u;

/**
 * A change of name: `Le nom de X est désormais Y`, `X, de A, à B, se nomme désormais Y`, `X heisst neu Y`. The person
 * under the new name, with the earlier name as written as `previous`. A new family name alone (`porte désormais le nom
 * de Favre`, `ha assunto il cognome Bianchi`) keeps the given names.
 */
function readRenamed(sentence: string): ProseReading | null {
  if (!RENAMED_WORD.test(sentence)) return null;
  for (const pattern of RENAMED) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    // `de l'associée X`: a role with its article before the earlier name is the person's.
    const { role, list } = splitRolePrefix(match[1].replace(/^(?:de la|de l['’]|du|des|von|di|del|della|dell['’])\s*/, ""));
    if (role !== null) match[1] = list;
    // `… porte désormais le nom de Y et est domiciliée à Z`: the new residence after the new name.
    const moved = RENAMED_AND_MOVED.exec(match[2]);
    if (moved) match[2] = match[2].slice(0, moved.index);
    if (!startsWithName(match[1]) || !isNameLike(match[2])) continue;
    const [old] = readList(match[1], { mode: "prose", roles: role !== null ? cleanRole(role) : undefined });
    const [renamed] = readList(match[2], { mode: "prose" });
    if (!old || !renamed) continue;
    // The earlier name as written: its first part, or its first two where a comma parts the family and given names.
    const written = splitTopLevel(match[1], ",").map((part) => part.trim());
    const previous = written.length > 1 && written[1] === old.first_name ? `${written[0]}, ${written[1]}` : (written[0] ?? match[1]);
    // One capitalised word after a person's name is read as a firm's name; here it is the person's new family name.
    const familyOnly = old.kind === "natural_person" && old.first_name !== null && renamed.first_name === null && /^\p{Lu}[\p{L}'’-]+$/u.test(renamed.name);
    const name = familyOnly
      ? { name: `${old.first_name} ${renamed.name}`, last_name: renamed.name, first_name: old.first_name }
      : { name: renamed.name, last_name: renamed.last_name, first_name: renamed.first_name };
    return added([{ ...old, kind: familyOnly ? old.kind : renamed.kind, ...name, previous, ...(moved ? { residence: moved[1] } : {}) }]);
  }
  return null;
}

const PREDICATES: { pattern: RegExp; restIsRole: boolean; zum?: boolean }[] = [
  { pattern: /^(.+?), (?:ist|wurde) zu[mr] (.+?) ernannt(?: worden)?$/, restIsRole: true, zum: true },
  { pattern: /^(.+?), zeichne[tn] (?:neu )?(?!nicht mehr)(.+)$/, restIsRole: false },
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
    const predicate = PREDICATES.map(({ pattern, restIsRole, zum }) => ({ match: pattern.exec(clause), restIsRole, zum })).find(
      ({ match }) => match !== null,
    );
    if (!predicate?.match || !startsWithName(predicate.match[1])) return null;
    const rest = splitTopLevel(predicate.match[2], ",");
    if (predicate.zum && rest.length > 0) rest[0] = nominativeAfterZum(rest[0], / zur /.test(clause));
    // `est administrateur et continue à signer collectivement à deux`: the predicate's roles and signing, each a part.
    const tail = predicate.restIsRole && rest.length === 1 ? readPredicateTail(rest[0], false) : null;
    if (tail && tail.roles.length > 0 && tail.signing !== null && / (?:et|und|e) /.test(rest[0])) {
      parts.push(...listParts(predicate.match[1], "prose"));
      parts.push(...tail.roles.map((text) => ({ text, role: true })), { text: tail.signing });
      continue;
    }
    const head = withoutDroppedModifiers(rest[0] ?? "");
    if (predicate.restIsRole && !startsWithRole(head) && readSigning(head) === null) return null;
    if (/\b(?:erloschen|zurückgetreten|gelöscht|radiée?s?|ernannt)\b/.test(predicate.match[2])) return null;
    parts.push(...withApposedSigningEarlier(listParts(predicate.match[1], "prose"), rest, clause));
    rest.forEach((text, index) => parts.push({ text, role: predicate.restIsRole && index === 0 }));
  }
  const entries = readParts(parts, { mode: "prose" });
  const identified = entries.every((entry) => entry.residence !== null && (entry.origin !== null || entry.nationality !== null));
  return identified ? added(entries) : null;
}

/** The marker of the earlier value in the language of a clause (`bisher`, `jusqu'ici`, `finora`). */
const EARLIER: [RegExp, string][] = [
  [/\s(?:ist|wurde|zeichne[tn])\s/, "bisher"],
  [/\s(?:est)\s/, "jusqu'ici"],
  [/\s(?:è)\s/, "finora"],
];

/**
 * `X, …, Prokurist, mit Kollektivprokura zu zweien, ist zum Direktor mit Kollektivunterschrift zu zweien ernannt
 * worden`: a signing in apposition before the new one the predicate states is the earlier one (marked as such).
 */
function withApposedSigningEarlier(subject: Part[], rest: string[], clause: string): Part[] {
  const signings = subject.filter((part) => readSigning(part.text) !== null && !isMarkedPart(part.text));
  if (signings.length !== 1 || subject.some((part) => isMarkedPart(part.text))) return subject;
  if (!rest.some((text) => readSigning(text) !== null || GLUED_SIGNING.test(text))) return subject;
  const marker = EARLIER.find(([verb]) => verb.test(clause))?.[1];
  if (marker === undefined) return subject;
  return subject.map((part) => (part === signings[0] ? { ...part, text: `${marker} ${part.text}` } : part));
}

const SHARE_TRANSFER = new RegExp(`^(.+?) (?:${alternation(verbPhrases("share_transfer"))}) (.+)$`);

/** `leurs 20 parts de CHF 1'000 ont été cédées à X, de Y, à Z, nouvelle associée-gérante, avec signature individuelle`. */
function readShareTransfer(sentence: string): ProseReading | null {
  const match = SHARE_TRANSFER.exec(sentence);
  // `ont été cédées à la société X SA, à Y, qui devient associée`, `cedute alla società X SA`: the firm receives.
  const receiving = match?.[2].replace(FIRM_RECEIVING, "");
  if (!match || receiving === undefined || !startsWithName(receiving)) return null;
  const entries = readList(receiving, { mode: "prose" });
  return entries.some((entry) => entry.roles.length > 0 || entry.signing_authority !== null) ? added(entries) : null;
}

/** The noun of a firm that receives shares, with or without its article (`la société`, `società` after `alla`, `die Gesellschaft`). */
const FIRM_RECEIVING = new RegExp(`^(?:(?:${FIRM_NOUNS})|société|società|Gesellschaft|Firma)\\s+(?=\\p{Lu})`, "u");

const CEDED_WORD = new RegExp(`(?:^|\\s)(?:${alternation(verbPhrases("share_transfer_active"))})\\s`);
const CEDED = new RegExp(`^(.+?),? (?:${alternation(verbPhrases("share_transfer_active"))}) (.+?) (?:à|aux|an|a) (.+)$`);

/**
 * `X, associé, a cédé la totalité de ses parts à Y, de Z, à W, qui devient associée gérante avec signature individuelle`:
 * the persons who receive, with what the sentence says of them.
 */
function readCeded(sentence: string): ProseReading | null {
  if (!CEDED_WORD.test(sentence)) return null;
  const match = CEDED.exec(sentence);
  // `Les associés A et B ont cédé leurs parts à C`: the cedents may be named by their role.
  const receiving = match?.[3].replace(FIRM_RECEIVING, "");
  if (!match || receiving === undefined || !startsWithName(match[1], true) || !startsWithName(receiving)) return null;
  // The persons who receive end with their clause: `…, lequel devient associé gérant; X n'est plus associée`.
  const entries = readList(splitTopLevel(receiving, ";")[0] ?? receiving, { mode: "prose" });
  // A cession to persons who become nothing states no change of officers: not the cedents' entry either (`L'associé X
  // a cédé ses parts à Y`; a departure after it is read by the rewrite of `CESSION_BEFORE_DEPARTURE` or from the next
  // sentence).
  return entries.some((entry) => entry.roles.length > 0 || entry.signing_authority !== null) ? added(entries) : { removed: [], added: [] };
}

const VERB = new RegExp(
  `(?:,\\s*|\\s)(${alternation([...verbPhrases("departure"), ...verbPhrases("appointment"), ...verbPhrases("signature_change")])})(?=\\s|$)`,
  "g",
);
/** A relative clause (`X, qui est nommé président, et Y …`): its verb is not the sentence's. */
const IN_RELATIVE = /^\s*(?:(?:et|und|e)\s+)?(?:qui|lequel|laquelle|lesquels|lesquelles|il quale|la quale|i quali|le quali|che|welche[rs]?|der|die)\s/;

/** The sentence's main verb: the first verb phrase outside a relative clause. */
function mainVerb(sentence: string): RegExpExecArray | null {
  return mainVerbOf(sentence, sentence.matchAll(VERB));
}

/** The main verb among the verb phrases found in a sentence. */
function mainVerbOf(sentence: string, verbs: Iterable<RegExpMatchArray>): RegExpExecArray | null {
  for (const match of verbs) {
    // A verb right after a comma opens its own clause; otherwise the clause runs from the last comma.
    if (match[0].startsWith(",")) return match as RegExpExecArray;
    const clauseStart = sentence.lastIndexOf(",", match.index) + 1;
    if (!IN_RELATIVE.test(`${sentence.slice(clauseStart, match.index)} `)) return match as RegExpExecArray;
  }
  return null;
}
const SIGNING_VERB = new RegExp(`^(?:${alternation(verbPhrases("signature_change"))})$`);
/** A preposition or article before the body a person leaves (`ne fait plus partie du conseil`, `Aus dem Vorstand …:`). */
export const BODY_LEFT = /^(?:du|de la|de l['’]|des|aus dem|aus der|dem|der|dal|dalla|dallo|dall['’]|del|della|il|la|lo|le|l['’])\s*/i;
const PARTICIPLES_AT_END = new RegExp(`(?:\\s+(?:${alternation(verbPhrases("trailing_participles"))}))+$`);
/** A role introducer opening a departure's predicate (`comme`, `als`, `la fonction de`, `dalla carica di`). */
const ROLE_INTRODUCED_FIRST = new RegExp(`^(?:${alternation(verbPhrases("role_introducers").filter((word) => !/^zu[mr]$/.test(word)))})(?:\\s+|(?<=['’]))`);
const DEPARTURE = new RegExp(`^(?:${alternation(verbPhrases("departure"))})$`);
/** `…, ainsi que le directeur X`, `… sowie der Direktor X`, `… nonché il direttore X`: a last person named by a role of their own. */
const ROLED_LAST = /,?\s+(?:ainsi que|sowie|nonché|et|und|e)\s+((?:le|la|l['’]|il|lo)\s*\p{Ll}.*|(?:der|die)\s+\p{Lu}.*)$/u;

/**
 * The persons of a subject written with its role before the names (`Les administrateurs A et B`): the role is each
 * person's, except a last person named with a role and article of their own (`…, ainsi que le directeur C`), who has
 * that role only.
 */
function subjectEntries(list: string, prefixRoles: string[]): PersonEntry[] {
  const last = list.includes(" ") ? ROLED_LAST.exec(list) : null;
  const own = last ? splitRolePrefix(last[1]) : null;
  if (!last || !own || own.role === null || !startsWithName(own.list) || !isNameLike(own.list)) return withRolesOneEach(readList(list, { mode: "prose", roles: prefixRoles }), list);
  return [...readList(list.slice(0, last.index), { mode: "prose", roles: prefixRoles }), ...readList(own.list, { mode: "prose", roles: cleanRole(own.role) })];
}

/**
 * `A et B, président et secrétaire, signent …`, `A und B, Präsident und Sekretärin`: two persons named bare, then two
 * roles written in the singular, are one role each (a role shared by both is written in the plural).
 */
function withRolesOneEach(entries: PersonEntry[], list: string): PersonEntry[] {
  const bare = list.replace(/[,\s]+$/, "");
  const comma = bare.indexOf(",");
  if (entries.length !== 2 || comma < 0 || bare.indexOf(",", comma + 1) >= 0) return entries;
  const written = cleanRole(bare.slice(comma + 1).trim());
  if (written.length !== 2 || !written.every((role) => startsWithRole(role) && singularRole(role) === role)) return entries;
  const [first, second] = entries;
  if (!entries.every((entry) => written.every((role) => entry.roles.includes(role)))) return entries;
  first.roles = first.roles.filter((role) => role !== written[1]);
  second.roles = second.roles.filter((role) => role !== written[0]);
  return entries;
}

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
  // `X, de Y, à Z, gérant et signe individuellement`: the conjunction before the verb joins the predicates.
  const subject = sentence.slice(0, verb.index).trim().replace(/[,\s]+(?:et|und|e)$/, "");
  // `A, …, a été nommé directeur avec signature individuelle, et B, de X, à Y, directrice avec signature collective à
  // deux`: a second person after the predicate, with the verb left out, has a predicate of its own.
  const { persons: subjectAlso, predicate: whole } = alsoAfterPredicate(sentence.slice(verb.index + verb[0].length).trim());
  // `ist neu Gesellschafterin und Geschäftsführerin, mit …`: a German role noun after the conjunction is no name.
  const gap = GAPPED.test(whole)
    ? ([...whole.matchAll(GAPPED_ALL)].find((at) => startsWithName(whole.slice(at.index + at[0].length)) && !isLoneRoleWord(whole.slice(at.index + at[0].length))) ?? null)
    : null;
  const gappedAll = gap ? whole.slice(gap.index + gap[0].length) : null;
  // `A … a été nommé administrateur président et B, …, administratrice secrétaire, tous deux avec signature …`: a
  // signing shared by the subject and the person after the gap.
  const bothSigned = gappedAll !== null ? SHARED_AFTER_GAP.exec(gappedAll) : null;
  const gapped = bothSigned && gappedAll !== null ? gappedAll.slice(0, bothSigned.index) : gappedAll;
  // `A signe individuellement et B collectivement à deux`: a second person with the signing verb left out.
  const signedGap = gapped === null && SIGNING_VERB.test(verb[1]) ? SIGNED_GAP.exec(whole) : null;
  const gapSigning = signedGap && isNameLike(signedGap[2]) ? (readPredicateTail(`${verb[1]} ${signedGap[3]}`, false)?.signing ?? null) : null;
  const ungapped = gapped !== null && gap ? whole.slice(0, gap.index) : gapSigning !== null && signedGap ? signedGap[1] : whole;
  // `A a été nommé président, B vice-présidente et C secrétaire`: further persons, each with a role, the verb left out.
  // `…, B vice-présidente et C secrétaire, tous avec signature collective à deux`: a signing shared by all of them.
  const sharedAfterRoles = gapped === null && gapSigning === null ? SHARED_AFTER_GAP.exec(ungapped) : null;
  const roleGaps = gapped === null && gapSigning === null ? gappedRoles(sharedAfterRoles ? ungapped.slice(0, sharedAfterRoles.index) : ungapped) : null;
  const predicate = roleGaps ? roleGaps.head : ungapped;
  if (splitTopLevel(predicate, ";").length > 1) return null; // several clauses: each is read on its own
  const { role, list } = splitRolePrefix(subject);
  if (!startsWithName(list)) return null;
  const plural = /\b(?:sont|ont|sind|sono|signent|continuent|zeichnen|firmano|vengono|deviennent|restent)\b/.test(verb[1]) || /^(?:Les|Die|I|Gli|Le)\b/.test(subject);
  const prefixRoles = role ? cleanRole(role, plural) : [];
  if (DEPARTURE.test(verb[1])) {
    // The body left is no role: `ne fait plus partie du conseil d'administration`, `ha lasciato il consiglio`.
    // `n'exerce plus la fonction d'administrateur`, `ha lasciato la carica di presidente`: the role after its introducer.
    const introduced = ROLE_INTRODUCED_FIRST.exec(predicate);
    const body = introduced === null && BODY_LEFT.test(predicate) && !startsWithRole(predicate.replace(BODY_LEFT, ""));
    if (KEPT_SPLIT.test(predicate) && !body && prefixRoles.length === 0) return leavingAndKept(list, predicate.replace(/^(?:als|comme|come)\s+/, ""), plural);
    // `… sind nicht mehr eingetragen`, `… non sono più iscritti`: no role is named, the persons leave the register.
    // `hat sein Amt als Präsident niedergelegt`: the German participle closing the clause is no part of the role.
    const stated = predicate.slice(introduced?.[0].length ?? 0).replace(PARTICIPLES_AT_END, "");
    const roles = predicate === "" || body || ENTERED.test(predicate) ? [] : cleanRole(stated, plural);
    if (roles.some((r) => !startsWithRole(r))) return null;
    const others = gapped !== null ? readList(gapped, { mode: "prose" }) : [];
    return removed([...withRolesAfter([...subjectEntries(list, prefixRoles), ...subjectAlso], roles), ...others]);
  }
  // `A et B ont été nommés respectivement président et secrétaire`: the n-th role is the n-th person's.
  const respectively = RESPECTIVELY.exec(predicate);
  // `A et B sont nommés administrateurs, respectivement président et secrétaire`: a role of all, then one each.
  const inside = respectively === null && RESPECTIVELY_WORD.test(predicate) ? RESPECTIVELY_INSIDE.exec(predicate) : null;
  const sharedTail = inside ? readPredicateTail(predicate.slice(0, inside.index), plural) : null;
  const shared = sharedTail !== null && sharedTail.roles.length > 0 && sharedTail.signing === null && inside ? sharedTail.roles : null;
  const stated = respectively
    ? enumeratedRoles(predicate.slice(respectively[0].length))
    : shared !== null && inside
      ? enumeratedRoles(predicate.slice(inside.index + inside[0].length))
      : predicate;
  // After a signing verb the predicate is the signing authority (`continue de signer collectivement à deux`).
  const said = /zu[mr]$/.test(verb[1]) ? nominativeAfterZum(stated, /zur$/.test(verb[1])) : stated;
  const tail = readPredicateTail(SIGNING_VERB.test(verb[1]) ? `${verb[1]} ${said}` : said, plural);
  // `A und B wurden in den Vorstand gewählt`, `X ist in den Verwaltungsrat eingetreten`: a body entered names the
  // persons' membership, no role of the register (as a body left does).
  if ((!tail || (tail.roles.length === 0 && tail.signing === null)) && BODY_ENTERED_ONLY.test(predicate) && gapped === null && !roleGaps) {
    return added([...subjectEntries(list, prefixRoles), ...subjectAlso]);
  }
  if (!tail || (tail.roles.length === 0 && tail.signing === null)) return null;
  const entries = [...subjectEntries(list, prefixRoles), ...subjectAlso];
  const oneEach = (respectively !== null || shared !== null) && entries.length > 1 && tail.roles.length === entries.length;
  for (const [index, entry] of entries.entries()) {
    entry.roles.push(...(shared ?? []).filter((role) => !entry.roles.includes(role)), ...(oneEach ? [tail.roles[index]] : tail.roles));
    if (tail.signing !== null) withNewSigning(entry, tail.signing, true);
  }
  // `…, wurde zum Präsidenten gewählt, B, von Y, in Z, zur Sekretärin`: the German gapped role keeps its `zum` / `zur`.
  const gappedNominative = gapped !== null && GAPPED_ZUM_WORD.test(gapped) ? gapped.replace(GAPPED_ZUM, (_whole, comma: string, ending: string, role: string) => `${comma}${nominativeAfterZum(role, ending === "r")}`) : gapped;
  const others = gappedNominative !== null ? readList(gappedNominative, { mode: "prose" }).filter((entry) => entry.roles.length > 0 || entry.signing_authority !== null) : [];
  if (bothSigned) for (const entry of [...entries, ...others]) if (entry.signing_authority === null) entry.signing_authority = bothSigned[1];
  if (gapSigning !== null && signedGap) others.push(...readList(signedGap[2], { mode: "prose", signing: gapSigning }));
  for (const { name, role } of roleGaps?.others ?? []) others.push(...readList(name, { mode: "prose", roles: cleanRole(role) }));
  if (roleGaps && sharedAfterRoles) for (const entry of [...entries, ...others]) entry.signing_authority ??= sharedAfterRoles[1];
  return added([...entries, ...others]);
}

/**
 * `A, de X, à Y, et B, de Z, à W, jusqu'ici avec signature individuelle, signent désormais collectivement à deux`: the
 * earlier signing closing the subject, after the last person's apposition, is every person's, as the plural verb
 * changes the signing of all of them (a person whose signing stayed the same would not be named).
 */
function withEarlierSigningShared(entries: PersonEntry[]): void {
  const last = entries[entries.length - 1];
  if (entries.length < 2 || last.previous === null || (readSigning(last.previous) === null && !/^au bénéfice/.test(last.previous))) return;
  if (entries.some((entry) => entry !== last && (entry.previous !== null || entry.signing_authority !== last.signing_authority))) return;
  for (const entry of entries) entry.previous = last.previous;
}
/** A signing verb in the plural (`signent désormais`, `zeichnen neu`, `firmano ora`): a change of several persons' signing. */
const PLURAL_SIGNING_VERB = new RegExp(`\\s(?:${alternation(verbPhrases("signature_change").filter((phrase) => /^(?:signent|continuent|engagent|reçoivent|zeichnen|führen|erhalten|firmano|continuano|firmeranno|ricevono|signeront)\b/.test(phrase)))})\\s`);

/** A predicate that only names the body entered (`in den Vorstand gewählt`, `au conseil d'administration`, `nel consiglio`). */
const BODY_ENTERED_ONLY = new RegExp(
  `^(?:(?:neu|nun)\\s+)?(?:in den|in die|au|dans le|nel|nella)\\s+(?:${GERMAN_MEMBER_BODIES}|conseil d['’]administration|conseil de fondation|conseil|comité|consiglio di amministrazione|consiglio di fondazione|consiglio|comitato)(?:\\s+(?:${GERMAN_BODY_ENTRY_PARTICIPLES}|élue?s?|nommée?s?|elett[oaie]|nominat[oaie])(?:\\s+worden)?)?$`,
);

/** A gapped person's German role after `zum` / `zur` (`, zur Sekretärin`), in the dative as the predicate writes it. */
const GAPPED_ZUM = /(,\s+)zu([mr])\s+(\p{Lu}[^,;]*)/gu;
const GAPPED_ZUM_WORD = /,\s+zu[mr]\s/;

/**
 * `, B vice-présidente`, ` et C secrétaire`, `, et C secrétaire`: a whole name followed by a lower-case role, after the
 * first predicate; in German the role is capitalised and closes the name's words (`…, B Sekretärin`) or follows `zum` /
 * `zur` (`A wurde zum Präsidenten, B zur Sekretärin gewählt`).
 */
const ROLE_GAP = /(?:,?\s+(?:et|und|e)\s+|,\s+)(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)+)(?:\s+(?=\p{Ll})|(?=\s*(?:[,.;]|$)))/gu;
/** The German preposition before a role of the predicate (`zum Präsidenten gewählt`), read in the nominative. */
const ZU_ROLE = /^zu([mr])\s+(?=\p{Lu})/u;

/** A gapped name whose last words are a German role (`Hofmann Verena Sekretärin`): the name and the role. */
function nameThenRole(words: string): { name: string; role: string } {
  const tokens = words.split(/\s+/);
  for (let at = 2; at < tokens.length; at++) {
    if (startsWithRole(tokens[at])) return { name: tokens.slice(0, at).join(" "), role: tokens.slice(at).join(" ") };
  }
  return { name: words, role: "" };
}

function gappedRoles(predicate: string): { head: string; others: { name: string; role: string }[] } | null {
  if (!/(?:,|\s(?:et|und|e))\s+\p{Lu}/u.test(predicate)) return null;
  const matches = [...predicate.matchAll(ROLE_GAP)].filter((match) => isNameLike(match[1]));
  if (matches.length === 0) return null;
  const others = matches.map((match, index) => {
    const after = predicate.slice(match.index + match[0].length, matches[index + 1]?.index ?? predicate.length).trim();
    // `…, B neu Vizepräsident`: a word stating the change is no part of the role.
    const glued = after === "" ? nameThenRole(match[1]) : { name: match[1], role: withoutDroppedModifiers(after) };
    const zu = ZU_ROLE.exec(glued.role);
    return zu ? { name: glued.name, role: nominativeAfterZum(glued.role.slice(zu[0].length), zu[1] === "r") } : glued;
  });
  const head = predicate.slice(0, matches[0].index).trim();
  if (!startsWithRole(withoutDroppedModifiers(head.replace(ZU_ROLE, ""))) || !others.every((other) => startsWithRole(other.role))) return null;
  return { head, others };
}
/** `, et C[, de Y, à Z]` ending what follows the verb: a further person, whose predicate is the others'. */
const ALSO_AFTER_PREDICATE = /,\s+(?:et|und|e)\s+(\p{Lu}.*)$/u;

/**
 * `A et B ont été nommés administrateurs, ainsi que C[, de Y, à Z]` (`ainsi que` is `et` by now): the persons named
 * after the predicate with nothing of their own but their identity, and the predicate without them; none otherwise.
 * After a departure they may have roles of their own (`X n'est plus inscrit, de même que B, …, directrice`): they leave
 * those.
 */
function alsoAfterPredicate(predicate: string, leaving = false): { persons: PersonEntry[]; predicate: string } {
  const also = ALSO_AFTER_PREDICATE.exec(predicate);
  if (!also || !startsWithName(also[1]) || !isNameLike(also[1].split(",")[0])) return { persons: [], predicate };
  const persons = readList(also[1], { mode: "prose" });
  const own = (entry: PersonEntry) => (leaving ? entry.roles.every(startsWithRole) : entry.roles.length === 0 && entry.signing_authority === null);
  return persons.length > 0 && persons.every(own) ? { persons, predicate: predicate.slice(0, also.index) } : { persons: [], predicate };
}
/**
 * `…, et B, …`: a further person after the predicate (the verb left out); also after a comma alone when a whole name
 * and its comma follow (`… a été nommé président, B, de Y, à Z, secrétaire, et C, …`).
 */
const GAPPED = /(?:,\s+|\s+)(?:et|und|e)\s+(?=\p{Lu}[^,]*,)|,\s+(?=\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)+,)/u;
const GAPPED_ALL = new RegExp(GAPPED.source, "gu");
/** Whether a text opens with a single capitalised role word before a comma (`Geschäftsführerin, mit …`): what a gap's name is not. */
function isLoneRoleWord(text: string): boolean {
  return /^\p{Lu}[\p{L}-]*,/u.test(text) && startsWithRole(text.slice(0, text.indexOf(",")));
}
/** `…, tous deux avec …`, `…, tous avec …`, `…, alle mit …`: a signing shared by the subject and the persons after the gap. */
const SHARED_AFTER_GAP = new RegExp(`,\\s+(?:${ALL_OF_THEM})\\s+((?:avec|mit|con|sans|ohne|senza)\\s.+)$`);
/**
 * A signing closing a sentence for all its persons (`A est nommé président, B et C sont nommés administrateurs, tous
 * avec signature …`): also of those a predicate before named without one.
 */
const SIGNING_OF_ALL_AT_END = new RegExp(`,\\s+(?:${ALL_OF_THEM})\\s+((?:avec|mit|con)\\s[^,;]+)$`);
/** `individuellement et B collectivement à deux`: a whole name between `et` and a lower-case signing adverb. */
const SIGNED_GAP = /^(.+?)\s+(?:et|und|e)\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)+)\s+(\p{Ll}.*)$/u;

/** `président, vice-président et secrétaire avec …`: the roles of an enumeration joined as `et` joins the last two. */
function enumeratedRoles(predicate: string): string {
  const signing = /\s(?:avec|mit|con|sans|ohne|senza)\s/.exec(predicate);
  // `président et secrétaire, avec signature …`: the comma before the signing closes the roles.
  const roles = (signing ? predicate.slice(0, signing.index) : predicate).replace(/,\s*$/, "");
  const joiner = / (et|und|e) /.exec(roles)?.[1] ?? "et";
  return roles.replace(/,\s+/g, ` ${joiner} `) + (signing ? predicate.slice(signing.index) : "");
}

const RESPECTIVELY = new RegExp(`^(?:${alternation(verbPhrases("respectively"))})\\s+`, "i");
const RESPECTIVELY_INSIDE = new RegExp(`,?\\s+(?:${alternation(verbPhrases("respectively"))})\\s+`, "i");
const RESPECTIVELY_WORD = /respectivement|beziehungsweise|bzw\.|rispettivamente/;

const REPLACED_BY = new RegExp(`^(.+?),? (?:${alternation(verbPhrases("replaced_by"))}) (.+)$`);

/**
 * `X, administrateur, est remplacé par Y, de Z, à W, avec signature individuelle`, `X wird ersetzt durch Y`, `X è
 * sostituito da Y`: X leaves with the roles written of it; Y is added with its own parts and, when it has no role of its
 * own, the roles X left; when X has none written, X leaves the roles Y takes.
 */
function readReplacedBy(sentence: string): ProseReading | null {
  if (!REPLACED_BY_WORD.test(sentence)) return null;
  const match = REPLACED_BY.exec(sentence);
  if (!match || !startsWithName(splitRolePrefix(match[1]).list, true) || !startsWithName(match[2], true)) return null;
  const { role, list } = splitRolePrefix(match[1]);
  const leaving = readList(list, { mode: "prose", roles: role ? cleanRole(role) : [] });
  const coming = readList(match[2], { mode: "prose" });
  if (leaving.length === 0 || coming.length === 0) return null;
  const roles = leaving.flatMap((entry) => entry.roles);
  for (const entry of coming) if (entry.roles.length === 0) entry.roles.push(...roles);
  // `X è stata sostituita da Y, …, quale gerente`: the role written after the successor is the one X left.
  const taken = coming.flatMap((entry) => entry.roles);
  if (roles.length === 0) for (const entry of leaving) entry.roles.push(...taken.filter((role, at) => taken.indexOf(role) === at));
  return { removed: leaving, added: coming };
}

/**
 * `A succede a B quale presidente`, `A, …, subentra a B quale gerente con firma individuale`, `A sostituisce B quale
 * membro`, `A remplace B en qualité d'administrateur`, `A folgt auf B als Präsident`: the successor named with the
 * person replaced, before the role.
 */
const SUCCEEDS_NAMED = new RegExp(
  `^(.+?),?\\s+(?:${alternation(verbPhrases("succeeds_named"))})\\s+(\\p{Lu}.*?),?\\s+(?:${alternation(verbPhrases("role_introducers"))})(?:\\s+|(?<=['’]))(\\S.*)$`,
  "u",
);
const SUCCEEDS_NAMED_WORD = /succ[eè]d|subentr|sostituisc|rempla|folgt|ersetzt/;

/** A successor named with the person replaced: the successor takes the role (and signing) written after them, the person replaced leaves it. */
function readSucceedsNamed(sentence: string): ProseReading | null {
  const match = SUCCEEDS_NAMED_WORD.test(sentence) ? SUCCEEDS_NAMED.exec(sentence) : null;
  if (!match || !startsWithName(match[1]) || !startsWithName(match[2])) return null;
  const tail = readPredicateTail(match[3], false);
  if (!tail || tail.roles.length === 0 || !tail.roles.every((role) => startsWithRole(role))) return null;
  const coming = readList(match[1], { mode: "prose", roles: tail.roles, signing: tail.signing ?? undefined });
  // `A subentra a B, dimissionaria, quale gerente`: the departure word in apposition is no part of B's name.
  const replaced = splitTopLevel(match[2], ",").filter((part) => !DEPARTURE_PART.test(part.trim())).join(",");
  const leaving = readList(replaced, { mode: "prose", roles: tail.roles });
  return coming.length > 0 && leaving.length > 0 ? { removed: leaving, added: coming } : null;
}

const NOMINAL_DEPARTURE = new RegExp(`^(?:${alternation(verbPhrases("nominal_departure"))})\\s+(de|d['’]|des|von|di|del|della)\\s*(\\p{Lu}.*)$`, "u");

/**
 * A departure as a noun before names only: `Démission de X`, `Décès de X et de Y`, `Rücktritt von X`, `Dimissioni di X`
 * (each name of two words at least, capitalised: the noun makes them persons even when no list knows the given name).
 */
function readNominalDeparture(sentence: string): ProseReading | null {
  const match = NOMINAL_DEPARTURE.exec(sentence);
  if (!match) return null;
  const names = withoutRepeatedPrepositions(match[2], match[1]).split(/,\s*|\s+(?:et|und|e)\s+/);
  if (!names.every((name) => isNameLike(name) && name.split(" ").length >= 2)) return null;
  return removed(readList(names.join(" et "), { mode: "prose" }));
}

/** `Modification de la signature de`, `Änderung der Zeichnungsberechtigung von`, `Modifica della firma di`: a nominal change of signing. */
const NOMINAL_CHANGE = new RegExp(
  `^(?:${alternation(verbPhrases("nominal_change"))})\\s+(?:de la|de l['’]|des|du|der|des|della|dei|del|delle)\\s+(?:${alternation([
    ...SIGNATURES.nouns.fr,
    ...SIGNATURES.nouns.de,
    ...SIGNATURES.nouns.it,
  ])})\\s+(de|d['’]|des|von|di|del|della)\\s*(\\p{Lu}[^:]*):\\s+(.+)$`,
  "u",
);

/**
 * A nominal change of signing with a colon: `Modification de la signature de X: signature collective à deux`,
 * `Modification des pouvoirs de X, administrateur: signature individuelle`, `Änderung der Zeichnungsberechtigung von X:
 * Kollektivunterschrift zu zweien`, `Modifica della firma di X: firma collettiva a due`. The persons are named by the noun
 * (whole names of two words at least); what follows the colon is their signing.
 */
function readNominalChange(sentence: string): ProseReading | null {
  const match = NOMINAL_CHANGE.exec(sentence);
  if (!match) return null;
  const signing = match[3].replace(CHANGE_OPENING, "");
  if (readSigning(signing) === null && !SIGNING_ADVERB.test(signing)) return null;
  const names = withoutRepeatedPrepositions(match[2], match[1]);
  const entries = readList(names, { mode: "prose", signing });
  if (entries.length === 0 || !entries.every((entry) => entry.kind === "legal_entity" || (entry.first_name !== null && entry.last_name !== null))) return null;
  return added(entries);
}
const CHANGE_OPENING = new RegExp(`^(?:${alternation(verbPhrases("change_markers"))})\\s+`, "i");

const READERS = [
  readRenamed,
  readReplacedBy,
  readSucceedsNamed,
  readNominalDeparture,
  readNominalChange,
  readConferred,
  readRemovedFor,
  readNoLongerFrench,
  readNoLongerGerman,
  readResigned,
  readConverted,
  readSigningNow,
  readRoleIs,
  readLapsedSignature,
  readFormerAuditor,
  readSignatoryGroups,
  readMoved,
  readPredicates,
  readShareTransfer,
  readCeded,
  readNominal,
  readSubjectVerbPredicate,
  readGeneral,
];

/** What opens an earlier value in brackets: a marker (`(bisher: …)`, `[précédemment …]`), `ex-` or `au lieu de` / `et non plus`. */
const NOTE_OPENER = `(?:${EARLIER_VALUE_OPENER}|${REPLACED_VALUE_OPENER})`;
const PREVIOUS_AFTER = new RegExp(`\\s*[([]${NOTE_OPENER}([^()[\\]]+)[)\\]]$`, "iu");
const PREVIOUS_WITHIN = new RegExp(`\\s*[([]${NOTE_OPENER}([^()[\\]]+)[)\\]](?=\\s+(?:und|et|e|mit|avec|con)\\s|\\s*[,;])`, "giu");
const ROLE_IN_BRACKETS = /\(([^()\d]{3,60})\)(?=[\s,;]|$)/g;
/** A role in brackets (`(président)`, `(Präsident)`), not a number, a place code or a note (`(nicht Mitglied)`). */
function isBracketedRole(inner: string): boolean {
  return !/^(?:nicht|non|not)\s/i.test(inner) && startsWithRole(inner);
}

/** Origin and residence in brackets (`X (de Y, à Z)`) and a role in brackets (`A (président)`) as appositions. */
export function withBracketsAsAppositions(text: string): string {
  const identities = text.replace(IDENTITY_IN_BRACKETS, ", $1,");
  let roles = identities;
  for (const match of identities.matchAll(ROLE_IN_BRACKETS)) {
    if (!isBracketedRole(match[1])) continue;
    const at = roles.indexOf(match[0]);
    roles = `${roles.slice(0, at).trimEnd()}, ${match[1]},${roles.slice(at + match[0].length)}`;
  }
  return roles.replace(/,\s*,/g, ",");
}
const IDENTITY_IN_BRACKETS = /\s*\(((?:de|d['’]|du|des|von|da|di)\s*\p{Lu}[^()]*,\s*(?:à|au|in|a)\s[^()]*)\)/gu;
/**
 * `ainsi que B`, `nonché B`, `sowie B`, and elided before the preposition of a conferral: `…, ainsi qu'à B`; B may
 * begin with a particle of its family name (`ainsi qu'à de Rham Claire`, `sowie von Arx Peter`).
 */
const ALSO = /(,)?\s+(ainsi que|ainsi qu['’](?=à\s)|nonché|come pure|sowie)\s*(?=(?:à\s+)?(?:(?:de|du|des|von|van|di|da|dal|del|della|dos)\s+)?\p{Lu})/gu;
const ALREADY_ENTERED = /,?\s+(?:bisher eingetragen|déjà inscrite?s?|già iscritt[oaie])(?=,|\s|$)/g;
/** A comma before a clause whose subject is a pronoun: `…, er bleibt Delegierter`, `…, il reste administrateur`. */
const PRONOUN_AFTER_COMMA = new RegExp(
  `,\\s+(?=(?:er|sie|il|elle|ils|elles|egli|ella|essi|esse)\\s+(?:${alternation(["appointment", "signature_change"].flatMap(verbPhrases))})\\s|(?:tous deux|toutes deux|tous trois|toutes trois|beide|alle drei|entrambi|entrambe|tutti e due|tutte e due|tutti e tre)\\s+(?:avec|mit|con|sans|ohne|senza)\\s)`,
);
/** The words every replacement phrase has, tested first (the phrase itself is looked for at every position). */
const REPLACED_WORD = /remplacement|lieu et place|anstelle|an Stelle|sostituzione|al posto/i;
/** A signing part after the person replaced, up to the end of the clause. */
const SIGNING_AFTER_REPLACED = /,\s*(?=(?:avec|mit|con|sans|ohne|senza)\s[^,;]*$)/;
const REPLACED = new RegExp(`,?\\s+\\(?(?:${alternation(verbPhrases("replacement"))})(?:\\s+|(?<=['’]))`, "i");

/** A departure word of the vocabulary (`démissionnaire`, `radiés`, `décédé`, `dimissionario`, `ausgeschieden`). */
const DEPARTURE_WORD = new RegExp(`(?<![\\p{L}'’])(?:${alternation(verbPhrases("removal_markers"))})(?![\\p{L}])`, "iu");
const DEPARTURE_PART = new RegExp(`^(?:${alternation(verbPhrases("removal_markers"))})$`, "iu");
/** A departure word written after the role it ends (`Y, gérant démissionnaire`): no part of the role. */
const DEPARTURE_AFTER_ROLE = new RegExp(`\\s+(?:${alternation(verbPhrases("removal_markers"))})$`, "iu");
/** A relative clause after the person replaced: `dont les pouvoirs sont radiés`, `deren Unterschrift erloschen ist`, `la cui firma è cancellata`. */
const REPLACED_RELATIVE = /,?\s+(?:dont|deren|dessen|la cui|le cui|il cui|i cui)\s+(?:l['’]|la|le|les|die|der|das)?\s*(\p{L}+)\b.*$/u;

/** A preposition or article before the name replaced (`en remplacement de la Fiduciaire X SA`): no part of it. */
const BEFORE_REPLACED_NAME = /^\s*(?:de la|de l['’]|du|des|von|di|del|della)\s+/;

/**
 * What a replacement phrase names, as written after it: without the preposition before the name, a closing comma, and
 * the bracket the phrase opened (`(en remplacement de Y SA, à Z)`); a place's own bracket stays (`à Carouge (GE)`).
 */
function replacedNamed(text: string): string {
  const named = text.replace(BEFORE_REPLACED_NAME, "").replace(/[,\s]+$/, "");
  const closes = (named.match(/\)/g)?.length ?? 0) > (named.match(/\(/g)?.length ?? 0);
  return closes ? named.replace(/\)$/, "") : named;
}

/**
 * The persons named after `en remplacement de` / `anstelle von` / `in sostituzione di` when the clause says they leave
 * (`…, démissionnaire`, `…, dont les pouvoirs sont radiés`, `…, dimissionario`): removed, with the signing kind the
 * relative clause names (`dont la procuration est radiée`). Without such a word a person replaced is named for
 * reference only, and a firm replaced leaves (`replacedFirm`).
 */
export function replacedLeaving(text: string, roles: string[]): PersonEntry[] {
  const named = replacedNamed(text);
  if (!DEPARTURE_WORD.test(named)) return replacedFirm(named);
  const relative = REPLACED_RELATIVE.exec(named);
  // `Y, démissionnaire`: the departure word is no part of the name.
  const list = splitTopLevel(relative ? named.slice(0, relative.index) : named, ",")
    .filter((part) => !DEPARTURE_PART.test(part.trim()))
    .join(",");
  if (!startsWithName(list, true)) return [];
  const noun = relative?.[1] ?? "";
  const signing = readSigning(noun) !== null && !isBareSigning(noun) ? noun : null;
  return readList(list, { mode: "prose" })
    .filter((entry) => entry.kind === "legal_entity" || (entry.first_name !== null && isNameLike(entry.first_name)))
    .map((entry) => {
      const own = entry.roles.filter((role) => startsWithRole(role)).map((role) => role.replace(DEPARTURE_AFTER_ROLE, ""));
      // The person replaced held the role the new one takes (`X est nommé président en remplacement de Y, démissionnaire`).
      return { ...entry, roles: own.length > 0 ? own : [...roles], signing_authority: signing };
    });
}

/**
 * A firm replaced with no word of its departure (`Nouvel organe de révision: X SA, à Y, en remplacement de Z Sàrl, à
 * W`): the register strikes it, so it leaves, with what the sentence writes at its name and no role (every blind writer
 * labelled it so; a person replaced is read only where the clause says they leave, as the lead's sets wrote it).
 */
function replacedFirm(named: string): PersonEntry[] {
  if (!LEGAL_FORM.test(named)) return [];
  const entries = readList(named, { mode: "prose" });
  return entries.length === 1 && entries[0].kind === "legal_entity" ? [{ ...entries[0], roles: entries[0].roles.filter((role) => startsWithRole(role)) }] : [];
}

const ORDINAL_WORD = /\b(?:premi(?:er|ère)|second|seconde|deuxième|troisième|erste|zweite|dritte|prim[oa]|second[oa]|terz[oa])\b/i;
/** `le premier`, `die zweite`, `il primo`: the n-th person of the list before. */
const ORDINAL = "(?:le|la|der|die|il) (?:premier|première|second|seconde|deuxième|troisième|erste|zweite|dritte|primo|prima|secondo|seconda|terzo|terza)";
/** `, le premier en qualité de président`, `, die zweite als Sekretärin`, `, il primo quale presidente`, `… e la seconda quale segretaria` (up to the next comma, ordinal or signing). */
const ORDINAL_ROLE = new RegExp(
  String.raw`(?:,|\s+(?:et|und|e))\s+(${ORDINAL})\s+(?:en qualité de|en qualité d['’]|en tant que|comme|als|quale|in qualità di|come)\s*([^,;]+?)(?=\s*(?:,|;|$|\s(?:avec|mit|con|sans|ohne|senza)\s)|\s+(?:et|und|e)\s+${ORDINAL}\s)`,
  "gi",
);
const ORDINAL_SIGNING = new RegExp(String.raw`,\s+(${ORDINAL})\s+((?:avec|mit|con|sans|ohne|senza)\s[^,;]+?)(?=\s*(?:,|;|$))`, "gi");
const ORDINAL_RANK: Record<string, number> = {
  premier: 1, première: 1, erste: 1, primo: 1, prima: 1,
  second: 2, seconde: 2, deuxième: 2, zweite: 2, secondo: 2, seconda: 2,
  troisième: 3, dritte: 3, terzo: 3, terza: 3,
};

/** Longer sentences are no person statements; the limit also bounds the readers' backtracking. */
const MAX_SENTENCE = 2000;

/** What one sentence (without its final stop) says about persons, or null when it is not a person statement this module reads. */
export function readProseSentence(whole: string): ProseReading | null {
  if (whole.length > MAX_SENTENCE) return null;
  if (whole.includes(";") && whole.includes(":")) {
    const listed = readHeadedList(whole);
    if (listed !== null) return listed;
  }
  // `… en remplacement de X`, `… in sostituzione di Y, dimissionaria`: the person replaced is named for reference only.
  const replaced = REPLACED_WORD.test(whole) ? REPLACED.exec(whole) : null;
  // The replacement runs to the end of its clause: a clause after `;` (`…; il signe individuellement`) is read still.
  const semicolon = replaced && replaced.index > 0 ? whole.indexOf(";", replaced.index) : -1;
  // So does a signing after the person replaced (`X a été nommé administrateur en remplacement de Y, avec signature
  // collective à deux`): it is the new person's.
  const namedFrom = replaced && replaced.index > 0 ? replaced.index + replaced[0].length : -1;
  const signingAfter = namedFrom < 0 ? null : SIGNING_AFTER_REPLACED.exec(whole.slice(namedFrom, semicolon < 0 ? undefined : semicolon));
  const clauseEnd = signingAfter ? namedFrom + signingAfter.index : semicolon;
  const unreplaced = replaced && replaced.index > 0 ? whole.slice(0, replaced.index) + (clauseEnd < 0 ? "" : whole.slice(clauseEnd)) : whole;
  // `… en remplacement de Y, démissionnaire, dont les pouvoirs sont radiés`: a person replaced whom the clause says leaves.
  const leavingText = replaced && replaced.index > 0 ? whole.slice(replaced.index + replaced[0].length, clauseEnd < 0 ? undefined : clauseEnd) : "";
  const cut = withoutEffectDates(withoutWrongText(unreplaced)).trim();
  // `A, de X, à Y, ainsi que B, …`, `A … nonché B …`: another person of the same list.
  const joined = /ainsi qu|nonché|come pure|sowie/.test(cut)
    ? cut.replace(ALSO, (_whole, comma: string | undefined, word: string) => `${comma ?? ""} ${word.startsWith("ainsi") ? "et" : word === "sowie" ? "und" : "e"} `)
    : cut;
  // `X ist nun Präsident (bisher Aktuar)`: the earlier value written after the predicate; also before the rest of it
  // (`X ist neu Präsidentin (bisher Mitglied) und zeichnet einzeln`, `… (bisher Mitglied) mit Einzelunterschrift`).
  const within = /[)\]]$/.test(joined) ? [] : [...joined.matchAll(PREVIOUS_WITHIN)];
  const earlier = /[)\]]$/.test(joined) ? PREVIOUS_AFTER.exec(joined) : within.length === 1 ? within[0] : null;
  const unmarked = earlier ? joined.slice(0, earlier.index) + joined.slice(earlier.index + earlier[0].length) : joined;
  // `Rätz Werner bisher eingetragen, ist jetzt …`: the person is known already, the words state nothing.
  const known = /eingetragen|inscrit|iscritt/.test(unmarked) ? unmarked.replace(ALREADY_ENTERED, "") : unmarked;
  // `…, ont été nommés administrateurs, le premier en qualité de président, …`: a role of the n-th person, read apart.
  const ordinals: { rank: number; role: string }[] = [];
  // `…, le premier avec signature individuelle, la seconde avec signature collective à deux`: a signing of the n-th person.
  const signedOrdinals: { rank: number; signing: string }[] = [];
  const entered = ORDINAL_WORD.test(known)
    ? known
        .replace(ORDINAL_ROLE, (all, ordinal: string, role: string) => {
          if (!startsWithRole(role)) return all;
          ordinals.push({ rank: ORDINAL_RANK[ordinal.toLowerCase().split(" ").pop() ?? ""] ?? 0, role });
          return "";
        })
        .replace(ORDINAL_SIGNING, (all, ordinal: string, signing: string) => {
          if (readSigning(signing) === null) return all;
          signedOrdinals.push({ rank: ORDINAL_RANK[ordinal.toLowerCase().split(" ").pop() ?? ""] ?? 0, signing });
          return "";
        })
    : known;
  // `X (de Y, à Z) est nommé …`: an origin and residence in brackets are an apposition, for every reader.
  // `Les administrateurs A (président) et B (secrétaire) signent …`: a role in brackets after a name is an apposition.
  const sentence = entered.includes("(") ? withBracketsAsAppositions(entered) : entered;
  // A clause with a pronoun subject (`…; il continue à signer collectivement à deux`, `…, er bleibt Delegierter`)
  // completes the persons read before it.
  const all = splitTopLevel(sentence, ";").flatMap((clause) => clause.split(PRONOUN_AFTER_COMMA)).flatMap(splitCoordinated);
  // `X, administrateur, a démissionné; il est remplacé par Y, …`: the persons who take the role of those who left.
  const successors = all.map((clause, index) => (index > 0 ? readSuccessorClause(clause) : null));
  const pronouns = all.map((clause, index) => (successors[index] === null ? readPronounClause(clause) : null));
  // `…; B, de Y, à Z, également`: a clause that names persons and repeats the predicate before it.
  const repeating = all.map((clause, index) => (pronouns[index] === null && successors[index] === null && index > 0 ? readRepeatingClause(clause) : null));
  const clauses = all.filter((_, index) => pronouns[index] === null && repeating[index] === null && successors[index] === null);
  const reading = readClauses(clauses.length === all.length ? sentence : clauses.join("; "), clauses);
  if (!reading) return null;
  for (const persons of repeating) if (persons !== null) withPredicateRepeated(persons, reading);
  for (const persons of successors) {
    if (persons === null) continue;
    const left = reading.removed.flatMap((entry) => entry.roles);
    for (const entry of persons) if (entry.roles.length === 0) entry.roles.push(...left.filter((role, at) => left.indexOf(role) === at));
    reading.added.push(...persons);
  }
  // `X, administrateur, démissionnaire, n'est plus inscrit`: the departure word in apposition is no role.
  for (const entry of reading.removed) entry.roles = entry.roles.filter((role) => !DEPARTURE_PART.test(role));
  if (leavingText !== "") {
    const leaving = replacedLeaving(leavingText, reading.added[0]?.roles ?? []);
    reading.removed.push(...leaving.filter((entry) => !reading.removed.some((other) => other.name === entry.name)));
  }
  if (earlier) for (const entry of holdersOfNote(joined, earlier.index, reading.added)) entry.previous ??= earlier[1].trim();
  if (PLURAL_SIGNING_VERB.test(sentence)) withEarlierSigningShared(reading.added);
  for (const { rank, role } of ordinals) reading.added[rank - 1]?.roles.push(role);
  for (const { rank, signing } of signedOrdinals) {
    const entry = reading.added[rank - 1];
    if (entry) entry.signing_authority = signing;
  }
  // Only persons who stay are completed: after a departure (`X n'est plus directeur; il reste administrateur`) the
  // pronoun clause states a kept role, which a removed entry must not carry.
  const persons = reading.added;
  /** The text of the clause a pronoun clause follows: the nearest one before it with a subject of its own. */
  const clauseBefore = (index: number): string | null => {
    for (let at = index - 1; at >= 0; at--) if (pronouns[at] === null && successors[at] === null && repeating[at] === null) return all[at];
    return null;
  };
  const namedIn = (text: string | null, entries: PersonEntry[]): PersonEntry[] => (text === null ? [] : entries.filter((entry) => text.includes(entry.last_name ?? entry.name)));
  // `X n'est plus directeur; il reste administrateur`: after a departure a kept role is stated of the same persons,
  // also when another clause of the sentence adds someone (`A est nommé président; B n'est plus président; il reste …`).
  const noneAdded = persons.length === 0;
  const applied = new Set<number>();
  for (const [index, said] of pronouns.entries()) {
    // `Die Einzelprokura von X ist erloschen; sie zeichnet neu kollektiv zu zweien`: after a departure and no one added, a
    // signing stated as a change is the staying person's new one too.
    const newSigning = said !== null && said.changed === true && said.signing !== null && noneAdded;
    if (said === null || ((said.roles.length === 0 || !KEPT.test(all[index])) && !newSigning)) continue;
    const before = clauseBefore(index);
    const leaving = noneAdded ? reading.removed : namedIn(before, persons).length === 0 ? namedIn(before, reading.removed) : [];
    if (leaving.length === 0) continue;
    const staying = leaving.map((entry) => ({ ...entry, roles: [], signing_authority: null, previous: null }));
    // The role kept is no role left: `X, associé, n'est plus gérant; il reste associé`.
    for (const entry of leaving) entry.roles = entry.roles.filter((role) => !said.roles.includes(role));
    applyPronounClause(said, staying);
    persons.push(...staying);
    applied.add(index);
  }
  for (const [index, said] of pronouns.entries()) {
    if (said === null || applied.has(index)) continue;
    // `A est nommé président; B est nommé secrétaire; il signe individuellement`: one person, the one named just before.
    // `…; le président signe individuellement`: the persons holding the role the subject names.
    const holding = said.role !== undefined ? persons.filter((entry) => holdsRole(entry, said.role ?? "")) : [];
    const named = said.single ? namedIn(clauseBefore(index), persons) : [];
    applyPronounClause(said, holding.length > 0 ? holding : named.length > 0 ? named : persons);
  }
  const sharedByAll = reading.added.length > 1 ? SIGNING_OF_ALL_AT_END.exec(whole) : null;
  if (sharedByAll) for (const entry of reading.added) if (entry.kind === "natural_person") entry.signing_authority ??= sharedByAll[1];
  reading.added = withSameNamesMerged(reading.added);
  return reading;
}

/** A signing said of all the persons of a list, as its last `;` part: `beide mit …`, `tous deux avec …`, `entrambi con …` (or the signing alone). */
const SHARED_LAST_PART = /^(?:beide|alle|je|jeweils|tous deux|toutes deux|tous|toutes|chacun|chacune|entrambi|entrambe|tutti|ciascuno)\s+(?:mit|avec|con|sans|ohne|senza)\s/i;

/**
 * A predicate before a colon and its persons after it, one per `;` part (`Ausgeschieden sind: A, von X, in Y; B, …`,
 * `Als Liquidatoren wurden eingesetzt: A, …; B, …; je mit Kollektivunterschrift zu zweien`, `Zu Geschäftsführern wurden
 * ernannt: A; B`): each person read as if the predicate were said of them alone, a last part shared by all (`beide mit
 * …`) added to each. Null when the sentence is not one (a name before the colon, a part without a name or with a verb).
 */
function readHeadedList(sentence: string): ProseReading | null {
  const colon = sentence.indexOf(":");
  const head = sentence.slice(0, colon).trim();
  if (head === "" || head.includes(",") || head.includes(";") || head.split(" ").length > 10 || startsWithName(head)) return null;
  const parts = splitTopLevel(sentence.slice(colon + 1), ";").map((part) => part.trim()).filter((part) => part !== "");
  const last = parts[parts.length - 1] ?? "";
  const shared = parts.length > 2 && (SHARED_LAST_PART.test(last) || readSigning(last) !== null) ? parts.pop() : undefined;
  if (parts.length < 2 || !parts.every((part) => startsWithName(part) && mainVerb(part) === null)) return null;
  const reading: ProseReading = { removed: [], added: [] };
  for (const part of parts) {
    const one = readProseSentence(`${head}: ${part}${shared === undefined ? "" : `, ${shared}`}`);
    if (one === null || one.removed.length + one.added.length === 0) return null;
    reading.removed.push(...one.removed);
    reading.added.push(...one.added);
  }
  return reading;
}

/** `il est remplacé par Y`, `er wird ersetzt durch Y`, `egli è sostituito da Y`: a replacement whose subject is a pronoun. */
const SUCCESSOR = new RegExp(
  `^(?:${alternation(verbPhrases("subject_pronouns"))})\\s+(?:${alternation(verbPhrases("replaced_by"))})\\s+(\\p{Lu}.*)$`,
  "u",
);
/** `B lui succède`, `B le remplace`, `B tritt an seine Stelle`, `B gli succede`: the successor before a pronoun object. */
const SUCCEEDS = new RegExp(`^(\\p{Lu}.*?),?\\s+(?:${alternation(verbPhrases("succeeds"))})$`, "u");
/** `gli succede B, da Y, in Z, con …`: the successor after the verb, as Italian writes it too. */
const SUCCEEDS_BEFORE = new RegExp(`^(?:${alternation(verbPhrases("succeeds"))})\\s+(\\p{Lu}.*)$`, "u");
/** The stems every phrase of `succeeds` has, tested first. */
const SUCCEEDS_WORD = /succ[eè]d|rempla|Stelle|folgt|sostituisc/;
/**
 * `Son successeur est B`, `Sein Nachfolger ist B`, `An seine Stelle tritt B`, `Al suo posto è stato nominato B`, Italian
 * `è stato sostituito da B` with its subject left out: the successor after a phrase that names the one succeeded by a
 * possessive or not at all (verbs.json `successor_openers`).
 */
const SUCCESSOR_OPENING = new RegExp(`^(?:${alternation(verbPhrases("successor_openers"))})\\s+(\\p{Lu}.*)$`, "iu");
const SUCCESSOR_OPENING_WORD = /successeu|Nachfolger|Stelle|succeditrice|successore|al suo posto|sostituit|à sa place/i;
/** `B, de Y, à Z, lui succède avec signature individuelle`: what closes a successor's verb (a signing, a role) is theirs. */
const SUCCEEDS_THEN = new RegExp(`^(\\p{Lu}.*?),?\\s+(?:${alternation(verbPhrases("succeeds"))})\\s+((?:avec|mit|con|sans|ohne|senza|en qualité|als|quale|in qualità)\\s.*)$`, "u");
/**
 * The persons after a replacement with a pronoun subject or after a successor's opening phrase, or before or after a
 * successor's verb with a pronoun object, or null.
 */
export function readSuccessorClause(clause: string): PersonEntry[] | null {
  const successor =
    (REPLACED_BY_WORD.test(clause) ? SUCCESSOR.exec(clause) : null) ??
    (SUCCESSOR_OPENING_WORD.test(clause) ? SUCCESSOR_OPENING.exec(clause) : null) ??
    (SUCCEEDS_WORD.test(clause) ? (SUCCEEDS.exec(clause) ?? SUCCEEDS_BEFORE.exec(clause) ?? SUCCEEDS_THEN.exec(clause)) : null);
  if (!successor || !startsWithName(successor[1])) return null;
  const persons = readList(successor[2] === undefined ? successor[1] : `${successor[1]}, ${successor[2]}`, { mode: "prose" });
  return persons.length > 0 ? persons : null;
}

const DEMONSTRATIVE_OF = new RegExp(`^(?:${alternation(verbPhrases("demonstratives_of"))})(?:\\s+|(?<=['’]))`, "i");
const ALSO_AT_END = new RegExp(`,?\\s+(?:${alternation(verbPhrases("also_adverbs"))})$`, "i");

/**
 * The persons of a clause that repeats the predicate before it (`B, de Y, à Z, également`, `B, von Y, in Z, ebenfalls`,
 * `B, da Y, in Z, pure`): whole names with nothing of their own but an identity; null for any other clause.
 */
export function readRepeatingClause(clause: string): PersonEntry[] | null {
  const also = ALSO_AT_END.exec(clause);
  if (!also) return null;
  // `…; celle de B, directrice, également`: the demonstrative stands for the noun of the clause before.
  const list = clause.slice(0, also.index).trim().replace(DEMONSTRATIVE_OF, "");
  if (!startsWithName(list)) return null;
  const persons = readList(list, { mode: "prose" });
  // An identity and at most roles of their own (`…; B, secrétaire, également`): no signing, no verb read as a role.
  const named = persons.every((entry) => entry.kind === "legal_entity" || (entry.first_name !== null && entry.signing_authority === null && entry.roles.every(startsWithRole)));
  return persons.length > 0 && named ? persons : null;
}

/**
 * The persons an earlier value in brackets belongs to (`A, …, presidente [finora: membro]; B, …, membro`): those named
 * in its own `;` clause (only the last named before it when another is named after it), else every person of the
 * sentence (`A und B sind neu Präsidenten (bisher Mitglieder)`).
 */
function holdersOfNote(text: string, at: number, persons: PersonEntry[]): PersonEntry[] {
  const start = text.lastIndexOf(";", at) + 1;
  const end = text.indexOf(";", at);
  const clause = text.slice(start, end < 0 ? undefined : end);
  const named = persons.filter((entry) => clause.includes(entry.last_name ?? entry.name));
  // `A, administrateur, signature individuelle [précédemment: …], et B, directeur`: a note with a person named after it
  // in its clause ends the apposition of the one named just before it.
  const offset = at - start;
  const before = named.filter((entry) => clause.indexOf(entry.last_name ?? entry.name) < offset);
  if (before.length < named.length && before.length > 0) {
    const last = Math.max(...before.map((entry) => clause.lastIndexOf(entry.last_name ?? entry.name, offset)));
    return before.filter((entry) => clause.lastIndexOf(entry.last_name ?? entry.name, offset) === last);
  }
  return named.length > 0 ? named : persons;
}

/**
 * Gives persons the predicate of the last person of a reading, on its side (added, else removed): its signing, and its
 * roles beside their own; one who leaves with a role of their own leaves that one.
 */
export function withPredicateRepeated(persons: PersonEntry[], reading: ProseReading): void {
  const leaving = reading.added.length === 0;
  const side = leaving ? reading.removed : reading.added;
  const model = side[side.length - 1];
  if (!model) return;
  for (const entry of persons) {
    const roles = leaving && entry.roles.length > 0 ? entry.roles : [...entry.roles, ...model.roles.filter((role) => !entry.roles.includes(role))];
    side.push({ ...entry, roles, signing_authority: model.signing_authority });
  }
}

const MERGED_FIELDS = ["identifier", "origin", "nationality", "residence", "signing_authority", "previous"] as const;

/**
 * `A et B ont été nommés administrateurs; A signe individuellement et B collectivement à deux`: a person named again in
 * a later clause of the same sentence, or in a later sentence of the notice (`… à X, qui devient associée. Gérante: X,
 * précitée, avec signature individuelle`), is the same person, completed by what is said there (when nothing conflicts).
 */
export function withSameNamesMerged<T extends PersonEntry>(entries: T[]): T[] {
  if (entries.length < 2) return entries;
  const kept: T[] = [];
  const byName = new Map<string, T[]>();
  for (const entry of entries) {
    const named = byName.get(`${entry.kind} ${entry.name}`);
    const same = named?.find((earlier) => MERGED_FIELDS.every((field) => earlier[field] === null || entry[field] === null || earlier[field] === entry[field]));
    if (!same) {
      kept.push(entry);
      if (named) named.push(entry);
      else byName.set(`${entry.kind} ${entry.name}`, [entry]);
      continue;
    }
    for (const field of MERGED_FIELDS) same[field] ??= entry[field];
    same.roles.push(...entry.roles.filter((role) => !same.roles.includes(role)));
  }
  return kept;
}

const FINITE_VERB = /\s(?:n['’]est|ne sont|est|sont|a|ont|ist|sind|wurden?|è|sono|non|signe|signent|zeichnet|zeichnen|firma|firmano|cesse)\s/g;
/** `, et B …`, `und B …`, and the comma alone (`A ne sont plus administrateurs, B n'est plus directeur`). */
const COORDINATION = /(?:,?\s+(?:et|und|e)|,)\s+(?=\p{Lu})/gu;

/** A German clause closed by its verb-final participle (`… als Mitglied zurückgetreten`, `… gewählt worden`). */
const GERMAN_PARTICIPLE_LAST = new RegExp(`\\s(?:${alternation(verbPhrases("trailing_participles"))})[.;]?\\s*$`, "i");

/**
 * Two person clauses joined by `et` / `und` / `e`, each with its subject and verb: `X n'est plus administrateur et Y, de
 * Z, à W, a été nommé administrateur avec …`, `A ist ausgeschieden und B ist neu Präsident`. Persons enumerated before
 * one verb (`A, de X, et B, de Y, ont été nommés …`) are not split: the part before `et` has no verb of its own.
 */
function splitCoordinated(clause: string): string[] {
  const joined = / (?:et|und|e) [A-ZÀ-ÖØ-Þ]/.test(clause);
  // Clauses joined by a comma alone need two finite verbs: a cheap count first (every clause passes here).
  if (!joined && !(/, [A-ZÀ-ÖØ-Þ]/.test(clause) && (clause.match(FINITE_VERB) ?? []).length >= 2)) return [clause];
  // Two clauses need two verbs: one scan of the verb phrases decides for most sentences.
  const verbs = [...clause.matchAll(VERB)];
  if (verbs.length < 2) return [clause];
  for (const match of clause.matchAll(COORDINATION)) {
    const at = match.index;
    const leftVerb = mainVerbOf(clause, verbs.filter((verb) => verb.index + verb[0].length <= at));
    if (!leftVerb || !verbs.some((verb) => verb.index > at)) continue;
    const left = clause.slice(0, at);
    const right = clause.slice(at + match[0].length);
    // Each clause has its own subject before its own verb.
    const rightVerb = mainVerb(right);
    if (!rightVerb || rightVerb.index === 0) continue;
    // After `und` the subject is written with its comma (`…, und B, von Z, ist …`): a name run straight into its verb
    // there may share a verb-final participle with the clause before (`A ist als X und B ist als Y zurückgetreten`).
    // A right clause without one shares none (`A ist Präsidentin und B ist Vizepräsident`, round 16).
    // French and Italian put no participle last (`A n'est plus administrateur et B n'est plus directrice`).
    const sharesParticiple = match[0].trimEnd().endsWith("und") && GERMAN_PARTICIPLE_LAST.test(right);
    const subject = sharesParticiple ? right : right.slice(0, rightVerb.index);
    if (!startsWithName(subject) || !startsWithName(splitRolePrefix(left.slice(0, leftVerb.index)).list)) continue;
    return [left, ...splitCoordinated(right)];
  }
  return [clause];
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
  // On a tie the reading whose roles are role words wins (`…; Martin Paul n'est plus administrateur` read whole makes
  // `est nommé administrateur unique` a role).
  // So does the reading whose names hold no verb (`…; die Prokura von Y ist erloschen` read whole gives a person named
  // `Urs ist erloschen die Prokura von Keller`).
  if (count(byClause) === count(whole) && unreadRoles(whole) + namesWithVerb(whole) > unreadRoles(byClause) + namesWithVerb(byClause)) return byClause;
  // `A, administrateur, et B, directrice, signent désormais individuellement; C, directeur, n'est plus inscrit`: clauses
  // that each have their own verb and state changes of both kinds (one adds, one removes) are read one by one.
  const mixed = byClause.removed.length > 0 && byClause.added.length > 0 && byClause.removed.length !== (whole?.removed.length ?? 0);
  if (count(byClause) === count(whole) && mixed && clauses.every((clause) => mainVerb(clause) !== null)) return byClause;
  return whole;
}

/** How many roles of a reading hold a verb: a sign that a clause boundary was read as a part. */
function unreadRoles(reading: ProseReading | null): number {
  if (!reading) return 0;
  return [...reading.removed, ...reading.added].flatMap((entry) => entry.roles).filter((role) => ROLE_WITH_VERB.test(role)).length;
}
/** How many names of a reading hold an auxiliary: a clause read as a name. */
function namesWithVerb(reading: ProseReading | null): number {
  if (!reading) return 0;
  return [...reading.removed, ...reading.added].filter((entry) => NAME_WITH_VERB.test(` ${entry.name} `)).length;
}
const NAME_WITH_VERB = /\s(?:ist|sind|wurde|wurden|est|sont|è|sono)\s/;
const ROLE_WITH_VERB = new RegExp(`(?:^|\\s)(?:${alternation([...verbPhrases("appointment"), ...verbPhrases("departure")])})(?=\\s|$)`, "i");

function readClause(clause: string): ProseReading | null {
  for (const read of READERS) {
    const reading = read(clause);
    if (reading) return reading;
  }
  return null;
}
