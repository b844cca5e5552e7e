/**
 * Markdown fact sheets at `/companies/<slug>/<id>.md` and `/people/<slug>/<id>.md`. They draw from the detail
 * rate-limit bucket, and a stale or missing slug redirects (301) to the canonical address.
 */
import type { Hono } from "hono";
import { sendAnswer, type RenderedAnswer } from "./answer-cache/index.js";
import { profilePath, type ProfileKind } from "../domain/links.js";
import { companyFactSheet } from "../factsheet/company.js";
import { personFactSheet } from "../factsheet/person.js";
import { findPersonProfile } from "../operations/get-person.js";
import { getCompany } from "../operations/index.js";
import { inputFromUrl } from "../operations/input.js";
import { type ApiDependencies, CACHE_CONTROL, enforceRateLimit, serviceLinks, withQueryOf } from "./api/routes.js";

export const MARKDOWN_CONTENT_TYPE = "text/markdown; charset=utf-8";

/** Registers the two fact-sheet routes. */
export function registerFactSheetRoutes(app: Hono, deps: ApiDependencies): void {
  // Each sheet is rendered with its canonical path, so that a stale slug is redirected from the cache too.
  const sheets: { kind: ProfileKind; render: (id: number) => Promise<RenderedAnswer> }[] = [
    {
      kind: "companies",
      render: async (id) => {
        const company = await getCompany.handle({ id }, { backend: deps.backend });
        return { body: companyFactSheet(company), path: `${profilePath("companies", id, company.name)}.md` };
      },
    },
    {
      kind: "people",
      render: async (id) => {
        const person = await findPersonProfile(deps.backend, id);
        return { body: personFactSheet(person), path: `${profilePath("people", id, person.name)}.md` };
      },
    },
  ];
  for (const { kind, render } of sheets) {
    const path = `/${kind}/:slug/:file{[^/]+\\.md}`;
    app.get(path, async (c) => {
      await enforceRateLimit(c, deps, "detail");
      const { id } = inputFromUrl(getCompany, new URLSearchParams(), { id: (c.req.param("file") ?? "").slice(0, -".md".length) });
      const answer = await deps.answers.answer(`${kind}.md ${id}`, () => render(id));
      if (c.req.path !== answer.path) return c.redirect(withQueryOf(c, answer.path!), 301);
      c.header("Link", serviceLinks(deps.publicBaseUrl));
      c.header("Cache-Control", CACHE_CONTROL);
      return sendAnswer(c, answer, MARKDOWN_CONTENT_TYPE);
    });
  }
}
