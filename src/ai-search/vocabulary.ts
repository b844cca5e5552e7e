/**
 * The vocabulary AI search understands, loaded once from data/ai-search/*.csv and the reference tables in data/
 * (municipalities with their language variants, cantons in five languages, NOGA 2008 labels in four). Every entry
 * keeps the language it belongs to: stemmed vocabulary is compared only through that language's stemmer, which is
 * the first guard against false friends (docs/ai-search.md).
 */
import { readDataCsv } from "../domain/reference.js";
import { foldText } from "../domain/text.js";
import type { CompanyStatus } from "../domain/codes.js";
import { foldedWords, stem, STEM_LANGUAGES, type StemLanguage } from "./text.js";

export type PlaceTarget =
  | { kind: "municipality"; bfs: number; canton: string; name: string }
  | { kind: "canton"; canton: string }
  | { kind: "region"; cantons: string[]; name: string };

/** What a phrase of the query can mean. `priority` breaks ties between meanings of equally long phrases. */
export type VocabularyEntry =
  | { kind: "place"; target: PlaceTarget; guarded: boolean }
  | { kind: "legal_form"; codes: string[]; label: string; language: StemLanguage }
  | { kind: "status"; statuses: CompanyStatus[]; language: StemLanguage }
  | { kind: "industry"; noga: string[]; language: StemLanguage; source: "synonym" | "noga_label" }
  | { kind: "stopword"; language: StemLanguage };

export interface Vocabulary {
  /** Places by their folded words joined with spaces (names are not stemmed: `Genf` is not `Genfer`). */
  places: Map<string, VocabularyEntry[]>;
  /** Stemmed vocabulary per language, by the stems of its words joined with spaces. */
  stemmed: Record<StemLanguage, Map<string, VocabularyEntry[]>>;
  /** The same vocabulary by its terms as written (folded): an exact word beats another language's stem. */
  exact: Map<string, VocabularyEntry[]>;
  longestPhrase: number;
  cantons: Map<string, { code: string; labels: Record<string, string> }>;
  municipalities: Map<number, { name: string; canton: string }>;
  nogaLabels: Map<string, Record<StemLanguage, string>>;
  /** Every synonym's folded words per NOGA code: the industry's words searched in names and purposes. */
  industryWords: Map<string, Set<string>>;
}

function add<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Keys under which a place name is found: as written, umlauts spelt out (Zuerich), `St.` as Sankt/Saint. */
function placeKeys(name: string): string[] {
  const keys = new Set<string>();
  const variants = [name, name.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/Ä/g, "Ae").replace(/Ö/g, "Oe").replace(/Ü/g, "Ue")];
  for (const variant of variants) {
    const words = foldedWords(variant);
    if (words.length === 0) continue;
    keys.add(words.join(" "));
    if (words[0] === "st") keys.add(["sankt", ...words.slice(1)].join(" ")).add(["saint", ...words.slice(1)].join(" "));
  }
  return [...keys];
}

/** Words in NOGA labels that say nothing about an industry (`Herstellung von ...`, `services`, `n.e.c.`). */
const GENERIC_LABEL_WORDS = new Set(
  `herstellung handel erbringung dienstleistungen dienstleistung sonstige sonstigen sonstiger sonstiges verwandte damit verbundene tatigkeiten
   tatigkeit betrieb ohne anderweitig genannt verarbeitung a n g u ahnliche ahnlichen waren produkten erzeugnissen vermittlung
   fabrication commerce activites activite services service autres autre production detail gros exploitation travaux produits
   articles fourniture location c a specialise specialises magasin
   fabbricazione commercio attivita servizi servizio altre altri produzione dettaglio ingrosso prodotti articoli lavori
   manufacture trade activities activity services service other production retail wholesale products related goods n e c specialised
   and und et e of von de di des du la le les del della dei in im en nel for fur pour per the with mit avec con sowie ainsi
   nonche as well including einschliesslich compris`.split(/\s+/),
);

let cached: Vocabulary | undefined;

const targetId = (target: PlaceTarget) =>
  target.kind === "municipality" ? `m${target.bfs}` : target.kind === "canton" ? `c${target.canton}` : `r${target.cantons.join()}`;

