/**
 * The normalized records every source reader produces and the replay consumes: publications (what one gazette notice
 * says) and company snapshots (a register's current state of one company as of a date). Stored as JSON in the
 * import tables, so the replay is a pure function of what was imported, whatever the source or the order of arrival.
 */
import { z } from "zod";
import { CANTON_CODES, COMPANY_STATUSES } from "../../domain/codes.js";

// Formats of the fields a source gives as codes, numbers or dates: a record whose field is not in its format is
// refused at import with a line in the report (it could only be a broken or forged file), so that no such field ever
// reaches an answer. Free text (names, addresses, purpose, notice text) is escaped where it is shown instead.
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "not a date (YYYY-MM-DD)");
const swissZip = z.string().regex(/^\d{4}$/, "not a Swiss postal code (4 digits)");
const languageCode = z.string().regex(/^[a-z]{2}$/, "not a language code (two letters)");
const journalNumber = z.string().regex(/^\d{1,10}$/, "not a journal number (1 to 10 digits)");
const sogcNumber = z.string().regex(/^\d{1,12}$/, "not an SOGC publication number (digits)");
const cantonCode = z.string().refine((value) => (CANTON_CODES as readonly string[]).includes(value), "not a canton code");
const mutationType = z.string().regex(/^[\w.-]{1,40}$/, "not a mutation type");

/** Identifiers under which a source names a company. uid: 9 digits; chid: `CH` + 11 digits. */
export const CompanyRefSchema = z.object({
  ehraId: z.number().int().positive().nullable(),
  uid: z.string().regex(/^\d{9}$/).nullable(),
  chid: z.string().regex(/^CH\d{11}$/).nullable(),
});
export type CompanyRef = z.infer<typeof CompanyRefSchema>;

/**
 * Company fields as a source states them at one point in time. A field that is absent says nothing; a field that is
 * null says the register holds no value. previousNames: most recent first (snapshots only).
 */
export const CompanyFactsSchema = z
  .object({
    name: z.string().min(1),
    translations: z.array(z.string()),
    previousNames: z.array(z.string()),
    legalForm: z.string().regex(/^\d{4}$/).nullable(),
    status: z.enum(COMPANY_STATUSES),
    /** The source only says the company is not deleted (active or in liquidation). */
    notDeleted: z.literal(true),
    uid: z.string().regex(/^\d{9}$/).nullable(),
    chid: z.string().regex(/^CH\d{11}$/).nullable(),
    address: z.string().nullable(),
    zip: swissZip.nullable(),
    town: z.string().nullable(),
    municipality: z.number().int().nullable(),
    canton: cantonCode.nullable(),
    language: languageCode.nullable(),
    purpose: z.string().nullable(),
    capital: z.string().nullable(),
    registerDate: isoDate.nullable(),
    deletionDate: isoDate.nullable(),
  })
  .partial();
export type CompanyFacts = z.infer<typeof CompanyFactsSchema>;

/**
 * What a notice does to the company's status: new entry (active), dissolution (liquidation), deletion (deleted),
 * revocation of the dissolution (active), re-entry after deletion (active).
 */
export const STATUS_CHANGES = ["new", "dissolution", "deletion", "revocation", "reentry"] as const;
export type StatusChange = (typeof STATUS_CHANGES)[number];

/** Which reader produced a record; a richer format's record is never replaced by a poorer one's (see SOURCE_RANK). */
export const RECORD_FORMATS = ["zefix-tsv", "zefix-rest", "sogc-xml"] as const;
export type RecordFormat = (typeof RECORD_FORMATS)[number];
export const SOURCE_RANK: Record<RecordFormat, number> = { "zefix-tsv": 1, "zefix-rest": 2, "sogc-xml": 3 };

export const PublicationRecordSchema = z.object({
  /** Stable identity across sources: `sogc:<publication number>` where the SOGC number is known. */
  key: z.string().min(1),
  format: z.enum(RECORD_FORMATS),
  company: CompanyRefSchema,
  sogcId: sogcNumber.nullable(),
  sogcDate: isoDate,
  journalNo: journalNumber.nullable(),
  journalDate: isoDate.nullable(),
  mutationTypes: z.array(mutationType),
  language: languageCode.nullable(),
  /** Plain text (hygiene applied). */
  text: z.string(),
  statusChange: z.enum(STATUS_CHANGES).nullable(),
  /** The company as it was before the notice, where the source says (SOGC `commonsActual`, old Zefix `<F>` firm). */
  before: CompanyFactsSchema,
  /** The company as the notice leaves it. */
  after: CompanyFactsSchema,
});
export type PublicationRecord = z.infer<typeof PublicationRecordSchema>;

export const SnapshotRecordSchema = z.object({
  format: z.enum(RECORD_FORMATS),
  company: CompanyRefSchema,
  /** The date the snapshot describes (the company's last publication); null when the source does not say. */
  asOf: isoDate.nullable(),
  facts: CompanyFactsSchema,
});
export type SnapshotRecord = z.infer<typeof SnapshotRecordSchema>;

/** Why a record read from a source is not in the formats above (its first bad field and value), or null. */
export function recordFormatProblem(item: { kind: "publication"; record: PublicationRecord } | { kind: "snapshot"; record: SnapshotRecord }): string | null {
  const parsed = (item.kind === "publication" ? PublicationRecordSchema : SnapshotRecordSchema).safeParse(item.record);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  let value: unknown = item.record;
  for (const key of issue.path) value = (value as Record<PropertyKey, unknown> | undefined)?.[key as PropertyKey];
  const shown = JSON.stringify(value) ?? "undefined";
  return `${issue.path.join(".")} ${shown.length > 60 ? `${shown.slice(0, 57)}...` : shown}: ${issue.message}`;
}

/** A record a reader could not use, with where it came from and why. */
export interface RecordFailure {
  /** File (or URL) and position: `data/x.tsv:17`, `pub-123.xml`. */
  where: string;
  reason: string;
}

/** What a reader yields: records and failures, in input order. */
export type ReadItem =
  | { kind: "publication"; record: PublicationRecord; where: string }
  | { kind: "snapshot"; record: SnapshotRecord; where: string }
  | { kind: "failure"; failure: RecordFailure };
