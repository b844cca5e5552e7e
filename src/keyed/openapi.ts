/**
 * `/v1/openapi.json`: the keyed API's OpenAPI 3.1 document, derived from the keyed operations' bindings (method, path,
 * scope, feature, credits) and schemas, with the envelope, the key as an `apiKey` header (or a bearer token) and every
 * error code with its status (src/keyed/envelope.ts).
 */
import { z } from "zod";
import { pathParameters, type KeyedOperation } from "../operations/operation.js";
import { KEYED_ERROR_STATUS, type KeyedErrorCode } from "./envelope.js";
import { PLANS } from "./plans.js";
import { MAX_KEYED_BODY_BYTES } from "./routes.js";

type JsonObject = Record<string, unknown>;

const SCHEMA_PREFIX = "#/components/schemas/";

/**
 * A schema as JSON Schema, its named parts (`.meta({ id })`) referenced from the document's components and added to
 * `components` (a `#/$defs/…` reference inside an operation would resolve against the document's root, not the schema).
 */
function jsonSchema(schema: z.ZodType, io: "input" | "output", components: Record<string, JsonObject>): JsonObject {
  const converted = JSON.stringify(z.toJSONSchema(schema, { io, unrepresentable: "any" }));
  const json = JSON.parse(converted.replaceAll('"#/$defs/', `"${SCHEMA_PREFIX}`)) as JsonObject;
  delete json.$schema;
  const defs = (json.$defs ?? {}) as Record<string, JsonObject>;
  delete json.$defs;
  for (const [id, definition] of Object.entries(defs)) components[id] ??= definition;
  return json;
}

/** The codes any metered call can answer, and those only a POST with a body adds. */
const COMMON_CODES: KeyedErrorCode[] = [
  "VALIDATION_ERROR",
  "MISSING_API_KEY",
  "INVALID_KEY",
  "KEY_REVOKED",
  "KEY_EXPIRED",
  "SUBSCRIPTION_REQUIRED",
  "FEATURE_UNAVAILABLE",
  "INSUFFICIENT_CREDITS",
  "SCOPE_MISMATCH",
  "NOT_FOUND",
  "RATE_LIMIT_EXCEEDED",
  "INTERNAL_ERROR",
  "UPSTREAM_ERROR",
  "SERVICE_UNAVAILABLE",
];
const BODY_CODES: KeyedErrorCode[] = ["PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"];

const FAILURE_SCHEMA = {
  type: "object",
  required: ["success", "error", "code"],
  properties: {
    success: { const: false },
    error: { type: "string", description: "What went wrong, for people and models." },
    code: { type: "string", enum: Object.keys(KEYED_ERROR_STATUS) },
    hint: { type: "string", description: "What to do next." },
    issues: {
      type: "array",
      description: "VALIDATION_ERROR: each bad parameter, at its place (`path.id`, `query.limit`, `body.query`).",
      items: { type: "object", required: ["path", "message"], properties: { path: { type: "string" }, message: { type: "string" } } },
    },
    request_id: { type: "string", description: "INTERNAL_ERROR: the id to report (also in X-Request-Id)." },
  },
};

const METERING_HEADERS = {
  "X-Request-Id": { description: "This request's id, in every log line about it.", schema: { type: "string" } },
  "X-Credit-Cost": { description: "Credits this request cost (0 when refused or refunded).", schema: { type: "integer" } },
  "X-Credits-Remaining": { description: "The key's account balance after this request.", schema: { type: "integer" } },
  "X-RateLimit-Limit": { description: "Requests per minute the key's plan allows.", schema: { type: "integer" } },
  "X-RateLimit-Remaining": { description: "Requests left in the current window.", schema: { type: "integer" } },
  "X-RateLimit-Reset": { description: "Unix time (seconds) when the window resets.", schema: { type: "integer" } },
};

function failureResponses(codes: KeyedErrorCode[]): JsonObject {
  const byStatus = new Map<number, KeyedErrorCode[]>();
  for (const code of codes) byStatus.set(KEYED_ERROR_STATUS[code], [...(byStatus.get(KEYED_ERROR_STATUS[code]) ?? []), code]);
  const responses: JsonObject = {};
  for (const [status, list] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    responses[String(status)] = {
      description: `${list.join(", ")}.${status === 429 || status === 503 ? " With Retry-After." : ""}`,
      content: { "application/json": { schema: { $ref: "#/components/schemas/Failure" } } },
    };
  }
  return responses;
}

