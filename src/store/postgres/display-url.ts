/** How a PostgreSQL URL is named in messages and logs (without `pg`, so that naming one loads no driver). */

/** A URL with its password left out, for messages. */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "the PostgreSQL URL";
  }
}
