/**
 * The internal read API (src/backend/wire.ts): another instance's remote backend reads this instance's register
 * through it. Served only when BACKEND_TOKEN is set, and only to a request carrying that token; never rate-limited
 * (the front instance limits its own clients) and never cached.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Hono } from "hono";
import type { Logger } from "pino";
import { BACKEND_READS, type BackendRead, type RegisterBackend } from "../../backend/port.js";
import { BACKEND_WIRE_PATH, toWireError } from "../../backend/wire.js";
import { toServiceError } from "../../domain/errors.js";
import { requestLogger } from "../middleware/request-id/index.js";

const digest = (text: string) => createHash("sha256").update(text).digest();

const isRead = (name: string): name is BackendRead => (BACKEND_READS as readonly string[]).includes(name);

/** Registers `POST /internal/backend/{read}` over the backend, for callers holding `token`. */
export function registerInternalBackendRoutes(app: Hono, deps: { backend: RegisterBackend; token: string; logger: Logger }): void {
  const expected = digest(deps.token);
  app.post(`${BACKEND_WIRE_PATH}:read`, async (c) => {
    c.header("Cache-Control", "no-store");
    const sent = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    // Compared as digests of equal length, in constant time.
    if (sent === undefined || !timingSafeEqual(digest(sent), expected)) {
      return c.json({ error: { code: "unauthorized", message: "The internal read API needs the BACKEND_TOKEN." } }, 401);
    }
    const read = c.req.param("read");
    if (!isRead(read)) return c.json({ error: { code: "not_found", message: `No backend read ${read.slice(0, 60)}.` } }, 404);
    const body = (await c.req.json().catch(() => null)) as { args?: unknown } | null;
    if (!body || !Array.isArray(body.args) || body.args.length > 4) {
      return c.json({ error: { code: "invalid_parameter", message: 'The body must be {"args": [...]}.' } }, 400);
    }
    try {
      const run = deps.backend[read] as (...args: unknown[]) => Promise<unknown>;
      return c.json({ result: await run.apply(deps.backend, body.args) });
    } catch (thrown) {
      const error = toServiceError(thrown);
      if (error.code === "internal_error") requestLogger(c, deps.logger).error({ err: thrown, read }, "internal backend read failed");
      const status = error.code === "upstream_unavailable" ? 503 : error.code === "internal_error" ? 500 : 422;
      return c.json({ error: toWireError(error) }, status);
    }
  });
}
