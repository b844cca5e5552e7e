/**
 * The NOGA tree as the keyed reads serve it, whatever store holds it: the list is fixed (1,790 nodes), so a store reads
 * it once and filters and searches it in memory here.
 */
import { foldText } from "../domain/text.js";
import type { NogaNodeFilter, NogaNodeRow, PageWindow, RowPage } from "./keyed-port.js";

/** A NOGA row as the stores select it (`parent_id`: the parent node's id). */
export interface NogaRecord {
  id: number;
  code: string;
  level: number;
  parent_id: number | null;
  section: string;
  label_en: string | null;
  label_de: string | null;
  label_fr: string | null;
  label_it: string | null;
}

/** The SQL both stores read the tree with, in code order (`noga` of the register). */
export const NOGA_TREE_SQL = `SELECT n.id, n.code, n.level, p.id AS parent_id, n.section, n.label_en, n.label_de, n.label_fr, n.label_it
  FROM noga n LEFT JOIN noga p ON p.code = n.parent ORDER BY n.section, n.code`;

/** A NOGA node with its folded texts, for searching: its code without dots and its four labels. */
export interface SearchableNoga {
  node: NogaNodeRow;
  code: string;
  labels: string[];
}

/** A node ready to be searched. */
export function searchableNoga(row: NogaRecord): SearchableNoga {
  const node: NogaNodeRow = {
    id: row.id,
    code: row.code,
    level: row.level,
    parent_id: row.parent_id,
    section: row.section,
    labels: { en: row.label_en, de: row.label_de, fr: row.label_fr, it: row.label_it },
  };
  const labels = [row.label_de, row.label_fr, row.label_it, row.label_en].flatMap((label) => (label ? [foldText(label)] : []));
  return { node, code: foldText(row.code), labels };
}

/** The nodes under the filter, in the tree's order: a page of them and how many there are. */
export function nogaNodesMatching(all: readonly SearchableNoga[], filter: NogaNodeFilter, page: PageWindow): RowPage<NogaNodeRow> {
  const search = filter.search?.trim() ?? "";
  const code = search.replace(/[.\s]/g, "");
  const words = search.split(/\s+/).filter(Boolean);
  const found = all.filter(({ node, code: own, labels }) => {
    if (filter.onlyRoots && node.level !== 1) return false;
    if (filter.parentId !== null && node.parent_id !== filter.parentId) return false;
    if (filter.level !== null && node.level !== filter.level) return false;
    if (filter.section !== null && node.section !== filter.section) return false;
    if (search === "") return true;
    return (code.length > 0 && own.startsWith(code)) || labels.some((label) => words.every((word) => label.includes(word)));
  });
  return { rows: found.slice(page.offset, page.offset + page.limit).map((entry) => entry.node), total: found.length };
}
