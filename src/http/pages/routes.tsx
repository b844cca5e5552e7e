/**
 * The HTML pages: home `/`, search `/search` (companies, and the first people), people search `/search/people`, company and person profiles at their canonical addresses, and the
 * friendly 404. Profiles draw from the detail rate-limit bucket (like the fact sheets), searches from the search
 * bucket. A stale or missing slug redirects (301) to the canonical address; every failure is a friendly HTML page.
 */
import type { Context, Hono } from "hono";
import type { Logger } from "pino";
import { CANTON_CODES, COMPANY_STATUSES, LEGAL_FORM_CATEGORIES } from "../../domain/codes.js";
import { profilePath, type ProfileKind } from "../../domain/links.js";
import { ApiError } from "../../operations/api-error.js";
import { findPersonProfile } from "../../operations/get-person.js";
import { getCompany, searchCompanies, searchPeople } from "../../operations/index.js";
import { inputFromUrl, validateInput } from "../../operations/input.js";
import { type ApiDependencies, enforceRateLimit, withQueryOf } from "../api/routes.js";
import { exampleSource, type Examples } from "../discovery/examples.js";
import { registerAssetRoutes, type AssetUrls } from "./assets.js";
import { CompanyPage } from "./company-page.js";
import { HomePage } from "./home-page.js";
import { createPageContext, type PageContext } from "./page-context.js";
import { PeopleSearchPage, type PeopleSearchView } from "./people-search-page.js";
import { PersonPage } from "./person-page.js";
import { renderApiErrorPage, renderErrorPage, renderPage } from "./render.js";
import { MAX_PAGE, PAGE_SIZE, SearchPage, type SearchFilters, type SearchView } from "./search-page.js";

export interface PageDependencies extends ApiDependencies {
  logger: Logger;
  /** True for errors meaning the store cannot answer right now (the app's classification). */
  isUnavailable: (error: unknown) => boolean;
  /** Non-null once the register file is known changed or damaged: pages then answer "unavailable" at once. */
  registerProblem?: () => unknown;
  /** Seconds to wait when the store is unavailable. */
  unavailableRetryAfter: number;
}

/** What the pages share with the discovery routes. */
export interface SiteResources {
  assets: AssetUrls;
  examples: () => Promise<Examples>;
}

/** People shown beside the companies of a search. */
const PEOPLE_ON_COMPANY_SEARCH = 3;

type PageHandler = (c: Context, ctx: PageContext) => Promise<Response>;

/** Paths whose 404 stays the contract's JSON error: the API, fact sheets and the agent endpoints. */
export function wantsJsonNotFound(path: string): boolean {
  return path.startsWith("/api/") || path.endsWith(".md") || path === "/mcp" || path.startsWith("/mcp/") || path.startsWith("/.well-known/");
}

/** The friendly HTML 404 for every other unknown path. */
export function renderNotFoundPage(c: Context, publicBaseUrl: string, assets: AssetUrls): Promise<Response> {
  return renderErrorPage(c, createPageContext(c, publicBaseUrl, assets), "not_found");
}

