import { describe, expect, it } from "vitest";
import type { CompanyDetail, PersonDetail } from "../../src/domain/resources.js";
import { MAX_RESULT_CHARS } from "../../src/mcp/budget.js";
import { inputJsonSchema, outputJsonSchema } from "../../src/mcp/json-schema.js";
import { PRESENTERS, companySheetWithinBudget, personSheetWithinBudget, serializedResult } from "../../src/mcp/results.js";
import { PUBLIC_OPERATIONS as OPERATIONS } from "../../src/operations/index.js";

const BASE = "https://register.example.ch";

function company(officers: number): CompanyDetail {
  return {
    id: 7,
    name: "Muster Treuhand AG",
    uid: "CHE-123.456.789",
    status: "active",
    legal_form: "limited_or_corporation",
    register_date: "2001-02-03",
    address: "Bahnhofstrasse 1, 8001 Zürich",
    location: "Zürich",
    canton: "ZH",
    purpose: "Treuhand, Buchhaltung und Beratung.",
    capital: "CHF 100'000.00",
    previous_names: [],
    noga: null,
    officers: Array.from({ length: officers }, (_, i) => ({
      id: 100 + i,
      name: `Anna Beispiel-Muster ${i}`,
      role: "Mitglied des Verwaltungsrates",
      role_categories: ["board" as const],
      signing_authority: "Kollektivunterschrift zu zweien",
      status: "active",
      entity_type: "natural_person" as const,
      redacted: false,
      url: `${BASE}/people/anna-beispiel-muster-${i}/${100 + i}`,
      company: null,
      other_mandates: { total: 0, items: [] },
    })),
    publications: [],
    publications_total: 0,
    url: `${BASE}/companies/muster-treuhand-ag/7`,
    markdown_url: `${BASE}/companies/muster-treuhand-ag/7.md`,
    source: "demo register",
  };
}

function person(mandates: number): PersonDetail & { origin: string } {
  return {
    id: 9,
    name: "Revisions AG",
    first_name: null,
    last_name: null,
    residence: "Bern",
    nationality: null,
    status: "active",
    origin: "–",
    mandates: Array.from({ length: mandates }, (_, i) => ({
      company: { id: i, name: `Firma ${i} AG`, uid: "CHE-111.222.333", status: "active", legal_form: "limited_or_corporation", location: "Bern", canton: "BE", url: `${BASE}/companies/firma-${i}-ag/${i}` },
      role: "Revisionsstelle",
      role_categories: ["auditor" as const],
      signing_authority: null,
      started_on: "2020-01-01",
      ended_on: null,
      company_active: i % 3 !== 0,
    })),
    url: `${BASE}/people/revisions-ag/9`,
    markdown_url: `${BASE}/people/revisions-ag/9.md`,
    source: "demo register",
  };
}

describe("answers within about 25,000 tokens", () => {
  it("leaves a normal fact sheet whole", () => {
    const { detail, markdown, cut } = companySheetWithinBudget(company(12), { publicBaseUrl: BASE }, true);
    expect(cut).toBeNull();
    expect(detail.officers).toHaveLength(12);
    expect(markdown).not.toContain("Shortened");
  });

  it("cuts a company's officers in the Markdown and the JSON alike, and says what was left out and where it is", () => {
    const result = PRESENTERS.get("getCompany")!(company(4000), { id: 7 }, { publicBaseUrl: BASE });
    const text = (result.content[0] as { text: string }).text;
    const structured = result.structuredContent as CompanyDetail;
    expect(text.length + JSON.stringify(structured).length).toBeLessThanOrEqual(MAX_RESULT_CHARS);
    expect(structured.officers.length).toBeGreaterThan(50);
    expect(structured.officers.length).toBeLessThan(4000);
    expect(text).toContain(`first ${structured.officers.length} of 4000 present officers`);
    expect(text).toContain(`${BASE}/companies/muster-treuhand-ag/7.md`);
    expect(text).toContain(`${BASE}/api/v1/companies/7`);
    expect(text.split("\n")[0]).toBe("# Muster Treuhand AG");
    expect(result._meta).toEqual({ "ch.swiss-register/truncated": { field: "officers", shown: structured.officers.length, total: 4000 } });
  });

  it("cuts a resource's mandates with the whole bound for the Markdown", () => {
    const { markdown, cut } = personSheetWithinBudget(person(5000), { publicBaseUrl: BASE }, false);
    expect(markdown.length).toBeLessThanOrEqual(MAX_RESULT_CHARS);
    expect(cut!.total).toBe(5000);
    expect(markdown).toContain(`first ${cut!.shown} of 5000 mandates`);
    expect(markdown).toContain(`${BASE}/api/v1/people/9`);
  });
});

describe("a tool result as sent", () => {
  it.each([
    ["a whole company", () => PRESENTERS.get("getCompany")!(company(12), { id: 7 }, { publicBaseUrl: BASE })],
    ["a shortened company (with _meta)", () => PRESENTERS.get("getCompany")!(company(4000), { id: 7 }, { publicBaseUrl: BASE })],
    ["a person", () => PRESENTERS.get("getPerson")!(person(30), { id: 9 }, { publicBaseUrl: BASE })],
    ["a company with a keyed result's _meta added", () => {
      const result = PRESENTERS.get("getCompany")!(company(3), { id: 7 }, { publicBaseUrl: BASE });
      return { ...result, _meta: { "ch.swiss-register/credits": { cost: 1 } } };
    }],
  ])("of %s is exactly what JSON.stringify writes", (_what, present) => {
    const result = present();
    expect(serializedResult(result)).toBe(JSON.stringify(result));
  });
});

describe("tool JSON Schemas", () => {
  const walk = (node: unknown, visit: (key: string) => void): void => {
    if (!node || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      visit(key);
      walk(value, visit);
    }
  };

  it.each(OPERATIONS.map((operation) => [operation.mcp.toolName, operation] as const))("%s: object roots, no references", (_name, operation) => {
    for (const schema of [inputJsonSchema(operation.input), outputJsonSchema(operation.output)]) {
      expect(schema.type).toBe("object");
      const keys: string[] = [];
      walk(schema, (key) => keys.push(key));
      expect(keys).not.toContain("$ref");
      expect(keys).not.toContain("$defs");
      expect(keys).not.toContain("$schema");
    }
  });
});
