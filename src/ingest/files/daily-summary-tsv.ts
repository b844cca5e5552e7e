/**
 * Reads the old Zefix open-data daily summaries (tab-separated, no header, 2001..2017). One file mixes three kinds of
 * lines, told apart by their shape (field numbers below are 1-based, as in docs/import.md):
 *
 * - notice (23, 24, 32 or 33 fields): 1 EHRA-ID, 2 CH-number, 3 internal notice id, 4 Zefix legal form id, 5 canton,
 *   6 register office, 7 mutation code (ZNE new entry, ZAN mutation, ZLI dissolution, ZKS bankruptcy, ZLO deletion,
 *   ZBE correction, ZNA addendum), 8 journal date, 9 journal number, 10 SOGC date, 11 SOGC issue, 12 page,
 *   13 SOGC publication number (from 24 fields on), then flags, then the notice text (field 23; 22 when field 13 is
 *   missing), then on longer lines the address, purpose and UID of the company at the time;
 * - company (27 fields): 1 EHRA-ID, 2 CH-number, 3 legal form id, 4 head office, 5 seat BFS number, 6 seat,
 *   7 register office, 8 capital, 9 currency, 10 status (0 deleted), 11 deletion date, 12 last SOGC date, ...,
 *   19 c/o, 20 street, 21 house number, 22 addition, 23 PO box, 24 zip, 25 town, 26 purpose, 27 UID;
 * - name (8 fields): 1 EHRA-ID, 2 sequence, 3 kind (1 name, 2 translation), 4 language, 5 state (3 current,
 *   -1 former), 6 name, 7 valid from, 8 valid to (2100-12-31 while current).
 *
 * The field meanings are inferred from the sample (../shared/samples/sogc); the EHRA-ID reading of field 1 too.
 */
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import {
  addressLine,
  chidNormal,
  formatCapital,
  guessLanguage,
  isoDay,
  legalFormByZefixId,
  municipalityByBfs,
  splitTranslations,
  uidDigits,
} from "../import/normalize.js";
import type { CompanyFacts, CompanyRef, PublicationRecord, ReadItem, SnapshotRecord, StatusChange } from "../import/records.js";
import { cleanGazetteText } from "../text-hygiene.js";

const CODES: Record<string, { change: StatusChange | null; key: string | null }> = {
  ZNE: { change: "new", key: "status.neu" },
  ZLI: { change: "dissolution", key: "status.aufl.liq" },
  ZKS: { change: "dissolution", key: "status.aufl.konk" },
  ZLO: { change: "deletion", key: "status.loeschung" },
  ZAN: { change: null, key: null },
  ZBE: { change: null, key: null },
  ZNA: { change: null, key: null },
};

function plain(value: string | undefined): string | null {
  const cleaned = cleanGazetteText(value ?? "");
  return cleaned.length > 0 ? cleaned : null;
}

