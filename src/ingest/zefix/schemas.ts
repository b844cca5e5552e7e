/**
 * The Zefix PublicREST shapes we read (OpenAPI: zefix.admin.ch/ZefixPublicREST/v3/api-docs; a copy is in
 * ../shared/reference). Every field is optional: the reader takes what is there and reports what it cannot use.
 */
import { z } from "zod";

const optionalText = z.string().nullish();
const optionalInt = z.number().int().nullish();

export const DfieStringSchema = z.object({ de: optionalText, fr: optionalText, it: optionalText, en: optionalText });

export const LegalFormSchema = z.object({
  id: optionalInt,
  uid: optionalText,
  name: DfieStringSchema.nullish(),
  shortName: DfieStringSchema.nullish(),
});

export const CompanyShortSchema = z.object({
  name: optionalText,
  ehraid: optionalInt,
  uid: optionalText,
  chid: optionalText,
  legalSeatId: optionalInt,
  legalSeat: optionalText,
  registryOfCommerceId: optionalInt,
  legalForm: LegalFormSchema.nullish(),
  status: z.string().nullish(),
  sogcDate: optionalText,
  deletionDate: optionalText,
});
export type CompanyShort = z.infer<typeof CompanyShortSchema>;

export const MutationTypeSchema = z.object({ id: optionalInt, key: optionalText });

export const SogcPublicationSchema = z.object({
  sogcDate: optionalText,
  sogcId: z.union([z.number().int(), z.string()]).nullish(),
  registryOfCommerceId: optionalInt,
  registryOfCommerceCanton: optionalText,
  registryOfCommerceJournalId: z.union([z.number().int(), z.string()]).nullish(),
  registryOfCommerceJournalDate: optionalText,
  message: optionalText,
  mutationTypes: z.array(MutationTypeSchema).nullish(),
});
export type SogcPublication = z.infer<typeof SogcPublicationSchema>;

export const SogcPublicationAndCompanyShortSchema = z.object({
  sogcPublication: SogcPublicationSchema,
  companyShort: CompanyShortSchema.nullish(),
});
export type SogcPublicationAndCompanyShort = z.infer<typeof SogcPublicationAndCompanyShortSchema>;

export const AddressSchema = z.object({
  organisation: optionalText,
  careOf: optionalText,
  street: optionalText,
  houseNumber: optionalText,
  addon: optionalText,
  poBox: optionalText,
  city: optionalText,
  swissZipCode: z.union([z.string(), z.number()]).nullish(),
});

export const CompanyOldNameSchema = z.object({
  name: optionalText,
  sequenceNr: optionalInt,
  translation: z.array(z.string()).nullish(),
});

export const CompanyFullSchema = CompanyShortSchema.extend({
  translation: z.array(z.string()).nullish(),
  purpose: optionalText,
  sogcPub: z.array(SogcPublicationSchema).nullish(),
  address: AddressSchema.nullish(),
  canton: optionalText,
  capitalNominal: z.union([z.string(), z.number()]).nullish(),
  capitalCurrency: optionalText,
  headOffices: z.array(CompanyShortSchema).nullish(),
  furtherHeadOffices: z.array(CompanyShortSchema).nullish(),
  branchOffices: z.array(CompanyShortSchema).nullish(),
  hasTakenOver: z.array(CompanyShortSchema).nullish(),
  wasTakenOverBy: z.array(CompanyShortSchema).nullish(),
  auditCompanies: z.array(CompanyShortSchema).nullish(),
  oldNames: z.array(CompanyOldNameSchema).nullish(),
  cantonalExcerptWeb: optionalText,
});
export type CompanyFull = z.infer<typeof CompanyFullSchema>;

/** `{"error": {"type": "RESULTLIST_TO_LARGE", "message": "..."}}` */
export const RestApiErrorResponseSchema = z.object({
  error: z.object({ type: z.string().nullish(), message: z.string().nullish() }),
});

/** Body of POST /api/v1/company/search. name: a name prefix, `*` a wildcard. */
export interface CompanySearchQuery {
  name: string;
  legalFormId?: number;
  legalFormUid?: string;
  canton?: string;
  activeOnly?: boolean;
}
