/**
 * The leak test: every redacted person of the test register against every public surface. A probe fails when an
 * answer shows the person's name (any order, one or all given names, any case or accents) outside a company name
 * (company names are public records, docs/decisions.md), or the person's id as a person (an officer or person entry,
 * a profile address, a completion), or a masked name that keeps the person's origin, nationality or residence. `LEAK_TEST_SUMMARY=1` prints the number of probes and leaks.
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nameKey, slugify } from "../../src/domain/text.js";
import { startHarness, type Harness } from "../harness.js";
import { connectHttp } from "../mcp/mcp-client.js";

interface RedactedPerson {
  id: number;
  first_name: string;
  last_name: string;
}

interface Leak {
  probe: string;
  found: string;
}

let h: Harness;
let client: Client;
beforeAll(async () => {
  h = await startHarness();
  client = await connectHttp(h.baseUrl);
});
afterAll(async () => {
  await client?.close();
  await h?.close();
});

/** The word with its second-last letter dropped (`Widmer` → `Widmr`), as a typo. */
function misspell(word: string): string {
  return word.length >= 4 ? word.slice(0, -2) + word.slice(-1) : word;
}

/** The ways a user might type the name: both orders, with a comma, lower case, without accents, prefixes. */
function querySpellings(p: RedactedPerson): string[] {
  const firstGiven = p.first_name.split(" ")[0];
  const folded = (text: string) => nameKey(text);
  const spellings = [
    `${p.first_name} ${p.last_name}`,
    `${p.last_name} ${p.first_name}`,
    `${p.last_name}, ${p.first_name}`,
    `${firstGiven} ${p.last_name}`,
    `${p.last_name} ${firstGiven}`,
    `${p.first_name} ${p.last_name}`.toLowerCase(),
    folded(`${p.first_name} ${p.last_name}`),
    folded(`${p.last_name} ${p.first_name}`),
    p.last_name,
    `${firstGiven.slice(0, 3)} ${p.last_name.slice(0, 3)}`,
    `${p.last_name.slice(0, 4)} ${firstGiven.slice(0, 2)}`,
    `${p.last_name} ${firstGiven.slice(0, 1)}`,
    // Misspellings, which "did you mean" corrects to the closest existing names.
    `${firstGiven} ${misspell(p.last_name)}`,
    `${misspell(firstGiven)} ${p.last_name}`,
    misspell(p.last_name),
  ];
  return [...new Set(spellings.filter((s) => s.trim().length >= 2))];
}

/** The name as it may appear, folded to search words, padded so that only whole words match. */
function nameNeedles(p: RedactedPerson): string[] {
  const firstGiven = p.first_name.split(" ")[0];
  const orders = [`${p.first_name} ${p.last_name}`, `${p.last_name} ${p.first_name}`, `${firstGiven} ${p.last_name}`, `${p.last_name} ${firstGiven}`];
  return [...new Set(orders.map((order) => ` ${nameKey(order)} `))];
}

