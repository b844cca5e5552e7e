/**
 * The backend contract (issue 12): the behaviour every RegisterBackend shares, whatever holds the data (SQLite,
 * PostgreSQL) and wherever it runs (local, remote). A backend test file calls describeBackendContract() with a factory
 * that loads a seed the suite names and returns a backend over it.
 *
 * Two seeds, both loaded through the project's own paths: a generated demo register (realism and size: paging, the
 * 45-row cap, filters, ranking) and the import of the Zefix fixture files with their redaction list (names known in
 * advance: UID forms, a former name, and redacted persons). Cases learn everything else through the backend itself.
 */
import type { AutocompleteQuery, CompanySearchQuery, PersonSearchQuery, RegisterBackend } from "../../src/backend/port.js";
import type { CompanyDetail, CompanySearchResult, Matched } from "../../src/domain/resources.js";
import { nameKey, searchWords } from "../../src/domain/text.js";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeKeyedBackendContract } from "./keyed-backend-contract.js";

/** What a factory loads: a generated demo register, or the import of files (with a redaction list). */
export type ContractSeed =
  | { kind: "generated"; companies: number; seed: number }
  | { kind: "files"; inputs: string[]; redactions: string };

/** A backend over a loaded seed; `close` releases it and what it was built on. */
export interface ContractSubject {
  backend: RegisterBackend;
  close(): Promise<void>;
}

export type ContractFactory = (seed: ContractSeed) => Promise<ContractSubject>;

const fixture = (name: string) => join(fileURLToPath(new URL("../fixtures/zefix/", import.meta.url)), name);

/** The generated register of the test run (test/global-setup.ts builds the same one). */
export const GENERATED_SEED: ContractSeed = { kind: "generated", companies: 2_000, seed: 42 };

/** The Zefix fixture files (test/fixtures/zefix) and their redaction list. */
export const FILES_SEED: ContractSeed = {
  kind: "files",
  inputs: [fixture("tsv"), fixture("rest"), fixture("amtsblatt")],
  redactions: fixture("redactions.csv"),
};

/** What the fixture files hold (test/fixtures/zefix/README.md). */
const FIXTURE = {
  muster: { id: 900001, name: "Muster Beispiel AG", uid: "CHE-100.000.006", formerName: "Muster Alt AG" },
  /** Companies where a person on the redaction list holds a present mandate. */
  withRedactedOfficer: [900001, 900004],
  /** The redaction list: names never shown, in every order the gazette and a searcher write them. */
  redacted: [
    { first: "Anna", last: "Beispiel" },
    { first: "Marco", last: "Keller" },
  ],
} as const;

const REACHABLE_ROWS = 45;

const companySearch = (q: string, more: Partial<CompanySearchQuery> = {}): CompanySearchQuery => ({
  q, cantons: [], statuses: [], legalForms: [], limit: 25, offset: 0, ...more,
});
const peopleSearch = (q: string, more: Partial<PersonSearchQuery> = {}): PersonSearchQuery => ({
  q, cantons: [], companyId: null, limit: 25, offset: 0, ...more,
});
const autocomplete = (q: string, limit = 8): AutocompleteQuery => ({ q, limit });

/** How a result was found: 0 exact name, 1 name prefix, 2 word prefixes (the ranking tiers). */
function tierOf(q: string, matched: Matched): number {
  const key = nameKey(matched.value);
  if (key === nameKey(q)) return 0;
  return key.startsWith(nameKey(q)) ? 1 : 2;
}
const FIELD_ORDER = { name: 0, translation: 1, former_name: 2, uid: 0 } as const;

/** Every row a query can reach, page by page as a client follows next_offset. */
async function reachableCompanies(backend: RegisterBackend, query: CompanySearchQuery): Promise<CompanySearchResult[]> {
  const rows: CompanySearchResult[] = [];
  for (let offset: number | null = 0; offset !== null; ) {
    const page = await backend.searchCompanies({ ...query, offset, limit: 25 });
    rows.push(...page.items);
    offset = page.next_offset;
  }
  return rows;
}

