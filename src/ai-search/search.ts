/**
 * AI-ranked company search over the SQLite register: understand the query (understand.ts), narrow by the understood
 * filters in one FTS5 query over company_ai_fts, rank the candidates by a hybrid score, explain each result.
 *
 * Score of a company (relevance, 0..1) = mean over the understood parts of how well it satisfies each:
 * hard filters (place, legal form, status, dates) 1 (every candidate passes them); an industry 1 when the company's
 * NOGA code is in the understood code's subtree, 0.6 when only its name or purpose names the industry; a city boost
 * 1 in the city, 0 elsewhere in the canton; each free-text word 1 in a name, 0.8 in the purpose, 0 otherwise.
 * Ties: bm25 over names (weight 4) and purpose (1), then prominence (the build-time search rank: active first,
 * shorter names, id). Everything is deterministic for the same register.
 */
import type { SqliteDatabase } from "../store/sqlite/database.js";
import { facet } from "../store/sqlite/ai-search-index.js";
import { loadReferenceData } from "../domain/reference.js";
import { formatUid } from "../domain/uid.js";
import { slugify } from "../domain/text.js";
import type { CompanyStatus, LegalFormCategory } from "../domain/codes.js";
import { EmptyQueryError, understandQuery, type IgnoredWord, type UnderstoodPart } from "./understand.js";
import { foldedWords, stem, wordForms, STEM_LANGUAGES } from "./text.js";
import { loadVocabulary } from "./vocabulary.js";

export const AI_SEARCH_LIMITS = { defaultLimit: 20, maxLimit: 100, maxOffset: 500 } as const;
/** Candidates scored in full: enough for the deepest page (offset 500 + limit 100). */
const POOL = AI_SEARCH_LIMITS.maxOffset + AI_SEARCH_LIMITS.maxLimit;

export interface AiSearchRequest {
  query: string;
  limit?: number;
  offset?: number;
}

export interface WhyEntry {
  part: UnderstoodPart["kind"];
  /** The query words of the part. */
  words: string[];
  satisfied: boolean;
  /** What matched: `NOGA 107100 in 1071`, `name: Bäckerei`, `purpose: boulangerie`, `seat: Genève (GE)`. */
  matched: string[];
}

export interface AiSearchItem {
  id: number;
  name: string;
  uid: string | null;
  status: CompanyStatus;
  legal_form: LegalFormCategory | null;
  register_date: string | null;
  address: string | null;
  location: string | null;
  canton: string | null;
  slug: string;
  relevance: number;
  why: WhyEntry[];
}

export interface AiSearchAnswer {
  understood: UnderstoodPart[];
  ignored: IgnoredWord[];
  /** Companies passing the filters (the ranked list pages through the first 600 of them). */
  total: number;
  offset: number;
  limit: number;
  items: AiSearchItem[];
}

/** A request outside the documented bounds; `field` names the parameter. */
export class AiSearchInputError extends Error {
  constructor(
    readonly field: "query" | "limit" | "offset",
    message: string,
  ) {
    super(message);
  }
}

function legalFormCategory(code: string): LegalFormCategory | undefined {
  return loadReferenceData().legalForms.find((form) => form.code === code)?.category;
}

const referenceDates = new WeakMap<SqliteDatabase, string>();

/** The register's reference date: its latest registration (relative dates count from it, not from the clock). */
export function registerReferenceDate(db: SqliteDatabase): string {
  let date = referenceDates.get(db);
  if (!date) {
    const row = db.prepare("SELECT max(register_date) AS latest FROM companies").get() as { latest: string | null };
    date = row.latest ?? new Date().toISOString().slice(0, 10);
    referenceDates.set(db, date);
  }
  return date;
}

const quote = (term: string) => `"${term.replace(/"/g, '""')}"`;
const anyOf = (terms: Iterable<string>) => `(${[...new Set(terms)].sort().map(quote).join(" OR ")})`;

interface Plan {
  match: string;
  dateFrom: string | null;
  dateTo: string | null;
  industryPrefixes: string[];
  industryWords: Set<string>;
  boostMunicipalities: number[];
  textWords: string[];
}

