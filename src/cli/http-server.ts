/**
 * The HTTP server at the edge: listening with one-line failures, socket timeouts that slow clients cannot stretch,
 * and a drain on stop (README: Configuration, SHUTDOWN_TIMEOUT_MS).
 */
import { getRequestListener } from "@hono/node-server";
import { createServer, type ServerOptions, type ServerResponse } from "node:http";
import { Server as NetServer, type AddressInfo, type Socket } from "node:net";
import { InvalidParameterError } from "../domain/errors.js";
import { publicErrorBody } from "../http/error-response.js";
import { REQUEST_ID_HEADER, requestIdGenerator } from "../http/middleware/request-id/index.js";

/**
 * Time a client has to send its request headers, and its whole request. The service takes small GET requests and MCP
 * bodies of at most 64 KB; Node's defaults (60 s, 300 s) let a slow client hold a socket for minutes.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 15_000;
/** How often Node looks for connections past those timeouts (its default, 30 s, would let them live that long). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** How long a stop leaves idle keep-alive connections open for a request already on its way, and how often it then
 * closes those that went idle. */
const IDLE_GRACE_MS = 500;
const IDLE_SWEEP_MS = 50;
const netServerClose = NetServer.prototype.close;

/** Error whose message is the one line to print when the server cannot listen. */
export class ListenError extends Error {}

export interface DrainSummary {
  /** Requests being answered when the stop began. */
  inFlight: number;
  /** Requests still unanswered at the deadline, cut off. */
  cut: number;
  /** Handlers still running at the deadline (their clients had left); the store closes under them. */
  unfinished: number;
  milliseconds: number;
}

export interface HttpServer {
  port: number;
  /**
   * Stops accepting connections, closes idle keep-alive connections, answers the requests in flight (each with
   * `Connection: close`) and resolves once every connection is closed and every request handler has returned (a
   * client that left does not stop its handler, which may still be reading the store), or at the deadline.
   */
  drain(deadlineMs: number): Promise<DrainSummary>;
}

/** What to tell the operator for a listen failure. */
function listenFailure(error: NodeJS.ErrnoException, host: string, port: number): string {
  const where = `cannot listen on ${host.includes(":") ? `[${host}]` : host}:${port}`;
  switch (error.code) {
    case "EADDRINUSE":
      return `${where}: the port is in use; set PORT to a free port, or stop the program using it`;
    case "EADDRNOTAVAIL":
      return `${where}: this machine has no such address; set HOST to one of its addresses (127.0.0.1, or 0.0.0.0 for all)`;
    case "EACCES":
      return `${where}: permission denied (ports below 1024 need privileges); set PORT to 1024 or above`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `${where}: the host name HOST does not resolve; set HOST to an IP address or a resolvable name`;
    default:
      return `${where}: ${error.message}; check HOST and PORT`;
  }
}

/** Status, message and hint for a request Node's HTTP parser refused before any route saw it. */
function refusedRequest(code: string | undefined): { status: number; reason: string; message: string; hint: string } {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return {
        status: 431,
        reason: "Request Header Fields Too Large",
        message: "The request's headers are larger than the server accepts.",
        hint: "Send at most 16 KB of headers in all.",
      };
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return {
        status: 408,
        reason: "Request Timeout",
        message: `The request was not complete within ${REQUEST_TIMEOUT_MS / 1000} seconds.`,
        hint: "Send the whole request at once.",
      };
    case "HPE_INVALID_URL":
      return {
        status: 400,
        reason: "Bad Request",
        message: "The request's URL holds characters that HTTP does not allow unencoded.",
        hint: "Percent-encode the query (encodeURIComponent), spaces and letters such as ü included: q=z%C3%BCrich.",
      };
    default:
      return {
        status: 400,
        reason: "Bad Request",
        message: "The request is not valid HTTP/1.1.",
        hint: "Send a request such as GET /api/v1/companies?q=muster; /openapi.json lists every operation.",
      };
  }
}

/**
 * Answers a request Node's parser refused (a raw `ü` in the URL, headers over the limit, a slow client) with the
 * contract's Error body, where Node would send a bare status line, and closes the connection.
 */
function answerRefusedRequest(error: NodeJS.ErrnoException, socket: Socket, docsUrl: string, requestId: string): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, reason, message, hint } = refusedRequest(error.code);
  const body = JSON.stringify(publicErrorBody(new InvalidParameterError(message, hint), docsUrl));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n${REQUEST_ID_HEADER}: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Starts listening; rejects with a ListenError when the address cannot be bound. */
export function startHttpServer(options: {
  /** The app's fetch; `env` carries Node's request and socket (the client's address is read from it). */
  fetch: (request: Request, env: unknown) => Response | Promise<Response>;
  host: string;
  port: number;
  /** The `docs` link of the error bodies for requests the HTTP parser refused (the app's own errors link the same). */
  errorDocsUrl?: string;
}): Promise<HttpServer> {
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  const serverOptions: ServerOptions = {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  };
  // Handlers running now, whether or not their client is still there: the store must outlive every one of them.
  let handlersRunning = 0;
  let handlersDone: (() => void) | undefined;
  const countedFetch = async (request: Request, env: unknown) => {
    handlersRunning++;
    try {
      return await options.fetch(request, env);
    } finally {
      if (--handlersRunning === 0) handlersDone?.();
    }
  };
  const allHandlersDone = () =>
    new Promise<void>((resolve) => {
      if (handlersRunning === 0) return resolve();
      handlersDone = resolve;
    });
  const listener = getRequestListener(countedFetch, { hostname: options.host });
  // Counts requests in flight and, once draining, answers each with `Connection: close` so that keep-alive clients
  // open no further request on a connection that is about to go.
  const server = createServer(serverOptions, (req, res) => {
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
    if (draining) res.shouldKeepAlive = false;
    void listener(req, res);
  });
  // Refused requests get ids of their own (the app's are per process too): the request's own header was not read.
  const refusedRequestId = requestIdGenerator(`refused-${process.pid}`);
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) =>
    answerRefusedRequest(error, socket, options.errorDocsUrl ?? "/openapi.json", refusedRequestId()),
  );

  const drain = (deadlineMs: number) =>
    new Promise<DrainSummary>((resolve) => {
      const started = Date.now();
      const summary: DrainSummary = { inFlight: inFlight.size, cut: 0, unfinished: 0, milliseconds: 0 };
      draining = true;
      // A request being answered closes its keep-alive connection when it is done (if its headers are not out yet;
      // otherwise the connection goes idle and the sweep below closes it).
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
      let sweep: NodeJS.Timeout | undefined;
      // Idle keep-alive connections are closed after a grace period, not at once: a busy client's next request, likely
      // already on its way, is then answered (with `Connection: close`) instead of meeting a closed socket.
      const grace = setTimeout(() => {
        server.closeIdleConnections();
        sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      }, Math.min(IDLE_GRACE_MS, deadlineMs / 2));
      const finish = () => {
        clearTimeout(grace);
        clearInterval(sweep);
        clearTimeout(deadline);
        summary.milliseconds = Date.now() - started;
        resolve(summary);
      };
      const deadline = setTimeout(() => {
        summary.cut = inFlight.size;
        summary.unfinished = handlersRunning;
        server.closeAllConnections();
        finish();
      }, deadlineMs);
      // net.Server's close stops accepting without http.Server's immediate closing of idle connections.
      netServerClose.call(server, () => void allHandlersDone().then(finish));
    });

  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => reject(new ListenError(listenFailure(error, options.host, options.port))));
    server.listen(options.port, options.host, () => {
      resolve({ port: (server.address() as AddressInfo).port, drain });
    });
  });
}
