/**
 * The market store over SQLite (the port: src/store/market-port.ts), a file of its own beside the register
 * (`MARKET_DATABASE_PATH`, default `var/market.sqlite`). The server opens it read-only; an update (demo build, import)
 * works on a copy, checks it and renames it over the file, so a reader never sees a half-written store and a failed
 * update loses nothing.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { BackendUnavailableError } from "../../domain/errors.js";
import { acquireFileLock, fsyncPath } from "../file-lock.js";
import { sideStoreStep, translateSideStoreError } from "./driver-errors.js";
import {
  STATEMENT_FIELDS, STATEMENT_KINDS, type StatementKind, type StatementPeriod, type StockKeyExecutive,
} from "../../domain/market.js";
import type {
  BarInput, BarRange, CompanyLink, DailyBar, ExecutiveInput, ExecutiveList, LinkMethod, Listing, ListingInput, MarketDataset,
  MarketStore, MarketUpdater, MarketWrites, ProfileFacts, StatementInput, StatementSet, SymbolPage, SymbolQuery, WriteTally,
} from "../market-port.js";

/** The schema this code reads and writes (`PRAGMA user_version`). */
export const MARKET_SCHEMA_VERSION = 1;

const statementTable = (kind: StatementKind) => `
CREATE TABLE ${kind} (
  id INTEGER PRIMARY KEY,
  symbol TEXT NOT NULL,
  period TEXT NOT NULL CHECK (period IN ('annual', 'quarterly')),
  fiscal_date TEXT NOT NULL,
  fiscal_year INTEGER NOT NULL,
  fiscal_quarter INTEGER,
  currency TEXT NOT NULL,
  ${STATEMENT_FIELDS[kind].map((field) => `${field} REAL`).join(",\n  ")},
  source TEXT NOT NULL,
  UNIQUE (symbol, period, fiscal_date)
);`;

const SCHEMA = `
CREATE TABLE dataset (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
-- indexes: memberships joined by '|'. company_*: the register company the listing is linked to, and how.
CREATE TABLE listings (
  symbol TEXT PRIMARY KEY,
  isin TEXT,
  name TEXT,
  currency TEXT NOT NULL,
  sector TEXT,
  indexes TEXT NOT NULL,
  company_id INTEGER,
  company_uid TEXT,
  link_method TEXT CHECK (link_method IN ('uid', 'name_seat', 'name_unique')),
  website TEXT,
  accounting_standard TEXT,
  fiscal_year_end TEXT
) WITHOUT ROWID;
CREATE INDEX listings_company ON listings (company_id);
CREATE TABLE bars (
  symbol TEXT NOT NULL,
  date TEXT NOT NULL,
  open REAL NOT NULL,
  high REAL NOT NULL,
  low REAL NOT NULL,
  close REAL NOT NULL,
  adj_close REAL,
  volume REAL NOT NULL CHECK (volume >= 0),
  source TEXT NOT NULL,
  PRIMARY KEY (symbol, date),
  CHECK (low > 0 AND low <= open AND low <= close AND high >= open AND high >= close)
) WITHOUT ROWID;
${STATEMENT_KINDS.map(statementTable).join("\n")}
CREATE TABLE executives (
  id INTEGER PRIMARY KEY,
  symbol TEXT NOT NULL,
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  year_born INTEGER,
  pay REAL,
  exercised REAL,
  currency TEXT NOT NULL,
  display_order INTEGER NOT NULL,
  source TEXT NOT NULL,
  UNIQUE (symbol, display_order)
);
CREATE TABLE profile_facts (
  symbol TEXT PRIMARY KEY,
  shares_outstanding REAL,
  dividend_per_share REAL,
  dividend_currency TEXT,
  source TEXT NOT NULL
) WITHOUT ROWID;
`;

const REBUILD_HINT = "build it with `swiss-register generate market` or fill it with `swiss-register import market`";

interface ListingRow {
  symbol: string;
  isin: string | null;
  name: string | null;
  currency: string;
  sector: string | null;
  indexes: string;
  company_id: number | null;
  company_uid: string | null;
  link_method: LinkMethod | null;
  website: string | null;
  accounting_standard: string | null;
  fiscal_year_end: string | null;
}

interface BarRow {
  symbol: string;
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  adj_close: number | null;
  volume: number;
  source: string;
}

function toListing(row: ListingRow): Listing {
  const company: CompanyLink | null =
    row.company_id === null || row.link_method === null ? null : { companyId: row.company_id, uid: row.company_uid, method: row.link_method };
  return {
    symbol: row.symbol,
    isin: row.isin,
    name: row.name,
    currency: row.currency,
    sector: row.sector,
    indexes: row.indexes === "" ? [] : row.indexes.split("|"),
    company,
    website: row.website,
    accountingStandard: row.accounting_standard,
    fiscalYearEnd: row.fiscal_year_end,
  };
}

