/**
 * What API clients see changes only on purpose: `/openapi.json`, generated with a fixed base URL and the default
 * configuration, is kept in src/http/discovery/__apisnaps__/openapi.snap.json. After a deliberate change, update with
 *   UPDATE_APISNAPS=1 npx vitest run test/http/openapi-snapshot.test.ts
 * and commit the snapshot with the change.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { rateLimitsOf } from "../../src/domain/limits.js";
import { buildOpenApiDocument } from "../../src/http/discovery/openapi.js";
import { buildKeyedOpenApiDocument } from "../../src/keyed/openapi.js";
import { KEYED_OPERATIONS } from "../../src/operations/keyed/index.js";

const SNAPSHOTS = new URL("../../src/http/discovery/__apisnaps__/", import.meta.url);
const SNAPSHOT = new URL("openapi.snap.json", SNAPSHOTS);
const UPDATE = process.env.UPDATE_APISNAPS === "1";
const BASE_URL = "https://register.example.ch";

describe("OpenAPI snapshot", () => {
  const document = buildOpenApiDocument(BASE_URL, rateLimitsOf(loadConfig({})));
  if (UPDATE) {
    mkdirSync(SNAPSHOTS, { recursive: true });
    writeFileSync(SNAPSHOT, `${JSON.stringify(document, null, 2)}\n`);
  }

  it("matches the document served with the default configuration", () => {
    expect(existsSync(SNAPSHOT), "no snapshot: run UPDATE_APISNAPS=1 npx vitest run test/http/openapi-snapshot.test.ts").toBe(true);
    expect(
      document,
      "/openapi.json changed: if on purpose, run UPDATE_APISNAPS=1 npx vitest run test/http/openapi-snapshot.test.ts",
    ).toEqual(JSON.parse(readFileSync(SNAPSHOT, "utf8")));
  });
});

const KEYED_SNAPSHOT = new URL("keyed-openapi.snap.json", SNAPSHOTS);

describe("keyed OpenAPI snapshot", () => {
  const document = buildKeyedOpenApiDocument(BASE_URL, KEYED_OPERATIONS, "snapshot");
  if (UPDATE) writeFileSync(KEYED_SNAPSHOT, `${JSON.stringify(document, null, 2)}\n`);

  it("matches /v1/openapi.json as served", () => {
    expect(existsSync(KEYED_SNAPSHOT), "no snapshot: run UPDATE_APISNAPS=1 npx vitest run test/http/openapi-snapshot.test.ts").toBe(true);
    expect(
      document,
      "/v1/openapi.json changed: if on purpose, run UPDATE_APISNAPS=1 npx vitest run test/http/openapi-snapshot.test.ts",
    ).toEqual(JSON.parse(readFileSync(KEYED_SNAPSHOT, "utf8")));
  });
});
