import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostOriginPolicy } from "../../src/http/middleware/host-origin/index.js";
import { MCP_MAX_BODY_BYTES } from "../../src/http/mcp/routes.js";
import { VERSION } from "../../src/version.js";
import { startHarness, type Harness } from "../harness.js";
import { INITIALIZE, MCP_HEADERS, connectHttp, rawRequest } from "./mcp-client.js";

let h: Harness;
let port: string;
beforeAll(async () => {
  h = await startHarness();
  port = new URL(h.baseUrl).port;
});
afterAll(() => h.close());

describe("/mcp: Host and Origin (DNS rebinding)", () => {
  it("refuses a foreign Host with 403 and a JSON-RPC error", async () => {
    for (const host of ["evil.example.com", `evil.example.com:${port}`, "127.0.0.1.evil.example.com", `localhost:${Number(port) + 1}`]) {
      const response = await rawRequest(h.baseUrl, { headers: { ...MCP_HEADERS, Host: host }, body: INITIALIZE });
      expect(response.status, host).toBe(403);
      expect(JSON.parse(response.body)).toMatchObject({ jsonrpc: "2.0", error: { code: -32000 }, id: null });
    }
  });

  it("refuses a foreign Origin with 403, and accepts loopback origins and requests without Origin", async () => {
    const refused = await rawRequest(h.baseUrl, { headers: { ...MCP_HEADERS, Origin: "http://evil.example.com" }, body: INITIALIZE });
    expect(refused.status).toBe(403);
    expect(refused.body).toContain("Origin");
    for (const headers of [
      { Host: `localhost:${port}`, Origin: `http://localhost:${port}` },
      { Host: `[::1]:${port}` },
      { Origin: h.baseUrl },
      {} as Record<string, string>,
    ]) {
      const accepted = await rawRequest(h.baseUrl, { headers: { ...MCP_HEADERS, ...headers }, body: INITIALIZE });
      expect(accepted.status, JSON.stringify(headers)).toBe(200);
      expect(JSON.parse(accepted.body).result.serverInfo.name).toBe("swiss-register");
      if (headers.Origin) expect(accepted.headers["access-control-allow-origin"]).toBe(headers.Origin);
    }
  });

  it("checks configured hosts and origins, keeping the public base URL's own", () => {
    const policy = hostOriginPolicy({
      publicBaseUrl: "https://register.example.ch",
      port: 8080,
      allowedHosts: ["mcp.example.ch", "internal:9000"],
      allowedOrigins: ["https://app.example.ch"],
    });
    expect(policy.hostAllowed("register.example.ch")).toBe(true);
    expect(policy.hostAllowed("register.example.ch:443")).toBe(true);
    expect(policy.hostAllowed("register.example.ch:8443")).toBe(false);
    expect(policy.hostAllowed("MCP.example.ch:1234")).toBe(true);
    expect(policy.hostAllowed("internal:9000")).toBe(true);
    expect(policy.hostAllowed("internal:9001")).toBe(false);
    expect(policy.hostAllowed("localhost:8080")).toBe(false);
    expect(policy.hostAllowed(undefined)).toBe(false);
    expect(policy.originAllowed(undefined)).toBe(true);
    expect(policy.originAllowed("https://register.example.ch")).toBe(true);
    expect(policy.originAllowed("https://app.example.ch")).toBe(true);
    expect(policy.originAllowed("http://localhost:8080")).toBe(false);
    expect(policy.originAllowed("null")).toBe(false);

    const local = hostOriginPolicy({ publicBaseUrl: "http://127.0.0.1:8080", port: 8080 });
    expect(["127.0.0.1:8080", "localhost:8080", "[::1]:8080"].every((host) => local.hostAllowed(host))).toBe(true);
    expect(local.hostAllowed("localhost:8081")).toBe(false);
    expect(local.originAllowed("http://localhost:8080")).toBe(true);
    expect(local.originAllowed("http://localhost:6274")).toBe(false);
    expect(hostOriginPolicy({ publicBaseUrl: "http://127.0.0.1:8080", allowedOrigins: ["*"] }).originAllowed("https://any.example")).toBe(true);
  });
});

