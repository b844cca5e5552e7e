/**
 * Names every demo register holds, so that the examples of the operation schemas, docs, README and llms.txt find
 * something on any demo register (issue 13): the first German-language company of a fitting industry and legal form
 * that the simulation names takes each one (src/generate/naming.ts), so the register and its gazette texts agree.
 * The names are fictitious, like the rest of the demo register.
 */

export interface ExampleName {
  name: string;
  /** eCH-0097 legal form and NOGA code prefix the company must have; the name ends with the form's German suffix. */
  legalForm: string;
  nogaPrefix: string;
}

export const EXAMPLE_NAMES: readonly ExampleName[] = [
  { name: "Immobilien Widmer AG", legalForm: "0106", nogaPrefix: "68" },
  { name: "Restaurant Sonne GmbH", legalForm: "0107", nogaPrefix: "56" },
  { name: "Bau Vogel AG", legalForm: "0106", nogaPrefix: "41" },
];

/** The examples the operation schemas and docs use, found in every demo register (test/generate/register.test.ts). */
export const EXAMPLE_QUERIES = {
  companySearch: "Immobilien Widmer",
  autocomplete: "Restaurant So",
  personSearch: "Müller",
} as const;
