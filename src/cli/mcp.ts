/**
 * `swiss-register mcp`: the MCP tools, resources and prompts over stdio, for IDE assistants and desktop clients that
 * start the server themselves. Same register (DATABASE_PATH) and same answers as `/mcp` over HTTP.
 *
 * stdout carries protocol messages only: logs, progress and anything printed with console.log go to stderr.
 * No rate limits: the one client is the local user, who could read the database file directly.
 */
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { pino } from "pino";
import { loadConfig } from "../config.js";
import { serviceLogger } from "../logger.js";
import { openMarketRuntime } from "../runtime/market.js";
import { openRegisterRuntime, registerName } from "../runtime/register.js";
import { UNLIMITED_CLIENT, createMcpServerFactory } from "../mcp/server.js";
import { VERSION } from "../version.js";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Command } from "./command.js";
import { ensureDatabase } from "./serve.js";

/** This executable's absolute path, so that the example works from any folder. */
const CLI_PATH = fileURLToPath(new URL("../cli.js", import.meta.url));

const HELP = `Usage: swiss-register mcp

Serves the MCP tools (search_companies, autocomplete_companies, get_company,
search_people, get_person), the fact-sheet resources and the prompts over
stdio, for MCP clients that start the server themselves (Claude Desktop,
Claude Code, Cursor, VS Code). Only protocol messages are written to stdout;
logs go to stderr. When DATABASE_PATH does not exist, it first generates the
demo register there. No rate limits apply over stdio.

Configuration comes from the environment (see docs/mcp.md):
  DATABASE_PATH, PUBLIC_BASE_URL (base of the links in answers; set it to the
  address of a running \`swiss-register serve\`, else links point to
  http://127.0.0.1:8080), LOG_LEVEL, DEMO_COMPANIES, DEMO_SEED

Example (Claude Code), from any folder:
  claude mcp add swiss-register -e DATABASE_PATH=${resolve(process.env.DATABASE_PATH ?? "var/register.sqlite")} \\
    -e PUBLIC_BASE_URL=http://127.0.0.1:8080 -- ${process.execPath} ${CLI_PATH} mcp

If the client's Node.js differs from the one that installed the service, the
server stops with one line saying to run \`npm rebuild better-sqlite3\`.`;

/** Sends everything written with console.log and friends to stderr, so that stdout stays the protocol's. */
function keepStdoutForProtocol(): void {
  const toStderr = (...args: unknown[]) => console.error(...args);
  console.log = toStderr;
  console.info = toStderr;
  console.debug = toStderr;
  console.warn = toStderr;
}

export const mcpCommand: Command = {
  name: "mcp",
  help: HELP,
  async run() {
    keepStdoutForProtocol();
    const config = loadConfig();
    const logger = serviceLogger(config, pino.destination(2));
    await ensureDatabase(config);
    const register = await openRegisterRuntime(config, logger);
    const market = await openMarketRuntime(config);
    const factory = createMcpServerFactory({ backend: register.backend, market: market.market, publicBaseUrl: config.publicBaseUrl, logger, version: VERSION });
    const server = factory.create(UNLIMITED_CLIENT);
    const closed = new Promise<void>((resolve) => {
      server.onclose = () => resolve();
    });
    server.onerror = (error) => logger.warn({ err: error }, "mcp protocol error");
    await server.connect(new StdioServerTransport());
    logger.info({ database: registerName(config) }, "serving MCP over stdio");

    const stop = () => void server.close();
    process.stdin.once("end", stop);
    process.stdin.once("close", stop);
    process.stdout.once("error", stop);
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    await closed;
    await register.close();
    await market.close();
    return 0;
  },
};
