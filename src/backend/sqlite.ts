/**
 * The register backend over the embedded SQLite store.
 *
 * Search ranks in three tiers (DESIGN.md section 5): exact name, then name prefix (both through the B-tree of folded
 * names, current, previous and translated), then word-prefix full-text matches in the order fixed at build time. At
 * most offset + limit rows (never more than 45) are read, so a query's cost does not grow with the number of matches, apart from
 * `total`, which is counted once per query and cached (the data never changes while a database is open).
 */
import type { Statement } from "better-sqlite3";
import type { CantonCode, CompanyStatus, LegalFormCategory } from "../domain/codes.js";
import type { Links } from "../domain/links.js";
import type {
  CompanyDetail,
  CompanyOfficer,
  CompanyPublication,
  CompanySearchPage,
  CompanySearchResult,
  CompanySuggestions,
  Matched,
  NogaClassification,
  OtherMandate,
  PersonMandate,
  PersonSearchPage,
  PersonSearchResult,
} from "../domain/resources.js";
import { roleCategories } from "../domain/role-categories.js";
import { nameKey, searchWords } from "../domain/text.js";
import { formatUid, parseUidQuery } from "../domain/uid.js";
import type { SqliteDatabase } from "../store/sqlite/database.js";
import { facetExpression } from "../store/sqlite/facets.js";
import { fieldOfRowid, NAME_FIELDS, NAMES_PER_FIELD, SEARCH_RANK_OF_ROWID, type NameField } from "../store/sqlite/name-rows.js";
import { LONGEST_PREFIX_INDEX, PERSON_INDEX_WITHOUT_REDACTED } from "../store/sqlite/search-indexes.js";
import { createWordCorrector, SUGGEST_BELOW } from "./suggestions.js";
import { personPhraseMasker, REDACTED_NAME } from "./redact-text.js";
import type {
  AutocompleteQuery,
  CompanySearchQuery,
  DatasetInfo,
  PersonProfile,
  PersonSearchQuery,
  RegisterBackend,
} from "./port.js";

export { REDACTED_NAME } from "./redact-text.js";

/** Publications are clipped to this many characters (spec part 8). */
export const PUBLICATION_TEXT_LIMIT = 2000;

/** The deepest offset, and the rows any query can reach: the 45th row is the last one ever returned. */
const MAX_OFFSET = 44;
const MAX_REACHABLE_ROWS = MAX_OFFSET + 1;

/** How many name-prefix candidates are read before ordering them by rank. */
const PREFIX_CANDIDATES = 200;

/**
 * How many name keys a name-prefix lookup examines at most. A short prefix with a rare filter (`ba` in TI)
 * would otherwise read thousands of companies; those it skips are still found by the word-prefix tier.
 */
const PREFIX_SCAN_LIMIT = 2_000;

/** Other present mandates listed per officer of a company (the count covers all of them). */
const OTHER_MANDATES_SHOWN = 3;

/**
 * The mandates the public answers show: present ones, and those held when a company ended (the register does not
 * publish officers leaving a company that is deleted); a mandate ended earlier is board history. Over `m` and `c`.
 */
const PUBLIC_MANDATE = "(m.ended_on IS NULL OR (c.status <> 'active' AND m.ended_on >= c.deletion_date))";

/** Bound on cached match counts; a count is a few dozen bytes. */
const COUNT_CACHE_SIZE = 10_000;

interface CompanyRow {
  id: number;
  name: string;
  uid: string | null;
  status: CompanyStatus;
  legal_form: string | null;
  register_date: string | null;
  address: string | null;
  zip: string | null;
  town: string | null;
  canton: string | null;
  search_rank: number;
}

/** A ranked company and how it was found: the tier and the name (field, and position for a full-text match). */
interface RankedId {
  id: number;
  rank: number;
  tier: "uid" | "exact" | "prefix" | "words";
  field: NameField;
  position: number;
}

interface CompanyDetailRow extends CompanyRow {
  purpose: string | null;
  capital: string | null;
  noga_code: string | null;
  deletion_date: string | null;
}

interface PersonRow {
  id: number;
  entity_type: "natural_person" | "legal_entity";
  name: string;
  first_name: string | null;
  last_name: string | null;
  origin: string | null;
  residence: string | null;
  nationality: string | null;
  redacted: number;
  active: number;
}

const COMPANY_COLUMNS =
  "c.id, c.name, c.uid, c.status, c.legal_form, c.register_date, c.address, c.zip, c.town, c.canton, c.search_rank";

