/**
 * Real records to point newcomers at (llms.txt, the home page): the first autocomplete suggestions for a common word
 * and an officer of the first one. Found once, at start, through the operations, so they always exist in this
 * register and show only what the operations show.
 */
import { NotFoundError } from "../domain/errors.js";
import { autocompleteCompanies } from "./autocomplete-companies.js";
import { getCompany } from "./get-company.js";
import type { OperationContext } from "./operation.js";

/** A company to show as an example. */
export interface ExampleCompany {
  id: number;
  name: string;
  url: string;
  markdownUrl: string;
}

/** A person to show as an example. */
export interface ExamplePerson {
  id: number;
  name: string;
  url: string;
  markdownUrl: string;
}

/** The examples of this register. */
export interface Examples {
  companies: ExampleCompany[];
  person: ExamplePerson | null;
  /** Where this register's data comes from, as the records say it. */
  source: string | null;
}

/** Words nearly every Swiss register holds company names with, tried in order. */
const COMMON_WORDS = ["ag", "gmbh", "sa", "holding", "immobilien", "bau"];

async function findExamples(context: OperationContext, count: number): Promise<Examples> {
  for (const word of COMMON_WORDS) {
    const { suggestions } = await autocompleteCompanies.handle({ q: word, limit: count }, context);
    if (suggestions.length === 0) continue;
    const companies = suggestions.map((s) => ({ id: s.id, name: s.name, url: s.url, markdownUrl: `${s.url}.md` }));
    let person: ExamplePerson | null = null;
    let source: string | null = null;
    for (const company of companies) {
      const detail = await getCompany.handle({ id: company.id }, context).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      });
      source ??= detail?.source ?? null;
      const officer = detail?.officers.find((o) => o.url !== null && o.entity_type === "natural_person");
      if (officer?.url) {
        person = { id: officer.id, name: officer.name, url: officer.url, markdownUrl: `${officer.url}.md` };
        break;
      }
    }
    return { companies, person, source };
  }
  return { companies: [], person: null, source: null };
}

/**
 * Starts finding the examples now and returns a getter for them. A failure (e.g. the store is not readable yet) is
 * not kept: the next call tries again.
 */
export function exampleSource(context: OperationContext, count = 3): () => Promise<Examples> {
  let pending: Promise<Examples> | undefined;
  const get = () => {
    pending ??= findExamples(context, count).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  get().catch(() => undefined);
  return get;
}
