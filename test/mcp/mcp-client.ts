/** Helpers for driving the MCP server with the SDK's real client. */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { request as httpRequest } from "node:http";
import type { SqliteDatabase } from "../../src/store/sqlite/database.js";

/** Connects a client to `{baseUrl}/mcp` and lists the tools, so that it checks every structuredContent against its outputSchema. */
export async function connectHttp(baseUrl: string, init?: RequestInit): Promise<Client> {
  const client = new Client({ name: "swiss-register-tests", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: init }));
  await client.listTools();
  return client;
}

export async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** The contract's Error object a tool error carries in `_meta`. */
export function toolErrorOf(result: CallToolResult): { code: string; message: string; hint?: string; docs: string } {
  return (result._meta as Record<string, any>)["ch.swiss-register/error"];
}

export function textOf(result: { content: CallToolResult["content"] }): string {
  const first = result.content[0];
  return first.type === "text" ? first.text : "";
}

export function linksOf(result: CallToolResult) {
  return result.content.flatMap((item) => (item.type === "resource_link" ? [item] : []));
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An HTTP request with full control of headers (fetch forbids setting Host). */
export function rawRequest(
  baseUrl: string,
  options: { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer; chunked?: boolean },
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method: options.method ?? "POST", path: options.path ?? "/mcp", headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (options.body !== undefined) {
      if (options.chunked) {
        // Written in pieces without Content-Length: the limit must hold for a streamed body too.
        const body = Buffer.from(options.body);
        for (let i = 0; i < body.length; i += 16 * 1024) req.write(body.subarray(i, i + 16 * 1024));
      } else {
        req.write(options.body);
      }
    }
    req.end();
  });
}

export const INITIALIZE = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
});

export const MCP_HEADERS = { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };

/** Real rows of the test register for the tests to name. */
export function registerRows(db: SqliteDatabase) {
  const company = db
    .prepare("SELECT id, name FROM companies WHERE status = 'active' AND length(name) >= 6 ORDER BY id LIMIT 1")
    .get() as { id: number; name: string };
  const person = db
    .prepare(
      `SELECT p.id, p.first_name, p.last_name FROM persons p WHERE p.entity_type = 'natural_person' AND p.redacted = 0
       AND EXISTS (SELECT 1 FROM mandates m WHERE m.person_id = p.id) ORDER BY p.id LIMIT 1`,
    )
    .get() as { id: number; first_name: string; last_name: string };
  const redacted = db.prepare("SELECT id FROM persons WHERE redacted = 1 ORDER BY id LIMIT 1").get() as { id: number } | undefined;
  const missingCompany = (db.prepare("SELECT max(id) + 1 AS id FROM companies").get() as { id: number }).id;
  return { company, person, redacted, missingCompany };
}
