/**
 * The local backend: the register's answers over any store (src/store/port.ts).
 *
 * It owns what a client sees: search ranks in tiers (DESIGN.md section 5): the UID, or exact name, then name prefix,
 * then word prefixes (all words within one name), and within each tier current names before translations before
 * former names; paging (never past the 45th row); the mapping of rows to resources with their links and `matched`;
 * did-you-mean; and redaction: a person the register suppressed is never found or counted, appears among a company's
 * officers without name or stable id, and is masked in its gazette texts.
 */
import type { LegalFormCategory } from "../domain/codes.js";
import type { Links } from "../domain/links.js";
import type {
  CompanyDetail,
  CompanyOfficer,
  CompanyPublication,
  CompanySearchPage,
  CompanySearchResult,
  CompanySuggestions,
  Matched,
  NogaClassification,
  PersonMandate,
  PersonSearchPage,
  PersonSearchResult,
} from "../domain/resources.js";
import { roleCategories } from "../domain/role-categories.js";
import { nameKey, searchWords } from "../domain/text.js";
import { formatUid, parseUidQuery } from "../domain/uid.js";
import type {
  CompanyCandidate,
  CompanyFilter,
  CompanyNameField,
  CompanyOtherName,
  CompanyQueryTerms,
  CompanyRow,
  DetailAnswerKind,
  PersonFilter,
  PersonRow,
  RegisterStore,
  StoreDataset,
} from "../store/port.js";
import type {
  AutocompleteQuery,
  CompanySearchQuery,
  DatasetInfo,
  PersonProfile,
  PersonSearchQuery,
  RegisterBackend,
} from "./port.js";
import {
  MAX_OFFSET,
  MAX_REACHABLE_ROWS,
  OTHER_MANDATES_SHOWN,
  PUBLICATION_TEXT_LIMIT,
  PUBLICATIONS_SHOWN,
} from "../domain/limits.js";
import type { KeyedRegisterStore } from "../store/keyed-port.js";
import { createKeyedReads } from "./local-keyed.js";
import { createAiSearchRead, type AiSearchSetup } from "./ai-search.js";
import { personPhraseMasker, REDACTED_NAME } from "./redact-text.js";
import { suggestNames, SUGGEST_BELOW } from "./suggestions.js";
import { detailAnswerBytes, detailAnswerJson } from "./detail-answers.js";
import { parseKeepingText } from "../domain/parsed-json.js";

/** How many name-prefix candidates are read before ordering them by name field and rank. */
const PREFIX_CANDIDATES = 200;


/** The name fields best first: a company found by its current name ranks before one found by a translation. */
const FIELD_ORDER: Record<CompanyNameField, number> = { name: 0, translation: 1, former_name: 2 };

/** A company a name search found, and in which tier. */
interface RankedCompany extends CompanyCandidate {
  tier: "uid" | "exact" | "prefix" | "words";
}

/** Reference data read once from the store: it does not change while the store is open. */
interface Reference {
  categoryByCode: Map<string, LegalFormCategory>;
  nogaByCode: Map<string, NogaClassification>;
  dataset: StoreDataset;
  /** Where the data comes from, as every detail says it. */
  source: string;
}

const NO_FILTER: CompanyFilter = { cantons: [], statuses: [], legalForms: [] };

/**
 * A search page: the slice of ranked rows the query asks for (never past the 45th row), and where the next page starts
 * (null past offset 44).
 */
function searchPage<Row, Item>(rows: Row[], total: number, query: { limit: number; offset: number }, toItem: (row: Row) => Item) {
  const items = rows.slice(query.offset, Math.min(query.offset + query.limit, MAX_REACHABLE_ROWS)).map(toItem);
  const nextOffset = query.offset + query.limit;
  const reachable = Math.max(total, rows.length);
  return {
    total: reachable,
    items,
    limit: query.limit,
    offset: query.offset,
    next_offset: nextOffset < reachable && nextOffset <= MAX_OFFSET && items.length === query.limit ? nextOffset : null,
  };
}

/**
 * Collects rows from ranked tiers, each id once, up to `need` rows; `toRow` makes the row of a candidate taken (only
 * those: a tier may offer hundreds).
 */
