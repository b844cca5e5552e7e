/**
 * What the keyed tools answer: Markdown for the model (the report as a fact sheet with its history, lists as
 * numbered lines with the next call spelled out) and the `/v1` JSON as `structuredContent`, within the size bound
 * of `budget.ts`.
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type {
  CompanyReport,
  JournalPage,
  JournalSummary,
  JournalTextPage,
  KeyedPersonDetail,
  KeyedPersonPage,
  MandateHistoryEntry,
  NogaEntry,
  NogaListPage,
} from "../domain/keyed-resources.js";
import { inline, link, quote } from "../factsheet/markdown.js";
import {
  getCompanyJournals,
  getCompanyJournalTexts,
  getCompanyReport,
  getNoga,
  getPersonKeyed,
  listNoga,
  searchPersons,
} from "../operations/keyed/index.js";
import type { Operation } from "../operations/operation.js";
import { clipText, MAX_RESULT_CHARS } from "./budget.js";
import { structuredContentOf } from "./json-schema.js";
import type { PresentContext, Presenter } from "./results.js";

/** Ties a presenter to its operation so that both sides of it are typed by the operation's schemas. */
export function presenter<Op extends Operation>(
  operation: Op,
  present: (output: import("zod").output<Op["output"]>, input: import("zod").output<Op["input"]>, context: PresentContext) => string,
): [string, Presenter] {
  const render: Presenter = (output, input, context) => {
    const structured = structuredContentOf(output);
    // Markdown and JSON together stay within the bound; the JSON is the whole answer, the Markdown gives way.
    const room = Math.max(4_000, MAX_RESULT_CHARS - JSON.stringify(structured).length);
    const markdown = clipText(present(output as never, input as never, context), room, "…(shortened: the whole answer is in structuredContent)");
    return { content: [{ type: "text", text: markdown }], structuredContent: structured } satisfies CallToolResult;
  };
  return [operation.operationId, render];
}

const words = (code: string | null | undefined) => (code ? code.replace(/_/g, " ") : "–");
const span = (from: string | null, until: string | null) => `${from ?? "?"} – ${until ?? (from ? "" : "?")}`.trim();
const noticeRef = (notice: { sogc_number: string | null; date: string | null } | null) =>
  notice ? `SOGC ${inline(notice.sogc_number)} of ${notice.date ?? "?"}` : "–";

/** "Items 21–40 of 57" and the next call, for a keyed page. */
function pageLine(page: { total: number; offset: number; items: unknown[]; next_offset: number | null }, tool: string): string {
  const shown = page.items.length === 0 ? `None of ${page.total}` : `Items ${page.offset + 1}–${page.offset + page.items.length} of ${page.total}`;
  return page.next_offset === null ? `${shown}.` : `${shown}. Next page: call \`${tool}\` with the same arguments and \`offset: ${page.next_offset}\`.`;
}

function officerLine(entry: MandateHistoryEntry): string {
  const who = entry.url ? link(entry.name, entry.url) : inline(entry.name);
  const signing = entry.signing_authority ? `, ${inline(entry.signing_authority)}` : "";
  return `- ${who}: ${inline(entry.role)}${signing} (${span(entry.started_on, entry.ended_on)}; opened by ${noticeRef(entry.opened_by)}${
    entry.closed_by ? `, closed by ${noticeRef(entry.closed_by)}` : ""
  })`;
}

function noticeLine(notice: JournalSummary): string {
  const types = notice.mutation_types.length > 0 ? ` [${notice.mutation_types.join(", ")}]` : "";
  return `- ${notice.date ?? "?"}, SOGC ${inline(notice.sogc_number)}${types}: ${inline(notice.summary)}`;
}

