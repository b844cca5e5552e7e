/**
 * The SIX-listed equities shipped in `data/market/` (sources: data/market/SOURCES.md): symbol, ISIN, name, register
 * UID where confirmed, sector, currency and index membership, with the accounting standard, fiscal-year end and
 * website of `listed_company_metadata.csv` where a name matches.
 */
import { readDataCsv } from "../domain/reference.js";
import { nameKey } from "../domain/text.js";

/** A listing as the reference list gives it, before it is linked to the register. */
export interface ListingReference {
  symbol: string;
  isin: string | null;
  name: string | null;
  /** The register UID's 9 digits where the list confirms it. */
  uid: string | null;
  /** The company's seat (municipality) where known; the shipped list has none. */
  seat: string | null;
  sector: string | null;
  currency: string;
  indexes: string[];
  website: string | null;
  accountingStandard: string | null;
  fiscalYearEnd: string | null;
}

/**
 * The folded key of a company name for matching listings to the register: words in parentheses dropped (`Roche
 * Holding AG (bearer share)`), initials joined (`S.A.` and `SA` both give `sa`).
 */
export function listingNameKey(name: string): string {
  const words = nameKey(name.replace(/\([^)]*\)/g, " ")).split(" ");
  const joined: string[] = [];
  let initials = "";
  for (const word of words) {
    if (word.length === 1) {
      initials += word;
      continue;
    }
    if (initials) joined.push(initials);
    initials = "";
    joined.push(word);
  }
  if (initials) joined.push(initials);
  return joined.filter(Boolean).join(" ");
}

const orNull = (text: string | undefined) => (text === undefined || text === "" ? null : text);

/** The shipped reference list, in symbol order. */
export function loadListingReferences(): ListingReference[] {
  const metadata = new Map(readDataCsv("market/listed_company_metadata.csv").map((row) => [listingNameKey(row.name), row]));
  return readDataCsv("market/six_listed.csv")
    .map((row): ListingReference => {
      const name = orNull(row.name);
      const meta = name ? metadata.get(listingNameKey(name)) : undefined;
      return {
        symbol: row.symbol.toUpperCase(),
        isin: orNull(row.isin),
        name,
        uid: orNull(row.uid.replace(/\D/g, "")),
        seat: null,
        sector: orNull(row.sector),
        currency: row.currency || "CHF",
        // `SMI(successor line of ROG; inferred)` is a membership in the SMI with a note.
        indexes: row.index_membership.split("|").map((entry) => entry.split("(")[0].trim()).filter(Boolean),
        website: orNull(meta?.url),
        accountingStandard: orNull(meta?.accounting_rules),
        fiscalYearEnd: orNull(meta?.annual_closing_date),
      };
    })
    .sort((a, b) => (a.symbol < b.symbol ? -1 : 1));
}
