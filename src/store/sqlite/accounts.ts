/**
 * The accounts store over SQLite (the port: src/store/accounts-port.ts). One writable file, in WAL mode so that
 * several server processes on one machine share it; a debit is a single conditional UPDATE in a transaction with its
 * ledger row, so the balance can never go below zero, whatever runs at once. Writes take the write lock when they
 * begin (IMMEDIATE): a read that later upgrades could meet another process's write and fail instead of waiting.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { displayPrefix, generateApiKey, hashApiKey, isApiKeyShaped } from "../../keyed/api-key.js";
import type { Scope } from "../../keyed/plans.js";
import { BackendUnavailableError } from "../../domain/errors.js";
import { sideStoreStep } from "./driver-errors.js";
import type { AccountsStore, CreatedKey, DebitResult, KeyRecord, NewKey, UsageRow } from "../accounts-port.js";
import { keySelect, toKeyRecord, type KeyRow } from "../accounts-rows.js";

const SCHEMA_VERSION = 1;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  plan TEXT NOT NULL,
  balance INTEGER NOT NULL CHECK (balance >= 0),
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS api_keys (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  key_hash TEXT NOT NULL UNIQUE,
  prefix TEXT NOT NULL,
  scopes TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT,
  revoked_at TEXT,
  replaced_by INTEGER REFERENCES api_keys(id)
);
CREATE TABLE IF NOT EXISTS credit_ledger (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  key_id INTEGER NOT NULL REFERENCES api_keys(id),
  at TEXT NOT NULL,
  day TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('grant', 'debit', 'refund')),
  operation TEXT,
  amount INTEGER NOT NULL,
  request_id TEXT
);
CREATE INDEX IF NOT EXISTS credit_ledger_usage ON credit_ledger (key_id, day, operation);
`;

/** How long a writer waits for another process's write before the store counts as unavailable. */
const BUSY_TIMEOUT_MS = 5_000;

/** Seconds a client waits while the accounts store cannot answer (a busy writer is done in moments). */
const RETRY_AFTER_SECONDS = 5;
const guarded = <T>(step: () => T) => sideStoreStep("accounts", RETRY_AFTER_SECONDS, step);

/**
 * Switches the file to write-ahead logging. SQLite answers SQLITE_BUSY at once, without waiting, when another process
 * switches the same new file at that moment (the server's workers starting together on a fresh install): the switch is
 * tried again for up to the busy timeout.
 */
function useWriteAheadLog(db: Database.Database): void {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      db.pragma("journal_mode = WAL");
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "SQLITE_BUSY" || Date.now() > deadline) throw error;
      Atomics.wait(pause, 0, 0, 10);
    }
  }
}

