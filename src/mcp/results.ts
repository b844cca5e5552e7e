/**
 * What a tool call answers: Markdown for the model (a compact ranked list for searches, the fact sheet for details),
 * resource links to the fact sheets, and the REST JSON as `structuredContent`. Details are cut to the size bound of
 * `budget.ts` with a note saying what was left out and where the whole record is.
 */
import type { CallToolResult, ResourceLink } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import type { CompanyDetail, CompanySearchPage, CompanySuggestions, Matched, PersonDetail, PersonSearchPage } from "../domain/resources.js";
import { companyFactSheet } from "../factsheet/company.js";
import { inline, link } from "../factsheet/markdown.js";
import { personFactSheet } from "../factsheet/person.js";
import { autocompleteCompanies, getCompany, getPerson, searchCompanies, searchPeople } from "../operations/index.js";
import { aiSearchCompanies } from "../operations/keyed/ai-search-companies.js";
import { describePart } from "../ai-search/describe.js";
import type { AiSearchPage } from "../domain/ai-search-resources.js";
import { Links } from "../domain/links.js";
import { jsonText } from "../domain/parsed-json.js";
import type { Operation, PublicOperation } from "../operations/operation.js";
import { AI_SEARCH_LIMITS, MAX_OFFSET } from "../domain/limits.js";
import { MAX_RESULT_CHARS, MAX_RESULT_TOKENS, clipText, largestFitting } from "./budget.js";

export const MARKDOWN_MIME_TYPE = "text/markdown";

/** Prefix of this server's `_meta` keys (MCP: reverse-DNS label, then a slash). */
export const META_PREFIX = "ch.swiss-register/";

export interface PresentContext {
  publicBaseUrl: string;
}

/** Turns an operation's output (and the input that produced it) into a tool result. */
export type Presenter = (output: unknown, input: Record<string, unknown>, context: PresentContext) => CallToolResult;

/** Ties a presenter to its operation so that both sides of it are typed by the operation's schemas. */
function presenter<Input extends z.ZodObject, Output extends z.ZodType>(
  operation: Operation<Input, Output>,
  present: (output: z.output<Output>, input: z.output<Input>, context: PresentContext) => CallToolResult,
): [string, Presenter] {
  return [operation.operationId, present as Presenter];
}

function factSheetLink(uri: string, name: string, kind: "company" | "person"): ResourceLink {
  return {
    type: "resource_link",
    uri,
    name,
    title: `${name} (fact sheet)`,
    description: `Markdown fact sheet of this ${kind} in the Swiss commercial register`,
    mimeType: MARKDOWN_MIME_TYPE,
  };
}

function result(markdown: string, structured: object, links: ResourceLink[], meta?: Record<string, unknown>): CallToolResult {
  return {
    content: [{ type: "text", text: markdown }, ...links],
    structuredContent: structured as Record<string, unknown>,
    ...(meta ? { _meta: meta } : {}),
  };
}

/**
 * The JSON text of structured results already serialized to measure them (fitDetail), so that sending the result does
 * not serialize the record a second time. Weak: an entry goes with its result.
 */
const measuredJson = new WeakMap<object, string>();

/** A tool result as JSON, exactly as `JSON.stringify` writes it; the structured record's text is reused when measured. */
export function serializedResult(toolResult: CallToolResult): string {
  const structured = toolResult.structuredContent && measuredJson.get(toolResult.structuredContent);
  const keys = Object.keys(toolResult).join(",");
  // Only the shape `result()` builds: any other (an error, a keyed result's added `_meta`) is serialized whole.
  if (structured === undefined || (keys !== "content,structuredContent" && keys !== "content,structuredContent,_meta")) {
    return JSON.stringify(toolResult);
  }
  const meta = toolResult._meta === undefined ? "" : `,"_meta":${JSON.stringify(toolResult._meta)}`;
  return `{"content":${JSON.stringify(toolResult.content)},"structuredContent":${structured}${meta}}`;
}

