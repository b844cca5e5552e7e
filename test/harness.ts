/**
 * The route harness: the real app over the real test register (built once per run by test/global-setup.ts),
 * served over HTTP on a loopback port. Tests name real ids by asking the register itself (`harness.db`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { inject } from "vitest";
import { startHttpServer } from "../src/cli/http-server.js";
import { loadConfig } from "../src/config.js";
import type { RateLimits } from "../src/domain/limits.js";
import { createServiceRuntime, type ServiceRuntime } from "../src/runtime/service.js";
import type { AccountsStore } from "../src/store/accounts-port.js";
import { openForReading, type SqliteDatabase } from "../src/store/sqlite/database.js";

export interface Harness {
  baseUrl: string;
  db: SqliteDatabase;
  /** The keyed API's accounts store (a fresh SQLite file per harness). */
  accounts: AccountsStore;
  get(path: string, init?: RequestInit): Promise<Response>;
  getJson<T = any>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  rateLimits?: RateLimits;
  trustedProxies?: string[];
  /** Another register file than the test register (a copy a test may damage). */
  registerPath?: string;
  /** Another market store than the test one (a path that does not exist: no market data). */
  marketPath?: string;
  /** A market-data provider in front of the market store (a stand-in on loopback). */
  marketProviderUrl?: string;
  /** More configuration, as the environment would give it (e.g. BACKEND_URL). */
  env?: Record<string, string>;
}

/**
 * Starts the service as `serve` does (the runtime factory, the same HTTP server) on 127.0.0.1 with an ephemeral port,
 * over the test register and a fresh accounts store. Rate limits are off unless given.
 */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const path = options.registerPath ?? inject("registerPath");
  const db = openForReading(path);
  const accountsDir = mkdtempSync(join(tmpdir(), "harness-accounts-"));
  let runtime: ServiceRuntime | undefined;
  // The base URL is only known once the port is; requests wait for the runtime built with it.
  const server = await startHttpServer({ fetch: (request, env) => runtime!.app.fetch(request, env), host: "127.0.0.1", port: 0 });
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const config = loadConfig({
    DATABASE_PATH: path,
    ACCOUNTS_DATABASE_PATH: join(accountsDir, "accounts.sqlite"),
    MARKET_DATABASE_PATH: options.marketPath ?? inject("marketPath"),
    ...(options.marketProviderUrl ? { MARKET_PROVIDER_URL: options.marketProviderUrl } : {}),
    PUBLIC_BASE_URL: baseUrl,
    PORT: String(server.port),
    ...(options.trustedProxies?.length ? { TRUSTED_PROXIES: options.trustedProxies.join(",") } : {}),
    // As served: repeated questions come from the answer cache.
    ANSWER_CACHE_MB: "8",
    ...options.env,
  });
  runtime = await createServiceRuntime(config, pino({ level: "silent" }), { rateLimits: options.rateLimits ?? { search: 0, detail: 0 }, version: "test" });
  const get = (path: string, init?: RequestInit) => fetch(baseUrl + path, { redirect: "manual", ...init });
  return {
    baseUrl,
    db,
    accounts: runtime.accounts,
    get,
    async getJson(path, init) {
      const response = await get(path, init);
      return { status: response.status, body: (await response.json()) as any, headers: response.headers };
    },
    async close() {
      await server.drain(1_000);
      await runtime!.close();
      db.close();
      rmSync(accountsDir, { recursive: true, force: true });
    },
  };
}
