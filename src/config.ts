/** Service configuration from the environment, validated once at start (README: Configuration). */
import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65535);
const nonNegativeInt = z.coerce.number().int().min(0);

/** Each variable with its rule; the description is what a bad value's error line says it accepts. */
const ConfigSchema = z.object({
  PORT: port.default(8080).describe("an integer port 0..65535"),
  HOST: z.string().min(1).default("127.0.0.1").describe("a host name or IP address to listen on"),
  PUBLIC_BASE_URL: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://")
    .transform((value) => value.replace(/\/+$/, ""))
    .optional()
    .describe("an absolute http(s) URL such as https://register.example.ch"),
  DATABASE_PATH: z.string().min(1).default("var/register.sqlite").describe("a file path for the SQLite register"),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info")
    .describe("one of fatal, error, warn, info, debug, trace, silent"),
  DEMO_COMPANIES: z.coerce.number().int().min(1).max(2_000_000).default(20_000).describe("an integer 1..2000000"),
  DEMO_SEED: nonNegativeInt.default(1).describe("a non-negative integer"),
  RATE_LIMIT_SEARCH: nonNegativeInt.default(60).describe("requests per minute, 0 to turn the limit off"),
  RATE_LIMIT_DETAIL: nonNegativeInt.default(120).describe("requests per minute, 0 to turn the limit off"),
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((value) => value.split(",").map((entry) => entry.trim()).filter(Boolean))
    .describe("a comma-separated list of proxy IP addresses whose X-Forwarded-For is believed"),
  ANSWER_CACHE_MB: nonNegativeInt.max(4096).default(16).describe("megabytes of answers kept in memory, 0 to turn the cache off"),
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

/** Error whose message is the one line to print when the configuration is bad. */
export class ConfigError extends Error {}

/**
 * Reads the configuration. A bad value throws ConfigError naming the variable and what it accepts.
 * PUBLIC_BASE_URL defaults to the listening address.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue.path[0]);
    const accepts = ConfigSchema.shape[variable as keyof typeof ConfigSchema.shape]?.description ?? "a valid value";
    throw new ConfigError(`invalid ${variable}=${JSON.stringify(env[variable])}: expected ${accepts}`);
  }
  const config = result.data;
  const displayHost = config.HOST === "0.0.0.0" || config.HOST === "::" ? "127.0.0.1" : config.HOST;
  const hostPart = displayHost.includes(":") ? `[${displayHost}]` : displayHost;
  return { ...config, publicBaseUrl: config.PUBLIC_BASE_URL ?? `http://${hostPart}:${config.PORT}` };
}
