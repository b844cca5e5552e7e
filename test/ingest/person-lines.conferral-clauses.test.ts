/**
 * A second conferral after `;` whose signing word is also a verb (issue 15 round 16): Italian `firma` is the noun of
 * `firma collettiva a due` and the verb of `…; firma collettivamente a due` (a clause without pronoun). Found by
 * substituting signing kinds in the tuned formulations: `…; firma collettiva a due è conferita a B` was read as such a
 * clause, its signing given to the persons before and B lost.
 */
import { describe, expect, it } from "vitest";
import { parsePersonLines } from "../../src/ingest/person-lines/index.js";

describe("a second conferral after `;` whose signing word is also a verb (`firma`)", () => {
  it("reads each conferral with its own person", () => {
    const lines = parsePersonLines(
      `Muster SA, in Lugano, CHE-123.456.789. Procura individuale è conferita a Rossi Marco, da Lugano, in Lugano; firma collettiva a due è conferita a Bianchi Anna, da Bellinzona, in Giubiasco.`,
    );
    expect(lines.added.map((entry) => [entry.name, entry.signing_authority])).toEqual([
      ["Marco Rossi", "procura individuale"],
      ["Anna Bianchi", "firma collettiva a due"],
    ]);
  });
});
