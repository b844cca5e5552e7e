/**
 * Issue 20, item 8: a register file truncated, damaged or changed in place is reported as what it is (503 with the
 * contract's error body, one log line saying what to do), never answered from (not even from the answer cache), and
 * the health and readiness probes say so.
 */
import { copyFileSync, openSync, statSync, truncateSync, writeSync, closeSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, afterEach, describe, expect, inject, it } from "vitest";
import { tempDir } from "../import/helpers.js";
import { killServeProcesses, serveUntilExit, startServeProcess, type ServeProcess } from "./serve-process.js";

afterEach(killServeProcesses);

const { dir, cleanup } = tempDir("register-faults-");
afterAll(cleanup);

let copies = 0;
function registerCopy(): string {
  const path = join(dir, `register-${++copies}.sqlite`);
  copyFileSync(inject("registerPath"), path);
  return path;
}

/**
 * Overwrites the first 512 bytes of every fourth leaf page of the finished company answers and the gazette notices:
 * a company's detail reads them, the start (which reads the companies table) does not. Found by the register's own page map (dbstat), not by an offset,
 * so that it holds whatever the generated register's layout.
 */
function scribbleDetails(path: string): void {
  const db = new Database(path, { readonly: true });
  const pageSize = db.pragma("page_size", { simple: true }) as number;
  // A company's detail reads its finished answer (and, assembled, its notices).
  const pages = db
    .prepare("SELECT pageno FROM dbstat WHERE name IN ('publications', 'company_answers') AND pagetype = 'leaf' ORDER BY pageno")
    .pluck()
    .all() as number[];
  db.close();
  const fd = openSync(path, "r+");
  for (const page of pages.filter((_, i) => i % 4 === 0)) writeSync(fd, Buffer.alloc(512, 0x5a), 0, 512, (page - 1) * pageSize);
  closeSync(fd);
}

/** Overwrites 512 bytes every 64 KB from `from` on: pages of every table are damaged. */
function scribble(path: string, from = 4096): void {
  const fd = openSync(path, "r+");
  for (let offset = from; offset < statSync(path).size; offset += 65_536) writeSync(fd, Buffer.alloc(512, 0x5a), 0, 512, offset);
  closeSync(fd);
}

const get = async (server: ServeProcess, path: string) => {
  const response = await fetch(server.baseUrl + path);
  return { status: response.status, body: await response.text() };
};

async function until(condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const QUESTIONS = ["/api/v1/companies/search?q=bau", "/api/v1/companies/5", "/api/v1/people/search?q=meier", "/companies/x/7.md"];

describe("a register file changed under the running server", () => {
  it.each([
    ["truncated", (path: string) => truncateSync(path, Math.floor(statSync(path).size / 3))],
    ["overwritten in place", (path: string) => scribble(path)],
  ])("when %s: answers 503 on every surface (cached answers too), health and readiness 503, one log line", async (_label, damage) => {
    const path = registerCopy();
    const server = await startServeProcess({ DATABASE_PATH: path, RATE_LIMIT_SEARCH: "0", RATE_LIMIT_DETAIL: "0" });
    try {
      for (const question of QUESTIONS) expect((await get(server, question)).status).toBeLessThan(400);
      expect((await get(server, "/health/ready")).status).toBe(200);

      damage(path);
      await until(async () => (await get(server, "/health/ready")).status === 503);
      for (const question of [...QUESTIONS, "/api/v1/companies/1700", "/health"]) {
        const answer = await get(server, question);
        expect(answer.status, question).toBe(503);
        expect(JSON.parse(answer.body).error).toMatchObject({ code: "upstream_unavailable", message: expect.stringMatching(/register file was changed while in use/) });
      }
      const mcp = await fetch(`${server.baseUrl}/mcp`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "search_companies", arguments: { q: "bau" } } }),
      });
      expect(mcp.status).toBe(503);
      expect(await mcp.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32000 } });
      const page = await fetch(`${server.baseUrl}/companies/x/7`);
      expect(page.status).toBe(503);

      const errors = server.logs.filter((entry) => entry.level >= 50);
      expect(errors).toHaveLength(1);
      expect(errors[0].msg).toContain(path);
      expect(errors[0].msg).toMatch(/changed in place.*by rename/);
    } finally {
      await server.stop();
    }
  }, 30_000);
});

describe("a register file damaged before the start", () => {
  it("refuses to start on a file damaged from its schema on, with one line naming it", () => {
    const path = registerCopy();
    scribble(path);
    const { status, stderr } = serveUntilExit({ DATABASE_PATH: path, PORT: "0" });
    expect(status).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toContain(path);
    expect(stderr).toMatch(/damaged|malformed/);
  });

  it("refuses to start on a truncated file, with one line naming it", () => {
    const path = registerCopy();
    truncateSync(path, Math.floor(statSync(path).size / 2));
    const { status, stderr } = serveUntilExit({ DATABASE_PATH: path, PORT: "0" });
    expect(status).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toContain(path);
    expect(stderr).toMatch(/truncated|malformed/);
  });

  it("reports damaged pages as a damaged register (503, once in the log) and stops answering from it", async () => {
    const path = registerCopy();
    scribbleDetails(path); // pages the start does not read, so that the server starts
    const server = await startServeProcess({ DATABASE_PATH: path, RATE_LIMIT_SEARCH: "0", RATE_LIMIT_DETAIL: "0" });
    try {
      const answers = [];
      for (let id = 1; id <= 2000; id += 37) answers.push(await get(server, `/api/v1/companies/${id}`));
      const damaged = answers.filter((answer) => answer.status === 503);
      expect(damaged.length).toBeGreaterThan(0);
      expect(answers.every((answer) => answer.status === 200 || answer.status === 404 || answer.status === 503)).toBe(true);
      expect(JSON.parse(damaged[0].body).error.message).toMatch(/register file is damaged/);
      expect((await get(server, "/health/ready")).status).toBe(503);
      expect((await get(server, "/health")).status).toBe(503);
      const errors = server.logs.filter((entry) => entry.level >= 50);
      expect(errors).toHaveLength(1);
      expect(errors[0].msg).toMatch(new RegExp(`${path.replace(/[.]/g, "\\.")} is damaged`));
    } finally {
      await server.stop();
    }
  }, 30_000);
});
