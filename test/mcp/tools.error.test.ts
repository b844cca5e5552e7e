import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { CallToolResultSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { formatUid } from "../../src/domain/uid.js";
import { startHarness, type Harness } from "../harness.js";
import { call, connectHttp, registerRows, textOf, toolErrorOf } from "./mcp-client.js";

let h: Harness;
let client: Client;
let rows: ReturnType<typeof registerRows>;
beforeAll(async () => {
  h = await startHarness();
  client = await connectHttp(h.baseUrl);
  rows = registerRows(h.db);
});
afterAll(async () => {
  await client.close();
  await h.close();
});

describe("MCP tools over Streamable HTTP (error)", () => {
  it.each([
    ["search_companies", {}, "q", "Missing required parameter q"],
    ["search_companies", { q: "x" }, "q", "at least 2 characters"],
    ["search_companies", { q: "ag", limit: 26 }, "limit", "at most 25"],
    ["search_companies", { q: "ag", offset: 45 }, "offset", "at most 44"],
    ["search_companies", { q: "ag", limit: 2.5 }, "limit", "integer"],
    ["search_companies", { q: "ag", canton: ["XX"] }, "canton", "unknown value"],
    ["search_companies", { q: "ag", status: "active,sleeping" }, "status", "unknown value"],
    ["autocomplete_companies", { q: "a" }, "q", "at least 2"],
    ["get_company", { id: 0 }, "id", "at least 1"],
    ["get_company", { id: "12" }, "id", "integer"],
    ["search_people", { q: "ab", offset: -1 }, "offset", "at least 0"],
    ["get_person", {}, "id", "Missing required parameter id"],
  ])("%s with %j answers invalid_parameter as a tool error naming %s", async (tool, args, parameter, words) => {
    const result = await call(client, tool, args);
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    const error = toolErrorOf(result);
    expect(error.code).toBe("invalid_parameter");
    expect(error.message).toContain(parameter);
    expect(error.message).toContain(words);
    expect(error.hint).toBeTruthy();
    expect(error.docs).toBe(`${h.baseUrl}/openapi.json`);
    expect(textOf(result)).toBe(`Error invalid_parameter: ${error.message}\nHint: ${error.hint}`);
  });

  it("answers not_found as a tool error that says how to find an id", async () => {
    const result = await call(client, "get_company", { id: rows.missingCompany });
    expect(result.isError).toBe(true);
    expect(toolErrorOf(result)).toMatchObject({ code: "not_found", message: `No company with id ${rows.missingCompany}.` });
    expect(toolErrorOf(result).hint).toContain("search_companies");
    expect(textOf(result)).toContain("Error not_found");
  });

  it("answers not_found for a person the register has suppressed", async () => {
    expect(rows.redacted, "the test register has a redacted person").toBeDefined();
    const result = await call(client, "get_person", { id: rows.redacted!.id });
    expect(result.isError).toBe(true);
    expect(toolErrorOf(result).code).toBe("not_found");
    expect(JSON.stringify(result)).not.toMatch(/first_name|residence/);
  });

  it.each([
    ["search_companies", { q: "ag", cantons: "GE" }, "cantons", "did you mean canton?"],
    ["search_companies", { q: "ag", state: "active" }, "state", "did you mean status?"],
    ["search_people", { q: "ab", foo: 1 }, "foo", "Unknown parameter"],
    ["get_company", { id: 1, lang: "de" }, "lang", "Unknown parameter"],
  ])("%s refuses the unknown argument in %j, naming %s and the accepted ones", async (tool, args, parameter, words) => {
    const result = await call(client, tool, args);
    expect(result.isError).toBe(true);
    const error = toolErrorOf(result);
    expect(error.code).toBe("invalid_parameter");
    expect(error.message).toContain(`"${parameter}"`);
    expect(error.message).toContain(words);
    expect(error.hint).toMatch(/^Accepted parameters: /);
  });

  it("reads canton, status and legal form codes case-insensitively", async () => {
    const lower = await call(client, "search_companies", { q: "ag", canton: "ge,zh", status: ["Active"], legal_form: "LIMITED_OR_CORPORATION" });
    const upper = await call(client, "search_companies", { q: "ag", canton: ["GE", "ZH"], status: ["active"], legal_form: ["limited_or_corporation"] });
    expect(lower.isError).toBeFalsy();
    expect(lower.structuredContent).toEqual(upper.structuredContent);
    expect((lower.structuredContent as { items: { canton: string }[] }).items.every((item) => ["GE", "ZH"].includes(item.canton))).toBe(true);
  });

  it("answers a UID given as a company id with the exact call that resolves it", async () => {
    const uid = formatUid((h.db.prepare("SELECT uid FROM companies WHERE uid IS NOT NULL LIMIT 1").get() as { uid: string }).uid);
    const result = await call(client, "get_company", { id: uid });
    expect(result.isError).toBe(true);
    const error = toolErrorOf(result);
    expect(error).toMatchObject({ code: "invalid_parameter", message: "Parameter id is the register's company id (an integer), not a UID." });
    expect(error.hint).toContain(`search_companies with q "${uid}"`);
  });

  it.each([["a string", "q=ag"], ["a list", ["ag"]], ["a number", 7]])(
    "answers arguments given as %s with a short invalid_parameter tool error, not a schema dump",
    async (_kind, args) => {
      const result = (await client.request(
        { method: "tools/call", params: { name: "search_companies", arguments: args as never } },
        CallToolResultSchema,
      )) as CallToolResult;
      expect(result.isError).toBe(true);
      expect(toolErrorOf(result)).toMatchObject({ code: "invalid_parameter", message: "Tool arguments must be an object." });
      expect(toolErrorOf(result).hint).toContain("q, canton, status, legal_form, limit, offset");
    },
  );

  it("answers a tool name that is not a string with a short invalid-params error", async () => {
    const error = await client.request({ method: "tools/call", params: { name: 5 as never } }, CallToolResultSchema).catch((e) => e);
    expect(error).toMatchObject({ code: -32602 });
    expect(error.message).toContain("params.name must be the name of a tool");
    expect(error.message).not.toContain("invalid_type");
  });

  it("answers an unknown tool with a JSON-RPC invalid-params error", async () => {
    await expect(client.callTool({ name: "drop_tables", arguments: {} })).rejects.toMatchObject({ code: -32602 });
  });
});

describe("MCP tools: rate limits", () => {
  let limited: Harness | undefined;
  afterEach(async () => {
    await limited?.close();
    limited = undefined;
  });

  it("draws tool calls from the REST call's bucket and answers rate_limited with how long to wait", async () => {
    limited = await startHarness({ rateLimits: { search: 3, detail: 2 } });
    const mcp = await connectHttp(limited.baseUrl);
    try {
      expect((await limited.get("/api/v1/companies/search?q=ag")).status).toBe(200);
      expect((await call(mcp, "search_companies", { q: "ag" })).isError).toBeFalsy();
      expect((await call(mcp, "autocomplete_companies", { q: "ag" })).isError).toBeFalsy();
      const refused = await call(mcp, "search_people", { q: "ab" });
      expect(refused.isError).toBe(true);
      const error = toolErrorOf(refused) as ReturnType<typeof toolErrorOf> & { retry_after: number };
      expect(error.code).toBe("rate_limited");
      expect(error.message).toContain("3 per minute");
      expect(error.retry_after).toBeGreaterThan(0);
      expect(error.hint).toBe(`Wait ${error.retry_after} seconds, then call again.`);
      expect((await limited.get("/api/v1/companies/search?q=ag")).status).toBe(429);

      // The detail bucket is separate, and shared with REST and the fact sheets in the same way.
      const id = registerRows(limited.db).company.id;
      expect((await call(mcp, "get_company", { id })).isError).toBeFalsy();
      expect((await limited.get(`/api/v1/companies/${id}`)).status).toBe(200);
      expect(toolErrorOf(await call(mcp, "get_company", { id })).code).toBe("rate_limited");
    } finally {
      await mcp.close();
    }
  });

  it("does not count listing, initializing or prompts against a bucket", async () => {
    limited = await startHarness({ rateLimits: { search: 1, detail: 1 } });
    const mcp = await connectHttp(limited.baseUrl);
    try {
      for (let i = 0; i < 3; i++) {
        await mcp.listTools();
        await mcp.listPrompts();
        await mcp.listResourceTemplates();
      }
      expect((await call(mcp, "search_companies", { q: "ag" })).isError).toBeFalsy();
    } finally {
      await mcp.close();
    }
  });
});