function toBar(row: BarRow): DailyBar {
  return {
    symbol: row.symbol, date: row.date, open: row.open, high: row.high, low: row.low, close: row.close,
    adjClose: row.adj_close, volume: row.volume, source: row.source,
  };
}

/** Seconds a client waits while the market store cannot answer. */
const RETRY_AFTER_SECONDS = 30;
const guarded = <T>(step: () => T) => sideStoreStep("market", RETRY_AFTER_SECONDS, step);

/** Opens the market store at `path` read-only. A missing or foreign file is a BackendUnavailableError naming the path. */
export function openSqliteMarketStore(path: string): MarketStore {
  if (!existsSync(path)) throw new BackendUnavailableError(`no market store at ${path}: ${REBUILD_HINT}`);
  if (statSync(path).isDirectory()) throw new BackendUnavailableError(`the market store path ${path} is a directory: ${REBUILD_HINT}`);
  let db: Database.Database | undefined;
  let version: number;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
    db.pragma("query_only = ON");
    version = db.pragma("user_version", { simple: true }) as number;
  } catch (error) {
    db?.close();
    throw new BackendUnavailableError(`cannot open the market store at ${path}: ${(error as Error).message}; ${REBUILD_HINT}`, 30, { cause: error });
  }
  if (version !== MARKET_SCHEMA_VERSION) {
    db.close();
    throw new BackendUnavailableError(`the market store at ${path} has schema version ${version}, this service reads ${MARKET_SCHEMA_VERSION}: ${REBUILD_HINT}`);
  }

  const listingBySymbol = db.prepare("SELECT * FROM listings WHERE symbol = ?");
  const linkedListings = db.prepare("SELECT * FROM listings WHERE company_id IS NOT NULL ORDER BY symbol");
  /**
   * The listings by company, read once: the file an open store reads never changes (every update writes a copy and
   * renames it over the store), and every company fact sheet asks (a query per sheet was about 12 µs of its 260).
   */
  let listingsOfCompanies: Map<number, Listing[]> | undefined;
  const listingsOf = (companyId: number): Listing[] => {
    if (!listingsOfCompanies) {
      listingsOfCompanies = new Map();
      for (const row of linkedListings.all() as ListingRow[]) {
        const listing = toListing(row);
        const own = listingsOfCompanies.get(row.company_id!);
        if (own) own.push(listing);
        else listingsOfCompanies.set(row.company_id!, [listing]);
      }
    }
    return [...(listingsOfCompanies.get(companyId) ?? [])];
  };
  // Memberships are matched whole: '|smi|' within '|smi|six-primary-list|' (instr, not LIKE: `%` in a filter is a character).
  const symbolFilter =
    "WHERE (:index IS NULL OR instr('|' || lower(indexes) || '|', '|' || lower(:index) || '|') > 0) AND (:sector IS NULL OR lower(sector) = lower(:sector))";
  const countSymbols = db.prepare(`SELECT count(*) AS n FROM listings ${symbolFilter}`);
  const pageSymbols = db.prepare(`SELECT * FROM listings ${symbolFilter} ORDER BY symbol LIMIT :limit OFFSET :offset`);
  const barsInRange = db.prepare(
    "SELECT * FROM bars WHERE symbol = :symbol AND date >= coalesce(:from, '0000-00-00') AND date <= coalesce(:to, '9999-99-99') ORDER BY date",
  );
  const newestBars = db.prepare("SELECT * FROM bars WHERE symbol = ? ORDER BY date DESC LIMIT ?");
  const statementRows = Object.fromEntries(
    STATEMENT_KINDS.map((kind) => [kind, db.prepare(`SELECT * FROM ${kind} WHERE symbol = ? AND period = ? ORDER BY fiscal_date DESC`)]),
  ) as Record<StatementKind, Database.Statement>;
  const executiveRows = db.prepare("SELECT * FROM executives WHERE symbol = ? ORDER BY display_order");
  const factsRow = db.prepare("SELECT * FROM profile_facts WHERE symbol = ?");
  const datasetRows = db.prepare("SELECT key, value FROM dataset");

  const upper = (symbol: string) => symbol.trim().toUpperCase();

  return {
    dataset: () => guarded(() => datasetOf(datasetRows.all() as { key: string; value: string }[])),
    listSymbols: (query: SymbolQuery) => guarded((): SymbolPage => {
      const filter = { index: query.index ?? null, sector: query.sector ?? null };
      const total = (countSymbols.get(filter) as { n: number }).n;
      const items = (pageSymbols.all({ ...filter, limit: query.limit, offset: query.offset }) as ListingRow[]).map(toListing);
      return { total, items };
    }),
    getListing: (symbol) => guarded(() => {
      const row = listingBySymbol.get(upper(symbol)) as ListingRow | undefined;
      return row ? toListing(row) : null;
    }),
    listingsOfCompany: (companyId) => guarded(() => listingsOf(companyId)),
    dailyBars: (symbol, range: BarRange) => guarded(() =>
      (barsInRange.all({ symbol: upper(symbol), from: range.from ?? null, to: range.to ?? null }) as BarRow[]).map(toBar)),
    latestBars: (symbol, count) => guarded(() => (newestBars.all(upper(symbol), count) as BarRow[]).map(toBar)),
    statements: (symbol, period) => guarded((): StatementSet => {
      const read = (kind: StatementKind) => statementRows[kind].all(upper(symbol), period) as Record<string, unknown>[];
      const rows = { income_statement: read("income_statement"), balance_sheet: read("balance_sheet"), cash_flow: read("cash_flow") };
      const source = [...rows.income_statement, ...rows.balance_sheet, ...rows.cash_flow].map((row) => row.source as string)[0] ?? null;
      const strip = <T>(list: Record<string, unknown>[]) => list.map(({ source: _source, ...row }) => row) as T[];
      return {
        income_statement: strip(rows.income_statement),
        balance_sheet: strip(rows.balance_sheet),
        cash_flow: strip(rows.cash_flow),
        source,
      };
    }),
    executives: (symbol) => guarded((): ExecutiveList => {
      const rows = executiveRows.all(upper(symbol)) as (StockKeyExecutive & { source: string })[];
      return { executives: rows.map(({ source: _source, ...row }) => row), source: rows[0]?.source ?? null };
    }),
    profileFacts: (symbol) => guarded(() => {
      const row = factsRow.get(upper(symbol)) as
        | { symbol: string; shares_outstanding: number | null; dividend_per_share: number | null; dividend_currency: string | null; source: string }
        | undefined;
      return row
        ? { symbol: row.symbol, sharesOutstanding: row.shares_outstanding, dividendPerShare: row.dividend_per_share, dividendCurrency: row.dividend_currency, source: row.source }
        : null;
    }),
    close: async () => {
      db.close();
    },
  };
}

