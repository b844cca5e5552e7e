/**
 * The register's wording for roles, signing authorities and the sections of a notice, in German, French and Italian.
 * A role is written in the register's language and the person's grammatical gender (`Präsidentin des
 * Verwaltungsrates`, `administratrice`).
 */

export type RegisterLanguage = "de" | "fr" | "it";

/**
 * How a register writes its French person lines. `standard` (Valais, Jura, Neuchâtel...): `Boson, Fabien, de Fully,
 * à Martigny, administrateur, avec signature individuelle`. `fribourg` (canton Fribourg): `Ruffieux Alain, de
 * Crésuz, à Gruyères, directeur, signature collective à deux` (no comma between family and first name, the first
 * name is one word, signatures without `avec`).
 */
export type NoticeStyle = "standard" | "fribourg";

/** A role's wording: [masculine, feminine] per language; several words when the register joins roles with `und`. */
interface RoleWording {
  de: readonly [readonly string[], readonly string[]];
  fr: readonly [readonly string[], readonly string[]];
  it: readonly [readonly string[], readonly string[]];
}

function same(words: string[]): readonly [readonly string[], readonly string[]] {
  return [words, words];
}

export const ROLES = {
  boardPresident: { de: [["Präsident des Verwaltungsrates"], ["Präsidentin des Verwaltungsrates"]], fr: [["président"], ["présidente"]], it: same(["presidente"]) },
  boardMember: { de: same(["Mitglied des Verwaltungsrates"]), fr: [["administrateur"], ["administratrice"]], it: same(["membro del consiglio d'amministrazione"]) },
  boardSole: { de: same(["Mitglied des Verwaltungsrates"]), fr: [["administrateur unique"], ["administratrice unique"]], it: [["amministratore unico"], ["amministratrice unica"]] },
  boardVice: { de: [["Vizepräsident des Verwaltungsrates"], ["Vizepräsidentin des Verwaltungsrates"]], fr: [["vice-président"], ["vice-présidente"]], it: same(["vicepresidente"]) },
  boardDelegate: { de: [["Mitglied", "Delegierter des Verwaltungsrates"], ["Mitglied", "Delegierte des Verwaltungsrates"]], fr: [["administrateur délégué"], ["administratrice déléguée"]], it: [["delegato del consiglio d'amministrazione"], ["delegata del consiglio d'amministrazione"]] },
  boardSecretary: { de: [["Mitglied", "Sekretär des Verwaltungsrates"], ["Mitglied", "Sekretärin des Verwaltungsrates"]], fr: [["administrateur", "secrétaire"], ["administratrice", "secrétaire"]], it: [["membro", "segretario del consiglio d'amministrazione"], ["membro", "segretaria del consiglio d'amministrazione"]] },
  presidentCeo: { de: [["Präsident des Verwaltungsrates", "Vorsitzender der Geschäftsleitung"], ["Präsidentin des Verwaltungsrates", "Vorsitzende der Geschäftsleitung"]], fr: [["président", "directeur général"], ["présidente", "directrice générale"]], it: [["presidente", "direttore generale"], ["presidente", "direttrice generale"]] },
  director: { de: [["Direktor"], ["Direktorin"]], fr: [["directeur"], ["directrice"]], it: [["direttore"], ["direttrice"]] },
  ceo: { de: [["Vorsitzender der Geschäftsleitung"], ["Vorsitzende der Geschäftsleitung"]], fr: [["directeur général"], ["directrice générale"]], it: [["direttore generale"], ["direttrice generale"]] },
  managementMember: { de: same(["Mitglied der Geschäftsleitung"]), fr: same(["membre de la direction"]), it: same(["membro della direzione"]) },
  signatory: { de: same([]), fr: same([]), it: same([]) },
  auditor: { de: same(["Revisionsstelle"]), fr: same(["organe de révision"]), it: same(["ufficio di revisione"]) },
  partnerManager: { de: [["Gesellschafter", "Geschäftsführer"], ["Gesellschafterin", "Geschäftsführerin"]], fr: [["associé gérant"], ["associée gérante"]], it: [["socio", "gerente"], ["socia", "gerente"]] },
  partnerChair: { de: [["Gesellschafter", "Vorsitzender der Geschäftsführung"], ["Gesellschafterin", "Vorsitzende der Geschäftsführung"]], fr: [["associé gérant", "président"], ["associée gérante", "présidente"]], it: [["socio", "presidente della gerenza"], ["socia", "presidente della gerenza"]] },
  partner: { de: [["Gesellschafter"], ["Gesellschafterin"]], fr: [["associé"], ["associée"]], it: [["socio"], ["socia"]] },
  manager: { de: [["Geschäftsführer"], ["Geschäftsführerin"]], fr: [["gérant"], ["gérante"]], it: same(["gerente"]) },
  owner: { de: [["Inhaber"], ["Inhaberin"]], fr: same(["titulaire"]), it: same(["titolare"]) },
  generalPartner: { de: [["unbeschränkt haftender Gesellschafter"], ["unbeschränkt haftende Gesellschafterin"]], fr: [["associé indéfiniment responsable"], ["associée indéfiniment responsable"]], it: [["socio illimitatamente responsabile"], ["socia illimitatamente responsabile"]] },
  limitedPartner: { de: [["Kommanditär"], ["Kommanditärin"]], fr: [["associé commanditaire"], ["associée commanditaire"]], it: [["socio accomandante"], ["socia accomandante"]] },
  coopPresident: { de: [["Präsident der Verwaltung"], ["Präsidentin der Verwaltung"]], fr: [["président de l'administration"], ["présidente de l'administration"]], it: same(["presidente dell'amministrazione"]) },
  coopMember: { de: same(["Mitglied der Verwaltung"]), fr: same(["membre de l'administration"]), it: same(["membro dell'amministrazione"]) },
  associationPresident: { de: [["Präsident"], ["Präsidentin"]], fr: [["président"], ["présidente"]], it: same(["presidente"]) },
  associationVice: { de: [["Vizepräsident"], ["Vizepräsidentin"]], fr: [["vice-président"], ["vice-présidente"]], it: same(["vicepresidente"]) },
  treasurer: { de: [["Kassier"], ["Kassierin"]], fr: [["caissier"], ["caissière"]], it: [["cassiere"], ["cassiera"]] },
  secretary: { de: [["Aktuar"], ["Aktuarin"]], fr: same(["secrétaire"]), it: [["segretario"], ["segretaria"]] },
  committeeMember: { de: same(["Mitglied des Vorstandes"]), fr: same(["membre du comité"]), it: same(["membro del comitato"]) },
  foundationPresident: { de: [["Präsident des Stiftungsrates"], ["Präsidentin des Stiftungsrates"]], fr: [["président du conseil de fondation"], ["présidente du conseil de fondation"]], it: same(["presidente del consiglio di fondazione"]) },
  foundationVice: { de: [["Vizepräsident des Stiftungsrates"], ["Vizepräsidentin des Stiftungsrates"]], fr: [["vice-président du conseil de fondation"], ["vice-présidente du conseil de fondation"]], it: same(["vicepresidente del consiglio di fondazione"]) },
  foundationMember: { de: same(["Mitglied des Stiftungsrates"]), fr: same(["membre du conseil de fondation"]), it: same(["membro del consiglio di fondazione"]) },
  foundationManager: { de: [["Geschäftsführer"], ["Geschäftsführerin"]], fr: [["directeur"], ["directrice"]], it: [["direttore"], ["direttrice"]] },
  branchHead: { de: [["Leiter der Zweigniederlassung"], ["Leiterin der Zweigniederlassung"]], fr: [["directeur de la succursale"], ["directrice de la succursale"]], it: [["direttore della succursale"], ["direttrice della succursale"]] },
} satisfies Record<string, RoleWording>;

