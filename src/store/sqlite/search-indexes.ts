/**
 * Builds the search structures from the register tables. Run once at the end of every build (generate or import).
 *
 * Ranking is fixed at build time (DESIGN.md section 6): every company gets a `search_rank` (active before liquidation
 * before deleted, then shorter names, then id), and that rank is the rowid of its full-text document. A query then
 * takes the first matches in rowid order instead of scoring every match.
 */
import type { CompanyStatus, LegalFormCategory } from "../../domain/codes.js";
import type { BuildProgress } from "../../domain/build-progress.js";
import { foldText, nameKey } from "../../domain/text.js";
import type { SqliteDatabase } from "./database.js";
import { buildAiSearchIndex, writeAiFacts, type AiIndexedCompany } from "./ai-search-index.js";
import { startAiIndexInWorker, type AiIndexBuild } from "./ai-search-index-parallel.js";
import { facetTerms } from "./facets.js";
import { fieldOfRowid as nameRowField, nameRowid, type NameField } from "./name-rows.js";
import { buildPrefixCounts, FacetCombinations } from "./prefix-counts.js";
import { buildPrefixRows, OtherNameRows } from "./prefix-rows.js";
import { ACTIVE_MANDATE } from "./row-shapes.js";

/** The longest prefix index of company_fts and person_fts (migration 3): longer words are expanded to terms. */
export const LONGEST_PREFIX_INDEX = 6;

/**
 * `dataset.person_index` of a register whose person index leaves redacted persons out (every build by this version);
 * the backend treats a register without it as one whose index may still hold them.
 */
export const PERSON_INDEX_WITHOUT_REDACTED = "without_redacted";

/**
 * Every company with its names, filter columns and purpose, in search rank order: the documents of the name indexes
 * and of the AI-search index.
 */
export const COMPANY_DOCUMENTS_SQL = `
  SELECT c.id, c.search_rank, c.name, c.canton, c.status, c.legal_form, f.category,
         c.municipality, c.noga_code, c.purpose, c.language,
         (SELECT json_group_array(json_array(kind, name)) FROM (
            SELECT kind, name FROM company_names WHERE company_id = c.id ORDER BY kind = 'previous', position
         )) AS other_names
  FROM companies c LEFT JOIN legal_forms f ON f.code = c.legal_form
  ORDER BY c.search_rank
`;

/** A row of COMPANY_DOCUMENTS_SQL. */
export interface CompanyDocument extends Pick<AiIndexedCompany, "municipality" | "noga_code" | "purpose" | "language"> {
  id: number;
  search_rank: number;
  name: string;
  canton: string | null;
  status: CompanyStatus;
  legal_form: string | null;
  category: LegalFormCategory | null;
  /** JSON: [kind, name] pairs. */
  other_names: string;
}

/** A company's names in the order of the name fields: its name, then translations, then previous names (by position). */
export function companyNames(document: CompanyDocument): { field: NameField; name: string }[] {
  const others = (JSON.parse(document.other_names) as ["previous" | "translation", string][]).map(
    ([kind, name]) => ({ field: kind === "previous" ? ("former_name" as const) : ("translation" as const), name }),
  );
  return [{ field: "name", name: document.name }, ...others];
}

/**
 * The name rows of a company (src/store/sqlite/name-rows.ts): each rowid with its names. One row per name; names past
 * the last position of a field share its row (no company has that many).
 */
export function nameRows(searchRank: number, names: readonly { field: NameField; name: string }[]): Map<number, string[]> {
  const rows = new Map<number, string[]>();
  const positions: Record<NameField, number> = { name: 0, translation: 0, former_name: 0 };
  for (const { field, name } of names) {
    const rowid = nameRowid(field, searchRank, positions[field]++);
    rows.set(rowid, [...(rows.get(rowid) ?? []), name]);
  }
  return rows;
}

/** From this many companies the AI-search index is written in a worker thread (below, starting it costs more). */
export const AI_INDEX_IN_WORKER_FROM = 50_000;

/** The steps of the search-index build, in order, as its progress names them (each reported when it ends). */
export const SEARCH_INDEX_STEPS = [
  "search ranks",
  "company names",
  "company name keys",
  "person names",
  "active persons",
  "optimize",
  "vocabularies",
  "kept counts",
  "kept rows",
  "AI search",
] as const;
export type SearchIndexStep = (typeof SEARCH_INDEX_STEPS)[number];

export interface BuildSearchIndexesOptions {
  /** From this many companies the AI-search index is written in a worker thread. */
  aiIndexInWorkerFrom?: number;
  /** The build's progress: phase "search indexes", 0 at the start, then each step (SEARCH_INDEX_STEPS) as it ends. */
  onProgress?: (progress: BuildProgress) => void;
}

