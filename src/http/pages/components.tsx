/** Small pieces the pages share. */
import type { Child } from "hono/jsx";
import { COMPANY_STATUSES, LEGAL_FORM_CATEGORIES, type CompanyStatus, type LegalFormCategory } from "../../domain/codes.js";
import { loadCantons } from "../../domain/reference.js";
import type { PageLanguage } from "./i18n.js";
import type { PageContext } from "./page-context.js";

export function isCompanyStatus(value: string | null): value is CompanyStatus {
  return (COMPANY_STATUSES as readonly string[]).includes(value ?? "");
}

export function isLegalFormCategory(value: string | null): value is LegalFormCategory {
  return (LEGAL_FORM_CATEGORIES as readonly string[]).includes(value ?? "");
}

/** The status as a badge: colour and a word, so it does not rely on colour alone. */
export function StatusBadge({ ctx, status }: { ctx: PageContext; status: string | null }) {
  if (!status) return null;
  const known = isCompanyStatus(status) || status === "inactive";
  const label = known ? ctx.t.statuses[status as CompanyStatus | "inactive"] : status;
  return <span class={`badge badge-${known ? status : "other"}`}>{label}</span>;
}

export function legalFormLabel(ctx: PageContext, legalForm: string | null): string | null {
  if (!legalForm) return null;
  return isLegalFormCategory(legalForm) ? ctx.t.legalForms[legalForm] : legalForm;
}

/** Canton names in the page's language, from the shipped reference data. */
export function cantonName(lang: PageLanguage, code: string | null): string | null {
  if (!code) return null;
  const canton = loadCantons().find((entry) => entry.code === code);
  return canton ? canton.labels[lang] : code;
}

export interface Fact {
  label: string;
  value: Child;
  /** Shown when the value is empty. */
  empty?: string;
  wide?: boolean;
  /** A value that does not break well (a long amount): a whole row on a phone. */
  long?: boolean;
}

/** A definition list of facts; empty ones say so instead of disappearing, so the layout stays predictable. */
export function Facts({ facts, emptyText }: { facts: Fact[]; emptyText: string }) {
  return (
    <dl class="facts">
      {facts.map((fact) => (
        <div class={["fact", fact.wide ? "wide" : "", fact.long ? "long" : ""].filter(Boolean).join(" ")}>
          <dt>{fact.label}</dt>
          <dd>{fact.value === null || fact.value === undefined || fact.value === "" ? <span class="muted">{fact.empty ?? emptyText}</span> : fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A line of facts joined by ` · `; a UID never breaks at its hyphen. */
export function MetaLine({ parts, uid }: { parts: (string | null | undefined)[]; uid?: string | null }) {
  const text = parts.filter((part): part is string => Boolean(part)).join(" · ");
  if (!text && !uid) return null;
  return (
    <p class="card-meta">
      {text}
      {text && uid ? " · " : null}
      {uid ? <span class="nowrap">{uid}</span> : null}
    </p>
  );
}

/** A date as `<time>`, formatted in the page's language. */
export function DateText({ ctx, value }: { ctx: PageContext; value: string | null }) {
  if (!value) return null;
  return <time datetime={value}>{ctx.formatDate(value)}</time>;
}

/** A path from an absolute profile URL (links stay on whichever host serves the page). */
export function pathOf(url: string): string {
  return new URL(url).pathname;
}
