/**
 * The sentences of a notice between its header and its person sections, in the register's language: founding facts
 * (statutes, purpose, capital), changes (address, purpose, name, capital, audit), dissolution and deletion.
 */
import type { RegisterLanguage } from "./vocabulary.js";

export type FormGroup = "ag" | "gmbh" | "sole" | "partnership" | "cooperative" | "association" | "foundation" | "branch" | "institute" | "fund";

/** `100'000.00`. */
export function formatAmount(amount: number): string {
  const whole = Math.floor(amount);
  const cents = Math.round((amount - whole) * 100);
  return `${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, "'")}.${String(cents).padStart(2, "0")}`;
}

export function formatCapital(amount: number): string {
  return `CHF ${formatAmount(amount)}`;
}

interface Founding {
  group: FormGroup;
  statutesDate: string | null;
  purpose: string;
  capital: number | null;
  shares: number;
  shareValue: number;
  optingOutDate: string | null;
  supervisor: string | null;
  headOffice: string | null;
}

export function foundingStatements(language: RegisterLanguage, f: Founding): string[] {
  const out: string[] = [];
  const capital = f.capital === null ? null : formatCapital(f.capital);
  const share = formatCapital(f.shareValue);
  if (language === "de") {
    if (f.headOffice) out.push(`Hauptsitz in: ${f.headOffice}.`);
    if (f.statutesDate) out.push(f.group === "foundation" ? `Urkundendatum: ${f.statutesDate}.` : `Statutendatum: ${f.statutesDate}.`);
    out.push(`Zweck: ${f.purpose}`);
    if (f.group === "ag" && capital) {
      out.push(`Aktienkapital: ${capital}.`, `Liberierung Aktienkapital: ${capital}.`, `Aktien: ${f.shares} Namenaktien zu ${share}.`);
      out.push("Publikationsorgan: SHAB.", "Mitteilungen an die Aktionäre erfolgen per Brief oder E-Mail.");
      out.push("Vinkulierung: Die Übertragbarkeit der Namenaktien ist nach Massgabe der Statuten beschränkt.");
    } else if (f.group === "gmbh" && capital) {
      out.push(`Stammkapital: ${capital}.`, "Nebenleistungspflichten gemäss näherer Umschreibung in den Statuten.", "Publikationsorgan: SHAB.");
      out.push("Die Mitteilungen der Geschäftsführung an die Gesellschafter erfolgen schriftlich oder per E-Mail.");
    } else if (f.group === "cooperative") {
      out.push("Haftung: Für die Verbindlichkeiten der Genossenschaft haftet ausschliesslich das Genossenschaftsvermögen.", "Publikationsorgan: SHAB.");
    } else if (f.group === "association") {
      out.push("Mittel: Mitgliederbeiträge, Spenden und weitere Zuwendungen.");
    } else if (f.group === "foundation" && f.supervisor) {
      out.push(`Aufsichtsbehörde: ${f.supervisor}.`);
    }
    if (f.optingOutDate) out.push(`Gemäss Erklärung vom ${f.optingOutDate} wird auf eine eingeschränkte Revision verzichtet.`);
  } else if (language === "fr") {
    if (f.headOffice) out.push(`Siège principal: ${f.headOffice}.`);
    if (f.statutesDate) out.push(f.group === "foundation" ? `Date de l'acte de fondation: ${f.statutesDate}.` : `Date des statuts: ${f.statutesDate}.`);
    out.push(`${f.group === "sole" ? "But de l'entreprise" : "But"}: ${f.purpose}`);
    if (f.group === "ag" && capital) {
      out.push(`Capital-actions: ${capital}.`, `Capital-actions libéré: ${capital}.`, `Actions: ${f.shares} actions nominatives de ${share}.`);
      out.push("Organe de publication: FOSC.", "Communication aux actionnaires: par écrit ou par courriel.");
      out.push("Restrictions à la transmissibilité des actions nominatives selon statuts.");
    } else if (f.group === "gmbh" && capital) {
      out.push(`Capital social: ${capital}.`, "Obligations de fournir des prestations accessoires, droits de préférence, de préemption ou d'emption: pour les détails, voir les statuts.");
      out.push("Organe de publication: FOSC.", "Communication aux associés: par écrit ou par courriel.");
    } else if (f.group === "cooperative") {
      out.push("Responsabilité: seule la fortune sociale répond des engagements de la société.", "Organe de publication: FOSC.");
    } else if (f.group === "association") {
      out.push("Ressources: cotisations des membres, dons et legs.");
    } else if (f.group === "foundation" && f.supervisor) {
      out.push(`Autorité de surveillance: ${f.supervisor}.`);
    }
    if (f.optingOutDate) out.push(`Selon déclaration du ${f.optingOutDate}, il est renoncé à un contrôle restreint.`);
  } else {
    if (f.headOffice) out.push(`Sede principale: ${f.headOffice}.`);
    if (f.statutesDate) out.push(f.group === "foundation" ? `Data dell'atto di fondazione: ${f.statutesDate}.` : `Data dello statuto: ${f.statutesDate}.`);
    out.push(`Scopo: ${f.purpose}`);
    if (f.group === "ag" && capital) {
      out.push(`Capitale azionario: ${capital}.`, `Capitale liberato: ${capital}.`, `Azioni: ${f.shares} azioni nominative da ${share}.`);
      out.push("Organo di pubblicazione: FUSC.", "Comunicazioni agli azionisti: per lettera o per e-mail.");
    } else if (f.group === "gmbh" && capital) {
      out.push(`Capitale sociale: ${capital}.`, "Organo di pubblicazione: FUSC.", "Le comunicazioni ai soci avvengono per lettera o per e-mail.");
    } else if (f.group === "cooperative") {
      out.push("Responsabilità: per i debiti della società risponde unicamente il patrimonio sociale.", "Organo di pubblicazione: FUSC.");
    } else if (f.group === "association") {
      out.push("Mezzi: contributi dei soci, donazioni e altre liberalità.");
    } else if (f.group === "foundation" && f.supervisor) {
      out.push(`Autorità di vigilanza: ${f.supervisor}.`);
    }
    if (f.optingOutDate) out.push(`Con dichiarazione del ${f.optingOutDate} la società rinuncia a una revisione limitata.`);
  }
  return out;
}

