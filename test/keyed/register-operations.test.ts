/**
 * The keyed API's register operations over the test register, called as the keyed routes call them: input validated
 * by the operation's schema, then `operation.handle(input, { backend })`. Redacted persons are found the way the
 * privacy tests find them: by asking the register file.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { z } from "zod";
import { createLocalBackend } from "../../src/backend/local.js";
import type { RegisterBackend } from "../../src/backend/port.js";
import { InvalidParameterError, NotFoundError } from "../../src/domain/errors.js";
import { Links } from "../../src/domain/links.js";
import { formatUid } from "../../src/domain/uid.js";
import { validateInput } from "../../src/operations/input.js";
import {
  aiSearchCompanies,
  getCompanyJournals,
  getCompanyJournalTexts,
  getCompanyKeyed,
  getCompanyReport,
  getNoga,
  getPersonKeyed,
  KEYED_OPERATIONS,
  listNoga,
  searchCompaniesExact,
  searchPersons,
} from "../../src/operations/keyed/index.js";
import { READ_ONLY_TOOL, type KeyedOperation } from "../../src/operations/operation.js";
import { openForReading, type SqliteDatabase } from "../../src/store/sqlite/database.js";
import { createSqliteStore } from "../../src/store/sqlite/store.js";
import { openMarketRuntime, type MarketRuntime } from "../../src/runtime/market.js";

let backend: RegisterBackend;
let db: SqliteDatabase;
let market: MarketRuntime;

beforeAll(async () => {
  const path = inject("registerPath");
  market = await openMarketRuntime({ MARKET_DATABASE_PATH: inject("marketPath") });
  backend = createLocalBackend(createSqliteStore(openForReading(path)), { links: new Links("http://register.test") });
  db = openForReading(path);
});
afterAll(async () => {
  await backend.close();
  await market.close();
  db.close();
});

/** Calls an operation as a surface does: raw parameters validated, then handled; the output checked against its schema. */
async function call<Output extends z.ZodType>(operation: KeyedOperation<z.ZodObject, Output>, raw: Record<string, unknown>): Promise<z.output<Output>> {
  const output = await operation.handle(validateInput(operation, raw), { backend, market: market.market });
  return operation.output.parse(output);
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("keyed register operations: bindings", () => {
  it("binds every operation to the keyed API and, where an agent needs it, MCP, with its path, scope, feature and credits", () => {
    const bindings = Object.fromEntries(
      KEYED_OPERATIONS.map(({ operationId, keyed: { headers: _headers, ...binding } }) => [operationId, binding]),
    );
    expect(bindings).toEqual({
      aiSearchCompanies: { method: "POST", path: "/v1/companies/ai-search", scope: "ai:search", feature: "ai_search", credits: 5 },
      listNoga: { method: "GET", path: "/v1/noga", scope: "register:read", credits: 1 },
      getNoga: { method: "GET", path: "/v1/noga/{id}", scope: "register:read", credits: 1 },
      searchCompaniesExact: { method: "POST", path: "/v1/companies/search", scope: "register:read", credits: 2 },
      getCompanyKeyed: { method: "GET", path: "/v1/companies/{id}", scope: "register:read", credits: 2 },
      getCompanyJournals: { method: "GET", path: "/v1/companies/{id}/journals", scope: "register:read", credits: 2 },
      getCompanyJournalTexts: { method: "GET", path: "/v1/companies/{id}/journals/texts", scope: "register:read", credits: 5 },
      getCompanyReport: { method: "GET", path: "/v1/companies/{id}/report", scope: "register:read", feature: "company_report", credits: 10 },
      searchPersons: { method: "POST", path: "/v1/persons/search", scope: "register:read", credits: 2 },
      getPersonKeyed: { method: "GET", path: "/v1/persons/{id}", scope: "register:read", credits: 2 },
      listStockSymbols: { method: "GET", path: "/v1/stocks/symbols", scope: "stocks:read", feature: "stock_data", credits: 1 },
      getStockQuote: { method: "GET", path: "/v1/stocks/quote/{symbol}", scope: "stocks:read", feature: "stock_data", credits: 1 },
      getStockPrice: { method: "GET", path: "/v1/stocks/price/{symbol}", scope: "stocks:read", feature: "stock_data", credits: 1 },
      getStockHistory: { method: "GET", path: "/v1/stocks/history/{symbol}", scope: "stocks:read", feature: "stock_data", credits: 3 },
      getStockEod: {
        method: "GET", path: "/v1/stocks/eod/{symbol}", scope: "stocks:read", feature: "stock_data", credits: 1,
        aliases: ["/stocks/eod/{symbol}", "/api/stocks/eod/{symbol}"],
      },
      getStockProfile: { method: "GET", path: "/v1/stocks/profile/{symbol}", scope: "stocks:read", feature: "stock_data", credits: 2 },
      getStockFinancials: { method: "GET", path: "/v1/stocks/financials/{symbol}", scope: "stocks:read", feature: "stock_data", credits: 5 },
      getStockExecutives: {
        method: "GET", path: "/v1/stocks/key-executives/{symbol}", scope: "stocks:read", feature: "stock_data", credits: 2,
        aliases: ["/stocks/key-executives/{symbol}", "/api/stocks/key-executives/{symbol}"],
      },
    });
    for (const operation of KEYED_OPERATIONS) expect(operation.rest, operation.operationId).toBeUndefined();
    // The plain company read and exact search add little over the public tools: REST only.
    expect(Object.fromEntries(KEYED_OPERATIONS.map((operation) => [operation.operationId, operation.mcp?.toolName ?? null]))).toEqual({
      aiSearchCompanies: "find_companies",
      listNoga: "list_noga_codes",
      getNoga: "get_noga_code",
      searchCompaniesExact: null,
      getCompanyKeyed: null,
      getCompanyJournals: "list_company_notices",
      getCompanyJournalTexts: "get_company_notice_texts",
      getCompanyReport: "get_company_report",
      searchPersons: "search_officers",
      getPersonKeyed: "get_person_history",
      // Price and the end-of-day record are in the quote: no tools of their own.
      listStockSymbols: "list_stock_symbols",
      getStockQuote: "get_stock_quote",
      getStockPrice: null,
      getStockHistory: "get_stock_history",
      getStockEod: null,
      getStockProfile: "get_stock_profile",
      getStockFinancials: "get_stock_financials",
      getStockExecutives: "get_stock_executives",
    });
    expect(aiSearchCompanies.mcp).toEqual({ toolName: "find_companies", toolset: "companies", annotations: READ_ONLY_TOOL });
    expect(Object.keys(aiSearchCompanies.keyed.headers ?? {})).toEqual(["X-AI-Search-Ranking"]);
  });
});

describe("keyed register operations: happy", () => {
  it("lists NOGA sections and a section's divisions, and gives one entry", async () => {
    const roots = await call(listNoga, { only_roots: "true" });
    expect(roots).toMatchObject({ total: 21, limit: 20, offset: 0, next_offset: 20 });
    const children = await call(listNoga, { parent_id: roots.items[2].id, limit: 100 });
    expect(children.items.every((entry) => entry.parent_id === roots.items[2].id)).toBe(true);
    expect(await call(getNoga, { id: children.items[0].id })).toEqual(children.items[0]);
    const retail = await call(listNoga, { search: "47.11", level: 4 });
    expect(retail.items[0]).toMatchObject({ code: "47.11", level: 4, section: "G" });
  });

  it("finds a company by exact name and every UID form, and reads its record, journals, texts and report", async () => {
    const row = db.prepare("SELECT id, name, uid FROM companies WHERE uid IS NOT NULL AND id IN (SELECT company_id FROM publications GROUP BY company_id HAVING count(*) > 3) ORDER BY id LIMIT 1").get() as {
      id: number; name: string; uid: string;
    };
    const uid = formatUid(row.uid);
    for (const form of [uid, uid.replace(/[-.]/g, ""), uid.slice(4), row.uid]) {
      expect(await call(searchCompaniesExact, { uid: form }), form).toMatchObject({ total: 1, items: [{ id: row.id, uid }] });
    }
    expect((await call(searchCompaniesExact, { name: row.name.toLowerCase() })).items.map((item) => item.id)).toContain(row.id);
    const company = await call(getCompanyKeyed, { id: row.id });
    expect(company).toMatchObject({ id: row.id, name: row.name, names: [{ name: row.name, kind: "current" }] });
    const journals = await call(getCompanyJournals, { id: row.id, limit: 2 });
    expect(journals).toMatchObject({ total: company.counts.notices, limit: 2, offset: 0, next_offset: 2 });
    const texts = await call(getCompanyJournalTexts, { id: row.id, offset: 2 });
    expect(texts).toMatchObject({ total: company.counts.notices, limit: 10, offset: 2 });
    const report = await call(getCompanyReport, { id: row.id });
    expect(report.notices.map((notice) => notice.id).reverse().slice(2, 12)).toEqual(texts.items.map((notice) => notice.id));
  });

  it("finds persons and reads a person's every mandate and gazette history", async () => {
    const row = db
      .prepare(
        `SELECT p.id, p.first_name, p.last_name FROM persons p JOIN mandates m ON m.person_id = p.id
         WHERE p.redacted = 0 AND p.entity_type = 'natural_person' AND m.ended_on IS NOT NULL ORDER BY p.id LIMIT 1`,
      )
      .get() as { id: number; first_name: string; last_name: string };
    const found = await call(searchPersons, { name: `${row.last_name} ${row.first_name}` });
    expect(found.items.map((item) => item.id)).toContain(row.id);
    const person = await call(getPersonKeyed, { id: row.id });
    expect(person.mandates.some((mandate) => mandate.status === "former")).toBe(true);
    expect(person.gazette.length).toBeGreaterThan(0);
  });
});

describe("keyed register operations: errors", () => {
  it("answers an unknown id with not_found and a hint naming the keyed searches", async () => {
    const byId: KeyedOperation[] = [getCompanyKeyed, getCompanyJournals, getCompanyJournalTexts, getCompanyReport, getPersonKeyed];
    for (const operation of byId) {
      const error = await rejection(call(operation, { id: 987_654_321 }));
      expect(error, operation.operationId).toBeInstanceOf(NotFoundError);
      expect((error as NotFoundError).hint).toMatch(/POST \/v1\/companies\/search.*POST \/v1\/persons\/search/);
    }
    const noga = await rejection(call(getNoga, { id: 987_654 }));
    expect(noga).toBeInstanceOf(NotFoundError);
    expect((noga as NotFoundError).hint).toMatch(/GET \/v1\/noga/);
  });

  it("refuses pages beyond the keyed limits, a malformed UID and a people search without a criterion", () => {
    const refused = (operation: KeyedOperation, raw: Record<string, unknown>) => {
      try {
        validateInput(operation, raw);
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidParameterError);
        return error as InvalidParameterError;
      }
      throw new Error(`accepted ${JSON.stringify(raw)}`);
    };
    expect(refused(listNoga, { limit: 101 }).parameter).toEqual(["limit"]);
    expect(refused(getCompanyJournals, { id: 1, offset: 10_001 }).parameter).toEqual(["offset"]);
    expect(refused(searchCompaniesExact, { uid: "CHE-123" }).message).toBe("Parameter uid is not a Swiss UID.");
    expect(refused(searchCompaniesExact, { registered_from: "2020-13-01" }).parameter).toEqual(["registered_from"]);
    expect(refused(searchCompaniesExact, { canton: ["XX"] }).parameter).toEqual(["canton", 0]);
    expect(refused(searchPersons, {}).message).toBe("Give at least one of name, residence, canton, role.");
    expect(refused(listNoga, { section: "Z" }).parameter).toEqual(["section"]);
  });
});

