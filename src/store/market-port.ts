/**
 * The market store port: SIX-listed symbols, daily bars, financial statements, key executives and profile facts,
 * each with the `source` it came from ("demo", an importer or a provider), so no answer passes generated prices off as
 * real ones. Reads are async so that PostgreSQL (and a provider in front of the store) fit without change. SQLite
 * (`src/store/sqlite/market.ts`) is the embedded default, a file of its own beside the register.
 */
import type {
  BalanceSheetRow, CashFlowRow, IncomeStatementRow, StatementKind, StatementPeriod, StockKeyExecutive,
} from "../domain/market.js";

/** How a listing was tied to its register company: by UID, by name and seat, or by a name only one active company has. */
export type LinkMethod = "uid" | "name_seat" | "name_unique";

/** The register company a listing belongs to. */
export interface CompanyLink {
  companyId: number;
  /** The company's UID digits (9, unformatted) when the register has one. */
  uid: string | null;
  method: LinkMethod;
}

/** A SIX-listed equity as the reference list and the link give it. */
export interface Listing {
  /** Upper case, as the exchange writes it (`NESN`). */
  symbol: string;
  isin: string | null;
  name: string | null;
  currency: string;
  sector: string | null;
  /** Index and list memberships (`SMI`, `SIX-primary-list`, `IXUS-holding`). */
  indexes: string[];
  company: CompanyLink | null;
  website: string | null;
  accountingStandard: string | null;
  /** Day and month the fiscal year ends (`31.12`) where known. */
  fiscalYearEnd: string | null;
}

export interface SymbolQuery {
  /** Keeps listings in this index or list (case-insensitive). */
  index?: string;
  /** Keeps listings of this sector (case-insensitive). */
  sector?: string;
  limit: number;
  offset: number;
}

export interface SymbolPage {
  total: number;
  items: Listing[];
}

/** One trading day of a symbol. */
export interface DailyBar {
  symbol: string;
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  /** The close adjusted for dividends where the source gives it. */
  adjClose: number | null;
  volume: number;
  source: string;
}

export interface BarRange {
  /** First day included (YYYY-MM-DD); none: from the first bar. */
  from?: string;
  /** Last day included (YYYY-MM-DD); none: to the last bar. */
  to?: string;
}

/** A symbol's statements of one period kind, newest fiscal date first. */
export interface StatementSet {
  income_statement: IncomeStatementRow[];
  balance_sheet: BalanceSheetRow[];
  cash_flow: CashFlowRow[];
  /** Where the rows came from; null when there are none. */
  source: string | null;
}

export interface ExecutiveList {
  executives: StockKeyExecutive[];
  source: string | null;
}

/** What the profile needs beyond the listing and the bars. */
export interface ProfileFacts {
  symbol: string;
  sharesOutstanding: number | null;
  /** Dividend per share of the last fiscal year paid, in `dividendCurrency`. */
  dividendPerShare: number | null;
  dividendCurrency: string | null;
  source: string;
}

/** What the whole store holds: "demo", or the name of the last importer or provider that wrote it. */
export interface MarketDataset {
  source: string;
  builtAt: string | null;
  /** The last trading day of the demo series (demo stores only). */
  through: string | null;
}

/** Reads of the market data. Symbols are matched case-insensitively; an unknown symbol gives null or empty lists. */
export interface MarketStore {
  dataset(): Promise<MarketDataset>;
  listSymbols(query: SymbolQuery): Promise<SymbolPage>;
  getListing(symbol: string): Promise<Listing | null>;
  /** The listings of one register company (a company may have several share lines: `RO`, `ROP`). */
  listingsOfCompany(companyId: number): Promise<Listing[]>;
  /** Bars within the range, oldest first. */
  dailyBars(symbol: string, range: BarRange): Promise<DailyBar[]>;
  /** The newest `count` bars, newest first. */
  latestBars(symbol: string, count: number): Promise<DailyBar[]>;
  statements(symbol: string, period: StatementPeriod): Promise<StatementSet>;
  executives(symbol: string): Promise<ExecutiveList>;
  profileFacts(symbol: string): Promise<ProfileFacts | null>;
  close(): Promise<void>;
}

/** How many rows a write added, changed, left alone and removed. */
export interface WriteTally {
  added: number;
  changed: number;
  unchanged: number;
  removed: number;
}

export type ListingInput = Listing;
export type BarInput = Omit<DailyBar, "symbol" | "source">;
/** A statement row before the store gives it its id. */
export type StatementInput =
  | { kind: "income_statement"; row: Omit<IncomeStatementRow, "id"> }
  | { kind: "balance_sheet"; row: Omit<BalanceSheetRow, "id"> }
  | { kind: "cash_flow"; row: Omit<CashFlowRow, "id"> };
export type ExecutiveInput = Omit<StockKeyExecutive, "id">;

/**
 * Writes of one update. A symbol never mixes sources within one kind of data: writing a symbol's bars (statements of
 * a period, executives) from one source removes the rows another source wrote for it, so imported prices are never
 * spliced into a demo series. Writing the same rows again changes nothing.
 */
export interface MarketWrites {
  /** Adds or updates listings (by symbol); listings not named are kept. */
  putListings(listings: ListingInput[]): Promise<WriteTally>;
  putBars(symbol: string, bars: BarInput[], source: string): Promise<WriteTally>;
  /**
   * The rows of one statement kind and period of a symbol, keyed by fiscal date. The rows of all three statements of
   * that period from another source are removed (a financials answer has one source).
   */
  putStatements(symbol: string, kind: StatementKind, period: StatementPeriod, rows: StatementInput[], source: string): Promise<WriteTally>;
  /** Replaces a symbol's executives. */
  putExecutives(symbol: string, executives: ExecutiveInput[], source: string): Promise<WriteTally>;
  putProfileFacts(facts: ProfileFacts): Promise<WriteTally>;
  setDataset(dataset: MarketDataset): Promise<void>;
  /** What the store says it holds before this update; null for a new store. */
  dataset(): Promise<MarketDataset | null>;
  /** Symbols the store lists (upper case). */
  listedSymbols(): Promise<Set<string>>;
}

/**
 * Runs `apply` as one update of the market store: every write lands, or (on an error or a failed check) none does;
 * an update that changes no row leaves the store untouched. `fresh` starts from an empty store instead of the current one.
 */
export type MarketUpdater = <T>(apply: (writes: MarketWrites) => Promise<T>, options?: { fresh?: boolean }) => Promise<T>;

/** A register company as the linker sees it. */
export interface RegisterCompanyCandidate {
  id: number;
  uid: string | null;
  name: string;
  town: string | null;
  status: "active" | "liquidation" | "deleted";
}

/** Lookups in the register that linking listings to companies needs. */
export interface RegisterDirectory {
  /** Source of the register ("demo" or the importer's name). */
  source(): Promise<string>;
  companyByUid(uidDigits: string): Promise<RegisterCompanyCandidate | null>;
  /** Companies whose current name has this folded key (src/domain/text.ts nameKey). */
  companiesByNameKey(key: string): Promise<RegisterCompanyCandidate[]>;
  close(): Promise<void>;
}
