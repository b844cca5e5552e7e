/**
 * `import market ohlcv|statements|executives|listings`: reads the files, then writes every usable row in one update of the
 * market store (all or nothing; an update that changes nothing leaves the store untouched, so a second run of the
 * same files changes nothing). Imported rows carry source "import"; a symbol's imported rows of one kind replace the
 * demo rows of that kind. Every row that cannot be used is reported on one line with its file, line and reason.
 * `listings` reads no file: it links the shipped reference list to the register again and updates the listings,
 * keeping every price, statement and executive.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import type { Listing, MarketUpdater, WriteTally } from "../../store/market-port.js";
import type { LinkReport } from "../link.js";
import { readExecutives } from "./executives.js";
import { readOhlcv, symbolFromFileName } from "./ohlcv.js";
import type { RejectedRow } from "./rejects.js";
import { readStatements, type StatementGroup } from "./statements.js";
import type { BarInput, ExecutiveInput } from "../../store/market-port.js";
import { DEMO_SOURCE } from "../demo.js";

export const IMPORT_SOURCE = "import";
export const MARKET_IMPORT_KINDS = ["ohlcv", "statements", "executives", "listings"] as const;
export type MarketImportKind = (typeof MARKET_IMPORT_KINDS)[number];

export interface MarketImportOptions {
  kind: MarketImportKind;
  paths: string[];
  /** The symbol of an OHLCV file whose name does not give it (one file only). */
  symbol?: string;
  update: MarketUpdater;
  /** The reference listings linked to the register, and the link report (for a new store, and for `listings`). */
  linkedListings: () => Promise<{ listings: Listing[]; report: LinkReport }>;
  /** Today in Zurich (`YYYY-MM-DD`): later dates are refused. */
  today: string;
}

export interface SymbolTally extends WriteTally {
  symbol: string;
  what: string;
}

export interface MarketImportReport {
  kind: MarketImportKind;
  files: number;
  /** Rows read from the files and usable. */
  rows: number;
  totals: WriteTally;
  symbols: SymbolTally[];
  rejects: RejectedRow[];
  /** Set when the import linked the listings (a new store, or `listings`). */
  link: LinkReport | null;
  /** False when no row could be used (the store was left alone). */
  applied: boolean;
}

/** What one kind's files hold, per symbol, before it is written. */
type Work =
  | { kind: "ohlcv"; bars: Map<string, { file: string; bars: BarInput[] }> }
  | { kind: "statements"; groups: { file: string; group: StatementGroup }[] }
  | { kind: "executives"; lists: Map<string, { file: string; executives: ExecutiveInput[] }> };

function readFiles(options: MarketImportOptions, rejects: RejectedRow[]): { work: Work; rows: number } {
  const texts: { file: string; path: string; text: string }[] = [];
  for (const path of options.paths) {
    try {
      texts.push({ file: basename(path), path, text: readFileSync(path, "utf8") });
    } catch (error) {
      rejects.push({ file: path, line: 0, reason: `cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` });
    }
  }
  let rows = 0;
  if (options.kind === "ohlcv") {
    const bars = new Map<string, { file: string; bars: BarInput[] }>();
    for (const { file, text } of texts) {
      const symbol = (options.symbol ?? symbolFromFileName(file)).toUpperCase();
      const read = readOhlcv(text, file, options.today);
      rejects.push(...read.rejects);
      const earlier = bars.get(symbol);
      if (earlier) {
        rejects.push({ file, line: 0, reason: `${symbol} is given by ${earlier.file} already; put one symbol's bars in one file` });
        continue;
      }
      if (read.bars.length > 0) bars.set(symbol, { file, bars: read.bars });
      rows += read.bars.length;
    }
    return { work: { kind: "ohlcv", bars }, rows };
  }
  if (options.kind === "statements") {
    const groups: { file: string; group: StatementGroup }[] = [];
    for (const { file, text } of texts) {
      const read = readStatements(text, file);
      rejects.push(...read.rejects);
      for (const group of read.groups) {
        groups.push({ file, group });
        rows += group.rows.length;
      }
    }
    return { work: { kind: "statements", groups }, rows };
  }
  const lists = new Map<string, { file: string; executives: ExecutiveInput[] }>();
  for (const { file, text } of texts) {
    const read = readExecutives(text, file, Number(options.today.slice(0, 4)));
    rejects.push(...read.rejects);
    for (const [symbol, executives] of read.bySymbol) {
      const earlier = lists.get(symbol);
      if (earlier) {
        rejects.push({ file, line: 0, reason: `the executives of ${symbol} are given by ${earlier.file} already` });
        continue;
      }
      lists.set(symbol, { file, executives });
      rows += executives.length;
    }
  }
  return { work: { kind: "executives", lists }, rows };
}

