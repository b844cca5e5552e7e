/**
 * The public contract's resources (spec part 2.1) as zod schemas: the single source of the field lists that REST,
 * MCP (`outputSchema`), OpenAPI and the fact sheets derive from. TypeScript types are inferred, never written twice.
 */
import { z } from "zod";
import { ENTITY_TYPES } from "./codes.js";
import { PUBLIC_ERROR_CODES } from "./errors.js";
import { MAX_OFFSET, OTHER_MANDATES_SHOWN, PUBLICATION_TEXT_LIMIT, PUBLICATIONS_SHOWN } from "./limits.js";
import { ROLE_CATEGORIES } from "./role-categories.js";

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe("Date, YYYY-MM-DD");
const url = z.string().url();
const nullableString = z.string().nullable();


export const ErrorBody = z
  .object({
    error: z.object({
      code: z.enum(PUBLIC_ERROR_CODES),
      message: z.string().describe("What went wrong; names the offending parameter for parameter errors"),
      hint: z.string().optional().describe("What to do; for parameter errors the accepted range or values"),
      docs: url.describe("Address of the contract description"),
      request_id: z
        .string()
        .optional()
        .describe("Only on internal_error: the request's id (also its X-Request-Id header), to quote when reporting it"),
    }),
  })
  .meta({ id: "Error" });

export const MATCHED_FIELDS = ["name", "translation", "former_name", "uid"] as const;

export const Matched = z
  .object({
    field: z
      .enum(MATCHED_FIELDS)
      .describe("Which of the company's names matched: its current name, a translation, a former name, or its UID"),
    value: z.string().describe("The name (or UID) that matched; the query's words all match within this one name"),
  })
  .describe("What matched the query")
  .meta({ id: "Matched" });

export const CompanySearchResult = z
  .object({
    id: z.number().int().describe("Company id (the register's EHRA-ID where known)"),
    name: z.string(),
    uid: nullableString.describe("Swiss UID, shape CHE-NNN.NNN.NNN"),
    status: nullableString.describe("Register status: active, liquidation or deleted"),
    legal_form: nullableString.describe("Legal form, one of the legal_form filter values"),
    register_date: date.nullable(),
    address: nullableString.describe("Street address with postcode and town"),
    location: nullableString.describe("Seat (town)"),
    canton: nullableString.describe("Two-letter canton code"),
    url: url.describe("Profile page"),
    markdown_url: url.describe("Markdown fact sheet"),
    matched: Matched,
  })
  .meta({ id: "CompanySearchResult" });

/** A page of search results (CompanySearchPage, PersonSearchPage). */
function searchPage<Item extends z.ZodType>(item: Item, id: string, suggestionsAre: string) {
  return z
    .object({
      total: z.number().int().describe(`Total matches; may exceed what can be paged through (offset stops at ${MAX_OFFSET})`),
      items: z.array(item),
      limit: z.number().int(),
      offset: z.number().int(),
      next_offset: z.number().int().nullable().describe("Offset of the next page, null when there is none"),
      suggestions: z
        .array(z.string())
        .describe(
          `"Did you mean": when the query finds nothing, up to 5 ${suggestionsAre} close to it (words corrected ` +
            "by their letter trigrams) that the same filters do find; search again with one. Empty otherwise",
        ),
    })
    .meta({ id });
}

export const CompanySearchPage = searchPage(CompanySearchResult, "CompanySearchPage", "company names");

export const CompanySuggestion = z
  .object({
    id: z.number().int(),
    name: z.string(),
    uid: nullableString,
    canton: nullableString,
    location: nullableString,
    url: url,
    matched: Matched,
  })
  .meta({ id: "CompanySuggestion" });

export const CompanySuggestions = z
  .object({ suggestions: z.array(CompanySuggestion).describe("Best match first") })
  .meta({ id: "CompanySuggestions" });

export const NogaClassification = z
  .object({
    id: z.number().int(),
    code: z.string().describe("NOGA 2008 code, digits (six-digit shape for a type)"),
    level: z.number().int().nullable().describe("1 section, 2 division, 3 group, 4 class, 5 type"),
    labels: z.object({ en: nullableString, de: nullableString, fr: nullableString, it: nullableString }),
  })
  .meta({ id: "NogaClassification" });

const roleCategories = z
  .array(z.enum(ROLE_CATEGORIES))
  .describe(
    "What the role is, read from its words in German, French or Italian: chair, board, management, partner, auditor, " +
      "liquidator, signatory or other (several for a combined role, e.g. partner and management)",
  );

export const OtherMandate = z
  .object({
    company_id: z.number().int(),
    company_name: z.string(),
    role: nullableString,
    url: url.describe("Company profile"),
  })
  .meta({ id: "OtherMandate" });