function rankedCollector<Candidate extends { id: number }, Row = Candidate>(need: number, toRow: (candidate: Candidate) => Row) {
  const seen = new Set<number>();
  const rows: Row[] = [];
  return {
    rows,
    seen,
    /** How many more rows are wanted. */
    missing: () => need - rows.length,
    take(candidates: Candidate[]) {
      for (const candidate of candidates) {
        if (rows.length >= need) return;
        if (seen.has(candidate.id)) continue;
        seen.add(candidate.id);
        rows.push(toRow(candidate));
      }
    },
  };
}

const byFieldThenRank = (a: CompanyCandidate, b: CompanyCandidate) =>
  a.field === b.field ? a.rank - b.rank : FIELD_ORDER[a.field] - FIELD_ORDER[b.field];

/** What a company query asks for: one UID, or name words. Ranking and counting read the same terms. */
function companyQueryTerms(q: string): CompanyQueryTerms {
  const uid = parseUidQuery(q);
  return uid ? { uid } : { words: searchWords(q) };
}

function formatAddress(row: CompanyRow): string | null {
  const place = [row.zip, row.town].filter(Boolean).join(" ");
  const parts = [row.address, place].filter((part) => part && part.length > 0);
  return parts.length > 0 ? parts.join(", ") : null;
}

/** The words of where the register's data comes from. */
function sourceOf(dataset: StoreDataset): string {
  return dataset.source === "demo"
    ? `Generated demo register (fictitious companies and persons, seed ${dataset.seed ?? "?"}); not the Swiss commercial register`
    : "Swiss Official Gazette of Commerce (SOGC) and the cantonal commercial registers via Zefix; the cantonal register remains the legal authority";
}

export interface LocalBackendOptions {
  links: Links;
  /** AI search's store and optional model; without it AI search answers 503 (the store has no AI-search index). */
  aiSearch?: AiSearchSetup;
}

