/**
 * The parser's scoring (tools/eval/parser-scoring.ts): how misses are counted for a held-out set, whose texts stay
 * unseen. With PARSER_MISS_KINDS=2 a miss is told by the shape of its difference and where a person was lost, never by
 * its words.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fromLabel, scoreSet, type LabelledNotice } from "../../tools/eval/parser-scoring.js";

const person = (last: string, first: string, fields: Record<string, unknown> = {}) =>
  fromLabel({ kind: "natural_person", name: `${first} ${last}`, last_name: last, first_name: first, ...fields } as Parameters<typeof fromLabel>[0]);

const TEXT = "Muster AG, in Bern, CHE-123.456.789 (SHAB vom 01.02.2019). Einzelprokura wurde erteilt an Lehmann Sandra, von Sumiswald, in Burgdorf.";

function kinds(labelled: LabelledNotice): string[] {
  return [...scoreSet("probe", [labelled]).missKinds.keys()];
}

describe("misses counted by shape (PARSER_MISS_KINDS=2)", () => {
  const before = process.env.PARSER_MISS_KINDS;
  beforeEach(() => {
    process.env.PARSER_MISS_KINDS = "2";
  });
  afterEach(() => {
    if (before === undefined) delete process.env.PARSER_MISS_KINDS;
    else process.env.PARSER_MISS_KINDS = before;
  });

  const notice = (added: LabelledNotice["added"]): LabelledNotice => ({ label: "probe", text: TEXT, removed: [], added });
  const sandra = (signing: string, more: Record<string, unknown> = {}) =>
    person("Lehmann", "Sandra", { origin: "Sumiswald", residence: "Burgdorf", signing_authority: signing, ...more });

  it("tells a value that differs in case only", () => {
    expect(kinds(notice([sandra("einzelprokura")]))).toEqual(["added: signing_authority (case only (parsed opens with a capital))"]);
  });

  it("tells an opener the parse lacks, without the word", () => {
    expect(kinds(notice([sandra("mit Einzelprokura")]))).toEqual(["added: signing_authority (parsed lacks 1 word before: an opener)"]);
  });

  it("tells where a role parsed with a capital is written", () => {
    const text = "Muster AG, in Bern, CHE-123.456.789. Eingetragene Personen: Lehmann Sandra, von Sumiswald, in Burgdorf, Prokuristin, mit Einzelprokura.";
    const labelled = { label: "probe", text, removed: [], added: [sandra("mit Einzelprokura", { roles: ["prokuristin"] })] };
    expect(kinds(labelled)).toEqual(['added: roles (1 expected, 1 parsed; case only (parsed opens with a capital); the capitalised form written after ",")']);
  });

  it("tells a role list by its counts, and where a role nobody parsed is written", () => {
    expect(kinds(notice([sandra("Einzelprokura", { roles: ["Prokuristin"] })]))).toEqual(["added: roles (1 expected, 0 parsed; not written as labelled)"]);
  });

  it("tells what a value parsed where none was expected is", () => {
    expect(kinds(notice([person("Lehmann", "Sandra", { residence: "Burgdorf", signing_authority: "Einzelprokura" })]))).toEqual([
      "added: origin (none expected; parsed: other, 1 words; in the name's clause, after)",
    ]);
  });

  it("tells a person read as a firm by what the firm's name holds and how the name stands", () => {
    const firm = { label: "probe", text: "Muster AG, in Bern, CHE-123.456.789. Ausgeschieden: Weber Treuhand AG, in Bern, Revisionsstelle.", removed: [person("Weber", "Treuhand AG", { residence: "Bern", roles: ["Revisionsstelle"] })], added: [] };
    const [kind] = kinds(firm);
    expect(kind).toContain("parsed name of 3 words, holds the family name: yes, the given names: yes, a legal form: yes; name family first, after \":\", before \",\"");
    expect(kind).toContain("parsed name's word classes: F G G; expected roles' word classes: R");
  });

  it("tells where a person not found was lost", () => {
    expect(kinds(notice([sandra("Einzelprokura"), person("Zogg", "Hans")]))).toEqual(["added: not found (name not in the text as labelled)"]);
  });

  it("prints no word of the notice in any kind", () => {
    const all = kinds(notice([sandra("mit Kollektivprokura", { roles: ["Direktorin"] }), person("Zogg", "Hans")]));
    expect(all.length).toBeGreaterThan(0);
    for (const kind of all) expect(kind).not.toMatch(/Lehmann|Sandra|Sumiswald|Burgdorf|Prokura|prokura|Zogg|Hans|Direktorin/);
  });
});
