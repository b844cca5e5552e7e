/**
 * The rowids of company_name_fts (migration 5): one full-text row per company name. The rowid says which company
 * (its search_rank) and which of its names, and orders the rows so that a query read in rowid order meets every
 * current-name match first (in search rank order), then translations, then previous names.
 */

/** Which name of a company matched; the JSON `matched.field` values, best first. */
export const NAME_FIELDS = ["name", "translation", "former_name"] as const;
export type NameField = (typeof NAME_FIELDS)[number];

const FIELD_BASE = 2 ** 40;
/** A company has at most this many names of one field in the index (more are joined into the last row). */
export const NAMES_PER_FIELD = 16;

export function nameRowid(field: NameField, searchRank: number, position: number): number {
  return NAME_FIELDS.indexOf(field) * FIELD_BASE + searchRank * NAMES_PER_FIELD + Math.min(position, NAMES_PER_FIELD - 1);
}

/** The search_rank of the company a row belongs to, as an SQL expression over `rowid`. */
export const SEARCH_RANK_OF_ROWID = `((rowid % ${FIELD_BASE}) / ${NAMES_PER_FIELD})`;

export function fieldOfRowid(rowid: number): NameField {
  return NAME_FIELDS[Math.floor(rowid / FIELD_BASE)];
}

/** The search_rank of the company a row belongs to. */
export function rankOfRowid(rowid: number): number {
  return Math.floor((rowid % FIELD_BASE) / NAMES_PER_FIELD);
}

/** A row's place within its field: search_rank * NAMES_PER_FIELD + position, ordered as the rowids of that field are. */
export function keyOfRowid(rowid: number): number {
  return rowid % FIELD_BASE;
}
