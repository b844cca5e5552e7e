/** Runs a formulation set (test/fixtures/person-lines/formulations*.json): one test per formulation, every field exact. */
import { expect, it } from "vitest";
import { parsePersonLines } from "../../src/ingest/person-lines/index.js";
import { developmentSets } from "../../tools/eval/parser.js";
import { formatScore, fromLabel, scoreSet, type LabelledNotice } from "../../tools/eval/parser-scoring.js";
import { formulationNotices, type FormulationCase, type FormulationFile } from "../../tools/eval/formulations.js";

/** The case's entries as parsed, in the ENTRY shape of the labels, with the sentences left unread or read in part. */
export function parseCase(c: FormulationCase) {
  const lines = parsePersonLines(c.text);
  return {
    removed: lines.removed.map((entry) => fromLabel(entry)),
    added: lines.added.map((entry) => fromLabel(entry)),
    unparsed: lines.unparsed.map((u) => u.sentence),
    partly_parsed: lines.partly_parsed.map((u) => u.sentence),
  };
}

export function formulationTest(c: FormulationCase): void {
  it(`[${c.lang}] ${c.covers}`, () => {
    expect(parseCase(c)).toEqual({ removed: c.removed, added: c.added, unparsed: [], partly_parsed: [] });
  });
}

/** Entries of a held-out set per language, and how many of them the parser read exactly at the end of its round. */
export type MeasuredScores = Record<FormulationCase["lang"], { expected: number; strict: number }>;

/**
 * A held-out set's strict score, per language, kept from falling below the one measured at the end of its round;
 * `bar` also holds every language at that share. ACCURACY_REPORT=1 prints the scores (and the misses, for a set whose
 * misses may be looked at).
 */
export function keepsHeldOutScores(file: FormulationFile, measured: MeasuredScores, { showMisses = false, bar }: { showMisses?: boolean; bar?: number } = {}): void {
  for (const lang of ["de", "fr", "it"] as const) {
    it(`keeps its strict score in ${lang}`, () => {
      const score = scoreSet(`${file}, ${lang}`, formulationNotices(file, undefined, lang));
      if (process.env.ACCURACY_REPORT === "1") console.log(formatScore(score, showMisses));
      expect(score.expected).toBe(measured[lang].expected);
      expect(score.strict).toBeGreaterThanOrEqual(measured[lang].strict);
      if (bar !== undefined) expect(score.strict / score.expected).toBeGreaterThanOrEqual(bar);
    });
  }
}

/** Scores keyed by set name, as a probe's test keeps them. */
export type ProbeScores = Record<string, { expected: number; strict: number }>;

/** The entries of the development sets and of the tuned formulations (`tuned` of them), every one read: a probe's full marks. */
export function everyEntryRead(tuned: number): ProbeScores {
  const sets: [string, number][] = [
    ["sogc_more_2_dev (20 notices, fr/de)", 40],
    ["sogc_sample_messages (9, de/fr)", 17],
    ["sogc_more_fr_it (20, fr/it/de)", 39],
    ["zefix daily summaries (140, de/fr/it)", 280],
    ["formulations.json", tuned],
  ];
  return Object.fromEntries(sets.map(([name, expected]) => [name, { expected, strict: expected }]));
}

/**
 * A probe's strict scores (every notice of the development sets and of the tuned formulations rewritten by `rewrite`,
 * text and labels alike), kept from falling below `measured`, keyed by set name. ACCURACY_REPORT=1 prints them with
 * their misses.
 */
export function keepsProbeScores(
  probe: string,
  rewrite: (notices: LabelledNotice[]) => LabelledNotice[],
  measured: ProbeScores,
): void {
  const sets = [...developmentSets(), { name: "formulations.json", notices: formulationNotices("formulations.json") }];
  for (const { name, notices } of sets) {
    it(`keeps its strict score: ${name === "formulations.json" ? "formulations.json (tuned)" : name}`, () => {
      const score = scoreSet(`${name}, ${probe}`, rewrite(notices));
      if (process.env.ACCURACY_REPORT === "1") console.log(formatScore(score, true));
      expect(score.expected).toBe(measured[name].expected);
      expect(score.strict).toBeGreaterThanOrEqual(measured[name].strict);
    });
  }
}