export function loadVocabulary(): Vocabulary {
  if (cached) return cached;
  const places = new Map<string, VocabularyEntry[]>();
  const stemmed = Object.fromEntries(STEM_LANGUAGES.map((l) => [l, new Map<string, VocabularyEntry[]>()])) as Vocabulary["stemmed"];
  const industryWords = new Map<string, Set<string>>();
  const exact = new Map<string, VocabularyEntry[]>();
  let longestPhrase = 1;
  const stemKey = (language: StemLanguage, phrase: string) => {
    const words = foldedWords(phrase);
    longestPhrase = Math.max(longestPhrase, words.length);
    return words.map((word) => stem(language, word)).join(" ");
  };
  const addTerm = (language: StemLanguage, term: string, entry: VocabularyEntry) => {
    add(stemmed[language], stemKey(language, term), entry);
    add(exact, foldedWords(term).join(" "), entry);
  };
  const addPlace = (name: string, entry: VocabularyEntry) => {
    for (const key of placeKeys(name)) {
      longestPhrase = Math.max(longestPhrase, key.split(" ").length);
      const list = places.get(key) ?? [];
      // One entry per target: the same municipality is named the same in several languages.
      if (!list.some((e) => e.kind === "place" && entry.kind === "place" && targetId(e.target) === targetId(entry.target))) list.push(entry);
      places.set(key, list);
    }
  };

  const stopwordSet = new Set<string>();
  for (const row of readDataCsv("ai-search/stopwords.csv")) {
    const language = row.lang as StemLanguage;
    for (const phrase of row.words.split("|")) {
      stopwordSet.add(foldText(phrase));
      addTerm(language, phrase, { kind: "stopword", language });
    }
  }
  const guardedNames = new Set(readDataCsv("ai-search/place-words-in-context.csv").map((row) => foldText(row.name)));

  const cantons = new Map<string, { code: string; labels: Record<string, string> }>();
  for (const row of readDataCsv("ch_cantons_2023.csv")) {
    const labels = { de: row.label_de, fr: row.label_fr, it: row.label_it, en: row.label_en, rm: row.label_roh };
    cantons.set(row.abbreviation, { code: row.abbreviation, labels });
    for (const label of new Set(Object.values(labels))) addPlace(label, { kind: "place", target: { kind: "canton", canton: row.abbreviation }, guarded: false });
  }

  const municipalities = new Map<number, { name: string; canton: string }>();
  const municipalityRows = readDataCsv("ch_municipalities_bfs_2023-2026.csv").filter((row) => row.in_2026 === "1");
  // A part of a slashed name (`C'za Capriasca/Lugano`) that is another municipality's name stays that municipality's.
  const ownNames = new Set(municipalityRows.map((row) => foldText(row.name_official.replace(/\s*\([^)]*\)\s*$/, ""))));
  for (const row of municipalityRows) {
    const bfs = Number(row.bfs_nr);
    municipalities.set(bfs, { name: row.name_official, canton: row.canton });
    const names = new Set<string>();
    for (const label of [row.name_official, row.label_de, row.label_fr, row.label_it, row.label_en, row.label_roh]) {
      if (!label) continue;
      names.add(label);
      // `Buchs (AG)` is also `Buchs`; `Biel/Bienne` is also `Biel` and `Bienne`.
      const bare = label.replace(/\s*\([^)]*\)\s*$/, "");
      names.add(bare);
      if (bare.includes("/")) for (const part of bare.split("/")) if (!ownNames.has(foldText(part.trim()))) names.add(part.trim());
    }
    for (const name of names) {
      const folded = foldText(name);
      const guarded = guardedNames.has(folded) || folded.length <= 2 || stopwordSet.has(folded);
      addPlace(name, { kind: "place", target: { kind: "municipality", bfs, canton: row.canton, name: row.name_official }, guarded });
    }
  }

  for (const row of readDataCsv("ai-search/places.csv")) {
    const targets = row.target.split("|");
    let target: PlaceTarget;
    if (row.kind === "municipality") {
      const municipality = municipalities.get(Number(row.target));
      if (!municipality) throw new Error(`data/ai-search/places.csv: ${row.name} names unknown municipality ${row.target}`);
      target = { kind: "municipality", bfs: Number(row.target), canton: municipality.canton, name: municipality.name };
    } else if (row.kind === "canton" && targets.length === 1) target = { kind: "canton", canton: targets[0] };
    else target = { kind: "region", cantons: targets, name: row.name };
    for (const code of target.kind === "region" ? target.cantons : target.kind === "canton" ? [target.canton] : []) {
      if (!cantons.has(code)) throw new Error(`data/ai-search/places.csv: ${row.name} names unknown canton ${code}`);
    }
    addPlace(row.name, { kind: "place", target, guarded: guardedNames.has(foldText(row.name)) });
  }

  const legalNames = new Map(readDataCsv("legal_forms_ech0097_zefix.csv").map((row) => [row.ech0097_code, row.name_en]));
  for (const row of readDataCsv("ai-search/legal-forms.csv")) {
    const codes = row.codes.split("|");
    for (const code of codes) if (!legalNames.has(code)) throw new Error(`data/ai-search/legal-forms.csv: unknown code ${code}`);
    const language = row.lang as StemLanguage;
    for (const term of row.terms.split("|")) {
      addTerm(language, term, { kind: "legal_form", codes, label: term, language });
    }
  }
  for (const row of readDataCsv("ai-search/statuses.csv")) {
    const language = row.lang as StemLanguage;
    const statuses = row.statuses.split("|") as CompanyStatus[];
    for (const term of row.terms.split("|")) addTerm(language, term, { kind: "status", statuses, language });
  }

  const nogaLabels = new Map<string, Record<StemLanguage, string>>();
  for (const row of readDataCsv("noga2008_full_de_fr_it_en.csv")) {
    nogaLabels.set(row.code, { de: row.label_de, fr: row.label_fr, it: row.label_it, en: row.label_en });
  }
  for (const row of readDataCsv("ai-search/industries.csv")) {
    const noga = row.noga.split("|");
    for (const code of noga) if (!nogaLabels.has(code)) throw new Error(`data/ai-search/industries.csv: unknown NOGA code ${code}`);
    const language = row.lang as StemLanguage;
    for (const term of row.terms.split("|")) {
      addTerm(language, term, { kind: "industry", noga, language, source: "synonym" });
      for (const code of noga) {
        const words = industryWords.get(code) ?? new Set<string>();
        // Only one-word synonyms are searched in texts: a phrase's words alone mean something else.
        const folded = foldedWords(term);
        if (folded.length === 1) words.add(folded[0]);
        industryWords.set(code, words);
      }
    }
  }
  addNogaLabelWords(nogaLabels, stemmed);

  cached = { places, stemmed, exact, longestPhrase, cantons, municipalities, nogaLabels, industryWords };
  return cached;
}

