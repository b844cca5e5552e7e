import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, registerLocation } from "../src/config.js";

describe("configuration from the environment", () => {
  it("has defaults that start the service on the embedded register", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_PATH).toBe("var/register.sqlite");
    expect(config.publicBaseUrl).toBe("http://127.0.0.1:8080");
    expect(config.RATE_LIMIT_SEARCH).toBe(30);
    expect(config.RATE_LIMIT_DETAIL).toBe(120);
  });

  it.each([
    ["PORT", "eighty", /PORT.*integer port 0\.\.65535/],
    ["PORT", "70000", /PORT/],
    ["PUBLIC_BASE_URL", "register.example.ch", /PUBLIC_BASE_URL.*absolute http/],
    ["LOG_LEVEL", "loud", /LOG_LEVEL.*one of fatal/],
    ["RATE_LIMIT_SEARCH", "-1", /RATE_LIMIT_SEARCH.*0 to turn the limit off/],
  ])("stops with one line naming %s and what it accepts", (variable, value, message) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(message);
  });

  it("strips a trailing slash from PUBLIC_BASE_URL and splits lists", () => {
    const config = loadConfig({ PUBLIC_BASE_URL: "https://register.example.ch/", TRUSTED_PROXIES: "10.0.0.1, 10.0.0.2" });
    expect(config.publicBaseUrl).toBe("https://register.example.ch");
    expect(config.TRUSTED_PROXIES).toEqual(["10.0.0.1", "10.0.0.2"]);
  });
});

describe("the register's location", () => {
  it("is the PostgreSQL URL when DATABASE_URL is set, whatever DATABASE_PATH says", () => {
    const config = loadConfig({ DATABASE_PATH: "/data/register.sqlite", DATABASE_URL: "postgres://register@db.internal/register" });
    expect(registerLocation(config)).toEqual({ kind: "postgres", url: "postgres://register@db.internal/register" });
    expect(registerLocation(loadConfig({ DATABASE_PATH: "/data/register.sqlite" }))).toEqual({ kind: "sqlite", path: "/data/register.sqlite" });
  });

  it.each([["mysql://db/register"], ["register.sqlite"], [" "]])("refuses DATABASE_URL=%j with one line", (value) => {
    expect(() => loadConfig({ DATABASE_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: value })).toThrow(/DATABASE_URL/);
  });
});
