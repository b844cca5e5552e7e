/** `swiss-register parse`: prints what the person-line parser reads in one gazette notice text. */
import { readFile } from "node:fs/promises";
import { parsePersonLines } from "../ingest/person-lines/index.js";
import { UsageError, type Command } from "./command.js";

const HELP = `Usage: swiss-register parse [FILE|-]

Reads one SOGC/SHAB commercial-register notice text from FILE (standard input when FILE
is "-" or missing) and prints the persons its person sections and sentences name, as JSON:

  {"text": CLEANED_TEXT, "removed": [ENTRY, ...], "added": [ENTRY, ...],
   "unparsed": [{"start", "end", "sentence"}, ...],
   "partly_parsed": [{"start", "end", "sentence", "named", "read"}, ...]}

  ENTRY = {"kind": "natural_person" | "legal_entity", "name", "last_name", "first_name",
           "identifier", "origin", "nationality", "residence", "roles": [...],
           "signing_authority", "previous", "evidence": {"start", "end"}}

"evidence" gives the characters of "text" (the notice after markup and encoding are
cleaned) that the entry was read from; "unparsed" lists sentences that name persons
but gave no entry, "partly_parsed" sentences that gave fewer entries ("read") than the
persons they name ("named", a conservative count). See docs/parser.md.

Values are as written in the notice, whitespace collapsed; absent values are null.
German, French and Italian notices are read. Raw gazette text is fine: old Zefix markup
(<F>firm<E>), new markup (<FT TYPE="F">firm</FT>), XML entities and double-encoded
UTF-8 (ZÃ¼rich) are cleaned first.

Examples:
  swiss-register parse notice.txt
  echo "Eingetragene Personen: Muster, Hans, von Bern, in Thun, Präsident, mit Einzelunterschrift." | swiss-register parse`;

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString("utf8");
}

export const parseCommand: Command = {
  name: "parse",
  help: HELP,
  async run(args) {
    if (args.length > 1) throw new UsageError(`expected at most one FILE, got ${args.length} arguments`);
    const [source = "-"] = args;
    if (source !== "-" && source.startsWith("-")) throw new UsageError(`unknown option ${source}`);
    let text: string;
    try {
      text = source === "-" ? await readStream(process.stdin) : await readFile(source, "utf8");
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`swiss-register parse: cannot read ${source === "-" ? "standard input" : source}: ${reason}`);
      return 1;
    }
    process.stdout.write(`${JSON.stringify(parsePersonLines(text), null, 2)}\n`);
    return 0;
  },
};
