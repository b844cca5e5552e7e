/** `swiss-register import market ohlcv|statements|executives FILE…`: fills the market store from files (docs/market.md). */
import { existsSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { zurichTime } from "../market/calendar.js";
import { describeReject } from "../market/import/rejects.js";
import { MARKET_IMPORT_KINDS, runMarketImport, type MarketImportKind, type MarketImportReport } from "../market/import/run-market-import.js";
import { linkListings, unlinkedListings } from "../market/link.js";
import { loadListingReferences } from "../market/listings.js";
import { MarketUpdateError, sqliteMarketUpdater } from "../store/sqlite/market.js";
import { openSqliteRegisterDirectory } from "../store/sqlite/register-directory.js";
import { UsageError } from "./command.js";
import { describeLinkReport } from "./generate-market.js";

export const IMPORT_MARKET_HELP = `Usage: swiss-register import market <ohlcv|statements|executives> FILE... [options]
       swiss-register import market listings [--register PATH] [--database PATH]

Imports market data into the market store (MARKET_DATABASE_PATH, default
var/market.sqlite) in one update: it works on a copy and swaps it in, so the store is
never half-written; importing the same files again changes nothing. Imported rows are
marked source "import" and replace a symbol's demo rows of the same kind. Every row
that cannot be used is printed on one line (file:line: reason); the others are imported.

Kinds:
  ohlcv FILE...         daily prices, one symbol per file, named by the file
                        (NESN.csv, NESN.SW.csv, nesn_daily.csv) or by --symbol:
                        Date,Open,High,Low,Close,Adj Close,Volume   (YYYY-MM-DD), or
                        Date;Open;High;Low;Close;Volume             (dd.mm.yyyy, SIX style)
  statements FILE...    JSON financials bundles, CSV statement rows, or CSV XBRL facts
                        (metric,value,period_end,filed,...; the latest filing wins)
  executives FILE...    CSV symbol,name,title,year_born,pay,exercised,currency,display_order;
                        replaces the executives of each symbol named
  listings              links data/market/six_listed.csv to the register again (after a
                        register import) and updates the listings; keeps all other data

Options:
  --database PATH       the market store (default: MARKET_DATABASE_PATH or var/market.sqlite)
  --symbol SYM          the symbol of a single OHLCV file
  --register PATH       the register to link listings to (listings, or a new store)
                        (default: DATABASE_PATH or var/register.sqlite)
  --report PATH         the JSON report (default: <database>.import-report.json)

Examples:
  swiss-register import market ohlcv ~/prices/NESN.SW.csv ~/prices/NOVN.SW.csv
  swiss-register import market ohlcv --symbol UBSG six-export.csv
  swiss-register import market statements novartis_sec_xbrl_annual.csv`;

function summary(report: MarketImportReport, reportPath: string): string {
  const { added, changed, unchanged, removed } = report.totals;
  const lines = [
    report.kind === "listings"
      ? `Import market listings: ${report.rows} listings linked again; ${added} added, ${changed} changed, ${unchanged} unchanged.`
      : `Import market ${report.kind}: ${report.rows} rows usable from ${report.files} files; ` +
        `${added} added, ${changed} changed, ${unchanged} unchanged, ${removed} rows of another source (demo) removed.`,
  ];
  for (const symbol of report.symbols) {
    lines.push(`  ${symbol.symbol} ${symbol.what}: ${symbol.added} added, ${symbol.changed} changed, ${symbol.unchanged} unchanged, ${symbol.removed} removed`);
  }
  if (report.link) lines.push(describeLinkReport(report.link, reportPath));
  if (report.rejects.length > 0) {
    lines.push(`Could not use ${report.rejects.length} rows:`);
    for (const reject of report.rejects) lines.push(`  ${describeReject(reject)}`);
  } else {
    lines.push("Every row could be used.");
  }
  if (!report.applied) lines.push("Nothing was imported: the market store is unchanged.");
  lines.push(`Report: ${reportPath}`);
  return lines.join("\n");
}

/** Runs `import market` with the arguments after `market`. */
export async function runImportMarket(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { database: { type: "string" }, symbol: { type: "string" }, register: { type: "string" }, report: { type: "string" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [kind, ...paths] = positionals;
  if (!MARKET_IMPORT_KINDS.includes(kind as MarketImportKind)) {
    throw new UsageError(kind ? `unknown market data "${kind}": use ohlcv, statements, executives or listings` : "name the data: ohlcv, statements, executives or listings");
  }
  if (kind === "listings" && paths.length > 0) throw new UsageError("import market listings takes no files");
  if (kind !== "listings" && paths.length === 0) throw new UsageError(`import market ${kind} needs at least one file`);
  if (values.symbol !== undefined && (kind !== "ohlcv" || paths.length !== 1)) throw new UsageError("--symbol names the symbol of a single OHLCV file");
  const config = loadConfig();
  const databasePath = values.database ?? config.MARKET_DATABASE_PATH;
  const registerPath = values.register ?? config.DATABASE_PATH;
  const reportPath = values.report ?? `${databasePath}.import-report.json`;
  // Bars up to today in Zurich are accepted (an import after the close); later dates are refused.
  const today = zurichTime(new Date()).date;
  let report: MarketImportReport;
  try {
    report = await runMarketImport({
      kind: kind as MarketImportKind,
      paths,
      symbol: values.symbol,
      update: sqliteMarketUpdater(databasePath),
      today,
      linkedListings: async () => {
        const references = loadListingReferences();
        if (!existsSync(registerPath)) return unlinkedListings(references, `no register at ${registerPath}`);
        const directory = openSqliteRegisterDirectory(registerPath);
        try {
          return await linkListings(references, directory);
        } finally {
          await directory.close();
        }
      },
    });
  } catch (error) {
    if (error instanceof MarketUpdateError) {
      console.error(`swiss-register import market: ${error.message}`);
      return 1;
    }
    throw error;
  }
  writeFileSync(reportPath, `${JSON.stringify({ database: databasePath, ...report }, null, 2)}\n`);
  process.stderr.write(`${summary(report, reportPath)}\n`);
  return report.applied ? 0 : 1;
}
