/**
 * Keys never reach a log (docs/keyed-api.md): a real `serve` process, logging at its most verbose level, is sent keys
 * every way a client might (X-API-Key, Bearer, a revoked key, a key in a query string, a body and an MCP call) and then
 * fails under them (its register file is cut short, so the keyed calls fail and are logged with their errors).
 * Everything the process wrote is searched for each key and for its secret part.
 */
import { copyFileSync, mkdtempSync, rmSync, statSync, truncateSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openAccountsStore } from "../../src/store/open-accounts.js";
import { INITIALIZE, MCP_HEADERS } from "../mcp/mcp-client.js";
import { killServeProcesses, startServeProcess } from "../reliability/serve-process.js";

const dir = mkdtempSync(join(tmpdir(), "key-logging-"));
afterAll(() => {
  killServeProcesses();
  rmSync(dir, { recursive: true, force: true });
});

describe("keyed API: security", () => {
  it("writes no key to its logs, whichever way a key is sent, also when the calls fail", async () => {
    const register = join(dir, "register.sqlite");
    copyFileSync(inject("registerPath"), register);
    const accountsPath = join(dir, "accounts.sqlite");
    const accounts = await openAccountsStore(accountsPath);
    const active = await accounts.createKey({ name: "log test", plan: "enterprise", scopes: ["register:read"], expiresAt: null, credits: 1_000 });
    const revoked = await accounts.createKey({ name: "log test revoked", plan: "pro", scopes: ["register:read"], expiresAt: null, credits: 10 });
    await accounts.revoke(revoked.record.id);
    await accounts.close();
    const keys = [active.key, revoked.key];

    const server = await startServeProcess({ DATABASE_PATH: register, ACCOUNTS_DATABASE_PATH: accountsPath, LOG_LEVEL: "trace" });
    const send = (path: string, init: RequestInit = {}) => fetch(`${server.baseUrl}${path}`, init).then((response) => response.text());
    const everyWay = async () => {
      for (const key of keys) {
        await send("/v1/companies/1/report", { headers: { "X-API-Key": key } });
        await send("/v1/persons/search", {
          method: "POST",
          headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
          body: JSON.stringify({ name: "a", api_key: key }),
        });
        await send(`/v1/no-such-route?api_key=${key}`);
        await send(`/api/v1/companies/search?q=${key}`);
        await send("/mcp", { method: "POST", headers: { ...MCP_HEADERS, "X-API-Key": key }, body: INITIALIZE });
        await send("/mcp", {
          method: "POST",
          headers: { ...MCP_HEADERS, "X-API-Key": key },
          body: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "get_company_report", arguments: { id: 1 } } }),
        });
      }
    };
    await everyWay();
    // The register breaks under the server: keyed calls now fail with a logged error (and are refunded).
    truncateSync(register, Math.floor(statSync(register).size / 3));
    await everyWay();
    await server.stop();

    const output = server.output();
    expect(output).toContain("keyed call failed");
    for (const key of keys) {
      expect(output).not.toContain(key);
      expect(output).not.toContain(key.slice("sr_live_".length));
    }
  });
});
