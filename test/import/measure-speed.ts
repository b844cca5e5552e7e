/**
 * Measures import speed in publications per second (not a test: run it by hand, numbers in docs/import.md):
 *
 *   node --import tsx test/import/measure-speed.ts [companies=4000] [notices per company=5]
 *
 * 1. replays the old Zefix daily-summary sample (TSV, 140 notices);
 * 2. writes a synthetic set of SOGC notice XML files (new entry, mutations with person sections, dissolution,
 *    deletion) and imports it into a new register, then again (nothing changes), then with every company replayed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runImport } from "../../src/ingest/import/run-import.js";
import { parsePersonLines } from "../../src/ingest/person-lines/index.js";
import { uidCheckDigit } from "../../src/domain/uid.js";
import { fixture } from "./helpers.js";

const companies = Number(process.argv[2] ?? 4000);
const perCompany = Number(process.argv[3] ?? 5);
const dir = mkdtempSync(join(tmpdir(), "register-speed-"));

const LAST = ["Meier", "Müller", "Keller", "Brunner", "Gerber", "Frei", "Baumann", "Fischer", "Huber", "Steiner", "Graf", "Roth", "Weber", "Schmid", "Zimmermann", "Moser", "Widmer", "Wyss", "Bühler", "Lüthi"];
const FIRST = ["Anna", "Lea", "Marco", "Peter", "Sandra", "Reto", "Nina", "Urs", "Laura", "Jonas", "Beat", "Claudia", "Daniel", "Eva", "Fabian", "Gabriela"];
const PLACES = ["Zürich", "Bern", "Luzern", "Zug", "Baar", "Cham", "Basel", "Thun", "Aarau", "Olten", "Chur", "Sion", "Wil", "Uster", "Biel", "Schwyz", "Glarus", "Herisau"];
const ROLES = ["Mitglied des Verwaltungsrates", "Präsident des Verwaltungsrates", "Geschäftsführer", "Direktor"];
const SIGNING = ["mit Einzelunterschrift", "mit Kollektivunterschrift zu zweien", "mit Kollektivprokura zu zweien"];

let seed = 42;
const random = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return Math.floor(seed / 65536) % n; // the low bits of this generator repeat too soon
};
const pick = <T>(list: T[]) => list[random(list.length)];

function uid(n: number): string {
  for (let k = n; ; k++) {
    const first8 = String(10_000_000 + k).slice(-8);
    const check = uidCheckDigit(first8);
    if (check !== null) return `${first8}${check}`;
  }
}

function person(): { text: string; key: string } {
  const last = pick(LAST);
  const first = pick(FIRST);
  const origin = pick(PLACES);
  return { key: `${last}|${first}|${origin}`, text: `${last}, ${first}, von ${origin}, in ${pick(PLACES)}, ${pick(ROLES)}, ${pick(SIGNING)}` };
}

function xml(kind: "HR01" | "HR02" | "HR03", n: number, company: { name: string; uid: string }, date: string, text: string, tx: string): string {
  const formatted = `CHE-${company.uid.slice(0, 3)}.${company.uid.slice(3, 6)}.${company.uid.slice(6)}`;
  const block = (tag: string) => `<${tag}><company><name>${company.name}</name><uid>${formatted}</uid><seat>Zug</seat><legalForm>0106</legalForm>
<address><street>Seestrasse</street><houseNumber>${n % 200}</houseNumber><swissZipCode>6300</swissZipCode><town>Zug</town></address></company>
<purpose>Handel mit Waren aller Art.</purpose><capital><nominal>100000.00</nominal></capital></${tag}>`;
  return `<?xml version='1.0' encoding='UTF-8'?>
<${kind}:publication xmlns:${kind}="https://shab.ch/shab/${kind}-export"><meta><id>speed-${n}</id><rubric>HR</rubric><subRubric>${kind}</subRubric>
<language>de</language><publicationNumber>${kind}-${2_000_000_000 + n}</publicationNumber><publicationState>PUBLISHED</publicationState>
<publicationDate>${date}</publicationDate><cantons>ZG</cantons></meta><content><journalNumber>${n}</journalNumber><journalDate>${date}</journalDate>
<publicationText>${text}</publicationText>${kind === "HR03" ? block("commonsActual") : block("commonsNew")}<transaction>${tx}</transaction></content></${kind}:publication>`;
}

function writeSynthetic(root: string): number {
  let n = 0;
  for (let c = 0; c < companies; c++) {
    const company = { name: `Synthetik ${c} AG`, uid: uid(c * 7 + 1) };
    const folder = join(root, String(Math.floor(c / 1000)));
    mkdirSync(folder, { recursive: true });
    const officers = [person(), person(), person()];
    const head = `${company.name}, in Zug, CHE-${company.uid.slice(0, 3)}.${company.uid.slice(3, 6)}.${company.uid.slice(6)}, Aktiengesellschaft`;
    const day = (i: number) => new Date(Date.UTC(2015, 0, 1) + (c % 300) * 86_400_000 + i * 200 * 86_400_000).toISOString().slice(0, 10);
    writeFileSync(join(folder, `${++n}.xml`), xml("HR01", n, company, day(0), `${head} (Neueintragung). Eingetragene Personen: ${officers.map((o) => o.text).join("; ")}.`, "<registration>true</registration>"));
    for (let i = 1; i < perCompany - 1; i++) {
      const leaving = officers.shift()!;
      const joining = person();
      officers.push(joining);
      writeFileSync(
        join(folder, `${++n}.xml`),
        xml("HR02", n, company, day(i), `${head}. Ausgeschiedene Personen und erloschene Unterschriften: ${leaving.text}. Eingetragene Personen neu oder mutierend: ${joining.text}.`, "<update><changements><others>true</others></changements></update>"),
      );
    }
    if (perCompany > 1) {
      const last = c % 5 === 0;
      writeFileSync(
        join(folder, `${++n}.xml`),
        last
          ? xml("HR03", n, company, day(perCompany - 1), `${head}. Die Gesellschaft wird gelöscht.`, `<delete><deletionDate>${day(perCompany - 1)}</deletionDate></delete>`)
          : xml("HR02", n, company, day(perCompany - 1), `${head}. Eingetragene Personen neu oder mutierend: ${person().text}.`, "<update><changements><others>true</others></changements></update>"),
      );
    }
  }
  return n;
}

async function measure(label: string, path: string, inputs: string[], replayAll = false): Promise<void> {
  const started = process.hrtime.bigint();
  const report = await runImport({ databasePath: path, source: "files", inputs, parsePersonLines, replayAll, reportPath: `${path}.report.json` });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const publications = report.records.publications.added + report.records.publications.changed + report.records.publications.unchanged;
  console.log(
    `${label.padEnd(44)} ${String(publications).padStart(7)} publications in ${seconds.toFixed(2).padStart(6)} s = ${String(Math.round(publications / seconds)).padStart(6)} /s` +
      `  (${report.dataset.companies} companies, ${report.dataset.persons} persons, ${report.dataset.mandates} mandates; ${report.failures.length} unusable)`,
  );
}

try {
  await measure("TSV sample, new register", join(dir, "tsv.sqlite"), [fixture("tsv")]);
  await measure("TSV sample, again (unchanged)", join(dir, "tsv.sqlite"), [fixture("tsv")]);
  const xmlDir = join(dir, "xml");
  const written = writeSynthetic(xmlDir);
  console.log(`wrote ${written} synthetic SOGC notices for ${companies} companies`);
  await measure("synthetic SOGC XML, new register", join(dir, "xml.sqlite"), [xmlDir]);
  await measure("synthetic SOGC XML, again (unchanged)", join(dir, "xml.sqlite"), [xmlDir]);
  await measure("synthetic SOGC XML, every company replayed", join(dir, "xml.sqlite"), [xmlDir], true);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
