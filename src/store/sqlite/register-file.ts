/**
 * Watches the register file the server has open. The server reads one file for its whole life (the answer cache
 * relies on it); a new register arrives by rename (a new file, which the server leaves alone until it restarts). A
 * file changed in place, truncated or damaged cannot be answered from: it is reported here once, and from then on the
 * server refuses to answer from it (docs/operations.md: replacing the register).
 */
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import type { Statement } from "better-sqlite3";
import type { SqliteDatabase } from "./database.js";

export type RegisterFileProblemKind = "changed" | "truncated" | "corrupt" | "unreadable";

export interface RegisterFileProblem {
  kind: RegisterFileProblemKind;
  /** For the operator's log: the path, what is wrong, what to do. */
  message: string;
}

export interface RegisterFileWatch {
  /** The problem found so far, without looking at the file (cheap enough for every request). */
  problem(): RegisterFileProblem | null;
  /** Looks at the file now (one fstat): the problem found so far or now. */
  check(): RegisterFileProblem | null;
  /** Records that SQLite found the file damaged (SQLITE_CORRUPT, SQLITE_NOTADB). */
  reportCorruption(error: Error): RegisterFileProblem;
  /** Looks at the file and reads from it (the readiness probe): the problem, or null when the store answers. */
  probe(): RegisterFileProblem | null;
  close(): void;
}

/** How often the file is looked at between requests. */
const CHECK_INTERVAL_MS = 1_000;

const REMEDY = "put an intact register in its place by rename (docs/operations.md) and restart the service";

/** The size SQLite's header gives the database, or null when the header does not vouch for it. */
function declaredSize(fd: number): number | null {
  const header = Buffer.alloc(100);
  if (readSync(fd, header, 0, 100, 0) < 100) return null;
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65_536 : rawPageSize;
  const pages = header.readUInt32BE(28);
  // The in-header page count is valid only when the change counter matches the version-valid-for number.
  if (pages === 0 || header.readUInt32BE(24) !== header.readUInt32BE(92)) return null;
  return pageSize * pages;
}

/** True for SQLite errors that mean the file itself is damaged (not busy, not locked). */
export function isCorruptionError(error: unknown): error is Error {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^SQLITE_(CORRUPT|NOTADB)/.test(code);
}

/**
 * Starts watching the register at `path` that `db` has open (open the watch right after the database, so that both
 * see the same file). `onProblem` is called once, when the first problem is found.
 */
export function watchRegisterFile(path: string, db: SqliteDatabase, onProblem: (problem: RegisterFileProblem) => void): RegisterFileWatch {
  const fd = openSync(path, "r");
  const opened = fstatSync(fd);
  const expectedSize = declaredSize(fd);
  let found: RegisterFileProblem | null = null;

  const report = (problem: RegisterFileProblem) => {
    if (found) return found;
    found = problem;
    onProblem(problem);
    return problem;
  };
  const check = () => {
    if (found) return found;
    const now = fstatSync(fd);
    if (now.size !== opened.size || now.mtimeMs !== opened.mtimeMs) {
      return report({
        kind: "changed",
        message: `the register file ${path} was changed in place while the service had it open (size ${opened.size} → ${now.size} bytes), so its answers can no longer be trusted: ${REMEDY}`,
      });
    }
    if (expectedSize !== null && now.size < expectedSize) {
      return report({ kind: "truncated", message: `the register file ${path} is truncated (${now.size} of ${expectedSize} bytes): ${REMEDY}` });
    }
    return null;
  };
  const reportCorruption = (error: Error) =>
    report({ kind: "corrupt", message: `the register file ${path} is damaged (SQLite: ${error.message}): ${REMEDY}` });
  // Reads the first and the last page of the largest table: cheap, and it goes to the file, not to the cache alone.
  const touchSql = "SELECT (SELECT id FROM companies ORDER BY id LIMIT 1), (SELECT id FROM companies ORDER BY id DESC LIMIT 1)";
  let touch: Statement<unknown[]> | undefined;
  const timer = setInterval(check, CHECK_INTERVAL_MS);
  timer.unref();

  return {
    problem: () => found,
    check,
    reportCorruption,
    probe() {
      const problem = check();
      if (problem) return problem;
      try {
        touch ??= db.prepare(touchSql);
        touch.get();
        return null;
      } catch (error) {
        if (isCorruptionError(error)) return reportCorruption(error);
        return { kind: "unreadable", message: `the register file ${path} cannot be read right now (${(error as Error).message})` };
      }
    },
    close() {
      clearInterval(timer);
      closeSync(fd);
    },
  };
}
