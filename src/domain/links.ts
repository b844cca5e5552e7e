/** Canonical addresses of profiles and fact sheets (spec part 1: `{base_url}/companies/<slug>/<id>`, `.md` twin). */
import { slugify } from "./text.js";

export type ProfileKind = "companies" | "people";

/** The canonical profile path, e.g. `/companies/muster-ag/123`. */
export function profilePath(kind: ProfileKind, id: number, name: string): string {
  return `/${kind}/${slugify(name)}/${id}`;
}

/** Builds absolute profile and fact-sheet URLs under one public base URL. */
export class Links {
  constructor(readonly baseUrl: string) {}

  profile(kind: ProfileKind, id: number, name: string): string {
    return this.baseUrl + profilePath(kind, id, name);
  }

  factSheet(kind: ProfileKind, id: number, name: string): string {
    return `${this.profile(kind, id, name)}.md`;
  }
}
