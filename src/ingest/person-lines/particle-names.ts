/**
 * Family names that open with particles (`de Weck`, `von der Mühll`, `van den Broek`, `Lo Russo`, `Dal Molin`), read as
 * one word. The readers find a person where a capitalised word opens a name and take its first word for the family
 * name, while a particle in lower case is also the preposition of an origin (`de Genève`, `von Bern`, `da Lugano`).
 * Where the words around it say that a name stands there, the family name is written for the readers as one
 * hyphenated word with a capital (`De-Weck`, `Von-der-Mühll`), as double names are (`Keller-Sutter`); the text keeps its
 * length, so evidence offsets hold, and every value read gets the name back as written.
 */
import type { ParsedEntry, PersonLines } from "../parsed-person-lines.js";
import { upperFirst } from "../../domain/text.js";
import { endsWithAbbreviation } from "./sentences.js";
import { ACADEMIC_TITLE, alternation, escaped, isCompoundMunicipality, isKnownGivenName, LEGAL_FORM, startsWithRole, verbPhrases } from "./vocabulary.js";

/** A title written as one word (`Dr`, `Dresse`, `Prof.`): no family name after a particle. */
const TITLE_WORD = new RegExp(`^${ACADEMIC_TITLE}$`, "u");
/** Particles that open a family name, in either case (`de Weck`, `De Luca`, `della Casa`, `Lo Russo`). */
const OPENING_PARTICLES = ["von", "van", "de", "di", "da", "du", "del", "della", "dei", "degli", "dal", "dalla", "dos", "das", "do", "le", "la", "lo"];
const CAPITALISED_PARTICLES = OPENING_PARTICLES.map(upperFirst);
/**
 * One particle, or a pair that opens a family name (`van der`, `von den`, `de la`, and the Dutch `ten`, `ter`); any
 * other pair is a preposition and a particle (`de von Allmen`, `di de Weck`).
 */
const PARTICLE = `(?:[Vv][ao]n (?:der|den|dem|de)|[Dd]e (?:la|las|los)|${[...OPENING_PARTICLES, ...CAPITALISED_PARTICLES].join("|")}|ten|ter)`;
/**
 * A family word after the particles: capitalised, hyphenated parts and apostrophes allowed (`Rham-Bovet`, `Dell'Oro`);
 * not a capitalised particle that opens the name itself (`von Dal Molin X`: `Dal Molin` after the preposition).
 */
const FAMILY_WORD = `(?!(?:${CAPITALISED_PARTICLES.join("|")}) \\p{Lu})\\p{Lu}[\\p{Ll}\\p{M}'’]+(?:-\\p{Lu}?[\\p{Ll}\\p{M}'’]+)*`;
/** Particles and a family word, with the separator and the word that follow it. */
const CANDIDATE = new RegExp(`(?<=^|[\\s(])(${PARTICLE} ${FAMILY_WORD})(?=(,? )(\\p{Lu}[\\p{L}\\p{M}'’-]*))`, "gu");
/**
 * A preposition right before the particle: the particle cannot be a preposition too, so it opens a name (`Radiation de
 * du Pasquier X`, `Rücktritt von von Allmen X`, `conférée à von Arx X`; capitalised where it opens the sentence: `A von
 * Allmen X, …, viene conferita`).
 */
