/** Helpers for the market tests: temporary folders, table digests (the generator tests' own), and running the CLI. */
import { spawnSync } from "node:child_process";
import { registerDigest, temporaryDirectory as temporaryFolder } from "../generate/helpers.js";

/** A fresh temporary folder for a market test. */
export const temporaryDirectory = () => temporaryFolder("market");

/** SHA-256 of every row of every table, in primary-key order; `dataset.built_at` is left out. */
export const marketDigest = registerDigest;

/** Runs `swiss-register ARGS` from the sources; returns its exit code and output. */
export function runCli(args: string[], env: Record<string, string> = {}): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ["--import", "tsx", "src/cli.ts", ...args], { encoding: "utf8", env: { ...process.env, LOG_LEVEL: "silent", ...env } });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
