/** What the register holds and when it was built: read by /health and the home page, through the operations' context. */
import type { DatasetInfo } from "../backend/port.js";
import type { OperationContext } from "./operation.js";

/** The register's source, build time and counts. */
export function describeDataset({ backend }: OperationContext): Promise<DatasetInfo> {
  return backend.datasetInfo();
}
