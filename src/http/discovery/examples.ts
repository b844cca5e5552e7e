/**
 * Real records to point newcomers at (llms.txt, the home page): the first autocomplete suggestions for a common word
 * and an officer of the first one. Computed once from the backend, at start, so they always exist in this register.
 */
import type { RegisterBackend } from "../../backend/port.js";

export interface ExampleCompany {
  id: number;
  name: string;
  url: string;
  markdownUrl: string;
}

export interface ExamplePerson {
  id: number;
  name: string;
  url: string;
  markdownUrl: string;
}

export interface Examples {
  companies: ExampleCompany[];
  person: ExamplePerson | null;
  /** Where this register's data comes from, as the records say it. */
  source: string | null;
}

/** Words nearly every Swiss register holds company names with, tried in order. */
const COMMON_WORDS = ["ag", "gmbh", "sa", "holding", "immobilien", "bau"];

async function findExamples(backend: RegisterBackend, count: number): Promise<Examples> {
  for (const word of COMMON_WORDS) {
    const { suggestions } = await backend.autocompleteCompanies({ q: word, limit: count });
    if (suggestions.length === 0) continue;
    const companies = suggestions.map((s) => ({ id: s.id, name: s.name, url: s.url, markdownUrl: `${s.url}.md` }));
    let person: ExamplePerson | null = null;
    let source: string | null = null;
    for (const company of companies) {
      const detail = await backend.getCompany(company.id);
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
export function exampleSource(backend: RegisterBackend, count = 3): () => Promise<Examples> {
  let pending: Promise<Examples> | undefined;
  const get = () => {
    pending ??= findExamples(backend, count).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  get().catch(() => undefined);
  return get;
}
