/**
 * Whether a sentence names persons: a word of the person vocabulary (a role, a signing noun, a verb of appointment
 * or departure) and a name next to it. Used only to report sentences the readers did not read (`unparsed`); a false
 * alarm costs a line in a coverage report, a miss hides a lost officer, so the test leans to reporting.
 */
import { alternation, BECOMES_WORDS, GIVEN_NAMES, LEGAL_FORM, SIGNATURES, startsWithRole, verbPhrases } from "./vocabulary.js";

/** German signing nouns in any case and inside compounds; French and Italian ones in lower case (`Firma` is a firm's name). */
const SIGNING_NOUN_DE = new RegExp(`(?:${alternation(SIGNATURES.nouns.de)})`, "i");
const SIGNING_NOUN_FR_IT = new RegExp(`(?:^|[\\s(])(?:${alternation([...SIGNATURES.nouns.fr, ...SIGNATURES.nouns.it])})(?=$|[\\s,.;)])`);
const PERSON_VERB = new RegExp(
  `(?:^|\\s)(?:${alternation([...verbPhrases("departure"), ...verbPhrases("signature_conferred"), ...verbPhrases("signature_removed"), ...verbPhrases("residence_change")].filter((p) => p.includes(" ") || p.length > 6))})(?=$|[\\s,.;])`,
  "i",
);
/**
 * A name: two capitalised words (a family and a given name) followed by a comma, an origin or residence, or a conjunction;
 * no German article opens one (`Die Gesellschaft ist gelöscht` names nobody).
 */
const NAME = /(?<![\p{L}])(?!(?:Die|Der|Das|Dem|Den)\s)\p{Lu}[\p{L}'’.-]+,? \p{Lu}[\p{L}'’-]+(?:[,;]|$| (?:von|de|du|des|d['’]|da|in|à|au|et|und|e|est|ist|n['’]est|ne|non|sont|sind) )/u;
/** Sentences of a notice that are about the company itself. */
const COMPANY_SENTENCE = /^(?:Zweck|But|Scopo|Belege|Pièces justificatives|Statuten|Statuts|Statuti|Mitteilungen|Communications|Comunicazioni|Publikationsorgan|Organe de publication|Domizil|Domicile|Domicilio|Sitz|Siège|Sede)\b/;

/** A common given name next to another capitalised word: `Claudia Bögli`, `Rehle Gina`. */
function hasGivenName(sentence: string): boolean {
  const words = sentence.split(/[\s,;:()]+/);
  return words.some(
    (word, i) =>
      GIVEN_NAMES.has(word.toLowerCase()) &&
      /^\p{Lu}/u.test(word) &&
      [words[i - 1], words[i + 1]].some((next) => next !== undefined && /^\p{Lu}\p{Ll}/u.test(next)),
  );
}

function hasRoleWord(sentence: string): boolean {
  return sentence.split(/[\s,;:()]+/).some((word) => word !== "" && startsWithRole(word));
}

/** A cession of shares (`a cédé`, `ha ceduto`, `hat … abgetreten`). */
const CESSION = new RegExp(`(?:^|\\s)(?:${alternation(verbPhrases("share_transfer_active"))}|abgetreten)(?=$|[\\s,.;])`);
/** A cessionary who becomes something (`qui devient associé`, `nouvelle associée`, `che diventa socio`). */
const NEW_ROLE = new RegExp(`\\b(?:${BECOMES_WORDS}|neu)\\b`, "u");

/** A sentence about the persons of the sentence before (`Seine Unterschrift ist erloschen.`, `Ses pouvoirs sont éteints.`). */
const POSSESSIVE_SENTENCE = /^(?:Sa|Ses|Son|Leur|Leurs|Seine|Ihre|Deren|Dessen|La sua|Le sue|Il suo|I suoi|La loro|Le loro)\s/;

