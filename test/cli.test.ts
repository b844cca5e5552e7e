import Database from "better-sqlite3";
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { COMMANDS } from "../src/cli/commands.js";
import { SCHEMA_VERSION } from "../src/store/sqlite/migrations.js";

const cli = (...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "src/cli.ts", ...args], { encoding: "utf8", env: { ...process.env, LOG_LEVEL: "silent" } });

describe("the swiss-register executable", () => {
  it("lists every command with --help", () => {
    const overview = execFileSync(process.execPath, ["--import", "tsx", "src/cli.ts", "--help"], { encoding: "utf8" });
    for (const command of COMMANDS) expect(overview).toContain(command.name);
  });

  it.each(COMMANDS.map((c) => c.name))("explains `%s --help` with a usage line", (name) => {
    const result = cli(name, "--help");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`Usage: swiss-register ${name}`));
  });

  it("answers an unknown command with exit code 2 and a pointer to --help", () => {
    const result = cli("frobnicate");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--help");
  });

  it("stops with one line naming a bad configuration variable", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "src/cli.ts", "serve"], {
      encoding: "utf8",
      env: { ...process.env, PORT: "eighty" },
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toContain("PORT");
  });
});

describe("serve on a register of an older schema version", () => {
  const dir = mkdtempSync(join(tmpdir(), "register-outdated-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A copy of the test register, marked as built by schema version 2 and holding `source` data. */
  function outdatedCopy(name: string, source: string): string {
    const path = join(dir, name);
    copyFileSync(inject("registerPath"), path);
    const db = new Database(path);
    db.prepare("UPDATE dataset SET value = ? WHERE key = 'source'").run(source);
    db.pragma("user_version = 2");
    db.close();
    return path;
  }

  it("stops with one line saying how to rebuild imported data, and leaves the file alone", () => {
    const path = outdatedCopy("imported.sqlite", "import");
    const result = spawnSync(process.execPath, ["--import", "tsx", "src/cli.ts", "serve"], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_PATH: path, PORT: "0", LOG_LEVEL: "silent" },
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toContain("schema version 2");
    expect(result.stderr).toContain("run an import");
    const db = new Database(path, { readonly: true });
    expect(db.pragma("user_version", { simple: true })).toBe(2);
    db.close();
  });

  it("generates a demo register again, then serves it", async () => {
    const path = outdatedCopy("demo.sqlite", "demo");
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli.ts", "serve"], {
      env: { ...process.env, DATABASE_PATH: path, PORT: "0", LOG_LEVEL: "info", DEMO_COMPANIES: "200" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      let stderr = "";
      child.stderr.on("data", (chunk) => (stderr += chunk));
      // The "listening" log line comes once the new register is open.
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("listening") && resolve());
        child.once("exit", (code) => reject(new Error(`exited ${code}: ${stderr}`)));
      });
      expect(stderr).toContain("generating it again");
      const db = new Database(path, { readonly: true });
      expect(db.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION);
      expect(db.prepare("SELECT value FROM dataset WHERE key = 'companies'").pluck().get()).toBe("200");
      db.close();
    } finally {
      child.kill("SIGTERM");
    }
  }, 60_000);
});
