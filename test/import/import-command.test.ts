/** The import command end to end, in a child process: files, and the Zefix daily sync against a local Zefix. */
import Database from "better-sqlite3";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { fakePortal } from "./fake-portal.js";
import { CREDENTIALS, fakeZefix } from "./fake-zefix.js";
import { fixture, killImports, startImport, tempDir, type LocalServer } from "./helpers.js";

const { dir, cleanup } = tempDir("register-command-");
afterAll(cleanup);
afterEach(killImports);

describe("swiss-register import files", () => {
  it("ends with a summary on stderr: records added, changed, unchanged, every unusable record, and the report", async () => {
    const path = join(dir, "command", "register.sqlite");
    const run = startImport(["files", fixture("amtsblatt"), fixture("broken"), "--db", path]);
    expect(await run.exited).toBe(0);
    const output = run.stderr();
    expect(output).toMatch(/publications 5 added, 0 changed, 0 unchanged/);
    expect(output).toMatch(/Could not use 6 records:/);
    expect(output).toMatch(/broken\/unknown-code\.tsv:1: unknown mutation code ZXX/);
    expect(output).toContain(`Report: ${path}.import-report.json`);
    const report = JSON.parse(readFileSync(`${path}.import-report.json`, "utf8"));
    expect(report.failures).toHaveLength(6);
    // Coverage of the person-line parser: unread person sentences are counted, never silently lost.
    expect(report.person_lines).toMatchObject({ unparsed_sentences: expect.any(Number), publications_with_unparsed: expect.any(Number) });
    expect(output).toMatch(/Person sentences not read: \d+ in \d+ publications|Every person sentence was read\./);

    const again = startImport(["files", fixture("amtsblatt"), "--db", path]);
    expect(await again.exited).toBe(0);
    expect(again.stderr()).toMatch(/publications 0 added, 0 changed, 5 unchanged/);
  }, 120_000);

  it("refuses an empty redaction list, and an import that would lift a redaction unless --lift-redactions is given", async () => {
    const path = join(dir, "redactions", "register.sqlite");
    const list = join(dir, "redactions", "list.csv");
    mkdirSync(join(dir, "redactions"), { recursive: true });
    const first = startImport(["files", fixture("rest"), "--db", path, "--redactions", fixture("redactions.csv")]);
    expect(await first.exited).toBe(0);
    expect(first.stderr()).toMatch(/2 persons redacted/);

    writeFileSync(list, "last_name,first_name,origin\n");
    const empty = startImport(["files", fixture("rest"), "--db", path, "--redactions", list]);
    expect(await empty.exited).toBe(1);
    expect(empty.stderr()).toMatch(/list\.csv: the redaction list is empty/);

    writeFileSync(list, "last_name,first_name,origin\nBeispiel,Anna,\nKel");
    const cut = startImport(["files", fixture("rest"), "--db", path, "--redactions", list]);
    expect(await cut.exited).toBe(1);
    expect(cut.stderr()).toMatch(/would lift the redaction of 1 person .*The register is unchanged.*--lift-redactions/);

    const lifted = startImport(["files", fixture("rest"), "--db", path, "--redactions", list, "--lift-redactions"]);
    expect(await lifted.exited).toBe(0);
    expect(lifted.stderr()).toMatch(/1 persons redacted, 1 redactions lifted \(--lift-redactions\)/);
  }, 120_000);

  it("answers a bad command line with exit code 2", async () => {
    const run = startImport(["ftp", "--db", join(dir, "x.sqlite")]);
    expect(await run.exited).toBe(2);
    expect(run.stderr()).toMatch(/unknown source "ftp"/);
  }, 60_000);
});

describe("swiss-register import zefix", () => {
  let server: LocalServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  const zefixEnv = (url: string) => ({ ZEFIX_BASE_URL: url, ZEFIX_USERNAME: CREDENTIALS.username, ZEFIX_PASSWORD: CREDENTIALS.password });
  const state = (path: string) => {
    const db = new Database(path, { readonly: true });
    const rows = db.prepare("SELECT key, value FROM import_state").all();
    db.close();
    return rows;
  };

  it("syncs the SOGC publications of the days since the last sync, and remembers how far it got", async () => {
    server = await fakeZefix();
    const path = join(dir, "zefix", "register.sqlite");
    const first = startImport(["zefix", "--since", "2026-03-15", "--until", "2026-03-16", "--delay-ms", "0", "--db", path], zefixEnv(server.url));
    expect(await first.exited).toBe(0);
    expect(first.stderr()).toMatch(/publications 2 added/);
    expect(state(path)).toEqual([{ key: "zefix.sogc_through", value: "2026-03-16" }]);
    expect(existsSync(`${path}.import-cache/zefix`)).toBe(false);

    const requestsBefore = server.requests.length;
    const next = startImport(["zefix", "--until", "2026-03-17", "--delay-ms", "0", "--db", path], zefixEnv(server.url));
    expect(await next.exited).toBe(0);
    expect(server.requests.slice(requestsBefore).map((r) => r.path)).toEqual(["/api/v1/sogc/bydate/2026-03-17"]);
    expect(state(path)).toEqual([{ key: "zefix.sogc_through", value: "2026-03-17" }]);
  }, 120_000);

  it("needs the credentials, and says where to get them", async () => {
    const run = startImport(["zefix", "--db", join(dir, "nocreds.sqlite")], { ZEFIX_USERNAME: "", ZEFIX_PASSWORD: "" });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toMatch(/set ZEFIX_USERNAME and ZEFIX_PASSWORD/);
  }, 60_000);

  it("keeps the register unchanged and the fetched answers when Zefix stays unavailable, so a rerun resumes", async () => {
    server = await fakeZefix({ script: new Map([["/api/v1/sogc/bydate/2026-03-16", ["500", "500", "500", "500", "500", "500", "500", "500"]]]) });
    const path = join(dir, "unavailable", "register.sqlite");
    const run = startImport(
      ["zefix", "--since", "2026-03-15", "--until", "2026-03-16", "--delay-ms", "0", "--retries", "2", "--backoff-ms", "10", "--db", path],
      zefixEnv(server.url),
    );
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toMatch(/run the same command again to resume/);
    expect(existsSync(path)).toBe(false);
    expect(readFileSync(`${path}.import-cache/zefix/checkpoint.log`, "utf8")).toBe("day 2026-03-15\n");
  }, 120_000);
});

describe("swiss-register import sogc", () => {
  it("imports the notices of the days since the last sync from the Amtsblattportal", async () => {
    const server = await fakePortal();
    try {
      const path = join(dir, "sogc", "register.sqlite");
      const run = startImport(["sogc", "--since", "2026-01-04", "--until", "2026-01-05", "--delay-ms", "0", "--db", path], { SOGC_BASE_URL: server.url });
      expect(await run.exited).toBe(0);
      expect(run.stderr()).toMatch(/publications 5 added, 0 changed, 0 unchanged/);
      const db = new Database(path, { readonly: true });
      expect(db.prepare("SELECT key, value FROM import_state").all()).toEqual([{ key: "sogc.through", value: "2026-01-05" }]);
      expect(db.prepare("SELECT value FROM dataset WHERE key = 'source'").get()).toEqual({ value: "sogc" });
      db.close();
    } finally {
      await server.close();
    }
  }, 120_000);
});
