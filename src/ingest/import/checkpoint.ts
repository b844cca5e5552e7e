/**
 * The checkpoint of a resumable fetch: an append-only file (`checkpoint.log` in the fetch cache) with one line per
 * completed unit of work (`day 2026-03-02`, `company 123456`, `search ZH|3|a*`). A run that is interrupted and started
 * again skips what the file lists. Fetched answers are written atomically, so a file in the cache is always whole.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export class Checkpoint {
  private readonly done: Set<string>;

  private constructor(
    readonly path: string,
    lines: string[],
  ) {
    this.done = new Set(lines);
  }

  /** Opens (creating the folder if needed) the checkpoint of a cache folder. */
  static open(cacheDir: string): Checkpoint {
    mkdirSync(cacheDir, { recursive: true });
    const path = join(cacheDir, "checkpoint.log");
    const lines = existsSync(path) ? readFileSync(path, "utf8").split("\n").filter((line) => line.length > 0) : [];
    return new Checkpoint(path, lines);
  }

  has(unit: string): boolean {
    return this.done.has(unit);
  }

  /** Records a unit as done (flushed to the file before returning). */
  mark(unit: string): void {
    if (this.done.has(unit)) return;
    appendFileSync(this.path, `${unit}\n`);
    this.done.add(unit);
  }

  get size(): number {
    return this.done.size;
  }
}

/** Writes a file whole or not at all: to a temporary name, then renamed. */
export function writeFileAtomic(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.partial-${process.pid}`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

/** Removes a fetch cache after its content has been imported. */
export function removeCache(cacheDir: string): void {
  rmSync(cacheDir, { recursive: true, force: true });
}

/** The days from `since` to `until` (YYYY-MM-DD, both included). */
export function daysBetween(since: string, until: string): string[] {
  const days: string[] = [];
  const day = new Date(`${since}T00:00:00Z`);
  const end = new Date(`${until}T00:00:00Z`);
  while (day <= end) {
    days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

/** The day after a YYYY-MM-DD day, and the day before today (UTC). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function yesterday(now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
  return date.toISOString().slice(0, 10);
}
