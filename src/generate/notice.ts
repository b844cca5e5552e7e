/**
 * A commercial-register notice of the Swiss gazette (SOGC/SHAB/FOSC/FUSC) as structured data, and its rendering to
 * the gazette's text. Rendering is pure: the same notice always gives the same text, and a parser of person lines can
 * check that it reads back exactly the entries a text was rendered from.
 *
 * Person lines, as the registers write them:
 * - German: `Conrad, Reto, von Davos, in Binningen, Präsident des Verwaltungsrates, mit Kollektivunterschrift zu zweien`
 * - French: `Boson, Fabien, de Fully, à Martigny, administrateur, avec signature individuelle`; canton Fribourg:
 *   `Ruffieux Alain, de Crésuz, à Gruyères, directeur, signature collective à deux` (family name, space, one-word
 *   first name). Places starting with `Le`/`Les` contract (`du Locle`, `au Locle`, `des Bois`, `aux Bois`) and
 *   vowels elide (`d'Orbe`); a parser reverses these.
 * - Italian: `Rossi, Marco, da Lugano, in Bellinzona, membro del consiglio d'amministrazione, con firma collettiva a due`
 * - Foreigners carry a nationality instead of an origin (`deutscher Staatsangehöriger`, `de nationalité française`,
 *   `cittadino italiano`); legal entities their UID (`BDO AG (CHE-105.952.747), in Zürich, Revisionsstelle`).
 * Entries are separated by `; `, roles by ` und ` / ` et ` / ` e `, a change carries `[bisher: ...]` /
 * `[précédemment: ...]` / `[finora: ...]`. Person sections always close the text.
 */
import { z } from "zod";
import { PersonEntrySchema, type PersonEntry } from "../domain/person-entry.js";
import { ROLE_SEPARATOR, type NoticeStyle, type RegisterLanguage } from "./vocabulary.js";

/**
 * A person line's content: the ingest parser's entry shape (src/domain/person-entry.ts), so that parsing a rendered
 * text can be compared with the entry it was rendered from. `name` is `first_name last_name`, or a legal entity's
 * firm (whose `last_name` and `first_name` are null).
 */
export const NoticeEntrySchema = PersonEntrySchema;
export type NoticeEntry = PersonEntry;

export const NoticeReferenceSchema = z.object({
  /** Gazette issue number of the previous notice. */
  issue: z.number().int(),
  /** `DD.MM.YYYY`. */
  date: z.string(),
  /** Publication number of the previous notice. */
  publication: z.string(),
  /** Page, for notices published before the gazette numbered its publications (before 2002). */
  page: z.number().int().nullable(),
});

export const NoticeSchema = z.object({
  /** HR01 new entry, HR02 change, HR03 deletion. */
  type: z.enum(["HR01", "HR02", "HR03"]),
  language: z.enum(["de", "fr", "it"]),
  style: z.enum(["standard", "fribourg"]),
  name: z.string(),
  /** Translations of the firm name, written in parentheses after it. */
  translations: z.array(z.string()),
  seat: z.string(),
  /** `CHE-123.456.789`; absent on notices from before the UID (2011). */
  uid: z.string().nullable(),
  /** Postal address on a new entry: `Bahnhofstrasse 1, 8001 Zürich`. */
  address: z.string().nullable(),
  /** The legal form as the header writes it (`Aktiengesellschaft`, `société anonyme`). */
  legal_form: z.string(),
  /** The company's previous notice (HR02, HR03). */
  reference: NoticeReferenceSchema.nullable(),
  /** Sentences between the header and the person sections. */
  statements: z.array(z.string()),
  removed: z.array(NoticeEntrySchema),
  added: z.array(NoticeEntrySchema),
});
export type Notice = z.infer<typeof NoticeSchema>;

const SECTION_TITLES: Readonly<Record<RegisterLanguage, { entered: string; removed: string; changed: string }>> = {
  de: {
    entered: "Eingetragene Personen:",
    removed: "Ausgeschiedene Personen und erloschene Unterschriften:",
    changed: "Eingetragene Personen neu oder mutierend:",
  },
  fr: {
    entered: "Nouvelles personnes inscrites:",
    removed: "Personne(s) radiée(s):",
    changed: "Inscription ou modification de personne(s):",
  },
  it: {
    entered: "Persone iscritte:",
    removed: "Persone dimissionarie e firme cancellate:",
    changed: "Nuove persone iscritte o modifiche:",
  },
};

const PREVIOUS_LABEL: Readonly<Record<RegisterLanguage, string>> = { de: "bisher", fr: "précédemment", it: "finora" };

const FRENCH_ELISION = /^[AEIOUYÀÂÉÈÊËÎÏÔÛÜaeiouyàâéèêëîïôûü]/;

