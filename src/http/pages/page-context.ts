/**
 * What every page needs to render: the language and its labels, the addresses of the static files, and link
 * builders that keep `?lang=` when the visitor chose a language that way.
 */
import type { Context } from "hono";
import type { AssetUrls } from "./assets.js";
import { LOCALES, MESSAGES, pickLanguage, type Messages, type PageLanguage } from "./i18n.js";

export interface PageContext {
  lang: PageLanguage;
  /** True when `?lang=` chose the language; links within the site then carry it. */
  explicitLang: boolean;
  t: Messages;
  baseUrl: string;
  assets: AssetUrls;
  /** True when the register is the generated demo: every page says so. */
  demo: boolean;
  /** The request's path and query, for the language switcher. */
  url: URL;
  /** A link within the site: `path` with its query, plus `lang` when the visitor chose one. */
  href(path: string, query?: Record<string, string | readonly string[] | undefined>): string;
  /** The current page in another language. */
  languageHref(lang: PageLanguage): string;
  formatDate(isoDate: string | null): string | null;
  formatNumber(value: number): string;
}

/** Query string of a set of parameters, repeated keys for lists, empty values left out. */
export function queryString(query: Record<string, string | readonly string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of typeof value === "string" ? [value] : (value ?? [])) if (item !== "") params.append(key, item);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function createPageContext(c: Context, baseUrl: string, assets: AssetUrls, demo = false): PageContext {
  const url = new URL(c.req.url);
  const { lang, explicit } = pickLanguage(url.searchParams.get("lang") ?? undefined, c.req.header("Accept-Language"));
  const dates = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "long", timeZone: "UTC" });
  const numbers = new Intl.NumberFormat(LOCALES[lang]);
  return {
    lang,
    explicitLang: explicit,
    t: MESSAGES[lang],
    baseUrl,
    assets,
    demo,
    url,
    href(path, query = {}) {
      return path + queryString(explicit ? { ...query, lang } : query);
    },
    languageHref(target) {
      const params = new URLSearchParams(url.search);
      params.set("lang", target);
      return `${url.pathname}?${params.toString()}`;
    },
    formatDate(isoDate) {
      if (!isoDate) return null;
      const date = new Date(`${isoDate}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? isoDate : dates.format(date);
    },
    formatNumber(value) {
      return numbers.format(value);
    },
  };
}
