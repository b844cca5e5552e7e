/**
 * Round trip of the demo generator's publications through the person-line parser: every publication text the
 * generator writes into the test register, parsed with parsePersonLines, gives back exactly the officer changes it was
 * rendered from.
 *
 * The expected entries are the generator's own structured notices (generateNotices, the same simulation as
 * generateRegister for the register's seed and size). Each publication text of the register is matched to the notice it
 * was rendered from by its text (every text must have one), then the parsed `removed` and `added` lists are compared
 * with the notice's lists entry by entry, in order, on every PersonEntry field: kind, name, last_name, first_name,
 * identifier, origin, nationality, residence, roles, signing_authority, previous.
 */
import { isDeepStrictEqual } from "node:util";
import { accuracyReport } from "../accuracy-report.js";
import Database from "better-sqlite3";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { generateNotices, type Notice, type NoticeEntry } from "../../src/generate/index.js";
import { PersonEntrySchema, type PersonEntry } from "../../src/domain/person-entry.js";
import { parsePersonLines } from "../../src/ingest/person-lines/index.js";

const FIELDS = [
  "kind", "name", "last_name", "first_name", "identifier", "origin", "nationality", "residence", "roles", "signing_authority", "previous",
] as const satisfies ReadonlyArray<keyof PersonEntry>;

/** How many misses a failure lists. */
const SHOWN = 15;

interface Publication {
  id: number;
  language: string;
  text: string;
}

interface Miss {
  publication: number;
  notice: string;
  section: "removed" | "added";
  index: number;
  /** The fields that differ, or `missing` / `unexpected` when one side has no entry at this position. */
  fields: string[];
  expected: NoticeEntry | undefined;
  parsed: PersonEntry | undefined;
  text: string;
}

interface RoundTrip {
  publications: number;
  notices: number;
  entries: number;
  parsedEntries: number;
  /** Publications per `language/style`. */
  styles: Record<string, number>;
  /** Entries per feature of the rendered line, to show the round trip covers them. */
  features: Record<string, number>;
  /** Register texts without a structured notice rendering them. */
  unmatched: Publication[];
  misses: Miss[];
}

function readRegister(path: string): { seed: number; companies: number; publications: Publication[] } {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const dataset = new Map((db.prepare("SELECT key, value FROM dataset").all() as Array<{ key: string; value: string }>).map((row) => [row.key, row.value]));
    const publications = db.prepare("SELECT id, language, text FROM publications ORDER BY id").all() as Publication[];
    return { seed: Number(dataset.get("seed")), companies: Number(dataset.get("companies")), publications };
  } finally {
    db.close();
  }
}

function count(record: Record<string, number>, key: string): void {
  record[key] = (record[key] ?? 0) + 1;
}

/** What a rendered person line exercises in the parser. */
function features(entry: NoticeEntry, notice: Notice, section: "removed" | "added"): string[] {
  const out = [`${notice.language} ${section}`, entry.kind];
  if (notice.style === "fribourg") out.push("fribourg");
  if (entry.nationality) out.push("nationality");
  if (entry.previous) out.push("previous");
  if (entry.roles.length === 0) out.push("no role");
  if (entry.roles.length > 1) out.push("several roles");
  if (entry.kind === "natural_person" && entry.last_name?.includes(" ")) out.push("family name of several words");
  if (entry.kind === "natural_person" && entry.first_name?.includes(" ")) out.push("several given names");
  if (notice.language === "fr" && [entry.origin, entry.residence].some((place) => place && /^Les? /.test(place))) out.push("French contraction");
  if (notice.language === "fr" && entry.origin && /^[AEIOUYÀÂÉÈÊËÎÏÔÛÜ]/i.test(entry.origin)) out.push("French elision");
  return out;
}

function compare(expected: readonly NoticeEntry[], parsed: readonly PersonEntry[]): Array<{ index: number; fields: string[] }> {
  const out: Array<{ index: number; fields: string[] }> = [];
  for (let index = 0; index < Math.max(expected.length, parsed.length); index++) {
    const want = expected[index];
    const got = parsed[index];
    if (want === undefined) out.push({ index, fields: ["unexpected"] });
    else if (got === undefined) out.push({ index, fields: ["missing"] });
    else {
      const fields = FIELDS.filter((field) => !isDeepStrictEqual(want[field], got[field]));
      if (fields.length > 0) out.push({ index, fields });
    }
  }
  return out;
}

