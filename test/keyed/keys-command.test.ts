/** `swiss-register keys` as an operator runs it: the key printed once, listings without it, errors in one line. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "keys-cli-"));
const accounts = join(dir, "accounts.sqlite");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const keys = (...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "src/cli.ts", "keys", ...args], {
    encoding: "utf8",
    env: { ...process.env, ACCOUNTS_DATABASE_PATH: accounts, LOG_LEVEL: "silent" },
  });

describe("swiss-register keys", () => {
  it("creates, lists, adds credits, rotates, revokes and reports usage", () => {
    const created = keys("create", "--name", "Acme AG", "--plan", "pro", "--credits", "500");
    expect(created.status).toBe(0);
    const key = created.stdout.trim();
    expect(key).toMatch(/^sr_live_[0-9A-Za-z]{32}$/);
    expect(created.stderr).toContain("shown only this once");

    const listed = keys("list");
    expect(listed.stdout).toContain("Acme AG");
    expect(listed.stdout).toContain("register:read,ai:search");
    expect(listed.stdout).toContain(key.slice(0, 12));
    expect(listed.stdout).not.toContain(key);
    expect(readFileSync(accounts).includes(Buffer.from(key))).toBe(false);

    expect(keys("credits", "add", key, "250").stdout).toContain("the balance is 750");
    const rotated = keys("rotate", "1", "--grace", "60");
    expect(rotated.status).toBe(0);
    expect(rotated.stdout.trim()).toMatch(/^sr_live_/);
    expect(rotated.stderr).toContain("keeps working for 60 s");
    expect(keys("revoke", rotated.stdout.trim()).stdout).toContain("status revoked");
    expect(keys("usage", "1").stdout).toContain("no metered calls; balance 750");
  });

  it("refuses what it cannot do with one line and exit code 2", () => {
    const cases = [
      ["create", "--name", "X", "--plan", "gold"],
      ["create", "--name", "X", "--plan", "free", "--scopes", "stocks:read"],
      ["create", "--name", "X", "--plan", "free", "--expires", "2001-01-01"],
      ["create", "--name", "X", "--plan", "free", "--credits", "-5"],
      ["revoke", "999"],
      ["credits", "add", "1", "many"],
      ["frobnicate"],
    ];
    for (const args of cases) {
      const result = keys(...args);
      expect(result.status, args.join(" ")).toBe(2);
      expect(result.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
    }
  });
});
