/** Values parsed with their text: the text is sent again only for the very value parsed, never for a copy. */
import { describe, expect, it } from "vitest";
import { jsonText, parseKeepingText } from "../../src/domain/parsed-json.js";

describe("parsed JSON with its text", () => {
  it("gives the text a value was parsed from, as stored (spacing and all)", () => {
    const stored = '{"name":"Müller AG",  "officers":[1,2]}';
    expect(jsonText(parseKeepingText(stored))).toBe(stored);
  });

  it("serializes a copy made from it, so a cut list is sent as cut", () => {
    const detail = parseKeepingText<{ name: string; officers: number[] }>('{"name":"Müller AG","officers":[1,2]}');
    expect(jsonText({ ...detail, officers: detail.officers.slice(0, 1) })).toBe('{"name":"Müller AG","officers":[1]}');
  });

  it("serializes a value that was never parsed here", () => {
    expect(jsonText({ a: 1 })).toBe('{"a":1}');
  });
});