const PERSON_COLUMNS = `p.id, p.entity_type, p.name, p.first_name, p.last_name, p.origin, p.residence, p.nationality, p.redacted,
  EXISTS (SELECT 1 FROM mandates m JOIN companies c ON c.id = m.company_id
          WHERE m.person_id = p.id AND m.ended_on IS NULL AND c.status = 'active') AS active`;

/**
 * A search page: the slice of ranked rows the query asks for (never past the 45th row), and where the next page starts
 * (null past offset 44).
 */
function searchPage<Row, Item>(rows: Row[], total: number, query: { limit: number; offset: number }, toItem: (row: Row) => Item) {
  const items = rows.slice(query.offset, Math.min(query.offset + query.limit, MAX_REACHABLE_ROWS)).map(toItem);
  const nextOffset = query.offset + query.limit;
  const reachable = Math.max(total, rows.length);
  return {
    total: reachable,
    items,
    limit: query.limit,
    offset: query.offset,
    next_offset: nextOffset < reachable && nextOffset <= MAX_OFFSET && items.length === query.limit ? nextOffset : null,
  };
}

/** Collects rows from ranked tiers, each id once, up to `need` rows. */
function rankedCollector<Row extends { id: number }>(need: number) {
  const seen = new Set<number>();
  const rows: Row[] = [];
  return {
    need,
    rows,
    seen,
    full: () => rows.length >= need,
    take(candidates: Row[]) {
      for (const row of candidates) {
        if (rows.length >= need) return;
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        rows.push(row);
      }
    },
  };
}

