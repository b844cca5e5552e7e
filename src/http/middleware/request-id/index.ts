/**
 * A request id on every answer (`X-Request-Id`), in every log line of the request and in every 500 body, so that a
 * report of a failed call can be matched to the server's log. A well-formed id sent by the client (or by a proxy in
 * front) is kept; any other request gets one made here: a random prefix per process and a counter, far cheaper than
 * random bytes per request. Set with `c.header()` before the handler runs, so that error and 304 answers carry it too.
 */
import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "pino";

declare module "hono" {
  interface ContextVariableMap {
    requestId: string;
  }
}

/** The header that carries the id, both ways. */
export const REQUEST_ID_HEADER = "X-Request-Id";

/** Ids accepted from a client: 1 to 128 letters, digits and `.`, `_`, `:`, `-` (nothing that could break a log line). */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** Makes the ids of one process: `<random prefix>-<counter in base 36>`. */
export function requestIdGenerator(prefix = randomBytes(6).toString("base64url")): () => string {
  let counter = 0;
  return () => `${prefix}-${(++counter).toString(36)}`;
}

/** Gives each request its id and sends it back. */
export function requestId(nextId: () => string = requestIdGenerator()): MiddlewareHandler {
  return (c, next) => {
    const sent = c.req.header(REQUEST_ID_HEADER);
    const id = sent !== undefined && WELL_FORMED.test(sent) ? sent : nextId();
    c.set("requestId", id);
    c.header(REQUEST_ID_HEADER, id);
    return next();
  };
}

/** The logger of a request: every line it writes names the request id. Made only when the request logs. */
export function requestLogger(c: Context, logger: Logger): Logger {
  const id = c.get("requestId");
  return id === undefined ? logger : logger.child({ request_id: id });
}
