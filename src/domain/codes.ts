/** The closed value lists of the public contract (spec part 4.1). */

export const CANTON_CODES = [
  "AG", "AI", "AR", "BE", "BL", "BS", "FR", "GE", "GL", "GR", "JU", "LU", "NE",
  "NW", "OW", "SG", "SH", "SO", "SZ", "TG", "TI", "UR", "VD", "VS", "ZG", "ZH",
] as const;
export type CantonCode = (typeof CANTON_CODES)[number];

/** Register status of a company (DESIGN.md section 5: Zefix ACTIVE / BEING_CANCELLED / CANCELLED). */
export const COMPANY_STATUSES = ["active", "liquidation", "deleted"] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const LEGAL_FORM_CATEGORIES = [
  "limited_or_corporation",
  "limited_liability_company",
  "sole_proprietorship",
  "general_partnership",
  "limited_partnership",
  "cooperative",
  "association",
  "foundation",
  "swiss_branch",
  "foreign_branch",
  "institut",
  "indivision",
  "special_legal_forms",
] as const;
export type LegalFormCategory = (typeof LEGAL_FORM_CATEGORIES)[number];

export const ENTITY_TYPES = ["natural_person", "legal_entity"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
