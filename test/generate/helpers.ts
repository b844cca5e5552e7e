/** Helpers for the generator tests: temporary registers and table digests. */
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";

/** A fresh folder under the system's temporary one, named for what it holds. */
export function temporaryDirectory(label = "generate"): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), `swiss-register-${label}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * SHA-256 of every row of every ordinary table of a SQLite file (a register, a market store), in primary-key order;
 * `dataset.built_at` is left out.
 */
export function registerDigest(path: string): Record<string, string> {
  const db = new Database(path, { readonly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%' AND name NOT LIKE '%fts%' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[];
    const digests: Record<string, string> = {};
    for (const table of tables) {
      const hash = createHash("sha256");
      const where = table === "dataset" ? " WHERE key <> 'built_at'" : "";
      const columns = (db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[]).map((c) => `"${c}"`);
      for (const row of db.prepare(`SELECT * FROM "${table}"${where} ORDER BY ${columns.join(", ")}`).raw().iterate()) hash.update(JSON.stringify(row));
      digests[table] = hash.digest("hex");
    }
    return digests;
  } finally {
    db.close();
  }
}