describe("keyed register operations: security", () => {
  const redacted = () =>
    db.prepare("SELECT id, name, first_name, last_name FROM persons WHERE redacted = 1 AND entity_type = 'natural_person' ORDER BY id").all() as {
      id: number; name: string; first_name: string; last_name: string;
    }[];

  it("answers a redacted person's id exactly as an unknown one", async () => {
    const persons = redacted();
    expect(persons.length).toBeGreaterThan(0);
    const unknown = (await rejection(call(getPersonKeyed, { id: 987_654_321 }))) as NotFoundError;
    for (const person of persons) {
      const error = (await rejection(call(getPersonKeyed, { id: person.id }))) as NotFoundError;
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error.message.replace(String(person.id), "{id}")).toBe(unknown.message.replace("987654321", "{id}"));
      expect(error.hint).toBe(unknown.hint);
    }
  });

  it("never finds, names or counts a redacted person on any keyed read", async () => {
    for (const person of redacted()) {
      const pattern = new RegExp(`${person.first_name}[ ,]+${person.last_name}|${person.last_name}[ ,]+${person.first_name}`, "i");
      for (const name of [person.name, `${person.last_name} ${person.first_name}`]) {
        const page = await call(searchPersons, { name });
        expect(JSON.stringify(page)).not.toMatch(pattern);
        expect(page.items.map((item) => item.id)).not.toContain(person.id);
      }
      const companies = db.prepare("SELECT DISTINCT company_id AS id FROM mandates WHERE person_id = ?").all(person.id) as { id: number }[];
      for (const { id } of companies) {
        const report = await call(getCompanyReport, { id });
        const answers = [
          await call(getCompanyKeyed, { id }),
          await call(getCompanyJournals, { id, limit: 100 }),
          await call(getCompanyJournalTexts, { id, limit: 100 }),
          report,
        ];
        // Company names are public records (docs/decisions.md): a sole proprietorship carries its owner's name.
        const companyNames = (db.prepare("SELECT name FROM companies UNION SELECT name FROM company_names").all() as { name: string }[])
          .map((row) => row.name)
          .filter((name) => pattern.test(name));
        const text = companyNames.reduce((answer, name) => answer.replaceAll(name, "{company}"), JSON.stringify(answers));
        expect(text, `${person.id} at ${id}`).not.toMatch(pattern);
        expect(text).not.toMatch(new RegExp(`/people/[^"]*/${person.id}"`));
        const entries = [...report.officers.present, ...report.officers.former].filter((officer) => officer.redacted);
        expect(entries.length).toBeGreaterThan(0);
        for (const entry of entries) expect(entry).toMatchObject({ id: 0, name: "Redacted person", url: null, redacted: true });
        // Everyone else at the company: their records and gazette histories do not name the person either.
        for (const officer of report.officers.present.filter((o) => !o.redacted).slice(0, 3)) {
          const record = companyNames.reduce((answer, name) => answer.replaceAll(name, "{company}"), JSON.stringify(await call(getPersonKeyed, { id: officer.id })));
          expect(record).not.toMatch(pattern);
        }
      }
    }
  });
});
