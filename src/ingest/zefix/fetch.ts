/**
 * Fetches from Zefix PublicREST into a cache folder that the files importer then reads, resumably (checkpoint.log):
 *
 * - daily: `GET /api/v1/sogc/bydate/{date}` for every day of a range (the incremental sync), then the CompanyFull of
 *   every company those days name (`GET /api/v1/company/ehraid/{id}`), for address, purpose, capital and names;
 * - enumerate: `POST /api/v1/company/search` for every canton and legal form; a query Zefix refuses with
 *   RESULTLIST_TO_LARGE is split by name prefix (`a*`, `b*`, … then `aa*`, `ab*`, …); then the CompanyFull of each;
 * - companies: the CompanyFull of given EHRA-IDs and UIDs (an UID answers with the head office and its branches).
 *
 * Layout: `sogc/<date>.json`, `search/<canton>-<legal form>-<prefix>.json`, `companies/<id / 1000>/<id>.json`,
 * `uid/<uid>.json`: every file is an answer as Zefix gave it.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { RecordFailure } from "../import/records.js";
import { Checkpoint, daysBetween, writeFileAtomic } from "../import/checkpoint.js";
import { ZefixApiError, type ZefixClient } from "./client.js";
import type { CompanyShort } from "./schemas.js";

/** Characters a name prefix is extended by when a search is too large. */
export const PREFIX_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
/** A prefix this long that is still too large is reported, not split further. */
export const MAX_PREFIX_LENGTH = 6;

export interface ZefixFetchProgress {
  phase: string;
  done: number;
  total: number;
}

export interface ZefixFetchOptions {
  client: ZefixClient;
  cacheDir: string;
  onProgress?: (progress: ZefixFetchProgress) => void;
}

export interface ZefixFetchResult {
  failures: RecordFailure[];
  requests: number;
}

function companyPath(cacheDir: string, ehraid: number): string {
  return join(cacheDir, "companies", String(Math.floor(ehraid / 1000)), `${ehraid}.json`);
}

/** Fetches the CompanyFull of each EHRA-ID not fetched yet. */
async function fetchCompanies(options: ZefixFetchOptions, checkpoint: Checkpoint, ehraids: number[], failures: RecordFailure[]): Promise<void> {
  const wanted = [...new Set(ehraids)].sort((a, b) => a - b);
  for (const [index, ehraid] of wanted.entries()) {
    const unit = `company ${ehraid}`;
    if (!checkpoint.has(unit)) {
      try {
        const company = await options.client.companyByEhraid(ehraid);
        if (company) writeFileAtomic(companyPath(options.cacheDir, ehraid), JSON.stringify(company));
        else failures.push({ where: `zefix company ${ehraid}`, reason: "Zefix does not know this EHRA-ID" });
        checkpoint.mark(unit);
      } catch (error) {
        if (!(error instanceof ZefixApiError)) throw error;
        failures.push({ where: `zefix company ${ehraid}`, reason: error.message });
      }
    }
    options.onProgress?.({ phase: "zefix companies", done: index + 1, total: wanted.length });
  }
}

/** The daily sync: SOGC publications of each day, then (with details) the companies they name. */
export async function fetchZefixDays(
  options: ZefixFetchOptions & { since: string; until: string; details: boolean },
): Promise<ZefixFetchResult> {
  const checkpoint = Checkpoint.open(options.cacheDir);
  const failures: RecordFailure[] = [];
  const days = daysBetween(options.since, options.until);
  const ehraids: number[] = [];
  for (const [index, day] of days.entries()) {
    const unit = `day ${day}`;
    const path = join(options.cacheDir, "sogc", `${day}.json`);
    if (!checkpoint.has(unit)) {
      const publications = await options.client.sogcByDate(day);
      writeFileAtomic(path, JSON.stringify(publications));
      checkpoint.mark(unit);
    }
    options.onProgress?.({ phase: "zefix SOGC days", done: index + 1, total: days.length });
  }
  if (options.details) {
    for (const day of days) {
      const path = join(options.cacheDir, "sogc", `${day}.json`);
      if (!existsSync(path)) continue;
      for (const item of JSON.parse(readFileSync(path, "utf8")) as { companyShort?: { ehraid?: number } | null }[]) {
        if (item.companyShort?.ehraid) ehraids.push(item.companyShort.ehraid);
      }
    }
    await fetchCompanies(options, checkpoint, ehraids, failures);
  }
  return { failures, requests: options.client.requests };
}

