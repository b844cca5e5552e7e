/** The operations of the keyed API (`/v1`), in the order its reference presents them. */
import type { KeyedOperation } from "../operation.js";
import { aiSearchCompanies } from "./ai-search-companies.js";
import { getCompanyJournalTexts } from "./get-company-journal-texts.js";
import { getCompanyJournals } from "./get-company-journals.js";
import { getCompanyKeyed } from "./get-company-keyed.js";
import { getCompanyReport } from "./get-company-report.js";
import { getNoga } from "./get-noga.js";
import { getPersonKeyed } from "./get-person-keyed.js";
import { getStockEod } from "./get-stock-eod.js";
import { getStockExecutives } from "./get-stock-executives.js";
import { getStockFinancials } from "./get-stock-financials.js";
import { getStockHistory } from "./get-stock-history.js";
import { getStockPrice } from "./get-stock-price.js";
import { getStockProfile } from "./get-stock-profile.js";
import { getStockQuote } from "./get-stock-quote.js";
import { listStockSymbols } from "./list-stock-symbols.js";
import { listNoga } from "./list-noga.js";
import { searchCompaniesExact } from "./search-companies-exact.js";
import { searchPersons } from "./search-persons.js";

export {
  aiSearchCompanies,
  getCompanyJournals,
  getCompanyJournalTexts,
  getCompanyKeyed,
  getCompanyReport,
  getNoga,
  getPersonKeyed,
  getStockEod,
  getStockExecutives,
  getStockFinancials,
  getStockHistory,
  getStockPrice,
  getStockProfile,
  getStockQuote,
  listNoga,
  listStockSymbols,
  searchCompaniesExact,
  searchPersons,
};

/** The keyed API's operations (register and stocks), each with a keyed binding; those an agent uses also with an MCP binding. */
export const KEYED_OPERATIONS: readonly KeyedOperation[] = [
  searchCompaniesExact,
  aiSearchCompanies,
  getCompanyKeyed,
  getCompanyReport,
  getCompanyJournals,
  getCompanyJournalTexts,
  searchPersons,
  getPersonKeyed,
  listNoga,
  getNoga,
  listStockSymbols,
  getStockQuote,
  getStockPrice,
  getStockHistory,
  getStockEod,
  getStockProfile,
  getStockFinancials,
  getStockExecutives,
];
