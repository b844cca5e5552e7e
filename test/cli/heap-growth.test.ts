import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { applyHeapGrowth, heapGrowthGiven } from "../../src/cli/heap-growth.js";
import { loadConfig } from "../../src/config.js";

/** Runs a process that applies `percent` and then churns through short-lived objects; the growing factors V8 used. */
function factorsApplied(percent: number, nodeFlags: string[] = []): string[] {
  const script = `import("./src/cli/heap-growth.ts").then(({ applyHeapGrowth }) => {
    applyHeapGrowth(${percent}, { execArgv: ${JSON.stringify(nodeFlags)}, nodeOptions: "" });
    let kept = [];
    for (let i = 0; i < 4e6; i++) { kept.push({ i }); if (kept.length > 3e5) kept = []; }
  });`;
  const run = spawnSync(process.execPath, ["--import", "tsx", "--trace-gc-verbose", ...nodeFlags, "-e", script], { encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" } });
  // V8 prints each new old-generation limit with the factor it applied: "[HeapController] Limit: …, new limit: … (1.3)".
  return [...run.stdout.matchAll(/\[HeapController\] Limit: .*\((\d+(?:\.\d+)?)\)/g)].map((match) => match[1]);
}

describe("the heap's growth (HEAP_GROWTH_PERCENT)", () => {
  it("is 60 % by default", () => {
    expect(loadConfig({}).HEAP_GROWTH_PERCENT).toBe(60);
    expect(() => loadConfig({ HEAP_GROWTH_PERCENT: "301" })).toThrow(/HEAP_GROWTH_PERCENT/);
  });

  it("sets the factor V8 grows the old generation by after a full collection", () => {
    const factors = factorsApplied(30);
    expect(factors.length).toBeGreaterThan(0);
    expect(new Set(factors)).toEqual(new Set(["1.3"]));
  });

  it("leaves the factor to V8 at 0", () => {
    expect(applyHeapGrowth(0, { execArgv: [], nodeOptions: "" })).toBeNull();
    expect(factorsApplied(0)).not.toContain("1.3");
  });

  it("gives way to a --heap-growing-percent given to Node", () => {
    expect(heapGrowthGiven(["--heap-growing-percent=50"], undefined)).toBe(true);
    expect(heapGrowthGiven([], "--max-old-space-size=512 --heap_growing_percent 50")).toBe(true);
    expect(heapGrowthGiven(["--max-semi-space-size=4"], "--max-old-space-size=512")).toBe(false);
    expect(new Set(factorsApplied(30, ["--heap-growing-percent=50"]))).toEqual(new Set(["1.5"]));
  });
});