function plan(parts: UnderstoodPart[]): Plan {
  const vocabulary = loadVocabulary();
  const groups: string[] = [];
  const placeTerms: string[] = [];
  const legal: string[] = [];
  const statuses: string[] = [];
  const industryPrefixes: string[] = [];
  const industryWords = new Set<string>();
  const boostMunicipalities: number[] = [];
  const textWords: string[] = [];
  let dateFrom: string | null = null;
  let dateTo: string | null = null;
  for (const part of parts) {
    if (part.kind === "place") {
      const t = part.target;
      if (part.role === "boost" && t.kind === "municipality") boostMunicipalities.push(t.bfs);
      else if (t.kind === "municipality") placeTerms.push(facet.municipality(t.bfs));
      else if (t.kind === "canton") placeTerms.push(facet.canton(t.canton));
      else placeTerms.push(...t.cantons.map(facet.canton));
    } else if (part.kind === "legal_form") legal.push(...part.codes.map(facet.legalForm));
    else if (part.kind === "status") statuses.push(...part.statuses.map(facet.status));
    else if (part.kind === "industry") {
      industryPrefixes.push(...part.noga);
      for (const code of part.noga) for (const word of vocabulary.industryWords.get(code) ?? []) industryWords.add(word);
      // A one-word industry (`Bäckereien`) is also searched as typed; a phrase's words are not (`imprese edili`).
      if (part.words.length === 1) for (const folded of foldedWords(part.words[0])) industryWords.add(folded);
    } else if (part.kind === "registered") {
      // Two date phrases narrow each other.
      if (part.range.from && (!dateFrom || part.range.from > dateFrom)) dateFrom = part.range.from;
      if (part.range.to && (!dateTo || part.range.to < dateTo)) dateTo = part.range.to;
    } else if (part.kind === "text") textWords.push(part.word);
  }
  if (placeTerms.length) groups.push(anyOf(placeTerms));
  if (legal.length) groups.push(anyOf(legal));
  if (statuses.length) groups.push(anyOf(statuses));
  if (industryPrefixes.length) {
    const textForms = [...industryWords].flatMap(wordForms).filter((f) => f.length >= 3);
    groups.push(anyOf([...industryPrefixes.map(facet.noga), ...textForms]));
  }
  if (textWords.length) groups.push(anyOf(textWords.flatMap(wordForms)));
  if (groups.length === 0) groups.push(anyOf(["_s_active", "_s_liquidation", "_s_deleted"]));
  return { match: groups.join(" AND "), dateFrom, dateTo, industryPrefixes, industryWords, boostMunicipalities, textWords };
}

interface CandidateRow {
  rank: number;
  id: number;
  noga_code: string | null;
  municipality: number | null;
  bm25: number;
}

interface CompanyRow {
  id: number; name: string; uid: string | null; status: CompanyStatus; legal_form: string | null; register_date: string | null;
  address: string | null; zip: string | null; town: string | null; canton: string | null; municipality: number | null;
  noga_code: string | null; purpose: string | null; language: string | null; other_names: string | null;
}

