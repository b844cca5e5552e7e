/**
 * The backend contract's keyed reads (issue 14): NOGA, exact company search, the keyed company record, journals,
 * the report, people search and the keyed person record, and redaction on every one of them. Part of
 * describeBackendContract(); cases learn ids and names through the backend itself.
 */
import type { CompanyExactQuery, PersonExactQuery, RegisterBackend } from "../../src/backend/port.js";
import {
  CompanyReport,
  JournalPage,
  JournalTextPage,
  KeyedCompanyDetail,
  KeyedCompanyPage,
  KeyedPersonDetail,
  KeyedPersonPage,
  NogaEntry,
  NogaListPage,
} from "../../src/domain/keyed-resources.js";
import type { CompanyDetail } from "../../src/domain/resources.js";
import { AiSearchPage } from "../../src/domain/ai-search-resources.js";
import { foldText, nameKey } from "../../src/domain/text.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContractFactory, ContractSeed, ContractSubject } from "./backend-contract.js";

/** What the fixture files hold that the keyed cases need (test/fixtures/zefix/README.md). */
export interface KeyedFixture {
  /** Companies where a person on the redaction list holds a present mandate. */
  withRedactedOfficer: readonly number[];
  redacted: readonly { first: string; last: string }[];
}

const exactSearch = (more: Partial<CompanyExactQuery>): CompanyExactQuery => ({
  name: null, uid: null, cantons: [], statuses: [], legalForms: [], registeredFrom: null, registeredTo: null, limit: 100, offset: 0, ...more,
});
const personSearch = (more: Partial<PersonExactQuery>): PersonExactQuery => ({ name: null, residence: null, cantons: [], role: null, limit: 100, offset: 0, ...more });

/** Every row of a keyed list, page by page as a client follows next_offset. */
async function allPages<Item>(read: (offset: number) => Promise<{ items: Item[]; next_offset: number | null; total: number }>): Promise<{ items: Item[]; total: number }> {
  const items: Item[] = [];
  let total = 0;
  for (let offset: number | null = 0; offset !== null; ) {
    const page = await read(offset);
    items.push(...page.items);
    total = page.total;
    offset = page.next_offset;
  }
  return { items, total };
}

/** The first company, by id from 1, whose public detail satisfies `wanted` (a generated register numbers companies from 1). */
async function companyWhere(backend: RegisterBackend, wanted: (company: CompanyDetail) => boolean): Promise<CompanyDetail> {
  const { companies } = await backend.datasetInfo();
  for (let id = 1; id <= companies; id++) {
    const company = await backend.getCompany(id);
    if (company && wanted(company)) return company;
  }
  throw new Error("no company fits");
}

/** A name written as the gazette and a searcher may write it, as a pattern. */
const namePattern = ({ first, last }: { first: string; last: string }) => new RegExp(`${first}[ ,]+${last}|${last}[ ,]+${first}`, "i");

