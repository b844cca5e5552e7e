/** The Markdown fact sheet of a company (`/companies/<slug>/<id>.md`, and the MCP get_company result). */
import { inWords, PUBLICATION_TEXT_LIMIT } from "../domain/limits.js";
import type { StockSymbol } from "../domain/market.js";
import type { CompanyDetail, CompanyOfficer } from "../domain/resources.js";
import { inline, link, quote, table } from "./markdown.js";

const STATUS_WORDS: Record<string, string> = { active: "active", liquidation: "in liquidation", deleted: "deleted" };

/** `2: Muster AG (id 12, Verwaltungsrat), Beispiel GmbH (id 40, Geschäftsführer)`, with how many more there are. */
function otherMandatesCell(other: CompanyOfficer["other_mandates"]): string {
  if (other === null) return "–";
  if (other.total === 0) return "none";
  const shown = other.items.map((m) => `${inline(m.company_name)} (id ${m.company_id}${m.role ? `, ${inline(m.role)}` : ""})`);
  const more = other.total - other.items.length;
  return `${other.total}: ${shown.join("; ")}${more > 0 ? `; +${more} more` : ""}`;
}

/**
 * The company's fact sheet; with `listings` (its SIX share lines, from the market data) a section names them, so that a
 * reader sees the company is listed and where its prices are (the keyed API's stock endpoints).
 */
export function companyFactSheet(company: CompanyDetail, listings: readonly StockSymbol[] = []): string {
  const facts: [string, string][] = [
    ["UID", inline(company.uid)],
    ["Status", inline(company.status ? (STATUS_WORDS[company.status] ?? company.status) : null)],
    ["Legal form", inline(company.legal_form?.replace(/_/g, " "))],
    ["Seat", inline(company.location)],
    ["Canton", inline(company.canton)],
    ["Address", inline(company.address)],
    ["Registered", inline(company.register_date)],
    ["Capital", inline(company.capital)],
    [
      "Industry (NOGA 2008)",
      company.noga ? `${inline(company.noga.code)} ${inline(company.noga.labels.en ?? company.noga.labels.de)}` : "–",
    ],
    ["Register id", String(company.id)],
  ];
  const lines = [
    `# ${inline(company.name)}`,
    "",
    ...facts.map(([label, value]) => `- **${label}:** ${value}`),
    "",
  ];
  if (company.previous_names.length > 0) {
    lines.push("## Previous names", "", ...company.previous_names.map((name) => `- ${inline(name)}`), "");
  }
  if (listings.length > 0) {
    lines.push(
      "## Listed on SIX Swiss Exchange",
      "",
      ...listings.map(
        (listing) =>
          `- **${inline(listing.symbol)}**${listing.isin ? ` (ISIN ${inline(listing.isin)})` : ""}, ${inline(listing.currency)}` +
          `${listing.indexes.includes("SMI") ? ", member of the SMI" : ""}: quotes, history, financials and executives at \`/v1/stocks/…/${inline(listing.symbol)}\` (keyed API)`,
      ),
      "",
    );
  }
  lines.push("## Purpose", "", company.purpose ? quote(company.purpose) : "Not recorded.", "");
  if (company.noga) {
    const { labels } = company.noga;
    lines.push(
      "## Industry",
      "",
      `NOGA 2008 code ${inline(company.noga.code)} (level ${inline(company.noga.level?.toString())}):`,
      "",
      `- en: ${inline(labels.en)}`,
      `- de: ${inline(labels.de)}`,
      `- fr: ${inline(labels.fr)}`,
      `- it: ${inline(labels.it)}`,
      "",
    );
  }
  lines.push(`## Officers (${company.officers.length} present)`, "");
  if (company.officers.length === 0) {
    lines.push("No present officers on record.", "");
  } else {
    lines.push(
      table(
        ["Id", "Name", "Role", "Category", "Signing authority", "Type", "Other present mandates"],
        company.officers.map((officer) => [
          String(officer.id),
          officer.url ? link(officer.name, officer.url.replace(/$/, ".md")) : inline(officer.name),
          inline(officer.role),
          officer.role_categories.join(", "),
          inline(officer.signing_authority),
          officer.entity_type === "legal_entity"
            ? `legal entity${officer.company ? ` (${link(`company id ${officer.company.id}`, `${officer.company.url}.md`)})` : ""}`
            : "person",
          otherMandatesCell(officer.other_mandates),
        ]),
      ),
      "",
    );
  }
  lines.push(`## Gazette publications (newest ${company.publications.length} of ${company.publications_total})`, "");
  if (company.publications.length === 0) lines.push("No publications on record.", "");
  for (const publication of company.publications) {
    const where = [
      publication.sogc_date ? `SOGC ${inline(publication.sogc_date)}` : null,
      publication.journal_no ? `no. ${inline(publication.journal_no)}` : null,
      publication.journal_date ? `journal ${inline(publication.journal_date)}` : null,
    ].filter(Boolean);
    lines.push(`### ${where.join(", ") || `Publication ${publication.id}`}`, "");
    lines.push(publication.text ? quote(publication.text) : "No text.", "");
    if (publication.text_truncated) lines.push(`_Text clipped at ${inWords(PUBLICATION_TEXT_LIMIT)} characters._`, "");
  }
  lines.push(
    "## Links",
    "",
    `- Profile: ${company.url}`,
    `- Fact sheet: ${company.markdown_url}`,
    "",
    `Source: ${inline(company.source)}.`,
    "",
  );
  return lines.join("\n");
}
