import { describe, expect, it } from "vitest";
import { foldText, nameKey, slugify } from "../src/domain/text.js";
import { roleCategories } from "../src/domain/role-categories.js";
import { formatUid, isValidUidDigits, parseUidQuery, uidCheckDigit } from "../src/domain/uid.js";

describe("UID", () => {
  it("validates real UIDs' check digits", () => {
    for (const uid of ["CHE-108.955.156", "CHE-104.815.533", "CHE-105.952.747", "CHE-114.279.895", "CHE-228.069.761"]) {
      expect(isValidUidDigits(uid.replace(/\D/g, "")), uid).toBe(true);
    }
    expect(isValidUidDigits("108955157")).toBe(false);
  });

  it("treats remainder 10 as no valid number and 11 as check digit 0", () => {
    const digits = Array.from({ length: 100000 }, (_, i) => String(10000000 + i * 7));
    expect(digits.some((d) => uidCheckDigit(d) === null)).toBe(true);
    expect(digits.some((d) => uidCheckDigit(d) === 0)).toBe(true);
  });

  it("reads the three documented query shapes and nothing else", () => {
    expect(parseUidQuery("CHE-108.955.156")).toBe("108955156");
    expect(parseUidQuery("CHE108955156")).toBe("108955156");
    expect(parseUidQuery("che-108955156")).toBe("108955156");
    expect(parseUidQuery("108.955.156")).toBe("108955156");
    expect(parseUidQuery("Muster AG")).toBeNull();
    // Bare digits are a UID only with a valid check digit.
    expect(parseUidQuery("108955156")).toBe("108955156");
    expect(parseUidQuery("108955157")).toBeNull();
    expect(formatUid("108955156")).toBe("CHE-108.955.156");
  });
});

describe("text", () => {
  it("folds case and diacritics", () => {
    expect(foldText("Zürich Genève Straße")).toBe("zurich geneve strasse");
    expect(nameKey("  Müller & Söhne AG ")).toBe("muller sohne ag");
  });

  it("slugs names as lower-case ASCII words joined by dashes", () => {
    expect(slugify("Gruyère Energie S.A.")).toBe("gruyere-energie-s-a");
    expect(slugify("Zürich Versicherungs-Gesellschaft AG")).toBe("zurich-versicherungs-gesellschaft-ag");
    expect(slugify("株式会社")).toBe("n-a");
  });
});

describe("role categories", () => {
  it.each([
    ["Präsident des Verwaltungsrates", null, ["chair", "board"]],
    ["Vizepräsident des Verwaltungsrates", null, ["board"]],
    ["vice-présidente du conseil de fondation", null, ["board"]],
    ["Gesellschafter und Geschäftsführer", null, ["management", "partner"]],
    ["associée gérante et liquidatrice", null, ["management", "partner", "liquidator"]],
    ["socio e gerente", null, ["management", "partner"]],
    ["Revisionsstelle", null, ["auditor"]],
    ["organe de révision", null, ["auditor"]],
    ["ufficio di revisione", null, ["auditor"]],
    ["Inhaberin", null, ["partner"]],
    ["titolare", null, ["partner"]],
    ["membro del consiglio d'amministrazione", null, ["board"]],
    ["Leiter der Zweigniederlassung", null, ["management"]],
    ["directrice générale", null, ["management"]],
    [null, "mit Kollektivprokura zu zweien", ["signatory"]],
    [null, "ohne Zeichnungsberechtigung", ["other"]],
    ["Mitglied", null, ["other"]],
  ] as const)("reads %s (%s) as %j", (role, signing, expected) => {
    expect(roleCategories(role, signing)).toEqual(expected);
  });
});
