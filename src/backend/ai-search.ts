/**
 * The local backend's AI search (docs/ai-search.md): the local ranking over the AI-search store, and, when a model
 * is configured, its reordering of the top. A model that fails (slow, erroring, garbage, circuit open) leaves the local
 * ranking to answer and says so in `ranking.fallback`, unless the model is required: then the request fails as
 * UpstreamError (502, refunded).
 */
import { aiSearch, AiSearchInputError } from "../ai-search/search.js";
import { ModelUnavailableError, type ModelReranker } from "../ai-search/model-port.js";
import type { z } from "zod";
import type { AiSearchPage } from "../domain/ai-search-resources.js";
import { BackendUnavailableError, InvalidParameterError, UpstreamError } from "../domain/errors.js";
import { AI_SEARCH_LIMITS } from "../domain/limits.js";
import type { AiSearchStore } from "../store/ai-search-port.js";
import type { AiSearchQuery } from "./port.js";

/** Seconds a client is asked to wait when a required model failed. */
const MODEL_RETRY_AFTER_SECONDS = 10;

/** The optional model of AI search. */
export interface AiSearchModel {
  reranker: ModelReranker;
  /** true: a failed model fails the request (502) instead of falling back to the local ranking. */
  required: boolean;
  /** Told every model failure (the operator's log), whether or not the request falls back. */
  onFailure?(error: ModelUnavailableError): void;
}

/** What the local backend answers AI search from; absent when its store has no AI-search index. */
export interface AiSearchSetup {
  store: AiSearchStore;
  model?: AiSearchModel;
}

const QUERY_HINT =
  "Name what to search for in German, French, Italian or English: an industry, a place, a legal form, a status, a founding year or words of a name, e.g. \"Bäckereien in Genf\".";

/** AI search over the setup; without one, the store cannot answer it (503). */
export function createAiSearchRead(setup: AiSearchSetup | undefined): (query: AiSearchQuery) => Promise<z.output<typeof AiSearchPage>> {
  return async (query) => {
    if (!setup) throw new BackendUnavailableError("AI search is not available on this register's store.");
    const { store, model } = setup;
    let fallback: "model_unavailable" | null = null;
    const rerank = model
      ? async (text: string, candidates: { id: number; text: string }[]) => {
          try {
            return await model.reranker.rerank(text, candidates);
          } catch (error) {
            if (!(error instanceof ModelUnavailableError)) throw error;
            model.onFailure?.(error);
            if (model.required) {
              // The model's own words may name its address: the client is told what happened, not where.
              throw new UpstreamError("The AI search model did not answer usefully, and this server requires it.", MODEL_RETRY_AFTER_SECONDS, { cause: error });
            }
            fallback = "model_unavailable";
            return null;
          }
        }
      : undefined;
    let answer;
    try {
      answer = await aiSearch(store, { query: query.query, limit: query.limit, offset: query.offset }, { rerank });
    } catch (error) {
      if (error instanceof AiSearchInputError) throw new InvalidParameterError(`Parameter ${error.field}: ${error.message}.`, QUERY_HINT, [error.field]);
      throw error;
    }
    const reachable = Math.min(answer.total, AI_SEARCH_LIMITS.maxOffset + AI_SEARCH_LIMITS.maxLimit);
    const next = answer.offset + answer.limit;
    return {
      total: answer.total,
      items: answer.items,
      limit: answer.limit,
      offset: answer.offset,
      next_offset: next < reachable && next <= AI_SEARCH_LIMITS.maxOffset && answer.items.length === answer.limit ? next : null,
      understood: answer.understood,
      ignored: answer.ignored,
      ranking: { by: answer.reranked ? "model" : "local", fallback },
    };
  };
}
