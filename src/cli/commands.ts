/** Every subcommand of `swiss-register`, in the order `--help` lists them. */
import type { Command } from "./command.js";
import { serveCommand } from "./serve.js";

export const COMMANDS: Command[] = [serveCommand];
