/**
 * The register as the service reads it (src/runtime/service.ts builds the rest of the service on it; `mcp` over stdio
 * uses it alone): the one place that picks the store and the backend from the configuration.
 */
import type { Logger } from "pino";
import { createLocalBackend } from "../backend/local.js";
import { createRemoteBackend } from "../backend/remote.js";
import type { RegisterBackend } from "../backend/port.js";
import type { Config } from "../config.js";
import { BackendUnavailableError } from "../domain/errors.js";
import { Links } from "../domain/links.js";
import { openForReading } from "../store/sqlite/database.js";
import { watchRegisterFile, type RegisterFileWatch } from "../store/sqlite/register-file.js";
import { createSqliteStore } from "../store/sqlite/store.js";

/** The register as the service reads it: the backend, and what identifies the data it answers from. */
export interface RegisterRuntime {
  backend: RegisterBackend;
  /** The watch over the register file (SQLite): refuses answers from a file changed, truncated or damaged in use. */
  registerFile?: RegisterFileWatch;
  close(): Promise<void>;
}

/**
 * Opens the configured register read-only and the backend over it. A register that cannot be answered from throws
 * BackendUnavailableError naming the file and what to do.
 */
export async function openRegisterRuntime(
  config: Pick<Config, "DATABASE_PATH" | "publicBaseUrl" | "BACKEND_URL" | "BACKEND_TOKEN">,
  logger: Logger,
): Promise<RegisterRuntime> {
  // Another instance holds the register: this one answers through it (docs/deploy.md, remote backend).
  if (config.BACKEND_URL && config.BACKEND_TOKEN) {
    const backend = createRemoteBackend({ url: config.BACKEND_URL, token: config.BACKEND_TOKEN });
    return { backend, close: () => backend.close() };
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

