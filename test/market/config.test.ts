import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.js";

describe("market configuration", () => {
  it("puts the market store beside the register and calls no provider by default", () => {
    const config = loadConfig({});
    expect(config.MARKET_DATABASE_PATH).toBe("var/market.sqlite");
    expect(config.MARKET_PROVIDER_URL).toBeUndefined();
    expect(config.MARKET_PROVIDER_KEY).toBeUndefined();
  });

  it("reads the provider's address without a trailing slash", () => {
    expect(loadConfig({ MARKET_PROVIDER_URL: "https://prices.example.com/v2/" }).MARKET_PROVIDER_URL).toBe("https://prices.example.com/v2");
  });

  it("stops with one line naming a bad provider address or an empty key", () => {
    expect(() => loadConfig({ MARKET_PROVIDER_URL: "prices.example.com" })).toThrow(ConfigError);
    expect(() => loadConfig({ MARKET_PROVIDER_URL: "ftp://prices.example.com" })).toThrow(/MARKET_PROVIDER_URL.*http\(s\) URL/);
    expect(() => loadConfig({ MARKET_PROVIDER_KEY: " " })).toThrow(/MARKET_PROVIDER_KEY is set but empty/);
  });
});
