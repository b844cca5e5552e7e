/** Opening the SQLite store for writing (builds) and for reading (the server). */
import Database from "better-sqlite3";
import { existsSync, statSync } from "node:fs";
import { BackendUnavailableError } from "../../domain/errors.js";
import { migrate, SCHEMA_VERSION } from "./migrations.js";

export type SqliteDatabase = Database.Database;

/** Opens (creating if needed) a database for a build and brings its schema up to date. Fast, unsafe-on-crash settings:
 * builds write to a temporary file that is swapped in only when complete. */
export function openForBuild(path: string): SqliteDatabase {
  const db = new Database(path);
  db.pragma("journal_mode = OFF");
  db.pragma("synchronous = OFF");
  db.pragma("temp_store = MEMORY");
  db.pragma("cache_size = -262144");
  db.pragma("locking_mode = EXCLUSIVE");
  migrate(db);
  return db;
}

/** A register file that cannot be served (missing, unreadable, or built by another schema version). */
export class StoreUnavailableError extends BackendUnavailableError {
  override readonly name: string = "StoreUnavailableError";
}

const REBUILD_HINT = "set DATABASE_PATH to a register built by `swiss-register generate` or `swiss-register import`";

/** Opens a built database read-only for serving. Every failure is a StoreUnavailableError naming the path. */
export function openForReading(path: string): SqliteDatabase {
  if (!existsSync(path)) throw new StoreUnavailableError(`no database at ${path}`, undefined, { reason: "missing" });
  if (statSync(path).isDirectory()) throw new StoreUnavailableError(`cannot open the register at ${path}: it is a directory; ${REBUILD_HINT}`, undefined, { reason: "missing" });
  let db: SqliteDatabase | undefined;
  let version: number;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
    db.pragma("query_only = ON");
    // A bounded page cache keeps the server's memory flat at full scale (DESIGN.md section 6: RSS under 300 MB).
    db.pragma("cache_size = -32768");
    version = db.pragma("user_version", { simple: true }) as number;
  } catch (error) {
    db?.close();
    throw new StoreUnavailableError(`cannot open the register at ${path}: ${(error as Error).message}; ${REBUILD_HINT}`, undefined, { cause: error });
  }
  if (version !== SCHEMA_VERSION) {
    db.close();
    throw new StoreUnavailableError(
      `the database at ${path} has schema version ${version}, this service reads version ${SCHEMA_VERSION}; rebuild it: ` +
        "run an import (it brings the schema up to date and rebuilds the search indexes), or `swiss-register generate` for a demo register",
      undefined,
      { reason: "incompatible" },
    );
  }
  return db;
}

/** What a register file says about itself: its schema version and `dataset.source` (null when it is not a register). */
export interface RegisterStamp {
  version: number | null;
  source: string | null;
  /** When it was built or imported (ISO 8601), where it says. */
  builtAt: string | null;
}

/** Reads the stamp of the register at `path` without serving it; nulls when the file is missing or not a register. */
export function readRegisterStamp(path: string): RegisterStamp {
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      const value = (key: string) => (db.prepare("SELECT value FROM dataset WHERE key = ?").get(key) as { value: string } | undefined)?.value ?? null;
      return { version: db.pragma("user_version", { simple: true }) as number, source: value("source"), builtAt: value("built_at") };
    } finally {
      db.close();
    }
  } catch {
    return { version: null, source: null, builtAt: null };
  }
}
