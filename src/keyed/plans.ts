/**
 * The keyed API's plans: what each may do and how fast. The one reviewed definition; the CLI, the keyed middleware,
 * `/v1/health` and the docs read it from here (docs/keyed-api.md).
 */

/** Scopes a key can carry; each keyed operation names the one it needs. */
export const SCOPES = ["register:read", "ai:search", "stocks:read"] as const;
export type Scope = (typeof SCOPES)[number];

/** Features a plan may include beyond its scopes' plain reads. */
export const FEATURES = ["company_report", "ai_search", "stock_data"] as const;
export type Feature = (typeof FEATURES)[number];

export const PLAN_NAMES = ["free", "pro", "enterprise"] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export interface Plan {
  name: PlanName;
  scopes: readonly Scope[];
  features: readonly Feature[];
  /** Requests per key per minute, over every keyed operation. */
  rateLimitPerMinute: number;
  /** Credits a new key of this plan starts with unless `keys create --credits` says otherwise. */
  startingCredits: number;
}

export const PLANS: Record<PlanName, Plan> = {
  // Enough to try every register read once a day for a month; no AI search, no stocks.
  free: { name: "free", scopes: ["register:read"], features: [], rateLimitPerMinute: 30, startingCredits: 1_000 },
  // Stocks too: each call is priced in credits by its cost (docs/keyed-api.md), so the plan need not gate them.
  pro: {
    name: "pro",
    scopes: ["register:read", "ai:search", "stocks:read"],
    features: ["company_report", "ai_search", "stock_data"],
    rateLimitPerMinute: 300,
    startingCredits: 100_000,
  },
  // Every scope and every feature.
  enterprise: { name: "enterprise", scopes: SCOPES, features: FEATURES, rateLimitPerMinute: 3_000, startingCredits: 1_000_000 },
};

/** True when `name` is a plan. */
export function isPlanName(name: string): name is PlanName {
  return (PLAN_NAMES as readonly string[]).includes(name);
}

/** True when `name` is a scope. */
export function isScope(name: string): name is Scope {
  return (SCOPES as readonly string[]).includes(name);
}