function datasetOf(rows: { key: string; value: string }[]): MarketDataset {
  const values = new Map(rows.map((row) => [row.key, row.value]));
  return { source: values.get("source") ?? "empty", builtAt: values.get("built_at") ?? null, through: values.get("through") ?? null };
}

const tally = (): WriteTally => ({ added: 0, changed: 0, unchanged: 0, removed: 0 });

/** The writes of one update, over an open (private) copy. */
function writesOn(db: Database.Database): MarketWrites {
  const getListing = db.prepare("SELECT * FROM listings WHERE symbol = ?");
  const putListing = db.prepare(`INSERT OR REPLACE INTO listings
    (symbol, isin, name, currency, sector, indexes, company_id, company_uid, link_method, website, accounting_standard, fiscal_year_end)
    VALUES (:symbol, :isin, :name, :currency, :sector, :indexes, :company_id, :company_uid, :link_method, :website, :accounting_standard, :fiscal_year_end)`);
  const removeForeignBars = db.prepare("DELETE FROM bars WHERE symbol = ? AND source <> ?");
  const getBar = db.prepare("SELECT * FROM bars WHERE symbol = ? AND date = ?");
  const putBar = db.prepare(`INSERT OR REPLACE INTO bars (symbol, date, open, high, low, close, adj_close, volume, source)
    VALUES (:symbol, :date, :open, :high, :low, :close, :adj_close, :volume, :source)`);
  const removeExecutives = db.prepare("DELETE FROM executives WHERE symbol = ?");
  const executivesOf = db.prepare("SELECT name, title, year_born, pay, exercised, currency, display_order, source FROM executives WHERE symbol = ? ORDER BY display_order");
  const putExecutive = db.prepare(`INSERT INTO executives (symbol, name, title, year_born, pay, exercised, currency, display_order, source)
    VALUES (:symbol, :name, :title, :year_born, :pay, :exercised, :currency, :display_order, :source)`);
  const getFacts = db.prepare("SELECT * FROM profile_facts WHERE symbol = ?");
  const putFacts = db.prepare(`INSERT OR REPLACE INTO profile_facts (symbol, shares_outstanding, dividend_per_share, dividend_currency, source)
    VALUES (?, ?, ?, ?, ?)`);
  const putDataset = db.prepare("INSERT OR REPLACE INTO dataset (key, value) VALUES (?, ?)");
  const removeDataset = db.prepare("DELETE FROM dataset WHERE key = ?");

  const same = (a: Record<string, unknown> | undefined, b: Record<string, unknown>) =>
    a !== undefined && Object.keys(b).every((key) => a[key] === b[key]);

  return {
    putListings: async (listings: ListingInput[]) => {
      const counts = tally();
      for (const listing of listings) {
        const row = {
          symbol: listing.symbol.toUpperCase(), isin: listing.isin, name: listing.name, currency: listing.currency, sector: listing.sector,
          indexes: listing.indexes.join("|"), company_id: listing.company?.companyId ?? null, company_uid: listing.company?.uid ?? null,
          link_method: listing.company?.method ?? null, website: listing.website, accounting_standard: listing.accountingStandard,
          fiscal_year_end: listing.fiscalYearEnd,
        };
        const before = getListing.get(row.symbol) as Record<string, unknown> | undefined;
        if (same(before, row)) {
          counts.unchanged++;
          continue;
        }
        putListing.run(row);
        counts[before ? "changed" : "added"]++;
      }
      return counts;
    },
    putBars: async (symbol: string, bars: BarInput[], source: string) => {
      const counts = tally();
      counts.removed = removeForeignBars.run(symbol, source).changes;
      for (const bar of bars) {
        const row = { symbol, date: bar.date, open: bar.open, high: bar.high, low: bar.low, close: bar.close, adj_close: bar.adjClose, volume: bar.volume, source };
        const before = getBar.get(symbol, bar.date) as Record<string, unknown> | undefined;
        if (same(before, row)) {
          counts.unchanged++;
          continue;
        }
        putBar.run(row);
        counts[before ? "changed" : "added"]++;
      }
      return counts;
    },
    putStatements: async (symbol: string, kind: StatementKind, period: StatementPeriod, rows: StatementInput[], source: string) => {
      const counts = tally();
      const fields = STATEMENT_FIELDS[kind];
      // The three statements of a period come from one source: a financials answer never mixes demo and real rows.
      for (const table of STATEMENT_KINDS) {
        counts.removed += db.prepare(`DELETE FROM ${table} WHERE symbol = ? AND period = ? AND source <> ?`).run(symbol, period, source).changes;
      }
      const get = db.prepare(`SELECT * FROM ${kind} WHERE symbol = ? AND period = ? AND fiscal_date = ?`);
      const columns = ["symbol", "period", "fiscal_date", "fiscal_year", "fiscal_quarter", "currency", ...fields, "source"];
      const insert = db.prepare(`INSERT INTO ${kind} (${columns.join(", ")}) VALUES (${columns.map((c) => `:${c}`).join(", ")})
        ON CONFLICT (symbol, period, fiscal_date) DO UPDATE SET ${columns.slice(3).map((c) => `${c} = excluded.${c}`).join(", ")}`);
      for (const input of rows) {
        if (input.kind !== kind) throw new Error(`a ${input.kind} row given as ${kind}`);
        const values: Record<string, unknown> = input.row;
        const row = Object.fromEntries(columns.map((column) => [column, column === "source" ? source : column === "symbol" ? symbol : values[column] ?? null]));
        const before = get.get(symbol, period, row.fiscal_date) as Record<string, unknown> | undefined;
        if (same(before, row)) {
          counts.unchanged++;
          continue;
        }
        insert.run(row);
        counts[before ? "changed" : "added"]++;
      }
      return counts;
    },
    putExecutives: async (symbol: string, executives: ExecutiveInput[], source: string) => {
      const counts = tally();
      const before = executivesOf.all(symbol) as Record<string, unknown>[];
      const rows = executives.map((e) => ({
        name: e.name, title: e.title, year_born: e.year_born, pay: e.pay, exercised: e.exercised, currency: e.currency,
        display_order: e.display_order, source,
      }));
      if (before.length === rows.length && rows.every((row, i) => same(before[i], row))) {
        counts.unchanged = rows.length;
        return counts;
      }
      counts.removed = removeExecutives.run(symbol).changes;
      for (const row of rows) putExecutive.run({ ...row, symbol });
      counts.added = rows.length;
      return counts;
    },
    putProfileFacts: async (facts: ProfileFacts) => {
      const counts = tally();
      const row = { symbol: facts.symbol, shares_outstanding: facts.sharesOutstanding, dividend_per_share: facts.dividendPerShare, dividend_currency: facts.dividendCurrency, source: facts.source };
      const before = getFacts.get(facts.symbol) as Record<string, unknown> | undefined;
      if (same(before, row)) {
        counts.unchanged++;
        return counts;
      }
      putFacts.run(row.symbol, row.shares_outstanding, row.dividend_per_share, row.dividend_currency, row.source);
      counts[before ? "changed" : "added"]++;
      return counts;
    },
    setDataset: async (dataset: MarketDataset) => {
      putDataset.run("source", dataset.source);
      for (const [key, value] of [["built_at", dataset.builtAt], ["through", dataset.through]] as const) {
        if (value === null) removeDataset.run(key);
        else putDataset.run(key, value);
      }
    },
    dataset: async () => {
      const rows = db.prepare("SELECT key, value FROM dataset").all() as { key: string; value: string }[];
      return rows.length === 0 ? null : datasetOf(rows);
    },
    listedSymbols: async () => new Set((db.prepare("SELECT symbol FROM listings").all() as { symbol: string }[]).map((row) => row.symbol)),
  };
}

