/**
 * The `find_companies` tool's result (src/mcp/results.ts): the ranked list as compact Markdown, the understood parts on
 * top, one `why` line per company, fact-sheet links, and the whole answer as structuredContent, within the size bound.
 * Answers come from the local backend over the test register, as the tool gets them.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createLocalBackend } from "../../src/backend/local.js";
import type { RegisterBackend } from "../../src/backend/port.js";
import { Links } from "../../src/domain/links.js";
import { MAX_RESULT_CHARS } from "../../src/mcp/budget.js";
import { PRESENTERS } from "../../src/mcp/results.js";
import { validateInput } from "../../src/operations/input.js";
import { aiSearchCompanies } from "../../src/operations/keyed/index.js";
import { createSqliteAiSearchStore } from "../../src/store/sqlite/ai-search-store.js";
import { openForReading } from "../../src/store/sqlite/database.js";
import { createSqliteStore } from "../../src/store/sqlite/store.js";
import { openMarketRuntime } from "../../src/runtime/market.js";

const BASE = "https://register.example.ch";
let backend: RegisterBackend;
// AI search reads no market data; the context carries it for every operation.
const market = await openMarketRuntime({ MARKET_DATABASE_PATH: inject("marketPath") });

beforeAll(() => {
  const db = openForReading(inject("registerPath"));
  backend = createLocalBackend(createSqliteStore(db), { links: new Links(BASE), aiSearch: { store: createSqliteAiSearchStore(db) } });
});
afterAll(async () => {
  await backend.close();
  await market.close();
});

async function present(raw: Record<string, unknown>) {
  const input = validateInput(aiSearchCompanies, raw);
  const output = await aiSearchCompanies.handle(input, { backend, market: market.market });
  const result = PRESENTERS.get(aiSearchCompanies.operationId)!(output, input, { publicBaseUrl: BASE });
  return { output, result, markdown: (result.content[0] as { text: string }).text };
}

describe("find_companies result: happy", () => {
  it("lists the understood parts, then each company numbered with UID, seat, status, relevance and one why line", async () => {
    const { output, result, markdown } = await present({ query: "fiduciaires à Genève", limit: 5 });
    const lines = markdown.split("\n");
    expect(lines[0]).toBe("Understood “fiduciaires à Genève” as:");
    expect(markdown).toContain("← “fiduciaires”");
    expect(markdown).toContain("canton GE");
    expect(markdown).toMatch(/Ignored: “à” \(stopword\)/);
    output.items.forEach((item, i) => {
      const at = lines.findIndex((line) => line.startsWith(`${i + 1}. **${item.name}**`));
      expect(at, item.name).toBeGreaterThan(0);
      expect(lines[at]).toContain(`relevance ${item.relevance.toFixed(2)}`);
      expect(lines[at]).toContain(`${item.location} ${item.canton}`);
      expect(lines[at + 1]).toMatch(/^ {3}why: ✓ industry “fiduciaires”/);
    });
    expect(result.structuredContent).toEqual(output);
    expect(result.content.filter((c) => c.type === "resource_link")).toHaveLength(output.items.length);
    expect(markdown).toContain("get_company");
  });

  it("says how to get the next page", async () => {
    const { markdown, output } = await present({ query: "Kanton Zürich", limit: 3 });
    expect(output.next_offset).toBe(3);
    expect(markdown).toContain("`offset: 3`");
  });

  it("stays within the size bound for the largest page", async () => {
    const { result, markdown } = await present({ query: "Kanton Zürich", limit: 100 });
    expect(markdown.length + JSON.stringify(result.structuredContent).length).toBeLessThanOrEqual(MAX_RESULT_CHARS);
  });
});

describe("find_companies result: errors", () => {
  it("says plainly that nothing satisfies the question", async () => {
    const { markdown } = await present({ query: "Bäckereien in Genf seit 2025 in Liquidation Stiftung" });
    expect(markdown).toMatch(/No company satisfies all of that/);
  });
});
