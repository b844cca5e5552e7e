/** PostgreSQL driver failures as the domain's errors: the stores above never see a pg error code. */
import { BackendUnavailableError } from "../../domain/errors.js";

/** Connection refused or lost, server shutting down or refusing connections: "cannot answer now". */
export function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EPIPE)$/.test(code) || /^(08|57P)/.test(code));
}

/** A pg error meaning "cannot answer now" as BackendUnavailableError naming `store`; any other error unchanged. */
export function translated(error: unknown, store: string): unknown {
  if (isUnavailable(error)) {
    return new BackendUnavailableError(`the ${store} cannot answer: ${(error as { code: string }).code}`, 5, { cause: error });
  }
  return error;
}
