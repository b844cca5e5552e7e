/**
 * Reads one Amtsblattportal commercial-register notice (`GET /api/v1/publications/{id}/xml`): root `HR01:publication`
 * (new entry), `HR02:publication` (mutation) or `HR03:publication` (deletion), with `meta` and `content`
 * (`publicationText`, `commonsNew` / `commonsActual` company blocks, `transaction`). See docs/import.md for which
 * elements were observed in published notices and which are inferred.
 */
import { XMLParser } from "fast-xml-parser";
import {
  addressLine,
  chidNormal,
  formatCapital,
  isoDay,
  legalFormCode,
  municipalityBySeat,
  splitTranslations,
  text,
  uidDigits,
} from "../import/normalize.js";
import type { CompanyFacts, CompanyRef, PublicationRecord, StatusChange } from "../import/records.js";
import { cleanGazetteText } from "../text-hygiene.js";

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // The notice text may carry markup (`<FT TYPE="F">`); it is kept raw and cleaned by the text hygiene.
  stopNodes: ["*.publicationText"],
  processEntities: true,
});

function node(value: unknown): Node | null {
  if (Array.isArray(value)) return node(value[0]);
  return value !== null && typeof value === "object" ? (value as Node) : null;
}

function leaf(value: unknown): string | null {
  if (Array.isArray(value)) return leaf(value[0]);
  if (value === null || value === undefined) return null;
  if (typeof value === "object") {
    const inner = (value as Node)["#text"];
    return inner === undefined ? null : text(inner);
  }
  return text(value);
}

function flag(value: unknown): boolean {
  return leaf(value)?.toLowerCase() === "true";
}

function list(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.flatMap((v) => (leaf(v) ?? "").split(/[,\s]+/)).filter((v) => v.length > 0);
}

function companyFacts(block: Node | null, cantons: string[], language: string | null): CompanyFacts {
  if (!block) return {};
  const company = node(block.company);
  const facts: CompanyFacts = {};
  if (company) {
    const name = leaf(company.name);
    if (name) facts.name = name;
    // An absent element states nothing; the replay drops translations when the name changes without new ones.
    if ("translations" in company) facts.translations = splitTranslations(leaf(company.translations));
    const uid = uidDigits(leaf(company.uid)) ?? uidDigits(leaf(company.uidOrganisationId));
    if (uid) facts.uid = uid;
    const chid = chidNormal(leaf(company.code13));
    if (chid) facts.chid = chid;
    const legalForm = legalFormCode(leaf(company.legalForm));
    if (legalForm) facts.legalForm = legalForm;
    const seat = leaf(company.seat);
    const place = cantons.map((canton) => municipalityBySeat(seat, canton)).find((p) => p !== null) ?? municipalityBySeat(seat, null);
    if (place) {
      facts.municipality = place.bfsNr;
      facts.canton = place.canton;
    } else if (cantons.length === 1) {
      facts.canton = cantons[0];
    }
    const address = node(company.address);
    if (flag(company.noAddress) || !address) {
      facts.address = null;
      facts.zip = null;
      facts.town = seat;
    } else {
      facts.address = addressLine([
        leaf(address.addressLine1),
        leaf(address.addressLine2),
        [leaf(address.street), leaf(address.houseNumber)].filter(Boolean).join(" "),
        leaf(address.poBox) ? `Postfach ${leaf(address.poBox)}` : null,
      ]);
      facts.zip = leaf(address.swissZipCode);
      facts.town = leaf(address.town) ?? seat;
    }
  }
  if ("purpose" in block) facts.purpose = leaf(block.purpose);
  const capital = node(block.capital);
  if (capital) facts.capital = formatCapital(leaf(capital.nominal), leaf(capital.currency) ?? "CHF");
  if (language) facts.language = language;
  return facts;
}

