/**
 * MCP over Streamable HTTP at `/mcp` (protocol revision 2025-11-25 as implemented by @modelcontextprotocol/sdk 1.x),
 * and the server card at `/.well-known/mcp`.
 *
 * Stateless: every POST is answered for its own client alone, with JSON (no SSE stream, no session id). A single
 * tools/call of a public tool runs that tool directly for the request (direct-tool-calls.ts: the SDK would only route
 * and wrap it, at about a quarter of a new call's cost); every other POST gets a fresh protocol server and transport,
 * never shared between requests or clients. GET (the server-to-client stream) and DELETE (end of session) therefore
 * answer 405. Host and Origin are checked first (403), the body is bounded (413), and answers are never
 * compressed or cached.
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { bodyLimit } from "hono/body-limit";
import { createHash } from "node:crypto";
import type { Logger } from "pino";
import { ServiceError } from "../../domain/errors.js";
import { keyOfRequest } from "../../keyed/authenticate.js";
import type { McpServerDependencies, McpServerFactory } from "../../mcp/server.js";
import type { RegisterRouteDependencies } from "../dependencies.js";
import { hostOriginGuard, hostOriginPolicy } from "../middleware/host-origin/index.js";
import { enforceRateLimit } from "../middleware/rate-limit/enforce.js";
import { requestLogger } from "../middleware/request-id/index.js";
import { corsHeaders } from "../middleware/cors/index.js";
import type { DirectToolCall } from "./direct-tool-calls.js";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth.js";

/** Largest accepted request body: a tools/call is a few hundred bytes; a batch of them a few kilobytes. */
export const MCP_MAX_BODY_BYTES = 64 * 1024;

/** What `/mcp` answers with: the register's routes' dependencies, the logger, and the Host and Origin policy. */
export interface McpRouteDependencies extends RegisterRouteDependencies {
  logger: Logger;
  version: string;
  /** The listening port, for the default allowed loopback hosts. */
  port?: number;
  allowedHosts?: string[];
  allowedOrigins?: string[];
  /** The keyed API: a request with a key sees (and is metered for) the keyed tools its key covers. */
  keyed?: McpServerDependencies["keyed"];
}

const NO_STORE = "no-store, no-transform";

function jsonRpcError(c: Context, status: 400 | 403 | 405 | 413 | 500, code: number, message: string, headers: Record<string, string> = {}): Response {
  return c.json({ jsonrpc: "2.0", error: { code, message }, id: null }, status, { "Cache-Control": NO_STORE, ...headers });
}

/** Serves a precomputed JSON document with a strong ETag, answering 304 to a matching If-None-Match. */
function staticJson(body: string, cacheControl: string) {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
  return (c: Context) => {
    c.header("ETag", etag);
    c.header("Cache-Control", cacheControl);
    const match = c.req.header("if-none-match");
    if (match?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*")) {
      return c.body(null, 304);
    }
    return c.body(body, 200, { "Content-Type": "application/json; charset=utf-8" });
  };
}

/**
 * Reads and parses the (already size-checked) body for the transport, which would otherwise read the stream chunk by
 * chunk, several times slower. A body that is not JSON goes to the transport as text, for its own error answers.
 */
async function withParsedBody(request: Request): Promise<[Request, { parsedBody?: unknown }]> {
  const text = await request.text();
  try {
    return [request, { parsedBody: JSON.parse(text) }];
  } catch {
    return [new Request(request.url, { method: request.method, headers: request.headers, body: text }), {}];
  }
}

const tooLarge = (c: Context) =>
  jsonRpcError(c, 413, -32000, `Payload Too Large: the request body must not exceed ${MCP_MAX_BODY_BYTES} bytes.`);
const streamedBodyLimit = bodyLimit({ maxSize: MCP_MAX_BODY_BYTES, onError: tooLarge });

/**
 * Bounds the request body. A body of declared length is judged by its Content-Length and later read whole by
 * @hono/node-server's direct reader; only a chunked body goes through Hono's bodyLimit, which counts it as it streams
 * (and, by touching the web Request's body stream, would make every call build one: a measured 10 % of a cached call).
 */
const boundedBody: MiddlewareHandler = (c, next) => {
  const declared = c.req.header("content-length");
  if (declared === undefined || c.req.header("transfer-encoding") !== undefined) return streamedBodyLimit(c, next);
  return Number(declared) > MCP_MAX_BODY_BYTES ? Promise.resolve(tooLarge(c)) : next();
};

/** What answering MCP needs: the tool definitions (built once) and the SDK's transport class. */
interface McpRuntime {
  factory: McpServerFactory;
  directCalls: typeof import("./direct-tool-calls.js");
  Transport: typeof import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js").WebStandardStreamableHTTPServerTransport;
  card: (c: Context) => Response;
}

/** The modules of the MCP runtime: the SDK's transport and the tool definitions. */
const runtimeModules = () =>
  Promise.all([
    import("../../mcp/server.js"),
    import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"),
    import("./direct-tool-calls.js"),
  ]);

/**
 * Loads the MCP runtime's modules. The server does this before it listens: loaded after, their evaluation (a few
 * hundred milliseconds of blocked event loop) held up every request of the first second after start.
 */
export async function preloadMcpRuntime(): Promise<void> {
  await runtimeModules();
}

