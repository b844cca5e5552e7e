/**
 * The accounts store over PostgreSQL (the port: src/store/accounts-port.ts), for several instances behind a load
 * balancer. A debit is one statement: the conditional UPDATE that never takes a balance below zero and its ledger row
 * (a data-modifying CTE), so concurrent requests on one key, from any instance, debit exactly.
 */
import pg from "pg";
import { displayPrefix, generateApiKey, hashApiKey, isApiKeyShaped } from "../../keyed/api-key.js";
import type { Scope } from "../../keyed/plans.js";
import type { AccountsStore, CreatedKey, KeyRecord, NewKey, UsageRow } from "../accounts-port.js";
import { keySelect, toKeyRecord, type KeyRow } from "../accounts-rows.js";
import { translated } from "./driver-errors.js";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  plan TEXT NOT NULL,
  balance BIGINT NOT NULL CHECK (balance >= 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS api_keys (
  id SERIAL PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  key_hash TEXT NOT NULL UNIQUE,
  prefix TEXT NOT NULL,
  scopes TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ,
  revoked_at TIMESTAMPTZ,
  replaced_by INTEGER REFERENCES api_keys(id)
);
CREATE TABLE IF NOT EXISTS credit_ledger (
  id BIGSERIAL PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  key_id INTEGER NOT NULL REFERENCES api_keys(id),
  at TIMESTAMPTZ NOT NULL DEFAULT now(),
  day DATE NOT NULL DEFAULT (now() AT TIME ZONE 'UTC')::date,
  kind TEXT NOT NULL CHECK (kind IN ('grant', 'debit', 'refund')),
  operation TEXT,
  amount BIGINT NOT NULL,
  request_id TEXT
);
CREATE INDEX IF NOT EXISTS credit_ledger_usage ON credit_ledger (key_id, day, operation);
`;

/** Two sessions creating the schema at once must not race: one waits for the other (any constant key works). */
const SCHEMA_LOCK = 7_204_391;

const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const KEY_SELECT = keySelect(isoTime);

/** Opens a pool to the accounts store at `url` and creates its tables when missing. */
export async function openPostgresAccountsStore(url: string, poolSize = 10): Promise<AccountsStore> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A pool client failing while idle must not crash the process; the next query reports it.
  pool.on("error", () => undefined);

  const guarded = async <T>(step: () => Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      throw translated(error, "accounts store");
    }
  };
  const inTransaction = <T>(step: (client: pg.PoolClient) => Promise<T>): Promise<T> =>
    guarded(async () => {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await step(client);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    });

  await inTransaction(async (client) => {
    await client.query("SELECT pg_advisory_xact_lock($1)", [SCHEMA_LOCK]);
    await client.query(SCHEMA);
  });

  const record = async (client: pg.PoolClient | pg.Pool, id: number): Promise<KeyRecord> =>
    toKeyRecord((await client.query<KeyRow>(`${KEY_SELECT} WHERE k.id = $1`, [id])).rows[0]);
  const newKeyFor = async (client: pg.PoolClient, accountId: number, scopes: Scope[], expiresAt: string | null) => {
    const key = generateApiKey();
    const { rows } = await client.query<{ id: number }>(
      "INSERT INTO api_keys (account_id, key_hash, prefix, scopes, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING id",
      [accountId, hashApiKey(key), displayPrefix(key), scopes.join(","), expiresAt],
    );
    return { key, id: rows[0].id };
  };
  const grant = (client: pg.PoolClient | pg.Pool, keyId: number, credits: number, kind: "grant" | "refund", operation: string | null, requestId: string | null) =>
    client.query<{ balance: string }>(
      `WITH given AS (
         UPDATE accounts SET balance = balance + $2 WHERE id = (SELECT account_id FROM api_keys WHERE id = $1) RETURNING id, balance
       ), logged AS (
         INSERT INTO credit_ledger (account_id, key_id, kind, operation, amount, request_id) SELECT id, $1, $3, $4, $2, $5 FROM given
       )
       SELECT balance FROM given`,
      [keyId, credits, kind, operation, requestId],
    );

  return {
    createKey: (spec: NewKey) =>
      inTransaction(async (client): Promise<CreatedKey> => {
        const { rows } = await client.query<{ id: number }>("INSERT INTO accounts (name, plan, balance) VALUES ($1, $2, $3) RETURNING id", [
          spec.name,
          spec.plan,
          spec.credits,
        ]);
        const { key, id } = await newKeyFor(client, rows[0].id, spec.scopes, spec.expiresAt);
        if (spec.credits > 0) {
          await client.query("INSERT INTO credit_ledger (account_id, key_id, kind, amount) VALUES ($1, $2, 'grant', $3)", [rows[0].id, id, spec.credits]);
        }
        return { key, record: await record(client, id) };
      }),
    listKeys: () => guarded(async () => (await pool.query<KeyRow>(`${KEY_SELECT} ORDER BY k.id`)).rows.map((row) => toKeyRecord(row))),
    findByHash: (keyHash) =>
      guarded(async () => {
        const row = (await pool.query<KeyRow>(`${KEY_SELECT} WHERE k.key_hash = $1`, [keyHash])).rows[0];
        return row ? toKeyRecord(row) : null;
      }),
    findKey: (idOrKey) =>
      guarded(async () => {
        const where = /^\d{1,9}$/.test(idOrKey) ? ["k.id = $1", Number(idOrKey)] : isApiKeyShaped(idOrKey) ? ["k.key_hash = $1", hashApiKey(idOrKey)] : null;
        if (!where) return null;
        const row = (await pool.query<KeyRow>(`${KEY_SELECT} WHERE ${where[0]}`, [where[1]])).rows[0];
        return row ? toKeyRecord(row) : null;
      }),
    revoke: (keyId) =>
      guarded(async () => {
        await pool.query("UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1", [keyId]);
        return record(pool, keyId);
      }),
    rotate: (keyId, graceSeconds) =>
      inTransaction(async (client) => {
        const old = await record(client, keyId);
        const { key, id } = await newKeyFor(client, old.accountId, old.scopes, old.expiresAt);
        await client.query(
          "UPDATE api_keys SET expires_at = least(coalesce(expires_at, 'infinity'), now() + make_interval(secs => $2)), replaced_by = $3 WHERE id = $1",
          [keyId, graceSeconds, id],
        );
        return { key, record: await record(client, id) };
      }),
    addCredits: (keyId, credits) => guarded(async () => Number((await grant(pool, keyId, credits, "grant", null, null)).rows[0].balance)),
    debit: (keyId, operation, cost, requestId) =>
      guarded(async () => {
        const { rows } = await pool.query<{ balance: string }>(
          `WITH taken AS (
             UPDATE accounts SET balance = balance - $3
             WHERE id = (SELECT account_id FROM api_keys WHERE id = $1) AND balance >= $3
             RETURNING id, balance
           ), logged AS (
             INSERT INTO credit_ledger (account_id, key_id, kind, operation, amount, request_id)
             SELECT id, $1, 'debit', $2, -$3, $4 FROM taken
           )
           SELECT balance FROM taken`,
          [keyId, operation, cost, requestId],
        );
        if (rows.length > 0) return { ok: true as const, balance: Number(rows[0].balance) };
        return { ok: false as const, balance: (await record(pool, keyId)).balance };
      }),
    refund: (keyId, operation, cost, requestId) =>
      guarded(async () => Number((await grant(pool, keyId, cost, "refund", operation, requestId)).rows[0].balance)),
    usage: (keyId) =>
      guarded(async () => {
        const { rows } = await pool.query<{ day: string; operation: string; calls: number; credits: string; refunds: number }>(
          `SELECT to_char(day, 'YYYY-MM-DD') AS day, operation,
                  (count(*) FILTER (WHERE kind = 'debit'))::int AS calls,
                  -sum(amount) AS credits,
                  (count(*) FILTER (WHERE kind = 'refund'))::int AS refunds
           FROM credit_ledger WHERE key_id = $1 AND kind IN ('debit', 'refund')
           GROUP BY day, operation ORDER BY day, operation`,
          [keyId],
        );
        return rows.map((row): UsageRow => ({ ...row, credits: Number(row.credits) }));
      }),
    close: () => pool.end(),
  };
}
