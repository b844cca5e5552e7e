/** What the person-line parser reads from one notice: entries (src/domain/person-entry.ts) with their evidence. */
import { z } from "zod";
import { PersonEntrySchema } from "../domain/person-entry.js";

/**
 * Where in the notice an entry was read: character offsets into `PersonLines.text` (the notice after text hygiene:
 * markup and entities removed, double-encoded UTF-8 repaired), `text.slice(start, end)` being the sentence, or for an
 * entry of a person list its own `;`-separated part.
 */
export const EvidenceSchema = z.object({ start: z.number().int().nonnegative(), end: z.number().int().nonnegative() });
export type Evidence = z.infer<typeof EvidenceSchema>;

/** An entry as the parser reads it: the ENTRY and its evidence. */
export const ParsedEntrySchema = PersonEntrySchema.extend({ evidence: EvidenceSchema });
export type ParsedEntry = z.infer<typeof ParsedEntrySchema>;

/** A sentence that names persons (a role, signing or appointment word next to a name) but gave no entry. */
export const UnparsedSentenceSchema = EvidenceSchema.extend({ sentence: z.string() });

/**
 * A sentence that gave entries but names more persons than it gave (a cheap, conservative count of name mentions:
 * `countNameMentions` in person-lines/mentions.ts): some of its persons were probably lost.
 */
export const PartlyParsedSentenceSchema = UnparsedSentenceSchema.extend({ named: z.number().int(), read: z.number().int() });

/**
 * What one notice says about persons: entries that leave, entries that are added or changed, and the person sentences
 * the parser could not read or read only in part, so that an import can report its coverage.
 */
export const PersonLinesSchema = z.object({
  /** The cleaned notice text the evidence offsets point into. */
  text: z.string(),
  removed: z.array(ParsedEntrySchema),
  added: z.array(ParsedEntrySchema),
  unparsed: z.array(UnparsedSentenceSchema),
  /** Sentences that gave fewer entries than the persons they name: coverage reported, not silently lost. */
  partly_parsed: z.array(PartlyParsedSentenceSchema),
});
export type PersonLines = z.infer<typeof PersonLinesSchema>;
