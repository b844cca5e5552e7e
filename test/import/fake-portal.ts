/** A local Amtsblattportal answering in the portal's shapes (publication list without texts, notice XML), for the tests. */
import { readdirSync, readFileSync } from "node:fs";
import { fixture, json, startServer, type LocalServer } from "./helpers.js";

export interface Notice {
  id: string;
  number: string;
  date: string;
  xml: string;
}

/** The fixture notices, plus five more on 2026-01-05 (one day spanning several list pages). */
export function notices(): Notice[] {
  const files = readdirSync(fixture("amtsblatt")).sort();
  const fromFixtures = files.map((file) => {
    const xml = readFileSync(fixture("amtsblatt", file), "utf8");
    return {
      id: /<id>([^<]+)<\/id>/.exec(xml)![1],
      number: /<publicationNumber>([^<]+)</.exec(xml)![1],
      date: /<publicationDate>([^<]+)</.exec(xml)![1],
      xml,
    };
  });
  const template = fromFixtures[0].xml;
  const extra = [1, 2, 3, 4, 5].map((n) => {
    const id = `0a1b2c3d-0000-4000-8000-00000000000${n}`;
    const number = `HR01-10070000${n}0`;
    const xml = template
      .replace(/<id>[^<]+<\/id>/, `<id>${id}</id>`)
      .replace(/<publicationNumber>[^<]+</, `<publicationNumber>${number}<`)
      .replace(/<publicationDate>[^<]+</, "<publicationDate>2026-01-05<")
      .replaceAll("Testwerk GmbH", `Serienwerk ${n} GmbH`)
      .replaceAll("CHE-400.000.002", `CHE-10000000${n}`)
      .replace(/<uidOrganisationId>\d+</, "<uidOrganisationId>0<")
      .replace(/<code13>[^<]+</, `<code13>CH1704070000${n}<`);
    return { id, number, date: "2026-01-05", xml };
  });
  return [...fromFixtures, ...extra];
}

export function fakePortal(script: Map<string, ("429" | "503" | "drop" | "404")[]> = new Map()): Promise<LocalServer> {
  const all = notices();
  return startServer(({ path, url }, response) => {
    const next = script.get(path)?.shift();
    if (next === "429") return json(response, 429, {}, { "retry-after": new Date(Date.now() + 300).toUTCString() });
    if (next === "503") return json(response, 503, {});
    if (next === "drop") return response.socket?.destroy();
    if (next === "404") return json(response, 404, { message: "not found" });
    if (path === "/api/v1/publications") {
      // Without publicationStates=PUBLISHED the portal refuses (401), as observed.
      if (url.searchParams.get("publicationStates") !== "PUBLISHED" || url.searchParams.get("rubrics") !== "HR") return json(response, 401, {});
      const start = url.searchParams.get("publicationDate.start")!;
      const end = url.searchParams.get("publicationDate.end")!;
      const page = Number(url.searchParams.get("pageRequest.page"));
      const size = Number(url.searchParams.get("pageRequest.size"));
      const matching = all.filter((n) => n.date >= start && n.date <= end);
      const content = matching.slice(page * size, (page + 1) * size).map((n) => ({
        meta: { id: n.id, publicationNumber: n.number, publicationDate: `${n.date}T00:00:00.000+02:00`, subRubric: n.number.slice(0, 4), rubric: "HR", cantons: ["ZG"] },
        links: [],
        attachments: [],
        content: null,
      }));
      return json(response, 200, { content, total: matching.length, pageRequest: { page, size, sortOrders: [] } });
    }
    const xml = /^\/api\/v1\/publications\/([^/]+)\/xml$/.exec(path);
    const notice = xml && all.find((n) => n.id === xml[1]);
    if (notice) {
      response.writeHead(200, { "content-type": "application/xml;charset=UTF-8" });
      return response.end(notice.xml);
    }
    json(response, 404, { message: "not found" });
  });
}

