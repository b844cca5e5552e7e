/**
 * Links listings to their register companies: by UID where the reference list confirms one; otherwise by name,
 * folded (listingNameKey), among active companies, and by seat when the seat is known. Without a seat a name links
 * only when exactly one active company carries it, and says so (`name_unique`). Every listing that does not link is
 * reported with the reason; nothing is guessed.
 */
import { foldText, nameKey } from "../domain/text.js";
import { formatUid } from "../domain/uid.js";
import type { CompanyLink, Listing, RegisterCompanyCandidate, RegisterDirectory } from "../store/market-port.js";
import { listingNameKey, type ListingReference } from "./listings.js";

export interface LinkedEntry {
  symbol: string;
  name: string | null;
  company_id: number;
  company_name: string;
  uid: string | null;
  method: CompanyLink["method"];
}

export interface UnlinkedEntry {
  symbol: string;
  name: string | null;
  reason: string;
}

/** What linking found: for the build and import reports. */
export interface LinkReport {
  register: string;
  listings: number;
  linked: LinkedEntry[];
  unlinked: UnlinkedEntry[];
}

/** A short word spelled out (`sa` → `s a`): how the register's key reads a name written `S.A.`. */
const spelled = (word: string) => (word.length <= 3 ? word.split("").join(" ") : word);

/** The register keys a listing's name may have: as written, initials joined, the legal-form suffix or every short word spelled out. */
function lookupKeys(name: string): Set<string> {
  const key = listingNameKey(name);
  const words = key.split(" ");
  return new Set([
    key,
    nameKey(name.replace(/\([^)]*\)/g, " ")),
    [...words.slice(0, -1), spelled(words[words.length - 1])].join(" "),
    words.map(spelled).join(" "),
  ]);
}

async function activeNamesakes(directory: RegisterDirectory, name: string): Promise<RegisterCompanyCandidate[]> {
  const key = listingNameKey(name);
  const found = new Map<number, RegisterCompanyCandidate>();
  for (const lookup of lookupKeys(name)) {
    for (const candidate of await directory.companiesByNameKey(lookup)) found.set(candidate.id, candidate);
  }
  return [...found.values()].filter((candidate) => candidate.status === "active" && listingNameKey(candidate.name) === key);
}

async function linkOne(reference: ListingReference, directory: RegisterDirectory): Promise<{ company: RegisterCompanyCandidate; link: CompanyLink } | string> {
  if (reference.uid) {
    const company = await directory.companyByUid(reference.uid);
    if (company) return { company, link: { companyId: company.id, uid: company.uid, method: "uid" } };
    return `UID ${formatUid(reference.uid)} is not in the register`;
  }
  if (!reference.name) return "the reference list gives no name";
  const namesakes = await activeNamesakes(directory, reference.name);
  if (reference.seat) {
    const seat = foldText(reference.seat);
    const atSeat = namesakes.filter((candidate) => candidate.town !== null && foldText(candidate.town) === seat);
    if (atSeat.length === 1) return { company: atSeat[0], link: { companyId: atSeat[0].id, uid: atSeat[0].uid, method: "name_seat" } };
    return atSeat.length === 0
      ? `no active company named "${reference.name}" with its seat in ${reference.seat}`
      : `${atSeat.length} active companies named "${reference.name}" in ${reference.seat}`;
  }
  if (namesakes.length === 1) return { company: namesakes[0], link: { companyId: namesakes[0].id, uid: namesakes[0].uid, method: "name_unique" } };
  return namesakes.length === 0
    ? `no active company named "${reference.name}" in the register`
    : `${namesakes.length} active companies named "${reference.name}" and no seat to tell them apart`;
}

/** The listings with their register links, and the report of what linked and what did not. */
export async function linkListings(references: readonly ListingReference[], directory: RegisterDirectory): Promise<{ listings: Listing[]; report: LinkReport }> {
  const report: LinkReport = { register: await directory.source(), listings: references.length, linked: [], unlinked: [] };
  const listings: Listing[] = [];
  for (const reference of references) {
    const outcome = await linkOne(reference, directory);
    const { uid: _uid, seat: _seat, ...listed } = reference;
    if (typeof outcome === "string") {
      report.unlinked.push({ symbol: reference.symbol, name: reference.name, reason: outcome });
      listings.push({ ...listed, company: null });
      continue;
    }
    report.linked.push({
      symbol: reference.symbol, name: reference.name, company_id: outcome.company.id, company_name: outcome.company.name,
      uid: outcome.company.uid ? formatUid(outcome.company.uid) : null, method: outcome.link.method,
    });
    listings.push({ ...listed, company: outcome.link });
  }
  return { listings, report };
}

/** The listings without a register (none is linked; the report says why). */
export function unlinkedListings(references: readonly ListingReference[], reason: string): { listings: Listing[]; report: LinkReport } {
  return {
    listings: references.map(({ uid: _uid, seat: _seat, ...listed }) => ({ ...listed, company: null })),
    report: { register: "none", listings: references.length, linked: [], unlinked: references.map((r) => ({ symbol: r.symbol, name: r.name, reason })) },
  };
}
