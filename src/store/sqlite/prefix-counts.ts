/**
 * Match counts of frequent word prefixes, kept at build time (migration 8). A one-word search matches every company
 * (person) with a word starting with it, and FTS5 counts those by reading the whole posting list: 10-30 ms for `gmbh`
 * (422,000 companies) at full scale, on every new question. The register never changes while it is served, so the
 * count of every prefix that matches many is read once at build time, from the full-text index itself (so that it is
 * exactly what FTS5 would count), and kept per combination of filter values, so that a filtered total is a sum.
 * Prefixes that match fewer than the threshold are left out: FTS5 counts those in well under 0.1 ms.
 */
import type { SqliteDatabase } from "./database.js";
import { facetGroups, type CompanyFilterValues } from "./facets.js";
import { quoted } from "./full-text.js";

/** Prefixes matching fewer names than this are counted per question (their posting lists are short). */
export const COUNTED_FROM = 64;

/** `dataset` key saying the table is filled, and from which count on (registers built before have no counts). */
export const PREFIX_COUNTS_KEY = "name_prefix_counts";

/**
 * The facet combination of every company by search rank (the rowid of company_fts), collected while its documents
 * are written: `combinations[rank]` indexes `terms`.
 */
export class FacetCombinations {
  readonly terms: string[] = [];
  private readonly index = new Map<string, number>();
  combinations = new Uint16Array(1024);
  /** One more than the highest rank set. */
  ranks = 0;

  set(rank: number, facetTerms: string): void {
    let combination = this.index.get(facetTerms);
    if (combination === undefined) {
      combination = this.terms.length;
      if (combination > 0xffff) throw new Error("more than 65,536 combinations of filter values");
      this.terms.push(facetTerms);
      this.index.set(facetTerms, combination);
    }
    if (rank >= this.combinations.length) {
      const grown = new Uint16Array(Math.max(rank + 1, this.combinations.length * 2));
      grown.set(this.combinations);
      this.combinations = grown;
    }
    this.combinations[rank] = combination;
    this.ranks = Math.max(this.ranks, rank + 1);
  }
}

/** The sum of a prefix's doc counts over the terms it begins: at least its count of distinct documents. */
function candidatePrefixes(db: SqliteDatabase, vocabulary: string, countedFrom: number): string[] {
  const bound = new Map<string, number>();
  for (const [term, docs] of db.prepare(`SELECT term, doc FROM ${vocabulary}`).raw().iterate() as Iterable<[string, number]>) {
    if (term.startsWith("_")) continue;
    let prefix = "";
    for (const char of term) {
      prefix += char;
      bound.set(prefix, (bound.get(prefix) ?? 0) + docs);
    }
  }
  return [...bound].filter(([, docs]) => docs >= countedFrom).map(([prefix]) => prefix);
}

/**
 * Fills name_prefix_counts from company_fts and person_fts (built and optimized before), and name_prefix_facets from
 * the companies' combinations. Every prefix is counted by its own FTS5 query, the one a search would run.
 */
export function buildPrefixCounts(db: SqliteDatabase, facets: FacetCombinations, { countedFrom = COUNTED_FROM } = {}): void {
  db.transaction(() => {
    db.exec(`
      DELETE FROM name_prefix_counts;
      DELETE FROM name_prefix_facets;
      CREATE VIRTUAL TABLE temp.company_prefix_vocabulary USING fts5vocab(main, company_fts, row);
      CREATE VIRTUAL TABLE temp.person_prefix_vocabulary USING fts5vocab(main, person_fts, row);
    `);
    const insertFacet = db.prepare("INSERT INTO name_prefix_facets (combination, terms) VALUES (?, ?)");
    facets.terms.forEach((terms, combination) => insertFacet.run(combination, terms));
    const insert = db.prepare("INSERT INTO name_prefix_counts (scope, prefix, total, by_facets) VALUES (?, ?, ?, ?)");

    const companyMatches = db.prepare("SELECT rowid FROM company_fts WHERE company_fts MATCH ?").pluck().raw(false);
    const perCombination = new Uint32Array(facets.terms.length);
    for (const prefix of candidatePrefixes(db, "temp.company_prefix_vocabulary", countedFrom)) {
      perCombination.fill(0);
      let total = 0;
      for (const rank of companyMatches.iterate(`${quoted(prefix)}*`) as Iterable<number>) {
        perCombination[facets.combinations[rank]]++;
        total++;
      }
      if (total < countedFrom) continue;
      const pairs: number[] = [];
      perCombination.forEach((count, combination) => {
        if (count > 0) pairs.push(combination, count);
      });
      insert.run("company", prefix, total, Buffer.from(Uint32Array.from(pairs).buffer));
    }

    const personCount = db.prepare("SELECT count(*) FROM person_fts WHERE person_fts MATCH ?").pluck();
    for (const prefix of candidatePrefixes(db, "temp.person_prefix_vocabulary", countedFrom)) {
      const total = personCount.get(`${quoted(prefix)}*`) as number;
      if (total >= countedFrom) insert.run("person", prefix, total, null);
    }
    db.exec(`
      DROP TABLE temp.company_prefix_vocabulary;
      DROP TABLE temp.person_prefix_vocabulary;
    `);
    db.prepare("INSERT OR REPLACE INTO dataset (key, value) VALUES (?, ?)").run(PREFIX_COUNTS_KEY, String(countedFrom));
  })();
}

