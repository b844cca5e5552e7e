import { writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it, vi } from "vitest";
import { UsageError } from "../../src/cli/command.js";
import { generateCommand } from "../../src/cli/generate.js";
import { temporaryDirectory } from "./helpers.js";

const dir = temporaryDirectory();
afterAll(() => dir.remove());

describe("swiss-register generate", () => {
  it("builds the register at --database and prints a summary with counts, time and size", async () => {
    const path = join(dir.path, "cli.sqlite");
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      expect(await generateCommand.run(["--companies", "40", "--seed", "9", "--database", path])).toBe(0);
      expect(log.mock.calls.at(-1)?.[0]).toMatch(/^Generated 40 companies, [\d,]+ persons, [\d,]+ mandates and [\d,]+ publications in [\d.]+ s: .+ \([\d.]+ MB\)\.$/);
    } finally {
      log.mockRestore();
      stderr.mockRestore();
    }
    const db = new Database(path, { readonly: true });
    expect(db.prepare("SELECT value FROM dataset WHERE key = 'seed'").pluck().get()).toBe("9");
    db.close();
  });

  it("rejects bad arguments with a usage error", async () => {
    await expect(generateCommand.run(["--companies", "many"])).rejects.toThrow(UsageError);
    await expect(generateCommand.run(["--companies", "0"])).rejects.toThrow(UsageError);
    await expect(generateCommand.run(["--seed", "-3"])).rejects.toThrow(UsageError);
    await expect(generateCommand.run(["--unknown"])).rejects.toThrow(UsageError);
    await expect(generateCommand.run(["extra"])).rejects.toThrow(UsageError);
  });

  it("does not replace a file that is not a demo register without --force", async () => {
    const path = join(dir.path, "precious.sqlite");
    writeFileSync(path, "not a register");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await generateCommand.run(["--companies", "5", "--database", path])).toBe(1);
      expect(error.mock.calls.at(-1)?.[0]).toContain("--force");
    } finally {
      error.mockRestore();
    }
  });
});
