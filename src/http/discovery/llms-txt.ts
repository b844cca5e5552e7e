/**
 * `/llms.txt` (https://llmstxt.org): the repository's top-level `llms.txt` is the template; the server fills its
 * placeholders: `{base_url}` (PUBLIC_BASE_URL), `{tools}` and `{keyed_operations}` (from the operation definitions), `{examples}` (real records
 * of this register, found at start), `{source}`, and the limits (src/domain/limits.ts, rate limits as configured).
 */
import { readFileSync } from "node:fs";
import {
  inWords,
  MAX_OFFSET,
  MAX_PAGE_SIZE,
  MAX_REACHABLE_ROWS,
  perMinuteText,
  PUBLICATION_TEXT_LIMIT,
  PUBLICATIONS_SHOWN,
  type RateLimits,
} from "../../domain/limits.js";
import { PUBLIC_OPERATIONS } from "../../operations/index.js";
import { KEYED_OPERATIONS } from "../../operations/keyed/index.js";
import type { Examples } from "../../operations/examples.js";

/** The repository root: `src/http/discovery` and `dist/http/discovery` sit at the same depth. */
const TEMPLATE_PATH = new URL("../../../llms.txt", import.meta.url);

/** Reads the template (once, at start). */
export function readLlmsTxtTemplate(): string {
  return readFileSync(TEMPLATE_PATH, "utf8");
}

/** One line per tool: MCP name linked to its REST operation in the reference, title, REST path. */
export function toolList(baseUrl: string): string {
  return PUBLIC_OPERATIONS.map(
    (operation) =>
      `- [${operation.mcp.toolName}](${baseUrl}/docs#/${operation.group}/${operation.operationId}): ${operation.title} (REST: GET ${baseUrl}${operation.rest.path})`,
  ).join("\n");
}

/** One line per keyed operation: method and path, title, credits and scope, and its MCP tool where it has one. */
export function keyedOperationList(baseUrl: string): string {
  return KEYED_OPERATIONS.map((operation) => {
    const { method, path, credits, scope, feature } = operation.keyed;
    const tool = operation.mcp ? `; MCP tool \`${operation.mcp.toolName}\`` : "";
    return `- ${method} ${baseUrl}${path}: ${operation.title} (${credits} credit${credits === 1 ? "" : "s"}, scope ${scope}${feature ? `, feature ${feature}` : ""}${tool})`;
  }).join("\n");
}

/** Link text: brackets would end it early. */
function linkText(text: string): string {
  return text.replace(/[[\]\\]/g, "\\$&");
}

function exampleList(examples: Examples | null): string {
  if (!examples || examples.companies.length === 0) return "- No records in this register yet.";
  const lines = examples.companies.map(
    (company) => `- [${linkText(company.name)}](${company.markdownUrl}): company fact sheet (Markdown); profile page ${company.url}`,
  );
  if (examples.person) {
    lines.push(`- [${linkText(examples.person.name)}](${examples.person.markdownUrl}): person fact sheet with their mandates (Markdown)`);
  }
  return lines.join("\n");
}

/** What the server knows of itself when it fills the template. */
export interface LlmsTxtValues {
  baseUrl: string;
  rateLimits: RateLimits;
  examples: Examples | null;
}

/** Fills the template. Placeholders the template does not use are ignored; unknown ones are left as they are. */
export function renderLlmsTxt(template: string, { baseUrl, rateLimits, examples }: LlmsTxtValues): string {
  const values: Record<string, string> = {
    base_url: baseUrl,
    tools: toolList(baseUrl),
    keyed_operations: keyedOperationList(baseUrl),
    examples: exampleList(examples),
    source: examples?.source ? `${examples.source}.` : "see the `source` field of every record.",
    rate_limit_search: perMinuteText(rateLimits.search),
    rate_limit_detail: perMinuteText(rateLimits.detail),
    max_page_size: String(MAX_PAGE_SIZE),
    max_offset: String(MAX_OFFSET),
    max_reachable_rows: String(MAX_REACHABLE_ROWS),
    publications_shown: String(PUBLICATIONS_SHOWN),
    publication_text_limit: inWords(PUBLICATION_TEXT_LIMIT),
  };
  return template.replace(/\{([a-z_]+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
