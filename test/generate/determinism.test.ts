import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateRegister } from "../../src/generate/index.js";
import { registerDigest, temporaryDirectory } from "./helpers.js";

const dir = temporaryDirectory();
afterAll(() => dir.remove());

describe("generateRegister determinism", () => {
  it("gives the same table contents for the same seed, and other contents for another seed", async () => {
    const first = join(dir.path, "a.sqlite");
    const second = join(dir.path, "b.sqlite");
    const other = join(dir.path, "c.sqlite");
    await generateRegister({ companies: 400, seed: 7, path: first });
    await generateRegister({ companies: 400, seed: 7, path: second });
    await generateRegister({ companies: 400, seed: 8, path: other });
    const a = registerDigest(first);
    const b = registerDigest(second);
    const c = registerDigest(other);
    expect(Object.keys(a)).toContain("publications");
    expect(b).toEqual(a);
    for (const table of ["companies", "persons", "mandates", "publications"]) expect(c[table]).not.toBe(a[table]);
  });

  it("replaces an existing file atomically and leaves no temporary file behind", async () => {
    const path = join(dir.path, "nested", "register.sqlite");
    const summary = await generateRegister({ companies: 50, seed: 1, path });
    await generateRegister({ companies: 60, seed: 1, path });
    const { readdirSync } = await import("node:fs");
    expect(readdirSync(join(dir.path, "nested"))).toEqual(["register.sqlite"]);
    expect(summary.companies).toBe(50);
    expect(summary.bytes).toBeGreaterThan(0);
  });

  it("rejects a number of companies or a seed outside the documented range", async () => {
    await expect(generateRegister({ companies: 0, seed: 1, path: join(dir.path, "x.sqlite") })).rejects.toThrow(RangeError);
    await expect(generateRegister({ companies: 10, seed: -1, path: join(dir.path, "x.sqlite") })).rejects.toThrow(RangeError);
  });
});
