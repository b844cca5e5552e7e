/**
 * The adapter for a market-data HTTP API (`MARKET_PROVIDER_URL`, key from `MARKET_PROVIDER_KEY`), whose JSON shape is
 * ours (docs/market.md: the provider's JSON). Every read is a GET with a timeout, retried with doubling backoff on a
 * dropped connection, a timeout, 429 or 5xx; a circuit breaker stops calling after repeated failures and lets one
 * trial through after a cool-down; answers are cached until the next SIX close (end-of-day data cannot change before
 * it). Every failure is an UpstreamError, so the keyed API can answer 502 and refund.
 */
import { LRUCache } from "lru-cache";
import { Agent, request } from "undici";
import { z } from "zod";
import { UpstreamError } from "../domain/errors.js";
import { STATEMENT_FIELDS, STATEMENT_KINDS, STATEMENT_PERIODS, type StatementKind, type StatementPeriod } from "../domain/market.js";
import type {
  BarRange, DailyBar, ExecutiveList, Listing, MarketDataset, MarketStore, ProfileFacts, StatementSet, SymbolPage, SymbolQuery,
} from "../store/market-port.js";
import { addDays, isCalendarDate, nextClose, zurichTime } from "./calendar.js";

export const PROVIDER_SOURCE = "provider";

export interface ProviderSettings {
  baseUrl: string;
  apiKey?: string;
  /** Per attempt: connecting, waiting for the headers and reading the body. */
  timeoutMs?: number;
  /** Retries after the first attempt. */
  retries?: number;
  /** The first wait before a retry, doubled each time. */
  backoffMs?: number;
  /** Consecutive failed reads that open the circuit. */
  failureThreshold?: number;
  /** How long an open circuit refuses calls before it lets one trial through. */
  coolDownMs?: number;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** Answers larger than this are not the provider's JSON. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;
const CACHE_ENTRIES = 2_000;

const number = z.number().finite();
const date = z.string().refine(isCalendarDate, "a date YYYY-MM-DD");
const BarsAnswer = z.object({
  symbol: z.string(),
  bars: z.array(
    z
      .object({ date, open: number.positive(), high: number.positive(), low: number.positive(), close: number.positive(), volume: number.min(0), adj_close: number.nullable().optional() })
      .refine((bar) => bar.low <= Math.min(bar.open, bar.close) && bar.high >= Math.max(bar.open, bar.close), "high and low must contain open and close"),
  ),
});
const statementRow = (kind: StatementKind) =>
  z.object({
    fiscal_date: date,
    fiscal_year: z.number().int(),
    fiscal_quarter: z.number().int().min(1).max(4).nullable().optional(),
    currency: z.string().optional(),
    ...Object.fromEntries(STATEMENT_FIELDS[kind].map((field) => [field, number.nullable().optional()])),
  });
const FinancialsAnswer = z.object({
  symbol: z.string(),
  period: z.enum(STATEMENT_PERIODS),
  currency: z.string(),
  income_statement: z.array(statementRow("income_statement")),
  balance_sheet: z.array(statementRow("balance_sheet")),
  cash_flow: z.array(statementRow("cash_flow")),
});
const ExecutivesAnswer = z.object({
  symbol: z.string(),
  executives: z.array(
    z.object({
      name: z.string().min(1),
      title: z.string().min(1),
      year_born: z.number().int().nullable(),
      pay: number.nullable(),
      exercised: number.nullable(),
      currency: z.string(),
      display_order: z.number().int(),
    }),
  ),
});

type CircuitState = "closed" | "open" | "half-open";

/** Counts consecutive failures; open after `threshold`, half-open (one trial) after `coolDownMs`. */
class CircuitBreaker {
  private state: CircuitState = "closed";
  private failures = 0;
  private openedAt = 0;
  private trialInFlight = false;

  constructor(private readonly threshold: number, private readonly coolDownMs: number, private readonly now: () => Date) {}

  /** Throws while the circuit refuses calls; otherwise lets the call through (as the trial when half-open). */
  admit(): void {
    if (this.state === "closed") return;
    const waited = this.now().getTime() - this.openedAt;
    if (this.state === "open" && waited >= this.coolDownMs) this.state = "half-open";
    if (this.state === "half-open" && !this.trialInFlight) {
      this.trialInFlight = true;
      return;
    }
    const retryAfter = Math.max(1, Math.ceil((this.coolDownMs - waited) / 1000));
    throw new UpstreamError(`the market-data provider failed ${this.failures} times in a row; not asked again for ${retryAfter} s`, retryAfter);
  }

