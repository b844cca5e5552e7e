/**
 * Names every demo register holds, so that the examples of the operation schemas, docs, README and llms.txt find
 * something on any demo register (issue 13): after the simulation, the first active German-language company of a
 * fitting industry and legal form takes each name. The names are fictitious, like the rest of the demo register;
 * the gazette texts of the renamed company are rewritten with it.
 */
import type { SqliteDatabase } from "../store/sqlite/database.js";

export interface ExampleName {
  name: string;
  /** eCH-0097 legal form and NOGA code prefix the company must have. */
  legalForm: string;
  nogaPrefix: string;
}

export const EXAMPLE_NAMES: readonly ExampleName[] = [
  { name: "Immobilien Widmer AG", legalForm: "0106", nogaPrefix: "68" },
  { name: "Restaurant Sonne GmbH", legalForm: "0107", nogaPrefix: "56" },
  { name: "Bau Vogel AG", legalForm: "0106", nogaPrefix: "41" },
];

/** The examples the operation schemas and docs use, found in every demo register (test/generate/register.test.ts). */
export const EXAMPLE_QUERIES = {
  companySearch: "Immobilien Widmer",
  autocomplete: "Restaurant So",
  personSearch: "Müller",
} as const;

/** Gives the example names to fitting companies; deterministic (the first fitting id). Before the search build. */
export function assignExampleNames(db: SqliteDatabase): void {
  const taken = db.prepare("SELECT 1 FROM companies WHERE name = ?");
  const candidate = db.prepare(
    `SELECT c.id, c.name FROM companies c
     WHERE c.status = 'active' AND c.language = 'de' AND c.legal_form = ? AND c.noga_code LIKE ? || '%'
       AND NOT EXISTS (SELECT 1 FROM company_names n WHERE n.company_id = c.id)
       AND NOT EXISTS (SELECT 1 FROM persons p WHERE p.entity_type = 'legal_entity' AND p.name = c.name)
     ORDER BY c.id LIMIT 1`,
  );
  const renamed: { id: number; from: string; to: string }[] = [];
  for (const example of EXAMPLE_NAMES) {
    if (taken.get(example.name)) continue;
    const row = candidate.get(example.legalForm, example.nogaPrefix) as { id: number; name: string } | undefined;
    if (!row) continue;
    db.prepare("UPDATE companies SET name = ? WHERE id = ?").run(example.name, row.id);
    renamed.push({ id: row.id, from: row.name, to: example.name });
  }
  if (renamed.length === 0) return;
  // One pass over the publications (their company index is not built yet at this point of a build).
  const cases = renamed.map(() => "WHEN ? THEN replace(text, ?, ?)").join(" ");
  db.prepare(`UPDATE publications SET text = CASE company_id ${cases} END WHERE company_id IN (${renamed.map(() => "?").join(", ")})`).run(
    ...renamed.flatMap((r) => [r.id, r.from, r.to]),
    ...renamed.map((r) => r.id),
  );
}
