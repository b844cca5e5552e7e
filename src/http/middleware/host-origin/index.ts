/**
 * Host and Origin checks for `/mcp` (DESIGN.md section 7): a request whose `Host` is not this service's, or that comes
 * from a browser page of a foreign origin, is refused with 403 before anything else runs. This stops DNS rebinding
 * (a hostile page whose domain resolves to 127.0.0.1) from reaching a local server. Requests without `Origin` (every
 * non-browser client) pass the origin check.
 *
 * Accepted hosts: the host of PUBLIC_BASE_URL, plus MCP_ALLOWED_HOSTS when set (an entry without a port accepts any
 * port), or else localhost, 127.0.0.1 and [::1] on the listening port. Accepted origins: the origin of PUBLIC_BASE_URL,
 * plus MCP_ALLOWED_ORIGINS when set (`*` accepts any), or else http(s) origins on those loopback names and port.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#security-warning
 */
import type { Context, MiddlewareHandler } from "hono";

export interface HostOriginOptions {
  publicBaseUrl: string;
  /** The listening port (default: the base URL's); 0 accepts loopback names on any port. */
  port?: number;
  allowedHosts?: string[];
  allowedOrigins?: string[];
}

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);
const DEFAULT_PORTS: Record<string, string> = { "http:": "80", "https:": "443" };

interface HostPort {
  name: string;
  port: string | null;
}

/** `Example.ch:8080` → { name: "example.ch", port: "8080" }; `[::1]` keeps its brackets. */
function parseHost(host: string): HostPort | null {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(host.trim());
  return match ? { name: match[1].toLowerCase(), port: match[2] ?? null } : null;
}

export interface HostOriginPolicy {
  hostAllowed(host: string | undefined): boolean;
  originAllowed(origin: string | undefined): boolean;
}

export function hostOriginPolicy(options: HostOriginOptions): HostOriginPolicy {
  const base = new URL(options.publicBaseUrl);
  const basePort = base.port || DEFAULT_PORTS[base.protocol] || "";
  const baseHost: HostPort = { name: base.hostname.toLowerCase(), port: basePort };
  // Without a known listening port, the base URL's (which defaults to the listening address); 0 means any.
  const listening = options.port ?? Number(base.port || 0);
  const loopbackPort = listening ? String(listening) : null;
  const configuredHosts = (options.allowedHosts ?? []).map(parseHost).filter((host): host is HostPort => host !== null);
  const configuredOrigins = new Set((options.allowedOrigins ?? []).map((origin) => origin.toLowerCase().replace(/\/+$/, "")));

  const matches = (candidate: HostPort, allowed: HostPort, defaultPort: string | null) =>
    candidate.name === allowed.name && (allowed.port === null || (candidate.port ?? defaultPort) === allowed.port);
  const loopback = (candidate: HostPort, defaultPort: string | null) =>
    LOOPBACK_NAMES.has(candidate.name) && (loopbackPort === null || (candidate.port ?? defaultPort) === loopbackPort);

  return {
    hostAllowed(header) {
      const host = header ? parseHost(header) : null;
      if (!host) return false;
      // The Host header omits the scheme's default port; PUBLIC_BASE_URL tells which scheme clients use.
      const defaultPort = DEFAULT_PORTS[base.protocol] ?? null;
      if (matches(host, baseHost, defaultPort)) return true;
      if (configuredHosts.length > 0) return configuredHosts.some((allowed) => matches(host, allowed, defaultPort));
      return loopback(host, defaultPort);
    },
    originAllowed(header) {
      if (header === undefined) return true;
      const origin = header.toLowerCase();
      if (origin === base.origin.toLowerCase()) return true;
      if (configuredOrigins.size > 0) return configuredOrigins.has("*") || configuredOrigins.has(origin);
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false;
      }
      if (url.protocol !== "http:" && url.protocol !== "https:") return false;
      const host = parseHost(url.host);
      return host !== null && loopback(host, DEFAULT_PORTS[url.protocol]);
    },
  };
}

/**
 * Refuses a request with a foreign Host or Origin: 403 with a JSON-RPC error body, as the MCP SDK's own check answers.
 */
export function hostOriginGuard(policy: HostOriginPolicy): MiddlewareHandler {
  return async (c: Context, next) => {
    const host = c.req.header("host");
    const origin = c.req.header("origin");
    const refused = !policy.hostAllowed(host) ? `Host ${JSON.stringify(host ?? "")}` : !policy.originAllowed(origin) ? `Origin ${JSON.stringify(origin)}` : null;
    if (refused) {
      c.header("Cache-Control", "no-store");
      return c.json({ jsonrpc: "2.0", error: { code: -32000, message: `Forbidden: ${refused} is not allowed on this endpoint.` }, id: null }, 403);
    }
    await next();
  };
}
