/**
 * An import killed halfway leaves the previous register serving: the child process is SIGKILLed while it holds
 * (SWISS_REGISTER_IMPORT_HOLD) before the replay and before the swap; the register must still open read-only with
 * its old content, and the leftovers (working copy, lock) must never be taken for it and are cleaned by the next import.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { ImportError, lockPath, tempPathFor } from "../../src/ingest/import/atomic-build.js";
import { openForReading } from "../../src/store/sqlite/database.js";
import { fixture, importFiles, killImports, startImport, tableDigests, tempDir, waitFor } from "./helpers.js";

const { dir, cleanup } = tempDir("register-kill-");
afterAll(cleanup);
afterEach(killImports);

function register(name: string): Promise<string> {
  const path = join(dir, name, "register.sqlite");
  return importFiles(path, [fixture("rest")]).then(() => path);
}

describe("an import killed halfway", () => {
  for (const phase of ["replay", "swap"]) {
    it(`leaves the previous register serving (killed before ${phase})`, async () => {
      const path = await register(`killed-${phase}`);
      const before = tableDigests(path);
      const run = startImport(["files", fixture("amtsblatt"), fixture("tsv"), "--db", path], { SWISS_REGISTER_IMPORT_HOLD: phase });
      await waitFor(() => run.stderr().includes(`holding before ${phase}`), "the import to reach its hold");
      const workingCopy = tempPathFor(path, run.process.pid);
      expect(existsSync(workingCopy)).toBe(true);
      run.process.kill("SIGKILL");
      await run.exited;

      // The register opens as the server opens it and holds exactly what it held.
      const db = openForReading(path);
      expect((db.prepare("SELECT count(*) AS n FROM companies").get() as { n: number }).n).toBe(4);
      db.close();
      expect(tableDigests(path)).toEqual(before);
      // The leftovers have names of their own: nothing but the import looks at them.
      expect(readdirSync(join(dir, `killed-${phase}`)).sort()).toEqual(
        ["register.sqlite", "register.sqlite.import.lock", `register.sqlite.import-${run.process.pid}.tmp`, "register.sqlite.report.json"].sort(),
      );

      // The next import clears them and does the work.
      const report = await importFiles(path, [fixture("amtsblatt")]);
      expect(report.records.publications.added).toBe(5);
      expect(existsSync(workingCopy)).toBe(false);
      expect(existsSync(lockPath(path))).toBe(false);
    }, 120_000);
  }

  it("keeps a second import from running while one is working", async () => {
    const path = await register("locked");
    const run = startImport(["files", fixture("amtsblatt"), "--db", path], { SWISS_REGISTER_IMPORT_HOLD: "read" });
    await waitFor(() => run.stderr().includes("holding before read"), "the import to reach its hold");
    await expect(importFiles(path, [fixture("tsv")])).rejects.toThrow(ImportError);
    await expect(importFiles(path, [fixture("tsv")])).rejects.toThrow(/another import \(process \d+\)/);
    run.process.kill("SIGKILL");
    await run.exited;
  }, 120_000);
});
