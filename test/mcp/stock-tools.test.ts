/**
 * The `stocks` toolset over MCP (`/mcp` over real HTTP, the SDK's client, the key in X-API-Key): listed to a key
 * with stocks:read, answered as Markdown (quote, history with a text chart, financials as tables, executives) with the
 * `/v1` JSON as structuredContent, and metered exactly as the REST route. Split happy / error / security.
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlanName, Scope } from "../../src/keyed/plans.js";
import { sparkline } from "../../src/mcp/stock-results.js";
import { startHarness, type Harness } from "../harness.js";
import { call, connectHttp, textOf } from "./mcp-client.js";

const STOCK_TOOLS = ["list_stock_symbols", "get_stock_quote", "get_stock_history", "get_stock_profile", "get_stock_financials", "get_stock_executives"];

let harness: Harness;
const clients: Client[] = [];

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await harness.close();
});

async function newKey(plan: PlanName, scopes: Scope[], credits = 1_000): Promise<string> {
  return (await harness.accounts.createKey({ name: `mcp stocks ${plan}`, plan, scopes, expiresAt: null, credits })).key;
}

async function connect(headers: Record<string, string> = {}): Promise<Client> {
  const client = await connectHttp(harness.baseUrl, { headers });
  clients.push(client);
  return client;
}

const toolNames = async (client: Client) => (await client.listTools()).tools.map((tool) => tool.name);
const metaOf = (result: { _meta?: Record<string, unknown> }) => result._meta as Record<string, any>;

describe("stock MCP tools: happy", () => {
  it("lists the stocks toolset to a key with stocks:read, in the operations' order", async () => {
    const names = await toolNames(await connect({ "X-API-Key": await newKey("enterprise", ["stocks:read"]) }));
    expect(names.filter((name) => name.includes("stock"))).toEqual(STOCK_TOOLS);
  });

  it("answers a quote in Markdown, marked demo, with the REST JSON as structuredContent and the same credits", async () => {
    const key = await newKey("pro", ["stocks:read"], 100);
    const client = await connect({ "X-API-Key": key });
    const result = await call(client, "get_stock_quote", { symbol: "nesn" });
    expect(result.isError).toBeFalsy();
    const rest = await harness.getJson("/v1/stocks/quote/NESN", { headers: { "X-API-Key": key } });
    const data = rest.body.data;
    expect(result.structuredContent).toEqual(data);
    expect(textOf(result)).toContain(`# NESN ${data.name}`);
    expect(textOf(result)).toContain(`**${data.last} CHF**`);
    expect(textOf(result)).toContain("Demo data");
    expect(metaOf(result)["ch.swiss-register/credits"]).toEqual({ cost: 1, remaining: 99 });
  });

  it("summarises a year of weekly history with a text chart over every close and a table", async () => {
    const client = await connect({ "X-API-Key": await newKey("enterprise", ["stocks:read"]) });
    const result = await call(client, "get_stock_history", { symbol: "NOVN", interval: "1week", outputsize: 52 });
    const values = (result.structuredContent as { values: { close: number }[] }).values;
    expect(values).toHaveLength(52);
    const chart = sparkline(values.map((value) => value.close).reverse());
    expect(chart).toHaveLength(52);
    expect(textOf(result)).toContain(chart);
    expect(textOf(result)).toContain("| Date | Open | High | Low | Close | Volume |");
    expect(textOf(result)).toContain("The newest 30 of 52 values");
    expect(metaOf(result)["ch.swiss-register/credits"].cost).toBe(3);
  });

  it("draws the chart from the lowest to the highest close", () => {
    expect(sparkline([1, 2, 3, 4, 5, 6, 7, 8])).toBe("▁▂▃▄▅▆▇█");
    expect(sparkline([10, 10])).toBe("▄▄");
    expect(sparkline([4, 1, 8])).toBe("▄▁█");
  });

  it("gives financials as one table per statement and the executives as a table", async () => {
    const client = await connect({ "X-API-Key": await newKey("enterprise", ["stocks:read"]) });
    const financials = await call(client, "get_stock_financials", { symbol: "ABBN" });
    const text = textOf(financials);
    for (const heading of ["## Income statement", "## Balance sheet", "## Cash flow"]) expect(text).toContain(heading);
    expect(text).toMatch(/\| revenue \| [\d,]+ M \|/);
    expect(text).toMatch(/Gross margin \d+\.\d %, net margin -?\d+\.\d %/);
    const executives = await call(client, "get_stock_executives", { symbol: "ABBN" });
    const people = (executives.structuredContent as { items: { name: string }[] }).items;
    expect(people).toHaveLength(5);
    expect(textOf(executives)).toContain("| Name | Title | Born | Pay | Exercised |");
    for (const person of people) expect(textOf(executives)).toContain(person.name);
  });
});

describe("stock MCP tools: errors", () => {
  it("answers an unknown symbol NOT_FOUND with the hint to the symbols, and bad dates at arguments.<name>, free", async () => {
    const client = await connect({ "X-API-Key": await newKey("enterprise", ["stocks:read"], 10) });
    const unknown = await call(client, "get_stock_quote", { symbol: "ZZZZ" });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/^Error NOT_FOUND: No listed equity with the symbol ZZZZ\./);
    expect(textOf(unknown)).toContain("/v1/stocks/symbols");
    const reversed = await call(client, "get_stock_history", { symbol: "NESN", start_date: "2026-05-01", end_date: "2026-04-01" });
    expect(metaOf(reversed)["ch.swiss-register/error"]).toMatchObject({ code: "VALIDATION_ERROR", issues: [{ path: "arguments.end_date" }] });
    expect(metaOf(reversed)["ch.swiss-register/credits"].cost).toBe(0);
  });
});

describe("stock MCP tools: security", () => {
  it("does not list or run stock tools for a key without stocks:read, nor without a key", async () => {
    const registerOnly = await connect({ "X-API-Key": await newKey("pro", ["register:read"]) });
    expect((await toolNames(registerOnly)).some((name) => name.includes("stock"))).toBe(false);
    const refused = await call(registerOnly, "get_stock_quote", { symbol: "NESN" });
    expect(metaOf(refused)["ch.swiss-register/error"].code).toBe("SCOPE_MISMATCH");
    const anonymous = await call(await connect(), "get_stock_quote", { symbol: "NESN" });
    expect(metaOf(anonymous)["ch.swiss-register/error"].code).toBe("MISSING_API_KEY");
  });
});
