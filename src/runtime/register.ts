/**
 * The register as the service reads it (src/runtime/service.ts builds the rest of the service on it; `mcp` over stdio
 * uses it alone): the one place that picks the store and the backend from the configuration.
 */
import type { Logger } from "pino";
import { createLocalBackend } from "../backend/local.js";
import type { RegisterBackend } from "../backend/port.js";
import { registerLocation, type Config } from "../config.js";
import { BackendUnavailableError } from "../domain/errors.js";
import { Links } from "../domain/links.js";
import { openForReading } from "../store/sqlite/database.js";
import { watchRegisterFile, type RegisterFileWatch } from "../store/sqlite/register-file.js";
import { createSqliteStore } from "../store/sqlite/store.js";
import { openPostgresRegisterStore } from "../store/postgres/register-store.js";
import { displayUrl } from "../store/postgres/load-register.js";

/** The register as the service reads it: the backend, and what identifies the data it answers from. */
export interface RegisterRuntime {
  backend: RegisterBackend;
  /** The watch over the register file (SQLite): refuses answers from a file changed, truncated or damaged in use. */
  registerFile?: RegisterFileWatch;
  /** A register without a file (PostgreSQL): reads from it now; null when it answers (readiness). */
  registerProbe?: () => Promise<BackendUnavailableError | null>;
  close(): Promise<void>;
}

/**
 * Opens the configured register read-only (PostgreSQL when DATABASE_URL is set, else the SQLite file) and the backend over it. A register that cannot be answered from throws
 * BackendUnavailableError naming the file and what to do.
 */
export async function openRegisterRuntime(config: Pick<Config, "DATABASE_PATH" | "DATABASE_URL" | "publicBaseUrl">, logger: Logger): Promise<RegisterRuntime> {
  const location = registerLocation(config);
  if (location.kind === "postgres") {
    // The generation live when the store opens is served until a restart (docs/postgres.md).
    const store = await openPostgresRegisterStore(location.url);
    const backend = createLocalBackend(store, { links: new Links(config.publicBaseUrl) });
    return { backend, registerProbe: () => store.probe(), close: () => backend.close() };
  }
  const db = openForReading(config.DATABASE_PATH);
  const registerFile = watchRegisterFile(config.DATABASE_PATH, db, (problem) =>
    logger.error({ database: config.DATABASE_PATH, problem: problem.kind }, problem.message),
  );
  try {
    const problem = registerFile.probe();
    if (problem) throw new BackendUnavailableError(problem.message, undefined, { reason: problem.kind });
    const backend = createLocalBackend(createSqliteStore(db, { registerFile }), { links: new Links(config.publicBaseUrl) });
    return {
      backend,
      registerFile,
      async close() {
        registerFile.close();
        await backend.close();
      },
    };
  } catch (error) {
    registerFile.close();
    db.close();
    throw error;
  }
}

/** The register the configuration names, for logs: the PostgreSQL URL without its password, or the file's path. */
export function registerName(config: Pick<Config, "DATABASE_PATH" | "DATABASE_URL">): string {
  const location = registerLocation(config);
  return location.kind === "postgres" ? displayUrl(location.url) : location.path;
}
