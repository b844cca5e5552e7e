import { z } from "zod";
import { hasSearchableWords } from "../../ai-search/understand.js";
import { AiSearchPage } from "../../domain/ai-search-resources.js";
import { AI_SEARCH_LIMITS } from "../../domain/limits.js";
import { READ_ERRORS, READ_ONLY_TOOL } from "../operation.js";
import { withHint } from "../parameters.js";
import { defineKeyedOperation } from "./define-keyed-operation.js";

const { defaultLimit, maxLimit, maxOffset, maxQueryLength, modelTop } = AI_SEARCH_LIMITS;

/** Name of the header that says how an AI search was ranked (docs/ai-search.md). */
export const AI_SEARCH_RANKING_HEADER = "X-AI-Search-Ranking";

/** aiSearchCompanies: companies ranked by relevance to a natural-language question. */
export const aiSearchCompanies = defineKeyedOperation({
  operationId: "aiSearchCompanies",
  title: "Find companies by a natural-language question",
  description:
    "Companies ranked by relevance to a question in German, French, Italian or English (\"Bäckereien in Genf\", " +
    "\"fiduciaires à Lausanne en liquidation\", \"software companies in Zug founded since 2020\"). The question is " +
    "understood as filters and boosts (place, legal form, status, industry by NOGA code or synonym, registration date) " +
    "plus free words matched in names and purposes; `understood` lists them with the words each came from, `ignored` " +
    "the words that did not count. Each item is a company with `relevance` (0 to 1) and `why` (per understood part: " +
    `satisfied or not, and what matched where). Paged: limit 1 to ${maxLimit}, offset 0 to ${maxOffset} (no deeper: ` +
    "narrow the question). For a known name or UID the company searches are exact and cheaper (MCP `search_companies`, " +
    "REST `POST /v1/companies/search`).",
  group: "companies",
  errors: [...READ_ERRORS, "upstream_error"],
  input: z.strictObject({
    query: withHint(
      z
        .string()
        .trim()
        .min(1)
        .max(maxQueryLength)
        .refine(hasSearchableWords, { message: "Parameter query has nothing to search for: it holds only stopwords." })
        .describe("The question, in German, French, Italian or English"),
      `1 to ${maxQueryLength} characters naming what to search for: an industry, a place, a legal form, a status, a founding year or words of a name`,
    ),
    limit: withHint(
      z.number().int().min(1).max(maxLimit).default(defaultLimit).describe(`Page size, 1 to ${maxLimit} (default ${defaultLimit})`),
      `an integer from 1 to ${maxLimit} (default ${defaultLimit})`,
    ),
    offset: withHint(
      z.number().int().min(0).max(maxOffset).default(0).describe(`Rows to skip, 0 to ${maxOffset}; pass next_offset of the previous page`),
      `an integer from 0 to ${maxOffset}: AI search pages no deeper (no bulk enumeration); narrow the question instead`,
    ),
  }),
  output: AiSearchPage,
  keyed: {
    method: "POST",
    path: "/v1/companies/ai-search",
    scope: "ai:search",
    feature: "ai_search",
    credits: 5,
    // Searches waiting on the optional model (up to its timeout) are held in the server: 32 at most.
    concurrency: AI_SEARCH_LIMITS.callsInProgress,
    headers: {
      [AI_SEARCH_RANKING_HEADER]: {
        description:
          `How the items were ordered: \`model\` (the configured model reordered the first ${modelTop}), \`local\` (the ` +
          "local ranking alone), or `local; reason=model_unavailable` (a model is configured but failed; the local ranking answered).",
        value: ({ ranking }) => (ranking.fallback ? `local; reason=${ranking.fallback}` : ranking.by),
      },
    },
  },
  mcp: { toolName: "find_companies", toolset: "companies", annotations: READ_ONLY_TOOL },
  handle: async (input, { backend }) => backend.aiSearchCompanies({ query: input.query, limit: input.limit, offset: input.offset }),
});
