/**
 * The keyed API's register resources (spec part 2.2, DESIGN.md section 8) as zod schemas: what `data` holds in the
 * `{success: true, data}` envelope of each register endpoint. They extend the public resources (resources.ts) with
 * the register's full depth: every name, former officers with their notices, status history, the notice timeline.
 */
import { z } from "zod";
import { COMPANY_STATUSES, ENTITY_TYPES } from "./codes.js";
import { KEYED_MAX_OFFSET, NOTICE_SUMMARY_LENGTH, RELATED_COMPANIES_SHOWN } from "./limits.js";
import { CompanyDetail, CompanySearchResult, PersonMandateCompany, PersonSearchResult } from "./resources.js";
import { ROLE_CATEGORIES } from "./role-categories.js";

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe("Date, YYYY-MM-DD");
const url = z.string().url();
const nullableString = z.string().nullable();
const roleCategories = z.array(z.enum(ROLE_CATEGORIES)).describe("What the role is: chair, board, management, partner, auditor, liquidator, signatory or other");

/** A page of the keyed API: the exact total, and where the next page starts. */
function keyedPage<Item extends z.ZodType>(item: Item, id: string) {
  return z
    .object({
      total: z.number().int().describe("Exact number of matches"),
      items: z.array(item),
      limit: z.number().int(),
      offset: z.number().int(),
      next_offset: z
        .number()
        .int()
        .nullable()
        .describe(`Offset of the next page; null when there is none or it would pass offset ${KEYED_MAX_OFFSET}`),
    })
    .meta({ id });
}

export const NogaEntry = z
  .object({
    id: z.number().int(),
    code: z.string().describe("NOGA 2008 code in dotted shape: `A` (section), `01` (division), `01.1`, `01.11`, `01.11.00`"),
    parent_id: z.number().int().nullable().describe("The parent node's id; null for a section"),
    level: z.number().int().describe("1 section, 2 division, 3 group, 4 class, 5 type"),
    section: z.string().describe("Section letter"),
    text_de: nullableString,
    text_fr: nullableString,
    text_it: nullableString,
    text_en: nullableString,
  })
  .meta({ id: "NogaEntry" });

export const NogaListPage = keyedPage(NogaEntry, "NogaListPage");

export const KeyedCompanyItem = CompanySearchResult.omit({ matched: true }).meta({ id: "KeyedCompanyItem" });

export const KeyedCompanyPage = keyedPage(KeyedCompanyItem, "KeyedCompanyPage");

export const CompanyName = z
  .object({
    name: z.string(),
    kind: z.enum(["current", "previous", "translation"]).describe("current name, a previous name (most recent first) or a translation"),
    valid_from: date.nullable().describe("Since when the company bore it, where the register says"),
    valid_until: date.nullable().describe("Until when, where the register says"),
  })
  .meta({ id: "CompanyName" });

export const KeyedCompanyDetail = CompanyDetail.extend({
  names: z.array(CompanyName).describe("Every name the company has had: current, previous, translations"),
  counts: z.object({
    officers: z.number().int().describe("Present officers (as listed in officers)"),
    former_officers: z.number().int().describe("Mandates that have ended"),
    notices: z.number().int().describe("Gazette notices on record"),
  }),
}).meta({ id: "KeyedCompanyDetail" });

export const NoticeRef = z
  .object({
    id: z.number().int(),
    sogc_number: nullableString.describe("The gazette's publication number"),
    date: date.nullable().describe("Publication date in the gazette"),
  })
  .meta({ id: "NoticeRef" });

export const JournalSummary = z
  .object({
    id: z.number().int(),
    date: date.nullable().describe("Publication date in the gazette"),
    sogc_number: nullableString,
    journal_no: nullableString.describe("The cantonal register's journal number"),
    journal_date: nullableString,
    mutation_types: z.array(z.string()).describe("What the notice records (keys of the SOGC mutation types: status.neu, aenderungorgane, ...)"),
    summary: nullableString.describe(`The notice's text in one line, at most ${NOTICE_SUMMARY_LENGTH} characters`),
  })
  .meta({ id: "JournalSummary" });

export const JournalPage = keyedPage(JournalSummary, "JournalPage");

export const JournalText = JournalSummary.omit({ summary: true })
  .extend({
    language: nullableString,
    text: nullableString.describe("The notice's full text; persons the register suppressed are written `Redacted person`"),
  })
  .meta({ id: "JournalText" });

export const JournalTextPage = keyedPage(JournalText, "JournalTextPage");

export const MandateHistoryEntry = z
  .object({
    id: z.number().int().describe("Person id; 0 when the register has suppressed the person"),
    name: z.string().describe("`Redacted person` when the register has suppressed the person"),
    entity_type: z.enum(ENTITY_TYPES),
    redacted: z.boolean(),
    url: url.nullable().describe("Person profile; null for redacted persons"),
    role: nullableString,
    role_categories: roleCategories,
    signing_authority: nullableString,
    status: z.enum(["active", "former"]),
    started_on: date.nullable(),
    ended_on: date.nullable(),
    opened_by: NoticeRef.nullable().describe("The notice that recorded the mandate"),
    closed_by: NoticeRef.nullable().describe("The notice that recorded its end"),
  })
  .meta({ id: "MandateHistoryEntry" });

