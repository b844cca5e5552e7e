/**
 * What AI search needs of its optional model (src/ai-search/model-reranker.ts is the one over HTTP), apart from the
 * client itself, so that a service without a model loads no HTTP client for it.
 */

/** A candidate as the model reads it: the company's id and a short text (name, seat, purpose). */
export interface RerankCandidate {
  id: number;
  text: string;
}

export type ModelKind = "embeddings" | "chat";

export interface ModelReranker {
  kind: ModelKind;
  /** The candidates' ids, best first (every candidate once). Throws ModelUnavailableError when the model fails. */
  rerank(query: string, candidates: readonly RerankCandidate[]): Promise<number[]>;
  /** Whether calls go through (`closed`), are refused (`open`) or one probe may go (`half-open`). */
  circuit(): "closed" | "open" | "half-open";
}

/** The model did not answer usefully: too slow, an error status, an answer of the wrong shape, or the circuit is open. */
export class ModelUnavailableError extends Error {
  override readonly name = "ModelUnavailableError";
}
