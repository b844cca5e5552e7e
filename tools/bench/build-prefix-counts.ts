/**
 * Fills the prefix counts (migration 8, src/store/sqlite/prefix-counts.ts) of an existing register in place and says
 * how long it took: the build step alone, for measuring it at full scale without a whole build.
 *
 *   node --import tsx tools/bench/build-prefix-counts.ts var/bench/register-1500000-seed1.sqlite
 */
import { openForBuild } from "../../src/store/sqlite/database.js";
import { facetTerms } from "../../src/store/sqlite/facets.js";
import { buildPrefixCounts, FacetCombinations } from "../../src/store/sqlite/prefix-counts.js";
import type { CompanyStatus, LegalFormCategory } from "../../src/domain/codes.js";

const path = process.argv[2];
if (!path) throw new Error("usage: build-prefix-counts.ts REGISTER");
const db = openForBuild(path);
const started = performance.now();
const facets = new FacetCombinations();
const rows = db.prepare(
  "SELECT c.search_rank, c.canton, c.status, f.category FROM companies c LEFT JOIN legal_forms f ON f.code = c.legal_form",
);
for (const row of rows.iterate() as Iterable<{ search_rank: number; canton: string | null; status: CompanyStatus; category: LegalFormCategory | null }>) {
  facets.set(row.search_rank, facetTerms({ canton: row.canton, status: row.status, legalForm: row.category }));
}
const collected = performance.now();
buildPrefixCounts(db, facets);
const done = performance.now();
const size = db.prepare("SELECT count(*) AS rows, sum(length(prefix) + length(by_facets) + 12) AS bytes FROM name_prefix_counts").get() as { rows: number; bytes: number };
const scopes = db.prepare("SELECT scope, count(*) AS n FROM name_prefix_counts GROUP BY scope").all();
console.log(
  `facet combinations of every company: ${((collected - started) / 1000).toFixed(1)} s (${facets.terms.length} combinations); ` +
    `counts: ${((done - collected) / 1000).toFixed(1)} s; ${size.rows} prefixes (${JSON.stringify(scopes)}), about ${(size.bytes / 2 ** 20).toFixed(1)} MiB`,
);
db.close();
