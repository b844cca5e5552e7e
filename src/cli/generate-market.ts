/** `swiss-register generate market`: builds the demo market store and links its listings to the register. */
import { existsSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { isCalendarDate, lastClosedTradingDay } from "../market/calendar.js";
import { DEMO_FIRST_DAY, DEMO_SOURCE } from "../market/demo.js";
import type { LinkReport } from "../market/link.js";
import { generateDemoMarketStore } from "../runtime/demo-market.js";
import { openSqliteMarketStore, MarketUpdateError } from "../store/sqlite/market.js";
import { UsageError } from "./command.js";

export const GENERATE_MARKET_HELP = `Usage: swiss-register generate market [--database PATH] [--seed S] [--through DATE]
                                      [--register PATH] [--report PATH] [--force]

Builds the demo market store: every SIX-listed symbol of data/market/six_listed.csv
with a generated daily series (the SIX trading calendar and its holidays, from
${DEMO_FIRST_DAY}), five years of annual and eight quarters of statements, a dividend
and five key executives, every row marked source "demo". The same seed and --through
give the same data. Each listing is linked to its register company by UID, else by
name (and seat where known); the listings that do not link are listed in the report.

Options:
  --database PATH   the market store (default: MARKET_DATABASE_PATH or var/market.sqlite)
  --seed S          a non-negative integer (default: DEMO_SEED or 1)
  --through DATE    the last day of the series, YYYY-MM-DD (default: the last SIX
                    trading day whose close has passed)
  --register PATH   the register to link to (default: DATABASE_PATH or var/register.sqlite)
  --report PATH     the link report, JSON (default: <database>.link-report.json)
  --force           replace a market store that holds imported (real) data

Examples:
  swiss-register generate market
  swiss-register generate market --seed 7 --through 2026-10-30 --database /tmp/market.sqlite`;

/** Prints the link report's summary: counts by method, and the listings that did not link. */
export function describeLinkReport(report: LinkReport, reportPath: string): string {
  const by = (method: string) => report.linked.filter((entry) => entry.method === method).length;
  const lines = [
    `Linked ${report.linked.length} of ${report.listings} listings to the register (${report.register}): ` +
      `${by("uid")} by UID, ${by("name_seat")} by name and seat, ${by("name_unique")} by a name only one active company has.`,
  ];
  const shown = 20;
  if (report.unlinked.length > 0) {
    lines.push(`Not linked: ${report.unlinked.length}:`);
    for (const entry of report.unlinked.slice(0, shown)) lines.push(`  ${entry.symbol} (${entry.name ?? "no name"}): ${entry.reason}`);
    if (report.unlinked.length > shown) lines.push(`  ... and ${report.unlinked.length - shown} more in the report`);
  }
  lines.push(`Report: ${reportPath}`);
  return lines.join("\n");
}

/** Runs `generate market` with the arguments after `market`. */
export async function runGenerateMarket(args: string[]): Promise<number> {
  let values: { database?: string; seed?: string; through?: string; register?: string; report?: string; force?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        database: { type: "string" },
        seed: { type: "string" },
        through: { type: "string" },
        register: { type: "string" },
        report: { type: "string" },
        force: { type: "boolean" },
      },
      allowPositionals: false,
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.seed !== undefined && !/^\d{1,15}$/.test(values.seed)) throw new UsageError(`--seed must be a non-negative integer, got "${values.seed}"`);
  const today = lastClosedTradingDay(new Date());
  const through = values.through ?? today;
  if (!isCalendarDate(through) || through < DEMO_FIRST_DAY || through > new Date().toISOString().slice(0, 10)) {
    throw new UsageError(`--through must be a date YYYY-MM-DD from ${DEMO_FIRST_DAY} to today, got "${through}"`);
  }
  const config = loadConfig();
  const path = values.database ?? config.MARKET_DATABASE_PATH;
  const seed = values.seed === undefined ? config.DEMO_SEED : Number(values.seed);
  const registerPath = values.register ?? config.DATABASE_PATH;
  const reportPath = values.report ?? `${path}.link-report.json`;

  if (existsSync(path) && !values.force) {
    let source: string;
    try {
      const store = openSqliteMarketStore(path);
      source = (await store.dataset()).source;
      await store.close();
    } catch {
      source = "unreadable";
    }
    if (source !== DEMO_SOURCE) {
      console.error(`swiss-register generate market: ${path} holds ${source} data; use --force to replace it`);
      return 1;
    }
  }

  const started = Date.now();
  let built;
  try {
    built = await generateDemoMarketStore({ path, registerPath, seed, through });
  } catch (error) {
    if (error instanceof MarketUpdateError) {
      console.error(`swiss-register generate market: ${error.message}`);
      return 1;
    }
    throw error;
  }
  const { counts, report } = built;
  writeFileSync(reportPath, `${JSON.stringify({ database: path, seed, through, ...report }, null, 2)}\n`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Generated demo market data for ${counts.symbols} symbols through ${through} (seed ${seed}): ${counts.bars.toLocaleString("en-US")} daily bars, ` +
      `${counts.statements.toLocaleString("en-US")} statement rows, ${counts.executives} executives in ${seconds} s: ${path}`,
  );
  console.log(describeLinkReport(report, reportPath));
  return 0;
}
