/** Discovery: /openapi.json (valid, generated, complete against the contract), /llms.txt and /docs. */
import { KEYED_OPERATIONS } from "../../src/operations/keyed/index.js";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_ERROR_CODES as ERROR_CODES } from "../../src/domain/errors.js";
import { STATUS_BY_CODE } from "../../src/http/error-response.js";
import { PUBLIC_OPERATIONS as OPERATIONS } from "../../src/operations/index.js";
import { pathParameters } from "../../src/operations/operation.js";
import { startHarness, type Harness } from "../harness.js";

/** The contract's five public operations (spec part 4.1), written out so that a drift in the definitions is caught. */
const CONTRACT_OPERATIONS = [
  { operationId: "searchCompanies", path: "/api/v1/companies/search", errors: [400, 429, 503] },
  { operationId: "autocompleteCompanies", path: "/api/v1/companies/autocomplete", errors: [400, 429, 503] },
  { operationId: "getCompany", path: "/api/v1/companies/{id}", errors: [400, 404, 429, 503] },
  { operationId: "searchPeople", path: "/api/v1/people/search", errors: [400, 429, 503] },
  { operationId: "getPerson", path: "/api/v1/people/{id}", errors: [400, 404, 429, 503] },
];

/** The contract's parameters per operation (spec part 4.1). */
const CONTRACT_PARAMETERS: Record<string, string[]> = {
  searchCompanies: ["q", "canton", "status", "legal_form", "limit", "offset"],
  autocompleteCompanies: ["q", "limit"],
  getCompany: ["id"],
  searchPeople: ["q", "limit", "offset"],
  getPerson: ["id"],
};

type Json = any;

let h: Harness;
let doc: Json;
let resolved: Json;

beforeAll(async () => {
  h = await startHarness({ rateLimits: { search: 30, detail: 120 } });
  doc = (await h.getJson("/openapi.json")).body;
  const validator = new Validator();
  const result = await validator.validate(structuredClone(doc));
  expect(result.errors ?? []).toEqual([]);
  resolved = validator.resolveRefs();
});
afterAll(() => h.close());

function operationOf(operationId: string): Json {
  for (const item of Object.values(resolved.paths) as Json[]) if (item.get?.operationId === operationId) return item.get;
  throw new Error(`no operation ${operationId}`);
}

