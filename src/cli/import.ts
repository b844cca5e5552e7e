/** `swiss-register import`: fills the register with real data from Zefix, the SOGC gazette or files (docs/import.md). */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { acquireImportLock, ImportError } from "../ingest/import/atomic-build.js";
import { nextDay, removeCache, yesterday } from "../ingest/import/checkpoint.js";
import type { RecordFailure } from "../ingest/import/records.js";
import { readImportState, runImport, type ImportReport, type ImportSource } from "../ingest/import/run-import.js";
import { readRedactionList, type Redaction } from "../ingest/files/redactions.js";
import { parsePersonLines } from "../ingest/person-lines/index.js";
import { SogcApiError, SogcClient } from "../ingest/sogc/client.js";
import { fetchSogcDays } from "../ingest/sogc/fetch.js";
import { ZefixApiError, ZefixClient, zefixSettingsFromEnv } from "../ingest/zefix/client.js";
import { HttpUnavailableError, type RetryInfo } from "../ingest/http/polite-client.js";
import { fetchZefixCompanies, fetchZefixDays, fetchZefixEnumeration } from "../ingest/zefix/fetch.js";
import { loadReferenceData } from "../domain/reference.js";
import { CANTON_CODES } from "../domain/codes.js";
import { UsageError, type Command } from "./command.js";
import { IMPORT_MARKET_HELP, runImportMarket } from "./import-market.js";
import { progressReporter } from "./progress.js";
import { databaseUrlOption, loadIntoPostgres } from "./load-postgres.js";

const HELP = `Usage: swiss-register import <files|zefix|sogc> [options] [PATH ...]
       swiss-register import market <ohlcv|statements|executives> FILE...   (see below)

Imports real register data into the SQLite register (DATABASE_PATH) without ever
leaving it half-written: the import works on a copy, verifies it and swaps it in.
Importing the same input again changes nothing. A running server keeps serving the
old file until it is restarted. With --database-url (or DATABASE_URL), the register is
then loaded into PostgreSQL and swapped in there the same way (docs/postgres.md).

Sources:
  files PATH ...        Zefix JSON (CompanyFull, company/uid and sogc/bydate answers),
                        SOGC notice XML (Amtsblattportal), old Zefix daily-summary TSV;
                        folders are read recursively
  zefix                 Zefix PublicREST (needs ZEFIX_USERNAME and ZEFIX_PASSWORD).
                        Without a selection: the daily sync of SOGC publications from
                        the day after the last sync (or --since) to --until (yesterday)
    --all               every company of --cantons and --legal-forms (default: all)
    --ehraid N,...      these companies (EHRA-IDs)     --uid CHE-...,...  these UIDs
    --no-details        skip the CompanyFull of each company named (faster, fewer fields)
    --active-only       with --all: active companies only
  sogc                  SOGC notices from the Amtsblattportal (SOGC_BASE_URL), from the
                        day after the last sync (or --since) to --until (yesterday)

Options:
  --database PATH       the register (default: DATABASE_PATH or var/register.sqlite);
                        --db PATH, its old name, is still accepted
  --database-url URL    then load it into this PostgreSQL database (default: DATABASE_URL)
  --since DATE, --until DATE   days to sync (YYYY-MM-DD, both included)
  --cantons ZH,BE       restrict zefix --all and sogc to these cantons
  --legal-forms 0106,0107      restrict zefix --all to these eCH-0097 legal forms
  --redactions CSV      the redaction list (last_name,first_name,origin or person_id);
                        replaces the stored list, which every import applies; an empty
                        list is an error
  --lift-redactions     allow this import to make persons visible that the register
                        redacts now (without it, such an import is refused and changes
                        nothing)
  --report PATH         the JSON report (default: <database>.import-report.json)
  --cache DIR           where fetched answers wait for the build (default: <database>.import-cache/<source>);
                        an interrupted fetch resumes from there
  --keep-cache          keep the fetched answers after a successful import
  --delay-ms N          pause between two requests (default 1000, or IMPORT_DELAY_MS)
  --retries N           retries of a request on 429, 5xx or a dropped connection (default 6)
  --backoff-ms N        first wait before a retry, doubled each time (default 2000;
                        a Retry-After header wins)
  --fresh               build a new register instead of adding to the existing one
                        (needed to replace the generated demo register)
  --replay-all          replay every company (after an upgrade of the person-line parser)

Environment: DATABASE_PATH, DATABASE_URL, ZEFIX_USERNAME, ZEFIX_PASSWORD, ZEFIX_BASE_URL
(default https://www.zefix.admin.ch/ZefixPublicREST), SOGC_BASE_URL (default
https://amtsblattportal.ch), IMPORT_DELAY_MS.

Examples:
  swiss-register import files ~/downloads/zefix/ --database /data/register.sqlite
  swiss-register import files test/fixtures/sogc/zefix-daily-summaries-sample.tsv
                        # a sample shipped in a clone of the repository
  ZEFIX_USERNAME=... ZEFIX_PASSWORD=... swiss-register import zefix --all --cantons ZG
  swiss-register import zefix          # daily sync, e.g. from cron
  swiss-register import sogc --since 2026-03-01 --until 2026-03-31

${IMPORT_MARKET_HELP}`;

