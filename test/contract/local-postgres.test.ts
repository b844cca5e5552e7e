/**
 * The backend contract over the local backend and the PostgreSQL store: the same seeds as local-sqlite.test.ts, built
 * through the project's own paths (generate, import) and loaded into a database of the test's own by the load that
 * `swiss-register load-postgres` runs. AI search reads the register file the load came from, as the runtime does.
 */
import { join } from "node:path";
import { inject } from "vitest";
import { createLocalBackend } from "../../src/backend/local.js";
import { Links } from "../../src/domain/links.js";
import { aiSearchBeside } from "../../src/runtime/register.js";
import { generateRegister } from "../../src/generate/index.js";
import { readRedactionList } from "../../src/ingest/files/redactions.js";
import { loadPostgresRegister } from "../../src/store/postgres/load-register.js";
import { openPostgresRegisterStore } from "../../src/store/postgres/register-store.js";
import { importFiles, tempDir } from "../import/helpers.js";
import { createTestDatabase } from "../keyed/postgres.js";
import { describeBackendContract, GENERATED_SEED, type ContractSeed, type ContractSubject } from "./backend-contract.js";

const links = new Links("http://register.test");

async function localOverPostgres(seed: ContractSeed): Promise<ContractSubject> {
  const { dir, cleanup } = tempDir("backend-contract-pg-");
  let path = join(dir, "register.sqlite");
  if (seed.kind === "files") {
    await importFiles(path, seed.inputs, { redactions: readRedactionList(seed.redactions) });
  } else if (seed === GENERATED_SEED) {
    path = inject("registerPath");
  } else {
    await generateRegister({ companies: seed.companies, seed: seed.seed, path });
  }
  const database = await createTestDatabase(`contract_${seed.kind}`);
  await loadPostgresRegister(path, database.url);
  // As the runtime serves it: AI search from the register file the generation was loaded from.
  const store = await openPostgresRegisterStore(database.url);
  const beside = await aiSearchBeside(store, path);
  if ("reason" in beside) throw new Error(beside.reason);
  const backend = createLocalBackend(store, { links, aiSearch: { store: beside.store } });
  return {
    backend,
    async close() {
      await backend.close();
      beside.close();
      await database.drop();
      cleanup();
    },
  };
}

describeBackendContract("local over PostgreSQL", localOverPostgres);
