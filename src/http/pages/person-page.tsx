/** The person profile at `/people/<slug>/<id>`; redacted persons have none (the backend answers null). */
import type { PersonProfile } from "../../backend/port.js";
import type { PersonMandate } from "../../domain/resources.js";
import { Facts, legalFormLabel, MetaLine, pathOf, StatusBadge } from "./components.js";
import { Layout } from "./layout.js";
import type { PageContext } from "./page-context.js";

/** schema.org Person, with the companies of the present mandates as affiliations. */
export function personJsonLd(person: PersonProfile): object {
  const current = person.mandates.filter((mandate) => mandate.company_active);
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": person.url,
    url: person.url,
    name: person.name,
    ...(person.first_name ? { givenName: person.first_name } : {}),
    ...(person.last_name ? { familyName: person.last_name } : {}),
    ...(person.residence ? { homeLocation: { "@type": "Place", name: person.residence } } : {}),
    ...(person.nationality ? { nationality: { "@type": "Country", name: person.nationality } } : {}),
    ...(current.length > 0
      ? { affiliation: current.map((mandate) => ({ "@type": "Organization", name: mandate.company.name, url: mandate.company.url })) }
      : {}),
  };
}

function MandateList({ ctx, mandates }: { ctx: PageContext; mandates: PersonMandate[] }) {
  if (mandates.length === 0) return <p class="muted">{ctx.t.noMandates}</p>;
  return (
    <ul class="card-list">
      {mandates.map((mandate) => {
        const company = mandate.company;
        const role = [mandate.role, mandate.signing_authority].filter(Boolean).join(" · ");
        return (
          <li class="card">
            <p class="card-title">
              <a href={ctx.href(pathOf(company.url))}>{company.name}</a> <StatusBadge ctx={ctx} status={company.status} />
            </p>
            {role ? <p class="card-role">{role}</p> : null}
            <MetaLine parts={[legalFormLabel(ctx, company.legal_form), [company.location, company.canton].filter(Boolean).join(", ")]} uid={company.uid} />
          </li>
        );
      })}
    </ul>
  );
}

export function PersonPage({ ctx, person }: { ctx: PageContext; person: PersonProfile }) {
  const { t } = ctx;
  const current = person.mandates.filter((mandate) => mandate.company_active);
  const former = person.mandates.filter((mandate) => !mandate.company_active);
  const description = [person.name, person.residence, current.map((mandate) => mandate.company.name).slice(0, 3).join(", ")]
    .filter(Boolean)
    .join(" · ");
  return (
    <Layout
      ctx={ctx}
      meta={{
        title: person.name,
        description,
        canonical: person.url,
        markdown: person.markdown_url,
        json: `${ctx.baseUrl}/api/v1/people/${person.id}`,
        ogType: "profile",
        jsonLd: personJsonLd(person),
      }}
    >
      <article class="profile" aria-labelledby="profile-name">
        <header class="profile-header">
          <p class="eyebrow">{t.person}</p>
          <h1 id="profile-name">{person.name}</h1>
        </header>
        <Facts
          emptyText={t.notRecorded}
          facts={[
            { label: t.origin, value: person.origin },
            { label: t.residence, value: person.residence },
            { label: t.nationality, value: person.nationality },
          ]}
        />
        <section aria-labelledby="current-title">
          <h2 id="current-title">{t.currentMandates(current.length)}</h2>
          <MandateList ctx={ctx} mandates={current} />
        </section>
        <section aria-labelledby="former-title">
          <h2 id="former-title">{t.formerMandates(former.length)}</h2>
          <MandateList ctx={ctx} mandates={former} />
        </section>
        <section aria-labelledby="formats-title" class="formats">
          <h2 id="formats-title">{t.otherFormats}</h2>
          <ul class="format-links">
            <li>
              <a href={pathOf(person.markdown_url)} type="text/markdown">
                {t.markdownFactSheet}
              </a>
            </li>
            <li>
              <a href={`/api/v1/people/${person.id}`} type="application/json">
                {t.jsonApi}
              </a>
            </li>
          </ul>
          <p class="muted small">{person.source}</p>
        </section>
      </article>
    </Layout>
  );
}