/** The first company of the searches' results whose detail satisfies `wanted`. */
async function findCompany(backend: RegisterBackend, queries: string[], wanted: (company: CompanyDetail) => boolean): Promise<CompanyDetail> {
  for (const q of queries) {
    for (const item of await reachableCompanies(backend, companySearch(q))) {
      const company = await backend.getCompany(item.id);
      if (company && wanted(company)) return company;
    }
  }
  throw new Error(`no company found by ${queries.join(", ")} fits`);
}

/** Common words of company names in the generated register, for finding examples through search. */
const COMMON_WORDS = ["ag", "gmbh", "sa", "holding", "immobilien", "bau"];

/** Declares the contract's cases for a backend made by `factory`. */
export function describeBackendContract(name: string, factory: ContractFactory): void {
  describe(`backend contract: ${name}`, () => {
    describe("over a generated register", () => {
      let subject: ContractSubject;
      let backend: RegisterBackend;
      beforeAll(async () => {
        subject = await factory(GENERATED_SEED);
        backend = subject.backend;
      }, 120_000);
      afterAll(() => subject?.close());

      it("finds a company by its exact name first, saying the name matched", async () => {
        const some = (await backend.searchCompanies(companySearch("gmbh", { limit: 10 }))).items[7];
        const page = await backend.searchCompanies(companySearch(some.name));
        expect(page.items[0]).toMatchObject({ name: some.name, matched: { field: "name", value: some.name } });
        expect(page.items.map((item) => item.id)).toContain(some.id);
        expect(page.suggestions).toEqual([]);
      });

      it("finds word prefixes, case and accents ignored, all words within one name", async () => {
        const some = (await backend.searchCompanies(companySearch("ag", { limit: 5 }))).items[4];
        const words = searchWords(some.name).filter((word) => word.length >= 4);
        const q = words.map((word) => word.slice(0, 3).toUpperCase()).join(" ");
        const rows = await reachableCompanies(backend, companySearch(q));
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          const own = searchWords(row.matched.value);
          expect(searchWords(q).every((word) => own.some((w) => w.startsWith(word))), `${q} in ${row.matched.value}`).toBe(true);
        }
      });

      it("finds a company by a translation of its name, saying so", async () => {
        // A legal form's word in another language than the canton's (`Sagl` in Zurich) is mostly in translations.
        let translated: CompanySearchResult | undefined;
        for (const [q, canton] of [["sagl", "ZH"], ["sarl", "ZH"], ["gmbh", "TI"], ["ag", "GE"]] as const) {
          translated = (await reachableCompanies(backend, companySearch(q, { cantons: [canton] }))).find((row) => row.matched.field === "translation");
          if (translated) break;
        }
        expect(translated).toBeDefined();
        const rows = await reachableCompanies(backend, companySearch(translated!.matched.value));
        expect(rows.find((row) => row.id === translated!.id)?.matched).toMatchObject({ value: translated!.matched.value });
      });

      it("finds a company by a former name, saying so", async () => {
        const renamed = await findCompany(backend, COMMON_WORDS, (company) => company.previous_names.some((former) => nameKey(former) !== nameKey(company.name)));
        const former = renamed.previous_names.find((name) => nameKey(name) !== nameKey(renamed.name))!;
        const rows = await reachableCompanies(backend, companySearch(former));
        expect(rows.find((row) => row.id === renamed.id)?.matched).toEqual({ field: "former_name", value: former });
      });

      it("finds a company by every UID form", async () => {
        const some = (await backend.searchCompanies(companySearch("gmbh"))).items.find((item) => item.uid !== null)!;
        const digits = some.uid!.replace(/\D/g, "");
        for (const q of [some.uid!, `CHE${digits}`, `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`, digits]) {
          const page = await backend.searchCompanies(companySearch(q));
          expect(page.items[0], q).toMatchObject({ id: some.id, matched: { field: "uid", value: some.uid } });
          expect(page.total).toBe(page.items.length);
        }
      });

      it("keeps only companies passing every filter, and counts only those", async () => {
        const all = await backend.searchCompanies(companySearch("ag"));
        const filtered = await backend.searchCompanies(companySearch("ag", { cantons: ["ZH", "BE"], statuses: ["active"] }));
        expect(filtered.items.length).toBeGreaterThan(0);
        for (const item of filtered.items) {
          expect(["ZH", "BE"]).toContain(item.canton);
          expect(item.status).toBe("active");
        }
        expect(filtered.total).toBeLessThan(all.total);
        const byForm = await backend.searchCompanies(companySearch("ag", { legalForms: ["limited_liability_company"] }));
        for (const item of byForm.items) expect(item.legal_form).toBe("limited_liability_company");
        const deleted = await backend.searchCompanies(companySearch("gmbh", { statuses: ["deleted"] }));
        for (const item of deleted.items) expect(item.status).toBe("deleted");
      });

      it("orders exact names before name prefixes before word matches, current names before translations and former names", async () => {
        const some = (await backend.searchCompanies(companySearch("gmbh", { limit: 3 }))).items[2];
        const q = searchWords(some.name)[0];
        const rows = await reachableCompanies(backend, companySearch(q));
        const ranks = rows.map((row) => [tierOf(q, row.matched), FIELD_ORDER[row.matched.field]]);
        const sorted = [...ranks].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
        expect(ranks).toEqual(sorted);
      });

      it("answers the same pages for the same question, and pages continue each other", async () => {
        const whole = await backend.searchCompanies(companySearch("ag", { limit: 20 }));
        const again = await backend.searchCompanies(companySearch("ag", { limit: 20 }));
        expect(again).toEqual(whole);
        const first = await backend.searchCompanies(companySearch("ag", { limit: 10 }));
        const second = await backend.searchCompanies(companySearch("ag", { limit: 10, offset: first.next_offset! }));
        expect([...first.items, ...second.items].map((item) => item.id)).toEqual(whole.items.map((item) => item.id));
      });

      it("reaches at most 45 rows: next_offset stops at the cap, offset 44 gives the 45th row alone", async () => {
        const page = await backend.searchCompanies(companySearch("ag", { limit: 25 }));
        expect(page.total).toBeGreaterThan(REACHABLE_ROWS);
        expect(page).toMatchObject({ limit: 25, offset: 0, next_offset: 25 });
        const last = await backend.searchCompanies(companySearch("ag", { limit: 25, offset: 44 }));
        expect(last.items).toHaveLength(1);
        expect(last.next_offset).toBeNull();
        expect(await reachableCompanies(backend, companySearch("ag"))).toHaveLength(REACHABLE_ROWS);
        expect(new Set((await reachableCompanies(backend, companySearch("ag"))).map((row) => row.id)).size).toBe(REACHABLE_ROWS);
      });

      it("gives exact totals that agree with the rows reachable", async () => {
        const some = (await backend.searchCompanies(companySearch("gmbh", { limit: 10 }))).items[9];
        for (const q of [some.name, searchWords(some.name).slice(0, 2).join(" ")]) {
          const page = await backend.searchCompanies(companySearch(q));
          if (page.total > REACHABLE_ROWS) continue;
          const rows = await reachableCompanies(backend, companySearch(q));
          expect(rows).toHaveLength(page.total);
          expect(new Set(rows.map((row) => row.id)).size).toBe(page.total);
        }
      });

      it("answers a search that finds nothing with names that do exist", async () => {
        const names = (await reachableCompanies(backend, companySearch("gmbh"))).map((item) => item.name);
        let tried = 0;
        for (const name of names) {
          const word = searchWords(name).find((w) => w.length >= 6 && /^[a-z]+$/.test(w));
          if (!word) continue;
          const misspelled = `${word.slice(0, -1)}${word.endsWith("x") ? "q" : "x"}`; // the last letter mistyped
          const page = await backend.searchCompanies(companySearch(misspelled));
          if (page.total > 0) continue;
          tried++;
          expect(page.items).toEqual([]);
          expect(page.next_offset).toBeNull();
          expect(page.suggestions.length).toBeGreaterThan(0);
          for (const suggestion of page.suggestions) expect((await backend.searchCompanies(companySearch(suggestion))).total, suggestion).toBeGreaterThan(0);
          if (tried >= 2) break;
        }
        expect(tried).toBeGreaterThan(0);
      });

      it("autocompletes best first, with what matched, within the limit", async () => {
        const some = (await backend.searchCompanies(companySearch("gmbh", { limit: 5 }))).items[4];
        const q = some.name.slice(0, Math.max(4, some.name.indexOf(" ")));
        const { suggestions } = await backend.autocompleteCompanies(autocomplete(q, 8));
        expect(suggestions.length).toBeGreaterThan(0);
        expect(suggestions.length).toBeLessThanOrEqual(8);
        const ranks = suggestions.map((s) => [tierOf(q, s.matched), FIELD_ORDER[s.matched.field]]);
        expect(ranks).toEqual([...ranks].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
        const exact = await backend.autocompleteCompanies(autocomplete(some.name, 3));
        expect(exact.suggestions[0]).toMatchObject({ name: some.name, matched: { field: "name", value: some.name } });
        expect((await backend.autocompleteCompanies(autocomplete(some.uid ?? some.name, 3))).suggestions.map((s) => s.id)).toContain(some.id);
      });

      it("gives a company's detail as its search result says, with officers, newest notices and NOGA", async () => {
        const company = await findCompany(backend, ["ag"], (detail) => detail.officers.length > 1 && detail.publications.length > 1);
        const [result] = (await backend.searchCompanies(companySearch(company.uid ?? company.name))).items.filter((item) => item.id === company.id);
        const { matched: _matched, ...fields } = result;
        expect(company).toMatchObject(fields);
        expect(company.publications.length).toBeLessThanOrEqual(3);
        expect(company.publications_total).toBeGreaterThanOrEqual(company.publications.length);
        const dates = company.publications.map((p) => p.sogc_date ?? "");
        expect(dates).toEqual([...dates].sort().reverse());
        for (const publication of company.publications) {
          expect((publication.text ?? "").length).toBeLessThanOrEqual(2_000);
          if (!publication.text_truncated) expect((publication.text ?? "").length).toBeLessThan(2_001);
        }
        for (const officer of company.officers) {
          expect(officer.status).toBe("active");
          if (officer.redacted) continue;
          expect(officer.id).toBeGreaterThan(0);
          expect(officer.other_mandates!.items.length).toBeLessThanOrEqual(3);
          expect(officer.other_mandates!.total).toBeGreaterThanOrEqual(officer.other_mandates!.items.length);
          for (const other of officer.other_mandates!.items) expect(other.company_id).not.toBe(company.id);
        }
        const classified = await findCompany(backend, ["gmbh"], (detail) => detail.noga !== null);
        expect(classified.noga).toMatchObject({ code: expect.any(String), labels: { de: expect.any(String) } });
      });

      it("answers null for a company or person id it does not hold", async () => {
        expect(await backend.getCompany(987_654_321)).toBeNull();
        expect(await backend.getPerson(987_654_321)).toBeNull();
      });

      it("gives a person's profile with the mandate the company lists", async () => {
        const company = await findCompany(backend, ["gmbh"], (detail) => detail.officers.some((o) => !o.redacted && o.entity_type === "natural_person"));
        const officer = company.officers.find((o) => !o.redacted && o.entity_type === "natural_person")!;
        const person = await backend.getPerson(officer.id);
        expect(person).toMatchObject({ id: officer.id, name: officer.name, url: officer.url });
        expect(person!.mandates.find((m) => m.company.id === company.id)).toMatchObject({ role: officer.role, ended_on: null, company_active: company.status === "active" });
      });

      it("finds people by first and last name in either order", async () => {
        const company = await findCompany(backend, ["ag"], (detail) => detail.officers.some((o) => !o.redacted && o.entity_type === "natural_person"));
        const officer = company.officers.find((o) => !o.redacted && o.entity_type === "natural_person")!;
        const person = (await backend.getPerson(officer.id))!;
        for (const q of [`${person.first_name} ${person.last_name}`, `${person.last_name} ${person.first_name}`]) {
          const rows = [];
          for (let offset: number | null = 0; offset !== null; ) {
            const page = await backend.searchPeople(peopleSearch(q, { offset }));
            rows.push(...page.items);
            offset = page.next_offset;
          }
          expect(rows.map((row) => row.id), q).toContain(person.id);
        }
      });

      it("keeps people with a mandate in the canton, or at the company, asked for", async () => {
        const company = await findCompany(backend, ["ag"], (detail) => detail.status === "active" && detail.canton !== null && detail.officers.some((o) => !o.redacted && o.entity_type === "natural_person"));
        const officer = company.officers.find((o) => !o.redacted && o.entity_type === "natural_person")!;
        const lastName = (await backend.getPerson(officer.id))!.last_name!;
        const atCompany = await backend.searchPeople(peopleSearch(lastName, { companyId: company.id }));
        expect(atCompany.items.map((item) => item.id)).toContain(officer.id);
        const inCanton = await backend.searchPeople(peopleSearch(lastName, { cantons: [company.canton as "ZH"] }));
        expect(inCanton.items.map((item) => item.id)).toContain(officer.id);
        for (const item of [...atCompany.items, ...inCanton.items.slice(0, 5)]) {
          const person = (await backend.getPerson(item.id))!;
          const companies = await Promise.all(person.mandates.map((m) => backend.getCompany(m.company.id)));
          if (atCompany.items.includes(item)) expect(person.mandates.map((m) => m.company.id)).toContain(company.id);
          else expect(companies.map((c) => c?.canton)).toContain(company.canton);
        }
        const unfiltered = await backend.searchPeople(peopleSearch(lastName));
        expect(atCompany.total).toBeLessThanOrEqual(inCanton.total);
        expect(inCanton.total).toBeLessThanOrEqual(unfiltered.total);
      });

      it("gives people totals that agree with the rows reachable", async () => {
        const company = await findCompany(backend, ["gmbh"], (detail) => detail.officers.some((o) => !o.redacted && o.entity_type === "natural_person"));
        const officer = company.officers.find((o) => !o.redacted && o.entity_type === "natural_person")!;
        const page = await backend.searchPeople(peopleSearch(officer.name));
        expect(page.total).toBeLessThanOrEqual(25);
        expect(page.items).toHaveLength(page.total);
        expect(page.next_offset).toBeNull();
      });

      it("answers a people search that finds nothing with names that do exist", async () => {
        let tried = 0;
        for (const q of COMMON_WORDS) {
          for (const row of await reachableCompanies(backend, companySearch(q))) {
            for (const officer of (await backend.getCompany(row.id))!.officers) {
              const lastName = officer.redacted || officer.entity_type !== "natural_person" ? undefined : (await backend.getPerson(officer.id))!.last_name;
              if (!lastName || !/^\p{L}{6,}$/u.test(lastName)) continue;
              const misspelled = `${lastName.slice(0, -1)}${lastName.endsWith("x") ? "q" : "x"}`; // the last letter mistyped
              const page = await backend.searchPeople(peopleSearch(misspelled));
              if (page.total > 0) continue;
              tried++;
              expect(page.items).toEqual([]);
              expect(page.suggestions.length, misspelled).toBeGreaterThan(0);
              for (const suggestion of page.suggestions) expect((await backend.searchPeople(peopleSearch(suggestion))).total, suggestion).toBeGreaterThan(0);
              expect((await backend.searchPeople(peopleSearch(officer.name))).suggestions).toEqual([]);
              if (tried >= 2) return;
            }
          }
        }
        expect(tried).toBeGreaterThan(0);
      });

      it("shows redacted officers without a name or a stable id", async () => {
        // A generated register numbers its companies from 1, and always holds redacted owners, board members and signatories.
        const { companies } = await backend.datasetInfo();
        let redactedOfficers = 0;
        for (let id = 1; id <= companies; id++) {
          for (const officer of (await backend.getCompany(id))?.officers ?? []) {
            if (!officer.redacted) {
              expect(officer.id).toBeGreaterThan(0);
              continue;
            }
            redactedOfficers++;
            expect(officer).toMatchObject({ id: 0, name: "Redacted person", url: null, redacted: true, other_mandates: null, company: null });
          }
        }
        expect(redactedOfficers).toBeGreaterThan(0);
      });

      it("says what it holds", async () => {
        const info = await backend.datasetInfo();
        expect(info).toMatchObject({ source: "demo", companies: 2_000 });
        expect(info.persons).toBeGreaterThan(0);
        expect(info.mandates).toBeGreaterThan(0);
        expect(info.publications).toBeGreaterThan(0);
      });
    });

    describe("over the imported fixture files with their redaction list", () => {
      let subject: ContractSubject;
      let backend: RegisterBackend;
      beforeAll(async () => {
        subject = await factory(FILES_SEED);
        backend = subject.backend;
      }, 120_000);
      afterAll(() => subject?.close());

      it("finds a company by its former name and by every UID form", async () => {
        const { muster } = FIXTURE;
        const byFormer = await backend.searchCompanies(companySearch(muster.formerName));
        expect(byFormer.items[0]).toMatchObject({ id: muster.id, name: muster.name, matched: { field: "former_name", value: muster.formerName } });
        for (const q of [muster.uid, "CHE100000006", "100.000.006", "100000006"]) {
          const page = await backend.searchCompanies(companySearch(q));
          expect(page).toMatchObject({ total: 1, items: [{ id: muster.id, matched: { field: "uid", value: muster.uid } }] });
        }
        expect(await backend.getCompany(muster.id)).toMatchObject({ name: muster.name, uid: muster.uid, previous_names: [muster.formerName] });
      });

      it("never finds or counts a redacted person by any spelling of the name, nor suggests it", async () => {
        for (const { first, last } of FIXTURE.redacted) {
          for (const q of [`${first} ${last}`, `${last} ${first}`, `${last}, ${first}`, last, `${first.toLowerCase()} ${last.slice(0, 3)}`]) {
            const page = await backend.searchPeople(peopleSearch(q));
            const names = [...page.items.map((item) => item.name), ...page.suggestions];
            expect(names.filter((name) => name.includes(first) && name.includes(last)), q).toEqual([]);
            expect(page.total, q).toBe(page.items.length);
            const autocompleted = await backend.autocompleteCompanies(autocomplete(q));
            expect(JSON.stringify(autocompleted), q).not.toMatch(new RegExp(`${first}[ ,]+${last}|${last}[ ,]+${first}`));
          }
          expect((await backend.searchPeople(peopleSearch(`${first} ${last}`))).total).toBe(0);
        }
      });

      it("lists a redacted officer as `Redacted person` without id or link, and masks the gazette texts", async () => {
        for (const id of FIXTURE.withRedactedOfficer) {
          const company = (await backend.getCompany(id))!;
          const redacted = company.officers.filter((officer) => officer.redacted);
          expect(redacted.length, String(id)).toBeGreaterThan(0);
          for (const officer of redacted) {
            expect(officer).toMatchObject({ id: 0, name: "Redacted person", url: null, redacted: true, other_mandates: null, company: null });
          }
          const texts = company.publications.map((p) => p.text ?? "").join("\n");
          expect(texts).toContain("Redacted person");
          for (const { first, last } of FIXTURE.redacted) {
            expect(texts).not.toMatch(new RegExp(`${first}[ ,]+${last}|${last}[ ,]+${first}`));
          }
          for (const officer of company.officers.filter((o) => !o.redacted)) {
            for (const other of officer.other_mandates!.items) expect(other.company_name).not.toContain("Redacted");
          }
        }
      });

      it("has no profile for a redacted person: no person id answers with the name", async () => {
        const { persons } = await backend.datasetInfo();
        const profiles = [];
        for (let id = 1; id <= persons + 100; id++) {
          const person = await backend.getPerson(id);
          if (person) profiles.push(person);
        }
        expect(profiles.length).toBeGreaterThan(0);
        expect(profiles.length).toBeLessThanOrEqual(persons - FIXTURE.redacted.length);
        for (const { first, last } of FIXTURE.redacted) {
          expect(profiles.filter((p) => p.first_name === first && p.last_name === last)).toEqual([]);
        }
      });

      it("says where the data comes from", async () => {
        const info = await backend.datasetInfo();
        expect(info.source).toBe("files");
        expect((await backend.getCompany(FIXTURE.muster.id))!.source).toMatch(/SOGC/);
      });
    });

    describeKeyedBackendContract(factory, { generated: GENERATED_SEED, files: FILES_SEED, fixture: FIXTURE });
  });
}