/** Fails a probe on the person's name or id; collects rather than throws, so that one run reports every leak. */
function inspector(p: RedactedPerson, needles: string[], publicNames: string[], leaks: Leak[]) {
  const profile = new RegExp(`/people/[^/\\s"'<>]*/${p.id}(?![0-9])`);
  const walk = (value: unknown, probe: string): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, probe);
      return;
    }
    if (value === null || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    const personLike = "redacted" in record || "entity_type" in record || "first_name" in record;
    if (personLike && record.id === p.id) leaks.push({ probe, found: `person entry with id ${p.id}` });
    for (const child of Object.values(record)) walk(child, probe);
  };
  return (probe: string, answer: unknown, echoes: string[]) => {
    if (typeof answer === "string" && /^[[{]/.test(answer)) answer = JSON.parse(answer);
    if (typeof answer !== "string") walk(answer, probe);
    let text = typeof answer === "string" ? answer : JSON.stringify(answer);
    for (const echo of echoes) text = text.split(echo).join(" ");
    if (profile.test(text)) leaks.push({ probe, found: `profile address of id ${p.id}` });
    const rest = QUASI_IDENTIFIER.exec(text);
    if (rest) leaks.push({ probe, found: `quasi-identifier "${rest[0]}"` });
    // Percent-encoded text (a link's query) is read decoded, so that a name is found, or known public, in either form.
    text = text.replace(/(?:%[0-9a-f]{2})+/gi, (encoded) => {
      try {
        return decodeURIComponent(encoded);
      } catch {
        return encoded;
      }
    });
    let words = ` ${nameKey(text)} `;
    // Replaced one at a time: a name written twice in a row (a link's text after its address) shares a space.
    for (const name of publicNames) while (words.includes(name)) words = words.replace(name, " ");
    for (const needle of needles) if (words.includes(needle)) leaks.push({ probe, found: `name "${needle.trim()}"` });
  };
}

/**
 * A masked name that still carries the person's origin, nationality or residence (`Redacted person, von Niederbüren,
 * in Conthey`): the gazette's person phrase continues with these before the role.
 */
const QUASI_IDENTIFIER =
  /Redacted person,? (?:von|de|d'|du|des|da|di|in|à|au|aux) [^,;.]*|Redacted person, [^,;.]*(?:Staatsangehörige|nationalité|cittadin|citoyen)[^,;.]*/;

/** How an answer may repeat what the user typed (a title, a form field, a link, the requested address). */
function echoesOf(typed: string): string[] {
  const html = typed.replace(/&/g, "&amp;").replace(/'/g, "&#39;").replace(/"/g, "&quot;");
  return [...new Set([`“${typed}”`, `value="${typed}"`, `value="${html}"`, `“${html}”`, encodeURIComponent(typed), encodeURIComponent(typed).replace(/%20/g, "+"), typed.startsWith("/") ? typed : ""])].filter(
    (echo) => echo.length > 0,
  );
}

/** Runs the probes a few at a time. */
async function runAll(probes: (() => Promise<void>)[], parallel = 6): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < probes.length) await probes[next++]();
    }),
  );
}