/** Checks a finished copy before it may replace the store; returns the problems found (none: swap). */
function verify(db: Database.Database): string[] {
  const problems: string[] = [];
  const integrity = db.pragma("integrity_check") as { integrity_check: string }[];
  if (integrity.length !== 1 || integrity[0].integrity_check !== "ok") problems.push(`integrity_check: ${integrity[0]?.integrity_check}`);
  const orphans = [
    ["bars", "bars"], ["income_statement", "income statement rows"], ["balance_sheet", "balance sheet rows"],
    ["cash_flow", "cash flow rows"], ["executives", "executives"], ["profile_facts", "profile facts"],
  ] as const;
  for (const [table, what] of orphans) {
    const n = (db.prepare(`SELECT count(*) AS n FROM ${table} t WHERE NOT EXISTS (SELECT 1 FROM listings l WHERE l.symbol = t.symbol)`).get() as { n: number }).n;
    if (n > 0) problems.push(`${n} ${what} of symbols that are not listed`);
  }
  return problems;
}

/** A problem that stops an update before anything is replaced; its message is the one line to print. */
export class MarketUpdateError extends Error {}

/** Takes `<path>.update.lock` (one update at a time); returns its release. A dead holder's lock is taken over. */
function acquireLock(path: string): () => void {
  const lock = `${path}.update.lock`;
  return acquireFileLock(lock, {
    busy: (holder) => new MarketUpdateError(`another update (process ${holder}) is working on ${path}; wait for it to finish`),
    stuck: () => new MarketUpdateError(`cannot take the update lock ${lock}`),
  });
}

