/** The local backend over the SQLite store, seeded as the contract asks: the subject of the contract's suites. */
import { join } from "node:path";
import { inject } from "vitest";
import { createLocalBackend } from "../../src/backend/local.js";
import { Links } from "../../src/domain/links.js";
import { generateRegister } from "../../src/generate/index.js";
import { readRedactionList } from "../../src/ingest/files/redactions.js";
import { createSqliteAiSearchStore } from "../../src/store/sqlite/ai-search-store.js";
import { openForReading } from "../../src/store/sqlite/database.js";
import { createSqliteStore } from "../../src/store/sqlite/store.js";
import { importFiles, tempDir } from "../import/helpers.js";
import { GENERATED_SEED, type ContractSeed, type ContractSubject } from "./backend-contract.js";

const links = new Links("http://register.test");

/** A local backend over a SQLite register built for the seed. */
export async function localOverSqlite(seed: ContractSeed): Promise<ContractSubject> {
  const { dir, cleanup } = tempDir("backend-contract-");
  let path = join(dir, "register.sqlite");
  if (seed.kind === "files") {
    await importFiles(path, seed.inputs, { redactions: readRedactionList(seed.redactions) });
  } else if (seed === GENERATED_SEED) {
    path = inject("registerPath"); // the same seed, already generated for this run
  } else {
    await generateRegister({ companies: seed.companies, seed: seed.seed, path });
  }
  const db = openForReading(path);
  const backend = createLocalBackend(createSqliteStore(db), { links, aiSearch: { store: createSqliteAiSearchStore(db) } });
  return {
    backend,
    async close() {
      await backend.close();
      cleanup();
    },
  };
}

