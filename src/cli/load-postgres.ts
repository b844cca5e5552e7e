/** `swiss-register load-postgres`: loads a built SQLite register into PostgreSQL and makes it the live register there. */
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { LoadError, loadPostgresRegister } from "../store/postgres/load-register.js";
import { UsageError, type Command } from "./command.js";
import { progressReporter } from "./progress.js";

const HELP = `Usage: swiss-register load-postgres [SQLITE_FILE] [--database-url URL]

Loads a register built by \`swiss-register generate\` or \`swiss-register import\` (a
SQLite file) into PostgreSQL, for a service started with DATABASE_URL. The rows go
into a new schema, which is indexed, verified (row counts) and then made the live
register in one transaction: the register served until then keeps serving, and a
load that fails or is killed leaves it untouched. A running service keeps serving the
register it opened until it is restarted (docs/postgres.md).

Arguments and options:
  SQLITE_FILE          the register to load (default: DATABASE_PATH or var/register.sqlite)
  --database-url URL   the PostgreSQL database (default: DATABASE_URL)
  -h, --help           this help

\`generate\` and \`import\` take --database-url too: they build the SQLite file, then load it.

Examples:
  swiss-register load-postgres var/register.sqlite --database-url postgres://register@db.internal/register
  DATABASE_URL=postgres://register@db.internal/register swiss-register import files ~/zefix/ --database-url "$DATABASE_URL"`;

/** The load of `path` into `url`, with progress and its one-line summary; the exit code. */
export async function loadIntoPostgres(path: string, url: string): Promise<number> {
  try {
    const summary = await loadPostgresRegister(path, url, { onProgress: progressReporter(), holdBefore: process.env.SWISS_REGISTER_LOAD_HOLD });
    const rows = (table: string) => (summary.rows[table] ?? 0).toLocaleString("en-US");
    process.stderr.write(
      `Loaded ${path} into PostgreSQL in ${summary.seconds.toFixed(1)} s: ${rows("companies")} companies, ${rows("persons")} persons, ` +
        `${rows("mandates")} mandates, ${rows("publications")} publications; schema ${summary.schema} (${(summary.bytes / 1_048_576).toFixed(1)} MB) is live` +
        `${summary.previous ? `, ${summary.previous} kept for services still reading it` : ""}.\n`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof LoadError)) throw error;
    process.stderr.write(`swiss-register load-postgres: ${error.message}\n`);
    return 1;
  }
}

/** A --database-url value: a postgres:// URL. */
export function databaseUrlOption(value: string | undefined): string | undefined {
  if (value !== undefined && !/^postgres(ql)?:\/\/./.test(value)) throw new UsageError(`--database-url must be a postgres:// URL, got "${value}"`);
  return value;
}

export const loadPostgresCommand: Command = {
  name: "load-postgres",
  help: HELP,
  async run(args) {
    let parsed;
    try {
      parsed = parseArgs({ args, options: { "database-url": { type: "string" } }, allowPositionals: true, strict: true });
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
    if (parsed.positionals.length > 1) throw new UsageError("name one register file");
    const config = loadConfig();
    const url = databaseUrlOption(parsed.values["database-url"]) ?? config.DATABASE_URL;
    if (url === undefined) throw new UsageError("name the PostgreSQL database: --database-url URL or DATABASE_URL");
    return loadIntoPostgres(parsed.positionals[0] ?? config.DATABASE_PATH, url);
  },
};
