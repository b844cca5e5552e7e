/** The public operations, in the order the API reference, the MCP tool list and llms.txt present them. */
import { autocompleteCompanies } from "./autocomplete-companies.js";
import { getCompany } from "./get-company.js";
import { getPerson } from "./get-person.js";
import type { Operation } from "./operation.js";
import { searchCompanies } from "./search-companies.js";
import { searchPeople } from "./search-people.js";

export { autocompleteCompanies, getCompany, getPerson, searchCompanies, searchPeople };

export const OPERATIONS: Operation[] = [
  searchCompanies,
  autocompleteCompanies,
  getCompany,
  searchPeople,
  getPerson,
] as unknown as Operation[];
