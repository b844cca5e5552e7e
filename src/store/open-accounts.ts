/** Opens the accounts store a configuration names: PostgreSQL for a `postgres://` URL, else the SQLite file at a path. */
import { BackendUnavailableError } from "../domain/errors.js";
import type { AccountsStore } from "./accounts-port.js";

/** A location as the operator may see it: a URL without its password. */
function shown(location: string): string {
  return location.replace(/^(postgres(?:ql)?:\/\/[^:/@]+):[^@]*@/, "$1:***@");
}

/**
 * `location`: a `postgres://` or `postgresql://` URL, or a file path. Each store's driver loads only when used. A store
 * that cannot be opened throws BackendUnavailableError naming it and what to set.
 */
export async function openAccountsStore(location: string): Promise<AccountsStore> {
  const postgres = /^postgres(ql)?:\/\//.test(location);
  try {
    if (postgres) {
      const { openPostgresAccountsStore } = await import("./postgres/accounts.js");
      return await openPostgresAccountsStore(location);
    }
    const { openSqliteAccountsStore } = await import("./sqlite/accounts.js");
    return openSqliteAccountsStore(location);
  } catch (error) {
    if (error instanceof BackendUnavailableError) throw error;
    const what = postgres ? "ACCOUNTS_DATABASE_URL to a reachable PostgreSQL" : "ACCOUNTS_DATABASE_PATH to a writable file";
    throw new BackendUnavailableError(`cannot open the accounts store at ${shown(location)}: ${(error as Error).message}; set ${what}`, undefined, {
      cause: error,
    });
  }
}
