/**
 * AI-ranked company search over a register store (src/store/ai-search-port.ts): understand the query (understand.ts),
 * narrow by the understood filters in one store query, rank the candidates by a hybrid score, explain each result.
 *
 * Score of a company (relevance, 0..1) = mean over the understood parts of how well it satisfies each:
 * hard filters (place, legal form, status, dates) 1 (every candidate passes them); an industry 1 when the company's
 * NOGA code is in the understood code's subtree, 0.6 when only its name or purpose names the industry; a city boost
 * 1 in the city, 0 elsewhere in the canton; each free-text word 1 in a name, 0.8 in the purpose, 0 otherwise.
 * Ties: the store's text relevance (over names, weighted above the purpose), then prominence (the build-time search rank: active first,
 * shorter names, id). Everything is deterministic for the same register.
 */
import type { AiSearchCandidate, AiSearchCompanyRow, AiSearchCriteria, AiSearchPlace, AiSearchStore } from "../store/ai-search-port.js";
import { loadLegalForms } from "../domain/reference.js";
import { formatUid } from "../domain/uid.js";
import { slugify } from "../domain/text.js";
import { AI_SEARCH_LIMITS } from "../domain/limits.js";
import type { CompanyStatus } from "../domain/codes.js";
import { EmptyQueryError, understandValidatedQuery, type IgnoredWord, type UnderstoodPart } from "./understand.js";
import { foldedWords, stem, wordForms, STEM_LANGUAGES } from "./text.js";
import { loadVocabulary } from "./vocabulary.js";

export { AI_SEARCH_LIMITS };
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

/** A ranked company: the contract's Company list item, with its relevance and why it matched. */
export interface AiSearchItem {
  id: number;
  name: string;
  uid: string | null;
  status: CompanyStatus;
  /** The legal form's name in the register's language of the company (`Aktiengesellschaft`, `Société anonyme`). */
  legalform: string | null;
  registerdate: string | null;
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
  /** Whether a model reordered the top of the ranking (AiSearchOptions.rerank). */
  reranked: boolean;
}

/** A candidate as a reranking model reads it: the company's id and a short text (name, seat, purpose). */
export interface RerankInput {
  id: number;
  text: string;
}

