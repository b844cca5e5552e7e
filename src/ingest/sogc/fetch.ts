/**
 * Fetches the commercial-register notices of a date range from the Amtsblattportal into a cache folder, resumably
 * (checkpoint.log): for each day the publication list (all pages), then the XML of each notice.
 * Layout: `lists/<date>.ids` (the ids of the day, JSON; not an import input), `xml/<date>/<id>.xml` (each notice as the portal gave it).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Checkpoint, daysBetween, writeFileAtomic } from "../import/checkpoint.js";
import type { RecordFailure } from "../import/records.js";
import { SogcApiError, type SogcClient } from "./client.js";

export interface SogcFetchOptions {
  client: SogcClient;
  cacheDir: string;
  since: string;
  until: string;
  cantons?: string[];
  /** Page size of the list; the portal allows up to 2000. */
  pageSize?: number;
  onProgress?: (progress: { phase: string; done: number; total: number }) => void;
}

export async function fetchSogcDays(options: SogcFetchOptions): Promise<{ failures: RecordFailure[]; requests: number }> {
  const checkpoint = Checkpoint.open(options.cacheDir);
  const failures: RecordFailure[] = [];
  const size = options.pageSize ?? 500;
  const days = daysBetween(options.since, options.until);
  for (const [dayIndex, day] of days.entries()) {
    const listPath = join(options.cacheDir, "lists", `${day}.ids`);
    if (!checkpoint.has(`list ${day}`) || !existsSync(listPath)) {
      const ids: string[] = [];
      for (let page = 0; ; page++) {
        const list = await options.client.listPublications({ start: day, end: day, page, size, cantons: options.cantons });
        ids.push(...list.content.map((item) => item.meta.id));
        if (list.content.length === 0 || (page + 1) * size >= list.total) break;
      }
      writeFileAtomic(listPath, JSON.stringify([...new Set(ids)]));
      checkpoint.mark(`list ${day}`);
    }
    const ids = JSON.parse(readFileSync(listPath, "utf8")) as string[];
    for (const [index, id] of ids.entries()) {
      const unit = `xml ${id}`;
      if (!checkpoint.has(unit)) {
        try {
          const xml = await options.client.publicationXml(id);
          if (xml === null) failures.push({ where: `sogc publication ${id}`, reason: "listed, but the portal has no XML for it" });
          else writeFileAtomic(join(options.cacheDir, "xml", day, `${id.replace(/[^A-Za-z0-9-]/g, "_")}.xml`), xml);
          checkpoint.mark(unit);
        } catch (error) {
          if (!(error instanceof SogcApiError)) throw error;
          failures.push({ where: `sogc publication ${id}`, reason: error.message });
        }
      }
      options.onProgress?.({ phase: `SOGC notices ${day} (day ${dayIndex + 1}/${days.length})`, done: index + 1, total: ids.length });
    }
  }
  return { failures, requests: options.client.requests };
}
