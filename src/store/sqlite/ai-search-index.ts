/**
 * The AI-search index (migration 4): one contentless FTS5 document per company, rowid = search_rank (so that
 * filter-only answers come in prominence order), with three columns:
 *  - names: current, previous and translated names, every word with its Snowball stems in four languages;
 *  - purpose: the purpose text, every word with its stem in the company's language;
 *  - facets: filter terms (`_c_ge` canton, `_m_6621` municipality, `_f_0106` legal form, `_s_active` status,
 *    `_n_10`, `_n_107`, `_n_1071`, ... every level of the NOGA code).
 * Stopwords are left out: the query never asks for them. src/ai-search/ reads it. A purpose that names a person the
 * register suppressed is indexed with that person masked (src/backend/redact-text.ts), so that no search can find a
 * company by a hidden name, and the store answers the purpose masked the same way. A build at scale writes it in a
 * worker thread beside the name indexes (ai-search-index-parallel.ts), with the same writer.
 */
import { loadVocabulary } from "../../ai-search/vocabulary.js";
import { personPhraseMasker, type RedactedPersonName } from "../../backend/redact-text.js";
import { foldedWords, stem, wordForms, type StemLanguage } from "../../ai-search/text.js";
import type { SqliteDatabase } from "./database.js";

export const facet = {
  canton: (code: string) => `_c_${code.toLowerCase()}`,
  municipality: (bfs: number) => `_m_${bfs}`,
  legalForm: (code: string) => `_f_${code}`,
  status: (status: string) => `_s_${status}`,
  noga: (prefix: string) => `_n_${prefix.toLowerCase()}`,
};

/** Folded words every language treats as stopwords in its own texts. */
function stopwords(): Set<string> {
  const vocabulary = loadVocabulary();
  const words = new Set<string>();
  for (const [key, entries] of vocabulary.exact) if (!key.includes(" ") && entries.every((e) => e.kind === "stopword")) words.add(key);
  return words;
}

export function nameTerms(names: readonly string[], skip: Set<string>): string {
  const terms = new Set<string>();
  for (const name of names) for (const word of foldedWords(name)) if (!skip.has(word)) for (const form of wordForms(word)) terms.add(form);
  return [...terms].join(" ");
}

export function purposeTerms(purpose: string | null, language: string | null, skip: Set<string>): string {
  if (!purpose) return "";
  const lang = (["de", "fr", "it", "en"].includes(language ?? "") ? language : "de") as StemLanguage;
  const terms: string[] = [];
  for (const word of foldedWords(purpose)) {
    if (skip.has(word)) continue;
    terms.push(word);
    const stemmed = stem(lang, word);
    if (stemmed !== word) terms.push(stemmed);
  }
  return terms.join(" ");
}

/** A suppressed person holding (or having held) a mandate at a company. */
export type RedactedHolder = RedactedPersonName;

/** A company's name and its other names, as read with `group_concat(n.name, char(10)) AS other_names`. */
export function allNames(company: { name: string; other_names: string | null }): string[] {
  return company.other_names ? [company.name, ...company.other_names.split("\n")] : [company.name];
}

/** A company's purpose with its suppressed mandate holders masked; its own names (public records) stay. */
export function maskedPurpose(purpose: string | null, companyNames: readonly string[], holders: readonly RedactedHolder[]): string | null {
  if (!purpose || holders.length === 0) return purpose;
  return personPhraseMasker(holders, companyNames)(purpose);
}

/** The suppressed mandate holders of every company that has any (few: read once per open register). */
export function redactedHoldersByCompany(db: SqliteDatabase): Map<number, RedactedHolder[]> {
  const byCompany = new Map<number, RedactedHolder[]>();
  const rows = db
    .prepare("SELECT m.company_id, p.name, p.first_name, p.last_name FROM mandates m JOIN persons p ON p.id = m.person_id WHERE p.redacted = 1")
    .all() as (RedactedHolder & { company_id: number })[];
  for (const { company_id, ...holder } of rows) byCompany.set(company_id, [...(byCompany.get(company_id) ?? []), holder]);
  return byCompany;
}

/** What the AI-search index is written from, per company: its names, its purpose (already masked), its filters. */
export interface AiIndexedCompany {
  search_rank: number;
  names: readonly string[];
  purpose: string | null;
  language: string | null;
  canton: string | null;
  municipality: number | null;
  legal_form: string | null;
  status: string;
  noga_code: string | null;
}

function facetTerms(company: AiIndexedCompany): string {
  const facets = [facet.status(company.status)];
  if (company.canton) facets.push(facet.canton(company.canton));
  if (company.municipality !== null) facets.push(facet.municipality(company.municipality));
  if (company.legal_form) facets.push(facet.legalForm(company.legal_form));
  if (company.noga_code) for (let length = 2; length <= company.noga_code.length; length++) facets.push(facet.noga(company.noga_code.slice(0, length)));
  return facets.join(" ");
}

/** Writes companies into a database's company_ai_fts, one document each. */
export function aiIndexWriter(db: SqliteDatabase): (company: AiIndexedCompany) => void {
  const skip = stopwords();
  const insert = db.prepare("INSERT INTO company_ai_fts (rowid, names, purpose, facets) VALUES (?, ?, ?, ?)");
  return (company) => {
    insert.run(company.search_rank, nameTerms(company.names, skip), purposeTerms(company.purpose, company.language, skip), facetTerms(company));
  };
}

/** The facts AI search reads of every match, in search rank order (migration 9). */
export function writeAiFacts(db: SqliteDatabase): void {
  db.exec(`
    DELETE FROM company_ai_facts;
    INSERT INTO company_ai_facts SELECT search_rank, id, noga_code, municipality, register_date FROM companies ORDER BY search_rank;
  `);
}

/** Builds the AI-search index of a register whose search ranks are set, in this thread. */
export function buildAiSearchIndex(db: SqliteDatabase): { seconds: number } {
  const started = performance.now();
  const redacted = redactedHoldersByCompany(db);
  db.transaction(() => {
    db.exec("INSERT INTO company_ai_fts (company_ai_fts) VALUES ('delete-all')");
    writeAiFacts(db);
    const write = aiIndexWriter(db);
    const companies = db.prepare(`
      SELECT c.id, c.search_rank, c.name, c.canton, c.municipality, c.legal_form, c.status, c.noga_code, c.purpose, c.language,
             (SELECT group_concat(n.name, char(10)) FROM company_names n WHERE n.company_id = c.id) AS other_names
      FROM companies c ORDER BY c.search_rank
    `);
    type Row = Omit<AiIndexedCompany, "names"> & { id: number; name: string; other_names: string | null };
    for (const row of companies.iterate() as Iterable<Row>) {
      const names = allNames(row);
      write({ ...row, names, purpose: maskedPurpose(row.purpose, names, redacted.get(row.id) ?? []) });
    }
  })();
  db.exec("INSERT INTO company_ai_fts (company_ai_fts) VALUES ('optimize')");
  return { seconds: (performance.now() - started) / 1000 };
}