  succeeded(): void {
    this.state = "closed";
    this.failures = 0;
    this.trialInFlight = false;
  }

  failed(): void {
    this.failures++;
    this.trialInFlight = false;
    if (this.state === "half-open" || this.failures >= this.threshold) {
      this.state = "open";
      this.openedAt = this.now().getTime();
    }
  }

  get status(): CircuitState {
    return this.state;
  }
}

/** A failed attempt, and whether another attempt may help. */
class AttemptError extends Error {
  constructor(message: string, readonly retryable: boolean, readonly retryAfterMs: number | null = null) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The provider's reads, each cached until the next close. */
export class MarketProvider {
  private readonly agent: Agent;
  private readonly breaker: CircuitBreaker;
  /** Answers by path with the instant they expire (the provider's clock, so that a test can move it). */
  private readonly cache = new LRUCache<string, { answer: object | null; expiresAt: number }>({ max: CACHE_ENTRIES });
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly backoffMs: number;
  private readonly now: () => Date;

  constructor(private readonly settings: ProviderSettings) {
    this.timeoutMs = settings.timeoutMs ?? 5_000;
    this.retries = settings.retries ?? 2;
    this.backoffMs = settings.backoffMs ?? 250;
    this.now = settings.now ?? (() => new Date());
    this.breaker = new CircuitBreaker(settings.failureThreshold ?? 5, settings.coolDownMs ?? 30_000, this.now);
    this.agent = new Agent({ connectTimeout: this.timeoutMs, headersTimeout: this.timeoutMs, bodyTimeout: this.timeoutMs, keepAliveTimeout: 10_000 });
  }

  /** closed, open or half-open: for health reports. */
  get circuit(): CircuitState {
    return this.breaker.status;
  }

  /** Daily bars of a symbol in the range, oldest first; empty when the provider does not know the symbol. */
  async dailyBars(symbol: string, range: { from: string; to: string }): Promise<DailyBar[]> {
    const path = `/eod/${encodeURIComponent(symbol)}?from=${range.from}&to=${range.to}`;
    const answer = await this.read(path, BarsAnswer);
    if (answer === null) return [];
    return answer.bars
      .map((bar) => ({ symbol, date: bar.date, open: bar.open, high: bar.high, low: bar.low, close: bar.close, adjClose: bar.adj_close ?? null, volume: bar.volume, source: PROVIDER_SOURCE }))
      .filter((bar) => bar.date >= range.from && bar.date <= range.to)
      .sort((a, b) => (a.date < b.date ? -1 : 1));
  }

  async statements(symbol: string, period: StatementPeriod): Promise<StatementSet> {
    const answer = await this.read(`/financials/${encodeURIComponent(symbol)}?period=${period}`, FinancialsAnswer);
    if (answer === null) return { income_statement: [], balance_sheet: [], cash_flow: [], source: null };
    let id = 0;
    const rows = (kind: StatementKind) =>
      [...answer[kind]]
        .sort((a, b) => (a.fiscal_date < b.fiscal_date ? 1 : -1))
        .map((row) => {
          const values: Record<string, unknown> = row;
          return {
            id: ++id, symbol, period, fiscal_date: row.fiscal_date, fiscal_year: row.fiscal_year,
            fiscal_quarter: period === "annual" ? null : row.fiscal_quarter ?? null, currency: row.currency ?? answer.currency,
            ...Object.fromEntries(STATEMENT_FIELDS[kind].map((field) => [field, values[field] ?? null])),
          };
        });
    const [income_statement, balance_sheet, cash_flow] = STATEMENT_KINDS.map(rows);
    // Each list was built from its statement's field list above.
    return { income_statement, balance_sheet, cash_flow, source: PROVIDER_SOURCE } as StatementSet;
  }

  async executives(symbol: string): Promise<ExecutiveList> {
    const answer = await this.read(`/executives/${encodeURIComponent(symbol)}`, ExecutivesAnswer);
    if (answer === null) return { executives: [], source: null };
    const executives = [...answer.executives]
      .sort((a, b) => a.display_order - b.display_order)
      .map((executive, index) => ({ id: index + 1, symbol, ...executive }));
    return { executives, source: PROVIDER_SOURCE };
  }

  async close(): Promise<void> {
    await this.agent.close();
  }