/**
 * Distinctive words of the NOGA labels as industry vocabulary, below the reviewed synonyms: a label word (stemmed in
 * its label's language) names an industry when it occurs in the labels of at most three branches of the
 * classification (a branch counted once with all its sub-codes). A word already in the vocabulary keeps its meaning.
 */
function addNogaLabelWords(nogaLabels: Map<string, Record<StemLanguage, string>>, stemmed: Vocabulary["stemmed"]): void {
  for (const language of STEM_LANGUAGES) {
    const codesByStem = new Map<string, Set<string>>();
    for (const [code, labels] of nogaLabels) {
      if (!/^\d/.test(code)) continue;
      for (const word of foldedWords(labels[language])) {
        if (word.length < 4 || GENERIC_LABEL_WORDS.has(word)) continue;
        const key = stem(language, word);
        const set = codesByStem.get(key) ?? new Set<string>();
        set.add(code);
        codesByStem.set(key, set);
      }
    }
    for (const [key, codes] of codesByStem) {
      if (stemmed[language].has(key)) continue;
      // Keep the top of each branch: 1071 and 107100 share a label, 1071 covers both.
      const tops = [...codes].filter((code) => ![...codes].some((other) => other !== code && code.startsWith(other))).sort();
      if (tops.length > 3) continue;
      stemmed[language].set(key, [{ kind: "industry", noga: tops, language, source: "noga_label" }]);
    }
  }
}
