/**
 * Requests Node's HTTP parser refuses before any route sees them (a raw `ü` in the URL, headers over the limit, no
 * HTTP at all) still get the contract's Error body (spec part 7: every non-2xx body is the Error object), sent over a
 * raw socket to the real server on loopback.
 */
import { Hono } from "hono";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHttpServer, type HttpServer } from "../../src/cli/http-server.js";

let server: HttpServer;

beforeAll(async () => {
  const app = new Hono();
  app.get("/api/v1/companies", (c) => c.json({ q: c.req.query("q") }));
  server = await startHttpServer({ fetch: app.fetch, host: "127.0.0.1", port: 0, errorDocsUrl: "http://example.test/openapi.json" });
});

afterAll(async () => {
  await server.drain(1_000);
});

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function exchange(raw: string | Buffer): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(server.port, "127.0.0.1", () => socket.write(raw));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head, body = ""] = text.split("\r\n\r\n", 2);
      resolve({ status: Number(head.split(" ")[1]), headers: head, body });
    });
  });
}

describe("requests the HTTP parser refuses", () => {
  it("answers an unencoded ü in the query with 400 and an invalid_parameter body that says to percent-encode", async () => {
    const answer = await exchange(Buffer.from("GET /api/v1/companies?q=zürich HTTP/1.1\r\nHost: x\r\n\r\n", "utf8"));
    expect(answer.status).toBe(400);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(answer.headers).toMatch(/x-request-id: \S+/i);
    const { error } = JSON.parse(answer.body);
    expect(error.code).toBe("invalid_parameter");
    expect(error.hint).toContain("encodeURIComponent");
    expect(error.docs).toBe("http://example.test/openapi.json");
  });

  it("answers the same question percent-encoded normally", async () => {
    const answer = await exchange("GET /api/v1/companies?q=z%C3%BCrich HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ q: "zürich" });
  });

  it("answers headers over the limit with 431 and the Error body", async () => {
    const answer = await exchange(`GET /api/v1/companies?q=ab HTTP/1.1\r\nHost: x\r\nX-Padding: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body).error).toMatchObject({ code: "invalid_parameter", hint: expect.stringContaining("16 KB") });
  });

  it("answers bytes that are not HTTP with 400 and the Error body, without any stack trace", async () => {
    const answer = await exchange("HELLO THERE\r\n\r\n");
    expect(answer.status).toBe(400);
    const { error } = JSON.parse(answer.body);
    expect(error).toMatchObject({ code: "invalid_parameter", message: "The request is not valid HTTP/1.1." });
    expect(answer.body).not.toMatch(/at \w+ \(|HPE_/);
  });
});
