/**
 * Sentence shapes the readers know in another, equivalent form, written in that form before they are read (round 9 of
 * issue 15). Each rewrite keeps every word the entries take (names, places, roles, signings) and changes only the
 * grammar around them, so the readers' conventions hold unchanged:
 *
 * - the active voice of a body or meeting (`Le conseil d'administration a nommé X président`, `Der Verwaltungsrat hat X
 *   zum Präsidenten gewählt`, `Il consiglio ha nominato X presidente`), also after an adverbial (`Par décision du …, le
 *   conseil a nommé …`, `Mit Beschluss vom … hat der Verwaltungsrat X … ernannt`) → the passive (`X a été nommé
 *   président`); the body named as the agent of a passive (`… nommé directeur par le conseil d'administration`) is dropped;
 * - an origin and a residence joined by `et` (`tous deux de Genève et à Vernier`, `von Bern und in Thun`, `da Lugano e in
 *   Paradiso`) → two parts (`de Genève, à Vernier`);
 * - a relative before a name (`et son épouse X`, `und seine Ehefrau X`, `e sua moglie X`) → the name;
 * - the company bound by a signing of named persons (`La société est engagée par la signature collective à deux de A et
 *   de B`, `Die Gesellschaft wird durch die Kollektivunterschrift zu zweien von A und B vertreten`, `La società è
 *   vincolata dalla firma collettiva a due di A e di B`) → the nominal signing (`Signature collective à deux de A et de B`).
 *
 * The words are data (`verbs.json`: `active_voice`, `active_subjects`, `kin_words`, `bound_by`, `origin_introducers`,
 * `residence_introducers`, `acknowledgements`, `cause_phrases`). Each rewrite is tried only when a cheap test of its words passes.
 */
import { lowerFirst, upperFirst } from "../../domain/text.js";
import { readPart, readSigning, splitRolePrefix } from "./parts.js";
import {
  ACADEMIC_TITLE,
  ALL_OF_THEM,
  alternation,
  BECOMES_WORDS,
  FIRM_NOUNS,
  FIRM_OPENING_NOUN,
  isBareSigning,
  LEGAL_FORM,
  LEGAL_FORM_ABBREVIATION,
  NATIONALITY_INTRODUCER,
  OFFICES,
  relativePronounsOf,
  REPLACED_BY_WORD,
  SIGNATURES,
  SIGNING_ADJECTIVE,
  startsWithRole,
  verbPhrases,
  verbPhrasesOf,
  GERMAN_MEMBER_BODIES,
} from "./vocabulary.js";

const ACTIVE_FR_IT = verbPhrases("active_voice").filter((verb) => verb.includes(" "));
const ACTIVE_DE = verbPhrases("active_voice").filter((verb) => !verb.includes(" "));
/** `Le conseil d'administration a nommé`, `L'assemblée générale du 12.03.2023 a élu`, `Der Verwaltungsrat hat`, `Il consiglio ha nominato`. */
const ADVERBIAL = `(?:(?:par|lors de|suite à|selon|con|per|in seguito a|durante)\\s[^,;:]{0,60}?,?\\s+)?`;
const ACTIVE = new RegExp(
  `^${ADVERBIAL}(?:(?:le|la|les|l['’]|der|die|das|il|lo|i|gli)\\s*)(?:${alternation(verbPhrases("active_subjects"))})` +
    `(?:\\s+(?:du|de la|de l['’]|des|vom|der|des|del|della|dell['’]|dei|in (?:sa|seiner|ihrer|sua) séance|en (?:sa|seiner) séance)?\\s*[\\p{L}\\d.'’ ]{0,40}?)?` +
    `\\s+(${alternation([...ACTIVE_FR_IT, ...ACTIVE_DE])})\\s+(.+)$`,
  "iu",
);
/** German with an adverbial first puts the verb before its subject: `Mit Beschluss vom … hat der Verwaltungsrat X … ernannt`. */
const ACTIVE_DE_INVERTED = new RegExp(
  `^(?:mit|an|gemäss|gemäß|laut|in)\\s[^,;:]{0,60}?\\s(hat|haben)\\s+(?:der|die|das)\\s+(?:${alternation(verbPhrases("active_subjects"))})(?:\\s+(?:vom|an|in)\\s[\\p{L}\\d. ]{0,30}?)?\\s+(.+)$`,
  "iu",
);
/** `… a été nommé directeur par le conseil d'administration`, `… durch den Verwaltungsrat`, `… dal consiglio`: the agent is no part of the role. */
const AGENT = new RegExp(
  `,?\\s+(?:par|durch|dal|dalla|dall['’])\\s*(?:le|la|l['’]|les|den|die|das)?\\s*(?:${alternation(verbPhrases("active_subjects"))})(?:\\s+(?:du|vom|del)\\s+\\d{1,2}\\.\\d{1,2}\\.\\d{4})?(?=[\\s,;.]|$)`,
  "iu",
);
const AGENT_WORD = /\s(?:par|durch|dal|dalla|dall['’])\s*(?:le|la|l['’]|den|die)?\s*(?:conseil|assemblée|Verwaltungsrat|Generalversammlung|Gesellschafterversammlung|consiglio|assemblea)/i;

/** German verb-final participles of an appointment (`trailing_participles`): the active verb's second part. */
const GERMAN_PARTICIPLE = /\s+(gewählt|wiedergewählt|bestätigt|ernannt|bestellt|bestimmt|berufen|eingesetzt|abberufen)(?=\s*(?:;|$))/;
const ACTIVE_WORD = /\s(?:a|ont|hat|haben|ha|hanno)\s/;
/** What opens the predicate after the object: a role introducer or a signing opener. */
const PREDICATE_OPENER = new RegExp(
  `^(?:${alternation([...verbPhrases("role_introducers"), ...SIGNATURES.openers.fr, ...SIGNATURES.openers.it, ...SIGNATURES.openers.de])})(?:\\s|(?<=['’]))`,
  "i",
);

/** Where the object (a name with its appositions) ends and the predicate (role, signing) begins, or -1. */
function predicateStart(rest: string): number {
  const words = [...rest.matchAll(/(?:^|(?<=[\s,]))\S+/g)];
  for (const [index, word] of words.entries()) {
    if (index === 0) continue;
    const at = word.index ?? 0;
    const tail = rest.slice(at);
    // In French and Italian a role word is written in lower case; German roles follow `zum`, `zur`, `als` or a comma.
    const lowerRole = /^\p{Ll}/u.test(word[0]) && startsWithRole(tail);
    const germanRole = /^\p{Lu}/u.test(word[0]) && /,\s*$/.test(rest.slice(0, at)) && startsWithRole(tail);
    if (lowerRole || germanRole || PREDICATE_OPENER.test(tail)) return at;
  }
  return -1;
}

/** `Le conseil a nommé X, de Y, président avec …` → `X, de Y, a été nommé président avec …`; null when not that shape. */
function passiveOfActive(sentence: string): string | null {
  if (!ACTIVE_WORD.test(sentence)) return null;
  const active = ACTIVE.exec(sentence) ?? ACTIVE_DE_INVERTED.exec(sentence);
  if (!active) return null;
  const verb = active[1].toLowerCase();
  const stop = active[2].endsWith(".") ? "." : "";
  let rest = stop ? active[2].slice(0, -1).trimEnd() : active[2];
  const german = verb === "hat" || verb === "haben";
  let participle = "";
  let after = "";
  if (german) {
    const end = GERMAN_PARTICIPLE.exec(rest);
    if (!end) return null;
    participle = end[1];
    after = rest.slice(end.index + end[0].length);
    rest = rest.slice(0, end.index);
  }
  // `Le conseil a révoqué X`, `Die Generalversammlung hat X abberufen`: a dismissal may name no role.
  const dismissal = /révoqué|revocato|abberufen/.test(verb) || participle === "abberufen";
  const found = predicateStart(rest);
  const at = found < 0 && dismissal ? rest.length : found;
  if (at <= 0) return null;
  const object = rest.slice(0, at).replace(/[\s,]+$/, "");
  const predicate = rest.slice(at);
  const comma = /,\s*$/.test(rest.slice(0, at)) ? "," : "";
  // Several persons: `A et B`, `A und B`, `A e B` between capitalised words.
  const plural = /\s(?:et|und|e)\s+\p{Lu}/u.test(object);
  const italianParticiple = verb.replace(/^(?:ha|hanno)\s+/, "");
  const passive = german
    ? `${plural ? "wurden" : "wurde"}`
    : /^(?:ha|hanno)\s/.test(verb)
      ? `${plural ? "sono stati" : "è stato"} ${italianParticiple.replace(/o$/, plural ? "i" : "o")}`
      : `${plural ? "ont été" : "a été"} ${verb.replace(/^(?:a|ont)\s+/, "")}${plural ? "s" : ""}`;
  return `${object}${comma} ${passive} ${predicate}${german ? ` ${participle}${after}` : ""}${stop}`;
}

const SHARED_WORDS = "(?:tous deux|toutes deux|tous les deux|toutes les deux|tous trois|toutes trois|beide|alle drei|entrambi|entrambe|tutti e due|tutti e tre)\\s+";
/** What opens an origin: `de`, `von`, `da` and the introducers of `verbs.json` (`originaires de`, `Bürger von`, `attinenti di`). */
const ORIGIN_OPENER = `(?:(?:${alternation(verbPhrases("origin_introducers"))})|de|du|des|von|da)(?:\\s+|(?<=['’]))|d['’]`;
/** What opens a residence after `et` / `und` / `e`: `à`, `in`, `a` and the introducers (`domiciliés à`, `wohnhaft in`, `residenti a`). */
const RESIDENCE_OPENER = `(?:${alternation(verbPhrases("residence_introducers"))})|à|au|aux|in|a`;
/** `, [tous deux] de X et à Y`, `, tous deux originaires de X et domiciliés à Y`, `, [beide] von X und in Y`, `, da X e in Y`. */
const ORIGIN_AND_RESIDENCE = new RegExp(
  `(,\\s*(?:${SHARED_WORDS})?)(${ORIGIN_OPENER})(\\p{Lu}[^,;()]*?)\\s+(?:et|und|e)\\s+(${RESIDENCE_OPENER})\\s+(?=\\p{Lu})`,
  "gu",
);
/** `, de nationalité britannique et domicilié à X`, `, cittadino italiano e residente a X`: a nationality and a residence joined. */
const NATIONALITY_AND_RESIDENCE = new RegExp(`(,\\s*(?:${NATIONALITY_INTRODUCER})\\s[^,;()]*?)\\s+(?:et|und|e)\\s+(?=(?:${RESIDENCE_OPENER})\\s+\\p{Lu})`, "gu");
const JOINED_PLACES = /\s(?:et|und|e) (?:\p{Ll}+ )?(?:à|au|aux|in|a) \p{Lu}/u;

/** `et son épouse X`, `und seine Ehefrau X`, `e sua moglie X`, `ainsi que son fils X`: the relative is no part of the name. */
const KIN = new RegExp(`(\\s(?:et|und|e|ainsi que|sowie|nonché)\\s+)(?:${alternation(verbPhrases("kin_words"))})\\s+(?=\\p{Lu})`, "gu");
const KIN_WORD = /\s(?:son|sa|ses|leurs?|seine|sein|ihr|ihre|sua|suo|la|il)\s/;

const BOUND_BY = new RegExp(`^(?:${alternation(verbPhrases("bound_by"))})\\s+(?=\\p{L})`, "iu");
const BOUND_WORD = /^(?:La|Die)\s+(?:société|signature sociale|Gesellschaft|società)\s/;

