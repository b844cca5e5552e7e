/**
 * Weak ETags (304 on a matching If-None-Match) through Hono's etag middleware, with Node's synchronous SHA-1: an order
 * of magnitude cheaper per response than the default WebCrypto digest, which matters on every API answer.
 * See https://hono.dev/docs/middleware/builtin/etag
 */
import { createHash } from "node:crypto";
import { etag } from "hono/etag";

function sha1(body: Uint8Array): ArrayBuffer {
  const digest = createHash("sha1").update(body).digest();
  return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer;
}

/** The ETag middleware every cacheable answer uses. */
export function weakEtag() {
  return etag({ weak: true, generateDigest: sha1 });
}
