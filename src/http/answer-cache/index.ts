/**
 * The answer cache: finished answers (a JSON or Markdown body with its ETag, or an MCP tool result) kept by what was
 * asked, so that a repeated question costs a map lookup instead of queries, rendering and hashing.
 *
 * It is safe because the register never changes under a running server: the server opens its register read-only and
 * keeps that file until it restarts, also across an import, which swaps in a new file (docs/import.md). The cache lives
 * and dies with the server process, so it never outlives the register its answers came from. Only successful answers
 * are kept; errors and rate-limit decisions are always made anew. Bounded by the bytes of the bodies it holds
 * (lru-cache evicts the least recently used).
 *
 * An answer is kept the second time its question is asked, not the first (`RecentQuestions`): most questions are
 * asked once, and keeping each of them only to evict it a few thousand answers later filled the heap with bodies
 * waiting for a full collection (cold detail rows at full scale: 20–40 MB more RSS than no cache at all, and more
 * collections; docs/performance.md).
 */
import type { Context } from "hono";
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

export interface RenderedAnswer {
  /** The body as text, or already encoded in UTF-8 (a stored detail answer). */
  body: string | Uint8Array;
  /** The canonical path of what was asked for, when a request at another path must be redirected there. */
  path?: string;
}

export interface CachedAnswer extends Pick<RenderedAnswer, "path"> {
  /**
   * The body as UTF-8, encoded once: a string would be measured and encoded again for every send (for a Markdown
   * answer with `—` and `·` that was 11 % of a cached MCP call).
   */
  body: Uint8Array;
  /** Weak ETag of the body (the same shape Hono's etag middleware gives). */
  etag: string;
}

export interface AnswerCache {
  /** The cached answer to `key`, or the one `render` produces (then kept). */
  answer(key: string, render: () => Promise<RenderedAnswer>): Promise<CachedAnswer>;
  /** The cached answer to `key`, if any. */
  peek(key: string): CachedAnswer | undefined;
  /** Keeps a body rendered elsewhere (an MCP result the protocol SDK serialized). */
  remember(key: string, rendered: RenderedAnswer): CachedAnswer;
}

/** Weak ETag from a SHA-1 of the body: Node's synchronous digest, far cheaper than WebCrypto per answer. */
export function weakEtagOf(body: Uint8Array): string {
  return `W/"${createHash("sha1").update(body).digest("hex")}"`;
}

/**
 * The questions asked lately, as 32-bit hashes in a fixed table (1 MB, no allocation per question): `seenBefore`
 * says whether a question was asked since its slot was last taken by another. At 4,000 new questions a second a
 * question is remembered for about a minute; a rare false "yes" (two questions with one hash) only keeps an answer.
 */
export class RecentQuestions {
  private readonly slots: Uint32Array;

  constructor(slotCount = 1 << 18) {
    this.slots = new Uint32Array(slotCount);
  }

  /** Whether `key` was asked before; remembers it either way. */
  seenBefore(key: string): boolean {
    // FNV-1a over the UTF-16 code units; 0 marks an empty slot, so a hash of 0 is stored as 1.
    let hash = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
    hash = hash >>> 0 || 1;
    const slot = hash % this.slots.length;
    if (this.slots[slot] === hash) return true;
    this.slots[slot] = hash;
    return false;
  }
}

/** Per-entry bookkeeping beside the body (key, ETag, LRU links), counted against the budget. */
const ENTRY_OVERHEAD_BYTES = 200;

const utf8 = new TextEncoder();

/**
 * A cache holding at most `maxBytes` of answers (bodies in bytes, keys as UTF-16 strings); 0 keeps nothing. A cache
 * answers for one register: the runtime makes it with the register it opens, and it goes with it (src/runtime/).
 * A table of recent questions tells those asked before, whose answers are worth keeping.
 */
export function createAnswerCache(maxBytes: number): AnswerCache {
  const recent = new RecentQuestions();
  const entries =
    maxBytes > 0
      ? new LRUCache<string, CachedAnswer>({
          maxSize: maxBytes,
          sizeCalculation: (entry, key) => entry.body.byteLength + 2 * key.length + ENTRY_OVERHEAD_BYTES,
        })
      : undefined;
  const remember = (key: string, rendered: RenderedAnswer): CachedAnswer => {
    const body = typeof rendered.body === "string" ? utf8.encode(rendered.body) : rendered.body;
    // The ETag is hashed when first sent: an MCP result, kept here too, never sends one.
    let etag: string | undefined;
    const entry: CachedAnswer = {
      body,
      get etag() {
        if (etag === undefined) etag = weakEtagOf(body);
        return etag;
      },
      path: rendered.path,
    };
    // An answer that would take a large share of the budget is not kept, nor one asked for the first time.
    if (entries && body.byteLength < maxBytes / 4 && recent.seenBefore(key)) entries.set(key, entry);
    return entry;
  };
  return {
    async answer(key, render) {
      return entries?.get(key) ?? remember(key, await render());
    },
    peek: (key) => entries?.get(key),
    remember,
  };
}

/** Weak comparison (RFC 9110 section 13.1.2): `W/"x"` and `"x"` name the same body; `*` names any. */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === wanted;
  });
}

/** Sends an answer with its ETag, or an empty 304 when the client's If-None-Match already names it. */
export function sendAnswer(c: Context, answer: CachedAnswer, contentType: string): Response {
  c.header("ETag", answer.etag);
  if (etagMatches(c.req.header("if-none-match"), answer.etag)) return c.body(null, 304);
  return c.body(answer.body as Uint8Array<ArrayBuffer>, 200, { "Content-Type": contentType });
}
