import { describe, expect, it } from "vitest";
import { EmptyQueryError, hasSearchableWords, understandQuery, understandValidatedQuery, type UnderstoodPart } from "../../src/ai-search/understand.js";

const REFERENCE = "2026-09-22";
const parts = (query: string) => understandQuery(query, REFERENCE).parts;
const of = <K extends UnderstoodPart["kind"]>(query: string, kind: K) => parts(query).filter((p): p is Extract<UnderstoodPart, { kind: K }> => p.kind === kind);
const places = (query: string) => of(query, "place").map((p) => `${p.role}:${p.target.kind === "municipality" ? p.target.bfs : p.target.kind === "canton" ? p.target.canton : p.target.cantons.join("+")}`);

describe("places", () => {
  it.each([
    ["Treuhand in Genf", ["filter:GE", "boost:6621"]],
    ["fiduciaire à Genève", ["filter:GE", "boost:6621"]],
    ["lawyers in Geneva", ["filter:GE", "boost:6621"]],
    ["avvocati a Ginevra", ["filter:GE", "boost:6621"]],
    ["Garage in Biel", ["filter:371"]],
    ["garage à Bienne", ["filter:371"]],
    ["Coiffeur in Sitten", ["filter:6266"]],
    ["coiffeur à Sion", ["filter:6266"]],
    ["banques à Bâle", ["filter:2701"]],
    ["banche a Basilea", ["filter:2701"]],
    ["hotels in Lucerne", ["filter:LU", "boost:1061"]],
    ["Firmen in Neuenburg", ["filter:NE", "boost:6458"]],
    ["Firmen in Zuerich", ["filter:ZH", "boost:261"]],
    ["Stadt Bern Restaurants", ["filter:351"]],
    ["Treuhand Lausanne", ["filter:5586"]],
  ])("%s → %j", (query, expected) => {
    expect(places(query)).toEqual(expected);
  });

  it("reads cantons by name in five languages and by code in a canton context", () => {
    expect(places("Stiftungen im Kanton Wallis")).toEqual(["filter:VS"]);
    expect(places("fondations en Valais")).toEqual(["filter:VS"]);
    expect(places("fondazioni nel Vallese")).toEqual(["filter:VS"]);
    expect(places("Firmen im Kanton BE")).toEqual(["filter:BE"]);
    expect(places("sociétés du canton de GE")).toEqual(["filter:GE"]);
    expect(places("Treuhand ZH")).toEqual(["filter:ZH"]);
    expect(places("Garage Grischun")).toEqual(["filter:GR"]);
  });

  it("reads regions", () => {
    expect(places("Genossenschaften in der Romandie")).toEqual(["filter:GE+VD+NE+JU+FR+VS"]);
    expect(places("banks in Central Switzerland")).toEqual(["filter:LU+UR+SZ+OW+NW+ZG"]);
  });

  it("does not read codes that are words as cantons outside a canton context", () => {
    expect(places("Treuhand AG")).toEqual([]);
    expect(of("Treuhand AG", "legal_form")[0].codes).toEqual(["0106"]);
    expect(places("so many bakeries")).toEqual([]);
    expect(places("be a baker")).toEqual([]);
    expect(places("AI software")).toEqual([]);
    expect(places("Treuhand AG im Kanton AG")).toEqual(["filter:AG"]);
  });

  it("reads a place name that is a common word only after a place preposition", () => {
    expect(places("Wald Holz")).toEqual([]);
    expect(places("Schreiner in Wald").length).toBeGreaterThan(0);
    expect(places("rue du Marché")).toEqual([]);
  });
});

describe("legal forms", () => {
  it.each([
    ["Aktiengesellschaften in Zürich", ["0106"]],
    ["sociétés anonymes", ["0106"]],
    ["società anonime", ["0106"]],
    ["Sàrl à Genève", ["0107"]],
    ["Sagl a Lugano", ["0107"]],
    ["GmbHs in Bern", ["0107"]],
    ["limited liability companies", ["0107"]],
    ["Genossenschaften", ["0108"]],
    ["coopératives", ["0108"]],
    ["Stiftungen", ["0110"]],
    ["fondazioni", ["0110"]],
    ["Vereine", ["0109"]],
    ["associazioni", ["0109"]],
    ["raison individuelle", ["0101"]],
    ["ditte individuali", ["0101"]],
    ["Einzelunternehmen", ["0101"]],
    ["Kollektivgesellschaften", ["0103"]],
    ["Kommanditgesellschaft", ["0104"]],
    ["succursales", ["0111", "0151"]],
  ])("%s → %j", (query, codes) => {
    expect(of(query, "legal_form").map((p) => p.codes)).toEqual([codes]);
  });

  it("does not take a lower-case two-letter word for a legal form", () => {
    expect(of("sa boulangerie", "legal_form")).toEqual([]);
  });
});

describe("status", () => {
  it.each([
    ["aktive Firmen in Bern", ["active"]],
    ["GmbH in Liquidation", ["liquidation"]],
    ["gelöschte Vereine", ["deleted"]],
    ["sociétés radiées", ["deleted"]],
    ["sociétés en liquidation", ["liquidation"]],
    ["società cancellate", ["deleted"]],
    ["active companies", ["active"]],
    ["dissolved companies", ["deleted", "liquidation"]],
  ])("%s → %j", (query, statuses) => {
    expect(of(query, "status").map((p) => p.statuses)).toEqual([statuses]);
  });
});

