/**
 * The operation registry: every operation, in the order the API reference, the MCP tool list and llms.txt present
 * them, and the same operations grouped into MCP toolsets.
 */
import { autocompleteCompanies } from "./autocomplete-companies.js";
import { getCompany } from "./get-company.js";
import { getPerson } from "./get-person.js";
import { OPERATION_GROUPS, type OperationGroup, type PublicOperation } from "./operation.js";
import { searchCompanies } from "./search-companies.js";
import { searchPeople } from "./search-people.js";

export { autocompleteCompanies, getCompany, getPerson, searchCompanies, searchPeople };

/** The operations of the public API (`/api/v1`), each also an MCP tool. */
export const PUBLIC_OPERATIONS: readonly PublicOperation[] = [searchCompanies, autocompleteCompanies, getCompany, searchPeople, getPerson];

/** A named group of MCP tools (as github-mcp-server's toolsets): a client or deployment can offer some groups only. */
export interface Toolset {
  name: OperationGroup;
  description: string;
  operations: readonly PublicOperation[];
}

/** The MCP toolsets, from each tool's binding, in registry order. */
export const TOOLSETS: readonly Toolset[] = (Object.keys(OPERATION_GROUPS) as OperationGroup[]).map((name) => ({
  name,
  description: OPERATION_GROUPS[name],
  operations: PUBLIC_OPERATIONS.filter((operation) => operation.mcp.toolset === name),
}));
