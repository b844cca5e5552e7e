import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readDailySummaryTsv } from "../../src/ingest/files/daily-summary-tsv.js";
import { readInputs } from "../../src/ingest/files/read-inputs.js";
import { formatCapital } from "../../src/ingest/import/normalize.js";
import type { PublicationRecord, ReadItem, SnapshotRecord } from "../../src/ingest/import/records.js";
import { readPublicationXml } from "../../src/ingest/sogc/publication-xml.js";
import { fixture } from "./helpers.js";

async function collect(items: AsyncIterable<ReadItem>): Promise<ReadItem[]> {
  const all: ReadItem[] = [];
  for await (const item of items) all.push(item);
  return all;
}

const publications = (items: ReadItem[]) => items.flatMap((i) => (i.kind === "publication" ? [i.record] : []));
const snapshots = (items: ReadItem[]) => items.flatMap((i) => (i.kind === "snapshot" ? [i.record] : []));

describe("old Zefix daily-summary TSV", () => {
  it("reads every line of the sample as a notice, a company or a name, and none as unusable", async () => {
    const items = await collect(readDailySummaryTsv(fixture("tsv", "zefix-daily-summaries-sample.tsv"), "sample.tsv"));
    expect(items.filter((i) => i.kind === "failure")).toEqual([]);
    // 140 notice lines; 44 company lines and 72 name lines make one snapshot per company.
    expect(publications(items)).toHaveLength(140);
    expect(snapshots(items).length).toBeGreaterThan(40);
  });

  it("takes the notice text from field 23, or 22 when the publication number is missing, with markup removed", async () => {
    const items = publications(await collect(readDailySummaryTsv(fixture("tsv", "zefix-daily-summaries-sample.tsv"))));
    const abaco = items.find((p) => p.key === "zefix-tsv:471512")!; // 23 fields: no publication number
    expect(abaco.text.startsWith("Abaco Design GmbH, in Schaffhausen, Stadthausgasse 1")).toBe(true);
    expect(abaco.text).not.toMatch(/<[A-Z]>|Verfügung/);
    expect(abaco).toMatchObject({
      company: { ehraId: 601009, chid: "CH29040137240" },
      statusChange: "new",
      mutationTypes: ["status.neu"],
      sogcDate: "2001-01-31",
      journalDate: "2001-01-25",
      journalNo: "128",
      sogcId: null,
    });
    expect(abaco.after).toMatchObject({ name: "Abaco Design GmbH", legalForm: "0107", canton: "SH", status: "active", registerDate: "2001-01-25" });
    const equam = items.find((p) => p.key === "sogc:103284")!; // 24 fields: publication number in field 13
    expect(equam.text.startsWith("EQUAM Stiftung, in Zürich")).toBe(true);
  });

  it("reads a renaming notice's new firm, a deletion, and a dissolution", async () => {
    const items = publications(await collect(readDailySummaryTsv(fixture("tsv", "zefix-daily-summaries-sample.tsv"))));
    const renamed = items.find((p) => p.key === "zefix-tsv:675345" || (p.company.ehraId === 271150 && p.after.name?.endsWith("in Liquidation") && p.before.name !== p.after.name))!;
    expect(renamed.before.name).toBe("Stiftung Entropia Promotion (Europe)");
    expect(renamed.after.name).toBe("Stiftung Entropia Promotion (Europe) in Liquidation");
    expect(renamed.statusChange).toBe("dissolution");
    const deletion = items.find((p) => p.company.ehraId === 186673 && p.statusChange === "deletion")!;
    expect(deletion.after).toMatchObject({ status: "deleted", deletionDate: "2001-05-03" });
  });

  it("builds a company snapshot from the company line and its name lines", async () => {
    const items = snapshots(await collect(readDailySummaryTsv(fixture("tsv", "zefix-daily-summaries-sample.tsv"))));
    const adp = items.find((s) => s.company.ehraId === 451407)!;
    expect(adp.facts).toMatchObject({
      name: "ADP Analyse Design Planung AG",
      previousNames: ["ADP Analyse Design Planung GmbH", "adp Analyse, Design & Programmierung GmbH"],
    });
    const storella = items.find((s) => s.company.ehraId === 186673)!;
    expect(storella.facts).toMatchObject({ status: "deleted", deletionDate: "2001-05-09", legalForm: "0106", municipality: 5097, canton: "TI" });
    const guamo = items.find((s) => s.company.ehraId === 74461)!;
    expect(guamo.facts).toMatchObject({ capital: "CHF 200'000.00", uid: "102459663", address: "Via Bossi 50", zip: "6830", town: "Chiasso", notDeleted: true });
  });
});

