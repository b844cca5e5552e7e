/**
 * The register store over the embedded SQLite database (FTS5), with the keyed API's reads (keyed-reads.ts).
 *
 * Name searches read ids and ranks from covering indexes: the B-tree of folded names (current, previous and
 * translated) for exact and name-prefix lookups, and the full-text index of names, whose rowids follow the order
 * fixed at build time, for word prefixes. Counts are read once per question and cached (the data never changes while
 * a database is open).
 */
import type { Statement } from "better-sqlite3";
import type { CantonCode } from "../../domain/codes.js";
import { nameKey, searchWords } from "../../domain/text.js";
import type {
  CompanyCandidate,
  CompanyDetailRow,
  CompanyFilter,
  CompanyOtherName,
  CompanyQueryTerms,
  CompanyRow,
  DetailAnswerKind,
  LegalEntityName,
  LegalFormRow,
  NameScope,
  NogaRow,
  OtherMandatesRow,
  PersonFilter,
  PersonMandateRow,
  PublicationRow,
  QueryWord,
  RegisterStore,
  StoreDataset,
} from "../port.js";
import type { KeyedRegisterStore } from "../keyed-port.js";
import { storeDatasetOf } from "../dataset-rows.js";
import { COUNT_CACHE_SIZE, PERSON_NAME_MATCHES_READ, PREFIX_SCAN_LIMIT } from "../read-bounds.js";
import type { SqliteDatabase } from "./database.js";
import { readRegister } from "./driver-errors.js";
import {
  COMPANY_CARDS,
  COMPANY_COLUMNS,
  COMPANY_DETAIL_COLUMNS,
  COMPANY_MANDATE_COLUMNS,
  PERSON_COLUMNS_KEPT,
  PERSON_MANDATE_COLUMNS,
  PERSON_MANDATE_ORDER,
  PUBLICATION_ORDER,
  placeholders,
  publicationColumns,
  toCompanyMandateRow,
  toPersonMandateRow,
  toPersonRow,
  type CompanyMandateRecord,
  type PersonRecord,
} from "./row-shapes.js";
import { facetExpression, facetGroups } from "./facets.js";
import { sqliteKeyedReads } from "./keyed-reads.js";
import { prefixEnd, prefixMatchExpression, queryWordsExpression } from "./full-text.js";
import { fieldOfRowid, NAME_FIELDS, NAMES_PER_FIELD, rankOfRowid, SEARCH_RANK_OF_ROWID } from "./name-rows.js";
import type { RegisterFileWatch } from "./register-file.js";
import { PERSON_INDEX_WITHOUT_REDACTED } from "./search-indexes.js";
import { prefixCountsOf } from "./prefix-counts.js";
import { prefixRowsOf, type RowTest } from "./prefix-rows.js";
import { TrigramVocabulary } from "./vocabulary.js";


/**
 * Name matches a word search reads at least: a question with fewer matches is counted by its first read (and its
 * total kept), so its intersection runs once, not twice.
 */
const MATCHES_READ_TO_COUNT = 64;

/**
 * How many times more companies a frequent word must match than a question's rarest word to be tested by bitmap
 * rather than intersected by FTS5 (measured at full scale: `muller gmbh`, 7,096 and 422,672, counts in 1.0 ms by
 * bitmap and 2.2 ms by FTS5; `muller imm`, 7,096 and 27,778, in 1.4 ms and 0.5 ms).
 */
const FREQUENT_RATIO = 40;

const NO_FILTER_VALUES = { cantons: [], statuses: [], legalForms: [] };

/**
 * The mandates the public answers show: present ones, and those held when a company ended (the register does not
 * publish officers leaving a company that is deleted); a mandate ended earlier is board history. Over `m` and `c`.
 */
export const PUBLIC_MANDATE = "(m.ended_on IS NULL OR (c.status <> 'active' AND m.ended_on >= c.deletion_date))";


/** A company filter as SQL conditions and as full-text terms. */
interface SqlCompanyFilter {
  /** The filter as SQL conditions (` AND ...`, or "") on the canton, status and legal_form columns of a table alias. */
  where(alias: string): string;
  params: string[];
  /** The same filter as an FTS5 expression over the filter terms ("" without filters). */
  fts: string;
  /** The same filter as groups of filter terms (a company passes with a term of every group). */
  groups: string[][];
}

/** A people-search filter as SQL conditions on `p`, its parameters, and its count-cache key. */
interface SqlPersonFilter {
  where: string;
  params: (string | number)[];
  key: string;
}

export interface SqliteStoreOptions {
  /**
   * The watch of the register file the database reads (src/store/sqlite/register-file.ts): reads are refused once
   * it has found the file changed or damaged, and a damaged page SQLite meets is reported to it.
   */
  registerFile?: RegisterFileWatch;
  /**
   * false reads the register as one built before migration 8: every total counted, every word search one full-text
   * query (the answers are the same; for tests and measurements). Default true: the kept counts and bitmaps are used
   * where the register has them.
   */
  keptSearchAids?: boolean;
}

