/**
 * Worker thread of the detail-answers build's preparation (src/store/sqlite/detail-reads.ts): fills the scratch
 * database of the rows read by person over its own connection while the build's connection fills the other, then exits.
 */
import { workerData } from "node:worker_threads";
import { fillByPersonScratch, type DetailReadsWorkerInput } from "./detail-reads.js";

fillByPersonScratch(workerData as DetailReadsWorkerInput);
