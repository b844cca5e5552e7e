/**
 * The Redis client of shared rate-limit counters. Commands fail fast while Redis is away (no offline queue, a short
 * command timeout), so that a request never waits on it; ioredis reconnects by itself, and the outage and the return
 * are logged once each.
 */
import type { Logger } from "pino";

/** Longest a rate-limit command may take before the request is counted in memory instead. */
const COMMAND_TIMEOUT_MS = 500;

export async function connectRateLimitRedis(url: string, logger: Logger) {
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: COMMAND_TIMEOUT_MS });
  let down = false;
  const wentDown = (reason: string) => {
    if (down) return;
    down = true;
    logger.warn({ err: { message: reason } }, "Redis unreachable: rate limits are counted in this process until it is back");
  };
  redis.on("error", (error: Error) => wentDown(error.message));
  // A connection Redis closed is reconnected without an error until a retry fails; an outage shorter than the first
  // retry would otherwise go unlogged (and its end too). ioredis never reconnects after our own disconnect().
  redis.on("reconnecting", () => wentDown("the connection closed"));
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    logger.info("Redis is back: rate limits are shared again");
  });
  return redis;
}
