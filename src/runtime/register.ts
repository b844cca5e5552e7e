/**
 * The register as the service reads it (src/runtime/service.ts builds the rest of the service on it; `mcp` over stdio
 * uses it alone): the one place that picks the store and the backend from the configuration.
 */
import type { Logger } from "pino";
import type { AiSearchModel } from "../backend/ai-search.js";
import { createModelReranker } from "../ai-search/model-reranker.js";
import { createLocalBackend } from "../backend/local.js";
import { createRemoteBackend } from "../backend/remote.js";
import { createSqliteAiSearchStore } from "../store/sqlite/ai-search-store.js";
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

/** The AI search model of the configuration, if one is configured; its failures are logged. */
function aiSearchModel(config: AiSearchModelConfig, logger: Logger): AiSearchModel | undefined {
  if (!config.AI_SEARCH_MODEL_URL) return undefined;
  return {
    reranker: createModelReranker({
      url: config.AI_SEARCH_MODEL_URL,
      apiKey: config.AI_SEARCH_MODEL_KEY,
      model: config.AI_SEARCH_MODEL_NAME,
      timeoutMs: config.AI_SEARCH_MODEL_TIMEOUT_MS,
    }),
    required: config.AI_SEARCH_MODEL_REQUIRED ?? false,
    onFailure: (error) => logger.warn({ reason: error.message }, "AI search model failed"),
  };
}

type AiSearchModelConfig = Partial<
  Pick<Config, "AI_SEARCH_MODEL_URL" | "AI_SEARCH_MODEL_KEY" | "AI_SEARCH_MODEL_NAME" | "AI_SEARCH_MODEL_REQUIRED" | "AI_SEARCH_MODEL_TIMEOUT_MS">
>;

/**
 * Opens the configured register read-only and the backend over it. A register that cannot be answered from throws
 * BackendUnavailableError naming the file and what to do.
 */
export async function openRegisterRuntime(
  config: Pick<Config, "DATABASE_PATH" | "publicBaseUrl" | "BACKEND_URL" | "BACKEND_TOKEN"> & AiSearchModelConfig,
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
    const backend = createLocalBackend(createSqliteStore(db, { registerFile }), {
      links: new Links(config.publicBaseUrl),
      aiSearch: { store: createSqliteAiSearchStore(db, { registerFile }), model: aiSearchModel(config, logger) },
    });
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