const PREPOSITION_BEFORE = /(?:^|[\s(])(?:de|d['’]|von|vom|à|a|di|an|par|durch|per|al|alla|du|des|aux|au|pour|für|avec|mit|con)\s$/iu;
/**
 * Where a person's name may open: a sentence, a list entry or an enumeration (`. `, `: `, `; `, `, `, `et`, `und`,
 * `e`, `de même que`, `sowie`), after a copula, an auxiliary, an adverb of time or a verb of naming or replacing (`est`,
 * `wurde`, `è ora`, `heisst`, `si chiama correttamente`, `remplace`), a form
 * of address (`Mme`, `Herr`), a relative (`son épouse`) or a role (`l'administratrice`, `aux directeurs`). After a noun
 * the particle is the preposition that joins a name to it (`Die Unterschrift von Hügli Jürg`, `la signature de
 * Candraye Roxane`).
 */
const OPENING_BEFORE = new RegExp(
  `(?:^|[.:;,]\\s|(?:^|\\s)(?:${[
    "et|und|e|ed|sowie|ainsi que|de même que|nonché|così come|ebenso wie|puis|poi",
    "est|ist|è|sont|sind|sono|wurde|wird|heisst|heißt|lautet|nomme|appelle|chiama|correctement|richtig|richtigerweise|correttamente",
    "ora|nun|neu|désormais|maintenant|remplace|remplacent|ersetzt|ersetzen|sostituisce|sostituiscono",
    "Mme|Mmes|Mlle|M\\.|Me|Herr|Frau|Dr\\.|Prof\\.|épouse|époux|Ehefrau|Ehemann|moglie|marito",
  ].join("|")})\\s)$`,
  "u",
);
/** A body's composition ending in its preposition (`se compose désormais de`, `besteht neu aus`): the particle is that preposition. */
const COMPOSITION = new RegExp(`(?:^|\\s)(?:${alternation(verbPhrases("body_composition"))})$`, "iu");
/** Where a sentence or an entry opens: there a family name with a particle may be followed by any given name (`Démissions: de Pury Corsin, …`). */
const STRONG_OPENING_BEFORE = /(?:^|[.:;]\s)$/u;
/**
 * A word shaped like a place's, not a family's: a saint's name (`Saint-Imier`, `St-Légier`, `San-Vittore`) or an article
 * ending it before the next word (`Saint-Légier-La Chiésaz`, `Péry-La Heutte`), also for places the municipality list
 * no longer holds (merged ones stay in people's origins).
 */
const PLACE_WORD = /^(?:Saint|Sainte|St|Ste|San|Santa|Sankt)-|-(?:La|Le|Les)$/u;
/** What may follow a whole name: a comma, a full stop, a bracket, a clause's end or its verb in lower case. */
const NAME_ENDS = /^(?:[,.;:)]|\s\(|\s\p{Ll}|$)/u;
/** The word before a position, for a role that opens a name (`l'administratrice von der Mühll Odile`). */
const WORD_BEFORE = /([\p{L}'’-]+)\s$/u;

/**
 * Whether the sentence before `at` used the particle as the preposition of an enumeration: before a capitalised word (`de`
 * also elided: `d'A`), not
 * as a name's and not as an origin's after a comma (`A, de Genève, à Lancy, et de Weck B`).
 */
function repeatsPreposition(text: string, particle: string, at: number, joinedAt: ReadonlySet<number>): boolean {
  const opening = sentenceOpening(text, at);
  // `La signature d'A et de B`: `de` elided before a vowel is the same preposition.
  const preposition = new RegExp(`(?<=^|(?<!,)\\s)${particle === "de" ? "(?:de\\s|d['’])" : `${particle}\\s`}(?=\\p{Lu})`, "gu");
  for (const match of text.slice(opening, at).matchAll(preposition)) if (!joinedAt.has(opening + match.index)) return true;
  return false;
}

/** Where the sentence holding `at` opens: after the last `;`, `:` or full stop that is no abbreviation's (`St. Gallen`, `Dr. X`). */
function sentenceOpening(text: string, at: number): number {
  let opening = 0;
  for (const stop of text.slice(0, at).matchAll(/[.;:]\s/g)) {
    if (stop[0][0] !== "." || !endsWithAbbreviation(text.slice(0, stop.index))) opening = stop.index + 1;
  }
  return opening;
}

/** Whether a text opens with a municipality of several words (`Santa Maria in Calanca, …`, `Val Mara`, `Le Locle`). */
function opensMunicipality(text: string): boolean {
  const words = text.split(/\s+/, 5);
  for (let count = 2; count <= words.length; count++) {
    const place = words.slice(0, count).join(" ");
    if (isCompoundMunicipality(place) || isCompoundMunicipality(place.replace(/[,;:.]$/, ""))) return true;
  }
  return false;
}

/** The text with its particle family names written as one word each, and what the readers' values need to be written back. */
export interface ParticleNames {
  text: string;
  /** The values read from `text`, with the notice and each family name as written. */
  restore(lines: PersonLines): PersonLines;
}

/**
 * Where a particle opens a family name: the word after it is a given name (`de Weck Pierre`, `von Allmen, Hans`), or
 * it follows a preposition (`de du Pasquier X`) or opens a sentence or an entry (`De Luca Thomas, président`); never a
 * municipality (`Le Locle`, `La Chaux-de-Fonds`), a role or a firm's word.
 */
export function joinParticleNames(text: string): ParticleNames {
  const written = new Map<string, string>();
  const joinedAt = new Set<number>();
  const joined = text.replace(CANDIDATE, (name: string, _name: string, separator: string, next: string, at: number) => {
    const before = text.slice(Math.max(0, at - 30), at);
    const particle = name.slice(0, name.lastIndexOf(" "));
    const family = name.slice(name.lastIndexOf(" ") + 1);
    const afterPreposition = PREPOSITION_BEFORE.test(before);
    const opening =
      (OPENING_BEFORE.test(before) && !COMPOSITION.test(`${before}${particle}`)) || startsWithRole(WORD_BEFORE.exec(before)?.[1].replace(/^[ld]['’]/, "") ?? "");
    // After a preposition a particle opens a name (`de du Pasquier X`); a capitalised one (`von De Luca X`) is joined
    // there only before a given name, as an Iberian name goes on with a second family word (`à De Arruda Fialho X`). Where
    // a name may open, a lower-case particle opens one before a given name, unless it repeats the preposition of an
    // enumeration (`Les signatures de A et de B`, `composé de A, ROLE, de B`).
    const lowerCase = /^\p{Ll}/u.test(name);
    // A given name outside the lists is taken where the name ends after it (`et de Rham-Bovet Ottokar, secrétaire`) or
    // a sentence or entry opens; not after a comma, where an origin of two words stands as often (`, von Willisau Land,`),
    // and a canton's code is none (`von Wald ZH`).
    const endsAfterNext = NAME_ENDS.test(text.slice(at + name.length + separator.length + next.length));
    const unlisted = separator === " " && !/^\p{Lu}+$/u.test(next) && !before.endsWith(", ") && (endsAfterNext || STRONG_OPENING_BEFORE.test(before));
    const given = isKnownGivenName(next) || unlisted;
    const named = afterPreposition
      ? separator === " " && (lowerCase || isKnownGivenName(next) || endsAfterNext)
      : opening && given && (lowerCase || isKnownGivenName(next) || (STRONG_OPENING_BEFORE.test(before) && endsAfterNext)) && !repeatsPreposition(text, particle, at, joinedAt);
    // `Le Dr Jean Dupont`, `La Dresse Anne X`: an article before a title, not a particle.
    const notAName = PLACE_WORD.test(family) || TITLE_WORD.test(family) || [family, next].some((word) => startsWithRole(word) || LEGAL_FORM.test(` ${word} `));
    if (!named || notAName || opensMunicipality(text.slice(at + particle.length + 1))) {
      return name;
    }
    const one = upperFirst(name.replace(/ /g, "-"));
    if (text.includes(one)) return name;
    written.set(one, name);
    joinedAt.add(at);
    return one;
  });
  if (written.size === 0) return { text, restore: (lines) => lines };
  const any = new RegExp(escaped([...written.keys()]), "g");
  const back = (value: string) => value.replace(any, (one) => written.get(one) ?? one);
  const backOrNull = (value: string | null) => (value === null ? null : back(value));
  const entry = (read: ParsedEntry): ParsedEntry => ({
    ...read,
    name: back(read.name),
    last_name: backOrNull(read.last_name),
    first_name: backOrNull(read.first_name),
    origin: backOrNull(read.origin),
    residence: backOrNull(read.residence),
    roles: read.roles.map(back),
    signing_authority: backOrNull(read.signing_authority),
    previous: backOrNull(read.previous),
  });
  return {
    text: joined,
    restore: (lines) => ({
      ...lines,
      text,
      removed: lines.removed.map(entry),
      added: lines.added.map(entry),
      unparsed: lines.unparsed.map((sentence) => ({ ...sentence, sentence: back(sentence.sentence) })),
      partly_parsed: lines.partly_parsed.map((sentence) => ({ ...sentence, sentence: back(sentence.sentence) })),
    }),
  };
}
