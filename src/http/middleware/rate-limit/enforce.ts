/** Counting a request against a bucket from a route (API, fact sheets, pages, MCP), with the contract's headers. */
import type { Context } from "hono";
import { RateLimitedError } from "../../../domain/errors.js";
import type { RateLimitBucket } from "../../../domain/limits.js";
import type { RateLimitDecision, RateLimiter } from "./limiter.js";

/** What counting needs: the limiter and who the client is. */
export interface RateLimitDependencies {
  rateLimiter: RateLimiter;
  clientAddress: (c: Context) => string;
}

/** Sets X-RateLimit-* on the response being built. */
export function setRateLimitHeaders(c: Context, decision: RateLimitDecision | null): void {
  if (!decision) return;
  c.header("X-RateLimit-Limit", String(decision.limit));
  c.header("X-RateLimit-Remaining", String(decision.remaining));
  c.header("X-RateLimit-Reset", String(decision.resetAt));
}

/** Counts the request against a bucket; throws RateLimitedError when the client has none left. */
export async function enforceRateLimit(c: Context, deps: RateLimitDependencies, bucket: RateLimitBucket): Promise<void> {
  const decision = await deps.rateLimiter.consume(bucket, deps.clientAddress(c));
  setRateLimitHeaders(c, decision);
  if (decision && !decision.allowed) {
    throw new RateLimitedError(bucket, decision.limit, decision.retryAfter);
  }
}
