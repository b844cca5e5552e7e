/**
 * AI search's reads over the SQLite register: one FTS5 query over company_ai_fts (src/store/sqlite/ai-search-index.ts)
 * narrows by the criteria's facet terms and word forms. No text rank is asked of FTS5: the index is contentless with
 * `detail=column`, where bm25 scores every row 0, and computing that 0 counted every phrase's rows first (the status
 * facet alone is a million): 28–50 ms of a cold question (docs/performance.md).
 */
import type { AiSearchCandidate, AiSearchCompanyRow, AiSearchCriteria, AiSearchPreference, AiSearchStore } from "../ai-search-port.js";
import { allNames, facet, maskedPurpose, redactedHoldersByCompany, type RedactedHolder } from "./ai-search-index.js";
import type { Statement } from "better-sqlite3";
import type { SqliteDatabase } from "./database.js";
import { readRegister } from "./driver-errors.js";
import { quoted } from "./full-text.js";
import type { RegisterFileWatch } from "./register-file.js";

/** Companies read per statement when their records are fetched. */
const ROWS_PER_READ = 500;

const anyOf = (terms: Iterable<string>) => `(${[...new Set(terms)].sort().map(quoted).join(" OR ")})`;

/**
 * The criteria as an FTS5 expression and the date conditions, with their parameters. The SQL depends only on the
 * criteria's shape (which date bounds are set): every value is a parameter, so that statements are prepared once per
 * shape.
 */
function criteriaQuery(criteria: AiSearchCriteria): { from: string; params: Record<string, string | number | null> } {
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
    // The facts of a match are one row of a narrow table by its rowid (migration 9), not a row of \`companies\`.
    from: `FROM company_ai_fts f JOIN company_ai_facts c ON c.search_rank = f.rowid WHERE ${where.join(" AND ")}`,
    params: { match: groups.join(" AND "), dateFrom: criteria.registeredFrom, dateTo: criteria.registeredTo },
  };
}

/**
 * What ranks a candidate first, as SQL over parameters named by position (`@np0`/`@nl0` a NOGA prefix and its
 * length, `@m0` a municipality): the SQL varies only with how many there are.
 */
function preferenceQuery({ nogaPrefixes, municipalities }: AiSearchPreference): { order: string; params: Record<string, string | number> } {
  const params: Record<string, string | number> = {};
  nogaPrefixes.forEach((prefix, i) => {
    params[`np${i}`] = prefix.replace(/[^0-9A-Za-z]/g, "");
    params[`nl${i}`] = prefix.length;
  });
  municipalities.forEach((municipality, i) => {
    params[`m${i}`] = Number(municipality);
  });
  const nogaHit = nogaPrefixes.length ? `(${nogaPrefixes.map((_, i) => `substr(coalesce(c.noga_code, ''), 1, @nl${i}) = @np${i}`).join(" OR ")})` : "0";
  const cityHit = municipalities.length ? `(c.municipality IN (${municipalities.map((_, i) => `@m${i}`).join(",")}))` : "0";
  return { order: `${nogaHit} + ${cityHit} DESC`, params };
}

/** Prepared statements beyond this many shapes are not kept (the shapes are few: this bounds a surprise). */
const MAX_STATEMENTS = 256;

/** Creates AI search's store over an open (read-only) SQLite register built with its index. */
export function createSqliteAiSearchStore(db: SqliteDatabase, { registerFile }: { registerFile?: RegisterFileWatch } = {}): AiSearchStore {
  const read = <T>(reading: () => T): T => readRegister(registerFile, reading);
  // The register is read-only while open: its suppressed holders are read once, on the first explained answer.
  let redacted: Map<number, RedactedHolder[]> | undefined;
  /** Masked purposes by company: masking builds patterns per company, and the same companies come back. */
  const maskedPurposes = new Map<number, string | null>();
  /** Statements by their SQL, which varies only with the criteria's shape. */
  const statements = new Map<string, Statement>();
  const prepared = (sql: string): Statement => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= MAX_STATEMENTS) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    async latestRegistration() {
      return read(() => (db.prepare("SELECT max(register_date) AS latest FROM companies").get() as { latest: string | null }).latest);
    },

    async count(criteria) {
      return read(() => {
        const { from, params } = criteriaQuery(criteria);
        return (prepared(`SELECT count(*) AS n ${from}`).get(params) as { n: number }).n;
      });
    },

    async candidates(criteria, preference, limit) {
      return read(() => {
        const { from, params } = criteriaQuery(criteria);
        const { order, params: preferenceParams } = preferenceQuery(preference);
        // The total counted by the same match (a window over every passing row, before the limit): one FTS5 pass, not two.
        const rows = prepared(
          `SELECT f.rowid AS prominence, c.id, c.noga_code, c.municipality, count(*) OVER () AS total ${from}
           ORDER BY ${order}, prominence LIMIT @limit`,
        ).all({ ...params, ...preferenceParams, limit: Math.trunc(limit) }) as (AiSearchCandidate & { total: number })[];
        if (rows.length > 0) return { total: rows[0].total, candidates: rows.map(({ total: _, ...candidate }) => candidate) };
        // No row: none passes, unless the limit asked for none (then only a count tells).
        return { total: limit < 1 ? (prepared(`SELECT count(*) AS n ${from}`).get(params) as { n: number }).n : 0, candidates: [] };
      });
    },

    async companies(ids) {
      const rows = new Map<number, AiSearchCompanyRow>();
      if (ids.length === 0) return rows;
      return read(() => {
        const statement = prepared(`
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
            if (holders && !maskedPurposes.has(row.id)) maskedPurposes.set(row.id, maskedPurpose(row.purpose, allNames(row), holders));
            rows.set(row.id, holders ? { ...row, purpose: maskedPurposes.get(row.id) ?? null } : row);
          }
        }
        return rows;
      });
    },
  };
}
