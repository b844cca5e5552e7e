/**
 * The remote backend: the backend port answered by another instance of the service over its internal read API
 * (src/backend/wire.ts), through an undici Pool. Every read is idempotent, so a call that fails on the way (a
 * connection refused or reset, a timeout, a 5xx) is tried once more after a short random pause; a circuit breaker
 * stops calling a remote that keeps failing and lets one probe through after a cool-down. While the remote cannot
 * answer, every read throws BackendUnavailableError, which the public API answers 503 `upstream_unavailable` with
 * Retry-After and MCP as a tool error with the same code; once the remote answers again, so does this instance.
 */
import { circuitBreaker, ConsecutiveBreaker, handleWhen, BrokenCircuitError } from "cockatiel";
import { Pool } from "undici";
import { BackendUnavailableError, ServiceError } from "../domain/errors.js";
import { BACKEND_READS, type BackendRead, type RegisterBackend } from "./port.js";
import { BACKEND_WIRE_PATH, fromWireError, type WireError } from "./wire.js";

export interface RemoteBackendOptions {
  /** Base URL of the instance that holds the register, e.g. `http://register-internal:8080`. */
  url: string;
  /** The shared secret both instances know (BACKEND_TOKEN). */
  token: string;
  /** Longest wait for one answer. */
  timeoutMs?: number;
  /** Consecutive failed calls that open the circuit. */
  failuresToOpen?: number;
  /** How long an open circuit refuses calls before one probe goes through. */
  halfOpenAfterMs?: number;
  /** Longest random pause before the one retry. */
  retryJitterMs?: number;
}

const DEFAULTS = { timeoutMs: 5_000, failuresToOpen: 5, halfOpenAfterMs: 2_000, retryJitterMs: 100 };

/** The remote could not be asked, or failed: worth one retry, and counted by the breaker. */
class RemoteFailure extends Error {
  override readonly name = "RemoteFailure";
}

/** Builds a backend that forwards every read to the remote instance. */
export function createRemoteBackend(options: RemoteBackendOptions): RegisterBackend {
  const settings = { ...DEFAULTS, ...options };
  const origin = new URL(settings.url);
  const basePath = origin.pathname.replace(/\/+$/, "");
  const pool = new Pool(origin.origin, { connections: 32, headersTimeout: settings.timeoutMs, bodyTimeout: settings.timeoutMs });
  const breaker = circuitBreaker(
    handleWhen((error) => error instanceof RemoteFailure),
    { halfOpenAfter: settings.halfOpenAfterMs, breaker: new ConsecutiveBreaker(settings.failuresToOpen) },
  );
  const retryAfter = Math.max(1, Math.ceil(settings.halfOpenAfterMs / 1000));
  const unavailable = (cause: unknown) =>
    new BackendUnavailableError("The register backend (a remote instance) is temporarily unavailable.", retryAfter, { cause });

  /** One call; a RemoteFailure when the remote could not answer, a ServiceError when it answered one. */
  async function once(read: BackendRead, args: unknown[]): Promise<unknown> {
    let response: Awaited<ReturnType<Pool["request"]>>;
    try {
      response = await pool.request({
        method: "POST",
        path: `${basePath}${BACKEND_WIRE_PATH}${read}`,
        headers: { "content-type": "application/json", authorization: `Bearer ${settings.token}` },
        body: JSON.stringify({ args }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new RemoteFailure(`the remote backend did not answer: ${(error as Error).message}`, { cause: error });
    }
    let body: { result?: unknown; error?: WireError };
    try {
      body = (await response.body.json()) as typeof body;
    } catch (error) {
      throw new RemoteFailure(`the remote backend answered ${response.statusCode} without JSON`, { cause: error });
    }
    if (response.statusCode === 200 && "result" in body) return body.result;
    if (body.error && response.statusCode < 500) throw fromWireError(body.error);
    // A 5xx (the remote's own store unavailable, or a fault there): this instance cannot answer either.
    throw new RemoteFailure(`the remote backend answered ${response.statusCode}${body.error ? `: ${body.error.code}` : ""}`);
  }

  async function call(read: BackendRead, args: unknown[]): Promise<unknown> {
    try {
      return await breaker.execute(async () => {
        try {
          return await once(read, args);
        } catch (error) {
          if (!(error instanceof RemoteFailure)) throw error;
          await new Promise((resolve) => setTimeout(resolve, Math.random() * settings.retryJitterMs));
          return once(read, args);
        }
      });
    } catch (error) {
      if (error instanceof ServiceError) throw error;
      if (error instanceof RemoteFailure || error instanceof BrokenCircuitError) throw unavailable(error);
      throw error;
    }
  }

  const backend = Object.fromEntries(BACKEND_READS.map((read) => [read, (...args: unknown[]) => call(read, args)])) as unknown as Omit<RegisterBackend, "close">;
  return { ...backend, close: () => pool.close() };
}
