/** What the routes that answer from the register share (API, fact sheets, pages, MCP): built by the app. */
import type { Context } from "hono";
import type { RegisterBackend } from "../backend/port.js";
import type { MarketAccess } from "../market/access.js";
import type { AnswerCache } from "./answer-cache/index.js";
import type { RateLimiter } from "./middleware/rate-limit/limiter.js";

/** The register, the limits and the caches a route answers with. */
export interface RegisterRouteDependencies {
  backend: RegisterBackend;
  /** The market data: stock answers, and the listing a company's answers show. */
  market: MarketAccess;
  rateLimiter: RateLimiter;
  clientAddress: (c: Context) => string;
  publicBaseUrl: string;
  /** Finished answers by question (src/http/answer-cache). */
  answers: AnswerCache;
}
