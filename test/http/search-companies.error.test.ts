import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../harness.js";
import { expectError } from "./expect-error.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const invalid = (query: string, parameter: string) => ({ query, parameter });

describe("GET /api/v1/companies/search with bad parameters", () => {
  it.each([
    invalid("", "q"),
    invalid("q=a", "q"),
    invalid("q=%20%20", "q"),
    invalid(`q=${"x".repeat(201)}`, "q"),
    invalid("q=ab&q=cd", "q"),
    invalid("q=ab&canton=XX", "canton"),
    invalid("q=ab&cantons=ZH", "cantons"),
    invalid("q=ab&state=active", "state"),
    invalid("q=ab&legalform=cooperative", "legalform"),
    invalid(`q=ab&canton=${Array(27).fill("ZH").join(",")}`, "canton"),
    invalid("q=ab&status=open", "status"),
    invalid("q=ab&status=active,active,active,active", "status"),
    invalid("q=ab&legal_form=ag", "legal_form"),
    invalid("q=ab&limit=0", "limit"),
    invalid("q=ab&limit=26", "limit"),
    invalid("q=ab&limit=abc", "limit"),
    invalid("q=ab&limit=1.5", "limit"),
    invalid("q=ab&limit=1e1", "limit"),
    invalid("q=ab&limit=", "limit"),
    invalid("q=ab&offset=45", "offset"),
    invalid("q=ab&offset=-1", "offset"),
    invalid("q=ab&offset=99999999999999999999", "offset"),
  ])("answers 400 invalid_parameter naming $parameter for ?$query", async ({ query, parameter }) => {
    await expectError(h, `/api/v1/companies/search?${query}`, { status: 400, code: "invalid_parameter", parameter });
  });

  it("names the parameter a misspelling most likely meant, and the accepted ones", async () => {
    const error = await expectError(h, "/api/v1/companies/search?q=ab&cantons=ZH", { status: 400, code: "invalid_parameter", parameter: "cantons" });
    expect(error.message).toBe('Unknown parameter "cantons"; did you mean canton?');
    expect(error.hint).toBe("Accepted parameters: q, canton, status, legal_form, limit, offset.");
  });

  it("ignores other unknown parameters, such as cache-busters and tracking parameters", async () => {
    const plain = await h.getJson("/api/v1/companies/search?q=ag");
    const tagged = await h.getJson("/api/v1/companies/search?q=ag&_=1700000000&utm_source=mail");
    expect(tagged.status).toBe(200);
    expect(tagged.body).toEqual(plain.body);
  });

  it("reads canton, status and legal form codes case-insensitively", async () => {
    const lower = await h.getJson("/api/v1/companies/search?q=ag&canton=ge,zh&status=Active&legal_form=LIMITED_OR_CORPORATION&limit=25");
    const upper = await h.getJson("/api/v1/companies/search?q=ag&canton=GE,ZH&status=active&legal_form=limited_or_corporation&limit=25");
    expect(lower.status).toBe(200);
    expect(lower.body).toEqual(upper.body);
    expect(lower.body.total).toBeGreaterThan(0);
  });

  it("answers a UID in place of a company id with the search that resolves it", async () => {
    const error = await expectError(h, "/api/v1/companies/CHE-256.291.632", { status: 400, code: "invalid_parameter", parameter: "id" });
    expect(error.hint).toContain("GET /api/v1/companies/search?q=CHE-256.291.632");
  });

  it("gives the accepted range in the hint", async () => {
    const error = await expectError(h, "/api/v1/companies/search?q=ab&limit=30", { status: 400, code: "invalid_parameter", parameter: "limit" });
    expect(error.hint).toContain("1 to 25");
    const offsetError = await expectError(h, "/api/v1/companies/search?q=ab&offset=50", { status: 400, code: "invalid_parameter", parameter: "offset" });
    expect(offsetError.hint).toContain("0 to 44");
    const cantonError = await expectError(h, "/api/v1/companies/search?q=ab&canton=XY", { status: 400, code: "invalid_parameter", parameter: "canton" });
    expect(cantonError.hint).toContain("ZH");
  });

  it.each(["POST", "PUT", "DELETE", "PATCH"])("answers %s with 405 method_not_allowed and Allow", async (method) => {
    const response = await h.get("/api/v1/companies/search?q=ab", { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toContain("GET");
    expect(((await response.json()) as any).error.code).toBe("method_not_allowed");
  });

  it.each(["/api/v1/registry?q=ab", "/api/v1/companies/search/extra", "/api/v1/companies/1/officers", "/api/v2/companies/search"])(
    "answers the unknown API path %s with 404 not_found pointing to the search operations",
    async (path) => {
      const error = await expectError(h, path, { status: 404, code: "not_found" });
      expect(error.hint).toContain("/api/v1/companies/search");
    },
  );
});
