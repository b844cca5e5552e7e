/**
 * The MCP server card (SEP-2127), served at `/.well-known/mcp` and as the resource `mcp://server-card.json`. Its
 * template is `well-known/mcp.json` at the top of the repository; `{base_url}` and `{version}` are filled at start,
 * and `capabilities` is the server's own.
 */
import type { ServerCapabilities } from "@modelcontextprotocol/sdk/types.js";
import { readFileSync } from "node:fs";

/** `src/mcp/` and the built `dist/mcp/` both sit two levels below the package root. */
const TEMPLATE = new URL("../../well-known/mcp.json", import.meta.url);

export interface ServerCardValues {
  publicBaseUrl: string;
  version: string;
  capabilities: ServerCapabilities;
}

function fill(node: unknown, values: Record<string, string>): unknown {
  if (typeof node === "string") return node.replace(/\{(base_url|version)\}/g, (_, name: string) => values[name]);
  if (Array.isArray(node)) return node.map((item) => fill(item, values));
  if (node !== null && typeof node === "object") {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fill(value, values)]));
  }
  return node;
}

/** The server card, filled from the template. */
export function buildServerCard(values: ServerCardValues, template: string = readFileSync(TEMPLATE, "utf8")): Record<string, unknown> {
  const card = fill(JSON.parse(template), { base_url: values.publicBaseUrl, version: values.version }) as Record<string, unknown>;
  return { ...card, capabilities: values.capabilities };
}
