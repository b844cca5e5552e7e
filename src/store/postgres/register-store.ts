/**
 * The register store over PostgreSQL (DATABASE_URL; docs/postgres.md), with the keyed API's reads: the same rows as the
 * SQLite store (src/store/sqlite/store.ts) for the same questions, in the same order.
 *
 * A store serves the register generation that was live when it opened (register-schema.ts): a load that swaps in a new
 * one changes nothing for it, as a new SQLite file changes nothing for a server that has the old one open; a restart
 * serves the new one. Name searches read the tables the load derived with the SQLite build's own functions: folded name
 * keys (exact and name-prefix lookups) and the folded words of each name row, whose number orders matches as the
 * SQLite full-text rowids do (current names by rank, then translations, then previous names). Did-you-mean reads the
 * name-word vocabulary through pg_trgm.
 */
import pg from "pg";
import type { CantonCode } from "../../domain/codes.js";
import { BACKEND_UNAVAILABLE_MESSAGE, BackendUnavailableError } from "../../domain/errors.js";
import { foldText, nameKey } from "../../domain/text.js";
import type {
  CompanyNameRow,
  KeyedRegisterStore,
  NoticeRow,
  PageWindow,
  PersonMandateHistoryRow,
} from "../keyed-port.js";
import { NOGA_TREE_SQL, nogaNodesMatching, searchableNoga, type NogaRecord, type SearchableNoga } from "../noga-nodes.js";
import type {
  CompanyCandidate,
  CompanyDetailRow,
  CompanyFilter,
  CompanyMandateRow,
  CompanyOtherName,
  CompanyRow,
  LegalFormRow,
  NameScope,
  NogaRow,
  OtherMandatesRow,
  PersonFilter,
  PersonMandateRow,
  PersonRow,
  QueryWord,
  RegisterStore,
  StoreDataset,
} from "../port.js";
import {
  rankRelatedCompanies,
  relatedCompaniesPage,
  toHolder,
  toMandate,
  type HolderRecord,
  type MandateRecord,
  type SharedOfficerRecord,
} from "../mandate-history-rows.js";
import { storeDatasetOf } from "../dataset-rows.js";
import { COUNT_CACHE_SIZE, PERSON_NAME_MATCHES_READ, PREFIX_SCAN_LIMIT } from "../read-bounds.js";
import { prefixEnd } from "../sqlite/full-text.js";
import { fieldOfRowid, NAME_FIELDS, NAMES_PER_FIELD, SEARCH_RANK_OF_ROWID } from "../sqlite/name-rows.js";
import { COMPANY_COLUMNS, PERSON_COLUMNS } from "../sqlite/row-shapes.js";
import { PUBLIC_MANDATE } from "../sqlite/store.js";
import { isUnavailable } from "./driver-errors.js";
import { displayUrl } from "./display-url.js";
import { LIVE_TABLE } from "./register-schema.js";

/**
 * The least pg_trgm similarity of a vocabulary candidate. The backend keeps corrections of letter-trigram similarity
 * 0.2 and above (src/backend/suggestions.ts); pg_trgm adds a trigram of the first letter to each word, which lowers the
 * measure of words that differ in their first letter to as little as 1/7 when the letter measure is 1/5 (`bel`, `del`).
 */
const SIMILARITY_THRESHOLD = 0.14;

/** What clients are told once the generation a store serves has been dropped. */
const REPLACED_MESSAGE = "The register this service opened has been replaced; this service does not answer from it until the operator restarts it.";

const HINT = "load a register with `swiss-register load-postgres` (docs/postgres.md)";

/** Parameters of one query, numbered as they are added. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A word condition on `column`: a complete word, or every word it begins (a B-tree range under COLLATE "C"). */
function wordCondition(column: string, word: QueryWord, params: Params): string {
  return word.prefix ? `${column} >= ${params.add(word.word)} AND ${column} < ${params.add(prefixEnd(word.word))}` : `${column} = ${params.add(word.word)}`;
}

const asPrefixes = (words: readonly string[]): QueryWord[] => words.map((word) => ({ word, prefix: true }));

/** The PostgreSQL register store: both ports, and a probe for readiness. */
export type PostgresRegisterStore = RegisterStore & KeyedRegisterStore & {
  /** Reads one row of the generation served: null when it answers, else why not. */
  probe(): Promise<BackendUnavailableError | null>;
};

export interface PostgresStoreOptions {
  poolSize?: number;
}

