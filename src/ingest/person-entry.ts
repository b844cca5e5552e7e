/** The person entry that a gazette notice's person lines describe (ENTRY), the same shape in every language. */
import { z } from "zod";

/**
 * One person or legal entity named in a notice. Values are as written in the text, whitespace collapsed;
 * absent values are null. For a natural person `name` is `first_name last_name`; for a legal entity
 * `name` is the firm and `identifier` its UID or old CH-number as written.
 */
export const PersonEntrySchema = z.object({
  kind: z.enum(["natural_person", "legal_entity"]),
  name: z.string(),
  last_name: z.string().nullable(),
  first_name: z.string().nullable(),
  identifier: z.string().nullable(),
  /** Places of origin (Heimatorte) as written: `Stettfurt und Appenzell`. */
  origin: z.string().nullable(),
  /** Foreign nationality: the phrase as written (`britischer Staatsangehöriger`, `citoyen belge`), or the country of `de Roumanie`. */
  nationality: z.string().nullable(),
  residence: z.string().nullable(),
  roles: z.array(z.string()),
  signing_authority: z.string().nullable(),
  /** The inner text of `[bisher: …]`, `[précédemment: …]`, `[finora: …]` (or of a correction's `[non: …]`). */
  previous: z.string().nullable(),
});
export type PersonEntry = z.infer<typeof PersonEntrySchema>;

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
export type UnparsedSentence = z.infer<typeof UnparsedSentenceSchema>;

/**
 * What one notice says about persons: entries that leave, entries that are added or changed, and the person sentences
 * the parser could not read, so that an import can report its coverage.
 */
export const PersonLinesSchema = z.object({
  /** The cleaned notice text the evidence offsets point into. */
  text: z.string(),
  removed: z.array(ParsedEntrySchema),
  added: z.array(ParsedEntrySchema),
  unparsed: z.array(UnparsedSentenceSchema),
});
export type PersonLines = z.infer<typeof PersonLinesSchema>;
