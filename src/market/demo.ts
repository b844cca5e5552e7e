/**
 * The demo market data: for every listed symbol a generated daily series on the SIX trading calendar (a random walk
 * with a volatility by sector, wider for small caps; no splits), five years of annual and eight quarters of statements
 * that add up, a dividend and five key executives with generated names. Each symbol draws from its own seeded stream,
 * so the same seed gives the same data, and a series' values on a day never depend on how far it runs (`through`).
 * Every row is written with source "demo".
 */
import type {
  ExecutiveInput, Listing, MarketUpdater, MarketWrites, ProfileFacts, RegisterDirectory, StatementInput, WriteTally,
} from "../store/market-port.js";
import { FRENCH_FIRST_NAMES, GERMAN_FIRST_NAMES } from "../generate/data/swiss-first-names.js";
import { FRENCH_LAST_NAMES, GERMAN_LAST_NAMES } from "../generate/data/swiss-last-names.js";
import { hashString, Random } from "../generate/random.js";
import type { StatementPeriod } from "../domain/market.js";
import { addDays, tradingDays } from "./calendar.js";
import { linkListings, unlinkedListings, type LinkReport } from "./link.js";
import { loadListingReferences } from "./listings.js";
import { roundTo } from "./numbers.js";

export const DEMO_SOURCE = "demo";
/** The first day of every demo series (the first SIX trading day of 2021). */
export const DEMO_FIRST_DAY = "2021-01-04";
const TRADING_DAYS_PER_YEAR = 252;

/** Annual volatility by sector (typical of Swiss large caps of each sector). */
const SECTOR_VOLATILITY: Readonly<Record<string, number>> = {
  "Consumer Staples": 0.16, "Utilities": 0.18, "Real Estate": 0.15, "Health Care": 0.22, "Communication Services": 0.2,
  "Financials": 0.24, "Industrials": 0.26, "Materials": 0.27, "Consumer Discretionary": 0.3, "Information Technology": 0.34,
};
const DEFAULT_VOLATILITY = 0.3;
/** Revenue per unit of market value, gross margin and operating margin by sector. */
const SECTOR_ECONOMICS: Readonly<Record<string, { sales: number; gross: number; operating: number }>> = {
  "Consumer Staples": { sales: 0.6, gross: 0.47, operating: 0.16 },
  "Utilities": { sales: 1.0, gross: 0.3, operating: 0.12 },
  "Real Estate": { sales: 0.12, gross: 0.7, operating: 0.5 },
  "Health Care": { sales: 0.35, gross: 0.7, operating: 0.25 },
  "Communication Services": { sales: 0.5, gross: 0.6, operating: 0.2 },
  "Financials": { sales: 0.3, gross: 0.85, operating: 0.3 },
  "Industrials": { sales: 0.8, gross: 0.33, operating: 0.11 },
  "Materials": { sales: 0.7, gross: 0.4, operating: 0.14 },
  "Consumer Discretionary": { sales: 0.7, gross: 0.55, operating: 0.15 },
  "Information Technology": { sales: 0.5, gross: 0.45, operating: 0.12 },
};
const DEFAULT_ECONOMICS = { sales: 0.6, gross: 0.45, operating: 0.12 };
const EXECUTIVE_TITLES = ["Chief Executive Officer", "Chief Financial Officer", "Chair of the Board", "Chief Operating Officer", "General Counsel"];
/** Pay of each title relative to the chief executive's. */
const PAY_SHARE = [1, 0.5, 0.4, 0.45, 0.3];

/** A standard normal draw (Box–Muller). */
function normal(random: Random): number {
  const u = 1 - random.float();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.float());
}

/** A value drawn log-uniformly between `min` and `max`. */
function logUniform(random: Random, min: number, max: number): number {
  return Math.exp(Math.log(min) + random.float() * (Math.log(max) - Math.log(min)));
}

/** What a symbol's streams derive from: its seed and size. */
interface DemoCompany {
  listing: Listing;
  random: Random;
  startPrice: number;
  shares: number;
  volatility: number;
}

