/**
 * Property test: thousands of random and hostile inputs to every route; never a 5xx, only contract-shaped errors,
 * and every 200 body valid against its operation's output schema.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorBody } from "../../src/domain/resources.js";
import { PUBLIC_OPERATIONS as OPERATIONS } from "../../src/operations/index.js";
import { startHarness, type Harness } from "../harness.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom(
    '"', "'", "*", "OR", "AND", "NOT", "NEAR(a b)", "a:b", "^a", "(", ")", "{", "}", "-", "+", ";", "--", "%", "_", "\\",
    "\u0000", "\u202e", "🙂", "Zürich", "ZURICH", "CHE-123.456.789", "CHE123456789", "123.456.789", "x".repeat(201),
    "x".repeat(2000), "%00", "%ff", "../..", "<script>", "null", "undefined", "NaN", "Infinity", "-0", "1e309",
  ),
);
const numberText = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }).map(String),
  fc.constantFrom("", "0", "-1", "45", "26", "1.5", "1e2", "0x10", " 3", "99999999999999999999", "NaN", "+5", "٣"),
);
const listText = fc.oneof(
  fc.array(fc.constantFrom("ZH", "BE", "zh", "XX", "active", "deleted", "gmbh", "limited_liability_company", "", " "), { maxLength: 30 }).map((a) => a.join(",")),
  hostileText,
);
const paramValue = fc.oneof(hostileText, numberText, listText);
const queryString = fc
  .array(fc.tuple(fc.constantFrom("q", "limit", "offset", "canton", "status", "legal_form", "id", "x"), paramValue), { maxLength: 8 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&"));
const pathId = fc.oneof(numberText, hostileText.map((t) => encodeURIComponent(t)));

async function check(path: string): Promise<void> {
  const response = await h.get(path);
  expect(response.status, path).toBeLessThan(500);
  const contentType = response.headers.get("content-type") ?? "";
  if (response.status === 200) {
    if (path.endsWith(".md") || path.includes(".md?")) return;
    const operation = OPERATIONS.find((o) => new RegExp(`^${o.rest.path.replace(/\{\w+\}/g, "[^/?]+")}(\\?|$)`).test(path));
    expect(operation, path).toBeDefined();
    operation!.output.parse(await response.json());
  } else if (response.status >= 400) {
    expect(contentType, path).toContain("application/json");
    ErrorBody.strict().parse(await response.json());
  } else {
    await response.arrayBuffer();
  }
}

describe("hostile input to every route", () => {
  it("never answers 5xx and always answers contract-shaped bodies", async () => {
    const routes = [
      fc.tuple(fc.constant("/api/v1/companies/search?"), queryString),
      fc.tuple(fc.constant("/api/v1/companies/autocomplete?"), queryString),
      fc.tuple(fc.constant("/api/v1/people/search?"), queryString),
      fc.tuple(fc.constant("/api/v1/companies/"), pathId),
      fc.tuple(fc.constant("/api/v1/people/"), pathId),
      fc.tuple(fc.constant("/companies/x/"), pathId.map((id) => `${id}.md`)),
      fc.tuple(fc.constant("/people/x/"), pathId.map((id) => `${id}.md`)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.oneof(...routes), async ([prefix, rest]) => {
        await check(prefix + rest);
      }),
      { numRuns: 3000 },
    );
  }, 300_000);
});
