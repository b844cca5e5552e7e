/**
 * The accounts stores' shared reading of a key row (SQLite and PostgreSQL have the same tables): one query shape and
 * one mapping to the port's KeyRecord, so the two stores cannot drift apart in what a key's status is.
 */
import { isPlanName, isScope } from "../keyed/plans.js";
import type { KeyRecord, KeyStatus } from "./accounts-port.js";

/** A key joined with its account, as both stores select it (times as ISO text, numbers as the driver gives them). */
export interface KeyRow {
  id: number;
  account_id: number;
  name: string;
  plan: string;
  scopes: string;
  prefix: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  replaced_by: number | null;
  balance: number | string;
}

/**
 * The select list and join of KeyRow (append a WHERE or ORDER BY); `isoTime` turns a time column into ISO 8601 text
 * in the store's SQL (SQLite keeps the text as written).
 */
export function keySelect(isoTime: (column: string) => string = (column) => column): string {
  return `SELECT k.id, k.account_id, a.name, a.plan, k.scopes, k.prefix, ${isoTime("k.created_at")} AS created_at,
  ${isoTime("k.expires_at")} AS expires_at, ${isoTime("k.revoked_at")} AS revoked_at, k.replaced_by, a.balance
  FROM api_keys k JOIN accounts a ON a.id = k.account_id`;
}

function statusOf(row: KeyRow, now: Date): KeyStatus {
  if (row.revoked_at) return "revoked";
  if (row.expires_at && Date.parse(row.expires_at) <= now.getTime()) return "expired";
  return "active";
}

/** The port's record of a key row, its status as of `now`. */
export function toKeyRecord(row: KeyRow, now = new Date()): KeyRecord {
  if (!isPlanName(row.plan)) throw new Error(`accounts store: unknown plan ${row.plan} on key ${row.id}`);
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    name: row.name,
    plan: row.plan,
    scopes: row.scopes.split(",").filter(isScope),
    prefix: row.prefix,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    replacedBy: row.replaced_by === null ? null : Number(row.replaced_by),
    balance: Number(row.balance),
    status: statusOf(row, now),
  };
}
