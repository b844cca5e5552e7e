/** How `npm start` runs the server (package.json), so that the bench tools measure the same process. */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface StartCommand {
  /** The Node flags (`--max-semi-space-size=4`). */
  flags: string[];
  /** The environment it sets before `node` (`MALLOC_ARENA_MAX=2`). */
  env: Record<string, string>;
}

/** The start script of the package at `root`, as flags and environment. */
export function startCommand(root: string): StartCommand {
  const start = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start;
  const words = start.split(/\s+/).filter(Boolean);
  const node = words.indexOf("node");
  const env = Object.fromEntries(
    words
      .slice(0, Math.max(node, 0))
      .map((word) => /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1], match[2]]),
  );
  return { flags: words.filter((word) => word.startsWith("--")), env };
}