const words = (code: string | null) => (code ? code.replace(/_/g, " ") : null);

function place(location: string | null, canton: string | null): string {
  return inline([location, canton].filter(Boolean).join(" "));
}

/** "Showing 11–20 of 57" plus how to get the next page, or why there is none. */
function pagingLines(page: { total: number; items: unknown[]; offset: number; next_offset: number | null }, tool: string): string[] {
  const lines: string[] = [];
  const last = page.offset + page.items.length;
  if (page.next_offset !== null) {
    lines.push(`Next page: call \`${tool}\` again with the same arguments and \`offset: ${page.next_offset}\`.`);
  } else if (last < page.total) {
    lines.push(
      `No further page: offsets stop at ${MAX_OFFSET}, so the other ${page.total - last} matches cannot be paged to. ` +
        "Narrow the query (more words, or filters) to reach them.",
    );
  }
  return lines;
}

function quoted(q: string): string {
  return `“${inline(q)}”`;
}

/** What matched, as a list item says it: `matched name`, `matched former name “…”`. */
export function matchedText(matched: Matched): string {
  if (matched.field === "name") return "matched name";
  return `matched ${matched.field === "former_name" ? "former name" : matched.field === "uid" ? "UID" : "translation"} ${quoted(matched.value)}`;
}

/** "Did you mean …?" with the call to make, or nothing. */
function suggestionLines(suggestions: string[], tool: string): string[] {
  if (suggestions.length === 0) return [];
  return ["", `Did you mean ${suggestions.map(quoted).join(", ")}? Call \`${tool}\` with one of them as \`q\`.`];
}

function presentCompanySearch(page: CompanySearchPage, input: z.output<typeof searchCompanies.input>): CallToolResult {
  const filters = [
    input.canton.length ? `canton ${input.canton.join(", ")}` : null,
    input.status.length ? `status ${input.status.join(", ")}` : null,
    input.legal_form.length ? `legal form ${input.legal_form.map(words).join(", ")}` : null,
  ].filter(Boolean);
  const query = `${quoted(input.q)}${filters.length ? ` (${filters.join("; ")})` : ""}`;
  const lines: string[] = [];
  if (page.items.length === 0) {
    lines.push(
      page.total === 0
        ? `No company matches ${query}. Try fewer or shorter words, another language's name, the UID, or fewer filters.`
        : `${page.total} companies match ${query}, but offset ${page.offset} is past the last one.`,
      ...suggestionLines(page.suggestions, searchCompanies.mcp.toolName),
    );
  } else {
    lines.push(
      `${page.total} ${page.total === 1 ? "company matches" : "companies match"} ${query}; ` +
        `${page.offset + 1}–${page.offset + page.items.length}, best match first:`,
      "",
      ...page.items.map(
        (c, i) =>
          `${page.offset + i + 1}. **${inline(c.name)}** — id ${c.id} · UID ${inline(c.uid)} · ${inline(words(c.legal_form))} · ` +
          `${place(c.location, c.canton)} · ${inline(c.status)} · ${matchedText(c.matched)} · ${link("profile", c.url)}`,
      ),
      ...suggestionLines(page.suggestions, searchCompanies.mcp.toolName),
      "",
      ...pagingLines(page, searchCompanies.mcp.toolName),
      `For officers, purpose and gazette notices call \`${getCompany.mcp.toolName}\` with an id.`,
    );
  }
  const links = page.items.map((c) => factSheetLink(c.markdown_url, c.name, "company"));
  return result(lines.join("\n"), page, links);
}

