/**
 * The runtime factory: the one place that picks implementations (store, backend, accounts, limiters, caches) from the
 * configuration and builds the app from them. `serve`, the test harness and (through `serve`) the bench start the
 * service here, and `mcp` over stdio opens its register through src/runtime/register.ts, so none of them can wire
 * the service differently.
 */
import type { Hono } from "hono";
import type { Logger } from "pino";
import { accountsLocation, type Config } from "../config.js";
import { rateLimitsOf, type RateLimits } from "../domain/limits.js";
import { createAnswerCache } from "../http/answer-cache/index.js";
import { createApp } from "../http/app.js";
import { createRateLimiter } from "../http/middleware/rate-limit/limiter.js";
import { connectRateLimitRedis } from "../http/middleware/rate-limit/redis-client.js";
import { planRateLimits } from "../keyed/routes.js";
import { KEYED_OPERATIONS } from "../operations/keyed/index.js";
import type { AccountsStore } from "../store/accounts-port.js";
import { openAccountsStore } from "../store/open-accounts.js";
import { VERSION } from "../version.js";
import type { MarketAccess } from "../market/access.js";
import { openMarketRuntime } from "./market.js";
import { openRegisterRuntime, type RegisterRuntime } from "./register.js";

/** What a test or a tool may set beyond the configuration. */
export interface ServiceOverrides {
  /** Rate limits of the public buckets (tests turn them off); default: the configuration's. */
  rateLimits?: RateLimits;
  version?: string;
}

/** The whole HTTP service: the register, the market data, the accounts of the keyed API, the limiters and the app. */
export interface ServiceRuntime extends RegisterRuntime {
  app: Hono;
  accounts: AccountsStore;
  market: MarketAccess;
}

/** Builds the HTTP service from the configuration. */
export async function createServiceRuntime(config: Config, logger: Logger, overrides: ServiceOverrides = {}): Promise<ServiceRuntime> {
  const register = await openRegisterRuntime(config, logger);
  const market = await openMarketRuntime(config);
  let accounts: AccountsStore | undefined;
  try {
    accounts = await openAccountsStore(accountsLocation(config));
    const redis = config.REDIS_URL ? await connectRateLimitRedis(config.REDIS_URL, logger) : undefined;
    const rateLimits = overrides.rateLimits ?? rateLimitsOf(config);
    const app = createApp({
      // The limits the app describes (/openapi.json, /llms.txt) are the ones it counts.
      config: { ...config, RATE_LIMIT_SEARCH: rateLimits.search, RATE_LIMIT_DETAIL: rateLimits.detail },
      backend: register.backend,
      market: market.market,
      rateLimiter: createRateLimiter(rateLimits, redis),
      // The answers belong to this register: made with it, they go with it, so none can outlive a change of register.
      answers: createAnswerCache(config.ANSWER_CACHE_MB * 2 ** 20),
      logger,
      version: overrides.version ?? VERSION,
      registerFile: register.registerFile,
      registerProbe: register.registerProbe,
      keyed: { accounts, limiter: createRateLimiter(planRateLimits(), redis), operations: KEYED_OPERATIONS },
      internalBackendToken: config.BACKEND_TOKEN,
    });
    const openAccounts = accounts;
    return {
      ...register,
      app,
      accounts: openAccounts,
      market: market.market,
      async close() {
        await register.close();
        await market.close();
        await openAccounts.close();
        redis?.disconnect();
      },
    };
  } catch (error) {
    await accounts?.close();
    await market.close();
    await register.close();
    throw error;
  }
}
