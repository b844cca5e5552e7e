/** The nesting depth of a parsed JSON value, for refusing messages that would exhaust the stack of recursive code. */

/**
 * Deepest nesting of arrays and objects an MCP message may have. Real messages nest a handful of levels (a tools/call's
 * arguments are flat); the SDK's and the tools' validators recurse, and a few thousand levels overflow their stack.
 */
export const MAX_JSON_DEPTH = 32;

/** True when `value` nests arrays or objects deeper than `max` levels. Iterative: any depth is measured safely. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== "object") continue;
    if (depth > max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}
