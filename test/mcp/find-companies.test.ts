/**
 * `find_companies`, AI search as a keyed MCP tool, through the SDK's real client over `/mcp` (key in `X-API-Key`):
 * the ranked list as Markdown, the `/v1` JSON as structuredContent, metered as the REST route is; refusals as tool
 * errors that cost nothing; and the local ranking said plainly when the configured model fails.
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlanName } from "../../src/keyed/plans.js";
import { startModelStandIn, type ModelStandIn } from "../ai-search/model-stand-in.js";
import { startHarness, type Harness } from "../harness.js";
import { call, connectHttp, linksOf, textOf } from "./mcp-client.js";

let harness: Harness;
let withFailingModel: Harness;
let model: ModelStandIn;
const clients: Client[] = [];

beforeAll(async () => {
  model = await startModelStandIn();
  model.behaviour = "error";
  [harness, withFailingModel] = await Promise.all([
    startHarness(),
    startHarness({ env: { AI_SEARCH_MODEL_URL: `${model.base}/embeddings`, AI_SEARCH_MODEL_TIMEOUT_MS: "300" } }),
  ]);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await Promise.all([harness.close(), withFailingModel.close()]);
  await model.close();
});

async function keyFor(on: Harness, plan: PlanName = "pro", credits = 100): Promise<string> {
  const scopes = plan === "free" ? (["register:read"] as const) : (["register:read", "ai:search"] as const);
  return (await on.accounts.createKey({ name: `find_companies ${plan}`, plan, scopes: [...scopes], expiresAt: null, credits })).key;
}

async function connect(on: Harness, key?: string): Promise<Client> {
  const client = await connectHttp(on.baseUrl, key ? { headers: { "X-API-Key": key } } : undefined);
  clients.push(client);
  return client;
}

const meta = (result: { _meta?: Record<string, unknown> }) => result._meta as Record<string, any>;

describe("find_companies: happy", () => {
  it("answers a question as a ranked Markdown list with why, the /v1 JSON as structuredContent, metered like REST", async () => {
    const key = await keyFor(harness);
    const client = await connect(harness, key);
    const result = await call(client, "find_companies", { query: "imprese edili in Ticino", limit: 5 });
    expect(result.isError).toBeFalsy();
    const text = textOf(result);
    expect(text.split("\n")[0]).toBe("Understood “imprese edili in Ticino” as:");
    expect(text).toMatch(/^1\. \*\*.+\*\* — id \d+ · UID .+ · relevance \d\.\d\d$/m);
    expect(text).toMatch(/^ {3}why: ✓ industry “imprese edili”/m);
    expect(text).toContain("ranked locally");
    expect(meta(result)["ch.swiss-register/credits"]).toEqual({ cost: 5, remaining: 95 });
    const rest = await fetch(`${harness.baseUrl}/v1/companies/ai-search`, {
      method: "POST",
      headers: { "content-type": "application/json", "X-API-Key": key },
      body: JSON.stringify({ query: "imprese edili in Ticino", limit: 5 }),
    });
    expect(result.structuredContent).toEqual(((await rest.json()) as { data: unknown }).data);
    expect(rest.headers.get("x-credits-remaining")).toBe("90");
    const structured = result.structuredContent as { items: { name: string }[] };
    expect(linksOf(result).map((link) => link.name)).toEqual(structured.items.map((item) => item.name));
  });

  it("says in the Markdown and in structuredContent when the configured model failed and the local ranking answered", async () => {
    const client = await connect(withFailingModel, await keyFor(withFailingModel));
    const result = await call(client, "find_companies", { query: "Kanton Zürich", limit: 3 });
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toContain("ranked locally (the configured model was unavailable)");
    expect((result.structuredContent as { ranking: unknown }).ranking).toEqual({ by: "local", fallback: "model_unavailable" });
  });
});

describe("find_companies: errors", () => {
  it("refuses a question of stopwords only at arguments.query, and offset 501, free of charge", async () => {
    const client = await connect(harness, await keyFor(harness, "pro", 20));
    for (const [args, path] of [
      [{ query: "und der die" }, "arguments.query"],
      [{ query: "Treuhand", offset: 501 }, "arguments.offset"],
    ] as const) {
      const result = await call(client, "find_companies", args);
      expect(result.isError).toBe(true);
      expect(meta(result)["ch.swiss-register/error"]).toMatchObject({ code: "VALIDATION_ERROR", issues: [{ path }] });
      expect(meta(result)["ch.swiss-register/credits"].cost).toBe(0);
    }
  });

  it("is not listed for a free key nor without one, and refuses a call from either", async () => {
    const free = await connect(harness, await keyFor(harness, "free"));
    expect((await free.listTools()).tools.map((tool) => tool.name)).not.toContain("find_companies");
    expect(meta(await call(free, "find_companies", { query: "Treuhand" }))["ch.swiss-register/error"].code).toBe("SUBSCRIPTION_REQUIRED");
    const anonymous = await connect(harness);
    expect(meta(await call(anonymous, "find_companies", { query: "Treuhand" }))["ch.swiss-register/error"].code).toBe("MISSING_API_KEY");
  });
});
