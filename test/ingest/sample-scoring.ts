/** Scores the person-line parser against the hand-written expectations in test/fixtures/sogc/. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { parsePersonLines, type PersonEntry } from "../../src/ingest/person-lines/index.js";

type PersonLines = { removed: PersonEntry[]; added: PersonEntry[] };

export const FIXTURES = fileURLToPath(new URL("../fixtures/sogc/", import.meta.url));

/** One notice's expectations: entries of person sections (headings and role headings) and of person sentences. */
export interface ExpectedNotice {
  index?: number;
  line?: number;
  sections: PersonLines;
  prose: PersonLines;
}

export interface Miss {
  notice: string;
  side: "removed" | "added";
  form: "sections" | "prose" | "extra";
  expected: PersonEntry | null;
  /** The parsed entry closest to the expected one (same name), or the extra entry itself. */
  parsed: PersonEntry | null;
  fields: string[];
}

export interface Score {
  sections: { hits: number; total: number };
  prose: { hits: number; total: number };
  extras: number;
  misses: Miss[];
}

export function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(`${FIXTURES}${name}`, "utf8")) as T;
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

function differingFields(expected: PersonEntry, parsed: PersonEntry): string[] {
  return (Object.keys(expected) as (keyof PersonEntry)[]).filter((key) => !isDeepStrictEqual(expected[key], parsed[key]));
}

function closest(expected: PersonEntry, candidates: PersonEntry[]): PersonEntry | null {
  const sameName = candidates.find((c) => c.last_name === expected.last_name && c.name === expected.name);
  const sameLast = candidates.find((c) => (c.last_name ?? c.name) === (expected.last_name ?? expected.name));
  if (sameName ?? sameLast) return (sameName ?? sameLast)!;
  const ranked = [...candidates].sort((a, b) => differingFields(expected, a).length - differingFields(expected, b).length);
  return ranked[0] && differingFields(expected, ranked[0]).length <= 4 ? ranked[0] : null;
}

/** Matches expected entries to parsed ones, each parsed entry at most once, field for field. */
export function scoreNotice(label: string, text: string, expected: ExpectedNotice, score: Score): void {
  const lines = parsePersonLines(text);
  // The expectations are ENTRY lists; evidence is tested on its own (person-lines.evidence.test.ts).
  const strip = (entries: PersonEntry[]) => entries.map(({ evidence: _evidence, ...entry }: PersonEntry & { evidence?: unknown }) => entry);
  const parsed: PersonLines = { removed: strip(lines.removed), added: strip(lines.added) };
  for (const side of ["removed", "added"] as const) {
    const left = [...parsed[side]];
    const unmatched: { entry: PersonEntry; form: "sections" | "prose" }[] = [];
    for (const form of ["sections", "prose"] as const) {
      for (const entry of expected[form][side]) {
        score[form].total++;
        const at = left.findIndex((candidate) => isDeepStrictEqual(candidate, entry));
        if (at >= 0) {
          score[form].hits++;
          left.splice(at, 1);
        } else unmatched.push({ entry, form });
      }
    }
    for (const { entry, form } of unmatched) {
      const near = closest(entry, left);
      if (near) left.splice(left.indexOf(near), 1);
      score.misses.push({ notice: label, side, form, expected: entry, parsed: near, fields: near ? differingFields(entry, near) : ["(not found)"] });
    }
    for (const extra of left) {
      score.extras++;
      score.misses.push({ notice: label, side, form: "extra", expected: null, parsed: extra, fields: ["(not expected)"] });
    }
  }
}

export function emptyScore(): Score {
  return { sections: { hits: 0, total: 0 }, prose: { hits: 0, total: 0 }, extras: 0, misses: [] };
}

const percent = (hits: number, total: number): string => (total === 0 ? "n/a" : `${((hits / total) * 100).toFixed(1)} %`);

/** Person sections: hits over expected entries plus entries the parser read that nobody expected. */
export function sectionAccuracy(score: Score): number {
  return score.sections.hits / (score.sections.total + score.extras);
}

export function report(title: string, score: Score): string {
  const { sections, prose, extras } = score;
  const lines = [
    `${title}`,
    `  person sections: ${sections.hits}/${sections.total} exactly right, ${extras} unexpected entries → ${percent(sections.hits, sections.total + extras)}`,
    `  person sentences (prose): ${prose.hits}/${prose.total} → ${percent(prose.hits, prose.total)}`,
    `  all: ${percent(sections.hits + prose.hits, sections.total + prose.total + extras)}`,
  ];
  for (const miss of score.misses) {
    const who = miss.expected?.name ?? miss.parsed?.name ?? "?";
    const detail = miss.fields
      .map((field) =>
        field.startsWith("(")
          ? field
          : `${field}: expected ${JSON.stringify(miss.expected?.[field as keyof PersonEntry])}, parsed ${JSON.stringify(miss.parsed?.[field as keyof PersonEntry])}`,
      )
      .join("; ");
    lines.push(`  miss [${miss.notice}, ${miss.side}, ${miss.form}] ${who}: ${detail}`);
  }
  return lines.join("\n");
}