describe("GET /openapi.json", () => {
  it("is a valid OpenAPI 3.1 document served as JSON with the service links", async () => {
    const response = await h.get("/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("link")).toContain('rel="service-desc"');
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.valid).toBe(true);
    expect(doc.info.version).toBe("1.0.0");
  });

  it("names PUBLIC_BASE_URL as its server", () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: h.baseUrl })]);
  });

  it("holds the contract's five operations at their paths, and every operation definition", () => {
    for (const { operationId, path } of CONTRACT_OPERATIONS) {
      expect(doc.paths[path]?.get?.operationId, path).toBe(operationId);
    }
    for (const operation of OPERATIONS) {
      const described = doc.paths[operation.rest.path]?.get;
      expect(described?.operationId).toBe(operation.operationId);
      expect(described.summary).toBe(operation.title);
      expect(described.description).toContain(operation.description);
      expect(described["x-mcp-tool"]).toBe(operation.mcp.toolName);
    }
    expect(Object.keys(doc.paths).length).toBe(OPERATIONS.length);
  });

  it("describes every parameter, with its place, requirement, schema and description; lists are form, not exploded", () => {
    for (const operation of OPERATIONS) {
      const described = operationOf(operation.operationId);
      const names = described.parameters.map((p: Json) => p.name);
      expect(names.sort()).toEqual(Object.keys(operation.input.shape).sort());
      expect(names).toEqual(expect.arrayContaining(CONTRACT_PARAMETERS[operation.operationId]));
      for (const parameter of described.parameters) {
        const inPath = pathParameters(operation.rest.path).includes(parameter.name);
        expect(parameter.in).toBe(inPath ? "path" : "query");
        expect(parameter.description.length).toBeGreaterThan(10);
        if (parameter.schema.type === "array") {
          expect(parameter.style, parameter.name).toBe("form");
          expect(parameter.explode, parameter.name).toBe(false);
        }
      }
      if (described.parameters.some((p: Json) => p.name === "q")) {
        expect(described.parameters.find((p: Json) => p.name === "q")).toMatchObject({ required: true, schema: { minLength: 2, maxLength: 200 } });
      }
    }
    const search = operationOf("searchCompanies").parameters;
    expect(search.find((p: Json) => p.name === "offset").schema).toMatchObject({ minimum: 0, maximum: 44, default: 0 });
    expect(search.find((p: Json) => p.name === "limit").schema).toMatchObject({ minimum: 1, maximum: 25, default: 10 });
    expect(search.find((p: Json) => p.name === "canton").schema.items.enum).toHaveLength(26);
  });

  it("answers 200 with the resource schema and the rate-limit and Link headers", () => {
    for (const operation of OPERATIONS) {
      const ok = operationOf(operation.operationId).responses["200"];
      expect(Object.keys(ok.headers).sort()).toEqual(["Link", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"]);
      expect(ok.content["application/json"].schema.type).toBe("object");
    }
    expect(doc.paths["/api/v1/companies/{id}"].get.responses["200"].content["application/json"].schema.$ref).toBe("#/components/schemas/CompanyDetail");
  });

  it("lists the contract's error responses per operation, each with the Error schema, and every error code", () => {
    for (const { operationId, errors } of CONTRACT_OPERATIONS) {
      const responses = operationOf(operationId).responses;
      for (const status of errors) {
        const response = responses[String(status)];
        expect(response, `${operationId} ${status}`).toBeDefined();
        expect(Object.keys(response.content["application/json"].schema.properties)).toEqual(["error"]);
      }
      expect(Object.keys(responses["429"].headers).sort()).toEqual(["Retry-After", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"]);
      expect(Object.keys(responses["503"].headers)).toEqual(["Retry-After"]);
    }
    expect(doc.components.schemas.Error.properties.error.properties.code.enum.sort()).toEqual([...ERROR_CODES].sort());
    const exampleCodes = Object.values(doc.components.responses).map((r: Json) => r.content["application/json"].example.error.code);
    expect(exampleCodes.sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      const status = String(STATUS_BY_CODE[code]);
      expect(OPERATIONS.some((o) => operationOf(o.operationId).responses[status]), code).toBe(true);
    }
  });

  it("holds every resource schema of the contract", () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        "Error", "CompanySearchResult", "CompanySearchPage", "CompanySuggestion", "CompanySuggestions", "NogaClassification",
        "CompanyOfficer", "CompanyPublication", "CompanyDetail", "PersonSearchResult", "PersonSearchPage",
        "PersonMandateCompany", "PersonMandate", "PersonDetail",
      ]),
    );
  });
});

