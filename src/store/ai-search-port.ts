/**
 * The reads of AI search (src/ai-search): companies passing understood filters, ranked by a store's text relevance.
 * A port of its own beside the register store's, so that a store offers AI search only when it has the index.
 */
import type { CompanyStatus } from "../domain/codes.js";
import type { CompanyRow } from "./port.js";

/** A seat AI search understood: a municipality (BFS number) or a canton. */
export type AiSearchPlace = { municipality: number; canton?: undefined } | { canton: string; municipality?: undefined };

/**
 * The filters of an AI search. Every non-empty part applies; the values of one part are alternatives. With no part
 * at all, every company passes.
 */
export interface AiSearchCriteria {
  places: AiSearchPlace[];
  /** Legal form codes of the register. */
  legalForms: string[];
  statuses: CompanyStatus[];
  /** A NOGA code under one of the prefixes, or one of the folded word forms in a name or the purpose. */
  industry: { nogaPrefixes: string[]; wordForms: string[] } | null;
  /** One of these folded word forms in a name or the purpose. */
  textForms: string[];
  registeredFrom: string | null;
  registeredTo: string | null;
}

/** What ranks first among the candidates: a NOGA code under one of the prefixes, a seat in one of the municipalities. */
export interface AiSearchPreference {
  nogaPrefixes: string[];
  municipalities: number[];
}

/** A company passing the criteria. */
export interface AiSearchCandidate {
  id: number;
  /** The build-time prominence of the company (lower first). */
  prominence: number;
  noga_code: string | null;
  municipality: number | null;
}

/** A candidate's record, for explaining why it matched. `other_names`: previous names and translations, one a line. */
export interface AiSearchCompanyRow extends CompanyRow {
  municipality: number | null;
  noga_code: string | null;
  purpose: string | null;
  language: string | null;
  other_names: string | null;
}

/** The reads AI search makes. */
export interface AiSearchStore {
  /** The latest registration date of the register; null for an empty register. */
  latestRegistration(): Promise<string | null>;
  /** How many companies pass the criteria. */
  count(criteria: AiSearchCriteria): Promise<number>;
  /**
   * Up to `limit` companies passing the criteria: those satisfying more of the preference first, then by text
   * relevance, then by prominence; with how many pass (`total`, as `count` answers), read in the same pass.
   */
  candidates(criteria: AiSearchCriteria, preference: AiSearchPreference, limit: number): Promise<{ total: number; candidates: AiSearchCandidate[] }>;
  /** The records of these companies, by id. */
  companies(ids: readonly number[]): Promise<Map<number, AiSearchCompanyRow>>;
}
