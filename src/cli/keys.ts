/** `swiss-register keys`: API keys of the keyed API `/v1` (create, list, revoke, rotate, credits, usage). */
import { parseArgs } from "node:util";
import { accountsLocation, loadConfig } from "../config.js";
import { isPlanName, isScope, PLAN_NAMES, PLANS, SCOPES, type Scope } from "../keyed/plans.js";
import type { AccountsStore, CreatedKey, KeyRecord } from "../store/accounts-port.js";
import { openAccountsStore } from "../store/open-accounts.js";
import { UsageError, type Command } from "./command.js";

/** How long a rotated key keeps working unless `--grace` says otherwise: a day, time to roll the new key out. */
export const DEFAULT_ROTATION_GRACE_SECONDS = 86_400;
const MAX_CREDITS = 1_000_000_000;

const HELP = `Usage: swiss-register keys <action> [options]

Manages the API keys of the keyed API (/v1) in the accounts store
(ACCOUNTS_DATABASE_URL for PostgreSQL, else ACCOUNTS_DATABASE_PATH, default
var/accounts.sqlite). A key is shown once, when it is
created or rotated; only its SHA-256 hash and a short prefix are stored.

Actions:
  create --name N --plan P [--scopes a,b] [--expires YYYY-MM-DD] [--credits N]
                          a new key; plans: ${PLAN_NAMES.join(", ")}; scopes (default: the plan's):
                          ${SCOPES.join(", ")}; credits default to the plan's starting credits
                          (${PLAN_NAMES.map((name) => `${name} ${PLANS[name].startingCredits}`).join(", ")})
  list                    every key: id, name, plan, scopes, prefix, status, credits, expiry
  revoke KEY|ID           the key stops working at once
  rotate KEY|ID [--grace SECONDS]
                          a new key for the same account; the old one keeps working for the
                          grace period (default ${DEFAULT_ROTATION_GRACE_SECONDS} s, one day), then expires
  credits add KEY|ID N    adds N credits to the key's account
  usage KEY|ID            calls and credits per operation per day

Options:
  --accounts PATH|URL     the accounts store: a file, or a postgres:// URL
                          (default: ACCOUNTS_DATABASE_URL, else ACCOUNTS_DATABASE_PATH)
  -h, --help              this help

Examples:
  swiss-register keys create --name "Acme AG" --plan pro
  swiss-register keys credits add 3 5000
  swiss-register keys rotate sr_live_... --grace 3600`;

function count(name: string, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,10}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`${name} must be an integer ${min}..${max}, got "${text}"`);
  }
  return Number(text);
}

/** `--expires`: a date after today; the key stops working at the start of that day (UTC). */
function expiry(text: string | undefined, now: Date): string | null {
  if (text === undefined) return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw new UsageError(`--expires must be a date YYYY-MM-DD, got "${text}"`);
  }
  if (date <= now) throw new UsageError(`--expires must be a date after today, got ${text}`);
  return date.toISOString();
}

function scopesFor(text: string | undefined, plan: keyof typeof PLANS): Scope[] {
  const allowed = PLANS[plan].scopes;
  if (text === undefined) return [...allowed];
  const scopes = [...new Set(text.split(",").map((scope) => scope.trim()).filter(Boolean))];
  if (scopes.length === 0) throw new UsageError(`--scopes needs at least one of: ${allowed.join(", ")}`);
  for (const scope of scopes) {
    if (!isScope(scope)) throw new UsageError(`unknown scope "${scope}"; scopes: ${SCOPES.join(", ")}`);
    if (!allowed.includes(scope)) throw new UsageError(`the ${plan} plan has no scope ${scope}; it has: ${allowed.join(", ")}`);
  }
  return scopes.filter(isScope);
}

async function keyNamed(store: AccountsStore, idOrKey: string | undefined): Promise<KeyRecord> {
  if (idOrKey === undefined) throw new UsageError("name the key: its id (see `keys list`) or the key itself");
  const key = await store.findKey(idOrKey);
  if (!key) throw new UsageError(`no key ${/^\d+$/.test(idOrKey) ? `with id ${idOrKey}` : "with that text"}; see \`swiss-register keys list\``);
  return key;
}

function describe(key: KeyRecord): string {
  return [
    `id ${key.id}`,
    `name ${JSON.stringify(key.name)}`,
    `plan ${key.plan}`,
    `scopes ${key.scopes.join(",")}`,
    `prefix ${key.prefix}`,
    `status ${key.status}`,
    `credits ${key.balance}`,
    `expires ${key.expiresAt ?? "never"}`,
  ].join(", ");
}

