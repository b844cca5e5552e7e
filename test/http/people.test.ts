import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PersonDetail, PersonSearchPage } from "../../src/domain/resources.js";
import { startHarness, type Harness } from "../harness.js";
import { expectError } from "./expect-error.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

interface PersonRow {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
}

function aPerson(where: string): PersonRow {
  return h.db
    .prepare(`SELECT id, name, first_name, last_name FROM persons WHERE entity_type = 'natural_person' AND ${where} ORDER BY id LIMIT 1`)
    .get() as PersonRow;
}

describe("GET /api/v1/people/search (happy)", () => {
  it("finds a person by first and last name in either order, the exact name first", async () => {
    const person = aPerson("redacted = 0");
    for (const q of [`${person.first_name} ${person.last_name}`, `${person.last_name} ${person.first_name}`]) {
      const { status, body } = await h.getJson(`/api/v1/people/search?q=${encodeURIComponent(q)}&limit=25`);
      expect(status).toBe(200);
      const page = PersonSearchPage.parse(body);
      expect(page.items.map((item) => item.id)).toContain(person.id);
      expect(page.items[0].last_name).toBe(person.last_name);
    }
  });

  it("collapses duplicates: every person appears once per page set", async () => {
    const person = aPerson("redacted = 0");
    const { body } = await h.getJson(`/api/v1/people/search?q=${encodeURIComponent(person.last_name)}&limit=25`);
    const ids = body.items.map((item: { id: number }) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("shows homonyms (same name, other origin) as distinct persons", async () => {
    const pair = h.db
      .prepare(`SELECT first_name, last_name, count(*) AS n FROM persons WHERE entity_type = 'natural_person' AND redacted = 0
                GROUP BY first_name, last_name HAVING n > 1 ORDER BY n DESC LIMIT 1`)
      .get() as { first_name: string; last_name: string; n: number } | undefined;
    expect(pair, "the test register has homonyms").toBeDefined();
    const { body } = await h.getJson(`/api/v1/people/search?q=${encodeURIComponent(`${pair!.first_name} ${pair!.last_name}`)}&limit=25`);
    const exact = body.items.filter((item: { first_name: string; last_name: string }) => item.first_name === pair!.first_name && item.last_name === pair!.last_name);
    expect(exact.length).toBe(pair!.n);
  });

  it("tells homonyms apart: origin in every result, and canton and company filters", async () => {
    const pair = h.db
      .prepare(
        `SELECT p.first_name || ' ' || p.last_name AS name, group_concat(p.id) AS ids FROM persons p
         WHERE p.entity_type = 'natural_person' AND p.redacted = 0 AND p.origin IS NOT NULL
           AND EXISTS (SELECT 1 FROM mandates m WHERE m.person_id = p.id AND m.ended_on IS NULL)
         GROUP BY p.first_name, p.last_name HAVING count(*) = 2 ORDER BY p.last_name LIMIT 1`,
      )
      .get() as { name: string; ids: string };
    const [first, second] = pair.ids.split(",").map(Number);
    const q = encodeURIComponent(pair.name);
    const all = PersonSearchPage.parse((await h.getJson(`/api/v1/people/search?q=${q}&limit=25`)).body);
    for (const id of [first, second]) {
      const origin = (h.db.prepare("SELECT origin FROM persons WHERE id = ?").get(id) as { origin: string }).origin;
      expect(all.items.find((item) => item.id === id)?.origin).toBe(origin);
    }
    const mandateOf = (id: number) =>
      h.db
        .prepare(`SELECT m.company_id AS company, c.canton FROM mandates m JOIN companies c ON c.id = m.company_id
                  WHERE m.person_id = ? AND m.ended_on IS NULL ORDER BY m.id LIMIT 1`)
        .get(id) as { company: number; canton: string };
    const { company } = mandateOf(first);
    const byCompany = PersonSearchPage.parse((await h.getJson(`/api/v1/people/search?q=${q}&company=${company}`)).body);
    expect(byCompany.items.map((item) => item.id)).toContain(first);
    expect(byCompany.items.map((item) => item.id)).not.toContain(second);
    expect(byCompany.total).toBe(byCompany.items.length);
    const { canton } = mandateOf(second);
    const byCanton = PersonSearchPage.parse((await h.getJson(`/api/v1/people/search?q=${q}&canton=${canton.toLowerCase()}&limit=25`)).body);
    expect(byCanton.items.map((item) => item.id)).toContain(second);
    const inCanton = h.db.prepare(
      `SELECT 1 FROM mandates m JOIN companies c ON c.id = m.company_id WHERE m.person_id = ? AND c.canton = ?
       AND (m.ended_on IS NULL OR (c.status <> 'active' AND m.ended_on >= c.deletion_date))`,
    );
    for (const item of byCanton.items) expect(inCanton.get(item.id, canton), item.name).toBeDefined();
  });

  it("never returns a row past the 45th", async () => {
    const wide = await h.getJson("/api/v1/people/search?q=an&limit=25&offset=20");
    expect(wide.body.total).toBeGreaterThan(70);
    expect(wide.body.items.length).toBe(25);
    const last = await h.getJson("/api/v1/people/search?q=an&limit=25&offset=44");
    expect(last.body.items).toEqual(wide.body.items.slice(24));
    expect(last.body.next_offset).toBeNull();
  });
});

describe("GET /api/v1/people/search (error)", () => {
  it.each(["", "q=x", "q=ab&offset=45", "q=ab&limit=26", "q=ab&q=cd", "q=ab&company=x", "q=ab&canton=XX"])("answers 400 for ?%s", async (query) => {
    const parameter = query.includes("offset") ? "offset" : query.includes("limit") ? "limit" : query.includes("company") ? "company" : query.includes("canton") ? "canton" : "q";
    await expectError(h, `/api/v1/people/search?${query}`, { status: 400, code: "invalid_parameter", parameter });
  });
});

describe("redacted persons (security)", () => {
  it("never finds or counts a redacted person, by their name in either order", async () => {
    const persons = h.db
      .prepare("SELECT id, name, first_name, last_name FROM persons WHERE redacted = 1 AND entity_type = 'natural_person' ORDER BY id")
      .all() as PersonRow[];
    expect(persons.length, "the test register has redacted persons").toBeGreaterThan(0);
    let alone = 0;
    for (const person of persons) {
      const homonyms = h.db
        .prepare("SELECT count(*) AS n FROM persons WHERE redacted = 0 AND first_name = ? AND last_name = ?")
        .get(person.first_name, person.last_name) as { n: number };
      for (const q of [`${person.first_name} ${person.last_name}`, `${person.last_name} ${person.first_name}`]) {
        const { body } = await h.getJson(`/api/v1/people/search?q=${encodeURIComponent(q)}&limit=25`);
        const page = PersonSearchPage.parse(body);
        expect(page.items.filter((item) => item.id === person.id || item.redacted)).toEqual([]);
        // Without a visible person of the same name, the search finds nobody: not even a count gives them away.
        if (homonyms.n === 0) {
          expect(page).toMatchObject({ total: 0, items: [] });
          alone++;
        }
      }
    }
    expect(alone).toBeGreaterThan(0);
  });

  it("answers 404 for a redacted person's record and fact sheet", async () => {
    const person = aPerson("redacted = 1");
    await expectError(h, `/api/v1/people/${person.id}`, { status: 404, code: "not_found" });
    await expectError(h, `/people/x/${person.id}.md`, { status: 404, code: "not_found" });
  });
});

describe("GET /api/v1/people/{id}", () => {
  it("returns every present mandate with company_active", async () => {
    const row = h.db
      .prepare(`SELECT person_id AS id, count(*) AS n FROM mandates m JOIN persons p ON p.id = m.person_id
                WHERE m.ended_on IS NULL AND p.redacted = 0 GROUP BY person_id HAVING n > 1 ORDER BY n DESC, person_id LIMIT 1`)
      .get() as { id: number; n: number };
    const { status, body } = await h.getJson(`/api/v1/people/${row.id}`);
    expect(status).toBe(200);
    const person = PersonDetail.strict().parse(body);
    expect(person.mandates.length).toBeGreaterThanOrEqual(row.n);
    for (const mandate of person.mandates) {
      expect(mandate.company_active).toBe(mandate.company.status === "active");
    }
  });

  it("gives the place of origin, and each mandate's role categories and dates", async () => {
    const row = h.db
      .prepare(`SELECT m.person_id AS id, m.company_id AS company, m.started_on, m.ended_on, p.origin FROM mandates m
                JOIN companies c ON c.id = m.company_id JOIN persons p ON p.id = m.person_id
                WHERE c.status = 'deleted' AND m.ended_on >= c.deletion_date AND p.redacted = 0 AND p.origin IS NOT NULL
                ORDER BY m.id LIMIT 1`)
      .get() as { id: number; company: number; started_on: string; ended_on: string; origin: string };
    const person = PersonDetail.strict().parse((await h.getJson(`/api/v1/people/${row.id}`)).body);
    expect(person.origin).toBe(row.origin);
    const ended = person.mandates.find((m) => m.company.id === row.company)!;
    expect(ended).toMatchObject({ started_on: row.started_on, ended_on: row.ended_on });
    for (const mandate of person.mandates) expect(mandate.role_categories.length).toBeGreaterThan(0);
  });

  it("marks a mandate in a deleted company as company_active false", async () => {
    const row = h.db
      .prepare(`SELECT m.person_id AS id, m.company_id AS company FROM mandates m JOIN companies c ON c.id = m.company_id
                JOIN persons p ON p.id = m.person_id WHERE c.status = 'deleted' AND m.ended_on >= c.deletion_date AND p.redacted = 0
                ORDER BY m.id LIMIT 1`)
      .get() as { id: number; company: number } | undefined;
    expect(row, "the test register has officers who served until their company was deleted").toBeDefined();
    const person = PersonDetail.parse((await h.getJson(`/api/v1/people/${row!.id}`)).body);
    expect(person.mandates.find((m) => m.company.id === row!.company)?.company_active).toBe(false);
  });

  it.each(["0", "x", "-3"])("answers 400 for id %s", async (id) => {
    await expectError(h, `/api/v1/people/${id}`, { status: 400, code: "invalid_parameter", parameter: "id" });
  });

  it("answers 404 for an unknown id", async () => {
    await expectError(h, "/api/v1/people/987654321", { status: 404, code: "not_found" });
  });
});