/** Imports the files; returns what was added, changed, left and removed, and every rejected row. */
export async function runMarketImport(options: MarketImportOptions): Promise<MarketImportReport> {
  if (options.kind === "listings") return relink(options);
  const rejects: RejectedRow[] = [];
  const { work, rows } = readFiles(options, rejects);
  const report: MarketImportReport = {
    kind: options.kind, files: options.paths.length, rows, totals: { added: 0, changed: 0, unchanged: 0, removed: 0 }, symbols: [],
    rejects, link: null, applied: false,
  };
  if (rows === 0) return report;

  await options.update(async (writes) => {
    let listed = await writes.listedSymbols();
    if (listed.size === 0) {
      const initial = await options.linkedListings();
      await writes.putListings(initial.listings);
      report.link = initial.report;
      listed = await writes.listedSymbols();
    }
    const unlisted = (symbol: string, file: string) => {
      if (listed.has(symbol)) return false;
      rejects.push({ file, line: 0, reason: `${symbol} is not a listed symbol (data/market/six_listed.csv); its rows were not imported` });
      return true;
    };
    const record = (symbol: string, what: string, tally: WriteTally) => {
      report.symbols.push({ symbol, what, ...tally });
      for (const key of ["added", "changed", "unchanged", "removed"] as const) report.totals[key] += tally[key];
    };
    if (work.kind === "ohlcv") {
      for (const [symbol, { file, bars }] of work.bars) {
        if (!unlisted(symbol, file)) record(symbol, "daily bars", await writes.putBars(symbol, bars, IMPORT_SOURCE));
      }
    } else if (work.kind === "statements") {
      for (const { file, group } of work.groups) {
        if (unlisted(group.symbol, file)) continue;
        const what = `${group.period} ${group.kind.replace(/_/g, " ")} rows`;
        record(group.symbol, what, await writes.putStatements(group.symbol, group.kind, group.period, group.rows, IMPORT_SOURCE));
      }
    } else {
      for (const [symbol, { file, executives }] of work.lists) {
        if (!unlisted(symbol, file)) record(symbol, "executives", await writes.putExecutives(symbol, executives, IMPORT_SOURCE));
      }
    }
    const { added, changed, removed } = report.totals;
    if (added + changed + removed > 0 || report.link !== null) {
      const before = await writes.dataset();
      const source = before === null || before.source === IMPORT_SOURCE ? IMPORT_SOURCE : before.source === DEMO_SOURCE ? `${DEMO_SOURCE}+${IMPORT_SOURCE}` : before.source;
      await writes.setDataset({ source, builtAt: before?.builtAt ?? null, through: before?.through ?? null });
    }
  });
  report.applied = report.symbols.length > 0;
  return report;
}

/** `listings`: the reference list linked to the register again, written over the stored listings. */
async function relink(options: MarketImportOptions): Promise<MarketImportReport> {
  const linked = await options.linkedListings();
  const totals = await options.update(async (writes) => {
    const tally = await writes.putListings(linked.listings);
    if (tally.added + tally.changed > 0) {
      const before = await writes.dataset();
      await writes.setDataset(before ?? { source: IMPORT_SOURCE, builtAt: null, through: null });
    }
    return tally;
  });
  return {
    kind: "listings", files: 0, rows: linked.listings.length, totals, symbols: [], rejects: [], link: linked.report, applied: true,
  };
}
