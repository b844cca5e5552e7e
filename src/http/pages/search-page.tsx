/** The search results page `/search?q=..` with filters (canton, status, legal form) and paging; works without script. */
import { CANTON_CODES, COMPANY_STATUSES, LEGAL_FORM_CATEGORIES } from "../../domain/codes.js";
import { MAX_REACHABLE_ROWS, QUERY_LENGTH } from "../../domain/limits.js";
import type { CompanySearchPage, PersonSearchPage } from "../../domain/resources.js";
import { cantonName, legalFormLabel, MetaLine, pathOf, StatusBadge } from "./components.js";
import { Layout } from "./layout.js";
import type { PageContext } from "./page-context.js";

/** Results per search page. */
export const PAGE_SIZE = 10;
/** The last page that holds reachable rows (five pages of ten reach the 45th row). */
export const MAX_PAGE = Math.ceil(MAX_REACHABLE_ROWS / PAGE_SIZE);

export interface SearchFilters {
  canton: string[];
  status: string[];
  legal_form: string[];
}

export interface SearchView {
  q: string;
  filters: SearchFilters;
  page: number;
  /** Null when no search ran (no query, or invalid input). */
  results: CompanySearchPage | null;
  /** A message about the input: shown as an alert. */
  error?: string;
  /** Filter values that were not recognised and left out. */
  ignored: string[];
  /** The first people of the same query, shown beside the companies. */
  people?: PersonSearchPage | null;
}

interface FilterOption {
  value: string;
  label: string;
}

export function Checkbox({ name, value, label, checked }: { name: string; value: string; label: string; checked: boolean }) {
  const id = `f-${name}-${value}`;
  return (
    <li>
      <input type="checkbox" id={id} name={name} value={value} checked={checked} form="search-form" />
      <label for={id}>{label}</label>
    </li>
  );
}

export function FilterGroup({ ctx, title, name, options, selected, open }: {
  ctx: PageContext;
  title: string;
  name: string;
  options: FilterOption[];
  selected: string[];
  open: boolean;
}) {
  // Chosen values first, so that opening a long list shows them without scrolling.
  const ordered = [...options.filter((o) => selected.includes(o.value)), ...options.filter((o) => !selected.includes(o.value))];
  const chosen = options.filter((o) => selected.includes(o.value)).map((o) => o.label);
  return (
    <details class="filter-group" open={open}>
      <summary>
        {title}
        {chosen.length > 0 ? <span class="count"> · {chosen.length <= 2 ? chosen.join(", ") : ctx.t.selectedCount(chosen.length)}</span> : null}
      </summary>
      <fieldset>
        <legend class="visually-hidden">{title}</legend>
        <ul class={`checkbox-list ${name}`}>
          {ordered.map((option) => (
            <Checkbox name={name} value={option.value} label={option.label} checked={selected.includes(option.value)} />
          ))}
        </ul>
      </fieldset>
    </details>
  );
}