/** Creates the store over an open (read-only) SQLite register. */
export function createSqliteStore(db: SqliteDatabase, { registerFile, keptSearchAids = true }: SqliteStoreOptions = {}): RegisterStore & KeyedRegisterStore {
  const read = <T>(reading: () => T): T => readRegister(registerFile, reading);

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

  const countCache = new Map<string, number>();
  function cachedCount(key: string, count: () => number): number {
    const hit = countCache.get(key);
    if (hit !== undefined) return hit;
    const value = count();
    if (countCache.size >= COUNT_CACHE_SIZE) countCache.delete(countCache.keys().next().value as string);
    countCache.set(key, value);
    return value;
  }

  // Totals of frequent one-word searches, kept at build time; null for a register built without them (counted then).
  const prefixCounts = keptSearchAids ? read(() => prefixCountsOf(db)) : null;
  // Bitmaps of frequent words and of filter terms; null for a register built without them (one full-text query then).
  const prefixRows = keptSearchAids ? read(() => prefixRowsOf(db)) : null;

  const { legalForms, dataset, indexedRedacted } = read(() => {
    const forms = db.prepare("SELECT code, category FROM legal_forms").all() as LegalFormRow[];
    const values = new Map(
      (db.prepare("SELECT key, value FROM dataset").all() as { key: string; value: string }[]).map((r) => [r.key, r.value]),
    );
    /**
     * Redacted persons that the person search index still holds: none in a register built by this version
     * (buildSearchIndexes leaves them out and says so, which spares a scan of every person at start), perhaps some in
     * one built before. People search filters them from its rows and subtracts them from its totals, so that they are
     * never found or counted either way.
     */
    const indexedKey = db.prepare("SELECT 1 FROM person_name_keys WHERE name_key = ? AND person_id = ?");
    const redacted =
      values.get("person_index") === PERSON_INDEX_WITHOUT_REDACTED
        ? []
        : (db.prepare("SELECT id, name FROM persons WHERE redacted = 1").all() as { id: number; name: string }[])
            .filter((person) => indexedKey.get(nameKey(person.name), person.id) !== undefined)
            .map((person) => ({ words: searchWords(person.name) }));
    return { legalForms: forms, dataset: values, indexedRedacted: redacted };
  });

  /** The finished answers' reads, when the register has them (schema 7; src/runtime/detail-answers.ts). */
  const answerReads = read(() => {
    const tables = new Set(
      (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('company_answers', 'person_answers')").pluck().all() as string[]),
    );
    if (tables.size < 2) return null;
    const dictionaries = new Map(
      (db.prepare("SELECT kind, dictionary FROM answer_dictionaries").all() as { kind: DetailAnswerKind; dictionary: Buffer }[]).map((row) => [
        row.kind,
        row.dictionary,
      ]),
    );
    return {
      dictionaries,
      company: db.prepare<[number], Buffer>("SELECT answer FROM company_answers WHERE company_id = ?").pluck(),
      // The person's own row too: a person hidden since the answers were built has no detail all the same.
      person: db
        .prepare<[number], Buffer>("SELECT a.answer FROM person_answers a JOIN persons p ON p.id = a.person_id WHERE a.person_id = ? AND p.redacted = 0")
        .pluck(),
    };
  });

  /** Whether every searched word is a prefix of a word of the name, as the full-text index matches. */
  function matchesWords(person: { words: string[] }, words: readonly string[]): boolean {
    return words.every((word) => person.words.some((own) => own.startsWith(word)));
  }

  function matchExpression(scope: NameScope, words: readonly string[]): string | null {
    return prefixMatchExpression(words, (word, limit) =>
      (
        statement("SELECT term FROM search_terms WHERE scope = ? AND term >= ? AND term < ? ORDER BY term LIMIT ?").all(
          scope, word, prefixEnd(word), limit,
        ) as { term: string }[]
      ).map((row) => row.term),
    );
  }

  // One search asks the store several times with the same filter: its SQL is made once (so is a people filter's).
  const sqlFilters = new WeakMap<CompanyFilter, SqlCompanyFilter>();
  function companyFilter(filter: CompanyFilter): SqlCompanyFilter {
    let sql = sqlFilters.get(filter);
    if (!sql) {
      sql = companyFilterSql(filter);
      sqlFilters.set(filter, sql);
    }
    return sql;
  }

  function companyFilterSql({ cantons, statuses, legalForms: categories }: CompanyFilter): SqlCompanyFilter {
    const fts = facetExpression({ cantons, statuses, legalForms: categories });
    const clauses: string[] = [];
    const params: string[] = [];
    const inList = (column: string, values: string[]) => {
      clauses.push(`.${column} IN (${placeholders(values)})`);
      params.push(...values);
    };
    if (cantons.length > 0) inList("canton", [...new Set(cantons)].sort());
    if (statuses.length > 0) inList("status", [...new Set(statuses)].sort());
    if (categories.length > 0) {
      const wanted = new Set(categories);
      const codes = legalForms.filter((f) => wanted.has(f.category)).map((f) => f.code).sort();
      inList("legal_form", codes);
    }
    return {
      where: (alias) => clauses.map((clause) => ` AND ${alias}${clause}`).join(""),
      params,
      fts,
      groups: facetGroups({ cantons, statuses, legalForms: categories }),
    };
  }

  const personCountKey = (words: readonly string[], filter: SqlPersonFilter) => `p\u0000${words.join(" ")}\u0000${filter.key}`;

  /**
   * How a word search reads its matches. With bitmaps (a register built since migration 8), a question with a rarer
   * word and a frequent word or a filter asks the full-text index for its rarer words only, and tests each match
   * against the rest bit by bit: bounded by the smaller posting lists, where FTS5's AND steps through the long ones.
   * Otherwise everything is one full-text query, and no test.
   */
  function wordsPlan(words: readonly string[], filter: SqlCompanyFilter): { match: string | null; test: RowTest | null } {
    if (prefixRows && prefixCounts) {
      // Companies per word (a word without a kept count matches fewer than COUNTED_FROM). A frequent word is tested
      // by bitmap only when its list is far longer than the rarest word's: reading the rarest word's matches costs
      // about as much per match as FTS5's stepping through a long list does per FREQUENT_RATIO entries.
      const companies = words.map((word) => prefixCounts.company(word, NO_FILTER_VALUES) ?? prefixCounts.countedFrom);
      const rarest = Math.min(...companies);
      const tested = words.filter((word, i) => prefixRows.isFrequent(word) && companies[i] >= FREQUENT_RATIO * rarest);
      const read = words.filter((word) => !tested.includes(word));
      if (read.length > 0 && (tested.length > 0 || filter.groups.length > 0)) {
        return { match: matchExpression("company", read), test: prefixRows.test(tested, filter.groups) };
      }
    }
    return { match: companyMatch(words, filter), test: null };
  }

  /**
   * Whether no company under the filter has a word beginning with `word`, by the totals kept at build time (false when
   * the word's total is not kept): then no name of theirs holds it as a word, nor begins with it.
   */
  const heldByNone = (word: string, filters: CompanyFilter) => prefixCounts?.company(word, filters) === 0;

  /**
   * How many name matches a word search reads first. A one-word question's total under its filter is kept at build
   * time for frequent words: none means nothing to read (a word that no company under the filter holds read every
   * match of the word in growing rounds: 20 ms for `recht` in Vaud at full scale), fewer than wanted means every
   * match at once, and few against the word's own total means about as many matches as hold that many wanted ones.
   */
  function firstReading(words: readonly string[], filters: CompanyFilter, wanted: number, least: number): number {
    const kept = words.length === 1 ? prefixCounts?.company(words[0], filters) : undefined;
    if (kept === undefined) return least;
    if (kept === 0) return 0;
    if (kept < wanted) return Number.MAX_SAFE_INTEGER;
    const everywhere = prefixCounts?.company(words[0], NO_FILTER_VALUES) ?? kept;
    return Math.max(least, Math.ceil((wanted * everywhere) / kept));
  }

  /**
   * The name-prefix lookup under a canton filter: each canton's keys with the prefix in key order (the index by canton,
   * migration 10), the first PREFIX_SCAN_LIMIT of each tested against the other filters, merged in key order.
   */
  function namePrefixInCantons(key: string, filters: CompanyFilter, limit: number): CompanyCandidate[] {
    const cantons = [...new Set(filters.cantons)].sort();
    const others = companyFilter({ ...filters, cantons: [] });
    const inCanton = `SELECT * FROM (
        SELECT * FROM company_name_keys INDEXED BY company_name_keys_canton
        WHERE canton = ? AND name_key > ? AND name_key < ? ORDER BY name_key, search_rank LIMIT ${PREFIX_SCAN_LIMIT}
      ) k WHERE 1${others.where("k")} ORDER BY k.name_key, k.search_rank LIMIT ?`;
    const parts = cantons.map(() => `SELECT * FROM (${inCanton})`);
    const sql =
      parts.length === 1
        ? `SELECT company_id AS id, search_rank AS rank, field FROM (${inCanton})`
        : `SELECT company_id AS id, search_rank AS rank, field FROM (${parts.join(" UNION ALL ")}) ORDER BY name_key, search_rank LIMIT ?`;
    const params = cantons.flatMap((canton) => [canton, key, prefixEnd(key), ...others.params, limit]);
    return (statement(sql).all(...params, ...(parts.length === 1 ? [] : [limit])) as KeyRow[]).map(fromKey);
  }

  /** The count cache's key of a search by words. */
  const companyCountKey = (words: readonly string[], filter: SqlCompanyFilter) => `c\u0000words:${words.join(" ")}\u0000${filter.fts}`;

  /** The full-text query for the words, with the filter's terms when there is a filter; null when nothing matches. */
  function companyMatch(words: readonly string[], filter: SqlCompanyFilter): string | null {
    const match = matchExpression("company", words);
    return match && filter.fts ? `${match} AND ${filter.fts}` : match;
  }

  type KeyRow = { id: number; rank: number; field: number };
  const fromKey = (row: KeyRow): CompanyCandidate => ({ id: row.id, rank: row.rank, field: NAME_FIELDS[row.field], position: 0 });

  /**
   * Distinct companies with a name matching all words. One word matches within one name by itself, so the one
   * document per company (company_fts) counts it directly; more words are counted over the rows per name.
   */
  function countNameMatches(words: readonly string[], filters: CompanyFilter, filter: SqlCompanyFilter): number {
    const kept = words.length === 1 ? prefixCounts?.company(words[0], filters) : undefined;
    if (kept !== undefined) return kept;
    const plan = wordsPlan(words, filter);
    if (plan.test) {
      if (!plan.match) return 0;
      const ranks = new Set<number>();
      for (const rowid of statement("SELECT rowid FROM company_name_fts WHERE company_name_fts MATCH ?").pluck().all(plan.match) as number[]) {
        if (plan.test(rowid)) ranks.add(rankOfRowid(rowid));
      }
      return ranks.size;
    }
    const match = plan.match;
    if (!match) return 0;
    if (words.length === 1) return (statement("SELECT count(*) AS n FROM company_fts WHERE company_fts MATCH ?").get(match) as { n: number }).n;
    return (
      statement(`SELECT count(DISTINCT ${SEARCH_RANK_OF_ROWID}) AS n FROM company_name_fts WHERE company_name_fts MATCH ?`).get(match) as { n: number }
    ).n;
  }

  /** Current names of companies with one name holding all the words, under the filter, in rank order. */
  function companyNamesWith(words: readonly QueryWord[], filters: CompanyFilter, limit: number): string[] {
    // Known to find nothing without reading its matches (`hand` in Ticino tried 16 corrections, 20 ms).
    if (words.some(({ word }) => heldByNone(word, filters))) return [];
    const filter = companyFilter(filters);
    const rows = limit * NAMES_PER_FIELD;
    let names: string[];
    if (prefixRows && filter.groups.length > 0) {
      // The words' matches tested against the filter's bitmaps, up to the rows wanted: a did-you-mean word is mostly
      // rare, where FTS5's AND with a filter term steps through that term's list (a canton's: up to 300,000 rows).
      const test = prefixRows.test([], filter.groups);
      const ranks: number[] = [];
      const matches = statement("SELECT rowid FROM company_name_fts WHERE company_name_fts MATCH ? ORDER BY rowid").pluck();
      for (const rowid of matches.iterate(queryWordsExpression(words)) as IterableIterator<number>) {
        if (!test(rowid)) continue;
        ranks.push(rankOfRowid(rowid));
        if (ranks.length >= rows) break;
      }
      const nameOf = statement("SELECT name FROM companies WHERE search_rank = ?").pluck();
      names = ranks.map((rank) => nameOf.get(rank) as string | undefined).filter((name) => name !== undefined);
    } else {
      const match = filter.fts ? `${queryWordsExpression(words)} AND ${filter.fts}` : queryWordsExpression(words);
      names = statement(
        `SELECT c.name FROM (SELECT rowid FROM company_name_fts WHERE company_name_fts MATCH ? ORDER BY rowid LIMIT ?) m
         JOIN companies c ON c.search_rank = ${SEARCH_RANK_OF_ROWID.replace(/rowid/g, "m.rowid")} ORDER BY m.rowid`,
      )
        .pluck()
        .all(match, rows) as string[];
    }
    return names.filter((name, i) => names.indexOf(name) === i).slice(0, limit);
  }

  /** Names of persons (never redacted ones) whose name holds all the words, under the filter, in id order. */
  function personNamesWith(words: readonly QueryWord[], filter: SqlPersonFilter, limit: number): string[] {
    return (
      statement(
        `SELECT DISTINCT p.name FROM (SELECT rowid FROM person_fts WHERE person_fts MATCH ? ORDER BY rowid LIMIT ${PERSON_NAME_MATCHES_READ}) f
         JOIN persons p ON p.id = f.rowid WHERE p.redacted = 0${filter.where} ORDER BY f.rowid LIMIT ?`,
      ).all(queryWordsExpression(words), ...filter.params, limit) as { name: string }[]
    ).map((row) => row.name);
  }

  /** The names the queries find, in order, each once, up to `limit`. */
  function namesFound<Filter>(
    queries: readonly (readonly QueryWord[])[],
    filter: Filter,
    limit: number,
    namesWith: (words: readonly QueryWord[], filter: Filter, limit: number) => string[],
  ): string[] {
    const names: string[] = [];
    for (const words of queries) {
      if (names.length >= limit) break;
      for (const name of namesWith(words, filter, limit - names.length)) if (!names.includes(name)) names.push(name);
    }
    return names;
  }

  const sqlPersonFilters = new WeakMap<PersonFilter, SqlPersonFilter>();
  function personFilter(filter: PersonFilter): SqlPersonFilter {
    let sql = sqlPersonFilters.get(filter);
    if (!sql) {
      sql = personFilterSql(filter);
      sqlPersonFilters.set(filter, sql);
    }
    return sql;
  }

  function personFilterSql({ cantons: wanted, companyId }: PersonFilter): SqlPersonFilter {
    const clauses: string[] = [];
    const params: (string | number)[] = [];
    const cantons: CantonCode[] = [...new Set(wanted)].sort();
    if (cantons.length > 0) {
      clauses.push(
        `EXISTS (SELECT 1 FROM mandates m JOIN companies c ON c.id = m.company_id WHERE m.person_id = p.id AND ${PUBLIC_MANDATE}
                 AND c.canton IN (${placeholders(cantons)}))`,
      );
      params.push(...cantons);
    }
    if (companyId !== null) {
      clauses.push(
        `EXISTS (SELECT 1 FROM mandates m JOIN companies c ON c.id = m.company_id WHERE m.person_id = p.id AND ${PUBLIC_MANDATE}
                 AND m.company_id = ?)`,
      );
      params.push(companyId);
    }
    return { where: clauses.map((clause) => ` AND ${clause}`).join(""), params, key: `${cantons.join(",")}\u0000${companyId ?? ""}` };
  }

  // Read on the first did-you-mean of each scope, then kept; a failed read is tried again by the next one.
  const vocabularies = new Map<NameScope, Promise<TrigramVocabulary>>();
  function vocabularyOf(scope: NameScope): Promise<TrigramVocabulary> {
    let loading = vocabularies.get(scope);
    if (!loading) {
      loading = TrigramVocabulary.load(db, scope, { read });
      vocabularies.set(scope, loading);
      loading.catch(() => vocabularies.delete(scope));
    }
    return loading;
  }

  return {
    ...sqliteKeyedReads({ db, read, statement, personMatch: (words) => matchExpression("person", words) }),

    async companiesByUid(uid, filters, limit) {
      return read(() => {
        const filter = companyFilter(filters);
        const found = statement(
          `SELECT c.id, c.search_rank AS rank FROM companies c WHERE c.uid = ?${filter.where("c")} ORDER BY c.search_rank LIMIT ?`,
        ).all(uid, ...filter.params, limit) as { id: number; rank: number }[];
        return found.map((row) => ({ ...row, field: "name", position: 0 }));
      });
    },

    async companiesByNameKey(key, filters, limit) {
      return read(() => {
        const filter = companyFilter(filters);
        return (
          statement(
            `SELECT k.company_id AS id, k.search_rank AS rank, k.field FROM company_name_keys k
             WHERE k.name_key = ?${filter.where("k")} ORDER BY k.field, k.search_rank LIMIT ?`,
          ).all(key, ...filter.params, limit) as KeyRow[]
        ).map(fromKey);
      });
    },

    async companiesByNamePrefix(key, filters, limit) {
      return read(() => {
        const filter = companyFilter(filters);
        if (filter.params.length === 0 && limit <= PREFIX_SCAN_LIMIT) {
          // Unfiltered, the first keys are the answer: read straight from the B-tree (the bounded scan below reads all
          // PREFIX_SCAN_LIMIT keys first: 0.3 ms for "mul" at full scale, 0.02 ms this way).
          return (
            statement(
              `SELECT company_id AS id, search_rank AS rank, field FROM company_name_keys
               WHERE name_key > ? AND name_key < ? ORDER BY name_key, search_rank LIMIT ?`,
            ).all(key, prefixEnd(key), limit) as KeyRow[]
          ).map(fromKey);
        }
        // A name key is the name's words joined by spaces (src/domain/text.ts): a one-word key begins a name only
        // where it begins a word.
        if (!key.includes(" ") && heldByNone(key, filters)) return [];
        if (filters.cantons.length > 0) return namePrefixInCantons(key, filters, limit);
        return (
          statement(
            `SELECT k.company_id AS id, k.search_rank AS rank, k.field FROM (
               SELECT * FROM company_name_keys WHERE name_key > ? AND name_key < ? ORDER BY name_key, search_rank LIMIT ${PREFIX_SCAN_LIMIT}
             ) k WHERE 1${filter.where("k")} ORDER BY k.name_key, k.search_rank LIMIT ?`,
          ).all(key, prefixEnd(key), ...filter.params, limit) as KeyRow[]
        ).map(fromKey);
      });
    },

    async companiesByWords(words, filters, limit, skip) {
      return read(() => {
        const filter = companyFilter(filters);
        const { match, test } = wordsPlan(words, filter);
        if (!match || limit <= 0) return [];
        // Matches come in rowid order: current names by rank, then translations, then former names. A company found
        // by two names comes twice, and skipped ones come too, so more are read until there are enough or none left.
        // Only rowids are read; the ids of the companies taken come after. A read that meets every match has counted
        // them: the question's total is kept, and countCompanies does not run the same intersection again.
        const rowids = statement("SELECT rowid FROM company_name_fts WHERE company_name_fts MATCH ? ORDER BY rowid LIMIT ?").pluck();
        const first = firstReading(words, filters, limit + skip.size, Math.max(limit + 2 * skip.size, MATCHES_READ_TO_COUNT));
        if (first === 0) return [];
        for (let reading = first; ; reading *= 4) {
          const found = rowids.all(match, reading) as number[];
          const firstRowidOfRank = new Map<number, number>();
          for (const rowid of found) {
            const rank = rankOfRowid(rowid);
            if (!firstRowidOfRank.has(rank) && (!test || test(rowid))) firstRowidOfRank.set(rank, rowid);
          }
          if (found.length < reading) cachedCount(companyCountKey(words, filter), () => firstRowidOfRank.size);
          // At most skip.size of the first companies are skipped.
          const wanted = [...firstRowidOfRank].slice(0, limit + skip.size);
          const idOfRank = new Map(
            wanted.length === 0
              ? []
              : (
                  statement(`SELECT search_rank, id FROM companies WHERE search_rank IN (${placeholders(wanted)})`)
                    .raw()
                    .all(...wanted.map(([rank]) => rank)) as [number, number][]
                ),
          );
          const candidates: CompanyCandidate[] = [];
          for (const [rank, rowid] of wanted) {
            const id = idOfRank.get(rank);
            if (candidates.length >= limit) break;
            if (id === undefined || skip.has(id)) continue;
            candidates.push({ id, rank, field: fieldOfRowid(rowid), position: rowid % NAMES_PER_FIELD });
          }
          if (candidates.length >= limit || found.length < reading) return candidates;
        }
      });
    },

    async countCompanies(terms: CompanyQueryTerms, filters) {
      return read(() => {
        const filter = companyFilter(filters);
        // A UID and a name of the same digits are different questions.
        const key = terms.uid !== undefined ? `c\u0000uid:${terms.uid}\u0000${filter.fts}` : companyCountKey(terms.words, filter);
        return cachedCount(key, () => {
          if (terms.uid !== undefined) {
            return (
              statement(`SELECT count(*) AS n FROM companies c WHERE c.uid = ?${filter.where("c")}`).get(terms.uid, ...filter.params) as { n: number }
            ).n;
          }
          return terms.words.length > 0 ? countNameMatches(terms.words, filters, filter) : 0;
        });
      });
    },

    async companyNamesFound(queries, filters, limit) {
      return read(() => namesFound(queries, filters, limit, companyNamesWith));
    },

    async companyRows(ids) {
      if (ids.length === 0) return [];
      return read(() => {
        const rows = statement(`SELECT ${COMPANY_COLUMNS} FROM ${COMPANY_CARDS} WHERE c.id IN (${placeholders(ids)})`).all(...ids) as CompanyRow[];
        const byId = new Map(rows.map((row) => [row.id, row]));
        const ordered: CompanyRow[] = [];
        for (const id of ids) {
          const row = byId.get(id);
          if (row) ordered.push(row);
        }
        return ordered;
      });
    },

    async companyOtherNames(ids) {
      const names = new Map<number, CompanyOtherName[]>();
      if (ids.length === 0) return names;
      return read(() => {
        // One company's names (a detail) are read through the index alone, without sorting.
        const rows = statement(
          ids.length === 1
            ? "SELECT company_id, kind, name FROM company_names WHERE company_id = ? ORDER BY kind, position"
            : `SELECT company_id, kind, name FROM company_names WHERE company_id IN (${placeholders(ids)}) ORDER BY company_id, kind, position`,
        ).all(...ids) as ({ company_id: number } & CompanyOtherName)[];
        for (const { company_id, kind, name } of rows) {
          const own = names.get(company_id);
          if (own) own.push({ kind, name });
          else names.set(company_id, [{ kind, name }]);
        }
        return names;
      });
    },

    async companyDetail(id) {
      return read(
        () =>
          (statement(`SELECT ${COMPANY_DETAIL_COLUMNS} FROM companies c WHERE c.id = ?`).get(id) as
            | CompanyDetailRow
            | undefined) ?? null,
      );
    },

    async companyMandates(companyId) {
      return read(() =>
        (
          statement(
            `SELECT ${COMPANY_MANDATE_COLUMNS} FROM mandates m JOIN persons p ON p.id = m.person_id WHERE m.company_id = ? ORDER BY m.id`,
          ).all(companyId) as CompanyMandateRecord[]
        ).map(toCompanyMandateRow),
      );
    },

    async otherMandates(companyId, personIds, shown) {
      const result = new Map<number, OtherMandatesRow>();
      if (personIds.length === 0) return result;
      return read(() => {
        const rows = statement(
          `SELECT person_id, total, company_id, name, role FROM (
             SELECT m.person_id, c.id AS company_id, c.name, m.role,
                    count(*) OVER (PARTITION BY m.person_id) AS total,
                    row_number() OVER (PARTITION BY m.person_id ORDER BY c.search_rank, m.id) AS n
             FROM mandates m JOIN companies c ON c.id = m.company_id
             WHERE m.person_id IN (${placeholders(personIds)}) AND m.ended_on IS NULL
               AND c.status = 'active' AND c.id <> ?
           ) WHERE n <= ${Math.trunc(shown)} ORDER BY person_id, n`,
        ).all(...personIds, companyId) as { person_id: number; total: number; company_id: number; name: string; role: string | null }[];
        for (const row of rows) {
          let entry = result.get(row.person_id);
          if (!entry) {
            entry = { total: row.total, items: [] };
            result.set(row.person_id, entry);
          }
          entry.items.push({ company_id: row.company_id, company_name: row.name, role: row.role });
        }
        return result;
      });
    },

    async companiesOfLegalEntities(entities: readonly LegalEntityName[]) {
      if (entities.length === 0) return [];
      return read(() =>
        entities.map((entity) => {
          let found: { id: number; name: string }[] = [];
          if (entity.uid) found = statement("SELECT id, name FROM companies WHERE uid = ? LIMIT 2").all(entity.uid) as { id: number; name: string }[];
          if (found.length === 0 && entity.residence) {
            found = statement(
              `SELECT DISTINCT c.id, c.name FROM company_name_keys k JOIN companies c ON c.id = k.company_id
               WHERE k.name_key = ? AND c.name = ? AND c.town = ? LIMIT 2`,
            ).all(nameKey(entity.name), entity.name, entity.residence) as { id: number; name: string }[];
          }
          return found.length === 1 ? found[0] : null;
        }),
      );
    },

    async publications(companyId, { limit, offset, textLimit }) {
      return read(() => {
        // Bound into the text rather than passed: a bound LIMIT makes this read half as fast again.
        const rows = statement(
          `SELECT ${publicationColumns(textLimit)} FROM publications p WHERE p.company_id = ?
           ORDER BY ${PUBLICATION_ORDER} LIMIT ${Math.trunc(limit)}${offset > 0 ? ` OFFSET ${Math.trunc(offset)}` : ""}`,
        ).all(companyId) as PublicationRow[];
        const total = (statement("SELECT count(*) AS n FROM publications WHERE company_id = ?").get(companyId) as { n: number }).n;
        return { rows, total };
      });
    },

    async personsByNameKey(key, filters, limit) {
      return read(() => {
        const filter = personFilter(filters);
        return (
          statement(
            // In the key's own order (p.id is k.person_id): ordered by p.id, every match's row and activity was read
            // before the sort (0.8 ms for "hans muller" at full scale, 0.07 ms now).
            `SELECT ${PERSON_COLUMNS_KEPT} FROM person_name_keys k JOIN persons p ON p.id = k.person_id
             WHERE k.name_key = ? AND p.redacted = 0${filter.where} ORDER BY k.person_id LIMIT ?`,
          ).all(key, ...filter.params, limit) as PersonRecord[]
        ).map(toPersonRow);
      });
    },

    async personsByWords(words, filters, limit, skip) {
      return read(() => {
        const match = matchExpression("person", words);
        if (!match || limit <= 0) return [];
        const filter = personFilter(filters);
        // Skipped persons may come first, and an older index may hold redacted persons (as many as indexedRedacted).
        const reading = limit + 2 * skip.size;
        if (filter.where !== "") {
          // A filter is checked on every match.
          return (
            statement(
              `SELECT ${PERSON_COLUMNS_KEPT} FROM (SELECT rowid FROM person_fts WHERE person_fts MATCH ?) f JOIN persons p ON p.id = f.rowid
               WHERE p.redacted = 0${filter.where} ORDER BY f.rowid LIMIT ?`,
            ).all(match, ...filter.params, reading) as PersonRecord[]
          )
            .filter((row) => !skip.has(row.id))
            .slice(0, limit)
            .map(toPersonRow);
        }
        // Without filters the first matches in id order are read, as rowids first: a read that meets every match has
        // counted them, and the question's total is kept for countPersons (the same count, run once).
        const ids = statement("SELECT rowid FROM person_fts WHERE person_fts MATCH ? ORDER BY rowid LIMIT ?")
          .pluck()
          .all(match, Math.max(reading + indexedRedacted.length, MATCHES_READ_TO_COUNT)) as number[];
        if (ids.length < Math.max(reading + indexedRedacted.length, MATCHES_READ_TO_COUNT)) {
          cachedCount(personCountKey(words, filter), () => ids.length - indexedRedacted.filter((person) => matchesWords(person, words)).length);
        }
        const wanted = ids.filter((id) => !skip.has(id)).slice(0, limit + indexedRedacted.length);
        if (wanted.length === 0) return [];
        return (
          statement(`SELECT ${PERSON_COLUMNS_KEPT} FROM persons p WHERE p.id IN (${placeholders(wanted)}) AND p.redacted = 0 ORDER BY p.id`).all(
            ...wanted,
          ) as PersonRecord[]
        )
          .slice(0, limit)
          .map(toPersonRow);
      });
    },

    async countPersons(words, filters) {
      return read(() => {
        const filter = personFilter(filters);
        // Unfiltered, the index's own count (less the redacted persons an older index still holds); filtered, the
        // matches that pass the filters, redacted persons excluded.
        return cachedCount(personCountKey(words, filter), () => {
          const kept = filter.where === "" && words.length === 1 ? prefixCounts?.person(words[0]) : undefined;
          const match = kept === undefined ? matchExpression("person", words) : null;
          if (kept === undefined && !match) return 0;
          if (filter.where === "") {
            return (
              (kept ?? (statement("SELECT count(*) AS n FROM person_fts WHERE person_fts MATCH ?").get(match) as { n: number }).n) -
              indexedRedacted.filter((person) => matchesWords(person, words)).length
            );
          }
          return (
            statement(
              `SELECT count(*) AS n FROM (SELECT rowid FROM person_fts WHERE person_fts MATCH ?) f JOIN persons p ON p.id = f.rowid
               WHERE p.redacted = 0${filter.where}`,
            ).get(match, ...filter.params) as { n: number }
          ).n;
        });
      });
    },

    async personNamesFound(queries, filters, limit) {
      return read(() => namesFound(queries, personFilter(filters), limit, personNamesWith));
    },

    ...(answerReads && {
      async detailAnswer(kind: DetailAnswerKind, id: number) {
        return read(() => answerReads[kind].get(id) ?? null);
      },
      async answerDictionary(kind: DetailAnswerKind) {
        return answerReads.dictionaries.get(kind) ?? null;
      },
    }),

    async person(id) {
      return read(() => {
        const row = statement(`SELECT ${PERSON_COLUMNS_KEPT} FROM persons p WHERE p.id = ?`).get(id) as PersonRecord | undefined;
        return row ? toPersonRow(row) : null;
      });
    },

    async personMandates(personId) {
      return read(() =>
        (
          statement(
            `SELECT ${PERSON_MANDATE_COLUMNS} FROM mandates m JOIN companies c ON c.id = m.company_id
             WHERE m.person_id = ? AND ${PUBLIC_MANDATE} ORDER BY ${PERSON_MANDATE_ORDER}`,
          ).all(personId) as (CompanyRow & Omit<PersonMandateRow, "company">)[]
        ).map(toPersonMandateRow),
      );
    },

    async vocabulary(scope, words, { limit, maxLengthDifference, minLength }) {
      const corrected = (word: string) => [...word].length >= minLength;
      const vocabulary = words.some(corrected) ? await vocabularyOf(scope) : null;
      return read(() =>
        words.map((word) => ({
          known: statement("SELECT 1 FROM name_words WHERE scope = ? AND word >= ? AND word < ? LIMIT 1").get(scope, word, prefixEnd(word)) !== undefined,
          close: vocabulary && corrected(word) ? vocabulary.closest(word, limit, maxLengthDifference) : [],
        })),
      );
    },

    async noga() {
      return read(() =>
        (
          db.prepare("SELECT id, code, level, label_en, label_de, label_fr, label_it FROM noga").all() as {
            id: number; code: string; level: number; label_en: string | null; label_de: string | null; label_fr: string | null; label_it: string | null;
          }[]
        ).map((row): NogaRow => ({
          id: row.id,
          code: row.code,
          level: row.level,
          labels: { en: row.label_en, de: row.label_de, fr: row.label_fr, it: row.label_it },
        })),
      );
    },

    async legalForms() {
      return legalForms;
    },

    async dataset(): Promise<StoreDataset> {
      return storeDatasetOf(dataset);
    },

    async close() {
      db.close();
    },
  };
}