/** A term quoted for an FTS5 query: always a string, never query syntax. */
function quoted(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/** A long word is queried as its complete terms when it has at most this many (else as a prefix). */
const MAX_TERM_EXPANSION = 16;

/** The smallest string greater than every string starting with `prefix`, for B-tree range scans. */
function prefixEnd(prefix: string): string {
  return prefix + "\u{10FFFF}";
}

/** What a company query asks for: one UID, or name words. Ranking and counting read the same plan. */
type CompanyQueryPlan = { uid: string; words?: undefined } | { uid?: undefined; words: string[] };

function companyQueryPlan(q: string): CompanyQueryPlan {
  const uid = parseUidQuery(q);
  return uid ? { uid } : { words: searchWords(q) };
}

/** The count-cache key of a plan under a filter; a UID and a name of the same digits are different questions. */
function countKey(plan: CompanyQueryPlan, filter: { fts: string }): string {
  return `c\u0000${plan.uid !== undefined ? `uid:${plan.uid}` : `words:${plan.words.join(" ")}`}\u0000${filter.fts}`;
}

interface CompanyFilter {
  /** The filter as SQL conditions (` AND ...`, or "") on the canton, status and legal_form columns of a table alias. */
  where(alias: string): string;
  params: string[];
  /** The same filter as an FTS5 expression over the filter terms ("" without filters). */
  fts: string;
}

export interface SqliteBackendOptions {
  links: Links;
}

/** Creates the backend over an open (read-only) SQLite register. */
export function createSqliteBackend(db: SqliteDatabase, { links }: SqliteBackendOptions): RegisterBackend {
  const statements = new Map<string, Statement<unknown[]>>();
  /** Prepared statements are cached by their SQL: filter combinations produce a bounded set of shapes. */
  function statement(sql: string) {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = db.prepare<unknown[]>(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  }

  /**
   * Turns a user's words into an FTS5 query in which every word must match as a word prefix, or null when a word
   * matches no indexed term at all. A word up to the longest prefix index is a prefix query; a longer one becomes the
   * few complete terms it begins (search_terms), which FTS5 reads lazily rather than merging a prefix's matches.
   */
  function matchExpression(scope: "company" | "person", words: string[]): string | null {
    const parts: string[] = [];
    for (const word of words) {
      if ([...word].length <= LONGEST_PREFIX_INDEX) {
        parts.push(`${quoted(word)}*`);
        continue;
      }
      const terms = (
        statement("SELECT term FROM search_terms WHERE scope = ? AND term >= ? AND term < ? ORDER BY term LIMIT ?").all(
          scope, word, prefixEnd(word), MAX_TERM_EXPANSION + 1,
        ) as { term: string }[]
      ).map((row) => row.term);
      if (terms.length === 0) return null;
      parts.push(terms.length > MAX_TERM_EXPANSION ? `${quoted(word)}*` : `(${terms.map(quoted).join(" OR ")})`);
    }
    return parts.join(" AND ");
  }

  const countCache = new Map<string, number>();
  function cachedCount(key: string, count: () => number): number {
    const hit = countCache.get(key);
    if (hit !== undefined) return hit;
    const value = count();
    if (countCache.size >= COUNT_CACHE_SIZE) countCache.delete(countCache.keys().next().value as string);
    countCache.set(key, value);
    return value;
  }

  const legalForms = db.prepare("SELECT code, category FROM legal_forms").all() as { code: string; category: LegalFormCategory }[];
  const categoryByCode = new Map(legalForms.map((f) => [f.code, f.category]));
  const dataset = new Map(
    (db.prepare("SELECT key, value FROM dataset").all() as { key: string; value: string }[]).map((r) => [r.key, r.value]),
  );
  const source =
    dataset.get("source") === "demo"
      ? `Generated demo register (fictitious companies and persons, seed ${dataset.get("seed") ?? "?"}); not the Swiss commercial register`
      : "Swiss Official Gazette of Commerce (SOGC) and the cantonal commercial registers via Zefix; the cantonal register remains the legal authority";

  function companyFilter(cantons: CantonCode[], statuses: CompanyStatus[], categories: LegalFormCategory[]): CompanyFilter {
    const fts = facetExpression({ cantons, statuses, legalForms: categories });
    const clauses: string[] = [];
    const params: string[] = [];
    const inList = (column: string, values: string[]) => {
      clauses.push(`.${column} IN (${values.map(() => "?").join(", ")})`);
      params.push(...values);
    };
    if (cantons.length > 0) inList("canton", [...new Set(cantons)].sort());
    if (statuses.length > 0) inList("status", [...new Set(statuses)].sort());
    if (categories.length > 0) {
      const wanted = new Set(categories);
      const codes = legalForms.filter((f) => wanted.has(f.category)).map((f) => f.code).sort();
      inList("legal_form", codes);
    }
    return { where: (alias) => clauses.map((clause) => ` AND ${alias}${clause}`).join(""), params, fts };
  }

  const NO_FILTER = companyFilter([], [], []);

  /** The full-text query for the words, with the filter's terms when there is a filter; null when nothing matches. */
  function companyMatch(words: string[], filter: CompanyFilter): string | null {
    const match = matchExpression("company", words);
    return match && filter.fts ? `${match} AND ${filter.fts}` : match;
  }

  function companyUrl(row: { id: number; name: string }) {
    return links.profile("companies", row.id, row.name);
  }

  function formatAddress(row: CompanyRow): string | null {
    const place = [row.zip, row.town].filter(Boolean).join(" ");
    const parts = [row.address, place].filter((part) => part && part.length > 0);
    return parts.length > 0 ? parts.join(", ") : null;
  }

  function toSearchResult(row: CompanyRow): Omit<CompanySearchResult, "matched"> {
    return {
      id: row.id,
      name: row.name,
      uid: row.uid ? formatUid(row.uid) : null,
      status: row.status,
      legal_form: row.legal_form ? (categoryByCode.get(row.legal_form) ?? null) : null,
      register_date: row.register_date,
      address: formatAddress(row),
      location: row.town,
      canton: row.canton,
      url: companyUrl(row),
      markdown_url: links.factSheet("companies", row.id, row.name),
    };
  }

  /**
   * Ranked company ids for a name query: exact, then name prefix, then word prefix (all words within one name); at
   * most `need`. Within a tier, current names come before translations, and those before former names. Only ids and
   * ranks are read here (from covering indexes); the rows of the page asked for are read afterwards by companyRows().
   */
  function rankedCompanies(q: string, filter: CompanyFilter, need: number): RankedId[] {
    const { uid, words } = companyQueryPlan(q);
    if (uid !== undefined) {
      const found = statement(`SELECT c.id, c.search_rank AS rank FROM companies c WHERE c.uid = ?${filter.where("c")} ORDER BY c.search_rank LIMIT ?`).all(
        uid, ...filter.params, need,
      ) as { id: number; rank: number }[];
      return found.map((row) => ({ ...row, tier: "uid", field: "name", position: 0 }));
    }
    const key = nameKey(q);
    if (words.length === 0) return [];
    type KeyRow = { id: number; rank: number; field: number };
    const fromKeys = (tier: "exact" | "prefix") => (row: KeyRow): RankedId => ({ id: row.id, rank: row.rank, tier, field: NAME_FIELDS[row.field], position: 0 });
    const byFieldThenRank = (a: KeyRow, b: KeyRow) => a.field - b.field || a.rank - b.rank;

    // The exact and name-prefix tiers read the name keys alone, which carry the filtered columns.
    const { rows, seen, full, take } = rankedCollector<RankedId>(need);
    take(
      (
        statement(
          `SELECT k.company_id AS id, k.search_rank AS rank, k.field FROM company_name_keys k
           WHERE k.name_key = ?${filter.where("k")} ORDER BY k.field, k.search_rank LIMIT ?`,
        ).all(key, ...filter.params, need) as KeyRow[]
      ).map(fromKeys("exact")),
    );
    if (!full()) {
      const prefixed = statement(
        `SELECT k.company_id AS id, k.search_rank AS rank, k.field FROM (
           SELECT * FROM company_name_keys WHERE name_key > ? AND name_key < ? ORDER BY name_key, search_rank LIMIT ${PREFIX_SCAN_LIMIT}
         ) k WHERE 1${filter.where("k")} ORDER BY k.name_key, k.search_rank LIMIT ?`,
      ).all(key, prefixEnd(key), ...filter.params, PREFIX_CANDIDATES) as KeyRow[];
      take(prefixed.sort(byFieldThenRank).map(fromKeys("prefix")));
    }
    const match = full() ? null : companyMatch(words, filter);
    if (match) {
      // Matches come in rowid order: current names by rank, then translations, then former names. A company found
      // by two names comes twice, so more are read until the page is full or the matches end.
      const byName = statement(
        `SELECT c.id, c.search_rank AS rank, m.rowid FROM (
           SELECT rowid FROM company_name_fts WHERE company_name_fts MATCH ? ORDER BY rowid LIMIT ?
         ) m JOIN companies c ON c.search_rank = ${SEARCH_RANK_OF_ROWID.replace(/rowid/g, "m.rowid")} ORDER BY m.rowid`,
      );
      for (let read = need + seen.size; ; read *= 4) {
        const found = byName.all(match, read) as { id: number; rank: number; rowid: number }[];
        take(found.map((row) => ({ id: row.id, rank: row.rank, tier: "words", field: fieldOfRowid(row.rowid), position: row.rowid % NAMES_PER_FIELD })));
        if (full() || found.length < read) break;
      }
    }
    return rows;
  }

  /** What matched, for each ranked company of a page: the name of its field that placed it in its tier. */
  function matchedNames(q: string, ranked: RankedId[], rows: CompanyRow[]): Matched[] {
    const key = nameKey(q);
    const words = searchWords(q);
    const others = new Map<number, { kind: string; name: string }[]>();
    const needNames = ranked.filter((r) => r.field !== "name").map((r) => r.id);
    if (needNames.length > 0) {
      const found = statement(
        `SELECT company_id, kind, name FROM company_names WHERE company_id IN (${needNames.map(() => "?").join(", ")}) ORDER BY company_id, kind, position`,
      ).all(...needNames) as { company_id: number; kind: string; name: string }[];
      for (const row of found) others.set(row.company_id, [...(others.get(row.company_id) ?? []), row]);
    }
    return ranked.map((r, i) => {
      const row = rows[i];
      if (r.tier === "uid") return { field: "uid", value: row.uid ? formatUid(row.uid) : "" };
      if (r.field === "name") return { field: "name", value: row.name };
      const kind = r.field === "former_name" ? "previous" : "translation";
      const names = (others.get(r.id) ?? []).filter((n) => n.kind === kind).map((n) => n.name);
      const fits = (name: string) => {
        const own = nameKey(name);
        if (r.tier === "exact") return own === key;
        if (r.tier === "prefix") return own.startsWith(key);
        const ownWords = searchWords(name);
        return words.every((word) => ownWords.some((w) => w.startsWith(word)));
      };
      return { field: r.field, value: (r.tier === "words" ? names[r.position] : undefined) ?? names.find(fits) ?? names[0] ?? row.name };
    });
  }

  /** The rows of the given companies, in the given order. */
  function companyRows(ranked: RankedId[]): CompanyRow[] {
    if (ranked.length === 0) return [];
    const rows = statement(`SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.id IN (${ranked.map(() => "?").join(", ")})`).all(
      ...ranked.map((r) => r.id),
    ) as CompanyRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ranked.map((r) => byId.get(r.id)!);
  }

  /**
   * Distinct companies with a name matching all words. One word matches within one name by itself, so the one
   * document per company (company_fts) counts it directly; more words are counted over the rows per name.
   */
  function countNameMatches(words: string[], filter: CompanyFilter): number {
    const match = companyMatch(words, filter);
    if (!match) return 0;
    if (words.length === 1) return (statement("SELECT count(*) AS n FROM company_fts WHERE company_fts MATCH ?").get(match) as { n: number }).n;
    return (
      statement(`SELECT count(DISTINCT ${SEARCH_RANK_OF_ROWID}) AS n FROM company_name_fts WHERE company_name_fts MATCH ?`).get(match) as { n: number }
    ).n;
  }

  function countCompanies(q: string, filter: CompanyFilter): number {
    const plan = companyQueryPlan(q);
    const { uid, words } = plan;
    return cachedCount(countKey(plan, filter), () => {
      if (uid !== undefined) {
        return (statement(`SELECT count(*) AS n FROM companies c WHERE c.uid = ?${filter.where("c")}`).get(uid, ...filter.params) as { n: number }).n;
      }
      return words.length > 0 ? countNameMatches(words, filter) : 0;
    });
  }

  function toPersonSearchResult(row: PersonRow): PersonSearchResult {
    const status = row.active ? "active" : "inactive";
    return {
      id: row.id,
      name: row.name,
      first_name: row.first_name,
      last_name: row.last_name,
      origin: row.origin,
      residence: row.residence,
      nationality: row.nationality,
      status,
      redacted: false,
      url: links.profile("people", row.id, row.name),
    };
  }

  // The NOGA list is fixed (about 1,800 codes): read once rather than queried for every company detail.
  const nogaByCode = new Map(
    (
      db.prepare("SELECT id, code, level, label_en, label_de, label_fr, label_it FROM noga").all() as {
        id: number; code: string; level: number; label_en: string | null; label_de: string | null; label_fr: string | null; label_it: string | null;
      }[]
    ).map((row): [string, NogaClassification] => [
      row.code,
      { id: row.id, code: row.code, level: row.level, labels: { en: row.label_en, de: row.label_de, fr: row.label_fr, it: row.label_it } },
    ]),
  );

  function nogaClassification(code: string | null): NogaClassification | null {
    return code ? (nogaByCode.get(code) ?? null) : null;
  }

  /**
   * Redacted persons that the person search index still holds: none in a register built by this version
   * (buildSearchIndexes leaves them out and says so, which spares a scan of every person at start), perhaps some in
   * one built before. People search filters them from its rows and subtracts them from its totals, so that they are
   * never found or counted either way.
   */
  const indexedKey = db.prepare("SELECT 1 FROM person_name_keys WHERE name_key = ? AND person_id = ?");
  const indexedRedacted =
    dataset.get("person_index") === PERSON_INDEX_WITHOUT_REDACTED
      ? []
      : (db.prepare("SELECT id, name FROM persons WHERE redacted = 1").all() as { id: number; name: string }[])
          .filter((person) => indexedKey.get(nameKey(person.name), person.id) !== undefined)
          .map((person) => ({ words: searchWords(person.name) }));

  /** Whether every searched word is a prefix of a word of the name, as the full-text index matches. */
  function matchesWords(person: { words: string[] }, words: string[]): boolean {
    return words.every((word) => person.words.some((own) => own.startsWith(word)));
  }

  /**
   * Each person's present mandates in other active companies: how many, and the first few in rank order (the order
   * company search uses), in one read for a whole officer list.
   */
  function otherMandates(companyId: number, personIds: number[]): Map<number, { total: number; items: OtherMandate[] }> {
    const result = new Map<number, { total: number; items: OtherMandate[] }>();
    if (personIds.length === 0) return result;
    const rows = statement(
      `SELECT person_id, total, company_id, name, role FROM (
         SELECT m.person_id, c.id AS company_id, c.name, m.role,
                count(*) OVER (PARTITION BY m.person_id) AS total,
                row_number() OVER (PARTITION BY m.person_id ORDER BY c.search_rank, m.id) AS n
         FROM mandates m JOIN companies c ON c.id = m.company_id
         WHERE m.person_id IN (${personIds.map(() => "?").join(", ")}) AND m.ended_on IS NULL
           AND c.status = 'active' AND c.id <> ?
       ) WHERE n <= ${OTHER_MANDATES_SHOWN} ORDER BY person_id, n`,
    ).all(...personIds, companyId) as { person_id: number; total: number; company_id: number; name: string; role: string | null }[];
    for (const row of rows) {
      let entry = result.get(row.person_id);
      if (!entry) result.set(row.person_id, (entry = { total: row.total, items: [] }));
      entry.items.push({
        company_id: row.company_id,
        company_name: row.name,
        role: row.role,
        url: companyUrl({ id: row.company_id, name: row.name }),
      });
    }
    return result;
  }

  /**
   * A legal entity's own company record: the company with its UID, else the one with exactly its name and seat
   * (found through the name keys); null when the register has none or the name and seat are not unique.
   */
  function ownCompanyRecord(entity: { uid: string | null; name: string; residence: string | null }): { id: number; url: string } | null {
    let found: { id: number; name: string }[] = [];
    if (entity.uid) found = statement("SELECT id, name FROM companies WHERE uid = ? LIMIT 2").all(entity.uid) as { id: number; name: string }[];
    if (found.length === 0 && entity.residence) {
      found = statement(
        `SELECT DISTINCT c.id, c.name FROM company_name_keys k JOIN companies c ON c.id = k.company_id
         WHERE k.name_key = ? AND c.name = ? AND c.town = ? LIMIT 2`,
      ).all(nameKey(entity.name), entity.name, entity.residence) as { id: number; name: string }[];
    }
    return found.length === 1 ? { id: found[0].id, url: companyUrl(found[0]) } : null;
  }

  const corrector = createWordCorrector(statement);

  /** A full-text query of complete words (or typed prefixes), for suggestions. */
  function wordsQuery(words: { word: string; prefix: boolean }[]): string {
    return words.map(({ word, prefix }) => (prefix ? `${quoted(word)}*` : quoted(word))).join(" AND ");
  }

  /** Current names of companies with one name holding all the words, under the filter, in rank order. */
  function companyNamesFound(words: { word: string; prefix: boolean }[], filter: CompanyFilter, limit: number): string[] {
    const match = filter.fts ? `${wordsQuery(words)} AND ${filter.fts}` : wordsQuery(words);
    return (
      statement(
        `SELECT c.name FROM (SELECT rowid FROM company_name_fts WHERE company_name_fts MATCH ? ORDER BY rowid LIMIT ?) m
         JOIN companies c ON c.search_rank = ${SEARCH_RANK_OF_ROWID.replace(/rowid/g, "m.rowid")} ORDER BY m.rowid`,
      ).all(match, limit * NAMES_PER_FIELD) as { name: string }[]
    )
      .map((row) => row.name)
      .filter((name, i, names) => names.indexOf(name) === i)
      .slice(0, limit);
  }

  /** Names of persons (never redacted ones) whose name holds all the words, under the filter, in id order. */
  function personNamesFound(words: { word: string; prefix: boolean }[], filter: { where: string; params: (string | number)[] }, limit: number): string[] {
    return (
      statement(
        `SELECT DISTINCT p.name FROM (SELECT rowid FROM person_fts WHERE person_fts MATCH ? ORDER BY rowid LIMIT 200) f
         JOIN persons p ON p.id = f.rowid WHERE p.redacted = 0${filter.where} ORDER BY f.rowid LIMIT ?`,
      ).all(wordsQuery(words), ...filter.params, limit) as { name: string }[]
    ).map((row) => row.name);
  }

  /** The people-search filters as SQL conditions on `p`, and their parameters. */
  function personFilter(query: PersonSearchQuery): { where: string; params: (string | number)[]; key: string } {
    const clauses: string[] = [];
    const params: (string | number)[] = [];
    const cantons = [...new Set(query.cantons)].sort();
    if (cantons.length > 0) {
      clauses.push(
        `EXISTS (SELECT 1 FROM mandates m JOIN companies c ON c.id = m.company_id WHERE m.person_id = p.id AND ${PUBLIC_MANDATE}
                 AND c.canton IN (${cantons.map(() => "?").join(", ")}))`,
      );
      params.push(...cantons);
    }
    if (query.companyId !== null) {
      clauses.push(
        `EXISTS (SELECT 1 FROM mandates m JOIN companies c ON c.id = m.company_id WHERE m.person_id = p.id AND ${PUBLIC_MANDATE}
                 AND m.company_id = ?)`,
      );
      params.push(query.companyId);
    }
    return { where: clauses.map((clause) => ` AND ${clause}`).join(""), params, key: `${cantons.join(",")}\u0000${query.companyId ?? ""}` };
  }

  return {
    async searchCompanies(query: CompanySearchQuery): Promise<CompanySearchPage> {
      const filter = companyFilter(query.cantons, query.statuses, query.legalForms);
      const ranked = rankedCompanies(query.q, filter, Math.min(query.offset + query.limit, MAX_REACHABLE_ROWS));
      const total = countCompanies(query.q, filter);
      const page = searchPage(ranked, total, query, (r) => r);
      const rows = companyRows(page.items);
      const matched = matchedNames(query.q, page.items, rows);
      const plan = companyQueryPlan(query.q);
      const suggestions =
        // A query that found a name exactly has nothing to correct, however few it found.
        plan.words !== undefined && total < SUGGEST_BELOW && !ranked.some((r) => r.tier === "exact")
          ? corrector.suggest("company", plan.words, { namesFound: (words, limit) => companyNamesFound(words, filter, limit) })
          : [];
      return { ...page, items: rows.map((row, i) => ({ ...toSearchResult(row), matched: matched[i] })), suggestions };
    },

    async autocompleteCompanies(query: AutocompleteQuery): Promise<CompanySuggestions> {
      const ranked = rankedCompanies(query.q, NO_FILTER, query.limit);
      const rows = companyRows(ranked);
      const matched = matchedNames(query.q, ranked, rows);
      return {
        suggestions: rows.map((row, i) => ({
          id: row.id,
          name: row.name,
          uid: row.uid ? formatUid(row.uid) : null,
          canton: row.canton,
          location: row.town,
          url: companyUrl(row),
          matched: matched[i],
        })),
      };
    },

    async getCompany(id: number): Promise<CompanyDetail | null> {
      const row = statement(
        `SELECT ${COMPANY_COLUMNS}, c.purpose, c.capital, c.noga_code, c.deletion_date FROM companies c WHERE c.id = ?`,
      ).get(id) as CompanyDetailRow | undefined;
      if (!row) return null;
      const previousNames = (
        statement("SELECT name FROM company_names WHERE company_id = ? AND kind = 'previous' ORDER BY position").all(id) as { name: string }[]
      ).map((r) => r.name);
      // Every mandate the company ever had, in one read: the open ones are its officers, and every redacted holder,
      // past or present, is masked in its gazette texts.
      const mandateRows = statement(
        `SELECT m.role, m.signing_authority, m.ended_on IS NULL AS open,
                p.id, p.name, p.first_name, p.last_name, p.entity_type, p.redacted, p.uid, p.residence
         FROM mandates m JOIN persons p ON p.id = m.person_id
         WHERE m.company_id = ? ORDER BY m.id`,
      ).all(id) as {
        role: string | null; signing_authority: string | null; open: number;
        id: number; name: string; first_name: string | null; last_name: string | null;
        entity_type: "natural_person" | "legal_entity"; redacted: number; uid: string | null; residence: string | null;
      }[];
      const present = mandateRows.filter((o) => o.open);
      const others = otherMandates(id, present.filter((o) => !o.redacted).map((o) => o.id));
      // A suppressed officer keeps the entry's shape but no stable id, so nothing links it to another company's.
      const officers: CompanyOfficer[] = present.map((o) => ({
        id: o.redacted ? 0 : o.id,
        name: o.redacted ? REDACTED_NAME : o.name,
        role: o.role,
        role_categories: roleCategories(o.role, o.signing_authority),
        signing_authority: o.signing_authority,
        status: "active",
        entity_type: o.entity_type,
        redacted: o.redacted === 1,
        url: o.redacted ? null : links.profile("people", o.id, o.name),
        company: o.entity_type === "legal_entity" && !o.redacted ? ownCompanyRecord(o) : null,
        other_mandates: o.redacted ? null : (others.get(o.id) ?? { total: 0, items: [] }),
      }));
      const redactedHolders = mandateRows.filter((m) => m.redacted);
      // Texts are masked whole, then clipped: a clip must not cut a name the masking would have recognised.
      const textColumn = redactedHolders.length > 0 ? "text" : `substr(text, 1, ${PUBLICATION_TEXT_LIMIT + 1}) AS text`;
      const publicationRows = statement(
        `SELECT id, journal_no, journal_date, sogc_date, ${textColumn}
         FROM publications WHERE company_id = ? ORDER BY sogc_date DESC, id DESC LIMIT 3`,
      ).all(id) as { id: number; journal_no: string | null; journal_date: string | null; sogc_date: string | null; text: string | null }[];
      const mask =
        redactedHolders.length > 0
          ? personPhraseMasker(redactedHolders, [row.name, ...(statement("SELECT name FROM company_names WHERE company_id = ?").all(id) as { name: string }[]).map((r) => r.name)])
          : (text: string) => text;
      const publications: CompanyPublication[] = publicationRows.map((p) => {
        const text = p.text === null ? null : mask(p.text);
        return {
          id: p.id,
          journal_no: p.journal_no,
          journal_date: p.journal_date,
          sogc_date: p.sogc_date,
          text: text === null ? null : text.slice(0, PUBLICATION_TEXT_LIMIT),
          text_truncated: text !== null && text.length > PUBLICATION_TEXT_LIMIT,
        };
      });
      const publicationsTotal = (statement("SELECT count(*) AS n FROM publications WHERE company_id = ?").get(id) as { n: number }).n;
      return {
        ...toSearchResult(row),
        purpose: row.purpose,
        capital: row.capital,
        previous_names: previousNames,
        noga: nogaClassification(row.noga_code),
        officers,
        publications,
        publications_total: publicationsTotal,
        source,
      };
    },

    async searchPeople(query: PersonSearchQuery): Promise<PersonSearchPage> {
      const words = searchWords(query.q);
      const { need, rows, seen, full, take } = rankedCollector<PersonRow>(Math.min(query.offset + query.limit, MAX_REACHABLE_ROWS));
      if (words.length === 0) return { ...searchPage(rows, 0, query, toPersonSearchResult), suggestions: [] };
      const filter = personFilter(query);
      const before = rows.length;
      take(
        statement(
          `SELECT ${PERSON_COLUMNS} FROM person_name_keys k JOIN persons p ON p.id = k.person_id
           WHERE k.name_key = ? AND p.redacted = 0${filter.where} ORDER BY p.id LIMIT ?`,
        ).all(nameKey(query.q), ...filter.params, need) as PersonRow[],
      );
      const foundExactly = rows.length > before;
      const match = matchExpression("person", words);
      if (match && !full()) {
        // Without filters only the first matches in id order are read; a filter is checked on every match.
        const limited = filter.where === "" ? "ORDER BY rowid LIMIT ?" : "";
        take(
          statement(
            `SELECT ${PERSON_COLUMNS} FROM (
               SELECT rowid FROM person_fts WHERE person_fts MATCH ? ${limited}
             ) f JOIN persons p ON p.id = f.rowid WHERE p.redacted = 0${filter.where} ORDER BY f.rowid LIMIT ?`,
          ).all(match, ...(limited ? [need + seen.size + indexedRedacted.length] : []), ...filter.params, need + seen.size) as PersonRow[],
        );
      }
      // Unfiltered, the index's own count (less the redacted persons an older index still holds); filtered, the
      // matches that pass the filters, redacted persons excluded.
      const total = cachedCount(`p\u0000${words.join(" ")}\u0000${filter.key}`, () =>
        !match
          ? 0
          : filter.where === ""
            ? (statement("SELECT count(*) AS n FROM person_fts WHERE person_fts MATCH ?").get(match) as { n: number }).n -
              indexedRedacted.filter((person) => matchesWords(person, words)).length
            : (
                statement(
                  `SELECT count(*) AS n FROM (SELECT rowid FROM person_fts WHERE person_fts MATCH ?) f JOIN persons p ON p.id = f.rowid
                   WHERE p.redacted = 0${filter.where}`,
                ).get(match, ...filter.params) as { n: number }
              ).n,
      );
      const suggestions =
        total < SUGGEST_BELOW && !foundExactly ? corrector.suggest("person", words, { namesFound: (found, limit) => personNamesFound(found, filter, limit) }) : [];
      return { ...searchPage(rows, total, query, toPersonSearchResult), suggestions };
    },

    async getPerson(id: number): Promise<PersonProfile | null> {
      const row = statement(`SELECT ${PERSON_COLUMNS} FROM persons p WHERE p.id = ?`).get(id) as PersonRow | undefined;
      if (!row || row.redacted) return null;
      const mandateRows = statement(
        `SELECT m.role, m.signing_authority, m.started_on, m.ended_on, ${COMPANY_COLUMNS}
         FROM mandates m JOIN companies c ON c.id = m.company_id
         WHERE m.person_id = ? AND ${PUBLIC_MANDATE}
         ORDER BY c.status = 'active' DESC, c.name, m.id`,
      ).all(id) as (CompanyRow & { role: string | null; signing_authority: string | null; started_on: string | null; ended_on: string | null })[];
      const mandates: PersonMandate[] = mandateRows.map((m) => ({
        company: {
          id: m.id,
          name: m.name,
          uid: m.uid ? formatUid(m.uid) : null,
          status: m.status,
          legal_form: m.legal_form ? (categoryByCode.get(m.legal_form) ?? null) : null,
          location: m.town,
          canton: m.canton,
          url: companyUrl(m),
        },
        role: m.role,
        role_categories: roleCategories(m.role, m.signing_authority),
        signing_authority: m.signing_authority,
        started_on: m.started_on,
        ended_on: m.ended_on,
        company_active: m.status === "active",
      }));
      const { redacted: _redacted, url, ...person } = toPersonSearchResult(row);
      return {
        ...person,
        mandates,
        url: url!,
        markdown_url: links.factSheet("people", row.id, row.name),
        source,
      };
    },

    async datasetInfo(): Promise<DatasetInfo> {
      return {
        source: dataset.get("source") ?? "unknown",
        builtAt: dataset.get("built_at") ?? "unknown",
        companies: Number(dataset.get("companies") ?? 0),
        persons: Number(dataset.get("persons") ?? 0),
        mandates: Number(dataset.get("mandates") ?? 0),
        publications: Number(dataset.get("publications") ?? 0),
      };
    },

    async close(): Promise<void> {
      db.close();
    },
  };
}
