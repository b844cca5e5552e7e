/**
 * The MCP server: tools, fact-sheet resources, prompts and completion over the register backend.
 *
 * Everything a client can list (tool definitions with their JSON Schemas, templates, prompts, the server card) is
 * built once by `createMcpServerFactory`; `create()` then only instantiates the SDK's protocol `Server` with handlers
 * bound to one client, which keeps a stateless HTTP request cheap. The low-level `Server` is used rather than
 * `McpServer` because McpServer converts zod schemas to JSON Schema on every `tools/list` and validates arguments
 * itself with its own messages; here arguments are validated by the operation's rules (src/operations/input.ts) so a
 * bad argument answers the contract's invalid_parameter with its hint, as a tool result.
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { Protocol } from "@modelcontextprotocol/sdk/shared/protocol.js";
import {
  CompleteRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type CallToolResult,
  type ServerCapabilities,
} from "@modelcontextprotocol/sdk/types.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import type { Logger } from "pino";
import { z } from "zod";
import type { RegisterBackend } from "../backend/port.js";
import type { MarketAccess } from "../market/access.js";
import type { ProfileKind } from "../domain/links.js";
import { ServiceError } from "../domain/errors.js";
import type { RateLimitBucket } from "../domain/limits.js";
import { RPC, RpcError, rpcErrorOf, unexpectedError } from "./errors.js";
import { PROMPTS } from "./prompts.js";
import {
  SERVER_CARD_URI,
  completionBucket,
  completeName,
  completeTemplateArgument,
  factSheetBucket,
  factSheetTemplates,
  parseFactSheetUri,
  readFactSheet,
  staticResources,
} from "./resources.js";
import { buildServerCard } from "./server-card.js";
import { authenticate } from "../keyed/authenticate.js";
import { KeyedError } from "../keyed/envelope.js";
import { keyCovers, type MeteringDependencies } from "../keyed/metered-call.js";
import type { KeyedOperation } from "../operations/operation.js";
import { buildKeyedTools, buildTools, callKeyedTool, callTool, type CallContext, type KeyedMcpTool, type McpTool } from "./tools.js";

/** A tools/call request as far as the protocol must read it; the tool checks its own arguments (tools.ts). */
const LooseCallToolRequestSchema = z.object({
  method: z.literal("tools/call"),
  params: z.unknown(),
});

export const SERVER_CAPABILITIES: ServerCapabilities = {
  tools: {},
  resources: {},
  prompts: {},
  completions: {},
  // Accepted (logging/setLevel) so that clients which set a level work; the server sends no log messages.
  logging: {},
};

export interface McpServerDependencies {
  backend: RegisterBackend;
  market: MarketAccess;
  /** Base of every link, fact-sheet URI and the server card. */
  publicBaseUrl: string;
  /** Other hosts a resource URI may name for this server (the `/mcp` Host policy); loopback equivalents without it. */
  resourceHostAllowed?: (host: string) => boolean;
  logger: Logger;
  version: string;
  /** The keyed API's metering and operations: their tools are listed to a client whose key covers them. */
  keyed?: MeteringDependencies & { operations: readonly KeyedOperation[] };
}

/** The client a server instance answers: its rate limits, and over HTTP the request it came with. */
export interface McpClient {
  /** Counts a request against a bucket; throws RateLimitedError when the client has none left. */
  consume(bucket: RateLimitBucket): Promise<void>;
  /** The HTTP request's id, named in a fault's error object. */
  requestId?: string;
  /** The request's logger (its lines name the request id); the server's own otherwise. */
  logger?: Logger;
  /** The keyed API key the request carries (`X-API-Key` or `Authorization: Bearer`): it adds the keyed tools. */
  apiKey?: string;
}

/** A client without limits: the single local client of the stdio server. */
export const UNLIMITED_CLIENT: McpClient = { consume: async () => {} };

export interface McpServerFactory {
  /** The tools by name, as `tools/list` gives them. */
  toolsByName: ReadonlyMap<string, McpTool>;
  /** The contract description every error points to (`docs`). */
  docs: string;
  serverCard: Record<string, unknown>;
  /** A fresh protocol server for one client (one HTTP request, or one stdio connection). */
  create(client: McpClient): Server;
  /**
   * Runs one public tool call for one client exactly as that client's protocol server would (the same context, rate
   * limit and presenter), without the protocol round: for the HTTP route's direct path (src/http/mcp/direct-tool-calls.ts).
   */
  callTool(tool: McpTool, args: unknown, client: McpClient): Promise<CallToolResult>;
}