function demoCompany(listing: Listing, seed: number, stream: string): DemoCompany {
  const random = new Random(seed, hashString(`${listing.symbol}:${stream}`));
  const size = new Random(seed, hashString(`${listing.symbol}:size`));
  const large = listing.indexes.includes("SMI");
  const mid = !large && listing.indexes.includes("IXUS-holding");
  const marketCap = large ? logUniform(size, 15e9, 300e9) : mid ? logUniform(size, 1e9, 15e9) : logUniform(size, 5e7, 2e9);
  const startPrice = roundTo(logUniform(size, large ? 40 : 5, large ? 400 : 600), 2);
  const sectorVolatility = SECTOR_VOLATILITY[listing.sector ?? ""] ?? DEFAULT_VOLATILITY;
  return {
    listing,
    random,
    startPrice,
    shares: Math.round(marketCap / startPrice / 1000) * 1000,
    volatility: sectorVolatility * (large ? 0.9 : mid ? 1 : 1.25),
  };
}

/** The daily bars of a symbol from DEMO_FIRST_DAY through `through`, oldest first. */
export function demoBars(listing: Listing, seed: number, through: string) {
  const company = demoCompany(listing, seed, "bars");
  const { random, volatility, shares } = company;
  const daily = volatility / Math.sqrt(TRADING_DAYS_PER_YEAR);
  const drift = 0.04 / TRADING_DAYS_PER_YEAR - (daily * daily) / 2;
  // Shares that change hands on an ordinary day: 0.05 % to 0.4 % of the company.
  const turnover = logUniform(random, 0.0005, 0.004);
  let close = company.startPrice;
  return tradingDays(DEMO_FIRST_DAY, through).map((date) => {
    // One day in thirty brings news: a move three times as wide.
    const shock = random.chance(1 / 30) ? 3 : 1;
    const move = drift + daily * shock * normal(random);
    const gap = 0.3 * move;
    const open = Math.max(0.01, roundTo(close * Math.exp(gap), 2));
    const next = Math.max(0.01, roundTo(open * Math.exp(move - gap), 2));
    const high = roundTo(Math.max(open, next) * Math.exp(Math.abs(normal(random)) * daily * 0.5), 2);
    const low = Math.max(0.01, roundTo(Math.min(open, next) * Math.exp(-Math.abs(normal(random)) * daily * 0.5), 2));
    const volume = Math.round(shares * turnover * Math.exp(0.35 * normal(random)) * (1 + 8 * Math.abs(move)));
    close = next;
    return { date, open, high: Math.max(high, open, next), low: Math.min(low, open, next), close: next, adjClose: null, volume };
  });
}

/** `31.12` → month 12, day 31; the shipped list's fiscal-year ends, December when unknown. */
function fiscalYearEnd(listing: Listing): { month: number; day: number } {
  const match = /^(\d{2})\.(\d{2})$/.exec(listing.fiscalYearEnd ?? "");
  return match ? { day: Number(match[1]), month: Number(match[2]) } : { day: 31, month: 12 };
}

