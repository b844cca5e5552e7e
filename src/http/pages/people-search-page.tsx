/**
 * The people search page `/search/people?q=..` with the API's filters (canton of a mandate, company id) and paging;
 * works without script. Redacted persons are never found (the backend leaves them out).
 */
import { QUERY_LENGTH } from "../../domain/limits.js";
import { CANTON_CODES } from "../../domain/codes.js";
import type { PersonSearchPage } from "../../domain/resources.js";
import { cantonName, MetaLine, pathOf, StatusBadge } from "./components.js";
import { Layout } from "./layout.js";
import type { PageContext } from "./page-context.js";
import { DidYouMean, FilterGroup, MAX_PAGE, PAGE_SIZE, Pagination } from "./search-page.js";

export interface PeopleSearchView {
  q: string;
  canton: string[];
  /** The company filter: its id and, when it exists, its name. */
  company: { id: number; name: string | null } | null;
  page: number;
  results: PersonSearchPage | null;
  error?: string;
  ignored: string[];
}

function query(view: PeopleSearchView, page?: number, q = view.q) {
  return {
    q,
    canton: view.canton,
    company: view.company ? String(view.company.id) : undefined,
    page: page && page > 1 ? String(page) : undefined,
  };
}

function Results({ ctx, view, results }: { ctx: PageContext; view: PeopleSearchView; results: PersonSearchPage }) {
  const { t } = ctx;
  const didYouMean = <DidYouMean ctx={ctx} suggestions={results.suggestions} link={(q) => ctx.href("/search/people", query(view, 1, q))} />;
  if (results.items.length === 0) {
    return (
      <div class="empty">
        <p>
          <strong>{results.total > 0 ? t.emptyPage : t.noResults}</strong>
        </p>
        <p class="muted">{t.peopleNoResultsHint}</p>
        {didYouMean}
      </div>
    );
  }
  const pages = Math.min(MAX_PAGE, Math.ceil(Math.min(results.total, MAX_PAGE * PAGE_SIZE) / PAGE_SIZE));
  const from = results.offset + 1;
  const total = ctx.formatNumber(results.total);
  return (
    <>
      <p class="result-summary">
        <strong>{t.peopleResultsCount(results.total, total)}</strong>
        {results.total > results.items.length ? <span class="muted"> · {t.resultsRange(from, results.offset + results.items.length, total)}</span> : null}
      </p>
      {didYouMean}
      <ol class="card-list results-list" start={from}>
        {results.items.map((person) => (
          <li class="card">
            <p class="card-title">
              {person.url ? <a href={ctx.href(pathOf(person.url))}>{person.name}</a> : person.name}{" "}
              {person.status ? <StatusBadge ctx={ctx} status={person.status} /> : null}
            </p>
            <MetaLine
              parts={[
                person.origin ? `${t.origin}: ${person.origin}` : null,
                person.residence ? `${t.residence}: ${person.residence}` : null,
                person.nationality ? `${t.nationality}: ${person.nationality}` : null,
              ]}
            />
          </li>
        ))}
      </ol>
      <p class="note">{t.homonymsNote}</p>
      <Pagination ctx={ctx} pages={pages} current={view.page} link={(page) => ctx.href("/search/people", query(view, page))} />
    </>
  );
}

export function PeopleSearchPage({ ctx, view }: { ctx: PageContext; view: PeopleSearchView }) {
  const { t } = ctx;
  const title = view.q && !view.error ? t.peopleSearchTitle(view.q) : t.peopleSearchTitleEmpty;
  const cantons = [...CANTON_CODES]
    .map((value) => ({ value, label: `${cantonName(ctx.lang, value)} (${value})` }))
    .sort((a, b) => a.label.localeCompare(b.label, ctx.lang));
  return (
    <Layout ctx={ctx} meta={{ title, description: t.tagline, noindex: true }} headerSearch={false}>
      <h1 class="search-title">{title}</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> (2023) is not yet a landmark everywhere; <form role="search"> is */}
      <form id="search-form" class="search-form" role="search" action="/search/people" method="get">
        <label for="q" class="visually-hidden">
          {t.searchLabel}
        </label>
        <div class="search-row">
          <input id="q" name="q" type="search" value={view.q} placeholder={t.peopleSearchPlaceholder} autocomplete="off" spellcheck={false} maxlength={QUERY_LENGTH.max} required />
          {view.company ? <input type="hidden" name="company" value={String(view.company.id)} /> : null}
          {ctx.explicitLang ? <input type="hidden" name="lang" value={ctx.lang} /> : null}
          <button type="submit">{t.searchButton}</button>
        </div>
      </form>
      {view.error ? (
        <p id="search-error" class="alert" role="alert">
          {view.error}
        </p>
      ) : null}
      {view.ignored.length > 0 ? (
        <p class="alert alert-info" role="status">
          {t.ignoredFilters(view.ignored.join(", "))}
        </p>
      ) : null}
      <div class="search-layout">
        <aside class="filters" aria-labelledby="filters-title">
          <h2 id="filters-title" class="filters-title">{t.filters}</h2>
          <details class="filters-panel" open>
            <summary>{t.filters}</summary>
            <FilterGroup ctx={ctx} title={t.mandateCantons} name="canton" open={view.canton.length > 0} selected={view.canton} options={cantons} />
            {view.company ? (
              <p class="active-filters">
                <a href={ctx.href("/search/people", { q: view.q, canton: view.canton })}>
                  {t.atCompany(view.company.name ?? `#${view.company.id}`)}
                  <span class="visually-hidden">, {t.removeFilter}</span>
                  <span aria-hidden="true" class="chip-x">
                    ×
                  </span>
                </a>
              </p>
            ) : null}
            <div class="filter-actions">
              <button type="submit" form="search-form">
                {t.applyFilters}
              </button>
            </div>
          </details>
        </aside>
        <section class="results" aria-labelledby="results-title">
          <h2 id="results-title" class="visually-hidden">
            {title}
          </h2>
          {view.results ? <Results ctx={ctx} view={view} results={view.results} /> : null}
        </section>
      </div>
    </Layout>
  );
}
