/** One line per understood part, for people (the CLI) and for the relevance report. */
import type { UnderstoodPart } from "./understand.js";

export function describePart(part: UnderstoodPart): string {
  switch (part.kind) {
    case "place": {
      const t = part.target;
      const what = t.kind === "municipality" ? `municipality ${t.name} (${t.canton}, BFS ${t.bfs})` : t.kind === "canton" ? `canton ${t.canton}` : `region ${t.name} (${t.cantons.join(", ")})`;
      return `${part.role === "boost" ? "ranks first" : "place"}: ${what}`;
    }
    case "legal_form":
      return `legal form: eCH-0097 ${part.codes.join(" or ")}`;
    case "status":
      return `status: ${part.statuses.join(" or ")}`;
    case "industry":
      return `industry: NOGA ${part.noga.join(" or ")} (${part.source === "synonym" ? "synonym list" : "NOGA label"}), or named in name/purpose`;
    case "registered":
      return `registered: ${part.range.from ?? "…"} to ${part.range.to ?? "…"}`;
    case "text":
      return `text: ${part.word} (names, purpose)`;
  }
}
