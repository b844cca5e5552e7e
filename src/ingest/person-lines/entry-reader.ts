/** Reads person lists (`A, von X, in Y, Rolle, Unterschrift; B, …`) into entries. */
import type { PersonEntry } from "../../domain/person-entry.js";
import {
  ARTICLE_PARTICLE,
  cleanRole,
  GLUED_EXTRA,
  GLUED_SIGNING,
  isIdentity,
  isMarkedPart,
  isNameLike,
  opensShared,
  opensWithPronoun,
  readPart,
  readSigning,
  splitRolePrefix,
  FIRM_NUMBER_IN_BRACKETS,
  type PartReading,
} from "./parts.js";
import { splitTopLevel } from "./sentences.js";
import { isNoticeFamilyWord, namesBeforeIdentity } from "./notice-context.js";
import {
  ACADEMIC_TITLE,
  alternation,
  isCompoundMunicipality,
  isFrenchCountry,
  isMunicipality,
  isCountryPart,
  isGivenAndFamilyName,
  isGivenName,
  isKnownFamilyName,
  isKnownGivenName,
  givenNameLikeness,
  LEGAL_FORM,
  LEGAL_FORM_ABBREVIATION,
  NAME_PARTICLES,
  NATIONALITY_INTRODUCER,
  NATIONALITY_NOUN,
  singularRole,
  startsWithRole,
  verbPhrases,
} from "./vocabulary.js";

export interface ListOptions {
  /**
   * `section`: each `;`-separated entry is one person and unknown parts after the residence are roles.
   * `prose`: a list inside a sentence, where a new name starts a new person (`A, de X, à Y, B, de Z, …`).
   */
  mode: "section" | "prose";
  /** Roles every entry has first, from a heading (`Associé-gérant:`) or a sentence (`… ne sont plus administrateurs`). */
  roles?: string[];
  /** Signing authority every entry has first (`Signature collective à deux est conférée à …`). */
  signing?: string;
}

/** A part opening the next person with its conjunction (`et Favre Luc`, `und Meier Hans`, `e Rossi Mario`). */
const NEXT_PERSON_JOINED = /^(?:et|und|e|ed|ainsi que|sowie|nonché)\s+\p{Lu}/u;
/** One part of a list; `newPerson` marks the name that starts an entry, `role` a part known to be a role. */
export interface Part {
  text: string;
  newPerson?: boolean;
  role?: boolean;
  /** A part said of the last `all` persons (a plural role closing an enumeration of whole names). */
  all?: number;
  /** A signing closing a list: every person's who has none of their own. */
  closing?: boolean;
  /** A name that is a whole `;`-separated entry of a prose list: nothing after it is said of it. */
  alone?: boolean;
  /** The `;`-separated chunk of the list the part is in (0 for the first). */
  chunk?: number;
  /** A name after its own role and article (`ainsi que la directrice C`): the list's shared roles are not its. */
  ownRoles?: boolean;
}

enum Stage {
  Name,
  FirstName,
  Identity,
  Residence,
  After,
}

interface Draft {
  name: string;
  identifier: string | null;
  firstName: string | null;
  titles: string[];
  /** An academic title written before the family name (`Dr. Müller, Hans`): it goes before the given names. */
  leadingTitle?: string;
  origin: string[];
  nationality: string | null;
  residence: string | null;
  roles: string[];
  signing: string[];
  previous: string[];
  /** Roles and signing authorities in the order written, which become `previous` when a change marker follows. */
  stated: string[];
  /** Whether a part other than the name was read for this person. */
  described: boolean;
  /** Whether the person was joined to the ones before by `et` / `und` / `e` (`…, et B, de Y, à Z`). */
  joined?: boolean;
  /** The `;`-separated chunk of the list the person is named in. */
  chunk?: number;
  /** Named by a role and article of their own (`…, ainsi que la directrice C`): the roles shared by the list are not theirs. */
  ownRoles?: boolean;
  stage: Stage;
}

/** The codes of the 26 cantons (`à Bernex, GE`). */
const CANTON_CODES = new Set("AG AI AR BE BL BS FR GE GL GR JU LU NE NW OW SG SH SO SZ TG TI UR VD VS ZG ZH".split(" "));
/** One capitalised word, hyphenated parts allowed (`Genève`, `Haute-Savoie`). */
const REGION_NAME = /^\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)*$/u;
/** A branch written after its firm: `REBEFID Sagl, succursale di Paradiso`. */
const BRANCH = /^(?:succursale|Zweigniederlassung|Niederlassung|filiale|branch)\b/i;
/**
 * A region code after a foreign residence, before its country: `New York, NY (US)`, `New York, NY, USA`. A code not
 * followed by a country stays what it reads as (`in Thalwil, GM`: a role code).
 */
function isRegionCode(text: string, next: string | undefined): boolean {
  // `à Bernex, GE`, `in Kirchdorf, AG`: a Swiss canton's code after the residence.
  if (CANTON_CODES.has(text)) return true;
  // `à Saint-Julien-en-Genevois, Haute-Savoie, France`: a region's name of one word before the country.
  if (REGION_NAME.test(text) && next !== undefined && isCountryPart(next) && !/^[A-Z]{1,3}$/.test(next)) return true;
  // `domicilié à Vernier, Genève`, `à Megève, Haute-Savoie`: a canton's or region's name of one word, which no person
  // is (a name has two words at least; `Keller, Hans` writes its given name next), nor a role, signing or given name.
  if (REGION_NAME.test(text) && !(next !== undefined && REGION_NAME.test(next))) {
    return !startsWithRole(text) && readSigning(text) === null && !isGivenName(text) && !LEGAL_FORM.test(text);
  }
  const code = /^[A-Z]{2,3}(?: \(([A-Z]{2,3})\))?$/.exec(text);
  if (!code) return false;
  return code[1] !== undefined ? isCountryPart(code[1]) : next !== undefined && /^[A-Z]{2,3}$/.test(next) && isCountryPart(next);
}

/**
 * A double family name without hyphen (`Schmid Keller`, `Zbinden Egger`): two words the family list knows and no common
 * given name, so `, Franziska` after it is the given name in prose as it is in a list.
 */
export function isDoubleFamilyName(name: string): boolean {
  const words = name.split(" ");
  return words.length === 2 && words.every((word) => /^\p{Lu}\p{Ll}+$/u.test(word) && isKnownFamilyName(word) && !isGivenName(word));
}

/** A particle of a family name, in either case, or the article of a pair (`von`, `De`, `der` of `van der`). */
const isNameParticle = (token: string) => NAME_PARTICLES.has(token.toLowerCase()) || ARTICLE_PARTICLE.has(token) || CAPITALISED_PARTICLE.test(token);

/** A family name of one word, with the particles before it (`Dupont`, `van der Merwe`, `De Pury`): `, Given` may follow. */
function isOneFamilyWord(name: string): boolean {
  const tokens = name.split(" ");
  const last = tokens.length - 1;
  return tokens.every((token, at) => at === last || isNameParticle(token));
}

/**
 * Academic titles before a family name (`Dr.`, `Prof. Dr.`, `Dres.`, `lic. iur.`), also before a particle that opens it
 * (`Prof. Dr. von Allmen Karin`).
 */
const LEADING_TITLE = new RegExp(`^(?:${ACADEMIC_TITLE}\\s+)+(?=\\p{Lu}\\p{Ll}|(?:von|van|de|di|da|del|della|du|le|la|dos)\\s+\\p{Lu})`, "u");