  /** A GET of `path` read by `schema`, through the cache and the breaker; null when the provider answers 404. */
  private async read<T extends object>(path: string, schema: z.ZodType<T>): Promise<T | null> {
    const cached = this.cache.get(path);
    if (cached !== undefined && cached.expiresAt > this.now().getTime()) return cached.answer as T | null;
    this.breaker.admit();
    let answer: T | null;
    try {
      answer = await this.fetchWithRetries(path, schema);
    } catch (error) {
      this.breaker.failed();
      if (error instanceof AttemptError) throw new UpstreamError(`the market-data provider failed: ${error.message}`, 30, { cause: error });
      throw error;
    }
    this.breaker.succeeded();
    this.cache.set(path, { answer, expiresAt: nextClose(this.now()).getTime() });
    return answer;
  }

  private async fetchWithRetries<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.attempt(path, schema);
      } catch (error) {
        if (!(error instanceof AttemptError) || !error.retryable || attempt >= this.retries) throw error;
        const backoff = this.backoffMs * 2 ** attempt;
        await sleep(Math.min(error.retryAfterMs ?? backoff, Math.max(backoff, this.timeoutMs)));
      }
    }
  }

  private async attempt<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
    const url = `${this.settings.baseUrl.replace(/\/+$/, "")}${path}`;
    const headers: Record<string, string> = { accept: "application/json" };
    if (this.settings.apiKey) headers.authorization = `Bearer ${this.settings.apiKey}`;
    let response;
    try {
      response = await request(url, { method: "GET", headers, dispatcher: this.agent, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new AttemptError(`GET ${path}: ${describeNetworkError(error)}`, true);
    }
    const { statusCode } = response;
    let text: string;
    try {
      text = await readCapped(response.body);
    } catch (error) {
      throw new AttemptError(`GET ${path}: ${describeNetworkError(error)}`, true);
    }
    if (statusCode === 404) return null;
    if (statusCode === 429 || statusCode >= 500) {
      const retryAfter = Number(response.headers["retry-after"]);
      throw new AttemptError(`GET ${path}: HTTP ${statusCode}`, true, Number.isFinite(retryAfter) ? retryAfter * 1000 : null);
    }
    if (statusCode !== 200) throw new AttemptError(`GET ${path}: HTTP ${statusCode}`, false);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new AttemptError(`GET ${path}: the answer is not JSON`, false);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AttemptError(`GET ${path}: the answer is not the documented JSON (${issue.path.join(".")}: ${issue.message})`, false);
    }
    return parsed.data;
  }
}

async function readCapped(body: AsyncIterable<Buffer | Uint8Array> & { destroy?: () => void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      body.destroy?.();
      throw new Error(`the answer is larger than ${MAX_BODY_BYTES} bytes`);
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks).toString("utf8");
}

function describeNetworkError(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError" || error.name === "AbortError" || /Timeout/i.test((error as { code?: string }).code ?? "")) return "timed out";
    return (error as { code?: string }).code ?? error.message;
  }
  return String(error);
}

/** Today in Zurich, and the range of daily bars that holds the newest `count` trading days. */
function newestRange(now: Date, count: number): { from: string; to: string } {
  const today = zurichTime(now).date;
  return { from: addDays(today, -Math.ceil(count * 1.6) - 14), to: today };
}

/**
 * A market store whose prices, statements and executives come from the provider, and whose listings and profile
 * facts come from the local store (the reference list and its register links).
 */
export function providerMarketStore(local: MarketStore, provider: MarketProvider, now: () => Date = () => new Date()): MarketStore {
  return {
    dataset: async (): Promise<MarketDataset> => ({ source: PROVIDER_SOURCE, builtAt: null, through: null }),
    listSymbols: (query: SymbolQuery): Promise<SymbolPage> => local.listSymbols(query),
    getListing: (symbol): Promise<Listing | null> => local.getListing(symbol),
    listingsOfCompany: (companyId) => local.listingsOfCompany(companyId),
    dailyBars: (symbol, range: BarRange) => {
      const to = range.to ?? zurichTime(now()).date;
      return provider.dailyBars(symbol.toUpperCase(), { from: range.from ?? addDays(to, -366), to });
    },
    latestBars: async (symbol, count) => (await provider.dailyBars(symbol.toUpperCase(), newestRange(now(), count))).reverse().slice(0, count),
    statements: (symbol, period) => provider.statements(symbol.toUpperCase(), period),
    executives: (symbol) => provider.executives(symbol.toUpperCase()),
    profileFacts: (symbol): Promise<ProfileFacts | null> => local.profileFacts(symbol),
    close: async () => {
      await provider.close();
      await local.close();
    },
  };
}
