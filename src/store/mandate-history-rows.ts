/**
 * What both register stores (SQLite, PostgreSQL) share when they read mandate histories for the keyed port: the
 * columns a query selects and how a row becomes the port's shape. One definition, so the two stores cannot drift.
 */
import type { MandateHistoryRow, MandateHolderRow, NoticeRef, RelatedCompanyRow } from "./keyed-port.js";
import type { CompanyRow } from "./port.js";

/** The mandate's columns with the notices that opened and closed it. */
export interface MandateRecord {
  mandate_id: number;
  role: string | null;
  signing_authority: string | null;
  started_on: string | null;
  ended_on: string | null;
  opened_id: number | null;
  opened_sogc_id: string | null;
  opened_date: string | null;
  closed_id: number | null;
  closed_sogc_id: string | null;
  closed_date: string | null;
}

/** The mandate holder's columns; `redacted` as the driver gives it (SQLite 0/1, PostgreSQL a boolean). */
export interface HolderRecord {
  person_id: number;
  person_name: string;
  first_name: string | null;
  last_name: string | null;
  origin: string | null;
  entity_type: MandateHolderRow["entity_type"];
  redacted: number | boolean;
  person_uid: string | null;
}

const noticeRef = (id: number | null, sogc_id: string | null, sogc_date: string | null): NoticeRef | null =>
  id === null ? null : { id, sogc_id, sogc_date };

/** A mandate row in the port's shape, without its holder. */
export const toMandate = (row: MandateRecord): Omit<MandateHistoryRow, "person"> => ({
  id: row.mandate_id,
  role: row.role,
  signing_authority: row.signing_authority,
  started_on: row.started_on,
  ended_on: row.ended_on,
  opened_by: noticeRef(row.opened_id, row.opened_sogc_id, row.opened_date),
  closed_by: noticeRef(row.closed_id, row.closed_sogc_id, row.closed_date),
});

/** A mandate's holder in the port's shape. */
export const toHolder = (row: HolderRecord): MandateHolderRow => ({
  id: row.person_id,
  name: row.person_name,
  first_name: row.first_name,
  last_name: row.last_name,
  origin: row.origin,
  entity_type: row.entity_type,
  redacted: row.redacted === true || row.redacted === 1,
  uid: row.person_uid,
});

/** A row of the related-companies query: a mandate at another company of a person who holds one at this company. */
export type SharedOfficerRecord = { related_id: number; search_rank: number; role_here: string | null; role_there: string | null } & HolderRecord;

/**
 * Groups the related-companies rows by company and keeps the `limit` companies sharing most officers (then by search
 * rank): their ids, best first, each with its shared officers; and how many companies share any.
 */
export function rankRelatedCompanies(rows: readonly SharedOfficerRecord[], limit: number) {
  const byCompany = new Map<number, { rank: number; shared: RelatedCompanyRow["shared"] }>();
  for (const row of rows) {
    let entry = byCompany.get(row.related_id);
    if (!entry) {
      entry = { rank: row.search_rank, shared: [] };
      byCompany.set(row.related_id, entry);
    }
    // A person with several mandates at the related company is one shared officer: the first mandate names the role.
    if (entry.shared.some((shared) => shared.person.id === row.person_id)) continue;
    entry.shared.push({ person: toHolder(row), role_here: row.role_here, role_there: row.role_there });
  }
  const ranked = [...byCompany].sort(([, a], [, b]) => b.shared.length - a.shared.length || a.rank - b.rank).slice(0, limit);
  return { ranked, total: byCompany.size };
}

/** The ranked related companies with their rows (a company the read did not find is left out). */
export function relatedCompaniesPage(
  related: ReturnType<typeof rankRelatedCompanies>,
  companies: ReadonlyMap<number, CompanyRow>,
): { rows: RelatedCompanyRow[]; total: number } {
  return {
    rows: related.ranked.flatMap(([id, { shared }]) => {
      const company = companies.get(id);
      return company ? [{ company, shared }] : [];
    }),
    total: related.total,
  };
}