function presentSuggestions(suggestions: CompanySuggestions, input: z.output<typeof autocompleteCompanies.input>): CallToolResult {
  const items = suggestions.suggestions;
  const lines =
    items.length === 0
      ? [`No company name starts with ${quoted(input.q)}. Try \`${searchCompanies.mcp.toolName}\`, which also matches words inside names.`]
      : [
          `${items.length} ${items.length === 1 ? "suggestion" : "suggestions"} for ${quoted(input.q)}, best match first:`,
          "",
          ...items.map(
            (c, i) =>
              `${i + 1}. **${inline(c.name)}** — id ${c.id} · UID ${inline(c.uid)} · ${place(c.location, c.canton)} · ${matchedText(c.matched)} · ${link("profile", c.url)}`,
          ),
          "",
          `Call \`${getCompany.mcp.toolName}\` with an id for the full record, or \`${searchCompanies.mcp.toolName}\` for filters, totals and paging.`,
        ];
  const links = items.map((c) => factSheetLink(`${c.url}.md`, c.name, "company"));
  return result(lines.join("\n"), suggestions, links);
}

function presentPeopleSearch(page: PersonSearchPage, input: z.output<typeof searchPeople.input>): CallToolResult {
  const lines: string[] = [];
  if (page.items.length === 0) {
    lines.push(
      page.total === 0
        ? `Nobody in the register matches ${quoted(input.q)}. Try the last name alone, or fewer letters.`
        : `${page.total} people match ${quoted(input.q)}, but offset ${page.offset} is past the last one.`,
      ...suggestionLines(page.suggestions, searchPeople.mcp.toolName),
    );
  } else {
    lines.push(
      `${page.total} ${page.total === 1 ? "person matches" : "people match"} ${quoted(input.q)}; ` +
        `${page.offset + 1}–${page.offset + page.items.length}:`,
      "",
      ...page.items.map((p, i) =>
        p.redacted || !p.url
          ? `${page.offset + i + 1}. ${inline(p.name)} — suppressed by the register; no record.`
          : `${page.offset + i + 1}. **${inline(p.name)}** — id ${p.id} · origin ${inline(p.origin)} · residence ${inline(p.residence)} · ` +
            `nationality ${inline(p.nationality)} · ${inline(p.status)} · ${link("profile", p.url)}`,
      ),
      ...suggestionLines(page.suggestions, searchPeople.mcp.toolName),
      "",
      ...pagingLines(page, searchPeople.mcp.toolName),
      `For a person's mandates call \`${getPerson.mcp.toolName}\` with an id. People with the same name are different ` +
        "persons when their origin or residence differs; narrow with `canton` or `company` (a company id).",
    );
  }
  const links = page.items.flatMap((p) => (p.url && !p.redacted ? [factSheetLink(`${p.url}.md`, p.name, "person")] : []));
  return result(lines.join("\n"), page, links);
}

/** Matches shown per understood part in a result's `why` line (structuredContent has them all). */
const WHY_MATCHES_SHOWN = 2;

type AiSearchAnswer = z.output<typeof AiSearchPage>;

/** One line per item: ✓ or ✗ for each understood part, with the first things that matched. */
function whyLine(why: AiSearchAnswer["items"][number]["why"]): string {
  return why
    .map((entry) => {
      const matched = entry.matched.slice(0, WHY_MATCHES_SHOWN).map(inline).join("; ");
      const more = entry.matched.length > WHY_MATCHES_SHOWN ? "; …" : "";
      return `${entry.satisfied ? "✓" : "✗"} ${entry.part.replace("_", " ")} ${quoted(entry.words.join(" "))}${matched ? ` (${matched}${more})` : ""}`;
    })
    .join(" · ");
}

function rankingNote(ranking: AiSearchAnswer["ranking"]): string {
  if (ranking.fallback) return "ranked locally (the configured model was unavailable)";
  return ranking.by === "model" ? "the top reordered by the configured model" : "ranked locally";
}

