/**
 * Vitest global setup: one small generated register (2,000 companies, seed 42) shared by every test file, built once
 * at `var/test/register.sqlite` and reused while its dataset matches and it is newer than the generator and store
 * code. Tests read its path with `inject("registerPath")`. Beside it, the demo market store linked to it
 * (`var/test/market.sqlite`, seed 42, through the last closed SIX trading day), rebuilt when the register, the market
 * code or the day changes: `inject("marketPath")`.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import type { TestProject } from "vitest/node";
import { generateRegister } from "../src/generate/index.js";
import { lastClosedTradingDay } from "../src/market/calendar.js";
import { generateDemoMarketStore } from "../src/runtime/demo-market.js";
import { SCHEMA_VERSION } from "../src/store/sqlite/migrations.js";

declare module "vitest" {
  export interface ProvidedContext {
    registerPath: string;
    marketPath: string;
  }
}

const COMPANIES = 2_000;
const SEED = 42;

/** Newest modification time of the code a register depends on. */
function newestSource(dir: string): number {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function isCurrent(path: string): boolean {
  if (!existsSync(path)) return false;
  const sources = Math.max(
    newestSource(resolve("src/generate")),
    newestSource(resolve("src/market")),
    newestSource(resolve("src/domain")),
    newestSource(resolve("src/store/sqlite")),
    newestSource(resolve("src/ai-search")),
    // The finished detail answers are assembled by the backend at build time.
    newestSource(resolve("src/backend")),
    newestSource(resolve("src/runtime")),
    newestSource(resolve("data")),
  );
  if (statSync(path).mtimeMs < sources) return false;
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      if (db.pragma("user_version", { simple: true }) !== SCHEMA_VERSION) return false;
      const rows = db.prepare("SELECT key, value FROM dataset").all() as Array<{ key: string; value: string }>;
      const dataset = new Map(rows.map((row) => [row.key, row.value]));
      return dataset.get("source") === "demo" && dataset.get("seed") === String(SEED) && dataset.get("companies") === String(COMPANIES);
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
}

/** Whether the market store at `path` is the demo through `through`, built after the register and the code it comes from. */
function isCurrentMarket(path: string, registerPath: string, through: string): boolean {
  if (!existsSync(path)) return false;
  const sources = Math.max(statSync(registerPath).mtimeMs, newestSource(resolve("src/market")), newestSource(resolve("src/store/sqlite")), newestSource(resolve("data/market")));
  if (statSync(path).mtimeMs < sources) return false;
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      const rows = db.prepare("SELECT key, value FROM dataset").all() as Array<{ key: string; value: string }>;
      const dataset = new Map(rows.map((row) => [row.key, row.value]));
      return dataset.get("source") === "demo" && dataset.get("through") === through;
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const path = resolve("var/test/register.sqlite");
  if (!isCurrent(path)) await generateRegister({ companies: COMPANIES, seed: SEED, path });
  project.provide("registerPath", path);
  const marketPath = resolve("var/test/market.sqlite");
  const through = lastClosedTradingDay(new Date());
  if (!isCurrentMarket(marketPath, path, through)) await generateDemoMarketStore({ path: marketPath, registerPath: path, seed: SEED, through });
  project.provide("marketPath", marketPath);
}
