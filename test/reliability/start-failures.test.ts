/** Issue 20, item 6: every start failure is one line naming the variable or path and what to do. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.js";
import { serveUntilExit } from "./serve-process.js";

const dir = mkdtempSync(join(tmpdir(), "start-failures-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function expectOneLineFailure(env: Record<string, string>, ...expected: (string | RegExp)[]): void {
  const { status, stderr } = serveUntilExit({ DATABASE_PATH: inject("registerPath"), ...env });
  expect(status).toBe(1);
  const lines = stderr.trim().split("\n");
  expect(lines, stderr).toHaveLength(1);
  expect(stderr).not.toMatch(/\n\s+at /);
  for (const part of expected) expect(lines[0]).toMatch(part);
}

describe("configuration values", () => {
  it.each(["PORT", "HOST", "RATE_LIMIT_SEARCH", "RATE_LIMIT_DETAIL", "DATABASE_PATH", "REDIS_URL", "TRUSTED_PROXIES", "SHUTDOWN_TIMEOUT_MS"])(
    "refuses %s set to nothing, instead of turning it off or picking a port",
    (variable) => {
      expect(() => loadConfig({ [variable]: "" })).toThrow(ConfigError);
      expect(() => loadConfig({ [variable]: "" })).toThrow(new RegExp(`^${variable} is set but empty: unset it`));
    },
  );

  it.each([
    ["PORT", "0x4739"],
    ["PORT", "1.82e4"],
    ["PORT", "+8080"],
    ["PORT", "65536"],
    ["RATE_LIMIT_SEARCH", "6e1"],
    ["DEMO_COMPANIES", "0x10"],
    ["ANSWER_CACHE_MB", "16.0"],
    ["SHUTDOWN_TIMEOUT_MS", "-1"],
  ])("refuses %s=%s: numbers are plain decimals in range", (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`invalid ${variable}=.*expected`));
  });

  it("accepts plain decimals, IP addresses and host names", () => {
    expect(loadConfig({ PORT: "18200", HOST: "::1", SHUTDOWN_TIMEOUT_MS: "2500" })).toMatchObject({ PORT: 18200, HOST: "::1", SHUTDOWN_TIMEOUT_MS: 2500 });
    expect(loadConfig({ HOST: "register.internal" }).HOST).toBe("register.internal");
  });
});

describe("serve stops with one line", () => {
  it("for an empty PORT", () => expectOneLineFailure({ PORT: "" }, /PORT is set but empty/));

  it("for HOST=999.1.1.1, saying what HOST accepts", () =>
    expectOneLineFailure({ HOST: "999.1.1.1" }, /HOST="999\.1\.1\.1"/, /IP address/));

  it("for a port in use, naming the address and what to do", async () => {
    const blocker: Server = createServer();
    const port = await new Promise<number>((resolve) => blocker.listen(0, "127.0.0.1", () => resolve((blocker.address() as any).port)));
    try {
      expectOneLineFailure({ PORT: String(port) }, `127.0.0.1:${port}`, /in use/, /set PORT/);
    } finally {
      blocker.close();
    }
  });

  it("for an address this machine does not have", () =>
    expectOneLineFailure({ HOST: "192.0.2.1", PORT: "18080" }, /192\.0\.2\.1:18080/, /no such address/, /set HOST/));

  it("for a register path that is a directory", () =>
    expectOneLineFailure({ DATABASE_PATH: dir }, dir, /directory/, /set DATABASE_PATH/));

  it("for a register file that is not a database", () => {
    const path = join(dir, "garbage.sqlite");
    writeFileSync(path, Buffer.alloc(8192, 7));
    expectOneLineFailure({ DATABASE_PATH: path }, path, /not a database/, /set DATABASE_PATH/);
  });
});
