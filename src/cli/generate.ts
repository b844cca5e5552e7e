/** `swiss-register generate`: builds the demo register, a realistic generated Swiss commercial register. */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { generateRegister, MAX_COMPANIES, REFERENCE_DATE } from "../generate/index.js";
import { readRegisterStamp } from "../store/sqlite/database.js";
import { UsageError, type Command } from "./command.js";
import { GENERATE_MARKET_HELP, runGenerateMarket } from "./generate-market.js";
import { progressReporter } from "./progress.js";
import { databaseUrlOption, loadIntoPostgres } from "./load-postgres.js";
import { displayUrl } from "../store/postgres/display-url.js";
import { readLiveSource } from "../store/postgres/load-register.js";

const HELP = `Usage: swiss-register generate [--companies N] [--seed S] [--database PATH] [--database-url URL] [--force]
       swiss-register generate market [options]   (the demo market store: see below)

Builds the demo register: a generated, realistic Swiss commercial register (companies
with their officers, mandates and gazette notices in German, French and Italian) in a
SQLite file. The same seed always gives the same register; "today" in the generated
register is ${REFERENCE_DATE}. The file is built beside the target and swapped in when
complete, so a reader never sees a half-written register.

Options:
  --companies N     number of companies, 1..${MAX_COMPANIES.toLocaleString("en-US")} (default: DEMO_COMPANIES or 20000);
                    1500000 gives a register of Swiss scale
  --seed S          a non-negative integer (default: DEMO_SEED or 1)
  --database PATH   the register file (default: DATABASE_PATH or var/register.sqlite)
  --database-url URL  then load it into this PostgreSQL database and swap it in (default:
                    DATABASE_URL; see swiss-register load-postgres --help)
  --force           replace a register that holds imported (real) data
  -h, --help        this help

Examples:
  swiss-register generate --companies 20000 --seed 1
  swiss-register generate --companies 1500000 --seed 7 --database /data/register.sqlite
  swiss-register generate --database-url postgres://postgres@127.0.0.1:5432/register

${GENERATE_MARKET_HELP}`;

function integer(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.replace(/[_']/g, ""))) throw new UsageError(`--${name} must be an integer ${min}..${max}, got "${value}"`);
  const number = Number(value.replace(/[_']/g, ""));
  if (!Number.isSafeInteger(number) || number < min || number > max) throw new UsageError(`--${name} must be an integer ${min}..${max}, got "${value}"`);
  return number;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

export const generateCommand: Command = {
  name: "generate",
  help: HELP,
  async run(args) {
    if (args[0] === "market") return runGenerateMarket(args.slice(1));
    let values: { companies?: string; seed?: string; database?: string; "database-url"?: string; force?: boolean };
    try {
      ({ values } = parseArgs({
        args,
        options: {
          companies: { type: "string" },
          seed: { type: "string" },
          database: { type: "string" },
          "database-url": { type: "string" },
          force: { type: "boolean" },
        },
        allowPositionals: false,
        strict: true,
      }));
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
    const companies = integer("companies", values.companies, 1, MAX_COMPANIES);
    const seed = integer("seed", values.seed, 0, Number.MAX_SAFE_INTEGER);
    if (values.database !== undefined && values.database.trim() === "") throw new UsageError("--database needs a file path");

    const config = loadConfig();
    const path = values.database ?? config.DATABASE_PATH;
    const url = databaseUrlOption(values["database-url"]) ?? config.DATABASE_URL;
    if (url !== undefined && !values.force) {
      const source = await readLiveSource(url);
      if (source !== null && source !== "demo") {
        console.error(`swiss-register generate: the PostgreSQL register at ${displayUrl(url)} holds ${source} data; use --force to replace it`);
        return 1;
      }
    }
    if (existsSync(path) && !values.force) {
      const { source } = readRegisterStamp(path);
      if (source !== "demo") {
        console.error(
          `swiss-register generate: ${path} ${source === null ? "is not a register" : `holds ${source} data`}; use --force to replace it`,
        );
        return 1;
      }
    }

    const summary = await generateRegister({
      companies: companies ?? config.DEMO_COMPANIES,
      seed: seed ?? config.DEMO_SEED,
      path,
      onProgress: progressReporter(),
    });
    const count = (n: number) => n.toLocaleString("en-US");
    console.log(
      `Generated ${count(summary.companies)} companies, ${count(summary.persons)} persons, ${count(summary.mandates)} mandates ` +
        `and ${count(summary.publications)} publications in ${summary.seconds.toFixed(1)} s: ${path} (${megabytes(summary.bytes)}).`,
    );
    return url === undefined ? 0 : loadIntoPostgres(path, url);
  },
};
