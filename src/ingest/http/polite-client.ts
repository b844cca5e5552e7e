/**
 * An HTTP client for public registers that behaves like a good guest: one request at a time with a minimum delay
 * between requests (1 s by default), retries with exponential backoff on 429 (honouring Retry-After), 5xx and dropped
 * connections, and bounded timeouts. Built on undici; used by the Zefix and Amtsblattportal clients.
 */
import { Agent, request } from "undici";
import { VERSION } from "../../version.js";

export interface PoliteClientOptions {
  baseUrl: string;
  /** Minimum time between the starts of two requests, in ms. Default 1000. */
  delayMs?: number;
  /** Retries after the first attempt on 429, 5xx and network errors. Default 6. */
  maxRetries?: number;
  /** First backoff for 5xx and network errors, doubled on every retry. Default 2000 ms. */
  backoffMs?: number;
  /** Cap on any single wait, Retry-After included. Default 10 minutes. */
  maxWaitMs?: number;
  /** Time allowed for the response headers and between body chunks. Default 60 s. */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Told about every retry (for progress output). */
  onRetry?: (retry: RetryInfo) => void;
}

export interface RetryInfo {
  method: string;
  path: string;
  attempt: number;
  reason: string;
  waitMs: number;
}

export interface HttpResult {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The request could not be completed: retries exhausted, or a network failure that is not worth retrying. */
export class HttpUnavailableError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

const RETRY_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

/** Retry-After as seconds or an HTTP date, in ms; null when absent or unreadable. */
export function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number | null {
  const header = Array.isArray(value) ? value[0] : value;
  if (!header) return null;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

export class PoliteClient {
  private readonly agent: Agent;
  private readonly delayMs: number;
  private readonly maxRetries: number;
  private readonly backoffMs: number;
  private readonly maxWaitMs: number;
  private readonly timeoutMs: number;
  private readonly baseUrl: string;
  private nextSlot = 0;
  private gate: Promise<void> = Promise.resolve();
  /** Requests sent, retries included. */
  requests = 0;

  constructor(private readonly options: PoliteClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.delayMs = options.delayMs ?? 1000;
    this.maxRetries = options.maxRetries ?? 6;
    this.backoffMs = options.backoffMs ?? 2000;
    this.maxWaitMs = options.maxWaitMs ?? 600_000;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.agent = new Agent({ keepAliveTimeout: 10_000, connect: { timeout: this.timeoutMs } });
  }

  /** Waits for this request's turn: requests start at least delayMs apart, one after the other. */
  private turn(extraWaitMs = 0): Promise<void> {
    const next = this.gate.then(async () => {
      const wait = Math.max(this.nextSlot - Date.now(), extraWaitMs);
      await sleep(Math.min(wait, this.maxWaitMs));
      this.nextSlot = Date.now() + this.delayMs;
    });
    this.gate = next.catch(() => undefined);
    return next;
  }

  /**
   * Sends a request and returns any final answer (2xx, and 4xx other than 408/429, for the caller to interpret).
   * Throws HttpUnavailableError when retries are exhausted.
   */
  async send(
    method: "GET" | "POST",
    path: string,
    init: { query?: Record<string, string | number | string[]>; json?: unknown; accept?: string } = {},
  ): Promise<HttpResult> {
    const url = new URL(this.baseUrl + path);
    for (const [name, value] of Object.entries(init.query ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
    }
    const headers: Record<string, string> = {
      "user-agent": `swiss-register/${VERSION} (register importer)`,
      accept: init.accept ?? "application/json",
      ...this.options.headers,
    };
    let body: string | undefined;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers["content-type"] = "application/json";
    }

    let waitMs = 0;
    let lastReason = "";
    let lastStatus: number | null = null;
    for (let attempt = 0; attempt <= this.maxRetries; attempt++) {
      if (attempt > 0) {
        this.options.onRetry?.({ method, path, attempt, reason: lastReason, waitMs });
      }
      await this.turn(waitMs);
      this.requests++;
      const backoff = Math.min(this.backoffMs * 2 ** attempt, this.maxWaitMs);
      try {
        const response = await request(url, {
          method,
          headers,
          body,
          dispatcher: this.agent,
          headersTimeout: this.timeoutMs,
          bodyTimeout: this.timeoutMs,
        });
        const text = await response.body.text();
        if (!RETRY_STATUSES.has(response.statusCode)) {
          return { status: response.statusCode, headers: response.headers, body: text };
        }
        lastStatus = response.statusCode;
        lastReason = `HTTP ${response.statusCode}`;
        const after = retryAfterMs(response.headers["retry-after"]);
        waitMs = after !== null ? Math.min(after, this.maxWaitMs) : backoff;
      } catch (error) {
        lastStatus = null;
        lastReason = error instanceof Error ? `${(error as { code?: string }).code ?? error.name}: ${error.message}` : String(error);
        waitMs = backoff;
      }
    }
    throw new HttpUnavailableError(
      `${method} ${url.pathname} failed after ${this.maxRetries + 1} attempts (last: ${lastReason})`,
      lastStatus,
    );
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}
