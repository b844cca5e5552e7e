/** Fills the reference tables (cantons, municipalities, legal forms, NOGA) from the shipped data. */
import { loadReferenceData } from "../../domain/reference.js";
import type { SqliteDatabase } from "./database.js";

/** Replaces the reference tables' content with the shipped reference data. */
export function writeReferenceTables(db: SqliteDatabase): void {
  const reference = loadReferenceData();
  db.transaction(() => {
    db.exec("DELETE FROM cantons; DELETE FROM municipalities; DELETE FROM legal_forms; DELETE FROM noga;");
    const canton = db.prepare("INSERT INTO cantons VALUES (?, ?, ?, ?, ?, ?, ?)");
    for (const c of reference.cantons) {
      canton.run(c.code, c.bfsNr, c.labels.de, c.labels.fr, c.labels.it, c.labels.en, c.labels.rm);
    }
    const municipality = db.prepare("INSERT INTO municipalities VALUES (?, ?, ?)");
    for (const m of reference.municipalities) municipality.run(m.bfsNr, m.canton, m.name);
    const legalForm = db.prepare("INSERT INTO legal_forms VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    for (const f of reference.legalForms) {
      legalForm.run(
        f.code, f.zefixId, f.category,
        f.names.de, f.names.fr, f.names.it, f.names.en,
        f.shortNames.de, f.shortNames.fr, f.shortNames.it, f.shortNames.en,
      );
    }
    const noga = db.prepare("INSERT INTO noga VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
    for (const [index, n] of reference.noga.entries()) {
      noga.run(n.code, index + 1, n.level, n.parent, n.section, n.labels.de, n.labels.fr, n.labels.it, n.labels.en);
    }
  })();
}
