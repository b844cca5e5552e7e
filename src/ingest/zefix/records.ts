/** Zefix PublicREST answers (CompanyFull, SogcPublicationAndCompanyShort) as normalized records. */
import { createHash } from "node:crypto";
import type { CompanyStatus } from "../../domain/codes.js";
import {
  addressLine,
  chidNormal,
  formatCapital,
  guessLanguage,
  isoDay,
  legalFormByZefixId,
  legalFormCode,
  municipalityByBfs,
  text,
  uidDigits,
} from "../import/normalize.js";
import type { CompanyFacts, CompanyRef, PublicationRecord, SnapshotRecord, StatusChange } from "../import/records.js";
import { cleanGazetteText } from "../text-hygiene.js";
import type { CompanyFull, CompanyShort, SogcPublication } from "./schemas.js";

/** Zefix status → register status (DESIGN.md section 5). */
export function zefixStatus(status: string | null | undefined): CompanyStatus | null {
  switch (status) {
    case "ACTIVE":
      return "active";
    case "BEING_CANCELLED":
      return "liquidation";
    case "CANCELLED":
      return "deleted";
    default:
      return null;
  }
}

/** Mutation type ids of data/zefix_sogc_mutation_types.csv that change the status, most decisive first. */
const STATUS_BY_MUTATION: [StatusChange, number[], RegExp][] = [
  ["deletion", [7], /^status\.loeschung$/],
  ["reentry", [8], /^status\.wiedereintrag$/],
  ["revocation", [6], /^status\.wiederrufliq$/],
  ["dissolution", [3, 4, 5], /^status\.aufl/],
  ["new", [2], /^status\.neu$/],
];

export function statusChangeOfMutations(types: { id?: number | null; key?: string | null }[]): StatusChange | null {
  for (const [change, ids, key] of STATUS_BY_MUTATION) {
    if (types.some((t) => (t.key && key.test(t.key)) || (t.id !== null && t.id !== undefined && ids.includes(t.id)))) return change;
  }
  return null;
}

export function companyRefOf(company: CompanyShort): CompanyRef {
  return {
    ehraId: company.ehraid && company.ehraid > 0 ? company.ehraid : null,
    uid: uidDigits(company.uid),
    chid: chidNormal(company.chid),
  };
}

function shortFacts(company: CompanyShort): CompanyFacts {
  const facts: CompanyFacts = {};
  const name = text(company.name);
  if (name) facts.name = name;
  const legalForm = legalFormCode(company.legalForm?.uid) ?? legalFormByZefixId(company.legalForm?.id);
  if (legalForm) facts.legalForm = legalForm;
  const status = zefixStatus(company.status);
  if (status) facts.status = status;
  const uid = uidDigits(company.uid);
  if (uid) facts.uid = uid;
  const chid = chidNormal(company.chid);
  if (chid) facts.chid = chid;
  const place = municipalityByBfs(company.legalSeatId);
  if (company.legalSeatId) facts.municipality = company.legalSeatId;
  if (place) facts.canton = place.canton;
  if (status === "deleted") facts.deletionDate = isoDay(company.deletionDate);
  else if (status) facts.deletionDate = null;
  return facts;
}

/** CompanyFull facts; a field the answer leaves out (a search result's CompanyShort has few) says nothing. */
function fullFacts(company: CompanyFull): CompanyFacts {
  const facts = shortFacts(company);
  if (company.translation) {
    facts.translations = company.translation.map((t) => text(t)).filter((t): t is string => t !== null);
  }
  if (company.oldNames) {
    facts.previousNames = [...company.oldNames]
      .filter((old) => text(old.name) !== null)
      // A bigger sequence number is an older name; most recent first.
      .sort((a, b) => (a.sequenceNr ?? 0) - (b.sequenceNr ?? 0))
      .map((old) => text(old.name)!);
  }
  const address = company.address;
  if (address) {
    const careOf = text(address.careOf);
    facts.address = addressLine([
      text(address.organisation),
      careOf && !/^c\/o\b/i.test(careOf) ? `c/o ${careOf}` : careOf,
      [text(address.street), text(address.houseNumber)].filter(Boolean).join(" "),
      text(address.addon),
      text(address.poBox),
    ]);
    facts.zip = text(address.swissZipCode);
    facts.town = text(address.city) ?? text(company.legalSeat);
  } else if (text(company.legalSeat) && company.address === null) {
    facts.town = text(company.legalSeat);
  }
  const canton = text(company.canton);
  if (canton) facts.canton = canton.toUpperCase();
  if (company.purpose !== undefined) facts.purpose = text(company.purpose);
  if (company.capitalNominal !== undefined) facts.capital = formatCapital(company.capitalNominal, company.capitalCurrency);
  return facts;
}

function publicationKey(ref: CompanyRef, publication: SogcPublication, message: string): string {
  if (publication.sogcId !== null && publication.sogcId !== undefined && String(publication.sogcId).trim() !== "") {
    return `sogc:${String(publication.sogcId).trim()}`;
  }
  const digest = createHash("sha256").update(`${ref.ehraId}|${publication.sogcDate}|${message}`).digest("hex").slice(0, 16);
  return `zefix:${digest}`;
}

/** One SogcPublication of a company as a publication record, or a reason why it cannot be one. */
export function publicationRecord(ref: CompanyRef, publication: SogcPublication): PublicationRecord | string {
  const sogcDate = isoDay(publication.sogcDate);
  if (!sogcDate) return `publication ${publication.sogcId ?? "?"} has no valid sogcDate`;
  const message = cleanGazetteText(publication.message ?? "");
  const types = publication.mutationTypes ?? [];
  const journalNo = publication.registryOfCommerceJournalId;
  return {
    key: publicationKey(ref, publication, message),
    format: "zefix-rest",
    company: ref,
    sogcId: publication.sogcId === null || publication.sogcId === undefined ? null : String(publication.sogcId),
    sogcDate,
    journalNo: journalNo === null || journalNo === undefined ? null : String(journalNo),
    journalDate: isoDay(publication.registryOfCommerceJournalDate),
    mutationTypes: types.map((t) => t.key ?? (t.id !== null && t.id !== undefined ? String(t.id) : null)).filter((k): k is string => k !== null),
    language: message.length > 0 ? guessLanguage(message) : null,
    text: message,
    statusChange: statusChangeOfMutations(types),
    before: {},
    after: {},
  };
}

/** A CompanyFull as a snapshot plus its publications. */
export function companyFullRecords(company: CompanyFull): { snapshot: SnapshotRecord | null; publications: (PublicationRecord | string)[]; ref: CompanyRef } {
  const ref = companyRefOf(company);
  const publications = (company.sogcPub ?? []).map((p) => publicationRecord(ref, p));
  if (!ref.ehraId && !ref.uid && !ref.chid) return { snapshot: null, publications, ref };
  const dates = [isoDay(company.sogcDate), ...(company.sogcPub ?? []).map((p) => isoDay(p.sogcDate))].filter((d): d is string => d !== null);
  return {
    ref,
    snapshot: { format: "zefix-rest", company: ref, asOf: dates.length > 0 ? dates.sort().at(-1)! : null, facts: fullFacts(company) },
    publications,
  };
}

/** A CompanyShort (from sogc/bydate or a search) as a snapshot of what it says. */
export function companyShortSnapshot(company: CompanyShort): SnapshotRecord | null {
  const ref = companyRefOf(company);
  if (!ref.ehraId && !ref.uid && !ref.chid) return null;
  return { format: "zefix-rest", company: ref, asOf: isoDay(company.sogcDate), facts: shortFacts(company) };
}
