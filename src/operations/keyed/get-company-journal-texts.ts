import { z } from "zod";
import { JournalTextPage } from "../../domain/keyed-resources.js";
import { KEYED_DEFAULT_PAGE_SIZE } from "../../domain/limits.js";
import { READ_ERRORS, READ_ONLY_TOOL } from "../operation.js";
import { id } from "../parameters.js";
import { defineKeyedOperation } from "./define-keyed-operation.js";
import { keyedLimit, keyedNotFound, keyedOffset } from "./parameters.js";

/** getCompanyJournalTexts: every gazette notice of a company, in full. */
export const getCompanyJournalTexts = defineKeyedOperation({
  operationId: "getCompanyJournalTexts",
  title: "Read a company's gazette notices in full",
  description:
    "Every SOGC notice of a company, newest first, with its full text and language (persons the register suppressed " +
    "are written `Redacted person`), date, SOGC number, journal number and mutation types. Paged.",
  group: "companies",
  errors: [...READ_ERRORS, "not_found"],
  input: z.strictObject({ id: id("Company id"), limit: keyedLimit(KEYED_DEFAULT_PAGE_SIZE.texts), offset: keyedOffset }),
  output: JournalTextPage,
  keyed: { method: "GET", path: "/v1/companies/{id}/journals/texts", scope: "register:read", credits: 5 },
  mcp: { toolName: "get_company_notice_texts", toolset: "companies", annotations: READ_ONLY_TOOL },
  handle: async (input, { backend }) => {
    const page = await backend.getCompanyJournalTexts(input.id, { limit: input.limit, offset: input.offset });
    if (!page) throw keyedNotFound("company", input.id);
    return page;
  },
});
