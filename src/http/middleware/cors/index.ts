/**
 * CORS with the cost of an answer kept low. Preflights (OPTIONS) are answered by Hono's cors middleware
 * (https://hono.dev/docs/middleware/builtin/cors). On every other request the allow and expose headers are set
 * through `c.header()` before the handler runs: Hono's middleware sets them on `c.res` instead, which makes a
 * placeholder Response whose headers are then copied into the real one, a measured 10 % of a cached API answer.
 */
import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";

export interface CorsOptions {
  /** `*`, or a function returning the origin to allow (or null) for a request's Origin header. */
  origin: "*" | ((origin: string) => string | null);
  allowMethods: string[];
  allowHeaders?: string[];
  exposeHeaders: string[];
  maxAge?: number;
}

/** The CORS middleware of a group of routes. */
export function corsHeaders(options: CorsOptions): MiddlewareHandler {
  const preflight = cors(options);
  const exposed = options.exposeHeaders.join(",");
  const allowOrigin = options.origin;
  return async (c, next) => {
    if (c.req.method === "OPTIONS") return preflight(c, next);
    // Without an Origin header (no browser) there is nothing to allow.
    const requestOrigin = c.req.header("origin");
    const origin = allowOrigin === "*" ? "*" : requestOrigin ? allowOrigin(requestOrigin) : null;
    if (origin) {
      c.header("Access-Control-Allow-Origin", origin);
      if (exposed) c.header("Access-Control-Expose-Headers", exposed);
    }
    // The answer depends on the Origin whenever origins are told apart.
    if (allowOrigin !== "*") c.header("Vary", "Origin", { append: true });
    await next();
  };
}
