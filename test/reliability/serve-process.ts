/**
 * The real `swiss-register serve` as a child process, for the tests of what only a process shows: start failures,
 * signals, the first second after start, a Redis or a register file that fails under it.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { inject } from "vitest";

// SERVE_DIST=1 runs the built dist/cli.js (as `npm start` does) instead of the sources, for measuring.
const CLI = (process.env.SERVE_DIST ? [process.execPath, ["dist/cli.js", "serve"]] : [process.execPath, ["--import", "tsx", "src/cli.ts", "serve"]]) as readonly [string, string[]];

export interface ServeProcess {
  child: ChildProcessWithoutNullStreams;
  baseUrl: string;
  /** Every JSON log line so far. */
  logs: Record<string, any>[];
  /** Everything the process wrote so far, stdout and stderr, as written. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<number | string>;
  stop(): Promise<number | string>;
}

/** Runs `serve` until it ends by itself (a start failure): its exit code and stderr. */
export function serveUntilExit(env: Record<string, string>): { status: number | null; stderr: string } {
  const result = spawnSync(CLI[0], CLI[1], { encoding: "utf8", env: { ...process.env, ...testMarket(), LOG_LEVEL: "silent", ...env }, timeout: 30_000 });
  return { status: result.status, stderr: result.stderr };
}

/** The test run's market store (built with the test register), so that no server builds one in var/. */
const testMarket = () => ({ MARKET_DATABASE_PATH: inject("marketPath") });

const running = new Set<ChildProcessWithoutNullStreams>();

/** Kills the servers a test left running (a failed assertion skips its own stop). */
export function killServeProcesses(): void {
  for (const child of running) child.kill("SIGKILL");
}

/** Starts `serve` on an ephemeral port and resolves once it listens. */
export async function startServeProcess(env: Record<string, string>): Promise<ServeProcess> {
  const child = spawn(CLI[0], CLI[1], { env: { ...process.env, ...testMarket(), PORT: "0", LOG_LEVEL: "info", ...env } });
  running.add(child);
  child.once("exit", () => running.delete(child));
  const logs: Record<string, any>[] = [];
  let stderr = "";
  let stdout = "";
  let pending = "";
  const exited = new Promise<number | string>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? -1)));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop()!;
      for (const line of lines) {
        try {
          const entry = JSON.parse(line);
          logs.push(entry);
          if (typeof entry.port === "number" && /^listening/.test(entry.msg)) resolve(entry.port);
        } catch {
          // not a log line
        }
      }
    });
    void exited.then((code) => reject(new Error(`serve exited (${code}) before listening: ${stderr}`)));
  });
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    logs,
    output: () => stdout + stderr,
    exited,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
