/**
 * Issue 20, item 10: the first second after start. Requests sent the moment a fresh server listens (MCP calls in the
 * mix) are answered promptly: the MCP runtime is loaded before the server listens, not while it answers.
 */
import { afterEach, describe, expect, inject, it } from "vitest";
import { killServeProcesses, startServeProcess } from "./serve-process.js";

afterEach(killServeProcesses);

const BOUND_MS = 5_000;

describe("a fresh server", () => {
  it("answers 60 concurrent requests sent as it starts listening (a third of them MCP tools/call) within 5 s", async () => {
    const server = await startServeProcess({ DATABASE_PATH: inject("registerPath"), RATE_LIMIT_SEARCH: "0", RATE_LIMIT_DETAIL: "0" });
    try {
      const request = (i: number) => {
        const signal = AbortSignal.timeout(BOUND_MS);
        if (i % 3 === 0) {
          const body = JSON.stringify({ jsonrpc: "2.0", id: i, method: "tools/call", params: { name: "search_companies", arguments: { q: `bau ${i}`.slice(0, 5) } } });
          return fetch(`${server.baseUrl}/mcp`, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" }, body, signal });
        }
        return fetch(`${server.baseUrl}${i % 3 === 1 ? `/api/v1/companies/search?q=bau&limit=${1 + (i % 25)}` : `/api/v1/companies/${1 + i}`}`, { signal });
      };
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 60 }, async (_, i) => {
        const response = await request(i);
        return { status: response.status, body: await response.text() };
      }));
      expect(Date.now() - started).toBeLessThan(BOUND_MS);
      for (const answer of answers) expect(answer.status).toBe(200);
      expect(answers.filter((answer) => answer.body.includes('"jsonrpc"') && !answer.body.includes('"isError":true'))).toHaveLength(20);
    } finally {
      await server.stop();
    }
  }, 30_000);
});
