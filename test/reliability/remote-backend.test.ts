/**
 * The remote backend through an outage (issue 18): a front instance answers from a register instance over its internal
 * read API; while the register instance is down the public API answers 503 upstream_unavailable with Retry-After and
 * MCP a tool error with the same code, and both recover by themselves once it is back on its address.
 */
import { Hono } from "hono";
import { pino } from "pino";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createLocalBackend } from "../../src/backend/local.js";
import { startHttpServer, type HttpServer } from "../../src/cli/http-server.js";
import { Links } from "../../src/domain/links.js";
import { registerInternalBackendRoutes } from "../../src/http/internal/routes.js";
import { openForReading } from "../../src/store/sqlite/database.js";
import { createSqliteStore } from "../../src/store/sqlite/store.js";
import { startHarness, type Harness } from "../harness.js";
import { call, connectHttp, toolErrorOf } from "../mcp/mcp-client.js";

const TOKEN = "remote-backend-test-secret";
const backend = createLocalBackend(createSqliteStore(openForReading(inject("registerPath"))), { links: new Links("http://register.test") });
const registerApp = new Hono();
registerInternalBackendRoutes(registerApp, { backend, token: TOKEN, logger: pino({ level: "silent" }) });

let registerServer: HttpServer | undefined;
let front: Harness | undefined;
afterAll(async () => {
  await front?.close();
  await registerServer?.drain(500);
  await backend.close();
});

describe("remote backend: outage and recovery", () => {
  it("answers 503 upstream_unavailable (REST) and a tool error (MCP) while the register instance is down, and recovers by itself", async () => {
    registerServer = await startHttpServer({ fetch: registerApp.fetch, host: "127.0.0.1", port: 0 });
    const port = registerServer.port;
    front = await startHarness({ env: { BACKEND_URL: `http://127.0.0.1:${port}`, BACKEND_TOKEN: TOKEN, ANSWER_CACHE_MB: "0" } });
    const search = (q: string) => front!.getJson(`/api/v1/companies/search?q=${q}`);
    const up = await search("ag");
    expect(up.status).toBe(200);
    expect(up.body.total).toBeGreaterThan(0);

    await registerServer.drain(500);
    const down = await search("sa");
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe("upstream_unavailable");
    expect(Number(down.headers.get("retry-after"))).toBeGreaterThan(0);
    const client = await connectHttp(front.baseUrl);
    const tool = await call(client, "search_companies", { q: "gmbh" });
    expect(tool.isError).toBe(true);
    expect(toolErrorOf(tool).code).toBe("upstream_unavailable");
    const ready = await front.get("/health/ready");
    expect(ready.status).toBe(503);

    // Back on the same address: the next calls succeed without a restart of the front.
    registerServer = await startHttpServer({ fetch: registerApp.fetch, host: "127.0.0.1", port });
    const backAt = performance.now();
    await expect.poll(async () => (await search(`immobilien${Math.random().toString(36).slice(2, 6)}`)).status, { timeout: 15_000, interval: 200 }).not.toBe(503);
    const recoveredMs = performance.now() - backAt;
    expect((await search("bau")).status).toBe(200);
    expect((await call(client, "search_companies", { q: "bau" })).isError).toBeFalsy();
    if (process.env.REPORT_RECOVERY) console.log(`recovered ${Math.round(recoveredMs)} ms after the register instance came back`);
    expect(recoveredMs).toBeLessThan(5_000);
    await client.close();
  });

  it("refuses the internal read API without the token, and a read it does not know", async () => {
    registerServer ??= await startHttpServer({ fetch: registerApp.fetch, host: "127.0.0.1", port: 0 });
    const url = `http://127.0.0.1:${registerServer.port}/internal/backend/getCompany`;
    const body = JSON.stringify({ args: [1] });
    expect((await fetch(url, { method: "POST", body })).status).toBe(401);
    expect((await fetch(url, { method: "POST", body, headers: { Authorization: "Bearer wrong-token-of-some-length" } })).status).toBe(401);
    const unknown = await fetch(url.replace("getCompany", "close"), { method: "POST", body, headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(unknown.status).toBe(404);
  });
});
