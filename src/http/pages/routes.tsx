/**
 * The HTML pages: home `/`, search `/search` (companies, and the first people), people search `/search/people`,
 * company and person profiles at their canonical addresses, and the friendly 404. Each page draws from the rate-limit
 * bucket of the operation it serves (as the fact sheets do). A stale or missing slug redirects (301) to the canonical
 * address; every failure is a friendly HTML page.
 */
import type { Context, Hono } from "hono";
import type { Logger } from "pino";
import { CANTON_CODES, COMPANY_STATUSES, LEGAL_FORM_CATEGORIES } from "../../domain/codes.js";
import { QUERY_LENGTH } from "../../domain/limits.js";
import { profilePath, type ProfileKind } from "../../domain/links.js";
import { NotFoundError, ServiceError } from "../../domain/errors.js";
import { describeDataset } from "../../operations/dataset.js";
import { exampleSource, type Examples } from "../../operations/examples.js";
import { getCompany, getPerson, searchCompanies, searchPeople } from "../../operations/index.js";
import { inputFromUrl, validateInput } from "../../operations/input.js";
import type { RegisterRouteDependencies } from "../dependencies.js";
import { enforceRateLimit } from "../middleware/rate-limit/enforce.js";
import { requestLogger } from "../middleware/request-id/index.js";
import { withQueryOf } from "../response-headers.js";
import { registerAssetRoutes, type AssetUrls } from "./assets.js";
import { CompanyPage } from "./company-page.js";
import { HomePage } from "./home-page.js";
import { createPageContext, type PageContext } from "./page-context.js";
import { PeopleSearchPage, type PeopleSearchView } from "./people-search-page.js";
import { PersonPage } from "./person-page.js";
import { renderServiceErrorPage, renderErrorPage, renderPage } from "./render.js";
import { MAX_PAGE, PAGE_SIZE, SearchPage, type SearchFilters, type SearchView } from "./search-page.js";

/** What the pages answer with. */
export interface PageDependencies extends RegisterRouteDependencies {
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
  const context = { backend: deps.backend, market: deps.market };
  const examples = exampleSource(context);
  const demo = describeDataset(context)
    .then((dataset) => dataset.source === "demo")
    .catch(() => false);

  /** Wraps a page handler: every failure becomes a friendly page with the right status. */
  const page = (handler: PageHandler) => async (c: Context) => {
    const ctx = createPageContext(c, deps.publicBaseUrl, assets, await demo);
    if (deps.registerProblem?.()) return renderErrorPage(c, ctx, "unavailable", { retryAfter: deps.unavailableRetryAfter });
    try {
      return await handler(c, ctx);
    } catch (error) {
      if (error instanceof ServiceError && error.code !== "upstream_unavailable") return renderServiceErrorPage(c, ctx, error);
      if (deps.isUnavailable(error)) {
        requestLogger(c, deps.logger).error({ err: error, path: c.req.path }, "register backend unavailable");
        return renderErrorPage(c, ctx, "unavailable", { retryAfter: deps.unavailableRetryAfter });
      }
      requestLogger(c, deps.logger).error({ err: error, path: c.req.path }, "unhandled error on a page");
      return renderErrorPage(c, ctx, "internal");
    }
  };