describe("/mcp: methods, body size, CORS, caching", () => {
  it("answers GET and DELETE with 405: the server is stateless and opens no stream", async () => {
    for (const method of ["GET", "DELETE"]) {
      const response = await fetch(`${h.baseUrl}/mcp`, { method, headers: { Accept: "text/event-stream" } });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toContain("POST");
      expect(((await response.json()) as any).error.code).toBe(-32000);
    }
  });

  it("refuses a body over the limit with 413 and a JSON-RPC error, with or without Content-Length", async () => {
    const big = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "search_companies", arguments: { q: "x".repeat(MCP_MAX_BODY_BYTES) } } });
    for (const chunked of [false, true]) {
      const response = await rawRequest(h.baseUrl, { headers: MCP_HEADERS, body: big, chunked });
      expect(response.status, `chunked: ${chunked}`).toBe(413);
      expect(JSON.parse(response.body)).toMatchObject({ jsonrpc: "2.0", error: { code: -32000 }, id: null });
    }
  });

  it("lets browser clients send the MCP headers and read the session and version headers", async () => {
    const response = await fetch(`${h.baseUrl}/mcp`, {
      method: "OPTIONS",
      headers: {
        Origin: `http://localhost:${port}`,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, mcp-protocol-version, mcp-session-id, last-event-id",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(`http://localhost:${port}`);
    const allowed = response.headers.get("access-control-allow-headers")!.toLowerCase();
    for (const header of ["mcp-protocol-version", "mcp-session-id", "last-event-id", "content-type"]) expect(allowed).toContain(header);
    const answer = await fetch(`${h.baseUrl}/mcp`, { method: "POST", headers: { ...MCP_HEADERS, Origin: `http://localhost:${port}` }, body: INITIALIZE });
    const exposed = answer.headers.get("access-control-expose-headers")!.toLowerCase();
    expect(exposed).toContain("mcp-session-id");
    expect(exposed).toContain("mcp-protocol-version");
  });

  it("answers uncompressed and uncached", async () => {
    const response = await rawRequest(h.baseUrl, { headers: { ...MCP_HEADERS, "Accept-Encoding": "gzip, deflate, br" }, body: INITIALIZE });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["cache-control"]).toContain("no-store");
    expect(response.headers["cache-control"]).toContain("no-transform");
  });

  it("answers each client with its own server: concurrent clients do not see each other's answers", async () => {
    const clients = await Promise.all(Array.from({ length: 8 }, () => connectHttp(h.baseUrl)));
    try {
      const answers = await Promise.all(clients.map((client, i) => client.callTool({ name: "search_companies", arguments: { q: "ag", offset: i } })));
      answers.forEach((answer, i) => expect((answer.structuredContent as { offset: number }).offset).toBe(i));
    } finally {
      await Promise.all(clients.map((client) => client.close()));
    }
  });
});

describe("/.well-known/mcp server card", () => {
  it("describes the server and its remote, from the well-known/ template", async () => {
    const response = await h.get("/.well-known/mcp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cache-control")).toContain("max-age");
    const card = (await response.json()) as any;
    expect(card.$schema).toBe("https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json");
    expect(card.name).toMatch(/^[a-z0-9.-]+\/[a-z0-9._-]+$/);
    expect(card.version).toBe("test");
    expect(card.title).toBeTruthy();
    expect(card.description.length).toBeLessThanOrEqual(100);
    expect(card.websiteUrl).toBe(h.baseUrl);
    expect(card.remotes).toEqual([
      {
        type: "streamable-http",
        url: `${h.baseUrl}/mcp`,
        supportedProtocolVersions: expect.any(Array),
        // The optional key of the keyed tools, declared as the registry's server.json declares a remote's headers.
        headers: [expect.objectContaining({ name: "X-API-Key", isRequired: false, isSecret: true })],
      },
    ]);
    expect(card.remotes[0].supportedProtocolVersions[0]).toBe("2025-11-25");
    for (const version of card.remotes[0].supportedProtocolVersions) expect(SUPPORTED_PROTOCOL_VERSIONS).toContain(version);
    expect(JSON.stringify(card)).not.toContain("{base_url}");
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("answers 304 to a matching If-None-Match, and the same card at /mcp/server-card", async () => {
    const first = await h.get("/.well-known/mcp");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"/);
    const again = await h.get("/.well-known/mcp", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    const alias = await h.get("/mcp/server-card");
    expect(alias.status).toBe(200);
    expect(await alias.text()).toBe(await first.text());
    expect(alias.headers.get("etag")).toBe(etag);
  });

  it("agrees with the capabilities the server announces", async () => {
    const client = await connectHttp(h.baseUrl);
    try {
      const card = (await h.getJson("/.well-known/mcp")).body;
      expect(card.capabilities).toEqual(client.getServerCapabilities());
    } finally {
      await client.close();
    }
  });
});
