/**
 * API keys: `sr_live_` and 32 random base62 characters. Only a key's SHA-256 hash and a short display prefix are ever
 * stored; a request's key is found by its hash (an index lookup, so no comparison of key text can leak by timing).
 */
import { createHash, randomInt } from "node:crypto";

const KEY_PREFIX = "sr_live_";
const KEY_RANDOM_LENGTH = 32;
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const KEY_SHAPE = /^sr_live_[0-9A-Za-z]{32}$/;
/** Characters of a key shown in listings: the prefix and four random characters, enough to tell keys apart. */
const DISPLAY_LENGTH = KEY_PREFIX.length + 4;

/** A new key; randomInt draws each character uniformly (about 190 bits of entropy). */
export function generateApiKey(): string {
  let random = "";
  for (let i = 0; i < KEY_RANDOM_LENGTH; i++) random += BASE62[randomInt(BASE62.length)];
  return KEY_PREFIX + random;
}

/** True when `text` has the shape of a key (says nothing about whether it exists). */
export function isApiKeyShaped(text: string): boolean {
  return KEY_SHAPE.test(text);
}

/** The stored form of a key: its SHA-256, hex. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** What listings show of a key (`sr_live_AbC1…`). */
export function displayPrefix(key: string): string {
  return `${key.slice(0, DISPLAY_LENGTH)}…`;
}
