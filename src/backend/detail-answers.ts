/**
 * Finished detail answers: a company's or a person's public detail, assembled once when the register file is built
 * (src/runtime/detail-answers.ts) and read back in one row per request (issue 19: cold details at full scale).
 *
 * An answer is the detail's JSON, with every link written against a placeholder base URL, compressed with LZ4 against
 * a dictionary of its kind (64 KB of sample answers, stored with the register: the keys, links, NOGA labels and
 * gazette phrases every answer repeats). Reading it puts the service's own base URL in place of the placeholder, so
 * one register file serves under any address. LZ4 rather than deflate: at full scale, node:zlib's per-call setup made
 * compressing the largest single cost of the build (about 3× LZ4's) and inflating a quarter of a detail's read (about
 * 4× LZ4's). The dictionary halves the answers (company 1,816 → 889 bytes, person 796 → 335 at full scale) for the
 * same decompression time, so that more of them stay in the page cache (docs/performance.md).
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

/** The most LZ4 can refer back to: a dictionary longer than its window would not be read past its last 64 KB. */
const DICTIONARY_BYTES = 64 * 1024;

/**
 * A dictionary for one kind of answer: the last 64 KB of sample answers' JSON (built with placeholder links), joined.
 * The samples should be spread over the register (kinds of company, cantons, languages), so that what every answer
 * repeats is in it.
 */
export function answerDictionary(sampleJson: readonly string[]): Buffer {
  return Buffer.from(sampleJson.join("")).subarray(-DICTIONARY_BYTES);
}

/**
 * The stored form of a detail built with `links` (reset before it was built), compressed against its kind's
 * dictionary; or null when its JSON holds the placeholder anywhere but at the start of the links it was given: such an
 * answer is left to be assembled per request rather than risk a text of the register being read as a link.
 */
export function encodeDetailAnswer(detail: object, links: PlaceholderLinks, dictionary: Buffer | null): Buffer | null {
  const json = JSON.stringify(detail);
  const placed = occurrences(json, PLACEHOLDER_JSON);
  return placed === links.made && occurrences(json, PLACEHOLDER_LINK) === placed ? compressSync(json, dictionary) : null;
}

/** A stored answer's JSON with its placeholder links, as the build wrote it (for checks and measurements). */
export function storedAnswerJson(answer: Uint8Array, dictionary: Buffer | null): string {
  return uncompressSync(answer, dictionary).toString("utf8");
}


/**
 * Reads stored answers back as UTF-8 JSON bytes under one base URL, ready to send: the links are put in place in
 * the bytes, where decoding to a string, replacing and encoding again cost three copies of the answer (and the
 * heap the garbage of two) per cold detail.
 */
export function detailAnswerBytes(links: Links): (answer: Buffer, dictionary: Buffer | null) => Buffer {
  const placeholder = Buffer.from(PLACEHOLDER_LINK);
  const base = Buffer.from(`"${JSON.stringify(links.baseUrl).slice(1, -1)}/`);
  return (answer, dictionary) => {
    const json = uncompressSync(answer, dictionary);
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
export function detailAnswerJson(links: Links): (answer: Buffer, dictionary: Buffer | null) => string {
  const bytes = detailAnswerBytes(links);
  return (answer, dictionary) => bytes(answer, dictionary).toString("utf8");
}
