import Database from "better-sqlite3";
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { COMMANDS } from "../src/cli/commands.js";
import { nativeModuleMismatch } from "../src/cli/native-module.js";
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

describe("command-line options (issue 13, items 13 and 14)", () => {
  it("serve --port listens on that port (it wins over PORT), and a bad --port fails like a bad PORT", async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli.ts", "serve", "--port", String(port), "--database", inject("registerPath")], {
      env: { ...process.env, PORT: "1", LOG_LEVEL: "info", MARKET_DATABASE_PATH: inject("marketPath") },
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("listening") && resolve(chunk.toString()));
        child.once("exit", (code) => reject(new Error(`serve exited with ${code}`)));
      });
      expect(line).toContain(`"port":${port}`);
      expect((await fetch(`http://127.0.0.1:${port}/health/live`)).status).toBe(200);
    } finally {
      child.kill("SIGTERM");
    }
    const bad = cli("serve", "--port", "eighty");
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim().split("\n")).toHaveLength(1);
    expect(bad.stderr).toContain("PORT");
  });

  it("refuses an unknown serve option with exit code 2 instead of ignoring it", () => {
    const result = cli("serve", "--prot", "3000");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--prot");
  });

  it("names the register --database in generate and import; import still accepts --db", () => {
    expect(cli("generate", "--help").stdout).toContain("--database PATH");
    const help = cli("import", "--help").stdout;
    expect(help).toContain("--database PATH");
    expect(help).toContain("--db PATH, its old name");
    expect(help).not.toContain("../shared");
    const both = cli("import", "files", "x", "--db", "a.sqlite", "--database", "b.sqlite");
    expect(both.status).toBe(2);
  });

  it("gives an mcp example that works from any folder: absolute paths to node and the executable", () => {
    const help = cli("mcp", "--help").stdout;
    expect(help).toContain(`-- ${process.execPath} /`);
    expect(help).toMatch(/DATABASE_PATH=\/\S+/);
    expect(help).toContain("PUBLIC_BASE_URL");
  });

  it("explains a native-module mismatch in one line with the command to run", () => {
    for (const message of [
      "Module did not self-register: '/x/node_modules/better-sqlite3/build/Release/better_sqlite3.node'.",
      "The module '/x/better_sqlite3.node'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 115. This version of Node.js requires\nNODE_MODULE_VERSION 127.",
    ]) {
      const line = nativeModuleMismatch(new Error(message))!;
      expect(line).toContain("npm rebuild better-sqlite3");
      expect(line.split("\n")).toHaveLength(1);
    }
    expect(nativeModuleMismatch(new Error("ENOENT: no such file"))).toBeNull();
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
      env: { ...process.env, DATABASE_PATH: path, MARKET_DATABASE_PATH: join(dir, "market.sqlite"), PORT: "0", LOG_LEVEL: "info", DEMO_COMPANIES: "200" },
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
      // Beside a demo register, the demo market data is generated too (npm start on a fresh clone answers stocks).
      expect(stderr).toMatch(/Generated 208 symbols, [\d,]+ daily bars; linked \d+ of 208 listings/);
      expect(existsSync(join(dir, "market.sqlite"))).toBe(true);
    } finally {
      child.kill("SIGTERM");
    }
  }, 60_000);
});
