/**
 * Reads for building every detail answer of a register (src/runtime/detail-answers.ts): the rows of a run of
 * consecutive companies or persons in a few range reads, served through the store's own interface. The local backend
 * then assembles each answer exactly as a request would, from rows read two thousand details at a time instead of
 * six random reads per detail.
 *
 * What a detail reads across the register (a company's officers, their mandates elsewhere, a person's companies) is
 * first laid out in scratch databases, sorted by the company or person that reads it (`prepareDetailReads`): at full
 * scale, reading those rows in place cost a random page read each, 200 µs per company.
 */
import Database from "better-sqlite3";
import { OTHER_MANDATES_SHOWN, PUBLICATION_TEXT_LIMIT, PUBLICATIONS_SHOWN } from "../../domain/limits.js";
import type { KeyedRegisterStore } from "../keyed-port.js";
import type {
  CompanyDetailRow,
  CompanyMandateRow,
  CompanyOtherName,
  CompanyRow,
  OtherMandatesRow,
  PersonMandateRow,
  PersonRow,
  PublicationRow,
  RegisterStore,
} from "../port.js";
import type { SqliteDatabase } from "./database.js";
import {
  COMPANY_DETAIL_COLUMNS,
  COMPANY_MANDATE_COLUMNS,
  ACTIVE_MANDATE,
  PERSON_COLUMNS_KEPT,
  PERSON_MANDATE_COLUMNS,
  PERSON_MANDATE_ORDER,
  PUBLICATION_ORDER,
  publicationColumns,
  toCompanyMandateRow,
  toPersonMandateRow,
  toPersonRow,
  type CompanyMandateRecord,
  type PersonRecord,
} from "./row-shapes.js";
import { PUBLIC_MANDATE } from "./store.js";
import { startModuleWorker } from "../../runtime/worker-thread.js";

type Store = RegisterStore & KeyedRegisterStore;

/** Groups rows by a key, keeping their order. */
function groupBy<Row, Value>(rows: readonly Row[], key: (row: Row) => number, value: (row: Row) => Value): Map<number, Value[]> {
  const groups = new Map<number, Value[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(value(row));
    else groups.set(k, [value(row)]);
  }
  return groups;
}

/**
 * The scratch databases' schema names while attached: the rows a company's detail reads of its officers, and the rows
 * read by person (a person's mandates, and what a company's officers hold elsewhere). Two files, so that two
 * connections fill them at once.
 */
const BY_COMPANY = "detail_by_company";
const BY_PERSON = "detail_by_person";
type ScratchSchema = typeof BY_COMPANY | typeof BY_PERSON;

/**
 * Each scratch database's tables, filled from the register. Each fill reads its outer table in order (CROSS JOIN keeps
 * it outer), so that only the smaller inner rows are read at random: mandates are written company by company, so
 * reading them along `mandates_company` reads the table nearly in order.
 */
const FILLS: Record<ScratchSchema, string> = {
  [BY_COMPANY]: `
    -- Every mandate of a company with its holder (CompanyMandateRow), by company in the register's order.
    CREATE TABLE ${BY_COMPANY}.officers (
      company_id INTEGER NOT NULL, mandate_id INTEGER NOT NULL, role TEXT, signing_authority TEXT, open INTEGER NOT NULL,
      id INTEGER NOT NULL, name TEXT, first_name TEXT, last_name TEXT, entity_type TEXT, redacted INTEGER, uid TEXT, residence TEXT,
      PRIMARY KEY (company_id, mandate_id)
    ) WITHOUT ROWID;
    INSERT INTO ${BY_COMPANY}.officers
      SELECT m.company_id, m.id, ${COMPANY_MANDATE_COLUMNS} FROM main.mandates m CROSS JOIN main.persons p ON p.id = m.person_id
      ORDER BY m.company_id, m.id;`,
  [BY_PERSON]: `
    -- Every open mandate at an active company, by holder in company rank order (the store's otherMandates).
    CREATE TABLE ${BY_PERSON}.held (
      person_id INTEGER NOT NULL, rank INTEGER NOT NULL, mandate_id INTEGER NOT NULL,
      company_id INTEGER NOT NULL, company_name TEXT NOT NULL, role TEXT,
      PRIMARY KEY (person_id, rank, mandate_id)
    ) WITHOUT ROWID;
    INSERT INTO ${BY_PERSON}.held
      SELECT m.person_id, c.search_rank, m.id, c.id, c.name, m.role FROM main.companies c CROSS JOIN main.mandates m ON m.company_id = c.id
      WHERE ${ACTIVE_MANDATE} ORDER BY 1, 2, 3;
    -- Every public mandate of a person with its company (PersonMandateRow), by person in the profile's order.
    CREATE TABLE ${BY_PERSON}.person_mandates (
      person_id INTEGER NOT NULL, position INTEGER NOT NULL, role TEXT, signing_authority TEXT, started_on TEXT, ended_on TEXT,
      id INTEGER NOT NULL, name TEXT NOT NULL, uid TEXT, status TEXT NOT NULL, legal_form TEXT, register_date TEXT,
      address TEXT, zip TEXT, town TEXT, canton TEXT,
      PRIMARY KEY (person_id, position)
    ) WITHOUT ROWID;
    INSERT INTO ${BY_PERSON}.person_mandates
      SELECT m.person_id, row_number() OVER (ORDER BY m.person_id, ${PERSON_MANDATE_ORDER}), ${PERSON_MANDATE_COLUMNS}
      FROM main.companies c CROSS JOIN main.mandates m ON m.company_id = c.id WHERE ${PUBLIC_MANDATE}
      ORDER BY 1, 2;`,
};