/** `La société est engagée par la signature … de A et de B` → `Signature … de A et de B`; null when not that shape. */
function nominalOfBound(sentence: string): string | null {
  const bound = BOUND_BY.exec(sentence);
  if (!bound) return null;
  const rest = sentence.slice(bound[0].length).replace(/\s+(?:vertreten|verpflichtet)(?=\.?$)/, "");
  if (!/^\p{L}/u.test(rest) || !SIGNING_START.test(rest)) return null;
  return upperFirst(rest);
}
/**
 * The company bound by the signing of the person just named, or that signing stated with an adjective (`…; la société
 * est engagée par sa signature individuelle`, `La società è vincolata dalla sua firma individuale.`, `…; sa signature
 * est individuelle`, `La sua firma è collettiva a due.`): the pronoun clause the readers know (`…; il reçoit la signature
 * individuelle`).
 */
const BOUND_BY_OWN = /(^|;\s+)(?:(?:la société|la società)\s+(?:est|è)\s+(?:valablement\s+)?(?:engagée|vincolata|impegnata)\s+(?:par|dalla|da)\s+(?:la\s+)?(sa|leur|sua|loro)\s+(signature|firma)\s+(?=\p{Ll})|(sa|leur|la sua|la loro)\s+(signature|firma)\s+(?:est|è)\s+(?=(?:individuelle|collective|individuale|collettiva)\b))/iu;
const PRONOUN_RECEIVES: Record<string, string> = { sa: "il reçoit", leur: "ils reçoivent", sua: "egli riceve", loro: "essi ricevono", "la sua": "egli riceve", "la loro": "essi ricevono" };

function withOwnSigningAsReceived(text: string): string {
  return text.replace(BOUND_BY_OWN, (_whole, before: string, owner: string | undefined, noun: string | undefined, adjectiveOwner: string | undefined, adjectiveNoun: string | undefined) => {
    const said = PRONOUN_RECEIVES[(owner ?? adjectiveOwner ?? "sa").toLowerCase()];
    return `${before}${before === "" ? upperFirst(said) : said} la ${noun ?? adjectiveNoun} `;
  });
}

/** What the bound company's signing opens with: a signing kind or noun of the vocabulary. */
const SIGNING_START = new RegExp(`^(?:${alternation([...SIGNATURES.kinds.flatMap((kind) => [...kind.de, ...kind.fr, ...kind.it]), ...SIGNATURES.nouns.de, ...SIGNATURES.nouns.fr, ...SIGNATURES.nouns.it])})(?![\\p{L}])`, "iu");

/**
 * A second clause joined by a conjunction before a name (`…, tandis que Martin Anne, de Berne, a été nommée
 * secrétaire`, `…, mentre la procura di Y è estinta`): the readers know two clauses joined by `;`. Without it the
 * second person was read as the end of the first one's signing.
 */
const CLAUSE_CONJUNCTION = new RegExp(`,\\s+(?:${alternation(verbPhrases("clause_conjunctions"))})\\s+(?=\\p{Lu}|(?:la|le|les|l['’]|il|lo|die|der|das|sa|son|ses|sua|suo|seine|ihre)\\s*\\p{L})`, "gu");

/**
 * `de même que`, `wie auch`, `così come` before a name: the first of their language (`ainsi que`, `sowie`, `nonché`);
 * elided before the preposition of a conferral too (`de même qu'à B` → `ainsi qu'à B`).
 */
const ALSO_SYNONYMS: [RegExp, string][] = (["fr", "de", "it"] as const).flatMap((lang) => {
  const [known, ...others] = verbPhrasesOf("also_subjects", lang);
  const elided = others.filter((phrase) => phrase.endsWith(" que")).map((phrase) => `${phrase.slice(0, -1)}'`);
  const before = `(?:${alternation(others)})(?=\\s+\\p{Lu})${elided.length > 0 ? `|(?:${alternation(elided)})(?=à\\s+\\p{Lu})` : ""}`;
  return others.length === 0 ? [] : [[new RegExp(`(?<=\\s)(?:${before})`, "gu"), known] as [RegExp, string]];
});

/**
 * A clause about the signing of the persons just named, joined by `et` / `und` / `e` or written with a participle (`X
 * n'est plus administrateur et sa signature est radiée`, `…, ses pouvoirs étant radiés`, `… und seine Unterschrift ist
 * erloschen`, `… e la sua firma è cancellata`): the readers know it after `;` (`…; sa signature est radiée`), where it
 * is no entry; joined, it was read as part of the role.
 */
const SIGNING_NOUNS = alternation([...SIGNATURES.nouns.fr, ...SIGNATURES.nouns.de, ...SIGNATURES.nouns.it].map((noun) => noun.replace(/s$/, "")));
const POSSESSIVE_SIGNING = `(?:${alternation(verbPhrases("possessives"))})\\s+(?:\\p{Ll}+\\s+)?(?:${SIGNING_NOUNS})(?:s|en|e|i)?`;
const JOINED_FOLLOW_UP = new RegExp(
  // After a comma alone only in French and Italian (`A la suite du décès de X, ses pouvoirs sont radiés`): the German
  // readers take `…, seine Unterschrift ist erloschen` with the departure before it.
  `(?:,\\s*(?:et|und|e)\\s+|\\s+(?:et|und|e)\\s+|,\\s*(?=(?:${alternation([...verbPhrasesOf("possessives", "fr"), ...verbPhrasesOf("possessives", "it")])})\\s))(?=${POSSESSIVE_SIGNING}(?:\\s+[^,;]{0,60}?)?\\s+(?:${alternation(verbPhrases("signature_removed"))})(?=[\\s,.;]|$))`,
  "gu",
);
/** `…, ses pouvoirs étant radiés`, `…, sa signature étant radiée`: the absolute participle of the same clause. */
const PARTICIPLE_FOLLOW_UP = new RegExp(`,\\s+(${POSSESSIVE_SIGNING})\\s+étant\\s+(?=(?:radié|éteint)e?s?(?=[\\s,.;]|$))`, "gu");
/** The stems of the `signature_removed` participles, tested first (most sentences remove nothing). */
const REMOVED_WORD = /radié|éteint|erlosch|gelösch|cancellat|estint/;
const FOLLOW_UP_WORD = new RegExp(`(?:\\s(?:et|und|e)|,) (?:${alternation(verbPhrases("possessives"))}) |\\sétant\\s`);

/**
 * A firm after a person in one enumeration, named with its noun or article (`A, de Y, à Z, et la société X SA, à W`,
 * `… und die X AG, in W`, `… e la società X SA`, `… et à la société X SA`, `… et de la société X SA`): the noun is no part of the list, where it
 * was read as the first person's role and the firm's residence as theirs. Only before a name with a legal form.
 */
const FIRM_AFTER_CONJUNCTION = new RegExp(
  `(\\s(?:et|und|e|ainsi que|sowie|nonché)\\s+(?:(?:à|an|a|de|von|di)\\s+)?)(?:${FIRM_NOUNS}|die|der|das|la|le|il)\\s+(?=(\\p{Lu}[^,;()]*))`,
  "gu",
);
const FIRM_AFTER_WORD = new RegExp(`\\s(?:${FIRM_NOUNS}|die|der|das|la|le|il)\\s+\\p{Lu}`, "u");

/** The departure nouns a cause opener may precede (`décès`, `démission`, `Rücktritt(s)`, `dimissioni`; verbs.json `nominal_departure`). */
const CAUSE_NOUNS = alternation(verbPhrases("nominal_departure").flatMap((noun) => [noun, noun.toLowerCase()]));
/**
 * A statement wrapped in an acknowledgement (`Il est pris acte de la démission de X`, `Kenntnisnahme vom Rücktritt von
 * X`, `Si prende atto delle dimissioni di X`): the noun after it states the change, as a nominal departure does.
 */
const ACKNOWLEDGED = new RegExp(
  `^(?:${alternation(verbPhrases("acknowledgements"))})\\s+(?:de la|de l'|de l’|du|des|de|d'|d’|vom|von der|von|della|dell'|dell’|delle|dello|del|dei|degli|di)\\s*(?=\\p{L})` +
    // `A la suite du décès de X, …`, `Suite à la démission de X`, `Nach dem Rücktritt von X`, `A seguito delle dimissioni di
    // X`: a cause opening the sentence (verbs.json `cause_openers`) before the departure noun, which states the change.
    `|^(?:${alternation(verbPhrases("cause_openers"))})\\s+(?:de la|de l'|de l’|du|des|de|d'|d’|à la|à l'|à l’|au|aux|dem|des|della|dell'|dell’|delle|del|dei|degli|alla|alle|al|ai)\\s*(?=(?:${CAUSE_NOUNS})s?\\s+(?:de|d['’]|du|des|von|vom|der|di|del|della|dei|degli)(?![\\p{L}]))`,
  "u",
);
/** The first words of the acknowledgements and cause openers, tested first. */
const ACKNOWLEDGED_WORD = new RegExp(
  `^(?:${alternation([...new Set([...verbPhrases("acknowledgements"), ...verbPhrases("cause_openers")].map((phrase) => phrase.split(" ")[0]))])})\\s`,
);

/** The participles of a struck signature, procuration or power in a bracketed note, in the three languages. */
const STRUCK = "(?:radiée?s?|éteinte?s?|révoquée?s?|erloschen|gelöscht|estint[aei]|cancellat[aei]|revocat[aei])";

/**
 * A note in brackets that a person's signature or powers are struck (`Dupont Jean et Martin Anne (signatures
 * radiées)`, `(signature collective à deux radiée)`, `(Unterschrift erloschen)`, `(firma estinta)`): the departure says
 * it already, and a struck person has no signing (test/fixtures/sogc/README.md).
 */
const STRUCK_NOTE = new RegExp(
  `\\s*\\((?:(?:sa|leurs?|ses|seine|ihre|la sua|le loro)\\s+)?(?:signatures?|pouvoirs?|Unterschrift(?:en)?|Zeichnungsberechtigung(?:en)?|Vollmacht(?:en)?|firm[ae]|poteri)(?:\\s+[^()\\s]+){0,4}?\\s+(?:(?:est|sont|ist|sind|è|sono)\\s+)?${STRUCK}\\)`,
  "giu",
);

/**
 * The same note of a struck procuration (`Caduff Reto, …, in Domat/Ems (Prokura erloschen)`): a struck procuration is
 * named on the entry (test/fixtures/sogc/README.md), so the note becomes that part, as a list writes it (`, Prokura`).
 */
const STRUCK_PROCURATION_NOTE = new RegExp(
  `\\s*\\(((?:Kollektiv|Einzel)?[Pp]rokura(?: zu zweien)?|procuration(?: collective à deux| individuelle)?|procura(?: collettiva a due| individuale)?)\\s+(?:(?:est|ist|è)\\s+)?${STRUCK}\\)`,
  "gu",
);

/**
 * The cause of a departure inside the sentence (`X ist infolge Todes aus dem Verwaltungsrat ausgeschieden`, `X est, par
 * suite de décès, …`, `Par suite de décès, X n'est plus …`): no part of the role, nor a name.
 */
const CAUSE = new RegExp(`(?:^|,\\s*|\\s+)(?:${alternation(verbPhrases("cause_phrases"))}),?\\s+`, "gi");
/**
 * An adverb saying a value stays as before (`er zeichnet wie bisher kollektiv zu zweien`, `il signe comme jusqu'ici
 * collectivement à deux`, `firma come finora collettivamente a due`; verbs.json `as_before`): no part of the signing or
 * role it stands in; in brackets (`(wie bisher)`) the previous value's reader drops it.
 */