/** The chosen filter values as links that remove one each: visible next to the results, also on a phone. */
function ActiveFilters({ ctx, view, options }: { ctx: PageContext; view: SearchView; options: Record<keyof SearchFilters, FilterOption[]> }) {
  const chips = (Object.keys(options) as (keyof SearchFilters)[]).flatMap((name) =>
    options[name]
      .filter((option) => view.filters[name].includes(option.value))
      .map((option) => ({
        label: option.label,
        href: ctx.href("/search", { q: view.q, ...view.filters, [name]: view.filters[name].filter((value) => value !== option.value) }),
      })),
  );
  if (chips.length === 0) return null;
  return (
    <ul class="active-filters" aria-label={ctx.t.activeFilters}>
      {chips.map((chip) => (
        <li>
          <a href={chip.href}>
            {chip.label}
            <span class="visually-hidden">, {ctx.t.removeFilter}</span>
            <span aria-hidden="true" class="chip-x">
              ×
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** "Did you mean": each suggestion a link that searches it with the same filters. */
export function DidYouMean({ ctx, suggestions, link }: { ctx: PageContext; suggestions: string[]; link: (q: string) => string }) {
  if (suggestions.length === 0) return null;
  return (
    <p class="did-you-mean">
      {ctx.t.didYouMean}{" "}
      {suggestions.map((suggestion, i) => (
        <>
          {i > 0 ? ", " : null}
          <a href={link(suggestion)}>{suggestion}</a>
        </>
      ))}
      ?
    </p>
  );
}

export function Pagination({ ctx, pages, current, link }: { ctx: PageContext; pages: number; current: number; link: (page: number) => string }) {
  const { t } = ctx;
  const view = { page: current };
  if (pages <= 1) return null;
  return (
    <nav class="pagination" aria-label={t.pagination}>
      <ul>
        <li>
          {view.page > 1 ? (
            <a href={link(view.page - 1)} rel="prev">
              ← {t.previousPage}
            </a>
          ) : (
            <span class="disabled" aria-disabled="true">
              ← {t.previousPage}
            </span>
          )}
        </li>
        {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
          <li class="page-number">
            {page === view.page ? (
              <span aria-current="page">
                <span aria-hidden="true">{page}</span>
                <span class="visually-hidden">{t.pageOf(page, pages)}</span>
              </span>
            ) : (
              <a href={link(page)} aria-label={t.pageOf(page, pages)}>
                {page}
              </a>
            )}
          </li>
        ))}
        <li>
          {view.page < pages ? (
            <a href={link(view.page + 1)} rel="next">
              {t.nextPage} →
            </a>
          ) : (
            <span class="disabled" aria-disabled="true">
              {t.nextPage} →
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

function Results({ ctx, view, results }: { ctx: PageContext; view: SearchView; results: CompanySearchPage }) {
  const { t } = ctx;
  const didYouMean = <DidYouMean ctx={ctx} suggestions={results.suggestions} link={(q) => ctx.href("/search", { q, ...view.filters })} />;
  if (results.items.length === 0 && results.total > 0) {
    return (
      <div class="empty">
        <p>
          <strong>{t.emptyPage}</strong>
        </p>
        <p>
          <a href={ctx.href("/search", { q: view.q, ...view.filters })}>{t.firstPage}</a>
        </p>
      </div>
    );
  }
  if (results.items.length === 0) {
    return (
      <div class="empty">
        <p>
          <strong>{t.noResults}</strong>
        </p>
        <p class="muted">{t.noResultsHint}</p>
        {didYouMean}
      </div>
    );
  }
  const reachable = Math.min(results.total, (MAX_PAGE - 1) * PAGE_SIZE + PAGE_SIZE);
  const pages = Math.min(MAX_PAGE, Math.ceil(reachable / PAGE_SIZE));
  const from = results.offset + 1;
  const to = results.offset + results.items.length;
  const total = ctx.formatNumber(results.total);
  return (
    <>
      <p class="result-summary">
        <strong>{t.resultsCount(results.total, total)}</strong>
        {results.total > results.items.length ? <span class="muted"> · {t.resultsRange(from, to, total)}</span> : null}
      </p>
      {didYouMean}
      <ol class="card-list results-list" start={from}>
        {results.items.map((item) => {
          return (
            <li class="card">
              <p class="card-title">
                <a href={ctx.href(pathOf(item.url))}>{item.name}</a> <StatusBadge ctx={ctx} status={item.status} />
              </p>
              <MetaLine parts={[legalFormLabel(ctx, item.legal_form), [item.location, item.canton].filter(Boolean).join(", ")]} uid={item.uid} />
              {item.address ? <p class="card-meta">{item.address}</p> : null}
              {item.matched.field !== "name" ? <p class="card-meta matched">{t.matched(item.matched.field, item.matched.value)}</p> : null}
            </li>
          );
        })}
      </ol>
      <Pagination
        ctx={ctx}
        pages={pages}
        current={view.page}
        link={(page) => ctx.href("/search", { q: view.q, ...view.filters, page: page > 1 ? String(page) : undefined })}
      />
      {results.total > MAX_PAGE * PAGE_SIZE && view.page === pages ? <p class="note">{t.deepPagingNote(MAX_REACHABLE_ROWS)}</p> : null}
    </>
  );
}

export function SearchPage({ ctx, view }: { ctx: PageContext; view: SearchView }) {
  const { t } = ctx;
  const title = view.q && !view.error ? t.searchTitle(view.q) : t.searchTitleEmpty;
  const activeFilters = view.filters.canton.length + view.filters.status.length + view.filters.legal_form.length;
  const options: Record<keyof SearchFilters, FilterOption[]> = {
    status: COMPANY_STATUSES.map((value) => ({ value, label: t.statuses[value] })),
    canton: [...CANTON_CODES]
      .map((value) => ({ value, label: `${cantonName(ctx.lang, value)} (${value})` }))
      .sort((a, b) => a.label.localeCompare(b.label, ctx.lang)),
    legal_form: LEGAL_FORM_CATEGORIES.map((value) => ({ value, label: legalFormLabel(ctx, value) ?? value })),
  };
  return (
    <Layout ctx={ctx} meta={{ title, description: t.tagline, noindex: true }} headerSearch={false}>
      <h1 class="search-title">{title}</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> (2023) is not yet a landmark everywhere; <form role="search"> is */}
      <form id="search-form" class="search-form" role="search" action="/search" method="get">
        <label for="q" class="visually-hidden">
          {t.searchLabel}
        </label>
        <div class="search-row">
          <div class="combobox">
            <input
              id="q"
              name="q"
              type="search"
              value={view.q}
              placeholder={t.searchPlaceholder}
              autocomplete="off"
              spellcheck={false}
              maxlength={QUERY_LENGTH.max}
              required
              aria-invalid={view.error ? "true" : undefined}
              aria-describedby={view.error ? "search-error" : undefined}
              data-autocomplete="/api/v1/companies/autocomplete"
              data-msg-count={t.suggestionsCount}
              data-msg-none={t.suggestionsNone}
            />
          </div>
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
          {/* Open without script; on a phone the script folds it so that the results come first. */}
          <details class="filters-panel" open>
            <summary>
              {t.filters}
              {activeFilters > 0 ? <span class="count"> · {t.selectedCount(activeFilters)}</span> : null}
            </summary>
          <FilterGroup ctx={ctx} title={t.allStatuses} name="status" open selected={view.filters.status} options={options.status} />
          <FilterGroup ctx={ctx} title={t.allCantons} name="canton" open={false} selected={view.filters.canton} options={options.canton} />
          <FilterGroup
            ctx={ctx}
            title={t.allLegalForms}
            name="legal_form"
            open={false}
            selected={view.filters.legal_form}
            options={options.legal_form}
          />
          <div class="filter-actions">
            <button type="submit" form="search-form">
              {t.applyFilters}
            </button>
            {activeFilters > 0 && view.q ? <a href={ctx.href("/search", { q: view.q })}>{t.clearFilters}</a> : null}
          </div>
          </details>
        </aside>
        <section class="results" aria-labelledby="results-title">
          <h2 id="results-title" class="visually-hidden">
            {title}
          </h2>
          <ActiveFilters ctx={ctx} view={view} options={options} />
          {view.results ? <Results ctx={ctx} view={view} results={view.results} /> : null}
          {view.people ? <PeopleAside ctx={ctx} q={view.q} people={view.people} /> : null}
        </section>
      </div>
    </Layout>
  );
}

/** The first people of the same query, under the companies, with a link to the people search. */
function PeopleAside({ ctx, q, people }: { ctx: PageContext; q: string; people: PersonSearchPage }) {
  const { t } = ctx;
  const all = ctx.href("/search/people", { q });
  return (
    <section class="people-aside" aria-labelledby="people-aside-title">
      <h2 id="people-aside-title">{t.people}</h2>
      {people.items.length === 0 ? (
        <p class="muted">
          <a href={all}>{t.searchPeopleInstead}</a>
        </p>
      ) : (
        <>
          <ul class="card-list">
            {people.items.map((person) => (
              <li class="card">
                <p class="card-title">{person.url ? <a href={ctx.href(pathOf(person.url))}>{person.name}</a> : person.name}</p>
                <MetaLine parts={[person.origin ? `${t.origin}: ${person.origin}` : null, person.residence]} />
              </li>
            ))}
          </ul>
          <p>
            <a href={all}>{t.allPeopleResults(ctx.formatNumber(people.total))}</a>
          </p>
        </>
      )}
    </section>
  );
}
