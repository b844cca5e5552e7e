/**
 * The service's limits, written once (spec part 8): paging, what a record shows, and the per-client rate limits of
 * each bucket, whose sizes come from the configuration (`RATE_LIMIT_*`). Parameters, the backend, operation and tool
 * descriptions, `/openapi.json`, `/llms.txt` and the pages all read them from here.
 */

/** The largest page a search or autocomplete returns (`limit` 1 to 25). */
export const MAX_PAGE_SIZE = 25;

/** Page size when `limit` is not given. */
export const DEFAULT_PAGE_SIZE = { search: 10, autocomplete: 8 } as const;

/** The deepest `offset`: with it, the 45th row is the last one any query returns. */
export const MAX_OFFSET = 44;

/** Rows any one query can reach by paging; narrowing the query is the way past them. */
export const MAX_REACHABLE_ROWS = MAX_OFFSET + 1;

/** Length of a search query `q`, in characters after trimming. */
export const QUERY_LENGTH = { min: 2, max: 200 } as const;

/** Gazette notices shown with a company: the newest ones. */
export const PUBLICATIONS_SHOWN = 3;

/** Characters of a gazette notice's text shown; longer texts are clipped (`text_truncated`). */
export const PUBLICATION_TEXT_LIMIT = 2000;

/** Other present mandates listed per officer of a company (all are counted). */
export const OTHER_MANDATES_SHOWN = 3;

/** A count as prose writes it: `2,000`. */
export const inWords = (count: number): string => count.toLocaleString("en-US");

/**
 * The rate-limit buckets: each is one per-client budget per minute that the requests drawing from it share (an
 * operation's REST binding names its bucket), and the variable that sizes it. A new bucket is one more entry here,
 * its variable in src/config.ts and its line in rateLimitsOf.
 */
export const RATE_LIMIT_BUCKETS = {
  /** Searches and autocomplete, together. */
  search: { variable: "RATE_LIMIT_SEARCH", defaultPerMinute: 30 },
  /** Company and person records: API, fact sheets, pages, MCP resources. */
  detail: { variable: "RATE_LIMIT_DETAIL", defaultPerMinute: 120 },
} as const;

/** A rate-limit bucket's name. */
export type RateLimitBucket = keyof typeof RATE_LIMIT_BUCKETS;

/** Requests per minute per client in each bucket; 0 turns a bucket's limit off. */
export type RateLimits = Record<RateLimitBucket, number>;

/** The length of a rate-limit window. */
export const RATE_LIMIT_WINDOW_SECONDS = 60;

/** The configuration's say on the rate limits (src/config.ts); a variable left out keeps its default. */
export type RateLimitSettings = Partial<Record<(typeof RATE_LIMIT_BUCKETS)[RateLimitBucket]["variable"], number>>;

/** The rate limits the configuration sets. */
export function rateLimitsOf(settings: RateLimitSettings): RateLimits {
  return {
    search: settings.RATE_LIMIT_SEARCH ?? RATE_LIMIT_BUCKETS.search.defaultPerMinute,
    detail: settings.RATE_LIMIT_DETAIL ?? RATE_LIMIT_BUCKETS.detail.defaultPerMinute,
  };
}

/** A bucket's requests per minute as prose writes it: `30`, or `unlimited` when the limit is off. */
export function perMinuteText(limit: number): string {
  return limit > 0 ? inWords(limit) : "unlimited";
}

/** The keyed API's pages (`/v1`): `limit` 1 to 100. */
export const KEYED_MAX_PAGE_SIZE = 100;

/** A keyed page's size when `limit` is not given; full gazette texts come in smaller pages. */
export const KEYED_DEFAULT_PAGE_SIZE = { list: 20, texts: 10 } as const;

/** The deepest keyed `offset`: deeper paging is bulk enumeration, which the keyed API does not offer. */
export const KEYED_MAX_OFFSET = 10_000;

/**
 * AI search (`POST /v1/companies/ai-search`): `limit` 1 to 100 (default 20), `offset` 0 to 500. The cap is the
 * contract's (no bulk enumeration by natural-language queries); 600 candidates are ranked, enough for the deepest page.
 */
export const AI_SEARCH_LIMITS = {
  defaultLimit: 20,
  maxLimit: KEYED_MAX_PAGE_SIZE,
  maxOffset: 500,
  maxQueryLength: 500,
  /** Candidates an optional model reorders: the top of the local ranking (a model call per page would cost too much). */
  modelTop: 30,
  /** Searches in progress at once per server process; another is refused with 503 and Retry-After (not charged). */
  callsInProgress: 32,
} as const;

/** Characters of a gazette notice's one-line summary (journals, a person's gazette history). */
export const NOTICE_SUMMARY_LENGTH = 200;

/** Related companies a company report lists (through shared officers), most shared officers first; all are counted. */
export const RELATED_COMPANIES_SHOWN = 50;
