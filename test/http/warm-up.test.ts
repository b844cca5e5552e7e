/** The warm-up before listening: bounded by what is left of the start's time, so a slow start is not made slower. */
import { describe, expect, it } from "vitest";
import { sinceServiceStartMs } from "../../src/cli/cluster.js";
import { LISTENING_BY_MS, WARM_UP_BUDGET_MS, warmUp, warmUpBudget } from "../../src/http/warm-up.js";

describe("warm-up budget", () => {
  it("is the whole budget when the code loaded quickly", () => {
    expect(warmUpBudget(300)).toBe(WARM_UP_BUDGET_MS);
  });

  it("is what is left before the server should listen when the code loaded slowly", () => {
    expect(warmUpBudget(LISTENING_BY_MS - 100)).toBe(100);
  });

  it("is nothing once that time has passed", () => {
    expect(warmUpBudget(LISTENING_BY_MS + 400)).toBe(0);
  });

  it("asks nothing with no budget", async () => {
    let asked = 0;
    const result = await warmUp(() => {
      asked++;
      return new Response("{}");
    }, "http://127.0.0.1", 0);
    expect(asked).toBe(0);
    expect(result.requests).toBe(0);
  });

  it("asks for what a first client asks for: the API, the fact sheets, the HTML pages and the MCP tools", async () => {
    const asked: string[] = [];
    // A budget no busy machine spends (the rounds are bounded and this app answers at once): 50 ms ran out under load.
    await warmUp((request) => {
      const url = new URL(request.url);
      asked.push(`${request.method} ${url.pathname}`);
      if (url.pathname === "/api/v1/companies/search") return Response.json({ items: [{ id: 7, url: "http://127.0.0.1/companies/acme-ag/7" }] });
      if (url.pathname === "/api/v1/companies/7") return Response.json({ officers: [{ id: 0 }, { id: 12 }] });
      return new Response("{}");
    }, "http://127.0.0.1", 60_000);
    expect(asked).toEqual(
      expect.arrayContaining([
        "GET /api/v1/companies/7",
        "GET /api/v1/people/12",
        "GET /companies/acme-ag/7.md",
        "GET /companies/acme-ag/7",
        "POST /mcp",
      ]),
    );
  });

  it("counts a worker's time from its service's start, so that forking does not restart the clock", () => {
    const saved = process.env.SWISS_REGISTER_STARTED_AT;
    try {
      process.env.SWISS_REGISTER_STARTED_AT = String(Date.now() - 700);
      expect(sinceServiceStartMs()).toBeGreaterThanOrEqual(700);
      expect(warmUpBudget(sinceServiceStartMs())).toBeLessThanOrEqual(LISTENING_BY_MS - 700);
      delete process.env.SWISS_REGISTER_STARTED_AT;
      expect(sinceServiceStartMs()).toBeCloseTo(performance.now(), -2);
    } finally {
      if (saved === undefined) delete process.env.SWISS_REGISTER_STARTED_AT;
      else process.env.SWISS_REGISTER_STARTED_AT = saved;
    }
  });
});