/** The scratch files of a build whose scratch path is `scratchPath` (the caller removes them). */
export function detailScratchFiles(scratchPath: string): Record<ScratchSchema, string> {
  return { [BY_COMPANY]: `${scratchPath}.company`, [BY_PERSON]: `${scratchPath}.person` };
}

/**
 * Creates the scratch database of `schema` at `path`, attached to `db`, and fills it from the register. `db` may be a
 * build connection or a worker's; the register itself is only read.
 */
function fillDetailScratch(db: SqliteDatabase, schema: ScratchSchema, path: string): void {
  db.prepare(`ATTACH DATABASE ? AS ${schema}`).run(path);
  db.exec(`
    PRAGMA ${schema}.journal_mode = OFF;
    PRAGMA ${schema}.synchronous = OFF;
    ${FILLS[schema]}
    -- Other connections read it next: a build connection's exclusive lock ends with its next read.
    PRAGMA ${schema}.locking_mode = NORMAL;
    SELECT count(*) FROM ${schema}.sqlite_master;
  `);
}

/**
 * Lays out, in new scratch databases beside `scratchPath` attached to `db` (a build connection, not in a
 * transaction), the rows details read across the register, each table sorted by its reader. With `inWorker`, the
 * rows read by person are filled by a worker thread over its own connection while this one fills those read by
 * company; this thread waits for it, and fills both itself when no worker can be started.
 */
export async function prepareDetailReads(db: SqliteDatabase, scratchPath: string, { inWorker = false } = {}): Promise<void> {
  const files = detailScratchFiles(scratchPath);
  const locking = db.pragma("main.locking_mode", { simple: true }) as string;
  // A build connection holds the register exclusively; in normal locking its next read releases it for the worker.
  if (inWorker) {
    db.pragma("main.locking_mode = NORMAL");
    db.prepare("SELECT count(*) FROM main.sqlite_master").get();
  }
  const worker = inWorker ? startModuleWorker(import.meta.url, "./detail-reads-worker", { path: db.name, scratchPath: files[BY_PERSON] } satisfies DetailReadsWorkerInput) : null;
  try {
    const byPerson = worker
      ? new Promise<void>((resolve, reject) => {
          worker.once("error", reject);
          worker.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`the detail-reads worker stopped with exit code ${code}`))));
        })
      : null;
    // Awaited below; when this thread's own fill fails first, the worker is stopped and its end is not an error.
    byPerson?.catch(() => {});
    fillDetailScratch(db, BY_COMPANY, files[BY_COMPANY]);
    if (byPerson) {
      await byPerson;
      db.prepare(`ATTACH DATABASE ? AS ${BY_PERSON}`).run(files[BY_PERSON]);
    } else fillDetailScratch(db, BY_PERSON, files[BY_PERSON]);
  } finally {
    await worker?.terminate();
    if (inWorker) db.pragma(`main.locking_mode = ${locking}`);
  }
}

/** What the worker filling the rows read by person is given (src/store/sqlite/detail-reads-worker.ts). */
export interface DetailReadsWorkerInput {
  /** The register. */
  path: string;
  /** The scratch file of the rows read by person, created there. */
  scratchPath: string;
}

