/** The Markdown fact sheet of a person (`/people/<slug>/<id>.md`, and the MCP get_person result). */
import type { PersonDetail } from "../domain/resources.js";
import { inline, link, table } from "./markdown.js";

export function personFactSheet(person: PersonDetail): string {
  const current = person.mandates.filter((m) => m.company_active);
  const former = person.mandates.filter((m) => !m.company_active);
  const facts: [string, string][] = [
    ["First name", inline(person.first_name)],
    ["Last name", inline(person.last_name)],
    ["Place of origin", inline(person.origin)],
    ["Residence", inline(person.residence)],
    ["Nationality", inline(person.nationality)],
    ["Status", inline(person.status)],
    ["Person id", String(person.id)],
  ];
  const mandateTable = (mandates: PersonDetail["mandates"]) =>
    table(
      ["Company id", "Company", "UID", "Role", "Category", "Signing authority", "Seat", "Since", "Until", "Company status"],
      mandates.map((m) => [
        String(m.company.id),
        link(m.company.name, `${m.company.url}.md`),
        inline(m.company.uid),
        inline(m.role),
        m.role_categories.join(", "),
        inline(m.signing_authority),
        inline([m.company.location, m.company.canton].filter(Boolean).join(", ")),
        inline(m.started_on),
        inline(m.ended_on),
        inline(m.company.status),
      ]),
    );
  const lines = [`# ${inline(person.name)}`, "", ...facts.map(([label, value]) => `- **${label}:** ${value}`), ""];
  lines.push(`## Mandates in active companies (${current.length})`, "");
  lines.push(current.length > 0 ? mandateTable(current) : "None.", "");
  lines.push(`## Mandates in companies no longer active (${former.length})`, "");
  lines.push(former.length > 0 ? mandateTable(former) : "None.", "");
  lines.push(
    "Mandates shown: every present one, and those held when a company ended. Mandates that ended earlier are not part of this record.",
    "",
  );
  lines.push("## Links", "", `- Profile: ${person.url}`, `- Fact sheet: ${person.markdown_url}`, "", `Source: ${inline(person.source)}.`, "");
  return lines.join("\n");
}
