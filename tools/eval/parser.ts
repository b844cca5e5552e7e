/**
 * `npm run eval:parser`: strict and core accuracy of the person-line parser per labelled set.
 *
 *   npm run eval:parser                                   the development sets in test/fixtures/sogc/
 *   npm run eval:parser -- SAMPLES.json LABELS.json       another set of the sogc_more_2 shape
 *   npm run eval:parser -- SAMPLES.json LABELS.json --indices 2,5,8
 *                                                         only the notices with these indices
 *   npm run eval:parser -- --register var/test/register.sqlite
 *                                                         unparsed share and speed on a register's publication texts
 *   npm run eval:parser -- --formulations                 the hand-written formulation sets, tuned and held out
 *   npm run eval:parser -- --uncommon-names               the development and formulation sets with every common given
 *                                                         name replaced by one outside the parser's list (uncommon-names.ts)
 *   npm run eval:parser -- --compound-places              … with every origin and residence replaced by a compound
 *                                                         municipality (compound-places.ts)
 *   npm run eval:parser -- --compound-family-names        … with every one-word family name replaced by one of several
 *                                                         parts: particles, hyphens (compound-family-names.ts)
 *   npm run eval:parser -- --signing-kinds                … with every signing kind replaced by another of its
 *                                                         language (signing-kinds.ts)
 *   npm run eval:parser -- --several-given-names          … with every one-word given name replaced by two given
 *                                                         names (several-given-names.ts)
 *   npm run eval:parser -- --given-names-first            … with every person written family name first without a
 *                                                         comma written given name first (given-names-first.ts)
 *   PARSER_MISSES=1 npm run eval:parser                   also list every miss
 *   PARSER_MISS_KINDS=1 npm run eval:parser -- …          also count the misses by side and fields (no texts: for a
 *                                                         held-out set, whose notices must stay unseen)
 *   PARSER_MISS_KINDS=2 npm run eval:parser -- …          … and how each differing value differs, by its shape only
 *                                                         (`parsed lacks 1 word before: an opener`, `case only`)
 *                                                         and where a person not found was lost
 *
 * For every set it also prints the share of notices with an `unparsed` sentence and the parse speed.
 */
import Database from "better-sqlite3";
import { performance } from "node:perf_hooks";
import { parsePersonLines } from "../../src/ingest/person-lines/index.js";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { withCompoundFamilyNames } from "./compound-family-names.js";
import { withCompoundPlaces } from "./compound-places.js";
import { FORMULATION_FILES, formulationNotices, formulationRounds } from "./formulations.js";
import { withGivenNamesFirst } from "./given-names-first.js";
import { withSeveralGivenNames } from "./several-given-names.js";
import { withOtherSigningKinds } from "./signing-kinds.js";
import { withUncommonNames } from "./uncommon-names.js";
import { formatMissKinds, formatScore, missKindsAsked, readLabelledFiles, scoreSet, type LabelledNotice, type SetScore } from "./parser-scoring.js";

const FIXTURES = fileURLToPath(new URL("../../test/fixtures/sogc/", import.meta.url));

interface ExpectedNotice {
  index?: number;
  line?: number;
  sections: { removed: never[]; added: never[] };
  prose: { removed: never[]; added: never[] };
}

/** The notice texts of the daily-summary sample by line number: field 23, or field 22 on the shorter lines. */
export function dailySummaryNotices(): Map<number, string> {
  const notices = new Map<number, string>();
  readFileSync(`${FIXTURES}zefix-daily-summaries-sample.tsv`, "utf8")
    .split("\n")
    .forEach((line, index) => {
      const fields = line.split("\t");
      if (fields.length >= 23 && /^Z[A-Z]{2}$/.test(fields[6])) notices.set(index + 1, fields[fields.length === 23 ? 21 : 22]);
    });
  return notices;
}

const readJson = <T>(name: string): T => JSON.parse(readFileSync(`${FIXTURES}${name}`, "utf8")) as T;

/** A set with expectations split into `sections` and `prose` (test/fixtures/sogc/README.md), as one labelled list. */
function expectedSet(texts: (notice: ExpectedNotice) => string, file: string): LabelledNotice[] {
  return readJson<ExpectedNotice[]>(file).map((notice) => ({
    label: notice.line !== undefined ? `line ${notice.line}` : `notice ${notice.index}`,
    text: texts(notice),
    removed: [...notice.sections.removed, ...notice.prose.removed],
    added: [...notice.sections.added, ...notice.prose.added],
  }));
}

/** The development sets: every labelled notice the parser was developed with. */
export function developmentSets(): { name: string; notices: LabelledNotice[] }[] {
  const messages = readJson<{ text: string }[]>("sogc_sample_messages.json");
  const more = readJson<{ text: string }[]>("sogc_more_fr_it.json");
  const daily = dailySummaryNotices();
  return [
    { name: "sogc_more_2_dev (20 notices, fr/de)", notices: readLabelledFiles(`${FIXTURES}sogc_more_2_dev.json`, `${FIXTURES}sogc_more_2_dev_labels.json`) },
    { name: "sogc_sample_messages (9, de/fr)", notices: expectedSet((n) => messages[n.index!].text, "expected-sogc-sample-messages.json") },
    { name: "sogc_more_fr_it (20, fr/it/de)", notices: expectedSet((n) => more[n.index!].text, "expected-sogc-more-fr-it.json") },
    { name: "zefix daily summaries (140, de/fr/it)", notices: expectedSet((n) => daily.get(n.line!)!, "expected-zefix-daily-summaries.json") },
  ];
}

