/**
 * Values parsed from JSON, with the text they came from. A finished detail answer is read as text (the register
 * stores it serialized); a caller that sends it as JSON again (an MCP result's `structuredContent`) takes that text
 * instead of serializing the value once more. Only the parsed value itself has a text: a copy made from it (a cut
 * list) has none, and is serialized as usual. Callers must not change a value after parsing it here.
 */

const textOf = new WeakMap<object, string>();

/** `JSON.parse(text)`, remembered with its text. */
export function parseKeepingText<T extends object>(text: string): T {
  const value = JSON.parse(text) as T;
  textOf.set(value, text);
  return value;
}

/** The JSON text of `value`: the text it was parsed from when there is one, else `JSON.stringify(value)`. */
export function jsonText(value: object): string {
  return textOf.get(value) ?? JSON.stringify(value);
}
