/**
 * Versioned schema of the SQLite store (DESIGN.md section 4). `PRAGMA user_version` records the applied version;
 * a migration is never edited once released: add a new one.
 */
import type Database from "better-sqlite3";

export interface Migration {
  version: number;
  description: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    description: "register tables, reference tables, full-text indexes",
    sql: `
      CREATE TABLE dataset (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

      CREATE TABLE cantons (
        code TEXT PRIMARY KEY, bfs_nr INTEGER NOT NULL,
        label_de TEXT NOT NULL, label_fr TEXT NOT NULL, label_it TEXT NOT NULL, label_en TEXT NOT NULL, label_rm TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE municipalities (bfs_nr INTEGER PRIMARY KEY, canton TEXT NOT NULL, name TEXT NOT NULL);
      CREATE TABLE legal_forms (
        code TEXT PRIMARY KEY, zefix_id INTEGER, category TEXT NOT NULL,
        name_de TEXT NOT NULL, name_fr TEXT NOT NULL, name_it TEXT NOT NULL, name_en TEXT NOT NULL,
        short_de TEXT, short_fr TEXT, short_it TEXT, short_en TEXT
      ) WITHOUT ROWID;
      -- id: position in the NOGA 2008 list (stable: the list is fixed), used as the classification's id.
      CREATE TABLE noga (
        code TEXT PRIMARY KEY, id INTEGER NOT NULL UNIQUE, level INTEGER NOT NULL, parent TEXT, section TEXT NOT NULL,
        label_de TEXT, label_fr TEXT, label_it TEXT, label_en TEXT
      ) WITHOUT ROWID;

      -- id: the register's EHRA-ID where known, otherwise assigned once and never reused.
      -- uid: the 9 digits of the Swiss UID, unformatted. legal_form: eCH-0097 code.
      -- search_rank: position in the search order fixed at build time; the rowid of company_fts.
      CREATE TABLE companies (
        id INTEGER PRIMARY KEY,
        uid TEXT,
        chid TEXT,
        name TEXT NOT NULL,
        legal_form TEXT,
        status TEXT NOT NULL CHECK (status IN ('active', 'liquidation', 'deleted')),
        register_date TEXT,
        deletion_date TEXT,
        address TEXT,
        zip TEXT,
        town TEXT,
        municipality INTEGER,
        canton TEXT,
        language TEXT,
        purpose TEXT,
        capital TEXT,
        noga_code TEXT,
        search_rank INTEGER,
        updated_at TEXT
      );
      CREATE INDEX companies_uid ON companies (uid);
      CREATE UNIQUE INDEX companies_search_rank ON companies (search_rank);

      -- Previous names (kind 'previous', position 1 = most recent) and translations (kind 'translation').
      CREATE TABLE company_names (
        company_id INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('previous', 'translation')),
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        PRIMARY KEY (company_id, kind, position)
      ) WITHOUT ROWID;

      -- entity_type natural_person: last_name, first_name, origin; legal_entity: name (firm), uid.
      -- identity_key: folded last name | first name | origin (the register's own convention for "same person").
      CREATE TABLE persons (
        id INTEGER PRIMARY KEY,
        entity_type TEXT NOT NULL CHECK (entity_type IN ('natural_person', 'legal_entity')),
        name TEXT NOT NULL,
        last_name TEXT,
        first_name TEXT,
        origin TEXT,
        residence TEXT,
        nationality TEXT,
        uid TEXT,
        redacted INTEGER NOT NULL DEFAULT 0,
        identity_key TEXT NOT NULL
      );
      CREATE INDEX persons_identity ON persons (identity_key);

      -- A mandate is open (a present officer) while ended_on is null. opened_by / closed_by: publication ids.
      CREATE TABLE mandates (
        id INTEGER PRIMARY KEY,
        company_id INTEGER NOT NULL,
        person_id INTEGER NOT NULL,
        role TEXT,
        signing_authority TEXT,
        started_on TEXT,
        ended_on TEXT,
        opened_by INTEGER,
        closed_by INTEGER
      );
      CREATE INDEX mandates_company ON mandates (company_id, ended_on);
      CREATE INDEX mandates_person ON mandates (person_id);

      -- sogc_id: the gazette's publication number. mutation_types: comma-separated keys (data/zefix_sogc_mutation_types.csv).
      CREATE TABLE publications (
        id INTEGER PRIMARY KEY,
        company_id INTEGER NOT NULL,
        sogc_id TEXT,
        sogc_date TEXT,
        journal_no TEXT,
        journal_date TEXT,
        mutation_types TEXT,
        language TEXT,
        text TEXT
      );
      CREATE INDEX publications_company ON publications (company_id, sogc_date, id);

      -- Search structures, rebuilt from the tables above by buildSearchIndexes().
      CREATE TABLE company_name_keys (
        name_key TEXT NOT NULL, search_rank INTEGER NOT NULL, company_id INTEGER NOT NULL,
        PRIMARY KEY (name_key, search_rank, company_id)
      ) WITHOUT ROWID;
      CREATE VIRTUAL TABLE company_fts USING fts5(
        names, content = '', columnsize = 0, detail = none, prefix = '2 3 4 5 6',
        tokenize = 'unicode61 remove_diacritics 2'
      );
      CREATE TABLE person_name_keys (
        name_key TEXT NOT NULL, person_id INTEGER NOT NULL,
        PRIMARY KEY (name_key, person_id)
      ) WITHOUT ROWID;
      CREATE VIRTUAL TABLE person_fts USING fts5(
        names, content = '', columnsize = 0, detail = none, prefix = '2 3 4 5 6',
        tokenize = 'unicode61 remove_diacritics 2'
      );
    `,
  },
  {
    version: 2,
    description: "import bookkeeping: company and publication keys, replay input, id sequences, redaction list",
    sql: `
      -- Every identifier under which an import has seen a company (ehra:<EHRA-ID>, uid:<9 digits>, chid:CH<11 digits>)
      -- and the company id it resolved to. Rows are never deleted: an id once given is never given to another company.
      CREATE TABLE import_company_keys (key TEXT PRIMARY KEY, company_id INTEGER NOT NULL) WITHOUT ROWID;
      CREATE INDEX import_company_keys_company ON import_company_keys (company_id);

      -- Each publication's source key (sogc:<publication number>, zefix-tsv:<id>, ...) and its id; never deleted.
      CREATE TABLE import_publication_keys (key TEXT PRIMARY KEY, publication_id INTEGER NOT NULL UNIQUE) WITHOUT ROWID;

      -- What each publication states about its company (JSON: status change, company before and after), with the
      -- format it came in (a richer format's facts are never replaced by a poorer one's). The replay's input.
      CREATE TABLE import_publication_facts (publication_id INTEGER PRIMARY KEY, format TEXT NOT NULL, facts TEXT NOT NULL);

      -- The register's latest known state of a company (Zefix), merged over every snapshot imported.
      CREATE TABLE import_snapshots (company_id INTEGER PRIMARY KEY, format TEXT NOT NULL, as_of TEXT, facts TEXT NOT NULL);

      -- The publication that last mentioned a person: the latest mention sets residence and nationality.
      CREATE TABLE import_person_mentions (person_id INTEGER PRIMARY KEY, seen_on TEXT NOT NULL, publication_id INTEGER NOT NULL);

      -- The operator's redaction list: identity keys (last|first|origin), names (last|first, any origin), person ids.
      CREATE TABLE import_redactions (
        kind TEXT NOT NULL CHECK (kind IN ('identity', 'name', 'person')), value TEXT NOT NULL,
        PRIMARY KEY (kind, value)
      ) WITHOUT ROWID;

      -- Next ids that must never be reused: company (assigned without an EHRA-ID), person, mandate, publication.
      CREATE TABLE import_sequences (name TEXT PRIMARY KEY, next INTEGER NOT NULL) WITHOUT ROWID;

      -- Progress of the daily syncs (last day imported per source).
      CREATE TABLE import_state (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
    `,
  },
  {
    version: 3,
    description: "search filters in the search structures, one-character prefix indexes, long search terms",
    sql: `
      -- The filter terms (src/store/sqlite/facets.ts) start with '_', which the tokenizer keeps inside a term and which
      -- no searched word contains, so a user's word never matches one. A one-character prefix index serves initials
      -- ("Hans M"). Both indexes are refilled by buildSearchIndexes().
      DROP TABLE company_fts;
      CREATE VIRTUAL TABLE company_fts USING fts5(
        names, content = '', columnsize = 0, detail = none, prefix = '1 2 3 4 5 6',
        tokenize = "unicode61 remove_diacritics 2 tokenchars '_'"
      );
      DROP TABLE person_fts;
      CREATE VIRTUAL TABLE person_fts USING fts5(
        names, content = '', columnsize = 0, detail = none, prefix = '1 2 3 4 5 6',
        tokenize = 'unicode61 remove_diacritics 2'
      );
      -- The indexed terms longer than the longest prefix index (6), per index ('company', 'person'): a search word
      -- longer than that is looked up here and queried as its few complete terms, which FTS5 reads lazily, instead
      -- of as a prefix, whose matches FTS5 would first merge in full (15 ms for "liquidation" at full scale).
      CREATE TABLE search_terms (scope TEXT NOT NULL, term TEXT NOT NULL, PRIMARY KEY (scope, term)) WITHOUT ROWID;
      -- The name keys carry the filterable columns, so that a filtered exact or name-prefix lookup reads only this
      -- B-tree (a join to companies read a page per candidate: 10-20 ms for a short prefix at full scale).
      DROP TABLE company_name_keys;
      CREATE TABLE company_name_keys (
        name_key TEXT NOT NULL, search_rank INTEGER NOT NULL, company_id INTEGER NOT NULL,
        canton TEXT, status TEXT NOT NULL, legal_form TEXT,
        PRIMARY KEY (name_key, search_rank, company_id)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 4,
    description: "AI-search index: names, purpose texts (stemmed) and filter terms per company",
    sql: `
      -- Filled by buildAiSearchIndex() (src/store/sqlite/ai-search-index.ts); rowid = companies.search_rank.
      -- detail = column: bm25() weighs names above purposes; no positions are needed (phrases are matched by the engine).
      CREATE VIRTUAL TABLE company_ai_fts USING fts5(
        names, purpose, facets, content = '', detail = column,
        tokenize = "unicode61 remove_diacritics 0 tokenchars '_'"
      );
    `,
  },
  {
    version: 5,
    description: "one full-text row per company name (matches stay within one name), name fields in the name keys, name-word vocabulary for suggestions",
    sql: `
      -- One row per name (current, translation, previous) with the company's filter terms, so that all of a query's
      -- words must match within one name. rowid = field * 2^40 + search_rank * 16 + position (src/store/sqlite/name-rows.ts):
      -- in rowid order every current-name match comes before every translation match, and those before previous names.
      CREATE VIRTUAL TABLE company_name_fts USING fts5(
        names, content = '', columnsize = 0, detail = none, prefix = '1 2 3 4 5 6',
        tokenize = "unicode61 remove_diacritics 2 tokenchars '_'"
      );
      -- field: 0 current name, 1 translation, 2 previous name (the same order as company_name_fts).
      DROP TABLE company_name_keys;
      CREATE TABLE company_name_keys (
        name_key TEXT NOT NULL, search_rank INTEGER NOT NULL, company_id INTEGER NOT NULL,
        canton TEXT, status TEXT NOT NULL, legal_form TEXT, field INTEGER NOT NULL,
        PRIMARY KEY (name_key, search_rank, company_id)
      ) WITHOUT ROWID;
      -- Every folded word of company names and of person names with how many names hold it ("did you mean"), and a
      -- trigram index over them to find the words closest to a misspelled one.
      CREATE TABLE name_words (
        scope TEXT NOT NULL CHECK (scope IN ('company', 'person')), word TEXT NOT NULL, names INTEGER NOT NULL,
        PRIMARY KEY (scope, word)
      ) WITHOUT ROWID;
      -- padded: the word with a space on each side, so that its first and last letters make trigrams of their own.
      CREATE VIRTUAL TABLE name_word_trigrams USING fts5(padded, word UNINDEXED, scope UNINDEXED, tokenize = 'trigram');
    `,
  },
  {
    version: 6,
    description: "keyed API: persons by residence, mandates by role, companies by register date",
    sql: `
      -- The keyed people search filters by residence and by the role of a mandate, the keyed company search by a
      -- register-date range; without these each read every person, mandate or company (1-14 s at full scale). No
      -- public read filters on these columns, so the planner's choices for the public reads stay as they were.
      CREATE INDEX persons_residence ON persons (residence);
      CREATE INDEX mandates_role ON mandates (role, person_id);
      CREATE INDEX companies_register_date ON companies (register_date);
    `,
  },
  {
    version: 7,
    description: "finished detail answers: one compressed company and person answer each, written at build time; hidden persons indexed",
    sql: `
      -- The register is immutable per file, so the public detail of every company and person is assembled once when
      -- the file is built (src/runtime/detail-answers.ts) rather than from six reads per request: one row each, the
      -- answer's JSON deflated, with its links relative to a placeholder base URL (src/backend/detail-answers.ts).
      -- No row for a person the register ordered hidden: such a person has no public detail.
      CREATE TABLE company_answers (company_id INTEGER PRIMARY KEY, answer BLOB NOT NULL);
      CREATE TABLE person_answers (person_id INTEGER PRIMARY KEY, answer BLOB NOT NULL);
      -- The few persons the register ordered hidden, without reading every person or mandate: AI search masks them
      -- on its first answer (at full scale a scan of every mandate, 2.8 s; 0.03-0.3 s through this index).
      CREATE INDEX persons_redacted ON persons (id) WHERE redacted = 1;
    `,
  },
  {
    version: 8,
    description: "match counts and name-row bitmaps of frequent word prefixes, filter-term bitmaps (exact totals without counting, intersections bounded by the rarest word)",
    sql: `
      -- Filled by buildPrefixCounts() (src/store/sqlite/prefix-counts.ts). Every word prefix that begins the words of
      -- at least dataset.name_prefix_counts companies (persons), with how many: a one-word search's total is then one
      -- read instead of counting its matches (10-30 ms for 'gmbh' at full scale). Rarer prefixes are absent and still
      -- counted, cheaply. by_facets (companies): pairs of little-endian uint32, a row of name_prefix_facets and the
      -- companies of that combination among the total, so that a filtered total is a sum.
      CREATE TABLE name_prefix_counts (
        scope TEXT NOT NULL CHECK (scope IN ('company', 'person')), prefix TEXT NOT NULL, total INTEGER NOT NULL, by_facets BLOB,
        PRIMARY KEY (scope, prefix)
      ) WITHOUT ROWID;
      -- The combinations of filter terms (src/store/sqlite/facets.ts) that companies carry, e.g. '_status_active _canton_zh _form_cooperative'.
      CREATE TABLE name_prefix_facets (combination INTEGER PRIMARY KEY, terms TEXT NOT NULL);
      -- Filled by buildPrefixRows() (src/store/sqlite/prefix-rows.ts): bitmaps of the name rows holding each prefix that
      -- matches at least dataset.name_prefix_rows companies, and of the companies carrying each filter term, in chunks,
      -- so that a question's rarer words are read from the full-text index and its frequent words and filters tested
      -- bit by bit instead of intersected with their long posting lists.
      CREATE TABLE name_prefix_rows (
        prefix TEXT NOT NULL, part INTEGER NOT NULL, chunk INTEGER NOT NULL, bits BLOB NOT NULL,
        PRIMARY KEY (prefix, part, chunk)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 9,
    description: "the persons holding an open mandate at an active company, and AI search's facts per company by rank, kept at build time",
    sql: `
      -- Filled by buildSearchIndexes() (src/store/sqlite/search-indexes.ts). A person's \`active\` (an open mandate at an
      -- active company) was read from their mandates and each mandate's company: random pages of a 4.9 GB file for every
      -- person in a search's page, two thirds of a cold people search's time at full scale. Now one small index read.
      CREATE TABLE active_persons (person_id INTEGER PRIMARY KEY);
      -- Filled by buildAiSearchIndex() (src/store/sqlite/ai-search-index.ts): what AI search reads of every match (its
      -- id, industry and municipality to rank, its register date to filter), by the match's rowid. Read from
      -- \`companies\` that was an index read and a row of a 637 MB table per match, half of a question's time.
      CREATE TABLE company_ai_facts (
        search_rank INTEGER PRIMARY KEY, id INTEGER NOT NULL, noga_code TEXT, municipality INTEGER, register_date TEXT
      );
    `,
  },
  {
    version: 10,
    description: "name keys by canton for filtered name-prefix lookups; search results' columns as a covering index; the unread trigram index of name words dropped; dictionaries of the finished answers",
    sql: `
      -- A name-prefix lookup under a canton reads that canton's keys with the prefix, in key order, instead of the
      -- first keys of the prefix over all cantons filtered afterwards (288 µs per one-word question with a canton at
      -- full scale, and a small canton's matches beyond the first keys were missed). Covering: the lookup reads no row.
      CREATE INDEX company_name_keys_canton ON company_name_keys (canton, name_key, search_rank, field, status, legal_form);
      -- Did-you-mean reads name_words into memory (src/store/sqlite/vocabulary.ts) since schema 9's register; this
      -- trigram index of them was still built but no longer read.
      DROP TABLE name_word_trigrams;
      -- The columns of a search result, in id order: a page's companies read from here, a tenth of a row of
      -- \`companies\` each (whose purpose texts make it 637 MB at full scale), so that far more of them stay in the page
      -- cache (20 random companies: 1.6-1.8 ms from a cold \`companies\`, 0.1-0.25 ms from this). Read INDEXED BY.
      CREATE INDEX companies_card ON companies (id, name, uid, status, legal_form, register_date, address, zip, town, canton);
      -- The dictionary each kind of finished answer is compressed against (src/backend/detail-answers.ts): 64 KB of
      -- sample answers, which halves the answers at full scale. Filled by buildDetailAnswers().
      CREATE TABLE answer_dictionaries (
        kind TEXT PRIMARY KEY CHECK (kind IN ('company', 'person')), dictionary BLOB NOT NULL
      );
    `,
  },
];

/** The schema version this code reads and writes. */
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

/** Applies every migration newer than the database's `user_version`, each in its own transaction. Returns the versions applied. */
export function migrate(db: Database.Database): number[] {
  const current = db.pragma("user_version", { simple: true }) as number;
  const applied: number[] = [];
  for (const migration of MIGRATIONS) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
    applied.push(migration.version);
  }
  return applied;
}
