/**
 * Client of the Zefix PublicREST API (https://www.zefix.admin.ch/ZefixPublicREST, HTTP Basic credentials from the
 * Federal Office of Justice). Polite by default: see PoliteClient.
 */
import { z } from "zod";
import { PoliteClient, type HttpResult, type PoliteClientOptions } from "../http/polite-client.js";
import {
  CompanyFullSchema,
  CompanyShortSchema,
  RestApiErrorResponseSchema,
  SogcPublicationAndCompanyShortSchema,
  type CompanyFull,
  type CompanySearchQuery,
  type CompanyShort,
  type SogcPublicationAndCompanyShort,
} from "./schemas.js";

export const ZEFIX_DEFAULT_BASE_URL = "https://www.zefix.admin.ch/ZefixPublicREST";

/** An error answer of the API (`{"error": {"type", "message"}}`), or an answer we cannot read. */
export class ZefixApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** RESULTLIST_TO_LARGE, INVALID_QUERY_WORDS, INVALID_REQUEST_DATA, NOT_FOUND, INTERNAL_SERVER_ERROR, or null. */
    readonly type: string | null,
  ) {
    super(message);
  }
}

export interface ZefixCredentials {
  username: string;
  password: string;
}

export interface ZefixClientOptions extends Omit<PoliteClientOptions, "baseUrl" | "headers"> {
  baseUrl?: string;
  credentials: ZefixCredentials;
}

/** Reads ZEFIX_USERNAME, ZEFIX_PASSWORD and ZEFIX_BASE_URL; null credentials when either is missing. */
export function zefixSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): { baseUrl: string; credentials: ZefixCredentials | null } {
  const username = env.ZEFIX_USERNAME?.trim();
  const password = env.ZEFIX_PASSWORD;
  return {
    baseUrl: env.ZEFIX_BASE_URL?.trim() || ZEFIX_DEFAULT_BASE_URL,
    credentials: username && password ? { username, password } : null,
  };
}

export class ZefixClient {
  private readonly http: PoliteClient;

  constructor(options: ZefixClientOptions) {
    const token = Buffer.from(`${options.credentials.username}:${options.credentials.password}`).toString("base64");
    this.http = new PoliteClient({
      ...options,
      baseUrl: options.baseUrl ?? ZEFIX_DEFAULT_BASE_URL,
      headers: { authorization: `Basic ${token}` },
    });
  }

  get requests(): number {
    return this.http.requests;
  }

  /** Companies matching a search; [] when none. Throws ZefixApiError (type RESULTLIST_TO_LARGE) when too many match. */
  async searchCompanies(query: CompanySearchQuery): Promise<CompanyShort[]> {
    const result = await this.http.send("POST", "/api/v1/company/search", { json: query });
    return this.read(result, z.array(CompanyShortSchema), "company search", []);
  }

  /** One company by EHRA-ID; null when unknown. */
  async companyByEhraid(ehraid: number): Promise<CompanyFull | null> {
    const result = await this.http.send("GET", `/api/v1/company/ehraid/${ehraid}`);
    return this.read(result, CompanyFullSchema, `company ${ehraid}`, null);
  }

  /** Head office and branches sharing a UID; [] when unknown. */
  async companiesByUid(uid: string): Promise<CompanyFull[]> {
    const result = await this.http.send("GET", `/api/v1/company/uid/${encodeURIComponent(uid)}`);
    return this.read(result, z.array(CompanyFullSchema), `company ${uid}`, []);
  }

  /** The SOGC publications of one day (YYYY-MM-DD); [] when none. */
  async sogcByDate(date: string): Promise<SogcPublicationAndCompanyShort[]> {
    const result = await this.http.send("GET", `/api/v1/sogc/bydate/${date}`);
    return this.read(result, z.array(SogcPublicationAndCompanyShortSchema), `SOGC of ${date}`, []);
  }

  /** The raw JSON text of an answer, for callers that keep the original (the fetch cache). */
  async raw(method: "GET" | "POST", path: string, json?: unknown): Promise<HttpResult> {
    return this.http.send(method, path, json === undefined ? {} : { json });
  }

  private read<T>(result: HttpResult, schema: z.ZodType<T>, what: string, notFound: T): T {
    if (result.status >= 200 && result.status < 300) {
      const parsed = schema.safeParse(safeJson(result.body));
      if (!parsed.success) throw new ZefixApiError(`${what}: unexpected answer shape (${parsed.error.issues[0]?.message})`, result.status, null);
      return parsed.data;
    }
    const error = RestApiErrorResponseSchema.safeParse(safeJson(result.body));
    const type = error.success ? (error.data.error.type ?? null) : null;
    if (result.status === 404 || type === "NOT_FOUND") return notFound;
    if (result.status === 401 || result.status === 403) {
      throw new ZefixApiError(`Zefix refused the credentials (HTTP ${result.status}); check ZEFIX_USERNAME and ZEFIX_PASSWORD`, result.status, type);
    }
    const message = error.success ? error.data.error.message : null;
    throw new ZefixApiError(`${what}: HTTP ${result.status}${type ? ` ${type}` : ""}${message ? `: ${message}` : ""}`, result.status, type);
  }

  async close(): Promise<void> {
    await this.http.close();
  }
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
