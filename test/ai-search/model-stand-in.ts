/**
 * A local stand-in for an OpenAI-compatible model (embeddings and chat completions) on a loopback port, with the
 * behaviours a real one can show: answering, slow, failing (HTTP 500), garbage (not JSON) and the wrong shape.
 * Embeddings are letter counts (texts sharing the query's letters come first); chat answers the candidates in
 * reverse with an id that is not a candidate, in a ```json fence as models write it.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type ModelBehaviour = "ok" | "slow" | "error" | "garbage" | "wrong-shape";

export interface ModelStandIn {
  /** `http://127.0.0.1:PORT/v1`: append `/embeddings` or `/chat/completions`. */
  base: string;
  behaviour: ModelBehaviour;
  /** Calls received. */
  hits: number;
  close(): Promise<void>;
}

/** A toy embedding: letter counts. */
function embed(text: string): number[] {
  const vector = new Array(26).fill(0);
  for (const char of text.toLowerCase()) {
    const code = char.charCodeAt(0) - 97;
    if (code >= 0 && code < 26) vector[code]++;
  }
  return vector;
}

/** Starts the stand-in; `slowMs` is how long a slow answer takes. */
export async function startModelStandIn(slowMs = 1_000): Promise<ModelStandIn> {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      standIn.hits++;
      const input = JSON.parse(body);
      const behaviour = standIn.behaviour;
      if (behaviour === "slow") return void setTimeout(() => res.end("{}"), slowMs);
      if (behaviour === "error") return void res.writeHead(500).end("overloaded");
      if (behaviour === "garbage") return void res.writeHead(200, { "content-type": "application/json" }).end("<html>not json");
      if (behaviour === "wrong-shape") return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: [{ index: 0, embedding: [1] }] }));
      if (req.url!.endsWith("/embeddings")) {
        res.writeHead(200, { "content-type": "application/json" });
        return void res.end(JSON.stringify({ data: (input.input as string[]).map((text, index) => ({ index, embedding: embed(text) })) }));
      }
      const ids = [...(input.messages[1].content as string).matchAll(/^(\d+):/gm)].map((m) => Number(m[1]));
      const content = ["```json", JSON.stringify({ order: [999_999_999, ...ids.reverse()] }), "```"].join("\n");
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ choices: [{ message: { content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const standIn: ModelStandIn = {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    behaviour: "ok",
    hits: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