function roundTrip(path: string): RoundTrip {
  const register = readRegister(path);
  const notices = generateNotices({ companies: register.companies, seed: register.seed });
  const byText = new Map<string, Notice[]>();
  for (const { notice, text } of notices) {
    const list = byText.get(text);
    if (list) list.push(notice);
    else byText.set(text, [notice]);
  }

  const result: RoundTrip = { publications: register.publications.length, notices: notices.length, entries: 0, parsedEntries: 0, styles: {}, features: {}, unmatched: [], misses: [] };
  for (const publication of register.publications) {
    const notice = byText.get(publication.text)?.shift();
    if (notice === undefined) {
      result.unmatched.push(publication);
      continue;
    }
    count(result.styles, `${notice.language}/${notice.style}`);
    const parsed = parsePersonLines(publication.text);
    for (const section of ["removed", "added"] as const) {
      result.entries += notice[section].length;
      result.parsedEntries += parsed[section].length;
      for (const entry of notice[section]) for (const feature of features(entry, notice, section)) count(result.features, feature);
      for (const { index, fields } of compare(notice[section], parsed[section])) {
        result.misses.push({
          publication: publication.id,
          notice: `${notice.type} ${notice.language}/${notice.style}`,
          section,
          index,
          fields,
          expected: notice[section][index],
          parsed: parsed[section][index],
          text: publication.text,
        });
      }
    }
  }
  return result;
}

function describeMiss(miss: Miss): string {
  const pick = (entry: PersonEntry | undefined) =>
    entry === undefined ? "(none)" : JSON.stringify(miss.fields.some((f) => f === "missing" || f === "unexpected") ? entry : Object.fromEntries(miss.fields.map((f) => [f, entry[f as keyof PersonEntry]])));
  return [
    `publication ${miss.publication} (${miss.notice}), ${miss.section}[${miss.index}]: ${miss.fields.join(", ")}`,
    `  expected ${pick(miss.expected)}`,
    `  parsed   ${pick(miss.parsed)}`,
    `  text     ${miss.text}`,
  ].join("\n");
}

describe("publication texts of the demo register round-trip through the person-line parser", () => {
  let result: RoundTrip;

  beforeAll(() => {
    result = roundTrip(inject("registerPath"));
    accuracyReport(
      `round trip: ${result.publications} publications (${result.notices} generated notices), ${result.entries} entries expected, ` +
        `${result.parsedEntries} parsed, ${result.misses.length} misses; by style ${JSON.stringify(result.styles)}; features ${JSON.stringify(result.features)}`,
    );
  });

  it("compares every field of the parser's entry", () => {
    expect([...FIELDS].sort()).toEqual(Object.keys(PersonEntrySchema.shape).sort());
  });

  it("has a structured notice for every publication text the generator wrote", () => {
    expect(result.publications).toBeGreaterThan(0);
    expect(result.unmatched.slice(0, 5).map((p) => `publication ${p.id}: ${p.text}`)).toEqual([]);
    expect(result.notices).toBe(result.publications);
  });

  it("covers all languages and styles and the shapes of person lines the generator writes", () => {
    for (const style of ["de/standard", "fr/standard", "fr/fribourg", "it/standard"]) expect(result.styles[style] ?? 0, style).toBeGreaterThan(0);
    for (const feature of [
      "de removed", "de added", "fr removed", "fr added", "it removed", "it added", "natural_person", "legal_entity", "fribourg", "nationality",
      "previous", "no role", "several roles", "family name of several words", "several given names", "French contraction", "French elision",
    ]) {
      expect(result.features[feature] ?? 0, feature).toBeGreaterThan(0);
    }
  });

  it("parses back exactly the entries each text was rendered from", () => {
    const report = result.misses.slice(0, SHOWN).map(describeMiss).join("\n\n");
    expect(
      result.misses.length,
      `${result.misses.length} of ${result.entries} entries do not round-trip (first ${Math.min(SHOWN, result.misses.length)}):\n\n${report}`,
    ).toBe(0);
    expect(result.parsedEntries).toBe(result.entries);
  });
});
