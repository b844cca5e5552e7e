/**
 * Scores the person-line parser against labelled notices: strict per-entry accuracy (every ENTRY field exact) and core
 * accuracy (name, residence, signing authority), per set. Labels follow the conventions of ../shared/README.md (the
 * sogc_more_2 row): per notice `removed` / `added` ENTRY lists, the identifier under `uid_or_chid`.
 */
import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { parsePersonLines } from "../../src/ingest/person-lines/index.js";
import { readSigning } from "../../src/ingest/person-lines/parts.js";
import { isKnownFamilyName, isKnownGivenName, LEGAL_FORM, startsWithRole } from "../../src/ingest/person-lines/vocabulary.js";
import { escapeRegExp } from "./uncommon-names.js";
import type { PersonEntry } from "../../src/domain/person-entry.js";

/** The ENTRY fields a strict hit must match, in label order. */
export const ENTRY_FIELDS = [
  "kind", "name", "last_name", "first_name", "identifier", "origin", "nationality", "residence", "roles", "signing_authority", "previous",
] as const satisfies ReadonlyArray<keyof PersonEntry>;
/** The fields a core hit must match. */
export const CORE_FIELDS = ["name", "residence", "signing_authority"] as const satisfies ReadonlyArray<keyof PersonEntry>;

export type Entry = Pick<PersonEntry, (typeof ENTRY_FIELDS)[number]>;

/** One labelled notice: its text and the entries it states. */
export interface LabelledNotice {
  label: string;
  text: string;
  removed: Entry[];
  added: Entry[];
}

export interface SetScore {
  set: string;
  notices: number;
  expected: number;
  /** Parsed entries paired with no expected one. */
  extras: number;
  strict: number;
  core: number;
  misses: string[];
  /** How many misses of each kind (`added: residence+roles`, `removed: not found`): what a set's misses are, no text. */
  missKinds: Map<string, number>;
}

/** A label entry in the shared format: `uid_or_chid` is the parser's `identifier`. */
export type LabelEntry = Omit<Entry, "identifier"> & { uid_or_chid?: string | null; identifier?: string | null };

export function fromLabel(entry: LabelEntry): Entry {
  const out = {} as Record<string, unknown>;
  for (const field of ENTRY_FIELDS) {
    out[field] = field === "identifier" ? (entry.uid_or_chid ?? entry.identifier ?? null) : (entry[field] ?? (field === "roles" ? [] : null));
  }
  return out as Entry;
}

function entryOf(parsed: PersonEntry): Entry {
  return fromLabel(parsed);
}

function sameFields(a: Entry, b: Entry, fields: readonly (keyof Entry)[]): boolean {
  return fields.every((field) => isDeepStrictEqual(a[field], b[field]));
}

const agreement = (a: Entry, b: Entry): number => ENTRY_FIELDS.filter((field) => isDeepStrictEqual(a[field], b[field])).length;

/**
 * Pairs expected with parsed entries one to one, best agreement first (exact pairs before near ones); a pair needs at
 * least the name or the family name in common, or half the fields.
 */
function pair(expected: Entry[], parsed: Entry[]): { pairs: [Entry, Entry][]; unpairedParsed: Entry[]; unpairedExpected: Entry[] } {
  const candidates: { e: number; p: number; score: number }[] = [];
  expected.forEach((e, ei) =>
    parsed.forEach((p, pi) => {
      const score = agreement(e, p);
      const related = e.name === p.name || (e.last_name !== null && e.last_name === p.last_name) || score >= 6;
      if (related) candidates.push({ e: ei, p: pi, score });
    }),
  );
  candidates.sort((a, b) => b.score - a.score);
  const usedE = new Set<number>();
  const usedP = new Set<number>();
  const pairs: [Entry, Entry][] = [];
  for (const { e, p } of candidates) {
    if (usedE.has(e) || usedP.has(p)) continue;
    usedE.add(e);
    usedP.add(p);
    pairs.push([expected[e], parsed[p]]);
  }
  return {
    pairs,
    unpairedParsed: parsed.filter((_, i) => !usedP.has(i)),
    unpairedExpected: expected.filter((_, i) => !usedE.has(i)),
  };
}

/** The fields in which a paired entry differs from its label. */
const differingFields = (expected: Entry, parsed: Entry) => ENTRY_FIELDS.filter((field) => !isDeepStrictEqual(expected[field], parsed[field]));