/** `von Davos`, `de Fully`, `du Locle`, `d'Orbe`, `da Lugano`. */
export function originPhrase(place: string, language: RegisterLanguage): string {
  if (language === "de") return `von ${place}`;
  if (language === "it") return `da ${place}`;
  if (place.startsWith("Le ")) return `du ${place.slice(3)}`;
  if (place.startsWith("Les ")) return `des ${place.slice(4)}`;
  if (FRENCH_ELISION.test(place)) return `d'${place}`;
  return `de ${place}`;
}

/** `in Binningen`, `à Martigny`, `au Locle`, `aux Bois`. */
export function residencePhrase(place: string, language: RegisterLanguage): string {
  if (language !== "fr") return `in ${place}`;
  if (place.startsWith("Le ")) return `au ${place.slice(3)}`;
  if (place.startsWith("Les ")) return `aux ${place.slice(4)}`;
  return `à ${place}`;
}

/** One person line, without the separator. */
export function renderEntry(entry: NoticeEntry, language: RegisterLanguage, style: NoticeStyle): string {
  const parts: string[] = [];
  if (entry.kind === "legal_entity") {
    parts.push(entry.identifier ? `${entry.name} (${entry.identifier})` : entry.name);
  } else if (language === "fr" && style === "fribourg") {
    parts.push(entry.first_name ? `${entry.last_name} ${entry.first_name}` : (entry.last_name ?? entry.name));
  } else {
    parts.push(entry.last_name ?? entry.name);
    if (entry.first_name) parts.push(entry.first_name);
  }
  if (entry.origin) parts.push(originPhrase(entry.origin, language));
  else if (entry.nationality) parts.push(entry.nationality);
  if (entry.residence) parts.push(residencePhrase(entry.residence, language));
  if (entry.roles.length > 0) parts.push(entry.roles.join(ROLE_SEPARATOR[language]));
  if (entry.signing_authority) parts.push(entry.signing_authority);
  let line = parts.join(", ");
  if (entry.previous) line += ` [${PREVIOUS_LABEL[language]}: ${entry.previous}]`;
  return line;
}

function renderSection(title: string, entries: readonly NoticeEntry[], language: RegisterLanguage, style: NoticeStyle): string {
  let text = title;
  for (let i = 0; i < entries.length; i++) {
    text += (i === 0 ? " " : "; ") + renderEntry(entries[i], language, style);
  }
  return `${text}.`;
}

function renderReference(notice: Notice): string {
  const ref = notice.reference;
  if (!ref) return "";
  const where = ref.page !== null;
  switch (notice.language) {
    case "de":
      return where ? ` (SHAB Nr. ${ref.issue} vom ${ref.date}, S. ${ref.page})` : ` (SHAB Nr. ${ref.issue} vom ${ref.date}, Publ. ${ref.publication})`;
    case "it":
      return where ? ` (FUSC no. ${ref.issue} del ${ref.date}, p. ${ref.page})` : ` (FUSC no. ${ref.issue} del ${ref.date}, Pubbl. ${ref.publication})`;
    case "fr":
      if (notice.style === "fribourg") return where ? ` (FOSC du ${ref.date}, p. ${ref.page})` : ` (FOSC du ${ref.date}, p. 0/${ref.publication})`;
      return where ? ` (FOSC no ${ref.issue} du ${ref.date}, p. ${ref.page})` : ` (No. FOSC ${ref.issue} du ${ref.date}, Publ. ${ref.publication})`;
  }
}

const NEW_ENTRY: Readonly<Record<RegisterLanguage, string>> = { de: "Neueintragung", fr: "nouvelle inscription", it: "nuova iscrizione" };

function renderHeader(notice: Notice): string {
  let name = notice.name;
  for (const translation of notice.translations) name += ` (${translation})`;
  const seat = notice.language === "fr" ? residencePhrase(notice.seat, "fr") : `in ${notice.seat}`;
  const parts = [name, seat];
  if (notice.uid) parts.push(notice.uid);
  if (notice.type === "HR01") {
    if (notice.address) parts.push(notice.address);
    parts.push(`${notice.legal_form} (${NEW_ENTRY[notice.language]})`);
    return `${parts.join(", ")}.`;
  }
  // Fribourg's French notices name no legal form in the header: `Gruyère Energie S.A., à Bulle, CHE-... (FOSC du ...)`.
  if (!(notice.language === "fr" && notice.style === "fribourg")) parts.push(notice.legal_form);
  return `${parts.join(", ")}${renderReference(notice)}.`;
}

/** The gazette text of a notice: header, statements, then the removed and the added persons. */
export function renderNotice(notice: Notice): string {
  const titles = SECTION_TITLES[notice.language];
  let text = renderHeader(notice);
  for (const statement of notice.statements) text += ` ${statement}`;
  if (notice.removed.length > 0) text += ` ${renderSection(titles.removed, notice.removed, notice.language, notice.style)}`;
  if (notice.added.length > 0) {
    const title = notice.type === "HR01" ? titles.entered : titles.changed;
    text += ` ${renderSection(title, notice.added, notice.language, notice.style)}`;
  }
  return text;
}