export function aiSearch(db: SqliteDatabase, request: AiSearchRequest): AiSearchAnswer {
  const limit = request.limit ?? AI_SEARCH_LIMITS.defaultLimit;
  const offset = request.offset ?? 0;
  if (typeof request.query !== "string" || request.query.trim().length === 0) throw new AiSearchInputError("query", "query must not be empty");
  if (request.query.length > 500) throw new AiSearchInputError("query", "query must be at most 500 characters");
  if (!Number.isInteger(limit) || limit < 1 || limit > AI_SEARCH_LIMITS.maxLimit) throw new AiSearchInputError("limit", `limit must be an integer 1..${AI_SEARCH_LIMITS.maxLimit}`);
  if (!Number.isInteger(offset) || offset < 0 || offset > AI_SEARCH_LIMITS.maxOffset) throw new AiSearchInputError("offset", `offset must be an integer 0..${AI_SEARCH_LIMITS.maxOffset}`);

  let understanding;
  try {
    understanding = understandQuery(request.query, registerReferenceDate(db));
  } catch (error) {
    if (error instanceof EmptyQueryError) throw new AiSearchInputError("query", error.message);
    throw error;
  }
  let p = plan(understanding.parts);
  // Free-text words that nothing under the other parts contains are dropped (and reported), rather than emptying the
  // answer: "engineering offices in Bern" finds engineering offices although no purpose says "offices".
  const hasText = understanding.parts.some((part) => part.kind === "text");
  const hasOther = understanding.parts.some((part) => part.kind !== "text");
  if (hasText && hasOther && countMatches(db, p) === 0) {
    const kept = understanding.parts.filter((part) => part.kind !== "text");
    const dropped = plan(kept);
    if (countMatches(db, dropped) > 0) {
      for (const part of understanding.parts) if (part.kind === "text") understanding.ignored.push({ word: part.words.join(" "), reason: "no_match" });
      understanding = { parts: kept, ignored: understanding.ignored };
      p = dropped;
    }
  }
  const where: string[] = ["company_ai_fts MATCH @match"];
  if (p.dateFrom) where.push("c.register_date >= @dateFrom");
  if (p.dateTo) where.push("c.register_date <= @dateTo");
  const params = { match: p.match, dateFrom: p.dateFrom, dateTo: p.dateTo };
  const from = `FROM company_ai_fts f JOIN companies c ON c.search_rank = f.rowid WHERE ${where.join(" AND ")}`;
  const total = (db.prepare(`SELECT count(*) AS n ${from}`).get(params) as { n: number }).n;

  const nogaHit = p.industryPrefixes.length
    ? `(${p.industryPrefixes.map((prefix) => `substr(coalesce(c.noga_code, ''), 1, ${prefix.length}) = '${prefix.replace(/[^0-9A-Za-z]/g, "")}'`).join(" OR ")})`
    : "0";
  const cityHit = p.boostMunicipalities.length ? `(c.municipality IN (${p.boostMunicipalities.map(Number).join(",")}))` : "0";
  const candidates = db
    .prepare(
      `SELECT f.rowid AS rank, c.id, c.noga_code, c.municipality, bm25(company_ai_fts, 4.0, 1.0, 0.0) AS bm25 ${from}
       ORDER BY ${nogaHit} + ${cityHit} DESC, bm25, f.rowid LIMIT ${POOL}`,
    )
    .all(params) as CandidateRow[];

  const rows = companyRows(db, candidates.map((c) => c.id));
  const scored = candidates.map((candidate) => {
    const row = rows.get(candidate.id)!;
    const explained = explain(row, understanding.parts, p);
    return { candidate, row, ...explained };
  });
  scored.sort((a, b) => b.relevance - a.relevance || a.candidate.bm25 - b.candidate.bm25 || a.candidate.rank - b.candidate.rank);
  const page = scored.slice(offset, offset + limit);
  return {
    understood: understanding.parts,
    ignored: understanding.ignored,
    total,
    offset,
    limit,
    items: page.map(({ row, relevance, why }) => ({
      id: row.id,
      name: row.name,
      uid: row.uid ? formatUid(row.uid) : null,
      status: row.status,
      legal_form: row.legal_form ? (legalFormCategory(row.legal_form) ?? null) : null,
      register_date: row.register_date,
      address: [row.address, [row.zip, row.town].filter(Boolean).join(" ")].filter((s) => s && s.length > 0).join(", ") || null,
      location: row.town,
      canton: row.canton,
      slug: slugify(row.name),
      relevance,
      why,
    })),
  };
}

function countMatches(db: SqliteDatabase, p: Plan): number {
  const where = ["company_ai_fts MATCH @match"];
  if (p.dateFrom) where.push("c.register_date >= @dateFrom");
  if (p.dateTo) where.push("c.register_date <= @dateTo");
  const sql = `SELECT count(*) AS n FROM company_ai_fts f JOIN companies c ON c.search_rank = f.rowid WHERE ${where.join(" AND ")}`;
  return (db.prepare(sql).get({ match: p.match, dateFrom: p.dateFrom, dateTo: p.dateTo }) as { n: number }).n;
}

