/**
 * The place-substitution probe: a labelled notice with every origin and residence its labels name replaced, in the
 * text and in the labels, by a Swiss municipality whose official name is compound (`Affoltern am Albis`, `Wohlen bei
 * Bern`, `Chavannes-près-Renens`, `Saint-Légier-La Chiésaz`, `Morbio Inferiore`). Most labelled places are one word;
 * real notices name the other 276 municipalities as often as their people live there, and a reading that ends a place
 * at its first space or hyphen does not generalise. The structure of every sentence stays as written, so the labels
 * stay true.
 */
import { readDataCsv } from "../../src/domain/reference.js";
import type { Entry, LabelledNotice } from "./parser-scoring.js";
import { anyWholeWord, escapeRegExp, wholeWord } from "./uncommon-names.js";

/**
 * The municipalities of 2026 (data/ch_municipalities_bfs_2023-2026.csv, Swiss Federal Statistical Office) whose
 * official name holds a space, a hyphen or an apostrophe; without those that carry a canton in brackets (`Rüti (ZH)`:
 * the notices write `Rüti ZH`) and those that open with an article (French contracts `à Le Locle` to `au Locle`).
 */
export const COMPOUND_PLACES: readonly string[] = readDataCsv("ch_municipalities_bfs_2023-2026.csv")
  .filter((row) => row.in_2026 === "1")
  .map((row) => row.name_official)
  .filter((name) => /[ '-]/.test(name) && !/[()/]/.test(name) && !/^(?:Le|La|Les|L')[ ']/.test(name));

/** A country written with its article or preposition (`en France`, `au Royaume-Uni`, `nel Regno Unito`): not a municipality's place. */
const abroad = (text: string) => new RegExp(`(?:\\ben|\\bau|\\baux|\\bnel|\\bnella|\\bnei|\\bnegli) ${escapeRegExp(text)}(?![\\p{L}-])`, "u");

/**
 * The notice with each place its labels name (as written in the text) replaced by a compound municipality; `seed`
 * picks where in the list the replacements start. A place not written as labelled (a contraction undone) is kept.
 */
export function withCompoundPlacesIn(notice: LabelledNotice, seed: number): LabelledNotice {
  const replacements = new Map<string, string>();
  let next = seed * 7;
  for (const entry of [...notice.removed, ...notice.added]) {
    for (const place of [entry.origin, entry.residence]) {
      if (place === null || replacements.has(place) || !wholeWord(place).test(notice.text) || abroad(place).test(notice.text)) continue;
      replacements.set(place, COMPOUND_PLACES[next++ % COMPOUND_PLACES.length]);
    }
  }
  // One pass, longer places first: `Chêne-Bourg` is replaced whole, and no replacement is replaced again.
  const any = anyWholeWord(replacements.keys());
  const replace = (text: string): string => (replacements.size === 0 ? text : text.replace(any, (place) => replacements.get(place) ?? place));
  // A firm's name may hold a place (`Revisa Bern AG`, `Commune de Lancy`): replaced there as in the text.
  const relabel = (entry: Entry): Entry => ({
    ...entry,
    name: entry.kind === "legal_entity" ? replace(entry.name) : entry.name,
    origin: entry.origin === null ? null : replace(entry.origin),
    residence: entry.residence === null ? null : replace(entry.residence),
    previous: entry.previous === null ? null : replace(entry.previous),
  });
  return { ...notice, text: replace(notice.text), removed: notice.removed.map(relabel), added: notice.added.map(relabel) };
}

/** Every notice of a set with its places replaced. */
export function withCompoundPlaces(notices: LabelledNotice[]): LabelledNotice[] {
  return notices.map((notice, index) => withCompoundPlacesIn(notice, index));
}
