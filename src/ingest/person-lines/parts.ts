/** What one comma-separated part of a person line says: origin, residence, role, signing authority … */
import {
  isFrenchCountry,
  NAME_PARTICLES,
  NAME_SUFFIXES,
  singularRole,
  startsWithRole,
} from "./vocabulary.js";

export type PartReading =
  | { type: "origin"; value: string }
  | { type: "nationality"; value: string }
  | { type: "residence"; value: string }
  | { type: "origin-and-residence"; value: string }
  | { type: "signing"; value: string }
  | { type: "signing-continued"; value: string }
  | { type: "extra" }
  | { type: "role"; value: string }
  | { type: "conjoined-name"; value: string }
  | { type: "shared"; count: number | "all"; rest: string }
  | { type: "name-like"; value: string }
  | { type: "other"; value: string };

const NUMBER_WORDS: Record<string, number> = {
  zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6,
  deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
  due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6,
};

/** `beide …`, `tous deux …`, `les six …`, `entrambi …`: what follows applies to the last persons named. */
const SHARED =
  /^(?:(beide|beiden|entrambi|entrambe)|(?:alle|tous|toutes|les|tutti|tutte)(?:\s+(?:les|e)\s+|\s+)(zwei|drei|vier|fünf|sechs|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|due|tre|quattro|cinque|sei)|(alle|tous|toutes|tutti|tutte))(?=$|[\s'’])\s*(.*)$/i;

const SIGNING_WORD = /(?:unterschrift|prokura|zeichnungsberechtigung|zeichnungsbefugnis|signature|procuration|pouvoirs|firma|procura)\b/i;
const SIGNING_START =
  /^(?:(?:mit|ohne|avec|sans|con|senza)\s|(?:einzel|kollektiv)\S*|(?:unterschrift|prokura|signature|procuration|firma|procura)\b)/i;
/** Verbs that sometimes introduce a signing authority in the old Fribourg style (`zeichnet mit Kollektivprokura zu zweien`). */
const SIGNING_VERB = /^(?:zeichnet|zeichnen|signe|signent)\s+(?:neu\s+|désormais\s+)?/i;
const SIGNING_CONTINUED = /^(?:beschränkt auf|limitée? (?:à|au|aux)|limitata a|toutefois|jedoch)\b/i;

/** A signing authority written in the same part as a role or a capital share (`Geschäftsführer mit Einzelunterschrift`). */
export const GLUED_SIGNING =
  /\s((?:mit|ohne) (?:Einzel|Kollektiv|Zeichnungs)\S*.*|(?:avec|sans) (?:signature|procuration|droit de signature).*|(?:con|senza) (?:firma|procura|diritto di firma).*)$/;

/** A capital share written in the name part (`Kurek Maciek pour 16 parts de CHF 1'000`). */
export const GLUED_EXTRA = /\s+(?:pour|mit|con|avec|für)\s+(?:\d|einer?\b|einem\b).*$/;

const EXTRA =
  /\bCHF\b|\b(?:Stammeinlagen?|Stammanteile?n?|Kommanditsumme|Kommanditeinlage|parts? sociales?|quote|Anteilscheine?)\b/;

export function readSigning(text: string): string | null {
  const value = text.replace(SIGNING_VERB, "");
  if (SIGNING_START.test(value) && SIGNING_WORD.test(value)) return value;
  return null;
}

/** Whether a text reads as a name: capitalised words, name particles (`von`, `de`) and `jun.`/`sen.`, no digits. */
export function isNameLike(text: string): boolean {
  const tokens = text.split(" ");
  if (tokens.length === 0 || tokens.length > 8 || /\d/.test(text)) return false;
  let capitalised = 0;
  for (const token of tokens) {
    if (/^[\p{Lu}][\p{L}\p{M}'’.\-]*$/u.test(token)) capitalised++;
    else if (!NAME_PARTICLES.has(token) && !NAME_SUFFIXES.has(token) && !/^d['’][\p{Lu}]/u.test(token)) return false;
  }
  return capitalised > 0;
}

/** Splits a role text on `und` / `et` / `e` where a new role name follows (`Gesellschafter und Geschäftsführer`). */
export function splitRoles(text: string): string[] {
  const roles: string[] = [];
  let rest = text.trim();
  for (;;) {
    const conjunction = [...rest.matchAll(/ (?:und|et|e) /g)].find((m) => startsWithRole(rest.slice(m.index + m[0].length)));
    if (!conjunction) break;
    roles.push(rest.slice(0, conjunction.index).trim());
    rest = rest.slice(conjunction.index + conjunction[0].length).trim();
  }
  roles.push(rest);
  return roles.filter((role) => role !== "");
}

/** A role as a list entry carries it, without the participle of prose (`nommé président` → `président`). */
export function cleanRole(text: string, plural = false): string[] {
  const bare = text.replace(/^(?:nommée?s?|ernannt zu[mr]|nominat[oaie])\s+/i, "");
  return splitRoles(bare).map((role) => (plural ? singularRole(role) : role));
}

/** What a part of a person line is, judged by its first words; `previous` is the reading of the part before it. */
export function readPart(text: string, previous: PartReading["type"] | null): PartReading {
  const signing = readSigning(text);
  if (signing !== null) return { type: "signing", value: signing };
  if (previous === "signing" && SIGNING_CONTINUED.test(text)) return { type: "signing-continued", value: text };

  const shared = SHARED.exec(text);
  if (shared) {
    const [, pair, counted, , rest = ""] = shared;
    const count = pair ? 2 : counted ? (NUMBER_WORDS[counted.toLowerCase()] ?? "all") : "all";
    return { type: "shared", count, rest: rest.trim() };
  }

  const conjoined = /^(?:und|et|e|sowie)\s+(.+)$/.exec(text);
  const conjoinedName = conjoined?.[1].replace(GLUED_EXTRA, "");
  if (conjoinedName && isNameLike(conjoinedName) && !startsWithRole(conjoinedName)) {
    return { type: "conjoined-name", value: conjoined![1] };
  }

  const both = /^(?:von und in|von und wohnhaft in|de et à|d['’]et à|da e in|di e in)\s+(.+)$/.exec(text);
  if (both) return { type: "origin-and-residence", value: both[1] };
  const bothContracted = /^du et au\s+(.+)$/.exec(text);
  if (bothContracted) return { type: "origin-and-residence", value: `Le ${bothContracted[1]}` };
  const homeTown = /^Heimat(?:ort)?:\s*(.+)$/.exec(text);
  if (homeTown) return { type: "origin", value: homeTown[1] };

  if (/Staatsangehörige[rn]?$/.test(text) || /^(?:citoyen|citoyenne|ressortissant|ressortissante|cittadino|cittadina|de nationalité|di nazionalità|nationalité)\s/.test(text)) {
    return { type: "nationality", value: text };
  }
  const origin = /^(?:(von|de|du|des|da|di)\s+|(d)['’])(.+)$/.exec(text);
  if (origin) {
    const preposition = origin[1] ?? origin[2];
    const place = origin[3];
    if (preposition !== "von" && preposition !== "da" && preposition !== "di" && isFrenchCountry(place)) {
      return { type: "nationality", value: place };
    }
    // French contracts the article of `Le Locle` and `Les Bois`: `du Locle`, `des Bois`.
    if (preposition === "du") return { type: "origin", value: `Le ${place}` };
    if (preposition === "des") return { type: "origin", value: `Les ${place}` };
    return { type: "origin", value: place };
  }
  const residence = /^(?:in|à|domiciliée? à|wohnhaft in)\s+(.+)$/.exec(text);
  if (residence) return { type: "residence", value: residence[1] };
  const contracted = /^(au|aux)\s+(.+)$/.exec(text);
  if (contracted) return { type: "residence", value: `${contracted[1] === "au" ? "Le" : "Les"} ${contracted[2]}` };

  if (EXTRA.test(text)) return { type: "extra" };
  if (startsWithRole(text) || /^(?:nommée?s?|ernannt)\s/.test(text)) return { type: "role", value: text };
  if (isNameLike(text)) return { type: "name-like", value: text };
  return { type: "other", value: text };
}

export function isIdentity(reading: PartReading): boolean {
  return ["origin", "nationality", "residence", "origin-and-residence"].includes(reading.type);
}