function presentReport(report: CompanyReport): string {
  const { company } = report;
  const lines = [
    `# ${inline(company.name)}`,
    "",
    `${inline(company.uid)} · ${words(company.legal_form)} · ${words(company.status)} · ${inline(company.location)} ${inline(company.canton)}`,
    `Registered ${company.register_date ?? "?"}${company.deletion_date ? `, deleted ${company.deletion_date}` : ""}. Capital: ${inline(company.capital)}.`,
    company.noga ? `Industry (NOGA ${company.noga.code}): ${inline(company.noga.text_en ?? company.noga.text_de)}` : "Industry: –",
    `Profile: ${company.url}`,
    "",
    "## Purpose",
    company.purpose ? quote(company.purpose) : "–",
  ];
  if (report.names.length > 1) {
    lines.push("", "## Names", ...report.names.map((name) => `- ${inline(name.name)} (${name.kind}; ${span(name.valid_from, name.valid_until)})`));
  }
  lines.push("", `## Officers, present (${report.officers.present.length})`, ...report.officers.present.map(officerLine));
  lines.push("", `## Officers, former (${report.officers.former.length})`, ...report.officers.former.map(officerLine));
  lines.push("", "## Status history", ...report.status_history.map((event) => `- ${event.date ?? "?"}: ${words(event.status)} (${event.event})`));
  lines.push("", `## Gazette notices (${report.notices.length}, newest first)`, ...[...report.notices].reverse().map(noticeLine));
  if (report.related_companies.total > 0) {
    lines.push("", `## Related through shared officers (${report.related_companies.total})`);
    for (const related of report.related_companies.items) {
      const people = related.shared_officers.map((officer) => `${inline(officer.name)}${officer.possible_homonym ? " (possibly a homonym)" : ""}`).join(", ");
      lines.push(`- ${link(related.company.name, related.company.url)} (${inline(related.company.uid)}): ${people}`);
    }
  }
  lines.push("", `Source: ${inline(report.source)}`);
  return lines.join("\n");
}

function presentJournals(page: JournalPage): string {
  return [...page.items.map(noticeLine), "", pageLine(page, "list_company_notices")].join("\n");
}

function presentJournalTexts(page: JournalTextPage): string {
  const notices = page.items.map((notice) =>
    [`## ${notice.date ?? "?"}, SOGC ${inline(notice.sogc_number)} [${notice.mutation_types.join(", ")}]`, "", quote(notice.text ?? "–")].join("\n"),
  );
  return [...notices, "", pageLine(page, "get_company_notice_texts")].join("\n\n");
}

function presentPersons(page: KeyedPersonPage): string {
  const lines = page.items.map(
    (person, index) =>
      `${page.offset + index + 1}. ${person.url ? link(person.name, person.url) : inline(person.name)} (id ${person.id}), of ${inline(person.origin)}, in ${inline(person.residence)}; ${inline(person.status)}`,
  );
  return [...lines, "", pageLine(page, "search_officers"), "Full mandate history: `get_person_history` with the id."].join("\n");
}

function presentPerson(person: KeyedPersonDetail): string {
  const mandates = person.mandates.map(
    (mandate) =>
      `- ${link(mandate.company.name, mandate.company.url)} (${inline(mandate.company.uid)}): ${inline(mandate.role)}${
        mandate.signing_authority ? `, ${inline(mandate.signing_authority)}` : ""
      } (${mandate.status}; ${span(mandate.started_on, mandate.ended_on)})`,
  );
  return [
    `# ${inline(person.name)}`,
    "",
    `Of ${inline(person.origin)}, in ${inline(person.residence)}${person.nationality ? `, ${inline(person.nationality)}` : ""}. Profile: ${person.url}`,
    "",
    `## Mandates (${person.mandates.length}, present first)`,
    ...mandates,
    "",
    `## Gazette notices (${person.gazette.length})`,
    ...person.gazette.map((entry) => `${noticeLine(entry)} (${inline(entry.company.name)})`),
    "",
    `Source: ${inline(person.source)}`,
  ].join("\n");
}

const nogaLine = (entry: NogaEntry) => `- ${entry.code} (id ${entry.id}, level ${entry.level}): ${inline(entry.text_en)} / ${inline(entry.text_de)} / ${inline(entry.text_fr)} / ${inline(entry.text_it)}`;

/** The presenter of each keyed operation with an MCP binding, by operationId. */
export const KEYED_PRESENTERS: readonly [string, Presenter][] = [
  presenter(getCompanyReport, presentReport),
  presenter(getCompanyJournals, presentJournals),
  presenter(getCompanyJournalTexts, presentJournalTexts),
  presenter(searchPersons, presentPersons),
  presenter(getPersonKeyed, presentPerson),
  presenter(listNoga, (page: NogaListPage) => [...page.items.map(nogaLine), "", pageLine(page, "list_noga_codes")].join("\n")),
  presenter(getNoga, (entry: NogaEntry) => nogaLine(entry).slice(2)),
];
