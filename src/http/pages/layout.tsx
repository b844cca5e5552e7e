/** The frame of every page: head (meta, canonical, alternates, OpenGraph, JSON-LD), header, footer. */
import { QUERY_LENGTH } from "../../domain/limits.js";
import type { Child } from "hono/jsx";
import { LANGUAGE_NAMES, PAGE_LANGUAGES } from "./i18n.js";
import type { PageContext } from "./page-context.js";

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical address. */
  canonical?: string;
  /** Absolute address of the Markdown twin. */
  markdown?: string;
  /** Absolute address of the JSON record. */
  json?: string;
  ogType?: "website" | "profile";
  jsonLd?: object;
  /** Keeps search engines away from result and error pages. */
  noindex?: boolean;
}

/**
 * JSON for a `<script type="application/ld+json">` data block. `<`, `>` and `&` are escaped so that no value can end
 * the element or open a comment; U+2028/2029 so that the text is also valid JavaScript.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const OG_LOCALES = { en: "en_GB", de: "de_CH", fr: "fr_CH", it: "it_CH" } as const;

function LanguageSwitch({ ctx }: { ctx: PageContext }) {
  return (
    <nav class="lang-switch" aria-label={ctx.t.language}>
      <ul>
        {PAGE_LANGUAGES.map((lang) => (
          <li>
            <a href={ctx.languageHref(lang)} hreflang={lang} lang={lang} aria-current={lang === ctx.lang ? "true" : undefined}>
              <span aria-hidden="true">{lang.toUpperCase()}</span>
              <span class="visually-hidden">{LANGUAGE_NAMES[lang]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The search box with its type-ahead (the script turns it into an ARIA combobox; the form works without it). */
export function SearchForm({ ctx, id, value, compact }: { ctx: PageContext; id: string; value?: string; compact?: boolean }) {
  const { t } = ctx;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> (2023) is not yet a landmark everywhere; <form role="search"> is
    <form class={compact ? "search-form compact" : "search-form"} role="search" action="/search" method="get">
      <label for={id} class={compact ? "visually-hidden" : "search-label"}>
        {t.searchLabel}
      </label>
      <div class="search-row">
        <div class="combobox">
          <input
            id={id}
            name="q"
            type="search"
            value={value ?? ""}
            placeholder={t.searchPlaceholder}
            autocomplete="off"
            spellcheck={false}
            minlength={QUERY_LENGTH.min}
            maxlength={QUERY_LENGTH.max}
            required
            aria-describedby={compact ? undefined : `${id}-hint`}
            data-autocomplete="/api/v1/companies/autocomplete"
            data-msg-count={t.suggestionsCount}
            data-msg-none={t.suggestionsNone}
          />
        </div>
        {ctx.explicitLang ? <input type="hidden" name="lang" value={ctx.lang} /> : null}
        <button type="submit">{t.searchButton}</button>
      </div>
      {compact ? null : (
        <p id={`${id}-hint`} class="hint">
          {t.searchHint}
        </p>
      )}
    </form>
  );
}

export function Layout({ ctx, meta, children, headerSearch = true }: { ctx: PageContext; meta: PageMeta; children: Child; headerSearch?: boolean }) {
  const { t, assets } = ctx;
  const pageTitle = meta.title === t.siteName ? t.siteName : `${meta.title} · ${t.siteName}`;
  return (
    <html lang={ctx.lang}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{pageTitle}</title>
        <meta name="description" content={meta.description} />
        {meta.noindex ? <meta name="robots" content="noindex" /> : null}
        <meta name="color-scheme" content="light dark" />
        <link rel="stylesheet" href={assets.css} />
        <link rel="icon" href={assets.icon} type="image/svg+xml" />
        {meta.canonical ? <link rel="canonical" href={meta.canonical} /> : null}
        {meta.canonical
          ? PAGE_LANGUAGES.map((lang) => <link rel="alternate" hreflang={lang} href={`${meta.canonical}?lang=${lang}`} />)
          : null}
        {meta.markdown ? <link rel="alternate" type="text/markdown" href={meta.markdown} title={t.markdownFactSheet} /> : null}
        {meta.json ? <link rel="alternate" type="application/json" href={meta.json} title={t.jsonApi} /> : null}
        <link rel="service-desc" type="application/json" href="/openapi.json" />
        <meta property="og:site_name" content={t.siteName} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:type" content={meta.ogType ?? "website"} />
        <meta property="og:locale" content={OG_LOCALES[ctx.lang]} />
        {meta.canonical ? <meta property="og:url" content={meta.canonical} /> : null}
        {meta.jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(meta.jsonLd) }} /> : null}
        <script src={assets.js} defer />
      </head>
      <body>
        <a class="skip-link" href="#main">
          {t.skipToContent}
        </a>
        <header class="site-header">
          <div class="wrap header-row">
            <a class="brand" href={ctx.href("/")}>
              <img src={assets.icon} alt="" width="28" height="28" />
              <span>{t.siteName}</span>
            </a>
            {headerSearch ? <SearchForm ctx={ctx} id="site-q" compact /> : null}
            <LanguageSwitch ctx={ctx} />
          </div>
        </header>
        <main id="main" class="wrap" tabindex={-1}>
          {ctx.demo ? <p class="demo-notice">{t.demoNotice}</p> : null}
          {children}
        </main>
        <footer class="site-footer">
          <div class="wrap">
            <p>{t.footerSource}</p>
            <ul class="footer-links">
              <li>
                <a href="/docs">{t.apiDocs}</a>
              </li>
              <li>
                <a href="/openapi.json">{t.openApi}</a>
              </li>
              <li>
                <a href="/llms.txt">{t.llmsTxt}</a>
              </li>
            </ul>
          </div>
        </footer>
      </body>
    </html>
  );
}