export type RoleCode = keyof typeof ROLES;
export const ROLE_CODES = Object.keys(ROLES) as RoleCode[];

/** The liquidator role added to an officer when a company is dissolved. */
export const LIQUIDATOR: RoleWording = { de: [["Liquidator"], ["Liquidatorin"]], fr: [["liquidateur"], ["liquidatrice"]], it: [["liquidatore"], ["liquidatrice"]] };

/** How the register joins several roles of one person. */
export const ROLE_SEPARATOR: Readonly<Record<RegisterLanguage, string>> = { de: " und ", fr: " et ", it: " e " };

export function roleWords(role: RoleCode, language: RegisterLanguage, female: boolean, liquidator = false): string[] {
  const words = [...ROLES[role][language][female ? 1 : 0]];
  if (liquidator) words.push(LIQUIDATOR[language][female ? 1 : 0][0]);
  return words;
}

export const SIGNATURES = ["single", "collective", "none", "procurationSingle", "procurationCollective"] as const;
export type SignatureCode = (typeof SIGNATURES)[number];

const SIGNATURE_WORDING: Readonly<Record<RegisterLanguage | "fribourg", Readonly<Record<SignatureCode, string>>>> = {
  de: {
    single: "mit Einzelunterschrift",
    collective: "mit Kollektivunterschrift zu zweien",
    none: "ohne Zeichnungsberechtigung",
    procurationSingle: "mit Einzelprokura",
    procurationCollective: "mit Kollektivprokura zu zweien",
  },
  fr: {
    single: "avec signature individuelle",
    collective: "avec signature collective à deux",
    none: "sans droit de signature",
    procurationSingle: "avec procuration individuelle",
    procurationCollective: "avec procuration collective à deux",
  },
  fribourg: {
    single: "signature individuelle",
    collective: "signature collective à deux",
    none: "sans signature",
    procurationSingle: "procuration individuelle",
    procurationCollective: "procuration collective à deux",
  },
  it: {
    single: "con firma individuale",
    collective: "con firma collettiva a due",
    none: "senza diritto di firma",
    procurationSingle: "con procura individuale",
    procurationCollective: "con procura collettiva a due",
  },
};

export function signatureWords(code: SignatureCode, language: RegisterLanguage, style: NoticeStyle): string {
  return SIGNATURE_WORDING[language === "fr" && style === "fribourg" ? "fribourg" : language][code];
}

/** Legal-form suffixes of company names: the register's language first, then the translations it lists. */
export const NAME_SUFFIXES: Readonly<Record<string, Readonly<Record<RegisterLanguage | "en", string>>>> = {
  "0106": { de: "AG", fr: "SA", it: "SA", en: "Ltd" },
  "0107": { de: "GmbH", fr: "Sàrl", it: "Sagl", en: "Ltd liab Co" },
  "0105": { de: "KmAG", fr: "SCmA", it: "SAcA", en: "CUP" },
};
