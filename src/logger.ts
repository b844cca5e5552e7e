/**
 * The service's logger (pino, JSON lines). API keys never reach a log: the places a key could appear in a logged
 * object are redacted (request headers, key fields), and no code logs a key on purpose (docs/keyed-api.md).
 */
import { pino, type DestinationStream, type Logger } from "pino";
import type { Config } from "./config.js";

/** Paths pino censors in every logged object. */
export const REDACTED_LOG_PATHS = [
  'req.headers["x-api-key"]',
  "req.headers.authorization",
  'headers["x-api-key"]',
  "headers.authorization",
  "apiKey",
  "*.apiKey",
  "key",
  "*.key",
];

/** The logger of a command, at the configured level; stdout unless a destination is given (stdio MCP uses stderr). */
export function serviceLogger(config: Pick<Config, "LOG_LEVEL">, destination?: DestinationStream): Logger {
  const options = { level: config.LOG_LEVEL, redact: { paths: REDACTED_LOG_PATHS, censor: "[redacted]" } };
  return destination ? pino(options, destination) : pino(options);
}
