/**
 * The OpenAPI 3.1 document of the public API, generated from the operation definitions (src/operations) and the
 * resource schemas (src/domain/resources.ts): paths, parameters, descriptions, examples, the error responses of
 * every contract code and the rate-limit headers. Nothing about an operation is written here by hand.
 */
import { z } from "zod";
import {
  BACKEND_RETRY_AFTER_SECONDS,
  BACKEND_UNAVAILABLE_MESSAGE,
  BackendUnavailableError,
  NotFoundError,
  PUBLIC_ERROR_CODES,
  publicCodeOf,
  RateLimitedError,
  ServiceError,
  toServiceError,
  type PublicErrorCode,
} from "../../domain/errors.js";
import {
  MAX_OFFSET,
  MAX_PAGE_SIZE,
  MAX_REACHABLE_ROWS,
  perMinuteText,
  RATE_LIMIT_BUCKETS,
  RATE_LIMIT_WINDOW_SECONDS,
  type RateLimits,
} from "../../domain/limits.js";
import { ErrorBody } from "../../domain/resources.js";
import { PUBLIC_OPERATIONS, searchCompanies } from "../../operations/index.js";
import { validateInput } from "../../operations/input.js";
import { OPERATION_GROUPS, pathParameters, type OperationGroup, type PublicOperation } from "../../operations/operation.js";
import { hintOf } from "../../operations/parameters.js";
import { methodNotAllowedError } from "../method-not-allowed.js";
import { publicErrorBody, STATUS_BY_CODE } from "../error-response.js";

type JsonObject = Record<string, unknown>;

const SCHEMA_PREFIX = "#/components/schemas/";

/** The contract's version of the public API (spec part 9). */
export const API_VERSION = "1.0.0";

/** Drops the bounds zod gives every integer (±2^53-1): they say nothing to a reader. */
function dropSafeIntegerBounds(schema: JsonObject): void {
  if (schema.minimum === Number.MIN_SAFE_INTEGER && schema.maximum === Number.MAX_SAFE_INTEGER) {
    delete schema.minimum;
    delete schema.maximum;
  }
}

function toJsonSchema(schema: z.ZodType, io: "input" | "output"): JsonObject {
  const json = z.toJSONSchema(schema, {
    io,
    uri: (id) => SCHEMA_PREFIX + id,
    override: ({ jsonSchema }) => dropSafeIntegerBounds(jsonSchema as JsonObject),
  } as Parameters<typeof z.toJSONSchema>[1]) as JsonObject;
  delete json.$schema;
  return json;
}

function schemaId(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error("every response schema needs a .meta({ id })");
  return id;
}

/** Every resource schema reachable from the given roots, by id, with `$ref`s pointing into components. */
function componentSchemas(roots: z.ZodType[]): Record<string, JsonObject> {
  const all = z.toJSONSchema(z.globalRegistry, {
    uri: (id) => SCHEMA_PREFIX + id,
    override: ({ jsonSchema }) => dropSafeIntegerBounds(jsonSchema as JsonObject),
  }).schemas as Record<string, JsonObject>;
  const wanted = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!value || typeof value !== "object") return;
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string" && child.startsWith(SCHEMA_PREFIX)) {
        const id = child.slice(SCHEMA_PREFIX.length);
        if (!wanted.has(id)) {
          wanted.add(id);
          visit(all[id]);
        }
      } else {
        visit(child);
      }
    }
  };
  for (const root of roots) {
    const id = schemaId(root);
    wanted.add(id);
    visit(all[id]);
  }
  return Object.fromEntries(
    [...wanted].sort().map((id) => {
      const { $schema: _schema, $id: _id, ...schema } = all[id];
      return [id, schema];
    }),
  );
}

/** Where each public error code is explained: its response's name, what it means, the headers it carries. */
const ERROR_RESPONSES: Record<PublicErrorCode, { name: string; description: string; headers: string[] }> = {
  invalid_parameter: {
    name: "InvalidParameter",
    description: "`invalid_parameter`: a query or path parameter is missing, malformed or out of range. The message names the parameter; the hint gives the accepted range.",
    headers: [],
  },
  not_found: {
    name: "NotFound",
    description: "`not_found`: no record with this id, or the register has suppressed it (redacted person).",
    headers: [],
  },
  method_not_allowed: {
    name: "MethodNotAllowed",
    description: "`method_not_allowed`: the path exists but only answers GET (and HEAD, OPTIONS); the `Allow` header lists the methods.",
    headers: ["Allow"],
  },
  rate_limited: {
    name: "RateLimited",
    description: `\`rate_limited\`: too many requests from this client in the current ${RATE_LIMIT_WINDOW_SECONDS}-second window. Wait \`Retry-After\` seconds.`,
    headers: ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "Retry-After"],
  },
  internal_error: {
    name: "InternalError",
    description: "`internal_error`: an unexpected failure; it is logged and the message never reveals internals. `request_id` names the request in the log.",
    headers: [],
  },
  upstream_unavailable: {
    name: "UpstreamUnavailable",
    description: "`upstream_unavailable`: the register backend is temporarily unavailable. Retry after `Retry-After` seconds.",
    headers: ["Retry-After"],
  },
};

