/**
 * Normalized role categories, read from the register's free role text in German, French and Italian
 * (`Präsident des Verwaltungsrates und Liquidator` → chair, board, liquidator). The table is data: each category lists
 * the word beginnings that name it, folded (lower case, accents stripped), as the register writes roles. A role that
 * names none of them is `other`; a role left empty but with signing authority is `signatory`.
 */
import { searchWords } from "./text.js";

export const ROLE_CATEGORIES = ["chair", "board", "management", "partner", "auditor", "liquidator", "signatory", "other"] as const;
export type RoleCategory = (typeof ROLE_CATEGORIES)[number];

/** Word beginnings per category; the first category a role names comes first in its list. */
const ROLE_WORDS: Record<Exclude<RoleCategory, "other">, readonly string[]> = {
  // Präsident(in), président(e), presidente; not vice-/vize- (board members).
  chair: ["prasident", "president", "presidente"],
  board: [
    "verwaltungsrat", "verwaltung", "stiftungsrat", "vorstand", "delegiert", "vizeprasident", "kassier", "aktuar",
    "sekretar", "administrat", "administration", "conseil", "comite", "vice", "caissier", "caissiere", "secretaire",
    "amministrat", "amministrazione", "consiglio", "comitato", "delegat", "vicepresident", "cassier", "segretari",
  ],
  management: [
    "geschaftsfuhr", "geschaftsleitung", "direktor", "direktion", "leiter", "vorsitzend", "directeur", "directrice",
    "direction", "gerant", "direttore", "direttrice", "direzione", "gerente", "gerenza",
  ],
  partner: [
    "gesellschafter", "inhaber", "kommanditar", "komplementar", "associe", "titulaire", "commanditaire", "socio", "socia",
    "titolare", "accomandant",
  ],
  auditor: ["revisionsstelle", "revisor", "revision", "reviseur", "revisore", "revisione"],
  liquidator: ["liquidator", "liquidat", "liquidateur", "liquidatrice", "liquidatore"],
  signatory: ["prokurist", "zeichnungsberechtigt", "unterschrift", "procuration", "fonde", "signataire", "procurat", "firmatari"],
};

const CATEGORY_ORDER = Object.keys(ROLE_WORDS) as Exclude<RoleCategory, "other">[];

/** A signing authority that grants none (`ohne Zeichnungsberechtigung`, `sans droit de signature`, `senza diritto di firma`). */
const NO_SIGNATURE = /^(ohne|sans|senza)\b/i;

/** The categories a role names, in the order of ROLE_CATEGORIES; never empty. */
export function roleCategories(role: string | null, signingAuthority: string | null = null): RoleCategory[] {
  const words = role ? searchWords(role) : [];
  const names = (category: Exclude<RoleCategory, "other">) =>
    words.some(
      (word, i) =>
        ROLE_WORDS[category].some((stem) => word.startsWith(stem)) &&
        // `vice-président` is split into two words: a vice-chair sits on the board.
        !(category === "chair" && words[i - 1] === "vice"),
    );
  const found = CATEGORY_ORDER.filter(names);
  if (found.length > 0) return found;
  if (signingAuthority && !NO_SIGNATURE.test(signingAuthority.trim())) return ["signatory"];
  return ["other"];
}
