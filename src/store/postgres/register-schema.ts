/**
 * The register's tables in PostgreSQL (docs/postgres.md). A register lives in a schema of its own
 * (`register_g<generation>`); `public.register_live` names the schema being served. A load fills a new schema and then
 * points `register_live` at it in one transaction, so readers see the old register or the new one, never half of one.
 *
 * Every text column compares and sorts by code point (`COLLATE "C"`), as SQLite does: the same names come in the same
 * order from either store, and a B-tree range on a folded word serves a word-prefix search.
 */

/** Text compared by code point, as SQLite's BINARY collation. */
const TEXT = 'text COLLATE "C"';

/** The table naming the schema served, with the one served before it (kept for servers still reading it, and to roll back). */
export const LIVE_TABLE = "public.register_live";

/** Schemas of register generations start with this; nothing else in the database may. */
export const GENERATION_PREFIX = "register_g";

/** The tables copied from the SQLite register as they are, with their columns (PostgreSQL types). */
export interface CopiedTable {
  name: string;
  columns: readonly { name: string; type: string }[];
  /** The rows to copy, in the order of `columns` (SQLite). */
  select: string;
}

const column = (name: string, type = TEXT) => ({ name, type });

/** The register tables copied row by row (the search tables are derived at load: load-register.ts). */
export const COPIED_TABLES: readonly CopiedTable[] = [
  { name: "dataset", columns: [column("key"), column("value")], select: "SELECT key, value FROM dataset" },
  { name: "legal_forms", columns: [column("code"), column("category")], select: "SELECT code, category FROM legal_forms" },
  {
    name: "noga",
    columns: [column("id", "integer"), column("code"), column("level", "integer"), column("parent"), column("section"),
      column("label_de"), column("label_fr"), column("label_it"), column("label_en")],
    select: "SELECT id, code, level, parent, section, label_de, label_fr, label_it, label_en FROM noga",
  },
  {
    name: "companies",
    columns: [column("id", "integer"), column("uid"), column("name"), column("legal_form"), column("status"), column("register_date"),
      column("deletion_date"), column("address"), column("zip"), column("town"), column("canton"), column("purpose"), column("capital"),
      column("noga_code"), column("search_rank", "integer")],
    select: `SELECT id, uid, name, legal_form, status, register_date, deletion_date, address, zip, town, canton, purpose, capital, noga_code,
             search_rank FROM companies`,
  },
  {
    name: "company_names",
    columns: [column("company_id", "integer"), column("kind"), column("position", "integer"), column("name")],
    select: "SELECT company_id, kind, position, name FROM company_names",
  },
  {
    name: "persons",
    columns: [column("id", "integer"), column("entity_type"), column("name"), column("last_name"), column("first_name"), column("origin"),
      column("residence"), column("nationality"), column("uid"), column("redacted", "boolean")],
    select: "SELECT id, entity_type, name, last_name, first_name, origin, residence, nationality, uid, redacted <> 0 FROM persons",
  },
  {
    name: "mandates",
    columns: [column("id", "integer"), column("company_id", "integer"), column("person_id", "integer"), column("role"),
      column("signing_authority"), column("started_on"), column("ended_on"), column("opened_by", "integer"), column("closed_by", "integer")],
    select: "SELECT id, company_id, person_id, role, signing_authority, started_on, ended_on, opened_by, closed_by FROM mandates",
  },
  {
    name: "publications",
    columns: [column("id", "integer"), column("company_id", "integer"), column("sogc_id"), column("sogc_date"), column("journal_no"),
      column("journal_date"), column("mutation_types"), column("language"), column("text")],
    select: "SELECT id, company_id, sogc_id, sogc_date, journal_no, journal_date, mutation_types, language, text FROM publications",
  },
  {
    name: "company_name_keys",
    columns: [column("name_key"), column("search_rank", "integer"), column("company_id", "integer"), column("canton"), column("status"),
      column("legal_form"), column("field", "smallint")],
    select: "SELECT name_key, search_rank, company_id, canton, status, legal_form, field FROM company_name_keys",
  },
  {
    name: "person_name_keys",
    columns: [column("name_key"), column("person_id", "integer")],
    select: "SELECT name_key, person_id FROM person_name_keys",
  },
  {
    name: "name_words",
    columns: [column("scope"), column("word"), column("names", "integer")],
    select: "SELECT scope, word, names FROM name_words",
  },
];

