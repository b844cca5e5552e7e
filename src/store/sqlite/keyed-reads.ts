/**
 * The keyed API's reads over the SQLite register (src/store/keyed-port.ts). They go through the existing indexes:
 * mandates by company and by person, publications by company and by id, name keys by folded name, companies by UID
 * and by rank, persons by residence and mandates by role (migration 6). Residences and roles are compared folded (case
 * and accents ignored) by matching their distinct spellings first.
 */
import type { Statement } from "better-sqlite3";
import { foldText } from "../../domain/text.js";
import type {
  CompanyNameRow,
  KeyedRegisterStore,
  MandateHistoryRow,
  NoticeRow,
  PageWindow,
  PersonMandateHistoryRow,
} from "../keyed-port.js";
import type { CompanyRow } from "../port.js";
import { NOGA_TREE_SQL, nogaNodesMatching, searchableNoga, type NogaRecord, type SearchableNoga } from "../noga-nodes.js";
import {
  rankRelatedCompanies,
  relatedCompaniesPage,
  toHolder,
  toMandate,
  type HolderRecord,
  type MandateRecord,
  type SharedOfficerRecord,
} from "../mandate-history-rows.js";
import type { SqliteDatabase } from "./database.js";
import { COMPANY_CARDS, COMPANY_COLUMNS, PERSON_COLUMNS_KEPT, placeholders, toPersonRow, type PersonRecord } from "./row-shapes.js";

/** What the keyed reads borrow from the store they belong to. */
export interface KeyedReadsContext {
  db: SqliteDatabase;
  /** Runs a read, translating driver failures (readRegister). */
  read<T>(reading: () => T): T;
  /** The store's cached prepared statement for this SQL. */
  statement(sql: string): Statement<unknown[]>;
  /** The full-text query matching every word as a word prefix of a person's name; null when a word matches nothing. */
  personMatch(words: readonly string[]): string | null;
}

/** `LIMIT … OFFSET …` written into the text: a bound LIMIT reads markedly slower in SQLite. */
const limitClause = ({ limit, offset }: PageWindow) => `LIMIT ${Math.trunc(limit)}${offset > 0 ? ` OFFSET ${Math.trunc(offset)}` : ""}`;
/** A page's clause, or none to read every row. */
const pageClause = (page: PageWindow | null) => (page === null ? "" : limitClause(page));

/** Bound on cached search totals; a total is a few dozen bytes. */
const TOTALS_CACHED = 10_000;

const NOTICE_COLUMNS = "pub.id, pub.company_id, pub.sogc_id, pub.sogc_date, pub.journal_no, pub.journal_date, pub.mutation_types, pub.language, pub.text";

type NoticeRecord = Omit<NoticeRow, "mutation_types"> & { mutation_types: string | null };

const toNotice = (row: NoticeRecord): NoticeRow => ({
  ...row,
  mutation_types: row.mutation_types ? row.mutation_types.split(",").map((key) => key.trim()).filter(Boolean) : [],
});

/** The columns of a mandate with its opening and closing notices and its holder: `m`, `o`, `x`, `p`. */
const MANDATE_COLUMNS = `m.id AS mandate_id, m.role, m.signing_authority, m.started_on, m.ended_on,
  o.id AS opened_id, o.sogc_id AS opened_sogc_id, o.sogc_date AS opened_date,
  x.id AS closed_id, x.sogc_id AS closed_sogc_id, x.sogc_date AS closed_date`;
const HOLDER_COLUMNS = "p.id AS person_id, p.name AS person_name, p.first_name, p.last_name, p.origin, p.entity_type, p.redacted, p.uid AS person_uid";
const NOTICE_JOINS = "LEFT JOIN publications o ON o.id = m.opened_by LEFT JOIN publications x ON x.id = m.closed_by";

