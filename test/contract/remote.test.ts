/**
 * The backend contract over the remote backend: the same cases, unchanged, against a remote backend that reads a
 * local-over-SQLite backend through another server's internal read API over real HTTP on loopback.
 */
import { Hono } from "hono";
import { pino } from "pino";
import { createRemoteBackend } from "../../src/backend/remote.js";
import { startHttpServer } from "../../src/cli/http-server.js";
import { registerInternalBackendRoutes } from "../../src/http/internal/routes.js";
import { describeBackendContract, type ContractSeed, type ContractSubject } from "./backend-contract.js";
import { localOverSqlite } from "./sqlite-subject.js";

const TOKEN = "contract-suite-shared-secret";

async function remoteOverLocal(seed: ContractSeed): Promise<ContractSubject> {
  const local = await localOverSqlite(seed);
  const app = new Hono();
  registerInternalBackendRoutes(app, { backend: local.backend, token: TOKEN, logger: pino({ level: "silent" }) });
  const server = await startHttpServer({ fetch: app.fetch, host: "127.0.0.1", port: 0 });
  const backend = createRemoteBackend({ url: `http://127.0.0.1:${server.port}`, token: TOKEN });
  return {
    backend,
    async close() {
      await backend.close();
      await server.drain(1_000);
      await local.close();
    },
  };
}

describeBackendContract("remote (over local over SQLite)", remoteOverLocal);
