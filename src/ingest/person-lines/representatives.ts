/**
 * A firm's representative: the natural person a legal entity names to exercise its function at the company (`X SA, à
 * Y, associée gérante, représentée par Z, de V, à W`, `Associée gérante: X Sàrl agissant par son gérant Z, …`, `X AG,
 * Gesellschafterin, vertreten durch Z, …`, `X SA, rappresentata dal suo amministratore Z, …`).
 *
 * The law lets no legal entity be a member of a managing body or a signatory (HRegV art. 120): a GmbH's partner that is
 * a legal entity names a natural person who exercises the function in its stead (OR art. 809 para. 2), as a board
 * member's legal entity does (OR art. 707 para. 3), and the register enters that person. So the representative is an
 * entry of its own: a natural person with the identity written after the name, the firm's roles together with the role
 * written before the name (`son gérant`), in the order written, and the signing written for the two, which only the
 * person can hold. The firm keeps its entry, roles and identifier, without a signing.
 *
 * The clause is cut from the sentence before it is read, so the firm's entry is read as if it stood alone, and the
 * person is added beside the firm once the sentence's entries are read (`withRepresentatives`).
 */
import type { ParsedEntry } from "../parsed-person-lines.js";
import { readList } from "./entry-reader.js";
import { isIdentity, readPart } from "./parts.js";
import { LEGAL_FORM, singularRole, startsWithRole } from "./vocabulary.js";

/** A representative cut from a sentence: what was written of the person, and where in the sentence. */
export interface Representative {
  /** The name and identity parts (`Cavin Raymond, de Vallorbe, à Orbe`). */
  written: string;
  /** The words before the name that say what the person is at the firm (`gérant` of `son gérant`), if any. */
  role: string | null;
  /** Offsets of `written` in the sentence. */
  start: number;
  end: number;
}

/**
 * What opens a representative: a participle of representing or acting with its preposition (`représentée par`,
 * `agissant par`, `vertreten durch`, `handelnd durch`, `rappresentata da`), or the legal phrase of the person acting
 * (`en la personne de`, `in persona di`), or the representative named as such (`ayant pour représentant`, `dont le
 * représentant est`); after a comma, a relative (`qui est représentée par`), `elle-même` or `ici`. Written without
 * accents too (`representée`).
 */
const REPRESENTED_BY =
  /,?\s+(?:(?:qui est|laquelle est|elle-même|lui-même|ici|dûment|valablement|ihrerseits|a sua volta)\s+)?(?:(?:repr[ée]sent[ée]e?s?|agissante?s?|vertreten|handelnd|rappresentat[oaie]|agente)\s+(?:par|durch|da|dal|dalla|dai|dagli|dalle|tramite)|en la personne d['’e]|in persona d(?:i|el|ella)|(?:ayant|avec) (?:pour|comme) repr[ée]sentante?|dont (?:le|la) repr[ée]sentante? est|soit pour (?:elle|lui)|par l['’](?:intermédiaire|entremise) d['’e]|(?:qui|laquelle|lequel) (?:a )?(?:désigné|désigne|délégué|délègue)(?: comme| en qualité de)?|per essa)(?:\s+|(?<=['’]))/gu;
/**
 * The openers that name the person acting rather than representing (`en la personne de`, `ayant pour représentant`,
 * Geneva's `soit pour elle`, `par l'intermédiaire de`, `laquelle désigne`, `per essa`): a representative's only after a
 * firm's name.
 */
const ACTING_PERSON = /personne d|persona d|pour repr|comme repr|repr[ée]sentante? est|soit pour|intermédiaire|entremise|désign|délég|per essa/;
/** The words every opener holds, tested first. */
const REPRESENTED_WORD = /repr[ée]sent|agissant|vertreten|handelnd|rappresentat|agente|personne d|persona d|soit pour|intermédiaire d|entremise d|désign|délègue|délégué|per essa/;
/**
 * The representative's first part: an article or possessive, up to three lower-case words (what the person is at the
 * firm), a civility and the name.
 */