export function namesPersons(sentence: string): boolean {
  if (POSSESSIVE_SENTENCE.test(sentence)) return false;
  // `L'associé X a cédé ses parts à Y, de Z, à W`: a cession that enters nobody and removes nobody names no officer.
  if (CESSION.test(sentence) && !PERSON_VERB.test(sentence) && !NEW_ROLE.test(sentence)) return false;
  if (COMPANY_SENTENCE.test(sentence) || !(NAME.test(sentence) || hasGivenName(sentence))) return false;
  return SIGNING_NOUN_DE.test(sentence) || SIGNING_NOUN_FR_IT.test(sentence) || PERSON_VERB.test(sentence) || hasRoleWord(sentence) || (IDENTITY_APPOSITION.test(sentence) && !NOT_ENTERED.test(sentence));
}

/**
 * A name with the register's apposition of a natural person, origin then residence (`X Y, de Z, à W`, `X, Y, von Z, in
 * W`, `X Y, da Z, a W`): whatever the verb after it (`… abandonne la présidence`), the sentence is about that person,
 * unless it names persons it does not enter (a cession's cessionary, a replaced person: NOT_ENTERED).
 */
const IDENTITY_APPOSITION = /\p{Lu}[\p{L}'’.-]+,\s+(?:de|du|des|von|da|di|d['’])\s*\p{Lu}[^,;]*,\s+(?:à|au|aux|in|a)\s+\p{Lu}/u;

/**
 * A residence or origin before a capitalised run (`, à Pierre-Bénite`, `domicilié à …`, `, von St. Niklaus`): a place,
 * not a person (`conférée à X` is a person); a co-signer after `avec` / `mit` / `con` is no entry of the sentence.
 */
const PLACE_BEFORE =
  /(?:(?:,|\bdomicilié\p{L}*|\bdemeurant|\bwohnhaft|\bresidente|\bdomiciliat\p{L})\s*(?:à|au|aux|in|a|en|nach|bei|im)|,\s*(?:von|de|du|des|da|di|d['’])(?:\s+(?:et|und|e)\s+(?:à|in|a))?|\b(?:avec|mit|con))\s*$/u;
/** Persons a sentence names without entering them: a replaced one, a declarant, a representative, a cedent, an earlier name. */
const NOT_ENTERED = new RegExp(
  `(?:${alternation([...verbPhrases("replacement"), ...verbPhrases("successor_of"), ...verbPhrases("share_transfer_active"), ...verbPhrases("opting_out"), ...verbPhrases("name_change")])}|représenté|vertreten|rappresentat|déclaration|Erklärung|dichiarazione|renonc|verzicht|rinunc|abgetreten|Abtretung)`,
  "i",
);
const CAPITALISED_RUN = /\p{Lu}[\p{L}\p{M}'’.-]*(?:,? \p{Lu}[\p{L}\p{M}'’.-]*)*/gu;

/**
 * How many distinct persons a sentence names, counted cheaply and conservatively: runs of capitalised words (a comma
 * may join two, `Keller, Hans`) that hold a common given name and another word, are no firm and follow no preposition of
 * a place. A sentence that also names persons it does not enter (a replaced one, a declarant, a cedent) counts 0: the
 * count serves only to report sentences that gave fewer entries than they name (`partly_parsed`), and a false alarm
 * there would hide the real ones.
 */
export function countNameMentions(sentence: string): number {
  const names = new Set<string>();
  // Names in brackets are earlier values or wrong ones (`[bisher: X, Mitglied]`, `(und nicht X)`), not further persons.
  const outside = sentence.includes("(") || sentence.includes("[") ? sentence.replace(/\([^()]*\)|\[[^[\]]*\]/g, " ") : sentence;
  for (const match of outside.matchAll(CAPITALISED_RUN)) {
    if (!match[0].includes(" ")) continue;
    const words = match[0].split(/,? /);
    const given = words.filter((word) => GIVEN_NAMES.has(word.toLowerCase())).length;
    if (given === 0 || given === words.length) continue;
    if (LEGAL_FORM.test(match[0]) || PLACE_BEFORE.test(outside.slice(Math.max(0, match.index - 30), match.index))) continue;
    names.add(words.join(" "));
  }
  // One name never exceeds the entries of a sentence that gave any: the dearer test of persons not entered is left out.
  return names.size > 1 && NOT_ENTERED.test(sentence) ? 0 : names.size;
}