const AS_BEFORE = new RegExp(`(?<![(\\[])(?:,\\s*|\\s+)(?:${alternation(verbPhrases("as_before"))})(?=[\\s,;.]|$)`, "g");
const AS_BEFORE_WORD = /wie bis|comme (?:jusqu|précé|aupar)|come (?:finora|sinora|in prec|fino|prima)/;
/**
 * A sentence opening with the death of a person named after it (`Suite au décès de X, administrateur, ses pouvoirs sont
 * radiés`, `Infolge Todes von X, Präsident, ist seine Unterschrift erloschen`, `A seguito del decesso di X, membro, la
 * sua firma è cancellata`): X and the apposition are the subject of the death (`X, administrateur, est décédé; …`).
 * Before, the cause was cut and `de X` read as a particle name, added.
 */
const DEATH_OF_NAMED =
  /^(?:(?:(?:À|A) la suite|Suite|Par suite|Ensuite|En raison|Lors) (?:du|au) décès (?:de\s+|d['’])|(?:Infolge|Wegen|Aufgrund) (?:des )?(?:Todes|Ablebens|Hinschieds) von\s+|(?:A seguito|In seguito|A causa) (?:del|al) decesso (?:di\s+|d['’]))(?=\p{Lu})/u;
const DIED: Record<"fr" | "de" | "it", string> = { fr: "est décédé", de: "ist verstorben", it: "è deceduto" };
function withDeathOfNamedAsSubject(text: string): string {
  const opening = DEATH_OF_NAMED.exec(text);
  if (!opening) return text;
  const lang = /décès/.test(opening[0]) ? "fr" : /decesso/.test(opening[0]) ? "it" : "de";
  const stop = /\.$/.test(text) ? "." : "";
  const parts = text.slice(opening[0].length, text.length - stop.length).split(/,\s+/);
  let count = 1;
  while (count < parts.length && ["origin", "residence", "nationality", "origin-and-residence", "role"].includes(readPart(parts[count], null).type)) count++;
  // The main clause after the apposition (`ses pouvoirs sont radiés`); none when the sentence ends with the apposition.
  const rest = parts.slice(count).join(", ");
  const subject = parts.slice(0, count).join(", ");
  return rest === "" ? `${subject}, ${DIED[lang]}${stop}` : `${subject}, ${DIED[lang]}; ${rest}${stop}`;
}
/** The nouns every cause phrase has, tested first. */
const CAUSE_WORD = /décès|Todes|Ablebens|Hinschied|durch Tod|decesso|per morte|Amtsdauer|son mandat|del mandato/;
/** `Neu wurde X, …, Kollektivprokura zu zweien erteilt.`: the German participle of a grant at the end is no part of the signing. */
const GRANTED_AT_END = /\s+(?:erteilt|eingeräumt)(?:\s+worden)?(?=\.?$)/;

/**
 * The German dative first: `An X, von Y, in Z, wurde Einzelprokura erteilt` is the grant `X, von Y, in Z, wurde
 * Einzelprokura erteilt` (the signing as written).
 */
const GRANTED_TO_FIRST = /^An (\p{Lu}.+?),? (?:wurde|wurden|ist|sind) (.+?) (?:erteilt|eingeräumt)(?: worden)?(\.?)$/u;

/**
 * A German grant in the active voice (`Der Verwaltungsrat hat X, von Y, in Z, die Einzelprokura erteilt`): the grant
 * `X, … wurde Einzelprokura erteilt`, the kind as written (verbs.json `active_subjects`, `active_voice`).
 */
const GRANTED_ACTIVE = new RegExp(
  `^(?:Der|Die|Das)\\s+(?:${alternation(verbPhrasesOf("active_subjects", "de"))})\\s+(?:${alternation(verbPhrasesOf("active_voice", "de"))})\\s+(\\p{Lu}.+?),?\\s+(?:die|eine|den|einen)\\s+(\\p{Lu}[^,;]*?)\\s+(?:erteilt|eingeräumt)(\\.?)$`,
  "u",
);

/** `zu Mitgliedern gewählt`: a German plural role in the dative after `zu`, written as the plural the vocabulary knows. */
const ZU_DATIVE_PLURAL = /(?<=\szu\s)(\p{Lu}\p{Ll}+)n(?=[\s,.;]|$)/gu;

/**
 * A relative clause of signing closing the sentence (`…, lequel signera collectivement à deux`, `…, welcher einzeln
 * zeichnet`, `…, il quale firmerà individualmente`): the signing of the persons before it, as a pronoun clause states it
 * (`; il signera …`, `; er zeichnet einzeln`, `; egli firmerà …`), not part of the role. The pronoun only tells one from all.
 */
const SUBJECT_FOR_RELATIVE: Record<"de" | "fr" | "it", { one: string; all: string }> = {
  de: { one: "er", all: "sie" },
  fr: { one: "il", all: "ils" },
  it: { one: "egli", all: "essi" },
};
const RELATIVE_SIGNING: [RegExp, string][] = (["de", "fr", "it"] as const).flatMap((lang) => {
  const pronouns = relativePronounsOf(lang);
  const verbs = alternation(verbPhrasesOf("signing_verbs", lang));
  return (["one", "all"] as const).map((count): [RegExp, string] =>
    lang === "de"
      ? [new RegExp(`,\\s+(?:${alternation(pronouns[count])})\\s+([^,;]+?)\\s+(${verbs})(\\.?)$`), `; ${SUBJECT_FOR_RELATIVE.de[count]} $2 $1$3`]
      : [new RegExp(`,\\s+(?:${alternation(pronouns[count])})\\s+(?=(?:${verbs})\\s[^,;]+$)`), `; ${SUBJECT_FOR_RELATIVE[lang][count]} `],
  );
});
/** The verb stems every phrase of `signing_verbs` has, tested first. */
const RELATIVE_SIGNING_WORD = /sign|zeichn|firm/;

/**
 * The beneficiary of a signing after `en faveur de` / `zugunsten von` / `a favore di` (`verbs.json` `in_favour_of`):
 * the preposition of a conferral (`à`, `an`, `a`), and so is a repeated `de` before the next person (`…, et de B`).
 */
