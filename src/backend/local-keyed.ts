/**
 * The keyed API's reads of the local backend (DESIGN.md section 8), over a store with the keyed reads
 * (src/store/keyed-port.ts). As the public reads, they own paging, mapping and redaction: a suppressed person is never
 * found or counted by a search, never named or linked in a company's officers (the entry keeps its shape: id 0,
 * `Redacted person`, no link), never a shared officer, and is masked in every gazette text and summary.
 */
import type { LegalFormCategory } from "../domain/codes.js";
import type {
  CompanyName,
  JournalSummary,
  JournalText,
  KeyedCompanyItem,
  MandateHistoryEntry,
  NogaEntry,
  NoticeRef,
  PersonMandateHistory,
  RelatedCompany,
  StatusEvent,
} from "../domain/keyed-resources.js";
import { KEYED_MAX_OFFSET, NOTICE_SUMMARY_LENGTH, RELATED_COMPANIES_SHOWN } from "../domain/limits.js";
import type { Links } from "../domain/links.js";
import type { CompanyDetail, PersonSearchResult } from "../domain/resources.js";
import { roleCategories } from "../domain/role-categories.js";
import { collapseWhitespace, nameKey, searchWords } from "../domain/text.js";
import { formatUid } from "../domain/uid.js";
import type {
  CompanyNameRow,
  KeyedRegisterStore,
  MandateHistoryRow,
  MandateHolderRow,
  NogaNodeRow,
  NoticeRef as NoticeRefRow,
  NoticeRow,
} from "../store/keyed-port.js";
import type { CompanyRow, PersonRow, RegisterStore } from "../store/port.js";
import type { KeyedPageQuery, RegisterBackend } from "./port.js";
import { personPhraseMasker, REDACTED_NAME } from "./redact-text.js";

/** What the keyed reads take from the local backend: its reference data and its mappings, so both show the same. */
export interface KeyedReadsHelpers {
  links: Links;
  reference(): Promise<{ categoryByCode: Map<string, LegalFormCategory>; nogaByCode: Map<string, { id: number }>; source: string }>;
  toCompanyItem(row: CompanyRow, categoryByCode: Map<string, LegalFormCategory>): KeyedCompanyItem;
  toPersonItem(row: PersonRow): PersonSearchResult;
  getCompany(id: number): Promise<CompanyDetail | null>;
}

/** The keyed methods of RegisterBackend. */
export type KeyedBackendReads = Pick<
  RegisterBackend,
  | "listNoga"
  | "getNoga"
  | "searchCompaniesExact"
  | "getCompanyKeyed"
  | "getCompanyJournals"
  | "getCompanyJournalTexts"
  | "getCompanyReport"
  | "searchPersonsExact"
  | "getPersonKeyed"
>;

/** A keyed page: the rows asked for, the exact total, and the next offset while it stays within the cap. */
function keyedPage<Item>(items: Item[], total: number, { limit, offset }: KeyedPageQuery) {
  const next = offset + limit;
  return { total, items, limit, offset, next_offset: next < total && next <= KEYED_MAX_OFFSET ? next : null };
}

/** A NOGA code in dotted shape: `01`, `01.1`, `01.11`, `01.11.00`; a section stays its letter. */
export function dottedNogaCode(code: string): string {
  if (!/^\d{3,}$/.test(code)) return code;
  return [code.slice(0, 2), code.slice(2, 4), code.slice(4)].filter(Boolean).join(".");
}

function toNogaEntry(node: NogaNodeRow): NogaEntry {
  return {
    id: node.id,
    code: dottedNogaCode(node.code),
    parent_id: node.parent_id,
    level: node.level,
    section: node.section,
    text_de: node.labels.de,
    text_fr: node.labels.fr,
    text_it: node.labels.it,
    text_en: node.labels.en,
  };
}

const toNoticeRef = (ref: NoticeRefRow | null): NoticeRef | null => (ref ? { id: ref.id, sogc_number: ref.sogc_id, date: ref.sogc_date } : null);

