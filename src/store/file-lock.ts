/**
 * Helpers of the writers that replace a store file whole (the register import, the market updates): a lock file that
 * keeps two writers from racing (a dead holder's lock is taken over), and an fsync of a path before a rename.
 */
import { closeSync, fsyncSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";

/** True while the process `pid` runs (EPERM: it runs, as another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The errors a lock that cannot be taken throws, in the words of its writer. */
export interface LockRefusals {
  /** Another live process holds it. */
  busy(holder: number): Error;
  /** It kept reappearing while being taken over. */
  stuck(): Error;
}

/**
 * Takes the lock file `lock` (it holds the holder's pid); returns its release. A lock left by a dead process is taken
 * over.
 */
export function acquireFileLock(lock: string, refusals: LockRefusals): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, `${process.pid}\n`, { flag: "wx" });
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(lock, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) throw refusals.busy(holder);
      rmSync(lock, { force: true });
    }
  }
  throw refusals.stuck();
}

/** Flushes a file (or a directory's entries) to disk. */
export function fsyncPath(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