describe("Amtsblattportal notice XML", () => {
  const read = (name: string) => readPublicationXml(readFileSync(fixture("amtsblatt", name), "utf8")) as PublicationRecord;

  it("reads a new entry (HR01): company block, status, text, journal", () => {
    const record = read("2024-02-05-HR01-1005900001.xml");
    expect(record).toMatchObject({
      key: "sogc:1005900001",
      format: "sogc-xml",
      company: { ehraId: null, uid: "400000002", chid: "CH17040900020" },
      sogcDate: "2024-02-05",
      journalDate: "2024-01-31",
      journalNo: "3101",
      language: "de",
      statusChange: "new",
      mutationTypes: ["status.neu"],
    });
    expect(record.after).toMatchObject({
      name: "Testwerk GmbH", legalForm: "0107", address: "Lindenstrasse 4", zip: "6340", town: "Baar", municipality: 1701, canton: "ZG",
      capital: "CHF 20'000.00", purpose: "Entwicklung und Vertrieb von Prüfgeräten.",
    });
    expect(record.text).toContain("Stammkapital: CHF 20'000.00.");
  });

  it("reads a mutation (HR02) with the company before and after, and strips the escaped markup of its text", () => {
    const record = read("2024-06-10-HR02-1005950002.xml");
    expect(record.before).toMatchObject({ name: "Testwerk GmbH", town: "Baar" });
    expect(record.after).toMatchObject({ name: "Testwerk Holding GmbH", town: "Zug", translations: ["Testwerk Holding Sàrl", "Testwerk Holding Ltd"] });
    expect(record.text.startsWith("Testwerk GmbH, bisher in Baar, CHE-400.000.002,")).toBe(true);
    expect(record.mutationTypes).toEqual(["adressaenderung"]);
    expect(record.statusChange).toBeNull();
  });

  it("reads dissolution, its revocation and the deletion (HR03) from the transaction", () => {
    expect(read("2025-01-20-HR02-1006300003.xml")).toMatchObject({ statusChange: "dissolution", mutationTypes: ["status.aufl.liq"] });
    expect(read("2025-03-03-HR02-1006350004.xml")).toMatchObject({ statusChange: "revocation", mutationTypes: ["status.wiederrufliq"] });
    expect(read("2025-09-08-HR03-1006500005.xml")).toMatchObject({
      statusChange: "deletion",
      after: { status: "deleted", deletionDate: "2025-09-03", name: "Testwerk Holding GmbH" },
    });
  });

  it("gives a reason for XML it cannot use", () => {
    expect(readPublicationXml("<nicht>wohlgeformt")).toMatch(/not well-formed|no <publication>/);
    expect(readPublicationXml(readFileSync(fixture("broken", "kk-notice.xml"), "utf8"))).toMatch(/not a commercial-register notice/);
  });
});

describe("Zefix PublicREST JSON", () => {
  it("reads a company/uid answer as one snapshot per company plus its publications", async () => {
    const items = await collect(readInputs([fixture("rest", "company-uid-CHE100000006.json")], fixture()));
    const [head, branch] = snapshots(items) as SnapshotRecord[];
    expect(head).toMatchObject({
      company: { ehraId: 900001, uid: "100000006", chid: "CH02030900001" },
      asOf: "2021-05-05",
      facts: {
        name: "Muster Beispiel AG", status: "active", legalForm: "0106", capital: "CHF 100'000.00", address: "Bahnhofstrasse 1", zip: "8001",
        town: "Zürich", municipality: 261, canton: "ZH", previousNames: ["Muster Alt AG"], translations: ["Muster Beispiel SA", "Muster Beispiel Ltd"],
      },
    });
    expect(branch.company.ehraId).toBe(900002);
    const records = publications(items);
    expect(records.map((r) => r.key)).toEqual(["sogc:1004800001", "sogc:1004900002", "sogc:1005100002", "sogc:1005000003"]);
    expect(records[0]).toMatchObject({ statusChange: "new", journalDate: "2020-01-08", journalNo: "1001" });
  });

  it("repairs double-encoded messages and removes the new gazette markup", async () => {
    const records = publications(await collect(readInputs([fixture("rest")], fixture())));
    const repaired = records.find((r) => r.key === "sogc:1005100002")!;
    expect(repaired.text).toContain("in Zürich, CHE-100.000.006");
    expect(repaired.text).toContain("Präsidentin des Verwaltungsrates");
    const marked = records.find((r) => r.key === "sogc:1004900002")!;
    expect(marked.text.startsWith("Muster Alt AG, in Zürich, CHE-100.000.006,")).toBe(true);
  });

  it("reads sogc/bydate answers as publications with a snapshot of the company", async () => {
    const items = await collect(readInputs([fixture("rest", "sogc-bydate-2026-03-16.json")], fixture()));
    expect(publications(items).map((r) => r.key)).toEqual(["sogc:1006620021", "sogc:1006620022"]);
    expect(snapshots(items)[1]).toMatchObject({ company: { ehraId: 900004 }, asOf: "2026-03-16", facts: { name: "Neu Start GmbH", status: "active", legalForm: "0107" } });
  });

  it("reports every file and record it cannot use, with the reason", async () => {
    const failures = (await collect(readInputs([fixture("broken")], fixture()))).flatMap((i) => (i.kind === "failure" ? [i.failure] : []));
    expect(failures.map((f) => f.where)).toEqual([
      "broken/bad.json",
      "broken/kk-notice.xml",
      "broken/not-xml.xml",
      "broken/publication-list.json",
      "broken/unknown-code.tsv:1",
      "broken/unknown-code.tsv:2",
    ]);
    expect(failures.every((f) => f.reason.length > 0)).toBe(true);
  });
});

describe("normalization", () => {
  it("writes capital the way the register does", () => {
    expect(formatCapital("100000", "CHF")).toBe("CHF 100'000.00");
    expect(formatCapital(20000, null)).toBe("CHF 20'000.00");
    expect(formatCapital("2500000.50", "EUR")).toBe("EUR 2'500'000.50");
    expect(formatCapital("", "CHF")).toBeNull();
  });
});
