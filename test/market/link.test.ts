import { copyFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { nameKey } from "../../src/domain/text.js";
import { writeDemoMarket } from "../../src/market/demo.js";
import { runMarketImport } from "../../src/market/import/run-market-import.js";
import { linkListings, unlinkedListings, type LinkReport } from "../../src/market/link.js";
import { listingNameKey, loadListingReferences, type ListingReference } from "../../src/market/listings.js";
import { openSqliteMarketStore, sqliteMarketUpdater } from "../../src/store/sqlite/market.js";
import { openSqliteRegisterDirectory } from "../../src/store/sqlite/register-directory.js";
import type { Listing } from "../../src/store/market-port.js";
import { temporaryDirectory } from "./helpers.js";

const dir = temporaryDirectory();
afterAll(() => dir.remove());

interface Company {
  id: number;
  town: string;
}

/**
 * A copy of the test register in which a few active companies take listed names: the demo register's own listed
 * companies (src/generate/listed-companies.ts) are renamed away first, so that each case is set up here alone. One
 * gets Nestlé's UID, one is "Adecco Group AG", one "Aevis Victoria S.A.", two are "ABB Ltd" in
 * different towns, and a deleted one is "Alcon AG".
 */
function registerWithListedNames(): { path: string; companies: Record<string, Company> } {
  const path = join(dir.path, "register.sqlite");
  copyFileSync(inject("registerPath"), path);
  const db = new Database(path);
  try {
    const rename = (company: { id: number }, name: string) => {
      db.prepare("UPDATE companies SET name = ? WHERE id = ?").run(name, company.id);
      db.prepare("UPDATE company_name_keys SET name_key = ? WHERE company_id = ? AND field = 0").run(nameKey(name), company.id);
    };
    const byName = db.prepare("SELECT id FROM companies WHERE name = ?");
    for (const reference of loadListingReferences()) {
      for (const company of reference.name ? (byName.all(reference.name) as { id: number }[]) : []) rename(company, `Unlisted ${company.id} AG`);
    }
    db.prepare("UPDATE companies SET uid = NULL WHERE uid IN ('105909036', '103867266')").run();
    const active = db
      .prepare("SELECT c.id, c.town FROM companies c WHERE c.status = 'active' AND c.uid IS NOT NULL GROUP BY c.town ORDER BY c.id LIMIT 5")
      .all() as Company[];
    const deleted = db.prepare("SELECT id, town FROM companies WHERE status = 'deleted' ORDER BY id LIMIT 1").get() as Company;
    db.prepare("UPDATE companies SET uid = '105909036' WHERE id = ?").run(active[0].id);
    rename(active[1], "Adecco Group AG");
    rename(active[2], "Aevis Victoria S.A.");
    rename(active[3], "ABB Ltd");
    rename(active[4], "ABB Ltd");
    rename(deleted, "Alcon AG");
    return { path, companies: { nestle: active[0], adecco: active[1], aevis: active[2], abbFirst: active[3], abbSecond: active[4], alcon: deleted } };
  } finally {
    db.close();
  }
}

describe("linking listings to the register", () => {
  let report: LinkReport;
  let listings: Listing[];
  let companies: Record<string, Company>;
  let registerPath: string;
  const references = loadListingReferences().filter((r) => ["NESN", "NOVN", "ADEN", "AEVS", "ABBN", "ALC", "AERO"].includes(r.symbol));

  beforeAll(async () => {
    ({ path: registerPath, companies } = registerWithListedNames());
    const directory = openSqliteRegisterDirectory(registerPath);
    try {
      ({ report, listings } = await linkListings(references, directory));
    } finally {
      await directory.close();
    }
  });

  it("links by the UID the reference list confirms", () => {
    expect(listings.find((l) => l.symbol === "NESN")?.company).toEqual({ companyId: companies.nestle.id, uid: "105909036", method: "uid" });
    expect(report.unlinked.find((u) => u.symbol === "NOVN")?.reason).toBe("UID CHE-103.867.266 is not in the register");
  });

  it("links by a name only one active company has, written either way (S.A. and SA)", () => {
    expect(listings.find((l) => l.symbol === "ADEN")?.company).toMatchObject({ companyId: companies.adecco.id, method: "name_unique" });
    expect(listings.find((l) => l.symbol === "AEVS")?.company).toMatchObject({ companyId: companies.aevis.id, method: "name_unique" });
    expect(listingNameKey("Aevis Victoria S.A.")).toBe(listingNameKey("Aevis Victoria SA"));
  });

  it("never guesses: two namesakes, a deleted namesake or no name leave the listing unlinked, with the reason", () => {
    expect(report.unlinked).toEqual([
      { symbol: "ABBN", name: "ABB Ltd", reason: '2 active companies named "ABB Ltd" and no seat to tell them apart' },
      { symbol: "AERO", name: null, reason: "the reference list gives no name" },
      { symbol: "ALC", name: "Alcon AG", reason: 'no active company named "Alcon AG" in the register' },
      { symbol: "NOVN", name: "Novartis AG", reason: "UID CHE-103.867.266 is not in the register" },
    ]);
    expect(report.linked.map((l) => [l.symbol, l.method])).toEqual([["ADEN", "name_unique"], ["AEVS", "name_unique"], ["NESN", "uid"]]);
    expect(report.register).toBe("demo");
  });

  it("tells namesakes apart by the seat when the seat is known", async () => {
    const abb = references.find((r) => r.symbol === "ABBN")!;
    const withSeat: ListingReference[] = [
      { ...abb, seat: companies.abbSecond.town },
      { ...abb, symbol: "ABBX", seat: "Nowhere" },
    ];
    const directory = openSqliteRegisterDirectory(registerPath);
    try {
      const linked = await linkListings(withSeat, directory);
      expect(linked.listings[0].company).toMatchObject({ companyId: companies.abbSecond.id, method: "name_seat" });
      expect(linked.report.unlinked).toEqual([{ symbol: "ABBX", name: "ABB Ltd", reason: 'no active company named "ABB Ltd" with its seat in Nowhere' }]);
    } finally {
      await directory.close();
    }
  });
});

describe("swiss-register import market listings", () => {
  it("links a store built without a register afterwards, keeping its prices", async () => {
    const { path: registerPath, companies } = registerWithListedNames();
    const marketPath = join(dir.path, "relink.sqlite");
    const references = loadListingReferences().filter((r) => ["NESN", "ADEN"].includes(r.symbol));
    const unlinked = unlinkedListings(references, "no register yet");
    await sqliteMarketUpdater(marketPath)((writes) => writeDemoMarket(writes, unlinked.listings, 1, "2026-11-20"), { fresh: true });
    const directory = openSqliteRegisterDirectory(registerPath);
    let report;
    try {
      report = await runMarketImport({
        kind: "listings", paths: [], update: sqliteMarketUpdater(marketPath), today: "2026-11-24",
        linkedListings: () => linkListings(references, directory),
      });
    } finally {
      await directory.close();
    }
    expect(report.totals).toMatchObject({ changed: 2 });
    expect(report.link?.linked.map((l) => l.symbol)).toEqual(["ADEN", "NESN"]);
    const store = openSqliteMarketStore(marketPath);
    try {
      expect((await store.listingsOfCompany(companies.nestle.id)).map((l) => l.symbol)).toEqual(["NESN"]);
      expect((await store.latestBars("NESN", 1))[0]).toMatchObject({ date: "2026-11-20", source: "demo" });
    } finally {
      await store.close();
    }
  });
});
