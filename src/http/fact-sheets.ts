/**
 * Markdown fact sheets at `/companies/<slug>/<id>.md` and `/people/<slug>/<id>.md`: the getCompany and getPerson
 * operations in Markdown. They draw from the rate-limit bucket of the operation they serve, and a stale or missing
 * slug redirects (301) to the canonical address.
 */
import type { Hono } from "hono";
import { profilePath, type ProfileKind } from "../domain/links.js";
import { companyFactSheet } from "../factsheet/company.js";
import { companyListings } from "../market/access.js";
import { personFactSheet } from "../factsheet/person.js";
import { getCompany, getPerson } from "../operations/index.js";
import { inputFromUrl } from "../operations/input.js";
import type { PublicOperation } from "../operations/operation.js";
import { sendAnswer, type RenderedAnswer } from "./answer-cache/index.js";
import type { RegisterRouteDependencies } from "./dependencies.js";
import { enforceRateLimit } from "./middleware/rate-limit/enforce.js";
import { CACHE_CONTROL, serviceLinks, withQueryOf } from "./response-headers.js";

/** The fact sheets' content type. */
export const MARKDOWN_CONTENT_TYPE = "text/markdown; charset=utf-8";

/** Registers the two fact-sheet routes. */
export function registerFactSheetRoutes(app: Hono, deps: RegisterRouteDependencies): void {
  const context = { backend: deps.backend, market: deps.market };
  // Each sheet is rendered with its canonical path, so that a stale slug is redirected from the cache too.
  const sheets: { kind: ProfileKind; operation: PublicOperation; render: (id: number) => Promise<RenderedAnswer> }[] = [
    {
      kind: "companies",
      operation: getCompany,
      render: async (id) => {
        const company = await getCompany.handle({ id }, context);
        const listings = (await companyListings(context.market, id)) ?? [];
        return { body: companyFactSheet(company, listings), path: `${profilePath("companies", id, company.name)}.md` };
      },
    },
    {
      kind: "people",
      operation: getPerson,
      render: async (id) => {
        const person = await getPerson.handle({ id }, context);
        return { body: personFactSheet(person), path: `${profilePath("people", id, person.name)}.md` };
      },
    },
  ];
  for (const { kind, operation, render } of sheets) {
    const path = `/${kind}/:slug/:file{[^/]+\\.md}`;
    const link = serviceLinks(deps.publicBaseUrl);
    app.get(path, async (c) => {
      await enforceRateLimit(c, deps, operation.rest.bucket);
      const { id } = inputFromUrl(getCompany, new URLSearchParams(), { id: (c.req.param("file") ?? "").slice(0, -".md".length) });
      const answer = await deps.answers.answer(`${kind}.md ${id}`, () => render(id));
      if (c.req.path !== answer.path) return c.redirect(withQueryOf(c, answer.path!), 301);
      c.header("Link", link);
      c.header("Cache-Control", CACHE_CONTROL);
      return sendAnswer(c, answer, MARKDOWN_CONTENT_TYPE);
    });
  }
}
