/** A firm name in the register's other languages and English, and the suffix a dissolved company's name takes. */
import { NAME_SUFFIXES, type RegisterLanguage } from "./vocabulary.js";

export const LIQUIDATION_SUFFIX: Readonly<Record<RegisterLanguage | "en", string>> = { de: " in Liquidation", fr: " en liquidation", it: " in liquidazione", en: " in liquidation" };

/** The name in the other languages and English: `Nearivo Sàrl`, `Nearivo Sagl`, `Nearivo Ltd liab Co`. */
export function nameTranslations(form: string, base: string, language: RegisterLanguage, liquidation = false): string[] {
  const suffixes = NAME_SUFFIXES[form];
  const out: string[] = [];
  for (const other of ["de", "fr", "it", "en"] as const) {
    if (other === language || suffixes[other] === suffixes[language]) continue;
    const name = `${base} ${suffixes[other]}${liquidation ? LIQUIDATION_SUFFIX[other] : ""}`;
    if (!out.includes(name)) out.push(name);
  }
  return out;
}