function presentAiSearch(page: AiSearchAnswer, input: z.output<typeof aiSearchCompanies.input>, context: PresentContext): CallToolResult {
  const tool = aiSearchCompanies.mcp!.toolName;
  const links = new Links(context.publicBaseUrl);
  const head = [
    `Understood ${quoted(input.query)} as:`,
    ...page.understood.map((part) => `- ${inline(describePart(part))} ← ${quoted(part.words.join(" "))}`),
    ...(page.ignored.length ? [`Ignored: ${page.ignored.map((word) => `${quoted(word.word)} (${word.reason.replace("_", " ")})`).join(", ")}`] : []),
    "",
  ];
  const render = (items: AiSearchAnswer["items"]) => {
    if (items.length === 0) {
      return [
        ...head,
        page.total === 0
          ? "No company satisfies all of that. Drop a filter (a place, a legal form, a status, a date) or use other words."
          : `${page.total} companies satisfy it, but offset ${page.offset} is past the ranked ones.`,
      ].join("\n");
    }
    const last = page.offset + items.length;
    return [
      ...head,
      `${page.total} ${page.total === 1 ? "company satisfies" : "companies satisfy"} the filters; ${page.offset + 1}–${last}, most relevant first (${rankingNote(page.ranking)}):`,
      "",
      ...items.flatMap((c, i) => [
        `${page.offset + i + 1}. **${inline(c.name)}** — id ${c.id} · UID ${inline(c.uid)} · ${inline(c.legalform)} · ${place(c.location, c.canton)} · ` +
          `${inline(c.status)} · relevance ${c.relevance.toFixed(2)}`,
        `   why: ${whyLine(c.why)}`,
      ]),
      "",
      ...(items.length < page.items.length
        ? [`Shortened to stay under about ${MAX_RESULT_TOKENS.toLocaleString("en-US")} tokens: ${items.length} of ${page.items.length} shown; ask for a smaller \`limit\`.`]
        : page.next_offset !== null
          ? [`Next page: call \`${tool}\` again with the same query and \`offset: ${page.next_offset}\`.`]
          : last < page.total
            ? [`No further page: AI search ranks at most ${AI_SEARCH_LIMITS.maxOffset + AI_SEARCH_LIMITS.maxLimit} companies; narrow the question to reach others.`]
            : []),
      `For officers, purpose and gazette notices call \`${getCompany.mcp.toolName}\` with an id.`,
    ].join("\n");
  };
  const n = largestFitting(page.items.length, (k) => render(page.items.slice(0, k)).length + JSON.stringify({ ...page, items: page.items.slice(0, k) }).length <= MAX_RESULT_CHARS - 1_000);
  const shown = n === page.items.length ? page : { ...page, items: page.items.slice(0, n) };
  const factSheets = shown.items.map((c) => factSheetLink(links.factSheet("companies", c.id, c.name), c.name, "company"));
  return result(render(shown.items), shown, factSheets);
}

/** Puts a note right under the fact sheet's title. */
function withNote(markdown: string, note: string): string {
  const end = markdown.indexOf("\n");
  return end < 0 ? `${markdown}\n\n${note}` : `${markdown.slice(0, end)}\n\n${note}${markdown.slice(end)}`;
}

interface Cut {
  field: string;
  shown: number;
  total: number;
}

/**
 * A detail record as a fact sheet within the size bound. The list that can grow without bound (`field`) is cut to the
 * longest prefix that fits, in the Markdown and in `structuredContent` alike, and a note says so.
 */
