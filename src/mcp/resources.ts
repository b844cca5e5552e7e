/**
 * Fact sheets as MCP resources. Their URIs are the fact sheets' own https addresses (`markdown_url`,
 * `{base}/companies/{slug}/{id}.md` and `{base}/people/{slug}/{id}.md`), so the link in a tool result, the address a
 * browser opens and the URI `resources/read` takes are one and the same. The slug is decorative, as over HTTP: the id
 * decides, and the answer names the canonical address. The server card is a static resource (SEP-2127).
 */
import type { ReadResourceResult, Resource, ResourceTemplate } from "@modelcontextprotocol/sdk/types.js";
import { MAX_PAGE_SIZE, QUERY_LENGTH } from "../domain/limits.js";
import type { ProfileKind } from "../domain/links.js";
import type { RateLimitBucket } from "../domain/limits.js";
import { autocompleteCompanies, getCompany, getPerson, searchPeople } from "../operations/index.js";
import { validateInput } from "../operations/input.js";
import type { CallContext } from "./tools.js";
import type { CompletionKind } from "./prompts.js";
import { MARKDOWN_MIME_TYPE, companySheetWithinBudget, personSheetWithinBudget } from "./results.js";

export const SERVER_CARD_URI = "mcp://server-card.json";

/** The number of suggestions a completion offers. */
const COMPLETION_SIZE = 10;

/** The rate-limit bucket a fact sheet draws from: that of the operation it presents. */
export function factSheetBucket(kind: ProfileKind): RateLimitBucket {
  return (kind === "companies" ? getCompany : getPerson).rest.bucket;
}

/** The rate-limit bucket a completion of names draws from: that of the operation that finds them. */
export function completionBucket(kind: ProfileKind): RateLimitBucket {
  return (kind === "companies" ? autocompleteCompanies : searchPeople).rest.bucket;
}

export function factSheetTemplates(publicBaseUrl: string): ResourceTemplate[] {
  return [
    {
      uriTemplate: `${publicBaseUrl}/companies/{slug}/{id}.md`,
      name: "company-fact-sheet",
      title: "Company fact sheet",
      description:
        "Markdown fact sheet of a Swiss company: identity, purpose, industry, present officers, newest gazette notices. " +
        "The id decides; the slug is the name in URL form (completion suggests it from company names).",
      mimeType: MARKDOWN_MIME_TYPE,
    },
    {
      uriTemplate: `${publicBaseUrl}/people/{slug}/{id}.md`,
      name: "person-fact-sheet",
      title: "Person fact sheet",
      description: "Markdown fact sheet of a person: origin, residence, nationality and their public mandates (every present one, and those held when a company ended).",
      mimeType: MARKDOWN_MIME_TYPE,
    },
  ];
}

export function staticResources(): Resource[] {
  return [
    {
      uri: SERVER_CARD_URI,
      name: "server-card",
      title: "Server card",
      description: "This server's MCP server card (SEP-2127): name, version, endpoints, capabilities.",
      mimeType: "application/json",
    },
  ];
}

export interface FactSheetAddress {
  kind: ProfileKind;
  slug: string;
  id: string;
}

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether a URI's host names this server when no host policy is given (stdio): the base URL's host, or, when that is
 * a loopback name, any loopback name on the same port (`localhost:8080` for `127.0.0.1:8080`).
 */
function sameLoopbackServer(publicBaseUrl: string): (host: string) => boolean {
  const base = new URL(publicBaseUrl);
  return (host) => {
    const url = new URL(`http://${host}`);
    return LOOPBACK_NAMES.has(base.hostname) && LOOPBACK_NAMES.has(url.hostname) && url.port === base.port;
  };
}

/**
 * Reads a fact-sheet (or profile) URI of this server; null for any other URI. The host may be the base URL's or any
 * host the server accepts (`hostAllowed`: the `/mcp` Host policy, MCP_ALLOWED_HOSTS), so that a client writing
 * `localhost` for `127.0.0.1` reads the same fact sheet.
 */