describe("GET /llms.txt", () => {
  let body: string;
  beforeAll(async () => {
    const response = await h.get("/llms.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    body = await response.text();
  });

  it("follows the llms.txt shape: H1 title, blockquote summary, sections of link lists", () => {
    const lines = body.split("\n");
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines.find((line) => line.trim() !== "" && !line.startsWith("# "))).toMatch(/^> \S/);
    expect(body).toMatch(/^## Docs$/m);
    expect(body).not.toMatch(/\{(base_url|tools|examples|source)\}/);
  });

  it("links absolutely from PUBLIC_BASE_URL to the docs, the OpenAPI document and the MCP endpoint and descriptor", () => {
    const links = [...body.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(link.startsWith(`${h.baseUrl}/`), link).toBe(true);
    for (const path of ["/docs", "/openapi.json", "/mcp", "/.well-known/mcp"]) expect(links, path).toContain(`${h.baseUrl}${path}`);
  });

  it("lists every tool with its title", () => {
    for (const operation of OPERATIONS) expect(body).toContain(`[${operation.mcp.toolName}](`);
    for (const operation of OPERATIONS) expect(body).toContain(operation.title);
  });

  it("has a keyed API section: every keyed operation with its path, credits and scope, and the keyed reference", () => {
    expect(body).toMatch(/^## Keyed API$/m);
    expect(body).not.toContain("{keyed_operations}");
    for (const operation of KEYED_OPERATIONS) {
      const { method, path, credits, scope } = operation.keyed;
      expect(body).toContain(`- ${method} ${h.baseUrl}${path}: ${operation.title} (${credits} credit`);
      expect(body).toContain(`scope ${scope}`);
      if (operation.mcp) expect(body).toContain(`MCP tool \`${operation.mcp.toolName}\``);
    }
    expect(body).toContain(`(${h.baseUrl}/docs/keyed)`);
    expect(body).toContain(`(${h.baseUrl}/v1/openapi.json)`);
  });

  it("names the limits and links example fact sheets that exist", async () => {
    expect(body).toContain("30 requests per minute");
    expect(body).toContain("120 per minute");
    const sheets = [...body.matchAll(/\]\((http[^)]+\.md)\)/g)].map((m) => m[1]);
    expect(sheets.length).toBeGreaterThanOrEqual(2);
    for (const sheet of sheets) {
      const response = await h.get(new URL(sheet).pathname);
      expect(response.status, sheet).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/markdown");
    }
  });
});

describe("GET /docs", () => {
  it("serves Swagger UI from local files, started by a script file", async () => {
    const response = await h.get("/docs");
    expect(response.status).toBe(200);
    const html = await response.text();
    const sources = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBe(2);
    expect(html).not.toMatch(/<script(?![^>]* src=)[^>]*>/);
    for (const source of [...sources, ...[...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1])]) {
      expect(source.startsWith("/")).toBe(true);
      const asset = await h.get(source);
      expect(asset.status, source).toBe(200);
      expect(asset.headers.get("cache-control")).toContain("immutable");
    }
    expect(html).toContain('data-spec-url="/openapi.json"');
  });

  it("serves the keyed API's reference at /docs/keyed from /v1/openapi.json, each page linking the other", async () => {
    const keyed = await h.get("/docs/keyed");
    expect(keyed.status).toBe(200);
    const html = await keyed.text();
    expect(html).toContain('data-spec-url="/v1/openapi.json"');
    expect(html).toContain('href="/docs"');
    expect(await (await h.get("/docs")).text()).toContain('href="/docs/keyed"');
    expect((await h.get("/v1/openapi.json")).status).toBe(200);
  });
});

describe("the keyed API's OpenAPI document", () => {
  it("is valid OpenAPI 3.1 with every keyed operation, AI search with its bounds and ranking header", async () => {
    const response = await h.getJson("/v1/openapi.json");
    expect(response.status).toBe(200);
    const result = await new Validator().validate(structuredClone(response.body));
    expect(result.errors ?? []).toEqual([]);
    for (const operation of KEYED_OPERATIONS) {
      expect(response.body.paths[operation.keyed.path]?.[operation.keyed.method.toLowerCase()]?.operationId).toBe(operation.operationId);
    }
    const aiSearch = response.body.paths["/v1/companies/ai-search"].post;
    const body = aiSearch.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(["query"]);
    expect(body.properties.offset).toMatchObject({ minimum: 0, maximum: 500, default: 0 });
    expect(body.properties.limit).toMatchObject({ minimum: 1, maximum: 100, default: 20 });
    expect(Object.keys(aiSearch.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "402", "429", "502"]));
    expect(aiSearch.responses["200"].headers["X-AI-Search-Ranking"].description).toMatch(/model_unavailable/);
    expect(aiSearch["x-credits"]).toBe(5);
  });
});
