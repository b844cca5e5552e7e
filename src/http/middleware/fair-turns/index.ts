/**
 * Bounds the request work done in one turn of the event loop, so that the loop comes back to the network often.
 *
 * Why: libuv accepts at most one new connection per turn of the loop (libuv PR #3696), and a turn runs the handlers
 * of every request that arrived in it. Under load, with cold answers costing a millisecond or more, a turn lasts tens
 * or hundreds of milliseconds, so new connections wait in the kernel's accept queue: 200 clients connecting at once
 * to a fresh server saw up to 5 s for their first answer (issue 20, item 10). Here a request that finds the current
 * slice of work used up waits for the next turn (`setImmediate` runs after the loop has polled the network again),
 * in arrival order, so a turn does at most about `sliceMs` of request work and new connections are accepted between.
 */
import type { MiddlewareHandler } from "hono";

/** Request work per turn of the event loop before the next request waits for the following turn. */
export const SLICE_MS = 2;

/** The middleware, with its own slice clock (one per app). */
export function fairTurns(sliceMs: number = SLICE_MS): MiddlewareHandler {
  /** When the current slice of work began; -1 when none has begun in this turn. */
  let sliceStart = -1;
  const endSlice = () => {
    sliceStart = -1;
  };
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  return async (_c, next) => {
    for (;;) {
      const now = performance.now();
      if (sliceStart < 0) {
        sliceStart = now;
        // Queued before any request that waits in this turn, so it runs first and opens the next turn's slice.
        setImmediate(endSlice);
        break;
      }
      if (now - sliceStart < sliceMs) break;
      await nextTurn();
    }
    await next();
  };
}