export function fitDetail<Detail extends { name: string; markdown_url: string }>(
  detail: Detail,
  field: keyof Detail & string,
  render: (detail: Detail) => string,
  whatIsLeftOut: (cut: Cut) => string,
  withStructured: boolean,
): { detail: Detail; markdown: string; cut: Cut | null } {
  const all = detail[field] as unknown[];
  const sized = (n: number) => {
    const shown = n === all.length ? detail : { ...detail, [field]: all.slice(0, n) };
    return { shown, markdown: render(shown) };
  };
  const size = ({ shown, markdown }: { shown: Detail; markdown: string }) =>
    markdown.length + (withStructured ? JSON.stringify(shown).length : 0);
  // Room for the note, which is at most a few hundred characters.
  const budget = MAX_RESULT_CHARS - 1_000;
  // Nearly every record fits whole: rendered and measured once (not again by the search for the longest prefix), and
  // its JSON kept for serializedResult.
  const whole = sized(all.length);
  // A detail read from the register's finished answers is sent as the text it was stored as.
  const wholeJson = withStructured ? jsonText(detail) : "";
  if (whole.markdown.length + wholeJson.length <= budget) {
    if (withStructured) measuredJson.set(detail, wholeJson);
    return { detail, markdown: whole.markdown, cut: null };
  }
  const n = largestFitting(Math.max(0, all.length - 1), (k) => size(sized(k)) <= budget);
  const { shown, markdown } = sized(n);
  const cut = { field, shown: n, total: all.length };
  const note = `> **Shortened to stay under about ${MAX_RESULT_TOKENS.toLocaleString("en-US")} tokens:** ${whatIsLeftOut(cut)}`;
  const room = MAX_RESULT_CHARS - (withStructured ? JSON.stringify(shown).length : 0);
  return { detail: shown, markdown: clipText(withNote(markdown, note), room, note), cut };
}

/** Where the complete record is: the Markdown fact sheet over HTTP and the REST JSON. */
function wholeRecord(markdownUrl: string, operation: PublicOperation, id: number, context: PresentContext): string {
  return `The complete record: the fact sheet ${markdownUrl} (HTTP GET) or the JSON at ${context.publicBaseUrl}${operation.rest.path.replace("{id}", String(id))}.`;
}

export function companySheetWithinBudget(company: CompanyDetail, context: PresentContext, withStructured: boolean) {
  return fitDetail(
    company,
    "officers",
    companyFactSheet,
    (cut) =>
      `this answer lists the first ${cut.shown} of ${cut.total} present officers` +
      `${withStructured ? " (so does the structured result)" : ""}. ${wholeRecord(company.markdown_url, getCompany, company.id, context)}`,
    withStructured,
  );
}

export function personSheetWithinBudget<Person extends PersonDetail>(person: Person, context: PresentContext, withStructured: boolean) {
  return fitDetail(
    person,
    "mandates",
    personFactSheet,
    (cut) =>
      `this answer lists the first ${cut.shown} of ${cut.total} mandates` +
      `${withStructured ? " (so does the structured result)" : ""}. ${wholeRecord(person.markdown_url, getPerson, person.id, context)}`,
    withStructured,
  );
}

function cutMeta(cut: Cut | null): Record<string, unknown> | undefined {
  return cut ? { [`${META_PREFIX}truncated`]: cut } : undefined;
}

function presentCompany(company: CompanyDetail, _input: unknown, context: PresentContext): CallToolResult {
  const { detail, markdown, cut } = companySheetWithinBudget(company, context, true);
  return result(markdown, detail, [factSheetLink(company.markdown_url, company.name, "company")], cutMeta(cut));
}

function presentPerson(person: PersonDetail, _input: unknown, context: PresentContext): CallToolResult {
  const { detail, markdown, cut } = personSheetWithinBudget(person, context, true);
  return result(markdown, detail, [factSheetLink(person.markdown_url, person.name, "person")], cutMeta(cut));
}

/** An operation without a presenter of its own still answers: its JSON in a code block, within the bound. */
export const presentAsJson: Presenter = (output) => {
  const json = JSON.stringify(output, null, 2);
  return result(clipText(`\`\`\`json\n${json}\n\`\`\``, MAX_RESULT_CHARS / 2, "…(shortened)"), output as object, []);
};

/** The presenter of each public operation, and of AI search (a ranked company list with fact-sheet links, like the public searches), by operationId. */
export const PRESENTERS: ReadonlyMap<string, Presenter> = new Map([
  presenter(searchCompanies, presentCompanySearch),
  presenter(autocompleteCompanies, presentSuggestions),
  presenter(getCompany, presentCompany),
  presenter(searchPeople, presentPeopleSearch),
  presenter(getPerson, presentPerson),
  presenter(aiSearchCompanies, presentAiSearch),
]);
