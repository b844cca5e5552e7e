/**
 * Builds the demo market store on SQLite, linked to a SQLite register: the one way `swiss-register generate market`,
 * `serve` on a fresh clone and the tests build it (docs/market.md, Demo data).
 */
import { existsSync } from "node:fs";
import { buildDemoMarket, type DemoCounts } from "../market/demo.js";
import type { LinkReport } from "../market/link.js";
import { sqliteMarketUpdater } from "../store/sqlite/market.js";
import { openSqliteRegisterDirectory } from "../store/sqlite/register-directory.js";

export interface DemoMarketOptions {
  /** The market store to (re)build. */
  path: string;
  /** The register its listings are linked to; none linked when the file does not exist. */
  registerPath: string;
  seed: number;
  /** The last day of the series (YYYY-MM-DD). */
  through: string;
}

/** Builds the demo market store at `path` in one update; throws MarketUpdateError when the update fails its checks. */
export async function generateDemoMarketStore(options: DemoMarketOptions): Promise<{ counts: DemoCounts; report: LinkReport }> {
  const register = existsSync(options.registerPath) ? openSqliteRegisterDirectory(options.registerPath) : null;
  try {
    return await buildDemoMarket({
      update: sqliteMarketUpdater(options.path),
      register,
      registerName: options.registerPath,
      seed: options.seed,
      through: options.through,
    });
  } finally {
    await register?.close();
  }
}