/** Fills the scratch database of the rows read by person at `scratchPath` over a new connection to the register at `path`. */
export function fillByPersonScratch({ path, scratchPath }: DetailReadsWorkerInput): void {
  // Not fileMustExist: a connection opened without creating could not create the attached scratch file either.
  const db = new Database(path, { timeout: 60_000 });
  try {
    db.pragma("temp_store = MEMORY");
    db.pragma("cache_size = -262144");
    fillDetailScratch(db, BY_PERSON, scratchPath);
  } finally {
    db.close();
  }
}

/** Attaches the scratch databases `prepareDetailReads` wrote (a worker's connection). */
export function attachDetailReads(db: SqliteDatabase, scratchPath: string): void {
  for (const [schema, path] of Object.entries(detailScratchFiles(scratchPath))) db.prepare(`ATTACH DATABASE ? AS ${schema}`).run(path);
}

/** Detaches the scratch databases (their files are the caller's to remove: detailScratchFiles). */
export function detachDetailReads(db: SqliteDatabase): void {
  const attached = new Set((db.pragma("database_list") as { name: string }[]).map((row) => row.name));
  for (const schema of [BY_COMPANY, BY_PERSON]) if (attached.has(schema)) db.exec(`DETACH DATABASE ${schema}`);
}

/** A company's rows for its detail, read for a run of companies. */
interface CompanyRun {
  details: Map<number, CompanyDetailRow>;
  otherNames: Map<number, CompanyOtherName[]>;
  mandates: Map<number, CompanyMandateRow[]>;
  /** Every open mandate at an active company of each present, public officer of the run, in company rank order. */
  heldBy: Map<number, { company_id: number; company_name: string; role: string | null }[]>;
  publications: Map<number, { rows: PublicationRow[]; total: number }>;
}

/** A person's rows for its detail, read for a run of persons. */
interface PersonRun {
  persons: Map<number, PersonRow>;
  mandates: Map<number, PersonMandateRow[]>;
}

/**
 * A store over `base` that answers the detail reads of the run last loaded from rows read in bulk, and every other
 * read (and a detail read outside the run) from `base`. It never offers finished answers: it is what builds them.
 * `db` has the scratch database of `prepareDetailReads` attached.
 */
