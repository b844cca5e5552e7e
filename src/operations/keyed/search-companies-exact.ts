import { z } from "zod";
import { KeyedCompanyPage } from "../../domain/keyed-resources.js";
import { KEYED_DEFAULT_PAGE_SIZE } from "../../domain/limits.js";
import { parseUidQuery } from "../../domain/uid.js";
import { READ_ERRORS } from "../operation.js";
import { cantons, legalForms, statuses, withHint } from "../parameters.js";
import { defineKeyedOperation } from "./define-keyed-operation.js";
import { keyedLimit, keyedOffset, text } from "./parameters.js";

const registerDate = (what: string) => withHint(z.iso.date().optional().describe(what), "a date, YYYY-MM-DD");

/** searchCompaniesExact: companies meeting every filter exactly. */
export const searchCompaniesExact = defineKeyedOperation({
  operationId: "searchCompaniesExact",
  title: "Search companies by exact criteria",
  description:
    "Companies meeting every criterion given, exactly: name (a current, former or translated name, equal after folding " +
    "case, accents and punctuation; no word or prefix matching), uid (CHE-123.456.789, CHE123456789, 123.456.789 or the " +
    "9 digits), canton, legal_form and status (lists: any of their values), registered_from and registered_to (register " +
    "date range, inclusive). In search order (active companies first), with the exact total; paged by next_offset.",
  group: "companies",
  errors: READ_ERRORS,
  input: z.strictObject({
    name: text("A name of the company, in full", 200),
    uid: withHint(
      z
        .string()
        .trim()
        .refine((value) => parseUidQuery(value) !== null, { message: "Parameter uid is not a Swiss UID." })
        .optional()
        .describe("Swiss UID in any accepted form"),
      "a UID: CHE-123.456.789, CHE123456789, 123.456.789, or the 9 digits with a valid check digit",
    ),
    canton: cantons,
    legal_form: legalForms,
    status: statuses,
    registered_from: registerDate("Registered on or after this date"),
    registered_to: registerDate("Registered on or before this date"),
    limit: keyedLimit(KEYED_DEFAULT_PAGE_SIZE.list),
    offset: keyedOffset,
  }),
  output: KeyedCompanyPage,
  keyed: { method: "POST", path: "/v1/companies/search", scope: "register:read", credits: 2 },
  handle: async (input, { backend }) =>
    backend.searchCompaniesExact({
      name: input.name ?? null,
      uid: input.uid === undefined ? null : parseUidQuery(input.uid),
      cantons: input.canton,
      statuses: input.status,
      legalForms: input.legal_form,
      registeredFrom: input.registered_from ?? null,
      registeredTo: input.registered_to ?? null,
      limit: input.limit,
      offset: input.offset,
    }),
});
