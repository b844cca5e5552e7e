/** Runs a formulation set (test/fixtures/person-lines/formulations*.json): one test per formulation, every field exact. */
import { expect, it } from "vitest";
import { parsePersonLines } from "../../src/ingest/person-lines/index.js";
import { fromLabel } from "../../tools/eval/parser-scoring.js";
import type { FormulationCase } from "../../tools/eval/formulations.js";

/** The case's entries as parsed, in the ENTRY shape of the labels, with the sentences left unread. */
export function parseCase(c: FormulationCase) {
  const lines = parsePersonLines(c.text);
  return {
    removed: lines.removed.map((entry) => fromLabel(entry)),
    added: lines.added.map((entry) => fromLabel(entry)),
    unparsed: lines.unparsed.map((u) => u.sentence),
  };
}

export function formulationTest(c: FormulationCase): void {
  it(`[${c.lang}] ${c.covers}`, () => {
    expect(parseCase(c)).toEqual({ removed: c.removed, added: c.added, unparsed: [] });
  });
}