function instructionsFor(tools: readonly McpTool[], keyedTools: readonly KeyedMcpTool[]): string {
  return [
    "Swiss commercial register (companies, their present officers, the people who hold mandates, the newest gazette " +
      "notices). Registry facts only; the cantonal commercial register is the legal authority.",
    "Tools:",
    ...tools.map((tool) => `- ${tool.definition.name}: ${tool.definition.title}`),
    ...(keyedTools.length > 0
      ? [
          "With an API key (header X-API-Key or Authorization: Bearer), also, as the key's plan allows, metered in credits:",
          ...keyedTools.map((tool) => `- ${tool.definition.name}: ${tool.definition.title}`),
        ]
      : []),
    "Resolve a company or person with a search first, then ask for the record by id. Answers are Markdown fact " +
      "sheets with links (cite them) plus the same JSON as the REST API in structuredContent.",
  ].join("\n");
}

export function createMcpServerFactory(deps: McpServerDependencies): McpServerFactory {
  const { backend, publicBaseUrl, logger } = deps;
  const docs = `${publicBaseUrl}/openapi.json`;
  const tools = buildTools();
  const toolsByName = new Map(tools.map((tool) => [tool.definition.name, tool]));
  const toolList = { tools: tools.map((tool) => tool.definition) };
  const keyedTools = deps.keyed ? buildKeyedTools(deps.keyed.operations) : [];
  const keyedToolsByName = new Map(keyedTools.map((tool) => [tool.definition.name, tool]));
  // The list a key sees depends only on its plan and scopes: built once per combination.
  const keyedToolLists = new Map<string, { tools: McpTool["definition"][] }>();
  const templates = factSheetTemplates(publicBaseUrl);
  const templateKinds = new Map<string, ProfileKind>([
    [templates[0].uriTemplate, "companies"],
    [templates[1].uriTemplate, "people"],
  ]);
  const templateList = { resourceTemplates: templates };
  const resourceList = { resources: staticResources() };
  const promptsByName = new Map(PROMPTS.map((definition) => [definition.prompt.name, definition]));
  const promptList = { prompts: PROMPTS.map((definition) => definition.prompt) };
  const serverCard = buildServerCard({ publicBaseUrl, version: deps.version, capabilities: SERVER_CAPABILITIES });
  const serverCardText = JSON.stringify(serverCard, null, 2);
  const serverInfo = {
    name: "swiss-register",
    title: "Swiss commercial register",
    version: deps.version,
    websiteUrl: publicBaseUrl,
  };
  // One validator for every instance: the SDK would otherwise build an Ajv instance per server.
  const options = {
    capabilities: SERVER_CAPABILITIES,
    instructions: instructionsFor(tools, keyedTools),
    jsonSchemaValidator: new AjvJsonSchemaValidator(),
  };

  /** What a call of this client runs with: its own limits, request id and logger, nothing shared with another. */
  function contextOf(client: McpClient): CallContext {
    const clientLogger = client.logger ?? logger;
    return {
      backend,
      market: deps.market,
      publicBaseUrl,
      docs,
      requestId: client.requestId,
      consume: (bucket) => client.consume(bucket),
      toServiceError: (error) => unexpectedError(error, clientLogger),
    };
  }

  function create(client: McpClient): Server {
    const clientLogger = client.logger ?? logger;
    const context = contextOf(client);
    /** Runs a non-tool request; contract errors become JSON-RPC errors with the Error object in `data`. */
    const guarded = async <T>(run: () => Promise<T>): Promise<T> => {
      try {
        return await run();
      } catch (error) {
        if (error instanceof RpcError) throw error;
        throw rpcErrorOf(context.toServiceError(error), context);
      }
    };
    /** Completion draws from the bucket of the search it runs; once that is empty, suggestions simply stop. */
    const suggestions = async (kind: ProfileKind, suggest: () => Promise<string[]>): Promise<string[]> => {
      try {
        await client.consume(completionBucket(kind));
        return await suggest();
      } catch (error) {
        if (error instanceof ServiceError && (error.code === "rate_limited" || error.code === "invalid_parameter")) return [];
        throw error;
      }
    };

    /** The public tools, and those keyed tools the client's key covers; an invalid key sees the public ones. */
    const listTools = async () => {
      if (!deps.keyed || client.apiKey === undefined || keyedTools.length === 0) return toolList;
      let key: Awaited<ReturnType<typeof authenticate>>;
      try {
        key = await authenticate(client.apiKey, deps.keyed.accounts);
      } catch (error) {
        if (error instanceof KeyedError) return toolList;
        throw rpcErrorOf(context.toServiceError(error), context);
      }
      const combination = `${key.plan}|${key.scopes.join(",")}`;
      let list = keyedToolLists.get(combination);
      if (!list) {
        list = { tools: [...toolList.tools, ...keyedTools.filter((tool) => keyCovers(key, tool.operation)).map((tool) => tool.definition)] };
        keyedToolLists.set(combination, list);
      }
      return list;
    };

    const server = new Server(serverInfo, options);
    server.setRequestHandler(ListToolsRequestSchema, listTools);
    // Registered on the protocol layer with a loose request schema: the SDK's Server would first check the request
    // against its CallToolRequestSchema and answer any mismatch (arguments as a string or a list) with a raw zod issue
    // dump, where a tool error with invalid_parameter names the argument and what it accepts.
    Protocol.prototype.setRequestHandler.call(server, LooseCallToolRequestSchema, async (request) => {
      const { name, arguments: args } = (typeof request.params === "object" && request.params !== null ? request.params : {}) as Record<string, unknown>;
      const tool = typeof name === "string" ? toolsByName.get(name) : undefined;
      if (tool) return callTool(tool, args, context);
      const keyedTool = typeof name === "string" ? keyedToolsByName.get(name) : undefined;
      if (keyedTool && deps.keyed) {
        return callKeyedTool(keyedTool, args, { ...context, metering: deps.keyed, apiKey: client.apiKey, logger: clientLogger });
      }
      const named = typeof name === "string" ? `Unknown tool: ${name.slice(0, 80)}.` : "params.name must be the name of a tool.";
      const keyedNote = keyedTools.length > 0 ? ` With an API key also: ${[...keyedToolsByName.keys()].join(", ")}.` : "";
      throw new RpcError(RPC.invalidParams, `${named} Tools: ${[...toolsByName.keys()].join(", ")}.${keyedNote}`);
    });
    server.setRequestHandler(ListResourcesRequestSchema, () => resourceList);
    server.setRequestHandler(ListResourceTemplatesRequestSchema, () => templateList);
    server.setRequestHandler(ReadResourceRequestSchema, (request) =>
      guarded(async () => {
        const { uri } = request.params;
        if (uri === SERVER_CARD_URI) return { contents: [{ uri, mimeType: "application/json", text: serverCardText }] };
        const address = parseFactSheetUri(uri, publicBaseUrl, deps.resourceHostAllowed);
        if (!address) {
          throw new RpcError(RPC.resourceNotFound, `Resource not found: ${uri}`, {
            uri,
            hint: `Fact sheets are read at ${templates.map((template) => template.uriTemplate).join(" and ")}.`,
          });
        }
        await client.consume(factSheetBucket(address.kind));
        return readFactSheet(address, context);
      }),
    );
    server.setRequestHandler(ListPromptsRequestSchema, () => promptList);
    server.setRequestHandler(GetPromptRequestSchema, async (request) => {
      const definition = promptsByName.get(request.params.name);
      if (!definition) {
        throw new RpcError(RPC.invalidParams, `Unknown prompt: ${request.params.name}. Prompts: ${[...promptsByName.keys()].join(", ")}.`);
      }
      const args = request.params.arguments ?? {};
      for (const argument of definition.prompt.arguments ?? []) {
        if (argument.required && !args[argument.name]?.trim()) {
          throw new RpcError(RPC.invalidParams, `Missing required argument ${argument.name} of prompt ${definition.prompt.name}.`);
        }
      }
      return definition.render(args);
    });
    server.setRequestHandler(CompleteRequestSchema, (request) =>
      guarded(async () => {
        const { ref, argument } = request.params;
        const resolved = request.params.context?.arguments ?? {};
        let values: string[] = [];
        if (ref.type === "ref/prompt") {
          const definition = promptsByName.get(ref.name);
          if (!definition) throw new RpcError(RPC.invalidParams, `Unknown prompt: ${ref.name}.`);
          const kind = definition.completions[argument.name];
          if (kind) values = await suggestions(kind === "company-name" ? "companies" : "people", () => completeName(kind, argument.value, context));
        } else {
          const kind = templateKinds.get(ref.uri);
          if (!kind) {
            if (ref.uri === SERVER_CARD_URI) return { completion: { values: [] } };
            throw new RpcError(RPC.invalidParams, `Unknown resource template: ${ref.uri}.`);
          }
          values = await suggestions(kind, () => completeTemplateArgument(kind, argument.name, argument.value, resolved, context));
        }
        return { completion: { values: values.slice(0, 100), hasMore: false } };
      }),
    );
    return server;
  }

  return { toolsByName, docs, serverCard, create, callTool: (tool, args, client) => callTool(tool, args, contextOf(client)) };
}
