/**
 * Per-client rate limits (spec part 8, DESIGN.md section 5): a fixed 60-second window per client and bucket. The
 * counters live behind rate-limiter-flexible's store abstraction: in memory for one instance, Redis for several.
 * While Redis cannot be reached, every surface counts in this process's memory instead (limits still hold, per
 * instance), and goes back to Redis by itself once it answers again (docs/decisions.md: Redis outage). A worker of
 * `serve` with WORKERS > 1 and no Redis counts in the primary process (rate-limiter-flexible's cluster store, started
 * by src/cli/cluster.ts), so that a client's limit holds across the workers of one machine.
 */
import cluster from "node:cluster";
import type { Redis } from "ioredis";
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { RATE_LIMIT_WINDOW_SECONDS, type RateLimitBucket } from "../../../domain/limits.js";

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
  store: "memory" | "cluster" | "redis";
  /** False while the Redis of a shared store cannot be reached (the counters are then this process's own). */
  available: boolean;
}

/** A limiter over named buckets: the public API's (`search`, `detail`), or the keyed API's per-plan ones. */
export interface RateLimiter<Bucket extends string = RateLimitBucket> {
  /** Counts one request of a client against a bucket; null when that bucket has no limit. */
  consume(bucket: Bucket, client: string): Promise<RateLimitDecision | null>;
  state(): RateLimitStoreState;
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
export function createRateLimiter<Bucket extends string = RateLimitBucket>(
  limits: Record<Bucket, number>,
  redis?: Redis,
): RateLimiter<Bucket> {
  const limiters = new Map<string, { limit: number; limiter: RateLimiterAbstract }>();
  for (const [bucket, limit] of Object.entries<number>(limits)) {
    if (limit <= 0) continue;
    const options = { points: limit, duration: RATE_LIMIT_WINDOW_SECONDS, keyPrefix: `rl:${bucket}` };
    limiters.set(bucket, {
      limit,
      limiter: redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
        : cluster.isWorker
          ? new RateLimiterCluster(options)
          : new RateLimiterMemory(options),
    });
  }
  return {
    state: () => ({ store: redis ? "redis" : cluster.isWorker ? "cluster" : "memory", available: !redis || redis.status === "ready" }),
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
