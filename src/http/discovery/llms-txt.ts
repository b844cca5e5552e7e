/**
 * `/llms.txt` (https://llmstxt.org): the repository's top-level `llms.txt` is the template; the server fills its
 * placeholders: `{base_url}` (PUBLIC_BASE_URL), `{tools}` (from the operation definitions), `{examples}` (real records
 * of this register, found at start) and `{source}`.
 */
import { readFileSync } from "node:fs";
import { OPERATIONS } from "../../operations/index.js";
import type { Examples } from "./examples.js";

/** The repository root: `src/http/discovery` and `dist/http/discovery` sit at the same depth. */
const TEMPLATE_PATH = new URL("../../../llms.txt", import.meta.url);

export function readLlmsTxtTemplate(): string {
  return readFileSync(TEMPLATE_PATH, "utf8");
}

/** One line per tool: MCP name linked to its REST operation in the reference, title, REST path. */
export function toolList(baseUrl: string): string {
  return OPERATIONS.map((operation) => {
    const tag = operation.path.startsWith("/api/v1/people") ? "people" : "companies";
    return `- [${operation.toolName}](${baseUrl}/docs#/${tag}/${operation.operationId}): ${operation.title} (REST: GET ${baseUrl}${operation.path})`;
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

/** Fills the template. Placeholders the template does not use are ignored; unknown ones are left as they are. */
export function renderLlmsTxt(template: string, baseUrl: string, examples: Examples | null): string {
  const values: Record<string, string> = {
    base_url: baseUrl,
    tools: toolList(baseUrl),
    examples: exampleList(examples),
    source: examples?.source ? `${examples.source}.` : "see the `source` field of every record.",
  };
  return template.replace(/\{(base_url|tools|examples|source)\}/g, (_, name: string) => values[name]);
}