export const CompanyOfficer = z
  .object({
    id: z.number().int().describe("Person id; 0 (no person has it) when the register has suppressed the person"),
    name: z.string().describe("`Redacted person` when the register has suppressed the person"),
    role: nullableString.describe("Registry role, in the register's language"),
    role_categories: roleCategories,
    signing_authority: nullableString,
    status: nullableString.describe("Mandate status: active for a present officer"),
    entity_type: z.enum(ENTITY_TYPES),
    redacted: z.boolean(),
    url: url.nullable().describe("Person profile; null for redacted persons and legal entities without a record"),
    company: z
      .object({ id: z.number().int(), url: url.describe("Company profile") })
      .nullable()
      .describe("For a legal entity (an auditor, a partner firm): its own company record, when the register has one with the same UID, or the same name and seat"),
    other_mandates: z
      .object({
        total: z.number().int().describe("Present mandates of this officer in other active companies"),
        items: z.array(OtherMandate).describe(`At most ${OTHER_MANDATES_SHOWN} of them, best-known companies first; get_person lists all`),
      })
      .nullable()
      .describe("The officer's other present mandates; null for redacted persons"),
  })
  .meta({ id: "CompanyOfficer" });

export const CompanyPublication = z
  .object({
    id: z.number().int(),
    journal_no: nullableString,
    journal_date: nullableString,
    sogc_date: nullableString,
    text: nullableString.describe(`Gazette text, clipped at ${PUBLICATION_TEXT_LIMIT} characters`),
    text_truncated: z.boolean(),
  })
  .meta({ id: "CompanyPublication" });

export const CompanyDetail = z
  .object({
    id: z.number().int(),
    name: z.string(),
    uid: nullableString,
    status: nullableString,
    legal_form: nullableString,
    register_date: date.nullable(),
    address: nullableString,
    location: nullableString,
    canton: nullableString,
    purpose: nullableString.describe("Registered business purpose, original language"),
    capital: nullableString,
    previous_names: z.array(z.string()),
    noga: NogaClassification.nullable(),
    officers: z.array(CompanyOfficer).describe("Present board members and signatories only"),
    publications: z.array(CompanyPublication).describe(`At most ${PUBLICATIONS_SHOWN}, newest first`),
    publications_total: z.number().int().describe("Number of gazette entries on record"),
    url: url,
    markdown_url: url,
    source: z.string(),
  })
  .meta({ id: "CompanyDetail" });

export const PersonSearchResult = z
  .object({
    id: z.number().int(),
    name: z.string(),
    first_name: nullableString,
    last_name: nullableString,
    origin: nullableString.describe("Place of origin (Heimatort, the place of citizenship); tells homonyms apart"),
    residence: nullableString,
    nationality: nullableString,
    status: nullableString.describe("active while the person holds a mandate in an active company, otherwise inactive"),
    redacted: z.boolean(),
    url: url.nullable(),
  })
  .meta({ id: "PersonSearchResult" });

export const PersonSearchPage = searchPage(PersonSearchResult, "PersonSearchPage", "person names");

export const PersonMandateCompany = z
  .object({
    id: z.number().int(),
    name: z.string(),
    uid: nullableString,
    status: nullableString,
    legal_form: nullableString,
    location: nullableString,
    canton: nullableString,
    url: url,
  })
  .meta({ id: "PersonMandateCompany" });

export const PersonMandate = z
  .object({
    company: PersonMandateCompany,
    role: nullableString,
    role_categories: roleCategories,
    signing_authority: nullableString,
    started_on: date.nullable().describe("Date of the gazette entry that recorded the mandate, where known"),
    ended_on: date.nullable().describe("Date the mandate ended, where known (only for companies that ended)"),
    company_active: z.boolean().describe("false when the company is in liquidation or deleted"),
  })
  .meta({ id: "PersonMandate" });

export const PersonDetail = z
  .object({
    id: z.number().int(),
    name: z.string(),
    first_name: nullableString,
    last_name: nullableString,
    origin: nullableString.describe("Place of origin (Heimatort, the place of citizenship)"),
    residence: nullableString,
    nationality: nullableString,
    status: nullableString,
    mandates: z
      .array(PersonMandate)
      .describe("Present mandates, and those held when a company ended; mandates ended earlier are not public history here"),
    url: url,
    markdown_url: url,
    source: z.string(),
  })
  .meta({ id: "PersonDetail" });

export type ErrorBody = z.infer<typeof ErrorBody>;
export type Matched = z.infer<typeof Matched>;
export type CompanySearchResult = z.infer<typeof CompanySearchResult>;
export type CompanySearchPage = z.infer<typeof CompanySearchPage>;
export type CompanySuggestion = z.infer<typeof CompanySuggestion>;
export type CompanySuggestions = z.infer<typeof CompanySuggestions>;
export type NogaClassification = z.infer<typeof NogaClassification>;
export type CompanyOfficer = z.infer<typeof CompanyOfficer>;
export type OtherMandate = z.infer<typeof OtherMandate>;
export type CompanyPublication = z.infer<typeof CompanyPublication>;
export type CompanyDetail = z.infer<typeof CompanyDetail>;
export type PersonSearchResult = z.infer<typeof PersonSearchResult>;
export type PersonSearchPage = z.infer<typeof PersonSearchPage>;
export type PersonMandate = z.infer<typeof PersonMandate>;
export type PersonDetail = z.infer<typeof PersonDetail>;
