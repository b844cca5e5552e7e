/**
 * The person entry that a gazette notice's person lines describe (ENTRY), the same shape in every language. It lives in
 * the domain because two sides share it: the ingest parser reads it and the demo generator renders it.
 */
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
