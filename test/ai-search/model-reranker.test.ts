/**
 * The optional AI-search model against a local stand-in that speaks the OpenAI API: it reorders when the model
 * answers, and fails fast and clearly when the model is slow, failing or talking nonsense.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createModelReranker, modelKindOf, ModelUnavailableError } from "../../src/ai-search/model-reranker.js";
import { startModelStandIn, type ModelBehaviour, type ModelStandIn } from "./model-stand-in.js";

let model: ModelStandIn;
let base: string;

beforeAll(async () => {
  model = await startModelStandIn();
  base = model.base;
});
afterAll(() => model.close());
beforeEach(() => {
  model.behaviour = "ok";
  model.hits = 0;
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

  it.each<[ModelBehaviour, RegExp]>([
    ["slow", /did not answer/],
    ["error", /HTTP 500/],
    ["garbage", /not JSON/],
    ["wrong-shape", /unexpected shape/],
  ])("fails with a clear error when the model is %s", async (kind, message) => {
    model.behaviour = kind;
    const reranker = createModelReranker({ url: `${base}/embeddings`, timeoutMs: 200 });
    await expect(reranker.rerank("bakery", candidates)).rejects.toThrow(message);
    await expect(reranker.rerank("bakery", candidates)).rejects.toBeInstanceOf(ModelUnavailableError);
  });

  it("stops calling a failing model after 3 failures in a row, and tries again after the cool-down", async () => {
    model.behaviour = "error";
    const reranker = createModelReranker({ url: `${base}/embeddings`, failuresToOpen: 3, halfOpenAfterMs: 300 });
    for (let i = 0; i < 3; i++) await expect(reranker.rerank("bakery", candidates)).rejects.toThrow(/HTTP 500/);
    expect(reranker.circuit()).toBe("open");
    const started = performance.now();
    await expect(reranker.rerank("bakery", candidates)).rejects.toThrow(/paused/);
    expect(performance.now() - started).toBeLessThan(50);
    expect(model.hits).toBe(3);
    model.behaviour = "ok";
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await reranker.rerank("bakery", candidates)).toHaveLength(3);
    expect(reranker.circuit()).toBe("closed");
  });

  it("refuses an endpoint that is neither embeddings nor chat completions", () => {
    expect(() => modelKindOf("http://127.0.0.1:1/v1/completions")).toThrow(/must end in/);
  });
});