/** Opens (creating when missing) the accounts store at `path`. */
export function openSqliteAccountsStore(path: string): AccountsStore {
  mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  useWriteAheadLog(db);
  db.pragma("foreign_keys = ON");
  const version = db.pragma("user_version", { simple: true }) as number;
  if (version > SCHEMA_VERSION) {
    db.close();
    throw new BackendUnavailableError(`the accounts store at ${path} is of a newer version (${version}); upgrade this program`);
  }
  db.exec(SCHEMA);
  db.pragma(`user_version = ${SCHEMA_VERSION}`);

  const KEY_SELECT = keySelect();
  const byId = db.prepare(`${KEY_SELECT} WHERE k.id = ?`);
  const byHash = db.prepare(`${KEY_SELECT} WHERE k.key_hash = ?`);
  const all = db.prepare(`${KEY_SELECT} ORDER BY k.id`);
  const insertAccount = db.prepare("INSERT INTO accounts (name, plan, balance, created_at) VALUES (?, ?, ?, ?)");
  const insertKey = db.prepare(
    "INSERT INTO api_keys (account_id, key_hash, prefix, scopes, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const insertLedger = db.prepare(
    "INSERT INTO credit_ledger (account_id, key_id, at, day, kind, operation, amount, request_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const takeCredits = db.prepare("UPDATE accounts SET balance = balance - ? WHERE id = ? AND balance >= ? RETURNING balance");
  const giveCredits = db.prepare("UPDATE accounts SET balance = balance + ? WHERE id = ? RETURNING balance");
  const balanceOf = db.prepare("SELECT balance FROM accounts WHERE id = ?");
  const usageRows = db.prepare(`
    SELECT day, operation,
           sum(kind = 'debit') AS calls,
           -sum(amount) AS credits,
           sum(kind = 'refund') AS refunds
    FROM credit_ledger
    WHERE key_id = ? AND kind IN ('debit', 'refund')
    GROUP BY day, operation
    ORDER BY day, operation`);

  const now = () => new Date();
  const record = (id: number): KeyRecord => toKeyRecord(byId.get(id) as KeyRow);
  const ledger = (accountId: number, keyId: number, kind: "grant" | "debit" | "refund", operation: string | null, amount: number, requestId: string | null) => {
    const at = now().toISOString();
    insertLedger.run(accountId, keyId, at, at.slice(0, 10), kind, operation, amount, requestId);
  };
  const newKeyFor = (accountId: number, scopes: Scope[], expiresAt: string | null): { key: string; id: number } => {
    const key = generateApiKey();
    const id = Number(insertKey.run(accountId, hashApiKey(key), displayPrefix(key), scopes.join(","), now().toISOString(), expiresAt).lastInsertRowid);
    return { key, id };
  };

  const create = db.transaction((spec: NewKey): CreatedKey => {
    const accountId = Number(insertAccount.run(spec.name, spec.plan, spec.credits, now().toISOString()).lastInsertRowid);
    const { key, id } = newKeyFor(accountId, spec.scopes, spec.expiresAt);
    if (spec.credits > 0) ledger(accountId, id, "grant", null, spec.credits, null);
    return { key, record: record(id) };
  });
  const rotate = db.transaction((keyId: number, graceSeconds: number): CreatedKey => {
    const old = record(keyId);
    const { key, id } = newKeyFor(old.accountId, old.scopes, old.expiresAt);
    const graceEnd = new Date(now().getTime() + graceSeconds * 1000).toISOString();
    const expiresAt = old.expiresAt && old.expiresAt < graceEnd ? old.expiresAt : graceEnd;
    db.prepare("UPDATE api_keys SET expires_at = ?, replaced_by = ? WHERE id = ?").run(expiresAt, id, keyId);
    return { key, record: record(id) };
  });
  const debit = db.transaction((keyId: number, operation: string, cost: number, requestId: string): DebitResult => {
    const key = record(keyId);
    const taken = takeCredits.get(cost, key.accountId, cost) as { balance: number } | undefined;
    if (!taken) return { ok: false, balance: (balanceOf.get(key.accountId) as { balance: number }).balance };
    ledger(key.accountId, keyId, "debit", operation, -cost, requestId);
    return { ok: true, balance: taken.balance };
  });
  const refund = db.transaction((keyId: number, operation: string, cost: number, requestId: string): number => {
    const key = record(keyId);
    const given = giveCredits.get(cost, key.accountId) as { balance: number };
    ledger(key.accountId, keyId, "refund", operation, cost, requestId);
    return given.balance;
  });
  const addCredits = db.transaction((keyId: number, credits: number): number => {
    const key = record(keyId);
    const given = giveCredits.get(credits, key.accountId) as { balance: number };
    ledger(key.accountId, keyId, "grant", null, credits, null);
    return given.balance;
  });

  return {
    createKey: (spec) => guarded(() => create.immediate(spec)),
    listKeys: () => guarded(() => (all.all() as KeyRow[]).map((row) => toKeyRecord(row))),
    findByHash: (keyHash) => guarded(() => {
      const row = byHash.get(keyHash) as KeyRow | undefined;
      return row ? toKeyRecord(row) : null;
    }),
    findKey: (idOrKey) => guarded(() => {
      const row = (/^\d{1,15}$/.test(idOrKey) ? byId.get(Number(idOrKey)) : isApiKeyShaped(idOrKey) ? byHash.get(hashApiKey(idOrKey)) : undefined) as KeyRow | undefined;
      return row ? toKeyRecord(row) : null;
    }),
    revoke: (keyId) => guarded(() => {
      db.prepare("UPDATE api_keys SET revoked_at = coalesce(revoked_at, ?) WHERE id = ?").run(now().toISOString(), keyId);
      return record(keyId);
    }),
    rotate: (keyId, graceSeconds) => guarded(() => rotate.immediate(keyId, graceSeconds)),
    addCredits: (keyId, credits) => guarded(() => addCredits.immediate(keyId, credits)),
    debit: (keyId, operation, cost, requestId) => guarded(() => debit.immediate(keyId, operation, cost, requestId)),
    refund: (keyId, operation, cost, requestId) => guarded(() => refund.immediate(keyId, operation, cost, requestId)),
    usage: (keyId) => guarded(() => usageRows.all(keyId) as UsageRow[]),
    close: async () => {
      db.close();
    },
  };
}