function statusOfUpdate(transaction: Node | null): { change: StatusChange | null; keys: string[] } {
  const changements = node(node(transaction?.update)?.changements);
  const status = node(changements?.statusChanged);
  const keys: string[] = [];
  if (changements && (flag(changements.addressChanged) || flag(changements.seatChanged))) keys.push("adressaenderung");
  if (!status) return { change: null, keys };
  const bankruptcy = node(status.bankruptcy);
  const liquidation = node(status.liquidation);
  const dissolution = node(liquidation?.dissolution);
  const liquidationDissolved = dissolution !== null && Object.values(dissolution).some((v) => flag(v));
  if (flag(status.reentry) || flag(status.reapplication)) return { change: "reentry", keys: ["status.wiedereintrag", ...keys] };
  if (flag(liquidation?.revocation) || flag(bankruptcy?.revocation)) return { change: "revocation", keys: ["status.wiederrufliq", ...keys] };
  if (flag(bankruptcy?.dissolution)) return { change: "dissolution", keys: ["status.aufl.konk", ...keys] };
  if (liquidationDissolved) return { change: "dissolution", keys: ["status.aufl.liq", ...keys] };
  return { change: null, keys };
}

/** One notice's XML as a publication record, or the reason it cannot be one. */
export function readPublicationXml(xml: string): PublicationRecord | string {
  // A download cut short would still parse into a partial notice: the closing root element must be there.
  if (!/<\/(?:[\w.-]+:)?publication>\s*$/.test(xml)) return "not well-formed XML: no closing </publication> (cut short?)";
  let document: Node;
  try {
    // No separate validation pass (it doubles the cost): a document that parses into the expected elements is used.
    document = parser.parse(xml) as Node;
  } catch (error) {
    return `not well-formed XML: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`;
  }
  const root = node(document.publication);
  if (!root) return "no <publication> root element";
  const meta = node(root.meta);
  const content = node(root.content);
  if (!meta || !content) return "no <meta> or <content>";
  const subRubric = leaf(meta.subRubric) ?? leaf(meta.publicationNumber)?.slice(0, 4) ?? null;
  if (subRubric !== "HR01" && subRubric !== "HR02" && subRubric !== "HR03") return `not a commercial-register notice (subRubric ${subRubric ?? "missing"})`;
  const sogcDate = isoDay(leaf(meta.publicationDate));
  if (!sogcDate) return "no valid publicationDate";
  const number = /(\d+)$/.exec(leaf(meta.publicationNumber) ?? "")?.[1] ?? null;
  const metaId = leaf(meta.id);
  if (!number && !metaId) return "neither publicationNumber nor id";

  const language = leaf(meta.language);
  const cantons = list(meta.cantons).map((c) => c.toUpperCase());
  const commonsNew = node(content.commonsNew);
  const commonsActual = node(content.commonsActual);
  const after = companyFacts(commonsNew ?? commonsActual, cantons, language);
  const before = commonsNew ? companyFacts(commonsActual, cantons, language) : {};
  const transaction = node(content.transaction);
  const journalDate = isoDay(leaf(content.journalDate));

  let statusChange: StatusChange | null = null;
  let mutationTypes: string[] = [];
  if (subRubric === "HR01") {
    statusChange = "new";
    mutationTypes = ["status.neu"];
    after.status = "active";
    after.registerDate = journalDate ?? sogcDate;
  } else if (subRubric === "HR03") {
    statusChange = "deletion";
    mutationTypes = ["status.loeschung"];
    after.status = "deleted";
    after.deletionDate = isoDay(leaf(node(transaction?.delete)?.deletionDate)) ?? journalDate ?? sogcDate;
  } else {
    const update = statusOfUpdate(transaction);
    statusChange = update.change;
    mutationTypes = update.keys;
  }

  const ref: CompanyRef = { ehraId: null, uid: after.uid ?? before.uid ?? null, chid: after.chid ?? before.chid ?? null };
  const rawText = content.publicationText;
  return {
    key: number ? `sogc:${number}` : `amtsblatt:${metaId}`,
    format: "sogc-xml",
    company: ref,
    sogcId: number,
    sogcDate,
    journalNo: leaf(content.journalNumber),
    journalDate,
    mutationTypes,
    language,
    text: cleanGazetteText(typeof rawText === "string" ? rawText : (leaf(rawText) ?? "")),
    statusChange,
    before,
    after,
  };
}