/** Reads kept counts: undefined when a prefix is not kept (the caller counts it), or when the register has none. */
export interface PrefixCounts {
  /** Prefixes matching fewer than this are not kept (COUNTED_FROM when the register was built). */
  countedFrom: number;
  /** Companies with a word starting with `prefix` that pass the filter. */
  company(prefix: string, filter: CompanyFilterValues): number | undefined;
  /** Persons with a word starting with `prefix` (the people index's own count). */
  person(prefix: string): number | undefined;
}

/** The kept counts of a register, or null when it has none (built before migration 8, or not filled). */
export function prefixCountsOf(db: SqliteDatabase): PrefixCounts | null {
  const built = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'name_prefix_counts'").get() !== undefined;
  const countedFrom = built ? (db.prepare("SELECT value FROM dataset WHERE key = ?").pluck().get(PREFIX_COUNTS_KEY) as string | undefined) : undefined;
  if (countedFrom === undefined) return null;
  const combinations = (db.prepare("SELECT combination, terms FROM name_prefix_facets ORDER BY combination").all() as {
    combination: number;
    terms: string;
  }[]).map((row) => new Set(row.terms.split(" ")));
  const read = db.prepare("SELECT total, by_facets FROM name_prefix_counts WHERE scope = ? AND prefix = ?");
  // Without a filter the total alone: a frequent prefix's combinations are a few kilobytes.
  const readTotal = db.prepare("SELECT total FROM name_prefix_counts WHERE scope = ? AND prefix = ?").pluck();

  /** Which combinations pass a filter, by the filter's terms (cached: filters come in a few shapes). */
  const masks = new Map<string, Uint8Array>();
  function passing(filter: CompanyFilterValues): Uint8Array {
    const groups = facetGroups(filter);
    const key = groups.map((terms) => terms.join(",")).join(" ");
    let mask = masks.get(key);
    if (!mask) {
      mask = Uint8Array.from(combinations, (terms) => (groups.every((group) => group.some((term) => terms.has(term))) ? 1 : 0));
      if (masks.size >= 1_000) masks.clear();
      masks.set(key, mask);
    }
    return mask;
  }

  /**
   * Counts already read, per filter object: one search asks for the same word under the same filter three or four
   * times (its plan, its first reading, its name-prefix tier, its total), and a filtered count sums a few hundred
   * combinations each time. Unfiltered callers pass a shared constant, whose counts stay (bounded) across questions.
   */
  const readCounts = new WeakMap<CompanyFilterValues, Map<string, number | undefined>>();

  function companyCount(prefix: string, filter: CompanyFilterValues): number | undefined {
    if (filter.cantons.length === 0 && filter.statuses.length === 0 && filter.legalForms.length === 0) {
      return readTotal.get("company", prefix) as number | undefined;
    }
    const row = read.get("company", prefix) as { total: number; by_facets: Buffer } | undefined;
    if (!row) return undefined;
    const mask = passing(filter);
    const blob = row.by_facets;
    // A typed array over the driver's buffer needs it aligned; copied when it is not.
    const pairs = blob.byteOffset % 4 === 0 ? new Uint32Array(blob.buffer, blob.byteOffset, blob.byteLength / 4) : new Uint32Array(Uint8Array.from(blob).buffer);
    let total = 0;
    for (let i = 0; i < pairs.length; i += 2) if (mask[pairs[i]] === 1) total += pairs[i + 1];
    return total;
  }

  return {
    countedFrom: Number(countedFrom),
    company(prefix, filter) {
      let counts = readCounts.get(filter);
      if (!counts) {
        counts = new Map();
        readCounts.set(filter, counts);
      }
      if (counts.has(prefix)) return counts.get(prefix);
      const count = companyCount(prefix, filter);
      if (counts.size >= 1_000) counts.clear();
      counts.set(prefix, count);
      return count;
    },
    person(prefix) {
      return readTotal.get("person", prefix) as number | undefined;
    },
  };
}