const IN_FAVOUR_OF = (["fr", "de", "it"] as const).map((lang) => ({
  phrase: new RegExp(`\\s(?:${alternation(verbPhrasesOf("in_favour_of", lang))})(?:\\s+|(?<=['’]))(?=\\p{Lu})`, "u"),
  preposition: { fr: "à", de: "an", it: "a" }[lang],
}));
const IN_FAVOUR_WORD = /faveur|profit|[Gg]unsten|favore/;
const REPEATED_DE = /(\s(?:et|und|e)\s+)(?:de\s+|d['’]|von\s+|di\s+)(?=\p{Lu})/gu;

function withInFavourAsConferral(text: string): string {
  for (const { phrase, preposition } of IN_FAVOUR_OF) {
    const match = phrase.exec(text);
    if (!match) continue;
    const rest = text.slice(match.index + match[0].length).replace(REPEATED_DE, `$1${preposition} `);
    return `${text.slice(0, match.index)} ${preposition} ${rest}`;
  }
  return text;
}

/**
 * The role of one of the persons named before, after the predicate (`A et B ont été nommés administrateurs, A en qualité
 * de président`, `…; A en est le président`, `…, A als Präsident`, `…; A ne è il presidente`): a clause repeating the
 * predicate for that person with the role of their own (`; A, président, également`), which the prose reader merges
 * into the person named first.
 */
const ROLE_OF_ONE_NAMED = (["fr", "de", "it"] as const).map((lang) => {
  const introducers = [
    ...verbPhrasesOf("role_introducers", lang).filter((word) => !/^(?:de|du|dalla|zu[mr])\s|^zu[mr]$/.test(word)),
    ...verbPhrasesOf("role_of_one_named", lang),
  ];
  return {
    pattern: new RegExp(`([,;])\\s+(\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*){1,3})\\s+(?:${alternation(introducers)})(?:\\s+|(?<=['’]))(\\p{L}[^,;]*?)(\\.?)\\s*$`, "u"),
    also: verbPhrasesOf("also_adverbs", lang)[0],
  };
});
/** A name of two to four words (`Huber Anna Lena`) after a comma or `;`, then an introducer's first word, tested first. */
const ROLE_OF_ONE_WORD = /[,;]\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){1,3}\s+(?:en|als|ne|quale|come|comme|ist|in)\s/u;

function withRoleOfOneNamed(text: string): string {
  for (const { pattern, also } of ROLE_OF_ONE_NAMED) {
    const match = pattern.exec(text);
    if (!match || !text.slice(0, match.index).includes(match[2]) || !startsWithRole(match[3])) continue;
    return `${text.slice(0, match.index)}; ${match[2]}, ${match[3].trim()}, ${also}${match[4]}`;
  }
  return text;
}

/**
 * A German gapped appointment whose participle closes the second person's part (`A wurde zum Präsidenten, B zur
 * Sekretärin gewählt`, also after `und`): the participle is the first clause's too, written where the predicate ends, as the readers know
 * the gap (`A wurde zum Präsidenten gewählt, B zur Sekretärin`).
 */
const PARTICIPLE_AFTER_GAP = new RegExp(
  `^(.+?\\s(?:wurde|wurden|ist|sind)\\s+zu[mr]\\s+\\p{Lu}[^,;]*?)((?:,|\\s+und)\\s+[^;]+?\\s+zu[mr]\\s+\\p{Lu}[^,;]*?)\\s+(${alternation(verbPhrasesOf("trailing_participles", "de"))})(\\s+worden)?(\\s*;.*|\\.?)$`,
  "u",
);

const GAPPED_ZU_WORD = /\s(?:wurde|wurden|ist|sind)\s+zu[mr]\s[^;]*(?:,|\sund)\s[^;]*\szu[mr]\s/;

/**
 * A German appointment gapped with the role first (`Als Präsident wurde A, …, und als Aktuarin B, …, gewählt`, `Zum
 * Präsidenten wurde A und zur Aktuarin B ernannt`): one clause per person, each with the verb and the participle, as
 * `Als Präsident wurde A gewählt` is read alone.
 */
const GAPPED_ROLE_FIRST = new RegExp(
  `^((?:Als|Zum|Zur)\\s+[^,;]+?)\\s+(wurde|wurden|ist|sind)\\s+(\\p{Lu}.+?),?\\s+und\\s+((?:als|zum|zur)\\s+\\p{Lu}\\S*(?:\\s+(?:des|der|dem|für)\\s+\\S+)?)\\s+(\\p{Lu}.+?),?\\s+(${alternation(verbPhrasesOf("trailing_participles", "de"))})(\\.?)$`,
  "u",
);

/**
 * A nominal statement with its article and the register's verb (`Der Rücktritt von X wird eingetragen`, `La démission de
 * X est inscrite`, `Le dimissioni di X vengono iscritte`): the noun alone states the change (`Rücktritt von X`), as the
 * nominal readers know it. Openers: verbs.json `nominal_openers`; verbs: `entered_as_noun`.
 */
const ENTERED_AS_NOUN = new RegExp(
  `^(?:Der|Die|Das|Le|La|L['’]|Les|Il|Lo)\\s*((?:${alternation(verbPhrases("nominal_openers"))})\\s.+?),?\\s+(?:${alternation(verbPhrases("entered_as_noun"))})(?=\\s*;|\\.?$)`,
  "iu",
);
/** The participles every phrase of `entered_as_noun` has, tested first. */
const ENTERED_WORD = /\s(?:eingetragen|vorgemerkt|inscrite?|enregistrée?|iscritt[ao])(?:\s*;|\.?$)/;

/**
 * A German article before a firm opening the sentence (`Die Alpen Treuhand AG (CHE-…), in Chur, ist nicht mehr
 * Revisionsstelle`): no part of the firm's name, which runs over capitalised words to its legal form. Not before a role
 * (`Die Revisionsstelle X AG …`, read with its role) nor before a body (`Die Generalversammlung hat …`).
 */
const ARTICLE_BEFORE_FIRM = /^(?:Die|Der|Das) (?=\p{Lu})/u;
const CAPITALISED_RUN = /^(?:[\p{Lu}\p{N}&][\p{L}\p{N}&.'’-]*(?:\s+|$))+/u;

function withoutArticleBeforeFirm(text: string): string {
  const rest = text.slice(4);
  const run = CAPITALISED_RUN.exec(rest)?.[0].trim() ?? "";
  if (run === "" || startsWithRole(run) || !LEGAL_FORM.test(run)) return text;
  return rest;
}

/**
 * A French article before a firm named by a trade or legal-form noun and closed by its legal form (`La Fiduciaire X SA
 * n'est plus organe de révision`, `Le mandat de la Fiduciaire du Rhône SA a pris fin`, `Organe de révision: la
 * Fiduciaire X SA`): no part of the name. A capitalised article only opening the sentence: inside a list it may be the
 * firm's own (`Revisionsstelle: La Fiduciaire Suisse SA`). Kept where no legal form closes the name or another word
 * opens it (`La Piazza Sàrl`, `La Mobilière …`).
 */
const FRENCH_ARTICLE_WORD = /(?:^|\s)(?:[Ll]a|[Ll]e|[Ll]['’])\s?\p{Lu}/u;
const FRENCH_ARTICLE = /(^|\s)(?:[Ll]a\s|[Ll]e\s|[Ll]['’]\s?)(?=\p{Lu})/gu;
/** The words of a firm's name after its noun: capitalised words, numbers, `&` and the particles between them. */
const FIRM_NAME_RUN = /^(?:(?:[\p{Lu}\p{N}&][\p{L}\p{N}&.'’-]*|du|de|des|de la|d['’]\S+|et)(?:\s+|(?=[,;(])|$))+/u;

function withoutFrenchArticleBeforeFirm(text: string): string {
  return text.replace(FRENCH_ARTICLE, (article, before: string, offset: number) => {
    if (offset > 0 && /^\s?\p{Lu}/u.test(article)) return article;
    const rest = text.slice(offset + article.length);
    return FIRM_OPENING_NOUN.test(rest) && LEGAL_FORM_ABBREVIATION.test(FIRM_NAME_RUN.exec(rest)?.[0] ?? "") ? before : article;
  });
}

/**
 * A French conferral written in the plural (`Signatures collectives à deux conférées à A et à B`, `Procurations
 * individuelles ont été conférées à …`): each person had the singular kind, as `Signature collective à deux est conférée
 * à …` writes it. A French noun and adjective take `s` in the plural (signatures.json `nouns`). Before: no entry, or none
 * with a signing.
 */
/** The French signing nouns of one word in the singular (`signature`, `procuration`; not `pouvoirs`, `droit de signature`). */
const FRENCH_SINGULAR_NOUNS = SIGNATURES.nouns.fr.filter((noun) => !/\s|s$/.test(noun));
const FRENCH_PLURAL_NOUN = new Map(FRENCH_SINGULAR_NOUNS.map((noun) => [`${noun}s`, noun]));
const PLURAL_CONFERRAL = new RegExp(
  `^(${alternation([...FRENCH_PLURAL_NOUN.keys()])})\\s+(\\p{Ll}+s)(\\s[^;:]*?)??\\s+(?:sont\\s+|ont\\s+été\\s+)?conférées\\s+(?=à\\s|aux\\s|en faveur)`,
  "iu",
);

function withPluralConferralInSingular(text: string): string {
  const plural = PLURAL_CONFERRAL.exec(text);
  if (!plural) return text;
  const [adjective, rest = ""] = [plural[2].slice(0, -1), plural[3]];
  const singular = FRENCH_PLURAL_NOUN.get(plural[1].toLowerCase());
  if (singular === undefined || !SIGNING_ADJECTIVE.test(`${adjective}${rest}`)) return text;
  return `${upperFirst(singular)} ${adjective}${rest} est conférée ${text.slice(plural[0].length)}`;
}

/**
 * A signing conferred on a pronoun (`La signature collective à deux lui est conférée`, `Procuration collective à deux leur
 * a été conférée`), held by one (`il a la signature collective à deux`, `elles disposent de la procuration …`, also after
 * the person's apposition: `X, administrateur, a désormais la signature individuelle`) or kept
 * (`il conserve sa signature individuelle`), as a sentence or a clause after `;`: the persons named just before receive
 * it, as `Il reçoit la signature …` (round 15) writes it. Before: the signing was lost.
 */
const FRENCH_SIGNING_NOUN = alternation(FRENCH_SINGULAR_NOUNS);
const CONFERRED_ON_PRONOUN = new RegExp(
  `(^|;\\s+)(?:la\\s+|une\\s+)?((?:${FRENCH_SIGNING_NOUN})\\s[^;]*?)\\s+(lui|leur)\\s+(?:est|a\\s+été)\\s+conférée(?=\\s*(?:;|\\.?$))`,
  "giu",
);
const PRONOUN_HOLDS_SIGNING = new RegExp(
  `(^|;\\s+)(il|elle|ils|elles)\\s+(?:a|ont|dispose|disposent|obtient|obtiennent|reçoit|reçoivent)\\s+(?:(?:désormais|maintenant|dorénavant)\\s+)?(?:de\\s+)?(?:la|une|d['’]une)\\s+(?=(?:${FRENCH_SIGNING_NOUN})\\s)`,
  "giu",
);
/** The same said after the person's apposition (`X, administrateur, a désormais la signature individuelle`, `…, dispose de la …`). */
const APPOSITION_HOLDS_SIGNING = new RegExp(
  `(,\\s+)(a|ont|dispose|disposent|obtient|obtiennent)\\s+(?:(?:désormais|maintenant|dorénavant)\\s+)?(?:de\\s+)?(?:la|une|d['’]une)\\s+(?=(?:${FRENCH_SIGNING_NOUN})\\s)`,
  "giu",
);

/**
 * A signing held, said with `au bénéfice de` (`X, jusqu'ici gérante, est désormais au bénéfice d'une procuration
 * individuelle`, `il est au bénéfice de la signature collective à deux`): as received.
 */
const BENEFITS_FROM_SIGNING = new RegExp(
  `((?:,|\\b(?:il|elle|ils|elles))\\s+)(est|sont)\\s+(?:(?:désormais|maintenant|dorénavant)\\s+)?au bénéfice\\s+(?:de\\s+la|d['’]une|de)\\s+(?=(?:${FRENCH_SIGNING_NOUN})\\s)`,
  "giu",
);
/** A signing kept (`il conserve sa signature individuelle`, `X, administrateur, garde sa procuration …`), as received. */
// As the main verb only (after the subject's comma or pronoun): `…, il reste administrateur et conserve sa signature`
// is left to the reader of a role kept.
const KEEPS_SIGNING = new RegExp(
  `((?:[;,]|\\b(?:il|elle|ils|elles))\\s+)(conserve|conservent|garde|gardent)\\s+(?:sa|son|leur|leurs)\\s+(?=(?:${FRENCH_SIGNING_NOUN})\\s)`,
  "giu",
);

/**
 * Italian: a signing conferred on the persons just named by a dative (`Al medesimo è conferita la firma collettiva a
 * due`, `Alla stessa è stata attribuita la procura`, `Ai medesimi è conferita …`, `Gli è conferita …`): the pronoun
 * clause the readers know (`Egli riceve la firma collettiva a due`).
 */
const CONFERRED_ON_ITALIAN_DATIVE =
  /(^|;\s+)(?:(Al medesimo|Alla medesima|Allo stesso|Alla stessa|A lui|A lei|Gli|Le)|(Ai medesimi|Alle medesime|Agli stessi|Alle stesse|A loro))\s+(?:è|sono)\s+(?:stat[aoie]\s+)?(?:conferit[aoie]|attribuit[aoie])\s+(?:la\s+|le\s+)?(?=\p{Ll})/iu;

/** The same with the signing first (`La firma collettiva a due gli è conferita.`, `La procura le è stata conferita.`). */
const SIGNING_THEN_ITALIAN_DATIVE =
  /(^|;\s+)(?:la\s+)?((?:firma|procura)\b[^;]*?)\s+(?:(gli|le)|(loro))\s+(?:è|sono)\s+(?:stat[aoie]\s+)?(?:conferit[aoie]|attribuit[aoie])(?=\s*(?:;|\.?$))/iu;

function withItalianDativeConferral(text: string): string {
  return text
    .replace(CONFERRED_ON_ITALIAN_DATIVE, (_whole, before: string, one: string | undefined) => `${before}${one ? "Egli riceve" : "Essi ricevono"} la `)
    .replace(SIGNING_THEN_ITALIAN_DATIVE, (_whole, before: string, signing: string, one: string | undefined) => `${before}${one ? "Egli riceve" : "Essi ricevono"} la ${lowerFirst(signing)}`);
}

function withSigningOfPronoun(text: string): string {
  return text
    .replace(CONFERRED_ON_PRONOUN, (_whole, before: string, signing: string, pronoun: string) =>
      `${before}${pronoun.toLowerCase() === "lui" ? "Il reçoit" : "Ils reçoivent"} la ${lowerFirst(signing)}`,
    )
    .replace(PRONOUN_HOLDS_SIGNING, (_whole, before: string, pronoun: string) => `${before}${pronoun} ${/s$/i.test(pronoun) ? "reçoivent" : "reçoit"} la `)
    .replace(APPOSITION_HOLDS_SIGNING, (_whole, before: string, verb: string) => `${before}${/nt$/.test(verb) ? "reçoivent" : "reçoit"} la `)
    .replace(KEEPS_SIGNING, (_whole, before: string, verb: string) => `${before}${/nt$/.test(verb) ? "reçoivent" : "reçoit"} la `)
    .replace(BENEFITS_FROM_SIGNING, (_whole, before: string, verb: string) => `${before}${verb === "sont" ? "reçoivent" : "reçoit"} la `);
}

/**
 * A signing removed in a relative clause before an appointment (`X, directeur, dont la procuration collective à deux est
 * radiée, a été nommé administrateur avec …`): the person is added, and the signing removed is the earlier one, as an
 * apposition signing before the predicate's is (`X, directeur, avec procuration …, a été nommé …`). Before: the
 * departure word made the person removed.
 */
const SIGNING_REMOVED_BEFORE_APPOINTMENT =
  /,\s+dont\s+(?:la|sa)\s+((?:signature|procuration)(?:\s[^,;]*?)?)\s+(?:est|a été)\s+radiée,\s+(?=(?:a été|est)\s+(?:nommée?|désignée?|élue?)\s)/u;

/**
 * A signing changed in a relative clause after the person (`X, de Y, à Z, dont la signature collective à deux est
 * transformée en signature individuelle`, `X, von Y, dessen Kollektivunterschrift zu zweien in eine Einzelunterschrift
 * umgewandelt wurde`, `X, da Y, la cui firma collettiva a due è stata trasformata in firma individuale`): the new kind in
 * apposition and the earlier one as its note (`…, signature individuelle [précédemment: signature collective à deux]`),
 * as `La signature collective à deux de X est transformée en …` is read. A bare noun (`dont la signature est modifiée
 * en …`) names no earlier kind.
 */
const RELATIVE_SIGNING_CHANGED =
  /,\s+(dont\s+(?:la|sa|le|les)|dessen|deren|(?:la|il|le|i)\s+cui)\s+(\S[^,;]*?)\s+(?:(?:est|sont|a été|ont été|è|sono|è stata|sono state|viene)\s+(?:(?:transformée?s?|modifiée?s?|convertie?s?|changée?s?|trasformat[ae]|modificat[ae]|convertit[ae]|cambiat[ae])\s+(?:en|in)|remplacée?s?\s+par|sostituit[ae]\s+da)\s+(?:une?\s+|la\s+|una?\s+|dalla\s+)?([^,;]+?)|in\s+(?:eine[nr]?\s+)?([^,;]+?)\s+(?:umgewandelt|geändert|abgeändert)(?:\s+worden)?(?:\s+(?:ist|wurde))?)(?=\s*[,;]|\.?$)/gu;
const EARLIER_NOTE = { dont: "précédemment", dessen: "bisher", deren: "bisher", cui: "finora" } as const;

function withRelativeSigningChanged(text: string): string {
  return text.replace(RELATIVE_SIGNING_CHANGED, (whole, relative: string, earlier: string, into: string | undefined, germanInto: string | undefined) => {
    const now = (into ?? germanInto ?? "").trim();
    if (readSigning(earlier) === null || readSigning(now) === null) return whole;
    const marker = EARLIER_NOTE[relative.split(/\s+/).at(-1) as keyof typeof EARLIER_NOTE] ?? EARLIER_NOTE.dont;
    return isBareSigning(earlier) ? `, ${now}` : `, ${now} [${marker}: ${earlier}]`;
  });
}

/**
 * The French clitic `en` (of the board) before the verb of a subject closed by its apposition (`X, jusqu'ici
 * administratrice, en devient la présidente`, `X, de Y, à Z, en est le président`): the role the verb gives, as `X, …,
 * devient présidente`. Right after a name (`…; A en est le président`) it names one of the persons before (`role_of_one_named`).
 */
const CLITIC_AFTER_APPOSITION = /,\s+en\s+(devient|deviennent|est|sont)\s+(?:le\s+|la\s+|les\s+|l['’]\s*)/gu;

/**
 * A signing the person holds or obtains, said with another verb than the one the readers know (`X, Mitglied, verfügt
 * neu über Einzelunterschrift`, `X, membro, ottiene la firma individuale`): as `erhält …` / `riceve la …`.
 */
const HOLDS_SIGNING_DE = /\bverfüg(t|en)(?:\s+(?:neu|nun|jetzt))?\s+über\s+(?:die\s+|eine\s+)?(?=(?:Einzel|Kollektiv|Prokura))/g;
const OBTAINS_SIGNING_IT = /\bott(?:iene|engo|engono)\s+(?:ora\s+)?(?:la|una)\s+(?=(?:firma|procura)\s)/g;

/** `… zeichnen je kollektiv zu zweien`: `je` (each) before a signing adds nothing to it. */
const EACH_BEFORE_SIGNING = /\s+je\s+(?=kollektiv|einzeln|mit\s+(?:Einzel|Kollektiv))/g;

/**
 * A German departure in the present tense with its separable prefix at the end (`X scheidet als Präsident aus`, `X tritt
 * als Mitglied zurück`, `A und B scheiden aus dem Verwaltungsrat aus`, `X legt sein Amt als Präsident nieder`, also before
 * a role kept: `…, bleibt aber Mitglied`): the perfect the readers know (`X ist als Präsident ausgeschieden`, `X hat sein Amt als Präsident niedergelegt`).
 */
const SEPARABLE_DEPARTURE = /\s(scheidet|scheiden|tritt|treten|legt|legen)\s+((?:als|aus|von|sein|ihr|seine|ihre)\s[^;]*?\s)?(aus|zurück|nieder)(?=\s*(?:[.;]|,\s+(?:bleibt|bleiben)\s|$))/u;
/** Each verb's prefix, perfect participle and auxiliary in the singular and plural. */
const SEPARABLE_PERFECT: Record<string, { prefix: string; participle: string; auxiliary: [string, string] }> = {
  scheid: { prefix: "aus", participle: "ausgeschieden", auxiliary: ["ist", "sind"] },
  tr: { prefix: "zurück", participle: "zurückgetreten", auxiliary: ["ist", "sind"] },
  leg: { prefix: "nieder", participle: "niedergelegt", auxiliary: ["hat", "haben"] },
};

/** The perfect of a separable departure verb (SEPARABLE_DEPARTURE), or the text as written. */
function withSeparableDepartureAsPerfect(text: string): string {
  return text.replace(SEPARABLE_DEPARTURE, (whole, verb: string, rest: string | undefined, prefix: string) => {
    const perfect = SEPARABLE_PERFECT[verb.startsWith("scheid") ? "scheid" : verb.startsWith("leg") ? "leg" : "tr"];
    if (perfect.prefix !== prefix) return whole;
    return ` ${perfect.auxiliary[/n$/.test(verb) ? 1 : 0]} ${rest ?? ""}${perfect.participle}`;
  });
}

/**
 * A person named between commas after their role with its article (`Der Präsident des Verwaltungsrates, X, ist
 * zurückgetreten`, `Le président, X, a démissionné`, `Il segretario, X, è dimissionario`): the role before the name, as
 * `Der Präsident des Verwaltungsrates X ist zurückgetreten` reads.
 */
const ROLE_THEN_APPOSED_NAME = /^((?:Der|Die|Das|Le|La|L['’]|Il|Lo)\s*[^,;]+?),\s+(\p{Lu}[^,;]+?),\s+(?=\p{Ll})/u;

function withAppositionAfterRoleJoined(text: string): string {
  return text.replace(ROLE_THEN_APPOSED_NAME, (whole, role: string, name: string) => {
    const split = splitRolePrefix(`${role} ${name}`);
    return split.role !== null && split.list === name ? `${role} ${name}, ` : whole;
  });
}

/** `X ist nun in Y wohnhaft`: the German verb-final residence, as `X ist nun wohnhaft in Y`. */
const RESIDENT_AT_END = /^(.+?) (ist|sind) (jetzt|neu|nun) in (\p{Lu}[^,;]*?) wohnhaft(\.?)$/u;

/**
 * A replacement opening the sentence (`An Stelle von Y wurde X, …, als Mitglied gewählt`, `En remplacement de Y, X a été
 * nommé …`, `In sostituzione di Y, X è stato nominato …`; verbs.json `replacement`): Y is named for reference only; the
 * rest is the appointment (`Neu wurde X … gewählt`, `X a été nommé …`).
 */
const REPLACING_FIRST = new RegExp(
  `^(?:An(?:\\s+S|s)telle\\s+(?:von|der|des)|${alternation(verbPhrasesOf("successor_of", "de").map(upperFirst))})\\s+(?:\\p{Ll}+en\\s+)?\\p{Lu}[^,;]*?\\s+(wurden?|ist|sind)\\s+(?=\\p{Lu}|von\\s|de\\s)`,
  "u",
);
/**
 * A replaced or preceding person named inside the sentence, before the predicate or at the clause's end (`X wurde als
 * Nachfolger von Y zum Präsidenten gewählt`, `X wurde anstelle von Y als Mitglied gewählt`, `X a été nommé président
 * comme successeur de Y`; verbs.json `successor_of`, `replacement`): Y is named for reference only, as when the phrase
 * opens the sentence; the phrase is left out.
 */
const SUCCESSOR_WORD = /Nachfolger|anstelle|an Stelle|successeur|successore|succeditrice/;
const NAMED_PREDECESSOR = new RegExp(
  `,?\\s+(?:${alternation([...verbPhrases("successor_of"), ...verbPhrasesOf("replacement", "de")])})\\s+(?:\\p{Ll}+en\\s+)?` +
    `(?:(?:von|van|de|di|da|der|den|le|la)\\s+)*\\p{Lu}[\\p{L}\\p{M}'’.-]*(?:\\s+(?:(?:von|van|de|der|den|di|da)\\s+)*\\p{Lu}[\\p{L}\\p{M}'’.-]*){0,3}` +
    `(?=\\s+(?:zum|zur|als|mit|in\\s+den|in\\s+die)\\s|\\s*[;.]|\\s*$)`,
  "gu",
);
/** The same in French and Italian, the replaced person closed by a comma (`En remplacement de Y, X a été nommé …`). */
const REPLACING_FIRST_COMMA = new RegExp(
  `^(?:${alternation([...verbPhrasesOf("replacement", "fr"), ...verbPhrasesOf("replacement", "it")].map(upperFirst))})\\s*\\p{Lu}[^,;]*,\\s+(?=\\p{Lu})`,
  "u",
);

/**
 * German membership with the separable `angehören` (`Neu gehört X dem Verwaltungsrat an`, `X gehört dem Vorstand nicht
 * mehr an`): entering or leaving the body, as `X ist in den Verwaltungsrat eingetreten` / `… aus dem Vorstand
 * ausgeschieden` write it.
 */
const BELONGS_NEW = new RegExp(`^(?:Neu\\s+(gehört|gehören)\\s+(.+?)|(.+?)\\s+(gehört|gehören)\\s+neu)\\s+(dem|der)\\s+(${GERMAN_MEMBER_BODIES})\\s+an(\\.?)$`, "u");
const BELONGS_NO_MORE = new RegExp(`^(.+?)\\s+(gehört|gehören)\\s+(dem|der)\\s+(${GERMAN_MEMBER_BODIES})\\s+nicht\\s+mehr\\s+an(\\.?)$`, "u");

function withBelongingAsEntry(text: string): string {
  const left = BELONGS_NO_MORE.exec(text);
  if (left) return `${left[1]} ${left[2] === "gehören" ? "sind" : "ist"} aus ${left[3]} ${left[4]} ausgeschieden${left[5]}`;
  const joined = BELONGS_NEW.exec(text);
  if (!joined) return text;
  const [verb, persons] = joined[1] !== undefined ? [joined[1], joined[2]] : [joined[4], joined[3]];
  return `${persons} ${verb === "gehören" ? "sind" : "ist"} in ${joined[5] === "dem" ? "den" : "die"} ${joined[6]} eingetreten${joined[7]}`;
}

/**
 * A German signing changed to a kind (`Die Zeichnungsberechtigung von X wurde auf Kollektivunterschrift zu zweien
 * geändert`, `Die Unterschrift von X lautet neu: …`): the form `Die Unterschrift von X lautet neu auf …` the readers know.
 */
const CHANGED_TO = /^((?:Die|Der)\s+\p{Lu}\S*\s+(?:von|des|der)\s+.+?)\s+(?:wurde|ist)\s+auf\s+(.+?)\s+(?:geändert|abgeändert)(?:\s+worden)?(\.?)$/u;
const NOW_WITH_COLON = /\s(lautet|lauten)\s+(neu|nun):\s+/;

/**
 * German `zeichnungsberechtigt` as the predicate before a signing (`X ist neu zeichnungsberechtigt mit
 * Kollektivunterschrift zu zweien`, the heading `Zeichnungsberechtigt sind neu: A, …; B, …`): the signing verb the
 * readers know (`X zeichnet neu mit …`, `Neu zeichnen: …`), so the adjective is no part of the signing.
 */
const ENTITLED_BEFORE_SIGNING = /\s(ist|sind)\s+(?:(neu|nun|jetzt)\s+)?zeichnungsberechtigt(?=\s+(?:mit|je|kollektiv|einzeln)\s)/;
const ENTITLED_HEADING = /^(?:Neu\s+)?[Zz]eichnungsberechtigt\s+(?:sind|ist)(?:\s+(?:neu|nun))?:/;

function withSigningVerbForEntitled(text: string): string {
  const heading = text.replace(ENTITLED_HEADING, "Neu zeichnen:");
  return heading.replace(ENTITLED_BEFORE_SIGNING, (_whole, verb: string, marker: string | undefined) => ` ${verb === "sind" ? "zeichnen" : "zeichnet"}${marker ? ` ${marker}` : ""}`);
}

/**
 * A German signing converted in a clause after the person's appointment (`X … wurde zum Präsidenten gewählt; seine
 * Kollektivunterschrift zu zweien wurde in eine Einzelunterschrift umgewandelt`, `… wurde ersetzt durch die
 * Einzelunterschrift`): the pronoun clause of a signing changed (`; er führt neu Einzelunterschrift, bisher
 * Kollektivunterschrift zu zweien`), as a conversion with the name reads it (the new kind, the earlier one as previous).
 */
const GERMAN_KIND = alternation(SIGNATURES.kinds.flatMap((kind) => kind.de));
const CONVERTED_OWN = new RegExp(
  `;\\s+(seine|ihre)\\s+(${GERMAN_KIND})\\s+(?:(?:ist|wurde)\\s+in\\s+(?:eine\\s+|einen\\s+)?(${GERMAN_KIND})\\s+(?:umgewandelt|geändert|abgeändert)(?:\\s+worden)?|(?:wird|wurde|ist)\\s+(?:ersetzt\\s+durch|geändert\\s+in|umgewandelt\\s+in)\\s+(?:die\\s+|eine\\s+)?(${GERMAN_KIND}))(\\.?)$`,
  "u",
);

/**
 * A German function or residence stated as the person's attribute (`Die Funktion von X lautet neu: Präsidentin`, `Der
 * Wohnsitz von X ist neu in Bern`): the predicate the readers know (`X ist neu Präsidentin`, `X ist jetzt wohnhaft in
 * Bern`).
 */
const FUNCTION_OF = /^(?:Die\s+)?Funktion\s+von\s+(.+?)\s+(?:lautet|ist)\s+(?:neu|nun|jetzt):?\s+(?!in\s)(\S.*?)(\.?)$/u;
const RESIDENCE_OF = /^(?:Der\s+)?(?:Wohnsitz|Wohnort)\s+von\s+(.+?)\s+(?:lautet|ist)\s+(?:neu|nun|jetzt):?\s+(?:in\s+)?(\p{Lu}.*?)(\.?)$/u;
/**
 * `Le domicile de X, administrateur, est désormais à Morges`, `… est transféré à …`, `Il domicilio di X è ora a Massagno`:
 * the residence of a person named after the noun, read as `X est désormais domicilié à …` / `X è ora domiciliato a …`.
 */
const DOMICILE_OF = /^(?:Le\s+)?(?:nouveau\s+)?domicile\s+de\s+(.+?)\s+est\s+(?:(?:désormais|maintenant|dorénavant|nouvellement)\s+)?(?:(?:transféré|fixé)\s+)?(à|au|aux|en)\s+(\p{Lu}.*?)(\.?)$/u;
/**
 * A new residence written as a heading with the person after its preposition (`Nouveau domicile de X: Onex`, `Neuer
 * Wohnsitz von X: Thun`, `Nuovo domicilio di X: Paradiso`): read as `X est désormais domicilié à Onex`, `X wohnt neu in
 * Thun`, `X è ora domiciliato a Paradiso`. `Nouvelle adresse:` without a person is the company's.
 */
const NEW_DOMICILE_HEADING =
  /^(?:(Nouveau domicile|Nouvelle résidence) (?:de\s+|d['’])|(Neuer Wohnsitz|Neuer Wohnort) von\s+|(Nuovo domicilio|Nuova residenza) (?:di\s+|d['’]))(\p{Lu}[^:]*?):\s+(?:(?:à|in|a)\s+)?(\p{Lu}.*?)(\.?)$/u;
function withNewDomicileHeadingAsPredicate(text: string): string {
  return text.replace(NEW_DOMICILE_HEADING, (_whole, french: string | undefined, german: string | undefined, _italian: string | undefined, person: string, place: string, stop: string) =>
    french ? `${person} est désormais domicilié à ${place}${stop}` : german ? `${person} wohnt neu in ${place}${stop}` : `${person} è ora domiciliato a ${place}${stop}`,
  );
}
const DOMICILIO_OF = /^(?:Il\s+)?(?:nuovo\s+)?domicilio\s+d(?:i|el|ella)\s+(.+?)\s+è\s+(?:(?:ora|adesso|ormai)\s+)?(?:(?:trasferito|fissato)\s+)?(a|ad|in)\s+(\p{Lu}.*?)(\.?)$/u;

/**
 * A change of role written as a passage from one role to the other (`X, de Y, à Z, passe de secrétaire à président`,
 * `passe de la fonction de membre à celle de présidente`, `passa da membro a presidente`, `wechselt vom Mitglied zum
 * Präsidenten`): the predicate the readers know, the new role with the earlier one after its marker (`X, …, devient
 * président, jusqu'ici secrétaire`). Both must be roles of the vocabulary (a residence also `passe de Genève à Nyon`).
 */
const PASSES_FROM_TO = [
  { verb: /\s(passe|passent)\s+(?:de\s+la\s+fonction\s+|du\s+poste\s+)?(?:de\s+(?:la\s+)?|d['’]|du\s+)([^,;]+?)\s+(?:à|au)\s+(?:celle\s+|celui\s+)?(?:de\s+(?:la\s+)?|d['’]|du\s+)?([^,;]+?)(?=\s*(?:,|;|\.?$|\s+avec\s))/u, to: "devient", marker: "jusqu'ici" },
  { verb: /\s(passa|passano)\s+(?:dalla\s+funzione\s+di\s+|dalla\s+carica\s+di\s+)?(?:da\s+|dal\s+|dalla\s+)([^,;]+?)\s+(?:a|al|alla)\s+(?:quella\s+di\s+)?([^,;]+?)(?=\s*(?:,|;|\.?$|\s+con\s))/u, to: "diventa", marker: "finora" },
  { verb: /\s(wechselt|wechseln)\s+(?:vom|von der|von)\s+([^,;]+?)\s+(?:zum|zur|zu)\s+([^,;]+?)(?=\s*(?:,|;|\.?$|\s+mit\s))/u, to: "ist neu", marker: "bisher" },
];

/** The passage from one role to another as the new role with its earlier one (PASSES_FROM_TO). */
function withPassageAsChange(text: string): string {
  for (const { verb, to, marker } of PASSES_FROM_TO) {
    text = text.replace(verb, (whole, written: string, from: string, into: string) => {
      if (!startsWithRole(from) || !startsWithRole(into)) return whole;
      const plural = /(?:ent|ano|n)$/.test(written) && to !== "ist neu";
      const verbOf = plural ? (to === "devient" ? "deviennent" : "diventano") : to === "ist neu" && /n$/.test(written) ? "sind neu" : to;
      return ` ${verbOf} ${into}, ${marker} ${from}`;
    });
  }
  return text;
}

/**
 * A signing shared by the persons of the subject, written between them and the verb (`A und B, beide mit
 * Kollektivunterschrift zu zweien, wurden … gewählt`, `A et B, tous deux avec …, ont été nommés …`, `A e B, entrambi con
 * …, sono stati nominati …`): after the predicate, where the readers know it (`A und B wurden … gewählt, beide mit …`).
 */
const SHARED_SIGNING_BEFORE_VERB =
  /,\s+((?:beide|alle\s+(?:drei|vier)|tous\s+(?:deux|trois|quatre)|toutes\s+(?:deux|trois|quatre)|entrambi|entrambe|tutti\s+e\s+(?:due|tre)|tutte\s+e\s+(?:due|tre))\s+(?:mit|ohne|avec|sans|con|senza)\s+[^,;]+?),\s+((?:wurden|sind|werden|ont\s+été|sont|sono\s+stat[ie]|sono|vengono)\s[^;]+?)(\.?)$/u;
const SHARED_SUBJECT_WORD = new RegExp(`,\\s+(?:${ALL_OF_THEM})\\s`);

/** The sentence in the form the readers know, or the sentence itself. */
/**
 * A cession of shares to nobody named before the departure it causes (`X, associé gérant, a cédé ses parts et ne fait
 * plus partie de la société`, `…; il n'est plus associé`, `X ha ceduto le sue quote e non è più socio`, `…; non è più
 * socio`; a firm's UID or an amount may hold full stops: `à Y SA (CHE-123.456.789)`, `CHF 1'000.00`): the departure
 * is what the register enters of X; the cession is no role. A cessionary named with a role or as new (`… à Y, qui
 * devient associé`, `… à Y, nouvel associé gérant`) is read by the share-transfer readers; one named only for
 * reference (`X a cédé ses 20 parts à Y, de V, à W; il n'est plus associé gérant`) is no entry, as a person replaced
 * is not (before: the whole sentence unparsed, or Y's identity given to X).
 */
const CESSION_BEFORE_DEPARTURE =
  /,?\s+(?:a|ont|ha|hanno)\s+(?:cédé|ceduto)\s+((?:[^;.](?!\s\p{Lu}\p{Ll}))*?\b(?:parts?|quote)\b(?:[^;.]|\.(?=\d))*?)(?:,?\s+(?:et|e)\s+|;\s+(?:(?:il|elle|ils|elles|egli|ella|essi|esse)\s+)?)(?=(?:n['’]|ne\s|non\s))/u;

/**
 * The German cession before the cedent's departure (`X hat seine Stammanteile an Y abgetreten und ist nicht mehr
 * Gesellschafter`, `…; er ist nicht mehr …`) or inside it (`X ist nach Abtretung seiner Stammanteile an Y nicht mehr
 * Gesellschafter`): the cessionary is named for reference only, the departure is the cedent's.
 */
const GERMAN_CESSION_BEFORE_DEPARTURE =
  /\s+(?:hat|haben)\s+(?:[^;.](?!\s(?:ist|sind)\s))*?\b(?:Stammanteile?n?|Anteile?|Gesellschaftsanteile?n?|Aktien|Kommanditsumme)\b[^;.]*?\s+(?:abgetreten|übertragen|veräussert)(?:,?\s+und\s+|;\s+(?:er|sie)\s+)(?=(?:ist|sind)\s+nicht\s+mehr\s)/u;
const GERMAN_CESSION_INSIDE_DEPARTURE = /\s+(?:nach|infolge|wegen)\s+(?:der\s+)?(?:Abtretung|Übertragung|Veräusserung)\s+(?:seiner|ihrer|aller|sämtlicher)?\s*(?:Stammanteile|Anteile|Gesellschaftsanteile|Aktien)(?:\s+an\s+[^;,.]+?)?(?=\s+nicht\s+mehr\s)/u;

/**
 * A cession before the cedents' departure: dropped when the cessionary becomes nothing (`X a cédé ses parts à Y et
 * n'est plus associé` → `X n'est plus associé`); kept when the cessionary is entered, the departure's pronoun then
 * naming the cedents (`A et B ont cédé … à C, qui devient associé; ils ne sont plus …` → `…; A et B ne sont plus …`).
 */
function withCessionBeforeDeparture(whole: string, shares: string, at: number, text: string): string {
  if (!cessionaryEntered(shares)) return " ";
  // The Italian subject may go unsaid (`…; non è più socio`).
  const pronoun = /;\s+(?:(?:il|elle|ils|elles|egli|ella|essi|esse)\s+)?$/.exec(whole);
  return pronoun ? `${whole.slice(0, pronoun.index)}; ${text.slice(0, at).trim()} ` : whole;
}

/** Whether a cession names a cessionary who becomes something (`… à Y, qui devient associé`, `à Y, nouvel associé`). */
function cessionaryEntered(shares: string): boolean {
  const to = /\s(?:à|a|au|aux)\s+\p{Lu}/u.exec(` ${shares}`);
  if (!to) return false;
  const after = ` ${shares}`.slice(to.index);
  return CESSIONARY_BECOMES.test(after) || after.split(",").slice(1).some((part) => startsWithRole(part.trim()));
}
/** A relative or a word of becoming after the cessionary (`… à Y, qui devient associé`, `a Y, che diventa socio`). */
const CESSIONARY_BECOMES = new RegExp(`\\b(?:qui|che|${BECOMES_WORDS})\\b`, "u");

/**
 * A departure and a replacement joined in one clause (`X, administrateur, a démissionné et a été remplacé par Y, …`,
 * `X è dimissionario ed è stato sostituito da Y`): two clauses, the second with a pronoun subject, as `…; il a été
 * remplacé par Y` is read (the successor takes the role X left). Before: `a démissionné et` read as a role of both.
 */
const DEPARTED_AND_REPLACED = new RegExp(
  `(\\s(?:${alternation(verbPhrases("departure"))}))\\s+(?:et|ed|e|und)\\s+(${alternation(verbPhrases("replaced_by"))})\\s`,
  "u",
);
const REPLACED_BY_PRONOUN: Record<string, string> = Object.fromEntries(
  (["fr", "de", "it"] as const).flatMap((lang) => verbPhrasesOf("replaced_by", lang).map((phrase) => [phrase, { fr: "il", de: "er", it: "egli" }[lang]])),
);

function withDepartureAndReplacementSplit(sentence: string): string {
  if (!/\s(?:et|ed|e|und)\s/.test(sentence) || !REPLACED_BY_WORD.test(sentence)) return sentence;
  return sentence.replace(DEPARTED_AND_REPLACED, (_whole, departure: string, replaced: string) => `${departure}; ${REPLACED_BY_PRONOUN[replaced]} ${replaced} `);
}

/**
 * `La liquidation est confiée à X`, `Die Liquidation wird durch X … durchgeführt`, `La liquidazione è affidata a X`
 * (verbs.json `liquidation_entrusted`): X is the liquidator, read as the role heading the lists write (`Liquidateur: X`).
 */
const LIQUIDATION_ENTRUSTED = (["fr", "de", "it"] as const).map(
  (lang) => [new RegExp(`^(?:${alternation(verbPhrasesOf("liquidation_entrusted", lang))}):?\\s+`), { fr: "Liquidateur: ", de: "Liquidator: ", it: "Liquidatore: " }[lang]] as const,
);
/** German puts the participle of carrying out the liquidation last: no part of the liquidator's signing. */
const LIQUIDATION_PARTICIPLE_LAST = /,?\s+(?:durchgeführt|besorgt|vorgenommen)(?=\.?$)/;

/** How many capitalised words open a German clause before its first lower-case word or role (its subject's name). */
function nameWordsOpening(words: string[]): number {
  let count = 0;
  while (count < words.length && count < 5 && /^\p{Lu}[\p{L}'’.-]*$/u.test(words[count]) && !startsWithRole(words[count])) count++;
  return count;
}

/**
 * A connective opening the sentence (verbs.json `connectives`: `Zudem`, `Inoltre`, `En outre,`): it links the sentence
 * to the one before and is no part of a name.
 */
const CONNECTIVE_OPENING = new RegExp(`^(?:${alternation(verbPhrases("connectives"))}),?\\s+`, "u");
/**
 * German puts the finite verb second: after a connective, a cause or `Neu` the subject follows it (`Zudem ist X nicht
 * mehr Mitglied`, `Infolge Todes ist X nicht mehr …`, `Neu ist X Präsident`). The subject is moved before the verb, as
 * the readers know the sentence (`X ist nicht mehr Mitglied`, `X ist neu Präsident`); a subject with appositions after
 * a comma is read as it stands.
 */
function withGermanSubjectFirst(text: string): string {
  const inverted = /^(Neu\s+)?(ist|sind|wurde|wurden|Ist|Sind|Wurde|Wurden)\s+(.+)$/u.exec(text);
  if (!inverted) return text;
  const words = inverted[3].split(" ");
  const count = nameWordsOpening(words);
  const after = words[count] ?? "";
  if (count < 2 || after === "" || !(/^\p{Ll}/u.test(after) || startsWithRole(after))) return text;
  return `${words.slice(0, count).join(" ")} ${inverted[2].toLowerCase()} ${inverted[1] ? "neu " : ""}${words.slice(count).join(" ")}`;
}

/**
 * A German clause after `während` has its verb last (`…, während die Prokura von Y erloschen ist`, `…, während Y aus dem
 * Verwaltungsrat ausgeschieden ist`): written in the order of a main clause after `;`, as the readers know it (`…; die
 * Prokura von Y ist erloschen`, `…; Y ist aus dem Verwaltungsrat ausgeschieden`).
 */
const WHILE_CLAUSE = /,\s+während\s+([^;]+?)\s+(ist|sind|wurde|wurden)(?=\.?$|;)/u;
function withWhileClauseAsMain(text: string): string {
  return text.replace(WHILE_CLAUSE, (whole, clause: string, auxiliary: string) => {
    const words = clause.split(" ");
    // `die Prokura von Y erloschen`: the auxiliary before the participle.
    if (/^(?:die|der|das)$/.test(words[0]) && words.length > 2) return `; ${[...words.slice(0, -1), auxiliary, words[words.length - 1]].join(" ")}`;
    // `Y aus dem Verwaltungsrat ausgeschieden`, `Y nicht mehr Präsident`: the auxiliary after the name.
    const count = nameWordsOpening(words);
    if (count < 2 || count === words.length) return whole;
    return `; ${[...words.slice(0, count), auxiliary, ...words.slice(count)].join(" ")}`;
  });
}

/**
 * A change marker between the copula and the participle of a grant (`Signature collective à deux est désormais conférée
 * à X`, `Einzelunterschrift wird neu erteilt an X`, `La firma … è ora conferita a X`): the grant as the vocabulary writes it.
 */
const GRANT_PARTICIPLE = /\s(?:conférée?s?|erteilt|conferit[aoie])\s/;
const GRANT_CHANGED = new RegExp(
  `\\s(est|sont|a été|ont été|wird|werden|wurde|wurden|è|sono|è stata|sono state)\\s+(?:${alternation([...verbPhrases("change_markers"), ...verbPhrases("also_adverbs"), ...verbPhrases("connectives").map(lowerFirst)])})(?=${GRANT_PARTICIPLE.source})`,
  "gu",
);

/**
 * A name in quotation marks (`L'associée «Gestion Immo SA», à Genève`, `"Treuhand Muster AG" (CHE-…)`): the marks are
 * typography, no part of the name, and read as a name's words they hid it. A quotation holding a comma or semicolon keeps its
 * marks, so that its parts are not read as fields, and so does a single word, a given name's nickname (`Johann „Hans“`)
 * as written.
 */
const QUOTE_OPENER = /[«"„“‹]/;
const QUOTED_NAME = /[«"„“‹]\s?([^«»"„“”‹›,;\s]+(?:\s[^«»"„“”‹›,;\s]+)+)\s?[»"“”›]/gu;

/** The verb that makes a person the holder of a role, per language, as the appointment vocabulary writes it. */
const BECOMES: Record<"de" | "fr" | "it", string> = { fr: "devient", de: "ist neu", it: "diventa" };
const OFFICE_NAMES = `(${alternation(OFFICES.map((o) => o.office))})`;
const OFFICE_WORD = new RegExp(OFFICE_NAMES);
const OFFICE_ARTICLE = "(?:la|le|l['’]|das|den|il|La|Le|L['’]|Das|Den|Il)\\s*";
/** The body an office's name may go on with (`du conseil d'administration`, `des Verwaltungsrates`), up to what follows. */
const OFFICE_OF = "(\\s+(?:du|de la|de l['’]|des|der|del|della|dello|dell['’]|dei|degli)\\s*[^,;.]*?)?";
/** The office's body up to the next field, and the German participle closing a perfect (`hat … übernommen`). */
const OFFICE_COMPLEMENT = `${OFFICE_OF}(?=[,;.]|\\s(?:avec|mit|con|et|und|e|übernommen)[\\s,;.]|$)(?:\\s+übernommen)?`;
/** `X, …, assume (désormais) la présidence (du conseil)`, `X übernimmt den Vorsitz` (`hat … übernommen`), `X assume la presidenza`. */
const OFFICE_TAKEN = new RegExp(
  `^(\\p{Lu}.*?)\\s+(?:${alternation(verbPhrases("office_taken"))})\\s+(?:(?:désormais|dorénavant|maintenant|neu|nun|ora|adesso)\\s+)?${OFFICE_ARTICLE}${OFFICE_NAMES}${OFFICE_COMPLEMENT}`,
  "u",
);
/** `La présidence (du conseil) est reprise par X, …`, `Das Präsidium übernimmt X`, `La presidenza è assunta da X`. */
const OFFICE_GIVEN = new RegExp(
  `^${OFFICE_ARTICLE}${OFFICE_NAMES}${OFFICE_OF}\\s+(?:${alternation(verbPhrases("office_given"))})\\s+(\\p{Lu}.*?)(\\.?)$`,
  "u",
);
const roleOfOffice = (office: string): { role: string; lang: "de" | "fr" | "it" } => OFFICES.find((o) => o.office === office) ?? { role: office, lang: "fr" };

/**
 * An office named instead of its role, taken over by a person (`X assume désormais la présidence du conseil
 * d'administration`, `La présidence est reprise par X, jusqu'ici vice-président`, `Den Vorsitz übernimmt X`): read as
 * the person becoming the office's role, `X devient président du conseil d'administration` (the masculine form, which
 * the sentence does not choose), so that the person is entered with that role and the sentence is not silently lost.
 */
function withOfficeAsRole(text: string): string {
  const taken = text.replace(OFFICE_TAKEN, (_whole, subject: string, office: string, complement: string | undefined) => {
    const { role, lang } = roleOfOffice(office);
    return `${subject} ${BECOMES[lang]} ${role}${complement ?? ""}`;
  });
  if (taken !== text) return taken;
  return text.replace(OFFICE_GIVEN, (_whole, office: string, complement: string | undefined, person: string, stop: string) => {
    const { role, lang } = roleOfOffice(office);
    return `${person}${person.includes(",") ? "," : ""} ${BECOMES[lang]} ${role}${complement ?? ""}${stop}`;
  });
}

/** An adverb of addition right after a signing verb (`signe désormais également collectivement à deux`, `zeichnet neu ebenfalls …`): no part of the signing. */
const SIGNS_ALSO = new RegExp(`(?<=\\s(?:${alternation(verbPhrases("signature_change"))}))\\s+(?:${alternation(verbPhrases("also_adverbs"))})(?=\\s)`, "gu");
const ALSO_WORD = new RegExp(`\\s(?:${alternation(verbPhrases("also_adverbs"))})\\s`);
/** The same adverb between a copula and what it says (`laquelle est en outre nommée gérante`, `ist zudem Mitglied`): no part of it. */
const COPULA_ALSO = new RegExp(
  `(?<=\\s(?:est|sont|a été|ont été|ist|sind|wurde|wurden|è|sono|è stato|è stata|sono stati|sono state))\\s+(?:${alternation(verbPhrases("also_adverbs"))})(?=\\s)`,
  "gu",
);

/**
 * A successor whose role is named after the verb (`X, précitée, lui succède comme gérante avec signature …`, `Y gli
 * succede come presidente`, `Z tritt als Präsident an seine Stelle`): the role is stated, so the person becomes it, read
 * as `X devient gérante …` (before: the verb read into the name or the role). Without a role the successor takes the
 * role of the person who left (`readSuccessorClause`).
 */
const SUCCEEDS_AS = new RegExp(
  `\\s(?:(${alternation(verbPhrasesOf("succeeds", "fr"))})\\s+(?:comme|en qualité de|en qualité d['’]|en tant que)|(${alternation(verbPhrasesOf("succeeds", "it"))})\\s+(?:come|quale|in qualità di))\\s*(?=\\p{Ll})`,
  "u",
);
const SUCCEEDS_AS_GERMAN = /\s(?:tritt|treten) als (\p{Lu}[^,;]*?) an (?:seine|ihre|dessen|deren) Stelle\b|\s(?:folgt|folgen) (?:ihm|ihr) als (\p{Lu}[^,;]*?) nach\b/u;
const SUCCEEDS_WORD = /succ|Stelle|nach\b/;
function withSuccessorRoleAsBecoming(text: string): string {
  return text
    .replace(SUCCEEDS_AS, (_whole, french: string | undefined) => (french ? (/nt$/.test(french) ? " deviennent " : " devient ") : " diventa "))
    .replace(SUCCEEDS_AS_GERMAN, (_whole, stands: string | undefined, follows: string | undefined) => ` ist neu ${stands ?? follows}`);
}

/** An article before a title opening the sentence (`L'avv. Mario Rossi, …`, `Le Dr Jean Dupont`, `Die Dr. Anna Keller`): no part of the name. */
const ARTICLE_BEFORE_TITLE = new RegExp(`^(?:Le|La|L['’]|Il|Lo|Der|Die)\\s*(?=${ACADEMIC_TITLE}\\s+\\p{Lu})`, "u");

export function rewriteSentence(sentence: string): string {
  const unquoted = QUOTE_OPENER.test(sentence) ? sentence.replace(QUOTED_NAME, "$1") : sentence;
  const officesRead = OFFICE_WORD.test(unquoted) ? withOfficeAsRole(unquoted) : unquoted;
  const signsAlso = ALSO_WORD.test(officesRead) ? officesRead.replace(SIGNS_ALSO, "").replace(COPULA_ALSO, "") : officesRead;
  const successors = SUCCEEDS_WORD.test(signsAlso) ? withSuccessorRoleAsBecoming(signsAlso) : signsAlso;
  let text = withDepartureAndReplacementSplit(successors.includes(", während ") ? withWhileClauseAsMain(successors) : successors).replace(CLAUSE_CONJUNCTION, "; ");
  if (/^(?:La liquid|Die Liquid|Mit der Liquid)/.test(text)) {
    for (const [phrase, heading] of LIQUIDATION_ENTRUSTED) if (phrase.test(text)) text = text.replace(phrase, heading).replace(LIQUIDATION_PARTICIPLE_LAST, "");
  }
  if (ARTICLE_BEFORE_TITLE.test(text)) text = text.replace(ARTICLE_BEFORE_TITLE, "");
  if (text.includes(" cédé ") || text.includes(" ceduto ")) text = text.replace(CESSION_BEFORE_DEPARTURE, withCessionBeforeDeparture);
  if (/abgetreten|übertragen|veräussert|Abtretung|Übertragung|Veräusserung/.test(text)) {
    text = text.replace(GERMAN_CESSION_BEFORE_DEPARTURE, " ").replace(GERMAN_CESSION_INSIDE_DEPARTURE, "");
  }
  if (SHARED_SUBJECT_WORD.test(text)) text = text.replace(SHARED_SIGNING_BEFORE_VERB, (_whole, shared: string, predicate: string, stop: string) => ` ${predicate}, ${shared}${stop}`);
  if (text.includes("eichnungsberechtigt")) text = withSigningVerbForEntitled(text);
  if (text.includes("Funktion ")) text = text.replace(FUNCTION_OF, "$1 ist neu $2$3");
  if (/\s(?:passe|passent|passa|passano|wechselt|wechseln)\s/.test(text)) text = withPassageAsChange(text);
  if (text.includes("Wohn")) text = text.replace(RESIDENCE_OF, "$1 ist jetzt wohnhaft in $2$3");
  if (/^(?:Nouveau domicile|Nouvelle résidence|Neuer Wohn|Nuovo domicilio|Nuova residenza)/.test(text)) text = withNewDomicileHeadingAsPredicate(text);
  if (text.includes("domicile de") || text.includes("omicilio d")) text = text.replace(DOMICILE_OF, "$1 est désormais domicilié $2 $3$4").replace(DOMICILIO_OF, "$1 è ora domiciliato $2 $3$4");
  if (text.includes("; seine ") || text.includes("; ihre ")) {
    text = text.replace(
      CONVERTED_OWN,
      (_whole, possessive: string, earlier: string, into: string | undefined, replacing: string | undefined, stop: string) =>
        `; ${possessive === "seine" ? "er" : "sie"} führt neu ${into ?? replacing}, bisher ${earlier}${stop}`,
    );
  }
  if (ENTERED_WORD.test(text)) text = text.replace(ENTERED_AS_NOUN, (_whole, nominal: string) => upperFirst(nominal));
  if (ARTICLE_BEFORE_FIRM.test(text)) text = withoutArticleBeforeFirm(text);
  if (FRENCH_ARTICLE_WORD.test(text)) text = withoutFrenchArticleBeforeFirm(text);
  if (/^(?:Signatures|Procurations)\s/.test(text)) text = withPluralConferralInSingular(text);
  if (/\s(?:lui|leur|a|ont|dispose|disposent|obtient|obtiennent|conserve|conservent|garde|gardent|bénéfice)\s/.test(text)) text = withSigningOfPronoun(text);
  if (/conferit|attribuit/.test(text)) text = withItalianDativeConferral(text);
  if (text.includes(" dont ")) text = text.replace(SIGNING_REMOVED_BEFORE_APPOINTMENT, ", avec $1, ");
  if (/\s(?:dont|dessen|deren|cui)\s/.test(text)) text = withRelativeSigningChanged(text);
  if (text.includes(" je ")) text = text.replace(EACH_BEFORE_SIGNING, " ");
  if (text.includes("verfüg")) text = text.replace(HOLDS_SIGNING_DE, (_whole, plural: string) => (plural === "en" ? "erhalten " : "erhält "));
  if (text.includes(" ott")) text = text.replace(OBTAINS_SIGNING_IT, (whole) => (whole.startsWith("ottengono") ? "ricevono la " : "riceve la "));
  if (text.includes(" wohnhaft")) text = text.replace(RESIDENT_AT_END, "$1 $2 $3 wohnhaft in $4$5");
  if (/\s(?:scheide|trit|trete|leg)/.test(text)) text = withSeparableDepartureAsPerfect(text);
  if (/^(?:Der|Die|Das|Le|La|L['’]|Il|Lo)\s*[^,;]+,/u.test(text)) text = withAppositionAfterRoleJoined(text);
  if (IN_FAVOUR_WORD.test(text)) text = withInFavourAsConferral(text);
  if (/décès|Todes|Ablebens|Hinschieds|decesso/.test(text)) text = withDeathOfNamedAsSubject(text);
  // `Par suite de décès, X n'est plus …`: at the start the cause goes with its comma.
  if (CAUSE_WORD.test(text)) text = text.replace(CAUSE, (_whole, at: number) => (at === 0 ? "" : " "));
  if (CONNECTIVE_OPENING.test(text)) text = upperFirst(text.replace(CONNECTIVE_OPENING, ""));
  if (AS_BEFORE_WORD.test(text)) text = text.replace(AS_BEFORE, "");
  if (GRANT_PARTICIPLE.test(text)) text = text.replace(GRANT_CHANGED, " $1");
  if (/^(?:[Ii]st|[Ss]ind|[Ww]urden?|Neu (?:ist|sind|wurden?)) /.test(text)) text = withGermanSubjectFirst(text);
  if (text.includes("(")) text = text.replace(STRUCK_NOTE, "").replace(STRUCK_PROCURATION_NOTE, ", $1");
  if (text.startsWith("An") || text.startsWith("Als Nachfolger")) text = text.replace(REPLACING_FIRST, "Neu $1 ");
  if (SUCCESSOR_WORD.test(text)) text = text.replace(NAMED_PREDECESSOR, "");
  if (text.startsWith("En ") || text.startsWith("In ") || text.startsWith("Al ")) text = text.replace(REPLACING_FIRST_COMMA, "");
  if (text.includes(" gehör")) text = withBelongingAsEntry(text);
  if (text.includes(" laute")) text = text.replace(NOW_WITH_COLON, " $1 $2 auf ");
  if (text.includes(" auf ")) text = text.replace(CHANGED_TO, "$1 lautet neu auf $2$3");
  if (text.includes(" erteilt")) {
    const active = GRANTED_ACTIVE.exec(text);
    if (active && SIGNING_START.test(active[2])) text = `${active[1]}, wurde ${active[2]} erteilt${active[3]}`;
  }
  if (text.startsWith("An ")) {
    const granted = GRANTED_TO_FIRST.exec(text);
    if (granted && SIGNING_START.test(granted[2])) text = `${granted[1]}, wurde ${granted[2]} erteilt${granted[3]}`;
  }
  if (text.includes("erteilt") || text.includes("eingeräumt")) text = text.replace(GRANTED_AT_END, "");
  const acknowledged = ACKNOWLEDGED_WORD.test(text) ? ACKNOWLEDGED.exec(text) : null;
  if (acknowledged) text = text.charAt(acknowledged[0].length).toUpperCase() + text.slice(acknowledged[0].length + 1);
  if (REMOVED_WORD.test(text) && FOLLOW_UP_WORD.test(text)) text = text.replace(JOINED_FOLLOW_UP, "; ").replace(PARTICIPLE_FOLLOW_UP, "; $1 sont ");
  for (const [synonym, known] of ALSO_SYNONYMS) text = text.replace(synonym, (written) => (/['’]$/.test(written) ? `${known.slice(0, -1)}'` : known));
  if (/engagée|vincolata|impegnata|signature est|firma è/i.test(text)) text = withOwnSigningAsReceived(text);
  if (BOUND_WORD.test(text)) text = nominalOfBound(text) ?? text;
  text = passiveOfActive(text) ?? text;
  if (JOINED_PLACES.test(text)) text = text.replace(ORIGIN_AND_RESIDENCE, "$1$2$3, $4 ").replace(NATIONALITY_AND_RESIDENCE, "$1, ");
  if (KIN_WORD.test(text)) text = text.replace(KIN, "$1");
  if (FIRM_AFTER_WORD.test(text)) text = text.replace(FIRM_AFTER_CONJUNCTION, (whole, conjunction: string, firm: string) => (LEGAL_FORM.test(firm) ? conjunction : whole));
  if (AGENT_WORD.test(text)) text = text.replace(AGENT, "");
  // Under a heading (`Administration: A, …, lesquels signent …`) the list reader reads the relative clause itself.
  if (RELATIVE_SIGNING_WORD.test(text) && !text.includes(":")) for (const [relative, clause] of RELATIVE_SIGNING) text = text.replace(relative, clause);
  if (text.includes(" en ")) text = text.replace(CLITIC_AFTER_APPOSITION, ", $1 ");
  if (ROLE_OF_ONE_WORD.test(text)) text = withRoleOfOneNamed(text);
  if (GAPPED_ZU_WORD.test(text)) text = text.replace(PARTICIPLE_AFTER_GAP, "$1 $3$4$2$5");
  if (/^(?:Als|Zum|Zur)\s/.test(text) && text.includes(" und ")) text = text.replace(GAPPED_ROLE_FIRST, "$1 $2 $3, $6; $4 $2 $5, $6$7");
  if (text.includes(" zu ")) text = text.replace(ZU_DATIVE_PLURAL, (whole, plural: string) => (!startsWithRole(whole) && startsWithRole(plural) ? plural : whole));
  return text;
}