/** Creates the keyed reads of a SQLite register store. */
export function sqliteKeyedReads({ db, read, statement, personMatch }: KeyedReadsContext): KeyedRegisterStore {
  // The NOGA list is fixed (1,790 nodes): read once, filtered and searched in memory.
  let nogaNodes: SearchableNoga[] | undefined;
  const allNoga = (): SearchableNoga[] => (nogaNodes ??= (db.prepare(NOGA_TREE_SQL).all() as NogaRecord[]).map(searchableNoga));

  // The register writes each residence and role in a few hundred thousand spellings at most: read once (through
  // their indexes), so that a folded comparison becomes an index look-up of the spellings it accepts.
  const spellings = new Map<"residence" | "role", { raw: string; folded: string }[]>();
  const SPELLINGS_SQL = { residence: "SELECT DISTINCT residence AS raw FROM persons", role: "SELECT DISTINCT role AS raw FROM mandates" } as const;
  function spellingsOf(column: "residence" | "role", wanted: string, accepts: (folded: string, wanted: string) => boolean): string[] {
    let known = spellings.get(column);
    if (!known) {
      known = (db.prepare(SPELLINGS_SQL[column]).all() as { raw: string | null }[]).flatMap(({ raw }) => (raw === null ? [] : [{ raw, folded: foldText(raw) }]));
      spellings.set(column, known);
    }
    const folded = foldText(wanted.trim());
    return known.filter((spelling) => accepts(spelling.folded, folded)).map((spelling) => spelling.raw);
  }

  // Totals of filter-only searches read a table's worth of rows (a second at full scale): counted once per question
  // while the register is open, since its data never changes.
  const totals = new Map<string, number>();
  function cachedTotal(sql: string, params: readonly unknown[]): number {
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    let total = totals.get(key);
    if (total === undefined) {
      total = (statement(sql).get(...params) as { n: number }).n;
      if (totals.size >= TOTALS_CACHED) totals.delete(totals.keys().next().value as string);
      totals.set(key, total);
    }
    return total;
  }

  function mandateHolders<Row extends MandateRecord & HolderRecord>(rows: Row[]): MandateHistoryRow[] {
    return rows.map((row) => ({ ...toMandate(row), person: toHolder(row) }));
  }

  return {
    async nogaNodes(filter, page) {
      return read(() => nogaNodesMatching(allNoga(), filter, page));
    },

    async nogaNode(id) {
      return read(() => allNoga().find((entry) => entry.node.id === id)?.node ?? null);
    },

    async companiesExact(filter, page) {
      return read(() => {
        const clauses: string[] = [];
        const params: string[] = [];
        if (filter.nameKey !== null) {
          clauses.push("c.id IN (SELECT company_id FROM company_name_keys WHERE name_key = ?)");
          params.push(filter.nameKey);
        }
        if (filter.uid !== null) {
          clauses.push("c.uid = ?");
          params.push(filter.uid);
        }
        const inList = (column: string, values: readonly string[]) => {
          if (values.length === 0) return;
          clauses.push(`c.${column} IN (${placeholders(values)})`);
          params.push(...values);
        };
        inList("canton", filter.cantons);
        inList("status", filter.statuses);
        inList("legal_form", filter.legalFormCodes);
        if (filter.registeredFrom !== null) {
          clauses.push("c.register_date >= ?");
          params.push(filter.registeredFrom);
        }
        if (filter.registeredTo !== null) {
          clauses.push("c.register_date <= ?");
          params.push(filter.registeredTo);
        }
        const where = clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "";
        const rows = statement(`SELECT ${COMPANY_COLUMNS} FROM companies c ${where} ORDER BY c.search_rank ${pageClause(page)}`).all(...params) as CompanyRow[];
        const total = cachedTotal(`SELECT count(*) AS n FROM companies c ${where}`, params);
        return { rows, total };
      });
    },

    async companyNotices(companyId, page) {
      return read(() => {
        const rows = statement(
          `SELECT ${NOTICE_COLUMNS} FROM publications pub WHERE pub.company_id = ? ORDER BY pub.sogc_date DESC, pub.id DESC ${pageClause(page)}`,
        ).all(companyId) as NoticeRecord[];
        const total = (statement("SELECT count(*) AS n FROM publications WHERE company_id = ?").get(companyId) as { n: number }).n;
        return { rows: rows.map(toNotice), total };
      });
    },

    async companyNames(companyId) {
      return read(() => {
        const company = statement("SELECT name, register_date FROM companies WHERE id = ?").get(companyId) as
          | { name: string; register_date: string | null }
          | undefined;
        if (!company) return [];
        const others = statement("SELECT kind, position, name FROM company_names WHERE company_id = ? ORDER BY kind, position").all(companyId) as {
          kind: "previous" | "translation";
          position: number;
          name: string;
        }[];
        const renamed = others.some((other) => other.kind === "previous");
        // The register dates no renaming; a company never renamed has borne its name since it was registered.
        const current: CompanyNameRow = {
          kind: "current",
          name: company.name,
          position: 0,
          valid_from: renamed ? null : company.register_date,
          valid_until: null,
        };
        return [current, ...others.map((other): CompanyNameRow => ({ ...other, valid_from: null, valid_until: null }))];
      });
    },

    async companyMandateHistory(companyId) {
      return read(() =>
        mandateHolders(
          statement(
            `SELECT ${MANDATE_COLUMNS}, ${HOLDER_COLUMNS}
             FROM mandates m JOIN persons p ON p.id = m.person_id ${NOTICE_JOINS}
             WHERE m.company_id = ? ORDER BY m.id`,
          ).all(companyId) as (MandateRecord & HolderRecord)[],
        ),
      );
    },

    async relatedCompanies(companyId, limit) {
      return read(() => {
        const rows = statement(
          `SELECT m.company_id AS related_id, c.search_rank, h.role AS role_here, m.role AS role_there, ${HOLDER_COLUMNS}
           FROM (SELECT person_id, min(role) AS role FROM mandates WHERE company_id = ? GROUP BY person_id) h
           JOIN persons p ON p.id = h.person_id AND p.redacted = 0
           JOIN mandates m ON m.person_id = h.person_id AND m.company_id <> ?
           JOIN companies c ON c.id = m.company_id
           ORDER BY m.company_id, p.id, m.id`,
        ).all(companyId, companyId) as SharedOfficerRecord[];
        const related = rankRelatedCompanies(rows, limit);
        const ids = related.ranked.map(([id]) => id);
        const companies = new Map(
          (ids.length === 0
            ? []
            : (statement(`SELECT ${COMPANY_COLUMNS} FROM ${COMPANY_CARDS} WHERE c.id IN (${placeholders(ids)})`).all(...ids) as CompanyRow[])
          ).map((row) => [row.id, row]),
        );
        return relatedCompaniesPage(related, companies);
      });
    },

    async personMandateHistory(personId) {
      return read(() =>
        (
          statement(
            `SELECT ${MANDATE_COLUMNS}, ${COMPANY_COLUMNS}
             FROM mandates m JOIN companies c ON c.id = m.company_id ${NOTICE_JOINS}
             WHERE m.person_id = ? ORDER BY m.ended_on IS NOT NULL, m.started_on DESC, m.id`,
          ).all(personId) as (MandateRecord & CompanyRow)[]
        ).map(
          (row): PersonMandateHistoryRow => ({
            ...toMandate(row),
            company: {
              id: row.id,
              name: row.name,
              uid: row.uid,
              status: row.status,
              legal_form: row.legal_form,
              register_date: row.register_date,
              address: row.address,
              zip: row.zip,
              town: row.town,
              canton: row.canton,
            },
          }),
        ),
      );
    },

    async personNotices(personId) {
      return read(() =>
        (
          statement(
            `SELECT ${NOTICE_COLUMNS} FROM publications pub
             WHERE pub.id IN (SELECT opened_by FROM mandates WHERE person_id = ? UNION SELECT closed_by FROM mandates WHERE person_id = ?)
             ORDER BY pub.sogc_date DESC, pub.id DESC`,
          ).all(personId, personId) as NoticeRecord[]
        ).map(toNotice),
      );
    },

    async searchPersons(filter, page) {
      return read(() => {
        let from = "persons p";
        const params: string[] = [];
        if (filter.words.length > 0) {
          const match = personMatch(filter.words);
          if (match === null) return { rows: [], total: 0 };
          from = "(SELECT rowid FROM person_fts WHERE person_fts MATCH ?) f JOIN persons p ON p.id = f.rowid";
          params.push(match);
        }
        const clauses = ["p.redacted = 0"];
        if (filter.residence !== null) {
          const residences = spellingsOf("residence", filter.residence, (folded, wanted) => folded === wanted);
          if (residences.length === 0) return { rows: [], total: 0 };
          clauses.push(`p.residence IN (${placeholders(residences)})`);
          params.push(...residences);
        }
        const mandateClauses: string[] = [];
        if (filter.role !== null) {
          const roles = spellingsOf("role", filter.role, (folded, wanted) => folded.includes(wanted));
          if (roles.length === 0) return { rows: [], total: 0 };
          mandateClauses.push(`m.role IN (${placeholders(roles)})`);
          params.push(...roles);
        }
        if (filter.cantons.length > 0) {
          mandateClauses.push(`m.company_id IN (SELECT id FROM companies WHERE canton IN (${placeholders(filter.cantons)}))`);
          params.push(...filter.cantons);
        }
        // One pass over the mandates that qualify (by the role index, or the companies of the cantons), not a
        // look-up per person.
        if (mandateClauses.length > 0) clauses.push(`p.id IN (SELECT m.person_id FROM mandates m WHERE ${mandateClauses.join(" AND ")})`);
        const where = clauses.join(" AND ");
        const rows = statement(`SELECT ${PERSON_COLUMNS_KEPT} FROM ${from} WHERE ${where} ORDER BY p.id ${pageClause(page)}`).all(...params) as PersonRecord[];
        const total = cachedTotal(`SELECT count(*) AS n FROM ${from} WHERE ${where}`, params);
        return { rows: rows.map(toPersonRow), total };
      });
    },
  };
}
