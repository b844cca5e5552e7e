/**
 * A redacted person's real id answers exactly as an id that never existed, on every surface that takes a person id:
 * the same status, body and headers (with the id itself put aside), so that a probe cannot tell "suppressed" from
 * "unknown". Both run the same code path: the backend answers null before reading anything else.
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "../../src/domain/text.js";
import { startHarness, type Harness } from "../harness.js";
import { connectHttp } from "../mcp/mcp-client.js";

let h: Harness;
let client: Client;
let redacted: { id: number; name: string }[];
let missing: number;
beforeAll(async () => {
  h = await startHarness();
  client = await connectHttp(h.baseUrl);
  redacted = h.db.prepare("SELECT id, name FROM persons WHERE redacted = 1 ORDER BY id").all() as { id: number; name: string }[];
  missing = (h.db.prepare("SELECT max(id) + 1 AS id FROM persons").get() as { id: number }).id;
});
afterAll(async () => {
  await client.close();
  await h.close();
});

/** The id where an answer repeats it (`id 375`, `/people/…/375`), put aside so that two answers can be compared. */
const withoutId = (text: string, id: number) => text.replace(new RegExp(`(?<=id |/)${id}(?![0-9])`, "g"), "{id}");

/** Headers that differ between any two answers (the clock, the request id) or with the length of the id in the body. */
const VARYING = new Set(["date", "content-length", "keep-alive", "connection", "x-request-id"]);

async function answerOf(path: string, id: number) {
  const response = await h.get(path);
  const body = withoutId(await response.text(), id);
  const headers = [...response.headers].filter(([name]) => !VARYING.has(name)).map(([name, value]) => [name, withoutId(value, id)]);
  return { status: response.status, body, headers };
}

describe("a redacted person's id (security)", () => {
  it("answers the API, the fact sheet and the page exactly as an id that never existed", async () => {
    expect(redacted.length).toBeGreaterThan(0);
    for (const person of redacted) {
      const slug = slugify(person.name);
      for (const path of [(id: number) => `/api/v1/people/${id}`, (id: number) => `/people/${slug}/${id}.md`, (id: number) => `/people/${slug}/${id}`, (id: number) => `/people/${id}`]) {
        const unknown = await answerOf(path(missing), missing);
        expect(unknown.status).toBe(404);
        expect(await answerOf(path(person.id), person.id), path(person.id)).toEqual(unknown);
      }
    }
  });

  it("answers the MCP tool and resource exactly as an id that never existed", async () => {
    const toolAnswer = async (id: number) => withoutId(JSON.stringify(await client.callTool({ name: "get_person", arguments: { id } })), id);
    const resourceAnswer = async (id: number, slug: string) =>
      client.readResource({ uri: `${h.baseUrl}/people/${slug}/${id}.md` }).then(
        () => "found",
        (error: { code: number; message: string; data?: unknown }) => withoutId(JSON.stringify([error.code, error.message, error.data]), id),
      );
    for (const person of redacted) {
      const slug = slugify(person.name);
      expect(await toolAnswer(person.id)).toBe(await toolAnswer(missing));
      expect(await resourceAnswer(person.id, slug)).toBe(await resourceAnswer(missing, slug));
    }
  });
});
