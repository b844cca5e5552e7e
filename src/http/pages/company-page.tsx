/** The company profile at `/companies/<slug>/<id>`. */
import { PUBLICATION_TEXT_LIMIT } from "../../domain/limits.js";
import type { CompanyDetail, CompanyOfficer, CompanyPublication } from "../../domain/resources.js";
import { cantonName, DateText, Facts, legalFormLabel, pathOf, StatusBadge } from "./components.js";
import { Layout } from "./layout.js";
import type { PageContext } from "./page-context.js";

/** Texts longer than this are folded behind a <details>. */
const FOLD_AT = 600;
const PREVIEW_LENGTH = 280;

function preview(text: string): string {
  const cut = text.slice(0, PREVIEW_LENGTH);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > PREVIEW_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** schema.org Organization for search engines and agents reading the page. */
export function companyJsonLd(company: CompanyDetail): object {
  const [street, ...rest] = (company.address ?? "").split(", ");
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": company.url,
    url: company.url,
    name: company.name,
    legalName: company.name,
    ...(company.previous_names.length > 0 ? { alternateName: company.previous_names } : {}),
    ...(company.uid ? { identifier: { "@type": "PropertyValue", propertyID: "CHE UID", value: company.uid } } : {}),
    ...(company.register_date ? { foundingDate: company.register_date } : {}),
    ...(company.purpose ? { description: company.purpose } : {}),
    address: {
      "@type": "PostalAddress",
      ...(rest.length > 0 && street ? { streetAddress: street } : {}),
      ...(company.location ? { addressLocality: company.location } : {}),
      ...(company.canton ? { addressRegion: company.canton } : {}),
      addressCountry: "CH",
    },
    subjectOf: { "@type": "Dataset", name: "Swiss commercial register", description: company.source },
  };
}

function Officer({ ctx, officer }: { ctx: PageContext; officer: CompanyOfficer }) {
  const details = [officer.role, officer.signing_authority].filter(Boolean).join(" · ");
  return (
    <li class="officer">
      <span class="officer-name">
        {officer.url ? (
          <a href={ctx.href(pathOf(officer.url))}>{officer.name}</a>
        ) : (
          <span class={officer.redacted ? "redacted" : undefined} title={officer.redacted ? ctx.t.redactedNote : undefined}>
            {officer.name}
          </span>
        )}
        {officer.entity_type === "legal_entity" ? <span class="tag">{ctx.t.legalEntity}</span> : null}
      </span>
      {details ? <span class="officer-role">{details}</span> : null}
    </li>
  );
}

function Publication({ ctx, publication }: { ctx: PageContext; publication: CompanyPublication }) {
  const { t } = ctx;
  const text = publication.text ?? "";
  return (
    <article class="publication">
      <h3>
        <DateText ctx={ctx} value={publication.sogc_date ?? publication.journal_date} />
        {publication.journal_no ? (
          <span class="muted">
            {" · "}
            {t.journalNo} {publication.journal_no}
          </span>
        ) : null}
      </h3>
      {text.length > FOLD_AT ? (
        <details class="notice">
          <summary>
            <span class="notice-preview">{preview(text)}</span> <span class="notice-more">{t.showFullText}</span>
            <span class="notice-less">{t.hideFullText}</span>
          </summary>
          <p class="notice-text">{text}</p>
        </details>
      ) : text ? (
        <p class="notice-text">{text}</p>
      ) : null}
      {publication.text_truncated ? <p class="muted small">{t.textClipped(PUBLICATION_TEXT_LIMIT)}</p> : null}
    </article>
  );
}

export function CompanyPage({ ctx, company }: { ctx: PageContext; company: CompanyDetail }) {
  const { t } = ctx;
  const legalForm = legalFormLabel(ctx, company.legal_form);
  const canton = company.canton ? `${cantonName(ctx.lang, company.canton)} (${company.canton})` : null;
  const nogaLabel = company.noga ? (company.noga.labels[ctx.lang] ?? company.noga.labels.en ?? company.noga.labels.de) : null;
  const description = [company.name, legalForm, [company.location, company.canton].filter(Boolean).join(", "), company.uid]
    .filter(Boolean)
    .join(" · ");
  const jsonPath = `/api/v1/companies/${company.id}`;
  return (
    <Layout
      ctx={ctx}
      meta={{
        title: company.name,
        description,
        canonical: company.url,
        markdown: company.markdown_url,
        json: ctx.baseUrl + jsonPath,
        ogType: "website",
        jsonLd: companyJsonLd(company),
      }}
    >
      <article class="profile" aria-labelledby="profile-name">
        <header class="profile-header">
          <p class="eyebrow">{t.company}</p>
          <h1 id="profile-name">{company.name}</h1>
          <p class="badges">
            <StatusBadge ctx={ctx} status={company.status} />
            {legalForm ? <span class="tag">{legalForm}</span> : null}
          </p>
        </header>

        <Facts
          emptyText={t.notRecorded}
          facts={[
            { label: t.uid, value: company.uid ? <span class="mono">{company.uid}</span> : null },
            { label: t.legalForm, value: legalForm },
            { label: t.seat, value: company.location },
            { label: t.canton, value: canton },
            { label: t.address, value: company.address },
            { label: t.registered, value: company.register_date ? <DateText ctx={ctx} value={company.register_date} /> : null },
            // `CHF 100'000.00` stays on one line.
            { label: t.capital, value: company.capital?.replace(/ /g, "\u00a0") ?? null, long: (company.capital?.length ?? 0) > 14 },
            {
              label: t.industry,
              value: company.noga ? (
                <>
                  <span class="mono">{company.noga.code}</span> {nogaLabel}
                </>
              ) : null,
              wide: true,
            },
          ]}
        />

        <section aria-labelledby="purpose-title">
          <h2 id="purpose-title">{t.purpose}</h2>
          {company.purpose ? <p class="purpose">{company.purpose}</p> : <p class="muted">{t.notRecorded}</p>}
        </section>

        <section aria-labelledby="officers-title">
          <h2 id="officers-title">
            {t.officers} <span class="count">{t.officersPresent(company.officers.length)}</span>
          </h2>
          {company.officers.length > 0 ? (
            <ul class="officer-list">
              {company.officers.map((officer) => (
                <Officer ctx={ctx} officer={officer} />
              ))}
            </ul>
          ) : (
            <p class="muted">{t.noOfficers}</p>
          )}
        </section>

        {company.previous_names.length > 0 ? (
          <section aria-labelledby="names-title">
            <h2 id="names-title">{t.previousNames}</h2>
            <ul class="plain-list">
              {company.previous_names.map((name) => (
                <li>{name}</li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="publications-title">
          <h2 id="publications-title">
            {t.publications}{" "}
            {company.publications.length > 0 ? (
              <span class="count">{t.publicationsShown(company.publications.length, company.publications_total)}</span>
            ) : null}
          </h2>
          {company.publications.length > 0 ? (
            company.publications.map((publication) => <Publication ctx={ctx} publication={publication} />)
          ) : (
            <p class="muted">{t.noPublications}</p>
          )}
        </section>

        <section aria-labelledby="formats-title" class="formats">
          <h2 id="formats-title">{t.otherFormats}</h2>
          <ul class="format-links">
            <li>
              <a href={pathOf(company.markdown_url)} type="text/markdown">
                {t.markdownFactSheet}
              </a>
            </li>
            <li>
              <a href={jsonPath} type="application/json">
                {t.jsonApi}
              </a>
            </li>
          </ul>
          <p class="muted small">{company.source}</p>
        </section>
      </article>
    </Layout>
  );
}
