/** Small normalizations every source reader shares: identifiers, dates, capital, places, legal forms. */
import { loadReferenceData } from "../../domain/reference.js";
import { foldText } from "../../domain/text.js";
import { collapseSpaces } from "../text-hygiene.js";

/** `CHE-123.456.789`, `CHE123456789`, `123456789` → `123456789`; null for anything else. */
export function uidDigits(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^\s*(?:CHE)?[-\s]?(\d{3})[.\s]?(\d{3})[.\s]?(\d{3})\s*$/i.exec(value);
  return match ? match[1] + match[2] + match[3] : null;
}

/** `CH02030293815`, `CH-020.3.029.381-5`, `CH-217-0137032-1` → `CH` + 11 digits; null for anything else. */
export function chidNormal(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^\s*CH[-\s]?([\d.\-\s]+)$/i.exec(value);
  if (!match) return null;
  const digits = match[1].replace(/\D/g, "");
  return digits.length === 11 ? `CH${digits}` : null;
}

/** `2001-01-25 00:00:00`, `2026-09-02T08:00:00.000Z`, `2026-09-02` → `2026-09-02`; null when not a date. */
export function isoDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
  return `${y}-${m}-${d}`;
}

/** Trimmed text with collapsed spaces, or null when empty. */
export function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const result = collapseSpaces(String(value));
  return result.length > 0 ? result : null;
}

/** `100000` + `CHF` → `CHF 100'000.00`, the way the register writes capital. Null when there is no amount. */
export function formatCapital(nominal: string | number | null | undefined, currency: string | null | undefined): string | null {
  const raw = nominal === null || nominal === undefined ? "" : String(nominal).replace(/['’\s]/g, "");
  if (!/^\d+(?:\.\d+)?$/.test(raw)) return null;
  const [whole, fraction = ""] = raw.split(".");
  const grouped = whole.replace(/^0+(?=\d)/, "").replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  const cents = `${fraction}00`.slice(0, Math.max(2, fraction.replace(/0+$/, "").length));
  return `${text(currency) ?? "CHF"} ${grouped}.${cents}`;
}

/** Street line from its parts: `c/o X, Bahnhofstrasse 1, Postfach 12`. */
export function addressLine(parts: (string | null | undefined)[]): string | null {
  const line = parts.map((part) => text(part)).filter((part): part is string => part !== null).join(", ");
  return line.length > 0 ? line : null;
}

interface PlaceIndex {
  byBfs: Map<number, { canton: string; name: string }>;
  byName: Map<string, { bfsNr: number; canton: string }[]>;
  legalFormByZefixId: Map<number, string>;
  legalFormCodes: Set<string>;
}

let index: PlaceIndex | undefined;

function places(): PlaceIndex {
  if (index) return index;
  const reference = loadReferenceData();
  const byBfs = new Map<number, { canton: string; name: string }>();
  const byName = new Map<string, { bfsNr: number; canton: string }[]>();
  for (const m of reference.municipalities) {
    byBfs.set(m.bfsNr, { canton: m.canton, name: m.name });
    // `Reinach (BL)` is found as `Reinach (BL)` and as `Reinach`.
    for (const name of new Set([m.name, m.name.replace(/\s*\([^)]*\)\s*$/, "")])) {
      const key = foldText(name);
      const list = byName.get(key) ?? [];
      list.push({ bfsNr: m.bfsNr, canton: m.canton });
      byName.set(key, list);
    }
  }
  index = {
    byBfs,
    byName,
    legalFormByZefixId: new Map(reference.legalForms.map((f) => [f.zefixId, f.code])),
    legalFormCodes: new Set(reference.legalForms.map((f) => f.code)),
  };
  return index;
}

/** The municipality and canton of a BFS number, when it is a current municipality. */
export function municipalityByBfs(bfsNr: number | null | undefined): { bfsNr: number; canton: string } | null {
  if (!bfsNr) return null;
  const found = places().byBfs.get(bfsNr);
  return found ? { bfsNr, canton: found.canton } : null;
}

/**
 * The municipality of a seat written as a name (`Baar`, `Reinach (BL)`, `Wangen (SZ)`), disambiguated by the canton
 * where one is known; null when the name is unknown or stays ambiguous.
 */
export function municipalityBySeat(seat: string | null | undefined, canton: string | null | undefined): { bfsNr: number; canton: string } | null {
  if (!seat) return null;
  const candidates = places().byName.get(foldText(collapseSpaces(seat))) ?? [];
  const inCanton = canton ? candidates.filter((c) => c.canton === canton) : candidates;
  return inCanton.length === 1 ? inCanton[0] : null;
}

/** eCH-0097 code of a Zefix legalFormId (`3` → `0106`). */
export function legalFormByZefixId(id: number | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  return places().legalFormByZefixId.get(id) ?? null;
}

/** The eCH-0097 code when it is one of the register's legal forms. */
export function legalFormCode(code: string | null | undefined): string | null {
  const value = text(code);
  return value && places().legalFormCodes.has(value) ? value : null;
}

const LANGUAGE_WORDS: Record<"de" | "fr" | "it", RegExp> = {
  de: /\b(?:und|der|die|mit|von|Gesellschaft|Zweck|Personen|Unterschrift)\b/g,
  fr: /\b(?:et|de|la|le|les|avec|société|signature|personnes)\b/g,
  it: /\b(?:e|di|della|del|con|società|firma|persone|scopo)\b/g,
};

/** A guess at a notice's language from common words, for sources that do not say (the old Zefix summaries). */
export function guessLanguage(value: string): "de" | "fr" | "it" {
  let best: "de" | "fr" | "it" = "de";
  let bestCount = -1;
  for (const language of ["de", "fr", "it"] as const) {
    const count = value.match(LANGUAGE_WORDS[language])?.length ?? 0;
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  return best;
}

/** `(Acoutech Sarl) (Acoutech Ltd liab. Co)` or `[Telelan SA]` → the names inside the brackets. */
export function splitTranslations(value: string | null | undefined): string[] {
  const source = text(value);
  if (!source) return [];
  const found = [...source.matchAll(/[([]([^()[\]]+)[)\]]/g)].map((m) => collapseSpaces(m[1])).filter((name) => name.length > 0);
  return found.length > 0 ? found : [source];
}