/** Share of texts with at least one unparsed person sentence, and notices parsed per second (best of three rounds). */
export function coverage(texts: string[]): { unparsedShare: number; partlyShare: number; perSecond: number } {
  const parsed = texts.map((text) => parsePersonLines(text));
  const withUnparsed = parsed.filter((lines) => lines.unparsed.length > 0).length;
  const withPartly = parsed.filter((lines) => lines.partly_parsed.length > 0).length;
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    for (const text of texts) parsePersonLines(text);
    best = Math.min(best, performance.now() - started);
  }
  return { unparsedShare: withUnparsed / Math.max(1, texts.length), partlyShare: withPartly / Math.max(1, texts.length), perSecond: texts.length / (best / 1000) };
}

function formatCoverage(name: string, texts: string[]): string {
  const { unparsedShare, partlyShare, perSecond } = coverage(texts);
  return `${name}: ${texts.length} notices, ${(unparsedShare * 100).toFixed(1)} % with an unparsed sentence, ${(partlyShare * 100).toFixed(1)} % with a partly parsed one, ${Math.round(perSecond)} notices/s`;
}

function registerTexts(path: string): string[] {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT text FROM publications WHERE text IS NOT NULL AND text <> ''").all() as { text: string }[]).map((row) => row.text);
  } finally {
    db.close();
  }
}

/**
 * The substitution probes: every labelled set rewritten so that one part of its persons is outside what the sets were
 * written with (a given name the lists do not know, a compound municipality, a family name of several parts, another
 * signing kind, several given names).
 */
const PROBES = [
  { flag: "--uncommon-names", label: "uncommon given names", rewrite: withUncommonNames },
  { flag: "--compound-places", label: "compound places", rewrite: withCompoundPlaces },
  { flag: "--compound-family-names", label: "compound family names", rewrite: withCompoundFamilyNames },
  { flag: "--signing-kinds", label: "other signing kinds", rewrite: withOtherSigningKinds },
  { flag: "--several-given-names", label: "several given names", rewrite: withSeveralGivenNames },
  { flag: "--given-names-first", label: "given names first", rewrite: withGivenNamesFirst },
] as const;

/** A set's score, its misses if asked, and with PARSER_MISS_KINDS its misses counted by kind (no texts). */
function printScore(score: SetScore, withMisses: boolean): void {
  console.log(formatScore(score, withMisses));
  if (missKindsAsked() !== "no" && score.missKinds.size > 0) console.log(formatMissKinds(score));
}

/** Every held-out set is scored without its misses, so nobody tunes on them by accident (since round 15 the oldest three too). */
const NEVER_MISSES: ReadonlySet<string> = new Set(FORMULATION_FILES.filter((file) => file.startsWith("formulations-held-out")));

function main(args: string[]): number {
  const registerAt = args.indexOf("--register");
  if (registerAt >= 0) {
    const path = args[registerAt + 1];
    if (!path) {
      console.error("eval:parser: --register needs the path of a register SQLite file");
      return 2;
    }
    try {
      console.log(formatCoverage(path, registerTexts(path)));
    } catch (error) {
      console.error(`eval:parser: cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
    return 0;
  }
  const withMisses = process.env.PARSER_MISSES === "1";
  const probe = PROBES.find(({ flag }) => args.includes(flag));
  if (probe) {
    const sets = [...developmentSets(), ...FORMULATION_FILES.map((file) => ({ name: file, notices: formulationNotices(file) }))];
    for (const { name, notices } of sets) {
      const misses = withMisses && !NEVER_MISSES.has(name);
      console.log(formatScore(scoreSet(`${name}, ${probe.label}`, probe.rewrite(notices)), misses));
    }
    return 0;
  }
  if (args.includes("--formulations")) {
    for (const file of FORMULATION_FILES) {
      const misses = withMisses && !NEVER_MISSES.has(file);
      console.log(formatScore(scoreSet(`${file} (hand-written)`, formulationNotices(file)), misses));
      for (const lang of ["de", "fr", "it"] as const) {
        printScore(scoreSet(`  ${file}, ${lang} only`, formulationNotices(file, undefined, lang)), false);
      }
    }
    for (const round of formulationRounds("formulations.json")) {
      console.log(formatScore(scoreSet(`  formulations.json, round ${round} only`, formulationNotices("formulations.json", round)), false));
    }
    return 0;
  }
  const indicesAt = args.indexOf("--indices");
  let indices: Set<number> | undefined;
  if (indicesAt >= 0) {
    const list = args[indicesAt + 1] ?? "";
    if (!/^\d+(?:,\d+)*$/.test(list)) {
      console.error("eval:parser: --indices needs a comma-separated list of notice indices, e.g. --indices 2,5,8");
      return 2;
    }
    indices = new Set(list.split(",").map(Number));
    args = args.filter((_, i) => i !== indicesAt && i !== indicesAt + 1);
  }
  if (args.length !== 0 && args.length !== 2) {
    console.error("usage: npm run eval:parser [-- SAMPLES.json LABELS.json [--indices 2,5,8]]");
    return 2;
  }
  let sets: { name: string; notices: LabelledNotice[] }[];
  try {
    sets =
      args.length === 2
        ? [{ name: `${args[0]}${indices ? ` (indices ${[...indices].join(",")})` : ""}`, notices: readLabelledFiles(args[0], args[1], indices) }]
        : developmentSets();
  } catch (error) {
    console.error(`eval:parser: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const scores: SetScore[] = sets.map(({ name, notices }) => scoreSet(name, notices));
  for (const score of scores) printScore(score, withMisses);
  for (const { name, notices } of sets) console.log(`  ${formatCoverage(name, notices.map((n) => n.text))}`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main(process.argv.slice(2));
