/**
 * The route harness: the real app over the real test register (built once per run by test/global-setup.ts),
 * served over HTTP on a loopback port. Tests name real ids by asking the register itself (`harness.db`).
 */
import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { inject } from "vitest";
import { createSqliteBackend } from "../src/backend/sqlite.js";
import { Links } from "../src/domain/links.js";
import { createAnswerCache } from "../src/http/answer-cache/index.js";
import { createApp } from "../src/http/app.js";
import { createRateLimiter, type RateLimits } from "../src/http/middleware/rate-limit/limiter.js";
import { openForReading, type SqliteDatabase } from "../src/store/sqlite/database.js";

export interface Harness {
  baseUrl: string;
  db: SqliteDatabase;
  get(path: string, init?: RequestInit): Promise<Response>;
  getJson<T = any>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  rateLimits?: RateLimits;
  trustedProxies?: string[];
}

/** Starts the app on 127.0.0.1 with an ephemeral port. Rate limits are off unless given. */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const path = inject("registerPath");
  const backendDb = openForReading(path);
  const db = openForReading(path);
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve) => {
    // The base URL is only known once the port is; the app reads it lazily through this holder.
    server = serve({ fetch: (request, env) => app.fetch(request, env), port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => resolve(info.port));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = createApp({
    config: { publicBaseUrl: baseUrl, TRUSTED_PROXIES: options.trustedProxies ?? [] },
    backend: createSqliteBackend(backendDb, { links: new Links(baseUrl) }),
    rateLimiter: createRateLimiter(options.rateLimits ?? { search: 0, detail: 0 }),
    // As served: repeated questions come from the answer cache.
    answers: createAnswerCache(8 * 2 ** 20),
    logger: pino({ level: "silent" }),
    version: "test",
  });
  const get = (path: string, init?: RequestInit) => fetch(baseUrl + path, { redirect: "manual", ...init });
  return {
    baseUrl,
    db,
    get,
    async getJson(path, init) {
      const response = await get(path, init);
      return { status: response.status, body: (await response.json()) as any, headers: response.headers };
    },
    async close() {
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      backendDb.close();
      db.close();
    },
  };
}
