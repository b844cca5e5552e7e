import { z } from "zod";
import { CompanyDetail } from "../domain/resources.js";
import { formatUid, parseUidQuery } from "../domain/uid.js";
import { ApiError, NOT_FOUND_HINT } from "./api-error.js";
import { defineOperation } from "./operation.js";
import { id } from "./parameters.js";

export const getCompany = defineOperation({
  operationId: "getCompany",
  toolName: "get_company",
  title: "Get a Swiss company",
  description:
    "One company's register record by id (from search_companies, autocomplete_companies or a profile address): name, " +
    "UID, legal form, status, seat, address, register date, capital, purpose, previous names, NOGA industry code with " +
    "labels in four languages, present officers (each with role, role categories such as board, chair, management or " +
    "auditor, and their other present mandates: how many, and up to 3 of them; persons the register suppressed appear " +
    "as `Redacted person`), the newest 3 gazette notices (texts clipped at 2,000 characters) and the number of notices " +
    "on record. Use get_person with an officer's id for all of that person's mandates.",
  path: "/api/v1/companies/{id}",
  bucket: "detail",
  input: z.strictObject({ id: id("Company id") }),
  output: CompanyDetail,
  explainInvalid: ({ id: given }) => {
    const uid = typeof given === "string" ? parseUidQuery(given) : null;
    if (!uid) return undefined;
    return new ApiError(
      "invalid_parameter",
      `Parameter id is the register's company id (an integer), not a UID.`,
      `Look the UID up first: search_companies with q "${formatUid(uid)}" (GET /api/v1/companies/search?q=${formatUid(uid)}), then use the id of its result.`,
    );
  },
  handle: async (input, { backend }) => {
    const company = await backend.getCompany(input.id);
    if (!company) throw new ApiError("not_found", `No company with id ${input.id}.`, NOT_FOUND_HINT);
    return company;
  },
});
