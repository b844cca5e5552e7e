/** A local Zefix PublicREST that answers in the documented shapes (OpenAPI in ../shared/reference), for the tests. */
import type { ServerResponse } from "node:http";
import { readFileSync } from "node:fs";
import type { CompanyFull } from "../../src/ingest/zefix/schemas.js";
import { fixture, json, startServer, type LocalServer } from "./helpers.js";

export const CREDENTIALS = { username: "register-test", password: "s3cret" };
export const AUTH = `Basic ${Buffer.from("register-test:s3cret").toString("base64")}`;

/** Companies of a fictitious canton ZG: enough AGs that a search must be split by name prefix. */
export const COMPANIES: CompanyFull[] = [
  ...["Alpha AG", "Alpenblick AG", "Alpina AG", "Amsel AG", "Bravo AG", "Carina AG", "9 Punkte AG"].map((name, i) => ({
    name,
    ehraid: 800001 + i,
    legalForm: { id: 3, uid: "0106" },
    legalSeatId: 1711,
    legalSeat: "Zug",
    status: "ACTIVE",
    sogcDate: "2024-01-10",
    canton: "ZG",
    address: { street: "Seestrasse", houseNumber: String(i + 1), swissZipCode: "6300", city: "Zug" },
    sogcPub: [],
  })),
  { name: "Solo GmbH", ehraid: 800100, legalForm: { id: 4, uid: "0107" }, legalSeatId: 1711, legalSeat: "Zug", status: "BEING_CANCELLED", sogcDate: "2024-02-01", canton: "ZG", sogcPub: [] },
].map((c, i) => ({ ...c, uid: null, chid: `CH170409${String(i).padStart(5, "0")}` }));

const TOO_LARGE = 3;

function zefixError(response: ServerResponse, status: number, type: string, message: string) {
  json(response, status, { error: { type, message } });
}

export interface Behaviour {
  /** Answers to give before the real one, per path (consumed in order). */
  script: Map<string, ("429" | "503" | "drop" | "500")[]>;
}

export function fakeZefix(behaviour: Behaviour = { script: new Map() }): Promise<LocalServer> {
  return startServer(({ method, path, headers, body }, response) => {
    if (headers.authorization !== AUTH) return zefixError(response, 401, "INVALID_REQUEST_DATA", "Unauthorized");
    const next = behaviour.script.get(path)?.shift();
    if (next === "429") return json(response, 429, {}, { "retry-after": "1" });
    if (next === "503") return json(response, 503, {});
    if (next === "500") return zefixError(response, 500, "INTERNAL_SERVER_ERROR", "boom");
    if (next === "drop") return response.socket?.destroy();

    if (method === "POST" && path === "/api/v1/company/search") {
      const query = JSON.parse(body) as { name: string; canton?: string; legalFormId?: number };
      const prefix = query.name.replace(/\*+$/, "").toLowerCase();
      const found = COMPANIES.filter(
        (c) => c.canton === query.canton && c.legalForm?.id === query.legalFormId && c.name!.toLowerCase().startsWith(prefix),
      );
      if (found.length === 0) return zefixError(response, 404, "NOT_FOUND", "no company found");
      if (found.length > TOO_LARGE) return zefixError(response, 400, "RESULTLIST_TO_LARGE", "too many results");
      return json(response, 200, found.map(({ sogcPub: _pub, address: _address, ...short }) => short));
    }
    const ehraid = /^\/api\/v1\/company\/ehraid\/(\d+)$/.exec(path);
    if (method === "GET" && ehraid) {
      const company = COMPANIES.find((c) => c.ehraid === Number(ehraid[1]));
      return company ? json(response, 200, company) : zefixError(response, 404, "NOT_FOUND", "no company found");
    }
    const day = /^\/api\/v1\/sogc\/bydate\/(\d{4}-\d{2}-\d{2})$/.exec(path);
    if (method === "GET" && day) {
      if (day[1] !== "2026-03-16") return json(response, 200, []);
      return json(response, 200, JSON.parse(readFileSync(fixture("rest", "sogc-bydate-2026-03-16.json"), "utf8")));
    }
    zefixError(response, 404, "NOT_FOUND", "unknown path");
  });
}

