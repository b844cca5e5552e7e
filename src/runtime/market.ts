/**
 * The market data as the service reads it (docs/market.md): the one place that picks the market store from the
 * configuration. The SQLite store at MARKET_DATABASE_PATH; in front of it the provider when MARKET_PROVIDER_URL is
 * set. A store that cannot be opened does not stop the service: the register answers, the stock endpoints answer
 * 503 with what to do, and the store is opened on the first read after it appears.
 */
import type { Config } from "../config.js";
import type { MarketAccess } from "../market/access.js";
import type { MarketStore } from "../store/market-port.js";
import { openSqliteMarketStore } from "../store/sqlite/market.js";

/** The market data of the running service. */
export interface MarketRuntime {
  market: MarketAccess;
  close(): Promise<void>;
}

/**
 * A market store opened on its first read, and again on each read while opening fails (so that a store built after
 * the start, by `swiss-register generate market`, is read without a restart).
 */
function lazyMarketStore(open: () => MarketStore): MarketStore {
  let store: MarketStore | undefined;
  const current = () => {
    store ??= open();
    return store;
  };
  return {
    dataset: async () => current().dataset(),
    listSymbols: async (query) => current().listSymbols(query),
    getListing: async (symbol) => current().getListing(symbol),
    listingsOfCompany: async (companyId) => current().listingsOfCompany(companyId),
    dailyBars: async (symbol, range) => current().dailyBars(symbol, range),
    latestBars: async (symbol, count) => current().latestBars(symbol, count),
    statements: async (symbol, period) => current().statements(symbol, period),
    executives: async (symbol) => current().executives(symbol),
    profileFacts: async (symbol) => current().profileFacts(symbol),
    close: async () => {
      await store?.close();
      store = undefined;
    },
  };
}

/** The configured market store and the clock. The provider's client is loaded only when one is configured. */
export async function openMarketRuntime(
  config: Pick<Config, "MARKET_DATABASE_PATH" | "MARKET_PROVIDER_URL" | "MARKET_PROVIDER_KEY">,
  now: () => Date = () => new Date(),
): Promise<MarketRuntime> {
  const local = lazyMarketStore(() => openSqliteMarketStore(config.MARKET_DATABASE_PATH));
  let store = local;
  if (config.MARKET_PROVIDER_URL) {
    const { MarketProvider, providerMarketStore } = await import("../market/provider.js");
    store = providerMarketStore(local, new MarketProvider({ baseUrl: config.MARKET_PROVIDER_URL, apiKey: config.MARKET_PROVIDER_KEY, now }), now);
  }
  return { market: { store, now }, close: () => store.close() };
}
