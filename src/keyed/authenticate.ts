/**
 * Who is calling the keyed API: the key from `X-API-Key` or `Authorization: Bearer <key>`, found by its hash, and
 * what its plan lets it do. The checks run in the contract's order (key, then plan and scope), before validation and
 * before credits, so that a refused request costs nothing.
 */
import { hashApiKey, isApiKeyShaped } from "./api-key.js";
import { KeyedError } from "./envelope.js";
import { PLANS, type Feature, type Scope } from "./plans.js";
import type { AccountsStore, KeyRecord } from "../store/accounts-port.js";

const CREATE_KEY_HINT = "Send your key in the X-API-Key header (or Authorization: Bearer <key>); an operator creates keys with `swiss-register keys create`.";

/** The key a request carries, or undefined when it carries none. */
export function keyOfRequest(headers: { get(name: string): string | null | undefined }): string | undefined {
  const direct = headers.get("x-api-key")?.trim();
  if (direct) return direct;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "");
  return bearer?.[1];
}

/** The active key record of a request's key; a KeyedError (401) when it is missing, unknown, revoked or expired. */
export async function authenticate(key: string | undefined, accounts: AccountsStore): Promise<KeyRecord> {
  if (key === undefined) throw new KeyedError("MISSING_API_KEY", "This endpoint needs an API key.", { hint: CREATE_KEY_HINT });
  // A text that cannot be a key is not looked up (it is never stored either).
  const record = isApiKeyShaped(key) ? await accounts.findByHash(hashApiKey(key)) : null;
  if (!record) throw new KeyedError("INVALID_KEY", "The API key is not valid.", { hint: CREATE_KEY_HINT });
  if (record.status === "revoked") throw new KeyedError("KEY_REVOKED", "The API key has been revoked.", { hint: "Ask the operator for a new key." });
  if (record.status === "expired") {
    throw new KeyedError("KEY_EXPIRED", `The API key expired at ${record.expiresAt}.`, {
      hint: record.replacedBy ? "It was rotated: use the key that replaced it." : "Ask the operator for a new key.",
    });
  }
  return record;
}

/** Refuses a key whose plan or scopes do not cover an operation (402 when the plan lacks it, 403 when the key does). */
export function authorize(key: KeyRecord, needs: { scope: Scope; feature?: Feature; operationId: string }): void {
  const plan = PLANS[key.plan];
  if (!plan.scopes.includes(needs.scope)) {
    throw new KeyedError("SUBSCRIPTION_REQUIRED", `${needs.operationId} needs the scope ${needs.scope}, which the ${plan.name} plan does not include.`, {
      hint: `Plans with ${needs.scope}: ${Object.values(PLANS).filter((p) => p.scopes.includes(needs.scope)).map((p) => p.name).join(", ")}.`,
    });
  }
  if (needs.feature && !plan.features.includes(needs.feature)) {
    throw new KeyedError("FEATURE_UNAVAILABLE", `${needs.operationId} is the feature ${needs.feature}, which the ${plan.name} plan does not include.`, {
      hint: `Plans with ${needs.feature}: ${Object.values(PLANS).filter((p) => p.features.includes(needs.feature!)).map((p) => p.name).join(", ")}.`,
    });
  }
  if (!key.scopes.includes(needs.scope)) {
    throw new KeyedError("SCOPE_MISMATCH", `This key does not carry the scope ${needs.scope} that ${needs.operationId} needs.`, {
      hint: `The key's scopes: ${key.scopes.join(", ")}. Use a key with ${needs.scope}.`,
    });
  }
}
