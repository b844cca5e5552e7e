/**
 * AI search's reads over the SQLite register: one FTS5 query over company_ai_fts (src/store/sqlite/ai-search-index.ts)
 * narrows by the criteria's facet terms and word forms; bm25 over names (weight 4) and purpose (1) is the text rank.
 */
import type { AiSearchCandidate, AiSearchCompanyRow, AiSearchCriteria, AiSearchStore } from "../ai-search-port.js";
import { facet, maskedPurpose, redactedHoldersByCompany, type RedactedHolder } from "./ai-search-index.js";
import type { SqliteDatabase } from "./database.js";
import { readRegister } from "./driver-errors.js";
import { quoted } from "./full-text.js";
import type { RegisterFileWatch } from "./register-file.js";

/** Companies read per statement when their records are fetched. */
const ROWS_PER_READ = 500;

const anyOf = (terms: Iterable<string>) => `(${[...new Set(terms)].sort().map(quoted).join(" OR ")})`;

/** The criteria as an FTS5 expression and the date conditions, with their parameters. */
function criteriaQuery(criteria: AiSearchCriteria): { from: string; params: { match: string; dateFrom: string | null; dateTo: string | null } } {
  const groups: string[] = [];
  if (criteria.places.length) {
    groups.push(anyOf(criteria.places.map((place) => (place.municipality !== undefined ? facet.municipality(place.municipality) : facet.canton(place.canton)))));
  }
  if (criteria.legalForms.length) groups.push(anyOf(criteria.legalForms.map(facet.legalForm)));
  if (criteria.statuses.length) groups.push(anyOf(criteria.statuses.map(facet.status)));
  if (criteria.industry) groups.push(anyOf([...criteria.industry.nogaPrefixes.map(facet.noga), ...criteria.industry.wordForms]));
  if (criteria.textForms.length) groups.push(anyOf(criteria.textForms));
  // Every company has exactly one status term: with no criteria, all of them.
  if (groups.length === 0) groups.push(anyOf(["active", "liquidation", "deleted"].map(facet.status)));
  const where = ["company_ai_fts MATCH @match"];
  if (criteria.registeredFrom) where.push("c.register_date >= @dateFrom");
  if (criteria.registeredTo) where.push("c.register_date <= @dateTo");
  return {
    from: `FROM company_ai_fts f JOIN companies c ON c.search_rank = f.rowid WHERE ${where.join(" AND ")}`,
    params: { match: groups.join(" AND "), dateFrom: criteria.registeredFrom, dateTo: criteria.registeredTo },
  };
}

/** Creates AI search's store over an open (read-only) SQLite register built with its index. */
export function createSqliteAiSearchStore(db: SqliteDatabase, { registerFile }: { registerFile?: RegisterFileWatch } = {}): AiSearchStore {
  const read = <T>(reading: () => T): T => readRegister(registerFile, reading);
  // The register is read-only while open: its suppressed holders are read once, on the first explained answer.
  let redacted: Map<number, RedactedHolder[]> | undefined;
  /** Masked purposes by company: masking builds patterns per company, and the same companies come back. */
  const maskedPurposes = new Map<number, string | null>();
  return {
    async latestRegistration() {
      return read(() => (db.prepare("SELECT max(register_date) AS latest FROM companies").get() as { latest: string | null }).latest);
    },

    async count(criteria) {
      return read(() => {
        const { from, params } = criteriaQuery(criteria);
        return (db.prepare(`SELECT count(*) AS n ${from}`).get(params) as { n: number }).n;
      });
    },

    async candidates(criteria, { nogaPrefixes, municipalities }, limit) {
      return read(() => {
        const { from, params } = criteriaQuery(criteria);
        const nogaHit = nogaPrefixes.length
          ? `(${nogaPrefixes.map((prefix) => `substr(coalesce(c.noga_code, ''), 1, ${prefix.length}) = '${prefix.replace(/[^0-9A-Za-z]/g, "")}'`).join(" OR ")})`
          : "0";
        const cityHit = municipalities.length ? `(c.municipality IN (${municipalities.map(Number).join(",")}))` : "0";
        return db
          .prepare(
            `SELECT f.rowid AS prominence, c.id, c.noga_code, c.municipality, bm25(company_ai_fts, 4.0, 1.0, 0.0) AS textRank ${from}
             ORDER BY ${nogaHit} + ${cityHit} DESC, textRank, f.rowid LIMIT ${Math.trunc(limit)}`,
          )
          .all(params) as AiSearchCandidate[];
      });
    },

    async companies(ids) {
      const rows = new Map<number, AiSearchCompanyRow>();
      if (ids.length === 0) return rows;
      return read(() => {
        const statement = db.prepare(`
          SELECT c.id, c.name, c.uid, c.status, c.legal_form, c.register_date, c.address, c.zip, c.town, c.canton, c.municipality,
                 c.noga_code, c.purpose, c.language,
                 (SELECT group_concat(n.name, char(10)) FROM company_names n WHERE n.company_id = c.id) AS other_names
          FROM companies c WHERE c.id IN (SELECT value FROM json_each(?))
        `);
        redacted ??= redactedHoldersByCompany(db);
        for (let i = 0; i < ids.length; i += ROWS_PER_READ) {
          for (const row of statement.all(JSON.stringify(ids.slice(i, i + ROWS_PER_READ))) as AiSearchCompanyRow[]) {
            // The purpose as the index holds it: suppressed persons masked (a purpose is explained word by word).
            const holders = redacted.get(row.id);
            if (holders && !maskedPurposes.has(row.id)) maskedPurposes.set(row.id, maskedPurpose(row, holders));
            rows.set(row.id, holders ? { ...row, purpose: maskedPurposes.get(row.id) ?? null } : row);
          }
        }
        return rows;
      });
    },
  };
}
