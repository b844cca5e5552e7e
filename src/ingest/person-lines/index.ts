/**
 * The gazette person-line parser: from one notice text, the entries that leave and the entries that are
 * added or changed, in German, French and Italian. See test/fixtures/sogc/README.md for the decisions.
 */
import { PersonLinesSchema, type PersonEntry, type PersonLines } from "../person-entry.js";
import { cleanGazetteText } from "../text-hygiene.js";
import { readList, type ListOptions } from "./entry-reader.js";
import { isIdentity, isNameLike, readPart } from "./parts.js";
import { readProseSentence } from "./prose.js";
import { splitSentences, splitTopLevel, withoutFinalStop } from "./sentences.js";
import { ADDED_HEADINGS, BODY_HEADINGS, CORRECTION_HEADING, headingKey, REMOVED_HEADINGS, roleOfHeading } from "./vocabulary.js";

export type { PersonEntry, PersonLines };

interface Section {
  kind: "removed" | "added" | "correction";
  body: string;
  roles?: string[];
  signing?: string;
}

/** The section a sentence opens, if its text before the first colon is a person heading. */
function readHeading(sentence: string): Section | null {
  const colon = sentence.indexOf(":");
  if (colon < 0) return null;
  const heading = sentence.slice(0, colon).trim();
  const body = sentence.slice(colon + 1).trim();
  const key = headingKey(heading);
  if (REMOVED_HEADINGS.has(key)) return { kind: "removed", body };
  if (ADDED_HEADINGS.has(key)) return { kind: "added", body };
  if (CORRECTION_HEADING.test(heading)) return { kind: "correction", body };
  if (BODY_HEADINGS.has(key)) return { kind: "added", body, roles: [] };
  const role = roleOfHeading(key);
  if (role !== undefined) return { kind: "added", body, roles: [role] };
  // A role heading with the signing authority of all its entries: `Nouveaux administrateurs avec signature individuelle:`.
  const tail = / (?:avec|mit|con) /.exec(heading);
  const tailRole = tail ? roleOfHeading(headingKey(heading.slice(0, tail.index))) : undefined;
  if (tail && tailRole !== undefined) return { kind: "added", body, roles: [tailRole], signing: heading.slice(tail.index + 1) };
  return null;
}

/**
 * Whether a sentence after a section continues it: the old Fribourg style ends each entry with a full
 * stop (`Lehmann Marc, von Oberdiessbach, in Niederwangen b. Bern, mit Kollektivprokura zu zweien.`).
 * Only complete entries (name, origin or nationality, residence) without a verb qualify.
 */
function continuesSection(sentence: string): boolean {
  if (/ (?:ist|sind|est|sont|è|zeichnet|zeichnen|wird|werden) /.test(sentence)) return false;
  return splitTopLevel(withoutFinalStop(sentence), ";").every((chunk) => {
    const [name = "", ...rest] = splitTopLevel(chunk, ",");
    const readings = rest.map((part) => readPart(part, null));
    return (
      isNameLike(name) &&
      readings.some((r) => r.type === "origin" || r.type === "nationality" || r.type === "origin-and-residence") &&
      readings.some((r) => isIdentity(r) && r.type !== "origin" && r.type !== "nationality")
    );
  });
}

/**
 * Reads the person sections and person sentences of one notice text, raw (with gazette markup, entities or
 * double-encoded UTF-8) or plain. Entries keep the order of the text.
 */
export function parsePersonLines(text: string): PersonLines {
  const lines: PersonLines = { removed: [], added: [] };
  let open: { target: PersonEntry[]; options: ListOptions } | null = null;
  for (const sentence of splitSentences(cleanGazetteText(text))) {
    const section = readHeading(sentence);
    if (section) {
      const body = withoutFinalStop(section.body);
      open = null;
      if (section.kind === "correction" && !isNameLike(splitTopLevel(body, ",")[0]?.replace(/\s*\([^)]*\)/g, "") ?? "")) continue;
      const target = section.kind === "removed" ? lines.removed : lines.added;
      // Under a role heading the entries are prose-like lists (`Volet Vincent, secrétaire, Volet Laurent, tous deux à …`).
      const mode = section.roles ? "prose" : "section";
      const options: ListOptions = { mode, roles: section.roles, signing: section.signing };
      target.push(...readList(body, options));
      open = { target, options };
      continue;
    }
    if (open && continuesSection(sentence)) {
      open.target.push(...readList(withoutFinalStop(sentence), open.options));
      continue;
    }
    open = null;
    const prose = readProseSentence(withoutFinalStop(sentence));
    if (prose) {
      lines.removed.push(...prose.removed);
      lines.added.push(...prose.added);
    }
  }
  return PersonLinesSchema.parse(lines);
}