/** Values of a list parameter given as repeated keys (`canton=ZH&canton=BE`, as forms send) or comma-separated. */
function listParam(params: URLSearchParams, name: string): string[] {
  const values = params.getAll(name).flatMap((value) => value.split(","));
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

function splitKnown(values: string[], known: readonly string[], normalize: (value: string) => string) {
  const accepted: string[] = [];
  const ignored: string[] = [];
  for (const value of values) {
    const normalized = normalize(value);
    if (known.includes(normalized)) accepted.push(normalized);
    else ignored.push(value.slice(0, 40));
  }
  return { accepted, ignored };
}

export function registerPageRoutes(app: Hono, deps: PageDependencies): SiteResources {
  const assets = registerAssetRoutes(app);
  const examples = exampleSource(deps.backend);
  const demo = deps.backend
    .datasetInfo()
    .then((dataset) => dataset.source === "demo")
    .catch(() => false);

  /** Wraps a page handler: every failure becomes a friendly page with the right status. */
  const page = (handler: PageHandler) => async (c: Context) => {
    const ctx = createPageContext(c, deps.publicBaseUrl, assets, await demo);
    if (deps.registerProblem?.()) return renderErrorPage(c, ctx, "unavailable", { retryAfter: deps.unavailableRetryAfter });
    try {
      return await handler(c, ctx);
    } catch (error) {
      if (error instanceof ApiError) return renderApiErrorPage(c, ctx, error);
      if (deps.isUnavailable(error)) {
        deps.logger.error({ err: error, path: c.req.path }, "register backend unavailable");
        return renderErrorPage(c, ctx, "unavailable", { retryAfter: deps.unavailableRetryAfter });
      }
      deps.logger.error({ err: error, path: c.req.path }, "unhandled error on a page");
      return renderErrorPage(c, ctx, "internal");
    }
  };

  /** The id of a profile address; a malformed or oversized one is a page that does not exist. */
  const profileId = (c: Context): number => {
    try {
      return inputFromUrl(getCompany, new URLSearchParams(), { id: c.req.param("id") ?? "" }).id;
    } catch {
      throw new ApiError("not_found", "No such profile.");
    }
  };

  /** 301 to the canonical address when the slug is stale or missing; the query (`?lang`) survives the move. */
  const canonicalRedirect = (c: Context, kind: ProfileKind, id: number, name: string): Response | null => {
    const canonical = profilePath(kind, id, name);
    if (c.req.path === canonical) return null;
    return c.redirect(withQueryOf(c, canonical), 301);
  };

  app.get(
    "/",
    page(async (c, ctx) => {
      const [dataset, found] = await Promise.all([deps.backend.datasetInfo().catch(() => null), examples().catch(() => null)]);
      return renderPage(c, <HomePage ctx={ctx} dataset={dataset} examples={found?.companies ?? []} />);
    }),
  );

  app.get(
    "/search",
    page(async (c, ctx) => {
      const params = new URL(c.req.url).searchParams;
      const q = (params.get("q") ?? "").trim();
      const canton = splitKnown(listParam(params, "canton"), CANTON_CODES, (v) => v.toUpperCase());
      const status = splitKnown(listParam(params, "status"), COMPANY_STATUSES, (v) => v.toLowerCase());
      const legalForm = splitKnown(listParam(params, "legal_form"), LEGAL_FORM_CATEGORIES, (v) => v.toLowerCase());
      const filters: SearchFilters = { canton: canton.accepted, status: status.accepted, legal_form: legalForm.accepted };
      const ignored = [...canton.ignored, ...status.ignored, ...legalForm.ignored];
      const pageText = params.get("page") ?? "1";
      const pageNumber = /^\d{1,3}$/.test(pageText) ? Number(pageText) : Number.NaN;
      const view: SearchView = { q: q.slice(0, 200), filters, page: 1, results: null, ignored };

      if (q === "") return renderPage(c, <SearchPage ctx={ctx} view={view} />);
      if (q.length < 2 || q.length > 200) {
        return renderPage(c, <SearchPage ctx={ctx} view={{ ...view, error: ctx.t.queryLength }} />, 400);
      }
      if (!(pageNumber >= 1 && pageNumber <= MAX_PAGE)) {
        return renderPage(c, <SearchPage ctx={ctx} view={{ ...view, error: ctx.t.pageOutOfRange }} />, 400);
      }
      await enforceRateLimit(c, deps, "search");
      let input;
      try {
        input = validateInput(searchCompanies, { q, ...filters, limit: PAGE_SIZE, offset: (pageNumber - 1) * PAGE_SIZE });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return renderPage(c, <SearchPage ctx={ctx} view={{ ...view, error: ctx.t.invalidInput }} />, 400);
      }
      const [results, people] = await Promise.all([
        searchCompanies.handle(input, { backend: deps.backend }),
        // The same words as a person's name; the first page only, and without the company filters.
        pageNumber === 1
          ? searchPeople.handle(validateInput(searchPeople, { q, limit: PEOPLE_ON_COMPANY_SEARCH }), { backend: deps.backend })
          : Promise.resolve(null),
      ]);
      return renderPage(c, <SearchPage ctx={ctx} view={{ ...view, page: pageNumber, results, people }} />);
    }),
  );

  app.get(
    "/search/people",
    page(async (c, ctx) => {
      const params = new URL(c.req.url).searchParams;
      const q = (params.get("q") ?? "").trim();
      const canton = splitKnown(listParam(params, "canton"), CANTON_CODES, (v) => v.toUpperCase());
      const companyText = (params.get("company") ?? "").trim();
      const companyId = /^[1-9]\d{0,15}$/.test(companyText) ? Number(companyText) : null;
      const ignored = [...canton.ignored, ...(companyText && companyId === null ? [companyText.slice(0, 40)] : [])];
      const pageText = params.get("page") ?? "1";
      const pageNumber = /^\d{1,3}$/.test(pageText) ? Number(pageText) : Number.NaN;
      const company = companyId === null ? null : { id: companyId, name: (await deps.backend.getCompany(companyId).catch(() => null))?.name ?? null };
      const view: PeopleSearchView = { q: q.slice(0, 200), canton: canton.accepted, company, page: 1, results: null, ignored };

      if (q === "") return renderPage(c, <PeopleSearchPage ctx={ctx} view={view} />);
      if (q.length < 2 || q.length > 200) return renderPage(c, <PeopleSearchPage ctx={ctx} view={{ ...view, error: ctx.t.queryLength }} />, 400);
      if (!(pageNumber >= 1 && pageNumber <= MAX_PAGE)) {
        return renderPage(c, <PeopleSearchPage ctx={ctx} view={{ ...view, error: ctx.t.pageOutOfRange }} />, 400);
      }
      await enforceRateLimit(c, deps, "search");
      let input;
      try {
        input = validateInput(searchPeople, {
          q,
          canton: canton.accepted,
          ...(companyId !== null ? { company: companyId } : {}),
          limit: PAGE_SIZE,
          offset: (pageNumber - 1) * PAGE_SIZE,
        });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return renderPage(c, <PeopleSearchPage ctx={ctx} view={{ ...view, error: ctx.t.invalidInput }} />, 400);
      }
      const results = await searchPeople.handle(input, { backend: deps.backend });
      return renderPage(c, <PeopleSearchPage ctx={ctx} view={{ ...view, page: pageNumber, results }} />);
    }),
  );

  app.get(
    "/companies/:slug/:id{[0-9]+}",
    page(async (c, ctx) => {
      await enforceRateLimit(c, deps, "detail");
      const id = profileId(c);
      const company = await getCompany.handle({ id }, { backend: deps.backend });
      return canonicalRedirect(c, "companies", id, company.name) ?? renderPage(c, <CompanyPage ctx={ctx} company={company} />);
    }),
  );

  app.get(
    "/people/:slug/:id{[0-9]+}",
    page(async (c, ctx) => {
      await enforceRateLimit(c, deps, "detail");
      const id = profileId(c);
      const person = await findPersonProfile(deps.backend, id);
      return canonicalRedirect(c, "people", id, person.name) ?? renderPage(c, <PersonPage ctx={ctx} person={person} />);
    }),
  );

  // An address without its slug (`/companies/123`) finds its way to the canonical one.
  for (const kind of ["companies", "people"] as const) {
    app.get(
      `/${kind}/:id{[0-9]+}`,
      page(async (c, ctx) => {
        await enforceRateLimit(c, deps, "detail");
        const id = profileId(c);
        const name = kind === "companies" ? (await getCompany.handle({ id }, { backend: deps.backend })).name : (await findPersonProfile(deps.backend, id)).name;
        return c.redirect(withQueryOf(c, profilePath(kind, id, name)), 301);
      }),
    );
  }

  return { assets, examples };
}
