import { z } from "zod";
import { CompanyDetail } from "../domain/resources.js";
import { formatUid, parseUidQuery } from "../domain/uid.js";
import { InvalidParameterError, NotFoundError } from "../domain/errors.js";
import { inWords, OTHER_MANDATES_SHOWN, PUBLICATION_TEXT_LIMIT, PUBLICATIONS_SHOWN } from "../domain/limits.js";
import { definePublicOperation, READ_ERRORS, READ_ONLY_TOOL } from "./operation.js";
import { id } from "./parameters.js";
import { searchCompanies } from "./search-companies.js";

/** getCompany: one company's register record by id. */
export const getCompany = definePublicOperation({
  operationId: "getCompany",
  title: "Get a Swiss company",
  description:
    "One company's register record by id (from search_companies, autocomplete_companies or a profile address): name, " +
    "UID, legal form, status, seat, address, register date, capital, purpose, previous names, NOGA industry code with " +
    "labels in four languages, present officers (each with role, role categories such as board, chair, management or " +
    `auditor, and their other present mandates: how many, and up to ${OTHER_MANDATES_SHOWN} of them; persons the register suppressed appear ` +
    `as \`Redacted person\`), the newest ${PUBLICATIONS_SHOWN} gazette notices (texts clipped at ${inWords(PUBLICATION_TEXT_LIMIT)} characters) and the number of notices ` +
    "on record. Use get_person with an officer's id for all of that person's mandates.",
  group: "companies",
  errors: [...READ_ERRORS, "not_found"],
  input: z.strictObject({ id: id("Company id") }),
  output: CompanyDetail,
  explainInvalid: ({ id: given }) => {
    const uid = typeof given === "string" ? parseUidQuery(given) : null;
    if (!uid) return undefined;
    return new InvalidParameterError(
      `Parameter id is the register's company id (an integer), not a UID.`,
      `Look the UID up first: ${searchCompanies.mcp.toolName} with q "${formatUid(uid)}" (GET ${searchCompanies.rest.path}?q=${formatUid(uid)}), then use the id of its result.`,
      ["id"],
    );
  },
  rest: { path: "/api/v1/companies/{id}", bucket: "detail" },
  mcp: { toolName: "get_company", toolset: "companies", annotations: READ_ONLY_TOOL },
  handleJson: async (input, { backend }) => (await backend.detailJson?.("company", input.id)) ?? null,
  handle: async (input, { backend }) => {
    const company = await backend.getCompany(input.id);
    if (!company) throw new NotFoundError(`No company with id ${input.id}.`);
    return company;
  },
});
