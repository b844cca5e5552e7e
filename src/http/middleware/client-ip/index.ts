/**
 * Resolves the client address used for rate limits. `X-Forwarded-For` is believed only when the request comes from a
 * configured trusted proxy; then the client is the rightmost address in the chain that is not itself a trusted proxy.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

function normalise(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith("::ffff:") ? trimmed.slice(7) : trimmed;
}

/** Returns a function that tells the client address of a request. */
export function clientAddressResolver(trustedProxies: string[]): (c: Context) => string {
  const trusted = new Set(trustedProxies.map(normalise));
  return (c) => {
    let remote = "unknown";
    try {
      remote = normalise(getConnInfo(c).remote.address ?? "unknown");
    } catch {
      // Not served by @hono/node-server (e.g. app.request() in a test): no socket to read.
    }
    if (!trusted.has(remote)) return remote;
    const chain = (c.req.header("x-forwarded-for") ?? "").split(",").map(normalise).filter(Boolean);
    for (let i = chain.length - 1; i >= 0; i--) {
      if (!trusted.has(chain[i])) return chain[i];
    }
    return remote;
  };
}