/**
 * Answers a single public tool call without the SDK's protocol round (see direct-tool-calls.ts): a repeat from the
 * answer cache (still drawn from the operation's bucket), a new call by running the tool for this request's own
 * client, keeping its result unless it is an error (errors are always answered anew).
 */
async function answerDirectly(c: Context, call: DirectToolCall, runtime: McpRuntime, deps: McpRouteDependencies): Promise<Response> {
  const { factory, directCalls } = runtime;
  let result = deps.answers.peek(call.key)?.body;
  if (result) {
    try {
      await enforceRateLimit(c, deps, call.bucket);
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      result = directCalls.refusedResult(error, { docs: factory.docs, requestId: c.get("requestId") });
    }
  } else {
    const answer = await factory.callTool(call.tool, call.arguments, {
      consume: (bucket) => enforceRateLimit(c, deps, bucket),
      requestId: c.get("requestId"),
      logger: requestLogger(c, deps.logger),
    });
    const text = directCalls.serializedResult(answer);
    // Encoded once, whether kept or not.
    result = answer.isError ? Buffer.from(text) : deps.answers.remember(call.key, { body: text }).body;
  }
  return c.body(directCalls.jsonRpcResult(call.id, result), 200, { "Content-Type": "application/json", "Cache-Control": NO_STORE });
}

/**
 * Registers `/mcp`, `/.well-known/mcp` (also `/.well-known/mcp/server-card` and `/mcp/server-card`). The tool
 * definitions are built at once (from the modules preloaded by the server, or loaded now).
 */
export function registerMcpRoutes(app: Hono, deps: McpRouteDependencies): void {
  let runtime: Promise<McpRuntime> | undefined;
  const loadRuntime = () =>
    (runtime ??= runtimeModules().then(([mcp, sdk, directCalls]) => {
      const factory = mcp.createMcpServerFactory({ ...deps, resourceHostAllowed: (host) => policy.hostAllowed(host) });
      return {
        factory,
        directCalls,
        Transport: sdk.WebStandardStreamableHTTPServerTransport,
        card: staticJson(JSON.stringify(factory.serverCard, null, 2), "public, max-age=3600"),
      };
    }));
  // A failed load (the process is stopping) is forgotten: the next request loads the runtime again.
  void loadRuntime().catch(() => (runtime = undefined));

  const policy = hostOriginPolicy({
    publicBaseUrl: deps.publicBaseUrl,
    port: deps.port,
    allowedHosts: deps.allowedHosts,
    allowedOrigins: deps.allowedOrigins,
  });

  app.use("/mcp", hostOriginGuard(policy));
  app.use(
    "/mcp",
    corsHeaders({
      origin: (origin) => (policy.originAllowed(origin) ? origin : null),
      allowMethods: ["POST", "GET", "DELETE", "OPTIONS"],
      allowHeaders: ["Content-Type", "Accept", "Mcp-Protocol-Version", "Mcp-Session-Id", "Last-Event-Id", "X-API-Key", "Authorization"],
      exposeHeaders: ["Mcp-Session-Id", "Mcp-Protocol-Version"],
      maxAge: 86400,
    }),
  );
  app.post(
    "/mcp",
    boundedBody,
    async (c) => {
      const mcpRuntime = await loadRuntime();
      const { factory, Transport, directCalls } = mcpRuntime;
      const [request, options] = await withParsedBody(c.req.raw);
      if (nestsDeeperThan(options.parsedBody, MAX_JSON_DEPTH)) {
        return jsonRpcError(c, 400, -32600, `Invalid Request: the message nests deeper than ${MAX_JSON_DEPTH} levels.`);
      }
      const call = directCalls.directToolCall(c, options.parsedBody, factory.toolsByName);
      if (call) return answerDirectly(c, call, mcpRuntime, deps);

      const server = factory.create({
        consume: (bucket) => enforceRateLimit(c, deps, bucket),
        requestId: c.get("requestId"),
        logger: requestLogger(c, deps.logger),
        apiKey: keyOfRequest(c.req.raw.headers),
      });
      const transport = new Transport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
        maxRequestBodySize: MCP_MAX_BODY_BYTES,
      });
      try {
        await server.connect(transport);
        const response = await transport.handleRequest(request, options);
        const text = await response.text();
        // Through the context, so that the headers set on it (CORS, rate limits) go out too.
        const headers = Object.fromEntries(response.headers);
        return c.body(text, response.status as ContentfulStatusCode, { ...headers, "Cache-Control": NO_STORE });
      } finally {
        void server.close();
      }
    },
  );
  const noStream = (c: Context) =>
    jsonRpcError(c, 405, -32000, "Method Not Allowed: this server is stateless; send JSON-RPC messages with POST.", { Allow: "POST, OPTIONS" });
  app.get("/mcp", noStream);
  app.delete("/mcp", noStream);

  for (const path of ["/.well-known/mcp", "/.well-known/mcp/server-card", "/mcp/server-card"]) {
    app.use(path, corsHeaders({ origin: "*", allowMethods: ["GET", "HEAD", "OPTIONS"], allowHeaders: ["Content-Type"], exposeHeaders: ["ETag"] }));
    app.get(path, async (c) => (await loadRuntime()).card(c));
  }
}
