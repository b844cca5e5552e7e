/**
 * The register as the service reads it (src/runtime/service.ts builds the rest of the service on it; `mcp` over stdio
 * uses it alone): the one place that picks the store and the backend from the configuration.
 */
import type { Logger } from "pino";
import type { AiSearchModel } from "../backend/ai-search.js";
import { createLocalBackend } from "../backend/local.js";
import { createSqliteAiSearchStore } from "../store/sqlite/ai-search-store.js";
import type { RegisterBackend } from "../backend/port.js";
import { registerLocation, type Config } from "../config.js";
import { BackendUnavailableError } from "../domain/errors.js";
import { Links } from "../domain/links.js";
import { existsSync } from "node:fs";
import type { AiSearchStore } from "../store/ai-search-port.js";
import type { RegisterStore } from "../store/port.js";
import { openForReading, type SqliteDatabase } from "../store/sqlite/database.js";
import { watchRegisterFile, type RegisterFileWatch } from "../store/sqlite/register-file.js";
import { createSqliteStore } from "../store/sqlite/store.js";
import { displayUrl } from "../store/postgres/display-url.js";

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
 * The AI search model of the configuration, if one is configured; its failures are logged. The optional parts (a
 * model, PostgreSQL, another instance) are loaded only when configured: their clients (undici, pg) cost a start
 * that uses none of them about 0.1 s.
 */
async function aiSearchModel(config: AiSearchModelConfig, logger: Logger): Promise<AiSearchModel | undefined> {
  if (!config.AI_SEARCH_MODEL_URL) return undefined;
  const { createModelReranker } = await import("../ai-search/model-reranker.js");
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
 * Opens the configured register read-only and the backend over it: another instance's (BACKEND_URL), the one loaded
 * into PostgreSQL (DATABASE_URL), else the SQLite file. A register that cannot be answered from throws
 * BackendUnavailableError naming it and what to do.
 */
export async function openRegisterRuntime(
  config: Pick<Config, "DATABASE_PATH" | "DATABASE_URL" | "publicBaseUrl" | "BACKEND_URL" | "BACKEND_TOKEN"> & AiSearchModelConfig,
  logger: Logger,
): Promise<RegisterRuntime> {
  // Another instance holds the register: this one answers through it (docs/deploy.md, remote backend).
  if (config.BACKEND_URL && config.BACKEND_TOKEN) {
    const { createRemoteBackend } = await import("../backend/remote.js");
    const backend = createRemoteBackend({ url: config.BACKEND_URL, token: config.BACKEND_TOKEN });
    return { backend, close: () => backend.close() };
  }
  const location = registerLocation(config);
  if (location.kind === "postgres") {
    // The generation live when the store opens is served until a restart (docs/postgres.md).
    const { openPostgresRegisterStore } = await import("../store/postgres/register-store.js");
    const store = await openPostgresRegisterStore(location.url);
    const beside = await aiSearchBeside(store, config.DATABASE_PATH);
    if ("reason" in beside) logger.info({ database: config.DATABASE_PATH }, `AI search is not served: ${beside.reason}`);
    const backend = createLocalBackend(store, {
      links: new Links(config.publicBaseUrl),
      aiSearch: "store" in beside ? { store: beside.store, model: await aiSearchModel(config, logger) } : undefined,
    });
    return {
      backend,
      registerProbe: () => store.probe(),
      async close() {
        await backend.close();
        if ("close" in beside) beside.close();
      },
    };
  }
  const model = await aiSearchModel(config, logger);
  const db = openForReading(config.DATABASE_PATH);
  const registerFile = watchRegisterFile(config.DATABASE_PATH, db, (problem) =>
    logger.error({ database: config.DATABASE_PATH, problem: problem.kind }, problem.message),
  );
  try {
    const problem = registerFile.probe();
    if (problem) throw new BackendUnavailableError(problem.message, undefined, { reason: problem.kind });
    const backend = createLocalBackend(createSqliteStore(db, { registerFile }), {
      links: new Links(config.publicBaseUrl),
      aiSearch: { store: createSqliteAiSearchStore(db, { registerFile }), model },
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

/** The register the configuration names, for logs: the PostgreSQL URL without its password, or the file's path. */
export function registerName(config: Pick<Config, "DATABASE_PATH" | "DATABASE_URL">): string {
  const location = registerLocation(config);
  return location.kind === "postgres" ? displayUrl(location.url) : location.path;
}

/**
 * AI search beside a register served from elsewhere (PostgreSQL): its index lives in the SQLite file at `path`, which
 * serves it when it holds the very register served (the same dataset: source, seed, build time and counts), as it does
 * when the served register was loaded from it. Otherwise none, and why (AI search then answers 503).
 */
export async function aiSearchBeside(served: RegisterStore, path: string): Promise<{ store: AiSearchStore; close(): void } | { reason: string }> {
  if (!existsSync(path)) return { reason: `no register file at ${path} to read its index from` };
  let db: SqliteDatabase;
  try {
    db = openForReading(path);
  } catch (error) {
    return { reason: (error as Error).message };
  }
  const [own, theirs] = await Promise.all([createSqliteStore(db).dataset(), served.dataset()]);
  if (JSON.stringify(own) !== JSON.stringify(theirs)) {
    db.close();
    return { reason: `the register file at ${path} is not the register served (it was built at ${own.builtAt}, the served one at ${theirs.builtAt})` };
  }
  return { store: createSqliteAiSearchStore(db), close: () => db.close() };
}
