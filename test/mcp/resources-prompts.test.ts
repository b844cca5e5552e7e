import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "../../src/domain/text.js";
import { startHarness, type Harness } from "../harness.js";
import { connectHttp, registerRows } from "./mcp-client.js";

let h: Harness;
let client: Client;
let rows: ReturnType<typeof registerRows>;
beforeAll(async () => {
  h = await startHarness();
  client = await connectHttp(h.baseUrl);
  rows = registerRows(h.db);
});
afterAll(async () => {
  await client.close();
  await h.close();
});

const companyTemplate = () => `${h.baseUrl}/companies/{slug}/{id}.md`;
const textContent = (contents: object[]) => String((contents[0] as { text?: unknown }).text);

describe("what the descriptions promise about a person's mandates", () => {
  it("say what the public answer holds (present mandates and those held when a company ended), never every mandate", async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    const { tools } = await client.listTools();
    const { prompts } = await client.listPrompts();
    const texts = [
      resourceTemplates.find((template) => template.name === "person-fact-sheet")!.description!,
      tools.find((tool) => tool.name === "get_person")!.description!,
      prompts.find((prompt) => prompt.name === "person_mandates")!.description!,
    ];
    for (const text of texts) {
      expect(text).not.toMatch(/every mandate|present and former/);
      expect(text).toContain("when a company ended");
    }
  });
});

describe("MCP resources", () => {
  it("lists fact-sheet templates at the fact sheets' own addresses, and the server card", async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual([
      `${h.baseUrl}/companies/{slug}/{id}.md`,
      `${h.baseUrl}/people/{slug}/{id}.md`,
    ]);
    expect(resourceTemplates.every((template) => template.mimeType === "text/markdown")).toBe(true);
    const { resources } = await client.listResources();
    expect(resources).toEqual([expect.objectContaining({ uri: "mcp://server-card.json", mimeType: "application/json" })]);
    const card = await client.readResource({ uri: "mcp://server-card.json" });
    const wellKnown = await h.getJson("/.well-known/mcp");
    expect(JSON.parse(textContent(card.contents))).toEqual(wellKnown.body);
  });

  it("reads a company's fact sheet: the same Markdown as its https address", async () => {
    const { body: company } = await h.getJson(`/api/v1/companies/${rows.company.id}`);
    const { contents } = await client.readResource({ uri: company.markdown_url });
    expect(contents).toHaveLength(1);
    expect(contents[0]).toMatchObject({ uri: company.markdown_url, mimeType: "text/markdown" });
    expect(textContent(contents)).toBe(await (await h.get(new URL(company.markdown_url).pathname)).text());
  });

  it("reads a person's fact sheet, and names the canonical address for a stale slug or a profile address", async () => {
    const { body: person } = await h.getJson(`/api/v1/people/${rows.person.id}`);
    const http = await (await h.get(new URL(person.markdown_url).pathname)).text();
    for (const uri of [person.markdown_url, `${h.baseUrl}/people/stale-slug/${rows.person.id}.md`, person.url]) {
      const { contents } = await client.readResource({ uri });
      expect(contents[0].uri).toBe(person.markdown_url);
      expect(textContent(contents)).toBe(http);
    }
  });

  it("reads a fact sheet whose URI names another allowed host of this server (localhost for 127.0.0.1)", async () => {
    const { body: company } = await h.getJson(`/api/v1/companies/${rows.company.id}`);
    const base = new URL(company.markdown_url);
    const other = base.hostname === "localhost" ? "127.0.0.1" : "localhost";
    const uri = company.markdown_url.replace(`//${base.host}`, `//${other}:${base.port}`);
    const { contents } = await client.readResource({ uri });
    expect(contents[0].uri).toBe(company.markdown_url);
    await expect(client.readResource({ uri: uri.replace(`:${base.port}`, ":1") })).rejects.toMatchObject({ code: -32002 });
  });

  it("answers resource-not-found (-32002) for an unknown id or an address that is not a fact sheet", async () => {
    await expect(client.readResource({ uri: `${h.baseUrl}/companies/x/${rows.missingCompany}.md` })).rejects.toMatchObject({
      code: -32002,
      data: expect.objectContaining({ code: "not_found" }),
    });
    if (rows.redacted) {
      await expect(client.readResource({ uri: `${h.baseUrl}/people/x/${rows.redacted.id}.md` })).rejects.toMatchObject({ code: -32002 });
    }
    for (const uri of ["https://elsewhere.example/companies/x/1.md", `${h.baseUrl}/api/v1/companies/1`, "test://static-text"]) {
      await expect(client.readResource({ uri })).rejects.toMatchObject({ code: -32002 });
    }
  });
});

