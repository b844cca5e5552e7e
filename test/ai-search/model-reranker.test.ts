/**
 * The optional AI-search model against a local stand-in that speaks the OpenAI API: it reorders when the model
 * answers, and fails fast and clearly when the model is slow, failing or talking nonsense.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createModelReranker, modelKindOf, ModelUnavailableError } from "../../src/ai-search/model-reranker.js";

type Behaviour = "ok" | "slow" | "error" | "garbage" | "wrong-shape";
let behaviour: Behaviour = "ok";
let hits = 0;
let server: Server;
let base: string;

/** A toy embedding: letter counts, so that texts sharing the query's letters come first. */
function embed(text: string): number[] {
  const vector = new Array(26).fill(0);
  for (const char of text.toLowerCase()) {
    const code = char.charCodeAt(0) - 97;
    if (code >= 0 && code < 26) vector[code]++;
  }
  return vector;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      hits++;
      const input = JSON.parse(body);
      if (behaviour === "slow") return void setTimeout(() => res.end("{}"), 1_000);
      if (behaviour === "error") return void res.writeHead(500).end("overloaded");
      if (behaviour === "garbage") return void res.writeHead(200, { "content-type": "application/json" }).end("<html>not json");
      if (behaviour === "wrong-shape") return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: [{ index: 0, embedding: [1] }] }));
      if (req.url!.endsWith("/embeddings")) {
        res.writeHead(200, { "content-type": "application/json" });
        return void res.end(JSON.stringify({ data: (input.input as string[]).map((text, index) => ({ index, embedding: embed(text) })) }));
      }
      // Chat: the candidates in reverse, with an id that is not a candidate.
      const ids = [...(input.messages[1].content as string).matchAll(/^(\d+):/gm)].map((m) => Number(m[1]));
      const content = ["```json", JSON.stringify({ order: [999, ...ids.reverse()] }), "```"].join("\n");
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ choices: [{ message: { content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  behaviour = "ok";
  hits = 0;
});

const candidates = [
  { id: 1, text: "Zimmerei Holz AG, Bern: carpentry" },
  { id: 2, text: "Boulangerie du Lac Sàrl, Genève: bakery, bread" },
  { id: 3, text: "Bäckerei Brot GmbH, Zürich: bakery" },
];

describe("the optional AI-search model", () => {
  it("orders candidates by embedding similarity to the query", async () => {
    const reranker = createModelReranker({ url: `${base}/embeddings`, model: "toy" });
    const order = await reranker.rerank("bakery bread", candidates);
    expect(order[2]).toBe(1);
    expect(order.sort()).toEqual([1, 2, 3]);
  });

  it("takes a chat model's order, skipping ids it invented and keeping every candidate once", async () => {
    const reranker = createModelReranker({ url: `${base}/chat/completions` });
    expect(await reranker.rerank("bakery", candidates)).toEqual([3, 2, 1]);
  });

  it.each<[Behaviour, RegExp]>([
    ["slow", /did not answer/],
    ["error", /HTTP 500/],
    ["garbage", /not JSON/],
    ["wrong-shape", /unexpected shape/],
  ])("fails with a clear error when the model is %s", async (kind, message) => {
    behaviour = kind;
    const reranker = createModelReranker({ url: `${base}/embeddings`, timeoutMs: 200 });
    await expect(reranker.rerank("bakery", candidates)).rejects.toThrow(message);
    await expect(reranker.rerank("bakery", candidates)).rejects.toBeInstanceOf(ModelUnavailableError);
  });

  it("stops calling a failing model after 3 failures in a row, and tries again after the cool-down", async () => {
    behaviour = "error";
    const reranker = createModelReranker({ url: `${base}/embeddings`, failuresToOpen: 3, halfOpenAfterMs: 300 });
    for (let i = 0; i < 3; i++) await expect(reranker.rerank("bakery", candidates)).rejects.toThrow(/HTTP 500/);
    expect(reranker.circuit()).toBe("open");
    const started = performance.now();
    await expect(reranker.rerank("bakery", candidates)).rejects.toThrow(/paused/);
    expect(performance.now() - started).toBeLessThan(50);
    expect(hits).toBe(3);
    behaviour = "ok";
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await reranker.rerank("bakery", candidates)).toHaveLength(3);
    expect(reranker.circuit()).toBe("closed");
  });

  it("refuses an endpoint that is neither embeddings nor chat completions", () => {
    expect(() => modelKindOf("http://127.0.0.1:1/v1/completions")).toThrow(/must end in/);
  });
});
