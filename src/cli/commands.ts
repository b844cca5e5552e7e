/** Every subcommand of `swiss-register`, in the order `--help` lists them. */
import type { Command } from "./command.js";
import { generateCommand } from "./generate.js";
import { importCommand } from "./import.js";
import { mcpCommand } from "./mcp.js";
import { parseCommand } from "./parse.js";
import { serveCommand } from "./serve.js";

export const COMMANDS: Command[] = [serveCommand, generateCommand, mcpCommand, parseCommand, importCommand];