/** A form of address before a name (`Mme Dupont Anne`, `Herr Müller Hans`): no part of it. Titles (`Dr.`) stay. */
const HONORIFIC = /^(?:Mme|Mmes|Mlle|M\.|MM\.|Me|Maître|Madame|Mesdames|Monsieur|Messieurs|Herr|Frau|Herren|Signor|Signora|Sig\.|Sig\.ra)\s+(?=\p{Lu})/u;
/** Words before a maiden name inside a family name. */
const MAIDEN = new Set(["née", "geb.", "geborene", "nata", "ved."]);
/** Given names of two persons sharing a family name: `Rätz, Werner und Theresia`, `Gisler, Hans Peter und Anna Maria`. */
const TWO_GIVEN_NAMES = /^(\S+(?: \S+){0,2}?) (?:und|et|e) (\S+(?: \S+){0,2})$/;
/** The markers of an earlier value (data/person-lines/verbs.json `previous_markers`: `bisher`, `jusqu'ici`, `anciennement`, `finora`, …). */
const PREVIOUS_WORDS = alternation(verbPhrases("previous_markers"));
// `[finora presidente]`, `[bisher Mitglied]`: the colon after a marker of the earlier value may be left out (not in a
// note that the person is entered already, `[già iscritto]`).
const PREVIOUS_LABEL = new RegExp(
  `^(?:(?:${PREVIOUS_WORDS}|precedemment|non|nicht)\\s*:\\s*|(?:${PREVIOUS_WORDS})\\s+(?!iscritt|inscrit|eingetragen))([\\s\\S]*)$`,
  "i",
);
const PREVIOUS_PAREN = new RegExp(
  `\\(\\s*(?:${PREVIOUS_WORDS}|und nicht|et non|e non|nicht)(?:\\s*:?\\s+([^()]*?))?\\s*\\)|\\(\\s*(?:wie bisher|comme jusqu'ici|come finora)\\s*\\)`,
  "gi",
);
/** A text without the wrong text a correction notice names after `nicht:` (`… [bisher: A] nicht: [bisher: B]`). */
export function withoutWrongText(text: string): string {
  return text.includes(":") && /(?:nicht|non) ?:/.test(text) ? text.replace(NOT_CORRECTED, "") : text;
}
const NOT_CORRECTED = /\s*(?:\bnicht|\bnon|\bet non|\bund nicht|\be non)\s*:\s*(?:\[[^\]]*\]|\([^)]*\))[\s.]*/gi;
const OLD_NUMBER = /^\s*CH-[\d.-]+\d\s*$/;