  /** The id of a profile address; a malformed or oversized one is a page that does not exist. */
  const profileId = (c: Context): number => {
    try {
      return inputFromUrl(getCompany, new URLSearchParams(), { id: c.req.param("id") ?? "" }).id;
    } catch {
      throw new NotFoundError("No such profile.");
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
      const [dataset, found] = await Promise.all([describeDataset(context).catch(() => null), examples().catch(() => null)]);
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
      const view: SearchView = { q: q.slice(0, QUERY_LENGTH.max), filters, page: 1, results: null, ignored };

      if (q === "") return renderPage(c, <SearchPage ctx={ctx} view={view} />);
      if (q.length < QUERY_LENGTH.min || q.length > QUERY_LENGTH.max) {
        return renderPage(c, <SearchPage ctx={ctx} view={{ ...view, error: ctx.t.queryLength }} />, 400);
      }
      if (!(pageNumber >= 1 && pageNumber <= MAX_PAGE)) {
        return renderPage(c, <SearchPage ctx={ctx} view={{ ...view, error: ctx.t.pageOutOfRange }} />, 400);
      }
      await enforceRateLimit(c, deps, searchCompanies.rest.bucket);
      let input;
      try {
        input = validateInput(searchCompanies, { q, ...filters, limit: PAGE_SIZE, offset: (pageNumber - 1) * PAGE_SIZE });
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        return renderPage(c, <SearchPage ctx={ctx} view={{ ...view, error: ctx.t.invalidInput }} />, 400);
      }
      const [results, people] = await Promise.all([
        searchCompanies.handle(input, context),
        // The same words as a person's name; the first page only, and without the company filters.
        pageNumber === 1
          ? searchPeople.handle(validateInput(searchPeople, { q, limit: PEOPLE_ON_COMPANY_SEARCH }), context)
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
      const company =
        companyId === null ? null : { id: companyId, name: (await getCompany.handle({ id: companyId }, context).catch(() => null))?.name ?? null };
      const view: PeopleSearchView = { q: q.slice(0, QUERY_LENGTH.max), canton: canton.accepted, company, page: 1, results: null, ignored };

      if (q === "") return renderPage(c, <PeopleSearchPage ctx={ctx} view={view} />);
      if (q.length < QUERY_LENGTH.min || q.length > QUERY_LENGTH.max) return renderPage(c, <PeopleSearchPage ctx={ctx} view={{ ...view, error: ctx.t.queryLength }} />, 400);
      if (!(pageNumber >= 1 && pageNumber <= MAX_PAGE)) {
        return renderPage(c, <PeopleSearchPage ctx={ctx} view={{ ...view, error: ctx.t.pageOutOfRange }} />, 400);
      }
      await enforceRateLimit(c, deps, searchPeople.rest.bucket);
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
        if (!(error instanceof ServiceError)) throw error;
        return renderPage(c, <PeopleSearchPage ctx={ctx} view={{ ...view, error: ctx.t.invalidInput }} />, 400);
      }
      const results = await searchPeople.handle(input, context);
      return renderPage(c, <PeopleSearchPage ctx={ctx} view={{ ...view, page: pageNumber, results }} />);
    }),
  );

  app.get(
    "/companies/:slug/:id{[0-9]+}",
    page(async (c, ctx) => {
      await enforceRateLimit(c, deps, getCompany.rest.bucket);
      const id = profileId(c);
      const company = await getCompany.handle({ id }, context);
      return canonicalRedirect(c, "companies", id, company.name) ?? renderPage(c, <CompanyPage ctx={ctx} company={company} />);
    }),
  );

  app.get(
    "/people/:slug/:id{[0-9]+}",
    page(async (c, ctx) => {
      await enforceRateLimit(c, deps, getPerson.rest.bucket);
      const id = profileId(c);
      const person = await getPerson.handle({ id }, context);
      return canonicalRedirect(c, "people", id, person.name) ?? renderPage(c, <PersonPage ctx={ctx} person={person} />);
    }),
  );

  // An address without its slug (`/companies/123`) finds its way to the canonical one.
  const profiles = [
    { kind: "companies", operation: getCompany },
    { kind: "people", operation: getPerson },
  ] as const;
  for (const { kind, operation } of profiles) {
    app.get(
      `/${kind}/:id{[0-9]+}`,
      page(async (c) => {
        await enforceRateLimit(c, deps, operation.rest.bucket);
        const id = profileId(c);
        const { name } = await operation.handle({ id }, context);
        return c.redirect(withQueryOf(c, profilePath(kind, id, name)), 301);
      }),
    );
  }

  return { assets, examples };
}