export const StatusEvent = z
  .object({
    status: z.enum(COMPANY_STATUSES).describe("The status the event put the company in"),
    event: z.string().describe("The mutation type that says so (status.neu, status.aufl.liq, status.loeschung, ...), or `registered`"),
    date: date.nullable(),
    notice: NoticeRef.nullable(),
  })
  .meta({ id: "StatusEvent" });

export const SharedOfficer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    url: url,
    entity_type: z.enum(ENTITY_TYPES),
    role_here: nullableString.describe("Role at the company of the report"),
    role_there: nullableString.describe("Role at the related company"),
    possible_homonym: z
      .boolean()
      .describe("true when the register tells this person apart by name alone (no place of origin, or a firm without UID): the two mandates may be two people"),
  })
  .meta({ id: "SharedOfficer" });

export const RelatedCompany = z
  .object({
    company: KeyedCompanyItem,
    shared_officers: z.array(SharedOfficer),
    possible_homonym: z.boolean().describe("true when every shared officer may be a homonym"),
  })
  .meta({ id: "RelatedCompany" });

export const CompanyReport = z
  .object({
    company: KeyedCompanyItem.extend({
      purpose: nullableString,
      capital: nullableString.describe("Capital as registered (the register holds the present capital, not its history)"),
      deletion_date: date.nullable(),
      noga: NogaEntry.nullable(),
    }),
    names: z.array(CompanyName),
    officers: z.object({
      present: z.array(MandateHistoryEntry),
      former: z.array(MandateHistoryEntry),
    }),
    status_history: z.array(StatusEvent).describe("Oldest first; read from the notices' mutation types"),
    notices: z.array(JournalSummary).describe("Every gazette notice, oldest first"),
    related_companies: z.object({
      total: z.number().int(),
      items: z.array(RelatedCompany).describe(`At most ${RELATED_COMPANIES_SHOWN}, most shared officers first`),
    }),
    source: z.string(),
  })
  .meta({ id: "CompanyReport" });

export const KeyedPersonPage = keyedPage(PersonSearchResult, "KeyedPersonPage");

export const PersonMandateHistory = z
  .object({
    company: PersonMandateCompany,
    role: nullableString,
    role_categories: roleCategories,
    signing_authority: nullableString,
    status: z.enum(["active", "former"]),
    started_on: date.nullable(),
    ended_on: date.nullable(),
    company_active: z.boolean(),
    opened_by: NoticeRef.nullable(),
    closed_by: NoticeRef.nullable(),
  })
  .meta({ id: "PersonMandateHistory" });

export const PersonGazetteEntry = JournalSummary.extend({
  company: z.object({ id: z.number().int(), name: z.string(), url: url }),
}).meta({ id: "PersonGazetteEntry" });

export const KeyedPersonDetail = PersonSearchResult.omit({ redacted: true, url: true })
  .extend({
    mandates: z.array(PersonMandateHistory).describe("Every mandate, present first"),
    gazette: z.array(PersonGazetteEntry).describe("The notices that opened or closed the person's mandates, newest first"),
    url: url,
    markdown_url: url,
    source: z.string(),
  })
  .meta({ id: "KeyedPersonDetail" });

export type NogaEntry = z.infer<typeof NogaEntry>;
export type NogaListPage = z.infer<typeof NogaListPage>;
export type KeyedCompanyItem = z.infer<typeof KeyedCompanyItem>;
export type KeyedCompanyPage = z.infer<typeof KeyedCompanyPage>;
export type CompanyName = z.infer<typeof CompanyName>;
export type KeyedCompanyDetail = z.infer<typeof KeyedCompanyDetail>;
export type NoticeRef = z.infer<typeof NoticeRef>;
export type JournalSummary = z.infer<typeof JournalSummary>;
export type JournalPage = z.infer<typeof JournalPage>;
export type JournalText = z.infer<typeof JournalText>;
export type JournalTextPage = z.infer<typeof JournalTextPage>;
export type MandateHistoryEntry = z.infer<typeof MandateHistoryEntry>;
export type StatusEvent = z.infer<typeof StatusEvent>;
export type SharedOfficer = z.infer<typeof SharedOfficer>;
export type RelatedCompany = z.infer<typeof RelatedCompany>;
export type CompanyReport = z.infer<typeof CompanyReport>;
export type KeyedPersonPage = z.infer<typeof KeyedPersonPage>;
export type PersonMandateHistory = z.infer<typeof PersonMandateHistory>;
export type PersonGazetteEntry = z.infer<typeof PersonGazetteEntry>;
export type KeyedPersonDetail = z.infer<typeof KeyedPersonDetail>;
