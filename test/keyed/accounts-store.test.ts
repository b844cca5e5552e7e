/**
 * The accounts stores, one set of cases for each: SQLite on a real file and PostgreSQL on the machine's server. Keys
 * by hash, status, rotation, and a ledger exact under concurrency, within a process and across processes.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { promisify } from "node:util";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashApiKey, isApiKeyShaped } from "../../src/keyed/api-key.js";
import type { AccountsStore } from "../../src/store/accounts-port.js";
import { openAccountsStore } from "../../src/store/open-accounts.js";
import { createTestDatabase } from "./postgres.js";

/** Where a store of each kind lives for one test, and how to remove it. */
const KINDS: Record<string, () => Promise<{ location: string; remove(): Promise<void> }>> = {
  sqlite: async () => {
    const dir = mkdtempSync(join(tmpdir(), "accounts-"));
    return { location: join(dir, "accounts.sqlite"), remove: async () => rmSync(dir, { recursive: true, force: true }) };
  },
  postgres: async () => {
    const database = await createTestDatabase("accounts");
    return { location: database.url, remove: database.drop };
  },
};

describe.each(Object.keys(KINDS))("the %s accounts store", (kind) => {
  let location: string;
  let remove: () => Promise<void>;
  let store: AccountsStore;

  beforeEach(async () => {
    ({ location, remove } = await KINDS[kind]());
    store = await openAccountsStore(location);
  });
  afterEach(async () => {
    await store.close();
    await remove();
  });

  const newKey = (credits = 100) => store.createKey({ name: "Acme AG", plan: "pro", scopes: ["register:read"], expiresAt: null, credits });

  describe("keys", () => {
    it("creates a key of the documented shape and stores only its hash", async () => {
      const { key, record } = await newKey();
      expect(isApiKeyShaped(key)).toBe(true);
      expect(record.prefix).toBe(`${key.slice(0, 12)}…`);
      expect(await store.findByHash(hashApiKey(key))).toMatchObject({ id: record.id, plan: "pro", scopes: ["register:read"], balance: 100, status: "active" });
      // One character off (never the same character: the key may end in any of them).
      const oneOff = `${key.slice(0, -1)}${key.endsWith("x") ? "y" : "x"}`;
      expect(await store.findByHash(hashApiKey(oneOff))).toBeNull();
      const listed = JSON.stringify(await store.listKeys());
      expect(listed).not.toContain(key);
    });

    it("reports a revoked key as revoked and an expired key as expired", async () => {
      const revoked = await newKey();
      await store.revoke(revoked.record.id);
      expect((await store.findByHash(hashApiKey(revoked.key)))?.status).toBe("revoked");
      const past = await store.createKey({ name: "Old", plan: "free", scopes: ["register:read"], expiresAt: "2001-01-01T00:00:00.000Z", credits: 5 });
      expect((await store.findByHash(hashApiKey(past.key)))?.status).toBe("expired");
    });

    it("rotates: the new key shares the account's credits and the old one works until its grace period ends", async () => {
      const old = await newKey(50);
      const rotated = await store.rotate(old.record.id, 3600);
      expect(rotated.key).not.toBe(old.key);
      expect(rotated.record).toMatchObject({ accountId: old.record.accountId, plan: "pro", balance: 50, status: "active" });
      const oldAfter = await store.findByHash(hashApiKey(old.key));
      expect(oldAfter).toMatchObject({ status: "active", replacedBy: rotated.record.id });
      expect(Date.parse(oldAfter!.expiresAt!) - Date.now()).toBeGreaterThan(3500_000);
      await store.debit(old.record.id, "getCompany", 10, "r1");
      expect((await store.findByHash(hashApiKey(rotated.key)))?.balance).toBe(40);
      const immediate = await store.rotate(rotated.record.id, 0);
      expect((await store.findByHash(hashApiKey(rotated.key)))?.status).toBe("expired");
      expect(immediate.record.status).toBe("active");
    });
  });

  describe("credits", () => {
    it("never goes below zero: 50 concurrent debits of 1 against 30 credits take exactly 30", async () => {
      const { record } = await newKey(30);
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => store.debit(record.id, "searchCompanies", 1, `r${i}`)));
      expect(results.filter((result) => result.ok)).toHaveLength(30);
      expect(results.filter((result) => !result.ok).every((result) => result.balance === 0)).toBe(true);
      expect((await store.findKey(String(record.id)))?.balance).toBe(0);
    });

    it("stays exact across processes: three writers on one file take exactly the balance", async () => {
      const { record } = await newKey(100);
      const run = () =>
        promisify(execFile)(process.execPath, ["--import", "tsx", join(import.meta.dirname, "debit-process.ts"), location, String(record.id), "50"]);
      const outputs = await Promise.all([run(), run(), run()]);
      expect(outputs.reduce((sum, { stdout }) => sum + Number(stdout.trim()), 0)).toBe(100);
      expect((await store.findKey(String(record.id)))?.balance).toBe(0);
    }, 30_000);

    it("refuses a debit larger than the balance and takes nothing", async () => {
      const { record } = await newKey(4);
      expect(await store.debit(record.id, "getCompanyReport", 5, "r")).toEqual({ ok: false, balance: 4 });
      expect(await store.usage(record.id)).toEqual([]);
    });

    it("refunds, adds credits, and reports usage per day and operation", async () => {
      const { record } = await newKey(20);
      await store.debit(record.id, "getCompany", 2, "a");
      await store.debit(record.id, "getCompany", 2, "b");
      await store.debit(record.id, "searchCompanies", 1, "c");
      expect(await store.refund(record.id, "getCompany", 2, "b")).toBe(17);
      expect(await store.addCredits(record.id, 100)).toBe(117);
      const today = new Date().toISOString().slice(0, 10);
      expect(await store.usage(record.id)).toEqual([
        { day: today, operation: "getCompany", calls: 2, credits: 2, refunds: 1 },
        { day: today, operation: "searchCompanies", calls: 1, credits: 1, refunds: 0 },
      ]);
    });
  });
});
