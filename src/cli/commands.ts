/**
 * Every subcommand of `swiss-register`, in the order `--help` lists them. Each is loaded only when it runs, so that a
 * command starts without loading the others' dependencies (the server answers within a second of start).
 */
import type { Command } from "./command.js";

export interface CommandEntry {
  name: string;
  /** One line for the command list. */
  summary: string;
  load(): Promise<Command>;
}

export const COMMANDS: CommandEntry[] = [
  {
    name: "serve",
    summary: "serve the API, fact sheets, pages and MCP over HTTP",
    load: async () => (await import("./serve.js")).serveCommand,
  },
  {
    name: "generate",
    summary: "build the demo register (generated companies, officers and gazette notices); `generate market`: the demo market store",
    load: async () => (await import("./generate.js")).generateCommand,
  },
  {
    name: "load-postgres",
    summary: "load a built register into PostgreSQL (DATABASE_URL) and swap it in atomically",
    load: async () => (await import("./load-postgres.js")).loadPostgresCommand,
  },
  {
    name: "mcp",
    summary: "serve the MCP tools over stdio (for IDE assistants)",
    load: async () => (await import("./mcp.js")).mcpCommand,
  },
  {
    name: "parse",
    summary: "print the persons named in one gazette notice text, as JSON",
    load: async () => (await import("./parse.js")).parseCommand,
  },
  {
    name: "ai-search",
    summary: "search companies with a natural-language query (four languages), ranked and explained",
    load: async () => (await import("./ai-search.js")).aiSearchCommand,
  },
  {
    name: "keys",
    summary: "manage the API keys of the keyed API /v1 (create, list, revoke, rotate, credits, usage)",
    load: async () => (await import("./keys.js")).keysCommand,
  },
  {
    name: "import",
    summary: "import real register data (Zefix, SOGC gazette, files); `import market`: prices, statements, executives",
    load: async () => (await import("./import.js")).importCommand,
  },
];