export function addressChange(language: RegisterLanguage, address: string): string {
  if (language === "de") return `Domizil neu: ${address}.`;
  if (language === "fr") return `Nouvelle adresse: ${address}.`;
  return `Nuovo recapito: ${address}.`;
}

export function seatChange(language: RegisterLanguage, seat: string): string {
  if (language === "de") return `Sitz neu: ${seat}.`;
  if (language === "fr") return `Nouveau siège: ${seat}.`;
  return `Nuova sede: ${seat}.`;
}

export function statutesChange(language: RegisterLanguage, date: string): string {
  if (language === "de") return `Statutenänderung: ${date}.`;
  if (language === "fr") return `Statuts modifiés le ${date}.`;
  return `Statuti modificati: ${date}.`;
}

export function purposeChange(language: RegisterLanguage, purpose: string): string {
  if (language === "de") return `Zweck neu: ${purpose}`;
  if (language === "fr") return `Nouveau but: ${purpose}`;
  return `Nuovo scopo: ${purpose}`;
}

export function nameChange(language: RegisterLanguage, name: string, translations: readonly string[]): string {
  const full = name + translations.map((t) => ` (${t})`).join("");
  if (language === "de") return `Firma neu: ${full}.`;
  if (language === "fr") return `Nouvelle raison de commerce: ${full}.`;
  return `Nuova ragione sociale: ${full}.`;
}

export function capitalChange(language: RegisterLanguage, group: FormGroup, capital: number, shares: number, shareValue: number): string[] {
  const amount = formatCapital(capital);
  const share = formatCapital(shareValue);
  if (group === "gmbh") {
    if (language === "de") return [`Stammkapital neu: ${amount}.`];
    if (language === "fr") return [`Nouveau capital social: ${amount}.`];
    return [`Nuovo capitale sociale: ${amount}.`];
  }
  if (language === "de") return [`Aktienkapital neu: ${amount}.`, `Liberierung Aktienkapital neu: ${amount}.`, `Aktien neu: ${shares} Namenaktien zu ${share}.`];
  if (language === "fr") return [`Nouveau capital-actions: ${amount}.`, `Nouveau capital-actions libéré: ${amount}.`, `Nouvelles actions: ${shares} actions nominatives de ${share}.`];
  return [`Nuovo capitale azionario: ${amount}.`, `Nuovo capitale liberato: ${amount}.`, `Nuove azioni: ${shares} azioni nominative da ${share}.`];
}