/** The last day of a month (day 0 of the next month). */
function monthEnd(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The fiscal periods whose reports are out by `through` (45 days after a quarter, 75 after a year): newest last. */
function fiscalPeriods(listing: Listing, through: string, period: StatementPeriod): { fiscalDate: string; year: number; quarter: number | null }[] {
  const end = fiscalYearEnd(listing);
  const periods: { fiscalDate: string; year: number; quarter: number | null }[] = [];
  const throughYear = Number(through.slice(0, 4));
  for (let year = throughYear - 6; year <= throughYear; year++) {
    if (period === "annual") {
      const fiscalDate = monthEnd(year, end.month);
      if (addDays(fiscalDate, 75) <= through) periods.push({ fiscalDate, year, quarter: null });
      continue;
    }
    for (let quarter = 1; quarter <= 4; quarter++) {
      const monthsBeforeYearEnd = (4 - quarter) * 3;
      const month = ((end.month - monthsBeforeYearEnd - 1 + 12) % 12) + 1;
      const calendarYear = month > end.month ? year - 1 : year;
      const fiscalDate = monthEnd(calendarYear, month);
      if (addDays(fiscalDate, 45) <= through) periods.push({ fiscalDate, year, quarter });
    }
  }
  return periods.slice(period === "annual" ? -5 : -8);
}

/** Amounts are reported in whole hundred-thousands of the currency. */
const amount = (value: number) => Math.round(value / 1e5) * 1e5;

/** A symbol's statements of one period kind, newest first, and the dividend paid for the newest fiscal year. */
export function demoStatements(listing: Listing, seed: number, through: string, period: StatementPeriod): { rows: StatementInput[]; dividendPerShare: number | null } {
  const company = demoCompany(listing, seed, `statements:${period}`);
  const { random, shares } = company;
  const economics = SECTOR_ECONOMICS[listing.sector ?? ""] ?? DEFAULT_ECONOMICS;
  const payer = listing.sector !== "Health Care" || random.chance(0.6);
  const fraction = period === "annual" ? 1 : 0.25;
  let revenue = shares * company.startPrice * economics.sales * fraction;
  const rows: StatementInput[] = [];
  let dividendPerShare: number | null = null;
  for (const { fiscalDate, year, quarter } of fiscalPeriods(listing, through, period)) {
    revenue *= Math.exp((period === "annual" ? 0.04 : 0.01) + (period === "annual" ? 0.06 : 0.03) * normal(random));
    const common = { symbol: listing.symbol, period, fiscal_date: fiscalDate, fiscal_year: year, fiscal_quarter: quarter, currency: listing.currency };
    const sales = amount(revenue);
    const grossProfit = amount(sales * (economics.gross + 0.03 * normal(random)));
    const operatingIncome = amount(sales * (economics.operating + 0.03 * normal(random)));
    const depreciation = amount(sales * 0.04);
    const pretax = amount(operatingIncome - sales * 0.01);
    const tax = amount(Math.max(0, pretax * 0.18));
    const netIncome = pretax - tax;
    const eps = roundTo(netIncome / shares, 2);
    rows.push({
      kind: "income_statement",
      row: {
        ...common, revenue: sales, cost_of_revenue: sales - grossProfit, gross_profit: grossProfit,
        operating_expenses: grossProfit - operatingIncome, ebitda: operatingIncome + depreciation, operating_income: operatingIncome,
        pretax_income: pretax, tax_expense: tax, net_income: netIncome, eps_basic: eps, eps_diluted: roundTo(eps * 0.995, 2),
      },
    });
    const assets = amount((revenue / fraction) * (listing.sector === "Financials" ? 8 : listing.sector === "Real Estate" ? 6 : 1.3));
    const liabilities = amount(assets * (listing.sector === "Financials" ? 0.92 : 0.55));
    rows.push({
      kind: "balance_sheet",
      row: {
        ...common, cash_and_equivalents: amount(assets * 0.1), total_current_assets: amount(assets * 0.35),
        property_plant_equipment_net: amount(assets * 0.25), goodwill_and_intangibles: amount(assets * 0.2), total_assets: assets,
        current_liabilities: amount(assets * 0.22), long_term_debt: amount(assets * 0.2), total_liabilities: liabilities,
        total_equity: assets - liabilities,
      },
    });
    const operatingCash = amount(netIncome + depreciation + sales * 0.02 * normal(random));
    const capex = -amount(sales * 0.05);
    const investing = amount(capex * 1.2);
    const dividends = payer && netIncome > 0 ? -amount(netIncome * 0.5) : 0;
    const buybacks = random.chance(0.3) && netIncome > 0 ? -amount(netIncome * 0.1) : 0;
    const financing = dividends + buybacks + amount(sales * 0.02 * normal(random));
    rows.push({
      kind: "cash_flow",
      row: {
        ...common, operating_cash_flow: operatingCash, capital_expenditure: capex, free_cash_flow: operatingCash + capex,
        investing_cash_flow: investing, financing_cash_flow: financing, dividends_paid: dividends, share_buybacks: buybacks,
        net_change_in_cash: operatingCash + investing + financing,
      },
    });
    if (period === "annual") dividendPerShare = payer && eps > 0 ? roundTo(Math.round((eps * 0.5) / 0.05) * 0.05, 2) : null;
  }
  return { rows: rows.reverse(), dividendPerShare };
}

/** Five key executives with generated names (French names for companies whose name reads French). */
export function demoExecutives(listing: Listing, seed: number): ExecutiveInput[] {
  const company = demoCompany(listing, seed, "executives");
  const { random } = company;
  const french = /\b(SA|S\.A\.|Compagnie|Banque)\b/.test(listing.name ?? "");
  const firstNames = french ? FRENCH_FIRST_NAMES : GERMAN_FIRST_NAMES;
  const lastNames = french ? FRENCH_LAST_NAMES : GERMAN_LAST_NAMES;
  const marketCap = company.shares * company.startPrice;
  const chiefPay = Math.round(Math.min(12e6, Math.max(6e5, marketCap / 2e4)) * (0.8 + 0.4 * random.float()) / 1000) * 1000;
  return EXECUTIVE_TITLES.map((title, index) => {
    const female = random.chance(0.3);
    const first = random.pick(female ? firstNames.female.middle : firstNames.male.middle);
    const pay = Math.round((chiefPay * PAY_SHARE[index] * (0.85 + 0.3 * random.float())) / 1000) * 1000;
    return {
      symbol: listing.symbol,
      name: `${first} ${random.pick(lastNames)}`,
      title,
      year_born: random.between(1958, 1982),
      pay,
      exercised: random.chance(0.4) ? Math.round((pay * 0.3 * random.float()) / 1000) * 1000 : 0,
      currency: listing.currency,
      display_order: index + 1,
    };
  });
}

/** Shares outstanding and the last dividend of a symbol. */
export function demoProfileFacts(listing: Listing, seed: number, dividendPerShare: number | null): ProfileFacts {
  const company = demoCompany(listing, seed, "facts");
  return { symbol: listing.symbol, sharesOutstanding: company.shares, dividendPerShare, dividendCurrency: dividendPerShare === null ? null : listing.currency, source: DEMO_SOURCE };
}

/** Rows written per kind of data. */
export interface DemoCounts {
  symbols: number;
  bars: number;
  statements: number;
  executives: number;
}

/** Writes the demo data of every listing (the listings themselves too) through one update's writes. */
export async function writeDemoMarket(writes: MarketWrites, listings: readonly Listing[], seed: number, through: string): Promise<DemoCounts> {
  const counts: DemoCounts = { symbols: listings.length, bars: 0, statements: 0, executives: 0 };
  const add = (tally: WriteTally) => tally.added + tally.changed + tally.unchanged;
  await writes.putListings([...listings]);
  for (const listing of listings) {
    counts.bars += add(await writes.putBars(listing.symbol, demoBars(listing, seed, through), DEMO_SOURCE));
    let dividend: number | null = null;
    for (const period of ["annual", "quarterly"] as const) {
      const { rows, dividendPerShare } = demoStatements(listing, seed, through, period);
      if (period === "annual") dividend = dividendPerShare;
      for (const kind of ["income_statement", "balance_sheet", "cash_flow"] as const) {
        counts.statements += add(await writes.putStatements(listing.symbol, kind, period, rows.filter((row) => row.kind === kind), DEMO_SOURCE));
      }
    }
    counts.executives += add(await writes.putExecutives(listing.symbol, demoExecutives(listing, seed), DEMO_SOURCE));
    await writes.putProfileFacts(demoProfileFacts(listing, seed, dividend));
  }
  await writes.setDataset({ source: DEMO_SOURCE, builtAt: new Date().toISOString(), through });
  return counts;
}

/**
 * Builds the demo market store in one fresh update: the reference listings linked to the register (`register`, or
 * none, reported as `no register at <registerName>`), then the demo data of every listing.
 */
export async function buildDemoMarket(options: {
  update: MarketUpdater;
  register: RegisterDirectory | null;
  registerName: string;
  seed: number;
  through: string;
}): Promise<{ counts: DemoCounts; report: LinkReport }> {
  const references = loadListingReferences();
  const linked = options.register ? await linkListings(references, options.register) : unlinkedListings(references, `no register at ${options.registerName}`);
  const counts = await options.update((writes) => writeDemoMarket(writes, linked.listings, options.seed, options.through), { fresh: true });
  return { counts, report: linked.report };
}
