/**
 * Issue 20, item 7: a Redis outage under the shared rate limits. The server never answers 500: every surface counts
 * in its own memory while Redis is away (limits still hold, per instance), /health says "degraded", and the counters
 * go back to Redis by themselves when it returns. A real redis-server on a port of its own is started and stopped.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, afterEach, describe, expect, inject, it } from "vitest";
import { killServeProcesses, startServeProcess, type ServeProcess } from "./serve-process.js";

afterEach(killServeProcesses);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A throwaway redis-server (no persistence) on `port`; resolves once it accepts connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => /Ready to accept connections/.test(chunk.toString()) && resolve());
    child.once("exit", (code) => reject(new Error(`redis-server exited ${code}`)));
  });
  return child;
}

const stopRedis = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let redis: ChildProcess | undefined;
let server: ServeProcess | undefined;
afterAll(async () => {
  await server?.stop();
  if (redis) await stopRedis(redis);
});

const health = async () => (await (await fetch(`${server!.baseUrl}/health`)).json()) as { status: string; rate_limits: { store: string; available: boolean } };

describe("rate limits in Redis when Redis goes away", () => {
  it("answers every surface without a 500, says degraded, and recovers by itself", async () => {
    const port = await freePort();
    redis = await startRedis(port);
    server = await startServeProcess({ DATABASE_PATH: inject("registerPath"), REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_SEARCH: "1000", RATE_LIMIT_DETAIL: "4" });
    const surfaces = [
      "/api/v1/companies/search?q=bau",
      "/api/v1/companies/autocomplete?q=bau",
      "/api/v1/people/search?q=meier",
      "/companies/x/5.md",
      "/search?q=bau",
    ];
    const mcpCall = () =>
      fetch(`${server!.baseUrl}/mcp`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "search_companies", arguments: { q: "immo" } } }),
      });

    await until(async () => (await health()).status === "ok");
    expect((await health()).rate_limits).toEqual({ store: "redis", available: true });

    await stopRedis(redis);
    await until(async () => (await health()).status === "degraded");
    expect((await health()).rate_limits).toEqual({ store: "redis", available: false });
    for (const path of surfaces) {
      const response = await fetch(server.baseUrl + path, { redirect: "manual" });
      expect(response.status, path).toBeLessThan(500);
      if (path.startsWith("/api/")) expect(response.headers.get("x-ratelimit-limit"), path).toBe("1000");
    }
    expect((await mcpCall()).status).toBe(200);
    // The limits still hold, counted in this process: the detail bucket (4) runs out.
    const detail = [];
    for (let i = 0; i < 6; i++) detail.push((await fetch(`${server.baseUrl}/api/v1/companies/${10 + i}`)).status);
    expect(detail).toContain(429);
    expect(detail.every((status) => status === 200 || status === 429)).toBe(true);

    redis = await startRedis(port);
    await until(async () => (await health()).status === "ok");
    const response = await fetch(`${server.baseUrl}/api/v1/companies/search?q=bau`);
    expect(response.status).toBe(200);
    // Counted in the fresh Redis again: its window started over.
    expect(Number(response.headers.get("x-ratelimit-remaining"))).toBe(999);

    // Log lines arrive through a pipe: wait for the warning rather than race it (seen missing under load).
    await until(async () => server!.logs.some((entry) => /Redis unreachable/.test(entry.msg)));
    const warnings = server.logs.filter((entry) => entry.level === 40);
    expect(warnings.filter((entry) => /Redis unreachable/.test(entry.msg))).toHaveLength(1);
    expect(server.logs.some((entry) => /Redis is back/.test(entry.msg))).toBe(true);
    expect(server.logs.filter((entry) => entry.level >= 50)).toEqual([]);
  }, 60_000);
});