/** Creates the backend over a store. */
export function createLocalBackend(store: RegisterStore & KeyedRegisterStore, { links, aiSearch }: LocalBackendOptions): RegisterBackend {
  let loaded: Reference | undefined;
  let loading: Promise<Reference> | undefined;
  /** The reference data, read on first use; read again after a failure (the store may have been unavailable). */
  function loadReference(): Promise<Reference> {
    loading ??= (async () => {
      const [legalForms, noga, dataset] = await Promise.all([store.legalForms(), store.noga(), store.dataset()]);
      loaded = {
        categoryByCode: new Map(legalForms.map((form) => [form.code, form.category])),
        nogaByCode: new Map(noga.map((node): [string, NogaClassification] => [node.code, node])),
        dataset,
        source: sourceOf(dataset),
      };
      return loaded;
    })().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  }

  /** Finished answers, when the store has them: one read instead of assembling the detail (issue 19). */
  const answerJson = detailAnswerJson(links);
  const answerBytes = detailAnswerBytes(links);
  const companyUrl = (row: { id: number; name: string }) => links.profile("companies", row.id, row.name);

  function toSearchResult(row: CompanyRow, { categoryByCode }: Pick<Reference, "categoryByCode">): Omit<CompanySearchResult, "matched"> {
    return {
      id: row.id,
      name: row.name,
      uid: row.uid ? formatUid(row.uid) : null,
      status: row.status,
      legal_form: row.legal_form ? (categoryByCode.get(row.legal_form) ?? null) : null,
      register_date: row.register_date,
      address: formatAddress(row),
      location: row.town,
      canton: row.canton,
      url: companyUrl(row),
      markdown_url: links.factSheet("companies", row.id, row.name),
    };
  }

  function toPersonSearchResult(row: PersonRow): PersonSearchResult {
    return {
      id: row.id,
      name: row.name,
      first_name: row.first_name,
      last_name: row.last_name,
      origin: row.origin,
      residence: row.residence,
      nationality: row.nationality,
      status: row.active ? "active" : "inactive",
      redacted: false,
      url: links.profile("people", row.id, row.name),
    };
  }

  /**
   * Ranked companies for a query: the UID; or exact, then name prefix, then word prefix; at most `need`. Only ids and
   * ranks are read here; the rows of the page asked for are read afterwards.
   */
  async function rankedCompanies(q: string, terms: CompanyQueryTerms, filter: CompanyFilter, need: number): Promise<RankedCompany[]> {
    if (terms.uid !== undefined) return (await store.companiesByUid(terms.uid, filter, need)).map((candidate) => ({ ...candidate, tier: "uid" }));
    if (terms.words.length === 0) return [];
    const key = nameKey(q);
    let tier: RankedCompany["tier"] = "exact";
    const { rows, seen, missing, take } = rankedCollector(need, ({ id, rank, field, position }: CompanyCandidate): RankedCompany => ({ id, rank, field, position, tier }));
    take((await store.companiesByNameKey(key, filter, need)).sort(byFieldThenRank));
    tier = "prefix";
    if (missing() > 0) take((await store.companiesByNamePrefix(key, filter, PREFIX_CANDIDATES)).sort(byFieldThenRank));
    tier = "words";
    if (missing() > 0) take(await store.companiesByWords(terms.words, filter, missing(), seen));
    return rows;
  }

  /** The rows of ranked companies, with what matched each: the name of its field that placed it in its tier. */
  async function foundCompanies(q: string, ranked: RankedCompany[]): Promise<{ row: CompanyRow; matched: Matched }[]> {
    const needNames = ranked.filter((r) => r.tier !== "uid" && r.field !== "name").map((r) => r.id);
    const [rows, others] = await Promise.all([
      store.companyRows(ranked.map((r) => r.id)),
      needNames.length > 0 ? store.companyOtherNames(needNames) : new Map<number, CompanyOtherName[]>(),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const key = nameKey(q);
    const words = searchWords(q);
    return ranked.flatMap((r): { row: CompanyRow; matched: Matched }[] => {
      const row = byId.get(r.id);
      if (!row) return [];
      if (r.tier === "uid") return [{ row, matched: { field: "uid", value: row.uid ? formatUid(row.uid) : "" } }];
      if (r.field === "name") return [{ row, matched: { field: "name", value: row.name } }];
      const kind = r.field === "former_name" ? "previous" : "translation";
      const names = (others.get(r.id) ?? []).filter((n) => n.kind === kind).map((n) => n.name);
      const fits = (name: string) => {
        const own = nameKey(name);
        if (r.tier === "exact") return own === key;
        if (r.tier === "prefix") return own.startsWith(key);
        const ownWords = searchWords(name);
        return words.every((word) => ownWords.some((w) => w.startsWith(word)));
      };
      const value = (r.tier === "words" ? names[r.position] : undefined) ?? names.find(fits) ?? names[0] ?? row.name;
      return [{ row, matched: { field: r.field, value } }];
    });
  }

  /** A company's detail assembled from the store's rows. */
  async function assembleCompany(id: number): Promise<CompanyDetail | null> {
    const row = await store.companyDetail(id);
    const known = loaded ?? (await loadReference());
    if (!row) return null;
    // Every mandate the company ever had: the open ones are its officers, and every redacted holder, past or
    // present, is masked in its gazette texts.
    const [otherNames, mandates] = await Promise.all([store.companyOtherNames([id]), store.companyMandates(id)]);
    const present = mandates.filter((m) => m.open);
    const shown = present.filter((m) => !m.person.redacted).map((m) => m.person);
    const entities = shown.filter((person) => person.entity_type === "legal_entity");
    const redactedHolders = mandates.filter((m) => m.person.redacted).map((m) => m.person);
    const [others, ownRecords, publicationPage] = await Promise.all([
      store.otherMandates(id, shown.map((person) => person.id), OTHER_MANDATES_SHOWN),
      store.companiesOfLegalEntities(entities),
      // Texts are masked whole, then clipped: a clip must not cut a name the masking would have recognised.
      store.publications(id, { limit: PUBLICATIONS_SHOWN, offset: 0, textLimit: redactedHolders.length > 0 ? null : PUBLICATION_TEXT_LIMIT }),
    ]);
    const ownRecordOf = new Map(entities.map((person, i) => [person, ownRecords[i]]));
    // A suppressed officer keeps the entry's shape but no stable id, so nothing links it to another company's.
    const officers: CompanyOfficer[] = present.map(({ person, role, signing_authority }) => {
      const own = ownRecordOf.get(person);
      const other = others.get(person.id);
      return {
        id: person.redacted ? 0 : person.id,
        name: person.redacted ? REDACTED_NAME : person.name,
        role,
        role_categories: roleCategories(role, signing_authority),
        signing_authority,
        status: "active",
        entity_type: person.entity_type,
        redacted: person.redacted,
        url: person.redacted ? null : links.profile("people", person.id, person.name),
        company: own ? { id: own.id, url: companyUrl(own) } : null,
        other_mandates: person.redacted
          ? null
          : {
              total: other?.total ?? 0,
              items: (other?.items ?? []).map(({ company_id, company_name, role }) => ({
                company_id,
                company_name,
                role,
                url: companyUrl({ id: company_id, name: company_name }),
              })),
            },
      };
    });
    const names = otherNames.get(id) ?? [];
    const mask =
      redactedHolders.length > 0 ? personPhraseMasker(redactedHolders, [row.name, ...names.map((n) => n.name)]) : (text: string) => text;
    const publications: CompanyPublication[] = publicationPage.rows.map((p) => {
      const text = p.text === null ? null : mask(p.text);
      return {
        id: p.id,
        journal_no: p.journal_no,
        journal_date: p.journal_date,
        sogc_date: p.sogc_date,
        text: text === null ? null : text.slice(0, PUBLICATION_TEXT_LIMIT),
        text_truncated: text !== null && text.length > PUBLICATION_TEXT_LIMIT,
      };
    });
    return {
      ...toSearchResult(row, known),
      purpose: row.purpose,
      capital: row.capital,
      previous_names: names.filter((n) => n.kind === "previous").map((n) => n.name),
      noga: row.noga_code ? (known.nogaByCode.get(row.noga_code) ?? null) : null,
      officers,
      publications,
      publications_total: publicationPage.total,
      source: known.source,
    };
  }

  /** A public person's profile assembled from the store's rows; null for a person the register ordered hidden. */
  async function assemblePerson(id: number): Promise<PersonProfile | null> {
    const row = await store.person(id);
    if (!row || row.redacted) return null;
    const mandates = await store.personMandates(id);
    const known = loaded ?? (await loadReference());
    const profileMandates: PersonMandate[] = mandates.map(({ company, role, signing_authority, started_on, ended_on }) => ({
      company: {
        id: company.id,
        name: company.name,
        uid: company.uid ? formatUid(company.uid) : null,
        status: company.status,
        legal_form: company.legal_form ? (known.categoryByCode.get(company.legal_form) ?? null) : null,
        location: company.town,
        canton: company.canton,
        url: companyUrl(company),
      },
      role,
      role_categories: roleCategories(role, signing_authority),
      signing_authority,
      started_on,
      ended_on,
      company_active: company.status === "active",
    }));
    const { redacted: _redacted, url, ...person } = toPersonSearchResult(row);
    return {
      ...person,
      mandates: profileMandates,
      url: url!,
      markdown_url: links.factSheet("people", row.id, row.name),
      source: known.source,
    };
  }

  /**
   * Whether the store's finished answers of a kind are the ones this code assembles, checked once per process on the
   * first detail asked: a register built by another version of the service is answered by assembling its details.
   */
  const answersAgree: Partial<Record<DetailAnswerKind, Promise<boolean>>> = {};
  /** The dictionary of each kind's finished answers, read once (the register does not change while it is open). */
  const dictionaries: Partial<Record<DetailAnswerKind, Promise<Buffer | null>>> = {};
  /** The store's finished answer of a detail with its dictionary, when it has one this code agrees with. */
  async function agreedAnswer(kind: DetailAnswerKind, id: number): Promise<[Buffer, Buffer | null] | null> {
    const answer = await store.detailAnswer?.(kind, id);
    if (!answer) return null;
    dictionaries[kind] ??= store.answerDictionary?.(kind) ?? Promise.resolve(null);
    const dictionary = await dictionaries[kind];
    const assemble = kind === "company" ? assembleCompany : assemblePerson;
    answersAgree[kind] ??= assemble(id).then((assembled) => JSON.stringify(assembled) === answerJson(answer, dictionary));
    return (await answersAgree[kind]) ? [answer, dictionary] : null;
  }

  /** The JSON of a detail's agreed finished answer, under this backend's base URL; null when there is none. */
  async function storedJson(kind: DetailAnswerKind, id: number): Promise<string | null> {
    const agreed = await agreedAnswer(kind, id);
    return agreed ? answerJson(...agreed) : null;
  }

  /** The same as UTF-8 bytes, for an answer sent as it is. */
  async function storedBytes(kind: DetailAnswerKind, id: number): Promise<Uint8Array | null> {
    const agreed = await agreedAnswer(kind, id);
    return agreed ? answerBytes(...agreed) : null;
  }

  const backend: RegisterBackend = {
    ...createKeyedReads(store, {
      links,
      reference: async () => loaded ?? (await loadReference()),
      toCompanyItem: (row, categoryByCode) => toSearchResult(row, { categoryByCode }),
      toPersonItem: toPersonSearchResult,
      getCompany: (id) => backend.getCompany(id),
    }),
    aiSearchCompanies: createAiSearchRead(aiSearch),

    async searchCompanies(query: CompanySearchQuery): Promise<CompanySearchPage> {
      const filter: CompanyFilter = { cantons: query.cantons, statuses: query.statuses, legalForms: query.legalForms };
      const terms = companyQueryTerms(query.q);
      const need = Math.min(query.offset + query.limit, MAX_REACHABLE_ROWS);
      const ranked = await rankedCompanies(query.q, terms, filter, need);
      const total = await store.countCompanies(terms, filter);
      const known = loaded ?? (await loadReference());
      const page = searchPage(ranked, total, query, (r) => r);
      const found = await foundCompanies(query.q, page.items);
      const suggestions =
        // A query that found a name exactly has nothing to correct, however few it found.
        terms.words !== undefined && total < SUGGEST_BELOW && !ranked.some((r) => r.tier === "exact")
          ? await suggestNames(store, "company", terms.words, (queries, limit) => store.companyNamesFound(queries, filter, limit))
          : [];
      return { ...page, items: found.map(({ row, matched }) => ({ ...toSearchResult(row, known), matched })), suggestions };
    },

    async autocompleteCompanies(query: AutocompleteQuery): Promise<CompanySuggestions> {
      const ranked = await rankedCompanies(query.q, companyQueryTerms(query.q), NO_FILTER, query.limit);
      const found = await foundCompanies(query.q, ranked);
      return {
        suggestions: found.map(({ row, matched }) => ({
          id: row.id,
          name: row.name,
          uid: row.uid ? formatUid(row.uid) : null,
          canton: row.canton,
          location: row.town,
          url: companyUrl(row),
          matched,
        })),
      };
    },

    async getCompany(id: number): Promise<CompanyDetail | null> {
      const json = await storedJson("company", id);
      return json ? parseKeepingText<CompanyDetail>(json) : assembleCompany(id);
    },

    async searchPeople(query: PersonSearchQuery): Promise<PersonSearchPage> {
      const words = searchWords(query.q);
      const { rows, seen, missing, take } = rankedCollector(Math.min(query.offset + query.limit, MAX_REACHABLE_ROWS), (row: PersonRow) => row);
      if (words.length === 0) return { ...searchPage(rows, 0, query, toPersonSearchResult), suggestions: [] };
      const filter: PersonFilter = { cantons: query.cantons, companyId: query.companyId };
      const isPublic = (row: PersonRow) => !row.redacted;
      take((await store.personsByNameKey(nameKey(query.q), filter, missing())).filter(isPublic));
      const foundExactly = rows.length > 0;
      if (missing() > 0) take((await store.personsByWords(words, filter, missing(), seen)).filter(isPublic));
      // Counted after the rows: a store whose read of the rows met every match may have counted them already.
      const total = await store.countPersons(words, filter);
      const suggestions =
        total < SUGGEST_BELOW && !foundExactly
          ? await suggestNames(store, "person", words, (queries, limit) => store.personNamesFound(queries, filter, limit))
          : [];
      return { ...searchPage(rows, total, query, toPersonSearchResult), suggestions };
    },

    async getPerson(id: number): Promise<PersonProfile | null> {
      const json = await storedJson("person", id);
      return json ? parseKeepingText<PersonProfile>(json) : assemblePerson(id);
    },

    detailJson: storedBytes,

    async datasetInfo(): Promise<DatasetInfo> {
      const { dataset } = loaded ?? (await loadReference());
      return {
        source: dataset.source ?? "unknown",
        builtAt: dataset.builtAt ?? "unknown",
        companies: dataset.companies,
        persons: dataset.persons,
        mandates: dataset.mandates,
        publications: dataset.publications,
      };
    },

    async close(): Promise<void> {
      await store.close();
    },
  };
  return backend;
}
