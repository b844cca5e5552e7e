/**
 * A native module built for another Node.js than the one running (better-sqlite3 installed with one Node, started by
 * an MCP client with another) fails with "Module did not self-register" or a NODE_MODULE_VERSION mismatch, which MCP
 * clients show only as "Connection closed". This turns that failure into one line saying what to run.
 */
import { fileURLToPath } from "node:url";
import { dirname, resolve } from "node:path";

const MISMATCH = /NODE_MODULE_VERSION|did not self-register|was compiled against a different Node\.js version|invalid ELF header|better_sqlite3\.node/i;

/** The one-line explanation for a native-module mismatch, or null for any other error. */
export function nativeModuleMismatch(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  if (!MISMATCH.test(message)) return null;
  // dist/cli/native-module.js (or src/cli/…) → the package's folder.
  const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
  return (
    `swiss-register: better-sqlite3 was built for another Node.js version than this one (${process.version}, ` +
    `${process.execPath}); run \`npm rebuild better-sqlite3\` in ${packageDir} with this same node, then start again`
  );
}
