import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { UsageError } from "../../src/cli/command.js";
import { parseCommand } from "../../src/cli/parse.js";
import { PersonLinesSchema } from "../../src/ingest/parsed-person-lines.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const NOTICE =
  "<F>Bedag Informatik AG<E>, in <S>Bern<E>. Ausgeschiedene Personen und erloschene Unterschriften: Bieri, Adrian, von Schangnau, in Grossaffoltern, Präsident des Verwaltungsrates, mit Kollektivunterschrift zu zweien. Eingetragene Personen neu oder mutierend: BDO AG (CHE-105.952.747), in ZÃ¼rich, Revisionsstelle.";
const directory = mkdtempSync(join(tmpdir(), "parse-command-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function expectNoticeJson(output: string): void {
  const lines = PersonLinesSchema.parse(JSON.parse(output));
  expect(lines.removed.map((e) => e.name)).toEqual(["Adrian Bieri"]);
  expect(lines.added.map(({ evidence }) => lines.text.slice(evidence.start, evidence.end))).toEqual([
    "BDO AG (CHE-105.952.747), in Zürich, Revisionsstelle.",
  ]);
  expect(lines.unparsed).toEqual([]);
  expect(lines.added.map(({ evidence: _evidence, ...entry }) => entry)).toEqual([
    {
      kind: "legal_entity",
      name: "BDO AG",
      last_name: null,
      first_name: null,
      identifier: "CHE-105.952.747",
      origin: null,
      nationality: null,
      residence: "Zürich",
      roles: ["Revisionsstelle"],
      signing_authority: null,
      previous: null,
    },
  ]);
  expect(output).toContain('\n  "removed": [');
}

describe("swiss-register parse", () => {
  it("prints the entries of a notice file as pretty JSON", async () => {
    const file = join(directory, "notice.txt");
    writeFileSync(file, NOTICE);
    let written = "";
    const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      written += String(chunk);
      return true;
    });
    try {
      expect(await parseCommand.run([file])).toBe(0);
    } finally {
      write.mockRestore();
    }
    expectNoticeJson(written);
  });

  it("documents itself through --help", () => {
    expect(parseCommand.help).toMatch(/^Usage: swiss-register parse \[FILE\|-\]/);
    expect(parseCommand.help).toContain("standard input");
  });

  it("rejects extra arguments and unknown options as usage errors", async () => {
    await expect(parseCommand.run(["a.txt", "b.txt"])).rejects.toBeInstanceOf(UsageError);
    await expect(parseCommand.run(["--pretty"])).rejects.toBeInstanceOf(UsageError);
  });

  it("exits 1 with a message for a file it cannot read", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await parseCommand.run([join(directory, "missing.txt")])).toBe(1);
      expect(String(error.mock.calls[0]?.[0])).toContain("cannot read");
    } finally {
      error.mockRestore();
    }
  });

  it("reads standard input in a child process, with - and without an argument", () => {
    // Runs the command module alone: the full executable also loads every other command.
    const driver = `import("./src/cli/parse.ts").then(async ({ parseCommand }) => { process.exitCode = await parseCommand.run(process.argv.slice(1)); });`;
    for (const args of [["-"], []]) {
      const child = spawnSync(process.execPath, ["--import", "tsx", "-e", driver, "--", ...args], { cwd: ROOT, input: NOTICE, encoding: "utf8" });
      expect(child.status, child.stderr).toBe(0);
      expectNoticeJson(child.stdout);
    }
  });

  const executable = spawnSync(process.execPath, ["--import", "tsx", "src/cli.ts", "parse", "--help"], { cwd: ROOT, encoding: "utf8" });
  it.skipIf(executable.status !== 0)("runs as `swiss-register parse` reading standard input", () => {
    expect(executable.stdout).toContain("Usage: swiss-register parse");
    const child = spawnSync(process.execPath, ["--import", "tsx", "src/cli.ts", "parse"], { cwd: ROOT, input: NOTICE, encoding: "utf8" });
    expect(child.status, child.stderr).toBe(0);
    expectNoticeJson(child.stdout);
  });
});
