/** The home page `/`: the search box (type-ahead when the script runs) and a few example companies. */
import type { DatasetInfo } from "../../backend/port.js";
import type { ExampleCompany } from "../../operations/examples.js";
import { pathOf } from "./components.js";
import { Layout, SearchForm } from "./layout.js";
import type { PageContext } from "./page-context.js";

export function HomePage({ ctx, dataset, examples }: { ctx: PageContext; dataset: DatasetInfo | null; examples: ExampleCompany[] }) {
  const { t } = ctx;
  return (
    <Layout ctx={ctx} meta={{ title: t.siteName, description: t.tagline, canonical: `${ctx.baseUrl}/` }} headerSearch={false}>
      <section class="hero" aria-labelledby="home-title">
        <h1 id="home-title">{t.siteName}</h1>
        <p class="lead">{t.tagline}</p>
        <SearchForm ctx={ctx} id="q" />
        <p>
          <a href={ctx.href("/search/people")}>{t.peopleSearchTitleEmpty} →</a>
        </p>
        {dataset && dataset.companies > 0 ? (
          <p class="muted">{t.datasetSummary(ctx.formatNumber(dataset.companies), ctx.formatNumber(dataset.persons))}</p>
        ) : null}
        {examples.length > 0 ? (
          <div class="examples">
            <h2 class="examples-title">{t.examplesHeading}</h2>
            <ul class="example-links">
              {examples.map((example) => (
                <li>
                  <a href={ctx.href(pathOf(example.url))}>{example.name}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
    </Layout>
  );
}
