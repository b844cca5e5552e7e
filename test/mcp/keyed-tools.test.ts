/**
 * The keyed toolsets over MCP (`/mcp` over real HTTP, the SDK's client): a request with a valid key lists the keyed
 * tools its plan and scopes cover, and a call is metered exactly like the `/v1` route (credits, refusals, redaction).
 * Split as STYLE.md asks: happy, error and security cases.
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { PlanName, Scope } from "../../src/keyed/plans.js";
import { startHarness, type Harness } from "../harness.js";
import { call, connectHttp, textOf } from "./mcp-client.js";

const PUBLIC_TOOLS = ["search_companies", "autocomplete_companies", "get_company", "search_people", "get_person"];
const COMPANY_TOOLS = ["find_companies", "get_company_report", "list_company_notices", "get_company_notice_texts"];
const PEOPLE_TOOLS = ["search_officers", "get_person_history"];
const NOGA_TOOLS = ["list_noga_codes", "get_noga_code"];

let harness: Harness;
let companyId: number;
let redacted: { id: number; first_name: string; last_name: string } | undefined;
const clients: Client[] = [];

beforeAll(async () => {
  harness = await startHarness();
  const db = new Database(inject("registerPath"), { readonly: true });
  companyId = (db.prepare("SELECT id FROM companies WHERE status = 'active' ORDER BY id LIMIT 1").get() as { id: number }).id;
  redacted = db.prepare("SELECT id, first_name, last_name FROM persons WHERE redacted = 1 AND entity_type = 'natural_person' ORDER BY id LIMIT 1").get() as
    | { id: number; first_name: string; last_name: string }
    | undefined;
  db.close();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await harness.close();
});

async function newKey(plan: PlanName, options: { credits?: number; scopes?: Scope[] } = {}): Promise<string> {
  const created = await harness.accounts.createKey({
    name: `mcp ${plan}`,
    plan,
    scopes: options.scopes ?? (plan === "free" ? ["register:read"] : ["register:read", "ai:search"]),
    expiresAt: null,
    credits: options.credits ?? 1_000,
  });
  return created.key;
}

async function connect(headers: Record<string, string> = {}): Promise<Client> {
  const client = await connectHttp(harness.baseUrl, { headers });
  clients.push(client);
  return client;
}

const toolNames = async (client: Client) => (await client.listTools()).tools.map((tool) => tool.name);
const metaOf = (result: { _meta?: Record<string, unknown> }) => result._meta as Record<string, any>;

describe("keyed MCP tools: happy", () => {
  it("lists the public tools without a key, and the keyed tools the key's plan covers with one", async () => {
    expect(await toolNames(await connect())).toEqual(PUBLIC_TOOLS);
    const pro = await toolNames(await connect({ "X-API-Key": await newKey("pro") }));
    expect(pro).toEqual([...PUBLIC_TOOLS, ...COMPANY_TOOLS, ...PEOPLE_TOOLS, ...NOGA_TOOLS]);
    // The free plan has no company report and no AI search (features of paid plans).
    const free = await toolNames(await connect({ Authorization: `Bearer ${await newKey("free")}` }));
    const paid = ["get_company_report", "find_companies"];
    expect(free).toEqual([...PUBLIC_TOOLS, ...COMPANY_TOOLS.filter((name) => !paid.includes(name)), ...PEOPLE_TOOLS, ...NOGA_TOOLS]);
  });

  it("answers the company report as Markdown and debits its credits as the REST route does", async () => {
    const key = await newKey("pro", { credits: 100 });
    const client = await connect({ "X-API-Key": key });
    const result = await call(client, "get_company_report", { id: companyId });
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toMatch(/^# /);
    expect(metaOf(result)["ch.swiss-register/credits"]).toEqual({ cost: 10, remaining: 90 });
    const rest = await harness.getJson(`/v1/companies/${companyId}/report`, { headers: { "X-API-Key": key } });
    expect(result.structuredContent).toEqual(rest.body.data);
    expect(rest.headers.get("x-credits-remaining")).toBe("80");
  });

  it("pages a company's notices and lists NOGA codes", async () => {
    const client = await connect({ "X-API-Key": await newKey("pro") });
    const notices = await call(client, "list_company_notices", { id: companyId, limit: 2 });
    expect(notices.isError).toBeFalsy();
    expect((notices.structuredContent as { items: unknown[] }).items.length).toBeLessThanOrEqual(2);
    const noga = await call(client, "list_noga_codes", { search: "Backwaren" });
    expect(noga.isError).toBeFalsy();
    expect(textOf(noga)).toContain("10.71");
  });
});

describe("keyed MCP tools: errors", () => {
  it("answers a keyed tool called without a key with MISSING_API_KEY and how to send one", async () => {
    const result = await call(await connect(), "get_company_report", { id: companyId });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^Error MISSING_API_KEY: /);
    expect(metaOf(result)["ch.swiss-register/error"]).toMatchObject({ code: "MISSING_API_KEY" });
  });

  it("refuses a plan without the feature, an invalid key, and a key out of credits, costing nothing", async () => {
    const free = await connect({ "X-API-Key": await newKey("free") });
    const report = await call(free, "get_company_report", { id: companyId });
    expect(metaOf(report)["ch.swiss-register/error"].code).toBe("FEATURE_UNAVAILABLE");
    expect(metaOf(report)["ch.swiss-register/credits"].cost).toBe(0);

    const invalid = await connect({ "X-API-Key": "sr_live_00000000000000000000000000000000" });
    expect(await toolNames(invalid)).toEqual(PUBLIC_TOOLS);
    expect(metaOf(await call(invalid, "list_noga_codes", {}))["ch.swiss-register/error"].code).toBe("INVALID_KEY");

    const poor = await connect({ "X-API-Key": await newKey("pro", { credits: 1 }) });
    const broke = await call(poor, "get_company_report", { id: companyId });
    expect(metaOf(broke)["ch.swiss-register/error"].code).toBe("INSUFFICIENT_CREDITS");
    expect(metaOf(broke)["ch.swiss-register/credits"]).toEqual({ cost: 0, remaining: 1 });
  });

  it("names a bad argument as the keyed API does, at arguments.<name>, and charges nothing for it", async () => {
    const client = await connect({ "X-API-Key": await newKey("pro", { credits: 50 }) });
    const result = await call(client, "list_company_notices", { id: companyId, limit: 0, colour: "red" });
    const error = metaOf(result)["ch.swiss-register/error"];
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.issues[0].path).toMatch(/^arguments\./);
    expect(metaOf(result)["ch.swiss-register/credits"].cost).toBe(0);
  });
});

describe("keyed MCP tools: security", () => {
  it("never names, finds or counts a redacted person through the keyed tools", async () => {
    if (!redacted) throw new Error("the test register holds no redacted person");
    const client = await connect({ "X-API-Key": await newKey("enterprise") });
    const byId = await call(client, "get_person_history", { id: redacted.id });
    expect(byId.isError).toBe(true);
    expect(metaOf(byId)["ch.swiss-register/error"].code).toBe("NOT_FOUND");
    const found = await call(client, "search_officers", { name: `${redacted.first_name} ${redacted.last_name}` });
    expect(JSON.stringify(found)).not.toContain(redacted.last_name);
  });

  it("does not answer a keyed tool from the answer cache: every call is metered", async () => {
    const client = await connect({ "X-API-Key": await newKey("pro", { credits: 10 }) });
    const first = await call(client, "get_noga_code", { id: 1 });
    const second = await call(client, "get_noga_code", { id: 1 });
    expect(metaOf(first)["ch.swiss-register/credits"].remaining).toBe(9);
    expect(metaOf(second)["ch.swiss-register/credits"].remaining).toBe(8);
  });
});
