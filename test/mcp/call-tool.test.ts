import { pino } from "pino";
import { describe, expect, it } from "vitest";
import type { RegisterBackend } from "../../src/backend/port.js";
import { BackendUnavailableError } from "../../src/domain/errors.js";
import { unexpectedError } from "../../src/mcp/errors.js";
import { openMarketRuntime } from "../../src/runtime/market.js";
import { buildTools, callTool, type CallContext } from "../../src/mcp/tools.js";
import { toolErrorOf } from "./mcp-client.js";

const noMarket = (await openMarketRuntime({ MARKET_DATABASE_PATH: "/nonexistent/market.sqlite" })).market;

function contextFailingWith(error: unknown): CallContext {
  const fail = async () => {
    throw error;
  };
  const backend = { searchCompanies: fail, autocompleteCompanies: fail, getCompany: fail, searchPeople: fail, getPerson: fail } as unknown as RegisterBackend;
  return {
    backend,
    market: noMarket,
    publicBaseUrl: "http://127.0.0.1:8080",
    docs: "http://127.0.0.1:8080/openapi.json",
    consume: async () => {},
    toServiceError: (e) => unexpectedError(e, pino({ level: "silent" })),
  };
}

const getCompany = buildTools().find((tool) => tool.definition.name === "get_company")!;

describe("tool calls when the backend fails", () => {
  it("answer upstream_unavailable with a wait when the store is busy or missing", async () => {
    // What a store throws for a busy or missing register (the SQLite store translates SQLITE_BUSY into it).
    const busy = new BackendUnavailableError("the register cannot be read right now (database is locked)");
    const result = await callTool(getCompany, { id: 1 }, contextFailingWith(busy));
    expect(result.isError).toBe(true);
    expect(toolErrorOf(result)).toMatchObject({ code: "upstream_unavailable", retry_after: 30 });
  });

  it("answer internal_error without the error's own message", async () => {
    const result = await callTool(getCompany, { id: 1 }, contextFailingWith(new Error("secret /var/lib/path exploded")));
    expect(toolErrorOf(result).code).toBe("internal_error");
    expect(JSON.stringify(result)).not.toContain("secret");
  });

  it("refuse arguments that are not an object", async () => {
    const result = await callTool(getCompany, ["id", 1], contextFailingWith(new Error("unreached")));
    expect(toolErrorOf(result)).toMatchObject({ code: "invalid_parameter", hint: "Accepted parameters: id." });
  });
});
