/**
 * AI search's answer (`POST /v1/companies/ai-search`, docs/ai-search.md) as zod schemas: the contract's Company list
 * item (spec part 2.1) with its relevance and why it matched, and at page level what the query was understood as.
 */
import { z } from "zod";
import { COMPANY_STATUSES } from "./codes.js";
import { AI_SEARCH_LIMITS } from "./limits.js";

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe("Date, YYYY-MM-DD");
const words = z.array(z.string()).describe("The query's words this part came from, as typed");

const PlaceTarget = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("municipality"), bfs: z.number().int().describe("BFS municipality number"), canton: z.string(), name: z.string() }),
  z.object({ kind: z.literal("canton"), canton: z.string().describe("Two-letter canton code") }),
  z.object({ kind: z.literal("region"), cantons: z.array(z.string()), name: z.string() }),
]);

/** One thing the query was understood to ask for, with the words it came from. */
export const AiSearchUnderstoodPart = z
  .discriminatedUnion("kind", [
    z.object({
      kind: z.literal("place"),
      role: z.enum(["filter", "boost"]).describe("filter: only companies seated there; boost: the city ranks first within its canton"),
      target: PlaceTarget,
      words,
    }),
    z.object({ kind: z.literal("legal_form"), codes: z.array(z.string()).describe("eCH-0097 legal form codes"), words }),
    z.object({ kind: z.literal("status"), statuses: z.array(z.enum(COMPANY_STATUSES)), words }),
    z.object({
      kind: z.literal("industry"),
      noga: z.array(z.string()).describe("NOGA 2008 code prefixes (a company in the subtree, or naming the industry)"),
      source: z.enum(["synonym", "noga_label"]),
      words,
    }),
    z.object({ kind: z.literal("registered"), range: z.object({ from: date.nullable(), to: date.nullable() }).describe("Register date range, inclusive"), words }),
    z.object({ kind: z.literal("text"), word: z.string().describe("The folded word searched in names and purposes"), words }),
  ])
  .meta({ id: "AiSearchUnderstoodPart" });

/** A query word that counted for nothing, and why. */
export const AiSearchIgnoredWord = z
  .object({
    word: z.string(),
    reason: z
      .enum(["stopword", "context", "no_match"])
      .describe("stopword: says nothing to search for; context: a number without a phrase; no_match: free text no company passing the other parts contains"),
  })
  .meta({ id: "AiSearchIgnoredWord" });

/** How an item satisfies one understood part. */
export const AiSearchWhy = z
  .object({
    part: z.enum(["place", "legal_form", "status", "industry", "registered", "text"]),
    words: z.array(z.string()).describe("The query's words of the part"),
    satisfied: z.boolean(),
    matched: z.array(z.string()).describe("What matched where: `NOGA 107100 in 1071 (…)`, `name: Bäckerei`, `purpose: boulangerie`, `seat: Genève (GE)`"),
  })
  .meta({ id: "AiSearchWhy" });

/** The contract's Company list item, with relevance and why. */
export const AiSearchItem = z
  .object({
    id: z.number().int(),
    name: z.string(),
    uid: z.string().nullable().describe("CHE-123.456.789"),
    status: z.enum(COMPANY_STATUSES),
    legalform: z.string().nullable().describe("The legal form's name in the company's register language"),
    registerdate: date.nullable(),
    address: z.string().nullable(),
    location: z.string().nullable().describe("Seat (town)"),
    canton: z.string().nullable().describe("Two-letter canton code"),
    slug: z.string().describe("For the profile page /companies/{slug}/{id}"),
    relevance: z.number().min(0).max(1).describe("Mean over the understood parts of how well the company satisfies each (0 to 1)"),
    why: z.array(AiSearchWhy).describe("Every understood part, satisfied or not, with what matched"),
  })
  .meta({ id: "AiSearchItem" });

/** Values of the X-AI-Search-Ranking header and of `ranking` (docs/ai-search.md). */
export const AI_SEARCH_RANKINGS = ["local", "model"] as const;

export const AiSearchPage = z
  .object({
    total: z.number().int().describe("Companies passing the understood filters"),
    items: z.array(AiSearchItem).describe("Best first"),
    limit: z.number().int(),
    offset: z.number().int(),
    next_offset: z
      .number()
      .int()
      .nullable()
      .describe(`Offset of the next page; null on the last page and past offset ${AI_SEARCH_LIMITS.maxOffset} (no bulk enumeration)`),
    understood: z.array(AiSearchUnderstoodPart).describe("The filters and boosts the query was understood as"),
    ignored: z.array(AiSearchIgnoredWord),
    ranking: z
      .object({
        by: z.enum(AI_SEARCH_RANKINGS).describe(`model: the configured model reordered the first ${AI_SEARCH_LIMITS.modelTop}; local: the local ranking alone`),
        fallback: z
          .enum(["model_unavailable"])
          .nullable()
          .describe("Set when a model is configured but failed (slow, erroring, or answering garbage), so the local ranking answered"),
      })
      .describe("How the items were ordered; the X-AI-Search-Ranking header says the same"),
  })
  .meta({ id: "AiSearchPage" });
