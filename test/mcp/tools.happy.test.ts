import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyFactSheet } from "../../src/factsheet/company.js";
import { personFactSheet } from "../../src/factsheet/person.js";
import { buildTools } from "../../src/mcp/tools.js";
import { PUBLIC_OPERATIONS as OPERATIONS } from "../../src/operations/index.js";
import { startHarness, type Harness } from "../harness.js";
import { call, connectHttp, linksOf, registerRows, textOf } from "./mcp-client.js";

let h: Harness;
let client: Client;
let rows: ReturnType<typeof registerRows>;
beforeAll(async () => {
  h = await startHarness();
  client = await connectHttp(h.baseUrl);
  rows = registerRows(h.db);
});
afterAll(async () => {
  await client.close();
  await h.close();
});

describe("MCP tools over Streamable HTTP (happy)", () => {
  it("lists one tool per operation with its title, schemas and read-only annotations", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(OPERATIONS.map((operation) => operation.mcp.toolName));
    const built = buildTools();
    for (const [index, tool] of tools.entries()) {
      const operation = OPERATIONS[index];
      expect(tool.title).toBe(operation.title);
      expect(tool.description).toBe(operation.description);
      expect(tool.inputSchema).toEqual(built[index].definition.inputSchema);
      expect(tool.outputSchema).toEqual(built[index].definition.outputSchema);
      expect(tool.annotations).toEqual({ readOnlyHint: true, idempotentHint: true, openWorldHint: false });
    }
    const search = tools.find((tool) => tool.name === "search_companies")!;
    const properties = search.inputSchema.properties as Record<string, any>;
    expect(properties.canton).toMatchObject({ type: "array", maxItems: 26, items: { type: "string", enum: expect.arrayContaining(["ZH", "GE"]) } });
    expect(properties.limit).toMatchObject({ type: "integer", minimum: 1, maximum: 25, default: 10 });
    expect(properties.offset).toMatchObject({ type: "integer", minimum: 0, maximum: 44 });
    expect(search.inputSchema.required).toEqual(["q"]);
  });

  it("search_companies answers a ranked Markdown list, fact-sheet links and the REST JSON", async () => {
    const q = rows.company.name.split(/\s+/)[0];
    const result = await call(client, "search_companies", { q, limit: 5 });
    expect(result.isError).toBeFalsy();
    const rest = await h.getJson(`/api/v1/companies/search?q=${encodeURIComponent(q)}&limit=5`);
    expect(result.structuredContent).toEqual(rest.body);
    const text = textOf(result);
    const first = rest.body.items[0];
    expect(text).toContain(`id ${first.id}`);
    expect(text).toContain(first.url);
    expect(text).toMatch(/^\d+ compan(y matches|ies match)/);
    if (rest.body.next_offset !== null) expect(text).toContain(`offset: ${rest.body.next_offset}`);
    expect(linksOf(result).map((link) => link.uri)).toEqual(rest.body.items.map((item: { markdown_url: string }) => item.markdown_url));
    expect(linksOf(result)[0]).toMatchObject({ type: "resource_link", mimeType: "text/markdown", name: first.name });
  });

  it("search_companies takes filters as arrays, and a list as one comma-separated string as over REST", async () => {
    const asArray = await call(client, "search_companies", { q: "ag", canton: ["ZH", "BE"], status: ["active"] });
    const asText = await call(client, "search_companies", { q: "ag", canton: "ZH,BE", status: "active" });
    const rest = await h.getJson("/api/v1/companies/search?q=ag&canton=ZH,BE&status=active");
    expect(asArray.structuredContent).toEqual(rest.body);
    expect(asText.structuredContent).toEqual(rest.body);
    expect(textOf(asArray)).toContain("canton ZH, BE; status active");
  });

  it("autocomplete_companies suggests companies by name prefix", async () => {
    const q = rows.company.name.slice(0, 4);
    const result = await call(client, "autocomplete_companies", { q });
    const rest = await h.getJson(`/api/v1/companies/autocomplete?q=${encodeURIComponent(q)}`);
    expect(result.structuredContent).toEqual(rest.body);
    expect(rest.body.suggestions.length).toBeGreaterThan(0);
    expect(textOf(result)).toContain(`id ${rest.body.suggestions[0].id}`);
    expect(linksOf(result)[0].uri).toBe(`${rest.body.suggestions[0].url}.md`);
  });

  it("get_company answers the company's fact sheet, a link to it and the REST JSON", async () => {
    const result = await call(client, "get_company", { id: rows.company.id });
    const rest = await h.getJson(`/api/v1/companies/${rows.company.id}`);
    expect(result.structuredContent).toEqual(rest.body);
    expect(textOf(result)).toBe(companyFactSheet(rest.body));
    expect(linksOf(result)).toEqual([expect.objectContaining({ uri: rest.body.markdown_url, mimeType: "text/markdown" })]);
  });

  it("search_people and get_person answer a list and the person's fact sheet", async () => {
    const { first_name, last_name, id } = rows.person;
    const found = await call(client, "search_people", { q: `${first_name} ${last_name}`, limit: 25 });
    const rest = await h.getJson(`/api/v1/people/search?q=${encodeURIComponent(`${first_name} ${last_name}`)}&limit=25`);
    expect(found.structuredContent).toEqual(rest.body);
    expect(textOf(found)).toContain(`id ${id}`);

    const person = await call(client, "get_person", { id });
    const detail = await h.getJson(`/api/v1/people/${id}`);
    expect(person.structuredContent).toEqual(detail.body);
    expect(textOf(person)).toBe(personFactSheet(detail.body));
    expect(linksOf(person)[0].uri).toBe(detail.body.markdown_url);
  });

  it("search_people shows each person's origin and narrows by company, as over REST", async () => {
    const { first_name, last_name, id, company, origin } = h.db
      .prepare(`SELECT p.id, p.first_name, p.last_name, p.origin, m.company_id AS company FROM persons p JOIN mandates m ON m.person_id = p.id
                WHERE p.entity_type = 'natural_person' AND p.redacted = 0 AND p.origin IS NOT NULL AND m.ended_on IS NULL ORDER BY p.id LIMIT 1`)
      .get() as { id: number; first_name: string; last_name: string; origin: string; company: number };
    const found = await call(client, "search_people", { q: `${first_name} ${last_name}`, company, canton: [] });
    const rest = await h.getJson(`/api/v1/people/search?q=${encodeURIComponent(`${first_name} ${last_name}`)}&company=${company}`);
    expect(found.structuredContent).toEqual(rest.body);
    expect(rest.body.items.map((item: { id: number }) => item.id)).toEqual([id]);
    expect(textOf(found)).toContain(`origin ${origin}`);
    expect((await call(client, "get_person", { id })).structuredContent).toMatchObject({ origin });
  });

  it("accepts a JSON-RPC batch-free call without initialize, as a stateless server must", async () => {
    const response = await fetch(`${h.baseUrl}/mcp`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", "Mcp-Protocol-Version": "2025-11-25" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "get_company", arguments: { id: rows.company.id } } }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("mcp-session-id")).toBeNull();
    const body = (await response.json()) as any;
    expect(body.id).toBe(7);
    expect(body.result.structuredContent.id).toBe(rows.company.id);
  });
});
