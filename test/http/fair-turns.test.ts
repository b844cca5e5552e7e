/**
 * The fair-turns middleware (src/http/middleware/fair-turns): a client that connects while busy keep-alive clients
 * keep the server occupied is accepted and answered while they go on, not after them. libuv accepts one connection
 * per turn of the event loop, so without the middleware a turn runs every waiting request first and the newcomer
 * waits in the kernel's accept queue for as long as the load lasts.
 */
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { Pool } from "undici";
import { afterEach, describe, expect, it } from "vitest";
import { fairTurns } from "../../src/http/middleware/fair-turns/index.js";

let server: ServerType | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** An app with fair turns whose every answer costs `busyMs` of CPU, as a cold register answer does (without fair
 * turns, this test fails: the newcomer is answered after the load). */
async function busyServer(busyMs: number): Promise<string> {
  const app = new Hono();
  app.use(fairTurns());
  app.get("/work", (c) => {
    const started = performance.now();
    while (performance.now() - started < busyMs);
    return c.text("done");
  });
  app.get("/hello", (c) => c.text("hello"));
  return new Promise((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
  });
}

/**
 * 120 keep-alive clients ask for work in a closed loop for `loadMs`; a new client connects 300 ms in. Returns when the
 * newcomer was answered, measured from the start of the load.
 */
async function newcomerDuringLoad(baseUrl: string, loadMs: number): Promise<{ answeredAtMs: number; loadEndedAtMs: number }> {
  const pool = new Pool(baseUrl, { connections: 120 });
  const started = performance.now();
  const loop = async () => {
    while (performance.now() - started < loadMs) await (await pool.request({ path: "/work", method: "GET" })).body.text();
  };
  const load = Promise.all(Array.from({ length: 120 }, loop)).then(() => performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const newcomer = await fetch(`${baseUrl}/hello`, { headers: { connection: "close" } });
  expect(await newcomer.text()).toBe("hello");
  const answeredAtMs = performance.now() - started;
  const loadEndedAtMs = await load;
  await pool.close();
  return { answeredAtMs, loadEndedAtMs };
}

describe("fair turns", () => {
  it("answers a client that connects during a burst of busy keep-alive clients while the burst goes on", async () => {
    const baseUrl = await busyServer(3);
    const { answeredAtMs, loadEndedAtMs } = await newcomerDuringLoad(baseUrl, 2_500);
    // Accepted within a few turns of 2 ms of work each, long before the 2.5 s of load end.
    expect(answeredAtMs).toBeLessThan(loadEndedAtMs - 1_000);
  }, 20_000);
});
