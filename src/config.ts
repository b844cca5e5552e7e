/** Service configuration from the environment, validated once at start (README: Configuration). */
import { isIP } from "node:net";
import { z } from "zod";
import { RATE_LIMIT_BUCKETS } from "./domain/limits.js";

/** A whole number written as plain decimal digits within [min, max]: `0x4739`, `1.82e4`, `+5` and `8080 ` are refused. */
const decimal = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/** An IP address, or a host name made of letters, digits and hyphens (`999.1.1.1` is neither). */
const hostName = z.string().refine(
  (value) => isIP(value) !== 0 || (/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(value) && !/^[\d.]+$/.test(value)),
);

const MAX_COUNT = 1_000_000_000;

/** Each variable with its rule; the description is what a bad value's error line says it accepts. */
const ConfigSchema = z.object({
  PORT: decimal(0, 65535).default(8080).describe("an integer port 0..65535 (0: any free port)"),
  WORKERS: decimal(1, 256).optional().describe("an integer 1..256: server processes on the port (default: the number of cores)"),
  HOST: hostName.default("127.0.0.1").describe("an IP address (such as 127.0.0.1, 0.0.0.0 or ::) or a host name to listen on"),
  PUBLIC_BASE_URL: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://")
    .transform((value) => value.replace(/\/+$/, ""))
    .optional()
    .describe("an absolute http(s) URL such as https://register.example.ch"),
  DATABASE_PATH: z.string().min(1).default("var/register.sqlite").describe("a file path for the SQLite register"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/./)
    .optional()
    .describe("a postgres:// URL of the register loaded into PostgreSQL (docs/postgres.md), used instead of DATABASE_PATH"),
  BACKEND_URL: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://")
    .optional()
    .describe("the http(s) base URL of another instance whose register this one answers from (needs BACKEND_TOKEN)"),
  BACKEND_TOKEN: z
    .string()
    .min(16)
    .optional()
    .describe("a shared secret of at least 16 characters: serves the internal read API, and authenticates BACKEND_URL's calls"),
  ACCOUNTS_DATABASE_PATH: z
    .string()
    .min(1)
    .default("var/accounts.sqlite")
    .describe("a file path for the SQLite accounts store (API keys, plans, credits)"),
  ACCOUNTS_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/./)
    .optional()
    .describe("a postgres:// URL for the accounts store, used instead of ACCOUNTS_DATABASE_PATH"),
  MARKET_DATABASE_PATH: z
    .string()
    .min(1)
    .default("var/market.sqlite")
    .describe("a file path for the SQLite market store (listed symbols, prices, statements, executives)"),
  MARKET_PROVIDER_URL: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://")
    .transform((value) => value.replace(/\/+$/, ""))
    .optional()
    .describe("an absolute http(s) URL of the market-data provider (docs/market.md: the provider's JSON)"),
  MARKET_PROVIDER_KEY: z.string().optional().describe("the market-data provider's API key"),
  AI_SEARCH_MODEL_URL: z
    .string()
    .url()
    .refine((value) => /^https?:\/\/[^/]+(\/[^?#]*)?\/(embeddings|chat\/completions)\/*$/.test(value), "must be http(s) and end in /embeddings or /chat/completions")
    .optional()
    .describe("an absolute http(s) URL of an OpenAI-compatible endpoint ending in /embeddings or /chat/completions (docs/ai-search.md)"),
  AI_SEARCH_MODEL_KEY: z.string().optional().describe("the AI search model's API key, sent as a bearer token"),
  AI_SEARCH_MODEL_NAME: z.string().optional().describe("the `model` field sent to the AI search model"),
  AI_SEARCH_MODEL_REQUIRED: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true")
    .describe("true or false: whether a failing model fails the request (502) instead of falling back to the local ranking"),
  AI_SEARCH_MODEL_TIMEOUT_MS: decimal(50, 60_000).default(2_000).describe("milliseconds (50..60000) an AI search model call may take"),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info")
    .describe("one of fatal, error, warn, info, debug, trace, silent"),
  DEMO_COMPANIES: decimal(1, 2_000_000).default(20_000).describe("an integer 1..2000000"),
  DEMO_SEED: decimal(0, MAX_COUNT).default(1).describe("an integer 0..1000000000"),
  RATE_LIMIT_SEARCH: decimal(0, MAX_COUNT).default(RATE_LIMIT_BUCKETS.search.defaultPerMinute).describe("requests per minute (an integer), 0 to turn the limit off"),
  RATE_LIMIT_DETAIL: decimal(0, MAX_COUNT).default(RATE_LIMIT_BUCKETS.detail.defaultPerMinute).describe("requests per minute (an integer), 0 to turn the limit off"),
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((value) => value.split(",").map((entry) => entry.trim()).filter(Boolean))
    .describe("a comma-separated list of proxy IP addresses whose X-Forwarded-For is believed"),
  ANSWER_CACHE_MB: decimal(0, 4096).default(16).describe("megabytes of answers kept in memory (0..4096), 0 to turn the cache off"),
  HEAP_GROWTH_PERCENT: decimal(0, 300)
    .default(60)
    .describe("percent (0..300) the V8 heap may grow beyond what survived a full collection before the next, 0 to leave it to V8"),
  SHUTDOWN_TIMEOUT_MS: decimal(0, 600_000)
    .default(10_000)
    .describe("milliseconds (0..600000) that a stop (SIGTERM, SIGINT) waits for requests in flight"),
  REDIS_URL: z.string().url().optional().describe("a redis:// URL for shared rate-limit counters"),
  MCP_ALLOWED_HOSTS: z
    .string()
    .default("")
    .transform((value) => value.split(",").map((entry) => entry.trim().toLowerCase()).filter(Boolean))
    .describe("a comma-separated list of Host names accepted on /mcp"),
  MCP_ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((value) => value.split(",").map((entry) => entry.trim().toLowerCase()).filter(Boolean))
    .describe("a comma-separated list of Origins accepted on /mcp"),
});

export type Config = z.infer<typeof ConfigSchema> & { publicBaseUrl: string };

/** Where the accounts store is: its PostgreSQL URL when one is set, else its SQLite file. */
export function accountsLocation(config: Pick<Config, "ACCOUNTS_DATABASE_URL" | "ACCOUNTS_DATABASE_PATH">): string {
  return config.ACCOUNTS_DATABASE_URL ?? config.ACCOUNTS_DATABASE_PATH;
}

/** Where the register is: its PostgreSQL URL when one is set (it takes precedence), else its SQLite file. */
export function registerLocation(config: Pick<Config, "DATABASE_URL" | "DATABASE_PATH">): { kind: "postgres"; url: string } | { kind: "sqlite"; path: string } {
  return config.DATABASE_URL !== undefined ? { kind: "postgres", url: config.DATABASE_URL } : { kind: "sqlite", path: config.DATABASE_PATH };
}

/** Error whose message is the one line to print when the configuration is bad. */
export class ConfigError extends Error {}

/**
 * Reads the configuration. A bad value throws ConfigError naming the variable and what it accepts.
 * PUBLIC_BASE_URL defaults to the listening address.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A variable set to nothing is a mistake (a template left unfilled), never "off" or "any port": it is refused.
  for (const variable of Object.keys(ConfigSchema.shape) as (keyof typeof ConfigSchema.shape)[]) {
    if (env[variable] !== undefined && env[variable]!.trim() === "") {
      const rule = ConfigSchema.shape[variable];
      const fallback = rule.safeParse(undefined).data;
      const unset = fallback === undefined || (Array.isArray(fallback) && fallback.length === 0) ? "unset it" : `unset it to use the default (${fallback})`;
      throw new ConfigError(`${variable} is set but empty: ${unset}, or set it to ${rule.description}`);
    }
  }
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue.path[0]);
    const accepts = ConfigSchema.shape[variable as keyof typeof ConfigSchema.shape]?.description ?? "a valid value";
    throw new ConfigError(`invalid ${variable}=${JSON.stringify(env[variable])}: expected ${accepts}`);
  }
  const config = result.data;
  if (config.BACKEND_URL && !config.BACKEND_TOKEN) {
    throw new ConfigError("BACKEND_URL is set without BACKEND_TOKEN: set BACKEND_TOKEN to the secret the register's instance serves its internal read API with");
  }
  const displayHost = config.HOST === "0.0.0.0" || config.HOST === "::" ? "127.0.0.1" : config.HOST;
  const hostPart = displayHost.includes(":") ? `[${displayHost}]` : displayHost;
  return { ...config, publicBaseUrl: config.PUBLIC_BASE_URL ?? `http://${hostPart}:${config.PORT}` };
}
