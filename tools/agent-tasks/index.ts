/**
 * Repeats the agent tasks of issue 13 through the SDK's MCP client over HTTP and prints, per task, the number of tool
 * calls and the characters of tool results an agent reads (text content plus structuredContent, as a client shows both).
 * The strategy is what an agent does with what the answers give: it follows up only when an answer lacks what it needs.
 *
 *   node --import tsx tools/agent-tasks/index.ts http://127.0.0.1:8080
 *
 * Results on the demo register (20,000 companies, seed 1) are in docs/mcp.md.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

const baseUrl = process.argv[2] ?? "http://127.0.0.1:8080";

type Json = Record<string, any>;

async function main() {
  const client = new Client({ name: "agent-tasks", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`)));
  let calls = 0;
  let characters = 0;
  async function call(name: string, args: Json): Promise<{ text: string; json: Json; isError: boolean }> {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    calls++;
    const text = result.content.map((item) => (item.type === "text" ? item.text : JSON.stringify(item))).join("\n");
    const structured = result.structuredContent ? JSON.stringify(result.structuredContent) : "";
    characters += text.length + structured.length;
    return { text, json: (result.structuredContent ?? {}) as Json, isError: result.isError === true };
  }
  function report(task: string, outcome: string) {
    console.log(`${task}: ${calls} calls, ${characters} characters (${outcome})`);
    calls = 0;
    characters = 0;
  }

  // 1. The board of a company and each member's other present mandates.
  {
    const search = await call("search_companies", { q: "Michel & Partner Treuhand AG", limit: 1 });
    const company = (await call("get_company", { id: search.json.items[0].id })).json;
    let members = 0;
    let known = 0;
    for (const officer of company.officers as Json[]) {
      members++;
      if (officer.other_mandates !== undefined) {
        known++;
        continue;
      }
      if (officer.redacted) continue;
      await call("get_person", { id: officer.id });
      known++;
    }
    report("board with other mandates", `${known} of ${members} members answered`);
  }

  // 2. A company by a misspelled name: the agent tries the query, then a suggestion, then each word alone.
  for (const [misspelled, wanted] of [["Imobilien Marty", "Immobilien Marty"], ["Restaurnt Sonne", "Restaurant Sonne GmbH"]] as const) {
    const found = (page: Json) => (page.items as Json[] | undefined)?.some((item) => item.name.startsWith(wanted));
    let page = (await call("search_companies", { q: misspelled })).json;
    let ok = found(page);
    // "Did you mean": the first suggestion is a name the register holds; searching it gives the record.
    const suggestion = (page.suggestions as string[] | undefined)?.[0];
    if (!ok && suggestion) {
      page = (await call("search_companies", { q: suggestion })).json;
      ok = found(page);
    }
    for (const word of misspelled.split(/\s+/)) {
      if (ok || word.length < 2) break;
      page = (await call("search_companies", { q: word })).json;
      ok = found(page);
    }
    report(`misspelled "${misspelled}"`, ok ? "found" : "not found");
  }

  // 2b. A first and last name that do not go together: the suggestions name people who exist.
  {
    const page = (await call("search_people", { q: "Walter Meyer" })).json;
    const suggestions = (page.suggestions as string[] | undefined) ?? [];
    let ok = (page.items as Json[]).length > 0;
    if (!ok && suggestions.length > 0) ok = ((await call("search_people", { q: suggestions[0] })).json.items as Json[]).length > 0;
    report('misspelled person "Walter Meyer"', ok ? `found: ${suggestions.join(", ")}` : "not found");
  }

  // 3. Two homonyms told apart by origin (place of citizenship) and residence.
  {
    const page = (await call("search_people", { q: "Adrian Müller" })).json;
    const people = (page.items as Json[]).filter((p) => p.name === "Adrian Müller");
    const told: string[] = [];
    for (const person of people) {
      const origin = person.origin ?? (await call("get_person", { id: person.id })).json.origin;
      told.push(`${person.residence} / origin ${origin}`);
    }
    report("homonyms Adrian Müller", told.join("; "));
  }
  await client.close();
}

await main();
