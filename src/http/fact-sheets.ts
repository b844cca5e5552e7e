/**
 * Markdown fact sheets at `/companies/<slug>/<id>.md` and `/people/<slug>/<id>.md`. They draw from the detail
 * rate-limit bucket, and a stale or missing slug redirects (301) to the canonical address.
 */
import type { Hono } from "hono";
import { weakEtag } from "./middleware/etag/index.js";
import { profilePath, type ProfileKind } from "../domain/links.js";
import { companyFactSheet } from "../factsheet/company.js";
import { personFactSheet } from "../factsheet/person.js";
import { findPersonProfile } from "../operations/get-person.js";
import { getCompany } from "../operations/index.js";
import { inputFromUrl } from "../operations/input.js";
import { type ApiDependencies, CACHE_CONTROL, enforceRateLimit, serviceLinks } from "./api/routes.js";

export const MARKDOWN_CONTENT_TYPE = "text/markdown; charset=utf-8";

/** Registers the two fact-sheet routes. */
export function registerFactSheetRoutes(app: Hono, deps: ApiDependencies): void {
  const sheets: { kind: ProfileKind; render: (id: number) => Promise<{ name: string; markdown: string }> }[] = [
    {
      kind: "companies",
      render: async (id) => {
        const company = await getCompany.handle({ id }, { backend: deps.backend });
        return { name: company.name, markdown: companyFactSheet(company) };
      },
    },
    {
      kind: "people",
      render: async (id) => {
        const person = await findPersonProfile(deps.backend, id);
        return { name: person.name, markdown: personFactSheet(person) };
      },
    },
  ];
  for (const { kind, render } of sheets) {
    const path = `/${kind}/:slug/:file{[^/]+\\.md}`;
    app.use(path, weakEtag());
    app.get(path, async (c) => {
      await enforceRateLimit(c, deps, "detail");
      const { id } = inputFromUrl(getCompany, new URLSearchParams(), { id: (c.req.param("file") ?? "").slice(0, -".md".length) });
      const sheet = await render(id);
      const canonical = `${profilePath(kind, id, sheet.name)}.md`;
      if (c.req.path !== canonical) return c.redirect(canonical, 301);
      c.header("Link", serviceLinks(deps.publicBaseUrl));
      c.header("Cache-Control", CACHE_CONTROL);
      return c.body(sheet.markdown, 200, { "Content-Type": MARKDOWN_CONTENT_TYPE });
    });
  }
}