/** An error the invalid_parameter example shows: the one a too short `q` really raises. */
function invalidParameterExample(): ServiceError {
  try {
    validateInput(searchCompanies, { q: "a" });
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error("a one-letter q passed validation");
}

/** One example per public code, made as the service makes them and rendered by the public renderer. */
function errorExamples(rateLimits: RateLimits): Record<PublicErrorCode, ServiceError> {
  return {
    invalid_parameter: invalidParameterExample(),
    not_found: new NotFoundError("No company with id 123456789."),
    method_not_allowed: methodNotAllowedError("POST", ["GET", "HEAD"]),
    rate_limited: new RateLimitedError("search", rateLimits.search || RATE_LIMIT_BUCKETS.search.defaultPerMinute, 12),
    internal_error: toServiceError(new Error("example")),
    upstream_unavailable: new BackendUnavailableError(BACKEND_UNAVAILABLE_MESSAGE),
  };
}

const HEADERS: Record<string, JsonObject> = {
  "X-RateLimit-Limit": {
    description: `Requests allowed per ${RATE_LIMIT_WINDOW_SECONDS}-second window in this operation's bucket.`,
    schema: { type: "integer", minimum: 0 },
    example: RATE_LIMIT_BUCKETS.search.defaultPerMinute,
  },
  "X-RateLimit-Remaining": {
    description: "Requests left in the current window.",
    schema: { type: "integer", minimum: 0 },
    example: RATE_LIMIT_BUCKETS.search.defaultPerMinute - 1,
  },
  "X-RateLimit-Reset": { description: "Unix time in seconds at which the window resets.", schema: { type: "integer" }, example: 1767225600 },
  "Retry-After": { description: "Seconds to wait before retrying.", schema: { type: "integer", minimum: 1 }, example: BACKEND_RETRY_AFTER_SECONDS },
  Link: {
    description: "RFC 8631 service links: rel=\"service-desc\" to this document, rel=\"service-doc\" to the interactive reference.",
    schema: { type: "string" },
  },
  Allow: { description: "The methods the path answers.", schema: { type: "string" }, example: "GET, HEAD, OPTIONS" },
};

const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** Errors an operation answers over REST: those it declares, and a wrong method on its path. */
function errorCodesOf(operation: PublicOperation): PublicErrorCode[] {
  const codes = new Set<PublicErrorCode>(operation.errors.map(publicCodeOf));
  codes.add("method_not_allowed");
  return PUBLIC_ERROR_CODES.filter((code) => codes.has(code));
}

function parameterObject(operation: PublicOperation, name: string, schema: z.ZodType): JsonObject {
  const json = toJsonSchema(schema, "input");
  const { description, examples, ...rest } = json as { description?: string; examples?: unknown[] } & JsonObject;
  const inPath = pathParameters(operation.rest.path).includes(name);
  const isList = rest.type === "array";
  const hint = hintOf(schema);
  const parameter: JsonObject = {
    name,
    in: inPath ? "path" : "query",
    required: inPath || !schema.safeParse(undefined).success,
    // A list's description names its values and so does its hint: keep the words before the values once.
    description: `${[isList ? description?.split("; any of ")[0] : description, hint ? `Accepted: ${hint}` : null]
      .filter(Boolean)
      .join(". ")}.`,
    schema: rest,
  };
  if (isList) {
    // Lists are one comma-separated value: canton=ZH,BE (spec part 4.1).
    parameter.style = "form";
    parameter.explode = false;
  }
  if (examples && examples.length > 0) parameter.example = examples[0];
  return parameter;
}

/** The query of an example request, from the examples its parameters carry. */
function exampleQuery(operation: PublicOperation): Record<string, string> {
  const example: Record<string, string> = {};
  for (const [name, schema] of Object.entries(operation.input.shape) as [string, z.ZodType][]) {
    const examples = (z.globalRegistry.get(schema) as { examples?: unknown[] } | undefined)?.examples;
    if (examples?.length) example[name] = String(examples[0]);
  }
  return example;
}

function operationObject(operation: PublicOperation, rateLimits: RateLimits): JsonObject {
  const { bucket, path } = operation.rest;
  const limit = rateLimits[bucket];
  const responses: JsonObject = {
    "200": {
      description: `${operation.title}: the result.`,
      headers: {
        "X-RateLimit-Limit": headerRef("X-RateLimit-Limit"),
        "X-RateLimit-Remaining": headerRef("X-RateLimit-Remaining"),
        "X-RateLimit-Reset": headerRef("X-RateLimit-Reset"),
        Link: headerRef("Link"),
      },
      content: { "application/json": { schema: { $ref: SCHEMA_PREFIX + schemaId(operation.output) } } },
    },
  };
  const errors = errorCodesOf(operation).sort((a, b) => STATUS_BY_CODE[a] - STATUS_BY_CODE[b]);
  for (const code of errors) responses[String(STATUS_BY_CODE[code])] = { $ref: `#/components/responses/${ERROR_RESPONSES[code].name}` };
  const example = exampleQuery(operation);
  return {
    operationId: operation.operationId,
    summary: operation.title,
    description:
      `${operation.description}\n\nRate limit: the **${bucket}** bucket ` +
      `(${perMinuteText(limit)} requests per minute per client, shared with the other ${bucket} operations). ` +
      `MCP tool: \`${operation.mcp.toolName}\`.` +
      (Object.keys(example).length > 0 ? `\n\nExample: \`GET ${path}?${new URLSearchParams(example)}\`` : ""),
    tags: [operation.group],
    "x-mcp-tool": operation.mcp.toolName,
    "x-rate-limit-bucket": bucket,
    parameters: (Object.entries(operation.input.shape) as [string, z.ZodType][]).map(([name, schema]) => parameterObject(operation, name, schema)),
    responses,
  };
}

/** Builds the document; `publicBaseUrl` is the only server, `rateLimits` those this server counts. */
export function buildOpenApiDocument(publicBaseUrl: string, rateLimits: RateLimits): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const operation of PUBLIC_OPERATIONS) {
    paths[operation.rest.path] = { ...(paths[operation.rest.path] ?? {}), get: operationObject(operation, rateLimits) };
  }
  const examples = errorExamples(rateLimits);
  const errorResponses = Object.fromEntries(
    PUBLIC_ERROR_CODES.map((code) => {
      const { name, description, headers } = ERROR_RESPONSES[code];
      const body = publicErrorBody(examples[code], `${publicBaseUrl}/openapi.json`, code === "internal_error" ? "mP3kQ9xZ-1a" : undefined);
      return [
        name,
        {
          description: `${STATUS_BY_CODE[code]} ${description}`,
          ...(headers.length > 0 ? { headers: Object.fromEntries(headers.map((header) => [header, headerRef(header)])) } : {}),
          content: { "application/json": { schema: { $ref: `${SCHEMA_PREFIX}Error` }, example: body } },
        },
      ];
    }),
  );
  return {
    openapi: "3.1.0",
    info: {
      title: "Swiss commercial register: public preview API",
      version: API_VERSION,
      summary: "Companies, present officers, gazette publications and people of the Swiss commercial register.",
      description:
        "Read-only, unauthenticated JSON API over Swiss commercial register data as published in the Swiss Official " +
        "Gazette of Commerce; the cantonal register remains the legal authority.\n\n" +
        `- **Limits**: search and autocomplete share ${perMinuteText(rateLimits.search)} requests per minute per client; getCompany and getPerson share ${perMinuteText(rateLimits.detail)}. ` +
        "Every 200 carries `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset` and `Link`; a 429 adds `Retry-After`.\n" +
        `- **Paging**: \`limit\` 1 to ${MAX_PAGE_SIZE}, \`offset\` 0 to ${MAX_OFFSET}; at most ${MAX_REACHABLE_ROWS} rows per query are reachable, so narrow the query instead of paging deeper.\n` +
        "- **Not offered**: bulk export, contact details, financial statements, board history, non-Swiss companies.\n" +
        "- **Redaction**: persons the register suppressed appear in officer lists as `Redacted person` with id 0 and without a link, are never found by people search and have no record.\n" +
        "- **Errors**: every non-2xx body is the `Error` object with a stable `code`; a 500's also has `request_id`.\n" +
        "- **Request ids**: every answer carries `X-Request-Id` (the client's own when it sends a well-formed one: 1 to 128 letters, digits, `.`, `_`, `:` or `-`).\n\n" +
        `The same operations are MCP tools at ${publicBaseUrl}/mcp; an overview for agents is at ${publicBaseUrl}/llms.txt.`,
      license: { name: "MIT", identifier: "MIT" },
    },
    servers: [{ url: publicBaseUrl, description: "This service" }],
    externalDocs: { description: "Overview for agents (llms.txt)", url: `${publicBaseUrl}/llms.txt` },
    // The groups the public operations are in (the stocks are the keyed API's only).
    tags: (Object.keys(OPERATION_GROUPS) as OperationGroup[])
      .filter((name) => PUBLIC_OPERATIONS.some((operation) => operation.group === name))
      .map((name) => ({ name, description: OPERATION_GROUPS[name] })),
    paths,
    components: {
      schemas: componentSchemas([ErrorBody, ...PUBLIC_OPERATIONS.map((operation) => operation.output)]),
      responses: errorResponses,
      headers: HEADERS,
    },
  };
}
