/** The register's `dataset` table (key → value) as the store port gives it: the same in every register store. */
import type { StoreDataset } from "./port.js";

/** The dataset facts from the table's key/value pairs; a missing count is 0. */
export function storeDatasetOf(values: ReadonlyMap<string, string>): StoreDataset {
  return {
    source: values.get("source") ?? null,
    seed: values.get("seed") ?? null,
    builtAt: values.get("built_at") ?? null,
    companies: Number(values.get("companies") ?? 0),
    persons: Number(values.get("persons") ?? 0),
    mandates: Number(values.get("mandates") ?? 0),
    publications: Number(values.get("publications") ?? 0),
  };
}