/** Declares the keyed reads' cases for a backend made by `factory`. */
export function describeKeyedBackendContract(factory: ContractFactory, seeds: { generated: ContractSeed; files: ContractSeed; fixture: KeyedFixture }): void {
  describe("keyed reads over a generated register", () => {
    let subject: ContractSubject;
    let backend: RegisterBackend;
    beforeAll(async () => {
      subject = await factory(seeds.generated);
      backend = subject.backend;
    }, 120_000);
    afterAll(() => subject?.close());

    it("lists NOGA nodes by filter with exact totals, and gives one by id with its code dotted", async () => {
      const roots = await backend.listNoga({ onlyRoots: true, parentId: null, level: null, section: null, search: null, limit: 100, offset: 0 });
      NogaListPage.parse(roots);
      expect(roots).toMatchObject({ total: 21, next_offset: null });
      for (const root of roots.items) expect(root).toMatchObject({ level: 1, parent_id: null, code: root.section });
      const divisions = await allPages((offset) => backend.listNoga({ onlyRoots: false, parentId: roots.items[0].id, level: null, section: null, search: null, limit: 1, offset }));
      expect(divisions.items.length).toBe(divisions.total);
      expect(divisions.total).toBeGreaterThan(1);
      const child = divisions.items[0];
      expect(child).toMatchObject({ parent_id: roots.items[0].id, level: 2, section: roots.items[0].section });
      const types = await backend.listNoga({ onlyRoots: false, parentId: null, level: 5, section: "C", search: null, limit: 5, offset: 0 });
      for (const type of types.items) expect(type).toMatchObject({ level: 5, section: "C", code: expect.stringMatching(/^\d{2}\.\d{2}\.\d{2}$/) });
      const byCode = await backend.listNoga({ onlyRoots: false, parentId: null, level: null, section: null, search: types.items[0].code, limit: 100, offset: 0 });
      expect(byCode.items.map((entry) => entry.id)).toContain(types.items[0].id);
      const byLabel = await backend.listNoga({ onlyRoots: false, parentId: null, level: null, section: null, search: types.items[0].text_en!.split(" ")[0], limit: 100, offset: 0 });
      expect(byLabel.total).toBeGreaterThan(0);
      expect(NogaEntry.parse(await backend.getNoga(child.id))).toEqual(child);
      expect(await backend.getNoga(987_654)).toBeNull();
    });

    it("finds companies by exact name, former name and UID, under filters, with exact totals", async () => {
      const company = await companyWhere(backend, (detail) => detail.uid !== null && detail.previous_names.length > 0);
      const byName = await backend.searchCompaniesExact(exactSearch({ name: company.name.toUpperCase() }));
      KeyedCompanyPage.parse(byName);
      expect(byName.items.map((item) => item.id)).toContain(company.id);
      const keyed = (await backend.getCompanyKeyed(company.id))!;
      for (const item of byName.items) {
        const names = (await backend.getCompanyKeyed(item.id))!.names.map((name) => nameKey(name.name));
        expect(names).toContain(nameKey(company.name));
      }
      const byFormer = await backend.searchCompaniesExact(exactSearch({ name: company.previous_names[0] }));
      expect(byFormer.items.map((item) => item.id)).toContain(company.id);
      expect(keyed.names.map((name) => name.name)).toContain(company.previous_names[0]);
      const uid = company.uid!.replace(/\D/g, "");
      expect(await backend.searchCompaniesExact(exactSearch({ uid }))).toMatchObject({ total: 1, items: [{ id: company.id }] });
      const prefix = await backend.searchCompaniesExact(exactSearch({ name: company.name.slice(0, 3) }));
      expect(prefix.items.map((item) => item.id)).not.toContain(company.id);

      const filter = { cantons: [company.canton as "ZH"], statuses: [company.status as "active"], registeredFrom: "2000-01-01", registeredTo: "2019-12-31" };
      const filtered = await allPages((offset) => backend.searchCompaniesExact(exactSearch({ ...filter, limit: 7, offset })));
      expect(filtered.items.length).toBe(filtered.total);
      expect(new Set(filtered.items.map((item) => item.id)).size).toBe(filtered.total);
      for (const item of filtered.items) {
        expect(item).toMatchObject({ canton: company.canton, status: company.status });
        expect(item.register_date! >= "2000-01-01" && item.register_date! <= "2019-12-31").toBe(true);
      }
      const none = await backend.searchCompaniesExact(exactSearch({ name: "Zzzq Nowhere Gmbh Xyz" }));
      expect(none).toMatchObject({ total: 0, items: [], next_offset: null });
    });

    it("gives the public detail with every name and counts of officers and notices", async () => {
      const company = await companyWhere(backend, (detail) => detail.previous_names.length > 0 && detail.publications_total > 3);
      const keyed = KeyedCompanyDetail.parse(await backend.getCompanyKeyed(company.id));
      expect(keyed).toMatchObject(company);
      expect(keyed.names[0]).toMatchObject({ name: company.name, kind: "current" });
      expect(keyed.names.filter((name) => name.kind === "previous").map((name) => name.name)).toEqual(company.previous_names);
      expect(keyed.counts).toMatchObject({ officers: company.officers.length, notices: company.publications_total });
      expect(await backend.getCompanyKeyed(987_654_321)).toBeNull();
    });

    it("pages every notice of a company as summaries and as full texts, newest first", async () => {
      const company = await companyWhere(backend, (detail) => detail.publications_total > 4);
      const summaries = await allPages((offset) => backend.getCompanyJournals(company.id, { limit: 3, offset }).then((page) => JournalPage.parse(page)));
      const texts = await allPages((offset) => backend.getCompanyJournalTexts(company.id, { limit: 2, offset }).then((page) => JournalTextPage.parse(page)));
      expect(summaries.total).toBe(company.publications_total);
      expect(summaries.items.map((notice) => notice.id)).toEqual(texts.items.map((notice) => notice.id));
      expect(summaries.items.slice(0, 3).map((notice) => notice.id)).toEqual(company.publications.map((publication) => publication.id));
      const dates = summaries.items.map((notice) => notice.date ?? "");
      expect(dates).toEqual([...dates].sort().reverse());
      for (const [i, summary] of summaries.items.entries()) {
        expect(summary.summary!.length).toBeLessThanOrEqual(200);
        expect(summary.summary!.replace(/…$/, "")).toBe(texts.items[i].text!.replace(/\s+/g, " ").trim().slice(0, summary.summary!.replace(/…$/, "").length));
      }
      expect(await backend.getCompanyJournals(987_654_321, { limit: 3, offset: 0 })).toBeNull();
      expect(await backend.getCompanyJournalTexts(987_654_321, { limit: 3, offset: 0 })).toBeNull();
    });

    it("reports present and former officers with their notices, status history, the timeline and related companies", async () => {
      /** What holds for every report. */
      async function expectReport(company: CompanyDetail) {
        const report = CompanyReport.parse(await backend.getCompanyReport(company.id));
        expect(report.company).toMatchObject({ id: company.id, name: company.name, purpose: company.purpose, capital: company.capital });
        if (company.noga) expect(report.company.noga).toMatchObject({ id: company.noga.id, text_de: company.noga.labels.de });
        expect(report.officers.present.map((officer) => [officer.id, officer.role])).toEqual(company.officers.map((officer) => [officer.id, officer.role]));
        const noticeIds = report.notices.map((notice) => notice.id);
        for (const officer of report.officers.former) {
          expect(officer.ended_on).not.toBeNull();
          if (officer.closed_by) expect(noticeIds).toContain(officer.closed_by.id);
        }
        for (const officer of [...report.officers.present, ...report.officers.former]) if (officer.opened_by) expect(noticeIds).toContain(officer.opened_by.id);
        expect(report.notices.length).toBe(company.publications_total);
        const dates = report.notices.map((notice) => notice.date ?? "");
        expect(dates).toEqual([...dates].sort());
        expect(report.status_history[0]).toMatchObject({ status: "active" });
        expect(report.status_history.at(-1)!.status).toBe(company.status);
        const officerIds = new Set([...report.officers.present, ...report.officers.former].map((officer) => officer.id));
        expect(report.related_companies.total).toBeGreaterThanOrEqual(report.related_companies.items.length);
        for (const related of report.related_companies.items) {
          expect(related.company.id).not.toBe(company.id);
          for (const shared of related.shared_officers) {
            expect(officerIds).toContain(shared.id);
            const person = (await backend.getPersonKeyed(shared.id))!;
            expect(person.mandates.map((mandate) => mandate.company.id)).toEqual(expect.arrayContaining([company.id, related.company.id]));
            if (shared.entity_type === "natural_person") expect(shared.possible_homonym).toBe(person.origin === null);
          }
          expect(related.possible_homonym).toBe(related.shared_officers.every((shared) => shared.possible_homonym));
        }
        return report;
      }
      await expectReport(await companyWhere(backend, (detail) => detail.status !== "active" && detail.officers.length > 1));
      // A company with history: a former officer whose end the gazette recorded, and related companies both ways.
      const { companies } = await backend.datasetInfo();
      let rich = false;
      for (let id = 1; id <= companies && !rich; id++) {
        const report = (await backend.getCompanyReport(id))!;
        const related = report.related_companies.items;
        rich = report.officers.former.some((officer) => officer.closed_by) && related.some((r) => r.possible_homonym) && related.some((r) => !r.possible_homonym);
        if (rich) await expectReport((await backend.getCompany(id))!);
      }
      expect(rich).toBe(true);
      expect(await backend.getCompanyReport(987_654_321)).toBeNull();
    });

    it("gives a person's every mandate with its dates and notices, and the gazette history", async () => {
      const company = await companyWhere(backend, (detail) => detail.publications_total > 2 && detail.officers.some((o) => !o.redacted && o.entity_type === "natural_person"));
      const report = (await backend.getCompanyReport(company.id))!;
      const officer = [...report.officers.former, ...report.officers.present].find((o) => !o.redacted && o.entity_type === "natural_person" && o.opened_by)!;
      const person = KeyedPersonDetail.parse(await backend.getPersonKeyed(officer.id));
      const publicProfile = (await backend.getPerson(officer.id))!;
      expect(person).toMatchObject({ id: officer.id, name: officer.name, url: officer.url, origin: publicProfile.origin });
      expect(person.mandates.length).toBeGreaterThanOrEqual(publicProfile.mandates.length);
      const here = person.mandates.find((mandate) => mandate.company.id === company.id && mandate.role === officer.role)!;
      expect(here).toMatchObject({ started_on: officer.started_on, ended_on: officer.ended_on, opened_by: officer.opened_by, status: officer.status });
      expect(person.gazette.map((notice) => notice.id)).toContain(officer.opened_by!.id);
      expect(person.gazette.find((notice) => notice.id === officer.opened_by!.id)!.company).toMatchObject({ id: company.id, name: company.name });
      expect(await backend.getPersonKeyed(987_654_321)).toBeNull();
    });

    it("searches persons by name, residence, and the canton and role of one mandate, with exact totals", async () => {
      const company = await companyWhere(backend, (detail) => detail.canton !== null && detail.officers.some((o) => !o.redacted && o.entity_type === "natural_person" && o.role !== null));
      const officer = company.officers.find((o) => !o.redacted && o.entity_type === "natural_person" && o.role !== null)!;
      const person = (await backend.getPersonKeyed(officer.id))!;
      const byName = await backend.searchPersonsExact(personSearch({ name: `${person.last_name} ${person.first_name}` }));
      KeyedPersonPage.parse(byName);
      expect(byName.items.map((item) => item.id)).toContain(person.id);
      const byResidence = await allPages((offset) => backend.searchPersonsExact(personSearch({ residence: person.residence!.toUpperCase(), limit: 10, offset })));
      expect(byResidence.items.length).toBe(byResidence.total);
      expect(byResidence.items.map((item) => item.id)).toContain(person.id);
      for (const item of byResidence.items) expect(foldText(item.residence!)).toBe(foldText(person.residence!));
      const role = officer.role!.split(/\s+/)[0];
      const byMandate = await backend.searchPersonsExact(personSearch({ cantons: [company.canton as "ZH"], role, limit: 20 }));
      expect(byMandate.total).toBeGreaterThan(0);
      for (const item of byMandate.items.slice(0, 5)) {
        const mandates = (await backend.getPersonKeyed(item.id))!.mandates;
        expect(mandates.some((m) => m.company.canton === company.canton && foldText(m.role ?? "").includes(foldText(role)))).toBe(true);
      }
    });

    it("ranks companies for a natural-language question, explains each, and refuses one with nothing to search for", async () => {
      const page = AiSearchPage.parse(await backend.aiSearchCompanies({ query: "Treuhand im Kanton Zürich", limit: 5, offset: 0 }));
      expect(page.understood.map((part) => part.kind)).toEqual(expect.arrayContaining(["industry", "place"]));
      expect(page.items.length).toBeGreaterThan(0);
      for (const item of page.items) {
        expect(item.canton).toBe("ZH");
        expect(item.why.find((why) => why.part === "place")?.satisfied).toBe(true);
      }
      expect(page.ranking).toEqual({ by: "local", fallback: null });
      const error = await backend.aiSearchCompanies({ query: "und der die", limit: 5, offset: 0 }).catch((thrown: unknown) => thrown);
      expect(error).toMatchObject({ code: "invalid_parameter", parameter: ["query"] });
    });

    it("shows redacted officers in reports without a name or a stable id, and never as a shared officer", async () => {
      const { companies } = await backend.datasetInfo();
      let redactedOfficers = 0;
      for (let id = 1; id <= companies; id += 4) {
        const report = (await backend.getCompanyReport(id))!;
        for (const officer of [...report.officers.present, ...report.officers.former]) {
          if (!officer.redacted) continue;
          redactedOfficers++;
          expect(officer).toMatchObject({ id: 0, name: "Redacted person", url: null, redacted: true });
        }
        for (const related of report.related_companies.items) for (const shared of related.shared_officers) expect(shared.id).toBeGreaterThan(0);
      }
      expect(redactedOfficers).toBeGreaterThan(0);
    });
  });

  describe("keyed reads over the imported fixture files with their redaction list", () => {
    let subject: ContractSubject;
    let backend: RegisterBackend;
    beforeAll(async () => {
      subject = await factory(seeds.files);
      backend = subject.backend;
    }, 120_000);
    afterAll(() => subject?.close());

    it("never finds or counts a redacted person in a people search, by name, residence, canton or role", async () => {
      for (const redacted of seeds.fixture.redacted) {
        for (const name of [`${redacted.first} ${redacted.last}`, `${redacted.last} ${redacted.first}`, redacted.last]) {
          const page = await backend.searchPersonsExact(personSearch({ name }));
          expect(JSON.stringify(page), name).not.toMatch(namePattern(redacted));
          expect(page.total, name).toBe(page.items.length);
        }
        expect((await backend.searchPersonsExact(personSearch({ name: `${redacted.first} ${redacted.last}` }))).total).toBe(0);
      }
      for (const id of seeds.fixture.withRedactedOfficer) {
        const company = (await backend.getCompanyKeyed(id))!;
        for (const query of [{ cantons: [company.canton as "ZH"] }, { residence: company.location! }, { role: "mitglied" }]) {
          const found = await allPages((offset) => backend.searchPersonsExact(personSearch({ ...query, limit: 100, offset })));
          expect(found.total).toBe(found.items.length);
          for (const redacted of seeds.fixture.redacted) expect(JSON.stringify(found.items)).not.toMatch(namePattern(redacted));
        }
      }
    });

    it("masks redacted persons in the keyed company record, journals, texts and report", async () => {
      for (const id of seeds.fixture.withRedactedOfficer) {
        const keyed = (await backend.getCompanyKeyed(id))!;
        const journals = (await backend.getCompanyJournals(id, { limit: 100, offset: 0 }))!;
        const texts = (await backend.getCompanyJournalTexts(id, { limit: 100, offset: 0 }))!;
        const report = (await backend.getCompanyReport(id))!;
        const everything = JSON.stringify([keyed, journals, texts, report]);
        for (const redacted of seeds.fixture.redacted) expect(everything, String(id)).not.toMatch(namePattern(redacted));
        expect(texts.items.map((notice) => notice.text).join("\n")).toContain("Redacted person");
        const redactedEntries = [...report.officers.present, ...report.officers.former].filter((officer) => officer.redacted);
        expect(redactedEntries.length).toBeGreaterThan(0);
        for (const officer of redactedEntries) expect(officer).toMatchObject({ id: 0, name: "Redacted person", url: null, redacted: true });
        expect(keyed.counts.officers).toBe(keyed.officers.length);
      }
    });

    it("has no keyed record for a redacted person, and no person's gazette history names one", async () => {
      const { persons } = await backend.datasetInfo();
      let profiles = 0;
      for (let id = 1; id <= persons + 100; id++) {
        const person = await backend.getPersonKeyed(id);
        expect(person === null, String(id)).toBe((await backend.getPerson(id)) === null);
        if (!person) continue;
        profiles++;
        for (const redacted of seeds.fixture.redacted) expect(JSON.stringify(person), String(id)).not.toMatch(namePattern(redacted));
      }
      expect(profiles).toBeGreaterThan(0);
    });
  });
}
