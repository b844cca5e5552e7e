/**
 * Every core on one machine (`WORKERS=N`, docs/deploy.md) and several instances sharing one PostgreSQL and one Redis:
 * real `serve` processes. Workers share the port and a client's rate limit; a worker that dies is replaced; a signal
 * stops them all after their requests in flight. Two separate servers on one accounts database and one Redis debit
 * a key exactly under concurrent calls and hold its rate limit across both.
 */
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openAccountsStore } from "../../src/store/open-accounts.js";
import { createTestDatabase } from "../keyed/postgres.js";
import { killServeProcesses, startServeProcess } from "./serve-process.js";

afterAll(() => killServeProcesses());

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** A fresh connection per request, so that the cluster hands requests to every worker. */
const fresh = (url: string, init: RequestInit = {}) => fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), Connection: "close" } });

describe("WORKERS: every core", () => {
  it("runs N workers on one port, holds a client's rate limit across them, replaces a dead one and stops them all", async () => {
    const server = await startServeProcess({ DATABASE_PATH: inject("registerPath"), WORKERS: "2", RATE_LIMIT_SEARCH: "6" });
    const workers = () => new Set(server.logs.filter((line) => /^listening/.test(line.msg) && line.workers === undefined).map((line) => line.pid));
    // The primary says it listens once every worker does (the first worker's line came before).
    await expect.poll(() => server.logs.some((line) => /^listening/.test(line.msg) && line.workers === 2), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => workers().size, { timeout: 10_000 }).toBe(2);
    expect(((await (await fresh(`${server.baseUrl}/health`)).json()) as { rate_limits: { store: string } }).rate_limits.store).toBe("cluster");
    // Each worker runs with two malloc arenas unless the environment names a number (docs/performance.md: Memory).
    for (const pid of workers()) {
      expect(readFileSync(`/proc/${pid}/environ`, "utf8").split("\0")).toContain(`MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? "2"}`);
    }

    // Ten searches from one client over fresh connections: the workers share its six.
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await fresh(`${server.baseUrl}/api/v1/companies/search?q=ag${i}`)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);

    // A worker killed outright is replaced; the service answers throughout.
    const [victim] = workers();
    process.kill(victim, "SIGKILL");
    await expect.poll(() => workers().size, { timeout: 20_000 }).toBe(3);
    expect((await fresh(`${server.baseUrl}/health/live`)).status).toBe(200);

    expect(await server.stop()).toBe(0);
    expect(server.logs.filter((line) => line.msg === "stopped").length).toBeGreaterThanOrEqual(3);
  });
});

describe("several instances: one PostgreSQL, one Redis", () => {
  it("debits a key exactly under 200 concurrent calls split across two servers, and holds its rate limit across both", async () => {
    const database = await createTestDatabase("two_servers");
    try {
      const accounts = await openAccountsStore(database.url);
      // 150 credits for 200 calls of 1 credit: exactly 150 succeed, the balance ends at 0, never below.
      const { key } = await accounts.createKey({ name: "two servers", plan: "enterprise", scopes: ["register:read"], expiresAt: null, credits: 150 });
      const env = { DATABASE_PATH: inject("registerPath"), ACCOUNTS_DATABASE_URL: database.url, REDIS_URL, WORKERS: "1" };
      const servers = await Promise.all([startServeProcess(env), startServeProcess(env)]);
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) => fetch(`${servers[i % 2].baseUrl}/v1/noga/${1 + (i % 20)}`, { headers: { "X-API-Key": key } })),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(150);
      expect(statuses.filter((status) => status === 402)).toHaveLength(50);
      const bodies = await Promise.all(responses.filter((response) => response.status === 402).map((response) => response.json() as Promise<{ code: string }>));
      expect(bodies.every((body) => body.code === "INSUFFICIENT_CREDITS")).toBe(true);
      const [record] = (await accounts.listKeys()).filter((listed) => listed.name === "two servers");
      expect(record.balance).toBe(0);

      // Both servers count the key's calls in one Redis window (3,000 a minute on this plan): after the 200, one more
      // call on each server leaves at most 2,799 and then one fewer (another test's account 1 may share the window).
      const remainingAfter = async (server: (typeof servers)[number]) =>
        Number((await fetch(`${server.baseUrl}/v1/noga/1`, { headers: { "X-API-Key": key } })).headers.get("x-ratelimit-remaining"));
      const first = await remainingAfter(servers[0]);
      const second = await remainingAfter(servers[1]);
      expect(first).toBeLessThanOrEqual(3_000 - 201);
      expect(second).toBe(first - 1);
      await Promise.all(servers.map((server) => server.stop()));
      await accounts.close();
    } finally {
      await database.drop();
    }
  });
});
