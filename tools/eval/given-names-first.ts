/**
 * The name-order probe: a labelled notice with every person written family name first without a comma (`Meier Hans`,
 * `Dupont Jean-Pierre`, `de Weck Pierre`) written given name first instead (`Hans Meier`), in the text only: the labels
 * (family and given names) stay true. German and Italian running prose, old Schwyz summaries and many writers name a
 * person given name first; a reading that takes the first word for the family name wherever no comma follows it fails
 * here. The comma form (`Meier, Hans`) says its order itself and is kept. Only names whose order the name lists can
 * tell are reordered, as the parser decides the order (docs/parser.md, Grammar): every given name a known one, the
 * family name no known given name (`Martin Paul` and `Paul Martin` are the same to it).
 */
import { isKnownGivenName } from "../../src/ingest/person-lines/vocabulary.js";
import type { LabelledNotice } from "./parser-scoring.js";
import { anyWholeWord, NAME_EDGE } from "./uncommon-names.js";

/** A family or given name as a person is written: capitalised words, hyphens, lower-case particles, no title. */
const NAME = /^(?:(?:\p{Ll}{1,3}\s)*\p{Lu}[\p{L}'’-]*)(?:\s(?:\p{Ll}{1,3}\s)*\p{Lu}[\p{L}'’-]*)*$/u;

/** Whether the lists tell the order of a name: every given name a known one, the family name no given name. */
function orderKnown(last: string, first: string): boolean {
  return first.split(" ").every(isKnownGivenName) && !last.split(/[ -]/).some(isKnownGivenName);
}

/**
 * The notice with each person written `Family Given` in its text written `Given Family`; a notice is kept as it is
 * when one of its persons so written has a name whose order the lists cannot tell (a writer keeps one order).
 */
export function withGivenNamesFirstIn(notice: LabelledNotice): LabelledNotice {
  const reordered = new Map<string, string>();
  for (const entry of [...notice.removed, ...notice.added]) {
    if (entry.kind !== "natural_person" || entry.last_name === null || entry.first_name === null) continue;
    const written = `${entry.last_name} ${entry.first_name}`;
    if (!anyWholeWord([written], "u", NAME_EDGE).test(notice.text)) continue;
    if (!NAME.test(entry.last_name) || !NAME.test(entry.first_name) || !orderKnown(entry.last_name, entry.first_name)) return notice;
    reordered.set(written, `${entry.first_name} ${entry.last_name}`);
  }
  if (reordered.size === 0) return notice;
  const text = notice.text.replace(anyWholeWord(reordered.keys(), "gu", NAME_EDGE), (written) => reordered.get(written) ?? written);
  return text === notice.text ? notice : { ...notice, text };
}

/** Every notice of a set with its persons written given name first. */
export function withGivenNamesFirst(notices: LabelledNotice[]): LabelledNotice[] {
  return notices.map(withGivenNamesFirstIn);
}