/**
 * The tables derived at load: the folded words of every company name (one row per word of a name row, with the
 * company's filter columns, so that a filtered word search reads one index) and of every public person's name.
 * name_row: the SQLite full-text rowid of the name (src/store/sqlite/name-rows.ts), so both stores order matches alike.
 */
export const WORD_TABLES = {
  company_name_words: [column("word"), column("name_row", "bigint"), column("canton"), column("status"), column("legal_form")],
  person_words: [column("word"), column("person_id", "integer")],
} as const;

/** The tables of a register schema, without indexes (they are built after the rows are in). */
export function createTablesSql(schema: string): string {
  const tables = [
    ...COPIED_TABLES.map((table) => [table.name, table.columns] as const),
    ...Object.entries(WORD_TABLES),
  ];
  return tables
    .map(([name, columns]) => `CREATE TABLE ${schema}.${name} (${columns.map((c) => `${c.name} ${c.type}`).join(", ")});`)
    .join("\n");
}

/** The keys and indexes of a register schema: what the reads of src/store/postgres/register-store.ts go through. */
export function createIndexesSql(schema: string): string {
  return `
    ALTER TABLE ${schema}.dataset ADD PRIMARY KEY (key);
    ALTER TABLE ${schema}.legal_forms ADD PRIMARY KEY (code);
    ALTER TABLE ${schema}.noga ADD PRIMARY KEY (id);
    ALTER TABLE ${schema}.companies ADD PRIMARY KEY (id);
    CREATE UNIQUE INDEX ON ${schema}.companies (search_rank);
    CREATE INDEX ON ${schema}.companies (uid);
    CREATE INDEX ON ${schema}.companies (register_date);
    ALTER TABLE ${schema}.company_names ADD PRIMARY KEY (company_id, kind, position);
    ALTER TABLE ${schema}.persons ADD PRIMARY KEY (id);
    CREATE INDEX ON ${schema}.persons (residence);
    ALTER TABLE ${schema}.mandates ADD PRIMARY KEY (id);
    CREATE INDEX ON ${schema}.mandates (company_id, ended_on);
    CREATE INDEX ON ${schema}.mandates (person_id);
    CREATE INDEX ON ${schema}.mandates (role, person_id);
    ALTER TABLE ${schema}.publications ADD PRIMARY KEY (id);
    CREATE INDEX ON ${schema}.publications (company_id, sogc_date, id);
    ALTER TABLE ${schema}.company_name_keys ADD PRIMARY KEY (name_key, search_rank, company_id);
    CREATE INDEX ON ${schema}.company_name_keys (canton, name_key, search_rank) INCLUDE (company_id, field, status, legal_form);
    ALTER TABLE ${schema}.person_name_keys ADD PRIMARY KEY (name_key, person_id);
    ALTER TABLE ${schema}.name_words ADD PRIMARY KEY (scope, word);
    CREATE INDEX ON ${schema}.name_words USING gin (word gin_trgm_ops) WHERE scope = 'company' AND length(word) >= 3;
    CREATE INDEX ON ${schema}.name_words USING gin (word gin_trgm_ops) WHERE scope = 'person' AND length(word) >= 3;
    ALTER TABLE ${schema}.company_name_words ADD PRIMARY KEY (word, name_row) INCLUDE (canton, status, legal_form);
    CREATE INDEX ON ${schema}.company_name_words (name_row, word);
    ALTER TABLE ${schema}.person_words ADD PRIMARY KEY (word, person_id);
    CREATE INDEX ON ${schema}.person_words (person_id, word);
  `;
}