function printCreated(created: CreatedKey): void {
  console.log(created.key);
  console.error(`Key ${describe(created.record)}.`);
  console.error("Store the key now: it is shown only this once.");
}

function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  return cells.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join("  ").trimEnd()).join("\n");
}

export const keysCommand: Command = {
  name: "keys",
  help: HELP,
  async run(args) {
    let parsed;
    try {
      parsed = parseArgs({
        args,
        options: {
          name: { type: "string" },
          plan: { type: "string" },
          scopes: { type: "string" },
          expires: { type: "string" },
          credits: { type: "string" },
          grace: { type: "string" },
          accounts: { type: "string" },
        },
        allowPositionals: true,
        strict: true,
      });
    } catch (error) {
      // node:util's messages can run over several lines; the first says what is wrong.
      throw new UsageError((error instanceof Error ? error.message : String(error)).split("\n")[0]);
    }
    const { values, positionals } = parsed;
    const [action, ...rest] = positionals;
    if (action === undefined) throw new UsageError("name an action: create, list, revoke, rotate, credits add, usage");

    const location = values.accounts ?? accountsLocation(loadConfig());
    const store = await openAccountsStore(location);
    try {
      switch (action) {
        case "create": {
          if (!values.name?.trim()) throw new UsageError("keys create needs --name (who the key is for)");
          if (values.plan === undefined || !isPlanName(values.plan)) {
            throw new UsageError(`keys create needs --plan, one of: ${PLAN_NAMES.join(", ")}${values.plan ? ` (got "${values.plan}")` : ""}`);
          }
          const plan = values.plan;
          printCreated(
            await store.createKey({
              name: values.name.trim(),
              plan,
              scopes: scopesFor(values.scopes, plan),
              expiresAt: expiry(values.expires, new Date()),
              credits: count("--credits", values.credits, 0, MAX_CREDITS) ?? PLANS[plan].startingCredits,
            }),
          );
          return 0;
        }
        case "list": {
          const keys = await store.listKeys();
          if (keys.length === 0) {
            console.log(`no keys yet; create one with: swiss-register keys create --name N --plan free`);
            return 0;
          }
          console.log(
            table(
              ["id", "name", "plan", "scopes", "prefix", "status", "credits", "expires"],
              keys.map((key) => [key.id, key.name, key.plan, key.scopes.join(","), key.prefix, key.status, key.balance, key.expiresAt ?? "never"]),
            ),
          );
          return 0;
        }
        case "revoke": {
          const key = await keyNamed(store, rest[0]);
          console.log(`Revoked: ${describe(await store.revoke(key.id))}.`);
          return 0;
        }
        case "rotate": {
          const key = await keyNamed(store, rest[0]);
          if (key.status !== "active") throw new UsageError(`key ${key.id} is ${key.status}; only an active key can be rotated`);
          const grace = count("--grace", values.grace, 0, 90 * 86_400) ?? DEFAULT_ROTATION_GRACE_SECONDS;
          const created = await store.rotate(key.id, grace);
          printCreated(created);
          console.error(`The old key ${key.prefix} keeps working for ${grace} s.`);
          return 0;
        }
        case "credits": {
          if (rest[0] !== "add") throw new UsageError("usage: keys credits add KEY|ID N");
          const key = await keyNamed(store, rest[1]);
          const credits = count("the number of credits", rest[2], 1, MAX_CREDITS);
          if (credits === undefined) throw new UsageError("usage: keys credits add KEY|ID N");
          console.log(`Added ${credits} credits to key ${key.id}: the balance is ${await store.addCredits(key.id, credits)}.`);
          return 0;
        }
        case "usage": {
          const key = await keyNamed(store, rest[0]);
          const rows = await store.usage(key.id);
          if (rows.length === 0) {
            console.log(`key ${key.id} has made no metered calls; balance ${key.balance}`);
            return 0;
          }
          console.log(table(["day", "operation", "calls", "credits", "refunds"], rows.map((row) => [row.day, row.operation, row.calls, row.credits, row.refunds])));
          return 0;
        }
        default:
          throw new UsageError(`unknown action "${action}"; actions: create, list, revoke, rotate, credits add, usage`);
      }
    } finally {
      await store.close();
    }
  },
};