describe("MCP completion", () => {
  it("suggests slugs from company names for the template's slug, then ids for the chosen slug", async () => {
    const slug = slugify(rows.company.name);
    const slugs = await client.complete({ ref: { type: "ref/resource", uri: companyTemplate() }, argument: { name: "slug", value: slug.slice(0, 5) } });
    expect(slugs.completion.values).toContain(slug);
    const ids = await client.complete({
      ref: { type: "ref/resource", uri: companyTemplate() },
      argument: { name: "id", value: "" },
      context: { arguments: { slug } },
    });
    expect(ids.completion.values).toContain(String(rows.company.id));
  });

  it("suggests company names for the briefing prompt and person names for the mandates prompt", async () => {
    const companies = await client.complete({ ref: { type: "ref/prompt", name: "company_briefing" }, argument: { name: "company", value: rows.company.name.slice(0, 4) } });
    expect(companies.completion.values.length).toBeGreaterThan(0);
    expect(companies.completion.values.every((name) => name.toLowerCase().startsWith(rows.company.name.slice(0, 4).toLowerCase()))).toBe(true);
    const people = await client.complete({ ref: { type: "ref/prompt", name: "person_mandates" }, argument: { name: "person", value: rows.person.last_name } });
    expect(people.completion.values.some((name) => name.includes(rows.person.last_name))).toBe(true);
  });

  it("suggests nothing for text shorter than two characters, and refuses an unknown reference", async () => {
    const short = await client.complete({ ref: { type: "ref/resource", uri: companyTemplate() }, argument: { name: "slug", value: "a" } });
    expect(short.completion.values).toEqual([]);
    await expect(client.complete({ ref: { type: "ref/prompt", name: "nope" }, argument: { name: "x", value: "ab" } })).rejects.toMatchObject({ code: -32602 });
  });
});

describe("MCP prompts", () => {
  it("lists the analyst prompts with their arguments", async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((prompt) => prompt.name)).toEqual(["company_briefing", "person_mandates"]);
    for (const prompt of prompts) {
      expect(prompt.title).toBeTruthy();
      expect(prompt.description).toBeTruthy();
      expect(prompt.arguments?.filter((argument) => argument.required).length).toBe(1);
    }
  });

  it("renders a company briefing request that drives the tools", async () => {
    const result = await client.getPrompt({ name: "company_briefing", arguments: { company: rows.company.name, language: "Deutsch" } });
    expect(result.messages).toHaveLength(1);
    expect(result.messages[0].role).toBe("user");
    const text = (result.messages[0].content as { text: string }).text;
    expect(text).toContain(rows.company.name);
    expect(text).toContain("search_companies");
    expect(text).toContain("get_company");
    expect(text).toContain("in Deutsch");
    const byId = await client.getPrompt({ name: "company_briefing", arguments: { company: String(rows.company.id) } });
    expect((byId.messages[0].content as { text: string }).text).toContain(`\`get_company\` with id ${rows.company.id}`);
  });

  it("renders a person's mandates request, and refuses a missing argument or an unknown prompt", async () => {
    const result = await client.getPrompt({ name: "person_mandates", arguments: { person: "Anna Muster", company: "Muster AG" } });
    const text = (result.messages[0].content as { text: string }).text;
    expect(text).toContain("search_people");
    expect(text).toContain("get_person");
    expect(text).toContain("Muster AG");
    await expect(client.getPrompt({ name: "person_mandates", arguments: {} })).rejects.toMatchObject({ code: -32602 });
    await expect(client.getPrompt({ name: "nope" })).rejects.toMatchObject({ code: -32602 });
  });
});
