import { z } from "zod";
import { CompanyReport } from "../../domain/keyed-resources.js";
import { CompanyListings } from "../../domain/market.js";
import { companyListings } from "../../market/access.js";
import { RELATED_COMPANIES_SHOWN } from "../../domain/limits.js";
import { READ_ERRORS, READ_ONLY_TOOL } from "../operation.js";
import { id } from "../parameters.js";
import { defineKeyedOperation } from "./define-keyed-operation.js";
import { keyedNotFound } from "./parameters.js";

/** getCompanyReport: everything the register holds on a company, in one answer. */
export const getCompanyReport = defineKeyedOperation({
  operationId: "getCompanyReport",
  title: "Get a company report",
  description:
    "Everything the register holds on a company: identity, every name (with dates where known), purpose, capital, " +
    "NOGA, present and former officers with start and end dates and the notices that opened and closed each mandate, " +
    "status history (from the notices), the notice timeline (summaries, oldest first), and up to " +
    `${RELATED_COMPANIES_SHOWN} related companies through shared officers, each shared officer flagged possible_homonym ` +
    "when the register tells the person apart by name alone; and its SIX listings where it is listed.",
  group: "companies",
  errors: [...READ_ERRORS, "not_found"],
  input: z.strictObject({ id: id("Company id") }),
  output: CompanyReport.extend({ listings: CompanyListings }),
  keyed: { method: "GET", path: "/v1/companies/{id}/report", scope: "register:read", feature: "company_report", credits: 10 },
  mcp: { toolName: "get_company_report", toolset: "companies", annotations: READ_ONLY_TOOL },
  handle: async (input, { backend, market }) => {
    const report = await backend.getCompanyReport(input.id);
    if (!report) throw keyedNotFound("company", input.id);
    return { ...report, listings: await companyListings(market, input.id) };
  },
});
