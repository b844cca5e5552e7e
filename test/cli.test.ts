import { execFileSync, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { COMMANDS } from "../src/cli/commands.js";

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
