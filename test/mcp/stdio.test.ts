import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { companyFactSheet } from "../../src/factsheet/company.js";
import { openForReading, type SqliteDatabase } from "../../src/store/sqlite/database.js";
import { buildTools } from "../../src/mcp/tools.js";
import { call, linksOf, registerRows, textOf, toolErrorOf } from "./mcp-client.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BASE = "http://127.0.0.1:8080";

let client: Client;
let transport: StdioClientTransport;
let db: SqliteDatabase;
let rows: ReturnType<typeof registerRows>;
let stderr = "";
const protocolErrors: Error[] = [];

beforeAll(async () => {
  db = openForReading(inject("registerPath"));
  rows = registerRows(db);
  transport = new StdioClientTransport({
    command: process.execPath,
    args: ["--import", "tsx", "src/cli.ts", "mcp"],
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", DATABASE_PATH: inject("registerPath"), PUBLIC_BASE_URL: BASE, LOG_LEVEL: "debug" },
    stderr: "pipe",
  });
  transport.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  client = new Client({ name: "swiss-register-tests", version: "1.0.0" });
  // Anything but a protocol message on stdout would surface here as a parse error.
  client.onerror = (error) => protocolErrors.push(error);
  await client.connect(transport);
  await client.listTools();
}, 60_000);

afterAll(async () => {
  await client?.close();
  db?.close();
});

describe("swiss-register mcp (stdio)", () => {
  it("serves the same tools as HTTP, and logs to stderr only", async () => {
    const { tools } = await client.listTools();
    expect(tools).toEqual(buildTools().map((tool) => tool.definition));
    expect(client.getServerVersion()?.name).toBe("swiss-register");
    expect(stderr).toContain("serving MCP over stdio");
    expect(protocolErrors).toEqual([]);
  });

  it("answers tool calls with Markdown, links under PUBLIC_BASE_URL and the REST JSON", async () => {
    const result = await call(client, "get_company", { id: rows.company.id });
    expect(result.isError).toBeFalsy();
    const company = result.structuredContent as Parameters<typeof companyFactSheet>[0];
    expect(company.id).toBe(rows.company.id);
    expect(company.markdown_url.startsWith(`${BASE}/companies/`)).toBe(true);
    expect(textOf(result)).toBe(companyFactSheet(company));
    expect(linksOf(result)[0].uri).toBe(company.markdown_url);
    const search = await call(client, "search_companies", { q: rows.company.name.split(/\s+/)[0] });
    expect((search.structuredContent as { items: { id: number }[] }).items.length).toBeGreaterThan(0);
  });

  it("answers bad arguments and unknown ids as tool errors", async () => {
    expect(toolErrorOf(await call(client, "search_people", { q: "x" })).code).toBe("invalid_parameter");
    expect(toolErrorOf(await call(client, "get_company", { id: rows.missingCompany })).code).toBe("not_found");
  });

  it("applies no rate limit to its one local client", async () => {
    const results: CallToolResult[] = [];
    for (let i = 0; i < 70; i++) results.push(await call(client, "autocomplete_companies", { q: "ag", limit: 1 }));
    expect(results.filter((result) => result.isError)).toEqual([]);
  });

  it("reads fact sheets, completes names and renders prompts", async () => {
    const uri = `${BASE}/companies/x/${rows.company.id}.md`;
    const { contents } = await client.readResource({ uri });
    expect(String((contents[0] as { text?: unknown }).text)).toContain("# ");
    const completion = await client.complete({ ref: { type: "ref/prompt", name: "company_briefing" }, argument: { name: "company", value: rows.company.name.slice(0, 4) } });
    expect(completion.completion.values.length).toBeGreaterThan(0);
    const prompt = await client.getPrompt({ name: "person_mandates", arguments: { person: `${rows.person.first_name} ${rows.person.last_name}` } });
    expect(prompt.messages[0].role).toBe("user");
  });
});
