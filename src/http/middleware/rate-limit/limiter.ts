/**
 * Per-client rate limits (spec part 8, DESIGN.md section 5): a fixed 60-second window per client and bucket. The
 * counters live behind rate-limiter-flexible's store abstraction: in memory for one instance, Redis for several.
 * While Redis cannot be reached, every surface counts in this process's memory instead (limits still hold, per
 * instance), and goes back to Redis by itself once it answers again (docs/decisions.md: Redis outage).
 */
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { RateLimitBucket } from "../../../operations/operation.js";

export const WINDOW_SECONDS = 60;

export interface RateLimitDecision {
  allowed: boolean;
  /** Requests allowed per window. */
  limit: number;
  /** Requests left in the current window. */
  remaining: number;
  /** Unix time in seconds at which the window resets. */
  resetAt: number;
  /** Seconds until the window resets, at least 1. */
  retryAfter: number;
}

/** Where the counters are kept right now, for /health. */
export interface RateLimitStoreState {
  store: "memory" | "redis";
  /** False while the Redis of a shared store cannot be reached (the counters are then this process's own). */
  available: boolean;
}

export interface RateLimiter {
  /** Counts one request of a client against a bucket; null when that bucket has no limit. */
  consume(bucket: RateLimitBucket, client: string): Promise<RateLimitDecision | null>;
  state(): RateLimitStoreState;
}

export interface RateLimits {
  search: number;
  detail: number;
}

function decision(limit: number, result: RateLimiterRes, allowed: boolean): RateLimitDecision {
  const retryAfter = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
  return {
    allowed,
    limit,
    remaining: Math.max(0, result.remainingPoints),
    resetAt: Math.ceil((Date.now() + result.msBeforeNext) / 1000),
    retryAfter,
  };
}

/** Builds the limiter; with a Redis client the counters are shared by every instance using that Redis. 0 turns a bucket off. */
export function createRateLimiter(limits: RateLimits, redis?: Redis): RateLimiter {
  const limiters = new Map<RateLimitBucket, { limit: number; limiter: RateLimiterAbstract }>();
  for (const bucket of ["search", "detail"] as const) {
    const limit = limits[bucket];
    if (limit <= 0) continue;
    const options = { points: limit, duration: WINDOW_SECONDS, keyPrefix: `rl:${bucket}` };
    limiters.set(bucket, {
      limit,
      limiter: redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
        : new RateLimiterMemory(options),
    });
  }
  return {
    state: () => ({ store: redis ? "redis" : "memory", available: !redis || redis.status === "ready" }),
    async consume(bucket, client) {
      const entry = limiters.get(bucket);
      if (!entry) return null;
      try {
        return decision(entry.limit, await entry.limiter.consume(client), true);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return decision(entry.limit, rejection, false);
        throw rejection;
      }
    },
  };
}
