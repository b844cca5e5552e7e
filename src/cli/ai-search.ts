/** `swiss-register ai-search`: AI-ranked company search over a register file, printed for a person to read. */
import { loadConfig } from "../config.js";
import { aiSearch, AiSearchInputError, AI_SEARCH_LIMITS } from "../ai-search/search.js";
import { openForReading, StoreUnavailableError } from "../store/sqlite/database.js";
import { createSqliteAiSearchStore } from "../store/sqlite/ai-search-store.js";
import { describePart } from "../ai-search/describe.js";
import { UsageError, type Command } from "./command.js";

const HELP = `Usage: swiss-register ai-search "QUERY" [--limit N] [--offset N] [--json] [--database PATH]

Searches companies with a natural-language query in German, French, Italian or English and prints
what the query was understood as (places, legal forms, status, industries, dates, free text, each
with the words it came from), the words ignored, and the ranked companies with their relevance
(0..1) and why they matched. No hosted model is used: see docs/ai-search.md.

Options:
  --limit N        results to print, 1..${AI_SEARCH_LIMITS.maxLimit} (default ${AI_SEARCH_LIMITS.defaultLimit})
  --offset N       results to skip, 0..${AI_SEARCH_LIMITS.maxOffset} (default 0)
  --json           print the answer as JSON
  --database PATH  the register file (default: DATABASE_PATH, var/register.sqlite)

Examples:
  swiss-register ai-search "Bäckereien in Genf"
  swiss-register ai-search "sociétés fiduciaires à Lausanne en liquidation" --limit 5
  swiss-register ai-search "software companies in Zug founded since 2020" --json`;

function integer(name: string, value: string | undefined): number {
  if (value === undefined || !/^\d+$/.test(value)) throw new UsageError(`${name} needs a whole number, got ${value ?? "nothing"}`);
  return Number(value);
}

export const aiSearchCommand: Command = {
  name: "ai-search",
  help: HELP,
  async run(args) {
    let query: string | undefined;
    let limit: number | undefined;
    let offset: number | undefined;
    let database: string | undefined;
    let json = false;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i];
      if (arg === "--limit") limit = integer("--limit", args[++i]);
      else if (arg === "--offset") offset = integer("--offset", args[++i]);
      else if (arg === "--database") {
        database = args[++i];
        if (!database) throw new UsageError("--database needs a path");
      } else if (arg === "--json") json = true;
      else if (arg.startsWith("--")) throw new UsageError(`unknown option ${arg}`);
      else if (query === undefined) query = arg;
      else throw new UsageError("give the query as one argument (in quotes)");
    }
    if (query === undefined) throw new UsageError("missing the query");
    let db;
    try {
      db = openForReading(database ?? loadConfig().DATABASE_PATH);
    } catch (error) {
      if (error instanceof StoreUnavailableError) {
        console.error(`swiss-register ai-search: ${error.message}`);
        return 1;
      }
      throw error;
    }
    try {
      const answer = await aiSearch(createSqliteAiSearchStore(db), { query, limit, offset });
      if (json) {
        process.stdout.write(`${JSON.stringify(answer, null, 2)}\n`);
        return 0;
      }
      const lines = ["Understood:"];
      for (const part of answer.understood) lines.push(`  ${describePart(part)}  ← "${part.words.join(" ")}"`);
      if (answer.ignored.length) lines.push(`Ignored: ${answer.ignored.map((w) => `${w.word} (${w.reason})`).join(", ")}`);
      lines.push(`${answer.total} compan${answer.total === 1 ? "y passes" : "ies pass"} the filters; ${answer.items.length} shown from ${answer.offset + (answer.items.length ? 1 : 0)}:`);
      answer.items.forEach((item, i) => {
        lines.push(`${String(answer.offset + i + 1).padStart(3)}. ${item.name} (${item.uid ?? "no UID"}), ${item.location ?? "?"} ${item.canton ?? ""}, ${item.status}, relevance ${item.relevance.toFixed(3)}`);
        for (const why of item.why) lines.push(`       ${why.satisfied ? "✓" : "✗"} ${why.part} "${why.words.join(" ")}"${why.matched.length ? `: ${why.matched.join("; ")}` : ""}`);
      });
      process.stdout.write(`${lines.join("\n")}\n`);
      return 0;
    } catch (error) {
      if (error instanceof AiSearchInputError) throw new UsageError(`${error.field}: ${error.message}`);
      throw error;
    } finally {
      db.close();
    }
  },
};