describe("redacted persons on every surface", () => {
  it("never shows a redacted person's name or id", { timeout: 120_000 }, async () => {
    const persons = h.db
      .prepare("SELECT id, first_name, last_name FROM persons WHERE redacted = 1 AND entity_type = 'natural_person' ORDER BY id")
      .all() as RedactedPerson[];
    expect(persons.length).toBeGreaterThanOrEqual(3);
    const companyNames = (h.db.prepare("SELECT name FROM companies UNION SELECT name FROM company_names").all() as { name: string }[]).map(
      (row) => ` ${nameKey(row.name)} `,
    );
    const visibleNames = new Set(
      (h.db.prepare("SELECT first_name, last_name FROM persons WHERE redacted = 0 AND entity_type = 'natural_person'").all() as RedactedPerson[])
        .flatMap((p) => nameNeedles({ ...p, id: 0 })),
    );
    const leaks: Leak[] = [];
    let count = 0;
    const probes: (() => Promise<void>)[] = [];
    const base = h.baseUrl;

    // Surfaces that name no one in particular: discovery and the home page.
    const discovery = ["/llms.txt", "/.well-known/mcp", "/openapi.json", "/docs", "/", "/health"];

    for (const p of persons) {
      // A visible homonym may show the same name: then only the id tells them apart.
      const needles = nameNeedles(p).filter((needle) => !visibleNames.has(needle));
      const publicNames = companyNames.filter((name) => needles.some((needle) => name.includes(needle)));
      const inspect = inspector(p, needles, publicNames, leaks);
      const probe = (name: string, run: () => Promise<unknown>, typed?: string) =>
        probes.push(async () => {
          count++;
          inspect(name, await run(), typed === undefined ? [] : echoesOf(typed));
        });
      const text = (path: string) => async () => (await h.get(path, { redirect: "follow" })).text();
      const notFound = (name: string, path: string) =>
        probe(name, async () => {
          const response = await h.get(path);
          if (response.status !== 404) leaks.push({ probe: name, found: `status ${response.status}` });
          return response.text();
        }, path);
      const tool = (name: string, args: Record<string, unknown>) => async () => client.callTool({ name, arguments: args });
      const personTemplate = `${base}/people/{slug}/{id}.md`;
      const companyTemplate = `${base}/companies/{slug}/{id}.md`;

      for (const q of querySpellings(p)) {
        const query = encodeURIComponent(q);
        probe(`REST people search "${q}"`, text(`/api/v1/people/search?q=${query}&limit=25`));
        probe(`REST people search "${q}" page 2`, text(`/api/v1/people/search?q=${query}&limit=25&offset=25`));
        probe(`REST company search "${q}"`, text(`/api/v1/companies/search?q=${query}&limit=25`));
        probe(`REST autocomplete "${q}"`, text(`/api/v1/companies/autocomplete?q=${query}&limit=25`));
        probe(`search page "${q}"`, text(`/search?q=${query}`), q);
        probe(`people search page "${q}"`, text(`/search/people?q=${query}`), q);
        probe(`MCP search_people "${q}"`, tool("search_people", { q, limit: 25 }), q);
        probe(`MCP search_companies "${q}"`, tool("search_companies", { q, limit: 25 }), q);
        probe(`MCP autocomplete_companies "${q}"`, tool("autocomplete_companies", { q, limit: 25 }), q);
        for (const value of [q, slugify(q)]) {
          probe(`MCP complete person slug "${value}"`, () =>
            client.complete({ ref: { type: "ref/resource", uri: personTemplate }, argument: { name: "slug", value } }),
          );
          probe(`MCP complete person id for slug "${value}"`, () =>
            client.complete({
              ref: { type: "ref/resource", uri: personTemplate },
              argument: { name: "id", value: "" },
              context: { arguments: { slug: slugify(value) } },
            }),
          );
          probe(`MCP complete person id by name "${value}"`, () =>
            client.complete({ ref: { type: "ref/resource", uri: personTemplate }, argument: { name: "id", value } }),
          );
          probe(`MCP complete company slug "${value}"`, () =>
            client.complete({ ref: { type: "ref/resource", uri: companyTemplate }, argument: { name: "slug", value } }),
          );
        }
        probe(`MCP complete prompt person "${q}"`, () =>
          client.complete({ ref: { type: "ref/prompt", name: "person_mandates" }, argument: { name: "person", value: q } }),
        );
        probe(`MCP complete prompt company "${q}"`, () =>
          client.complete({ ref: { type: "ref/prompt", name: "company_briefing" }, argument: { name: "company", value: q } }),
        );
      }

      // Every company the person ever held a mandate in, on every surface that shows its officers and notices.
      const companies = h.db.prepare("SELECT DISTINCT company_id AS id FROM mandates WHERE person_id = ? ORDER BY 1").all(p.id) as { id: number }[];
      for (const { id } of companies) {
        probe(`REST getCompany ${id}`, text(`/api/v1/companies/${id}`));
        probe(`fact sheet of company ${id}`, text(`/companies/x/${id}.md`));
        probe(`page of company ${id}`, async () => {
          const location = (await h.get(`/companies/${id}`)).headers.get("location") ?? `/companies/x/${id}`;
          return (await h.get(new URL(location, base).pathname)).text();
        });
        probe(`MCP get_company ${id}`, tool("get_company", { id }));
        probe(`MCP resource company ${id}`, () => client.readResource({ uri: `${base}/companies/x/${id}.md` }));
      }

      // The person's own record, by their real id and the slug of their real name.
      const slug = slugify(`${p.first_name} ${p.last_name}`);
      notFound(`REST getPerson ${p.id}`, `/api/v1/people/${p.id}`);
      notFound(`fact sheet of person ${p.id}`, `/people/${slug}/${p.id}.md`);
      notFound(`page of person ${p.id}`, `/people/${slug}/${p.id}`);
      notFound(`slugless page of person ${p.id}`, `/people/${p.id}`);
      probe(`MCP get_person ${p.id}`, tool("get_person", { id: p.id }));
      probe(`MCP resource person ${p.id}`, () => client.readResource({ uri: `${base}/people/${slug}/${p.id}.md` }).catch((error: Error) => error.message));
      for (const path of discovery) probe(`discovery ${path}`, text(path));
    }

    const started = performance.now();
    await runAll(probes);
    const seconds = (performance.now() - started) / 1000;
    if (process.env.LEAK_TEST_SUMMARY) {
      console.log(`leak test: ${persons.length} redacted persons, ${count} probes in ${seconds.toFixed(1)} s, ${leaks.length} leaks`);
      const bySurface = new Map<string, number>();
      for (const leak of leaks) {
        const surface = `${leak.probe.replace(/ ".*"| \d+/g, "")}: ${leak.found.replace(/".*"|\d+/g, "…")}`;
        bySurface.set(surface, (bySurface.get(surface) ?? 0) + 1);
      }
      for (const [surface, n] of bySurface) console.log(`  ${n} × ${surface}`);
    }
    expect(count).toBe(probes.length);
    expect(leaks.slice(0, 30)).toEqual([]);
  });
});
