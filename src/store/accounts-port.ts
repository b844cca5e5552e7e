/**
 * The accounts store port: keys, plans, credits and usage of the keyed API. Writable and separate from the read-only
 * register. SQLite (`src/store/sqlite/accounts.ts`) is the embedded default; PostgreSQL implements the same port.
 *
 * Credits belong to an account; an account's keys (a key and, during a rotation's grace period, the key it replaced)
 * draw from one balance. A debit is one atomic step that never takes the balance below zero.
 */
import type { PlanName, Scope } from "../keyed/plans.js";

/** Why a key cannot be used now. */
export type KeyStatus = "active" | "revoked" | "expired";

export interface KeyRecord {
  id: number;
  accountId: number;
  name: string;
  plan: PlanName;
  scopes: Scope[];
  /** What listings show of the key (never the key). */
  prefix: string;
  createdAt: string;
  /** ISO time after which the key no longer works (set by `--expires` or by a rotation's grace period). */
  expiresAt: string | null;
  revokedAt: string | null;
  /** The key that replaced this one in a rotation. */
  replacedBy: number | null;
  balance: number;
  status: KeyStatus;
}

export interface NewKey {
  name: string;
  plan: PlanName;
  scopes: Scope[];
  expiresAt: string | null;
  credits: number;
}

/** A key as created: the key text is returned here once and never stored. */
export interface CreatedKey {
  key: string;
  record: KeyRecord;
}

export type DebitResult = { ok: true; balance: number } | { ok: false; balance: number };

export interface UsageRow {
  day: string;
  operation: string;
  calls: number;
  /** Credits spent, net of refunds. */
  credits: number;
  refunds: number;
}

export interface AccountsStore {
  createKey(key: NewKey): Promise<CreatedKey>;
  listKeys(): Promise<KeyRecord[]>;
  /** The key with this text's hash, whatever its status; null when there is none. */
  findByHash(keyHash: string): Promise<KeyRecord | null>;
  /** The key named by its id or its text (hashed); null when there is none. */
  findKey(idOrKey: string): Promise<KeyRecord | null>;
  revoke(keyId: number): Promise<KeyRecord>;
  /** A new key for the same account, plan and scopes; the old one keeps working for `graceSeconds`. */
  rotate(keyId: number, graceSeconds: number): Promise<CreatedKey>;
  addCredits(keyId: number, credits: number): Promise<number>;
  /** Takes `cost` credits at once, or nothing when the balance is short. */
  debit(keyId: number, operation: string, cost: number, requestId: string): Promise<DebitResult>;
  /** Gives back a debit's credits (the request failed on the service's side). */
  refund(keyId: number, operation: string, cost: number, requestId: string): Promise<number>;
  usage(keyId: number): Promise<UsageRow[]>;
  close(): Promise<void>;
}
