/**
 * Loads a finished SQLite register (built by `generate` or `import`) into PostgreSQL, atomically (docs/postgres.md):
 * the rows go into a new schema, which is indexed and verified (row counts against the SQLite file) and then made
 * the live one in one transaction. Until then the register being served is untouched; a load that fails or is killed
 * leaves a schema nobody reads, which the next load drops.
 *
 * The search tables are derived here with the same functions the SQLite build uses (folding, name rows), so that both
 * stores find the same companies and persons in the same order.
 */
import pg from "pg";
import { searchWords } from "../../domain/text.js";
import { openForReading, type SqliteDatabase } from "../sqlite/database.js";
import { COMPANY_DOCUMENTS_SQL, companyNames, nameRows, type CompanyDocument } from "../sqlite/search-indexes.js";
import { displayUrl } from "./display-url.js";
import {
  COPIED_TABLES,
  createIndexesSql,
  createTablesSql,
  GENERATION_PREFIX,
  LIVE_TABLE,
  WORD_TABLES,
} from "./register-schema.js";

/** A load that cannot be done; the message says why and what to do. The served register is unchanged. */
export class LoadError extends Error {}

/** One load at a time per database (any constant key works; the accounts store uses another). */
const LOAD_LOCK = 7_204_392;

/** Rows sent per INSERT (as one array per column, unnested by the server). */
const BATCH_ROWS = 5_000;

export interface LoadOptions {
  /** Called as rows go in: a phase and how far it is. */
  onProgress?: (progress: { phase: string; done: number; total: number }) => void;
  /** Test hook: stop and wait before this phase (`swap`); see SWISS_REGISTER_LOAD_HOLD. */
  holdBefore?: string;
}

export interface LoadSummary {
  /** The schema now served. */
  schema: string;
  /** The schema served before, kept for servers still reading it (dropped by the next load). */
  previous: string | null;
  seconds: number;
  /** The size of the new schema's tables and indexes. */
  bytes: number;
  rows: Record<string, number>;
}

/** Inserts rows in batches: one array per column, unnested by the server. */
class BatchInserter {
  private readonly batch: unknown[][];
  count = 0;
  constructor(
    private readonly client: pg.Client,
    private readonly table: string,
    private readonly columns: readonly { name: string; type: string }[],
  ) {
    this.batch = columns.map(() => []);
  }

  async add(row: readonly unknown[]): Promise<void> {
    for (let i = 0; i < row.length; i++) this.batch[i].push(row[i]);
    this.count++;
    if (this.batch[0].length >= BATCH_ROWS) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.batch[0].length === 0) return;
    const arrays = this.columns.map((column, i) => `$${i + 1}::${column.type.replace(/ COLLATE "C"$/, "")}[]`);
    await this.client.query(
      `INSERT INTO ${this.table} (${this.columns.map((c) => c.name).join(", ")}) SELECT * FROM unnest(${arrays.join(", ")})`,
      this.batch.map((values) => values.slice()),
    );
    for (const values of this.batch) values.length = 0;
  }
}

async function waitForever(phase: string): Promise<never> {
  process.stderr.write(`load: holding before ${phase} (SWISS_REGISTER_LOAD_HOLD)\n`);
  return new Promise<never>(() => setInterval(() => undefined, 1 << 30));
}

/** The generation schemas that neither the live table names: left by a failed or killed load, or served two loads ago. */
async function dropUnusedGenerations(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT nspname AS name FROM pg_namespace
     WHERE starts_with(nspname, $1) AND nspname NOT IN (SELECT schema FROM ${LIVE_TABLE} UNION ALL SELECT previous FROM ${LIVE_TABLE} WHERE previous IS NOT NULL)`,
    [GENERATION_PREFIX],
  );
  for (const { name } of rows) await client.query(`DROP SCHEMA ${pg.escapeIdentifier(name)} CASCADE`);
}

/** Copies the register tables as they are. */
async function copyTables(source: SqliteDatabase, client: pg.Client, schema: string, options: LoadOptions): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of COPIED_TABLES) {
    const total = (source.prepare(`SELECT count(*) AS n FROM ${table.name}`).get() as { n: number }).n;
    const inserter = new BatchInserter(client, `${schema}.${table.name}`, table.columns);
    for (const row of source.prepare(table.select).raw().iterate() as Iterable<unknown[]>) {
      await inserter.add(row);
      if (inserter.count % 50_000 === 0) options.onProgress?.({ phase: table.name, done: inserter.count, total });
    }
    await inserter.flush();
    options.onProgress?.({ phase: table.name, done: inserter.count, total });
    rows[table.name] = inserter.count;
  }
  return rows;
}

/** Derives the word tables: the folded words of every company name row and of every public person's name. */
async function deriveWords(source: SqliteDatabase, client: pg.Client, schema: string, options: LoadOptions): Promise<Record<string, number>> {
  const companyWords = new BatchInserter(client, `${schema}.company_name_words`, WORD_TABLES.company_name_words);
  const companies = (source.prepare("SELECT count(*) AS n FROM companies").get() as { n: number }).n;
  let done = 0;
  for (const document of source.prepare(COMPANY_DOCUMENTS_SQL).iterate() as Iterable<CompanyDocument>) {
    for (const [rowid, names] of nameRows(document.search_rank, companyNames(document))) {
      for (const word of new Set(names.flatMap(searchWords))) {
        await companyWords.add([word, rowid, document.canton, document.status, document.legal_form]);
      }
    }
    if (++done % 50_000 === 0) options.onProgress?.({ phase: "company_name_words", done, total: companies });
  }
  await companyWords.flush();

  // Suppressed persons are left out: their names find nothing and count nowhere (docs/decisions.md).
  const personWords = new BatchInserter(client, `${schema}.person_words`, WORD_TABLES.person_words);
  for (const person of source.prepare("SELECT id, name FROM persons WHERE redacted = 0 ORDER BY id").iterate() as Iterable<{ id: number; name: string }>) {
    for (const word of new Set(searchWords(person.name))) await personWords.add([word, person.id]);
  }
  await personWords.flush();
  options.onProgress?.({ phase: "person_words", done: personWords.count, total: personWords.count });
  return { company_name_words: companyWords.count, person_words: personWords.count };
}

/** Every table holds what was sent: the counts the load made against the server's own. */
async function verify(client: pg.Client, schema: string, sent: Record<string, number>): Promise<void> {
  for (const [table, count] of Object.entries(sent)) {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema}.${table}`);
    if (rows[0].n !== count) throw new LoadError(`verification failed: ${schema}.${table} holds ${rows[0].n} rows, ${count} were loaded`);
  }
}

