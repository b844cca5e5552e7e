/**
 * The normalized records every source reader produces and the replay consumes: publications (what one gazette notice
 * says) and company snapshots (a register's current state of one company as of a date). Stored as JSON in the
 * import tables, so the replay is a pure function of what was imported, whatever the source or the order of arrival.
 */
import { z } from "zod";
import { COMPANY_STATUSES } from "../../domain/codes.js";

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
    zip: z.string().nullable(),
    town: z.string().nullable(),
    municipality: z.number().int().nullable(),
    canton: z.string().nullable(),
    language: z.string().nullable(),
    purpose: z.string().nullable(),
    capital: z.string().nullable(),
    registerDate: z.string().nullable(),
    deletionDate: z.string().nullable(),
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

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const PublicationRecordSchema = z.object({
  /** Stable identity across sources: `sogc:<publication number>` where the SOGC number is known. */
  key: z.string().min(1),
  format: z.enum(RECORD_FORMATS),
  company: CompanyRefSchema,
  sogcId: z.string().nullable(),
  sogcDate: isoDate,
  journalNo: z.string().nullable(),
  journalDate: isoDate.nullable(),
  mutationTypes: z.array(z.string()),
  language: z.string().nullable(),
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
