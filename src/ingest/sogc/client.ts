/**
 * Client of the Amtsblattportal API, the SOGC gazette (https://amtsblattportal.ch/docs/api/). The publication list
 * carries no text; each notice's XML is a second request. No credentials. Polite by default: see PoliteClient.
 */
import { z } from "zod";
import { PoliteClient, type PoliteClientOptions } from "../http/polite-client.js";

export const SOGC_DEFAULT_BASE_URL = "https://amtsblattportal.ch";

export const PublicationListSchema = z.object({
  content: z.array(
    z.object({
      meta: z.object({
        id: z.string().min(1),
        publicationNumber: z.string().nullish(),
        publicationDate: z.string().nullish(),
        subRubric: z.string().nullish(),
      }),
    }),
  ),
  total: z.number().int().nonnegative(),
});
export type PublicationList = z.infer<typeof PublicationListSchema>;

/** An answer the importer cannot use (an error status, or a body of the wrong shape). */
export class SogcApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface ListQuery {
  /** YYYY-MM-DD, both included. */
  start: string;
  end: string;
  page: number;
  size: number;
  cantons?: string[];
}

export class SogcClient {
  private readonly http: PoliteClient;

  constructor(options: Omit<PoliteClientOptions, "baseUrl"> & { baseUrl?: string }) {
    this.http = new PoliteClient({ ...options, baseUrl: options.baseUrl ?? SOGC_DEFAULT_BASE_URL });
  }

  get requests(): number {
    return this.http.requests;
  }

  /** One page of published commercial-register (HR) notices of a date range. */
  async listPublications(query: ListQuery): Promise<PublicationList> {
    const result = await this.http.send("GET", "/api/v1/publications", {
      query: {
        rubrics: "HR",
        publicationStates: "PUBLISHED",
        "publicationDate.start": query.start,
        "publicationDate.end": query.end,
        "pageRequest.page": query.page,
        "pageRequest.size": query.size,
        ...(query.cantons && query.cantons.length > 0 ? { cantons: query.cantons } : {}),
      },
    });
    if (result.status !== 200) throw new SogcApiError(`publication list: HTTP ${result.status}`, result.status);
    let body: unknown;
    try {
      body = JSON.parse(result.body);
    } catch {
      throw new SogcApiError("publication list: the answer is not JSON", result.status);
    }
    const parsed = PublicationListSchema.safeParse(body);
    if (!parsed.success) throw new SogcApiError(`publication list: unexpected shape (${parsed.error.issues[0]?.message})`, result.status);
    return parsed.data;
  }

  /** The XML of one notice; null when the portal does not have it (404). */
  async publicationXml(id: string): Promise<string | null> {
    const result = await this.http.send("GET", `/api/v1/publications/${encodeURIComponent(id)}/xml`, { accept: "application/xml" });
    if (result.status === 404) return null;
    if (result.status !== 200) throw new SogcApiError(`publication ${id}: HTTP ${result.status}`, result.status);
    return result.body;
  }

  async close(): Promise<void> {
    await this.http.close();
  }
}