/** `dataset.source` of the register live at `url`: null when there is none (or it cannot be read). */
export async function readLiveSource(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows: live } = await client.query<{ schema: string }>(`SELECT schema FROM ${LIVE_TABLE}`);
    if (live.length === 0) return null;
    const { rows } = await client.query<{ value: string }>(`SELECT value FROM ${pg.escapeIdentifier(live[0].schema)}.dataset WHERE key = 'source'`);
    return rows[0]?.value ?? null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Loads the SQLite register at `sqlitePath` into the PostgreSQL database at `url` and makes it the live register.
 * Throws LoadError (nothing served changed) when it cannot.
 */
export async function loadPostgresRegister(sqlitePath: string, url: string, options: LoadOptions = {}): Promise<LoadSummary> {
  const started = performance.now();
  let source: SqliteDatabase;
  try {
    source = openForReading(sqlitePath);
  } catch (error) {
    throw new LoadError((error as Error).message);
  }
  const client = new pg.Client({ connectionString: url });
  let schema: string | null = null;
  try {
    try {
      await client.connect();
    } catch (error) {
      throw new LoadError(`cannot connect to ${displayUrl(url)}: ${(error as Error).message}`);
    }
    const { rows: lock } = await client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1) AS ok", [LOAD_LOCK]);
    if (!lock[0].ok) throw new LoadError(`another load into ${displayUrl(url)} is running; wait for it to finish`);
    await client.query("SET synchronous_commit = off");
    try {
      await client.query("CREATE EXTENSION IF NOT EXISTS pg_trgm");
    } catch (error) {
      throw new LoadError(`the database needs the pg_trgm extension (PostgreSQL contrib) and the right to create it: ${(error as Error).message}`);
    }
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${LIVE_TABLE} (
         one boolean PRIMARY KEY DEFAULT true CHECK (one), schema text NOT NULL, previous text, loaded_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await dropUnusedGenerations(client);

    schema = `${GENERATION_PREFIX}${Date.now()}`;
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.query(createTablesSql(schema));
    const rows = { ...(await copyTables(source, client, schema, options)), ...(await deriveWords(source, client, schema, options)) };
    options.onProgress?.({ phase: "indexes", done: 0, total: 1 });
    await client.query(createIndexesSql(schema));
    // VACUUM as well: a fresh table has no visibility map, and without one an index-only scan reads the heap too.
    for (const table of Object.keys(rows)) await client.query(`VACUUM (ANALYZE) ${schema}.${table}`);
    await verify(client, schema, rows);
    const { rows: size } = await client.query<{ bytes: string }>(
      `SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0) AS bytes FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relkind = 'r'`,
      [schema],
    );

    if (options.holdBefore === "swap") await waitForever("swap");
    // The swap: one row changes in one transaction; a server opened later reads the new schema.
    await client.query("BEGIN");
    const { rows: live } = await client.query<{ schema: string }>(`SELECT schema FROM ${LIVE_TABLE} FOR UPDATE`);
    await client.query(
      `INSERT INTO ${LIVE_TABLE} (one, schema, previous) VALUES (true, $1, NULL)
       ON CONFLICT (one) DO UPDATE SET previous = ${LIVE_TABLE}.schema, schema = excluded.schema, loaded_at = now()`,
      [schema],
    );
    await client.query("COMMIT");
    const loaded = schema;
    schema = null;
    // Swapped in: from here nothing may fail the load. A generation left undropped is dropped by the next load.
    await dropUnusedGenerations(client).catch(() => undefined);
    return {
      schema: loaded,
      previous: live[0]?.schema ?? null,
      seconds: (performance.now() - started) / 1000,
      bytes: Number(size[0].bytes),
      rows,
    };
  } catch (error) {
    // A load that failed drops what it built; one killed leaves it to the next load.
    if (schema !== null) {
      await client.query("ROLLBACK").catch(() => undefined);
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    }
    if (error instanceof LoadError) throw error;
    throw new LoadError(`the load into ${displayUrl(url)} failed, the register served is unchanged: ${(error as Error).message}`, { cause: error });
  } finally {
    source.close();
    await client.end().catch(() => undefined);
  }
}
