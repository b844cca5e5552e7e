/**
 * The backend contract over the local backend and the SQLite store: a generated register (the test run's own, built
 * by test/global-setup.ts through generateRegister) and the fixture files imported through src/ingest.
 */
import { describeBackendContract } from "./backend-contract.js";
import { localOverSqlite } from "./sqlite-subject.js";

describeBackendContract("local over SQLite", localOverSqlite);
