/**
 * The SIX-listed companies in the demo register: every fifth active company limited by shares (AG) that kept its
 * first name takes the name of a listed company (and its UID where data/market/six_listed.csv confirms one), so that
 * `swiss-register generate market` links the listings to register companies. Its notices are rewritten with the
 * name (and UID); nothing is drawn for it, so the random stream, and every other company, stay as they were.
 *
 * Listed companies come in this order: those with a confirmed UID, the SMI members, then the others, by symbol; one
 * register company per name (a company's share lines, `RO` and `ROG`, share it). Foreign companies (a legal-form
 * suffix of another country, or domiciled abroad) are not in the Swiss register and are left out. The reference list
 * gives no seats: a listed company keeps the seat, purpose and officers it was drawn with.
 */
import { listingNameKey, loadListingReferences } from "../market/listings.js";

/** Every fifth qualifying company is listed: the whole list fits in the default 20,000-company demo register. */
export const LISTED_EVERY = 5;

/** Listed on the SIX but not Swiss companies: foreign legal forms, and two domiciled abroad. */
const FOREIGN = /\b(N\.V\.|S\.p\.A\.|plc)$|^Liechtensteinische |^SHL Telemedicine /i;

/** A listed company's register identity. */
export interface ListedIdentity {
  name: string;
  /** The UID's 9 digits where the reference list confirms it. */
  uid: string | null;
}

/** The listed companies' identities, in the order they are given out. */
export function listedIdentities(): ListedIdentity[] {
  const references = loadListingReferences().filter((reference) => reference.name && !FOREIGN.test(reference.name));
  const rank = (reference: (typeof references)[number]) => (reference.uid ? 0 : reference.indexes.includes("SMI") ? 1 : 2);
  const ordered = [...references].sort((a, b) => rank(a) - rank(b) || (a.symbol < b.symbol ? -1 : 1));
  const seen = new Set<string>();
  const identities: ListedIdentity[] = [];
  for (const reference of ordered) {
    const key = listingNameKey(reference.name!);
    if (seen.has(key)) continue;
    seen.add(key);
    // The register names the company, not the share line: `Roche Holding AG (bearer share)` is `Roche Holding AG`.
    identities.push({ name: reference.name!.replace(/\s*\([^)]*\)/g, "").trim(), uid: reference.uid });
  }
  return identities;
}

/** Gives out the listed identities to every LISTED_EVERY-th qualifying company, until none is left. */
export class ListedCompanies {
  private readonly identities = listedIdentities();
  private qualifying = 0;
  private next = 0;

  /** UIDs the generator must not draw for another company. */
  get reservedUids(): string[] {
    return this.identities.flatMap((identity) => (identity.uid ? [identity.uid] : []));
  }

  /** The identity the next qualifying company takes, or null (most companies). */
  take(): ListedIdentity | null {
    this.qualifying++;
    if (this.qualifying % LISTED_EVERY !== 0 || this.next >= this.identities.length) return null;
    return this.identities[this.next++];
  }
}
