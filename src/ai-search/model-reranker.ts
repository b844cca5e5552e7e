/**
 * The optional model of AI search (docs/ai-search.md): an OpenAI-compatible endpoint that reorders the local ranking's
 * top candidates. Embeddings (`…/embeddings`: candidates by cosine similarity to the query) or chat completions
 * (`…/chat/completions`: the model answers the order as JSON). Called through undici, bounded by a timeout and a
 * circuit breaker (cockatiel), so that a slow or failing model costs a request at most its timeout and, once it has
 * failed several times in a row, nothing at all until a probe after the cool-down succeeds. No weights are ever
 * loaded here: the model runs elsewhere.
 */
import {
  circuitBreaker,
  CircuitState,
  ConsecutiveBreaker,
  handleAll,
  timeout,
  TimeoutStrategy,
  wrap,
  type CircuitBreakerPolicy,
} from "cockatiel";
import { request } from "undici";
import { z } from "zod";
import { ModelUnavailableError, type ModelKind, type ModelReranker, type RerankCandidate } from "./model-port.js";

export { ModelUnavailableError, type ModelKind, type ModelReranker, type RerankCandidate };

export interface ModelRerankerOptions {
  /** The endpoint: its path ends in `/embeddings` or `/chat/completions`. */
  url: string;
  apiKey?: string;
  /** The `model` field sent with every call. */
  model?: string;
  timeoutMs?: number;
  /** Consecutive failures that open the circuit. */
  failuresToOpen?: number;
  /** How long an open circuit refuses calls before one probe is let through. */
  halfOpenAfterMs?: number;
}

const DEFAULT_TIMEOUT_MS = 2_000;
const DEFAULT_FAILURES_TO_OPEN = 3;
const DEFAULT_HALF_OPEN_AFTER_MS = 30_000;

const EmbeddingsAnswer = z.object({
  data: z.array(z.object({ index: z.number().int().min(0), embedding: z.array(z.number()).min(1) })).min(1),
});
const ChatAnswer = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });
const ChatOrder = z.object({ order: z.array(z.number().int()) });

const CHAT_INSTRUCTIONS =
  'You rank Swiss companies for a search query. Answer with JSON only, of the form {"order": [ids, best first]}, ' +
  "using only the ids of the candidates.";

/** The endpoint's kind, from its path. */
export function modelKindOf(url: string): ModelKind {
  const path = new URL(url).pathname.replace(/\/+$/, "");
  if (path.endsWith("/embeddings")) return "embeddings";
  if (path.endsWith("/chat/completions")) return "chat";
  throw new Error(`AI_SEARCH_MODEL_URL must end in /embeddings or /chat/completions, got ${url}`);
}

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    normA += a[i] * a[i];
    normB += b[i] * b[i];
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** The candidates ordered by their embeddings' similarity to the query's; ties keep the local order. */
function orderByEmbeddings(answer: unknown, candidates: readonly RerankCandidate[]): number[] {
  const parsed = EmbeddingsAnswer.safeParse(answer);
  if (!parsed.success || parsed.data.data.length !== candidates.length + 1) {
    throw new ModelUnavailableError("the embeddings model answered in an unexpected shape");
  }
  const vectors = new Map(parsed.data.data.map((item) => [item.index, item.embedding]));
  const query = vectors.get(0);
  if (!query || vectors.size !== candidates.length + 1 || [...vectors.values()].some((vector) => vector.length !== query.length)) {
    throw new ModelUnavailableError("the embeddings model answered vectors that do not match the input");
  }
  return candidates
    .map((candidate, i) => ({ id: candidate.id, i, score: cosine(query, vectors.get(i + 1)!) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((entry) => entry.id);
}

/** The candidates in the order the chat model gave; candidates it left out follow in the local order. */
function orderByChat(answer: unknown, candidates: readonly RerankCandidate[]): number[] {
  const parsed = ChatAnswer.safeParse(answer);
  if (!parsed.success) throw new ModelUnavailableError("the chat model answered in an unexpected shape");
  const content = parsed.data.choices[0].message.content.replace(/^\s*```(?:json)?|```\s*$/g, "");
  let order: number[];
  try {
    order = ChatOrder.parse(JSON.parse(content)).order;
  } catch {
    throw new ModelUnavailableError("the chat model's answer is not the JSON order asked for");
  }
  const known = new Set(candidates.map((candidate) => candidate.id));
  const ranked = [...new Set(order.filter((id) => known.has(id)))];
  if (ranked.length === 0) throw new ModelUnavailableError("the chat model's order names none of the candidates");
  const rankedSet = new Set(ranked);
  return [...ranked, ...candidates.filter((candidate) => !rankedSet.has(candidate.id)).map((candidate) => candidate.id)];
}

function requestBody(kind: ModelKind, model: string | undefined, query: string, candidates: readonly RerankCandidate[]) {
  if (kind === "embeddings") return { model, input: [query, ...candidates.map((candidate) => candidate.text)] };
  return {
    model,
    temperature: 0,
    messages: [
      { role: "system", content: CHAT_INSTRUCTIONS },
      { role: "user", content: `Query: ${query}\nCandidates:\n${candidates.map((candidate) => `${candidate.id}: ${candidate.text}`).join("\n")}` },
    ],
  };
}

/** A reranker over the endpoint; one circuit per reranker (per process). */
export function createModelReranker(options: ModelRerankerOptions): ModelReranker {
  const kind = modelKindOf(options.url);
  const breaker: CircuitBreakerPolicy = circuitBreaker(handleAll, {
    halfOpenAfter: options.halfOpenAfterMs ?? DEFAULT_HALF_OPEN_AFTER_MS,
    breaker: new ConsecutiveBreaker(options.failuresToOpen ?? DEFAULT_FAILURES_TO_OPEN),
  });
  // Aggressive: the call is abandoned at the timeout, whether or not the model notices the abort.
  const policy = wrap(breaker, timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, TimeoutStrategy.Aggressive));
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  const call = async (signal: AbortSignal, query: string, candidates: readonly RerankCandidate[]): Promise<number[]> => {
    const response = await request(options.url, {
      method: "POST",
      headers,
      body: JSON.stringify(requestBody(kind, options.model, query, candidates)),
      signal,
    });
    if (response.statusCode !== 200) {
      await response.body.dump();
      throw new ModelUnavailableError(`the model answered HTTP ${response.statusCode}`);
    }
    let answer: unknown;
    try {
      answer = await response.body.json();
    } catch {
      throw new ModelUnavailableError("the model's answer is not JSON");
    }
    return kind === "embeddings" ? orderByEmbeddings(answer, candidates) : orderByChat(answer, candidates);
  };

  return {
    kind,
    async rerank(query, candidates) {
      if (candidates.length < 2) return candidates.map((candidate) => candidate.id);
      try {
        return await policy.execute(({ signal }) => call(signal, query, candidates));
      } catch (error) {
        if (error instanceof ModelUnavailableError) throw error;
        throw new ModelUnavailableError(
          breaker.state === CircuitState.Open ? "the model failed repeatedly; calls are paused until the cool-down ends" : `the model did not answer: ${(error as Error).message}`,
          { cause: error },
        );
      }
    },
    circuit() {
      if (breaker.state === CircuitState.Closed) return "closed";
      return breaker.state === CircuitState.HalfOpen ? "half-open" : "open";
    },
  };
}