/** What an AI search may use beyond the store. */
export interface AiSearchOptions {
  /**
   * Reorders the first AI_SEARCH_LIMITS.modelTop of the local ranking: the ids best first, or null to keep the
   * local order. Called only when the page asked for starts within them.
   */
  rerank?(query: string, candidates: RerankInput[]): Promise<number[] | null>;
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

const REGISTER_LANGUAGES = ["de", "fr", "it", "en"] as const;

/** The legal form's name in the company's register language (German when the language is unknown). */
function legalFormName(code: string, language: string | null): string | null {
  const form = loadLegalForms().find((candidate) => candidate.code === code);
  if (!form) return null;
  const lang = REGISTER_LANGUAGES.find((candidate) => candidate === language) ?? "de";
  return form.names[lang];
}

/** Characters of the purpose a reranking model reads per candidate. */
const RERANK_PURPOSE_CHARS = 300;

function rerankText(row: AiSearchCompanyRow): string {
  const purpose = row.purpose ? ` — ${row.purpose.length > RERANK_PURPOSE_CHARS ? `${row.purpose.slice(0, RERANK_PURPOSE_CHARS)}…` : row.purpose}` : "";
  return `${row.name} — ${row.town ?? "?"} (${row.canton ?? "?"})${purpose}`;
}

/** `ranked` with its first `top` in the model's order: ids the model names first, the rest of the top in their order. */
function reordered<T extends { row: { id: number } }>(ranked: T[], top: number, order: readonly number[]): T[] {
  const head = ranked.slice(0, top);
  const byId = new Map(head.map((entry) => [entry.row.id, entry]));
  const first = [...new Set(order)].flatMap((id) => {
    const entry = byId.get(id);
    byId.delete(id);
    return entry ? [entry] : [];
  });
  return [...first, ...head.filter((entry) => byId.has(entry.row.id)), ...ranked.slice(top)];
}

const referenceDates = new WeakMap<AiSearchStore, string>();

/** The register's reference date: its latest registration (relative dates count from it, not from the clock). */
export async function registerReferenceDate(store: AiSearchStore): Promise<string> {
  let date = referenceDates.get(store);
  if (!date) {
    date = (await store.latestRegistration()) ?? new Date().toISOString().slice(0, 10);
    referenceDates.set(store, date);
  }
  return date;
}

interface Plan {
  criteria: AiSearchCriteria;
  industryPrefixes: string[];
  industryWords: Set<string>;
  boostMunicipalities: number[];
  textWords: string[];
}

function plan(parts: UnderstoodPart[]): Plan {
  const vocabulary = loadVocabulary();
  const places: AiSearchPlace[] = [];
  const legalForms: string[] = [];
  const statuses: CompanyStatus[] = [];
  const industryPrefixes: string[] = [];
  const industryWords = new Set<string>();
  const boostMunicipalities: number[] = [];
  const textWords: string[] = [];
  let registeredFrom: string | null = null;
  let registeredTo: string | null = null;
  for (const part of parts) {
    if (part.kind === "place") {
      const t = part.target;
      if (part.role === "boost" && t.kind === "municipality") boostMunicipalities.push(t.bfs);
      else if (t.kind === "municipality") places.push({ municipality: t.bfs });
      else if (t.kind === "canton") places.push({ canton: t.canton });
      else places.push(...t.cantons.map((canton) => ({ canton })));
    } else if (part.kind === "legal_form") legalForms.push(...part.codes);
    else if (part.kind === "status") statuses.push(...part.statuses);
    else if (part.kind === "industry") {
      industryPrefixes.push(...part.noga);
      for (const code of part.noga) for (const word of vocabulary.industryWords.get(code) ?? []) industryWords.add(word);
      // A one-word industry (`Bäckereien`) is also searched as typed; a phrase's words are not (`imprese edili`).
      if (part.words.length === 1) for (const folded of foldedWords(part.words[0])) industryWords.add(folded);
    } else if (part.kind === "registered") {
      // Two date phrases narrow each other.
      if (part.range.from && (!registeredFrom || part.range.from > registeredFrom)) registeredFrom = part.range.from;
      if (part.range.to && (!registeredTo || part.range.to < registeredTo)) registeredTo = part.range.to;
    } else if (part.kind === "text") textWords.push(part.word);
  }
  const industry = industryPrefixes.length
    ? { nogaPrefixes: industryPrefixes, wordForms: [...industryWords].flatMap(wordForms).filter((f) => f.length >= 3) }
    : null;
  const criteria = { places, legalForms, statuses, industry, textForms: textWords.flatMap(wordForms), registeredFrom, registeredTo };
  return { criteria, industryPrefixes, industryWords, boostMunicipalities, textWords };
}

/** Answers an AI search from the store; throws AiSearchInputError for a request outside the documented bounds. */
export async function aiSearch(store: AiSearchStore, request: AiSearchRequest, options: AiSearchOptions = {}): Promise<AiSearchAnswer> {
  const limit = request.limit ?? AI_SEARCH_LIMITS.defaultLimit;
  const offset = request.offset ?? 0;
  if (typeof request.query !== "string" || request.query.trim().length === 0) throw new AiSearchInputError("query", "query must not be empty");
  if (request.query.length > AI_SEARCH_LIMITS.maxQueryLength) throw new AiSearchInputError("query", `query must be at most ${AI_SEARCH_LIMITS.maxQueryLength} characters`);
  if (!Number.isInteger(limit) || limit < 1 || limit > AI_SEARCH_LIMITS.maxLimit) throw new AiSearchInputError("limit", `limit must be an integer 1..${AI_SEARCH_LIMITS.maxLimit}`);
  if (!Number.isInteger(offset) || offset < 0 || offset > AI_SEARCH_LIMITS.maxOffset) throw new AiSearchInputError("offset", `offset must be an integer 0..${AI_SEARCH_LIMITS.maxOffset}`);

  let understanding;
  try {
    understanding = understandValidatedQuery(request.query, await registerReferenceDate(store));
  } catch (error) {
    if (error instanceof EmptyQueryError) throw new AiSearchInputError("query", error.message);
    throw error;
  }
  let p = plan(understanding.parts);
  // Free-text words that nothing under the other parts contains are dropped (and reported), rather than emptying the
  // answer: "engineering offices in Bern" finds engineering offices although no purpose says "offices".
  const hasText = understanding.parts.some((part) => part.kind === "text");
  const hasOther = understanding.parts.some((part) => part.kind !== "text");
  const preference = (chosen: Plan) => ({ nogaPrefixes: chosen.industryPrefixes, municipalities: chosen.boostMunicipalities });
  let { total, candidates } = await store.candidates(p.criteria, preference(p), POOL);
  if (hasText && hasOther && total === 0) {
    const kept = understanding.parts.filter((part) => part.kind !== "text");
    const dropped = plan(kept);
    if ((await store.count(dropped.criteria)) > 0) {
      for (const part of understanding.parts) if (part.kind === "text") understanding.ignored.push({ word: part.words.join(" "), reason: "no_match" });
      understanding = { parts: kept, ignored: understanding.ignored };
      p = dropped;
      ({ total, candidates } = await store.candidates(p.criteria, preference(p), POOL));
    }
  }
  const rows = await store.companies(candidates.map((c) => c.id));
  // Every candidate is scored (the order needs it); only the page's items are explained.
  const judged = judging(understanding.parts, p);
  const scored = candidates.map((candidate: AiSearchCandidate) => {
    const row = rows.get(candidate.id)!;
    return { candidate, row, relevance: judge(row, judged, false).relevance };
  });
  scored.sort((a, b) => b.relevance - a.relevance || a.candidate.prominence - b.candidate.prominence);
  let ranked = scored;
  let reranked = false;
  if (options.rerank && offset < AI_SEARCH_LIMITS.modelTop && scored.length > 1) {
    const top = scored.slice(0, AI_SEARCH_LIMITS.modelTop);
    const order = await options.rerank(request.query, top.map(({ row }) => ({ id: row.id, text: rerankText(row) })));
    if (order) {
      ranked = reordered(scored, AI_SEARCH_LIMITS.modelTop, order);
      reranked = true;
    }
  }
  const page = ranked.slice(offset, offset + limit);
  return {
    understood: understanding.parts,
    ignored: understanding.ignored,
    total,
    offset,
    limit,
    items: page.map(({ row, relevance }) => ({
      id: row.id,
      name: row.name,
      uid: row.uid ? formatUid(row.uid) : null,
      status: row.status,
      legalform: row.legal_form ? legalFormName(row.legal_form, row.language) : null,
      registerdate: row.register_date,
      address: [row.address, [row.zip, row.town].filter(Boolean).join(" ")].filter((s) => s && s.length > 0).join(", ") || null,
      location: row.town,
      canton: row.canton,
      slug: slugify(row.name),
      relevance,
      why: judge(row, judged, true).why,
    })),
    reranked,
  };
}

/** A text's words as written and folded, split once per candidate however many parts look into it. */
interface TextWords {
  original: string[];
  folded: string[];
}

function textWords(text: string | null): TextWords {
  return text ? { original: text.match(/[\p{L}\p{N}]+/gu) ?? [], folded: foldedWords(text) } : { original: [], folded: [] };
}

/** Every form of the words (built once per query, not per candidate). */
function wantedForms(words: Iterable<string>): Set<string> {
  const wanted = new Set<string>();
  for (const word of words) for (const form of wordForms(word)) wanted.add(form);
  return wanted;
}

/**
 * Which of the wanted forms occur in a text: the text's words as written. `all` false stops at the first (ranking
 * needs only whether any does; the page's `why` lists them all).
 */
function matchedWords(wanted: Set<string>, text: TextWords, all: boolean): string[] {
  const found: string[] = [];
  const { original, folded } = text;
  for (let i = 0; i < folded.length; i++) {
    const word = folded[i];
    if (found.includes(original[i] ?? word)) continue;
    if (wanted.has(word) || STEM_LANGUAGES.some((language) => wanted.has(stem(language, word)))) {
      found.push(original[i] ?? word);
      if (!all) break;
    }
  }
  return found;
}

/** What a query's scored parts look for, prepared once for all its candidates. */
interface Judging {
  parts: UnderstoodPart[];
  plan: Plan;
  industryWanted: Set<string>;
  /** Per text part (by its index in `parts`), the forms of its word. */
  textWanted: Map<number, Set<string>>;
}

function judging(parts: UnderstoodPart[], p: Plan): Judging {
  const textWanted = new Map<number, Set<string>>();
  parts.forEach((part, i) => {
    if (part.kind === "text") textWanted.set(i, wantedForms([part.word]));
  });
  return { parts, plan: p, industryWanted: wantedForms(p.industryWords), textWanted };
}

/**
 * A candidate's relevance and, when `withWhy`, why it matched. One pass serves both, so that the ranking (scored
 * without `why` for every candidate) and the page's explanation cannot disagree; without `why` a part stops looking
 * as soon as its score is known.
 */
function judge(row: AiSearchCompanyRow, judging: Judging, withWhy: boolean): { relevance: number; why: WhyEntry[] } {
  const { parts, plan: p } = judging;
  const vocabulary = loadVocabulary();
  let names: TextWords | undefined;
  let purpose: TextWords | undefined;
  // Split on first use: a candidate scored by its NOGA code alone needs neither.
  const inNames = (wanted: Set<string>) => {
    names ??= textWords(row.other_names ? `${row.name}\n${row.other_names}` : row.name);
    return matchedWords(wanted, names, withWhy);
  };
  const inPurpose = (wanted: Set<string>) => {
    purpose ??= textWords(row.purpose);
    return matchedWords(wanted, purpose, withWhy);
  };
  const why: WhyEntry[] = [];
  let sum = 0;
  let count = 0;
  const seat = `${row.town ?? "?"} (${row.canton ?? "?"})`;
  let industryDone = false;
  parts.forEach((part, index) => {
    if (part.kind === "industry") {
      // All industries of the query are one alternative: scored once.
      if (industryDone) return;
      industryDone = true;
      const code = row.noga_code ?? "";
      const prefix = p.industryPrefixes.find((x) => code.startsWith(x));
      // In the subtree the score is 1 whatever the texts say: ranking need not read them.
      const name = prefix && !withWhy ? [] : inNames(judging.industryWanted);
      const purposeWords = prefix && !withWhy ? [] : name.length && !withWhy ? [] : inPurpose(judging.industryWanted);
      const score = prefix ? 1 : name.length || purposeWords.length ? 0.6 : 0;
      if (withWhy) {
        const matched = [
          ...(prefix ? [`NOGA ${code} in ${prefix} (${vocabulary.nogaLabels.get(prefix)?.en ?? ""})`] : []),
          ...name.map((w) => `name: ${w}`),
          ...purposeWords.map((w) => `purpose: ${w}`),
        ];
        why.push({ part: "industry", words: parts.filter((x) => x.kind === "industry").flatMap((x) => x.words), satisfied: score > 0, matched });
      }
      sum += score;
      count++;
    } else if (part.kind === "text") {
      const wanted = judging.textWanted.get(index)!;
      const name = inNames(wanted);
      const purposeWords = name.length && !withWhy ? [] : inPurpose(wanted);
      const score = name.length ? 1 : purposeWords.length ? 0.8 : 0;
      if (withWhy) {
        why.push({ part: "text", words: part.words, satisfied: score > 0, matched: [...name.map((w) => `name: ${w}`), ...purposeWords.map((w) => `purpose: ${w}`)] });
      }
      sum += score;
      count++;
    } else if (part.kind === "place" && part.role === "boost" && part.target.kind === "municipality") {
      const inCity = row.municipality === part.target.bfs;
      if (withWhy) why.push({ part: "place", words: part.words, satisfied: inCity, matched: inCity ? [`seat: ${seat}`] : [] });
      sum += inCity ? 1 : 0;
      count++;
    } else {
      // Hard filters: every candidate satisfies them.
      if (withWhy) {
        const matched =
          part.kind === "place" ? [`seat: ${seat}`]
          : part.kind === "legal_form" ? [`legal form: ${row.legal_form}`]
          : part.kind === "status" ? [`status: ${row.status}`]
          : [`registered: ${row.register_date}`];
        why.push({ part: part.kind, words: part.words, satisfied: true, matched });
      }
      sum += 1;
      count++;
    }
  });
  return { relevance: count === 0 ? 1 : Math.round((sum / count) * 1000) / 1000, why };
}