export async function buildSearchIndexes(db: SqliteDatabase, { aiIndexInWorkerFrom = AI_INDEX_IN_WORKER_FROM, onProgress = () => {} }: BuildSearchIndexesOptions = {}): Promise<void> {
  const total = SEARCH_INDEX_STEPS.length;
  onProgress({ phase: "search indexes", done: 0, total });
  const onStep = (step: SearchIndexStep) => onProgress({ phase: "search indexes", done: SEARCH_INDEX_STEPS.indexOf(step) + 1, total, step });
  const companyCount = db.prepare("SELECT count(*) FROM companies").pluck().get() as number;
  const aiIndex = companyCount >= aiIndexInWorkerFrom ? startAiIndexInWorker(db) : null;
  try {
    writeNameIndexes(db, aiIndex, onStep);
  } catch (error) {
    await aiIndex?.cancel();
    throw error;
  }
  if (aiIndex) {
    writeAiFacts(db);
    await aiIndex.finish();
  } else {
    buildAiSearchIndex(db);
  }
  onStep("AI search");
}

/** The name indexes, their counts and vocabularies; each company is also sent to the AI-search index being written. */
function writeNameIndexes(db: SqliteDatabase, aiIndex: AiIndexBuild | null, onStep: (step: SearchIndexStep) => void): void {
  const facetCombinations = new FacetCombinations();
  const otherNameRows = new OtherNameRows();
  db.transaction(() => {
    db.exec(`
      DELETE FROM company_name_keys;
      DELETE FROM person_name_keys;
      INSERT INTO company_fts (company_fts) VALUES ('delete-all');
      INSERT INTO company_name_fts (company_name_fts) VALUES ('delete-all');
      INSERT INTO person_fts (person_fts) VALUES ('delete-all');
      UPDATE companies SET search_rank = NULL WHERE search_rank IS NOT NULL;
      DROP TABLE IF EXISTS temp.ranks;
      CREATE TEMP TABLE ranks (id INTEGER PRIMARY KEY, rank INTEGER NOT NULL);
      INSERT INTO ranks
        SELECT id, row_number() OVER (
          ORDER BY CASE status WHEN 'active' THEN 0 WHEN 'liquidation' THEN 1 ELSE 2 END, length(name), id
        )
        FROM companies;
      UPDATE companies SET search_rank = ranks.rank FROM ranks WHERE ranks.id = companies.id;
      DROP TABLE temp.ranks;
    `);
    onStep("search ranks");
    db.exec(`
      -- Name keys are collected here and inserted sorted at the end: millions of keys in random order would thrash
      -- the page cache of a full-scale build.
      DROP TABLE IF EXISTS temp.company_keys;
      DROP TABLE IF EXISTS temp.person_keys;
      CREATE TEMP TABLE company_keys (
        name_key TEXT NOT NULL, search_rank INTEGER NOT NULL, company_id INTEGER NOT NULL,
        canton TEXT, status TEXT NOT NULL, legal_form TEXT, field INTEGER NOT NULL
      );
      CREATE TEMP TABLE person_keys (name_key TEXT NOT NULL, person_id INTEGER NOT NULL);
      -- A company's translations and former names, indexed after every current name: FTS5 writes out what it holds
      -- in memory whenever a rowid is not larger than the last one written, and these rows' rowids are larger than
      -- the next company's current name's (src/store/sqlite/name-rows.ts).
      DROP TABLE IF EXISTS temp.other_name_docs;
      CREATE TEMP TABLE other_name_docs (rowid INTEGER PRIMARY KEY, names TEXT NOT NULL);
    `);

    const insertKey = db.prepare("INSERT INTO temp.company_keys VALUES (?, ?, ?, ?, ?, ?, ?)");
    const insertDoc = db.prepare("INSERT INTO company_fts (rowid, names) VALUES (?, ?)");
    const insertNameRow = db.prepare("INSERT INTO company_name_fts (rowid, names) VALUES (?, ?)");
    const insertOtherNameRow = db.prepare("INSERT INTO temp.other_name_docs (rowid, names) VALUES (?, ?)");
    const companies = db.prepare(COMPANY_DOCUMENTS_SQL);
    const FIELD_NUMBER: Record<NameField, number> = { name: 0, translation: 1, former_name: 2 };
    // '_' joins a filter term, so in names it must stay a separator, as it is in searched words.
    const indexedText = (name: string) => foldText(name).replace(/_/g, " ");
    for (const row of companies.iterate() as Iterable<CompanyDocument>) {
      const names = companyNames(row);
      if (aiIndex) {
        const { id, search_rank, purpose, language, canton, municipality, legal_form, status, noga_code } = row;
        aiIndex.add({ id, search_rank, names: names.map((n) => n.name), purpose, language, canton, municipality, legal_form, status, noga_code });
      }
      for (const { field, name } of names) {
        insertKey.run(nameKey(name), row.search_rank, row.id, row.canton, row.status, row.legal_form, FIELD_NUMBER[field]);
      }
      const facets = facetTerms({ canton: row.canton, status: row.status, legalForm: row.category });
      facetCombinations.set(row.search_rank, facets);
      insertDoc.run(row.search_rank, `${indexedText(names.map((n) => n.name).join("\n"))}\n${facets}`);
      for (const [rowid, own] of nameRows(row.search_rank, names)) {
        const document = `${own.map(indexedText).join("\n")}\n${facets}`;
        if (nameRowField(rowid) === "name") insertNameRow.run(rowid, document);
        else {
          insertOtherNameRow.run(rowid, document);
          otherNameRows.add(rowid);
        }
      }
    }
    db.exec(`
      INSERT INTO company_name_fts (rowid, names) SELECT rowid, names FROM temp.other_name_docs ORDER BY rowid;
      DROP TABLE temp.other_name_docs;
    `);
    onStep("company names");

    db.exec(`
      INSERT OR IGNORE INTO company_name_keys SELECT * FROM temp.company_keys ORDER BY 1, 2, 3, 7;
      DROP TABLE temp.company_keys;
    `);
    onStep("company name keys");

    const insertPersonKey = db.prepare("INSERT INTO temp.person_keys VALUES (?, ?)");
    const insertPersonDoc = db.prepare("INSERT INTO person_fts (rowid, names) VALUES (?, ?)");
    // Redacted persons are not indexed: their names find nothing and count nowhere (docs/decisions.md).
    const persons = db.prepare("SELECT id, name, first_name, last_name FROM persons WHERE redacted = 0 ORDER BY id");
    for (const p of persons.iterate() as Iterable<{ id: number; name: string; first_name: string | null; last_name: string | null }>) {
      insertPersonKey.run(nameKey(p.name), p.id);
      if (p.first_name && p.last_name) insertPersonKey.run(nameKey(`${p.last_name} ${p.first_name}`), p.id);
      insertPersonDoc.run(p.id, foldText(p.name));
    }
    db.exec(`
      INSERT OR IGNORE INTO person_name_keys SELECT name_key, person_id FROM temp.person_keys ORDER BY 1, 2;
      DROP TABLE temp.person_keys;
    `);
    db.prepare("INSERT OR REPLACE INTO dataset (key, value) VALUES ('person_index', ?)").run(PERSON_INDEX_WITHOUT_REDACTED);
    onStep("person names");
    db.exec(`
      DELETE FROM active_persons;
      INSERT INTO active_persons SELECT DISTINCT m.person_id FROM mandates m JOIN companies c ON c.id = m.company_id
        WHERE ${ACTIVE_MANDATE} ORDER BY 1;
    `);
  })();
  onStep("active persons");
  db.exec(`
    INSERT INTO company_fts (company_fts) VALUES ('optimize');
    INSERT INTO company_name_fts (company_name_fts) VALUES ('optimize');
    INSERT INTO person_fts (person_fts) VALUES ('optimize');
  `);
  onStep("optimize");
  // The long terms, read from the indexes themselves so that they are exactly what the tokenizer produced.
  db.exec(`
    DELETE FROM search_terms;
    CREATE VIRTUAL TABLE temp.company_vocabulary USING fts5vocab(main, company_fts, row);
    CREATE VIRTUAL TABLE temp.person_vocabulary USING fts5vocab(main, person_fts, row);
    INSERT INTO search_terms SELECT 'company', term FROM temp.company_vocabulary WHERE length(term) > ${LONGEST_PREFIX_INDEX};
    INSERT INTO search_terms SELECT 'person', term FROM temp.person_vocabulary WHERE length(term) > ${LONGEST_PREFIX_INDEX};
    DELETE FROM name_words;
    INSERT INTO name_words SELECT 'company', term, doc FROM temp.company_vocabulary WHERE substr(term, 1, 1) <> '_';
    INSERT INTO name_words SELECT 'person', term, doc FROM temp.person_vocabulary;
    DROP TABLE temp.company_vocabulary;
    DROP TABLE temp.person_vocabulary;
  `);
  onStep("vocabularies");
  buildPrefixCounts(db, facetCombinations);
  onStep("kept counts");
  buildPrefixRows(db, facetCombinations, otherNameRows);
  onStep("kept rows");
}

/**
 * Fills the kept counts and bitmaps (migration 8) of a register whose search indexes are built, reading its companies
 * again; a build collects the same while it writes the documents. For measuring the step and for tests (thresholds).
 */
export function rebuildSearchAids(db: SqliteDatabase, thresholds: { countedFrom?: number; frequentFrom?: number } = {}): void {
  const facets = new FacetCombinations();
  const others = new OtherNameRows();
  for (const row of db.prepare(COMPANY_DOCUMENTS_SQL).iterate() as Iterable<CompanyDocument>) {
    facets.set(row.search_rank, facetTerms({ canton: row.canton, status: row.status, legalForm: row.category }));
    for (const rowid of nameRows(row.search_rank, companyNames(row)).keys()) if (nameRowField(rowid) !== "name") others.add(rowid);
  }
  buildPrefixCounts(db, facets, thresholds);
  buildPrefixRows(db, facets, others, thresholds);
}
