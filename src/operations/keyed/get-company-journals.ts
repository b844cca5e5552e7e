import { z } from "zod";
import { JournalPage } from "../../domain/keyed-resources.js";
import { KEYED_DEFAULT_PAGE_SIZE, NOTICE_SUMMARY_LENGTH } from "../../domain/limits.js";
import { READ_ERRORS, READ_ONLY_TOOL } from "../operation.js";
import { id } from "../parameters.js";
import { defineKeyedOperation } from "./define-keyed-operation.js";
import { keyedLimit, keyedNotFound, keyedOffset } from "./parameters.js";

/** getCompanyJournals: every gazette notice of a company, as summaries. */
export const getCompanyJournals = defineKeyedOperation({
  operationId: "getCompanyJournals",
  title: "List a company's gazette notices",
  description:
    "Every SOGC notice of a company, newest first, as a summary: date, SOGC number, journal number and date, mutation " +
    `types and the text in one line (at most ${NOTICE_SUMMARY_LENGTH} characters). Paged; the full texts: get_company_notice_texts (REST: /journals/texts).`,
  group: "companies",
  errors: [...READ_ERRORS, "not_found"],
  input: z.strictObject({ id: id("Company id"), limit: keyedLimit(KEYED_DEFAULT_PAGE_SIZE.list), offset: keyedOffset }),
  output: JournalPage,
  keyed: { method: "GET", path: "/v1/companies/{id}/journals", scope: "register:read", credits: 2 },
  mcp: { toolName: "list_company_notices", toolset: "companies", annotations: READ_ONLY_TOOL },
  handle: async (input, { backend }) => {
    const page = await backend.getCompanyJournals(input.id, { limit: input.limit, offset: input.offset });
    if (!page) throw keyedNotFound("company", input.id);
    return page;
  },
});
