/** Reference data shipped in `data/` (sources in data/SOURCES.md): cantons, municipalities, legal forms, NOGA 2008. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";
import type { LegalFormCategory } from "./codes.js";

/** The `data/` folder of the package; `src/domain` and `dist/domain` sit at the same depth. */
export const DATA_DIR = fileURLToPath(new URL("../../data/", import.meta.url));

export interface Canton {
  code: string;
  bfsNr: number;
  labels: { de: string; fr: string; it: string; en: string; rm: string };
}

export interface Municipality {
  bfsNr: number;
  canton: string;
  name: string;
}

export interface LegalForm {
  /** eCH-0097 code, e.g. `0107`. */
  code: string;
  zefixId: number;
  category: LegalFormCategory;
  names: { de: string; fr: string; it: string; en: string };
  shortNames: { de: string; fr: string; it: string; en: string };
}

export interface NogaNode {
  code: string;
  level: number;
  parent: string | null;
  section: string;
  labels: { de: string; fr: string; it: string; en: string };
}

/** eCH-0097 code → the contract's `legal_form` filter value. */
const CATEGORY_BY_CODE: Record<string, LegalFormCategory> = {
  "0101": "sole_proprietorship",
  "0103": "general_partnership",
  "0104": "limited_partnership",
  "0105": "limited_or_corporation",
  "0106": "limited_or_corporation",
  "0107": "limited_liability_company",
  "0108": "cooperative",
  "0109": "association",
  "0110": "foundation",
  "0111": "foreign_branch",
  "0113": "special_legal_forms",
  "0114": "limited_partnership",
  "0115": "special_legal_forms",
  "0116": "special_legal_forms",
  "0117": "institut",
  "0118": "special_legal_forms",
  "0119": "indivision",
  "0151": "swiss_branch",
};

/** A CSV file of data/ (path relative to it), one record per row keyed by the header, values trimmed. */
export function readDataCsv(file: string): Record<string, string>[] {
  return parse(readFileSync(DATA_DIR + file), { columns: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
}

export interface ReferenceData {
  cantons: Canton[];
  municipalities: Municipality[];
  legalForms: LegalForm[];
  noga: NogaNode[];
}

/** A table read from its file the first time it is asked for: a page naming a canton should not parse NOGA (0.1 s). */
function once<T>(read: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= read());
}

/** The 26 cantons with their names in the national languages and English. */
export const loadCantons = once((): Canton[] =>
  readDataCsv("ch_cantons_2023.csv").map((row) => ({
    code: row.abbreviation,
    bfsNr: Number(row.bfs_canton_nr),
    labels: { de: row.label_de, fr: row.label_fr, it: row.label_it, en: row.label_en, rm: row.label_roh },
  })),
);

/** The municipalities that exist in 2026. */
export const loadMunicipalities = once((): Municipality[] =>
  readDataCsv("ch_municipalities_bfs_2023-2026.csv")
    .filter((row) => row.in_2026 === "1")
    .map((row) => ({ bfsNr: Number(row.bfs_nr), canton: row.canton, name: row.name_official })),
);

/** The legal forms entered in the commercial register. */
export const loadLegalForms = once((): LegalForm[] =>
  readDataCsv("legal_forms_ech0097_zefix.csv")
    .filter((row) => row.in_commercial_register === "1")
    .map((row) => ({
      code: row.ech0097_code,
      zefixId: Number(row.zefix_legal_form_id),
      category: CATEGORY_BY_CODE[row.ech0097_code],
      names: { de: row.name_de, fr: row.name_fr, it: row.name_it, en: row.name_en },
      shortNames: { de: row.short_de, fr: row.short_fr, it: row.short_it, en: row.short_en },
    })),
);

/** Every node of NOGA 2008. */
export const loadNoga = once((): NogaNode[] =>
  readDataCsv("noga2008_full_de_fr_it_en.csv").map((row) => ({
    code: row.code,
    level: Number(row.level),
    parent: row.parent === "" ? null : row.parent,
    section: row.section,
    labels: { de: row.label_de, fr: row.label_fr, it: row.label_it, en: row.label_en },
  })),
);

/** All the reference tables, each read once. */
export function loadReferenceData(): ReferenceData {
  return { cantons: loadCantons(), municipalities: loadMunicipalities(), legalForms: loadLegalForms(), noga: loadNoga() };
}
