/**
 * Coverage reporting (issue 15 round 10): a sentence that gave entries but names more persons than it gave is listed in
 * `partly_parsed` with the count of names (`named`, cheap and conservative) and of persons read (`read`), so an import
 * reports coverage instead of silently losing an officer; a sentence that names persons it does not enter (a
 * replaced one, a co-signer, an earlier or wrong name in brackets, a place) is not.
 */
import { describe, expect, it } from "vitest";
import { parsePersonLines } from "../../src/ingest/person-lines/index.js";
import { countNameMentions } from "../../src/ingest/person-lines/mentions.js";

const partly = (text: string) => parsePersonLines(`Muster SA, à Genève, CHE-123.456.789. ${text}`).partly_parsed.map(({ named, read }) => ({ named, read }));

describe("partly parsed sentences", () => {
  it("lists a sentence whose second person, after a conjunction the readers do not know (`cependant que`), is not read", () => {
    expect(partly("Rochat Pierre, administrateur, a été nommé président, cependant que Favre Anne a été nommée secrétaire.")).toEqual([{ named: 2, read: 1 }]);
  });
  it("does not list the same sentence with a conjunction of the vocabulary (`tandis que`, verbs.json clause_conjunctions): both are read", () => {
    expect(partly("Rochat Pierre, administrateur, a été nommé président, tandis que Favre Anne a été nommée secrétaire.")).toEqual([]);
  });
  it("does not list a departure whose last person is named by a role of their own, now read (a known gap of round 9)", () => {
    expect(partly("Les administrateurs Rochat Pierre et Favre Anne, ainsi que la directrice Keller Sophie, ne sont plus inscrits.")).toEqual([]);
  });
  it("does not list a sentence read whole: several persons with origin, nationality and residence", () => {
    expect(partly("Costa Maria, ressortissante portugaise, domiciliée à Renens, et Rochat Pierre, de Genève, à Annemasse (F), sont nommés administrateurs avec signature collective à deux.")).toEqual([]);
  });
  it("does not count a replaced person, a co-signer or a name in brackets", () => {
    expect(partly("Rochat Pierre, de Genève, à Lausanne, a été nommé administrateur, en remplacement de Favre Anne.")).toEqual([]);
    expect(partly("Signature collective à deux avec Fichot Paul est conférée à Cousin David, de France, à Nyon, directeur.")).toEqual([]);
    expect(partly("Le nom correct de l'administrateur est Favre Jean-Marc (et non Favre Jean).")).toEqual([]);
  });
  it("does not count the earlier name of a person whose name changed, also with a move after it (round 27)", () => {
    expect(partly("Meier Anna, von Bern, heisst neu Keller Anna und wohnt neu in Thun.")).toEqual([]);
    expect(partly("Dupont Marie, administratrice, s'appelle désormais Favre Marie et est domiciliée à Nyon.")).toEqual([]);
  });
  it("counts distinct names with a common given name, not places, firms or origins", () => {
    expect(countNameMentions("Kalbermatter Jörg, von St. Niklaus, in Worb, ist zum Mitglied ernannt worden")).toBe(1);
    expect(countNameMentions("Keller, Hans, von Bern, in Thun, und Huber Anna, in Saint-Pierre Sophie")).toBe(2);
    expect(countNameMentions("Fiduciaire Pierre Rochat SA, à Genève, organe de révision")).toBe(0);
    expect(countNameMentions("Signature individuelle est conférée à Rochat Pierre et à Favre Anne")).toBe(2);
  });
});