export function detailRunReads(db: SqliteDatabase, base: Store) {
  let companies: CompanyRun | null = null;
  let persons: PersonRun | null = null;

  const companyDetails = db.prepare<[number, number], CompanyDetailRow>(
    `SELECT ${COMPANY_DETAIL_COLUMNS} FROM companies c WHERE c.id BETWEEN ? AND ?`,
  );
  const companyNames = db.prepare<[number, number], { company_id: number } & CompanyOtherName>(
    "SELECT company_id, kind, name FROM company_names WHERE company_id BETWEEN ? AND ? ORDER BY company_id, kind, position",
  );
  const companyMandates = db.prepare<[number, number], { company_id: number } & CompanyMandateRecord>(
    `SELECT * FROM ${BY_COMPANY}.officers WHERE company_id BETWEEN ? AND ? ORDER BY company_id, mandate_id`,
  );
  const mandatesHeld = db.prepare<[string], { person_id: number; company_id: number; company_name: string; role: string | null }>(
    `SELECT person_id, company_id, company_name, role FROM ${BY_PERSON}.held
     WHERE person_id IN (SELECT value FROM json_each(?)) ORDER BY person_id, rank, mandate_id`,
  );
  // Each company's publications newest first, read backwards along the covering index (company_id, sogc_date, id):
  // its count and first page without a sort; then the page's rows, as a detail shows them.
  const publicationOrder = db.prepare<[number, number], { company_id: number; id: number }>(
    `SELECT company_id, id FROM publications WHERE company_id BETWEEN ? AND ? ORDER BY company_id DESC, ${PUBLICATION_ORDER.replace(/p\./g, "")}`,
  );
  const publicationRows = db.prepare<[string], PublicationRow>(
    `SELECT ${publicationColumns(PUBLICATION_TEXT_LIMIT)} FROM publications p WHERE p.id IN (SELECT value FROM json_each(?))`,
  );
  // The persons kept as active are built with the search indexes, before the answers.
  const personRows = db.prepare<[number, number], PersonRecord>(`SELECT ${PERSON_COLUMNS_KEPT} FROM persons p WHERE p.id BETWEEN ? AND ?`);
  const personMandates = db.prepare<[number, number], { person_id: number } & CompanyRow & Omit<PersonMandateRow, "company">>(
    `SELECT * FROM ${BY_PERSON}.person_mandates WHERE person_id BETWEEN ? AND ? ORDER BY person_id, position`,
  );

  /** Each company's count of publications and its first page (PUBLICATIONS_SHOWN, newest first). */
  function firstPublications(first: number, last: number): Map<number, { rows: PublicationRow[]; total: number }> {
    const pages = new Map<number, { ids: number[]; total: number }>();
    for (const { company_id, id } of publicationOrder.iterate(first, last)) {
      const page = pages.get(company_id);
      if (!page) pages.set(company_id, { ids: [id], total: 1 });
      else {
        page.total++;
        if (page.ids.length < PUBLICATIONS_SHOWN) page.ids.push(id);
      }
    }
    const rows = new Map(publicationRows.all(JSON.stringify([...pages.values()].flatMap((page) => page.ids))).map((row) => [row.id, row]));
    return new Map([...pages].map(([companyId, page]) => [companyId, { total: page.total, rows: page.ids.map((id) => rows.get(id)!) }]));
  }

  const store: Store = {
    ...base,
    detailAnswer: undefined,
    answerDictionary: undefined,

    async companyDetail(id) {
      return companies?.details.has(id) ? (companies.details.get(id) ?? null) : base.companyDetail(id);
    },
    async companyOtherNames(ids) {
      if (!companies || !ids.every((id) => companies!.details.has(id))) return base.companyOtherNames(ids);
      const names = new Map<number, CompanyOtherName[]>();
      for (const id of ids) {
        const own = companies.otherNames.get(id);
        if (own) names.set(id, own);
      }
      return names;
    },
    async companyMandates(companyId) {
      return companies?.details.has(companyId) ? (companies.mandates.get(companyId) ?? []) : base.companyMandates(companyId);
    },
    async otherMandates(companyId, personIds, shown) {
      if (!companies || shown !== OTHER_MANDATES_SHOWN || !personIds.every((id) => companies!.heldBy.has(id))) {
        return base.otherMandates(companyId, personIds, shown);
      }
      const result = new Map<number, OtherMandatesRow>();
      for (const personId of personIds) {
        const elsewhere = companies.heldBy.get(personId)!.filter((held) => held.company_id !== companyId);
        if (elsewhere.length > 0) result.set(personId, { total: elsewhere.length, items: elsewhere.slice(0, shown) });
      }
      return result;
    },
    async publications(companyId, page) {
      const fits = page.limit === PUBLICATIONS_SHOWN && page.offset === 0 && page.textLimit === PUBLICATION_TEXT_LIMIT;
      return fits && companies?.details.has(companyId)
        ? (companies.publications.get(companyId) ?? { rows: [], total: 0 })
        : base.publications(companyId, page);
    },
    async person(id) {
      return persons?.persons.has(id) ? (persons.persons.get(id) ?? null) : base.person(id);
    },
    async personMandates(personId) {
      return persons?.persons.has(personId) ? (persons.mandates.get(personId) ?? []) : base.personMandates(personId);
    },
  };

  return {
    /** The store the backend reads through. */
    store,

    /** Reads the detail rows of the companies with ids from `first` to `last`. */
    loadCompanies(first: number, last: number): void {
      const mandates = groupBy(companyMandates.all(first, last), (row) => row.company_id, toCompanyMandateRow);
      const officers = new Set<number>();
      for (const held of mandates.values()) for (const m of held) if (m.open && !m.person.redacted) officers.add(m.person.id);
      // Persons without another mandate still get an entry: an empty list says "read, none".
      const heldBy = new Map<number, { company_id: number; company_name: string; role: string | null }[]>([...officers].map((id) => [id, []]));
      const sorted = [...officers].sort((x, y) => x - y);
      for (const { person_id, ...held } of mandatesHeld.all(JSON.stringify(sorted))) heldBy.get(person_id)!.push(held);
      companies = {
        details: new Map(companyDetails.all(first, last).map((row) => [row.id, row])),
        otherNames: groupBy(companyNames.all(first, last), (row) => row.company_id, ({ kind, name }) => ({ kind, name })),
        mandates,
        heldBy,
        publications: firstPublications(first, last),
      };
    },

    /** Reads the detail rows of the persons with ids from `first` to `last`. */
    loadPersons(first: number, last: number): void {
      persons = {
        persons: new Map(personRows.all(first, last).map((row) => [row.id, toPersonRow(row)])),
        mandates: groupBy(personMandates.all(first, last), (row) => row.person_id, toPersonMandateRow),
      };
    },
  };
}