/** Every company of the given cantons and legal forms (Zefix legalFormId), then (with details) their CompanyFull. */
export async function fetchZefixEnumeration(
  options: ZefixFetchOptions & {
    cantons: string[];
    legalFormIds: number[];
    activeOnly: boolean;
    details: boolean;
    prefixAlphabet?: string;
    maxPrefixLength?: number;
  },
): Promise<ZefixFetchResult> {
  const alphabet = options.prefixAlphabet ?? PREFIX_ALPHABET;
  const maxPrefixLength = options.maxPrefixLength ?? MAX_PREFIX_LENGTH;
  const checkpoint = Checkpoint.open(options.cacheDir);
  const failures: RecordFailure[] = [];
  const ehraids: number[] = [];
  const combinations = options.cantons.flatMap((canton) => options.legalFormIds.map((legalFormId) => ({ canton, legalFormId })));
  for (const [index, { canton, legalFormId }] of combinations.entries()) {
    // `*` first; a too-large answer (or a refusal of so short a query) splits it into name prefixes.
    const queue: string[] = ["*"];
    while (queue.length > 0) {
      const prefix = queue.shift()!;
      const unit = `search ${canton}|${legalFormId}|${prefix}`;
      const base = prefix === "*" ? "" : prefix;
      const split = () => queue.unshift(...[...alphabet].map((c) => base + c));
      if (checkpoint.has(`split ${canton}|${legalFormId}|${prefix}`)) {
        split();
        continue;
      }
      const path = join(options.cacheDir, "search", `${canton}-${legalFormId}-${encodeURIComponent(prefix === "*" ? "all" : prefix)}.json`);
      if (checkpoint.has(unit)) {
        if (existsSync(path)) for (const c of JSON.parse(readFileSync(path, "utf8")) as CompanyShort[]) if (c.ehraid) ehraids.push(c.ehraid);
        continue;
      }
      const name = prefix === "*" ? "*" : `${prefix}*`;
      try {
        const found = await options.client.searchCompanies({ name, canton, legalFormId, activeOnly: options.activeOnly });
        writeFileAtomic(path, JSON.stringify(found));
        for (const company of found) if (company.ehraid) ehraids.push(company.ehraid);
        checkpoint.mark(unit);
      } catch (error) {
        if (!(error instanceof ZefixApiError)) throw error;
        const refusedAsShort = prefix === "*" && (error.type === "INVALID_QUERY_WORDS" || error.type === "INVALID_REQUEST_DATA");
        if (error.type === "RESULTLIST_TO_LARGE" || refusedAsShort) {
          if (base.length >= maxPrefixLength) {
            failures.push({ where: `zefix search ${canton} ${legalFormId} "${name}"`, reason: "still too many results at the longest prefix; these companies are missing" });
            continue;
          }
          checkpoint.mark(`split ${canton}|${legalFormId}|${prefix}`);
          split();
          continue;
        }
        failures.push({ where: `zefix search ${canton} ${legalFormId} "${name}"`, reason: error.message });
      }
    }
    options.onProgress?.({ phase: "zefix searches", done: index + 1, total: combinations.length });
  }
  if (options.details) await fetchCompanies(options, checkpoint, ehraids, failures);
  return { failures, requests: options.client.requests };
}

/** The CompanyFull of given EHRA-IDs and UIDs. */
export async function fetchZefixCompanies(options: ZefixFetchOptions & { ehraids: number[]; uids: string[] }): Promise<ZefixFetchResult> {
  const checkpoint = Checkpoint.open(options.cacheDir);
  const failures: RecordFailure[] = [];
  for (const [index, uid] of options.uids.entries()) {
    const unit = `uid ${uid}`;
    if (!checkpoint.has(unit)) {
      try {
        const companies = await options.client.companiesByUid(uid);
        if (companies.length === 0) failures.push({ where: `zefix uid ${uid}`, reason: "Zefix does not know this UID" });
        else writeFileAtomic(join(options.cacheDir, "uid", `${uid.replace(/[^A-Za-z0-9]/g, "")}.json`), JSON.stringify(companies));
        checkpoint.mark(unit);
      } catch (error) {
        if (!(error instanceof ZefixApiError)) throw error;
        failures.push({ where: `zefix uid ${uid}`, reason: error.message });
      }
    }
    options.onProgress?.({ phase: "zefix UIDs", done: index + 1, total: options.uids.length });
  }
  await fetchCompanies(options, checkpoint, options.ehraids, failures);
  return { failures, requests: options.client.requests };
}
