/** Runs `swiss-register import <args>` in a child process for the tests: the command itself, without the rest of the CLI. */
import { importCommand } from "../../src/cli/import.js";
import { UsageError } from "../../src/cli/command.js";

try {
  process.exitCode = await importCommand.run(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof UsageError ? "usage: " : ""}${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