export function optingOut(language: RegisterLanguage, date: string): string {
  if (language === "de") return `Gemäss Erklärung vom ${date} verzichtet die Gesellschaft auf eine eingeschränkte Revision.`;
  if (language === "fr") return `Selon déclaration du ${date}, la société a renoncé à un contrôle restreint.`;
  return `Con dichiarazione del ${date} la società rinuncia a una revisione limitata.`;
}

const SUBJECT: Readonly<Record<RegisterLanguage, Partial<Record<FormGroup, string>> & { default: string }>> = {
  de: { default: "Die Gesellschaft", cooperative: "Die Genossenschaft", association: "Der Verein", foundation: "Die Stiftung", sole: "Das Einzelunternehmen", branch: "Die Zweigniederlassung", institute: "Die Anstalt" },
  fr: { default: "La société", cooperative: "La société coopérative", association: "L'association", foundation: "La fondation", sole: "L'entreprise individuelle", branch: "La succursale", institute: "L'institution" },
  it: { default: "La società", cooperative: "La società cooperativa", association: "L'associazione", foundation: "La fondazione", sole: "L'impresa individuale", branch: "La succursale", institute: "L'istituto" },
};

function subject(language: RegisterLanguage, group: FormGroup): string {
  return SUBJECT[language][group] ?? SUBJECT[language].default;
}

/** The dissolution of a company that goes into liquidation (by its members' decision or by bankruptcy). */
export function dissolution(language: RegisterLanguage, group: FormGroup, date: string, newName: string, bankruptcy: boolean, court: string): string[] {
  const who = subject(language, group);
  const body = group === "association" ? "der Vereinsversammlung" : group === "cooperative" ? "der Generalversammlung" : group === "gmbh" ? "der Gesellschafterversammlung" : group === "foundation" ? "der Aufsichtsbehörde" : "der Generalversammlung";
  if (language === "de") {
    const accusative = group === "association" ? "den Verein" : who.charAt(0).toLowerCase() + who.slice(1);
    const first = bankruptcy
      ? `Mit Verfügung vom ${date} hat ${court} über ${accusative} den Konkurs eröffnet; ${who.charAt(0).toLowerCase() + who.slice(1)} ist dadurch aufgelöst.`
      : `${who} ist mit Beschluss ${body} vom ${date} aufgelöst.`;
    return [first, `Die Liquidation wird unter der Firma ${newName} durchgeführt.`];
  }
  if (language === "fr") {
    const first = bankruptcy
      ? `${who} est dissoute par suite de faillite prononcée par jugement du ${court} du ${date}.`
      : `${who} est dissoute par décision ${group === "association" ? "de l'assemblée des membres" : group === "gmbh" ? "de l'assemblée des associés" : "de l'assemblée générale"} du ${date}.`;
    return [first, `La liquidation sera opérée sous la raison sociale: ${newName}.`];
  }
  const first = bankruptcy
    ? `Con decisione del ${court} del ${date} è stato dichiarato il fallimento. ${who} è pertanto sciolta.`
    : `${who} è sciolta con decisione ${group === "association" ? "dell'assemblea dei soci" : "dell'assemblea generale"} del ${date}.`;
  return [first, `La liquidazione si svolgerà sotto la ragione sociale: ${newName}.`];
}

export type DeletionReason = "liquidation" | "bankruptcy" | "cessation" | "merger" | "branch" | "office";

