/**
 * Fills the prefix counts and bitmaps (migration 8: src/store/sqlite/prefix-counts.ts, prefix-rows.ts) of an existing
 * register in place and says how long each took: the build steps alone, measured at full scale without a whole build.
 * (In a build, the facet combinations and other-name rows are collected while the documents are written.)
 *
 *   node --import tsx tools/bench/build-prefix-counts.ts var/bench/register-1500000-seed1.sqlite
 */
import { openForBuild } from "../../src/store/sqlite/database.js";
import { facetTerms } from "../../src/store/sqlite/facets.js";
import { fieldOfRowid } from "../../src/store/sqlite/name-rows.js";
import { buildPrefixCounts, FacetCombinations } from "../../src/store/sqlite/prefix-counts.js";
import { buildPrefixRows, OtherNameRows } from "../../src/store/sqlite/prefix-rows.js";
import { COMPANY_DOCUMENTS_SQL, companyNames, nameRows, type CompanyDocument } from "../../src/store/sqlite/search-indexes.js";

const path = process.argv[2];
if (!path) throw new Error("usage: build-prefix-counts.ts REGISTER");
const db = openForBuild(path);
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
let started = performance.now();
const facets = new FacetCombinations();
const others = new OtherNameRows();
for (const row of db.prepare(COMPANY_DOCUMENTS_SQL).iterate() as Iterable<CompanyDocument>) {
  facets.set(row.search_rank, facetTerms({ canton: row.canton, status: row.status, legalForm: row.category }));
  for (const rowid of nameRows(row.search_rank, companyNames(row)).keys()) if (fieldOfRowid(rowid) !== "name") others.add(rowid);
}
console.log(`companies read (a build does this while writing the documents): ${seconds(started)}, ${facets.terms.length} filter combinations`);
started = performance.now();
buildPrefixCounts(db, facets);
console.log(`prefix counts: ${seconds(started)}`);
started = performance.now();
buildPrefixRows(db, facets, others);
console.log(`prefix bitmaps: ${seconds(started)}`);
const size = (table: string) =>
  (db.prepare(`SELECT count(*) AS rows, sum(pgsize) AS bytes FROM dbstat WHERE name = ?`).get(table) as { bytes: number }).bytes / 2 ** 20;
for (const [table, query] of [
  ["name_prefix_counts", "SELECT scope || ' ' || count(*) FROM name_prefix_counts GROUP BY scope"],
  ["name_prefix_rows", "SELECT count(DISTINCT prefix) || ' prefixes and terms, ' || count(*) || ' chunks' FROM name_prefix_rows"],
] as const) {
  console.log(`${table}: ${(db.prepare(query).pluck().all() as string[]).join(", ")}; ${size(table).toFixed(1)} MiB`);
}
db.close();
