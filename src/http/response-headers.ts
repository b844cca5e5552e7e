/** Headers the register's answers share (API, fact sheets, discovery), and what the paths they carry are built from. */
import type { Context } from "hono";
import { REQUEST_ID_HEADER } from "./middleware/request-id/index.js";

/** The API's content type. */
export const JSON_CONTENT_TYPE = "application/json";

/** Headers every client may read from a cross-origin answer. */
export const EXPOSED_HEADERS = [
  "X-RateLimit-Limit",
  "X-RateLimit-Remaining",
  "X-RateLimit-Reset",
  "Retry-After",
  "ETag",
  "Link",
  "Location",
  REQUEST_ID_HEADER,
];

/** Cached by clients and shared caches for a few minutes: the data only changes on a re-import. */
export const CACHE_CONTROL = "public, max-age=300";

/** The Link header of every 200 (RFC 8631). */
export function serviceLinks(publicBaseUrl: string): string {
  return `<${publicBaseUrl}/openapi.json>; rel="service-desc", <${publicBaseUrl}/docs>; rel="service-doc"`;
}

/** `path` with the query string of the request: a redirect keeps what the client asked with (`?lang=`). */
export function withQueryOf(c: Context, path: string): string {
  const url = c.req.url;
  const query = url.indexOf("?");
  return query === -1 ? path : path + url.slice(query);
}
