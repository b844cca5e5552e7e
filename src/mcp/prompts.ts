/**
 * Prompts an analyst picks from a client's menu: each turns a name into a step-by-step request that drives the tools.
 * Tool names come from the operation definitions.
 */
import type { GetPromptResult, Prompt } from "@modelcontextprotocol/sdk/types.js";
import { getCompany, getPerson, searchCompanies, searchPeople } from "../operations/index.js";

/** What an argument's completion suggests. */
export type CompletionKind = "company-name" | "person-name";

export interface PromptDefinition {
  prompt: Prompt;
  /** Arguments whose values `completion/complete` suggests. */
  completions: Record<string, CompletionKind>;
  render(args: Record<string, string>): GetPromptResult;
}

const isId = (text: string) => /^\d{1,16}$/.test(text.trim());

function userMessage(description: string, text: string): GetPromptResult {
  return { description, messages: [{ role: "user", content: { type: "text", text } }] };
}

const companyBriefing: PromptDefinition = {
  prompt: {
    name: "company_briefing",
    title: "Company briefing",
    description:
      "A briefing on one Swiss company from the commercial register: identity, purpose, industry, who runs and signs " +
      "for it, recent gazette notices and points of attention.",
    arguments: [
      { name: "company", description: "Company name, UID (CHE-123.456.789) or register id", required: true },
      { name: "language", description: "Language of the briefing (default English)", required: false },
    ],
  },
  completions: { company: "company-name" },
  render({ company, language }) {
    const name = company.trim();
    const find = isId(name)
      ? `1. Call \`${getCompany.mcp.toolName}\` with id ${name}.`
      : `1. Call \`${searchCompanies.mcp.toolName}\` with q set to “${name}”. If several companies match, prefer the exact ` +
        "name; if it is still ambiguous, list the candidates (name, UID, seat, status) and ask which one is meant " +
        `before going on. Then call \`${getCompany.mcp.toolName}\` with its id.`;
    return userMessage(`Briefing on ${name}`, [
      `Prepare a briefing on the Swiss company “${name}” from the Swiss commercial register, using this server's tools.`,
      "",
      find,
      `2. Write the briefing${language?.trim() ? ` in ${language.trim()}` : ""}:`,
      "   - Identity: name, UID, legal form, seat and canton, status, registered since, capital.",
      "   - Purpose: a two-sentence summary (the register keeps it in the original language; quote a key phrase).",
      "   - Industry: the NOGA code and its label.",
      "   - People: present officers grouped by role, with their signing authority; name legal entities such as auditors.",
      "   - Recent gazette notices: what each one changed, with its date.",
      "   - Points of attention: liquidation or deletion, recent changes of name, seat or officers, anything unusual.",
      "3. Cite the fact sheet's address, and say that the cantonal commercial register is the legal authority. State only " +
        "what the register says; where it says nothing, say so.",
    ].join("\n"));
  },
};

const personMandates: PromptDefinition = {
  prompt: {
    name: "person_mandates",
    title: "Mandates of a person",
    description:
      "Which Swiss companies one person sits on the board of or signs for now, and those they held when a company ended, from the commercial register.",
    arguments: [
      { name: "person", description: "First and last name, or register person id", required: true },
      { name: "company", description: "A company the person is linked to, to tell apart people with the same name", required: false },
    ],
  },
  completions: { person: "person-name", company: "company-name" },
  render({ person, company }) {
    const name = person.trim();
    const known = company?.trim();
    const find = isId(name)
      ? `1. Call \`${getPerson.mcp.toolName}\` with id ${name}.`
      : `1. Call \`${searchPeople.mcp.toolName}\` with q set to “${name}”. People with the same name are different persons ` +
        `when their origin or residence differs${known ? `; to pick the one with a mandate in “${known}”, find its id with \`${searchCompanies.mcp.toolName}\` and pass it as \`company\`` : ""}. ` +
        "If it stays ambiguous, show the candidates (name, origin, residence) and ask which one is meant. Then call " +
        `\`${getPerson.mcp.toolName}\` with the id.`;
    return userMessage(`Mandates of ${name}`, [
      `List the mandates of “${name}” in the Swiss commercial register, using this server's tools.`,
      "",
      find,
      "2. Answer with two tables, mandates in active companies and those held when a company ended (in liquidation or " +
        "deleted), each with company, UID, role, signing authority, seat and since when. Mandates ended earlier are not " +
        "in the public record; say so if asked.",
      "3. Sum up in two lines: how many boards, which cantons or industries, notable roles (chair, sole signatory).",
      "4. Link the person's fact sheet. The register suppresses some persons: they have no record; say so rather than guess.",
    ].join("\n"));
  },
};

export const PROMPTS: readonly PromptDefinition[] = [companyBriefing, personMandates];
