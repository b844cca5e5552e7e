/** /openapi.json and /llms.txt say the rate limits the server counts: RATE_LIMIT_* as configured, 30 and 120 by default. */
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { rateLimitsOf } from "../../src/domain/limits.js";
import { startHarness, type Harness } from "../harness.js";

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** What the server says of the search bucket's limit in its two descriptions. */
async function describedLimits(env: NodeJS.ProcessEnv) {
  h = await startHarness({ rateLimits: rateLimitsOf(loadConfig(env)) });
  const openApi = (await h.getJson("/openapi.json")).body;
  const llmsTxt = await (await h.get("/llms.txt")).text();
  return { description: openApi.info.description as string, searchOperation: openApi.paths["/api/v1/companies/search"].get.description as string, llmsTxt };
}

describe("configured rate limits", () => {
  it("are 30 search and 120 detail requests per minute by default", async () => {
    const { description, searchOperation, llmsTxt } = await describedLimits({});
    expect(description).toContain("search and autocomplete share 30 requests per minute per client; getCompany and getPerson share 120.");
    expect(searchOperation).toContain("(30 requests per minute per client");
    expect(llmsTxt).toContain("Search and autocomplete: 30 requests per minute per client; company and person records and fact sheets: 120 per minute.");
  });

  it("follow RATE_LIMIT_SEARCH=45", async () => {
    const { description, searchOperation, llmsTxt } = await describedLimits({ RATE_LIMIT_SEARCH: "45" });
    expect(description).toContain("share 45 requests per minute per client");
    expect(searchOperation).toContain("(45 requests per minute per client");
    expect(llmsTxt).toContain("Search and autocomplete: 45 requests per minute per client");
    expect(`${description}\n${llmsTxt}`).not.toMatch(/\b(30|60) requests per minute/);
  });

  it("say so when a limit is turned off", async () => {
    const { llmsTxt } = await describedLimits({ RATE_LIMIT_SEARCH: "0" });
    expect(llmsTxt).toContain("Search and autocomplete: unlimited requests per minute per client");
  });
});
