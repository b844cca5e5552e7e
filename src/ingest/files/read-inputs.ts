/**
 * Reads import input files into normalized records: Zefix JSON (CompanyFull, arrays of CompanyFull as
 * `GET /company/uid` answers, `sogc/bydate` answers), SOGC publication XML, and the old Zefix daily-summary TSV.
 * Directories are read recursively in name order, so a run over the same files always sees the same sequence.
 */
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync, type Stats } from "node:fs";
import { dirname, extname, isAbsolute, join, relative } from "node:path";
import { z } from "zod";
import type { ReadItem } from "../import/records.js";
import { readPublicationXml } from "../sogc/publication-xml.js";
import { companyFullRecords, companyShortSnapshot, publicationRecord, companyRefOf } from "../zefix/records.js";
import { CompanyFullSchema, SogcPublicationAndCompanyShortSchema } from "../zefix/schemas.js";
import { readDailySummaryTsv } from "./daily-summary-tsv.js";

const SUPPORTED = new Set([".json", ".xml", ".tsv", ".txt"]);

/** A path the import did not read, and why (each one is a line of the import report). */
export interface SkippedPath {
  where: string;
  reason: string;
}

/** Why a directory entry that is neither a regular file nor a directory is not read. */
function kindOf(stat: Stats): string {
  if (stat.isFIFO()) return "a named pipe (FIFO)";
  if (stat.isSocket()) return "a socket";
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return "a device";
  return "not a regular file";
}

/**
 * Every input file under the given paths, sorted, and every path skipped with the reason. Only regular files are
 * read (a named pipe would block the import forever); a symbolic link is followed only to a regular file inside the
 * tree it was found in (never out of it, never to a directory, so no link loop can be walked).
 */
export function listInputFiles(paths: string[]): { files: string[]; skipped: SkippedPath[] } {
  const files: string[] = [];
  const skipped: SkippedPath[] = [];
  const skip = (where: string, reason: string) => skipped.push({ where, reason });
  const walk = (path: string, root: string) => {
    let stat: Stats;
    try {
      stat = lstatSync(path);
    } catch {
      return skip(path, "no such file or directory");
    }
    if (stat.isSymbolicLink()) {
      let target: string;
      try {
        target = realpathSync(path);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        return skip(path, code === "ELOOP" ? "a symbolic link loop" : "a symbolic link to nothing");
      }
      const fromRoot = relative(root, target);
      if (fromRoot.startsWith("..") || isAbsolute(fromRoot)) return skip(path, "a symbolic link out of the imported tree");
      stat = statSync(target);
      if (!stat.isFile()) return skip(path, stat.isDirectory() ? "a symbolic link to a directory" : `a symbolic link to ${kindOf(stat)}`);
      return void files.push(path);
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (name.startsWith(".")) continue;
        const child = join(path, name);
        const childStat = lstatSync(child);
        if (childStat.isDirectory() || childStat.isSymbolicLink() || SUPPORTED.has(extname(name).toLowerCase())) walk(child, root);
      }
      return;
    }
    if (!stat.isFile()) return skip(path, kindOf(stat));
    files.push(path);
  };
  for (const path of paths) {
    // A path named on the command line is the root of its tree; if it is itself a link, the tree is where it leads.
    let root: string;
    try {
      root = realpathSync(path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      skip(path, code === "ELOOP" ? "a symbolic link loop" : "no such file or directory");
      continue;
    }
    walk(root === path || !lstatSync(path).isSymbolicLink() ? path : root, statSync(root).isDirectory() ? root : dirname(root));
  }
  return { files, skipped };
}

function* readZefixJson(value: unknown, where: string): Generator<ReadItem> {
  const items = Array.isArray(value) ? value : [value];
  for (const [index, item] of items.entries()) {
    const at = Array.isArray(value) ? `${where}[${index}]` : where;
    if (item && typeof item === "object" && "sogcPublication" in item) {
      const parsed = SogcPublicationAndCompanyShortSchema.safeParse(item);
      if (!parsed.success) {
        yield { kind: "failure", failure: { where: at, reason: `not a SogcPublicationAndCompanyShort: ${parsed.error.issues[0]?.message}` } };
        continue;
      }
      const company = parsed.data.companyShort;
      if (!company) {
        yield { kind: "failure", failure: { where: at, reason: "publication without companyShort" } };
        continue;
      }
      const ref = companyRefOf(company);
      if (!ref.ehraId && !ref.uid && !ref.chid) {
        yield { kind: "failure", failure: { where: at, reason: "company without ehraid, uid or chid" } };
        continue;
      }
      const record = publicationRecord(ref, parsed.data.sogcPublication);
      if (typeof record === "string") yield { kind: "failure", failure: { where: at, reason: record } };
      else yield { kind: "publication", record, where: at };
      const snapshot = companyShortSnapshot(company);
      if (snapshot) yield { kind: "snapshot", record: snapshot, where: at };
      continue;
    }
    const parsed = CompanyFullSchema.safeParse(item);
    if (!parsed.success || (!parsed.data.ehraid && !parsed.data.uid && !parsed.data.name)) {
      yield {
        kind: "failure",
        failure: { where: at, reason: parsed.success ? "not a Zefix company (no ehraid, uid or name)" : `not a Zefix CompanyFull: ${parsed.error.issues[0]?.message}` },
      };
      continue;
    }
    const { snapshot, publications } = companyFullRecords(parsed.data);
    if (!snapshot) {
      yield { kind: "failure", failure: { where: at, reason: "company without ehraid, uid or chid" } };
      continue;
    }
    yield { kind: "snapshot", record: snapshot, where: at };
    for (const [n, record] of publications.entries()) {
      if (typeof record === "string") yield { kind: "failure", failure: { where: `${at}.sogcPub[${n}]`, reason: record } };
      else yield { kind: "publication", record, where: `${at}.sogcPub[${n}]` };
    }
  }
}

/** Reads one file. `label` names it in failures (a path relative to the input root). */
export async function* readInputFile(path: string, label: string): AsyncGenerator<ReadItem> {
  const extension = extname(path).toLowerCase();
  if (extension === ".tsv" || extension === ".txt") {
    yield* readDailySummaryTsv(path, label);
    return;
  }
  if (extension === ".xml") {
    const record = readPublicationXml(readFileSync(path, "utf8"));
    if (typeof record === "string") yield { kind: "failure", failure: { where: label, reason: record } };
    else yield { kind: "publication", record, where: label };
    return;
  }
  if (extension === ".json") {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(path, "utf8"));
    } catch (error) {
      yield { kind: "failure", failure: { where: label, reason: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` } };
      return;
    }
    const list = z.object({ content: z.array(z.unknown()) }).safeParse(value);
    if (list.success && !Array.isArray(value)) {
      yield { kind: "failure", failure: { where: label, reason: "an Amtsblattportal publication list carries no notice texts; import the notices' XML" } };
      return;
    }
    yield* readZefixJson(value, label);
    return;
  }
  yield { kind: "failure", failure: { where: label, reason: `unsupported file type ${extension || "(none)"}` } };
}

/** Reads every input under the given paths. */
export async function* readInputs(paths: string[], root = process.cwd()): AsyncGenerator<ReadItem> {
  const { files, skipped } = listInputFiles(paths);
  for (const failure of skipped) yield { kind: "failure", failure };
  for (const file of files) yield* readInputFile(file, relative(root, file) || file);
}