function describeMiss(label: string, side: string, expected: Entry | null, parsed: Entry | null): string {
  if (!parsed) return `[${label} ${side}] not found: ${JSON.stringify(expected)}`;
  if (!expected) return `[${label} ${side}] unexpected: ${JSON.stringify(parsed)}`;
  const fields = differingFields(expected, parsed);
  return `[${label} ${side}] ${expected.name}: ${fields.map((f) => `${f} expected ${JSON.stringify(expected[f])}, parsed ${JSON.stringify(parsed[f])}`).join("; ")}`;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const OPENER = /^(?:mit|ohne|avec|sans|con|senza)$/i;

/**
 * How a parsed value differs from the expected one, told by its shape and never by its words (a held-out set's texts
 * stay unseen): `parsed adds 1 word before: an opener`, `2 expected, 1 parsed`, `case only`; null where it tells nothing
 * (equal values, or not strings).
 */
function valueShape(expected: unknown, parsed: unknown): string | null {
  if (Array.isArray(expected) && Array.isArray(parsed)) {
    const inner = expected.length === parsed.length ? `; ${expected.map((e, i) => valueShape(e, parsed[i])).filter((shape) => shape !== null).join(", ")}` : "";
    return `${expected.length} expected, ${parsed.length} parsed${inner}`;
  }
  if (expected === null || parsed === null) return expected === null ? "none expected" : "none parsed";
  if (typeof expected !== "string" || typeof parsed !== "string" || expected === parsed) return null;
  if (expected.toLowerCase() === parsed.toLowerCase()) return `case only (${/^\p{Lu}/u.test(parsed) ? "parsed" : "expected"} opens with a capital)`;
  const [e, p] = [words(expected), words(parsed)];
  const extra = (more: string[], less: string[], where: "before" | "after") => {
    // The same words but a longer or shorter last one: an ending (`Präsidentin`, `administrateurs`).
    if (more.length === less.length) return `${Math.abs(parsed.length - expected.length)} letters at the ${where === "after" ? "end" : "start"}`;
    const added = where === "after" ? more.slice(less.length) : more.slice(0, more.length - less.length);
    const kind = added.length === 1 && OPENER.test(added[0]) ? ": an opener" : added.length <= 3 ? ` (${added.map(wordClass).join(" ")})` : "";
    return `${added.length} word${added.length === 1 ? "" : "s"} ${where}${kind}`;
  };
  if (parsed.startsWith(expected)) return `parsed adds ${extra(p, e, "after")}`;
  if (expected.startsWith(parsed)) return `parsed lacks ${extra(e, p, "after")}`;
  if (parsed.endsWith(expected)) return `parsed adds ${extra(p, e, "before")}`;
  if (expected.endsWith(parsed)) return `parsed lacks ${extra(e, p, "before")}`;
  const shared = e.filter((word) => p.includes(word)).length;
  return `other: ${shared} of ${e.length} expected words parsed, ${p.length} parsed`;
}

/** A word told by its class alone (L legal form, R role word, l lower case, C capitalised, 9 with a digit, ? other), never itself. */
function wordClass(word: string): string {
  if (LEGAL_FORM.test(` ${word} `)) return "L";
  if (startsWithRole(word)) return "R";
  if (/^\p{Ll}/u.test(word)) return "l";
  if (/^\p{Lu}/u.test(word)) return "C";
  return /\d/.test(word) ? "9" : "?";
}

/**
 * Where an expected value nobody parsed is written, relative to the person's name, told without its words: `in the
 * name's clause, after`, `in another ; clause, before`, `in another sentence, after`, `not written as labelled`.
 */
function whereWritten(value: string, name: string, text: string): string {
  const occurrences = (word: string) => [...text.matchAll(new RegExp(escapeRegExp(word), "g"))].map((match) => match.index);
  const values = occurrences(value);
  if (values.length === 0) return "not written as labelled";
  const word = name.split(" ").at(-1) ?? "";
  const names = word === "" ? [] : occurrences(word);
  if (names.length === 0) return "written, name not found";
  // The value written nearest to a mention of the name (a place may be the company's seat in the header too).
  const distance = ([a, b]: [number, number]) => Math.abs(a - b);
  const [at, nearest] = values.flatMap((v) => names.map((n): [number, number] => [v, n])).reduce((best, pair) => (distance(pair) < distance(best) ? pair : best));
  const between = text.slice(Math.min(nearest, at), Math.max(nearest, at));
  const side = at > nearest ? "after" : "before";
  if (/[.!?]\s+\p{Lu}/u.test(between)) return `in another sentence, ${side}`;
  if (between.includes(";")) return `in another ; clause, ${side}`;
  return `in the name's clause, ${side}`;
}

/**
 * What a value parsed where none was expected is, told without its words: one of the entry's expected values of another
 * field (`the expected roles`), a role or a signing of the vocabulary, or other; and where it is written.
 */
function unexpectedValueShape(parsed: string, entry: Entry, where: { name: string; text: string }): string {
  const kind = entry.roles.includes(parsed)
    ? "one of the expected roles"
    : parsed === entry.signing_authority
      ? "the expected signing"
      : [entry.origin, entry.residence, entry.nationality].includes(parsed)
        ? "the expected origin, residence or nationality"
        : startsWithRole(parsed)
          ? "a role"
          : readSigning(parsed) !== null
            ? "a signing"
            : `other, ${words(parsed).length} words`;
  return `parsed: ${kind}; ${whereWritten(parsed, where.name, where.text)}`;
}

/** A differing field with the shape of its difference: `signing_authority (case only)`. */
function differenceShape(field: (typeof ENTRY_FIELDS)[number], expected: unknown, parsed: unknown, where?: { name: string; text: string; entry: Entry }): string {
  const shape = valueShape(expected, parsed);
  // A role list nobody parsed: where its first role is written.
  const firstRole = Array.isArray(expected) && Array.isArray(parsed) && parsed.length === 0 && typeof expected[0] === "string" ? expected[0] : null;
  const written =
    shape === "none parsed" && typeof expected === "string" && where
      ? `; ${whereWritten(expected, where.name, where.text)}`
      : firstRole !== null && where
        ? `; ${whereWritten(firstRole, where.name, where.text)}`
      : shape === "none expected" && typeof parsed === "string" && where
        ? `; ${unexpectedValueShape(parsed, where.entry, where)}`
        : shape?.includes("case only") && Array.isArray(parsed) && where
          ? `; ${capitalisedContext(parsed, where.text)}`
          : "";
  return shape === null ? field : `${field} (${shape}${written})`;
}

/** Where a capitalised value is written, told by what stands before it: `after ":"`, `after a full stop`, `after ","`, `not written so`. */
function capitalisedContext(values: unknown[], text: string): string {
  const capitalised = values.find((value): value is string => typeof value === "string" && /^\p{Lu}/u.test(value));
  if (capitalised === undefined) return "no parsed value capitalised";
  const at = text.indexOf(capitalised);
  if (at < 0) return "the capitalised form not written so";
  const before = text.slice(Math.max(0, at - 3), at);
  const mark = /:\s*$/.test(before) ? "\":\"" : /[.!?]\s*$/.test(before) ? "a full stop" : /,\s*$/.test(before) ? "\",\"" : /\(\s*$/.test(before) ? "\"(\"" : "a word";
  return `the capitalised form written after ${mark}`;
}

/**
 * How a person's name was split wrongly, told without its words: how the notice writes it (with a comma, family name
 * first, given name first) and which lists know the words that moved between family and given names (`moved: in
 * neither list`).
 */
function nameSplitShape(expected: Entry, parsed: Entry, text: string): string[] {
  const [family, given, parsedFamily, parsedGiven] = [expected.last_name, expected.first_name, parsed.last_name, parsed.first_name];
  if (family === null || given === null || parsedFamily === null || parsedGiven === null || (family === parsedFamily && given === parsedGiven)) return [];
  const written = text.includes(`${family}, ${given}`) ? "with a comma" : text.includes(`${family} ${given}`) ? "family first" : text.includes(`${given} ${family}`) ? "given first" : "otherwise";
  const moved = [...words(family).filter((word) => !words(parsedFamily).includes(word)), ...words(given).filter((word) => !words(parsedGiven).includes(word))];
  const lettered = (word: string) => (/\.$/.test(word) ? ", abbreviated" : /^\p{Ll}/u.test(word) ? ", lower case" : "");
  const known = (word: string) => (isKnownGivenName(word) ? "a given name" : isKnownFamilyName(word) ? "a family name" : `in neither list${lettered(word)}`);
  return [`name written ${written}, moved: ${moved.map(known).join(", ") || "none"}`];
}

/**
 * A person read as a firm or the reverse, told without its words: how many words the parsed name has, whether it holds
 * the expected family and given names, and whether a legal form or firm noun of the vocabulary is in it.
 */
function kindShape(expected: Entry, parsed: Entry, text: string): string[] {
  if (expected.kind === parsed.kind) return [];
  const holds = (part: string | null) => (part !== null && parsed.name.includes(part) ? "yes" : "no");
  return [
    `parsed name of ${words(parsed.name).length} words, holds the family name: ${holds(expected.last_name)}, the given names: ${holds(expected.first_name)}, a legal form: ${LEGAL_FORM.test(parsed.name) ? "yes" : "no"}; ${nameContext(expected, text)}`,
    `parsed name's word classes: ${wordClasses(parsed.name, [expected])}; expected roles' word classes: ${expected.roles.map((role) => wordClasses(role, [expected])).join(" | ") || "none"}`,
  ];
}

/**
 * A value told by the class of each word, never the word (F a family name, G a given name of the `expected` entries,
 * else its wordClass; `,` a comma): `F G , R l l C C L`.
 */
function wordClasses(value: string, expected: Entry[]): string {
  const family = expected.flatMap((entry) => words(entry.last_name ?? ""));
  const given = expected.flatMap((entry) => words(entry.first_name ?? ""));
  return value
    .replace(/,/g, " , ")
    .split(/\s+/)
    .filter((word) => word !== "")
    .map((word) => (word === "," ? "," : family.includes(word) ? "F" : given.includes(word) ? "G" : wordClass(word)))
    .join(" ");
}

/**
 * Where a person not found was lost, told without its words: its family name absent from the text as written, in a
 * sentence listed as unparsed or partly parsed, a person of the other side, or in a sentence that gave other entries.
 */
function whereMissed(expected: Entry, lines: ReturnType<typeof parsePersonLines>): string {
  const word = (expected.last_name ?? expected.name).split(" ").at(-1) ?? "";
  if (!lines.text.includes(word)) return "name not in the text as labelled";
  if (lines.unparsed.some((u) => u.sentence.includes(word))) return "its sentence unparsed";
  if (lines.partly_parsed.some((u) => u.sentence.includes(word))) return "its sentence partly parsed";
  if ([...lines.removed, ...lines.added].some((e) => (e.last_name ?? e.name).includes(word))) return "read under another name or side";
  // Inside another entry: its name (a first name that took it), or a value of another field.
  const inside = [...lines.removed, ...lines.added].flatMap((e) =>
    (["name", "first_name", "origin", "residence", "nationality", "signing_authority", "previous"] as const)
      .filter((field) => (e[field] ?? "").includes(word))
      .concat(e.roles.some((role) => role.includes(word)) ? ["roles" as never] : []),
  );
  if (inside.length > 0) return `inside another entry's ${[...new Set(inside)].join(", ")}; ${nameContext(expected, lines.text)}`;
  return `its sentence gave other entries or none; ${nameContext(expected, lines.text)}`;
}

const PREPOSITION = /^(?:à|a|au|aux|an|de|d['’]|du|des|von|di|da|par|durch|dal|dalla|per|pour|für|mit|avec|con)$/i;

/**
 * How a person's name stands in the text, told without its words: written given name first or family name first, and
 * the kind of word or sign right before and after it (`after a preposition`, `before a comma`).
 */
function nameContext(expected: Entry, text: string): string {
  const [family, given] = [expected.last_name, expected.first_name];
  const forms = family !== null && given !== null ? [`${family}, ${given}`, `${family} ${given}`, `${given} ${family}`] : [expected.name];
  const form = forms.find((written) => text.includes(written));
  if (form === undefined) return "name not written whole";
  const order = form === forms[0] && forms.length === 3 ? "with a comma" : form === forms[1] ? "family first" : form === forms[2] ? "given first" : "as one name";
  const at = text.indexOf(form);
  const before = text.slice(Math.max(0, at - 40), at).trimEnd();
  const previous = /(\S+)$/.exec(before)?.[1] ?? "";
  const next = text.slice(at + form.length).trimStart();
  const kind = (word: string) =>
    word === ""
      ? "the start"
      : /[:;,.(]$/.test(word)
        ? `"${word.slice(-1)}"`
        : /^(?:et|und|e|ou|oder|o)$/i.test(word)
          ? "a conjunction"
          : PREPOSITION.test(word)
            ? "a preposition"
            : startsWithRole(word)
              ? "a role word"
              : /^\p{Lu}/u.test(word)
                ? "a capitalised word"
                : "a lower-case word";
  const following = next === "" ? "the end" : /^[,;:.(]/.test(next) ? `"${next[0]}"` : kind(/^(\S+)/.exec(next)?.[1] ?? "");
  return `name ${order}, after ${kind(previous)}, before ${following}`;
}

/**
 * Strict and core accuracy of one set: hits over expected entries plus parsed entries nobody expected, so reading a
 * person twice or reading a non-person costs as much as missing one.
 */
export function scoreSet(set: string, notices: LabelledNotice[]): SetScore {
  const score: SetScore = { set, notices: notices.length, expected: 0, extras: 0, strict: 0, core: 0, misses: [], missKinds: new Map() };
  const shapes = missKindsAsked() === "by shape";
  // `unmet`: the expected entries of the side that no parsed entry met, what an unexpected one may be a misreading of.
  const countKind = (side: string, expected: Entry | null, parsed: Entry | null, lines: ReturnType<typeof parsePersonLines>, unmet: Entry[] = []) => {
    const where = (e: Entry) => ({ name: e.last_name ?? e.name, text: lines.text, entry: e });
    const differing = (e: Entry, p: Entry) =>
      shapes
        ? [...differingFields(e, p).filter((f) => f !== "name").map((f) => differenceShape(f, e[f], p[f], where(e))), ...nameSplitShape(e, p, lines.text), ...kindShape(e, p, lines.text)]
        : differingFields(e, p);
    const notFound = shapes && expected ? `not found (${whereMissed(expected, lines)})` : "not found";
    const unexpected = shapes && parsed ? `unexpected (${parsed.kind === "natural_person" ? "a person" : "a firm"} named ${wordClasses(parsed.name, unmet)})` : "unexpected";
    const kind = !parsed ? notFound : !expected ? unexpected : differing(expected, parsed).join("+");
    score.missKinds.set(`${side}: ${kind}`, (score.missKinds.get(`${side}: ${kind}`) ?? 0) + 1);
  };
  for (const notice of notices) {
    const lines = parsePersonLines(notice.text);
    for (const side of ["removed", "added"] as const) {
      const { pairs, unpairedParsed, unpairedExpected } = pair(notice[side], lines[side].map(entryOf));
      score.expected += notice[side].length;
      score.extras += unpairedParsed.length;
      for (const [e, p] of pairs) {
        if (sameFields(e, p, ENTRY_FIELDS)) score.strict++;
        else {
          score.misses.push(describeMiss(notice.label, side, e, p));
          countKind(side, e, p, lines);
        }
        if (sameFields(e, p, CORE_FIELDS)) score.core++;
      }
      for (const e of unpairedExpected) {
        score.misses.push(describeMiss(notice.label, side, e, null));
        countKind(side, e, null, lines);
      }
      for (const p of unpairedParsed) {
        score.misses.push(describeMiss(notice.label, side, null, p));
        countKind(side, null, p, lines, unpairedExpected);
      }
    }
  }
  return score;
}

export const rate = (hits: number, score: SetScore): number => hits / Math.max(1, score.expected + score.extras);

/** What PARSER_MISS_KINDS asks of the misses: none, counts by fields (1), or also the shape of each difference (2). */
export function missKindsAsked(): "no" | "by fields" | "by shape" {
  const asked = process.env.PARSER_MISS_KINDS;
  return asked === "2" ? "by shape" : asked === "1" ? "by fields" : "no";
}

/** The set's misses as counts per kind, one line each: what to work on, without showing a held-out set's texts. */
export function formatMissKinds(score: SetScore): string {
  return [...score.missKinds].map(([kind, count]) => `  ${count} × ${kind}`).join("\n");
}

export function formatScore(score: SetScore, withMisses: boolean): string {
  const percent = (hits: number) => `${(rate(hits, score) * 100).toFixed(1)} %`;
  const head =
    `${score.set}: ${score.notices} notices, ${score.expected} expected entries, ${score.extras} unexpected; ` +
    `strict ${score.strict} → ${percent(score.strict)}, core ${score.core} → ${percent(score.core)}`;
  return withMisses && score.misses.length > 0 ? [head, ...score.misses.map((m) => `  ${m}`)].join("\n") : head;
}

/** Notices of a samples file (array of `{text, index?}`) with their labels (array of `{index?, removed, added}`). */
export function readLabelledFiles(samplesPath: string, labelsPath: string, indices?: Set<number>): LabelledNotice[] {
  const samples = JSON.parse(readFileSync(samplesPath, "utf8")) as { text: string; index?: number }[];
  const labels = JSON.parse(readFileSync(labelsPath, "utf8")) as { index?: number; removed: LabelEntry[]; added: LabelEntry[] }[];
  const byIndex = new Map(samples.map((sample, position) => [sample.index ?? position, sample]));
  return labels
    .map((label, position) => ({ label, index: label.index ?? position }))
    .filter(({ index }) => indices === undefined || indices.has(index))
    .map(({ label, index }) => {
      const sample = byIndex.get(index);
      if (!sample) throw new Error(`labels name notice ${index}, which ${samplesPath} does not hold`);
      return { label: `notice ${index}`, text: sample.text, removed: label.removed.map(fromLabel), added: label.added.map(fromLabel) };
    });
}