const REPRESENTATIVE_NAME =
  /^(?:(?:son|sa|ses|seine[nmr]?|ihre[nmr]?|il suo|la sua|i suoi|le sue|suoi|sue|suo|sua|le|la|l['’]|der|die|den|dem)\s*)?((?:\p{Ll}[\p{L}-]*\s+){0,3})((?:(?:M\.|Mme|Monsieur|Madame|Herrn?|Frau|signor[a]?)\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|de|du|von|van|da|di|le|la|dos|das|del|della))*)$/u;
const GIVEN_NAMES_PART = /^,\s*\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)*\s*$/u;
/** A part of a person's origin, nationality or residence (`, de Vallorbe`, `, deutscher Staatsangehöriger`). */
const isIdentityPart = (part: string | undefined): boolean =>
  part?.startsWith(",") === true && isIdentity(readPart(part.slice(1).trim().replace(/\.$/, ""), "origin"));
/** The index after the identity parts that follow `parts[from - 1]` (the name, or the given names after it). */
function identityPartsFrom(parts: string[], from: number): number {
  let end = from;
  while (isIdentityPart(parts[end])) end++;
  return end;
}
/** A further representative after the first, joined by a conjunction, with an identity part after the name (`, et Y, de V`). */
const FURTHER_REPRESENTATIVE = /^,?\s+(?:et|und|e|ed)\s+(?=(?:(?:M\.|Mme|Herrn?|Frau)\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)*\s*,)/u;
/** What may follow the representative in the firm's clause: its predicate, role, signing, the next person or nothing. */
const NOT_THE_FIRMS = /^(?:qui|lequel|laquelle|der|die|welche[rs]?|che|il quale|la quale)\s/;

/** A capitalised word before at least one more: a German role noun may open the name's part. */
const GERMAN_ROLE_BEFORE_NAME = /^\p{Lu}[\p{L}-]*\s+\p{Lu}/u;
function splitGermanRole(lower: string, written: string): [string, string] {
  const space = written.indexOf(" ");
  return [`${lower}${written.slice(0, space)}`, written.slice(space + 1)];
}

/** Whether a sentence may name a representative. */
export const mayNameRepresentative = (sentence: string): boolean => REPRESENTED_WORD.test(sentence);

/** The sentence without its representatives' clauses, and the representatives cut. */
export function cutRepresentatives(sentence: string): { text: string; representatives: Representative[] } {
  const representatives: Representative[] = [];
  let text = "";
  let from = 0;
  for (const opener of sentence.matchAll(REPRESENTED_BY)) {
    if (opener.index < from) continue;
    // `Son successeur a été désigné en la personne de Y`: the phrases that name a person acting are a representative's
    // only after a firm; the participles of representing are one after a person too (`représenté par son tuteur`).
    if (ACTING_PERSON.test(opener[0]) && !LEGAL_FORM.test(sentence.slice(0, opener.index))) continue;
    const clauseStart = opener.index + opener[0].length;
    const parts = sentence.slice(clauseStart).split(/(?=[,;])/);
    const name = REPRESENTATIVE_NAME.exec(parts[0].trim());
    if (!name) continue;
    // `durch ihren Geschäftsführer Meier Hans`: a German role noun is capitalised.
    const [roleWritten, nameWritten] = GERMAN_ROLE_BEFORE_NAME.test(name[2]) && startsWithRole(name[2]) ? splitGermanRole(name[1], name[2]) : [name[1], name[2]];
    // `vertreten durch Meier, Hans, deutscher Staatsangehöriger, …`: the given names after a comma.
    const taken = identityPartsFrom(parts, GIVEN_NAMES_PART.test(parts[1] ?? "") && isIdentityPart(parts[2]) ? 2 : 1);
    const rest = parts.slice(taken).join("").replace(/^[,\s]+/, "");
    if (NOT_THE_FIRMS.test(rest)) continue;
    let cutEnd = clauseStart + parts.slice(0, taken).join("").replace(/\.$/, "").length;
    const nameAt = clauseStart + parts[0].indexOf(nameWritten);
    const written = roleWritten.trim();
    const role = written !== "" && startsWithRole(written) ? written : null;
    // `représentée par ses administrateurs X, …, et Y, …`: a role written once for several is singular for each.
    const several = role !== null && singularRole(role) !== role;
    const each = several ? singularRole(role) : role;
    representatives.push({ written: sentence.slice(nameAt, cutEnd), role: each, start: nameAt, end: cutEnd });
    while (several) {
      const next = FURTHER_REPRESENTATIVE.exec(sentence.slice(cutEnd));
      if (next === null) break;
      const start = cutEnd + next[0].length;
      const further = sentence.slice(start).split(/(?=[,;])/);
      const count = identityPartsFrom(further, 1);
      if (count === 1) break;
      const end = start + further.slice(0, count).join("").replace(/\.$/, "").length;
      representatives.push({ written: sentence.slice(start, end), role: each, start, end });
      cutEnd = end;
    }
    text += sentence.slice(from, opener.index);
    from = cutEnd;
  }
  return representatives.length === 0 ? { text: sentence, representatives } : { text: text + sentence.slice(from), representatives };
}

/**
 * Adds each representative of a sentence (`span` of the notice's `text`) after the firm it represents: the
 * legal entity read from that sentence whose name is written last before it. A representative whose firm was not read
 * is left out, as before.
 */
export function withRepresentatives(lines: { removed: ParsedEntry[]; added: ParsedEntry[] }, text: string, span: { start: number; end: number }, representatives: Representative[]): void {
  // The signing written for a firm and its representatives, taken from the firm by the first of them.
  const signings = new Map<ParsedEntry, { signing: string | null; count: number }>();
  for (const representative of representatives) {
    const at = span.start + representative.start;
    const firm = firmRepresented(lines, text, span, at);
    if (firm === null) continue;
    const { side, index } = firm;
    const person = readList(representative.written, { mode: "prose" }).find((entry) => entry.kind === "natural_person");
    if (!person) continue;
    const represented = side[index];
    const taken = signings.get(represented) ?? { signing: represented.signing_authority, count: 0 };
    side.splice(index + 1 + taken.count, 0, {
      ...person,
      roles: rolesInOrder(represented.roles, representative, text, span, at),
      signing_authority: taken.signing,
      previous: null,
      evidence: { start: at, end: span.start + representative.end },
    });
    signings.set(represented, { signing: taken.signing, count: taken.count + 1 });
    represented.signing_authority = null;
  }
}

/** The legal entity read from the sentence whose name is written last before `at`, with its side and place there. */
function firmRepresented(lines: { removed: ParsedEntry[]; added: ParsedEntry[] }, text: string, span: { start: number; end: number }, at: number): { side: ParsedEntry[]; index: number } | null {
  let found: { side: ParsedEntry[]; index: number; written: number } | null = null;
  for (const side of [lines.removed, lines.added]) {
    for (const [index, entry] of side.entries()) {
      if (entry.kind !== "legal_entity" || entry.evidence.start < span.start || entry.evidence.start >= span.end) continue;
      const written = text.lastIndexOf(entry.name, at);
      if (written >= span.start && (found === null || written > found.written)) found = { side, index, written };
    }
  }
  return found;
}

/** The firm's roles and the representative's own, in the order written (a heading's role first). */
function rolesInOrder(roles: string[], representative: Representative, text: string, span: { start: number }, at: number): string[] {
  if (representative.role === null || roles.includes(representative.role)) return [...roles];
  const lower = text.toLowerCase();
  const before = roles.filter((role) => {
    const written = lower.indexOf(role.toLowerCase(), span.start);
    return written < 0 || written < at;
  });
  return [...before, representative.role, ...roles.filter((role) => !before.includes(role))];
}
