/** The operations of the keyed API (`/v1`), in the order its reference presents them. */
import type { KeyedOperation } from "../operation.js";
import { aiSearchCompanies } from "./ai-search-companies.js";
import { getCompanyJournalTexts } from "./get-company-journal-texts.js";
import { getCompanyJournals } from "./get-company-journals.js";
import { getCompanyKeyed } from "./get-company-keyed.js";
import { getCompanyReport } from "./get-company-report.js";
import { getNoga } from "./get-noga.js";
import { getPersonKeyed } from "./get-person-keyed.js";
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
  listNoga,
  searchCompaniesExact,
  searchPersons,
};

/** The keyed API's register operations, each with a keyed binding only. */
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
];
