/** Shared helpers of the import tests: fixture paths, temporary folders, a content digest of a register, local servers. */
import Database from "better-sqlite3";
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runImport, type ImportOptions, type ImportReport } from "../../src/ingest/import/run-import.js";
import { parsePersonLines } from "../../src/ingest/person-lines/index.js";

export const FIXTURES = fileURLToPath(new URL("../fixtures/zefix/", import.meta.url));

export function fixture(...parts: string[]): string {
  return join(FIXTURES, ...parts);
}

/** A fresh temporary folder, removed by the returned cleanup. */
export function tempDir(prefix = "register-import-"): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Imports files quietly with the real person-line parser. */
export function importFiles(databasePath: string, inputs: string[], options: Partial<ImportOptions> = {}): Promise<ImportReport> {
  return runImport({ databasePath, source: "files", inputs, parsePersonLines, reportPath: `${databasePath}.report.json`, ...options });
}

/**
 * A digest of every table's content, each dumped in primary-key order (rowid for rowid tables), ignoring
 * dataset.built_at. Virtual tables are covered through their shadow tables. Returns the digest per table.
 */
export function tableDigests(path: string): Record<string, string> {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string; sql: string }[];
    const digests: Record<string, string> = {};
    for (const { name, sql } of tables) {
      if (/^CREATE VIRTUAL TABLE/i.test(sql)) continue;
      const withoutRowid = /WITHOUT ROWID\s*$/i.test(sql.trim());
      const pk = (db.prepare(`SELECT name, pk FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk`).all(name) as { name: string }[]).map((c) => `"${c.name}"`);
      const order = withoutRowid ? pk.join(", ") : "rowid";
      const hash = createHash("sha256");
      for (const row of db.prepare(`SELECT ${withoutRowid ? "*" : "rowid AS _rowid, *"} FROM "${name}" ORDER BY ${order}`).iterate() as Iterable<Record<string, unknown>>) {
        if (name === "dataset" && row.key === "built_at") continue;
        hash.update(JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString("base64") : value)));
        hash.update("\n");
      }
      digests[name] = hash.digest("hex");
    }
    return digests;
  } finally {
    db.close();
  }
}

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const RUNNER = fileURLToPath(new URL("./run-import-cli.ts", import.meta.url));
const running = new Set<ChildProcess>();

export interface ImportProcess {
  process: ChildProcess;
  /** Everything written to stderr so far. */
  stderr(): string;
  exited: Promise<number | null>;
}

/** Starts `swiss-register import <args>` as a child process (the import command run through tsx). */
export function startImport(args: string[], env: Record<string, string> = {}): ImportProcess {
  let stderr = "";
  const spawned = spawn(process.execPath, ["--import", "tsx", RUNNER, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  spawned.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  running.add(spawned);
  const exited = new Promise<number | null>((resolve) =>
    spawned.on("exit", (code) => {
      running.delete(spawned);
      resolve(code);
    }),
  );
  return { process: spawned, stderr: () => stderr, exited };
}

/** Kills the import processes a test left running. */
export function killImports(): void {
  for (const child of running) child.kill("SIGKILL");
}

export async function waitFor(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface LocalServer {
  url: string;
  /** Every request received, with the time it arrived (ms). */
  requests: { method: string; path: string; query: URLSearchParams; headers: IncomingMessage["headers"]; body: string; at: number }[];
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 (ephemeral port) answering with the handler; every request is recorded. */
export async function startServer(
  handler: (request: { method: string; path: string; url: URL; headers: IncomingMessage["headers"]; body: string }, response: ServerResponse) => void,
): Promise<LocalServer> {
  const requests: LocalServer["requests"] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const entry = { method: req.method ?? "GET", path: url.pathname, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      requests.push({ ...entry, query: url.searchParams, at: Date.now() });
      handler({ ...entry, url }, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}