export function parseFactSheetUri(
  uri: string,
  publicBaseUrl: string,
  hostAllowed: (host: string) => boolean = sameLoopbackServer(publicBaseUrl),
): FactSheetAddress | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  const base = new URL(publicBaseUrl);
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.host !== base.host && !hostAllowed(url.host)) return null;
  const prefix = base.pathname.replace(/\/+$/, "");
  if (!url.pathname.startsWith(`${prefix}/`) || url.search || url.hash) return null;
  const match = /^\/(companies|people)\/([^/?#]+)\/(\d{1,16})(?:\.md)?$/.exec(url.pathname.slice(prefix.length));
  if (!match) return null;
  return { kind: match[1] as ProfileKind, slug: match[2], id: match[3] };
}

/** The fact sheet at an address, within the size bound; throws NotFoundError or InvalidParameterError. */
export async function readFactSheet(address: FactSheetAddress, context: CallContext): Promise<ReadResourceResult> {
  const { id } = validateInput(getCompany, { id: Number(address.id) });
  if (address.kind === "companies") {
    const company = await getCompany.handle({ id }, context);
    const { markdown } = companySheetWithinBudget(company, context, false);
    return { contents: [{ uri: company.markdown_url, mimeType: MARKDOWN_MIME_TYPE, text: markdown }] };
  }
  const person = await getPerson.handle({ id }, context);
  const { markdown } = personSheetWithinBudget(person, context, false);
  return { contents: [{ uri: person.markdown_url, mimeType: MARKDOWN_MIME_TYPE, text: markdown }] };
}

/** The path segments of a profile address: `…/companies/<slug>/<id>` → { slug, id }. */
function profileParts(url: string): { slug: string; id: string } {
  const segments = new URL(url).pathname.split("/");
  return { slug: segments[segments.length - 2] ?? "", id: segments[segments.length - 1] ?? "" };
}

interface Candidate {
  name: string;
  url: string;
}

/** Companies or people whose names start with (or, for people, contain the words of) the typed text. */
async function candidates(kind: ProfileKind, typed: string, context: CallContext, size = COMPLETION_SIZE): Promise<Candidate[]> {
  const q = typed.replace(/-/g, " ").trim();
  if (q.length < 2) return [];
  if (kind === "companies") {
    const input = validateInput(autocompleteCompanies, { q: q.slice(0, QUERY_LENGTH.max), limit: size });
    const { suggestions } = await autocompleteCompanies.handle(input, context);
    return suggestions;
  }
  const input = validateInput(searchPeople, { q: q.slice(0, QUERY_LENGTH.max), limit: size });
  const page = await searchPeople.handle(input, context);
  return page.items.flatMap((person) => (person.url && !person.redacted ? [{ name: person.name, url: person.url }] : []));
}

const unique = (values: string[]) => [...new Set(values)];

/** Suggestions for an argument of a fact-sheet template: slugs from names, then ids for a chosen slug. */
export async function completeTemplateArgument(
  kind: ProfileKind,
  argument: string,
  value: string,
  resolved: Record<string, string>,
  context: CallContext,
): Promise<string[]> {
  if (argument === "slug") {
    return unique((await candidates(kind, value, context)).map((candidate) => profileParts(candidate.url).slug));
  }
  if (argument === "id") {
    const slug = resolved.slug;
    if (slug) {
      const parts = (await candidates(kind, slug, context, MAX_PAGE_SIZE)).map((candidate) => profileParts(candidate.url));
      const exact = parts.filter((part) => part.slug === slug);
      return unique((exact.length > 0 ? exact : parts).map((part) => part.id)).filter((id) => id.startsWith(value));
    }
    if (/^\d*$/.test(value)) return [];
    return unique((await candidates(kind, value, context)).map((candidate) => profileParts(candidate.url).id));
  }
  return [];
}

/** Suggestions for a prompt argument: company or person names. */
export async function completeName(kind: CompletionKind, value: string, context: CallContext): Promise<string[]> {
  const found = await candidates(kind === "company-name" ? "companies" : "people", value, context);
  return unique(found.map((candidate) => candidate.name));
}