function companyRows(db: SqliteDatabase, ids: number[]): Map<number, CompanyRow> {
  const rows = new Map<number, CompanyRow>();
  const statement = db.prepare(`
    SELECT c.id, c.name, c.uid, c.status, c.legal_form, c.register_date, c.address, c.zip, c.town, c.canton, c.municipality,
           c.noga_code, c.purpose, c.language,
           (SELECT group_concat(n.name, char(10)) FROM company_names n WHERE n.company_id = c.id) AS other_names
    FROM companies c WHERE c.id IN (SELECT value FROM json_each(?))
  `);
  for (let i = 0; i < ids.length; i += 500) {
    for (const row of statement.all(JSON.stringify(ids.slice(i, i + 500))) as CompanyRow[]) rows.set(row.id, row);
  }
  return rows;
}

/** Which of the words (by any of their forms) occur in a text; the text's words as written. */
function matchedWords(words: Iterable<string>, text: string | null): string[] {
  if (!text) return [];
  const wanted = new Set<string>();
  for (const word of words) for (const form of wordForms(word)) wanted.add(form);
  const found: string[] = [];
  const original = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const folded = foldedWords(text);
  folded.forEach((word, i) => {
    if (found.includes(original[i] ?? word)) return;
    if (wanted.has(word) || STEM_LANGUAGES.some((language) => wanted.has(stem(language, word)))) found.push(original[i] ?? word);
  });
  return found;
}

function explain(row: CompanyRow, parts: UnderstoodPart[], p: Plan): { relevance: number; why: WhyEntry[] } {
  const vocabulary = loadVocabulary();
  const names = row.other_names ? `${row.name}\n${row.other_names}` : row.name;
  const why: WhyEntry[] = [];
  let sum = 0;
  let count = 0;
  const seat = `${row.town ?? "?"} (${row.canton ?? "?"})`;
  let industryDone = false;
  for (const part of parts) {
    if (part.kind === "industry") {
      // All industries of the query are one alternative: scored once.
      if (industryDone) continue;
      industryDone = true;
      const code = row.noga_code ?? "";
      const prefix = p.industryPrefixes.find((x) => code.startsWith(x));
      const inName = matchedWords(p.industryWords, names);
      const inPurpose = matchedWords(p.industryWords, row.purpose);
      const matched = [
        ...(prefix ? [`NOGA ${code} in ${prefix} (${vocabulary.nogaLabels.get(prefix)?.en ?? ""})`] : []),
        ...inName.map((w) => `name: ${w}`),
        ...inPurpose.map((w) => `purpose: ${w}`),
      ];
      const score = prefix ? 1 : inName.length || inPurpose.length ? 0.6 : 0;
      why.push({ part: "industry", words: parts.filter((x) => x.kind === "industry").flatMap((x) => x.words), satisfied: score > 0, matched });
      sum += score;
      count++;
    } else if (part.kind === "text") {
      const inName = matchedWords([part.word], names);
      const inPurpose = matchedWords([part.word], row.purpose);
      const score = inName.length ? 1 : inPurpose.length ? 0.8 : 0;
      why.push({ part: "text", words: part.words, satisfied: score > 0, matched: [...inName.map((w) => `name: ${w}`), ...inPurpose.map((w) => `purpose: ${w}`)] });
      sum += score;
      count++;
    } else if (part.kind === "place" && part.role === "boost" && part.target.kind === "municipality") {
      const inCity = row.municipality === part.target.bfs;
      why.push({ part: "place", words: part.words, satisfied: inCity, matched: inCity ? [`seat: ${seat}`] : [] });
      sum += inCity ? 1 : 0;
      count++;
    } else {
      // Hard filters: every candidate satisfies them.
      const matched =
        part.kind === "place" ? [`seat: ${seat}`]
        : part.kind === "legal_form" ? [`legal form: ${row.legal_form}`]
        : part.kind === "status" ? [`status: ${row.status}`]
        : [`registered: ${row.register_date}`];
      why.push({ part: part.kind, words: part.words, satisfied: true, matched });
      sum += 1;
      count++;
    }
  }
  return { relevance: count === 0 ? 1 : Math.round((sum / count) * 1000) / 1000, why };
}