/**
 * The updater of the market store at `path`: each update copies the file (or starts empty), applies its writes in one
 * transaction, checks the copy and renames it over the file. An error or a failed check removes the copy and leaves
 * the store as it was.
 */
export function sqliteMarketUpdater(path: string): MarketUpdater {
  return async (apply, options = {}) => {
    mkdirSync(dirname(path), { recursive: true });
    const release = acquireLock(path);
    const copy = `${path}.update-${process.pid}.tmp`;
    try {
      rmSync(copy, { force: true });
      if (!options.fresh && existsSync(path)) {
        const current = openSqliteMarketStore(path);
        await current.close();
        copyFileSync(path, copy);
      }
      const db = new Database(copy);
      let result;
      let unchanged = false;
      try {
        db.pragma("journal_mode = DELETE");
        const version = db.pragma("user_version", { simple: true }) as number;
        if (version === 0) {
          db.exec(SCHEMA);
          db.pragma(`user_version = ${MARKET_SCHEMA_VERSION}`);
        }
        const changes = () => (db.prepare("SELECT total_changes() AS n").get() as { n: number }).n;
        const before = changes();
        db.exec("BEGIN IMMEDIATE");
        try {
          result = await apply(writesOn(db));
          db.exec("COMMIT");
        } catch (error) {
          db.exec("ROLLBACK");
          throw error;
        }
        unchanged = changes() === before && existsSync(path) && !options.fresh;
        const problems = verify(db);
        if (problems.length > 0) throw new MarketUpdateError(`the updated market store failed its checks, nothing was replaced: ${problems.join("; ")}`);
      } finally {
        db.close();
      }
      if (unchanged) return result;
      fsyncPath(copy);
      renameSync(copy, path);
      return result;
    } catch (error) {
      throw translateSideStoreError(error, "market", RETRY_AFTER_SECONDS);
    } finally {
      rmSync(copy, { force: true });
      release();
    }
  };
}
