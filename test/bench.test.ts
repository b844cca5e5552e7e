/** The benchmark tool end to end on a tiny register: it must keep running and report what it measured. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "register-bench-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run bench", () => {
  it("builds a register, measures new and repeated questions against the empty route, and writes the tables", () => {
    const out = join(dir, "benchmarks.md");
    const result = spawnSync(
      process.execPath,
      [
        "--import", "tsx", "tools/bench/index.ts",
        "--companies", "300", "--duration", "1", "--connections", "4", "--port", "18093",
        "--only", "getCompany,MCP search_companies,keyed aiSearchCompanies", "--new-questions", "200", "--open-rate", "20",
        "--database", join(dir, "register.sqlite"), "--out", out,
      ],
      { encoding: "utf8", timeout: 120_000 },
    );
    expect(result.status, result.stderr).toBe(0);
    const report = readFileSync(out, "utf8");
    expect(report).toContain("300 companies");
    expect(report).toMatch(/Time to first response after start: \d+ ms\. Peak server RSS: \d+ MB\./);
    // The server runs as `npm start` runs it: its environment (two malloc arenas) and flags; the heap growth it sets.
    expect(report).toMatch(/`MALLOC_ARENA_MAX=\d+ node --max-semi-space-size=4 dist\/cli\.js serve` as `npm start` runs it, .*heap growth \d+ %/);
    for (const row of ["empty route | – | 4", "getCompany | repeated | 4", "getCompany | new | 4", "MCP search_companies | repeated | 4", "keyed aiSearchCompanies | new | 4"]) {
      expect(report).toContain(`| ${row} |`);
    }
    // New questions come first: they are what the targets are judged on.
    expect(report.indexOf("## New questions")).toBeLessThan(report.indexOf("## Repeated questions"));
    // Every closed-loop row answered without errors (the errors column is the fourth to last), and says how much of the
    // server's CPU each request took (the second to last) and the server's peak memory so far (the last).
    const rows = report.split("\n").filter((line) => /^\| (empty route|getCompany|MCP|keyed)/.test(line) && line.split("|").length === 13);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      expect(row.split("|").at(-5)?.trim(), row).toBe("0");
      expect(Number(row.split("|").at(-3)), row).toBeGreaterThan(0);
      expect(Number(row.split("|").at(-2)), row).toBeGreaterThan(50);
    }
    // The open-loop rows: 20 new questions offered per second for 1 s, each answered (AI search with a key made for the run).
    const open = report.split("\n").filter((line) => /^\| (getCompany|MCP search_companies|keyed aiSearchCompanies) \| 20 \|/.test(line));
    expect(open).toHaveLength(3);
    for (const row of open) expect(row.split("|").slice(3, 6).map((cell) => cell.trim()), row).toEqual(["20", "20", "0"]);
    // The targets are judged at full scale only.
    expect(report).not.toContain("## Targets");
  }, 150_000);
});