function operationObject(operation: KeyedOperation, components: Record<string, JsonObject>): JsonObject {
  const { method, path, scope, feature, credits } = operation.keyed;
  const inPath = new Set(pathParameters(path));
  const input = jsonSchema(operation.input, "input", components) as { properties?: Record<string, JsonObject>; required?: string[] };
  const properties = input.properties ?? {};
  const required = new Set(input.required ?? []);
  const parameters = Object.entries(properties)
    .filter(([name]) => inPath.has(name) || method === "GET")
    .map(([name, schema]) => ({ name, in: inPath.has(name) ? "path" : "query", required: inPath.has(name) || required.has(name), schema }));
  const bodyProperties = Object.fromEntries(Object.entries(properties).filter(([name]) => !inPath.has(name)));
  const plans = Object.values(PLANS)
    .filter((plan) => plan.scopes.includes(scope) && (!feature || plan.features.includes(feature)))
    .map((plan) => plan.name);
  return {
    operationId: operation.operationId,
    summary: operation.title,
    description: `${operation.description}\n\nCosts **${credits}** credit${credits === 1 ? "" : "s"}. Scope \`${scope}\`${feature ? `, feature \`${feature}\`` : ""}; plans: ${plans.join(", ")}.`,
    tags: [operation.group],
    "x-credits": credits,
    "x-scope": scope,
    ...(feature ? { "x-feature": feature } : {}),
    parameters,
    ...(method === "POST"
      ? {
          requestBody: {
            required: true,
            description: `JSON, at most ${MAX_KEYED_BODY_BYTES} bytes.`,
            content: { "application/json": { schema: { type: "object", properties: bodyProperties, required: [...required].filter((name) => !inPath.has(name)), additionalProperties: false } } },
          },
        }
      : {}),
    responses: {
      "200": {
        description: `${operation.title}: the result in the envelope.`,
        headers: {
          ...METERING_HEADERS,
          ...Object.fromEntries(Object.entries(operation.keyed.headers ?? {}).map(([name, header]) => [name, { description: header.description, schema: { type: "string" } }])),
        },
        content: {
          "application/json": {
            schema: { type: "object", required: ["success", "data"], properties: { success: { const: true }, data: jsonSchema(operation.output, "output", components) } },
          },
        },
      },
      ...failureResponses(method === "POST" ? [...COMMON_CODES, ...BODY_CODES] : COMMON_CODES),
    },
  };
}

/** Builds the keyed API's document for a server at `publicBaseUrl`. */
export function buildKeyedOpenApiDocument(publicBaseUrl: string, operations: readonly KeyedOperation[], version: string): JsonObject {
  const paths: Record<string, JsonObject> = {
    "/v1/health": {
      get: {
        operationId: "keyedHealth",
        summary: "Liveness, and what a key may do",
        description: "Free of charge. Without a key: liveness. With a key: whether it is valid, its plan, scopes, credits and expiry.",
        security: [{}, { apiKey: [] }, { bearer: [] }],
        responses: { "200": { description: "`{success: true, data: {status, version, key?}}`." } },
      },
    },
  };
  const schemas: Record<string, JsonObject> = {};
  for (const operation of operations) {
    paths[operation.keyed.path] = { ...paths[operation.keyed.path], [operation.keyed.method.toLowerCase()]: operationObject(operation, schemas) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Swiss commercial register: keyed API",
      version,
      description:
        "The register's full depth with an API key (docs/keyed-api.md): every answer is `{success: true, data}`, every failure " +
        "`{success: false, error, code}`. Each call costs credits, debited before the work and refunded when the service fails it.",
    },
    servers: [{ url: publicBaseUrl }],
    security: [{ apiKey: [] }, { bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: "apiKey", in: "header", name: "X-API-Key" },
        bearer: { type: "http", scheme: "bearer", description: "The same key as `Authorization: Bearer <key>`." },
      },
      schemas: { ...Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))), Failure: FAILURE_SCHEMA },
    },
  };
}
