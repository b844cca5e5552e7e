/**
 * SQLite's failures said in domain terms: an error meaning the register cannot answer now (busy, locked, unreadable,
 * damaged) becomes BackendUnavailableError here, so that no SQLite code travels above the store.
 */
import { BackendUnavailableError } from "../../domain/errors.js";
import { isCorruptionError, type RegisterFileWatch } from "./register-file.js";

/** Codes (and their extended forms, `SQLITE_IOERR_READ`) of a register that cannot be read right now. */
const UNREADABLE_CODE = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN)/;

/**
 * What a failed read means above the store. A damaged file is recorded by the register-file watch (which logs it once
 * and refuses to answer from it from then on); an error that is not the store's is returned as it is.
 */
export function translateStoreError(error: unknown, registerFile: RegisterFileWatch | undefined): unknown {
  if (error instanceof BackendUnavailableError) return error;
  if (isCorruptionError(error)) {
    const problem = registerFile?.reportCorruption(error);
    return new BackendUnavailableError(problem?.message ?? `the register is damaged (SQLite: ${error.message})`, undefined, {
      cause: error,
      reason: problem?.kind ?? "corrupt",
    });
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && UNREADABLE_CODE.test(code)) {
    return new BackendUnavailableError(`the register cannot be read right now (${(error as Error).message})`, undefined, {
      cause: error,
      reason: "unreadable",
    });
  }
  return error;
}

/**
 * Runs a read of the register: refused when the register-file watch has found the file changed or damaged, and with
 * SQLite's failures translated.
 */
export function readRegister<T>(registerFile: RegisterFileWatch | undefined, read: () => T): T {
  const problem = registerFile?.problem();
  if (problem) throw new BackendUnavailableError(problem.message, undefined, { reason: problem.kind });
  try {
    return read();
  } catch (error) {
    throw translateStoreError(error, registerFile);
  }
}

/** Codes of a store file (accounts, market) that cannot be read or written now: busy, unreadable, damaged or full. */
const UNAVAILABLE_CODE = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|CORRUPT|NOTADB|READONLY|FULL)/;

/** A side store's SQLite error (the accounts or market store, named by `store`) in domain terms. */
export function translateSideStoreError(error: unknown, store: string, retryAfter: number): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && UNAVAILABLE_CODE.test(code)) {
    return new BackendUnavailableError(`the ${store} store cannot answer: ${code}`, retryAfter, { cause: error });
  }
  return error;
}

/** A synchronous step of a side store as a promise, its SQLite errors translated. */
export function sideStoreStep<T>(store: string, retryAfter: number, step: () => T): Promise<T> {
  try {
    return Promise.resolve(step());
  } catch (error) {
    return Promise.reject(translateSideStoreError(error, store, retryAfter));
  }
}