describe("industries", () => {
  it.each([
    ["Bäckereien", ["1071"]],
    ["boulangeries", ["1071"]],
    ["panetterie", ["1071"]],
    ["bakeries", ["1071"]],
    ["Treuhand", ["692"]],
    ["fiduciaires", ["692"]],
    ["fiduciaria", ["692"]],
    ["software", ["6201"]],
    ["Baufirmen", ["41", "42", "43"]],
    ["imprese edili", ["41", "42", "43"]],
    ["Treuhandbüros", ["692"]],
    ["Zahnarzt", ["8623"]],
    ["Architekturbüros", ["7111"]],
  ])("%s → %j", (query, noga) => {
    expect(of(query, "industry").map((p) => p.noga)).toEqual([noga]);
  });

  it("finds an industry by a distinctive word of the NOGA labels", () => {
    const [industry] = of("Zahnarztpraxen", "industry");
    expect(industry.source).toBe("noga_label");
    expect(industry.noga).toEqual(["862"]);
  });

  it("does not read an Italian word as a French term by stem (false friend)", () => {
    // "fondate" (it: founded) stems like the French "fondations" but is an Italian stopword.
    expect(of("imprese edili fondate dopo il 2015", "legal_form")).toEqual([]);
  });
});

describe("dates", () => {
  const range = (query: string) => of(query, "registered").map((p) => p.range);
  it.each([
    ["Firmen seit 2015", { from: "2015-01-01", to: null }],
    ["gegründet nach 2010", { from: "2011-01-01", to: null }],
    ["fondée en 1998", { from: "1998-01-01", to: "1998-12-31" }],
    ["fondate dal 2020", { from: "2020-01-01", to: null }],
    ["founded before 2000", { from: null, to: "1999-12-31" }],
    ["zwischen 2010 und 2015", { from: "2010-01-01", to: "2015-12-31" }],
    ["entre 2010 et 2015", { from: "2010-01-01", to: "2015-12-31" }],
    ["tra il 2010 e il 2015", { from: "2010-01-01", to: "2015-12-31" }],
    ["neu eingetragen im letzten Jahr", { from: "2025-09-22", to: "2026-09-22" }],
    ["in the last 3 years", { from: "2023-09-22", to: "2026-09-22" }],
    ["negli ultimi 2 anni", { from: "2024-09-22", to: "2026-09-22" }],
  ])("%s → %j", (query, expected) => {
    expect(range(query)).toEqual([expected]);
  });
});

describe("free text, stopwords and errors", () => {
  it("keeps unknown words as free text and stopwords as ignored", () => {
    const answer = understandQuery("Stiftungen im Kanton Bern mit Zweck Kultur", REFERENCE);
    expect(answer.parts.filter((p) => p.kind === "text").map((p) => p.words)).toEqual([["Kultur"]]);
    expect(answer.ignored.map((w) => w.word)).toEqual(["im", "mit", "Zweck"]);
  });

  it("traces every part to the words it came from", () => {
    for (const part of parts("sociétés fiduciaires à Lausanne en liquidation")) expect(part.words.length).toBeGreaterThan(0);
  });

  it.each(["", "   ", "die der das", "le la les", "the and of", "il lo la"])("rejects %j", (query) => {
    expect(() => understandQuery(query, REFERENCE)).toThrow(EmptyQueryError);
  });
});

describe("understood once: validation hands its understanding to the search", () => {
  it("answers the search exactly as understanding the query anew would", () => {
    understandValidatedQuery("Treuhand", REFERENCE);
    for (const query of ["Bäckereien in Genf", "GmbH gegründet seit 2015", "fiduciaires à Lausanne en liquidation"]) {
      expect(hasSearchableWords(query)).toBe(true);
      expect(understandValidatedQuery(query, REFERENCE)).toEqual(understandQuery(query, REFERENCE));
    }
  });

  it("counts relative dates from the search's reference date, not the one the validation used", () => {
    understandValidatedQuery("Treuhand", "2020-06-30");
    const query = "Treuhand in the last 3 years";
    expect(hasSearchableWords(query)).toBe(true);
    const understood = understandValidatedQuery(query, REFERENCE);
    expect(understood).toEqual(understandQuery(query, REFERENCE));
    expect(understood.parts.find((part) => part.kind === "registered")).toMatchObject({ range: { to: REFERENCE } });
  });

  it("hands an understanding once: a search that changes it leaves the next one as understood anew", () => {
    understandValidatedQuery("Treuhand", REFERENCE);
    expect(hasSearchableWords("Software Zug")).toBe(true);
    const first = understandValidatedQuery("Software Zug", REFERENCE);
    first.ignored.push({ word: "Software", reason: "no_match" });
    first.parts.length = 0;
    expect(understandValidatedQuery("Software Zug", REFERENCE)).toEqual(understandQuery("Software Zug", REFERENCE));
  });

  it("still refuses a query of stopwords only, and keeps nothing for it", () => {
    expect(hasSearchableWords("die der das")).toBe(false);
    expect(() => understandValidatedQuery("die der das", REFERENCE)).toThrow(EmptyQueryError);
  });
});
