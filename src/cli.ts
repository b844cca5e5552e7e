#!/usr/bin/env node
/** The `swiss-register` executable: dispatches to the subcommands in src/cli/. */
import { COMMANDS } from "./cli/commands.js";
import { UsageError } from "./cli/command.js";
import { ConfigError } from "./config.js";
import { nativeModuleMismatch } from "./cli/native-module.js";

function overview(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    "swiss-register: Swiss commercial register service",
    "",
    "Usage: swiss-register <command> [options]",
    "",
    "Commands:",
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    "Run `swiss-register <command> --help` for a command's options.",
  ].join("\n");
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    console.log(overview());
    return name === undefined ? 2 : 0;
  }
  const entry = COMMANDS.find((c) => c.name === name);
  if (!entry) {
    console.error(`swiss-register: unknown command "${name}". Run swiss-register --help for the list.`);
    return 2;
  }
  const command = await entry.load();
  if (rest.includes("--help") || rest.includes("-h")) {
    console.log(command.help);
    return 0;
  }
  try {
    return await command.run(rest);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`swiss-register ${name}: ${error.message} (see swiss-register ${name} --help)`);
      return 2;
    }
    // A bad configuration stops every command the same way: one line naming the variable and what it accepts.
    if (error instanceof ConfigError) {
      console.error(`swiss-register: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(nativeModuleMismatch(error) ?? (error instanceof Error ? error.message : String(error)));
    process.exitCode = 1;
  },
);
