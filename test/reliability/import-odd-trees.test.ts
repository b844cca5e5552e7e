/**
 * Issue 20, item 13: `import files` over a tree holding a named pipe, a symbolic link loop and links out of the tree
 * reads the regular files inside the tree only, reports each skipped path, and ends.
 */
import Database from "better-sqlite3";
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { fixture, killImports, startImport, tempDir } from "../import/helpers.js";

const { dir, cleanup } = tempDir("register-odd-tree-");
afterAll(cleanup);
afterEach(killImports);

const notices = ["2024-02-05-HR01-1005900001.xml", "2024-06-10-HR02-1005950002.xml", "2025-01-20-HR02-1006300003.xml"];

describe("import files over an odd tree", () => {
  it("skips a FIFO, a link loop and links out of the tree, reports each, and imports the rest", async () => {
    const tree = join(dir, "tree");
    const outside = join(dir, "outside");
    mkdirSync(join(tree, "sub"), { recursive: true });
    mkdirSync(outside);
    copyFileSync(fixture("amtsblatt", notices[0]), join(tree, notices[0]));
    copyFileSync(fixture("amtsblatt", notices[1]), join(tree, "sub", notices[1]));
    copyFileSync(fixture("amtsblatt", notices[2]), join(outside, notices[2]));
    execFileSync("mkfifo", [join(tree, "stuck.xml")]);
    symlinkSync("loop-b.xml", join(tree, "loop-a.xml"));
    symlinkSync("loop-a.xml", join(tree, "loop-b.xml"));
    symlinkSync(join(outside, notices[2]), join(tree, "escape.xml"));
    symlinkSync(outside, join(tree, "escape-dir"));
    symlinkSync("..", join(tree, "sub", "up"));
    symlinkSync(join("sub", notices[1]), join(tree, "inside-link.xml"));

    const path = join(dir, "register.sqlite");
    const run = startImport(["files", tree, "--db", path]);
    const code = await Promise.race([run.exited, new Promise((resolve) => setTimeout(() => resolve("still running after 60 s"), 60_000))]);
    expect(code, run.stderr()).toBe(0);

    const report = JSON.parse(readFileSync(`${path}.import-report.json`, "utf8")) as { failures: { where: string; reason: string }[] };
    const reasonOf = (name: string) => report.failures.find((failure) => failure.where.endsWith(name))?.reason;
    expect(reasonOf("stuck.xml")).toMatch(/named pipe/);
    expect(reasonOf("loop-a.xml")).toMatch(/symbolic link loop/);
    expect(reasonOf("loop-b.xml")).toMatch(/symbolic link loop/);
    expect(reasonOf("escape.xml")).toMatch(/out of the imported tree/);
    expect(reasonOf("escape-dir")).toMatch(/out of the imported tree/);
    expect(reasonOf("up")).toMatch(/symbolic link to a directory/);
    expect(run.stderr()).toMatch(/stuck\.xml.*named pipe/);
    expect(run.stderr()).not.toMatch(/ELOOP|\n\s+at /);

    const db = new Database(path, { readonly: true });
    const imported = db.prepare("SELECT count(*) FROM publications").pluck().get();
    db.close();
    expect(imported).toBe(2); // the two notices inside the tree (one of them also through inside-link.xml)
  }, 90_000);
});
