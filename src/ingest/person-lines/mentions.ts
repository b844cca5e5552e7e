/**
 * Whether a sentence names persons: a word of the person vocabulary (a role, a signing noun, a verb of appointment
 * or departure) and a name next to it. Used only to report sentences the readers did not read (`unparsed`); a false
 * alarm costs a line in a coverage report, a miss hides a lost officer, so the test leans to reporting.
 */
import { alternation, GIVEN_NAMES, SIGNATURES, startsWithRole, verbPhrases } from "./vocabulary.js";

/** German signing nouns in any case and inside compounds; French and Italian ones in lower case (`Firma` is a firm's name). */
const SIGNING_NOUN_DE = new RegExp(`(?:${alternation(SIGNATURES.nouns.de)})`, "i");
const SIGNING_NOUN_FR_IT = new RegExp(`(?:^|[\\s(])(?:${alternation([...SIGNATURES.nouns.fr, ...SIGNATURES.nouns.it])})(?=$|[\\s,.;)])`);
const PERSON_VERB = new RegExp(
  `(?:^|\\s)(?:${alternation([...verbPhrases("departure"), ...verbPhrases("signature_conferred"), ...verbPhrases("signature_removed"), ...verbPhrases("residence_change")].filter((p) => p.includes(" ") || p.length > 6))})(?=$|[\\s,.;])`,
  "i",
);
/** A name: two capitalised words (a family and a given name) followed by a comma, an origin or residence, or a conjunction. */
const NAME = /\p{Lu}[\p{L}'’.-]+,? \p{Lu}[\p{L}'’-]+(?:[,;]|$| (?:von|de|du|des|d['’]|da|in|à|au|et|und|e|est|ist|n['’]est|ne|non|sont|sind) )/u;
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

/** A sentence about the persons of the sentence before (`Seine Unterschrift ist erloschen.`, `Ses pouvoirs sont éteints.`). */
const POSSESSIVE_SENTENCE = /^(?:Sa|Ses|Son|Leur|Leurs|Seine|Ihre|Deren|Dessen|La sua|Le sue|Il suo|I suoi|La loro|Le loro)\s/;

export function namesPersons(sentence: string): boolean {
  if (POSSESSIVE_SENTENCE.test(sentence)) return false;
  if (COMPANY_SENTENCE.test(sentence) || !(NAME.test(sentence) || hasGivenName(sentence))) return false;
  return SIGNING_NOUN_DE.test(sentence) || SIGNING_NOUN_FR_IT.test(sentence) || PERSON_VERB.test(sentence) || hasRoleWord(sentence);
}
