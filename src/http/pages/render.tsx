/** Turns a page into a response with the pages' security headers, and renders the friendly error pages. */
import type { Context } from "hono";
import { html } from "hono/html";
import type { JSX } from "hono/jsx/jsx-runtime";
import type { ServiceError } from "../../domain/errors.js";
import { RATE_LIMIT_WINDOW_SECONDS } from "../../domain/limits.js";
import { Layout } from "./layout.js";
import type { PageContext } from "./page-context.js";

/** No inline script or style anywhere: every script and stylesheet is a file served by this app. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; " +
  "base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/** Headers of every HTML page (profiles, search, errors, /docs). */
export const PAGE_SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Content-Type-Options": "nosniff",
  // Which company someone looked at is nobody else's business.
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), browsing-topics=()",
};

/** Pages are cached like the API's answers: the data only changes on a re-import. */
export const PAGE_CACHE_CONTROL = "public, max-age=300";

export function setPageHeaders(c: Context): void {
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) c.header(name, value);
  c.header("Vary", "Accept-Language");
}

export type PageStatus = 200 | 400 | 404 | 429 | 500 | 503;

/** Renders a page with its doctype and headers; error pages are never cached. */
export async function renderPage(c: Context, element: JSX.Element, status: PageStatus = 200): Promise<Response> {
  setPageHeaders(c);
  c.header("Cache-Control", status === 200 ? PAGE_CACHE_CONTROL : "no-store");
  return c.html(html`<!DOCTYPE html>${element}`, status);
}

export type ErrorPageKind = "not_found" | "invalid" | "rate_limited" | "unavailable" | "internal";

/** A friendly page for a failure; `retryAfter` (seconds) is shown and sent for rate_limited and unavailable. */
export function renderErrorPage(c: Context, ctx: PageContext, kind: ErrorPageKind, options: { retryAfter?: number; message?: string } = {}) {
  const { t } = ctx;
  const texts: Record<ErrorPageKind, { title: string; text: string; status: 400 | 404 | 429 | 500 | 503 }> = {
    not_found: { title: t.notFoundTitle, text: t.notFoundText, status: 404 },
    invalid: { title: t.errorTitle, text: options.message ?? t.invalidInput, status: 400 },
    rate_limited: { title: t.rateLimitedTitle, text: t.rateLimitedText(options.retryAfter ?? RATE_LIMIT_WINDOW_SECONDS), status: 429 },
    unavailable: { title: t.unavailableTitle, text: t.unavailableText, status: 503 },
    internal: { title: t.errorTitle, text: t.errorText, status: 500 },
  };
  const { title, text, status } = texts[kind];
  if (options.retryAfter !== undefined) c.header("Retry-After", String(options.retryAfter));
  return renderPage(
    c,
    <Layout ctx={ctx} meta={{ title, description: text, noindex: true }}>
      <section class="error-page" aria-labelledby="error-title">
        <p class="error-status">{status}</p>
        <h1 id="error-title">{title}</h1>
        <p>{text}</p>
        <p>
          <a class="button" href={ctx.href("/")}>
            {t.backHome}
          </a>
        </p>
      </section>
    </Layout>,
    status,
  );
}

/** The pages' renderer of a domain error raised while building a page. */
export function renderServiceErrorPage(c: Context, ctx: PageContext, error: ServiceError) {
  switch (error.code) {
    case "not_found":
      return renderErrorPage(c, ctx, "not_found");
    case "rate_limited":
      return renderErrorPage(c, ctx, "rate_limited", { retryAfter: error.retryAfter });
    case "upstream_unavailable":
    case "upstream_error":
      return renderErrorPage(c, ctx, "unavailable", { retryAfter: error.retryAfter });
    case "invalid_parameter":
    case "method_not_allowed":
      return renderErrorPage(c, ctx, "invalid");
    default:
      return renderErrorPage(c, ctx, "internal");
  }
}
