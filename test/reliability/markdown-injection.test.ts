/**
 * Issue 20, item 12: markup in imported fields. A field out of its format is refused at import with a line in the
 * report; every field shown in Markdown (fact sheets, MCP results) is escaped, whatever the register holds.
 */
import Database from "better-sqlite3";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, inject, it } from "vitest";
import { inline } from "../../src/factsheet/markdown.js";
import { fixture, importFiles, tempDir } from "../import/helpers.js";
import { killServeProcesses, startServeProcess } from "./serve-process.js";
import { buildDetailAnswers } from "../../src/runtime/detail-answers.js";

afterEach(killServeProcesses);

const HOSTILE = "<img src=x onerror=alert(1)> [x](javascript:alert(1))";
const { dir, cleanup } = tempDir("register-markdown-");
afterAll(cleanup);

/** True when Markdown carries the hostile value as live markup: an unescaped tag or link to javascript:. */
const live = (markdown: string) => /(^|[^\\])<img|(^|[^\\])\]\(javascript:/.test(markdown);

describe("inline Markdown text", () => {
  it.each([
    ["Muster AG", "Muster AG"],
    ["Muster  AG", "Muster AG"],
    ["Muster\tAG\n", "Muster AG "],
    ["Muster\u00a0AG", "Muster AG"],
    [" a \u2003b", " a b"],
    ["*A*_b_ [c](d) <e> | #f `g` \\", "\\*A\\*\\_b\\_ \\[c\\](d) \\<e\\> \\| \\#f \\`g\\` \\\\"],
    ["", "–"],
  ])("writes %j as %j: one space for any whitespace, special characters escaped", (text, written) => {
    expect(inline(text)).toBe(written);
  });
});

describe("imported fields out of their format", () => {
  it("refuses a notice whose journalNumber is markup, with a line naming the field, and imports the others", async () => {
    const inputs = join(dir, "notices");
    mkdirSync(inputs);
    const name = "2024-06-10-HR02-1005950002.xml";
    const xml = readFileSync(fixture("amtsblatt", name), "utf8");
    expect(xml).toMatch(/<journalNumber>\d+<\/journalNumber>/);
    const escapedForXml = HOSTILE.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    writeFileSync(join(inputs, name), xml.replace(/<journalNumber>\d+<\/journalNumber>/, `<journalNumber>${escapedForXml}</journalNumber>`));
    copyFileSync(fixture("amtsblatt", "2024-02-05-HR01-1005900001.xml"), join(inputs, "2024-02-05-HR01-1005900001.xml"));

    const path = join(dir, "imported.sqlite");
    const report = await importFiles(path, [inputs]);
    const refusal = report.failures.find((failure) => failure.where.endsWith(name));
    expect(refusal?.reason).toMatch(/^refused: journalNo ".*<img.*": not a journal number/);
    const db = new Database(path, { readonly: true });
    const journals = db.prepare("SELECT journal_no FROM publications").pluck().all();
    db.close();
    expect(journals).toEqual(["3101"]);
  });
});

describe("Markdown answers over a register holding markup", () => {
  it("escape the journal number in the fact sheet and the MCP get_company result", async () => {
    const path = join(dir, "tainted.sqlite");
    copyFileSync(inject("registerPath"), path);
    const db = new Database(path);
    const companyId = db.prepare("SELECT company_id FROM publications ORDER BY sogc_date DESC, id DESC LIMIT 1").pluck().get() as number;
    db.prepare("UPDATE publications SET journal_no = ? WHERE company_id = ?").run(HOSTILE, companyId);
    // As a build does: the finished answers are made from the rows as they are.
    await buildDetailAnswers(db);
    db.close();

    const server = await startServeProcess({ DATABASE_PATH: path });
    try {
      const sheet = await fetch(`${server.baseUrl}/companies/x/${companyId}.md`, { redirect: "follow" });
      expect(sheet.status).toBe(200);
      const markdown = await sheet.text();
      expect(markdown).toContain("no. \\<img src=x onerror=alert(1)\\> \\[x\\](javascript:alert(1))");
      expect(live(markdown)).toBe(false);

      const call = await fetch(`${server.baseUrl}/mcp`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_company", arguments: { id: companyId } } }),
      });
      const result = ((await call.json()) as { result: { content: { type: string; text?: string }[] } }).result;
      const text = result.content.find((item) => item.type === "text")!.text as string;
      expect(text).toContain("\\<img");
      expect(live(text)).toBe(false);
    } finally {
      await server.stop();
    }
  }, 30_000);
});
