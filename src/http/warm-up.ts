/**
 * Asks the app a few real questions before the server listens, so that the first clients do not pay for compiling
 * the request path. A fresh process answers its first hundred requests several times slower than later ones (V8 has
 * not yet optimised the code they run, SQLite has not prepared its statements); a burst of clients at start then
 * queues behind them (issue 20, item 10). The questions go through `app.fetch` without a socket, so they touch no
 * client's rate limit, and are read from the register itself (a search, then the companies and persons it names, their
 * fact sheets and pages).
 */
type Fetch = (request: Request) => Response | Promise<Response>;

/** How long the warm-up may take at most. */
export const WARM_UP_BUDGET_MS = 250;

/** When, after the process started, the server should be listening at the latest (the start's target is 1 s to the first answer). */
export const LISTENING_BY_MS = 850;

/**
 * The warm-up's budget for a process that started `sinceStartMs` ago: what is left of LISTENING_BY_MS, at most
 * WARM_UP_BUDGET_MS. Loading the code takes 0.6 s on a quiet machine and more on a busy one; there the warm-up is cut
 * short rather than the first answer delayed past the target (the first clients then pay a little compiling instead).
 */
export function warmUpBudget(sinceStartMs: number): number {
  return Math.max(0, Math.min(WARM_UP_BUDGET_MS, LISTENING_BY_MS - sinceStartMs));
}

const MCP_HEADERS = {
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
  "mcp-protocol-version": "2025-11-25",
};

interface SearchItem {
  id: number;
  url?: string;
}

/** Runs rounds of questions until the budget is spent; returns how many were asked and how long it took. */
export async function warmUp(fetch: Fetch, baseUrl: string, budgetMs: number = WARM_UP_BUDGET_MS): Promise<{ requests: number; ms: number }> {
  const started = performance.now();
  let requests = 0;
  const ask = async (path: string, init?: RequestInit): Promise<Response> => {
    requests++;
    return fetch(new Request(new URL(path, baseUrl), init));
  };
  const json = async <T>(path: string): Promise<T | null> => {
    const response = await ask(path);
    return response.ok ? ((await response.json()) as T) : null;
  };
  const toolCall = (id: number, name: string, args: Record<string, unknown>) =>
    ask("/mcp", { method: "POST", headers: MCP_HEADERS, body: JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } }) });

  const words = ["ag", "gmbh", "sa", "bau", "holding", "immo", "consulting", "sagl", "services", "suisse"];
  for (let round = 0; performance.now() - started < budgetMs && round < words.length * 5; round++) {
    const word = words[round % words.length];
    const offset = Math.floor(round / words.length) * 5;
    const page = await json<{ items: SearchItem[] }>(`/api/v1/companies/search?q=${word}&limit=5&offset=${offset}`);
    await ask(`/api/v1/companies/autocomplete?q=${word}${round}`);
    await ask(`/api/v1/people/search?q=${word}${round % 3 === 0 ? "" : "e"}`);
    for (const item of page?.items ?? []) {
      if (performance.now() - started >= budgetMs) break;
      const company = await json<{ officers: { id: number }[] }>(`/api/v1/companies/${item.id}`);
      const officer = company?.officers.find((o) => o.id > 0);
      if (officer) await ask(`/api/v1/people/${officer.id}`);
      if (item.url) {
        const page = new URL(item.url).pathname;
        await ask(`${page}.md`);
        // The HTML page compiles its own components; without it a worker's first page took 15 ms more.
        await ask(page);
      }
      await toolCall(round, "get_company", { id: item.id });
    }
    await toolCall(round, "search_companies", { q: word });
  }
  return { requests, ms: performance.now() - started };
}
