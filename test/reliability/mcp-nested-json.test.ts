/** Issue 20, item 11 (first half): JSON nested thousands of levels deep on /mcp is a JSON-RPC error, never a 500. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "../../src/http/mcp/json-depth.js";
import { startHarness, type Harness } from "../harness.js";
import { MCP_HEADERS, rawRequest } from "../mcp/mcp-client.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const deep = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
const toolCall = (argumentsJson: string) =>
  `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"search_companies","arguments":${argumentsJson}}}`;

describe("/mcp and deeply nested JSON", () => {
  it.each([
    ["a tool argument nested 5,000 levels deep", toolCall(`{"q":${deep(5000)}}`)],
    ["an unknown argument nested 5,000 levels deep", toolCall(`{"q":"bau","x":${deep(5000)}}`)],
    ["params nested 5,000 levels deep", `{"jsonrpc":"2.0","id":7,"method":"tools/list","params":{"x":${deep(5000)}}}`],
    ["a batch nested 5,000 levels deep", deep(5000)],
  ])("answers %s with JSON-RPC -32600 and no stack", async (_label, body) => {
    const response = await rawRequest(h.baseUrl, { headers: MCP_HEADERS, body });
    expect(response.status).toBe(400);
    const answer = JSON.parse(response.body);
    expect(answer).toMatchObject({ jsonrpc: "2.0", error: { code: -32600 }, id: null });
    expect(answer.error.message).toContain(`deeper than ${MAX_JSON_DEPTH} levels`);
    expect(response.body).not.toMatch(/RangeError|at .*\.js/);
  });

  it("answers unbalanced nesting with -32700 Parse error", async () => {
    const response = await rawRequest(h.baseUrl, { headers: MCP_HEADERS, body: "[".repeat(30_000) });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ jsonrpc: "2.0", error: { code: -32700 } });
  });

  it("still answers a call whose arguments nest a few levels", async () => {
    const response = await rawRequest(h.baseUrl, { headers: MCP_HEADERS, body: toolCall(`{"q":"bau","canton":["ZH"]}`) });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).result).toBeDefined();
  });
});
