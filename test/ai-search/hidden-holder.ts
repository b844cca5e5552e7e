/**
 * A person the register ordered hidden, named in the purpose of a company they hold a mandate at: what AI search must
 * never find a company by (docs/decisions.md). Written into a copy of the test register.
 */
import type Database from "better-sqlite3";

export interface HiddenHolder {
  first_name: string;
  last_name: string;
  company_id: number;
}

/** Picks a hidden mandate holder whose family name is not in the company's name, and names them in its purpose. */
export function nameHiddenHolderInPurpose(db: Database.Database): HiddenHolder {
  const holder = db
    .prepare(
      `SELECT p.first_name, p.last_name, m.company_id FROM persons p JOIN mandates m ON m.person_id = p.id
       JOIN companies c ON c.id = m.company_id
       WHERE p.redacted = 1 AND p.first_name IS NOT NULL AND length(p.last_name) > 3 AND instr(lower(c.name), lower(p.last_name)) = 0
       ORDER BY p.id LIMIT 1`,
    )
    .get() as HiddenHolder | undefined;
  if (!holder) throw new Error("the test register has no hidden mandate holder");
  db.prepare("UPDATE companies SET purpose = ? WHERE id = ?").run(
    `Beratung im Auftrag von ${holder.last_name}, ${holder.first_name}, von Zürich, in Bern, sowie Handel mit Waren.`,
    holder.company_id,
  );
  return holder;
}
