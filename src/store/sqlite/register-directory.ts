/** The register lookups that link listings to companies (the port: RegisterDirectory in src/store/market-port.ts). */
import type { RegisterCompanyCandidate, RegisterDirectory } from "../market-port.js";
import { openForReading } from "./database.js";

/** Opens the SQLite register at `path` read-only for linking. */
export function openSqliteRegisterDirectory(path: string): RegisterDirectory {
  const db = openForReading(path);
  const bySource = db.prepare("SELECT value FROM dataset WHERE key = 'source'");
  const byUid = db.prepare("SELECT id, uid, name, town, status FROM companies WHERE uid = ? ORDER BY status = 'active' DESC, id LIMIT 1");
  // field 0: the current name (not a translation or a former name).
  const byNameKey = db.prepare(
    "SELECT c.id, c.uid, c.name, c.town, c.status FROM company_name_keys k JOIN companies c ON c.id = k.company_id WHERE k.name_key = ? AND k.field = 0 ORDER BY c.id",
  );
  return {
    source: async () => (bySource.get() as { value: string } | undefined)?.value ?? "unknown",
    companyByUid: async (uid) => (byUid.get(uid) as RegisterCompanyCandidate | undefined) ?? null,
    companiesByNameKey: async (key) => byNameKey.all(key) as RegisterCompanyCandidate[],
    close: async () => {
      db.close();
    },
  };
}