/** A store over the register generation live in the database at `url`; BackendUnavailableError when there is none. */
export async function openPostgresRegisterStore(url: string, { poolSize = 10 }: PostgresStoreOptions = {}): Promise<PostgresRegisterStore> {
  let schema: string;
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    const { rows } = await probe.query<{ schema: string }>(`SELECT schema FROM ${LIVE_TABLE}`);
    if (rows.length === 0) throw new BackendUnavailableError(`no register in the PostgreSQL database ${displayUrl(url)}: ${HINT}`, undefined, { reason: "missing" });
    schema = rows[0].schema;
  } catch (error) {
    if (error instanceof BackendUnavailableError) throw error;
    const missing = (error as { code?: string }).code === "42P01";
    throw new BackendUnavailableError(
      missing ? `no register in the PostgreSQL database ${displayUrl(url)}: ${HINT}` : `cannot open the register at ${displayUrl(url)}: ${(error as Error).message}`,
      undefined,
      { reason: missing ? "missing" : "unreadable", cause: error },
    );
  } finally {
    await probe.end().catch(() => undefined);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: `-c search_path=${schema},public -c pg_trgm.similarity_threshold=${SIMILARITY_THRESHOLD}`,
  });
  // A pool client failing while idle must not crash the process; the next query reports it.
  pool.on("error", () => undefined);
  return createPostgresStore(pool, schema);
}