/** The inner text of the first `<T>…<E>` of an old Zefix notice, cleaned (`<F>Abaco GmbH,<E>` → `Abaco GmbH`). */
function tagged(raw: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)<E>`).exec(raw);
  if (!match) return null;
  return plain(match[1])?.replace(/[\s,;.]+$/, "") || null;
}

function refOf(fields: string[]): CompanyRef | null {
  const ehraId = /^\d+$/.test(fields[0]) ? Number(fields[0]) : null;
  const ref = { ehraId: ehraId && ehraId > 0 ? ehraId : null, uid: null, chid: chidNormal(fields[1]) };
  return ref.ehraId || ref.chid ? ref : null;
}

function noticeRecord(fields: string[]): PublicationRecord | string {
  const ref = refOf(fields);
  if (!ref) return "notice without EHRA-ID or CH-number";
  const code = CODES[fields[6]];
  if (!code) return `unknown mutation code ${fields[6]}`;
  const sogcDate = isoDay(fields[9]);
  if (!sogcDate) return "notice without a valid SOGC date";
  const hasNumber = /^\d+$/.test(fields[12]);
  const raw = fields[hasNumber ? 22 : 21] ?? "";
  const notice = cleanGazetteText(raw);
  if (notice.length === 0) return "notice without text";

  const before: CompanyFacts = {};
  const after: CompanyFacts = {};
  const firm = tagged(raw, "F");
  if (firm) before.name = firm;
  const renamed = tagged(raw, "N");
  if (firm || renamed) after.name = renamed ?? firm!;
  const seat = tagged(raw, "S");
  if (seat) after.town = seat;
  const translations = tagged(raw, "V");
  if (translations) after.translations = splitTranslations(translations);
  const uid = uidDigits(tagged(raw, "L")) ?? uidDigits(fields[32]);
  if (uid) after.uid = uid;
  const chid = chidNormal(tagged(raw, "I")) ?? ref.chid;
  if (chid) after.chid = chid;
  const legalForm = legalFormByZefixId(Number(fields[3]));
  if (legalForm) after.legalForm = legalForm;
  if (/^[A-Z]{2}$/.test(fields[4])) after.canton = fields[4];
  if (fields.length >= 32) {
    // The company's address and purpose as the register held them with this notice.
    const street = addressLine([fields[24], [fields[25], fields[26]].filter((p) => p?.trim()).join(" "), fields[27], fields[28]]);
    if (street || fields[29]?.trim()) {
      after.address = street;
      after.zip = plain(fields[29]);
      after.town = plain(fields[30]) ?? after.town;
    }
    const purpose = plain(fields[31]);
    if (purpose) after.purpose = purpose;
  }
  const journalDate = isoDay(fields[7]);
  if (code.change === "new") {
    after.status = "active";
    after.registerDate = journalDate ?? sogcDate;
  }
  if (code.change === "deletion") {
    after.status = "deleted";
    after.deletionDate = journalDate ?? sogcDate;
  }
  const language = guessLanguage(notice);
  after.language = language;
  return {
    key: hasNumber ? `sogc:${fields[12]}` : `zefix-tsv:${fields[2]}`,
    format: "zefix-tsv",
    company: { ...ref, uid: uid ?? null },
    sogcId: hasNumber ? fields[12] : null,
    sogcDate,
    journalNo: /^\d+$/.test(fields[8]) ? fields[8] : null,
    journalDate,
    mutationTypes: code.key ? [code.key] : [],
    language,
    text: notice,
    statusChange: code.change,
    before,
    after,
  };
}

function companyFacts(fields: string[]): { facts: CompanyFacts; asOf: string | null; uid: string | null } {
  const facts: CompanyFacts = {};
  const chid = chidNormal(fields[1]);
  if (chid) facts.chid = chid;
  const legalForm = legalFormByZefixId(Number(fields[2]));
  if (legalForm) facts.legalForm = legalForm;
  const bfs = /^\d+$/.test(fields[4]) ? Number(fields[4]) : null;
  if (bfs) {
    facts.municipality = bfs;
    const place = municipalityByBfs(bfs);
    if (place) facts.canton = place.canton;
  }
  facts.address = addressLine([fields[18], [fields[19], fields[20]].filter((p) => p?.trim()).join(" "), fields[21], fields[22]]);
  facts.zip = plain(fields[23]);
  facts.town = plain(fields[24]) ?? plain(fields[5]);
  facts.purpose = plain(fields[25]);
  facts.capital = formatCapital(fields[7], fields[8]);
  const uid = uidDigits(fields[26]);
  if (uid) facts.uid = uid;
  if (fields[9] === "0") {
    facts.status = "deleted";
    facts.deletionDate = isoDay(fields[10]);
  } else {
    facts.notDeleted = true;
    facts.deletionDate = null;
  }
  return { facts, asOf: isoDay(fields[11]), uid };
}

interface NameLine {
  translation: boolean;
  current: boolean;
  name: string;
  from: string;
}

interface CompanyLines {
  ref: CompanyRef;
  company?: { facts: CompanyFacts; asOf: string | null };
  names: NameLine[];
  where: string;
}

function snapshotOf(lines: CompanyLines): SnapshotRecord {
  const facts: CompanyFacts = { ...lines.company?.facts };
  if (lines.names.length > 0) {
    const current = lines.names.filter((n) => n.current && !n.translation);
    if (current.length > 0) facts.name = current.sort((a, b) => b.from.localeCompare(a.from))[0].name;
    facts.translations = lines.names.filter((n) => n.current && n.translation).map((n) => n.name);
    facts.previousNames = lines.names
      .filter((n) => !n.current && !n.translation)
      .sort((a, b) => b.from.localeCompare(a.from))
      .map((n) => n.name);
  }
  const latestName = lines.names.map((n) => n.from).sort().at(-1) ?? null;
  return { format: "zefix-tsv", company: lines.ref, asOf: lines.company?.asOf ?? latestName, facts };
}

/** Reads one daily-summary file. Notices come in file order; company snapshots after them (a company's lines are grouped). */
export async function* readDailySummaryTsv(path: string, label = path): AsyncGenerator<ReadItem> {
  const companies = new Map<string, CompanyLines>();
  const lines = createInterface({ input: createReadStream(path, { encoding: "utf8" }), crlfDelay: Infinity });
  let number = 0;
  for await (const line of lines) {
    number++;
    if (line.trim().length === 0) continue;
    const fields = line.split("\t");
    const where = `${label}:${number}`;
    if (fields.length >= 23 && /^Z[A-Z]{2}$/.test(fields[6])) {
      const record = noticeRecord(fields);
      if (typeof record === "string") yield { kind: "failure", failure: { where, reason: record } };
      else yield { kind: "publication", record, where };
    } else if (fields.length === 27 && chidNormal(fields[1])) {
      const ref = refOf(fields);
      if (!ref) {
        yield { kind: "failure", failure: { where, reason: "company line without EHRA-ID" } };
        continue;
      }
      const { facts, asOf, uid } = companyFacts(fields);
      const key = String(ref.ehraId ?? ref.chid);
      const entry = companies.get(key) ?? { ref, names: [], where };
      entry.ref = { ...entry.ref, chid: ref.chid ?? entry.ref.chid, uid: uid ?? entry.ref.uid };
      // A company listed twice keeps the later state.
      if (!entry.company || (asOf ?? "") >= (entry.company.asOf ?? "")) entry.company = { facts, asOf };
      companies.set(key, entry);
    } else if (fields.length === 8 && /^\d+$/.test(fields[0]) && isoDay(fields[6])) {
      const name = plain(fields[5]);
      if (!name) {
        yield { kind: "failure", failure: { where, reason: "name line without a name" } };
        continue;
      }
      const key = fields[0];
      const entry = companies.get(key) ?? { ref: { ehraId: Number(fields[0]), uid: null, chid: null }, names: [], where };
      const to = isoDay(fields[7]) ?? "2100-12-31";
      entry.names.push({ translation: fields[2] === "2", current: to >= "2100-01-01" && fields[4] !== "-1", name, from: isoDay(fields[6])! });
      companies.set(key, entry);
    } else {
      yield { kind: "failure", failure: { where, reason: `unrecognized line (${fields.length} fields)` } };
    }
  }
  for (const entry of companies.values()) {
    yield { kind: "snapshot", record: snapshotOf(entry), where: entry.where };
  }
}