export function deletion(language: RegisterLanguage, group: FormGroup, reason: DeletionReason, date: string, acquirer: string | null): string[] {
  const who = subject(language, group);
  if (language === "de") {
    switch (reason) {
      case "liquidation": return ["Die Liquidation ist beendet.", `${who} wird gelöscht.`];
      case "bankruptcy": return [`Das Konkursverfahren wurde mit Entscheid vom ${date} als geschlossen erklärt.`, `${who} wird von Amtes wegen gelöscht.`];
      case "cessation": return [`${who} wird infolge Aufgabe der Geschäftstätigkeit gelöscht.`];
      case "branch": return ["Die Zweigniederlassung wird infolge Aufhebung gelöscht."];
      case "office": return [`${who} wird gestützt auf Art. 934 OR von Amtes wegen gelöscht.`];
      case "merger": return [`${who} wird infolge Fusion gelöscht.`, `Aktiven und Passiven (Fremdkapital) gehen infolge Fusion auf die ${acquirer} über.`];
    }
  }
  if (language === "fr") {
    switch (reason) {
      case "liquidation": return ["La liquidation étant terminée, la raison sociale est radiée."];
      case "bankruptcy": return [`La procédure de faillite ayant été clôturée par jugement du ${date}, ${who.charAt(0).toLowerCase() + who.slice(1)} est radiée d'office.`];
      case "cessation": return ["L'entreprise est radiée par suite de cessation d'activité."];
      case "branch": return ["La succursale est radiée par suite de sa suppression."];
      case "office": return [`${who} est radiée d'office en application de l'art. 934 CO.`];
      case "merger": return [`${who} est radiée par suite de fusion.`, `Actifs et passifs (fonds étrangers) repris par ${acquirer}.`];
    }
  }
  switch (reason) {
    case "liquidation": return ["La liquidazione è terminata.", `${who} è cancellata.`];
    case "bankruptcy": return [`La procedura di fallimento è stata chiusa con decisione del ${date}.`, `${who} è cancellata d'ufficio.`];
    case "cessation": return ["La ditta è cancellata in seguito a cessazione dell'attività."];
    case "branch": return ["La succursale è cancellata in seguito a soppressione."];
    case "office": return [`${who} è cancellata d'ufficio in applicazione dell'art. 934 CO.`];
    case "merger": return [`${who} è cancellata in seguito a fusione.`, `Attivi e passivi (capitale di terzi) ripresi dalla ${acquirer}.`];
  }
}

/** Statute changes without another registered fact (communication to members, transfer restrictions). */
export const STATUTE_NOTES: Readonly<Record<RegisterLanguage, Partial<Record<FormGroup | "other", readonly string[]>> & { other: readonly string[] }>> = {
  de: {
    ag: ["Mitteilungen neu: Mitteilungen an die Aktionäre erfolgen per E-Mail oder Brief an die im Aktienbuch verzeichneten Adressen.", "Vinkulierung neu: Die Übertragbarkeit der Namenaktien ist nach Massgabe der Statuten beschränkt.", "Die Bestimmung über die Sacheinlage wird aufgehoben."],
    gmbh: ["Mitteilungen neu: Die Mitteilungen an die Gesellschafter erfolgen schriftlich oder per E-Mail.", "Nebenleistungspflichten neu: gemäss näherer Umschreibung in den Statuten.", "Vinkulierung neu: Die Abtretung von Stammanteilen bedarf der Zustimmung der Gesellschafterversammlung."],
    other: ["Die publikationspflichtigen Tatsachen haben keine Änderung erfahren.", "Mitteilungen neu: Die Mitteilungen an die Mitglieder erfolgen schriftlich oder per E-Mail."],
  },
  fr: {
    ag: ["Nouvelle communication aux actionnaires: par écrit ou par courriel aux adresses figurant au registre des actions.", "Nouvelles restrictions à la transmissibilité des actions nominatives selon statuts.", "La clause statutaire relative aux apports en nature est supprimée."],
    gmbh: ["Nouvelle communication aux associés: par écrit ou par courriel.", "Nouvelles obligations de fournir des prestations accessoires: selon statuts."],
    other: ["Les faits publiés ne sont pas modifiés.", "Nouvelle communication aux membres: par écrit ou par courriel."],
  },
  it: {
    ag: ["Nuove comunicazioni agli azionisti: per lettera o per e-mail agli indirizzi iscritti nel libro delle azioni.", "Nuove restrizioni alla trasferibilità delle azioni nominative secondo statuto.", "La disposizione statutaria concernente il conferimento in natura è abrogata."],
    gmbh: ["Nuove comunicazioni ai soci: per lettera o per e-mail.", "Nuovi obblighi di effettuare prestazioni accessorie: secondo statuto."],
    other: ["I fatti pubblicati non subiscono modifiche.", "Nuove comunicazioni ai membri: per lettera o per e-mail."],
  },
};