const OPTIONS = {
  database: { type: "string" },
  "database-url": { type: "string" },
  // The old name of --database (generate, ai-search and import now share one name).
  db: { type: "string" },
  since: { type: "string" },
  until: { type: "string" },
  cantons: { type: "string" },
  "legal-forms": { type: "string" },
  ehraid: { type: "string", multiple: true },
  uid: { type: "string", multiple: true },
  all: { type: "boolean" },
  "no-details": { type: "boolean" },
  "active-only": { type: "boolean" },
  redactions: { type: "string" },
  "lift-redactions": { type: "boolean" },
  report: { type: "string" },
  cache: { type: "string" },
  "keep-cache": { type: "boolean" },
  "delay-ms": { type: "string" },
  retries: { type: "string" },
  "backoff-ms": { type: "string" },
  fresh: { type: "boolean" },
  "replay-all": { type: "boolean" },
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function list(value: string | string[] | undefined): string[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.flatMap((v) => v.split(",")).map((v) => v.trim()).filter((v) => v.length > 0);
}

function date(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw new UsageError(`--${name} must be a date YYYY-MM-DD`);
  return value;
}

function printSummary(report: ImportReport, stream: NodeJS.WriteStream, reportPath: string): void {
  const { records, store, dataset } = report;
  const tally = (t: { added: number; changed: number; unchanged: number }) => `${t.added} added, ${t.changed} changed, ${t.unchanged} unchanged`;
  const rows = (t: { added: number; changed: number; unchanged: number; removed: number }) =>
    `${t.added} added, ${t.changed} changed, ${t.unchanged} unchanged, ${t.removed} removed`;
  const lines = [
    `Import (${report.source}) done in ${report.seconds.toFixed(1)} s: ${report.database} now holds ${dataset.companies} companies, ` +
      `${dataset.persons} persons, ${dataset.mandates} mandates, ${dataset.publications} publications.`,
    `Records read from ${report.files} files: publications ${tally(records.publications)}; company snapshots ${tally(records.snapshots)}.`,
    `Register rows: companies ${rows(store.companies)}; persons ${rows(store.persons)}; mandates ${rows(store.mandates)}; ` +
      `${store.redacted_persons} persons redacted${store.lifted_redactions > 0 ? `, ${store.lifted_redactions} redactions lifted (--lift-redactions)` : ""}.`,
    `Speed: ${report.publications_per_second} publications per second.`,
    report.person_lines.unparsed_sentences > 0
      ? `Person sentences not read: ${report.person_lines.unparsed_sentences} in ${report.person_lines.publications_with_unparsed} publications (examples in the report).`
      : "Every person sentence was read.",
    ...(report.person_lines.partly_parsed_sentences > 0
      ? [
          `Person sentences read in part (fewer entries than persons named): ${report.person_lines.partly_parsed_sentences} in ${report.person_lines.publications_with_partly_parsed} publications (examples in the report).`,
        ]
      : []),
  ];
  const shown = 200;
  if (report.failures.length > 0) {
    lines.push(`Could not use ${report.failures.length} records:`);
    for (const failure of report.failures.slice(0, shown)) lines.push(`  ${failure.where}: ${failure.reason}`);
    if (report.failures.length > shown) lines.push(`  ... and ${report.failures.length - shown} more in the report`);
  } else {
    lines.push("Every record could be used.");
  }
  lines.push(`Report: ${reportPath}`);
  stream.write(`${lines.join("\n")}\n`);
}

export const importCommand: Command = {
  name: "import",
  help: HELP,
  async run(args: string[]): Promise<number> {
    if (args[0] === "market") return runImportMarket(args.slice(1));
    let parsed;
    try {
      parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
    const { values, positionals } = parsed;
    const [source, ...paths] = positionals;
    if (source !== "files" && source !== "zefix" && source !== "sogc") {
      throw new UsageError(source ? `unknown source "${source}": use files, zefix or sogc` : "name a source: files, zefix or sogc");
    }
    if (source === "files" && paths.length === 0) throw new UsageError("import files needs at least one file or folder");
    if (source !== "files" && paths.length > 0) throw new UsageError(`import ${source} takes no paths`);

    if (values.database !== undefined && values.db !== undefined) throw new UsageError("give the register once: --database (--db is its old name)");
    const databasePath = values.database ?? values.db ?? process.env.DATABASE_PATH ?? "var/register.sqlite";
    const databaseUrl = databaseUrlOption(values["database-url"]) ?? (process.env.DATABASE_URL?.trim() || undefined);
    const reportPath = values.report ?? `${databasePath}.import-report.json`;
    const cantons = list(values.cantons).map((c) => c.toUpperCase());
    for (const canton of cantons) if (!(CANTON_CODES as readonly string[]).includes(canton)) throw new UsageError(`unknown canton ${canton}`);
    const onProgress = progressReporter();
    const log = (line: string) => process.stderr.write(`${line}\n`);
    const whole = (text: string, name: string) => {
      if (!/^\d+$/.test(text)) throw new UsageError(`--${name} must be a whole number`);
      return Number(text);
    };
    const delayMs = whole(values["delay-ms"] ?? process.env.IMPORT_DELAY_MS ?? "1000", "delay-ms");
    const http = {
      delayMs,
      maxRetries: whole(values.retries ?? "6", "retries"),
      backoffMs: whole(values["backoff-ms"] ?? "2000", "backoff-ms"),
      onRetry: (r: RetryInfo) => log(`retry ${r.attempt} of ${r.method} ${r.path} in ${(r.waitMs / 1000).toFixed(1)} s (${r.reason})`),
    };
    let since = date(values.since, "since");
    const until = date(values.until, "until") ?? yesterday();

    let redactions: Redaction[] | undefined;
    if (values.redactions) {
      try {
        redactions = readRedactionList(values.redactions);
      } catch (error) {
        process.stderr.write(`swiss-register import: ${error instanceof Error ? error.message : String(error)}\n`);
        return 1;
      }
    }

    const cacheDir = values.cache ?? `${databasePath}.import-cache/${source}`;
    let release: () => void = () => undefined;
    try {
      let inputs = paths;
      let earlierFailures: RecordFailure[] = [];
      const state: Record<string, string> = {};
      if (source !== "files") {
        release = acquireImportLock(databasePath);
        inputs = [cacheDir];
        if (source === "zefix") {
          const settings = zefixSettingsFromEnv();
          if (!settings.credentials) {
            process.stderr.write(
              "swiss-register import: set ZEFIX_USERNAME and ZEFIX_PASSWORD (Zefix PublicREST credentials are free on request from the Federal Office of Justice)\n",
            );
            return 1;
          }
          const client = new ZefixClient({ ...http, baseUrl: settings.baseUrl, credentials: settings.credentials });
          const details = !values["no-details"];
          try {
            const ehraids = list(values.ehraid).map((v) => {
              if (!/^\d+$/.test(v)) throw new UsageError(`--ehraid ${v} is not a number`);
              return Number(v);
            });
            const uids = list(values.uid);
            let result;
            if (ehraids.length > 0 || uids.length > 0) {
              result = await fetchZefixCompanies({ client, cacheDir, ehraids, uids, onProgress });
            } else if (values.all) {
              const forms = list(values["legal-forms"]);
              const reference = loadReferenceData().legalForms;
              const legalFormIds = (forms.length > 0 ? forms : reference.map((f) => f.code)).map((code) => {
                const form = reference.find((f) => f.code === code);
                if (!form) throw new UsageError(`unknown legal form ${code} (eCH-0097 codes such as 0106, 0107)`);
                return form.zefixId;
              });
              result = await fetchZefixEnumeration({
                client, cacheDir, onProgress, details, legalFormIds,
                cantons: cantons.length > 0 ? cantons : [...CANTON_CODES],
                activeOnly: values["active-only"] ?? false,
              });
            } else {
              const through = readImportState(databasePath, "zefix.sogc_through");
              since ??= through ? nextDay(through) : until;
              if (since > until) {
                log(`Zefix SOGC publications are imported through ${through}; nothing to fetch before ${nextDay(until)}.`);
              } else {
                result = await fetchZefixDays({ client, cacheDir, since, until, details, onProgress });
                state["zefix.sogc_through"] = until;
              }
            }
            if (result) {
              earlierFailures = result.failures;
              log(`Fetched from Zefix with ${result.requests} requests.`);
            }
          } finally {
            await client.close();
          }
        } else {
          const client = new SogcClient({ ...http, baseUrl: process.env.SOGC_BASE_URL?.trim() || undefined });
          try {
            const through = readImportState(databasePath, "sogc.through");
            since ??= through ? nextDay(through) : until;
            if (since > until) {
              log(`SOGC notices are imported through ${through}; nothing to fetch.`);
            } else {
              const result = await fetchSogcDays({ client, cacheDir, since, until, cantons, onProgress });
              earlierFailures = result.failures;
              state["sogc.through"] = until;
              log(`Fetched from the Amtsblattportal with ${result.requests} requests.`);
            }
          } finally {
            await client.close();
          }
        }
      }
      const report = await runImport({
        databasePath,
        source: source as ImportSource,
        // Nothing fetched (already synced): the run still applies the redaction list and refreshes the dataset.
        inputs: source === "files" || existsSync(cacheDir) ? inputs : [],
        redactions,
        liftRedactions: values["lift-redactions"] ?? false,
        fresh: values.fresh ?? false,
        replayAll: values["replay-all"] ?? false,
        reportPath,
        earlierFailures,
        state,
        parsePersonLines,
        onProgress,
        log,
        lockHeld: source !== "files",
        holdBefore: process.env.SWISS_REGISTER_IMPORT_HOLD,
      });
      if (source !== "files" && !values["keep-cache"]) removeCache(cacheDir);
      printSummary(report, process.stderr, reportPath);
      return databaseUrl === undefined ? 0 : await loadIntoPostgres(databasePath, databaseUrl);
    } catch (error) {
      if (error instanceof ImportError) {
        process.stderr.write(`swiss-register import: ${error.message}\n`);
        return 1;
      }
      if (error instanceof HttpUnavailableError || error instanceof ZefixApiError || error instanceof SogcApiError) {
        process.stderr.write(
          `swiss-register import: ${error.message}\nThe register is unchanged; what was fetched is kept in ${cacheDir}: run the same command again to resume.\n`,
        );
        return 1;
      }
      throw error;
    } finally {
      release();
    }
  },
};