/** What a mandate says, from the company's side and the person's alike: role, signing, dates and the notices behind them. */
const mandateFacts = (mandate: Omit<MandateHistoryRow, "person">) => ({
  role: mandate.role,
  role_categories: roleCategories(mandate.role, mandate.signing_authority),
  signing_authority: mandate.signing_authority,
  status: mandate.ended_on === null ? ("active" as const) : ("former" as const),
  started_on: mandate.started_on,
  ended_on: mandate.ended_on,
  opened_by: toNoticeRef(mandate.opened_by),
  closed_by: toNoticeRef(mandate.closed_by),
});

/** A text in one line, cut at a word boundary within `NOTICE_SUMMARY_LENGTH` characters. */
function oneLine(text: string): string {
  const line = collapseWhitespace(text);
  if (line.length <= NOTICE_SUMMARY_LENGTH) return line;
  const cut = line.slice(0, NOTICE_SUMMARY_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > NOTICE_SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

type Mask = (text: string) => string;

/** The masker of a company's texts: every suppressed holder of any of its mandates, its own names left as they are. */
function companyMask(mandates: readonly MandateHistoryRow[], names: readonly CompanyNameRow[]): Mask {
  const redacted = mandates.filter((mandate) => mandate.person.redacted).map((mandate) => mandate.person);
  return redacted.length > 0 ? personPhraseMasker(redacted, names.map((name) => name.name)) : (text) => text;
}

function toJournalSummary(notice: NoticeRow, mask: Mask): JournalSummary {
  return {
    id: notice.id,
    date: notice.sogc_date,
    sogc_number: notice.sogc_id,
    journal_no: notice.journal_no,
    journal_date: notice.journal_date,
    mutation_types: notice.mutation_types,
    // Masked whole, then cut: a cut must not split a name the masking would have recognised.
    summary: notice.text === null ? null : oneLine(mask(notice.text)),
  };
}

function toJournalText(notice: NoticeRow, mask: Mask): JournalText {
  const { summary: _summary, ...summary } = toJournalSummary({ ...notice, text: null }, mask);
  return { ...summary, language: notice.language, text: notice.text === null ? null : mask(notice.text) };
}

const toCompanyName = (row: CompanyNameRow): CompanyName => ({ name: row.name, kind: row.kind, valid_from: row.valid_from, valid_until: row.valid_until });

/** The status each status mutation type puts a company in (data/zefix_sogc_mutation_types.csv). */
const STATUS_OF_MUTATION: Record<string, StatusEvent["status"]> = {
  "status.neu": "active",
  "status.aufl": "liquidation",
  "status.aufl.liq": "liquidation",
  "status.aufl.konk": "liquidation",
  "status.wiederrufliq": "active",
  "status.loeschung": "deleted",
  "status.wiedereintrag": "active",
};

/** A company's status history from its notices (oldest first); the registration when no notice records it. */
function statusHistory(company: { register_date: string | null }, oldestFirst: readonly NoticeRow[]): StatusEvent[] {
  const events: StatusEvent[] = oldestFirst.flatMap((notice) =>
    notice.mutation_types
      .filter((key) => key in STATUS_OF_MUTATION)
      .map((key) => ({ status: STATUS_OF_MUTATION[key], event: key, date: notice.sogc_date, notice: toNoticeRef(notice) })),
  );
  if (!events.some((event) => event.event === "status.neu") && company.register_date !== null) {
    events.unshift({ status: "active", event: "registered", date: company.register_date, notice: null });
  }
  return events;
}

/** Whether the register tells a person apart by name alone: no place of origin, or a firm without UID. */
const restsOnNameAlone = (person: MandateHolderRow) => (person.entity_type === "natural_person" ? person.origin === null : person.uid === null);

/** Creates the keyed reads over a store with them. */
export function createKeyedReads(store: RegisterStore & KeyedRegisterStore, helpers: KeyedReadsHelpers): KeyedBackendReads {
  const { links } = helpers;
  const companyUrl = (row: { id: number; name: string }) => links.profile("companies", row.id, row.name);
  const personUrl = (row: { id: number; name: string }) => links.profile("people", row.id, row.name);

  function toMandateEntry(mandate: MandateHistoryRow): MandateHistoryEntry {
    const { person } = mandate;
    return {
      id: person.redacted ? 0 : person.id,
      name: person.redacted ? REDACTED_NAME : person.name,
      entity_type: person.entity_type,
      redacted: person.redacted,
      url: person.redacted ? null : personUrl(person),
      ...mandateFacts(mandate),
    };
  }

  /** A company's notices and the masker of its texts; null when there is no such company. */
  async function noticesOf(id: number, page: KeyedPageQuery) {
    const [names, mandates, notices] = await Promise.all([store.companyNames(id), store.companyMandateHistory(id), store.companyNotices(id, page)]);
    if (names.length === 0) return null;
    return { notices, mask: companyMask(mandates, names) };
  }

  function toRelatedCompany(related: { company: CompanyRow; shared: { person: MandateHolderRow; role_here: string | null; role_there: string | null }[] }, categoryByCode: Map<string, LegalFormCategory>): RelatedCompany {
    const shared = related.shared
      .filter(({ person }) => !person.redacted)
      .map(({ person, role_here, role_there }) => ({
        id: person.id,
        name: person.name,
        url: personUrl(person),
        entity_type: person.entity_type,
        role_here,
        role_there,
        possible_homonym: restsOnNameAlone(person),
      }));
    return {
      company: helpers.toCompanyItem(related.company, categoryByCode),
      shared_officers: shared,
      possible_homonym: shared.every((officer) => officer.possible_homonym),
    };
  }

  return {
    async listNoga(query) {
      const filter = {
        onlyRoots: query.onlyRoots,
        parentId: query.parentId,
        level: query.level,
        section: query.section?.toUpperCase() ?? null,
        search: query.search === null ? null : searchWords(query.search).join(" ") || query.search.trim(),
      };
      const { rows, total } = await store.nogaNodes(filter, query);
      return keyedPage(rows.map(toNogaEntry), total, query);
    },

    async getNoga(id) {
      const node = await store.nogaNode(id);
      return node ? toNogaEntry(node) : null;
    },

    async searchCompaniesExact(query) {
      const { categoryByCode } = await helpers.reference();
      const key = query.name === null ? null : nameKey(query.name);
      // A name of punctuation alone folds to nothing, and nothing is named that.
      if (key === "") return keyedPage([], 0, query);
      const categories = new Set(query.legalForms);
      const legalFormCodes = [...categoryByCode].filter(([, category]) => categories.has(category)).map(([code]) => code);
      const { rows, total } = await store.companiesExact(
        {
          nameKey: key,
          uid: query.uid,
          cantons: query.cantons,
          statuses: query.statuses,
          legalFormCodes,
          registeredFrom: query.registeredFrom,
          registeredTo: query.registeredTo,
        },
        query,
      );
      return keyedPage(rows.map((row) => helpers.toCompanyItem(row, categoryByCode)), total, query);
    },

    async getCompanyKeyed(id) {
      const detail = await helpers.getCompany(id);
      if (!detail) return null;
      const [names, mandates] = await Promise.all([store.companyNames(id), store.companyMandateHistory(id)]);
      return {
        ...detail,
        names: names.map(toCompanyName),
        counts: {
          officers: detail.officers.length,
          former_officers: mandates.filter((mandate) => mandate.ended_on !== null).length,
          notices: detail.publications_total,
        },
      };
    },

    async getCompanyJournals(id, page) {
      const found = await noticesOf(id, page);
      if (!found) return null;
      return keyedPage(found.notices.rows.map((notice) => toJournalSummary(notice, found.mask)), found.notices.total, page);
    },

    async getCompanyJournalTexts(id, page) {
      const found = await noticesOf(id, page);
      if (!found) return null;
      return keyedPage(found.notices.rows.map((notice) => toJournalText(notice, found.mask)), found.notices.total, page);
    },

    async getCompanyReport(id) {
      const row = await store.companyDetail(id);
      if (!row) return null;
      const { categoryByCode, nogaByCode, source } = await helpers.reference();
      const [names, mandates, related] = await Promise.all([
        store.companyNames(id),
        store.companyMandateHistory(id),
        store.relatedCompanies(id, RELATED_COMPANIES_SHOWN),
      ]);
      const notices = (await store.companyNotices(id, null)).rows.reverse();
      const mask = companyMask(mandates, names);
      const nogaId = row.noga_code ? nogaByCode.get(row.noga_code)?.id : undefined;
      const noga = nogaId === undefined ? null : await store.nogaNode(nogaId);
      const entries = mandates.map(toMandateEntry);
      return {
        company: {
          ...helpers.toCompanyItem(row, categoryByCode),
          purpose: row.purpose,
          capital: row.capital,
          deletion_date: row.deletion_date,
          noga: noga ? toNogaEntry(noga) : null,
        },
        names: names.map(toCompanyName),
        officers: { present: entries.filter((entry) => entry.status === "active"), former: entries.filter((entry) => entry.status === "former") },
        status_history: statusHistory(row, notices),
        notices: notices.map((notice) => toJournalSummary(notice, mask)),
        related_companies: { total: related.total, items: related.rows.map((entry) => toRelatedCompany(entry, categoryByCode)) },
        source,
      };
    },

    async searchPersonsExact(query) {
      const { rows, total } = await store.searchPersons(
        { words: query.name === null ? [] : searchWords(query.name), residence: query.residence, cantons: query.cantons, role: query.role },
        query,
      );
      return keyedPage(rows.filter((row) => !row.redacted).map(helpers.toPersonItem), total, query);
    },

    async getPersonKeyed(id) {
      const row = await store.person(id);
      if (!row || row.redacted) return null;
      const [{ categoryByCode, source }, mandates, notices] = await Promise.all([helpers.reference(), store.personMandateHistory(id), store.personNotices(id)]);
      // Each notice is masked with its own company's suppressed persons; each company is read once.
      const companies = new Map<number, Promise<{ mask: Mask; name: string }>>();
      const companyOf = (companyId: number) => {
        let company = companies.get(companyId);
        if (!company) {
          company = Promise.all([store.companyNames(companyId), store.companyMandateHistory(companyId)]).then(([names, companyMandates]) => ({
            mask: companyMask(companyMandates, names),
            name: names[0]?.name ?? "",
          }));
          companies.set(companyId, company);
        }
        return company;
      };
      const gazette = await Promise.all(
        notices.map(async (notice) => {
          const company = await companyOf(notice.company_id);
          return {
            ...toJournalSummary(notice, company.mask),
            company: { id: notice.company_id, name: company.name, url: companyUrl({ id: notice.company_id, name: company.name }) },
          };
        }),
      );
      const profileMandates: PersonMandateHistory[] = mandates.map((mandate) => ({
        company: {
          id: mandate.company.id,
          name: mandate.company.name,
          uid: mandate.company.uid ? formatUid(mandate.company.uid) : null,
          status: mandate.company.status,
          legal_form: mandate.company.legal_form ? (categoryByCode.get(mandate.company.legal_form) ?? null) : null,
          location: mandate.company.town,
          canton: mandate.company.canton,
          url: companyUrl(mandate.company),
        },
        ...mandateFacts(mandate),
        company_active: mandate.company.status === "active",
      }));
      const { redacted: _redacted, url: _url, ...person } = helpers.toPersonItem(row);
      return {
        ...person,
        mandates: profileMandates,
        gazette,
        url: personUrl(row),
        markdown_url: links.factSheet("people", row.id, row.name),
        source,
      };
    },
  };
}
