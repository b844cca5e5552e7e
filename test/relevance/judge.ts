/**
 * The relevance judge: grades every company of a register for a query from what the register knows (NOGA code,
 * seat, canton, legal form, status, registration date, names and purpose), never from hand-picked ids.
 * A query's `intended` constraints: grade 3 when a company satisfies all, 1 when it misses exactly one (of two or
 * more), 0 otherwise. Metrics: nDCG@10 with gain 2^grade - 1 over the ideal ranking of the whole register;
 * precision@10 = fully relevant results in the top 10 / min(10, fully relevant companies). A query marked `empty`
 * must have no fully relevant company (checked) and scores 1 only when the engine answers nothing.
 */
import type Database from "better-sqlite3";
import type { UnderstoodPart } from "../../src/ai-search/understand.js";

export interface Intended {
  canton?: string[];
  municipality?: number[];
  legal_form?: string[];
  status?: string[];
  noga?: string[];
  registered?: { from?: string; to?: string; lastYears?: number };
}

export interface RelevanceQuery {
  id: string;
  lang: "de" | "fr" | "it" | "en";
  query: string;
  intended: Intended;
  empty?: boolean;
}

export interface JudgedCompany {
  id: number;
  canton: string | null;
  municipality: number | null;
  legal_form: string | null;
  status: string;
  noga_code: string | null;
  register_date: string | null;
}

export function loadCompanies(db: Database.Database): JudgedCompany[] {
  return db.prepare("SELECT id, canton, municipality, legal_form, status, noga_code, register_date FROM companies").all() as JudgedCompany[];
}

function dateRange(intended: Intended, referenceDate: string): { from: string | null; to: string | null } | null {
  const r = intended.registered;
  if (!r) return null;
  if (r.lastYears) {
    const d = new Date(`${referenceDate}T00:00:00Z`);
    d.setUTCFullYear(d.getUTCFullYear() - r.lastYears);
    return { from: d.toISOString().slice(0, 10), to: referenceDate };
  }
  return { from: r.from ?? null, to: r.to ?? null };
}

/** The constraints of a query as predicates over a company. */
function constraints(intended: Intended, referenceDate: string): Array<(c: JudgedCompany) => boolean> {
  const out: Array<(c: JudgedCompany) => boolean> = [];
  // A municipality implies its canton: the canton is a separate constraint only when no municipality is intended,
  // or when the municipality was named by a canton's name as well (Genf: canton GE, ranked by the city).
  if (intended.canton) out.push((c) => c.canton !== null && intended.canton!.includes(c.canton));
  if (intended.municipality) out.push((c) => c.municipality !== null && intended.municipality!.includes(c.municipality));
  if (intended.legal_form) out.push((c) => c.legal_form !== null && intended.legal_form!.includes(c.legal_form));
  if (intended.status) out.push((c) => intended.status!.includes(c.status));
  if (intended.noga) out.push((c) => c.noga_code !== null && intended.noga!.some((p) => c.noga_code!.startsWith(p)));
  const range = dateRange(intended, referenceDate);
  if (range) out.push((c) => c.register_date !== null && (!range.from || c.register_date >= range.from) && (!range.to || c.register_date <= range.to));
  return out;
}

export function grades(query: RelevanceQuery, companies: JudgedCompany[], referenceDate: string): Map<number, number> {
  const checks = constraints(query.intended, referenceDate);
  const out = new Map<number, number>();
  for (const company of companies) {
    const satisfied = checks.filter((check) => check(company)).length;
    const grade = satisfied === checks.length ? 3 : checks.length >= 2 && satisfied === checks.length - 1 ? 1 : 0;
    if (grade > 0) out.set(company.id, grade);
  }
  return out;
}

const gain = (grade: number) => 2 ** grade - 1;
const dcg = (gradesInOrder: number[]) => gradesInOrder.slice(0, 10).reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);

export interface QueryScore {
  ndcg: number;
  precision: number;
  fullyRelevant: number;
}

export function score(query: RelevanceQuery, rankedIds: number[], judged: Map<number, number>): QueryScore {
  const fullyRelevant = [...judged.values()].filter((g) => g === 3).length;
  if (query.empty) {
    if (fullyRelevant > 0) throw new Error(`${query.id}: marked empty, but ${fullyRelevant} companies satisfy every constraint`);
    const ok = rankedIds.length === 0 ? 1 : 0;
    return { ndcg: ok, precision: ok, fullyRelevant };
  }
  if (fullyRelevant === 0) throw new Error(`${query.id}: no company satisfies every constraint; mark it empty or change it`);
  const ideal = dcg([...judged.values()].sort((a, b) => b - a));
  const actual = dcg(rankedIds.map((id) => judged.get(id) ?? 0));
  const top = rankedIds.slice(0, 10).filter((id) => judged.get(id) === 3).length;
  return { ndcg: ideal === 0 ? 0 : actual / ideal, precision: top / Math.min(10, fullyRelevant), fullyRelevant };
}

const sorted = <T>(values: Iterable<T>) => [...new Set(values)].map(String).sort();
const same = (a: Iterable<unknown> | undefined, b: Iterable<unknown> | undefined) => JSON.stringify(sorted(a ?? [])) === JSON.stringify(sorted(b ?? []));

/** Whether the engine understood exactly the intended filters (places, legal forms, statuses, industries, dates). */
export function understoodExactly(query: RelevanceQuery, parts: UnderstoodPart[], referenceDate: string): boolean {
  const cantons: string[] = [];
  const municipalities: number[] = [];
  const legal: string[] = [];
  const statuses: string[] = [];
  const noga: string[] = [];
  let from: string | null = null;
  let to: string | null = null;
  for (const part of parts) {
    if (part.kind === "place") {
      const t = part.target;
      if (t.kind === "municipality") municipalities.push(t.bfs);
      else if (t.kind === "canton") cantons.push(t.canton);
      else cantons.push(...t.cantons);
    } else if (part.kind === "legal_form") legal.push(...part.codes.filter((c) => c !== "0111" || query.intended.legal_form?.includes("0111")));
    else if (part.kind === "status") statuses.push(...part.statuses);
    else if (part.kind === "industry") noga.push(...part.noga);
    else if (part.kind === "registered") {
      from = part.range.from;
      to = part.range.to;
    }
  }
  const i = query.intended;
  const range = dateRange(i, referenceDate);
  return (
    same(cantons, i.canton) && same(municipalities, i.municipality) && same(legal, i.legal_form) && same(statuses, i.status) &&
    same(noga, i.noga) && (range?.from ?? null) === from && (range?.to ?? null) === to
  );
}
