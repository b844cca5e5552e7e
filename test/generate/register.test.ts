import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isValidUidDigits } from "../../src/domain/uid.js";
import { generateRegister, type GenerateProgress, type GenerateSummary } from "../../src/generate/index.js";
import { SEARCH_INDEX_STEPS } from "../../src/store/sqlite/search-indexes.js";
import { temporaryDirectory } from "./helpers.js";

const COMPANIES = 5_000;
const dir = temporaryDirectory();
let db: Database.Database;
let summary: GenerateSummary;
const progress: GenerateProgress[] = [];

beforeAll(async () => {
  const path = join(dir.path, "register.sqlite");
  summary = await generateRegister({ companies: COMPANIES, seed: 11, path, onProgress: (p) => progress.push(p) });
  db = new Database(path, { readonly: true });
}, 120_000);

afterAll(() => {
  db?.close();
  dir.remove();
});

const all = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
const value = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).pluck().get(...params) as T;

describe("a generated register", () => {
  it("records what it built in the dataset table", () => {
    const dataset = new Map(all<{ key: string; value: string }>("SELECT key, value FROM dataset").map((r) => [r.key, r.value]));
    expect(dataset.get("source")).toBe("demo");
    expect(dataset.get("seed")).toBe("11");
    expect(Number.isNaN(Date.parse(dataset.get("built_at") ?? ""))).toBe(false);
    for (const table of ["companies", "persons", "mandates", "publications"] as const) {
      expect(Number(dataset.get(table))).toBe(value<number>(`SELECT count(*) FROM ${table}`));
      expect(summary[table]).toBe(Number(dataset.get(table)));
    }
    expect(summary.companies).toBe(COMPANIES);
  });

  it("gives every company a unique UID with a valid check digit (none only for companies deleted before the UID)", () => {
    const uids = all<{ uid: string | null; status: string; deletion_date: string | null }>("SELECT uid, status, deletion_date FROM companies");
    const present = uids.filter((r) => r.uid !== null).map((r) => r.uid!);
    expect(new Set(present).size).toBe(present.length);
    for (const uid of present) expect(isValidUidDigits(uid), uid).toBe(true);
    for (const r of uids.filter((r) => r.uid === null)) {
      expect(r.status).toBe("deleted");
      expect(r.deletion_date! < "2011-01-01").toBe(true);
    }
  });

  it("seats every company in a real municipality of its canton, with a postcode and street", () => {
    const mismatched = value<number>(`
      SELECT count(*) FROM companies c LEFT JOIN municipalities m ON m.bfs_nr = c.municipality
      WHERE m.bfs_nr IS NULL OR m.canton <> c.canton OR m.name <> c.town`);
    expect(mismatched).toBe(0);
    expect(value<number>("SELECT count(*) FROM companies WHERE zip NOT GLOB '[1-9][0-9][0-9][0-9]' OR address IS NULL OR address = ''")).toBe(0);
  });

  it("writes names and texts in the language of the seat, in both languages of bilingual cantons", () => {
    const byCanton = all<{ canton: string; language: string; n: number }>("SELECT canton, language, count(*) n FROM companies GROUP BY 1, 2");
    const languages = (canton: string) => new Set(byCanton.filter((r) => r.canton === canton).map((r) => r.language));
    expect(languages("GE")).toEqual(new Set(["fr"]));
    expect(languages("TI")).toEqual(new Set(["it"]));
    expect(languages("ZH")).toEqual(new Set(["de"]));
    expect(languages("BE")).toEqual(new Set(["de", "fr"]));
    expect(languages("VS")).toEqual(new Set(["de", "fr"]));
    const firsts = all<{ language: string; text: string }>(`
      SELECT c.language, p.text FROM companies c JOIN publications p ON p.id = (SELECT min(id) FROM publications WHERE company_id = c.id)`);
    const marker = { de: "(Neueintragung).", fr: "(nouvelle inscription).", it: "(nuova iscrizione)." } as Record<string, string>;
    for (const r of firsts) expect(r.text).toContain(marker[r.language]);
  });

  it("has the Swiss legal-form mix: GmbH about 40 %, sole proprietorships about 34 %, AG about 18 %", () => {
    const share = (code: string) => value<number>("SELECT count(*) FROM companies WHERE legal_form = ?", code) / COMPANIES;
    expect(share("0107")).toBeGreaterThan(0.36);
    expect(share("0107")).toBeLessThan(0.44);
    expect(share("0101")).toBeGreaterThan(0.3);
    expect(share("0101")).toBeLessThan(0.38);
    expect(share("0106")).toBeGreaterThan(0.15);
    expect(share("0106")).toBeLessThan(0.21);
    for (const code of ["0103", "0108", "0109", "0110", "0151"]) expect(share(code)).toBeGreaterThan(0.003);
    expect(value<number>("SELECT count(*) FROM companies c LEFT JOIN legal_forms f ON f.code = c.legal_form WHERE f.code IS NULL")).toBe(0);
  });

  it("has about two thirds of companies active, the others deleted or in liquidation", () => {
    const share = (status: string) => value<number>("SELECT count(*) FROM companies WHERE status = ?", status) / COMPANIES;
    expect(share("active")).toBeGreaterThan(0.6);
    expect(share("active")).toBeLessThan(0.73);
    expect(share("liquidation")).toBeGreaterThan(0.005);
    expect(share("deleted")).toBeGreaterThan(0.22);
  });

  it("spreads register dates from the 19th century to the reference date", () => {
    const first = value<string>("SELECT min(register_date) FROM companies");
    const last = value<string>("SELECT max(register_date) FROM companies");
    expect(first < "1930-01-01").toBe(true);
    expect(first >= "1883-01-01").toBe(true);
    expect(last > "2026-01-01").toBe(true);
    expect(value<number>("SELECT count(*) FROM companies WHERE deletion_date IS NOT NULL AND deletion_date <= register_date")).toBe(0);
    expect(value<number>("SELECT count(*) FROM companies WHERE (status = 'deleted') <> (deletion_date IS NOT NULL)")).toBe(0);
  });

  it("keeps capital consistent with the legal form", () => {
    const rows = all<{ legal_form: string; capital: string | null; register_date: string }>("SELECT legal_form, capital, register_date FROM companies");
    const amount = (capital: string) => {
      expect(capital).toMatch(/^CHF \d{1,3}('\d{3})*\.\d{2}$/);
      return Number(capital.slice(4).replace(/'/g, ""));
    };
    for (const r of rows) {
      if (r.legal_form === "0106") expect(amount(r.capital!)).toBeGreaterThanOrEqual(r.register_date < "1985-01-01" ? 50_000 : 100_000);
      else if (r.legal_form === "0105") expect(amount(r.capital!)).toBeGreaterThanOrEqual(100_000);
      else if (r.legal_form === "0107") expect(amount(r.capital!)).toBeGreaterThanOrEqual(20_000);
      else expect(r.capital, r.legal_form).toBeNull();
    }
  });

  it("classifies every company with a real six-digit NOGA type and writes a purpose", () => {
    expect(value<number>("SELECT count(*) FROM companies c LEFT JOIN noga n ON n.code = c.noga_code WHERE n.level IS NOT 5")).toBe(0);
    expect(value<number>("SELECT count(*) FROM companies WHERE purpose IS NULL OR length(purpose) < 20")).toBe(0);
  });

  it("opens every mandate with a notice of its company that names the person, and closes every ended mandate likewise", () => {
    const rows = all<{
      kind: string; name: string; last_name: string | null; first_name: string | null; language: string; canton: string; company_id: number;
      started_on: string; ended_on: string | null; opened_company: number; opened_date: string; opened_text: string;
      closed_company: number | null; closed_date: string | null; closed_text: string | null;
    }>(`
      SELECT p.entity_type kind, p.name, p.last_name, p.first_name, c.language, c.canton, m.company_id, m.started_on, m.ended_on,
             o.company_id opened_company, o.journal_date opened_date, o.text opened_text,
             x.company_id closed_company, x.journal_date closed_date, x.text closed_text
      FROM mandates m JOIN persons p ON p.id = m.person_id JOIN companies c ON c.id = m.company_id
      JOIN publications o ON o.id = m.opened_by LEFT JOIN publications x ON x.id = m.closed_by`);
    expect(rows.length).toBe(summary.mandates);
    for (const r of rows) {
      const named =
        r.kind === "legal_entity" ? r.name : r.language === "fr" && r.canton === "FR" ? `${r.last_name} ${r.first_name}, ` : `${r.last_name}, ${r.first_name}, `;
      expect(r.opened_company).toBe(r.company_id);
      expect(r.opened_date).toBe(r.started_on);
      expect(r.opened_text).toContain(named);
      if (r.ended_on === null) {
        expect(r.closed_text).toBeNull();
      } else {
        expect(r.closed_company).toBe(r.company_id);
        expect(r.closed_date).toBe(r.ended_on);
        expect(r.closed_text).toContain(named);
      }
    }
  });

  it("ends a deleted company with its deletion notice, which closes every mandate", () => {
    const deleted = all<{ id: number; last: string; open: number }>(`
      SELECT c.id, (SELECT mutation_types FROM publications WHERE company_id = c.id ORDER BY sogc_date DESC, id DESC LIMIT 1) last,
             (SELECT count(*) FROM mandates WHERE company_id = c.id AND ended_on IS NULL) open
      FROM companies c WHERE c.status = 'deleted'`);
    expect(deleted.length).toBeGreaterThan(0);
    for (const r of deleted) {
      expect(r.last).toContain("status.loeschung");
      expect(r.open).toBe(0);
    }
    const liquidation = all<{ name: string; language: string; dissolved: number }>(`
      SELECT name, language, (SELECT count(*) FROM publications WHERE company_id = c.id AND mutation_types LIKE 'status.aufl%') dissolved
      FROM companies c WHERE status = 'liquidation'`);
    for (const r of liquidation) {
      expect(r.dissolved).toBe(1);
      expect(r.name).toMatch(/ (in Liquidation|en liquidation|in liquidazione)$/);
    }
  });

  it("dates every publication on a weekday up to the reference date, after its daily-register entry", () => {
    const rows = all<{ sogc_date: string; journal_date: string }>("SELECT sogc_date, journal_date FROM publications");
    for (const r of rows) {
      const day = new Date(`${r.sogc_date}T00:00:00Z`).getUTCDay();
      expect(day === 0 || day === 6, r.sogc_date).toBe(false);
      expect(r.journal_date < r.sogc_date).toBe(true);
      expect(r.sogc_date <= "2026-11-01").toBe(true);
    }
    expect(value<number>("SELECT count(DISTINCT sogc_id) FROM publications")).toBe(summary.publications);
    expect(value<number>("SELECT count(*) FROM publications WHERE length(text) > 2000")).toBeGreaterThan(0);
  });

  it("uses only mutation-type keys of the Zefix list", () => {
    const known = new Set(["status.neu", "status.aufl.liq", "status.aufl.konk", "status.loeschung", "adressaenderung", "aenderungorgane", "fusion"]);
    for (const types of all<{ t: string }>("SELECT DISTINCT mutation_types t FROM publications WHERE mutation_types IS NOT NULL")) {
      for (const key of types.t.split(",")) expect(known.has(key), key).toBe(true);
    }
  });

  it("has people with several mandates, homonyms with other origins, and never two people with one identity", () => {
    expect(value<number>("SELECT count(*) FROM persons p WHERE NOT EXISTS (SELECT 1 FROM mandates WHERE person_id = p.id)")).toBe(0);
    expect(value<number>("SELECT count(*) FROM (SELECT person_id FROM mandates GROUP BY 1 HAVING count(DISTINCT company_id) >= 3)")).toBeGreaterThan(50);
    expect(value<number>("SELECT count(*) FROM (SELECT identity_key FROM persons GROUP BY 1 HAVING count(*) > 1)")).toBe(0);
    const homonyms = value<number>(`
      SELECT count(*) FROM (SELECT last_name, first_name FROM persons WHERE entity_type = 'natural_person' GROUP BY 1, 2 HAVING count(*) > 1)`);
    expect(homonyms).toBeGreaterThan(0);
    const redacted = value<number>("SELECT count(*) FROM persons WHERE redacted = 1") / summary.persons;
    expect(redacted).toBeLessThan(0.01);
    const foreigners = value<number>("SELECT count(*) FROM persons WHERE entity_type = 'natural_person' AND nationality <> 'CH'") / summary.persons;
    expect(foreigners).toBeGreaterThan(0.1);
    expect(foreigners).toBeLessThan(0.4);
  });

  it("redacts present board members, signatories and owners of sole proprietorships named after them", () => {
    const present = (condition: string) =>
      value<number>(`
        SELECT count(DISTINCT p.id) FROM persons p JOIN mandates m ON m.person_id = p.id JOIN companies c ON c.id = m.company_id
        WHERE p.redacted = 1 AND m.ended_on IS NULL AND ${condition}`);
    expect(present("c.legal_form = '0101' AND m.role IN ('Inhaber', 'Inhaberin', 'titulaire', 'titolare')")).toBeGreaterThan(0);
    expect(present("(m.role LIKE '%Verwaltungsrates%' OR m.role LIKE 'administrat%' OR m.role LIKE '%consiglio%')")).toBeGreaterThan(0);
    expect(present("m.role IS NULL AND m.signing_authority IS NOT NULL")).toBeGreaterThan(0);
    // A sole proprietorship carries its owner's name, redacted or not (docs/decisions.md).
    expect(value<number>(`
      SELECT count(*) FROM persons p JOIN mandates m ON m.person_id = p.id JOIN companies c ON c.id = m.company_id
      WHERE p.redacted = 1 AND c.legal_form = '0101' AND c.name LIKE '%' || p.last_name || '%'`)).toBeGreaterThan(0);
  });

  it("lists audit firms as legal entities with their own UID on corporations", () => {
    const auditors = all<{ uid: string; company: number }>(`
      SELECT p.uid, (SELECT count(*) FROM companies WHERE uid = p.uid) company FROM persons p WHERE entity_type = 'legal_entity'`);
    expect(auditors.length).toBeGreaterThan(5);
    for (const a of auditors) {
      expect(isValidUidDigits(a.uid)).toBe(true);
      expect(a.company).toBe(1);
    }
    expect(value<number>(`
      SELECT count(*) FROM mandates m JOIN persons p ON p.id = m.person_id JOIN companies c ON c.id = m.company_id
      WHERE p.entity_type = 'legal_entity' AND c.legal_form = '0106'`)).toBeGreaterThan(100);
  });

  it("keeps previous names and translations of names", () => {
    expect(value<number>("SELECT count(*) FROM company_names WHERE kind = 'previous'")).toBeGreaterThan(0);
    const translations = all<{ name: string; language: string; translation: string }>(`
      SELECT c.name, c.language, n.name translation FROM company_names n JOIN companies c ON c.id = n.company_id WHERE n.kind = 'translation'`);
    expect(translations.length).toBeGreaterThan(0);
    for (const t of translations) expect(t.translation).not.toBe(t.name);
  });

  it("reports the search indexes' build step by step, in order, each step once", () => {
    const steps = progress.filter((p) => p.phase === "search indexes" && p.step);
    expect(steps.map((p) => p.step)).toEqual([...SEARCH_INDEX_STEPS]);
    expect(steps.map((p) => p.done)).toEqual(SEARCH_INDEX_STEPS.map((_, i) => i + 1));
    expect(steps.every((p) => p.total === SEARCH_INDEX_STEPS.length)).toBe(true);
  });

  it("builds the search indexes", () => {
    expect(value<number>("SELECT count(*) FROM companies WHERE search_rank IS NULL")).toBe(0);
    expect(value<number>("SELECT count(DISTINCT company_id) FROM company_name_keys")).toBe(COMPANIES);
  });
});
