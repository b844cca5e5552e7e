/**
 * Finished detail answers: a company's or a person's public detail, assembled once when the register file is built
 * (src/runtime/detail-answers.ts) and read back in one row per request (issue 19: cold details at full scale).
 *
 * An answer is the detail's JSON, with every link written against a placeholder base URL, compressed with LZ4.
 * Reading it puts the service's own base URL in place of the placeholder, so one register file serves under any
 * address. LZ4 rather than deflate: at full scale, node:zlib's per-call setup made compressing the largest single
 * cost of the build (about 3× LZ4's) and inflating a quarter of a detail's read (about 4× LZ4's), for answers 40 %
 * smaller (docs/performance.md).
 */
import { compressSync, uncompressSync } from "lz4-napi";
import { Links, type ProfileKind } from "../domain/links.js";

/** The base URL answers are written against: a character no link of the register's data begins with. */
const PLACEHOLDER_BASE = "\u0000";
/** The placeholder as JSON writes it. */
const PLACEHOLDER_JSON = JSON.stringify(PLACEHOLDER_BASE).slice(1, -1);
/** How a link against the placeholder starts in JSON: a string opening with the placeholder and a path. */
const PLACEHOLDER_LINK = `"${PLACEHOLDER_JSON}/`;

function occurrences(text: string, part: string): number {
  let count = 0;
  for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + part.length)) count++;
  return count;
}

/** Links against the placeholder base URL that count how many links an answer was given. */
export class PlaceholderLinks extends Links {
  /** Profile links made since the last `reset` (a fact-sheet link is a profile link too). */
  made = 0;

  constructor() {
    super(PLACEHOLDER_BASE);
  }

  override profile(kind: ProfileKind, id: number, name: string): string {
    this.made++;
    return super.profile(kind, id, name);
  }

  reset(): void {
    this.made = 0;
  }
}

/**
 * The stored form of a detail built with `links` (reset before it was built), or null when its JSON holds the
 * placeholder anywhere but at the start of the links it was given: such an answer is left to be assembled per request
 * rather than risk a text of the register being read as a link.
 */
export function encodeDetailAnswer(detail: object, links: PlaceholderLinks): Buffer | null {
  const json = JSON.stringify(detail);
  const placed = occurrences(json, PLACEHOLDER_JSON);
  return placed === links.made && occurrences(json, PLACEHOLDER_LINK) === placed ? compressSync(json) : null;
}


/**
 * Reads stored answers back as UTF-8 JSON bytes under one base URL, ready to send: the links are put in place in
 * the bytes, where decoding to a string, replacing and encoding again cost three copies of the answer (and the
 * heap the garbage of two) per cold detail.
 */
export function detailAnswerBytes(links: Links): (answer: Buffer) => Buffer {
  const placeholder = Buffer.from(PLACEHOLDER_LINK);
  const base = Buffer.from(`"${JSON.stringify(links.baseUrl).slice(1, -1)}/`);
  return (answer) => {
    const json = uncompressSync(answer);
    let count = 0;
    for (let at = json.indexOf(placeholder); at !== -1; at = json.indexOf(placeholder, at + placeholder.length)) count++;
    // Not from Buffer's shared pool: a kept answer would hold the pool's whole 8 KB slab (every byte is written below).
    const bytes = Buffer.allocUnsafeSlow(json.length + count * (base.length - placeholder.length));
    let from = 0;
    let to = 0;
    for (let at = json.indexOf(placeholder); at !== -1; at = json.indexOf(placeholder, from)) {
      to += json.copy(bytes, to, from, at);
      to += base.copy(bytes, to);
      from = at + placeholder.length;
    }
    json.copy(bytes, to, from);
    return bytes;
  };
}

/** Reads stored answers back as JSON text under one base URL. */
export function detailAnswerJson(links: Links): (answer: Buffer) => string {
  const bytes = detailAnswerBytes(links);
  return (answer) => bytes(answer).toString("utf8");
}
