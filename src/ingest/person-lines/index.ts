/**
 * The gazette person-line parser: from one notice text, the entries that leave and the entries that are
 * added or changed, in German, French and Italian. See test/fixtures/sogc/README.md for the decisions.
 */
import { PersonLinesSchema, type ParsedEntry, type PersonEntry, type PersonLines } from "../person-entry.js";
import { cleanGazetteText } from "../text-hygiene.js";
import { readList, type ListOptions } from "./entry-reader.js";
import { isIdentity, isNameLike, readPart } from "./parts.js";
import { readProseSentence } from "./prose.js";
import { splitSentenceSpans, splitTopLevel, withoutFinalStop, type SentenceSpan } from "./sentences.js";
import { namesPersons } from "./mentions.js";
import {
  ADDED_HEADINGS,
  BODY_HEADINGS,
  CORRECTION_HEADING,
  headingKey,
  REMOVED_HEADINGS,
  roleOfHeading,
  singularOfLeadingRole,
  withoutDroppedModifiers,
} from "./vocabulary.js";

export type { ParsedEntry, PersonEntry, PersonLines };

interface Section {
  kind: "removed" | "added" | "correction";
  body: string;
  roles?: string[];
  signing?: string;
}

/**
 * A role heading written with its qualifier and a change word (`Mitglieder des Verwaltungsrates neu:`, `Nouveaux
 * membres du conseil:`): the singular of the role as written. Only short headings without a verb qualify.
 */
function roleOfPluralHeading(heading: string): string | undefined {
  const bare = withoutDroppedModifiers(heading).replace(/\s+(?:neu|nouveaux?|nouvelles?|nuov[oaie])$/i, "");
  if (singularOfLeadingRole(bare) === undefined || bare.split(" ").length > 6 || / (?:ist|sind|est|sont|è|sono|wurde|a|ont|mit|avec|con) /.test(` ${bare} `)) return undefined;
  return singularOfLeadingRole(bare);
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
  const role = roleOfHeading(key) ?? roleOfPluralHeading(heading);
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
    if (!isNameLike(name) || readings.length === 0) return false;
    const identified =
      readings.some((r) => r.type === "origin" || r.type === "nationality" || r.type === "origin-and-residence") &&
      readings.some((r) => isIdentity(r) && r.type !== "origin" && r.type !== "nationality");
    // An entry that states no origin still continues the list when every part is a role or a signing authority.
    const described = readings.some((r) => r.type === "signing") && readings.every((r) => r.type === "signing" || r.type === "role");
    return identified || described;
  });
}

/** Narrows an entry's evidence from its sentence to its own part of a list: from its name to the next `;`. */
function locate(entries: PersonEntry[], sentence: SentenceSpan, source: string, narrow: boolean): ParsedEntry[] {
  let cursor = sentence.start;
  return entries.map((entry) => {
    const whole = { start: sentence.start, end: sentence.end };
    if (!narrow) return { ...entry, evidence: whole };
    const at = source.indexOf((entry.last_name ?? entry.name).split(/[ ,]/)[0], cursor);
    if (at < 0 || at >= sentence.end) return { ...entry, evidence: whole };
    const stop = source.indexOf(";", at);
    const end = stop < 0 || stop > sentence.end ? sentence.end : stop;
    cursor = at + 1;
    return { ...entry, evidence: { start: at, end } };
  });
}

/**
 * Reads the person sections and person sentences of one notice text, raw (with gazette markup, entities or
 * double-encoded UTF-8) or plain. Entries keep the order of the text; each carries its evidence. Sentences that name
 * persons but gave no entry are listed in `unparsed`.
 */
export function parsePersonLines(raw: string): PersonLines {
  const text = cleanGazetteText(raw);
  const lines: PersonLines = { text, removed: [], added: [], unparsed: [] };
  let open: { target: ParsedEntry[]; options: ListOptions } | null = null;
  splitSentenceSpans(text).forEach((span, index) => {
    const sentence = span.text;
    const section = readHeading(sentence);
    if (section) {
      const body = withoutFinalStop(section.body);
      open = null;
      if (section.kind === "correction" && !isNameLike(splitTopLevel(body, ",")[0]?.replace(/\s*\([^)]*\)/g, "") ?? "")) return;
      const target = section.kind === "removed" ? lines.removed : lines.added;
      // Under a role heading the entries are prose-like lists (`Volet Vincent, secrétaire, Volet Laurent, tous deux à …`).
      const mode = section.roles ? "prose" : "section";
      const options: ListOptions = { mode, roles: section.roles, signing: section.signing };
      const entries = readList(body, options);
      target.push(...locate(entries, span, text, true));
      if (entries.length === 0 && namesPersons(body)) lines.unparsed.push({ ...span, sentence });
      open = { target, options };
      return;
    }
    if (open && continuesSection(sentence)) {
      open.target.push(...locate(readList(withoutFinalStop(sentence), open.options), span, text, true));
      return;
    }
    open = null;
    const prose = readProseSentence(withoutFinalStop(sentence));
    if (prose && prose.removed.length + prose.added.length > 0) {
      lines.removed.push(...locate(prose.removed, span, text, false));
      lines.added.push(...locate(prose.added, span, text, false));
    } else if (index > 0 && namesPersons(sentence)) {
      lines.unparsed.push({ ...span, sentence });
    }
  });
  return PersonLinesSchema.parse(lines);
}