/** Removes `[bisher: …]`-style notes and `(bisher …)` asides from a part; returns what they said was before. */
function extractNotes(written: string): { text: string; previous: string[] } {
  const previous: string[] = [];
  // A correction notice (`Nachtrag`) writes the right text, then the wrong one after `nicht:` (`[bisher: A] nicht:
  // [bisher: B]`): what follows `nicht:` is not entered.
  const text = withoutWrongText(written);
  let out = "";
  let depth = 0;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "[") {
      if (depth === 0) start = i;
      depth++;
    } else if (char === "]" && depth > 0) {
      depth--;
      if (depth === 0) {
        const inner = text.slice(start + 1, i);
        const label = PREVIOUS_LABEL.exec(inner.trim());
        if (label) previous.push(collapse(label[1]));
        else if (!OLD_NUMBER.test(inner)) out += text.slice(start, i + 1);
        start = -1;
      }
    } else if (depth === 0) out += char;
  }
  if (depth > 0 && start >= 0) out += text.slice(start);
  out = out.replace(PREVIOUS_PAREN, (whole, before: string | undefined) => {
    // `Sekretärin (nicht Mitglied)`: a role qualified as held outside the board, not an earlier value.
    if (/^\(\s*nicht\s/i.test(whole) && before !== undefined && startsWithRole(before)) return whole;
    if (before !== undefined && before.trim() !== "") previous.push(collapse(before));
    return " ";
  });
  return { text: collapse(out), previous: previous.filter((value) => value !== "") };
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function newDraft(name: string): Draft {
  const draft: Draft = {
    name,
    identifier: null,
    firstName: null,
    titles: [],
    origin: [],
    nationality: null,
    residence: null,
    roles: [],
    signing: [],
    previous: [],
    stated: [],
    described: false,
    stage: Stage.Name,
  };
  takeIdentifier(draft, "name");
  draft.name = draft.name.replace(GLUED_EXTRA, "").replace(HONORIFIC, "").trim();
  // `Dr. Müller, Hans`, `Prof. Dr. Keller Anna`: the title is no part of the family name.
  const title = LEADING_TITLE.exec(draft.name);
  if (title && !isFirm(draft) && draft.name.length > title[0].length) {
    draft.leadingTitle = title[0].trim();
    draft.name = draft.name.slice(title[0].length);
  }
  return draft;
}

function takeIdentifier(draft: Draft, field: "name" | "residence"): void {
  const value = draft[field];
  if (value === null) return;
  const match = FIRM_NUMBER_IN_BRACKETS.exec(value);
  if (!match) return;
  draft.identifier ??= match[1];
  draft[field] = collapse(value.replace(FIRM_NUMBER_IN_BRACKETS, " "));
}

/**
 * A person's name followed by what they are at a firm (`Dupont Jean, représentant de la société X SA`, `Meier Hans,
 * Geschäftsführer der X AG`): a role, not the rest of a firm's name. A firm's name goes on with a capital
 * (`Ortag, Organisations-, Revisions- und Treuhand-AG`); a description of the person starts lower case or with a role.
 */
function describesPersonsFirm(name: string, text: string): boolean {
  if (LEGAL_FORM.test(name) || BRANCH.test(text)) return false;
  // `von Laufenburg AG`: a place with its canton's code, not a firm.
  if (["origin", "residence", "nationality"].includes(readPart(text, null).type)) return false;
  if (startsWithRole(text)) return true;
  return (/^\p{Ll}/u.test(text) || AT_FIRM.test(text)) && name.split(/\s+/).some(isKnownGivenName);
}
/** A German noun followed by the firm it is at (`Angestellte der X AG`, `Vertreter bei X GmbH`). */
const AT_FIRM = /^\p{Lu}[\p{L}-]*\s+(?:der|des|bei|von der|vom)\s/u;

function isFirm(draft: Draft): boolean {
  if (draft.identifier !== null) return true;
  if (!LEGAL_FORM.test(draft.name)) return false;
  // `Canton Pierre, de Genève`, `Cassa Maria, da Lugano`: a family name that is a body's word, before an origin.
  return (draft.origin.length === 0 && draft.nationality === null) || LEGAL_FORM_ABBREVIATION.test(draft.name);
}

/** A residence that runs into the next person's name (`in Schwarzenburg und Strahm Roger, von Oberthal`). */
function splitResidence(value: string): [string, string] | null {
  const match = /^(.+?) (?:und|et|e) (.+)$/.exec(value);
  return match && isNameLike(match[2]) ? [match[1], match[2]] : null;
}

function addRoles(targets: Draft[], text: string, plural: boolean): void {
  for (const t of targets) {
    t.roles.push(...cleanRole(text, plural));
    t.stated.push(text);
    t.stage = Stage.After;
  }
}

/** A signing verb joined to a role by a conjunction, with its adverb: `gérant et signe individuellement`, `Mitglied und zeichnet einzeln`. */
const SIGNING_VERB_JOINED = /\s(?:et|und|e)\s+(?:signe|signent|zeichnet|zeichnen|firma|firmano)\s+(?:(?:désormais|neu|nun|ora)\s+)?(\S.*)$/;

function walk(parts: Part[], options: ListOptions): Draft[] {
  const drafts: Draft[] = [];
  let group: Draft[] | null = null;
  let last: PartReading["type"] | null = null;
  let chunk = 0;

  const start = (written: string): Draft => {
    // `l'administrateur secrétaire Dupont Jean`: the role before the name is the person's.
    const prefix = options.mode === "prose" ? splitRolePrefix(written) : { role: null, list: written };
    const draft = newDraft(prefix.list);
    draft.chunk = chunk;
    if (prefix.role !== null) {
      draft.roles.push(...cleanRole(prefix.role));
      draft.stated.push(prefix.role);
    }
    drafts.push(draft);
    group = null;
    last = null;
    return draft;
  };

  const apply = (reading: PartReading, targets: Draft[], index: number): void => {
    const current = drafts[drafts.length - 1];
    const plural = targets.length > 1;
    switch (reading.type) {
      case "origin":
        // `…, à Annecy, de Weck Bénédicte, …`: after a residence a particle and a whole name open the next person (a
        // person's origin comes before the residence).
        if (options.mode === "prose" && targets.length === 1 && current.residence !== null && isParticleName(parts[index].text)) {
          start(parts[index].text);
          return;
        }
        for (const t of targets) {
          t.origin.push(reading.value);
          t.stage = Math.max(t.stage, Stage.Identity);
        }
        break;
      case "nationality":
        for (const t of targets) {
          t.nationality = reading.value;
          t.stage = Math.max(t.stage, Stage.Identity);
        }
        break;
      case "identifier":
        for (const t of targets) t.identifier ??= reading.value;
        break;
      case "origin-and-residence":
        for (const t of targets) {
          t.origin.push(reading.value);
          t.residence = reading.value;
          t.stage = Stage.Residence;
        }
        break;
      case "residence": {
        const next = parts[index + 1];
        const split = next && targets.length === 1 ? splitResidence(reading.value) : null;
        if (split && isIdentity(readPart(next.text, null))) {
          current.residence = split[0];
          current.stage = Stage.Residence;
          takeIdentifier(current, "residence");
          start(split[1]);
          return;
        }
        // `in Affoltern a.A. Mitglied`: a role written after the place without a comma.
        const words = reading.value.split(" ");
        const roleAt = words.findIndex((word, at) => at > 0 && /^\p{Lu}/u.test(word) && startsWithRole(word));
        for (const t of targets) {
          t.residence = roleAt > 0 ? words.slice(0, roleAt).join(" ") : reading.value;
          t.stage = Stage.Residence;
          takeIdentifier(t, "residence");
        }
        if (roleAt > 0) addRoles(targets, words.slice(roleAt).join(" "), plural);
        break;
      }
      case "signing":
        for (const t of targets) {
          t.signing.push(reading.value);
          t.stated.push(reading.value);
          t.stage = Stage.After;
        }
        break;
      case "previous":
        for (const t of targets) t.previous.push(reading.value);
        break;
      case "changed": {
        // `Mitglied, nun mit Einzelunterschrift` (the entry's last part): only the signing changes; the roles stay and
        // the signing stated before, if any, is the previous one.
        const next = readPart(reading.value, last);
        // The next person may open with its conjunction (`…, désormais avec signature individuelle, et B, …`).
        const lastPart = index === parts.length - 1 || parts[index + 1]?.newPerson === true || NEXT_PERSON_JOINED.test(parts[index + 1]?.text ?? "");
        if (next.type === "signing" && lastPart) {
          for (const t of targets) {
            if (t.signing.length > 0) t.previous.push(t.signing.join(", "));
            t.signing = [];
          }
          apply(next, targets, index);
          return;
        }
        // `Präsident, Einzelunterschrift, neu Mitglied, Kollektivunterschrift zu zweien`: what was stated before is previous.
        for (const t of targets) {
          if (t.stated.length > 0) t.previous.push(t.stated.join(", "));
          t.roles = [];
          t.signing = [];
          t.stated = [];
        }
        apply(next, targets, index);
        return;
      }
      case "relative": {
        // A plural relative inside a `;` chunk that names several persons concerns those (`A, …, président, avec
        // signature individuelle; B, … et C, …, lesquels signent collectivement à deux`); otherwise every person named.
        const ofChunk = drafts.filter((draft) => draft.chunk === parts[index].chunk);
        for (const t of reading.all ? (ofChunk.length > 1 ? ofChunk : drafts) : [current]) {
          t.roles.push(...reading.roles);
          if (reading.signing !== null) t.signing.push(reading.signing);
          t.stage = Stage.After;
        }
        break;
      }
      case "signing-continued":
        for (const t of targets) {
          if (t.signing.length > 0) t.signing[t.signing.length - 1] += `, ${reading.value}`;
        }
        break;
      case "extra":
        break;
      case "role": {
        // `désormais présidente avec signature collective à deux`: a signing glued to the role without a comma; `gérant et
        // signe individuellement`: a signing verb joined to it.
        const glued = GLUED_SIGNING.exec(reading.value) ?? SIGNING_VERB_JOINED.exec(reading.value);
        const gluedRole = glued ? reading.value.slice(0, glued.index).trim() : "";
        if (glued && startsWithRole(gluedRole) && readSigning(glued[1]) !== null) {
          apply({ type: "role", value: gluedRole }, targets, index);
          apply({ type: "signing", value: glued[1] }, targets, index);
          return;
        }
        // A plural role closing a prose list names the role of every person in it (`…, et B, de Y, à Z, sous-directeurs`),
        // also before the signing closing it for all (`…, et B, de Y, à Z, associés gérants, avec signature …`); a person
        // with a role of their own before it keeps that one only (`A, …, directeur des ventes, B, … et C, …, directeurs`;
        // until round 24 the closing role was every person's, which three blind sets label otherwise).
        const closing =
          options.mode === "prose" &&
          targets.length === 1 &&
          drafts.length > 1 &&
          parts.slice(index + 1).every((part) => readPart(part.text, "role").type === "signing");
        if (closing && singularRole(reading.value) !== reading.value) addRoles(drafts.filter((draft) => draft.roles.length === 0 || targets.includes(draft)), reading.value, true);
        else addRoles(targets, reading.value, plural);
        break;
      }
      case "conjoined-name":
        start(reading.value).joined = true;
        return;
      case "shared":
        break;
      case "name-like":
      case "other": {
        const next = parts[index + 1] ? readPart(parts[index + 1].text, null).type : null;
        const nextIsIdentity = next === "origin" || next === "nationality" || next === "residence";
        const firstName =
          reading.type === "name-like" &&
          targets.length === 1 &&
          current.stage === Stage.Name &&
          !isFirm(current) &&
          (options.mode === "section" || isOneFamilyWord(current.name) || (isDoubleFamilyName(current.name) && (isGivenName(reading.value) || nextIsIdentity)));
        const nextPerson = options.mode === "prose" && (next === "origin" || next === "nationality");
        const pairable = options.mode === "section" && targets.length === 1 && current.stage === Stage.Name && !isFirm(current);
        const pair = pairable ? TWO_GIVEN_NAMES.exec(reading.value) : null;
        if (pair && isNameLike(pair[1]) && isNameLike(pair[2])) {
          current.firstName = pair[1];
          current.stage = Stage.FirstName;
          const sibling: Draft = { ...newDraft(current.name), firstName: pair[2], stage: Stage.FirstName };
          drafts.push(sibling);
          group = [current, sibling];
        } else if (firstName) {
          current.firstName = reading.value;
          current.stage = Stage.FirstName;
        } else if (last === "origin" && current.stage < Stage.Residence && !nextPerson) {
          for (const t of targets) t.origin.push(reading.value);
          return; // still in the origin list
        } else if (reading.type === "other" && current.stage <= Stage.FirstName && targets.length === 1) {
          current.titles.push(reading.value);
        } else if (reading.type === "name-like" && options.mode === "prose") {
          start(reading.value);
          return;
        } else {
          addRoles(targets, reading.value, plural);
          last = "role";
          return;
        }
        break;
      }
    }
    last = reading.type;
  };

  parts.forEach((part, index) => {
    chunk = part.chunk ?? 0;
    const { text, previous } = extractNotes(part.text);
    if (part.newPerson || drafts.length === 0) {
      const draft = start(text);
      if (part.ownRoles) draft.ownRoles = true;
      draft.previous.push(...previous);
      if (part.alone) draft.described = true;
      return;
    }
    const current = drafts[drafts.length - 1];
    if (part.all !== undefined) group = drafts.slice(-part.all);
    if (part.closing) group = drafts.filter((draft) => draft.signing.length === 0);
    // A bare enumeration in prose (`Les administrateurs A, B et C, jusqu'ici …, signent …`): what follows the last name
    // concerns all; not after a comma and conjunction (`… à A et B, ainsi qu'à C, de X, à Y`), which closes the names before.
    if (options.mode === "prose" && group === null && !current.described && !current.joined && current.stage === Stage.Name && drafts.length > 1) {
      const enumeration = drafts.slice(drafts.findLastIndex((d) => d.described) + 1);
      if (enumeration.length > 1 && enumeration.every((d) => d.stage === Stage.Name && d.firstName === null)) group = enumeration;
    }
    const known = drafts.length;
    const targets: Draft[] = group ?? [current];
    // The rest of a firm's name: `Ortag, Organisations-, Revisions- und Treuhand-AG (CH-…)`, `X Sagl, succursale di Y`.
    const firmAfterName = current.stage === Stage.Name && current.firstName === null && (LEGAL_FORM.test(text) || FIRM_NUMBER_IN_BRACKETS.test(text));
    const personsFirm = firmAfterName && describesPersonsFirm(current.name, text);
    const firmRest = firmAfterName && !personsFirm && !isIdentity(readPart(text, null));
    // A branch is part of the firm's name wherever it stands before the roles (`X SA (CHE-…), à Y, succursale de Z`).
    if (firmRest || (BRANCH.test(text) && isFirm(current) && current.stage <= Stage.Residence && current.roles.length === 0)) {
      current.name = `${current.name}, ${text}`;
      takeIdentifier(current, "name");
      current.previous.push(...previous);
      return;
    }
    if (text !== "") {
      if (part.role || personsFirm) {
        const match = GLUED_SIGNING.exec(text);
        apply({ type: "role", value: match ? text.slice(0, match.index).trim() : text }, targets, index);
        if (match) apply({ type: "signing", value: match[1] }, targets, index);
      } else if (last === "residence" && (isCountryPart(text) || isRegionCode(text, parts[index + 1]?.text))) {
        for (const t of targets) t.residence = `${t.residence}, ${text}`;
      } else {
        let head = text;
        let glued: string | null = null;
        const match = readSigning(text) === null && !isMarkedPart(text) ? GLUED_SIGNING.exec(text) : null;
        if (match && match.index > 0) {
          head = text.slice(0, match.index).trim();
          glued = match[1];
        }
        const reading = readPart(head, last);
        // `de Genève à Lancy`, `von Bern in Thun`, `à Lancy président`: a comma left out between an origin and the
        // residence, or between the residence and a role (no place name has such a preposition or ends in a role).
        const unjoined = withoutMissingComma(head, reading, last, parts[index + 1]?.text);
        if (unjoined !== null) {
          for (const one of unjoined) apply(one, targets, index);
          if (glued !== null) apply({ type: "signing", value: glued }, group ?? [drafts[drafts.length - 1]], index);
          if (drafts.length === known) current.described = true;
          drafts[drafts.length - 1].previous.push(...previous);
          return;
        }
        if (reading.type === "shared") {
          group = reading.count === "all" ? [...drafts] : drafts.slice(-reading.count);
          if (reading.rest !== "") apply(readPart(reading.rest, last), group, index);
        } else {
          apply(reading, targets, index);
        }
        // A closing plural role with its signing (`…, en qualité d'administrateurs avec signature …`) concerns every person.
        const closingPlural = options.mode === "prose" && reading.type === "role" && drafts.length > 1 && index === parts.length - 1 && singularRole(reading.value) !== reading.value;
        if (glued !== null) apply({ type: "signing", value: glued }, closingPlural ? drafts : (group ?? [drafts[drafts.length - 1]]), index);
      }
    }
    if (drafts.length === known) current.described = true;
    drafts[drafts.length - 1].previous.push(...previous);
  });
  if (options.mode === "prose") shareClosingSigning(drafts);
  return drafts;
}

/** A residence after an origin or a nationality without the comma between them (`de Genève à Lancy`, `von Bern in Thun`). */
const RESIDENCE_AFTER = /^(.+?)\s+((?:à|au|aux|in|a)\s+\p{Lu}.*)$/u;
/** A role after a residence without the comma between them (`Lancy président`): the place ends at its last capitalised word. */
const ROLE_AFTER_PLACE = /^(.*\p{Lu}[^\s]*)\s+(\p{Ll}.*)$/u;

/**
 * The readings of a part that runs into the next one without its comma (`de Genève à Lancy`, `d'Italie à Milan`,
 * `ressortissant français à Annemasse`, `deutscher Staatsangehöriger in Konstanz (DE)`, `à Lancy président`), or null
 * when it does not: no place name holds such a preposition or ends in a role.
 */
function withoutMissingComma(text: string, reading: PartReading, previous: PartReading["type"] | null, next?: string): PartReading[] | null {
  if (!text.includes(" ")) return null;
  if (reading.type === "origin" || reading.type === "nationality" || reading.type === "other") {
    // `da Santa Maria in Calanca, in Lugano`: a residence of its own follows, so the preposition is the place's.
    if (next !== undefined && readPart(next, reading.type).type === "residence") return null;
    // `de Santa Maria in Calanca, tous deux à Y`: a municipality written whole holds its preposition.
    if (reading.type === "origin" && isCompoundMunicipality(reading.value)) return null;
    const residence = RESIDENCE_AFTER.exec(text);
    if (residence === null) return null;
    const [first, second] = [readPart(residence[1], previous), readPart(residence[2], "origin")];
    if ((first.type !== "origin" && first.type !== "nationality") || second.type !== "residence") return null;
    return [first, ...(withoutMissingComma(residence[2], second, first.type, next) ?? [second])];
  }
  if (reading.type !== "residence") return null;
  const role = ROLE_AFTER_PLACE.exec(reading.value);
  if (role === null || !startsWithRole(role[2])) return null;
  return [{ type: "residence", value: role[1] }, { type: "role", value: role[2] }];
}

/**
 * A signing written once after the last of several persons joined by `et` / `und` / `e` (`A, de X, à Y, président, et
 * B, de Z, à W, secrétaire, avec signature collective à deux`) is the signing of every person of the enumeration when
 * none of the others has one of their own: the register states a signing for each person, so one written at the end of
 * an enumeration that states none before closes it for all. Where an earlier person has a signing (`A, avec signature
 * individuelle, et B, avec procuration …`) each keeps their own.
 */
function shareClosingSigning(all: Draft[]): void {
  // Each `;`-separated chunk is an enumeration of its own (`A, président, et B, secrétaire, avec …; C, avec …`).
  for (const chunk of new Set(all.map((draft) => draft.chunk ?? 0))) {
    const drafts = all.filter((draft) => (draft.chunk ?? 0) === chunk);
    const last = drafts[drafts.length - 1];
    if (drafts.length < 2 || !last?.joined || last.signing.length === 0) continue;
    const others = drafts.slice(0, -1);
    if (others.some((draft) => draft.signing.length > 0)) continue;
    for (const draft of others) draft.signing.push(...last.signing);
  }
}

/**
 * The particles opening a family name, written capitalised as a word of their own: Arabic (`Al Thani`, `El Amrani`, `Ben
 * Salah`, `Abou Jaoudé`), Gaelic (`Mc Donald`, `Mac Lean`) and Swiss German (`Am Rhyn`, `Im Hof`, `Zen Ruffinen`, `Zer
 * Matten`).
 */
const CAPITALISED_PARTICLE = /^(?:Al|El|Ben|Bin|Ibn|Abu|Abou|Ould|Mc|Mac|Am|Im|Zen|Zer)$/;
/** Particles inside a family name, any case (`Gomes Da Costa`, `Morais dos Reis`, `Ferreira da Silva`). */
const INNER_PARTICLE = /^(?:dos|das|da|de|do|del|della|di|van|von|der|den|y|e)$/i;
/** Lower-case particles that link a further word to a family name that opens with one (`de Caritat de Peruzzis`). */
const LINKING_PARTICLE = /^(?:de|di|da|du|von|van|der|la|le)$/;

/**
 * A name written family name first without a comma (`Dupont Jean`) → [`Dupont`, `Jean`]. The rule:
 * 1. the family name has at least its first word, with the particles that open it (`von Burg René`, `De Bosset X`,
 *    `van der Merwe X`) and a maiden name (`Dupont née Martin Anne`);
 * 2. a name opening with a lower-case particle has one family word after it, and one more after each lower-case
 *    particle that follows (`de Weck Bénédicte Aude`, `de Caritat de Peruzzis Cédric`): the given names need not be known;
 * 3. otherwise the given names start at the first known given name after the family name (the common list and the
 *    longer one of `given-names.json`), unless it follows a particle (`Marques Dos Santos Ramos Maria Cristina`:
 *    `Santos` after `Dos` is a family word), when every word before it is a family word: a known family name that is
 *    no given name (`family-names.json`: `Zbinden Chollet Yvonne`), a particle or the word after one. A word known as
 *    neither is a given name (`Steck Detlef August`: `Detlef` is not in the lists but stands among given names);
 * 4. when no word is a known given name, a particle inside the name links the next word to the family name (`Gomes Da
 *    Costa X`, `Morais dos Reis X`), and so does a known family name (`Gomes Da Silva Pereira X`); at least one word is
 *    left for the given names.
 *    Right after a particle and its word (`De Arruda`), a word neither list knows is a family word too (`De Arruda Fialho X`).
 * A second word that neither list knows before the first known given name is a family word when its letters look more
 * like a family name's than a given name's (`givenNameLikeness` below 0: `Schaller Brodard Évelyne`); one that looks
 * like a given name stays with the given names (`Brügger Detlef Martin`).
 */
export function splitFamilyName(name: string): [string, string | null] {
  const tokens = name.split(" ");
  // A family name may open with its particle (`Al Thani Hamad`, `El Amrani Karim`, `Ben Salah Mohamed`, `Mc Donald Ian`).
  let end = tokens.length > 2 && CAPITALISED_PARTICLE.test(tokens[0]) && /^\p{Lu}/u.test(tokens[1]) ? 2 : 1;
  while (
    end < tokens.length - 1 &&
    (NAME_PARTICLES.has(tokens[end - 1].toLowerCase()) || (ARTICLE_PARTICLE.has(tokens[end - 1]) && /^(?:von|van)$/i.test(tokens[end - 2] ?? "")))
  ) end++;
  // A maiden name joins the family name: `Dupont née Martin Anne`, `Keller geb. Frei Anna`.
  while (end < tokens.length - 2 && MAIDEN.has(tokens[end])) end += 2;
  if (/^\p{Ll}/u.test(tokens[0]) && NAME_PARTICLES.has(tokens[0])) {
    while (end < tokens.length - 2 && LINKING_PARTICLE.test(tokens[end]) && /^\p{Lu}/u.test(tokens[end + 1])) end += 2;
  } else {
    // A word that is a family name as often as a given name (`Moreno`, `Santos`, `Marques`) after a known family name
    // and before a common given name is the second word of an Iberian family name (`Gonzalez Moreno Ana`).
    const secondFamilyWord = (index: number) =>
      !isGivenName(tokens[index]) &&
      isGivenAndFamilyName(tokens[index]) &&
      isKnownFamilyName(tokens[index - 1]) &&
      tokens.slice(index + 1).some((token) => isGivenName(token));
    const given = tokens.findIndex((token, index) => index >= end && isKnownGivenName(token) && !INNER_PARTICLE.test(tokens[index - 1]) && !secondFamilyWord(index));
    // Right after a particle and its word (`De Arruda`, `Dos Santos`), an Iberian name goes on with a second family word:
    // one neither list knows is a family word there too (`De Arruda Fialho Rosilene`).
    const particleBefore = (index: number) => index >= 2 && INNER_PARTICLE.test(tokens[index - 2]) && /^\p{Lu}/u.test(tokens[index - 1]);
    // A word the notice writes as another person's family name is one here too (`Triner Werner, …; Weiss Triner Verena`),
    // and so is a word neither list knows that looks more like a family name than a given name by its letters
    // (`Schaller Brodard Évelyne`, `Croci Torti Mariella`; not `Brügger Detlef Martin`).
    const familyWord = (token: string, index: number) =>
      isKnownFamilyName(token) ||
      secondFamilyWord(index) ||
      INNER_PARTICLE.test(token) ||
      INNER_PARTICLE.test(tokens[index - 1]) ||
      (particleBefore(index) && !isKnownGivenName(token)) ||
      (!isKnownGivenName(token) && (isNoticeFamilyWord(token, tokens[index + 1]) || givenNameLikeness(token) < 0));
    if (given > end && tokens.slice(end, given).every((token, at) => familyWord(token, end + at))) end = given;
    // No known given name: a particle links the next word to the family name, and so does a known family name that is
    // no given name (`Gomes Da Silva Pereira X`) as long as a word is left for the given name.
    while (given < 0 && end < tokens.length - 1) {
      // A capitalised particle's word must leave one for the given names (`Nguyen Van Minh`: given names `Van Minh`, not
      // a firm's name); a lower-case one links a phrase that is no person (`Zweigniederlassung von Köniz`).
      const leavesGiven = end + 2 < tokens.length || /^\p{Ll}/u.test(tokens[end]);
      if (INNER_PARTICLE.test(tokens[end]) && /^\p{Lu}/u.test(tokens[end + 1]) && leavesGiven) end += 2;
      else if (isKnownFamilyName(tokens[end]) || particleBefore(end)) end++;
      else break;
    }
  }
  const rest = tokens.slice(end).join(" ");
  return [tokens.slice(0, end).join(" "), rest === "" ? null : rest];
}

/** A word that is a family name: known as one, or a double name with a known part (`Kälin-Ochsner`). */
function isFamilyWord(token: string): boolean {
  return token.split("-").some((part) => part.length > 1 && isKnownFamilyName(part));
}

/** How a name written without a comma tells its order, from the name lists (see `givenFirstNames`). */
type NameOrder = "given first" | "given first, weakly" | "usual" | "untold";

function nameOrder(draft: Draft): NameOrder {
  return orderOfName(draft.name.split(" "));
}

function orderOfName(tokens: string[]): NameOrder {
  if (tokens.length < 2 || /^\p{Ll}/u.test(tokens[0])) return "untold";
  const [first, beforeLast, last] = [tokens[0], tokens[tokens.length - 2], tokens[tokens.length - 1]];
  const givenOpens = isKnownGivenName(first) && !isFamilyWord(first);
  if (givenOpens && ((tokens.length > 2 && isNameParticle(beforeLast)) || ELIDED_PARTICLE.test(last) || (isFamilyWord(last) && !isKnownGivenName(last)))) return "given first";
  if (!isKnownGivenName(first) && isKnownGivenName(last)) return "usual";
  // `Hans Peter Zimmerli`: known given names, then a word neither list knows; not `Lambert Ramun` (`Lambert` is a
  // family name too and no common given name, `Ramun` a given name the lists miss).
  const givenBeforeLast = tokens
    .slice(0, -1)
    .every((token) => isKnownGivenName(token) && !isFamilyWord(token) && (isGivenName(token) || !isGivenAndFamilyName(token)));
  if (givenBeforeLast && /^\p{Lu}\p{Ll}/u.test(last) && !isKnownGivenName(last) && !isNameParticle(last)) return "given first, weakly";
  return "untold";
}

/**
 * The names of a list or a sentence that are written given name first (`Eingetragene Personen: Angelo Kälin, von
 * Einsiedeln, …`, old Schwyz summaries; `Hans Meier, von Bern, in Zürich, ist … ausgeschieden`), from the names written
 * without a comma. A name tells that order when it opens with a known given name that is no known family name and ends
 * in a family name: a known one that is no given name (`Angelo Kälin`), a particle and its word (`Hans von Allmen`,
 * `Jean Di Stefano`) or an elided particle (`Mario D'Amico`); it tells it weakly when it ends in a word neither list
 * knows after given names that are common ones or no family names (`Hans Zimmerli`: of the 344 persons of the
 * development sets, 269 have a family name the lists miss and 40 a given name; `Lambert Ramun` tells nothing). A name
 * tells the usual order when its last word is a known given name and its first is none (`Kälin Angelo`, `Zimmerli Hans`).
 * Where a name of the list tells the usual order, every name keeps it (a writer keeps one order); otherwise one that
 * tells the other order turns the whole list. Where no name of a sentence tells, the names of the notice written before
 * an origin or residence do, where they agree (round 18: `Paul Martin` after `Claude Jeanneret, de La Sagne, …`), for
 * names that open with a known given name; without that each name told weakly is read so alone. Without a known
 * given name first, a particle inside says nothing (`Zweigniederlassung von Köniz`).
 */
function givenFirstNames(drafts: Draft[], prose: boolean): Set<Draft> {
  const people = drafts.filter((draft) => draft.firstName === null && !isFirm(draft));
  const orders = people.map(nameOrder);
  if (orders.includes("usual")) return new Set();
  if (orders.includes("given first")) return new Set(people);
  // Nothing in the list tells: the notice's other names do (`Jean Dupont, de Genève, … n'est plus administrateur. Paul
  // Martin, de Berne, … est entré au conseil`: `Paul Martin` tells nothing alone, `Jean Dupont` the order of the notice).
  const notice = prose ? noticeNameOrder() : "untold";
  if (notice === "usual") return new Set();
  if (notice === "given first") return new Set(people.filter((draft) => draft.name.includes(" ") && isKnownGivenName(draft.name.split(" ")[0])));
  return new Set(people.filter((_, at) => orders[at] === "given first, weakly"));
}

/** The order the notice's names written without a comma tell, where they agree; read once per notice. */
const noticeOrders = new WeakMap<string[][], NameOrder>();

function noticeNameOrder(): NameOrder {
  const names = namesBeforeIdentity();
  let order = noticeOrders.get(names);
  if (order === undefined) {
    const orders = names.map(orderOfName);
    order = orders.includes("given first") === orders.includes("usual") ? "untold" : orders.includes("usual") ? "usual" : "given first";
    noticeOrders.set(names, order);
  }
  return order;
}

/** A family name opening with an elided particle (`D'Amico`, `Dell'Oro`, `d'Aubert`). */
const ELIDED_PARTICLE = /^(?:[Dd]|[Dd]ell|[Dd]all)['’]\p{Lu}/u;

/** A name written given name first (`Angelo Kälin`, `Hans Peter von Arx`) → [family name, given names]. */
export function splitGivenFirst(name: string): [string, string | null] {
  const tokens = name.split(" ");
  let start = tokens.length - 1;
  // The family name is the last word, with the particles before it and a known family word (`Verena Weiss Triner`).
  // `Claudia Van den Broek`: a capitalised particle pair too.
  while (start > 1 && (isNameParticle(tokens[start - 1]) || (isFamilyWord(tokens[start - 1]) && !isKnownGivenName(tokens[start - 1])))) start--;
  return [tokens.slice(start).join(" "), tokens.slice(0, start).join(" ")];
}

function toEntry(draft: Draft, options: ListOptions, givenFirst = false): PersonEntry {
  const common = {
    identifier: draft.identifier,
    origin: draft.origin.length > 0 ? draft.origin.join(", ") : null,
    nationality: draft.nationality,
    residence: draft.residence,
    // `Administrateur démissionnaire: X, administrateur`: a role the heading names already is written once.
    roles: [...new Set([...(draft.ownRoles ? [] : (options.roles ?? [])), ...draft.roles])],
    signing_authority: [...(options.signing ? [options.signing] : []), ...draft.signing].join(", ") || null,
    previous: draft.previous.length > 0 ? draft.previous.join("; ") : null,
  };
  if (isFirm(draft)) {
    return { kind: "legal_entity", name: draft.name, last_name: null, first_name: null, ...common };
  }
  let lastName = draft.name;
  let given = draft.firstName;
  if (given === null) [lastName, given] = givenFirst && draft.name.includes(" ") ? splitGivenFirst(draft.name) : splitFamilyName(draft.name);
  // The register names a person by family and given names, in mixed case: a name of one word (`Revisuisse, à Lausanne,
  // organe de révision`) or in capitals throughout (`FIDUCIAIRE DU LEMAN`) is a firm's.
  if ((given === null && draft.leadingTitle === undefined && draft.titles.length === 0) || isCapitalsThroughout(draft.name)) {
    return { kind: "legal_entity", name: draft.name, last_name: null, first_name: null, ...common };
  }
  const titled = draft.leadingTitle === undefined ? given : given === null ? draft.leadingTitle : `${draft.leadingTitle} ${given}`;
  const firstName = [titled, ...draft.titles].filter((part) => part !== null).join(", ") || null;
  return {
    kind: "natural_person",
    name: firstName === null ? lastName : `${firstName} ${lastName}`,
    last_name: lastName,
    first_name: firstName,
    ...common,
  };
}

/** Whether a name of several words is written in capitals throughout (`FIDUCIAIRE DU LEMAN`, not `DUPONT Jean`). */
function isCapitalsThroughout(name: string): boolean {
  return name.includes(" ") && !/\p{Ll}/u.test(name) && /\p{Lu}{2}/u.test(name);
}

/**
 * A name of a family name and a given name without comma: with a common given name (`Dupont Jean`, `von Burg René`),
 * or two capitalised words that are no role, firm or place with an article (`Dorsaz Chidi`).
 */
function isWholeName(text: string): boolean {
  // `de Genève et Péry-La Heutte, à Lancy`: a municipality of two words is no name.
  if (!isNameLike(text) || LEGAL_FORM.test(text) || isCompoundMunicipality(text)) return false;
  const [family, given] = splitFamilyName(text);
  if (family === "" || given === null) return false;
  if (given.split(" ").some(isGivenName)) return true;
  const tokens = text.split(" ");
  return tokens.length === 2 && tokens.every((token) => /^\p{Lu}\p{Ll}/u.test(token) && !startsWithRole(token)) && !/^(?:La|Le|Les|Il|Lo|San|Santa|Saint|Sainte)$/.test(tokens[0]);
}

/** A name opening with a lower-case particle (`de Weck X`, `von Gunten X`, `da Silva X`), not a place (`de La Chaux-de-Fonds`). */
const PARTICLE_NAME = /^(?:de|von|van|da|di|del|della|du|des|de la|von der)\s+(?!(?:La|Le|Les|L['’]|Il|San|Saint|Sainte|St\.)\s)\p{Lu}/u;

function isParticleName(text: string): boolean {
  if (!PARTICLE_NAME.test(text) || !isNameLike(text) || LEGAL_FORM.test(text)) return false;
  // `von Val Terbi`, `von Bergün Filisur`: a municipality of two words after the preposition is an origin.
  if (isCompoundMunicipality(text.replace(/^\p{Ll}+(?: \p{Ll}+)?\s+/u, ""))) return false;
  const [family, given] = splitFamilyName(text);
  return family !== "" && given !== null;
}
const ROLED_NEXT = /^(?:ainsi que|sowie|nonché|et|und|e)\s+((?:le|la|l['’]|il|lo|der|die)\s*\p{L}[^,]*\s\p{Lu}[^,]*)$/u;
const ROLED_INSIDE_WORD = / (?:et|und|e|ainsi que|sowie|nonché) (?:le |la |l['’]|il |lo |der |die )/;
const ROLED_INSIDE = /^(\p{Lu}[^,]*?)\s+(?:ainsi que|sowie|nonché|et|und|e)\s+((?:le|la|l['’]|il|lo|der|die)\s*\p{L}[^,]*\s\p{Lu}[^,]*)$/u;
const ROLE_AND_NAME = /^(\p{Ll}[^,]*?) (?:et|und|e|ainsi que|sowie|nonché) (\p{Lu}.+)$/u;
/** What may end one person's apposition right before `et` and the next person's name (`…, en France et B`, `…, jusqu'ici secrétaire et B`). */
const ENDS_APPOSITION = new Set(["origin", "nationality", "residence", "origin-and-residence", "previous", "signing"]);
const FOLLOW_UP =
  /^(?:sa|ses|son|leur|leurs|seine|ihre|deren|dessen|la sua|le sue|il suo|i suoi|la loro|le loro)\s+(?:\p{Ll}+\s+)?(?:signatures?|pouvoirs?|procurations?|parts?|Unterschrift(?:en)?|Prokura|Zeichnungsberechtigung|Stammanteile|firm[ae]|procur[ae]|quote)(?=$|[\s,.])/iu;
/** The conjunction before the last entry of a `;` list (`…; B, …; et C, …`). */
const LAST_OF_LIST = /^\s*(?:et|und|e|ainsi que|sowie|nonché)\s+(?=\p{Lu})/u;
/** The noun before a firm's name, also opening a sentence (`La société X SA, à Y, a démissionné`). */
const FIRM_NOUN = /^(?:[Ll]a société|[Ll]a maison|[Dd]ie Gesellschaft|[Dd]ie Firma|[Ll]a società|[Ll]a ditta)\s+(?=\p{Lu})/u;

/** Splits `A et B` / `A und B` into two names when both halves read as names (`Riché Brice Audren et Cuisinier Jean-Baptiste`). */
function namePieces(text: string): string[] {
  if (LEGAL_FORM.test(text)) return [text];
  const names = text.split(/ (?:et|und|e) /);
  return names.length > 1 && names.every(isNameLike) ? withSharedFamilyName(names) : [text];
}

/**
 * `Jean et Marie Dupont`, `Hans und Anna Meier`, `Marco e Giulia Rossi`: given names joined before one family name
 * written once, after the last given name; `Dupont Jean et Marie`: after one family name written first. Each given
 * name alone gets it (a given name of the longer list: the words are delimited already).
 */
function withSharedFamilyName(names: string[]): string[] {
  const alone = (name: string) => !name.includes(" ") && isKnownGivenName(name);
  const last = names[names.length - 1].split(" ");
  if (last.length >= 2 && isKnownGivenName(last[0]) && !isGivenName(last[last.length - 1])) {
    const family = last.slice(1).join(" ");
    return names.map((name, at) => (at < names.length - 1 && alone(name) ? `${name} ${family}` : name));
  }
  const first = names[0].split(" ");
  if (first.length >= 2 && isGivenName(first[first.length - 1]) && !isGivenName(first[0])) {
    const family = first.slice(0, -1).join(" ");
    return names.map((name, at) => (at > 0 && alone(name) ? `${family} ${name}` : name));
  }
  return names;
}

/** A whole name, then its origin, residence or both without the comma before them (`Dupont Jean de Genève à Onex`). */
const PLACES_AFTER_NAME = /^(\p{Lu}.*?)\s+(?:((?:de|du|d['’]|von|da|di)\s*\p{Lu}[^,]*?)(?:\s+((?:à|au|in|a)\s+\p{Lu}[^,]*))?|((?:à|au|in|a)\s+\p{Lu}[^,]*))$/u;

/**
 * A name part split from the origin and residence written after it without a comma, where the places are Swiss
 * municipalities (or a country after `de`) and what is before them a whole name; otherwise the part alone.
 */
function placesAfterName(written: string): string[] {
  const match = PLACES_AFTER_NAME.exec(written);
  if (!match) return [written];
  const [, name, origin, residenceAfterOrigin, residenceAlone] = match;
  const place = (part: string) => part.replace(/^(?:de|du|d['’]|von|da|di|à|au|in|a)\s*/, "");
  const places = [origin, residenceAfterOrigin ?? residenceAlone].filter((part): part is string => part !== undefined);
  const known = places.every((part) => isMunicipality(place(part)) || (/^d/.test(part) && isFrenchCountry(place(part))));
  return known && isWholeName(name) && !isParticleName(written) ? [name, ...places] : [written];
}

/** `Organisations-, Revisions- und Treuhand-AG`: a word cut at a hyphen continues in the next part. */
function joinHyphenated(pieces: string[]): string[] {
  const joined: string[] = [];
  for (const piece of pieces) {
    const last = joined.length - 1;
    if (last >= 0 && /\p{L}-$/u.test(joined[last])) joined[last] = `${joined[last]}, ${piece}`;
    else joined.push(piece);
  }
  return joined;
}

/** The parts of a list: entries split on `;`, parts on `,`, outside brackets. */
export function listParts(text: string, mode: ListOptions["mode"]): Part[] {
  const parts: Part[] = [];
  let tagged = 0;
  const tag = (chunk: number) => {
    for (; tagged < parts.length; tagged++) parts[tagged].chunk ??= chunk;
  };
  for (const [index, written] of splitTopLevel(text, ";").entries()) {
    tag(index - 1);
    // `…; ses pouvoirs sont radiés`: a clause about the persons before is no entry.
    if (FOLLOW_UP.test(written)) continue;
    // `A, …, Präsident; B, …, Kassier; beide mit Kollektivunterschrift zu zweien`: a chunk opening with a shared subject
    // (`beide`, `tous deux`, `entrambi`, `alle drei`) completes the persons before it.
    if (parts.length > 0 && (opensShared(written) || opensWithPronoun(written))) {
      parts.push({ text: written });
      continue;
    }
    // `Conseil d'administration: A, président; B; C, secrétaire; signature collective à deux`: a chunk that is only a
    // signing closes the list for every person who has none of their own.
    if (mode === "prose" && parts.length > 0 && !written.includes(",") && readPart(written, null).type === "signing") {
      parts.push({ text: written, closing: true });
      continue;
    }
    // `la société Fidu SA`: the noun before a firm's name is not part of it. `…; B, …; et C, …`: the conjunction
    // before the last entry of a `;` list is no part of its name.
    const chunk = (index > 0 ? written.replace(LAST_OF_LIST, "") : written).replace(FIRM_NOUN, "");
    // `Pouvoirs radiés: Dupont Jean, Martin Paul`, `Procure estinte: Rossi Marco e Bianchi Anna`, `Ausgeschieden: A, B
    // und C`: a chunk of whole names only (family and common given name each), joined by commas or a conjunction, is a
    // list of persons, not a family name and its given names (`Rätz, Werner und Theresia`: a family name alone is no
    // whole name).
    const names = splitTopLevel(chunk, ",");
    const listed = mode === "section" ? names.flatMap(namePieces) : [];
    if (listed.length > 1 && listed.every(isWholeName)) {
      parts.push(...listed.map((text) => ({ text, newPerson: true })));
      continue;
    }
    // `Démissions: A, B et C, administrateurs`: whole names enumerated, then one plural role that is every one's.
    const closingRole = names[names.length - 1] ?? "";
    const closesWithPlural = mode === "section" && names.length > 1 && startsWithRole(closingRole) && singularRole(closingRole) !== closingRole;
    const enumerated = closesWithPlural ? names.slice(0, -1).flatMap(namePieces) : [];
    if (enumerated.length > 1 && enumerated.every(isWholeName)) {
      parts.push(...enumerated.map((text) => ({ text, newPerson: true })), { text: closingRole, all: enumerated.length });
      continue;
    }
    joinHyphenated(names).forEach((written, index) => {
      // `…, vice-président et Favre Luc, secrétaire`: a role joined to the next person's name.
      const joined = mode === "prose" && index > 0 ? ROLE_AND_NAME.exec(written) : null;
      // Also after any other part of an apposition: `…, à Montreux et Favre Luc, de Y`, `…, jusqu'ici secrétaire et Favre Luc`.
      if (joined && isWholeName(joined[2]) && !startsWithRole(joined[2]) && (startsWithRole(joined[1]) || ENDS_APPOSITION.has(readPart(joined[1], null).type))) {
        parts.push({ text: joined[1] }, { text: joined[2], newPerson: true });
        return;
      }
      // `…, ainsi que la directrice C`: a last person named by a role and article of their own opens an entry.
      const roled = mode === "prose" && index > 0 ? ROLED_NEXT.exec(written) : null;
      if (roled && splitRolePrefix(roled[1]).role !== null) {
        parts.push({ text: roled[1], newPerson: true, ownRoles: true });
        return;
      }
      // `Henchoz Valérie et le directeur Henchoz Bruno`: a person named by a role and article of their own after `et`
      // (`de l'administratrice A et du directeur B` after the preposition was dropped) opens an entry of their own.
      const inner = mode === "prose" && index === 0 && ROLED_INSIDE_WORD.test(written) ? ROLED_INSIDE.exec(written) : null;
      if (inner && isNameLike(inner[1]) && splitRolePrefix(inner[2]).role !== null) {
        parts.push(...namePieces(inner[1]).map((name) => ({ text: name, newPerson: true })), { text: inner[2], newPerson: true, ownRoles: true });
        return;
      }
      // `Dupont Jean de Genève, à Onex`, `Dupont Jean à Onex n'est plus …`: a comma left out after the name.
      const [piece, ...places] = index === 0 ? placesAfterName(written) : [written];
      if (places.length > 0) {
        parts.push({ text: piece, newPerson: true }, ...places.map((text) => ({ text })));
        return;
      }
      // In prose a later part may be the end of an enumeration: `A, B et C`.
      if (index > 0) parts.push(...(mode === "prose" && /^\p{Lu}/u.test(piece) ? namePieces(piece) : [piece]).map((text) => ({ text })));
      else if (mode === "prose") {
        const alone = names.length === 1 && parts.length > 0 && isWholeName(piece);
        parts.push(...namePieces(piece).map((name) => ({ text: name, newPerson: true, alone })));
      }
      else parts.push({ text: piece, newPerson: true });
    });
  }
  tag(Number.MAX_SAFE_INTEGER);
  return parts;
}

/** Reads parts into entries. */
export function readParts(parts: Part[], options: ListOptions): PersonEntry[] {
  const drafts = walk(parts, options).filter((draft) => draft.name !== "");
  const givenFirst = givenFirstNames(drafts, options.mode === "prose");
  return drafts.map((draft) => toEntry(draft, options, givenFirst.has(draft)));
}

/** Reads a list text into entries. */
export function readList(text: string, options: ListOptions): PersonEntry[] {
  // `X (ressortissant français), à Y`, `X (deutsche Staatsangehörige), in Y`: a nationality in brackets is an apposition.
  // `Meier Hans (Präsident); Huber Peter (Mitglied)`: a role in brackets right after a name is one too.
  const bracketed = text.includes("(")
    ? text.replace(NATIONALITY_IN_BRACKETS, ", $1,").replace(ROLE_IN_BRACKETS, roleInBracketsAsApposition).replace(/,\s*,/g, ",")
    : text;
  // `…, en qualité d'associés gérants avec …, chacun pour 10 parts de CHF 1'000`: each one's shares close the list and
  // are no part of ENTRY; the plural role before them still closes it.
  const unshared = /chacune?|ciascun[oa]|jeweils/.test(bracketed) ? bracketed.replace(EACH_ONES_SHARES, "") : bracketed;
  return readParts(listParts(unshared, options.mode), options);
}

const EACH_ONES_SHARES = /,\s+(?:chacune?|ciascun[oa]|jeweils)\s+(?:pour|con|mit)\s+\d[^,;]*?\s(?:parts?|quote|Stammanteile?n?)\b[^,;]*$/;
/** A role in brackets after a name (not after a role: `Geschäftsführer (Nichtmitglied)` stays one role), as an apposition. */
function roleInBracketsAsApposition(whole: string, role: string, at: number, text: string): string {
  const before = /([\p{L}'’-]+)$/u.exec(text.slice(0, at))?.[1] ?? "";
  return startsWithRole(role) && !startsWithRole(before) ? `, ${role},` : whole;
}
/** A bracket of words only, no figure or colon, right after a capitalised word (a name): a role there is an apposition. */
const ROLE_IN_BRACKETS = /(?<=\p{Lu}[\p{Ll}'’-]+)\s*\(([\p{L} '’.-]+)\)(?=\s*(?:[,;]|$|\s(?:und|et|e)\s))/gu;
const NATIONALITY_IN_BRACKETS = new RegExp(`\\s*\\(((?:${NATIONALITY_INTRODUCER})\\s[^()]+|[^()]*(?:${NATIONALITY_NOUN}))\\)`, "g");