/** The store's reads over a pool whose search_path is the register's schema. */
function createPostgresStore(pool: pg.Pool, schema: string): PostgresRegisterStore {
  // Reads by id are prepared once per connection and then only executed (a company's detail is six of them). Searches
  // are planned with their values each time: how many rows a word range holds decides the plan.
  const preparedNames = new Map<string, string>();
  const SEARCH_TABLES = /\b(company_name_words|person_words|name_words|company_name_keys|person_name_keys)\b/;
  function statement(sql: string, values: readonly unknown[]): pg.QueryConfig {
    if (SEARCH_TABLES.test(sql)) return { text: sql, values: values as unknown[] };
    let name = preparedNames.get(sql);
    if (name === undefined) {
      name = `register_read_${preparedNames.size}`;
      preparedNames.set(sql, name);
    }
    return { name, text: sql, values: values as unknown[] };
  }

  async function query<Row>(sql: string, values: readonly unknown[] = []): Promise<Row[]> {
    try {
      return (await pool.query(statement(sql, values))).rows as Row[];
    } catch (error) {
      // Clients are told no more than "unavailable"; the operator's log has the cause.
      if (isUnavailable(error)) throw new BackendUnavailableError(BACKEND_UNAVAILABLE_MESSAGE, 5, { cause: error });
      // 42P01/3F000: the generation this store serves was dropped (two loads after it was swapped out).
      const code = (error as { code?: string }).code;
      if (code === "42P01" || code === "3F000") {
        throw new BackendUnavailableError(REPLACED_MESSAGE, undefined, {
          reason: "changed",
          cause: new Error(`the register generation ${schema} was dropped by a later load: ${(error as Error).message}`, { cause: error }),
        });
      }
      throw error;
    }
  }
  const one = async <Row>(sql: string, values: readonly unknown[] = []): Promise<Row | undefined> => (await query<Row>(sql, values))[0];

  const counts = new Map<string, number>();
  async function cachedCount(key: string, count: () => Promise<number>): Promise<number> {
    const hit = counts.get(key);
    if (hit !== undefined) return hit;
    const value = await count();
    if (counts.size >= COUNT_CACHE_SIZE) counts.delete(counts.keys().next().value as string);
    counts.set(key, value);
    return value;
  }

  // Read once: they never change while a generation is served.
  let fixed: Promise<{ legalForms: LegalFormRow[]; dataset: Map<string, string>; noga: SearchableNoga[] }> | undefined;
  const reference = () =>
    (fixed ??= (async () => {
      const [legalForms, dataset, noga] = await Promise.all([
        query<LegalFormRow>("SELECT code, category FROM legal_forms"),
        query<{ key: string; value: string }>("SELECT key, value FROM dataset"),
        query<NogaRecord>(NOGA_TREE_SQL),
      ]);
      return { legalForms, dataset: new Map(dataset.map((row) => [row.key, row.value])), noga: noga.map(searchableNoga) };
    })().catch((error) => {
      fixed = undefined;
      throw error;
    }));

  /** The company filter as conditions on the canton, status and legal_form columns of `alias`, and a cache key. */
  async function companyFilter({ cantons, statuses, legalForms: categories }: CompanyFilter, alias: string, params: Params) {
    const clauses: string[] = [];
    const keys: string[] = [];
    const inList = (column: string, values: readonly string[]) => {
      const sorted = [...new Set(values)].sort();
      clauses.push(` AND ${alias}.${column} = ANY(${params.add(sorted)}::text[])`);
      keys.push(`${column}=${sorted.join(",")}`);
    };
    if (cantons.length > 0) inList("canton", cantons);
    if (statuses.length > 0) inList("status", statuses);
    if (categories.length > 0) {
      const wanted = new Set(categories);
      inList("legal_form", (await reference()).legalForms.filter((f) => wanted.has(f.category)).map((f) => f.code));
    }
    return { where: clauses.join(""), key: keys.join(";") };
  }

  // How many names hold a word (a prefix: every word it begins), from the vocabulary: a search drives by its rarest word.
  const frequencies = new Map<string, number>();
  async function rarestFirst(scope: NameScope, words: readonly QueryWord[]): Promise<QueryWord[]> {
    if (words.length < 2) return [...words];
    const key = (word: QueryWord) => `${scope}\u0000${word.prefix ? "*" : "="}${word.word}`;
    const unknown = words.filter((word) => !frequencies.has(key(word)));
    if (unknown.length > 0) {
      const rows = await query<{ i: string; n: number }>(
        `SELECT t.i, (SELECT coalesce(sum(names), 0)::int FROM name_words
                       WHERE scope = $1 AND word >= t.low AND (CASE WHEN t.high IS NULL THEN word = t.low ELSE word < t.high END)) AS n
         FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS t(low, high, i)`,
        [scope, unknown.map((word) => word.word), unknown.map((word) => (word.prefix ? prefixEnd(word.word) : null))],
      );
      if (frequencies.size >= COUNT_CACHE_SIZE) frequencies.clear();
      for (const row of rows) frequencies.set(key(unknown[Number(row.i) - 1]), row.n);
    }
    return [...words].sort((a, b) => frequencies.get(key(a))! - frequencies.get(key(b))!);
  }

  /**
   * The rows (`unit`: a name row or a person) whose words include every query word, each once: read by the rarest
   * word, the others checked per row through the (row, word) index, rather than intersecting every word's rows (a
   * common word such as `gmbh` has one for every third name). `filterWhere` applies to the rarest word's rows.
   */
  async function rowsHolding(scope: NameScope, words: readonly QueryWord[], filterWhere: string, params: Params): Promise<string> {
    const [table, unit] = scope === "company" ? ["company_name_words", "name_row"] : ["person_words", "person_id"];
    const [rarest, ...others] = await rarestFirst(scope, words);
    const checks = others.map(
      // A scalar subquery with LIMIT stays a per-row look-up through the (row, word) index: as EXISTS, the planner
      // (which cannot tell how many words a prefix range holds) turned it into a join scanning the word's every row.
      (word) => ` AND (SELECT 1 FROM ${table} x WHERE x.${unit} = w.${unit} AND ${wordCondition("x.word", word, params)} LIMIT 1) IS NOT NULL`,
    );
    return `SELECT DISTINCT w.${unit} FROM ${table} w WHERE ${wordCondition("w.word", rarest, params)}${filterWhere}${checks.join("")}`;
  }

  /** The name rows holding every word, under the filter, as a query of `name_row`. */
  const companyNameRowsSql = (words: readonly QueryWord[], filterWhere: string, params: Params) => rowsHolding("company", words, filterWhere, params);

  /** The public persons whose name holds every word, as a query of `person_id`. */
  const personIdsSql = (words: readonly QueryWord[], params: Params) => rowsHolding("person", words, "", params);

  const companyOfRow = SEARCH_RANK_OF_ROWID.replace(/rowid/g, "m.name_row");

  function personFilter({ cantons: wanted, companyId }: PersonFilter, params: Params) {
    const clauses: string[] = [];
    const cantons: CantonCode[] = [...new Set(wanted)].sort();
    if (cantons.length > 0) {
      clauses.push(
        ` AND EXISTS (SELECT 1 FROM mandates m JOIN companies c ON c.id = m.company_id WHERE m.person_id = p.id AND ${PUBLIC_MANDATE}
                      AND c.canton = ANY(${params.add(cantons)}::text[]))`,
      );
    }
    if (companyId !== null) {
      clauses.push(
        ` AND EXISTS (SELECT 1 FROM mandates m JOIN companies c ON c.id = m.company_id WHERE m.person_id = p.id AND ${PUBLIC_MANDATE}
                      AND m.company_id = ${params.add(companyId)})`,
      );
    }
    return { where: clauses.join(""), key: `${cantons.join(",")}\u0000${companyId ?? ""}` };
  }

  /** The names the queries find, in order, each once, up to `limit`. */
  async function namesFound(queries: readonly (readonly QueryWord[])[], limit: number, namesWith: (words: readonly QueryWord[], limit: number) => Promise<string[]>) {
    const names: string[] = [];
    for (const words of queries) {
      if (names.length >= limit) break;
      for (const name of await namesWith(words, limit - names.length)) if (!names.includes(name)) names.push(name);
    }
    return names;
  }

  type KeyRow = { id: number; rank: number; field: number };
  const fromKey = (row: KeyRow): CompanyCandidate => ({ id: row.id, rank: row.rank, field: NAME_FIELDS[row.field], position: 0 });

  type NoticeRecord = Omit<NoticeRow, "mutation_types"> & { mutation_types: string | null };
  const toNotice = (row: NoticeRecord): NoticeRow => ({
    ...row,
    mutation_types: row.mutation_types ? row.mutation_types.split(",").map((key) => key.trim()).filter(Boolean) : [],
  });
  const NOTICE_COLUMNS = "pub.id, pub.company_id, pub.sogc_id, pub.sogc_date, pub.journal_no, pub.journal_date, pub.mutation_types, pub.language, pub.text";
  const MANDATE_COLUMNS = `m.id AS mandate_id, m.role, m.signing_authority, m.started_on, m.ended_on,
    o.id AS opened_id, o.sogc_id AS opened_sogc_id, o.sogc_date AS opened_date,
    x.id AS closed_id, x.sogc_id AS closed_sogc_id, x.sogc_date AS closed_date`;
  const HOLDER_COLUMNS = "p.id AS person_id, p.name AS person_name, p.first_name, p.last_name, p.origin, p.entity_type, p.redacted, p.uid AS person_uid";
  const NOTICE_JOINS = "LEFT JOIN publications o ON o.id = m.opened_by LEFT JOIN publications x ON x.id = m.closed_by";
  const toCompany = (row: CompanyRow): CompanyRow => ({
    id: row.id, name: row.name, uid: row.uid, status: row.status, legal_form: row.legal_form, register_date: row.register_date,
    address: row.address, zip: row.zip, town: row.town, canton: row.canton,
  });

  // As the SQLite store: residences and roles are compared folded by matching their distinct spellings first.
  const spellings = new Map<"residence" | "role", Promise<{ raw: string; folded: string }[]>>();
  const SPELLINGS_SQL = { residence: "SELECT DISTINCT residence AS raw FROM persons", role: "SELECT DISTINCT role AS raw FROM mandates" } as const;
  async function spellingsOf(column: "residence" | "role", wanted: string, accepts: (folded: string, wanted: string) => boolean): Promise<string[]> {
    let known = spellings.get(column);
    if (!known) {
      known = query<{ raw: string | null }>(SPELLINGS_SQL[column]).then((rows) =>
        rows.flatMap(({ raw }) => (raw === null ? [] : [{ raw, folded: foldText(raw) }])),
      );
      spellings.set(column, known);
      known.catch(() => spellings.delete(column));
    }
    const folded = foldText(wanted.trim());
    return (await known).filter((spelling) => accepts(spelling.folded, folded)).map((spelling) => spelling.raw);
  }

  /** A page as parameters (a prepared read is one statement for every page), or none to read every row. */
  const pageClause = (page: PageWindow | null, params: Params) =>
    page === null ? "" : `LIMIT ${params.add(Math.trunc(page.limit))} OFFSET ${params.add(Math.trunc(page.offset))}`;

  return {
    async probe() {
      try {
        await query("SELECT id FROM companies ORDER BY id LIMIT 1");
        return null;
      } catch (error) {
        if (error instanceof BackendUnavailableError) return error;
        return new BackendUnavailableError(BACKEND_UNAVAILABLE_MESSAGE, undefined, { cause: error });
      }
    },

    async companiesByUid(uid, filters, limit) {
      const params = new Params();
      const sql = `SELECT c.id, c.search_rank AS rank FROM companies c WHERE c.uid = ${params.add(uid)}`;
      const filter = await companyFilter(filters, "c", params);
      const rows = await query<{ id: number; rank: number }>(`${sql}${filter.where} ORDER BY c.search_rank LIMIT ${params.add(limit)}`, params.values);
      return rows.map((row) => ({ ...row, field: "name", position: 0 }));
    },

    async companiesByNameKey(key, filters, limit) {
      const params = new Params();
      const sql = `SELECT k.company_id AS id, k.search_rank AS rank, k.field FROM company_name_keys k WHERE k.name_key = ${params.add(key)}`;
      const filter = await companyFilter(filters, "k", params);
      return (await query<KeyRow>(`${sql}${filter.where} ORDER BY k.field, k.search_rank LIMIT ${params.add(limit)}`, params.values)).map(fromKey);
    },

    async companiesByNamePrefix(key, filters, limit) {
      const params = new Params();
      if (filters.cantons.length > 0) {
        // As the SQLite store: each canton's keys with the prefix in key order (the index by canton), the first
        // PREFIX_SCAN_LIMIT of each tested against the other filters, merged in key order.
        const cantons = params.add([...new Set(filters.cantons)].sort());
        const low = params.add(key);
        const high = params.add(prefixEnd(key));
        const others = await companyFilter({ ...filters, cantons: [] }, "k", params);
        const wanted = params.add(limit);
        return (
          await query<KeyRow>(
            `SELECT k.company_id AS id, k.search_rank AS rank, k.field FROM unnest(${cantons}::text[]) AS w(canton)
             CROSS JOIN LATERAL (
               SELECT * FROM (
                 SELECT * FROM company_name_keys WHERE canton = w.canton AND name_key > ${low} AND name_key < ${high}
                 ORDER BY name_key, search_rank LIMIT ${PREFIX_SCAN_LIMIT}
               ) k WHERE true${others.where} ORDER BY k.name_key, k.search_rank LIMIT ${wanted}
             ) k ORDER BY k.name_key, k.search_rank LIMIT ${wanted}`,
            params.values,
          )
        ).map(fromKey);
      }
      const inner = `SELECT * FROM company_name_keys WHERE name_key > ${params.add(key)} AND name_key < ${params.add(prefixEnd(key))}
                     ORDER BY name_key, search_rank LIMIT ${PREFIX_SCAN_LIMIT}`;
      const filter = await companyFilter(filters, "k", params);
      return (
        await query<KeyRow>(
          `SELECT k.company_id AS id, k.search_rank AS rank, k.field FROM (${inner}) k WHERE true${filter.where}
           ORDER BY k.name_key, k.search_rank LIMIT ${params.add(limit)}`,
          params.values,
        )
      ).map(fromKey);
    },

    async companiesByWords(words, filters, limit, skip) {
      if (words.length === 0 || limit <= 0) return [];
      // As the SQLite store: matches come in name-row order; a company found by two names comes twice, and skipped
      // ones come too, so more are read until there are enough or none are left.
      for (let reading = limit + 2 * skip.size; ; reading *= 4) {
        const params = new Params();
        const filter = await companyFilter(filters, "w", params);
        const found = await query<{ id: number; rank: number; name_row: string }>(
          `SELECT c.id, c.search_rank AS rank, m.name_row FROM (
             SELECT name_row FROM (${await companyNameRowsSql(asPrefixes(words), filter.where, params)}) i ORDER BY name_row LIMIT ${params.add(reading)}
           ) m JOIN companies c ON c.search_rank = ${companyOfRow} ORDER BY m.name_row`,
          params.values,
        );
        const seen = new Set(skip);
        const candidates: CompanyCandidate[] = [];
        for (const row of found) {
          if (candidates.length >= limit) break;
          if (seen.has(row.id)) continue;
          seen.add(row.id);
          const rowid = Number(row.name_row);
          candidates.push({ id: row.id, rank: row.rank, field: fieldOfRowid(rowid), position: rowid % NAMES_PER_FIELD });
        }
        if (candidates.length >= limit || found.length < reading) return candidates;
      }
    },

    async countCompanies(terms, filters) {
      const params = new Params();
      if (terms.uid !== undefined) {
        const sql = `SELECT count(*)::int AS n FROM companies c WHERE c.uid = ${params.add(terms.uid)}`;
        const filter = await companyFilter(filters, "c", params);
        return cachedCount(`c\u0000uid:${terms.uid}\u0000${filter.key}`, async () => (await one<{ n: number }>(`${sql}${filter.where}`, params.values))!.n);
      }
      if (terms.words.length === 0) return 0;
      const filter = await companyFilter(filters, "w", params);
      const rows = await companyNameRowsSql(asPrefixes(terms.words), filter.where, params);
      return cachedCount(`c\u0000words:${terms.words.join(" ")}\u0000${filter.key}`, async () =>
        (await one<{ n: number }>(`SELECT count(DISTINCT ${companyOfRow})::int AS n FROM (${rows}) m`, params.values))!.n,
      );
    },

    async companyNamesFound(queries, filters, limit) {
      return namesFound(queries, limit, async (words, wanted) => {
        const params = new Params();
        const filter = await companyFilter(filters, "w", params);
        const rows = await query<{ name: string }>(
          `SELECT c.name FROM (
             SELECT name_row FROM (${await companyNameRowsSql(words, filter.where, params)}) i ORDER BY name_row LIMIT ${params.add(wanted * NAMES_PER_FIELD)}
           ) m JOIN companies c ON c.search_rank = ${companyOfRow} ORDER BY m.name_row`,
          params.values,
        );
        return rows
          .map((row) => row.name)
          .filter((name, i, names) => names.indexOf(name) === i)
          .slice(0, wanted);
      });
    },

    async companyRows(ids) {
      if (ids.length === 0) return [];
      const rows = await query<CompanyRow>(`SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.id = ANY($1::int[])`, [ids]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
    },

    async companyOtherNames(ids) {
      const names = new Map<number, CompanyOtherName[]>();
      if (ids.length === 0) return names;
      const rows = await query<{ company_id: number } & CompanyOtherName>(
        "SELECT company_id, kind, name FROM company_names WHERE company_id = ANY($1::int[]) ORDER BY company_id, kind, position",
        [ids],
      );
      for (const { company_id, kind, name } of rows) {
        const own = names.get(company_id);
        if (own) own.push({ kind, name });
        else names.set(company_id, [{ kind, name }]);
      }
      return names;
    },

    async companyDetail(id) {
      return (
        (await one<CompanyDetailRow>(`SELECT ${COMPANY_COLUMNS}, c.purpose, c.capital, c.noga_code, c.deletion_date FROM companies c WHERE c.id = $1`, [id])) ??
        null
      );
    },

    async companyMandates(companyId) {
      const rows = await query<Pick<CompanyMandateRow, "role" | "signing_authority" | "open"> & CompanyMandateRow["person"]>(
        `SELECT m.role, m.signing_authority, m.ended_on IS NULL AS open,
                p.id, p.name, p.first_name, p.last_name, p.entity_type, p.redacted, p.uid, p.residence
         FROM mandates m JOIN persons p ON p.id = m.person_id
         WHERE m.company_id = $1 ORDER BY m.id`,
        [companyId],
      );
      return rows.map((row) => ({
        role: row.role,
        signing_authority: row.signing_authority,
        open: row.open,
        person: {
          id: row.id, name: row.name, first_name: row.first_name, last_name: row.last_name, entity_type: row.entity_type,
          redacted: row.redacted, uid: row.uid, residence: row.residence,
        },
      }));
    },

    async otherMandates(companyId, personIds, shown) {
      const result = new Map<number, OtherMandatesRow>();
      if (personIds.length === 0) return result;
      const rows = await query<{ person_id: number; total: number; company_id: number; name: string; role: string | null }>(
        `SELECT person_id, total, company_id, name, role FROM (
           SELECT m.person_id, c.id AS company_id, c.name, m.role,
                  (count(*) OVER (PARTITION BY m.person_id))::int AS total,
                  row_number() OVER (PARTITION BY m.person_id ORDER BY c.search_rank, m.id) AS n
           FROM mandates m JOIN companies c ON c.id = m.company_id
           WHERE m.person_id = ANY($1::int[]) AND m.ended_on IS NULL AND c.status = 'active' AND c.id <> $2
         ) o WHERE n <= $3 ORDER BY person_id, n`,
        [personIds, companyId, shown],
      );
      for (const row of rows) {
        let entry = result.get(row.person_id);
        if (!entry) {
          entry = { total: row.total, items: [] };
          result.set(row.person_id, entry);
        }
        entry.items.push({ company_id: row.company_id, company_name: row.name, role: row.role });
      }
      return result;
    },

    async companiesOfLegalEntities(entities) {
      return Promise.all(
        entities.map(async (entity) => {
          let found: { id: number; name: string }[] = [];
          if (entity.uid) found = await query("SELECT id, name FROM companies WHERE uid = $1 LIMIT 2", [entity.uid]);
          if (found.length === 0 && entity.residence) {
            found = await query(
              `SELECT DISTINCT c.id, c.name FROM company_name_keys k JOIN companies c ON c.id = k.company_id
               WHERE k.name_key = $1 AND c.name = $2 AND c.town = $3 LIMIT 2`,
              [nameKey(entity.name), entity.name, entity.residence],
            );
          }
          return found.length === 1 ? found[0] : null;
        }),
      );
    },

    async publications(companyId, { limit, offset, textLimit }) {
      const textColumn = textLimit === null ? "text" : `substr(text, 1, ${Math.trunc(textLimit) + 1}) AS text`;
      const [rows, total] = await Promise.all([
        query<{ id: number; journal_no: string | null; journal_date: string | null; sogc_date: string | null; text: string | null }>(
          `SELECT id, journal_no, journal_date, sogc_date, ${textColumn} FROM publications WHERE company_id = $1
           ORDER BY sogc_date DESC NULLS LAST, id DESC LIMIT $2 OFFSET $3`,
          [companyId, limit, offset],
        ),
        one<{ n: number }>("SELECT count(*)::int AS n FROM publications WHERE company_id = $1", [companyId]),
      ]);
      return { rows, total: total!.n };
    },

    async personsByNameKey(key, filters, limit) {
      const params = new Params();
      const sql = `SELECT ${PERSON_COLUMNS} FROM person_name_keys k JOIN persons p ON p.id = k.person_id
                   WHERE k.name_key = ${params.add(key)} AND NOT p.redacted`;
      const filter = personFilter(filters, params);
      return query<PersonRow>(`${sql}${filter.where} ORDER BY p.id LIMIT ${params.add(limit)}`, params.values);
    },

    async personsByWords(words, filters, limit, skip) {
      if (words.length === 0 || limit <= 0) return [];
      const params = new Params();
      const ids = await personIdsSql(asPrefixes(words), params);
      const filter = personFilter(filters, params);
      const rows = await query<PersonRow>(
        `SELECT ${PERSON_COLUMNS} FROM (${ids}) f JOIN persons p ON p.id = f.person_id
         WHERE NOT p.redacted${filter.where} ORDER BY p.id LIMIT ${params.add(limit + 2 * skip.size)}`,
        params.values,
      );
      return rows.filter((row) => !skip.has(row.id)).slice(0, limit);
    },

    async countPersons(words, filters) {
      if (words.length === 0) return 0;
      const params = new Params();
      const ids = await personIdsSql(asPrefixes(words), params);
      const filter = personFilter(filters, params);
      return cachedCount(`p\u0000${words.join(" ")}\u0000${filter.key}`, async () =>
        (await one<{ n: number }>(
          `SELECT count(*)::int AS n FROM (${ids}) f JOIN persons p ON p.id = f.person_id WHERE NOT p.redacted${filter.where}`,
          params.values,
        ))!.n,
      );
    },

    async personNamesFound(queries, filters, limit) {
      return namesFound(queries, limit, async (words, wanted) => {
        const params = new Params();
        const ids = await personIdsSql(words, params);
        const filter = personFilter(filters, params);
        const rows = await query<{ name: string }>(
          `SELECT p.name, min(f.person_id) AS first FROM (SELECT person_id FROM (${ids}) i ORDER BY person_id LIMIT ${PERSON_NAME_MATCHES_READ}) f
           JOIN persons p ON p.id = f.person_id WHERE NOT p.redacted${filter.where} GROUP BY p.name ORDER BY first LIMIT ${params.add(wanted)}`,
          params.values,
        );
        return rows.map((row) => row.name);
      });
    },

    async person(id) {
      return (await one<PersonRow>(`SELECT ${PERSON_COLUMNS} FROM persons p WHERE p.id = $1`, [id])) ?? null;
    },

    async personMandates(personId) {
      const rows = await query<CompanyRow & Omit<PersonMandateRow, "company">>(
        `SELECT m.role, m.signing_authority, m.started_on, m.ended_on, ${COMPANY_COLUMNS}
         FROM mandates m JOIN companies c ON c.id = m.company_id
         WHERE m.person_id = $1 AND ${PUBLIC_MANDATE}
         ORDER BY c.status = 'active' DESC, c.name, m.id`,
        [personId],
      );
      return rows.map((row): PersonMandateRow => ({
        role: row.role,
        signing_authority: row.signing_authority,
        started_on: row.started_on,
        ended_on: row.ended_on,
        company: toCompany(row),
      }));
    },

    async vocabulary(scope: NameScope, words, { limit, maxLengthDifference, minLength }) {
      // The scope is written into the text (one of two constants) so that the planner picks that scope's trigram index.
      const inScope = `scope = '${scope === "person" ? "person" : "company"}'`;
      return Promise.all(
        words.map(async (word) => ({
          known: (await one(`SELECT 1 FROM name_words WHERE ${inScope} AND word >= $1 AND word < $2 LIMIT 1`, [word, prefixEnd(word)])) !== undefined,
          close:
            [...word].length < minLength
              ? []
              : await query<{ word: string; names: number }>(
                  `SELECT word, names FROM name_words
                   WHERE ${inScope} AND length(word) >= 3 AND word % $1 AND abs(length(word) - length($1)) <= $2 AND word <> $1
                   ORDER BY similarity(word, $1) DESC, names DESC, word LIMIT $3`,
                  [word, Math.trunc(maxLengthDifference), Math.trunc(limit)],
                ),
        })),
      );
    },

    async noga() {
      return (await reference()).noga.map(({ node }): NogaRow => ({ id: node.id, code: node.code, level: node.level, labels: node.labels }));
    },

    async legalForms() {
      return (await reference()).legalForms;
    },

    async dataset(): Promise<StoreDataset> {
      const { dataset } = await reference();
      return storeDatasetOf(dataset);
    },

    async close() {
      await pool.end();
    },

    // The keyed reads (src/store/keyed-port.ts), as src/store/sqlite/keyed-reads.ts.

    async nogaNodes(filter, page) {
      return nogaNodesMatching((await reference()).noga, filter, page);
    },

    async nogaNode(id) {
      return (await reference()).noga.find((entry) => entry.node.id === id)?.node ?? null;
    },

    async companiesExact(filter, page) {
      const params = new Params();
      const clauses: string[] = [];
      if (filter.nameKey !== null) clauses.push(`c.id IN (SELECT company_id FROM company_name_keys WHERE name_key = ${params.add(filter.nameKey)})`);
      if (filter.uid !== null) clauses.push(`c.uid = ${params.add(filter.uid)}`);
      const inList = (column: string, values: readonly string[]) => {
        if (values.length > 0) clauses.push(`c.${column} = ANY(${params.add([...values])}::text[])`);
      };
      inList("canton", filter.cantons);
      inList("status", filter.statuses);
      inList("legal_form", filter.legalFormCodes);
      if (filter.registeredFrom !== null) clauses.push(`c.register_date >= ${params.add(filter.registeredFrom)}`);
      if (filter.registeredTo !== null) clauses.push(`c.register_date <= ${params.add(filter.registeredTo)}`);
      const where = clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "";
      const filterValues = [...params.values];
      const [rows, total] = await Promise.all([
        query<CompanyRow>(`SELECT ${COMPANY_COLUMNS} FROM companies c ${where} ORDER BY c.search_rank ${pageClause(page, params)}`, params.values),
        cachedCount(`exact\u0000${where}\u0000${JSON.stringify(filterValues)}`, async () =>
          (await one<{ n: number }>(`SELECT count(*)::int AS n FROM companies c ${where}`, filterValues))!.n,
        ),
      ]);
      return { rows, total };
    },

    async companyNotices(companyId, page) {
      const [rows, total] = await Promise.all([
        (async () => {
          const params = new Params();
          const sql = `SELECT ${NOTICE_COLUMNS} FROM publications pub WHERE pub.company_id = ${params.add(companyId)}
                       ORDER BY pub.sogc_date DESC NULLS LAST, pub.id DESC ${pageClause(page, params)}`;
          return query<NoticeRecord>(sql, params.values);
        })(),
        one<{ n: number }>("SELECT count(*)::int AS n FROM publications WHERE company_id = $1", [companyId]),
      ]);
      return { rows: rows.map(toNotice), total: total!.n };
    },

    async companyNames(companyId) {
      const company = await one<{ name: string; register_date: string | null }>("SELECT name, register_date FROM companies WHERE id = $1", [companyId]);
      if (!company) return [];
      const others = await query<{ kind: "previous" | "translation"; position: number; name: string }>(
        "SELECT kind, position, name FROM company_names WHERE company_id = $1 ORDER BY kind, position",
        [companyId],
      );
      const renamed = others.some((other) => other.kind === "previous");
      // As the SQLite store: a company never renamed has borne its name since it was registered.
      const current: CompanyNameRow = { kind: "current", name: company.name, position: 0, valid_from: renamed ? null : company.register_date, valid_until: null };
      return [current, ...others.map((other): CompanyNameRow => ({ ...other, valid_from: null, valid_until: null }))];
    },

    async companyMandateHistory(companyId) {
      const rows = await query<MandateRecord & HolderRecord>(
        `SELECT ${MANDATE_COLUMNS}, ${HOLDER_COLUMNS} FROM mandates m JOIN persons p ON p.id = m.person_id ${NOTICE_JOINS}
         WHERE m.company_id = $1 ORDER BY m.id`,
        [companyId],
      );
      return rows.map((row) => ({ ...toMandate(row), person: toHolder(row) }));
    },

    async relatedCompanies(companyId, limit) {
      const rows = await query<SharedOfficerRecord>(
        `SELECT m.company_id AS related_id, c.search_rank, h.role AS role_here, m.role AS role_there, ${HOLDER_COLUMNS}
         FROM (SELECT person_id, min(role) AS role FROM mandates WHERE company_id = $1 GROUP BY person_id) h
         JOIN persons p ON p.id = h.person_id AND NOT p.redacted
         JOIN mandates m ON m.person_id = h.person_id AND m.company_id <> $1
         JOIN companies c ON c.id = m.company_id
         ORDER BY m.company_id, p.id, m.id`,
        [companyId],
      );
      const related = rankRelatedCompanies(rows, limit);
      const companies = new Map(
        (related.ranked.length === 0
          ? []
          : await query<CompanyRow>(`SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.id = ANY($1::int[])`, [related.ranked.map(([id]) => id)])
        ).map((row) => [row.id, row]),
      );
      return relatedCompaniesPage(related, companies);
    },

    async personMandateHistory(personId) {
      const rows = await query<MandateRecord & CompanyRow>(
        `SELECT ${MANDATE_COLUMNS}, ${COMPANY_COLUMNS} FROM mandates m JOIN companies c ON c.id = m.company_id ${NOTICE_JOINS}
         WHERE m.person_id = $1 ORDER BY m.ended_on IS NOT NULL, m.started_on DESC NULLS LAST, m.id`,
        [personId],
      );
      return rows.map((row): PersonMandateHistoryRow => ({ ...toMandate(row), company: toCompany(row) }));
    },

    async personNotices(personId) {
      const rows = await query<NoticeRecord>(
        `SELECT ${NOTICE_COLUMNS} FROM publications pub
         WHERE pub.id IN (SELECT opened_by FROM mandates WHERE person_id = $1 UNION SELECT closed_by FROM mandates WHERE person_id = $1)
         ORDER BY pub.sogc_date DESC NULLS LAST, pub.id DESC`,
        [personId],
      );
      return rows.map(toNotice);
    },

    async searchPersons(filter, page) {
      const params = new Params();
      let from = "persons p";
      if (filter.words.length > 0) from = `(${await personIdsSql(asPrefixes(filter.words), params)}) f JOIN persons p ON p.id = f.person_id`;
      const clauses = ["NOT p.redacted"];
      if (filter.residence !== null) {
        const residences = await spellingsOf("residence", filter.residence, (folded, wanted) => folded === wanted);
        if (residences.length === 0) return { rows: [], total: 0 };
        clauses.push(`p.residence = ANY(${params.add(residences)}::text[])`);
      }
      const mandateClauses: string[] = [];
      if (filter.role !== null) {
        const roles = await spellingsOf("role", filter.role, (folded, wanted) => folded.includes(wanted));
        if (roles.length === 0) return { rows: [], total: 0 };
        mandateClauses.push(`m.role = ANY(${params.add(roles)}::text[])`);
      }
      if (filter.cantons.length > 0) {
        mandateClauses.push(`m.company_id IN (SELECT id FROM companies WHERE canton = ANY(${params.add([...filter.cantons])}::text[]))`);
      }
      if (mandateClauses.length > 0) clauses.push(`p.id IN (SELECT m.person_id FROM mandates m WHERE ${mandateClauses.join(" AND ")})`);
      const where = clauses.join(" AND ");
      const filterValues = [...params.values];
      const [rows, total] = await Promise.all([
        query<PersonRow>(`SELECT ${PERSON_COLUMNS} FROM ${from} WHERE ${where} ORDER BY p.id ${pageClause(page, params)}`, params.values),
        cachedCount(`persons\u0000${from}\u0000${where}\u0000${JSON.stringify(filterValues)}`, async () =>
          (await one<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, filterValues))!.n,
        ),
      ]);
      return { rows, total };
    },
  };
}
