import { z } from "zod";
import { KeyedCompanyDetail } from "../../domain/keyed-resources.js";
import { CompanyListings } from "../../domain/market.js";
import { companyListings } from "../../market/access.js";
import { READ_ERRORS } from "../operation.js";
import { id } from "../parameters.js";
import { defineKeyedOperation } from "./define-keyed-operation.js";
import { keyedNotFound } from "./parameters.js";

/** getCompanyKeyed: a company's register record with every name and its counts. */
export const getCompanyKeyed = defineKeyedOperation({
  operationId: "getCompanyKeyed",
  title: "Get a company",
  description:
    "One company by id: the public record (identity, address, capital, purpose, NOGA, present officers, newest notices) " +
    "plus every name it has had (current, previous, translations, with dates where the register gives them) and counts " +
    "of present officers, former officers and gazette notices, and its SIX listings where it is listed. The journals and report endpoints give the rest.",
  group: "companies",
  errors: [...READ_ERRORS, "not_found"],
  input: z.strictObject({ id: id("Company id") }),
  output: KeyedCompanyDetail.extend({ listings: CompanyListings }),
  keyed: { method: "GET", path: "/v1/companies/{id}", scope: "register:read", credits: 2 },
  handle: async (input, { backend, market }) => {
    const company = await backend.getCompanyKeyed(input.id);
    if (!company) throw keyedNotFound("company", input.id);
    return { ...company, listings: await companyListings(market, input.id) };
  },
});
