/**
 * `X-Content-Type-Options: nosniff` on every answer, so that a browser never reads JSON or Markdown (which carry
 * register text) as HTML or script. Set before the handler runs, so that it rides on the answer without a second
 * pass over the headers.
 */
import type { MiddlewareHandler } from "hono";

export const noSniff: MiddlewareHandler = (c, next) => {
  c.header("X-Content-Type-Options", "nosniff");
  return next();
};
